import Foundation
import Mainline

/// `navigation`: a tab bar app whose first tab is a navigation controller. The script pushes
/// a message and pops it, presents a full-screen compose screen and dismisses it, then taps
/// the second tab — each animated, as a user would see it — and the trace shows every
/// controller's appearance and containment callbacks in UIKit's order.
struct NavigationScenario: Scenario {
    let name = "navigation"
    let summary = "a tab bar app: push, pop, present, dismiss and a tab switch, each controller's callbacks traced"
    var defaultLength: ScenarioLength { .seconds(6) }

    func run(_ run: ScenarioRun) {
        let log: @Sendable (String) -> Void = { run.trace($0) }
        let app = NavigationApp()
        let sim = run.simulation

        run.trace("# launch: the tab bar controller shows its first tab, Inbox in a navigation controller")
        sim.start {
            let inbox = TracedController(name: "Inbox", log: log)
            let navigation = UINavigationController(rootViewController: inbox)
            let settings = TracedController(name: "Settings", log: log)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, settings]
            let window = UIWindow()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            app.tabs = tabs
            app.navigation = navigation
            app.inbox = inbox
        }
        // Each step waits a second: the animated transitions take 0.35–0.5 s.
        run.advance(seconds: 1)

        run.step(thenWait: 1) {
            log("# push Message (animated)")
            app.navigation!.pushViewController(TracedController(name: "Message", log: log), animated: true)
        }
        run.step(thenWait: 1) {
            log("# pop back to Inbox (animated)")
            app.navigation!.popViewController(animated: true)
        }
        run.step(thenWait: 1) {
            log("# present Compose full screen (animated)")
            let compose = TracedController(name: "Compose", log: log)
            compose.modalPresentationStyle = .fullScreen
            app.inbox!.present(compose, animated: true) { log("# presentation completed") }
        }
        run.step(thenWait: 1) {
            log("# dismiss Compose (animated)")
            app.inbox!.dismiss(animated: true) { log("# dismissal completed") }
        }
        if !run.isFinished {
            run.trace("# the user taps the Settings tab")
            sim.selectTab(1, in: app.tabs!)
            run.advance(seconds: 1)
        }
        run.advanceToEnd()
    }
}

/// A controller that traces its load, appearance and containment callbacks as
/// `Name.callback`, logging before calling super.
final class TracedController: UIViewController {
    let name: String
    private let log: (String) -> Void

    init(name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { log("\(name).loadView"); super.loadView() }
    override func viewDidLoad() { log("\(name).viewDidLoad"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { log("\(name).viewWillAppear"); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { log("\(name).viewIsAppearing"); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { log("\(name).viewDidAppear"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { log("\(name).viewWillDisappear"); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { log("\(name).viewDidDisappear"); super.viewDidDisappear(animated) }
    override func willMove(toParent parent: UIViewController?) {
        log(parent == nil ? "\(name).willMove(toParent: nil)" : "\(name).willMove(toParent:)")
        super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
        log(parent == nil ? "\(name).didMove(toParent: nil)" : "\(name).didMove(toParent:)")
        super.didMove(toParent: parent)
    }
}

/// The app's controllers, kept between the script's steps (only touched on the main queue).
final class NavigationApp: @unchecked Sendable {
    var tabs: UITabBarController?
    var navigation: UINavigationController?
    var inbox: TracedController?
}
