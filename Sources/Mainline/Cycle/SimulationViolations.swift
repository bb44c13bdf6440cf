import Foundation
import Synchronization
import ThreadChecker

/// The off-main UI calls made on one simulation's objects or by its background work: counted in
/// the simulation's ledger as they happen (on the calling thread, holding the main turn), put on
/// the timeline at the next turn in the order of the background work that made them, and read as
/// records merged by call site.
final class SimulationViolations: @unchecked Sendable {
    /// An occurrence not yet on the timeline, with where it stands in the order of the
    /// simulation's background work.
    private struct Pending {
        let source: ViolationSource
        let trackKey: String
        let trackName: String
        let threadID: UInt64
        /// Its task's submission path and its place among the task's calls (nil: no task of
        /// this simulation made it).
        let order: [UInt32]?
        let arrival: Int
    }

    private struct State {
        var pending: [Pending] = []
        /// Background tracks by queue (or thread), numbered in the order they first appear on the
        /// timeline (under the deterministic clock, these numbers stand for thread ids).
        var trackNumbers: [String: UInt64] = [:]
    }

    private let ledger: ViolationLedger
    private let state = Locked(State())
    /// Whether events wait to go on the timeline (checked without the lock, every turn).
    private let hasPending = Atomic<Bool>(false)

    /// A simulation's records, leaving out what `suppressions` suppresses.
    init(suppressions: @escaping @Sendable () -> Suppressions?) {
        ledger = ViolationLedger(suppressions: suppressions)
    }

    /// Counts an occurrence made now by the calling thread, at `time`, by `task` (a background
    /// task of this simulation, if one made it). A repeat costs a table lookup.
    func note(_ hit: ViolationHit, at time: Instant, task: BackgroundTask?) {
        let label = ThreadIdentity.currentQueueLabel
        let trackName = label.isEmpty ? (ThreadIdentity.currentName ?? "thread") : label
        let trackKey = label.isEmpty ? "thread \(ThreadIdentity.systemThreadID)" : label
        guard ledger.count(hit, at: time.seconds, track: trackKey) else { return }
        let order = task.map { $0.path + [$0.nextViolation()] }
        state.withLock { s in
            if s.pending.count < 10_000 {
                s.pending.append(Pending(source: hit.source, trackKey: trackKey, trackName: trackName,
                                         threadID: ThreadIdentity.systemThreadID, order: order, arrival: s.pending.count))
            }
            hasPending.store(true, ordering: .releasing)
        }
    }

    /// Puts the occurrences noted since the last call on `timeline` at `now`, in the order of the
    /// background work that made them (then in the order they came), numbering the tracks that
    /// first appear; with `stableThreads`, a track's number stands for its thread id.
    func flush(to timeline: TimelineRecorder, at now: Instant, stableThreads: Bool) {
        guard hasPending.load(ordering: .acquiring) else { return }
        let (pending, numbers) = state.withLock { s -> ([Pending], [String: UInt64]) in
            hasPending.store(false, ordering: .releasing)
            let pending = s.pending.sorted { a, b in
                switch (a.order, b.order) {
                case let (x?, y?): x != y ? x.lexicographicallyPrecedes(y) : a.arrival < b.arrival
                case (_?, nil): true
                case (nil, _?): false
                case (nil, nil): a.arrival < b.arrival
                }
            }
            s.pending = []
            for p in pending where s.trackNumbers[p.trackKey] == nil { s.trackNumbers[p.trackKey] = UInt64(s.trackNumbers.count + 1) }
            return (pending, s.trackNumbers)
        }
        for p in pending {
            let track = ThreadTrack(threadID: stableThreads ? numbers[p.trackKey] ?? 0 : p.threadID, name: p.trackName, isMain: false)
            timeline.add(TimelineEvent(kind: .threadViolation, name: p.source.api,
                                       message: "\(p.source.api) called off the main thread, from \(p.trackName)",
                                       at: now, track: track, stack: p.source.stack))
        }
    }

    /// The records, deduplicated by API and call site as the checker does (the call sites are
    /// worked out now), in the order of their first occurrence; with `stableThreads` a record's
    /// thread is named by the number of its track (1 for the first background queue seen).
    func records(stableThreads: Bool) -> [ThreadViolation] {
        let numbers = state.withLock { $0.trackNumbers }
        return ledger.records(threadNumber: stableThreads ? { numbers[$0] ?? 0 } : nil).sorted { a, b in
            if a.firstSeen != b.firstSeen { return a.firstSeen < b.firstSeen }
            if a.api != b.api { return a.api < b.api }
            return (a.callSite?.description ?? "") < (b.callSite?.description ?? "")
        }
    }
}
