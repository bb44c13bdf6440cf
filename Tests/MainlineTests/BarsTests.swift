import Foundation
import Mainline
import Testing

/// A controller with a strip pinned to the top and one to the bottom of its safe area, logging
/// `viewSafeAreaInsetsDidChange()`.
private final class PinnedController: UIViewController {
    let topStrip = UIView()
    let bottomStrip = UIView()
    let log: CallLog
    let name: String

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        for strip in [topStrip, bottomStrip] {
            strip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(strip)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            topStrip.topAnchor.constraint(equalTo: guide.topAnchor),
            topStrip.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            topStrip.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            topStrip.heightAnchor.constraint(equalToConstant: 10),
            bottomStrip.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            bottomStrip.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bottomStrip.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bottomStrip.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log("\(name).viewSafeAreaInsetsDidChange \(Int(view.safeAreaInsets.top)),\(Int(view.safeAreaInsets.bottom))")
    }

    /// The view's frame, its safe area's top and bottom, and where the strips are.
    var geometry: String {
        let insets = view.safeAreaInsets
        return "frame \(Int(view.frame.minY))+\(Int(view.frame.height)) safe \(Int(insets.top)),\(Int(insets.bottom)) strips \(Int(topStrip.frame.minY)),\(Int(bottomStrip.frame.maxY))"
    }
}

/// A window (390 × 844, safe area 47 above and 34 below) showing what `make` returns.
private func show(_ make: @escaping @MainActor () -> UIViewController) -> Simulation {
    let sim = makeSimulation()
    sim.start {
        let window = UIWindow()
        window.rootViewController = make()
        window.makeKeyAndVisible()
    }
    sim.runUntilIdle()
    return sim
}

@Suite("Navigation and tab bars")
struct BarsTests {
    @Test("a navigation bar is 44 points below the status bar; the top controller runs under it and its safe area starts at its bottom (91)")
    func navigationBarSafeArea() {
        let log = CallLog()
        let box = Box<(UINavigationController, PinnedController)?>(nil)
        let sim = show {
            let top = PinnedController("A", log: log)
            let navigation = UINavigationController(rootViewController: top)
            box.value = (navigation, top)
            return navigation
        }
        let (navigation, top) = box.value!
        #expect(inspect(sim) { navigation.navigationBar.frame } == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(inspect(sim) { navigation.view.subviews.last === navigation.navigationBar })
        #expect(inspect(sim) { top.geometry } == "frame 0+844 safe 91,34 strips 91,810")
        #expect(log.entries == ["A.viewSafeAreaInsetsDidChange 91,34"])

        // Large titles: 96 points; a pushed controller that refuses them gets 44 again.
        sim.perform { navigation.navigationBar.prefersLargeTitles = true }
        sim.runUntilIdle()
        #expect(inspect(sim) { (navigation.navigationBar.frame.height, top.geometry) } == (96, "frame 0+844 safe 143,34 strips 143,810"))
        let pushed = inspect(sim) { () -> PinnedController in
            let next = PinnedController("B", log: log)
            next.navigationItem.largeTitleDisplayMode = .never
            navigation.pushViewController(next, animated: false)
            return next
        }
        sim.runUntilIdle()
        #expect(inspect(sim) { (navigation.navigationBar.frame.height, pushed.geometry) } == (44, "frame 0+844 safe 91,34 strips 91,810"))

        // Hidden: the safe area is the window's again.
        sim.perform { navigation.setNavigationBarHidden(true, animated: false) }
        sim.runUntilIdle()
        #expect(inspect(sim) { pushed.geometry } == "frame 0+844 safe 47,34 strips 47,810")
        #expect(log.entries.last == "B.viewSafeAreaInsetsDidChange 47,34")
    }

    @Test("an opaque bar puts the view below it (safe area 0 at the top) unless extendedLayoutIncludesOpaqueBars")
    func opaqueBar() {
        let box = Box<(UINavigationController, PinnedController)?>(nil)
        let sim = show {
            let top = PinnedController("A", log: CallLog())
            let navigation = UINavigationController(rootViewController: top)
            navigation.navigationBar.isTranslucent = false
            box.value = (navigation, top)
            return navigation
        }
        let (_, top) = box.value!
        // The strips' frames are in the view's coordinates.
        #expect(inspect(sim) { top.geometry } == "frame 91+753 safe 0,34 strips 0,719")
        sim.perform { top.extendedLayoutIncludesOpaqueBars = true }
        sim.runUntilIdle()
        #expect(inspect(sim) { top.geometry } == "frame 0+844 safe 91,34 strips 91,810")
    }

    @Test("a tab bar is 49 points plus the bottom safe area; a navigation stack in a tab ends above it; hidesBottomBarWhenPushed hides it")
    func tabBar() {
        let box = Box<(UITabBarController, UINavigationController, PinnedController)?>(nil)
        let sim = show {
            let top = PinnedController("A", log: CallLog())
            let navigation = UINavigationController(rootViewController: top)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, UIViewController()]
            box.value = (tabs, navigation, top)
            return tabs
        }
        let (tabs, navigation, top) = box.value!
        #expect(inspect(sim) { tabs.tabBar.frame } == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(inspect(sim) { tabs.tabBar.items?.count } == 2)
        #expect(inspect(sim) { top.geometry } == "frame 0+844 safe 91,83 strips 91,761")
        let pushed = inspect(sim) { () -> PinnedController in
            let next = PinnedController("B", log: CallLog())
            next.hidesBottomBarWhenPushed = true
            navigation.pushViewController(next, animated: false)
            return next
        }
        sim.runUntilIdle()
        // The bar slides below the bottom edge; the app's isHidden is not touched.
        #expect(inspect(sim) { (tabs.tabBar.isHidden, tabs.tabBar.frame.minY, pushed.geometry) } == (false, 844, "frame 0+844 safe 91,34 strips 91,810"))
        sim.perform { _ = navigation.popViewController(animated: false) }
        sim.runUntilIdle()
        #expect(inspect(sim) { (tabs.tabBar.isHidden, tabs.tabBar.frame.minY, top.geometry) } == (false, 761, "frame 0+844 safe 91,83 strips 91,761"))
        // The app hides the bar itself: it stays hidden, and the safe area takes the bottom back.
        sim.perform { tabs.tabBar.isHidden = true }
        sim.runUntilIdle()
        #expect(inspect(sim) { (tabs.tabBar.isHidden, top.geometry) } == (true, "frame 0+844 safe 91,34 strips 91,810"))
    }

    @Test("additionalSafeAreaInsets add to the safe area the view would have, and its subviews see them")
    func additionalInsets() {
        let log = CallLog()
        let box = Box<PinnedController?>(nil)
        let sim = show {
            let controller = PinnedController("A", log: log)
            box.value = controller
            return controller
        }
        let controller = box.value!
        #expect(inspect(sim) { controller.geometry } == "frame 0+844 safe 47,34 strips 47,810")
        sim.perform { controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0) }
        sim.runUntilIdle()
        #expect(inspect(sim) { controller.geometry } == "frame 0+844 safe 57,54 strips 57,790")
        #expect(inspect(sim) { controller.topStrip.safeAreaInsets.top } == 0)
        #expect(log.entries == ["A.viewSafeAreaInsetsDidChange 47,34", "A.viewSafeAreaInsetsDidChange 57,54"])
    }

    @Test("additionalSafeAreaInsets set before the view loads count from the first layout")
    func additionalInsetsBeforeLoad() {
        let sim = show {
            let controller = PinnedController("A", log: CallLog())
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            return controller
        }
        let geometry = inspect(sim) { (UIApplication.shared.windows.first?.rootViewController as? PinnedController)?.geometry }
        #expect(geometry == "frame 0+844 safe 57,34 strips 57,810")
    }

    @Test("a CATransaction completion block around an animated push waits for the push's 0.35 s")
    func transactionAroundPush() {
        let box = Box<UINavigationController?>(nil)
        let sim = show {
            let navigation = UINavigationController(rootViewController: UIViewController())
            box.value = navigation
            return navigation
        }
        let log = CallLog()
        let start = inspect(sim) { () -> Double in
            CATransaction.begin()
            CATransaction.setCompletionBlock { log(String(format: "%.2f", CACurrentMediaTime())) }
            box.value!.pushViewController(UIViewController(), animated: true)
            CATransaction.commit()
            return CACurrentMediaTime()
        }
        sim.run(for: 1)
        let done = log.entries.first.flatMap(Double.init) ?? -1
        #expect(log.entries.count == 1)
        #expect(done >= start + 0.35 - 0.005 && done <= start + 0.35 + 1.0 / 60 + 0.005)
    }

    @Test("in landscape the navigation bar is 32 points at the top of the screen")
    func landscape() {
        let box = Box<UINavigationController?>(nil)
        let sim = show {
            let navigation = UINavigationController(rootViewController: PinnedController("A", log: CallLog()))
            box.value = navigation
            return navigation
        }
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let frame = inspect(sim) { box.value!.navigationBar.frame }
        #expect(frame.height == 32 && frame.minY == 0 && frame.width == 844)
    }
}
