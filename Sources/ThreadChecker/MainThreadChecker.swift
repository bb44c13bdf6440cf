import Dispatch
import Foundation

/// Records calls of main-bound APIs made off the main queue, in the manner of Xcode's Main
/// Thread Checker, and the other main-thread misuses it can see: `DispatchQueue.main.sync`
/// from the main queue, hangs of the main queue, background UI calls stuck behind a blocked
/// main thread. ``MainTurn`` reports to it; it knows nothing of any UI.
///
/// Reports are deduplicated by kind, API and call site, with exact counts. Recording never
/// symbolicates: an occurrence costs a frame-pointer walk and a table lookup by stack, so the
/// call it reports goes on at once; the call site is worked out when a report is read
/// (``violations``) or printed (on a queue of its own, under ``Policy/log``), once per stack.
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

    /// One record per distinct stack (or per unreadable one); records whose stacks resolve to
    /// the same call site are merged when read.
    private struct Record {
        let id: UInt64
        let source: ViolationSource
        var detail: String?
        var count: Int
        var firstSeen: TimeInterval
        var lastSeen: TimeInterval
        /// Worked out when first read or printed.
        var site: ResolvedSite?
        /// Whether a suppression covers it (nil: it needs the call site to tell).
        var suppressed: Bool?
    }

    private struct State {
        var policy: Policy
        var maxLoggedPerSite: Int
        var suppressions: Suppressions
        var records: [Record] = []
        /// Stack → index into `records`.
        var byStack: [StackKey: Int] = [:]
        /// Prints made per merged site (kind, API, call site).
        var logged: [String: Int] = [:]
        var suppressedCount = 0
        /// The last record id given; never reset, so an id never names two records.
        var lastID: UInt64 = 0
        var observers: [UInt64: @Sendable (ThreadViolation) -> Void] = [:]
        var nextObserver: UInt64 = 1
        var scopeResolver: (@Sendable (AnyObject?) -> CheckerScope?)?
    }

    /// How many distinct stacks are remembered before the table starts over (memory stays
    /// bounded by the number of distinct sites, not of calls).
    static let stackTableLimit = 4096

    private let state: Locked<State>
    private let start = DispatchTime.now().uptimeNanoseconds
    /// Where reports are printed under `.log`: off the path of the call they report.
    private let printer = DispatchQueue(label: "Main Thread Checker reports")

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

    /// Finds the scope a report belongs to — from the object the call touched, or the calling
    /// context — whose settings override the process-wide ones for it (see ``CheckerScope``).
    /// Set by the runtime that knows which objects belong to which scope; called on the
    /// reporting thread, outside the checker's lock.
    public var scopeResolver: (@Sendable (AnyObject?) -> CheckerScope?)? {
        get { state.withLock { $0.scopeResolver } }
        set { state.withLock { $0.scopeResolver = newValue } }
    }

    /// Every report so far, in order of first occurrence, deduplicated by kind, API and call
    /// site (the call sites not yet worked out are worked out now).
    public var violations: [ThreadViolation] {
        resolvePending()
        return state.withLock { s in
            ThreadViolation.merged(s.records.compactMap { record in
                guard record.suppressed == false, let site = record.site else { return nil }
                return record.source.record(id: record.id, count: record.count, firstSeen: record.firstSeen, lastSeen: record.lastSeen,
                                            detail: record.detail, site: site)
            })
        }
    }

    /// Occurrences that matched a suppression.
    public var suppressedCount: Int {
        resolvePending()
        return state.withLock { $0.suppressedCount }
    }

    /// Forgets every report (their ids are not reused).
    public func removeAllViolations() {
        state.withLock { s in
            s.records = []
            s.logged = [:]
            s.byStack = [:]
            s.suppressedCount = 0
        }
    }

    /// Calls `observer` for every occurrence of a report (on the reporting thread, after the
    /// record is updated; with its call site worked out), until the returned token is passed to
    /// ``removeObserver(_:)``.
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

    /// Runs `body` and returns its result with the reports it caused: new records, and for
    /// records seen before, the occurrences added while it ran. (The checker is process-wide:
    /// reports from other code running at the same time are included.)
    public func recordingViolations<T>(_ body: () throws -> T) rethrows -> (result: T, violations: [ThreadViolation]) {
        let before = Dictionary(violations.map { (Self.key($0), $0.count) }, uniquingKeysWith: +)
        let result = try body()
        var added: [ThreadViolation] = []
        for record in violations {
            let earlier = before[Self.key(record)] ?? 0
            guard record.count > earlier else { continue }
            var delta = record
            delta.count = record.count - earlier
            added.append(delta)
        }
        return (result, added)
    }

    private static func key(_ v: ThreadViolation) -> String {
        "\(v.kind.rawValue)|\(v.api)|\(v.callSite.map { "\($0.file):\($0.line):\($0.function)" } ?? "?")"
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

    /// Records a violation of `api` by the calling thread; returns the record as it stands,
    /// its call site worked out.
    @discardableResult @inline(never)
    public func recordViolation(api: StaticString, object: AnyObject? = nil) -> ThreadViolation? {
        record(.offMainCall, api: api, object: object).flatMap { violation(id: $0.id) }
    }

    /// The record `id` names, as it stands, merged with the records of the same call site (nil
    /// once forgotten by ``removeAllViolations()``).
    public func violation(id: UInt64) -> ThreadViolation? {
        resolvePending()
        return state.withLock { s -> ThreadViolation? in
            guard let record = s.records.first(where: { $0.id == id }), record.suppressed == false, let site = record.site else { return nil }
            let same = s.records.filter { $0.source.kind == record.source.kind && $0.source.api == record.source.api
                && $0.site?.frames.first == site.frames.first && $0.suppressed == false }
            var merged = record.source.record(id: record.id, count: 0, firstSeen: record.firstSeen, lastSeen: record.lastSeen,
                                              detail: record.detail, site: site)
            for other in same {
                merged.count += other.count
                merged.firstSeen = min(merged.firstSeen, other.firstSeen)
                merged.lastSeen = max(merged.lastSeen, other.lastSeen)
            }
            return merged
        }
    }

    /// Whether record `id` is still kept (not forgotten by ``removeAllViolations()``).
    private func isKnown(id: UInt64) -> Bool {
        state.withLock { s in s.records.contains { $0.id == id } }
    }

    /// Records a report of `kind` at the calling stack; returns the occurrence (nil when
    /// suppressed).
    @discardableResult @inline(never)
    func record(_ kind: ThreadViolation.Kind, api: StaticString, object: AnyObject? = nil, detail: String? = nil) -> ViolationHit? {
        // The rare reports come through C code (the interposed Dispatch calls) that may keep
        // no frame pointers: unwind those precisely, and do not share their stacks.
        if kind != .offMainCall {
            return record(kind, api: "\(api)", stack: CallSiteResolver.capturePreciseStack(), object: object, detail: detail)
        }
        guard let stack = CallSiteResolver.captureStack(limit: 20) else {
            return record(kind, api: "\(api)", stack: nil, object: object, detail: detail)
        }
        let key = StackKey(api: UInt(bitPattern: api.utf8Start), kind: kind, stack: stack)
        let now = elapsed
        let known = state.withLock { s -> Counted? in
            guard let index = s.byStack[key] else { return nil }
            if s.records[index].suppressed == true {
                s.suppressedCount += 1
                return Counted(hit: nil, policy: s.policy, observers: [], resolver: nil)
            }
            return count(&s, index, at: now, detail: detail)
        }
        if let known { return finish(known, object: object) }
        return record(kind, api: "\(api)", stack: stack, object: object, detail: detail, stackKey: key)
    }

    /// Records a hang of the main queue's turn, at the main thread's sampled stack.
    func recordHang(stack: CapturedStack?, detail: String, thread: HolderFacts) {
        _ = record(.mainQueueHang, api: "main-queue hang", stack: stack, object: nil, detail: detail, thread: thread)
    }

    /// Records a report whose stack is new (or unreadable).
    private func record(_ kind: ThreadViolation.Kind, api: String, stack: CapturedStack?, object: AnyObject?, detail: String?,
                        stackKey: StackKey? = nil, thread: HolderFacts? = nil) -> ViolationHit? {
        let source = ViolationSource(
            kind: kind, api: api, stack: stack, threadID: thread?.systemID ?? ThreadIdentity.systemThreadID,
            threadName: thread.map(\.name) ?? ThreadIdentity.currentName, queueLabel: thread?.queueLabel ?? ThreadIdentity.currentQueueLabel,
            qos: thread == nil ? ThreadIdentity.currentQoS : 0x21,
            isProcessMainThread: thread?.isProcessMainThread ?? ThreadIdentity.isProcessMainThread,
            task: thread == nil ? ThreadIdentity.currentTask : nil, objectType: object.map { String(describing: type(of: $0)) })
        let now = elapsed
        let outcome = state.withLock { s -> Counted in
            if s.byStack.count >= Self.stackTableLimit { s.byStack = [:] }
            // Suppressions that need no call site are decided now; a file suppression waits
            // for the site.
            let decided: Bool? = s.suppressions.needsCallSite ? nil : s.suppressions.suppresses(source.record(count: 0, firstSeen: 0, lastSeen: 0, site: ResolvedSite(frames: [], note: nil)))
            if decided == true {
                s.suppressedCount += 1
                if let stackKey {
                    s.lastID += 1
                    s.byStack[stackKey] = s.records.count
                    s.records.append(Record(id: s.lastID, source: source, detail: detail, count: 0, firstSeen: now, lastSeen: now,
                                            site: nil, suppressed: true))
                }
                return Counted(hit: nil, policy: s.policy, observers: [], resolver: nil)
            }
            s.lastID += 1
            let index = s.records.count
            s.records.append(Record(id: s.lastID, source: source, detail: nil, count: 0, firstSeen: now, lastSeen: now, site: nil,
                                    suppressed: decided))
            if let stackKey { s.byStack[stackKey] = index }
            return count(&s, index, at: now, detail: detail)
        }
        return finish(outcome, object: object)
    }

    /// An occurrence as counted under the lock, with what deciding its delivery needs.
    private struct Counted {
        let hit: ViolationHit?
        let policy: Policy
        let observers: [@Sendable (ThreadViolation) -> Void]
        let resolver: (@Sendable (AnyObject?) -> CheckerScope?)?
    }

    /// Counts one occurrence of record `index`.
    private func count(_ s: inout State, _ index: Int, at now: TimeInterval, detail: String?) -> Counted {
        s.records[index].count += 1
        s.records[index].lastSeen = now
        if let detail { s.records[index].detail = detail }
        let record = s.records[index]
        let hit = ViolationHit(id: record.id, time: now, source: record.source, detail: detail)
        return Counted(hit: hit, policy: s.policy, observers: s.observers.isEmpty ? [] : Array(s.observers.values),
                       resolver: s.scopeResolver)
    }

    /// After counting (outside the lock): the occurrence goes to its scope's ledger, and its
    /// scope's policy (or the process-wide one) and the observers are applied.
    private func finish(_ counted: Counted, object: AnyObject?) -> ViolationHit? {
        guard let hit = counted.hit else { return nil }
        var policy = counted.policy
        var scopeSuppressions: Suppressions?
        if let scope = counted.resolver?(object) {
            let suppressed = scope.suppresses(hit.source)
            if suppressed == true { return hit }
            if let scoped = scope.policy { policy = scoped }
            scopeSuppressions = suppressed == nil ? scope.suppressions : nil
            scope.ledger?.note(hit)
        }
        guard policy != .collect || !counted.observers.isEmpty else { return hit }
        deliver(Delivery(hit: hit, policy: policy, observers: counted.observers, scopeSuppressions: scopeSuppressions))
        return hit
    }

    /// What an occurrence asks for beyond counting: printing, trapping, observers.
    private struct Delivery {
        let hit: ViolationHit
        let policy: Policy
        let observers: [@Sendable (ThreadViolation) -> Void]
        /// The scope's suppressions that need the call site to decide.
        let scopeSuppressions: Suppressions?

        /// The report as it stands in the checker's records, or (forgotten since) as this
        /// occurrence; nil when a suppression covers it.
        func record(in checker: MainThreadChecker) -> ThreadViolation? {
            if let record = checker.violation(id: hit.id) { return record }
            guard !checker.isKnown(id: hit.id) else { return nil }
            let record = hit.source.record(id: hit.id, count: 1, firstSeen: hit.time, lastSeen: hit.time, detail: hit.detail)
            return checker.suppressions.suppresses(record) ? nil : record
        }
    }

    /// Applies the policy and calls the observers: trapping at once, printing and observing on
    /// the printer's queue (the call site is worked out there, not on the reporting thread).
    private func deliver(_ delivery: Delivery) {
        switch delivery.policy {
        case .trap:
            guard let record = delivery.record(in: self), delivery.scopeSuppressions?.suppresses(record) != true else { return }
            FileHandle.standardError.write(Data(Self.printed(record).utf8))
            fatalError("Main Thread Checker: stopping at the first report (policy .trap, or MTC_CRASH_ON_REPORT=1)")
        case .log, .collect:
            let prints = delivery.policy == .log
            if delivery.observers.isEmpty && !prints { return }
            printer.async { [self] in
                guard let record = delivery.record(in: self) else { return }
                for observer in delivery.observers { observer(record) }
                guard prints, delivery.scopeSuppressions?.suppresses(record) != true else { return }
                let site = Self.key(record)
                let allowed = state.withLock { s -> Bool in
                    guard s.logged[site, default: 0] < s.maxLoggedPerSite else { return false }
                    s.logged[site, default: 0] += 1
                    return true
                }
                if allowed { FileHandle.standardError.write(Data(Self.printed(record).utf8)) }
            }
        }
    }

    /// Works out the call sites not known yet (outside the lock: symbolication can be slow),
    /// and decides the suppressions that needed them.
    private func resolvePending() {
        let pending = state.withLock { s in s.records.filter { $0.site == nil && $0.suppressed != true }.map { ($0.id, $0.source) } }
        guard !pending.isEmpty else { return }
        let resolved = pending.map { ($0.0, $0.1.resolveSite()) }
        state.withLock { s in
            for (id, site) in resolved {
                guard let i = s.records.firstIndex(where: { $0.id == id }), s.records[i].site == nil else { continue }
                s.records[i].site = site
                if s.records[i].suppressed == nil {
                    let record = s.records[i].source.record(count: 0, firstSeen: 0, lastSeen: 0, site: site)
                    let suppressed = s.suppressions.suppresses(record)
                    s.records[i].suppressed = suppressed
                    if suppressed { s.suppressedCount += s.records[i].count }
                }
            }
        }
    }

    /// A report as printed to standard error: Apple's rule of 65 `=` above the block.
    static func printed(_ record: ThreadViolation) -> String {
        String(repeating: "=", count: 65) + "\n" + record.description + "\n"
    }

    private var elapsed: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
