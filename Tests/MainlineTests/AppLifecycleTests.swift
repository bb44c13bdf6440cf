import Foundation
@testable import Mainline
import Testing

/// An app delegate that makes a window with a logging root controller at launch and logs its
/// callbacks with the app's state at each.
final class LoggingAppDelegate: UIApplicationDelegate {
    let log: CallLog
    var window: UIWindow?
    var root: LoggingController?
    var states: [String: UIApplication.State] = [:]
    let logging: Set<String>

    init(log: CallLog, logging: Set<String> = LoggingController.basic) {
        self.log = log
        self.logging = logging
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        note("didFinishLaunching", application)
        root = LoggingController("ViewController", log: log, logging: logging)
        window = UIWindow()
        window!.rootViewController = root
        window!.makeKeyAndVisible()
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { note("applicationDidBecomeActive", application) }
    func applicationWillResignActive(_ application: UIApplication) { note("applicationWillResignActive", application) }
    func applicationDidEnterBackground(_ application: UIApplication) { note("applicationDidEnterBackground", application) }
    func applicationWillEnterForeground(_ application: UIApplication) { note("applicationWillEnterForeground", application) }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { note("applicationDidReceiveMemoryWarning", application) }

    private func note(_ callback: String, _ application: UIApplication) {
        log("AppDelegate.\(callback)")
        states[callback] = application.applicationState
    }
}

/// A controller that records the app's state in `viewDidAppear`.
final class StateReadingController: LoggingController {
    var stateAtDidAppear: UIApplication.State?
    override func viewDidLayoutSubviews() {
        note("state \(UIApplication.shared.applicationState)")
        super.viewDidLayoutSubviews()
    }
    override func viewDidAppear(_ animated: Bool) {
        stateAtDidAppear = UIApplication.shared.applicationState
        super.viewDidAppear(animated)
    }
}

@Suite("The app lifecycle: launch, background, memory warnings, traits, rotation")
struct AppLifecycleTests {
    @Test("launch: inactive until the first frame is on screen, active from viewDidAppear, then applicationDidBecomeActive")
    func launch() {
        let sim = makeSimulation()
        let log = CallLog()
        let delegate = LoggingAppDelegate(log: log)
        let observers = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                if (note.object as? UIApplication) === sim.application { log("notification \(name.rawValue)") }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        #expect(sim.application.applicationState == .inactive)
        sim.launch(delegate)
        sim.runUntilIdle()
        #expect(log.entries == ["AppDelegate.didFinishLaunching", "ViewController.loadView", "ViewController.viewDidLoad",
                                "ViewController.viewWillAppear", "ViewController.traitCollectionDidChange",
                                "notification UIApplicationDidFinishLaunchingNotification", "ViewController.viewDidAppear",
                                "AppDelegate.applicationDidBecomeActive", "notification UIApplicationDidBecomeActiveNotification"])
        #expect(delegate.states["didFinishLaunching"] == .inactive)
        #expect(sim.application.applicationState == .active)
        #expect(inspect(sim) { sim.application.delegate === delegate && UIApplication.shared === sim.application })
    }

    @Test("the app's state as seed 002 read it: inactive through viewDidLayoutSubviews, active at viewDidAppear")
    func stateDuringFirstDisplay() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = Box<StateReadingController?>(nil)
        sim.start {
            controller.value = StateReadingController("VC", log: log, logging: ["state inactive", "state active"])
            let window = UIWindow()
            window.rootViewController = controller.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        #expect(log.entries == ["VC.state inactive"])
        #expect(controller.value?.stateAtDidAppear == .active)
    }

    @Test("04: background and back — one trait change and a layout for the snapshot, no appearance callbacks")
    func background() throws {
        let sim = makeSimulation()
        let log = CallLog()
        let delegate = LoggingAppDelegate(log: log, logging: ["traitCollectionDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                                              "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        sim.launch(delegate)
        sim.runUntilIdle()
        log.clear()
        let styleInBackground = Box<UIUserInterfaceStyle?>(nil)
        sim.enterBackground()
        sim.runUntilIdle()
        #expect(sim.application.applicationState == .background)
        #expect(delegate.states["applicationWillResignActive"] == .inactive)
        #expect(delegate.states["applicationDidEnterBackground"] == .background)
        sim.perform { styleInBackground.value = delegate.root!.traitCollection.userInterfaceStyle }
        sim.enterForeground(after: 5)
        sim.runUntilIdle()
        #expect(log.entries == (try goldenTrace("04-background.trace")))
        #expect(styleInBackground.value == .dark)
        #expect(sim.application.applicationState == .active)
        #expect(inspect(sim) { delegate.root!.traitCollection.userInterfaceStyle } == .light)
        // The snapshot's trait change reported the light traits as the previous ones.
        #expect(delegate.root!.previousTraits.last??.userInterfaceStyle == .light)
    }

    @Test("a memory warning: the delegate, the controllers in the windows' hierarchies, then the simulation's other controllers in the order they were made, then the notification")
    func memoryWarning() {
        let sim = makeSimulation()
        let log = CallLog()
        let delegate = LoggingAppDelegate(log: log, logging: ["didReceiveMemoryWarning"])
        let earlyObserver = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                                   object: sim.application, queue: nil) { _ in log("early observer") }
        defer { NotificationCenter.default.removeObserver(earlyObserver) }
        let other = Box<LoggingController?>(nil)
        sim.launch(delegate)
        sim.perform { other.value = LoggingController("Other", log: log, logging: ["didReceiveMemoryWarning"]) }
        sim.runUntilIdle()
        let otherSim = makeSimulation()
        let stranger = Box<LoggingController?>(nil)
        otherSim.start { stranger.value = LoggingController("Stranger", log: log, logging: ["didReceiveMemoryWarning"]) }
        log.clear()
        sim.simulateMemoryWarning()
        sim.runUntilIdle()
        // A controller of another simulation hears its own app only.
        #expect(log.entries == ["AppDelegate.applicationDidReceiveMemoryWarning", "ViewController.didReceiveMemoryWarning",
                                "Other.didReceiveMemoryWarning", "early observer"])
        #expect(stranger.value != nil)
    }

    @Test("switching to dark mode delivers traitCollectionDidChange to the controllers on screen, children and presented ones included")
    func appearanceChange() {
        let f = RootFixture()
        let log = f.log
        let child = Box<LoggingController?>(nil)
        f.sim.perform {
            child.value = LoggingController("Child", log: log)
            f.root.addChild(child.value!)
            f.root.view.addSubview(child.value!.view)
            child.value!.didMove(toParent: f.root)
            f.root.present(LoggingController("Sheet", log: log), animated: false)
        }
        f.sim.runUntilIdle()
        log.clear()
        f.sim.setUserInterfaceStyle(.dark)
        f.sim.runUntilIdle()
        #expect(log.entries == ["A.traitCollectionDidChange", "Child.traitCollectionDidChange", "Sheet.traitCollectionDidChange"])
        #expect(f.root.previousTraits.last??.userInterfaceStyle == .light)
        #expect(inspect(f.sim) { child.value!.traitCollection.userInterfaceStyle } == .dark)
    }
}

/// The README's controller example, as written there.
final class ReadmeAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    var navigation: UINavigationController!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        navigation = UINavigationController(rootViewController: UIViewController())
        window = UIWindow()
        window!.rootViewController = navigation
        window!.makeKeyAndVisible()
        return true
    }
}

/// The app delegate most iOS projects declare.
final class ResponderAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var becameActive = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { becameActive = true }
}
