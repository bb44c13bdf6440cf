import Foundation

/// Records calls of main-bound APIs made off the main queue, in the manner of Xcode's Main
/// Thread Checker, and the other main-thread misuses it can see: `DispatchQueue.main.sync`
/// from the main queue, hangs of the main queue, background UI calls stuck behind a blocked
/// main thread. ``MainTurn`` reports to it; it knows nothing of any UI.
///
/// Reports are deduplicated by kind, API and call site, with exact counts. The first
/// occurrence from a stack costs a symbolication (tens of microseconds); a repeat from a known
/// stack is a frame-pointer walk and a table lookup.
public final class MainThreadChecker: @unchecked Sendable {
    /// The process-wide checker.
    public static let shared = MainThreadChecker(environment: ProcessInfo.processInfo.environment)

    /// What happens on a report.
    public enum Policy: Sendable {
        /// Print the familiar block to standard error (up to ``maxLoggedPerSite`` times per API
        /// and call site) and keep it.
        case log
        /// Keep it silently (for tests and reports).
        case collect
        /// Print it and stop the process at the first one, as "pause on issues" does.
        case trap
    }

    /// The raw identity of an occurrence: the API string's address and the return addresses.
    private struct StackKey: Hashable {
        let api: UInt
        let kind: ThreadViolation.Kind
        let stack: CapturedStack
    }

    /// The deduplication key of a record.
    private struct SiteKey: Hashable {
        let kind: ThreadViolation.Kind
        let api: String
        let site: CallSite?
    }

    private struct State {
        var policy: Policy
        var maxLoggedPerSite: Int
        var suppressions: Suppressions
        var records: [ThreadViolation] = []
        var logged: [Int] = []
        var bySite: [SiteKey: Int] = [:]
        /// Stack → record index, or -1 for a suppressed one (repeats stay cheap either way).
        var byStack: [StackKey: Int] = [:]
        var suppressedCount = 0
        /// The last record id given; never reset, so an id never names two records (ids of
        /// the records kept are consecutive).
        var lastID: UInt64 = 0
        var observers: [UInt64: @Sendable (ThreadViolation) -> Void] = [:]
        var nextObserver: UInt64 = 1

    /// Counts one occurrence of record `index`: the occurrence, and the record itself only
    /// where it is printed, trapped on or observed (a copy costs a retain per field).
    mutating func count(_ index: Int, at now: TimeInterval, detail: String?) -> Occurrence {
        records[index].count += 1
        records[index].lastSeen = now
        if let detail { records[index].detail = detail }
        let print = policy != .collect && logged[index] < maxLoggedPerSite
        if print { logged[index] += 1 }
        let hit = ViolationHit(id: records[index].id, time: now)
        guard print || policy == .trap || !observers.isEmpty else { return Occurrence(hit: hit, delivery: nil) }
        return Occurrence(hit: hit, delivery: (records[index], print, policy, Array(observers.values)))
    }
    }

    /// One counted occurrence, and what to deliver for it.
    private struct Occurrence {
        let hit: ViolationHit
        let delivery: (record: ThreadViolation, print: Bool, policy: Policy, observers: [@Sendable (ThreadViolation) -> Void])?
    }

    /// How many distinct stacks are remembered before the table starts over (memory stays
    /// bounded by the number of distinct sites, not of calls).
    static let stackTableLimit = 4096

    private let state: Locked<State>
    private let start = DispatchTime.now().uptimeNanoseconds

    /// A checker configured from environment variables, as Apple's honours them:
    /// `MTC_CRASH_ON_REPORT=1` sets ``Policy/trap``; `MTC_SUPPRESSION_FILE=path` reads
    /// suppressions (see ``Suppressions``); `MTC_MAX_HIT_COUNT=n` prints at most n reports per
    /// API and call site, 0 without limit (counting goes on).
    public init(environment: [String: String] = [:]) {
        var suppressions = Suppressions()
        if let path = environment["MTC_SUPPRESSION_FILE"] {
            do {
                suppressions = try Suppressions(contentsOf: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("Main Thread Checker: cannot read MTC_SUPPRESSION_FILE \(path): \(error.localizedDescription)\n".utf8))
            }
        }
        // As Apple's: 0 means no limit.
        let maxHits = environment["MTC_MAX_HIT_COUNT"].flatMap { Int($0) }.map { $0 <= 0 ? Int.max : $0 }
        state = Locked(State(policy: environment["MTC_CRASH_ON_REPORT"] == "1" ? .trap : .log,
                             maxLoggedPerSite: maxHits ?? 1, suppressions: suppressions))
    }

    // MARK: - Controls

    /// The current policy (initially `.log`, or `.trap` when `MTC_CRASH_ON_REPORT=1`).
    public var policy: Policy {
        get { state.withLock { $0.policy } }
        set { state.withLock { $0.policy = newValue } }
    }

    /// Under ``Policy/log``, how many times one API and call site is printed (1 by default,
    /// `MTC_MAX_HIT_COUNT` sets it; 0 prints nothing). Counting is not limited.
    public var maxLoggedPerSite: Int {
        get { state.withLock { $0.maxLoggedPerSite } }
        set { state.withLock { $0.maxLoggedPerSite = max(0, newValue) } }
    }

    /// What is not reported (initially `MTC_SUPPRESSION_FILE`'s). Applies to reports made
    /// after it is set.
    public var suppressions: Suppressions {
        get { state.withLock { $0.suppressions } }
        set {
            state.withLock { s in
                s.suppressions = newValue
                s.byStack = [:]
            }
        }
    }

    /// Every report so far, in order of first occurrence, deduplicated by kind, API and call
    /// site.
    public var violations: [ThreadViolation] { state.withLock { $0.records } }

    /// Occurrences that matched a suppression.
    public var suppressedCount: Int { state.withLock { $0.suppressedCount } }

    /// Forgets every report (their ids are not reused).
    public func removeAllViolations() {
        state.withLock { s in
            s.records = []
            s.logged = []
            s.bySite = [:]
            s.byStack = [:]
            s.suppressedCount = 0
        }
    }

    /// Calls `observer` for every occurrence of a report (on the reporting thread, after the
    /// record is updated), until the returned token is passed to ``removeObserver(_:)``.
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

    /// Runs `body` and returns it result with the reports it caused: new records, and for
    /// records seen before, the occurrences added while it ran. (The checker is process-wide:
    /// reports from other code running at the same time are included.)
    public func recordingViolations<T>(_ body: () throws -> T) rethrows -> (result: T, violations: [ThreadViolation]) {
        let before = state.withLock { s in s.records.map(\.count) }
        let result = try body()
        let after = violations
        var added: [ThreadViolation] = []
        for (i, record) in after.enumerated() {
            let earlier = i < before.count ? before[i] : 0
            guard record.count > earlier else { continue }
            var delta = record
            delta.count = record.count - earlier
            added.append(delta)
        }
        return (result, added)
    }

    // MARK: - Reporting

    /// Checks that the caller runs on the main queue, and reports it otherwise: the public
    /// form of the check, for main-thread-bound code of your own. `api` names it, e.g.
    /// `-[ImageCache store:]`. Returns whether the call was on the main queue.
    @discardableResult
    public func checkMainQueue(_ api: StaticString, object: AnyObject? = nil) -> Bool {
        if ThreadIdentity.isOnMainQueue { return true }
        record(.offMainCall, api: api, object: object)
        return false
    }

    /// Records a violation of `api` by the calling thread; returns the record as updated.
    @discardableResult @inline(never)
    public func recordViolation(api: StaticString, object: AnyObject? = nil) -> ThreadViolation? {
        record(.offMainCall, api: api, object: object).flatMap { violation(id: $0.id) }
    }

    /// The record `id` names, as it stands (nil once forgotten by ``removeAllViolations()``).
    public func violation(id: UInt64) -> ThreadViolation? {
        state.withLock { s in
            guard let first = s.records.first, id >= first.id, id - first.id < UInt64(s.records.count) else { return nil }
            return s.records[Int(id - first.id)]
        }
    }

    /// Records a report of `kind` at the calling stack; returns the occurrence (nil when
    /// suppressed).
    @discardableResult @inline(never)
    func record(_ kind: ThreadViolation.Kind, api: StaticString, object: AnyObject? = nil, detail: String? = nil) -> ViolationHit? {
        // The rare reports come through C code (the interposed Dispatch calls) that may keep
        // no frame pointers: unwind those precisely, and do not cache their stacks.
        if kind != .offMainCall {
            return record(kind, api: "\(api)", stack: CallSiteResolver.capturePreciseStack(), object: object, detail: detail)
        }
        guard let stack = CallSiteResolver.captureStack(limit: 20) else {
            return record(kind, api: "\(api)", stack: nil, object: object, detail: detail)
        }
        let key = StackKey(api: UInt(bitPattern: api.utf8Start), kind: kind, stack: stack)
        let now = elapsed
        let known = state.withLock { s -> Occurrence?? in
            guard let index = s.byStack[key] else { return nil }
            guard index >= 0 else {
                s.suppressedCount += 1
                return .some(nil)
            }
            return .some(s.count(index, at: now, detail: detail))
        }
        switch known {
        case .some(let occurrence?):
            return deliver(occurrence)
        case .some(nil):
            return nil
        case nil:
            // A stack not seen before: symbolicate it (outside the lock), then file it.
            return record(kind, api: "\(api)", stack: stack, object: object, detail: detail, stackKey: key)
        }
    }

    /// Records a hang of the main queue's turn, at the main thread's sampled stack.
    func recordHang(stack: CapturedStack?, detail: String, thread: HolderFacts) {
        _ = record(.mainQueueHang, api: "main-queue hang", stack: stack, object: nil, detail: detail, thread: thread)
    }

    /// Records a report whose stack is new (or unreadable).
    private func record(_ kind: ThreadViolation.Kind, api: String, stack: CapturedStack?, object: AnyObject?, detail: String?,
                        stackKey: StackKey? = nil, thread: HolderFacts? = nil) -> ViolationHit? {
        let (frames, note) = stack.map { CallSiteResolver.resolve($0, limit: 8) } ?? ([], "the stack could not be read")
        let now = elapsed
        var fresh = ThreadViolation(
            kind: kind, api: api, callSite: frames.first, callSiteNote: note, backtrace: frames,
            threadID: thread?.systemID ?? ThreadIdentity.systemThreadID, threadName: thread.map(\.name) ?? ThreadIdentity.currentName,
            queueLabel: thread?.queueLabel ?? ThreadIdentity.currentQueueLabel, qos: thread == nil ? ThreadIdentity.currentQoS : 0x21,
            isProcessMainThread: thread?.isProcessMainThread ?? ThreadIdentity.isProcessMainThread,
            task: thread == nil ? ThreadIdentity.currentTask : nil,
            objectType: object.map { String(describing: type(of: $0)) }, detail: detail, count: 0, firstSeen: now, lastSeen: now)
        let siteKey = SiteKey(kind: kind, api: api, site: fresh.callSite)
        let outcome = state.withLock { s -> Occurrence? in
            if s.byStack.count >= Self.stackTableLimit { s.byStack = [:] }
            if s.suppressions.suppresses(fresh) {
                if let stackKey { s.byStack[stackKey] = -1 }
                s.suppressedCount += 1
                return nil
            }
            let index: Int
            if let existing = s.bySite[siteKey] {
                index = existing
            } else {
                index = s.records.count
                s.lastID += 1
                fresh.id = s.lastID
                s.records.append(fresh)
                s.logged.append(0)
                s.bySite[siteKey] = index
            }
            if let stackKey { s.byStack[stackKey] = index }
            return s.count(index, at: now, detail: detail)
        }
        return outcome.map(deliver)
    }

    /// Calls the observers and applies the policy.
    private func deliver(_ occurrence: Occurrence) -> ViolationHit {
        guard let (record, print, policy, observers) = occurrence.delivery else { return occurrence.hit }
        for observer in observers { observer(record) }
        switch policy {
        case .log:
            if print { FileHandle.standardError.write(Data(Self.printed(record).utf8)) }
        case .collect:
            break
        case .trap:
            FileHandle.standardError.write(Data(Self.printed(record).utf8))
            fatalError("Main Thread Checker: stopping at the first report (policy .trap, or MTC_CRASH_ON_REPORT=1)")
        }
        return occurrence.hit
    }

    /// A report as printed to standard error: Apple's rule of 65 `=` above the block.
    static func printed(_ record: ThreadViolation) -> String {
        String(repeating: "=", count: 65) + "\n" + record.description + "\n"
    }

    private var elapsed: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
