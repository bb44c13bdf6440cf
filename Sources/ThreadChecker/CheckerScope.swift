import Foundation

/// Settings that override the checker's process-wide ones for the reports that belong to one
/// scope — a test, or the simulations made in it — and the ledger that keeps that scope's
/// reports. Fields left nil fall back to the process-wide value at the time of the report.
public struct CheckerScope: Sendable {
    /// What happens on a report (nil: ``MainThreadChecker/policy``).
    public var policy: MainThreadChecker.Policy?
    /// What is not reported in this scope, besides what the process-wide suppressions leave out.
    public var suppressions: Suppressions?
    /// Where the scope's reports are kept (nil: nowhere but the process-wide records).
    public var ledger: ViolationLedger?

    public init(policy: MainThreadChecker.Policy? = nil, suppressions: Suppressions? = nil, ledger: ViolationLedger? = nil) {
        self.policy = policy
        self.suppressions = suppressions
        self.ledger = ledger
    }

    /// Whether the scope's suppressions leave out `source`; nil while that needs its call site.
    func suppresses(_ source: ViolationSource) -> Bool? {
        guard let suppressions else { return false }
        return suppressions.suppresses(source)
    }
}

extension Suppressions {
    /// Whether these suppressions leave out a report from `source`: nil when that depends on the
    /// call site (a file suppression) and the site has not been worked out.
    public func suppresses(_ source: ViolationSource) -> Bool? {
        if apis.isEmpty && types.isEmpty && files.isEmpty && selectors.isEmpty { return false }
        let unsited = source.record(count: 0, firstSeen: 0, lastSeen: 0, site: ResolvedSite(frames: [], note: nil))
        if suppresses(unsited) { return true }
        return needsCallSite ? nil : false
    }
}

/// The reports of one scope (a test's, say), kept apart from every other scope's: counted per
/// stack as they happen, their call sites worked out when read. Thread-safe.
public final class ViolationLedger: Sendable {
    private struct Tally {
        let source: ViolationSource
        var count: Int
        var firstSeen: TimeInterval
        var lastSeen: TimeInterval
        var detail: String?
    }
    private struct State {
        var order: [ObjectIdentifier] = []
        var tallies: [ObjectIdentifier: Tally] = [:]
    }
    private let state = Locked(State())

    public init() {}

    /// Counts an occurrence.
    public func note(_ hit: ViolationHit) {
        state.withLock { s in
            let key = ObjectIdentifier(hit.source)
            if s.tallies[key] != nil {
                s.tallies[key]!.count += 1
                s.tallies[key]!.lastSeen = hit.time
                if let detail = hit.detail { s.tallies[key]!.detail = detail }
            } else {
                s.order.append(key)
                s.tallies[key] = Tally(source: hit.source, count: 1, firstSeen: hit.time, lastSeen: hit.time, detail: hit.detail)
            }
        }
    }

    /// The reports counted, deduplicated by kind, API and call site, in order of first
    /// occurrence; those `suppressions` leave out are not shown.
    public func violations(excluding suppressions: Suppressions? = nil) -> [ThreadViolation] {
        let tallies = state.withLock { s in s.order.compactMap { s.tallies[$0] } }
        let records = tallies.map { $0.source.record(count: $0.count, firstSeen: $0.firstSeen, lastSeen: $0.lastSeen, detail: $0.detail) }
        return ThreadViolation.merged(records.filter { suppressions?.suppresses($0) != true })
    }

    /// Forgets every report.
    public func removeAll() {
        state.withLock { $0 = State() }
    }
}
