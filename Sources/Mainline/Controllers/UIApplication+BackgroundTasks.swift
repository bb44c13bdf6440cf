import Foundation

/// The identifier of a background task (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The number.
    public let rawValue: Int
    /// The identifier with this number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task (what `beginBackgroundTask` returns when it cannot start one).
    nonisolated public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the user lets the app refresh in the background.
public enum UIBackgroundRefreshStatus: Int, Sendable {
    /// Background refresh is off and the user cannot turn it on (parental controls).
    case restricted = 0
    /// The user turned it off for the app.
    case denied = 1
    /// The app may refresh in the background.
    case available = 2
}

/// The background tasks and the time the app keeps running in the background.
struct BackgroundTime {
    struct Task {
        let identifier: Int
        let name: String?
        let expirationHandler: (() -> Void)?
    }

    /// The tasks begun and not ended, oldest first.
    var tasks: [Task] = []
    var lastIdentifier = 0
    /// When the background time ends (nil in the foreground).
    var deadline: Instant?
    /// The expiration of the background time, scheduled while there are tasks.
    var expiry: ScheduledWork?
    /// Whether the time already ran out (the app would be suspended).
    var hasExpired = false
    /// The minimum background fetch interval asked for.
    var minimumFetchInterval = UIApplication.backgroundFetchIntervalNever
}

/// Background execution: an app that goes to the background has 30 seconds of background time
/// (as iOS gives since iOS 13) for the tasks it begins; when the time runs out, the expiration
/// handler of every task not ended yet is called, in the order they began, on the simulation's
/// clock. In the foreground the time remaining is unlimited.
extension UIApplication {
    /// The background time an app gets when it leaves the foreground.
    static let backgroundTimeAllowance: TimeInterval = 30

    /// The shortest background fetch interval the system allows (0: as often as it decides).
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// An interval that turns background fetch off.
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    /// Posted when the user changes the app's background refresh setting.
    nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")

    /// Begins a background task: the app may keep working on it for the background time left
    /// after it leaves the foreground; `handler` is called if the time runs out first (end the
    /// task there). Returns the task's identifier for `endBackgroundTask(_:)`.
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        let entry = UIEntry("-[UIApplication beginBackgroundTaskWithExpirationHandler:]", self); defer { entry.end() }
        return beginTask(named: nil, handler)
    }

    /// Begins a background task with a name for debugging (see `beginBackgroundTask(expirationHandler:)`).
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        let entry = UIEntry("-[UIApplication beginBackgroundTaskWithName:expirationHandler:]", self); defer { entry.end() }
        return beginTask(named: taskName, handler)
    }

    private func beginTask(named name: String?, _ handler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        // Once the background time has run out the app would be suspended: no more tasks.
        if background.hasExpired { return .invalid }
        background.lastIdentifier += 1
        background.tasks.append(BackgroundTime.Task(identifier: background.lastIdentifier, name: name, expirationHandler: handler))
        scheduleBackgroundExpiry()
        return UIBackgroundTaskIdentifier(rawValue: background.lastIdentifier)
    }

    /// Ends a background task. An identifier that names no running task is reported with
    /// UIKit's message (UIKit logs it and carries on).
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        let entry = UIEntry("-[UIApplication endBackgroundTask:]", self); defer { entry.end() }
        guard let index = background.tasks.firstIndex(where: { $0.identifier == identifier.rawValue }) else {
            guard identifier != .invalid else { return }
            DiagnosticCenter.report(.viewControllerMisuse,
                                    "Can't end BackgroundTask: no background task exists with identifier \(identifier.rawValue) (0x\(String(identifier.rawValue, radix: 16))), or it may have already been ended. Break in UIApplicationEndBackgroundTaskError() to debug.",
                                    in: context)
            return
        }
        background.tasks.remove(at: index)
        if background.tasks.isEmpty {
            background.expiry?.cancel()
            background.expiry = nil
        }
    }

    /// The background time left: unlimited (`greatestFiniteMagnitude`) in the foreground;
    /// counting down from 30 seconds once the app is in the background; 0 when it has run out.
    public var backgroundTimeRemaining: TimeInterval {
        let entry = UIEntry("-[UIApplication backgroundTimeRemaining]", self); defer { entry.end() }
        guard let deadline = background.deadline else { return .greatestFiniteMagnitude }
        return max(0, (deadline - context.loop.clock.now).seconds)
    }

    /// Whether the user lets the app refresh in the background (`.available`).
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus {
        UIEntry.check("-[UIApplication backgroundRefreshStatus]", self)
        return .available
    }

    /// Asks for background fetches at most this often (iOS 7–12; kept, a simulation runs no
    /// background fetch of its own: `Simulation.performBackgroundFetch()` does).
    @available(iOS, deprecated: 13.0, message: "Use BackgroundTasks' BGAppRefreshTask")
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        let entry = UIEntry("-[UIApplication setMinimumBackgroundFetchInterval:]", self); defer { entry.end() }
        background.minimumFetchInterval = minimumBackgroundFetchInterval
    }

    /// The app went to the background: its background time starts.
    func beginBackgroundTime() {
        background.deadline = context.loop.clock.now + TimeAmount(seconds: Self.backgroundTimeAllowance)
        background.hasExpired = false
        scheduleBackgroundExpiry()
    }

    /// The app came back: unlimited time again; the tasks go on.
    func endBackgroundTime() {
        background.deadline = nil
        background.hasExpired = false
        background.expiry?.cancel()
        background.expiry = nil
    }

    /// While in the background with tasks running, the end of the time is scheduled.
    private func scheduleBackgroundExpiry() {
        guard let deadline = background.deadline, background.expiry == nil, !background.tasks.isEmpty else { return }
        let context = self.context
        background.expiry = context.loop.scheduler.schedule(at: deadline, kind: .scheduledWork, name: "background time expires") {
            context.app.application.backgroundTimeExpired()
        }
    }

    /// The background time ran out: each running task's expiration handler, in the order they
    /// began. A task still running after its handler would get the app killed by the system;
    /// Mainline reports it.
    private func backgroundTimeExpired() {
        background.expiry = nil
        background.hasExpired = true
        for task in background.tasks {
            guard let handler = task.expirationHandler else { continue }
            context.loop.span(.delegateCallback, "background task expiration handler") { handler() }
        }
        for task in background.tasks {
            DiagnosticCenter.report(.viewControllerMisuse,
                                    "Background Task \(task.identifier) (\"\(task.name ?? "Called by the app")\") was not ended before its background time ran out: iOS terminates an app that keeps a task running past its expiration.",
                                    in: context)
        }
    }
}

extension Simulation {
    /// The system wakes the app for a background fetch (iOS 7–12's API): the app delegate's
    /// `application(_:performFetchWithCompletionHandler:)`.
    public func performBackgroundFetch(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "background fetch") { context in
            let app = context.app.application
            guard let delegate = app.storedDelegate else { return }
            app.delegateCall("application(_:performFetchWithCompletionHandler:)") {
                delegate.application(app, performFetchWithCompletionHandler: { _ in })
            }
        }
    }
}
