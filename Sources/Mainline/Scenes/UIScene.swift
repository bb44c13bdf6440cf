import Foundation

/// One instance of the app's interface, with its own lifecycle: UIKit connects it
/// (`scene(_:willConnectTo:options:)`), brings it to the foreground (`sceneWillEnterForeground`,
/// `sceneDidBecomeActive`), sends it to the background and may disconnect it. A simulation's app
/// has window scenes (`UIWindowScene`): the ones its scene delegate is told of when the app is
/// launched with scenes (`Simulation.launch(_:options:sceneDelegate:)`), or, for an app without
/// them, the one scene iOS makes for the app's windows.
///
/// Each state change calls the delegate, then posts the scene's notification (the scene as its
/// object) — see `UISceneDelegate` for the order relative to the app's and the controllers'
/// callbacks.
open class UIScene: UIResponder {
    /// Where a scene is in its lifecycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app (made, not yet connected, or disconnected).
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events (connecting, or interrupted).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Posted when UIKit adds a scene to the app (before its delegate's
    /// `scene(_:willConnectTo:options:)`).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when the scene is removed from the app (after `sceneDidDisconnect(_:)`).
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when the scene became active (after `sceneDidBecomeActive(_:)`).
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when the scene is about to resign the active state (after `sceneWillResignActive(_:)`).
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when the scene is about to come to the foreground (after `sceneWillEnterForeground(_:)`).
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when the scene went to the background (after `sceneDidEnterBackground(_:)`).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted when the scene's system protection (a locked or hidden app) changes.
    nonisolated public static let systemProtectionDidChangeNotification = Notification.Name("UISceneSystemProtectionDidChangeNotification")

    var storedSession: UISceneSession
    var storedDelegate: UISceneDelegate?
    var storedActivationState = ActivationState.unattached
    var storedTitle = ""
    var storedSubtitle = ""
    var storedActivationConditions = UISceneActivationConditions()
    var storedConnectionOptions: ConnectionOptions
    /// Whether `extendStateRestoration()` calls wait for `completeStateRestoration()`.
    var stateRestorationExtensions = 0
    /// The simulation the scene belongs to.
    weak var simulationContext: SimulationContext?

    /// A scene for `session`, made for the reasons `connectionOptions` gives. UIKit makes scenes
    /// (of the class the session's configuration names); an app does not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        storedSession = session
        storedConnectionOptions = connectionOptions
        super.init()
        let entry = UIEntry("-[UIScene initWithSession:connectionOptions:]"); defer { entry.end() }
        simulationContext = SimulationContext.running
    }

    /// The session the scene shows.
    public var session: UISceneSession {
        let entry = UIEntry("-[UIScene session]", self); defer { entry.end() }
        return storedSession
    }

    /// The scene's delegate (held strongly, as UIKit holds it: the delegate usually holds the
    /// scene's window).
    open var delegate: UISceneDelegate? {
        get { let entry = UIEntry("-[UIScene delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIScene setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// Where the scene is in its lifecycle.
    public var activationState: ActivationState {
        let entry = UIEntry("-[UIScene activationState]", self); defer { entry.end() }
        return storedActivationState
    }

    /// The scene's title, shown in the app switcher ("" unless set; setting nil gives "").
    open var title: String! {
        get { let entry = UIEntry("-[UIScene title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UIScene setTitle:]", self); defer { entry.end() }; storedTitle = newValue ?? "" }
    }

    /// The scene's subtitle ("" unless set; shown in Mac Catalyst window titles).
    open var subtitle: String {
        get { let entry = UIEntry("-[UIScene subtitle]", self); defer { entry.end() }; return storedSubtitle }
        set { let entry = UIEntry("-[UIScene setSubtitle:]", self); defer { entry.end() }; storedSubtitle = newValue }
    }

    /// Which content identifiers the scene takes when the system routes an activity or
    /// notification to a scene (every one, unless changed).
    open var activationConditions: UISceneActivationConditions {
        get { let entry = UIEntry("-[UIScene activationConditions]", self); defer { entry.end() }; return storedActivationConditions }
        set { let entry = UIEntry("-[UIScene setActivationConditions:]", self); defer { entry.end() }; storedActivationConditions = newValue }
    }

    /// Whether the pointer is locked to the scene: nil, as on an iPhone (pointer locking is an
    /// iPad feature for full-screen scenes with a connected pointer).
    open var pointerLockState: UIPointerLockState? {
        UIEntry.check("-[UIScene pointerLockState]", self)
        return nil
    }

    /// The scene's system protection (iOS 18's locked and hidden apps): never on here.
    open var systemProtectionManager: SystemProtectionManager? {
        let entry = UIEntry("-[UIScene systemProtectionManager]", self); defer { entry.end() }
        return SystemProtectionManager()
    }

    /// Opens `url` as `UIApplication.open(_:options:completionHandler:)` does (see it: another
    /// app of the simulated device, or this app's own scheme), then calls `completion` with
    /// whether it opened.
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIScene openURL:options:completionHandler:]", self); defer { entry.end() }
        let context = simulationContext ?? SimulationContext.runningOrDetached
        context.app.application.openURL(url, universalLinksOnly: options?.universalLinksOnly ?? false, completion: completion)
    }

    /// Asks the system to wait before snapshotting the restored interface (balanced by
    /// `completeStateRestoration()`).
    open func extendStateRestoration() {
        let entry = UIEntry("-[UIScene extendStateRestoration]", self); defer { entry.end() }
        stateRestorationExtensions += 1
    }

    /// Ends an `extendStateRestoration()`.
    open func completeStateRestoration() {
        let entry = UIEntry("-[UIScene completeStateRestoration]", self); defer { entry.end() }
        stateRestorationExtensions = max(0, stateRestorationExtensions - 1)
    }

    /// A scene passes events to the application.
    open override var next: UIResponder? {
        UIEntry.check("-[UIScene nextResponder]", self)
        return simulationContext?.app.application
    }
}

extension UIScene {
    /// The system's protection of a scene (iOS 18: the user can require Face ID to open an
    /// app). Never on in a simulation.
    open class SystemProtectionManager {
        /// Whether the user must authenticate to see the scene's content (false).
        open var isUserAuthenticationEnabled: Bool {
            UIEntry.check("-[UISceneSystemProtectionManager isUserAuthenticationEnabled]", self)
            return false
        }

        init() {}
    }
}

/// Whether the pointer is locked to a scene (an iPad feature: an iPhone's scenes have none).
open class UIPointerLockState {
    /// Posted when a scene's pointer lock changes.
    nonisolated public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    /// The `userInfo` key of the scene whose lock changed.
    nonisolated public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"

    /// Whether the pointer is locked (false).
    open var isLocked: Bool {
        UIEntry.check("-[UIPointerLockState isLocked]", self)
        return false
    }

    init() {}
}
