import Foundation

/// The app's scenes and sessions (see `UIScene` and `SceneLifecycle.swift`).
extension UIApplication {
    /// The scenes connected to the app: the scene delegate's, or, for an app without scenes, the
    /// one window scene iOS makes for its windows.
    public var connectedScenes: Set<UIScene> {
        let entry = UIEntry("-[UIApplication connectedScenes]", self); defer { entry.end() }
        if !usesScenes { _ = legacyScene() }
        return Set(context.app.connectedScenes)
    }

    /// The app's sessions, connected or not (a session lasts until the user closes its scene).
    public var openSessions: Set<UISceneSession> {
        let entry = UIEntry("-[UIApplication openSessions]", self); defer { entry.end() }
        if !usesScenes { _ = legacyScene() }
        return Set(context.app.openSessions)
    }

    /// Whether the app's scene manifest allows several scenes (`UIApplicationSupportsMultipleScenes`;
    /// false without one).
    public var supportsMultipleScenes: Bool {
        let entry = UIEntry("-[UIApplication supportsMultipleScenes]", self); defer { entry.end() }
        return context.app.sceneManifest?.supportsMultipleScenes ?? false
    }

    /// Asks for a scene: an existing session's (brought back if disconnected; `userActivity`
    /// is then continued in it) or, with `sceneSession` nil, a new one — which an iPhone cannot
    /// show beside the app's scene, so `errorHandler` gets `UISceneError.multipleScenesNotSupported`.
    @available(iOS, deprecated: 17.0, message: "Use activateSceneSession(for:errorHandler:)")
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)? = nil) {
        let entry = UIEntry("-[UIApplication requestSceneSessionActivation:userActivity:options:errorHandler:]", self); defer { entry.end() }
        guard let session = sceneSession, context.app.openSessions.contains(where: { $0 === session }) else {
            let message = supportsMultipleScenes ? "This device cannot show another scene of the app."
                : "The app does not support multiple scenes (UIApplicationSupportsMultipleScenes is NO)."
            errorHandler?(UISceneError(.multipleScenesNotSupported, message))
            return
        }
        let context = self.context
        context.loop.scheduleInput(after: .zero, "scene activation") {
            let app = context.app.application
            if let scene = session.storedScene {
                if let userActivity { app.continueUserActivity(userActivity, in: scene) }
            } else {
                let activities = userActivity.map { Set([$0]) } ?? []
                _ = app.connect(session: session, options: UIScene.ConnectionOptions(userActivities: activities),
                                enterForeground: app.storedState != .background)
            }
        }
    }

    /// Closes a session's scene for good: it disconnects (`sceneDidDisconnect(_:)`) and the app
    /// delegate hears `application(_:didDiscardSceneSessions:)`, at the next frame.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((Error) -> Void)? = nil) {
        let entry = UIEntry("-[UIApplication requestSceneSessionDestruction:options:errorHandler:]", self); defer { entry.end() }
        guard context.app.openSessions.contains(where: { $0 === sceneSession }) else {
            errorHandler?(UISceneError(.requestDenied, "The scene session is not one of the app's open sessions."))
            return
        }
        let context = self.context
        context.loop.scheduleInput(after: .zero, "scene destruction") {
            context.app.application.discard([sceneSession])
        }
    }

    /// Asks the system to take a new snapshot of the session's scene for the app switcher
    /// (a simulation shows no app switcher: there is nothing to update).
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {
        UIEntry.check("-[UIApplication requestSceneSessionRefresh:]", self)
    }

    /// Continues `userActivity`: in `scene` through its delegate (`scene(_:willContinueUserActivityWithType:)`,
    /// `scene(_:continue:)`), or, without scenes, through the app delegate
    /// (`application(_:willContinueUserActivityWithType:)`, then
    /// `application(_:continue:restorationHandler:)`, whose restoration handler has each object
    /// it is given restore the activity's state).
    func continueUserActivity(_ userActivity: NSUserActivity, in scene: UIScene?) {
        if let scene, let delegate = scene.storedDelegate {
            context.loop.span(.delegateCallback, "scene(_:willContinueUserActivityWithType:)") {
                delegate.scene(scene, willContinueUserActivityWithType: userActivity.activityType)
            }
            context.loop.span(.delegateCallback, "scene(_:continue:)") { delegate.scene(scene, continue: userActivity) }
            return
        }
        guard let delegate = storedDelegate else { return }
        delegateCall("application(_:willContinueUserActivityWithType:)") {
            _ = delegate.application(self, willContinueUserActivityWithType: userActivity.activityType)
        }
        delegateCall("application(_:continue:restorationHandler:)") {
            _ = delegate.application(self, continue: userActivity) { objects in
                for object in objects ?? [] { object.restoreUserActivityState(userActivity) }
            }
        }
    }
}
