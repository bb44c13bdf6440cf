import Foundation

/// Monotonic nanoseconds.
@inline(__always)
public func nowNanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Times `body` `reps` times and returns the samples in seconds.
public func sample(reps: Int, _ body: () -> Void) -> [Double] {
    (0..<reps).map { _ in
        let start = nowNanoseconds()
        body()
        return Double(nowNanoseconds() - start) / 1e9
    }
}

/// The median of some samples.
public func median(_ samples: [Double]) -> Double {
    let s = samples.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// A value the optimiser cannot see through.
@inline(never)
public func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
