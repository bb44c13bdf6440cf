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

    /// The source an occurrence from a known stack shares with the earlier ones, and its id.
    private struct KnownStack {
        let source: ViolationSource
        let id: UInt64
    }

    private struct State {
        var policy: Policy
        var maxLoggedPerSite: Int
        var suppressions: Suppressions
        /// Stack → its source (occurrences of one stack share one source, so every ledger counts
        /// them together).
        var byStack: [StackKey: KnownStack] = [:]
        /// Prints made per merged site (kind, API, call site).
        var logged: [String: Int] = [:]
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
    /// The process's reports (those that belong to a scope are also in the scope's ledger).
    private let ledger: ViolationLedger
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
        let state = Locked(State(policy: environment["MTC_CRASH_ON_REPORT"] == "1" ? .trap : .log,
                                 maxLoggedPerSite: maxHits ?? 1, suppressions: suppressions))
        self.state = state
        ledger = ViolationLedger(suppressions: { state.withLock { $0.suppressions } })
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

    /// Finds the scope of a report that names none and is made outside every
    /// ``CheckerScope/current`` (called on the reporting thread, outside the checker's lock).
    @available(*, deprecated, message: "Pass the scope to the report, or bind CheckerScope.current around the code.")
    public var scopeResolver: (@Sendable (AnyObject?) -> CheckerScope?)? {
        get { state.withLock { $0.scopeResolver } }
        set { state.withLock { $0.scopeResolver = newValue } }
    }

    /// Every report so far, in order of first occurrence, deduplicated by kind, API and call
    /// site (the call sites not yet worked out are worked out now).
    public var violations: [ThreadViolation] { ledger.violations() }

    /// Occurrences that matched a suppression.
    public var suppressedCount: Int { ledger.suppressedCount }

    /// Forgets every report (their ids are not reused).
    public func removeAllViolations() {
        ledger.removeAll()
        state.withLock { s in
            s.logged = [:]
            s.byStack = [:]
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
    /// once forgotten by ``removeAllViolations()``, or when suppressed).
    public func violation(id: UInt64) -> ThreadViolation? {
        ledger.record(id: id)
    }

    /// Records a report of `kind` at the calling stack for `scope` (nil: the scope of the code
    /// running, ``CheckerScope/current``); returns the occurrence (nil when the process-wide
    /// suppressions leave it out). The scope's ledger counts it too, and the scope's policy
    /// (or the process's) decides what else happens.
    @discardableResult @inline(never)
    package func record(_ kind: ThreadViolation.Kind, api: StaticString, object: AnyObject? = nil, detail: String? = nil,
                        scope: CheckerScope? = nil) -> ViolationHit? {
        // The rare reports come through C code (the interposed Dispatch calls) that may keep
        // no frame pointers: unwind those precisely, and do not share their stacks.
        guard kind == .offMainCall, let stack = CallSiteResolver.captureStack(limit: 20) else {
            let stack = kind == .offMainCall ? nil : CallSiteResolver.capturePreciseStack()
            return report(newSource(kind, api: "\(api)", stack: stack, object: object), detail: detail, object: object, scope: scope)
        }
        let key = StackKey(api: UInt(bitPattern: api.utf8Start), kind: kind, stack: stack)
        let known = state.withLock { s -> KnownStack? in s.byStack[key] }
        let source = known ?? newSource(kind, api: "\(api)", stack: stack, object: object, key: key)
        return report(source, detail: detail, object: object, scope: scope)
    }

    /// Records a hang of the main queue's turn, at the main thread's sampled stack.
    func recordHang(stack: CapturedStack?, detail: String, thread: HolderFacts) {
        _ = report(newSource(.mainQueueHang, api: "main-queue hang", stack: stack, object: nil, thread: thread), detail: detail,
               object: nil, scope: nil)
    }

    /// A source for a stack seen for the first time (kept by stack when `key` is given).
    private func newSource(_ kind: ThreadViolation.Kind, api: String, stack: CapturedStack?, object: AnyObject?, key: StackKey? = nil,
                           thread: HolderFacts? = nil) -> KnownStack {
        let source = ViolationSource(
            kind: kind, api: api, stack: stack, threadID: thread?.systemID ?? ThreadIdentity.systemThreadID,
            threadName: thread.map(\.name) ?? ThreadIdentity.currentName, queueLabel: thread?.queueLabel ?? ThreadIdentity.currentQueueLabel,
            qos: thread == nil ? ThreadIdentity.currentQoS : 0x21,
            isProcessMainThread: thread?.isProcessMainThread ?? ThreadIdentity.isProcessMainThread,
            task: thread == nil ? ThreadIdentity.currentTask : nil, objectType: object.map { String(describing: type(of: $0)) })
        return state.withLock { s in
            if let key, let known = s.byStack[key] { return known }
            s.lastID += 1
            let known = KnownStack(source: source, id: s.lastID)
            if let key {
                if s.byStack.count >= Self.stackTableLimit { s.byStack = [:] }
                s.byStack[key] = known
            }
            return known
        }
    }

    /// Counts an occurrence in the process's ledger and its scope's, and applies the scope's
    /// policy (or the process's) and the observers.
    private func report(_ known: KnownStack, detail: String?, object: AnyObject?, scope: CheckerScope?) -> ViolationHit? {
        let hit = ViolationHit(id: known.id, time: elapsed, source: known.source, detail: detail)
        guard ledger.count(hit, at: hit.time, track: nil) else { return nil }
        let (policy, observers, resolver) = state.withLock { s in (s.policy, Array(s.observers.values), s.scopeResolver) }
        let scope = scope ?? CheckerScope.current ?? resolver?(object)
        scope?.ledger?.count(hit, at: hit.time, track: nil)
        let delivery = Delivery(hit: hit, policy: scope?.policy ?? policy, observers: observers, ledger: scope?.ledger ?? ledger)
        guard delivery.policy != .collect || !observers.isEmpty else { return hit }
        deliver(delivery)
        return hit
    }

    /// What an occurrence asks for beyond counting: printing, trapping, observers.
    private struct Delivery {
        let hit: ViolationHit
        let policy: Policy
        let observers: [@Sendable (ThreadViolation) -> Void]
        /// The ledger whose suppressions decide whether it is shown.
        let ledger: ViolationLedger

        /// The report as it stands in the ledger, or (forgotten since) as this occurrence; nil
        /// when a suppression covers it.
        var record: ThreadViolation? {
            if let record = ledger.record(id: hit.id) { return record }
            guard !ledger.contains(id: hit.id) else { return nil }
            return hit.source.record(id: hit.id, count: 1, firstSeen: hit.time, lastSeen: hit.time, detail: hit.detail)
        }
    }

    /// Applies the policy and calls the observers: trapping at once, printing and observing on
    /// the printer's queue (the call site is worked out there, not on the reporting thread).
    private func deliver(_ delivery: Delivery) {
        switch delivery.policy {
        case .trap:
            guard let record = delivery.record else { return }
            FileHandle.standardError.write(Data(Self.printed(record).utf8))
            fatalError("Main Thread Checker: stopping at the first report (policy .trap, or MTC_CRASH_ON_REPORT=1)")
        case .log, .collect:
            let prints = delivery.policy == .log
            printer.async { [self] in
                guard let record = delivery.record else { return }
                for observer in delivery.observers { observer(record) }
                guard prints else { return }
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

    /// A report as printed to standard error: Apple's rule of 65 `=` above the block.
    static func printed(_ record: ThreadViolation) -> String {
        String(repeating: "=", count: 65) + "\n" + record.description + "\n"
    }

    private var elapsed: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
