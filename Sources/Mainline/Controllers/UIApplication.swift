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
/// Each delegate call is followed by its notification, posted on `NotificationCenter.default`
/// with the application as the object.
open class UIApplication: UIResponder {
    /// Whether the app is in the foreground and receiving events.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        nonisolated public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        nonisolated public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        nonisolated public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
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
    }

    /// At the first commit: the app is active from here on (the root controller's
    /// `viewDidAppear` sees `.active`); returns whether this commit activated it.
    func activateAtFirstCommit() -> Bool {
        guard !hasBecomeActive else { return false }
        hasBecomeActive = true
        storedState = .active
        return true
    }

    /// `applicationDidBecomeActive(_:)` and its notification.
    func announceDidBecomeActive() {
        storedState = .active
        if let delegate = storedDelegate { delegateCall("applicationDidBecomeActive(_:)") { delegate.applicationDidBecomeActive(self) } }
        post(Self.didBecomeActiveNotification)
    }

    func resignActive() {
        storedState = .inactive
        if let delegate = storedDelegate { delegateCall("applicationWillResignActive(_:)") { delegate.applicationWillResignActive(self) } }
        post(Self.willResignActiveNotification)
    }

    func enterBackground() {
        storedState = .background
        if let delegate = storedDelegate { delegateCall("applicationDidEnterBackground(_:)") { delegate.applicationDidEnterBackground(self) } }
        post(Self.didEnterBackgroundNotification)
    }

    func enterForeground() {
        storedState = .inactive
        if let delegate = storedDelegate { delegateCall("applicationWillEnterForeground(_:)") { delegate.applicationWillEnterForeground(self) } }
        post(Self.willEnterForegroundNotification)
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

    private func delegateCall(_ name: String, _ body: () -> Void) {
        context.loop.span(.delegateCallback, name) { body() }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// The app's delegate. Every method is optional (has a default that does nothing).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window the delegate shows (a stored `var window: UIWindow?` satisfies it).
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
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
