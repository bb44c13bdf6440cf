import Mainline
import Testing

/// A controller whose view pins a label to its layout margins guide.
private final class MarginsController: UIViewController {
    let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }
}

@Suite("A root view's layout margins")
struct RootMarginsTests {
    private func show(width: CGFloat, height: CGFloat = 844, _ configure: @escaping @MainActor (MarginsController) -> Void = { _ in })
        -> (Simulation, MarginsController) {
        let sim = Simulation(screenSize: CGSize(width: width, height: height))
        let box = Box<MarginsController?>(nil)
        sim.start {
            let controller = MarginsController()
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            configure(controller)
            box.value = controller
        }
        sim.runUntilIdle()
        return (sim, box.value!)
    }

    @Test("a 390-point phone: 16 at the sides, 0 at the top and bottom, inside the safe area")
    func compactPhone() {
        let (sim, controller) = show(width: 390)
        let (frame, margins, minimum) = inspect(sim) {
            (controller.content.frame, controller.view.layoutMargins, controller.systemMinimumLayoutMargins)
        }
        #expect(minimum == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(margins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(frame == CGRect(x: 16, y: 47, width: 358, height: 844 - 47 - 34))
    }

    @Test("a 430-point phone: 20 at the sides")
    func widePhone() {
        let (sim, controller) = show(width: 430, height: 932)
        let frame = inspect(sim) { controller.content.frame }
        #expect(frame.minX == 20 && frame.width == 390)
    }

    @Test("own margins count where they exceed the minimum, and only they when the minimum is waived")
    func ownMargins() {
        let (sim, controller) = show(width: 390) { controller in
            controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 0, trailing: 4)
        }
        #expect(inspect(sim) { controller.content.frame } == CGRect(x: 30, y: 57, width: 390 - 30 - 16, height: 844 - 57 - 34))
        sim.perform { controller.viewRespectsSystemMinimumLayoutMargins = false }
        sim.runUntilIdle()
        #expect(inspect(sim) { controller.content.frame } == CGRect(x: 30, y: 57, width: 390 - 30 - 4, height: 844 - 57 - 34))
    }

    @Test("a view that is not a root view keeps 8-point margins")
    func ordinaryView() {
        let (sim, controller) = show(width: 390)
        let margins = inspect(sim) { controller.content.layoutMargins }
        #expect(margins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
