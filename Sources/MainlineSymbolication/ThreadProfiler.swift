import Foundation
import MainlineSystem
import ThreadCheckerHooks

/// A sampling profiler for segments of a thread's own code: a timer on the thread's CPU clock
/// interrupts it every ``interval`` of CPU time it uses — never while it is blocked, however busy
/// the rest of the machine is — and, while a segment is open, records the interrupted stack (the
/// interrupted instruction first, then its callers' return addresses) into the thread's own
/// buffer. A segment keeps at most 256 samples, spread evenly over it. Symbolicating them is left
/// to whoever reports them.
public enum ThreadProfiler {
    /// CPU time between samples (0.5 ms).
    public static let interval: TimeInterval = 0.0005

    /// Opens a segment on the calling thread (the thread's timer is made the first time).
    /// Returns false when the timer cannot be made (nothing is sampled then).
    @inline(__always)
    @discardableResult
    public static func begin() -> Bool {
        mtc_profile_begin(Int(interval * 1e9)) != 0
    }

    /// Closes the calling thread's segment; returns the stacks sampled in it.
    @inline(__always)
    public static func end() -> [CapturedStack] {
        let count = Int(mtc_profile_end())
        guard count > 0 else { return [] }
        return collect(count)
    }

    @inline(never)
    private static func collect(_ count: Int) -> [CapturedStack] {
        var buffer = [UInt](repeating: 0, count: 48)
        return (0..<count).compactMap { i in
            let n = buffer.withUnsafeMutableBufferPointer { Int(mtc_profile_sample(Int32(i), $0.baseAddress, 48)) }
            return n > 0 ? CapturedStack(addresses: Array(buffer.prefix(n))) : nil
        }
    }
}
