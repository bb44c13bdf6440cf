import Foundation
import Synchronization
import ThreadCheckerHooks

/// The exclusive right to touch main-bound state (a UI, say).
///
/// The code that serves the main queue's work holds the turn for the whole of each turn
/// (``begin()`` / ``end()``); while it does, calls from that thread are free: ``enter(_:_:)``
/// is one atomic load and a compare. A call from any other thread, or from main-queue code
/// that runs outside a turn, takes the slow path: if it is not on the main queue it is
/// reported to ``MainThreadChecker``, then it waits for the turn, runs holding it, and gives
/// it back. Misused from background queues, the guarded state is still only ever touched by
/// one thread at a time.
///
/// The turn is re-entrant: a thread that holds it can enter again without blocking.
///
/// A holder that blocks in a Dispatch wait (`DispatchSemaphore.wait`, `DispatchGroup.wait`)
/// lends the turn for as long as it waits, and takes it back before it runs on: main-queue
/// code that waits for background work which touches the UI then finishes (the background
/// calls are reported), where a turn kept through the wait would deadlock — on a device the
/// app would race instead.
public final class MainTurn: @unchecked Sendable {
    /// The process-wide turn.
    public static let shared: MainTurn = {
        let turn = MainTurn(isShared: true)
        DispatchHooks.install(for: turn)
        return turn
    }()

    /// Called on the holder's thread, holding the turn, just before it blocks in a Dispatch wait
    /// or a `sync`: work the holder's owner keeps back (a simulation's background tasks, held
    /// until the frame ends) must start now, since the holder may be waiting for it. Set once,
    /// before the turn is used.
    nonisolated(unsafe) public static var holderWillWait: (() -> Void)?

    /// Whether `holderWillWait` is called at all: false where the Dispatch waits are not
    /// interposed (ThreadSanitizer's own interceptors take them, or Dispatch is linked
    /// statically). Work must then not be held back, since a holder waiting for it could not
    /// be seen.
    public static let seesHolderWaits: Bool = DispatchHooks.isActive

    /// Whether a holder blocked in a Dispatch wait lends the turn: true where this process's
    /// Dispatch calls can be interposed (dynamically linked binaries).
    public static let lendsThroughDispatchWaits: Bool = DispatchHooks.isActive

    /// `ThreadIdentity.current` of the holder, or 0. (Visible to inlined `enter` and
    /// `isHeldByCurrentThread`, so the fast path compiles into the caller.)
    @usableFromInline let owner = Atomic<UInt>(0)
    /// Guards `holder`; waiters sleep on it.
    private let condition = NSCondition()
    private var holder: UInt = 0
    /// The next ticket to give a waiter, and the tickets of the waiters queued because they
    /// waited too long, in the order they queued (guarded by `condition`).
    private var nextTicket: UInt64 = 0
    private var starvingWaiters: [UInt64] = []
    /// How long a waiter races for the turn before it queues for it.
    static let starvationBound: TimeInterval = 0.001
    /// The main-queue holder's facts, for hang reports (set when it takes the turn).
    private let holderFacts = Locked<HolderFacts?>(nil)
    /// Nesting depth of the holder; only the holder reads or writes it.
    private var depth = 0
    /// When the current main-queue holder took the turn (uptime ns), or 0: the hang watchdog
    /// reads it.
    let heldSince = Atomic<UInt64>(0)
    /// Bumped on every main-queue turn, so the watchdog reports each hang once.
    let turnNumber = Atomic<UInt64>(0)
    /// Where the holder blocks while it lends the turn (read by reports on other threads).
    let lentAt = Locked<CapturedStack?>(nil)

    /// How long an off-main call waits for the turn before the wait is reported as a likely
    /// deadlock (the holder waiting for the very thread that calls).
    public var stuckHolderTimeout: TimeInterval {
        get { stuckTimeout.withLock { $0 } }
        set { stuckTimeout.withLock { $0 = newValue } }
    }
    private let stuckTimeout = Locked<TimeInterval>(2)

    public convenience init() { self.init(isShared: false) }

    /// Whether this is ``shared``, whose holder's thread-local flag is kept.
    private let isShared: Bool

    private init(isShared: Bool) { self.isShared = isShared }

    /// Whether the calling thread holds the turn.
    @inlinable
    public var isHeldByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == ThreadIdentity.current
    }

    /// Whether the calling thread holds the process-wide turn (``shared``'s): one thread-local
    /// load, without touching `shared` itself.
    @inlinable
    public static var isSharedTurnHeldByCurrentThread: Bool {
        mtc_current_thread_holds_turn() != 0
    }

    /// Takes the turn (waiting for it if another thread holds it).
    public func begin() {
        let me = ThreadIdentity.current
        if owner.load(ordering: .relaxed) == me {
            depth += 1
            return
        }
        acquire(me, reportingAs: nil)
        depth = 1
    }

    /// Gives the turn back after the matching ``begin()``.
    public func end() {
        precondition(isHeldByCurrentThread, "MainTurn.end() without begin() on this thread")
        depth -= 1
        if depth == 0 { release() }
    }

    /// The entry of a main-bound API of `object`. Returns false on the fast path (the caller
    /// holds the turn); returns true when it took the turn, and the caller must call
    /// ``exit()``.
    @inlinable
    public func enter(_ api: StaticString, _ object: AnyObject? = nil) -> Bool {
        if owner.load(ordering: .relaxed) == ThreadIdentity.current { return false }
        return enterSlow(api, object)
    }

    /// Ends a call that ``enter(_:_:)`` let in on the slow path.
    @inlinable
    public func exit() {
        end()
    }

    /// The report the slow path of the entry now running made: always nil now — an entry that
    /// needs its report takes the turn with ``takeTurn(for:)`` and reports the call itself.
    @available(*, deprecated, message: "Entries report their calls themselves; read the records from MainThreadChecker or a scope's ledger.")
    public func takeEntryViolation() -> ViolationHit? { nil }

    /// ``enter(_:_:)`` past its fast path (the caller does not hold the turn): takes the turn and
    /// reports a call from off the main queue, to the scope of the code running.
    @inline(never)
    public func enterSlow(_ api: StaticString, _ object: AnyObject?) -> Bool {
        if takeTurn(for: api) { MainThreadChecker.shared.record(.offMainCall, api: api, object: object) }
        return true
    }

    /// Takes the turn for a call of `api` by a thread that does not hold it, and says whether the
    /// call comes from off the main queue — a report its caller makes, holding the turn (the
    /// owner of the object it touched is read then). The caller gives the turn back with
    /// ``exit()``.
    @inline(never)
    package func takeTurn(for api: StaticString) -> Bool {
        let me = ThreadIdentity.current
        let offMain = !ThreadIdentity.isOnMainQueue
        acquire(me, reportingAs: offMain ? api : nil)
        depth = 1
        return offMain
    }

    // MARK: - Taking and giving back

    /// Waits for the turn. From a background call (`api` set), a wait longer than
    /// `stuckHolderTimeout` is reported once, with where the holder is, and the wait goes on
    /// (running beside a holder that is not provably blocked could corrupt its state).
    ///
    /// The turn goes to whichever waiter takes it first (fast under contention), except that a
    /// waiter kept waiting longer than `starvationBound` queues for it, and those queued are
    /// served in order before anyone else: the main queue, which gives the turn back and takes
    /// it again every frame, would otherwise win every race and keep background callers
    /// waiting for seconds (Go's mutex has the same two modes).
    private func acquire(_ me: UInt, reportingAs api: StaticString?) {
        let timeout = api == nil ? 0 : stuckHolderTimeout
        var reported = false
        var starving = false
        condition.lock()
        let ticket = nextTicket
        nextTicket &+= 1
        if holder != 0 || !starvingWaiters.isEmpty {
            let start = Date()
            let starvesAt = start.addingTimeInterval(Self.starvationBound)
            let stuckAt = start.addingTimeInterval(timeout)
            while holder != 0 || (!starvingWaiters.isEmpty && starvingWaiters.first != ticket) {
                if !starving {
                    if !condition.wait(until: starvesAt) {
                        starving = true
                        starvingWaiters.append(ticket)
                    }
                } else if timeout > 0 && !reported {
                    if !condition.wait(until: stuckAt) {
                        // Past the bound: report a holder that keeps the turn; a turn that is
                        // moving (passing down the queue) is not stuck. Either way, once.
                        reported = true
                        guard holder != 0 else { continue }
                        let blockedHolder = holder
                        condition.unlock()
                        reportStuck(api: api!, holder: blockedHolder, waited: timeout)
                        condition.lock()
                    }
                } else {
                    condition.wait()
                }
            }
            if starving { starvingWaiters.removeFirst() }
        }
        holder = me
        owner.store(me, ordering: .releasing)
        condition.unlock()
        if isShared { mtc_set_current_thread_holds_turn(1) }
        if api == nil, ThreadIdentity.isOnMainQueue {
            mtc_prepare_thread()
            if holderFacts.withLock({ $0?.thread != me }) {
                let facts = HolderFacts(thread: me, systemID: ThreadIdentity.systemThreadID, name: ThreadIdentity.currentName,
                                        queueLabel: ThreadIdentity.currentQueueLabel, isProcessMainThread: ThreadIdentity.isProcessMainThread)
                holderFacts.withLock { $0 = facts }
            }
            turnNumber.add(1, ordering: .relaxed)
            heldSince.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
        }
    }

    private func release() {
        if isShared { mtc_set_current_thread_holds_turn(0) }
        heldSince.store(0, ordering: .releasing)
        condition.lock()
        holder = 0
        owner.store(0, ordering: .releasing)
        condition.broadcast()
        condition.unlock()
    }

    /// Called by the interposed Dispatch waits: a holder about to block lends the turn.
    /// Returns the depth to restore (0: the caller did not hold it).
    func lendForBlockingWait() -> Int {
        guard isHeldByCurrentThread else { return 0 }
        let saved = depth
        let stack = CallSiteResolver.captureStack(limit: 24)
        lentAt.withLock { $0 = stack }
        depth = 0
        release()
        return saved
    }

    /// The wait returned: take the turn back before running on.
    func reclaimAfterWait(depth saved: Int) {
        acquire(ThreadIdentity.current, reportingAs: nil)
        depth = saved
        lentAt.withLock { $0 = nil }
    }

    /// The facts of the thread that took the turn last on the main queue.
    var holderSnapshot: HolderFacts? { holderFacts.withLock { $0 } }

    private func reportStuck(api: StaticString, holder: UInt, waited: TimeInterval) {
        var frames = [UInt](repeating: 0, count: 32)
        let count = frames.withUnsafeMutableBufferPointer { Int(mtc_sample_thread(holder, $0.baseAddress, 32, 200)) }
        let holderSite = count > 0 ? CallSiteResolver.resolve(CapturedStack(addresses: Array(frames.prefix(count))), limit: 3).frames : []
        var detail = "This call has waited \(waited) s for the main turn. The main thread holds it"
        detail += holderSite.isEmpty ? " and could not be sampled" : ", at \(holderSite.map(\.description).joined(separator: " ← "))"
        detail += "; it is most likely waiting for this very thread (on a device: a deadlock, or a race). Waiting on."
        MainThreadChecker.shared.record(.mainThreadBlocked, api: api, detail: detail)
    }
}

/// The thread that holds the main queue's turn, as reports describe it.
struct HolderFacts: Sendable {
    let thread: UInt
    let systemID: UInt64
    let name: String?
    let queueLabel: String
    let isProcessMainThread: Bool
}
