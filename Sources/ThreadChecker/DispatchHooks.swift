import Dispatch
import Foundation
import ThreadCheckerHooks

/// What the interposed `dispatch_sync`, `dispatch_semaphore_wait` and `dispatch_group_wait`
/// (ThreadCheckerHooks) do before and after the real ones.
enum DispatchHooks {
    static func install(for turn: MainTurn) {
        mtc_set_hooks(mtc_hooks(
            will_sync: { queue in DispatchHooks.willSync(queue) },
            will_block: { _ in DispatchHooks.willBlock() },
            did_block: { token in DispatchHooks.didBlock(token) },
            did_wait: { kind, object, nanoseconds in BlockingWaits.didWait(kind: kind, object: object, nanoseconds: nanoseconds) }))
        HangWatchdog.shared.start(watching: turn)
    }

    /// Whether this process's Dispatch calls come here (false with a statically linked
    /// Dispatch: the checker then cannot see main-queue syncs, and a main-queue wait for
    /// background UI work is only reported, not lent through).
    static var isActive: Bool { mtc_interposition_active() != 0 }

    private static let mainQueue = UInt(bitPattern: mtc_main_queue())

    /// `DispatchQueue.main.sync` from the main queue would deadlock: report it, and have the
    /// block run inline.
    private static func willSync(_ queue: UnsafeMutableRawPointer?) -> Int32 {
        if MainTurn.isSharedTurnHeldByCurrentThread { MainTurn.holderWillWait?() }
        guard UInt(bitPattern: queue) == mainQueue, ThreadIdentity.isOnMainQueue else { return 0 }
        MainThreadChecker.shared.record(
            .mainQueueSyncDeadlock, api: "DispatchQueue.main.sync",
            detail: "A sync onto the queue the caller runs on never returns (libdispatch stops the app with "
                + "\"dispatch_sync called on queue already owned by current thread\"). Use async, or call the code directly.")
        return 1
    }

    private static func willBlock() -> Int {
        if MainTurn.isSharedTurnHeldByCurrentThread { MainTurn.holderWillWait?() }
        return MainTurn.shared.lendForBlockingWait()
    }

    private static func didBlock(_ token: Int) {
        MainTurn.shared.reclaimAfterWait(depth: token)
    }
}
