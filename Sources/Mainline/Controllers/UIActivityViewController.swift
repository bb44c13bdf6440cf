import Foundation

/// A service a share sheet offers: UIKit's own (`activityType` one of `ActivityType`'s) or an
/// app's subclass. A chosen activity is asked `canPerform(withActivityItems:)` and
/// `prepare(withActivityItems:)`, then `perform()` (or its `activityViewController` is
/// presented), and it calls `activityDidFinish(_:)` when done.
@preconcurrency @MainActor
open class UIActivity {
    /// An activity's identifier.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        nonisolated public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        nonisolated public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        nonisolated public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        nonisolated public static let message = ActivityType("com.apple.UIKit.activity.Message")
        nonisolated public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        nonisolated public static let print = ActivityType("com.apple.UIKit.activity.Print")
        nonisolated public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        nonisolated public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        nonisolated public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        nonisolated public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        nonisolated public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        nonisolated public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        nonisolated public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        nonisolated public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        nonisolated public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        nonisolated public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        nonisolated public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        nonisolated public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        nonisolated public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        nonisolated public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where an activity is shown: the row of actions or the row of sharing destinations.
    public enum Category: Int, Sendable { case action = 0, share = 1 }

    /// The share sheet that runs it (set while it runs).
    weak var runningSheet: UIActivityViewController?

    public init() { UIEntry.check("-[UIActivity init]") }

    /// Which row the activity is in (`.action` by default).
    open class var activityCategory: Category {
        UIEntry.check("+[UIActivity activityCategory]")
        return .action
    }

    /// The activity's identifier (nil by default; subclasses return their own).
    open var activityType: ActivityType? {
        UIEntry.check("-[UIActivity activityType]", self)
        return nil
    }

    /// The title shown under its icon.
    open var activityTitle: String? {
        UIEntry.check("-[UIActivity activityTitle]", self)
        return nil
    }

    /// The icon.
    open var activityImage: UIImage? {
        UIEntry.check("-[UIActivity activityImage]", self)
        return nil
    }

    /// Whether it can act on `activityItems` (false by default: a subclass says yes).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        UIEntry.check("-[UIActivity canPerformWithActivityItems:]", self)
        return false
    }

    /// The items it will act on.
    open func prepare(withActivityItems activityItems: [Any]) {
        UIEntry.check("-[UIActivity prepareWithActivityItems:]", self)
    }

    /// A controller to present for the activity (nil: `perform()` runs instead).
    open var activityViewController: UIViewController? {
        UIEntry.check("-[UIActivity activityViewController]", self)
        return nil
    }

    /// Does the work; call `activityDidFinish(_:)` at the end (the default finishes at once,
    /// unsuccessfully).
    open func perform() {
        let entry = UIEntry("-[UIActivity performActivity]", self); defer { entry.end() }
        activityDidFinish(false)
    }

    /// The activity is done (`completed`): the share sheet is dismissed and its completion runs.
    open func activityDidFinish(_ completed: Bool) {
        let entry = UIEntry("-[UIActivity activityDidFinish:]", self); defer { entry.end() }
        let sheet = runningSheet
        runningSheet = nil
        sheet?.activityFinished(self, completed: completed)
    }
}

/// The share sheet: it offers UIKit's activities (less `excludedActivityTypes`) and the app's
/// `applicationActivities` that can act on the items. Presented as a sheet on a phone (a popover
/// on wide screens: give its popover a source). The user's choice is scripted:
/// `Simulation.chooseActivity(_:)` and `Simulation.cancelActivitySheet()`; then the sheet is
/// dismissed and `completionWithItemsHandler` hears the activity, whether it completed,
/// returned items and an error.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the completion handler hears.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    let items: [Any]
    let applicationActivities: [UIActivity]
    var storedExcludedActivityTypes: [UIActivity.ActivityType]?
    var storedCompletionWithItemsHandler: CompletionWithItemsHandler?
    var storedCompletionHandler: ((UIActivity.ActivityType?, Bool) -> Void)?
    var storedAllowsProminentActivity = true
    /// The chosen activity's own screen, while it is presented.
    weak var activityScreen: UIViewController?

    /// A share sheet for `activityItems`, with the app's own activities.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        UIEntry.check("-[UIActivityViewController initWithActivityItems:applicationActivities:]")
        items = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        storedModalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIActivityViewController initWithCoder:]")
        items = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// UIKit's activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        get { let entry = UIEntry("-[UIActivityViewController excludedActivityTypes]", self); defer { entry.end() }; return storedExcludedActivityTypes }
        set { let entry = UIEntry("-[UIActivityViewController setExcludedActivityTypes:]", self); defer { entry.end() }; storedExcludedActivityTypes = newValue }
    }

    /// Runs when the sheet is done: the activity (nil when cancelled), whether it completed,
    /// items an extension returned, an error.
    open var completionWithItemsHandler: CompletionWithItemsHandler? {
        get { let entry = UIEntry("-[UIActivityViewController completionWithItemsHandler]", self); defer { entry.end() }; return storedCompletionWithItemsHandler }
        set { let entry = UIEntry("-[UIActivityViewController setCompletionWithItemsHandler:]", self); defer { entry.end() }; storedCompletionWithItemsHandler = newValue }
    }

    /// (Deprecated in iOS 8 for `completionWithItemsHandler`.)
    @available(iOS, deprecated: 8.0, renamed: "completionWithItemsHandler")
    open var completionHandler: ((UIActivity.ActivityType?, Bool) -> Void)? {
        get { let entry = UIEntry("-[UIActivityViewController completionHandler]", self); defer { entry.end() }; return storedCompletionHandler }
        set { let entry = UIEntry("-[UIActivityViewController setCompletionHandler:]", self); defer { entry.end() }; storedCompletionHandler = newValue }
    }

    /// Whether a prominent activity may be shown first (true by default; recorded).
    open var allowsProminentActivity: Bool {
        get { let entry = UIEntry("-[UIActivityViewController allowsProminentActivity]", self); defer { entry.end() }; return storedAllowsProminentActivity }
        set { let entry = UIEntry("-[UIActivityViewController setAllowsProminentActivity:]", self); defer { entry.end() }; storedAllowsProminentActivity = newValue }
    }

    /// The activities offered: the app's that can act on the items, then UIKit's not excluded.
    var offeredActivityTypes: [UIActivity.ActivityType] {
        let system: [UIActivity.ActivityType] = [.airDrop, .message, .mail, .copyToPasteboard, .print, .saveToCameraRoll,
                                                 .addToReadingList, .assignToContact, .markupAsPDF, .openInIBooks]
        let own = applicationActivities.filter { $0.canPerform(withActivityItems: items) }.compactMap(\.activityType)
        let excluded = Set(storedExcludedActivityTypes ?? [])
        return own + system.filter { !excluded.contains($0) }
    }

    // MARK: - The user's choice

    /// The user chose `type`: an app activity prepares and performs (it finishes with
    /// `activityDidFinish(_:)`); a system one completes at once. An activity not offered is reported.
    func userChose(_ type: UIActivity.ActivityType) {
        guard offeredActivityTypes.contains(type) else {
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: the share sheet does not offer \(type.rawValue) (excluded, or no activity of the app can act on the items); nothing happens.
            """, in: context)
            return
        }
        guard let activity = applicationActivities.first(where: { $0.activityType == type }) else {
            finish(type, completed: true)
            return
        }
        activity.runningSheet = self
        context.loop.span(.delegateCallback, "prepare(withActivityItems:)") { activity.prepare(withActivityItems: items) }
        if let controller = context.loop.span(.delegateCallback, "activityViewController", { activity.activityViewController }) {
            // The activity's own screen replaces the sheet.
            let presenter = storedPresentingViewController
            activityScreen = controller
            startDismissal(animated: true) { presenter?.present(controller, animated: true) }
            return
        }
        context.loop.span(.delegateCallback, "perform()") { activity.perform() }
    }

    /// The user closed the sheet.
    func userCancelled() { finish(nil, completed: false) }

    func activityFinished(_ activity: UIActivity, completed: Bool) {
        finish(activity.activityType, completed: completed)
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        let handler = storedCompletionWithItemsHandler, old = storedCompletionHandler
        let done = { [context] in
            context.loop.span(.actionHandler, "completionWithItemsHandler", isApp: true) {
                handler?(type, completed, nil, nil)
                old?(type, completed)
            }
        }
        if let screen = activityScreen, screen.storedPresentingViewController != nil {
            // The activity's own screen goes, as UIKit dismisses it when the activity finishes.
            activityScreen = nil
            screen.startDismissal(animated: true, completion: done)
        } else if storedPresentingViewController != nil, !transitionFlags.isBeingDismissed {
            startDismissal(animated: true, completion: done)
        } else {
            done()
        }
    }
}

/// Keys of the metadata an activity items configuration gives (title, message…).
public struct UIActivityItemsConfigurationMetadataKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The title (a `String`).
    nonisolated public static let title = UIActivityItemsConfigurationMetadataKey(rawValue: "title")
    /// A message body (a `String`).
    nonisolated public static let messageBody = UIActivityItemsConfigurationMetadataKey(rawValue: "messageBody")
    /// Link Presentation metadata (nothing on Linux).
    nonisolated public static let linkPresentationMetadata = UIActivityItemsConfigurationMetadataKey(rawValue: "linkPresentationMetadata")
    /// Recipients to share with.
    nonisolated public static let shareRecipients = UIActivityItemsConfigurationMetadataKey(rawValue: "shareRecipients")
    /// Restrictions on collaboration modes.
    nonisolated public static let collaborationModeRestrictions = UIActivityItemsConfigurationMetadataKey(rawValue: "collaborationModeRestrictions")
}
