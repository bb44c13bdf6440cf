import Foundation

/// The app a simulation runs: its state, its delegate and its lifecycle notifications, with
/// UIKit's names. Each simulation has its own (`UIApplication.shared` is the running one's).
///
/// The lifecycle, as on iOS without scenes:
/// - launch: `application(_:willFinishLaunchingWithOptions:)`,
///   `application(_:didFinishLaunchingWithOptions:)` (state `.inactive`); after the first
///   frame's commit the state is `.active` for the root controller's `viewDidAppear(_:)`, and
///   `applicationDidBecomeActive(_:)` follows it (seed 002: inactive up to
///   `viewDidLayoutSubviews`, active from `viewDidAppear`);
/// - `Simulation.enterBackground()`: `applicationWillResignActive(_:)` (`.inactive`),
///   `applicationDidEnterBackground(_:)` (`.background`), then the system's snapshot;
/// - `Simulation.enterForeground()`: `applicationWillEnterForeground(_:)` (`.inactive`),
///   `applicationDidBecomeActive(_:)` (`.active`);
/// - `Simulation.simulateMemoryWarning()`: `applicationDidReceiveMemoryWarning(_:)`, every
///   controller's `didReceiveMemoryWarning()` (those in the windows' hierarchies parent first,
///   then the others in the order they were made), then the notification.
///
/// With scenes (`Simulation.launch(_:options:sceneDelegate:)`), the scene delegate hears the
/// foreground and background transitions instead of the app delegate (see `UISceneDelegate`);
/// the app's state follows its scenes and its notifications are still posted. An app without
/// scenes still has one window scene, as on iOS 13 and later: its windows' `windowScene`.
///
/// Each delegate call is followed by its notification, posted on `NotificationCenter.default`
/// with the application as the object.
open class UIApplication: UIResponder {
    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        nonisolated public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that launched it.
        nonisolated public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification the app was launched for.
        nonisolated public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The local notification the app was launched for.
        nonisolated public static let localNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
        /// A document interaction controller's annotation.
        nonisolated public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// The app was launched for a location event.
        nonisolated public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// Newsstand downloads finished.
        nonisolated public static let newsstandDownloads = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsNewsstandDownloadsKey")
        /// Bluetooth central managers to restore.
        nonisolated public static let bluetoothCentrals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
        /// Bluetooth peripheral managers to restore.
        nonisolated public static let bluetoothPeripherals = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        /// The Home screen quick action the app was launched by (a `UIApplicationShortcutItem`).
        nonisolated public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// An ad's attribution.
        nonisolated public static let eventAttribution = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsEventAttributionKey")
        /// The user activity to continue, as a dictionary.
        nonisolated public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of the user activity to continue.
        nonisolated public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// A CloudKit share the user accepted.
        nonisolated public static let cloudKitShareMetadata = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
    }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The app of the simulation whose turn is running (outside every simulation, an app that
    /// never launches).
    public static var shared: UIApplication {
        let entry = UIEntry("+[UIApplication sharedApplication]"); defer { entry.end() }
        return SimulationContext.runningOrDetached.app.application
    }

    unowned let context: SimulationContext
    var storedState = State.inactive
    var storedDelegate: UIApplicationDelegate?
    /// Whether the launch finished and the first commit made the app active.
    var hasBecomeActive = false
    /// Scenes connected and brought to the foreground that become active at the next commit.
    var scenesAwaitingActivation: [UIScene] = []
    /// The background tasks and time (UIApplication+BackgroundTasks.swift).
    var background = BackgroundTime()
    /// State restoration (UIApplication+StateRestoration.swift).
    var restoration = RestorationState()
    /// The app's settings with the system (UIApplication+System.swift).
    var system = SystemSettings()
    /// Local and remote notifications (UIApplication+Notifications.swift).
    var notifications = NotificationState()
    var storedIsIdleTimerDisabled = false
    var storedContentSizeCategory = UIContentSizeCategory.large
    /// What the controllers on screen last asked of the system (UIApplication+StatusBar.swift).
    var storedControllerPreferences = ControllerPreferences()
    /// The status bar set through the deprecated app-wide calls (used only when the Info.plist
    /// turns view-controller-based status bar appearance off).
    var storedAppStatusBarStyle = UIStatusBarStyle.default
    var storedAppStatusBarHidden = false
    /// The device the app runs on (made on first use).
    lazy var device = UIDevice(application: self)
    /// The simulation's screen.
    var simulationScreen: UIScreen { context.app.screen }

    init(context: SimulationContext) {
        self.context = context
        super.init()
    }

    /// The app delegate, when it is a responder: the end of the responder chain.
    open override var next: UIResponder? {
        UIEntry.check("-[UIApplication nextResponder]", self)
        // Not a delegate that is a view, a controller or the app itself (UIKit's rule; such a
        // delegate would make the chain loop).
        guard let responder = storedDelegate as? UIResponder, !(responder is UIView),
              !(responder is UIViewController), responder !== self else { return nil }
        return responder
    }

    /// Sends the action `action` to `target`, or, when `target` is nil, to the first object
    /// along the responder chain that handles it — starting at the first responder, or at
    /// `sender` when there is none — with `sender` and `event` as the method's arguments (it
    /// takes 0, 1 or 2). Returns whether a method ran. Controls send their target-actions
    /// through here (`UIControl.sendAction(_:to:for:)`), as in UIKit ("If target is nil, the app
    /// sends the message to the first responder, from whence it progresses up the responder
    /// chain until it is handled"). An explicit target without the method is reported as iOS
    /// raises it ("unrecognized selector sent to instance") and the run goes on.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let entry = UIEntry("-[UIApplication sendAction:to:from:forEvent:]", self); defer { entry.end() }
        if let target {
            return SelectorDispatch.send(action, to: target as AnyObject, arguments: [sender, event]).sent
        }
        // Apple's documentation starts at the first responder; with none, at the sender, which
        // is where Matt Neuburg's "Programming iOS" describes the search starting for a control
        // ("starting with the hit-test view"), so a button's nil-targeted action reaches the
        // controller of the view it is in.
        let start = context.app.firstResponder ?? (sender as? UIResponder)
        guard let found = start?.target(forAction: action, withSender: sender) else { return false }
        return SelectorDispatch.send(action, to: found as AnyObject, arguments: [sender, event]).sent
    }

    /// Dispatches an event: a touch event to the window its touches are in (`UIWindow.sendEvent(_:)`);
    /// motion, remote-control and press events to the first responder's chain. Override it (in the
    /// app's principal class) to see every event; call super to deliver it.
    open func sendEvent(_ event: UIEvent) {
        let entry = UIEntry("-[UIApplication sendEvent:]", self); defer { entry.end() }
        if let window = event.touchWindow {
            window.sendEvent(event)
            return
        }
        deliverNonTouchEvent(event)
    }

    /// The app's delegate (held for the app's life, as `UIApplicationMain` holds it).
    public var delegate: UIApplicationDelegate? {
        get { let entry = UIEntry("-[UIApplication delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIApplication setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The app's state.
    public var applicationState: State {
        let entry = UIEntry("-[UIApplication applicationState]", self); defer { entry.end() }
        return storedState
    }

    /// The simulation's windows, visible or not, in the order they were made.
    public var windows: [UIWindow] {
        let entry = UIEntry("-[UIApplication windows]", self); defer { entry.end() }
        return context.app.windows
    }

    /// The key window.
    public var keyWindow: UIWindow? {
        let entry = UIEntry("-[UIApplication keyWindow]", self); defer { entry.end() }
        return context.app.windows.first { $0.storedIsKeyWindow }
    }

    /// Kept for source compatibility (the simulation never sleeps).
    /// The user's text size (`.large` unless a script changes it).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        let entry = UIEntry("-[UIApplication preferredContentSizeCategory]", self); defer { entry.end() }
        return storedContentSizeCategory
    }

    /// The running simulation's text size (`.large` outside a simulation's turn: UIFont may be
    /// used from any thread).
    static var currentContentSizeCategory: UIContentSizeCategory {
        SimulationContext.runningWithoutBlocking?.app.application.storedContentSizeCategory ?? .large
    }

    public var isIdleTimerDisabled: Bool {
        get { let entry = UIEntry("-[UIApplication isIdleTimerDisabled]", self); defer { entry.end() }; return storedIsIdleTimerDisabled }
        set { let entry = UIEntry("-[UIApplication setIdleTimerDisabled:]", self); defer { entry.end() }; storedIsIdleTimerDisabled = newValue }
    }

    // MARK: - The lifecycle (called holding the turn)

    func finishLaunching(_ delegate: UIApplicationDelegate?, options: [LaunchOptionsKey: Any]?) {
        if let delegate { storedDelegate = delegate }
        storedState = .inactive
        if let delegate = storedDelegate {
            delegateCall("application(_:willFinishLaunchingWithOptions:)") { _ = delegate.application(self, willFinishLaunchingWithOptions: options) }
            delegateCall("application(_:didFinishLaunchingWithOptions:)") { _ = delegate.application(self, didFinishLaunchingWithOptions: options) }
        }
        post(Self.didFinishLaunchingNotification)
        if usesScenes { connectInitialScene(launchOptions: options) }
    }

    /// At a commit: scenes that came to the foreground become active (before the controllers'
    /// `viewDidAppear`), and at the first one the app does; returns whether this commit
    /// activated the app.
    func activateAtFirstCommit() -> Bool {
        if !scenesAwaitingActivation.isEmpty {
            let scenes = scenesAwaitingActivation
            scenesAwaitingActivation = []
            for scene in scenes where scene.storedActivationState == .foregroundInactive && storedState != .background {
                sceneDidBecomeActive(scene)
            }
        }
        guard !hasBecomeActive else { return false }
        hasBecomeActive = true
        storedState = .active
        if !usesScenes, let scene = context.app.connectedScenes.first, scene.storedActivationState == .foregroundInactive {
            sceneDidBecomeActive(scene)
        }
        return true
    }

    /// `applicationDidBecomeActive(_:)` (without scenes; with them, the scenes in the
    /// foreground become active) and the app's notification.
    func announceDidBecomeActive() {
        storedState = .active
        for scene in context.app.connectedScenes where scene.storedActivationState == .foregroundInactive {
            scenesAwaitingActivation.removeAll { $0 === scene }
            sceneDidBecomeActive(scene)
        }
        if !usesScenes, let delegate = storedDelegate { delegateCall("applicationDidBecomeActive(_:)") { delegate.applicationDidBecomeActive(self) } }
        post(Self.didBecomeActiveNotification)
    }

    func resignActive() {
        storedState = .inactive
        for scene in context.app.connectedScenes where scene.storedActivationState == .foregroundActive { sceneWillResignActive(scene) }
        if !usesScenes, let delegate = storedDelegate { delegateCall("applicationWillResignActive(_:)") { delegate.applicationWillResignActive(self) } }
        post(Self.willResignActiveNotification)
    }

    /// The app goes to the background: its background time starts first, so the delegate's
    /// `applicationDidEnterBackground(_:)` reads a finite `backgroundTimeRemaining` and may begin
    /// tasks against it.
    func enterBackground() {
        storedState = .background
        beginBackgroundTime()
        for scene in context.app.connectedScenes where scene.storedActivationState != .background { sceneDidEnterBackground(scene) }
        if !usesScenes, let delegate = storedDelegate { delegateCall("applicationDidEnterBackground(_:)") { delegate.applicationDidEnterBackground(self) } }
        post(Self.didEnterBackgroundNotification)
        saveApplicationStateIfAsked()
    }

    func enterForeground() {
        storedState = .inactive
        endBackgroundTime()
        if usesScenes, context.app.connectedScenes.isEmpty, let session = context.app.openSessions.first {
            // The system disconnected the scene in the background: it connects again for its session.
            let activities = session.storedStateRestorationActivity.map { Set([$0]) } ?? []
            _ = connect(session: session, options: UIScene.ConnectionOptions(userActivities: activities), enterForeground: false)
        }
        for scene in context.app.connectedScenes where scene.storedActivationState == .background || scene.storedActivationState == .unattached {
            sceneWillEnterForeground(scene)
        }
        if !usesScenes, let delegate = storedDelegate { delegateCall("applicationWillEnterForeground(_:)") { delegate.applicationWillEnterForeground(self) } }
        post(Self.willEnterForegroundNotification)
    }

    /// The app is about to end: its scenes disconnect, then `applicationWillTerminate(_:)` and
    /// the notification.
    func terminate() {
        if storedState == .active { resignActive() }
        for scene in context.app.connectedScenes { disconnect(scene) }
        if let delegate = storedDelegate { delegateCall("applicationWillTerminate(_:)") { delegate.applicationWillTerminate(self) } }
        post(Self.willTerminateNotification)
    }

    func receiveMemoryWarning() {
        if let delegate = storedDelegate {
            delegateCall("applicationDidReceiveMemoryWarning(_:)") { delegate.applicationDidReceiveMemoryWarning(self) }
        }
        for controller in memoryWarningRecipients() {
            context.loop.span(.controllerCallback, "didReceiveMemoryWarning()", object: controller) { controller.didReceiveMemoryWarning() }
        }
        post(Self.didReceiveMemoryWarningNotification)
    }

    /// Every controller a memory warning reaches: those in each window's hierarchy, parent
    /// first (a container, then its children in order, then what it presented, each with its
    /// own subtree), wherever they were made; then the simulation's other live controllers
    /// (off screen, but held by the app) in the order they were made.
    func memoryWarningRecipients() -> [UIViewController] {
        var seen = Set<ObjectIdentifier>()
        var recipients: [UIViewController] = []
        for window in context.app.windows {
            guard let root = window.storedRootViewController else { continue }
            var stack = [root]
            while let controller = stack.popLast() {
                guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
                recipients.append(controller)
                if let presented = controller.storedPresentedViewController { stack.append(presented) }
                stack.append(contentsOf: controller.storedChildren.reversed())
            }
        }
        for controller in context.app.memoryWarningListeners.controllers where seen.insert(ObjectIdentifier(controller)).inserted {
            recipients.append(controller)
        }
        return recipients
    }

    func delegateCall(_ name: String, _ body: () -> Void) {
        context.loop.span(.delegateCallback, name) { body() }
    }

    func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }
}

extension UIViewController {
    /// Controllers hear memory warnings after the delegate and before the notification's
    /// observers, in the order they were made. (UIKit's controllers observe the notification
    /// themselves; Foundation on Linux calls observers in reverse order of registration, so the
    /// runtime delivers to controllers itself, in the order Apple's Foundation would.)
    func observeMemoryWarnings() {
        guard let context = creationContext, !context.isDetached else { return }
        context.app.memoryWarningListeners.add(self)
    }
}

/// The controllers of a simulation, weakly, in the order they were made.
struct ControllerRegistry {
    private final class Entry { weak var controller: UIViewController?; init(_ c: UIViewController) { controller = c } }
    private var entries: [Entry] = []
    private var compactAt = 64

    mutating func add(_ controller: UIViewController) {
        if entries.count >= compactAt {
            entries.removeAll { $0.controller == nil }
            compactAt = max(64, entries.count * 2)
        }
        entries.append(Entry(controller))
    }

    var controllers: [UIViewController] { entries.compactMap(\.controller) }
}
