import Foundation

/// A scene's delegate: told of its lifecycle, and of the URLs, activities and actions the
/// system hands it. Every method is optional (has a default that does nothing).
///
/// The order, as iOS gives it for an app launched with scenes (`Simulation.launch(_:options:sceneDelegate:)`):
/// the app delegate's `willFinishLaunching`/`didFinishLaunching`, its
/// `application(_:configurationForConnecting:options:)`, `UIScene.willConnectNotification`,
/// `scene(_:willConnectTo:options:)` (where the delegate makes its window: the root controller
/// loads and gets `viewWillAppear(_:)` when the window is made key and visible),
/// `sceneWillEnterForeground(_:)`, then at the first frame's commit `sceneDidBecomeActive(_:)` and
/// after it the root controller's `viewDidAppear(_:)`. Leaving the app: `sceneWillResignActive(_:)`,
/// `sceneDidEnterBackground(_:)`; coming back: `sceneWillEnterForeground(_:)`,
/// `sceneDidBecomeActive(_:)`. With scenes the app delegate's own lifecycle methods
/// (`applicationDidBecomeActive(_:)` and the others) are not called; `UIApplication`'s
/// notifications still are posted.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app: set up its window and content here (`session`'s
    /// configuration says what to make; `connectionOptions` why the scene was made).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app (its session stays, and may connect again).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is active: it takes events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop taking events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity to restore the scene from when it comes back (asked when it goes to the
    /// background; kept as the session's `stateRestorationActivity`).
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// The scene may restore its interaction state (scroll positions, selections) from the
    /// restoration activity, once its window is set up.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// An activity of `userActivityType` is about to be continued in the scene.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Continue `userActivity` in the scene.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity could not be continued.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
    /// An activity the scene handles was updated.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// No activity.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Does nothing.
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// A window scene's delegate: it holds the scene's window (a stored `var window: UIWindow?`, set
/// by UIKit when the configuration names a storyboard) and is told of geometry changes and Home
/// screen quick actions.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
    /// The scene's coordinate space, orientation or traits changed (a rotation, an appearance
    /// or text-size change): the previous values.
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
    /// The scene's geometry changed (iOS 26's form of the callback above).
    func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)
    /// The user chose a Home screen quick action: perform it, then call `completionHandler`
    /// with whether it succeeded.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// The style of the scene's window controls (Mac Catalyst).
    func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle
}

extension UIWindowSceneDelegate {
    /// None (a delegate that shows a window declares a stored `window`).
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Does nothing.
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
    /// Does nothing.
    public func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry) {}
    /// Performs nothing: calls `completionHandler(false)`.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
    /// `.automatic`.
    public func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle { .automatic }
}
