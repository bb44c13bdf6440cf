import Foundation

extension Simulation {
    /// What an app's Info.plist says of its scenes (`UIApplicationSceneManifest`): whether it
    /// supports several, and its default configuration — the name, the storyboard
    /// (`UISceneStoryboardFile`) and the scene delegate class (`UISceneDelegateClassName`). Swift
    /// on Linux cannot make an object from a class name, so the manifest holds a closure that
    /// makes the delegate (called once for each scene that connects).
    public struct SceneManifest {
        /// The configuration's name (`UISceneConfigurationName`).
        public var configurationName: String
        /// The storyboard whose initial controller fills the scene's window, if any.
        public var storyboardName: String?
        /// The bundle the storyboard is in (the main bundle when nil).
        public var bundle: Bundle?
        /// Whether the app supports several scenes (`UIApplicationSupportsMultipleScenes`).
        public var supportsMultipleScenes: Bool
        /// Makes a scene's delegate.
        let makeDelegate: @MainActor () -> UISceneDelegate

        /// A manifest with one configuration for the app's window scenes.
        public init(configurationName: String = "Default Configuration", storyboardName: String? = nil, bundle: Bundle? = nil,
                    supportsMultipleScenes: Bool = false, delegate: @escaping @MainActor () -> UISceneDelegate) {
            self.configurationName = configurationName
            self.storyboardName = storyboardName
            self.bundle = bundle
            self.supportsMultipleScenes = supportsMultipleScenes
            makeDelegate = delegate
        }
    }

    /// Launches an app with scenes as frame 0: the app delegate's
    /// `application(_:willFinishLaunchingWithOptions:)` and `application(_:didFinishLaunchingWithOptions:)`,
    /// then its first scene connects — `application(_:configurationForConnecting:options:)`, the
    /// scene delegate `sceneDelegate` makes hears `scene(_:willConnectTo:options:)` (where it
    /// makes its window) and `sceneWillEnterForeground(_:)` — then the commit, after which
    /// `sceneDidBecomeActive(_:)` and the controllers' `viewDidAppear(_:)`. A URL, source
    /// application or shortcut item in `options` reaches the scene's connection options.
    public func launch(_ delegate: UIApplicationDelegate, options: [UIApplication.LaunchOptionsKey: Any]? = nil,
                       sceneDelegate: @escaping @MainActor () -> UISceneDelegate) {
        launch(delegate, options: options, sceneManifest: SceneManifest(delegate: sceneDelegate))
    }

    /// Launches an app with scenes as its scene manifest describes (see
    /// `launch(_:options:sceneDelegate:)`).
    public func launch(_ delegate: UIApplicationDelegate, options: [UIApplication.LaunchOptionsKey: Any]? = nil,
                       sceneManifest: SceneManifest) {
        let context = self.context
        start {
            context.app.sceneManifest = sceneManifest
            context.app.application.finishLaunching(delegate, options: options)
        }
    }

    /// Another app, or the user, opens `url` in this app: with scenes, its scene's delegate
    /// hears `scene(_:openURLContexts:)`; without, the app delegate's
    /// `application(_:open:options:)`.
    public func open(_ url: URL, sourceApplication: String? = nil, after delay: TimeInterval = 0) {
        systemEvent(after: delay, "open URL") { context in
            context.app.application.receiveURL(url, sourceApplication: sourceApplication)
        }
    }

    /// The user chooses a Home screen quick action: with scenes, the scene delegate's
    /// `windowScene(_:performActionFor:completionHandler:)`; without, the app delegate's
    /// `application(_:performActionFor:completionHandler:)`.
    public func performShortcut(_ shortcutItem: UIApplicationShortcutItem, after delay: TimeInterval = 0) {
        systemEvent(after: delay, "quick action") { context in
            let app = context.app.application
            if app.usesScenes {
                guard let scene = context.app.connectedScenes.first as? UIWindowScene,
                      let delegate = scene.storedDelegate as? UIWindowSceneDelegate else { return }
                context.loop.span(.delegateCallback, "windowScene(_:performActionFor:completionHandler:)") {
                    delegate.windowScene(scene, performActionFor: shortcutItem) { _ in }
                }
            } else if let delegate = app.storedDelegate {
                app.delegateCall("application(_:performActionFor:completionHandler:)") {
                    delegate.application(app, performActionFor: shortcutItem) { _ in }
                }
            }
        }
    }

    /// Handoff, a universal link or Spotlight hands the app `userActivity`: the scene
    /// delegate's `scene(_:willContinueUserActivityWithType:)` and `scene(_:continue:)`, or,
    /// without scenes, the app delegate's `application(_:willContinueUserActivityWithType:)`
    /// and `application(_:continue:restorationHandler:)`.
    public func continueUserActivity(_ userActivity: NSUserActivity, after delay: TimeInterval = 0) {
        systemEvent(after: delay, "continue user activity") { context in
            let app = context.app.application
            app.continueUserActivity(userActivity, in: app.usesScenes ? context.app.connectedScenes.first : nil)
        }
    }

    /// The system reclaims the memory of the app's scenes while it is in the background: each
    /// disconnects (`sceneDidDisconnect(_:)`, `UIScene.didDisconnectNotification`) and its
    /// windows leave the screen; their sessions stay, and the scene connects again for its
    /// session — with its restoration activity — when the app comes back to the foreground.
    public func disconnectScenes(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "disconnect scenes") { context in
            let app = context.app.application
            guard app.usesScenes else { return }
            if app.storedState == .active { app.resignActive() }
            if app.storedState != .background { app.enterBackground() }
            for scene in context.app.connectedScenes { app.disconnect(scene) }
        }
    }

    /// The user closes the app's scenes in the app switcher: they disconnect and the app
    /// delegate hears `application(_:didDiscardSceneSessions:)` with their sessions.
    public func discardSceneSessions(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "discard scene sessions") { context in
            let app = context.app.application
            guard app.usesScenes else { return }
            if app.storedState == .active { app.resignActive() }
            if app.storedState != .background { app.enterBackground() }
            app.discard(context.app.openSessions)
        }
    }

    /// The system ends the app: its scenes disconnect, then `applicationWillTerminate(_:)` and
    /// `UIApplication.willTerminateNotification`.
    public func terminate(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "terminate") { context in context.app.application.terminate() }
    }
}
