import Foundation
@testable import Mainline
import Testing

/// A navigation delegate that logs `delegate.willShow X` / `delegate.didShow X`.
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log("delegate.willShow \((viewController as? LoggingController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log("delegate.didShow \((viewController as? LoggingController)?.name ?? "?")")
    }
}

/// A window whose root is a navigation controller showing A, on screen and idle.
struct NavigationFixture {
    let sim: Simulation
    let log: CallLog
    let navigation: Box<UINavigationController?>
    let delegate: LoggingNavigationDelegate

    init(logging: Set<String> = LoggingController.all) {
        sim = makeSimulation()
        let log = CallLog()
        self.log = log
        let navigation = Box<UINavigationController?>(nil)
        self.navigation = navigation
        let delegate = LoggingNavigationDelegate(log: log)
        self.delegate = delegate
        let window = Box<UIWindow?>(nil)
        sim.start {
            let nav = UINavigationController(rootViewController: LoggingController("A", log: log, logging: logging))
            nav.delegate = delegate
            window.value = UIWindow()
            window.value!.rootViewController = nav
            window.value!.makeKeyAndVisible()
            navigation.value = nav
        }
        sim.runUntilIdle()
        log.clear()
    }

    var nav: UINavigationController { navigation.value! }

    func names() -> [String] {
        inspect(sim) { nav.viewControllers.map { ($0 as! LoggingController).name } }
    }
}

@Suite("Navigation controllers: push, pop, interactive pop")
struct NavigationTests {
    @Test("03: the pushed controller's own callbacks, as seed 004 logged them")
    func goldenPush() throws {
        let f = NavigationFixture()
        let log = f.log
        f.sim.perform { f.nav.pushViewController(LoggingController("B", log: log, logging: LoggingController.all), animated: true) }
        f.sim.runUntilIdle()
        let golden = try goldenTrace("03-push.trace")
        #expect(log.entries.filter { $0.hasPrefix("B.") && $0 != "B.viewIsAppearing" && $0 != "B.traitCollectionDidChange" } == golden)
    }

    @Test("push: both controllers and the delegate in UIKit's order; the transition spans its frames")
    func push() {
        let f = NavigationFixture()
        let log = f.log
        let setUpEnd = f.sim.now
        let b = Box<LoggingController?>(nil)
        f.sim.perform {
            b.value = LoggingController("B", log: log, logging: LoggingController.basic)
            f.nav.pushViewController(b.value!, animated: true)
            log("-- push returned")
        }
        f.sim.runFrames(1)
        // While the transition runs, the stack already has B and A has not disappeared yet.
        #expect(f.names() == ["A", "B"])
        #expect(inspect(f.sim) { b.value!.isMovingToParent && f.nav.transitionCoordinator?.isAnimated == true })
        #expect(b.value!.flagsSeen["viewWillAppear"] == [true, false])
        f.sim.runUntilIdle()
        #expect(log.entries == [
            "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow B",
            "B.traitCollectionDidChange", "-- push returned",
            "A.viewDidDisappear", "B.viewDidAppear", "delegate.didShow B",
        ])
        let spans = f.sim.timeline.flatMap(\.spans).filter { $0.start >= setUpEnd }
        let began = spans.first { $0.name == "viewWillAppear(_:)" }, ended = spans.first { $0.name == "viewDidAppear(_:)" }
        #expect(began != nil && ended != nil)
        if let began, let ended { #expect(ended.start - began.start >= UINavigationController.transitionDuration) }
        #expect(inspect(f.sim) { (b.value!.isMovingToParent, f.nav.transitionCoordinator == nil, b.value!.view.superview === f.nav.view) }
            == (false, true, true))
        #expect(inspect(f.sim) { f.nav.viewControllers.first!.view.superview == nil })
    }

    @Test("pop: willMove(nil) first, didMove(nil) last, and the popped controller is freed")
    func pop() {
        let f = NavigationFixture()
        let log = f.log
        let weakB = WeakBox<LoggingController>()
        f.sim.perform {
            let b = LoggingController("B", log: log, logging: LoggingController.all)
            weakB.value = b
            f.nav.pushViewController(b, animated: false)
        }
        f.sim.runUntilIdle()
        log.clear()
        let popped = Box<String?>(nil)
        f.sim.perform { popped.value = (f.nav.popViewController(animated: true) as? LoggingController)?.name }
        f.sim.runUntilIdle()
        #expect(popped.value == "B")
        #expect(log.entries.filter { !$0.contains("Layout") && !$0.contains("Constraints") && !$0.hasSuffix("IsAppearing") } == [
            "B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow A",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)", "delegate.didShow A", "B.deinit",
        ])
        #expect(weakB.value == nil)
        #expect(f.names() == ["A"])
    }

    @Test("an interactive pop that finishes: B disappears, A appears, B is freed")
    func interactivePopFinished() {
        let f = NavigationFixture(logging: LoggingController.basic)
        let log = f.log
        f.sim.perform { f.nav.pushViewController(LoggingController("B", log: log, logging: LoggingController.basic.union(["deinit"])), animated: false) }
        f.sim.runUntilIdle()
        log.clear()
        f.sim.swipeBack(in: f.nav, completes: true)
        f.sim.runFrames(3)
        #expect(f.names() == ["A"])
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow A"])
        f.sim.runUntilIdle()
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow A",
                                "B.viewDidDisappear", "A.viewDidAppear", "delegate.didShow A", "B.deinit"])
    }

    @Test("a cancelled interactive pop: A goes away again, B comes back, the stack is whole")
    func interactivePopCancelled() {
        let f = NavigationFixture(logging: LoggingController.basic)
        let log = f.log
        let b = Box<LoggingController?>(nil)
        f.sim.perform {
            b.value = LoggingController("B", log: log, logging: LoggingController.basic.union(["willMove(toParent: nil)", "didMove(toParent:)"]))
            f.nav.pushViewController(b.value!, animated: false)
        }
        f.sim.runUntilIdle()
        log.clear()
        let cancelledSeen = Box<Bool?>(nil)
        f.sim.swipeBack(in: f.nav, completes: false, progress: 0.2)
        f.sim.runFrames(2)
        f.sim.perform {
            b.value!.transitionCoordinator?.notifyWhenInteractionChanges { context in cancelledSeen.value = context.isCancelled }
        }
        f.sim.runUntilIdle()
        // Wangling.me's device log of a cancelled swipe.
        #expect(log.entries == ["B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow A",
                                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
                                "B.didMove(toParent:)"])
        #expect(cancelledSeen.value == true)
        #expect(f.names() == ["A", "B"])
        #expect(inspect(f.sim) { (b.value!.view.superview === f.nav.view, f.nav.viewControllers[0].view.superview == nil, b.value!.parent === f.nav) }
            == (true, true, true))
    }

    @Test("popToRoot and setViewControllers: hidden controllers only move; the top transitions")
    func stackChanges() {
        let f = NavigationFixture(logging: LoggingController.basic)
        let log = f.log
        let containment: Set<String> = LoggingController.basic.union(["willMove(toParent:)", "didMove(toParent:)",
                                                                       "willMove(toParent: nil)", "didMove(toParent: nil)", "deinit"])
        f.sim.perform {
            f.nav.setViewControllers([f.nav.viewControllers[0], LoggingController("B", log: log, logging: containment),
                                      LoggingController("C", log: log, logging: containment)], animated: false)
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["B.willMove(toParent:)", "C.willMove(toParent:)", "C.loadView", "C.viewDidLoad",
                                "A.viewWillDisappear", "C.viewWillAppear", "delegate.willShow C", "C.traitCollectionDidChange",
                                "A.viewDidDisappear", "C.viewDidAppear", "B.didMove(toParent:)", "C.didMove(toParent:)",
                                "delegate.didShow C"])
        #expect(f.names() == ["A", "B", "C"])
        log.clear()
        let popped = Box<[String]>([])
        f.sim.perform { popped.value = (f.nav.popToRootViewController(animated: true) ?? []).map { ($0 as! LoggingController).name } }
        f.sim.runUntilIdle()
        #expect(popped.value == ["B", "C"])
        // B was never shown: it only leaves the container.
        #expect(log.entries == ["C.willMove(toParent: nil)", "B.willMove(toParent: nil)", "C.viewWillDisappear", "A.viewWillAppear",
                                "delegate.willShow A", "C.viewDidDisappear", "A.viewDidAppear",
                                "B.didMove(toParent: nil)", "C.didMove(toParent: nil)", "delegate.didShow A", "B.deinit", "C.deinit"])
    }

    @Test("pushing a controller already in the stack is refused with UIKit's words; a push during a push ends the first")
    func pushMisuse() {
        let f = NavigationFixture(logging: LoggingController.basic)
        let log = f.log
        f.sim.perform {
            let a = f.nav.viewControllers[0]
            f.nav.pushViewController(a, animated: true)
            f.nav.pushViewController(LoggingController("B", log: log), animated: true)
            f.nav.pushViewController(LoggingController("C", log: log), animated: true)
        }
        f.sim.runUntilIdle()
        let messages = f.sim.diagnostics.filter { $0.kind == .viewControllerMisuse }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("is pushing the same view controller instance (<LoggingController: 0x") == true)
        #expect(messages.first?.contains("more than once which is not supported") == true)
        #expect(f.names() == ["A", "B", "C"])
        // B's push ends (as if its animation finished) before C's begins.
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow B",
                                "B.traitCollectionDidChange", "A.viewDidDisappear", "B.viewDidAppear", "delegate.didShow B",
                                "C.loadView", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "delegate.willShow C",
                                "C.traitCollectionDidChange", "B.viewDidDisappear", "C.viewDidAppear", "delegate.didShow C"])
    }
}
