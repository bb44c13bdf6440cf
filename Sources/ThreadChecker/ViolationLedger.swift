import Foundation

/// The tally of one owner's reports — the process's (the checker keeps one), a scope's (a test's,
/// say), a simulation's — kept apart from every other owner's. It is the one place reports are
/// counted and suppressions applied:
///
/// - an occurrence is counted per stack as it happens (a table lookup; nothing is symbolicated);
/// - the owner's suppressions are applied once per stack: when it is first counted if they need
///   no call site, else when the call site is first worked out;
/// - records are read merged by kind, API and call site, in the order first seen.
///
/// Thread-safe.
public final class ViolationLedger: Sendable {
    /// One stack's occurrences.
    private struct Tally {
        let id: UInt64
        let source: ViolationSource
        var count: Int
        var firstSeen: TimeInterval
        var lastSeen: TimeInterval
        var detail: String?
        /// The background track it first came from (a simulation's ledger names them).
        let track: String?
        /// Worked out when first read.
        var site: ResolvedSite?
        /// Whether the suppressions leave it out (nil: that needs the call site).
        var suppressed: Bool?
    }

    private struct State {
        var order: [ObjectIdentifier] = []
        var tallies: [ObjectIdentifier: Tally] = [:]
        var suppressedCount = 0
    }

    private let state = Locked(State())
    /// The suppressions this ledger applies, read when a stack is first decided.
    private let suppressions: @Sendable () -> Suppressions?

    /// A ledger that keeps every report.
    public convenience init() {
        self.init(suppressions: { nil })
    }

    /// A ledger that leaves out what `suppressions` (read when each stack is first decided)
    /// suppresses.
    package init(suppressions: @escaping @Sendable () -> Suppressions?) {
        self.suppressions = suppressions
    }

    /// Counts an occurrence.
    public func note(_ hit: ViolationHit) {
        count(hit, at: hit.time, track: nil)
    }

    /// Counts an occurrence at `time` (the owner's clock), from `track`; returns false when the
    /// suppressions leave it out (known without the call site).
    @discardableResult
    package func count(_ hit: ViolationHit, at time: TimeInterval, track: String?) -> Bool {
        let key = ObjectIdentifier(hit.source)
        return state.withLock { s in
            if s.tallies[key] != nil {
                if s.tallies[key]!.suppressed == true {
                    s.suppressedCount += 1
                    return false
                }
                s.tallies[key]!.count += 1
                s.tallies[key]!.lastSeen = time
                if let detail = hit.detail { s.tallies[key]!.detail = detail }
                return true
            }
            let decided: Bool? = suppressions().map { $0.suppresses(hit.source) } ?? false
            s.order.append(key)
            s.tallies[key] = Tally(id: hit.id, source: hit.source, count: decided == true ? 0 : 1, firstSeen: time, lastSeen: time,
                                   detail: hit.detail, track: track, site: nil, suppressed: decided)
            if decided == true { s.suppressedCount += 1 }
            return decided != true
        }
    }

    /// The records, deduplicated by kind, API and call site, in order of first occurrence;
    /// `extra` suppressions leave out more. `threadNumber` may name a record's thread by its
    /// track (a simulation under the deterministic clock names threads by number).
    public func violations(excluding extra: Suppressions? = nil) -> [ThreadViolation] {
        records(excluding: extra, threadNumber: nil)
    }

    package func records(excluding extra: Suppressions? = nil, threadNumber: ((String) -> UInt64?)? = nil) -> [ThreadViolation] {
        resolvePending()
        let tallies = state.withLock { s in s.order.compactMap { s.tallies[$0] } }
        return ThreadViolation.merged(tallies.compactMap { tally -> ThreadViolation? in
            guard tally.suppressed == false, let site = tally.site else { return nil }
            let stable = tally.track.flatMap { track in threadNumber?(track) }
            let record = tally.source.record(id: tally.id, count: tally.count, firstSeen: tally.firstSeen, lastSeen: tally.lastSeen,
                                             detail: tally.detail, stableThread: stable, site: site)
            return extra?.suppresses(record) == true ? nil : record
        })
    }

    /// The record of the stack `id` names, merged with the records of the same call site (nil
    /// when suppressed, or not kept here).
    package func record(id: UInt64) -> ThreadViolation? {
        resolvePending()
        return state.withLock { s -> ThreadViolation? in
            guard let tally = s.tallies.values.first(where: { $0.id == id }), tally.suppressed == false, let site = tally.site else {
                return nil
            }
            var merged = tally.source.record(id: tally.id, count: 0, firstSeen: tally.firstSeen, lastSeen: tally.lastSeen,
                                             detail: tally.detail, site: site)
            for other in s.tallies.values where other.suppressed == false && other.source.kind == tally.source.kind
                && other.source.api == tally.source.api && other.site?.frames.first == site.frames.first {
                merged.count += other.count
                merged.firstSeen = min(merged.firstSeen, other.firstSeen)
                merged.lastSeen = max(merged.lastSeen, other.lastSeen)
            }
            return merged
        }
    }

    /// Whether the stack `id` names is counted here (suppressed or not).
    package func contains(id: UInt64) -> Bool {
        state.withLock { s in s.tallies.values.contains { $0.id == id } }
    }

    /// Occurrences the suppressions left out.
    package var suppressedCount: Int {
        resolvePending()
        return state.withLock { $0.suppressedCount }
    }

    /// Forgets every report.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// Works out the call sites not known yet (outside the lock: symbolication can be slow),
    /// and decides the suppressions that needed them.
    private func resolvePending() {
        let pending = state.withLock { s in s.tallies.filter { $0.value.site == nil && $0.value.suppressed != true } }
        guard !pending.isEmpty else { return }
        let resolved = pending.map { ($0.key, $0.value.source.resolveSite()) }
        let suppressions = suppressions()
        state.withLock { s in
            for (key, site) in resolved where s.tallies[key]?.site == nil {
                s.tallies[key]!.site = site
                guard s.tallies[key]!.suppressed == nil else { continue }
                let tally = s.tallies[key]!
                let suppressed = suppressions?.suppresses(tally.source.record(count: 0, firstSeen: 0, lastSeen: 0, site: site)) ?? false
                s.tallies[key]!.suppressed = suppressed
                if suppressed { s.suppressedCount += tally.count }
            }
        }
    }
}

extension Suppressions {
    /// Whether these suppressions leave out a report from `source`: nil when that depends on the
    /// call site (a file suppression).
    public func suppresses(_ source: ViolationSource) -> Bool? {
        if apis.isEmpty && types.isEmpty && files.isEmpty && selectors.isEmpty { return false }
        let unsited = source.record(count: 0, firstSeen: 0, lastSeen: 0, site: ResolvedSite(frames: [], note: nil))
        if suppresses(unsited) { return true }
        return needsCallSite ? nil : false
    }

    /// These suppressions and `other`'s together.
    public func merging(_ other: Suppressions?) -> Suppressions {
        guard let other else { return self }
        return Suppressions(apis: apis.union(other.apis), types: types.union(other.types), files: files + other.files,
                            selectors: selectors.union(other.selectors))
    }
}
