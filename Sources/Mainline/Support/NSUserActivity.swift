import Foundation

#if !canImport(Darwin)
/// A state of the app that the system can save and hand back: Foundation's class, which the
/// Foundation of Linux lacks (Darwin's is used there). Scenes and responders pass it around
/// (`UIResponder.userActivity`, `UISceneDelegate.scene(_:continue:)`,
/// `UISceneSession.stateRestorationActivity`); there is no Handoff or Spotlight in a
/// simulation, so `becomeCurrent()` only makes the activity the app's current one.
open class NSUserActivity: NSObject {
    /// The kind of activity (reverse-DNS, declared in the app's `NSUserActivityTypes`).
    public let activityType: String
    /// A title the user may see.
    open var title: String?
    /// The state to hand back.
    open var userInfo: [AnyHashable: Any]?
    /// The `userInfo` keys that must be present for the activity to be restored.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity's state changed: the responder that owns it is asked to update it
    /// (`updateUserActivityState(_:)`) before it is next used, and the flag is cleared.
    open var needsSave = false
    /// A web page showing the same content.
    open var webpageURL: URL?
    /// Where the user came from.
    open var referrerURL: URL?
    /// When the activity stops being useful.
    open var expirationDate: Date?
    /// Words that find the activity in a search.
    open var keywords: Set<String> = []
    /// Whether a continuation may open streams back to this device.
    open var supportsContinuationStreams = false
    /// Told when the activity is saved or continued elsewhere.
    open weak var delegate: NSUserActivityDelegate?
    /// An identifier of the content, matched against scenes' activation conditions.
    open var targetContentIdentifier: String?
    /// Whether the activity may be continued on another device (true).
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed on the device (false).
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly (false).
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest the activity (false).
    open var isEligibleForPrediction = false
    /// The identifier to delete saved activities by.
    open var persistentIdentifier: String?
    /// Whether the activity is the app's current one (between `becomeCurrent()` and
    /// `resignCurrent()` or `invalidate()`).
    public private(set) var isCurrent = false
    /// Whether `invalidate()` was called: the activity cannot become current again.
    public private(set) var isInvalidated = false

    /// An activity of the given type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// An activity of the app's first declared type (the app declares none here, so the type is
    /// empty).
    @available(*, deprecated, message: "Use init(activityType:)")
    public convenience override init() {
        self.init(activityType: "")
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes this the app's current activity (the one another device could continue).
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        if needsSave { delegate?.userActivityWillSave(self); needsSave = false }
        isCurrent = true
    }

    /// Stops this being the current activity.
    open func resignCurrent() {
        isCurrent = false
    }

    /// Ends the activity for good.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }

    /// Streams to the device that continued the activity: there is none in a simulation, so
    /// the handler gets an error.
    open func getContinuationStreams(completionHandler: @escaping (InputStream?, OutputStream?, Error?) -> Void) {
        completionHandler(nil, nil, NSError(domain: NSCocoaErrorDomain, code: 4609,
                                            userInfo: [NSLocalizedDescriptionKey: "The activity was not continued on another device."]))
    }

    /// Deletes the saved activities with these identifiers (nothing is saved in a simulation).
    open class func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [String],
                                             completionHandler handler: @escaping () -> Void) {
        handler()
    }

    /// Deletes every saved activity of the app (nothing is saved in a simulation).
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void) {
        handler()
    }
}

/// Hears about an activity being saved or continued.
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved: bring its state up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity was continued on another device.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
    /// Another device opened streams to continue the activity.
    func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}

extension NSUserActivityDelegate {
    /// Does nothing.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    /// Does nothing.
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
    /// Does nothing.
    public func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream) {}
}
#endif
