#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#else
import Mainline
#endif

/// A piece of UIKit work to time on a device and to count in Mainline, for fitting a device's
/// costs (`mainline calibrate`). Written against UIKit's API only, so the same source compiles in
/// an iOS test target (where XCTest times it on the phone) and here (where Mainline counts the
/// framework operations it does).
///
/// Each workload has a few sizes; `prepare(size)` builds what the timed part needs (not timed)
/// and returns the timed part. Run both on the main thread.
public struct CalibrationWorkload {
    /// The workload's name in the measurements file (`labels.short`).
    public let name: String
    /// What it does, in a line.
    public let summary: String
    /// The sizes it runs at (how many views, labels, constraints…).
    public let sizes: [Int]
    /// Builds the untimed setup for `size` and returns the work to time.
    public let prepare: (Int) -> () -> Void

    public init(name: String, summary: String, sizes: [Int], prepare: @escaping (Int) -> () -> Void) {
        self.name = name
        self.summary = summary
        self.sizes = sizes
        self.prepare = prepare
    }

    /// The workload named `name`, if there is one.
    public static func named(_ name: String) -> CalibrationWorkload? {
        all.first { $0.name == name }
    }
}
