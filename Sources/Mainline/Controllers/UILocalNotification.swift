import Foundation

/// A notification the app schedules for later (iOS 4–9's API, replaced by the User
/// Notifications framework). `UIApplication.scheduleLocalNotification(_:)` delivers it on the
/// simulation's clock at `fireDate` (repeating by `repeatInterval`): while the app is in the
/// foreground the app delegate's `application(_:didReceive:)` is told; in the background the
/// app's badge takes the notification's `applicationIconBadgeNumber` (the user has not tapped
/// it, so the app hears nothing).
open class UILocalNotification: NSCopying, NSCoding, CustomStringConvertible {
    /// When it fires (nil: at once).
    open var fireDate: Date?
    /// The time zone `fireDate` is read in (nil: absolute time).
    open var timeZone: TimeZone?
    /// How often it repeats (empty: never).
    open var repeatInterval: NSCalendar.Unit = []
    /// The calendar the repeat interval is counted in (nil: the current one).
    open var repeatCalendar: Calendar?
    /// Whether a region notification fires once.
    open var regionTriggersOnce = true
    /// The alert's message.
    open var alertBody: String?
    /// Whether the alert has an action button (true).
    open var hasAction = true
    /// The action button's title.
    open var alertAction: String?
    /// The launch image to show when the app is opened from the alert.
    open var alertLaunchImage: String?
    /// The alert's title.
    open var alertTitle: String?
    /// The sound's file name.
    open var soundName: String?
    /// The badge to show on the app's icon when it fires (0: leave the badge).
    open var applicationIconBadgeNumber = 0
    /// The app's data.
    open var userInfo: [AnyHashable: Any]?
    /// The identifier of the notification's category (its actions).
    open var category: String?

    /// The sound iOS plays by default (`soundName`).
    nonisolated public static let defaultSoundName = "UILocalNotificationDefaultSoundName"

    /// A notification firing at once.
    public init() {
        UIEntry.check("-[UILocalNotification init]")
    }

    /// A notification from an archive.
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UILocalNotification initWithCoder:]")
        fireDate = coder.decodeObject(forKey: "fireDate") as? Date
        alertBody = coder.decodeObject(forKey: "alertBody") as? String
        alertTitle = coder.decodeObject(forKey: "alertTitle") as? String
        alertAction = coder.decodeObject(forKey: "alertAction") as? String
        soundName = coder.decodeObject(forKey: "soundName") as? String
        category = coder.decodeObject(forKey: "category") as? String
        applicationIconBadgeNumber = coder.decodeInteger(forKey: "applicationIconBadgeNumber")
        hasAction = coder.containsValue(forKey: "hasAction") ? coder.decodeBool(forKey: "hasAction") : true
        repeatInterval = NSCalendar.Unit(rawValue: UInt(max(0, coder.decodeInteger(forKey: "repeatInterval"))))
    }

    /// Archives the notification's values.
    open func encode(with coder: NSCoder) {
        coder.encode(fireDate, forKey: "fireDate")
        coder.encode(alertBody, forKey: "alertBody")
        coder.encode(alertTitle, forKey: "alertTitle")
        coder.encode(alertAction, forKey: "alertAction")
        coder.encode(soundName, forKey: "soundName")
        coder.encode(category, forKey: "category")
        coder.encode(applicationIconBadgeNumber, forKey: "applicationIconBadgeNumber")
        coder.encode(hasAction, forKey: "hasAction")
        coder.encode(Int(repeatInterval.rawValue), forKey: "repeatInterval")
    }

    /// A copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UILocalNotification()
        copy.fireDate = fireDate
        copy.timeZone = timeZone
        copy.repeatInterval = repeatInterval
        copy.repeatCalendar = repeatCalendar
        copy.regionTriggersOnce = regionTriggersOnce
        copy.alertBody = alertBody
        copy.hasAction = hasAction
        copy.alertAction = alertAction
        copy.alertLaunchImage = alertLaunchImage
        copy.alertTitle = alertTitle
        copy.soundName = soundName
        copy.applicationIconBadgeNumber = applicationIconBadgeNumber
        copy.userInfo = userInfo
        copy.category = category
        return copy
    }

    /// The fire date and message.
    open var description: String {
        "<UILocalNotification: fire date = \(fireDate.map { "\($0)" } ?? "(null)"), alert body = \(alertBody ?? "(null)")>"
    }

    /// The next fire date after `date` by the repeat interval (nil: it does not repeat).
    func nextFireDate(after date: Date) -> Date? {
        guard !repeatInterval.isEmpty else { return nil }
        let calendar = repeatCalendar ?? Calendar.current
        let units: [(NSCalendar.Unit, Calendar.Component)] = [
            (.era, .era), (.year, .year), (.quarter, .quarter), (.month, .month), (.weekOfYear, .weekOfYear),
            (.weekOfMonth, .weekOfMonth), (.weekday, .weekday), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second),
        ]
        guard let component = units.first(where: { repeatInterval.contains($0.0) })?.1 else { return nil }
        return calendar.date(byAdding: component, value: 1, to: date)
    }
}
