import Foundation
@testable import Mainline
import Testing

/// An app delegate without scenes that logs the URLs, activities and quick actions it is handed.
private final class URLAppDelegate: UIApplicationDelegate {
    let log: CallLog
    var window: UIWindow?
    init(log: CallLog) { self.log = log }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window!.rootViewController = UIViewController()
        window!.makeKeyAndVisible()
        return true
    }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        log("open \(url.absoluteString) from \(options[.sourceApplication] as? String ?? "-") state \(app.applicationState.rawValue)")
        return true
    }
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        log("continue \(userActivity.activityType)")
        return true
    }
    func applicationWillEnterForeground(_ application: UIApplication) { log("willEnterForeground") }
    func applicationDidBecomeActive(_ application: UIApplication) { log("didBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log("didEnterBackground") }
}

/// A scene delegate that logs the URL contexts and activities handed to its scene.
private final class URLSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: CallLog
    var window: UIWindow?
    init(log: CallLog) {
        self.log = log
        super.init()
    }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        for context in connectionOptions.urlContexts { log("connect with \(context.url.absoluteString)") }
        window = UIWindow(windowScene: scene as! UIWindowScene)
        window!.rootViewController = UIViewController()
        window!.makeKeyAndVisible()
    }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { log("openURLContexts \(context.url.absoluteString)") }
    }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { log("continue \(userActivity.activityType)") }
}

@Suite("URLs and user activities handed to the app: canOpenURL, open, and the delegates that receive them")
struct AppURLTests {
    @Test("canOpenURL: the system's schemes and installed apps' schemes, not unknown ones; opening another app's URL sends this one to the background")
    func openElsewhere() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.launch(URLAppDelegate(log: log))
        sim.runUntilIdle()
        sim.installApp(urlSchemes: ["fb"])
        let can = inspect(sim) { () -> [Bool] in
            let app = UIApplication.shared
            return [app.canOpenURL(URL(string: "https://example.com")!), app.canOpenURL(URL(string: "fb://profile")!),
                    app.canOpenURL(URL(string: "unknownapp://x")!)]
        }
        #expect(can == [true, true, false])
        let result = Box<[Bool]>([])
        inspect(sim) {
            UIApplication.shared.open(URL(string: "unknownapp://x")!) { result.value.append($0) }
            UIApplication.shared.open(URL(string: "fb://profile")!) { result.value.append($0) }
        }
        sim.runUntilIdle()
        #expect(result.value == [false, true])
        #expect(sim.openedURLs == [URL(string: "fb://profile")!])
        #expect(sim.application.applicationState == .background)
        #expect(log.entries.contains("didEnterBackground"))
    }

    @Test("without scenes, a URL opened in the background app: willEnterForeground, application(_:open:options:) with the source app, then didBecomeActive")
    func openInAppWithoutScenes() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.launch(URLAppDelegate(log: log))
        sim.runUntilIdle()
        sim.enterBackground()
        sim.runUntilIdle()
        log.clear()
        sim.open(URL(string: "myapp://item/7")!, sourceApplication: "com.example.mail")
        sim.runUntilIdle()
        #expect(log.entries == ["willEnterForeground", "open myapp://item/7 from com.example.mail state 1", "didBecomeActive"])
        log.clear()
        let activity = inspect(sim) { NSUserActivity(activityType: "com.example.view-item") }
        sim.continueUserActivity(activity)
        sim.runUntilIdle()
        #expect(log.entries == ["continue com.example.view-item"])
    }

    @Test("with scenes, a launch URL reaches the connection options and a later one scene(_:openURLContexts:)")
    func openInAppWithScenes() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.launch(URLAppDelegate(log: log), options: [.url: URL(string: "myapp://start")!]) { URLSceneDelegate(log: log) }
        sim.runUntilIdle()
        sim.open(URL(string: "myapp://item/9")!)
        sim.runUntilIdle()
        let activity = inspect(sim) { NSUserActivity(activityType: "com.example.view-item") }
        sim.continueUserActivity(activity)
        sim.runUntilIdle()
        #expect(log.entries == ["connect with myapp://start", "openURLContexts myapp://item/9", "continue com.example.view-item"])
    }
}
