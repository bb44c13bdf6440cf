import Foundation
import Synchronization
import ThreadChecker

/// A handle on work given to a simulation's scheduler: cancel it before it runs (a repeating
/// one, to stop it).
public final class ScheduledWork: Sendable {
    private let cancelled = Locked(false)

    /// Stops the work from running again. Cancelling from inside its own body stops a
    /// repeating one after this run.
    public func cancel() {
        cancelled.withLock { $0 = true }
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { cancelled.withLock { $0 } }
}

/// A simulation's timed work, ordered by deadline, ties in the order it was scheduled (as
/// swift-nio's `EmbeddedEventLoop` orders its scheduled tasks), run in the main-queue phase
/// of the first frame that starts at or after its deadline. Any thread may schedule; only the
/// frame loop runs the work.
final class Scheduler: @unchecked Sendable {
    struct Item {
        var deadline: TimeInterval
        let sequence: UInt64
        /// Repeats every `interval` seconds after the deadline (nil: once).
        let interval: TimeInterval?
        let kind: SpanKind
        let name: String
        let handle: ScheduledWork
        let body: () -> Void

        /// Earlier deadline first; the same deadline, earlier scheduled first.
        func precedes(_ other: Item) -> Bool {
            deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
        }
    }

    private struct State {
        var heap: [Item] = []
        var nextSequence: UInt64 = 0
    }
    private let state = Locked(State())
    /// Items in the heap, readable without the lock (most frames have none due).
    private let itemCount = Atomic<Int>(0)

    /// Adds work due at `deadline` (simulation seconds).
    @discardableResult
    func schedule(at deadline: TimeInterval, repeating interval: TimeInterval? = nil, kind: SpanKind = .scheduledWork,
                  name: String = "", _ body: @escaping () -> Void) -> ScheduledWork {
        let handle = ScheduledWork()
        state.withLock { s in
            s.nextSequence += 1
            s.heap.append(Item(deadline: deadline, sequence: s.nextSequence, interval: interval, kind: kind, name: name,
                               handle: handle, body: body))
            siftUp(&s.heap, from: s.heap.count - 1)
            itemCount.store(s.heap.count, ordering: .releasing)
        }
        return handle
    }

    /// The earliest deadline of work not cancelled, if any.
    var nextDeadline: TimeInterval? {
        guard itemCount.load(ordering: .acquiring) > 0 else { return nil }
        return state.withLock { s in
            while let first = s.heap.first, first.handle.isCancelled { _ = popFirst(&s.heap) }
            itemCount.store(s.heap.count, ordering: .releasing)
            return s.heap.first?.deadline
        }
    }

    var isEmpty: Bool { nextDeadline == nil }

    /// Takes the next item due by `time` that was scheduled before `sequenceLimit` (work
    /// scheduled while the due work runs waits for the next frame, even with no delay), and
    /// puts a repeating item back at its next deadline after `time` (missed periods are
    /// skipped, as a late `Timer` skips them).
    func takeDue(by time: TimeInterval, scheduledBefore sequenceLimit: UInt64) -> Item? {
        guard itemCount.load(ordering: .acquiring) > 0 else { return nil }
        return state.withLock { s in
            defer { itemCount.store(s.heap.count, ordering: .releasing) }
            while let first = s.heap.first, first.deadline <= time, first.sequence <= sequenceLimit {
                let item = popFirst(&s.heap)
                guard !item.handle.isCancelled else { continue }
                if let interval = item.interval {
                    var next = item
                    let periods = max(1, ((time - item.deadline) / interval).rounded(.down) + 1)
                    next.deadline = item.deadline + periods * interval
                    s.heap.append(next)
                    siftUp(&s.heap, from: s.heap.count - 1)
                }
                return item
            }
            return nil
        }
    }

    /// The sequence number of the last work scheduled.
    var lastSequence: UInt64 { state.withLock { $0.nextSequence } }

    // MARK: - Binary heap

    private func siftUp(_ heap: inout [Item], from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func popFirst(_ heap: inout [Item]) -> Item {
        let first = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < heap.count, heap[left].precedes(heap[best]) { best = left }
            if right < heap.count, heap[right].precedes(heap[best]) { best = right }
            if best == parent { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return first
    }
}
