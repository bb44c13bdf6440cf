import Foundation

/// A value guarded by a lock. It uses a pthread mutex (`NSLock`) rather than the
/// Synchronization module's `Mutex`, whose futex-based implementation on Linux is invisible
/// to ThreadSanitizer: with this one, the runtime stays clean under `--sanitize=thread`.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
