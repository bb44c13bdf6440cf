import Foundation

extension UIWindow {
    /// Where a window sits among the others (higher is in front).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's number.
        public let rawValue: CGFloat
        /// The level of that number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of that number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows (0).
        nonisolated public static let normal = Level(rawValue: 0)
        /// Above the status bar (1000).
        nonisolated public static let statusBar = Level(rawValue: 1000)
        /// Alerts (2000).
        nonisolated public static let alert = Level(rawValue: 2000)

        /// Lower levels sort first.
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        /// A level `offset` above `level`.
        public static func + (level: Level, offset: CGFloat) -> Level { Level(rawValue: level.rawValue + offset) }
        /// A level `offset` below `level`.
        public static func - (level: Level, offset: CGFloat) -> Level { Level(rawValue: level.rawValue - offset) }
    }

    /// Posted when a window becomes visible.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes the key window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    /// Whether the window may resize to fit its content (Mac Catalyst; kept).
    public var canResizeToFitContent: Bool {
        get { let entry = UIEntry("-[UIWindow canResizeToFitContent]", self); defer { entry.end() }; return canResize }
        set { let entry = UIEntry("-[UIWindow setCanResizeToFitContent:]", self); defer { entry.end() }; canResize = newValue }
    }

    /// Sets the screen (iOS 3.2–13's form of `screen`'s setter).
    @available(iOS, deprecated: 13.0, message: "Use windowScene")
    public func setScreen(_ screen: UIScreen) {
        let entry = UIEntry("-[UIWindow setScreen:]", self); defer { entry.end() }
        self.screen = screen
    }

    /// Moves the window into `scene` (or out of every scene).
    func moveToScene(_ scene: UIWindowScene?) {
        guard scene !== storedWindowScene else { return }
        storedWindowScene = scene
        if let scene {
            storedScreen = scene.sceneScreen
            if let context = scene.simulationContext, context !== simulationContext {
                simulationContext = context
                context.app.register(self)
            }
            if !storedIsHidden { installRootView() }
        }
    }

    /// The window comes to the front of its level.
    func orderFront() {
        guard let context = simulationContext else { return }
        context.app.windowOrderCount += 1
        orderedFrontAt = context.app.windowOrderCount
    }
}

extension AppState {
    /// The window a scripted touch without a window goes to: the front visible window (by
    /// level, then the last shown or made key), else the first window made.
    var frontWindow: UIWindow? { windowsFrontToBack.first ?? windows.first }

    /// The visible windows front first: by level, then the last ordered front first.
    var windowsFrontToBack: [UIWindow] {
        windows.filter { !$0.storedIsHidden }.sorted { a, b in
            a.storedWindowLevel != b.storedWindowLevel ? a.storedWindowLevel > b.storedWindowLevel : a.orderedFrontAt > b.orderedFrontAt
        }
    }
}
