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

/// What the checker learns of a report where it happens, before its call site is worked out:
/// its kind and API, the calling thread and queue, and the stack (symbolicated later, once, off
/// the path of the call). Shared by every occurrence from the same stack.
public final class ViolationSource: Sendable {
    public let kind: ThreadViolation.Kind
    public let api: String
    /// The caller's stack (nil when it cannot be read).
    public let stack: CapturedStack?
    public let threadID: UInt64
    public let threadName: String?
    public let queueLabel: String
    public let qos: Int
    public let isProcessMainThread: Bool
    public let task: ThreadViolation.TaskDescription?
    public let objectType: String?

    init(kind: ThreadViolation.Kind, api: String, stack: CapturedStack?, threadID: UInt64, threadName: String?, queueLabel: String,
         qos: Int, isProcessMainThread: Bool, task: ThreadViolation.TaskDescription?, objectType: String?) {
        self.kind = kind
        self.api = api
        self.stack = stack
        self.threadID = threadID
        self.threadName = threadName
        self.queueLabel = queueLabel
        self.qos = qos
        self.isProcessMainThread = isProcessMainThread
        self.task = task
        self.objectType = objectType
    }

    /// A record of this source with its call site worked out from the stack (each address is
    /// symbolicated once per process), or with `site` when it is known already. With
    /// `stableThread`, the thread is named by that number instead of the host's id and name
    /// (which differ from run to run).
    public func record(id: UInt64 = 0, count: Int, firstSeen: TimeInterval, lastSeen: TimeInterval, detail: String? = nil,
                       stableThread: UInt64? = nil, site: ResolvedSite? = nil) -> ThreadViolation {
        let site = site ?? resolveSite()
        var record = ThreadViolation(kind: kind, api: api, callSite: site.frames.first, callSiteNote: site.note, backtrace: site.frames,
                                     threadID: stableThread ?? threadID, threadName: stableThread == nil ? threadName : nil,
                                     queueLabel: queueLabel, qos: qos,
                                     isProcessMainThread: isProcessMainThread, task: task, objectType: objectType, detail: detail,
                                     count: count, firstSeen: firstSeen, lastSeen: lastSeen)
        record.id = id
        return record
    }

    /// The call site and backtrace of the stack.
    public func resolveSite() -> ResolvedSite {
        guard let stack else { return ResolvedSite(frames: [], note: "the stack could not be read") }
        let (frames, note) = CallSiteResolver.resolve(stack, limit: 8)
        return ResolvedSite(frames: frames, note: note)
    }
}

/// A report's call site as worked out from its stack: the user frames, innermost first, and why
/// they are missing or imprecise.
public struct ResolvedSite: Sendable, Equatable {
    public let frames: [CallSite]
    public let note: String?
}

extension ThreadViolation {
    /// Records of the same kind, API and call site merged into one (counts summed, the first
    /// record's facts kept, the earliest and latest times), in the order they first appear.
    public static func merged(_ records: [ThreadViolation]) -> [ThreadViolation] {
        struct Key: Hashable {
            let kind: Kind
            let api: String
            let site: CallSite?
        }
        var order: [Key] = []
        var byKey: [Key: ThreadViolation] = [:]
        for record in records {
            let key = Key(kind: record.kind, api: record.api, site: record.callSite)
            if var existing = byKey[key] {
                existing.count += record.count
                existing.firstSeen = Swift.min(existing.firstSeen, record.firstSeen)
                existing.lastSeen = Swift.max(existing.lastSeen, record.lastSeen)
                if record.detail != nil { existing.detail = record.detail }
                byKey[key] = existing
            } else {
                order.append(key)
                byKey[key] = record
            }
        }
        return order.map { byKey[$0]! }
    }
}

/// One occurrence of a report: which record counted it, when, and what it was.
public struct ViolationHit: Sendable {
    /// The checker's record that counted it (its call site may not be worked out yet).
    public let id: UInt64
    /// Seconds since the checker started.
    public let time: TimeInterval
    /// What it was: kind, API, thread, queue and stack.
    public let source: ViolationSource
    /// For a hang or a blocked main thread: what was running, where it waits.
    public let detail: String?
}
