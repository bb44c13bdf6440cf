import Foundation

/// The scenes' side of the app lifecycle (called holding the turn): connecting a scene for a
/// session, moving it between the foreground and the background, disconnecting it and
/// discarding its session. Each step sets the state, calls the scene delegate (a span of the
/// timeline), then posts the scene's notification.
extension UIApplication {
    /// Whether the app was launched with a scene manifest (its scene delegate hears the
    /// lifecycle; without one the app delegate does).
    var usesScenes: Bool { context.app.sceneManifest != nil }

    /// The configuration the scene manifest gives scenes of `role`: its name and storyboard (a
    /// role the manifest does not list gets a configuration without name).
    func manifestConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        guard let manifest = context.app.sceneManifest, role == .windowApplication else {
            return UISceneConfiguration(name: nil, sessionRole: role)
        }
        let configuration = UISceneConfiguration(name: manifest.configurationName, sessionRole: role)
        if let name = manifest.storyboardName { configuration.storyboard = UIStoryboard(name: name, bundle: manifest.bundle) }
        return configuration
    }

    /// A new session (its identifier counts up, the same in every run).
    func makeSession(role: UISceneSession.Role, configuration: UISceneConfiguration) -> UISceneSession {
        context.app.sessionCount += 1
        let identifier = String(format: "6D61696E-6C69-6E65-5343-%012X", context.app.sessionCount)
        return UISceneSession(role: role, configuration: configuration, persistentIdentifier: identifier)
    }

    /// The one scene of an app without a scene manifest (made on first use, in the app's state).
    func legacyScene() -> UIWindowScene {
        if let scene = context.app.connectedScenes.first as? UIWindowScene { return scene }
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        let session = makeSession(role: .windowApplication, configuration: configuration)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        scene.simulationContext = context
        session.storedScene = scene
        context.app.openSessions.append(session)
        context.app.connectedScenes.append(scene)
        switch storedState {
        case .active: scene.storedActivationState = hasBecomeActive ? .foregroundActive : .foregroundInactive
        case .inactive: scene.storedActivationState = .foregroundInactive
        case .background: scene.storedActivationState = .background
        }
        return scene
    }

    /// The launch connects the app's first scene, with what the launch options carry.
    func connectInitialScene(launchOptions: [LaunchOptionsKey: Any]?) {
        var urls: Set<UIOpenURLContext> = []
        if let url = launchOptions?[.url] as? URL {
            let source = launchOptions?[.sourceApplication] as? String
            urls.insert(UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: source)))
        }
        var activities: Set<NSUserActivity> = []
        if let activity = launchOptions?[Self.launchUserActivityKey] as? NSUserActivity { activities.insert(activity) }
        let options = UIScene.ConnectionOptions(urlContexts: urls, sourceApplication: launchOptions?[.sourceApplication] as? String,
                                                userActivities: activities,
                                                shortcutItem: launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)
        _ = connect(session: nil, options: options, enterForeground: true)
    }

    /// The launch options key under which `Simulation.launch` passes a user activity to the
    /// first scene's connection options (Mainline's; iOS passes the activity itself).
    static let launchUserActivityKey = LaunchOptionsKey(rawValue: "MainlineLaunchUserActivity")

    /// Connects a scene: for `existing` (a disconnected session coming back) or a new session,
    /// whose configuration the app delegate gives. Makes the scene of the configuration's class
    /// and its delegate, and, when the configuration names a storyboard, the window with the
    /// storyboard's initial controller (given to the delegate's `window` before
    /// `scene(_:willConnectTo:options:)`, shown after it). Then the scene comes to the
    /// foreground if `enterForeground` (it becomes active at the next commit).
    func connect(session existing: UISceneSession?, options: UIScene.ConnectionOptions, enterForeground: Bool) -> UIScene? {
        guard let manifest = context.app.sceneManifest else { return nil }
        let session: UISceneSession
        if let existing {
            session = existing
        } else {
            let role = UISceneSession.Role.windowApplication
            session = makeSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
            var configuration: UISceneConfiguration?
            if let delegate = storedDelegate {
                delegateCall("application(_:configurationForConnecting:options:)") {
                    configuration = delegate.application(self, configurationForConnecting: session, options: options)
                }
            }
            session.storedConfiguration = (configuration ?? manifestConfiguration(for: role)).copy() as! UISceneConfiguration
            context.app.openSessions.append(session)
        }
        let configuration = session.storedConfiguration
        var sceneType: UIScene.Type = UIWindowScene.self
        if let requested = configuration.sceneClass {
            if let type = requested as? UIWindowScene.Type {
                sceneType = type
            } else {
                DiagnosticCenter.report(.viewControllerMisuse,
                                        "Mainline: the scene configuration's sceneClass \(requested) is not a UIWindowScene; making a UIWindowScene.",
                                        in: context)
            }
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.simulationContext = context
        session.storedScene = scene
        let delegate = manifest.makeDelegate()
        if let expected = configuration.delegateClass, !Self.isSubclass(type(of: delegate), of: expected) {
            DiagnosticCenter.report(.viewControllerMisuse,
                                    "Mainline: the scene configuration's delegateClass is \(expected), but the scene manifest makes a \(type(of: delegate)) (Swift on Linux cannot make an object from a class: give Simulation.launch a sceneDelegate that makes \(expected)).",
                                    in: context)
        }
        scene.storedDelegate = delegate
        context.app.connectedScenes.append(scene)

        var storyboardWindow: UIWindow?
        if let windowScene = scene as? UIWindowScene, let windowDelegate = delegate as? UIWindowSceneDelegate,
           let storyboard = configuration.storyboard {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            windowDelegate.window = window
            storyboardWindow = window
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        context.loop.span(.delegateCallback, "scene(_:willConnectTo:options:)") {
            delegate.scene(scene, willConnectTo: session, options: options)
        }
        if let window = storyboardWindow, window.storedWindowScene === scene { window.makeKeyAndVisible() }
        if let activity = session.storedStateRestorationActivity {
            context.loop.span(.delegateCallback, "scene(_:restoreInteractionStateWith:)") {
                delegate.scene(scene, restoreInteractionStateWith: activity)
            }
        }
        if enterForeground { sceneWillEnterForeground(scene) }
        return scene
    }

    static func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
        var c: AnyClass? = type
        while let current = c {
            if current == base { return true }
            c = _getSuperclass(current)
        }
        return false
    }

    // MARK: Transitions

    func sceneWillEnterForeground(_ scene: UIScene) {
        scene.storedActivationState = .foregroundInactive
        if let delegate = scene.storedDelegate {
            context.loop.span(.delegateCallback, "sceneWillEnterForeground(_:)") { delegate.sceneWillEnterForeground(scene) }
        }
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        if !scenesAwaitingActivation.contains(where: { $0 === scene }) { scenesAwaitingActivation.append(scene) }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        scene.storedActivationState = .foregroundActive
        if let delegate = scene.storedDelegate {
            context.loop.span(.delegateCallback, "sceneDidBecomeActive(_:)") { delegate.sceneDidBecomeActive(scene) }
        }
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        scene.storedActivationState = .foregroundInactive
        if let delegate = scene.storedDelegate {
            context.loop.span(.delegateCallback, "sceneWillResignActive(_:)") { delegate.sceneWillResignActive(scene) }
        }
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
    }

    /// The scene goes to the background; its delegate is asked for the activity to restore it
    /// from (kept by the session).
    func sceneDidEnterBackground(_ scene: UIScene) {
        if scene.storedActivationState == .foregroundActive { sceneWillResignActive(scene) }
        scene.storedActivationState = .background
        if let delegate = scene.storedDelegate {
            context.loop.span(.delegateCallback, "sceneDidEnterBackground(_:)") { delegate.sceneDidEnterBackground(scene) }
            var activity: NSUserActivity?
            context.loop.span(.delegateCallback, "stateRestorationActivity(for:)") { activity = delegate.stateRestorationActivity(for: scene) }
            scene.storedSession.storedStateRestorationActivity = activity
        }
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
    }

    /// The scene leaves the app (`sceneDidDisconnect(_:)`, then the notification): it is
    /// released with its delegate, and its windows leave the screen. Its session stays.
    func disconnect(_ scene: UIScene) {
        guard context.app.connectedScenes.contains(where: { $0 === scene }) else { return }
        if scene.storedActivationState == .foregroundActive { sceneWillResignActive(scene) }
        if let delegate = scene.storedDelegate {
            context.loop.span(.delegateCallback, "sceneDidDisconnect(_:)") { delegate.sceneDidDisconnect(scene) }
        }
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.storedActivationState = .unattached
        if let windowScene = scene as? UIWindowScene {
            for window in windowScene.sceneWindows {
                window.storedIsKeyWindow = false
                window.storedIsHidden = true
                window.visibilityChanged()
                window.storedWindowScene = nil
            }
        }
        scene.storedSession.storedScene = nil
        scene.storedDelegate = nil
        context.app.connectedScenes.removeAll { $0 === scene }
        scenesAwaitingActivation.removeAll { $0 === scene }
    }

    /// The sessions are gone for good (their scenes disconnect first), and the app delegate
    /// hears it.
    func discard(_ sessions: [UISceneSession]) {
        guard !sessions.isEmpty else { return }
        for session in sessions {
            if let scene = session.storedScene { disconnect(scene) }
            context.app.openSessions.removeAll { $0 === session }
        }
        if let delegate = storedDelegate {
            delegateCall("application(_:didDiscardSceneSessions:)") { delegate.application(self, didDiscardSceneSessions: Set(sessions)) }
        }
    }
}

/// A window scene's geometry and traits before a change (`UIApplication.sceneGeometryChanged`).
struct SceneGeometrySnapshot {
    let scene: UIWindowScene
    let geometry: UIWindowScene.Geometry
    let traits: UITraitCollection
}

extension UIApplication {
    /// The connected window scenes' geometry and traits now.
    func sceneGeometrySnapshots() -> [SceneGeometrySnapshot] {
        context.app.connectedScenes.compactMap { $0 as? UIWindowScene }.map { scene in
            let screen = scene.sceneScreen
            let geometry = UIWindowScene.Geometry(coordinateSpace: screen.coordinateSpace, interfaceOrientation: screen.storedOrientation,
                                                  isInterfaceOrientationLocked: storedControllerPreferences.isInterfaceOrientationLocked)
            return SceneGeometrySnapshot(scene: scene, geometry: geometry, traits: scene.sceneTraits)
        }
    }

    /// After a rotation, an appearance or a text-size change: each window scene whose orientation
    /// or traits changed hears `traitCollectionDidChange(_:)`, then its delegate
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` and
    /// `windowScene(_:didUpdateEffectiveGeometry:)` with the previous values.
    func sceneGeometryChanged(since snapshots: [SceneGeometrySnapshot]) {
        for snapshot in snapshots {
            let scene = snapshot.scene
            guard context.app.connectedScenes.contains(where: { $0 === scene }) else { continue }
            let orientationChanged = scene.sceneScreen.storedOrientation != snapshot.geometry.storedInterfaceOrientation
            guard orientationChanged || scene.sceneTraits != snapshot.traits else { continue }
            context.loop.span(.controllerCallback, "traitCollectionDidChange(_:)") { scene.traitCollectionDidChange(snapshot.traits) }
            guard let delegate = scene.storedDelegate as? UIWindowSceneDelegate else { continue }
            context.loop.span(.delegateCallback, "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)") {
                delegate.windowScene(scene, didUpdate: snapshot.geometry.storedCoordinateSpace,
                                     interfaceOrientation: snapshot.geometry.storedInterfaceOrientation, traitCollection: snapshot.traits)
            }
            context.loop.span(.delegateCallback, "windowScene(_:didUpdateEffectiveGeometry:)") {
                delegate.windowScene(scene, didUpdateEffectiveGeometry: snapshot.geometry)
            }
        }
    }
}

extension UISceneSession: Hashable {
    /// Sessions compare by identity.
    public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
