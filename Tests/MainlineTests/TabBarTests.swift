import Foundation
@testable import Mainline
import Testing

@Suite("Tab bar controllers")
struct TabBarTests {
    final class TabDelegate: UITabBarControllerDelegate {
        let log: CallLog
        var refuse: String?
        init(log: CallLog) { self.log = log }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            let name = (viewController as? LoggingController)?.name ?? "?"
            log("delegate.shouldSelect \(name)")
            return name != refuse
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log("delegate.didSelect \((viewController as? LoggingController)?.name ?? "?")")
        }
    }

    @Test("switching tabs: B loads and appears before A disappears; a tap asks the delegate first and tells it last")
    func tabSwitch() {
        let sim = makeSimulation()
        let log = CallLog()
        let tabs = Box<UITabBarController?>(nil)
        let delegate = TabDelegate(log: log)
        sim.start {
            let controller = UITabBarController()
            controller.viewControllers = [LoggingController("A", log: log), LoggingController("B", log: log), LoggingController("C", log: log)]
            controller.delegate = delegate
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            tabs.value = controller
        }
        sim.runUntilIdle()
        // Only the selected tab loads.
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.traitCollectionDidChange", "A.viewDidAppear"])
        log.clear()
        sim.selectTab(1, in: tabs.value!)
        sim.runUntilIdle()
        #expect(log.entries == ["delegate.shouldSelect B", "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear",
                                "B.traitCollectionDidChange", "A.viewDidDisappear", "B.viewDidAppear", "delegate.didSelect B"])
        log.clear()
        delegate.refuse = "C"
        sim.selectTab(2, in: tabs.value!)
        sim.runUntilIdle()
        #expect(log.entries == ["delegate.shouldSelect C"])
        log.clear()
        // Code that changes the tab does not ask the delegate.
        sim.perform { tabs.value!.selectedIndex = 0 }
        sim.runUntilIdle()
        #expect(log.entries == ["A.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidAppear"])
        // The selected tab's view and the tab bar above it.
        #expect(inspect(sim) { (tabs.value!.selectedIndex, tabs.value!.view.subviews.count, tabs.value!.children.count) } == (0, 2, 3))
        #expect(inspect(sim) { tabs.value!.view.subviews.last === tabs.value!.tabBar })
    }

    @Test("a tap on the selected tab pops its navigation controller to the root")
    func reselectPopsToRoot() {
        let sim = makeSimulation()
        let log = CallLog()
        let tabs = Box<UITabBarController?>(nil), nav = Box<UINavigationController?>(nil)
        sim.start {
            nav.value = UINavigationController(rootViewController: LoggingController("A", log: log))
            nav.value!.pushViewController(LoggingController("B", log: log), animated: false)
            let controller = UITabBarController()
            controller.viewControllers = [nav.value!]
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            tabs.value = controller
        }
        sim.runUntilIdle()
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.traitCollectionDidChange", "B.viewDidAppear"])
        log.clear()
        sim.selectTab(0, in: tabs.value!)
        sim.runUntilIdle()
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "B.viewWillDisappear", "A.viewWillAppear", "A.traitCollectionDidChange",
                                "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(inspect(sim) { nav.value!.viewControllers.count } == 1)
    }
}
