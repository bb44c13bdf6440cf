import Foundation
import Synchronization
import ThreadChecker

/// A handle on work given to a simulation's scheduler: cancel it before it runs (a repeating
/// one, to stop it).
public final class ScheduledWork: Sendable {
    /// The work; cancelling drops it at once, with whatever it captured.
    private let body: Locked<(() -> Void)?>

    init(_ body: (() -> Void)? = nil) {
        self.body = Locked(body)
    }

    /// Stops the work from running again. Cancelling from inside its own body stops a
    /// repeating one after this run.
    public func cancel() {
        body.withLock { $0 = nil }
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { body.withLock { $0 == nil } }

    /// The work, unless cancelled.
    var work: (() -> Void)? { body.withLock { $0 } }
}

/// A simulation's timed work, ordered by deadline, ties in the order it was scheduled (as
/// swift-nio's `EmbeddedEventLoop` orders its scheduled tasks), run in the main-queue phase
/// of the first frame that starts at or after its deadline. Any thread may schedule; only the
/// frame loop runs the work.
final class Scheduler: @unchecked Sendable {
    struct Item {
        /// The first deadline; a repeating item's n-th is `first + n × interval` (exact integer
        /// arithmetic: it does not drift).
        let first: Instant
        var firing = 0
        let sequence: UInt64
        /// Repeats every `interval` after the first deadline (nil: once).
        let interval: TimeAmount?
        let kind: SpanKind
        let name: String
        /// Whether the work is the app's code (measured as the app's time) or the framework's.
        let isApp: Bool
        let handle: ScheduledWork

        var deadline: Instant { first + (interval ?? .zero) * firing }

        /// Earlier deadline first; the same deadline, earlier scheduled first.
        func precedes(_ other: Item) -> Bool {
            deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
        }
    }

    private struct State {
        var heap: [Item] = []
        var nextSequence: UInt64 = 0
        /// The heap size at which cancelled items are swept out.
        var sweepAt = 64
    }
    private let state = Locked(State())
    /// Items in the heap, readable without the lock (most frames have none due).
    private let itemCount = Atomic<Int>(0)

    /// Adds work due at `deadline`.
    @discardableResult
    func schedule(at deadline: Instant, repeating interval: TimeAmount? = nil, kind: SpanKind = .scheduledWork,
                  name: String = "", isApp: Bool = true, _ body: @escaping () -> Void) -> ScheduledWork {
        let handle = ScheduledWork(body)
        // A repeat shorter than a nanosecond repeats every nanosecond.
        let interval = interval.map { max($0, .nanoseconds(1)) }
        state.withLock { s in
            if s.heap.count >= s.sweepAt { sweep(&s) }
            s.nextSequence += 1
            s.heap.append(Item(first: deadline, sequence: s.nextSequence, interval: interval, kind: kind, name: name, isApp: isApp,
                               handle: handle))
            siftUp(&s.heap, from: s.heap.count - 1)
            itemCount.store(s.heap.count, ordering: .releasing)
        }
        return handle
    }

    /// The earliest deadline of work not cancelled, if any.
    var nextDeadline: Instant? {
        guard itemCount.load(ordering: .acquiring) > 0 else { return nil }
        return state.withLock { s in
            while let first = s.heap.first, first.handle.isCancelled { _ = popFirst(&s.heap) }
            itemCount.store(s.heap.count, ordering: .releasing)
            return s.heap.first?.deadline
        }
    }

    var isEmpty: Bool { nextDeadline == nil }

    /// Takes the next item due by `time` that was scheduled before `sequenceLimit` (work
    /// scheduled while the due work runs waits for the next frame, even with no delay), with
    /// its work, and puts a repeating item back at its next deadline after `time` (missed
    /// periods are skipped, as a late `Timer` skips them).
    func takeDue(by time: Instant, scheduledBefore sequenceLimit: UInt64) -> (item: Item, work: () -> Void)? {
        guard itemCount.load(ordering: .acquiring) > 0 else { return nil }
        return state.withLock { s in
            defer { itemCount.store(s.heap.count, ordering: .releasing) }
            while let first = s.heap.first, first.deadline <= time, first.sequence <= sequenceLimit {
                let item = popFirst(&s.heap)
                guard let work = item.handle.work else { continue }
                if let interval = item.interval {
                    var next = item
                    let periods = (time - item.first).nanoseconds / interval.nanoseconds
                    next.firing = max(item.firing + 1, Int(periods) + 1)
                    s.heap.append(next)
                    siftUp(&s.heap, from: s.heap.count - 1)
                }
                return (item, work)
            }
            return nil
        }
    }

    /// The sequence number of the last work scheduled.
    var lastSequence: UInt64 { state.withLock { $0.nextSequence } }

    // MARK: - Binary heap

    /// Drops cancelled items (their work is already released) and rebuilds the heap.
    private func sweep(_ s: inout State) {
        s.heap.removeAll { $0.handle.isCancelled }
        for i in stride(from: s.heap.count / 2 - 1, through: 0, by: -1) { siftDown(&s.heap, from: i) }
        s.sweepAt = max(64, 2 * s.heap.count)
    }

    private func siftUp(_ heap: inout [Item], from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(_ heap: inout [Item], from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < heap.count, heap[left].precedes(heap[best]) { best = left }
            if right < heap.count, heap[right].precedes(heap[best]) { best = right }
            if best == parent { return }
            heap.swapAt(parent, best)
            parent = best
        }
    }

    private func popFirst(_ heap: inout [Item]) -> Item {
        let first = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        siftDown(&heap, from: 0)
        return first
    }
}
