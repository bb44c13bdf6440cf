import Foundation

/// A moment on a simulation's clock, in whole nanoseconds from the simulation's start (vsync 0).
///
/// Inside Mainline every time is an `Instant` or a ``TimeAmount`` (as swift-nio keeps
/// `NIODeadline` and `TimeAmount`): sums and comparisons are exact, with no tolerances.
/// Seconds (`TimeInterval`) and milliseconds appear only at the public edges — the UIKit-shaped
/// API, the records' public properties, the profile and its reports.
package struct Instant: Hashable, Comparable, Sendable {
    package var nanoseconds: Int64

    @inlinable package init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The instant `seconds` from the start, rounded to the nanosecond (a non-finite value is
    /// the far past or future).
    @inlinable package init(seconds: TimeInterval) { nanoseconds = TimeAmount.nanoseconds(in: seconds) }

    /// The simulation's start.
    package static let zero = Instant(nanoseconds: 0)
    /// Later than every time a run reaches.
    package static let distantFuture = Instant(nanoseconds: .max)

    /// Seconds from the start, for the public edges.
    @inlinable package var seconds: TimeInterval { Double(nanoseconds) / 1e9 }

    @inlinable package static func < (a: Instant, b: Instant) -> Bool { a.nanoseconds < b.nanoseconds }

    @inlinable package static func + (a: Instant, b: TimeAmount) -> Instant {
        Instant(nanoseconds: a.nanoseconds.addingReportingOverflow(b.nanoseconds).overflow
                    ? (b.nanoseconds > 0 ? .max : .min) : a.nanoseconds + b.nanoseconds)
    }

    @inlinable package static func - (a: Instant, b: TimeAmount) -> Instant { a + TimeAmount(nanoseconds: -b.nanoseconds) }

    @inlinable package static func - (a: Instant, b: Instant) -> TimeAmount { TimeAmount(nanoseconds: a.nanoseconds &- b.nanoseconds) }

    @inlinable package static func += (a: inout Instant, b: TimeAmount) { a = a + b }
}

/// A length of simulation time in whole nanoseconds (see ``Instant``).
package struct TimeAmount: Hashable, Comparable, Sendable, AdditiveArithmetic {
    package var nanoseconds: Int64

    @inlinable package init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// `seconds` rounded to the nanosecond (non-finite: the longest or shortest amount).
    @inlinable package init(seconds: TimeInterval) { nanoseconds = Self.nanoseconds(in: seconds) }

    /// `milliseconds` rounded to the nanosecond.
    @inlinable package init(milliseconds: Double) { nanoseconds = Self.nanoseconds(in: milliseconds / 1e3) }

    @inlinable package static func nanoseconds(_ n: Int64) -> TimeAmount { TimeAmount(nanoseconds: n) }

    package static let zero = TimeAmount(nanoseconds: 0)

    /// In seconds, for the public edges.
    @inlinable package var seconds: TimeInterval { Double(nanoseconds) / 1e9 }
    /// In milliseconds, for the profile and its reports.
    @inlinable package var milliseconds: Double { Double(nanoseconds) / 1e6 }

    @inlinable package static func < (a: TimeAmount, b: TimeAmount) -> Bool { a.nanoseconds < b.nanoseconds }
    @inlinable package static func + (a: TimeAmount, b: TimeAmount) -> TimeAmount { TimeAmount(nanoseconds: a.nanoseconds &+ b.nanoseconds) }
    @inlinable package static func - (a: TimeAmount, b: TimeAmount) -> TimeAmount { TimeAmount(nanoseconds: a.nanoseconds &- b.nanoseconds) }
    @inlinable package static func * (a: TimeAmount, n: Int) -> TimeAmount { TimeAmount(nanoseconds: a.nanoseconds &* Int64(n)) }

    /// Seconds as whole nanoseconds, rounded (exact for times the simulation made, which are
    /// whole nanoseconds); a non-finite value is the largest or smallest.
    @inlinable package static func nanoseconds(in seconds: TimeInterval) -> Int64 {
        guard seconds.isFinite else { return seconds > 0 ? .max : .min }
        let ns = (seconds * 1e9).rounded()
        return ns >= 9.2e18 ? .max : ns <= -9.2e18 ? .min : Int64(ns)
    }
}
