import Foundation

/// One main-thread violation: an API reached off the main queue, from one call site, with how
/// often it happened.
public struct ThreadViolation: Sendable, CustomStringConvertible {
    /// The API in Apple's format, e.g. `-[UIView setNeedsLayout]`.
    public let api: String
    /// The caller's source location (nil when the stack cannot be read).
    public let callSite: CallSite?
    /// The caller's frames, innermost first.
    public let backtrace: [CallSite]
    /// Kernel thread id of the first occurrence.
    public let threadID: UInt64
    /// Name of that thread, if any.
    public let threadName: String?
    /// Label of the queue it ran on.
    public let queueLabel: String
    /// Whether it was the process's main thread (possible: a non-main queue can run there).
    public let isProcessMainThread: Bool
    /// Occurrences so far.
    public internal(set) var count: Int
    /// Seconds since the checker started, of the first and the last occurrence.
    public internal(set) var firstSeen: TimeInterval
    public internal(set) var lastSeen: TimeInterval

    /// The block the Main Thread Checker prints.
    public var description: String {
        var lines = ["Main Thread Checker: UI API called on a background thread: \(api)"]
        lines.append("PID: \(ProcessInfo.processInfo.processIdentifier), TID: \(threadID), Thread name: \(threadName ?? "(none)"), Queue name: \(queueLabel.isEmpty ? "(none)" : queueLabel)")
        if !backtrace.isEmpty {
            lines.append("Backtrace:")
            for (i, frame) in backtrace.enumerated() { lines.append("\(i)   \(frame)") }
        }
        if count > 1 { lines.append("(\(count) times)") }
        return lines.joined(separator: "\n")
    }
}

/// Records calls of main-bound APIs made off the main queue, in the manner of Xcode's Main
/// Thread Checker. ``MainTurn`` reports to it; it knows nothing of any UI.
public final class MainThreadChecker: @unchecked Sendable {
    /// The process-wide checker.
    public static let shared = MainThreadChecker()

    /// What happens on a violation.
    public enum Policy: Sendable {
        /// Print the familiar block to standard error (first occurrence per API and call site)
        /// and keep it.
        case log
        /// Keep it silently (for tests and reports).
        case collect
        /// Stop the process at the first one, as "pause on issues" does.
        case trap
    }

    private struct State {
        var policy: Policy = ProcessInfo.processInfo.environment["MTC_CRASH_ON_REPORT"] == "1" ? .trap : .log
        var records: [String: ThreadViolation] = [:]
        var order: [String] = []
        var observers: [UInt64: @Sendable (ThreadViolation) -> Void] = [:]
        var nextObserver: UInt64 = 1
        var stuckWaits = 0
    }

    private let state = Locked(State())
    private let start = Date()

    public init() {}

    /// The current policy (initially `.log`, or `.trap` when `MTC_CRASH_ON_REPORT=1`).
    public var policy: Policy {
        get { state.withLock { $0.policy } }
        set { state.withLock { $0.policy = newValue } }
    }

    /// Every violation so far, in order of first occurrence, deduplicated by API and call site.
    public var violations: [ThreadViolation] {
        state.withLock { s in s.order.compactMap { s.records[$0] } }
    }

    /// Times an off-main call waited `MainTurn.stuckHolderTimeout` or longer for the turn.
    public var stuckWaits: Int { state.withLock { $0.stuckWaits } }

    /// Forgets the recorded violations.
    public func removeAllViolations() {
        state.withLock { s in
            s.records = [:]
            s.order = []
            s.stuckWaits = 0
        }
    }

    /// Calls `observer` for every occurrence of a violation (on the violating thread), until
    /// the returned token is passed to ``removeObserver(_:)``.
    public func addObserver(_ observer: @escaping @Sendable (ThreadViolation) -> Void) -> UInt64 {
        state.withLock { s in
            let token = s.nextObserver
            s.nextObserver += 1
            s.observers[token] = observer
            return token
        }
    }

    public func removeObserver(_ token: UInt64) {
        _ = state.withLock { $0.observers.removeValue(forKey: token) }
    }

    /// Records a violation of `api` by the calling thread.
    public func recordViolation(api: StaticString) {
        let frames = CallSiteResolver.userFrames()
        let site = frames.first
        let apiName = "\(api)"
        let key = "\(apiName)|\(site.map { "\($0.file):\($0.line):\($0.function)" } ?? "?")"
        let now = Date().timeIntervalSince(start)
        let (record, first, policy, observers) = state.withLock { s -> (ThreadViolation, Bool, Policy, [@Sendable (ThreadViolation) -> Void]) in
            if var existing = s.records[key] {
                existing.count += 1
                existing.lastSeen = now
                s.records[key] = existing
                return (existing, false, s.policy, Array(s.observers.values))
            }
            let record = ThreadViolation(
                api: apiName, callSite: site, backtrace: frames,
                threadID: ThreadIdentity.systemThreadID, threadName: ThreadIdentity.currentName,
                queueLabel: ThreadIdentity.currentQueueLabel, isProcessMainThread: ThreadIdentity.isProcessMainThread,
                count: 1, firstSeen: now, lastSeen: now)
            s.records[key] = record
            s.order.append(key)
            return (record, true, s.policy, Array(s.observers.values))
        }
        for observer in observers { observer(record) }
        switch policy {
        case .log:
            if first { FileHandle.standardError.write(Data((record.description + "\n").utf8)) }
        case .collect:
            break
        case .trap:
            FileHandle.standardError.write(Data((record.description + "\n").utf8))
            fatalError("Main Thread Checker: stopping at the first violation (policy .trap)")
        }
    }

    /// Records that an off-main call waited long for the turn (see ``MainTurn``).
    func recordStuckHolder(api: StaticString, waited: TimeInterval) {
        state.withLock { $0.stuckWaits += 1 }
        FileHandle.standardError.write(Data("""
        Main Thread Checker: \(api) called on a background thread has waited \(waited) s for the main \
        thread, which is probably blocked waiting for this thread (a deadlock in UIKit terms would be a \
        data race). Waiting on.\n
        """.utf8))
    }
}
