import Foundation

/// One problem the checker found, deduplicated by kind, API and call site, with how often it
/// happened: most often a main-thread-bound API called off the main queue.
public struct ThreadViolation: Sendable, Codable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Codable {
        /// A main-thread-bound API called off the main queue (what Apple's checker reports).
        case offMainCall
        /// `DispatchQueue.main.sync` called from the main queue: a deadlock on a device. It is
        /// reported before it happens, and the block runs inline so the run goes on.
        case mainQueueSyncDeadlock
        /// The main queue's turn was held longer than the hang threshold.
        case mainQueueHang
        /// A background UI call waited long for a main turn whose holder is blocked (most often
        /// waiting for that very background work: a deadlock on a device, or a race).
        case mainThreadBlocked
    }

    /// The Swift concurrency task a call came from.
    public struct TaskDescription: Sendable, Codable, Equatable {
        /// The task's priority (`Task.currentPriority`'s raw value and name).
        public var priority: Int
        public var priorityName: String
        /// Whether it runs on the main actor (never, for a reported call).
        public var isMainActor: Bool
    }

    public let kind: Kind
    /// The API in Apple's format, e.g. `-[UIView setNeedsLayout]`.
    public let api: String
    /// The caller's source location (nil when the stack cannot be read).
    public let callSite: CallSite?
    /// Why the call site is missing or imprecise, and how to get it (nil when it is exact).
    public let callSiteNote: String?
    /// The caller's frames, innermost first.
    public let backtrace: [CallSite]
    /// Kernel thread id of the first occurrence.
    public let threadID: UInt64
    /// Name of that thread, if any.
    public let threadName: String?
    /// Label of the queue it ran on (the user's own label when it came from a user queue).
    public let queueLabel: String
    /// The queue's quality of service as Dispatch numbers it (33 user-interactive, 25
    /// user-initiated, 21 default, 17 utility, 9 background, 0 unspecified).
    public let qos: Int
    /// Whether it was the process's main thread (possible: a non-main queue can run there).
    public let isProcessMainThread: Bool
    /// The Swift concurrency task it ran in, if any.
    public let task: TaskDescription?
    /// The type of the object whose API was called (e.g. `UILabel`), when known.
    public let objectType: String?
    /// More about it: for a hang, what was running; for a blocked main thread, where it waits.
    public internal(set) var detail: String?
    /// Occurrences so far.
    public var count: Int
    /// The record's identity in its checker: never reused by that checker, the same on every
    /// occurrence (an observer or a simulation counts occurrences by it).
    public internal(set) var id: UInt64 = 0
    /// Seconds since the checker started, of the first and the last occurrence.
    public var firstSeen: TimeInterval
    public var lastSeen: TimeInterval

    /// The QoS number as a name (`user-initiated` …).
    public var qosName: String { Self.qosName(qos) }

    static func qosName(_ qos: Int) -> String {
        switch qos {
        case 0x21: "user-interactive"
        case 0x19: "user-initiated"
        case 0x15: "default"
        case 0x11: "utility"
        case 0x09: "background"
        default: "unspecified"
        }
    }

    /// The headline, as Apple's checker words it for off-main calls.
    public var headline: String {
        switch kind {
        case .offMainCall: "Main Thread Checker: UI API called on a background thread: \(api)"
        case .mainQueueSyncDeadlock: "Main Thread Checker: DispatchQueue.main.sync called on the main queue (a deadlock on a device; the block ran inline): \(api)"
        case .mainQueueHang: "Main Thread Checker: main queue hang: \(api)"
        case .mainThreadBlocked: "Main Thread Checker: background UI call waiting for a blocked main thread: \(api)"
        }
    }

    /// The block the checker prints to standard error.
    public var description: String {
        var lines = [headline]
        var thread = "PID: \(ProcessInfo.processInfo.processIdentifier), TID: \(threadID), Thread name: \(threadName ?? "(none)"), "
        thread += "Queue name: \(queueLabel.isEmpty ? "(none)" : queueLabel), QoS: \(qos)"
        if isProcessMainThread { thread += " (the process's main thread)" }
        lines.append(thread)
        if let task {
            lines.append("Swift task: priority \(task.priorityName) (\(task.priority)), not on the main actor")
        }
        if let detail { lines.append(detail) }
        if let callSiteNote { lines.append("Call site: \(callSiteNote)") }
        if !backtrace.isEmpty {
            lines.append("Backtrace:")
            for (i, frame) in backtrace.enumerated() { lines.append("\(i)   \(frame)") }
        }
        if count > 1 { lines.append("(\(count) times)") }
        return lines.joined(separator: "\n")
    }
}

/// One occurrence of a report: which record counted it, and when.
public struct ViolationHit: Sendable, Equatable {
    /// The record's ``ThreadViolation/id`` (look it up with ``MainThreadChecker/violation(id:)``).
    public let id: UInt64
    /// Seconds since the checker started.
    public let time: TimeInterval
}
