import Foundation
@testable import Mainline
import Testing

/// An app delegate that logs the notifications and registrations it hears.
private final class NotifiedAppDelegate: UIApplicationDelegate {
    let log: CallLog
    var window: UIWindow?
    var token: Data?
    init(log: CallLog) { self.log = log }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window!.rootViewController = UIViewController()
        window!.makeKeyAndVisible()
        return true
    }
    func application(_ application: UIApplication, didReceive notification: UILocalNotification) {
        log("didReceive \(notification.alertBody ?? "-") \(notification.userInfo?["id"] as? Int ?? 0)")
    }
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        log("didRegister \(notificationSettings.types.contains(.badge))")
    }
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        token = deviceToken
        log("didRegisterForRemoteNotifications")
    }
}

@Suite("Local notifications (iOS 4–9's API) and notification registration")
struct LocalNotificationTests {
    private func launched(_ log: CallLog) -> (Simulation, NotifiedAppDelegate) {
        let sim = makeSimulation()
        let delegate = NotifiedAppDelegate(log: log)
        sim.launch(delegate)
        sim.runUntilIdle()
        return (sim, delegate)
    }

    /// Schedules a notification `seconds` from the simulation's now.
    @discardableResult
    private func schedule(_ sim: Simulation, in seconds: TimeInterval, body: String, badge: Int = 0,
                          repeating: NSCalendar.Unit = []) -> UILocalNotification {
        inspect(sim) { () -> UILocalNotification in
            let notification = UILocalNotification()
            notification.fireDate = Date(timeIntervalSinceReferenceDate: CFAbsoluteTimeGetCurrent() + seconds)
            notification.alertBody = body
            notification.userInfo = ["id": 7]
            notification.applicationIconBadgeNumber = badge
            notification.repeatInterval = repeating
            UIApplication.shared.scheduleLocalNotification(notification)
            return notification
        }
    }

    @Test("a notification fires at its date on the simulation's clock: in the foreground the delegate's application(_:didReceive:), then it is no longer scheduled")
    func firesInForeground() {
        let log = CallLog()
        let (sim, _) = launched(log)
        schedule(sim, in: 10, body: "Stand up")
        #expect(inspect(sim) { UIApplication.shared.scheduledLocalNotifications?.map(\.alertBody) } == ["Stand up"])
        sim.run(for: 9)
        #expect(log.entries.isEmpty)
        sim.run(for: 2)
        #expect(log.entries == ["didReceive Stand up 7"])
        #expect(inspect(sim) { UIApplication.shared.scheduledLocalNotifications?.isEmpty == true })
    }

    @Test("in the background the app hears nothing and its badge takes the notification's number")
    func badgeInBackground() {
        let log = CallLog()
        let (sim, _) = launched(log)
        schedule(sim, in: 5, body: "Reminder", badge: 3)
        sim.enterBackground()
        sim.run(for: 6)
        #expect(log.entries.isEmpty)
        #expect(inspect(sim) { UIApplication.shared.applicationIconBadgeNumber } == 3)
    }

    @Test("a repeating notification fires each interval and stays scheduled; a cancelled one never fires")
    func repeatingAndCancelled() {
        let log = CallLog()
        let (sim, _) = launched(log)
        schedule(sim, in: 60, body: "Tick", repeating: .minute)
        let cancelled = schedule(sim, in: 30, body: "Never")
        inspect(sim) { UIApplication.shared.cancelLocalNotification(cancelled) }
        sim.run(for: 181)
        #expect(log.entries == ["didReceive Tick 7", "didReceive Tick 7", "didReceive Tick 7"])
        #expect(inspect(sim) { UIApplication.shared.scheduledLocalNotifications?.count } == 1)
        inspect(sim) { UIApplication.shared.cancelAllLocalNotifications() }
        sim.run(for: 120)
        #expect(log.entries.count == 3)
    }

    @Test("registering settings: the delegate hears the granted settings after the call returns, and they are current; remote registration gets a device token")
    func registration() {
        let log = CallLog()
        let (sim, delegate) = launched(log)
        let before = inspect(sim) { () -> (Bool, Bool) in
            let app = UIApplication.shared
            app.registerUserNotificationSettings(UIUserNotificationSettings(types: [.alert, .badge], categories: nil))
            app.registerForRemoteNotifications()
            return (app.currentUserNotificationSettings?.types.isEmpty == true, app.isRegisteredForRemoteNotifications)
        }
        // Right after the calls nothing is granted or registered yet.
        #expect(before == (true, false))
        sim.runUntilIdle()
        #expect(log.entries == ["didRegister true", "didRegisterForRemoteNotifications"])
        #expect(delegate.token?.count == 32)
        #expect(inspect(sim) { UIApplication.shared.currentUserNotificationSettings?.types == [.alert, .badge] && UIApplication.shared.isRegisteredForRemoteNotifications })
        inspect(sim) { UIApplication.shared.unregisterForRemoteNotifications() }
        #expect(inspect(sim) { !UIApplication.shared.isRegisteredForRemoteNotifications })
    }
}
