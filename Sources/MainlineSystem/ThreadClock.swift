import Foundation
import Synchronization
import ThreadCheckerHooks

/// The calling thread's clocks, and its account of time spent blocked, for measuring the app's
/// own time on the main thread.
///
/// While a thread is marked as measuring (``setMeasuring(_:)``), the Dispatch waits that
/// ThreadChecker interposes (`DispatchSemaphore.wait`, `DispatchGroup.wait`, `sync` onto a busy
/// queue) and the sleeps (`nanosleep`, `usleep`, `sleep`, `Thread.sleep`) add the wall time they
/// blocked to the thread's blocked time (``takeBlockedNanoseconds()``), and a wait of a
/// millisecond or more is told to ``BlockingWaits/observer``.
public enum ThreadClock {
    /// The calling thread's CPU time, in nanoseconds (a system call: about half a microsecond
    /// on Linux).
    @inlinable
    public static var cpuNanoseconds: Int64 { mtc_thread_cpu_ns() }

    /// The CPU time of `thread` (a `ThreadIdentity.current` value), read from any thread; nil
    /// when it cannot be read.
    public static func cpuNanoseconds(of thread: UInt) -> Int64? {
        let value = mtc_thread_cpu_ns_of(thread)
        return value >= 0 ? value : nil
    }

    /// The monotonic clock, in nanoseconds (tens of nanoseconds).
    @inlinable
    public static var monotonicNanoseconds: Int64 { mtc_monotonic_ns() }

    /// Marks the calling thread as running measured code (its waits then count as blocked).
    @inlinable
    public static func setMeasuring(_ measuring: Bool) {
        mtc_set_thread_measuring(measuring ? 1 : 0)
    }

    /// Whether the calling thread is running measured code.
    @inlinable
    public static var isMeasuring: Bool { mtc_is_thread_measuring() != 0 }

    /// The nanoseconds the calling thread spent blocked while measuring, since the last call.
    @inlinable
    public static func takeBlockedNanoseconds() -> Int64 {
        mtc_take_thread_blocked_ns()
    }
}

/// A wait of a millisecond or more made by measured code: what it waited on, how long, where.
public struct BlockingWait: Sendable {
    public enum Kind: String, Sendable {
        /// `DispatchSemaphore.wait`.
        case semaphore
        /// `DispatchGroup.wait`.
        case group
        /// `DispatchQueue.sync` onto a queue that was busy.
        case sync
        /// `Thread.sleep`, `usleep`, `sleep`, `nanosleep`.
        case sleep
    }

    public var kind: Kind
    /// The label of the queue a `sync` waited for.
    public var queueLabel: String?
    /// The address of the semaphore, group or queue (0 for a sleep).
    public var object: UInt
    /// Wall time blocked.
    public var nanoseconds: Int64

    /// What it waited on, in words ("DispatchSemaphore 0x7f…", "DispatchQueue.sync onto
    /// com.example.db").
    public var subject: String {
        switch kind {
        case .semaphore: "a DispatchSemaphore (0x\(String(object, radix: 16)))"
        case .group: "a DispatchGroup (0x\(String(object, radix: 16)))"
        case .sync: "DispatchQueue.sync onto \(queueLabel.map { "'\($0)'" } ?? "a queue") while it was busy"
        case .sleep: "a sleep"
        }
    }
}

/// Where long waits of measured code are told.
public enum BlockingWaits {
    /// Called on the waiting thread, after the wait, for every wait of a millisecond or more made
    /// while the thread was measuring.
    public static var observer: (@Sendable (BlockingWait) -> Void)? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
    private static let current = Locked<(@Sendable (BlockingWait) -> Void)?>(nil)

    package static func didWait(kind: Int32, object: UnsafeMutableRawPointer?, nanoseconds: Int64) {
        guard let observer else { return }
        let waitKind: BlockingWait.Kind = switch kind {
        case MTC_WAIT_SEMAPHORE: .semaphore
        case MTC_WAIT_GROUP: .group
        case MTC_WAIT_SYNC: .sync
        default: .sleep
        }
        let label = waitKind == .sync && object != nil ? ThreadIdentity.label(ofQueue: UnsafeRawPointer(object)) : nil
        observer(BlockingWait(kind: waitKind, queueLabel: label, object: UInt(bitPattern: object), nanoseconds: nanoseconds))
    }
}

/// A slot each thread keeps for one owner's object (Mainline keeps there the simulation's
/// background work a thread is running): a thread-local pointer, read and written by the thread
/// itself, in a few nanoseconds.
public enum ThreadContextSlot {
    @inlinable
    public static var pointer: UnsafeMutableRawPointer? {
        get { mtc_get_thread_context() }
        set { mtc_set_thread_context(newValue) }
    }
}
