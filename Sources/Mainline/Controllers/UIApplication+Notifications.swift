import Foundation

/// The app's notifications (kept by `UIApplication`).
struct NotificationState {
    /// A scheduled local notification and the work that fires it.
    struct Scheduled {
        let notification: UILocalNotification
        var work: ScheduledWork?
    }

    var scheduled: [Scheduled] = []
    /// The settings the user granted (nil until the app registers).
    var settings: UIUserNotificationSettings?
    var isRegisteredForRemote = false
}

/// iOS 4–9's notification API, before the User Notifications framework: local notifications
/// scheduled for a date and delivered on the simulation's clock, the user's notification
/// settings, and registration for remote notifications. The simulated user allows what the app
/// asks, and there is no Apple Push Notification service: registering for remote
/// notifications gets a device token made by the simulation.
extension UIApplication {
    /// Schedules `notification` (a copy: later changes to it do not reach the scheduled one) for
    /// its `fireDate` — at once when it has none or the date is past. When it fires: in the
    /// foreground, the app delegate's `application(_:didReceive:)`; in the background, the app's
    /// badge takes the notification's `applicationIconBadgeNumber` (when not 0), as the alert
    /// waits for the user. A notification with a `repeatInterval` is scheduled again for its
    /// next date; one without leaves `scheduledLocalNotifications`.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter addNotificationRequest:withCompletionHandler:]")
    public func scheduleLocalNotification(_ notification: UILocalNotification) {
        let entry = UIEntry("-[UIApplication scheduleLocalNotification:]", self); defer { entry.end() }
        let copy = notification.copy() as! UILocalNotification
        notifications.scheduled.append(NotificationState.Scheduled(notification: copy, work: nil))
        scheduleFiring(of: copy, at: copy.fireDate)
    }

    /// Delivers `notification` now, as if it fired (see `scheduleLocalNotification(_:)`).
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter addNotificationRequest:withCompletionHandler:]")
    public func presentLocalNotificationNow(_ notification: UILocalNotification) {
        let entry = UIEntry("-[UIApplication presentLocalNotificationNow:]", self); defer { entry.end() }
        deliver(notification.copy() as! UILocalNotification)
    }

    /// Cancels a scheduled notification: the one scheduled from `notification`, or one with the
    /// same values (the scheduled notifications are copies).
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter removePendingNotificationRequestsWithIdentifiers:]")
    public func cancelLocalNotification(_ notification: UILocalNotification) {
        let entry = UIEntry("-[UIApplication cancelLocalNotification:]", self); defer { entry.end() }
        guard let index = notifications.scheduled.firstIndex(where: { $0.notification === notification || $0.notification.sameValues(as: notification) }) else { return }
        notifications.scheduled[index].work?.cancel()
        notifications.scheduled.remove(at: index)
    }

    /// Cancels every scheduled notification.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter removeAllPendingNotificationRequests]")
    public func cancelAllLocalNotifications() {
        let entry = UIEntry("-[UIApplication cancelAllLocalNotifications]", self); defer { entry.end() }
        for scheduled in notifications.scheduled { scheduled.work?.cancel() }
        notifications.scheduled = []
    }

    /// The notifications scheduled and not yet fired (repeating ones stay); setting it cancels
    /// them all and schedules the new ones.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter getPendingNotificationRequestsWithCompletionHandler:]")
    public var scheduledLocalNotifications: [UILocalNotification]? {
        get {
            let entry = UIEntry("-[UIApplication scheduledLocalNotifications]", self); defer { entry.end() }
            return notifications.scheduled.map { $0.notification.copy() as! UILocalNotification }
        }
        set {
            let entry = UIEntry("-[UIApplication setScheduledLocalNotifications:]", self); defer { entry.end() }
            for scheduled in notifications.scheduled { scheduled.work?.cancel() }
            notifications.scheduled = []
            for notification in newValue ?? [] {
                let copy = notification.copy() as! UILocalNotification
                notifications.scheduled.append(NotificationState.Scheduled(notification: copy, work: nil))
                scheduleFiring(of: copy, at: copy.fireDate)
            }
        }
    }

    /// Asks the user for `notificationSettings`: the simulated user allows them, and the app
    /// delegate's `application(_:didRegister:)` hears the granted settings on the main queue,
    /// after this call returns.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:]")
    public func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
        let entry = UIEntry("-[UIApplication registerUserNotificationSettings:]", self); defer { entry.end() }
        let context = self.context
        DispatchQueue.main.async {
            let app = context.app.application
            app.notifications.settings = notificationSettings
            guard let delegate = app.storedDelegate else { return }
            app.delegateCall("application(_:didRegister:)") { delegate.application(app, didRegister: notificationSettings) }
        }
    }

    /// The settings the user granted: no types until the app registers.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter getNotificationSettingsWithCompletionHandler:]")
    public var currentUserNotificationSettings: UIUserNotificationSettings? {
        let entry = UIEntry("-[UIApplication currentUserNotificationSettings]", self); defer { entry.end() }
        return notifications.settings ?? UIUserNotificationSettings(types: [], categories: nil)
    }

    /// Registers for remote notifications: the app delegate's
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` gets a 32-byte token on
    /// the main queue, after this call returns (the simulation's, the same in every run: there is
    /// no push service).
    public func registerForRemoteNotifications() {
        let entry = UIEntry("-[UIApplication registerForRemoteNotifications]", self); defer { entry.end() }
        let context = self.context
        DispatchQueue.main.async {
            let app = context.app.application
            app.notifications.isRegisteredForRemote = true
            guard let delegate = app.storedDelegate else { return }
            let token = Data((0..<32).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
            app.delegateCall("application(_:didRegisterForRemoteNotificationsWithDeviceToken:)") {
                delegate.application(app, didRegisterForRemoteNotificationsWithDeviceToken: token)
            }
        }
    }

    /// Stops receiving remote notifications.
    public func unregisterForRemoteNotifications() {
        let entry = UIEntry("-[UIApplication unregisterForRemoteNotifications]", self); defer { entry.end() }
        notifications.isRegisteredForRemote = false
    }

    /// Whether the app registered for remote notifications (once the registration completed).
    public var isRegisteredForRemoteNotifications: Bool {
        let entry = UIEntry("-[UIApplication isRegisteredForRemoteNotifications]", self); defer { entry.end() }
        return notifications.isRegisteredForRemote
    }

    // MARK: Firing

    /// Schedules `notification` to fire at `date` on the simulation's clock (at once when nil
    /// or past).
    private func scheduleFiring(of notification: UILocalNotification, at date: Date?) {
        let context = self.context
        let now = CFAbsoluteTimeGetCurrent()
        let delay = max(0, (date?.timeIntervalSinceReferenceDate ?? now) - now)
        let work = context.loop.scheduler.schedule(at: context.loop.clock.now + TimeAmount(seconds: delay), kind: .scheduledWork,
                                                   name: "local notification fires") { [weak notification] in
            guard let notification else { return }
            context.app.application.fire(notification, scheduledFor: date ?? Date(timeIntervalSinceReferenceDate: now))
        }
        if let index = notifications.scheduled.firstIndex(where: { $0.notification === notification }) {
            notifications.scheduled[index].work = work
        }
    }

    /// A scheduled notification fires: it is delivered, then scheduled again for its next date
    /// or forgotten.
    private func fire(_ notification: UILocalNotification, scheduledFor date: Date) {
        guard notifications.scheduled.contains(where: { $0.notification === notification }) else { return }
        if let next = notification.nextFireDate(after: date) {
            scheduleFiring(of: notification, at: next)
        } else {
            notifications.scheduled.removeAll { $0.notification === notification }
        }
        deliver(notification)
    }

    /// In the foreground the app delegate hears the notification; in the background its badge
    /// number goes on the app's icon.
    private func deliver(_ notification: UILocalNotification) {
        if storedState == .background {
            if notification.applicationIconBadgeNumber != 0 { system.badgeNumber = notification.applicationIconBadgeNumber }
            return
        }
        guard let delegate = storedDelegate else { return }
        delegateCall("application(_:didReceive:)") { delegate.application(self, didReceive: notification) }
    }
}

extension UILocalNotification {
    /// Whether the two notifications would show and fire alike.
    func sameValues(as other: UILocalNotification) -> Bool {
        fireDate == other.fireDate && alertBody == other.alertBody && alertTitle == other.alertTitle
            && alertAction == other.alertAction && category == other.category && repeatInterval == other.repeatInterval
            && applicationIconBadgeNumber == other.applicationIconBadgeNumber && soundName == other.soundName
    }
}
