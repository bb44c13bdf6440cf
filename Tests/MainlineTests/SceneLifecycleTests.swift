import Foundation
@testable import Mainline
import Testing

/// An app delegate of an app with scenes: it logs its callbacks and names the configuration.
final class SceneAppDelegate: UIApplicationDelegate {
    let log: CallLog
    var discarded: Set<UISceneSession> = []

    init(log: CallLog) { self.log = log }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("AppDelegate.didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log("AppDelegate.configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log("AppDelegate.didDiscardSceneSessions")
        discarded = sceneSessions
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log("AppDelegate.applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log("AppDelegate.applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log("AppDelegate.applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log("AppDelegate.applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log("AppDelegate.applicationWillTerminate") }
}

/// A scene delegate as Xcode's template writes it: the window is made in
/// `scene(_:willConnectTo:options:)` with the scene, and every callback is logged.
final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: CallLog
    var window: UIWindow?
    var root: LoggingController?
    var restoredActivityType: String?
    var states: [String: UIScene.ActivationState] = [:]

    init(log: CallLog) {
        self.log = log
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        note("willConnect", scene)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        root = LoggingController("ViewController", log: log)
        window.rootViewController = root
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { note("sceneWillEnterForeground", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { note("sceneDidBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { note("sceneWillResignActive", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { note("sceneDidEnterBackground", scene) }
    func sceneDidDisconnect(_ scene: UIScene) { note("sceneDidDisconnect", scene) }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.editing")
        activity.userInfo = ["document": "notes.txt"]
        return activity
    }
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        note("restoreInteractionState", scene)
        restoredActivityType = stateRestorationActivity.activityType
    }

    private func note(_ callback: String, _ scene: UIScene) {
        log("SceneDelegate.\(callback)")
        states[callback] = scene.activationState
    }
}

@Suite("Scenes: connection, the foreground and background transitions, disconnection, as UIKit orders them")
struct SceneLifecycleTests {
    /// Launches an app with scenes whose scene delegates log to `log`; returns the simulation,
    /// the app delegate and the scene delegates made so far.

    private func launch(_ log: CallLog) -> (Simulation, SceneAppDelegate, Box<[LoggingSceneDelegate]>) {
        let sim = makeSimulation()
        let appDelegate = SceneAppDelegate(log: log)
        let made = Box<[LoggingSceneDelegate]>([])
        sim.launch(appDelegate) {
            let delegate = LoggingSceneDelegate(log: log)
            made.value.append(delegate)
            return delegate
        }
        sim.runUntilIdle()
        return (sim, appDelegate, made)
    }

    @Test("launch: didFinishLaunching, configurationForConnecting, willConnect (the window's view loads and will appear), sceneWillEnterForeground, sceneDidBecomeActive, then viewDidAppear; the app delegate hears no foreground callbacks")

    func launchOrder() {
        let log = CallLog()
        let (sim, _, made) = launch(log)
        #expect(log.entries == ["AppDelegate.didFinishLaunching", "AppDelegate.configurationForConnecting",
                                "SceneDelegate.willConnect", "ViewController.loadView", "ViewController.viewDidLoad",
                                "ViewController.viewWillAppear", "ViewController.traitCollectionDidChange",
                                "SceneDelegate.sceneWillEnterForeground", "SceneDelegate.sceneDidBecomeActive",
                                "ViewController.viewDidAppear"])
        #expect(made.value.count == 1)
        let delegate = made.value[0]
        #expect(delegate.states["willConnect"] == .unattached)
        #expect(delegate.states["sceneWillEnterForeground"] == .foregroundInactive)
        #expect(delegate.states["sceneDidBecomeActive"] == .foregroundActive)
        #expect(sim.application.applicationState == .active)
        let facts = inspect(sim) { () -> (Int, Bool, Bool, Bool, Bool) in
            let scenes = UIApplication.shared.connectedScenes
            let scene = scenes.first as? UIWindowScene
            let window = delegate.window
            return (scenes.count, scene?.activationState == .foregroundActive, window?.windowScene === scene,
                    scene?.windows.contains { $0 === window } == true, scene?.keyWindow === window)
        }
        #expect(facts.0 == 1)
        #expect(facts.1 && facts.2 && facts.3 && facts.4)
    }

    @Test("background and back: sceneWillResignActive, sceneDidEnterBackground; then sceneWillEnterForeground, sceneDidBecomeActive — each followed by the app's notification")

    func backgroundAndForeground() {
        let log = CallLog()
        let (sim, _, _) = launch(log)
        let names: [Notification.Name] = [UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
                                          UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
                                          UIApplication.didEnterBackgroundNotification, UIApplication.didBecomeActiveNotification]
        // Only this simulation's scene and application (other tests run alongside).
        let scene = inspect(sim) { UIApplication.shared.connectedScenes.first! }
        let application = sim.application
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let object = note.object as AnyObject
                if object === scene || object === application { log("notification \(name.rawValue)") }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        log.clear()
        sim.enterBackground()
        sim.runUntilIdle()
        #expect(Array(log.entries.prefix(5)) == ["SceneDelegate.sceneWillResignActive", "notification UISceneWillDeactivateNotification",
                                                 "SceneDelegate.sceneDidEnterBackground", "notification UISceneDidEnterBackgroundNotification",
                                                 "notification UIApplicationDidEnterBackgroundNotification"])
        #expect(sim.application.applicationState == .background)
        log.clear()
        sim.enterForeground()
        sim.runUntilIdle()
        #expect(log.entries.filter { !$0.hasPrefix("ViewController.") } == [
            "SceneDelegate.sceneWillEnterForeground", "notification UISceneWillEnterForegroundNotification",
            "SceneDelegate.sceneDidBecomeActive", "notification UISceneDidActivateNotification",
            "notification UIApplicationDidBecomeActiveNotification",
        ])
        #expect(sim.application.applicationState == .active)
    }

    @Test("an app without scenes still has one window scene: its windows' windowScene, between the window and the application in the responder chain")

    func legacyScene() {
        let sim = makeSimulation()
        let log = CallLog()
        let delegate = LoggingAppDelegate(log: log)
        sim.launch(delegate)
        sim.runUntilIdle()
        let facts = inspect(sim) { () -> (Int, Bool, Bool, Bool) in
            let scene = delegate.window?.windowScene
            return (UIApplication.shared.connectedScenes.count, scene != nil && delegate.window?.next === scene,
                    scene?.next === UIApplication.shared, scene?.activationState == .foregroundActive)
        }
        #expect(facts.0 == 1)
        #expect(facts.1 && facts.2 && facts.3)
        #expect(log.entries.contains("AppDelegate.applicationDidBecomeActive"))
    }

    @Test("the system disconnects a background scene: sceneDidDisconnect, its window leaves the screen; on return a new scene connects for the same session and restores the activity it saved")

    func disconnectAndReconnect() {
        let log = CallLog()
        let (sim, _, made) = launch(log)
        let session = inspect(sim) { UIApplication.shared.openSessions.first }
        sim.disconnectScenes()
        sim.runUntilIdle()
        #expect(log.entries.suffix(3) == ["SceneDelegate.sceneWillResignActive", "SceneDelegate.sceneDidEnterBackground",
                                          "SceneDelegate.sceneDidDisconnect"])
        #expect(inspect(sim) { UIApplication.shared.connectedScenes.isEmpty && made.value[0].window?.isHidden == true })
        log.clear()
        sim.enterForeground()
        sim.runUntilIdle()
        #expect(made.value.count == 2)
        #expect(log.entries.filter { $0.hasPrefix("SceneDelegate.") } == [
            "SceneDelegate.willConnect", "SceneDelegate.restoreInteractionState",
            "SceneDelegate.sceneWillEnterForeground", "SceneDelegate.sceneDidBecomeActive",
        ])
        #expect(made.value[1].restoredActivityType == "com.example.editing")
        #expect(inspect(sim) { UIApplication.shared.connectedScenes.first?.session === session && UIApplication.shared.openSessions.count == 1 })
    }

    @Test("the user closes the app in the switcher: the scene disconnects, then the app delegate hears didDiscardSceneSessions with its session")

    func discardSessions() {
        let log = CallLog()
        let (sim, appDelegate, _) = launch(log)
        let session = inspect(sim) { UIApplication.shared.openSessions.first }
        log.clear()
        sim.discardSceneSessions()
        sim.runUntilIdle()
        #expect(Array(log.entries.suffix(2)) == ["SceneDelegate.sceneDidDisconnect", "AppDelegate.didDiscardSceneSessions"])
        #expect(session != nil && appDelegate.discarded.contains(session!))
        #expect(inspect(sim) { UIApplication.shared.openSessions.isEmpty })
    }

    @Test("terminate: the scene resigns and disconnects before applicationWillTerminate")

    func terminate() {
        let log = CallLog()
        let (sim, _, _) = launch(log)
        log.clear()
        sim.terminate()
        sim.runUntilIdle()
        #expect(log.entries == ["SceneDelegate.sceneWillResignActive", "SceneDelegate.sceneDidDisconnect",
                                "AppDelegate.applicationWillTerminate"])
    }
}

/// A window that logs the touch events the application dispatches to it.
private final class RecordingWindow: UIWindow {
    var phases: [UITouch.Phase] = []
    override func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] { phases.append(touch.phase) }
        super.sendEvent(event)
    }
}

@Suite("Windows: key status and its notifications, levels, and the events they dispatch")
struct WindowKeyAndLevelTests {
    @Test("making a window key: the old key window resigns (resignKey, then its notification) before the new one becomes key")
    func keyOrder() {
        let sim = makeSimulation()
        let log = CallLog()
        let (first, second) = inspect(sim) { () -> (UIWindow, UIWindow) in
            let first = UIWindow()
            first.rootViewController = UIViewController()
            first.makeKeyAndVisible()
            let second = UIWindow()
            second.rootViewController = UIViewController()
            return (first, second)
        }
        let observers = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let object = note.object as AnyObject
                if object === first { log("first \(name.rawValue)") } else if object === second { log("second \(name.rawValue)") }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        inspect(sim) { second.makeKeyAndVisible() }
        #expect(log.entries == ["first UIWindowDidResignKeyNotification", "second UIWindowDidBecomeKeyNotification"])
        #expect(inspect(sim) { !first.isKeyWindow && second.isKeyWindow })
    }

    @Test("a tap without a window goes to the front window: the higher level wins over the one shown last, and the window's sendEvent sees its touches")
    func frontWindowGetsTouches() {
        let sim = makeSimulation()
        let (raised, plain) = inspect(sim) { () -> (RecordingWindow, RecordingWindow) in
            let raised = RecordingWindow()
            raised.windowLevel = .normal + 1
            raised.rootViewController = UIViewController()
            raised.isHidden = false
            let plain = RecordingWindow()
            plain.rootViewController = UIViewController()
            plain.makeKeyAndVisible()
            return (raised, plain)
        }
        sim.runUntilIdle()
        sim.tap(at: CGPoint(x: 100, y: 200))
        sim.runUntilIdle()
        #expect(raised.phases == [.began, .ended])
        #expect(plain.phases.isEmpty)
    }
}

/// A window scene delegate that records the geometry updates it hears.
private final class GeometrySceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: CallLog
    var window: UIWindow?
    init(log: CallLog) {
        self.log = log
        super.init()
    }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window = UIWindow(windowScene: scene as! UIWindowScene)
        window!.rootViewController = UIViewController()
        window!.makeKeyAndVisible()
    }
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        log("didUpdate from \(previousInterfaceOrientation.rawValue) \(previousTraitCollection.userInterfaceStyle.rawValue) to \(windowScene.effectiveGeometry.interfaceOrientation.rawValue) \(windowScene.traitCollection.userInterfaceStyle.rawValue)")
    }
}

@Suite("Window scenes hear their geometry and trait changes")
struct SceneGeometryTests {
    @Test("a rotation and a switch to dark mode reach the scene delegate with the previous orientation and traits; no change, no call")
    func geometryUpdates() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.launch(SceneAppDelegate(log: CallLog())) { GeometrySceneDelegate(log: log) }
        sim.runUntilIdle()
        sim.rotate(to: .landscapeRight)
        sim.runUntilIdle()
        sim.setUserInterfaceStyle(.dark)
        sim.runUntilIdle()
        sim.setUserInterfaceStyle(.dark)
        sim.runUntilIdle()
        let portrait = UIInterfaceOrientation.portrait.rawValue, landscape = UIInterfaceOrientation.landscapeRight.rawValue
        let light = UIUserInterfaceStyle.light.rawValue, dark = UIUserInterfaceStyle.dark.rawValue
        #expect(log.entries == ["didUpdate from \(portrait) \(light) to \(landscape) \(light)",
                                "didUpdate from \(landscape) \(light) to \(landscape) \(dark)"])
    }
}
