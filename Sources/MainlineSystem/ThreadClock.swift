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

    /// Marks the calling thread as running the app's own code (whether or not it is measured).
    @inlinable
    public static func setInAppCode(_ inAppCode: Bool) {
        mtc_set_thread_in_app_code(inAppCode ? 1 : 0)
    }

    /// Whether the calling thread is running the app's own code.
    @inlinable
    public static var isInAppCode: Bool { mtc_is_thread_in_app_code() != 0 }

    /// A call from the app's code into the framework begins (see `mtc_framework_call_begin`):
    /// true when it is one, and `endFrameworkCall()` must follow.
    @inlinable
    public static func beginFrameworkCall() -> Bool { mtc_framework_call_begin() != 0 }

    /// The call `beginFrameworkCall()` began returns.
    @inlinable
    public static func endFrameworkCall() { mtc_framework_call_end() }

    /// The wall nanoseconds the app's calls into the framework took since the last take (an
    /// open call's up to now), while app code was measured.
    @inlinable
    public static func takeFrameworkCallNanoseconds() -> Int64 { mtc_take_framework_call_ns() }

    /// How many calls the app's code made into the framework since the last take.
    @inlinable
    public static func takeFrameworkCalls() -> Int { Int(mtc_take_framework_calls()) }

    /// Sets aside the open framework calls while a span of code runs inside them; returns what
    /// to give back to `resumeFrameworkCalls(_:)` when it closes.
    @inlinable
    public static func suspendFrameworkCalls() -> Int32 { mtc_suspend_framework_calls() }

    /// Gives back the framework calls `suspendFrameworkCalls()` set aside.
    @inlinable
    public static func resumeFrameworkCalls(_ depth: Int32) { mtc_resume_framework_calls(depth) }

    /// For the long wait being told on this thread: the return address into the app's code it
    /// was called from, found by scanning the stack above the interposed call (nil when none
    /// was found). An unwinder can step past that frame in a system library without frame
    /// pointers (Dispatch's Swift overlay); this is where it returns.
    public static func takeWaitCallerHint() -> UInt? {
        let hint = mtc_take_wait_caller_hint()
        return hint == 0 ? nil : UInt(hint)
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
