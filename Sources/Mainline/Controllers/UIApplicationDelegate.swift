import Foundation

/// The app's delegate. Every method is optional (has a default). Where UIKit calls one of two
/// methods depending on which the delegate implements, the newer one's default calls the older
/// one (so a delegate that implements either is told): `application(_:open:options:)` →
/// `application(_:open:sourceApplication:annotation:)` → `application(_:handleOpen:)`;
/// `application(_:didFinishLaunchingWithOptions:)` → `applicationDidFinishLaunching(_:)`;
/// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` →
/// `application(_:didReceiveRemoteNotification:)`; the secure state-restoration questions → the
/// older ones.
///
/// When the app is launched with scenes, UIKit tells the scene delegate of the foreground and
/// background transitions instead of `applicationDidBecomeActive(_:)` and the others (see
/// `UISceneDelegate`).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window the delegate shows (a stored `var window: UIWindow?` satisfies it).
    var window: UIWindow? { get set }

    // MARK: Launch and termination

    /// The launch is under way (before state restoration).
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The launch is done: set the app up (without scenes, make the window here).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The launch is done (iOS 2's form, called by the default of the one above).
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The date changed significantly (midnight, a time zone or clock change).
    func applicationSignificantTimeChange(_ application: UIApplication)

    // MARK: The app's state (without scenes)

    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Protected files are about to become unreadable (the device is locking).
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// Protected files are readable again.
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    // MARK: Scenes

    /// The configuration to make a new scene of `connectingSceneSession` with.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user closed scenes: their sessions are gone.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // MARK: URLs

    /// Open `url` (without scenes); return whether the app did.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Open `url` (iOS 4's form).
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool
    /// Open `url` (iOS 2's form).
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool

    // MARK: Notifications

    /// The device registered for remote notifications with this token.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registration for remote notifications failed.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    /// A remote notification arrived (iOS 3's form).
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
    /// A remote notification arrived: fetch what it announces, then call `completionHandler`.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// The user allowed these notification settings (iOS 8–9).
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    /// A local notification fired while the app was in the foreground (iOS 4–9).
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)
    /// The user chose an action of a local notification (iOS 8–9).
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification,
                     completionHandler: @escaping () -> Void)
    /// The user chose an action, with text, of a local notification (iOS 9).
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification,
                     withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
    /// The user chose an action of a remote notification (iOS 8–9).
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?,
                     forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
    /// The user chose an action, with text, of a remote notification (iOS 9).
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?,
                     forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any],
                     completionHandler: @escaping () -> Void)

    // MARK: Background work

    /// Background fetch (iOS 7–12): fetch, then call `completionHandler`.
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// A background URL session's events are ready: handle them, then call `completionHandler`.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)
    /// The user chose a Home screen quick action (without scenes).
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// A request from the app's WatchKit extension.
    func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
                     reply: @escaping ([AnyHashable: Any]?) -> Void)
    /// The app's extension asked for HealthKit authorization.
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)

    // MARK: Interface

    /// The orientations `window` may take (asked before the controllers'; nil window: the app's).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// Whether the app allows extensions of this kind (custom keyboards).
    func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool
    /// The earlier spelling of `application(_:shouldAllowExtensionPointIdentifier:)`, which asks it
    /// by default.
    func application(_ application: UIApplication, shouldAllow extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool
    /// Whether key commands' titles are localized automatically (true).
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
    /// The status bar's orientation is about to change (iOS 2–12).
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
                     duration: TimeInterval)
    /// The status bar's orientation changed (iOS 2–12).
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)
    /// The status bar's frame is about to change (iOS 2–12).
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
    /// The status bar's frame changed (iOS 2–12).
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)

    // MARK: State restoration

    /// The controller to restore at `identifierComponents` (nil: let UIKit find it).
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
    /// Whether to save the interface's state (asked when the app goes to the background).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the saved state at launch.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to save the interface's state (iOS 6–13).
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the saved state (iOS 6–13).
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// Save the app's own state before the controllers'.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Read the app's own state after the controllers'.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)

    // MARK: User activities (without scenes)

    /// An activity of `userActivityType` is about to be continued; return whether the app tells
    /// the user itself.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Continue `userActivity`; pass the objects that restore it to `restorationHandler` (each
    /// gets `restoreUserActivityState(_:)`). Return whether the app handled it.
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool
    /// An activity could not be continued.
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
    /// An activity the app handles was updated.
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
}

extension UIApplicationDelegate {
    /// None (a delegate that shows a window declares a stored `window`).
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Continues the launch (true).
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Calls `applicationDidFinishLaunching(_:)` (UIKit's fallback) and returns true.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }
    /// Does nothing.
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    /// The scene manifest's configuration for the session's role ("Default Configuration"), as
    /// UIKit reads the Info.plist when the delegate does not say.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        application.manifestConfiguration(for: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Calls `application(_:open:sourceApplication:annotation:)` (UIKit's fallback).
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        application(app, open: url, sourceApplication: options[.sourceApplication] as? String, annotation: options[.annotation] ?? [:])
    }
    /// Calls `application(_:handleOpen:)` (UIKit's fallback).
    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool {
        self.application(application, handleOpen: url)
    }
    /// Does not open it (false).
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool { false }
    /// Does nothing.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {}
    /// Calls `application(_:didReceiveRemoteNotification:)` (UIKit's fallback), then
    /// `completionHandler(.noData)`.
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        self.application(application, didReceiveRemoteNotification: userInfo)
        completionHandler(.noData)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {}
    /// Calls `completionHandler`.
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification,
                            completionHandler: @escaping () -> Void) { completionHandler() }
    /// Calls the form without `responseInfo` (UIKit's fallback).
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification,
                            withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void) {
        self.application(application, handleActionWithIdentifier: identifier, for: notification, completionHandler: completionHandler)
    }
    /// Calls `completionHandler`.
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?,
                            forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void) { completionHandler() }
    /// Calls the form without `responseInfo` (UIKit's fallback).
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?,
                            forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any],
                            completionHandler: @escaping () -> Void) {
        self.application(application, handleActionWithIdentifier: identifier, forRemoteNotification: userInfo, completionHandler: completionHandler)
    }
    /// Fetches nothing: `completionHandler(.noData)`.
    public func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    /// Calls `completionHandler`.
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) { completionHandler() }
    /// Performs nothing: `completionHandler(false)`.
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
    /// Replies nil.
    public func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
                            reply: @escaping ([AnyHashable: Any]?) -> Void) { reply(nil) }
    /// Does nothing.
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {}
    /// The orientations the Info.plist lists (`UISupportedInterfaceOrientations`; all but upside
    /// down on a phone when it lists none).
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        application.infoPlistOrientations
    }
    /// Allows them (true), unless the delegate answers the earlier spelling.
    public func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool {
        self.application(application, shouldAllow: extensionPointIdentifier)
    }
    /// Allows them (true). (The earlier spelling; UIKit's is `shouldAllowExtensionPointIdentifier`.)
    public func application(_ application: UIApplication, shouldAllow extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool { true }
    /// True.
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool { true }
    /// Does nothing.
    public func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
                            duration: TimeInterval) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {}
    /// Does nothing.
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {}
    /// None: UIKit finds the controller by its restoration class or storyboard.
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }
    /// Calls `application(_:shouldSaveApplicationState:)` (UIKit's fallback).
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        self.application(application, shouldSaveApplicationState: coder)
    }
    /// Calls `application(_:shouldRestoreApplicationState:)` (UIKit's fallback).
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        self.application(application, shouldRestoreApplicationState: coder)
    }
    /// Does not save (false).
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    /// Does not restore (false).
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    /// Does nothing.
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    /// Lets the system tell the user (false).
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }
    /// Does not handle it (false).
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool { false }
    /// Does nothing.
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
}

/// An object that restores itself from a user activity (responders do: see
/// `UIResponder.restoreUserActivityState(_:)`).
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
    /// Restore the state the activity carries.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

/// The result of a background fetch.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was fetched.
    case newData = 0
    /// There was nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

extension UIApplication {
    /// Keys of the options `application(_:open:options:)` gets.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked (a `String`).
        nonisolated public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// A document interaction controller's annotation.
        nonisolated public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether to open the file in place (an `NSNumber` Bool).
        nonisolated public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// An ad's attribution.
        nonisolated public static let eventAttribution = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// Kinds of app extension an app may refuse.
    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// A kind of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Custom keyboards.
        nonisolated public static let keyboard = ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
    }
}
