import Foundation
@testable import Mainline
import Testing

@Suite("The tab bar controller's sidebar and the user's editing of tabs")
struct TabSidebarTests {
    private final class Listener: UITabBarControllerDelegate, UITabBarController.Sidebar.Delegate {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) { log("willBeginEditing") }
        func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) { log("didEndEditing") }
        func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
            log("visibility \(tabs.map { "\($0.identifier)=\($0.isHidden)" })")
        }
        func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                              animator: any UITabBarController.Sidebar.Animating) {
            log("sidebarWillChange hidden=\(sidebar.isHidden)")
            animator.addAnimations { self.log("animations hidden=\(sidebar.isHidden)") }
            animator.addCompletion { self.log("completion") }
        }
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab) {
            log("willBeginDisplaying \(tab.identifier)")
        }
        func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab) {
            log("didEndDisplaying \(tab.identifier)")
        }
    }

    private func tabs(_ log: CallLog) -> (Simulation, Box<UITabBarController?>, Listener) {
        let sim = makeSimulation()
        let listener = Listener(log)
        let box = Box<UITabBarController?>(nil)
        sim.start {
            let home = UITab(title: "Home", image: nil, identifier: "home") { _ in UIViewController() }
            let radio = UITab(title: "Radio", image: nil, identifier: "radio") { _ in UIViewController() }
            radio.allowsHiding = true
            let library = UITab(title: "Library", image: nil, identifier: "library") { _ in UIViewController() }
            library.allowsHiding = true
            library.isHidden = true
            let controller = UITabBarController(tabs: [home, radio, library])
            controller.delegate = listener
            controller.sidebar.delegate = listener
            box.value = controller
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        return (sim, box, listener)
    }

    @Test("showing the sidebar tells its delegate first, runs the animator's blocks with the new state, then begins displaying the visible tabs; hiding ends them")
    func sidebarVisibility() {
        let log = CallLog()
        let (sim, controller, listener) = tabs(log)
        _ = listener
        let defaults = inspect(sim) { () -> String in
            let sidebar = controller.value!.sidebar
            sidebar.bottomBarView = UIView()
            sidebar.preferredLayout = .tile
            return "\(sidebar.isHidden) \(sidebar.preferredLayout == .tile) \(sidebar.bottomBarView != nil)"
        }
        #expect(defaults == "true true true")
        inspect(sim) { controller.value!.sidebar.isHidden = false }
        #expect(log.entries == ["sidebarWillChange hidden=true", "animations hidden=false", "completion",
                                "willBeginDisplaying home", "willBeginDisplaying radio"])
        log.clear()
        inspect(sim) {
            controller.value!.sidebar.isHidden = false
            controller.value!.sidebar.isHidden = true
        }
        #expect(log.entries == ["sidebarWillChange hidden=false", "animations hidden=true", "completion",
                                "didEndDisplaying home", "didEndDisplaying radio"])
    }

    @Test("the user's editing: begin, only tabs that allow hiding change, end, then the tabs whose visibility changed")
    func editing() {
        let log = CallLog()
        let (sim, controller, listener) = tabs(log)
        _ = listener
        sim.editTabs(of: controller.value!, hiding: ["radio", "home"], showing: ["library"])
        sim.runUntilIdle()
        #expect(log.entries == ["willBeginEditing", "didEndEditing", "visibility [\"radio=true\", \"library=false\"]"])
        #expect(sim.diagnostics.contains { $0.message.contains("home does not allow hiding") })
        #expect(inspect(sim) { controller.value!.tabs.map(\.isHidden) } == [false, true, false])
        log.clear()
        sim.editTabs(of: controller.value!, showing: ["library"])
        sim.runUntilIdle()
        #expect(log.entries == ["willBeginEditing", "didEndEditing"])
    }
}
