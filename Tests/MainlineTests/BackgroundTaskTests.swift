import Foundation
@testable import Mainline
import Testing

/// An app delegate that begins background tasks when the app goes to the background.
private final class UploadingAppDelegate: UIApplicationDelegate {
    let log: CallLog
    var window: UIWindow?
    var endsInHandler = true
    var task = UIBackgroundTaskIdentifier.invalid
    var remainingAtBackground: TimeInterval = 0

    init(log: CallLog) { self.log = log }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window!.rootViewController = UIViewController()
        window!.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        task = application.beginBackgroundTask(withName: "upload") { [self] in
            log("expired upload")
            if endsInHandler { application.endBackgroundTask(task) }
        }
        remainingAtBackground = application.backgroundTimeRemaining
    }
}

@Suite("Background tasks: the background time, expiration handlers and ending tasks")
struct BackgroundTaskTests {
    private func launched(_ log: CallLog) -> (Simulation, UploadingAppDelegate) {
        let sim = makeSimulation()
        let delegate = UploadingAppDelegate(log: log)
        sim.launch(delegate)
        sim.runUntilIdle()
        return (sim, delegate)
    }

    @Test("in the foreground the time is unlimited; in the background it counts down from 30 s and the expiration handler runs when it is out")
    func expiration() {
        let log = CallLog()
        let (sim, delegate) = launched(log)
        #expect(inspect(sim) { UIApplication.shared.backgroundTimeRemaining } == .greatestFiniteMagnitude)
        sim.enterBackground()
        sim.run(for: 10)
        #expect(delegate.task != .invalid)
        #expect(delegate.remainingAtBackground == 30)
        let remaining = inspect(sim) { UIApplication.shared.backgroundTimeRemaining }
        #expect(remaining > 19 && remaining < 21)
        #expect(log.entries.isEmpty)
        sim.run(for: 25)
        #expect(log.entries == ["expired upload"])
        #expect(inspect(sim) { UIApplication.shared.backgroundTimeRemaining } == 0)
        // Once the time is out, no new task starts.
        #expect(inspect(sim) { UIApplication.shared.beginBackgroundTask(expirationHandler: nil) } == .invalid)
    }

    @Test("a task ended before the time runs out never hears its expiration")
    func endedTask() {
        let log = CallLog()
        let (sim, delegate) = launched(log)
        sim.enterBackground()
        sim.run(for: 5)
        inspect(sim) { UIApplication.shared.endBackgroundTask(delegate.task) }
        sim.run(for: 40)
        #expect(log.entries.isEmpty)
    }

    @Test("coming back to the foreground before the time runs out cancels the expiration; the time is unlimited again")
    func foregroundCancels() {
        let log = CallLog()
        let (sim, _) = launched(log)
        sim.enterBackground()
        sim.run(for: 5)
        sim.enterForeground()
        sim.run(for: 40)
        #expect(log.entries.isEmpty)
        #expect(inspect(sim) { UIApplication.shared.backgroundTimeRemaining } == .greatestFiniteMagnitude)
    }

    @Test("a task still running after its handler is reported: iOS would kill the app")
    func unendedTaskReported() {
        let log = CallLog()
        let (sim, delegate) = launched(log)
        delegate.endsInHandler = false
        sim.enterBackground()
        sim.run(for: 31)
        #expect(log.entries == ["expired upload"])
        #expect(sim.diagnostics.contains { $0.message.contains("was not ended before its background time ran out") })
    }
}
