import Foundation
@testable import Mainline
import Testing

@Suite("Navigation controllers: the toolbar, the back swipe's recognizer, editing, show and unwinding")
struct NavigationExtrasTests {
    @Test("the toolbar: hidden by default; shown, it is 44 points plus the home indicator at the bottom, shows the top controller's toolbar items, and the top controller's safe area ends at it")
    func toolbar() {
        let f = NavigationFixture(logging: [])
        let top = Box<UIViewController?>(nil)
        let items = [UIBarButtonItem(title: "One", style: .plain), UIBarButtonItem(title: "Two", style: .plain)]
        f.sim.perform {
            let b = UIViewController()
            b.toolbarItems = items
            top.value = b
            f.nav.pushViewController(b, animated: false)
            f.nav.setToolbarHidden(false, animated: false)
        }
        f.sim.runUntilIdle()
        let (frame, shown, bottomInset, hidden) = inspect(f.sim) {
            (f.nav.toolbar.frame, f.nav.toolbar.items?.count, top.value!.view.safeAreaInsets.bottom, f.nav.isToolbarHidden)
        }
        #expect(frame == CGRect(x: 0, y: 844 - 78, width: 390, height: 78))
        #expect(shown == 2 && !hidden)
        #expect(bottomInset == 78)
        f.sim.perform { f.nav.isToolbarHidden = true }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { (f.nav.toolbar.isHidden, top.value!.view.safeAreaInsets.bottom) } == (true, 34))
    }

    @Test("the back swipe: a pan from the left edge pops; a disabled interactivePopGestureRecognizer, or one whose delegate refuses, does not")
    func backSwipeRecognizer() {
        final class Refuse: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let f = NavigationFixture(logging: [])
        let refuse = Refuse()
        f.sim.perform { f.nav.pushViewController(LoggingController("B", log: f.log, logging: []), animated: false) }
        f.sim.runUntilIdle()
        f.sim.perform { f.nav.interactivePopGestureRecognizer?.isEnabled = false }
        f.sim.runUntilIdle()
        f.sim.swipeBack(in: f.nav)
        f.sim.runUntilIdle()
        #expect(f.names() == ["A", "B"])
        f.sim.perform {
            f.nav.interactivePopGestureRecognizer?.isEnabled = true
            f.nav.interactivePopGestureRecognizer?.delegate = refuse
        }
        f.sim.runUntilIdle()
        f.sim.swipeBack(in: f.nav)
        f.sim.runUntilIdle()
        #expect(f.names() == ["A", "B"])
        f.sim.perform { f.nav.interactivePopGestureRecognizer?.delegate = nil }
        f.sim.runUntilIdle()
        // A real finger from the left edge across most of the screen.
        f.sim.pan(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        f.sim.runUntilIdle()
        #expect(f.names() == ["A"])
    }

    @Test("setEditing flips isEditing and the edit button's title; a tap on the edit button toggles it with animation")
    func editing() {
        final class Editable: UIViewController {
            var changes: [String] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                changes.append("\(editing) \(animated)")
            }
        }
        let sim = makeSimulation()
        let controller = Editable()
        let titles = inspect(sim) { () -> [String?] in
            let button = controller.editButtonItem
            var seen = [button.title]
            controller.setEditing(true, animated: false)
            seen.append(button.title)
            button.primaryAction?.perform(from: button)
            seen.append(button.title)
            return seen
        }
        #expect(titles == ["Edit", "Done", "Edit"])
        #expect(controller.changes == ["true false", "false true"])
        #expect(!controller.isEditing)
    }

    @Test("show(_:sender:) from a controller in a navigation controller pushes; from one without a container, presents")
    func show() {
        let f = NavigationFixture(logging: [])
        let pushed = UIViewController(), presented = UIViewController()
        f.sim.perform { f.nav.viewControllers[0].show(pushed, sender: nil) }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { f.nav.topViewController === pushed })
        let loose = RootFixture()
        loose.sim.perform { loose.root.show(presented, sender: nil) }
        loose.sim.runUntilIdle()
        #expect(inspect(loose.sim) { loose.root.presentedViewController === presented })
    }
}
