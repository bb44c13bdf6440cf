import Mainline
import Testing

// This target compiles in the Swift 6 language mode (the package's default), with warnings as
// errors in CI: subclasses do not restate `Sendable`, as with UIKit, and `@MainActor` work
// handed to a simulation from a test's thread runs on the simulation's main queue and passes
// Swift 6's run-time isolation check there.

final class CardView: UIView {
    let title = UILabel()
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }
}

final class CardController: UIViewController {
    let card = CardView()
    var appeared = false

    override func loadView() { view = card }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
        DispatchQueue.main.async { self.card.title.text = "Appeared" }
    }
}

final class Stack: UIStackView {}
final class Scroller: UIScrollView {}
final class Navigation: UINavigationController {}

/// A value read out of the simulation by a main-actor closure.
final class Readout<T: Sendable>: @unchecked Sendable {
    var value: T?
}

@Suite("Swift 6 language mode")
struct Swift6ModeTests {
    @Test("subclasses compile without restating Sendable, and main-actor work runs on the main queue")
    func mainActorWorkOnTheTurn() async {
        let sim = Simulation()
        let controller = Readout<CardController>()
        sim.start {
            let window = UIWindow()
            let root = CardController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            controller.value = root
        }
        await sim.runFrames(2)
        let passes = Readout<Int>(), text = Readout<String>(), appeared = Readout<Bool>()
        sim.perform {
            passes.value = controller.value?.card.layoutPasses
            text.value = controller.value?.card.title.text
            appeared.value = controller.value?.appeared
        }
        await sim.runFrames(1)
        #expect(appeared.value == true)
        #expect(text.value == "Appeared")
        #expect((passes.value ?? 0) >= 1)
    }

    @Test("scheduled main-actor work runs in virtual time")
    func scheduledWork() async {
        let sim = Simulation(clock: .deterministic)
        let fired = Readout<TimeInterval>()
        sim.start {
            sim.schedule(after: 0.5) { fired.value = sim.now }
        }
        await sim.run(for: 1)
        #expect(fired.value == 0.5)
    }
}
