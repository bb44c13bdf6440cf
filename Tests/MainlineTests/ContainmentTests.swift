import Foundation
@testable import Mainline
import Testing

@Suite("Containment: children, appearance forwarding, manual appearance transitions")
struct ContainmentTests {
    static let logged = LoggingController.all.subtracting(["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                                           "traitCollectionDidChange", "loadView"])

    @Test("a child added in viewDidLoad appears with its parent, after it, each step")
    func childAddedBeforeAppearance() {
        final class Parent: LoggingController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let child = LoggingController("Child", log: log, logging: ContainmentTests.logged)
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let window = UIWindow()
            window.rootViewController = Parent("Parent", log: log, logging: Self.logged)
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        #expect(log.entries == ["Parent.viewDidLoad", "Child.willMove(toParent:)", "Child.viewDidLoad", "Child.didMove(toParent:)",
                                "Parent.viewWillAppear", "Child.viewWillAppear", "Parent.viewIsAppearing", "Child.viewIsAppearing",
                                "Parent.viewDidAppear", "Child.viewDidAppear"])
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("adding and removing a child on screen: UIKit calls willMove on add and didMove on remove, the caller the others")
    func childOnScreen() {
        let f = RootFixture(logging: Self.logged)
        let log = f.log
        let weakChild = WeakBox<LoggingController>()
        f.sim.perform {
            let child = LoggingController("Child", log: log, logging: Self.logged)
            weakChild.value = child
            f.root.addChild(child)
            log("-- addSubview")
            f.root.view.addSubview(child.view)
            log("-- didMove")
            child.didMove(toParent: f.root)
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["Child.willMove(toParent:)", "-- addSubview", "Child.viewDidLoad", "Child.viewWillAppear",
                                "Child.viewIsAppearing", "Child.viewDidAppear", "-- didMove", "Child.didMove(toParent:)"])
        #expect(inspect(f.sim) { (f.root.children.count, weakChild.value?.parent === f.root) } == (1, true))
        log.clear()
        f.sim.perform {
            let child = weakChild.value!
            child.willMove(toParent: nil)
            log("-- removeFromSuperview")
            child.view.removeFromSuperview()
            log("-- removeFromParent")
            child.removeFromParent()
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["Child.willMove(toParent: nil)", "-- removeFromSuperview", "Child.viewWillDisappear", "Child.viewDidDisappear",
                                "-- removeFromParent", "Child.didMove(toParent: nil)", "Child.deinit"])
        #expect(weakChild.value == nil)
        #expect(inspect(f.sim) { f.root.children.isEmpty })
    }

    @Test("the parent's disappearance reaches its children; a child not added with addChild hears nothing")
    func forwardingOnDisappearance() {
        let f = RootFixture(logging: ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
        let log = f.log
        f.sim.perform {
            let child = LoggingController("Child", log: log, logging: ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
            f.root.addChild(child)
            f.root.view.addSubview(child.view)
            child.didMove(toParent: f.root)
            let orphan = LoggingController("Orphan", log: log, logging: ["viewWillAppear", "viewWillDisappear"])
            f.root.view.addSubview(orphan.view)
            f.window.rootViewController = LoggingController("B", log: log, logging: [])
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["Child.viewWillAppear", "Child.viewDidAppear", "A.viewWillDisappear", "Child.viewWillDisappear",
                                "A.viewDidDisappear", "Child.viewDidDisappear"])
    }

    @Test("a container that forwards by hand: begin/end appearance transitions, and UIKit's message when unbalanced")
    func manualForwarding() {
        final class ManualContainer: LoggingController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let sim = makeSimulation()
        let log = CallLog()
        let parent = Box<ManualContainer?>(nil), child = Box<LoggingController?>(nil)
        sim.start {
            parent.value = ManualContainer("Parent", log: log, logging: ["viewWillAppear", "viewDidAppear"])
            child.value = LoggingController("Child", log: log, logging: ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
            parent.value!.addChild(child.value!)
            parent.value!.view.addSubview(child.value!.view)
            child.value!.didMove(toParent: parent.value!)
            let window = UIWindow()
            window.rootViewController = parent.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        // Not forwarded: the container has to do it.
        #expect(log.entries == ["Parent.viewWillAppear", "Parent.viewDidAppear"])
        log.clear()
        sim.perform {
            child.value!.beginAppearanceTransition(true, animated: false)
            child.value!.endAppearanceTransition()
            child.value!.beginAppearanceTransition(false, animated: true)
            child.value!.beginAppearanceTransition(true, animated: true)  // unbalanced: one at a time
            child.value!.endAppearanceTransition()
            child.value!.endAppearanceTransition()  // unbalanced: nothing to end
        }
        sim.runUntilIdle()
        #expect(log.entries == ["Child.viewWillAppear", "Child.viewDidAppear", "Child.viewWillDisappear", "Child.viewDidDisappear"])
        let messages = sim.diagnostics.filter { $0.kind == .viewControllerMisuse }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix("Unbalanced calls to begin/end appearance transitions for <LoggingController: 0x") && $0.hasSuffix(">.") })
    }

    @Test("addChild without didMove is reported at the end of the frame; a controller cannot be its own child")
    func containmentMisuse() {
        let f = RootFixture()
        let forgotten = Box<LoggingController?>(nil)
        f.sim.perform {
            forgotten.value = LoggingController("Forgotten", log: f.log)
            f.root.addChild(forgotten.value!)
            f.root.view.addSubview(forgotten.value!.view)
            f.root.addChild(f.root)
        }
        f.sim.runUntilIdle()
        let messages = f.sim.diagnostics.filter { $0.kind == .viewControllerMisuse }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("cannot add") && $0.contains("the controller itself") })
        #expect(messages.contains { $0.contains("was added to") && $0.contains("didMove(toParent:) was not called") })
        #expect(inspect(f.sim) { (f.root.children.count, f.root.parent == nil) } == (1, true))
    }

    @Test("moving a child to another parent removes it from the first (didMove(nil) there, willMove to the new one)")
    func reparenting() {
        let sim = makeSimulation()
        let log = CallLog()
        let a = Box<UIViewController?>(nil), b = Box<UIViewController?>(nil), c = Box<LoggingController?>(nil)
        sim.start {
            a.value = UIViewController()
            b.value = UIViewController()
            c.value = LoggingController("C", log: log, logging: ["willMove(toParent:)", "didMove(toParent:)", "didMove(toParent: nil)"])
            a.value!.addChild(c.value!)
            c.value!.didMove(toParent: a.value!)
            b.value!.addChild(c.value!)
            c.value!.didMove(toParent: b.value!)
        }
        sim.runUntilIdle()
        #expect(log.entries == ["C.willMove(toParent:)", "C.didMove(toParent:)", "C.didMove(toParent: nil)", "C.willMove(toParent:)",
                                "C.didMove(toParent:)"])
        #expect(inspect(sim) { (a.value!.children.count, b.value!.children.count, c.value!.parent === b.value) } == (0, 1, true))
    }

    @Test("controllers are freed when nothing holds them: a replaced root, a dismissed sheet, a popped stack")
    func noRetainCycles() {
        let f = RootFixture(logging: ["deinit"])
        let log = f.log
        let freed: Set<String> = ["deinit"]
        f.sim.perform {
            let nav = UINavigationController(rootViewController: LoggingController("Root", log: log, logging: freed))
            nav.pushViewController(LoggingController("Pushed", log: log, logging: freed), animated: true)
            f.root.present(nav, animated: true)
        }
        f.sim.runUntilIdle()
        f.sim.perform { f.root.dismiss(animated: true) }
        f.sim.runUntilIdle()
        f.sim.perform { f.window.rootViewController = LoggingController("Next", log: log, logging: freed) }
        f.sim.runUntilIdle()
        let weakA = WeakBox<LoggingController>()
        weakA.value = f.rootBox.value
        f.rootBox.value = nil
        #expect(weakA.value == nil)
        #expect(Set(log.entries) == ["Root.deinit", "Pushed.deinit", "A.deinit"])
    }
}
