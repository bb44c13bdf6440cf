import Dispatch
import Foundation
import ThreadCheckerHooks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@_silgen_name("dispatch_queue_get_label")
private func dispatchQueueGetLabel(_ queue: UnsafeRawPointer?) -> UnsafePointer<CChar>?

@_silgen_name("dispatch_get_current_queue")
private func dispatchGetCurrentQueue() -> UnsafeRawPointer?

@_silgen_name("dispatch_queue_get_qos_class")
private func dispatchQueueGetQoSClass(_ queue: UnsafeRawPointer?, _ relativePriority: UnsafeMutablePointer<Int32>?) -> UInt32

#if os(Linux)
// A GNU extension that Glibc's module map does not expose.
@_silgen_name("pthread_getname_np")
private func linuxPthreadGetname(_ thread: pthread_t, _ name: UnsafeMutablePointer<CChar>, _ length: Int) -> Int32
#endif

/// Facts about the calling thread and queue, cheap enough for hot paths where noted.
///
/// "On main" means running on the main queue. On Linux the main queue is drained by the
/// process's main thread only while `RunLoop.main` runs there; after `dispatchMain()` (or in
/// an `async` main) worker threads drain it. So the queue is the truth, and the thread is a
/// separate fact.
public enum ThreadIdentity {
    /// The calling thread's `pthread_self()` as an integer: a few nanoseconds.
    @inlinable
    public static var current: UInt {
        #if os(Linux)
        return UInt(pthread_self())
        #else
        return UInt(bitPattern: pthread_self())
        #endif
    }

    /// The queue the caller runs on, as an address: a few nanoseconds (a key, not a name).
    public static var currentQueueAddress: UInt {
        UInt(bitPattern: dispatchGetCurrentQueue())
    }

    /// The label of the queue the caller runs on (the main queue's is `com.apple.main-thread`).
    public static var currentQueueLabel: String {
        guard let label = dispatchQueueGetLabel(nil) else { return "" }
        return String(cString: label)
    }

    /// The label of the queue at `queue`.
    static func label(ofQueue queue: UnsafeRawPointer?) -> String? {
        dispatchQueueGetLabel(queue).map { String(cString: $0) }
    }

    /// Whether the caller runs on the main queue, on whatever thread.
    public static var isOnMainQueue: Bool {
        guard let label = dispatchQueueGetLabel(nil) else { return false }
        return strcmp(label, "com.apple.main-thread") == 0
    }

    /// Whether the caller is the process's main thread (not the same as the main queue): a
    /// few nanoseconds (the ids are asked of the kernel once per thread).
    public static var isProcessMainThread: Bool {
        #if os(Linux)
        return mtc_is_process_main_thread() != 0
        #else
        return pthread_main_np() != 0
        #endif
    }

    /// The kernel's id for the calling thread (what debuggers and `ps` show).
    public static var systemThreadID: UInt64 {
        #if os(Linux)
        return UInt64(mtc_thread_id())
        #else
        var tid: UInt64 = 0
        pthread_threadid_np(nil, &tid)
        return tid
        #endif
    }

    /// The calling thread's name, if it has one.
    public static var currentName: String? {
        var buffer = [CChar](repeating: 0, count: 64)
        #if os(Linux)
        guard linuxPthreadGetname(pthread_self(), &buffer, buffer.count) == 0 else { return nil }
        #else
        guard pthread_getname_np(pthread_self(), &buffer, buffer.count) == 0 else { return nil }
        #endif
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// The quality of service of the queue the caller runs on, as Dispatch numbers it (33
    /// user-interactive … 9 background, 0 unspecified). A queue made without one reports its
    /// target's: a global queue's is in its label (`com.apple.root.utility-qos`).
    public static var currentQoS: Int {
        let qos = Int(dispatchQueueGetQoSClass(dispatchGetCurrentQueue(), nil))
        if qos != 0 { return qos }
        let label = currentQueueLabel
        for (name, value) in [("user-interactive", 0x21), ("user-initiated", 0x19), ("default", 0x15), ("utility", 0x11), ("background", 0x09)]
        where label.hasPrefix("com.apple.root.\(name)-qos") {
            return value
        }
        return 0
    }
}
