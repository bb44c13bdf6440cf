import Foundation
import Synchronization

/// The exclusive right to touch main-bound state (a UI, say).
///
/// The code that serves the main queue's work holds the turn for the whole of each turn
/// (``begin()`` / ``end()``); while it does, calls from that thread are free: ``enter(_:)`` is
/// one atomic load and a compare. A call from any other thread, or from main-queue code that
/// runs outside a turn, takes the slow path: if it is not on the main queue it is reported to
/// ``MainThreadChecker``, then it waits for the turn, runs holding it, and gives it back.
/// Misused from background queues, the guarded state is still only ever touched by one thread
/// at a time.
///
/// The turn is re-entrant: a thread that holds it can enter again without blocking.
public final class MainTurn: @unchecked Sendable {
    /// The process-wide turn.
    public static let shared = MainTurn()

    /// `ThreadIdentity.current` of the holder, or 0. (Visible to inlined `enter` and
    /// `isHeldByCurrentThread`, so the fast path compiles into the caller.)
    @usableFromInline let owner = Atomic<UInt>(0)
    private let lock = NSLock()
    /// Nesting depth of the holder; only the holder reads or writes it.
    private var depth = 0

    /// How long an off-main call waits for the turn before the wait is reported as a likely
    /// deadlock (the holder waiting for the very thread that calls).
    public var stuckHolderTimeout: TimeInterval = 2

    public init() {}

    /// Whether the calling thread holds the turn.
    @inlinable
    public var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == ThreadIdentity.current
    }

    /// Takes the turn (waiting for it if another thread holds it).
    public func begin() {
        let me = ThreadIdentity.current
        if owner.load(ordering: .relaxed) == me {
            depth += 1
            return
        }
        lock.lock()
        owner.store(me, ordering: .releasing)
        depth = 1
    }

    /// Gives the turn back after the matching ``begin()``.
    public func end() {
        precondition(isHeldByCurrentThread, "MainTurn.end() without begin() on this thread")
        depth -= 1
        if depth == 0 {
            owner.store(0, ordering: .releasing)
            lock.unlock()
        }
    }

    /// The entry of a main-bound API. Returns false on the fast path (the caller holds the
    /// turn); returns true when it took the turn, and the caller must call ``exit()``.
    @inlinable
    public func enter(_ api: StaticString) -> Bool {
        if owner.load(ordering: .relaxed) == ThreadIdentity.current { return false }
        return enterSlow(api)
    }

    /// Ends a call that ``enter(_:)`` let in on the slow path.
    @inlinable
    public func exit() {
        end()
    }

    @usableFromInline @inline(never)
    func enterSlow(_ api: StaticString) -> Bool {
        if !ThreadIdentity.isOnMainQueue {
            MainThreadChecker.shared.recordViolation(api: api)
            return takeFromBackground(api)
        }
        begin()
        return true
    }

    /// Waits for the turn from off the main queue. A holder that keeps it for
    /// `stuckHolderTimeout` is most likely blocked waiting for this thread (a main-queue
    /// `wait` on background work that touches the UI): that is reported, and the wait goes on,
    /// since running concurrently with the holder could corrupt its state.
    private func takeFromBackground(_ api: StaticString) -> Bool {
        let me = ThreadIdentity.current
        var reported = false
        while !lock.lock(before: Date(timeIntervalSinceNow: stuckHolderTimeout)) {
            if !reported {
                reported = true
                MainThreadChecker.shared.recordStuckHolder(api: api, waited: stuckHolderTimeout)
            }
        }
        owner.store(me, ordering: .releasing)
        depth = 1
        return true
    }
}
