import Foundation

/// How a simulation's time advances: one interface for the virtual and the real clock, so the
/// frame loop has one code path.
///
/// Time is in simulation seconds from the simulation's start. The frame loop marks the
/// boundaries of phases (`mark()`), declares costs (`spend`), and moves to a vsync
/// (`advance(to:)`); everything that records a time asks `now`.
protocol SimulationClock: AnyObject {
    /// The current time.
    var now: TimeInterval { get }
    /// Declared cost (`Workload.spend`): time that passes on the main thread.
    func spend(_ seconds: TimeInterval)
    /// Moves to `time` if it is later than now: a vsync the frame loop waits for. The real
    /// clock sleeps until then; the virtual clock jumps.
    func advance(to time: TimeInterval)
    /// A frame begins (`true`) or ends (`false`): between frames the main thread is idle, and
    /// measured time (if counted) is not.
    func setFrameRunning(_ running: Bool)
}

/// Deterministic time: vsyncs and declared costs, optionally plus the CPU time measured while
/// frames run (`countsMeasuredTime`).
final class VirtualClock: SimulationClock {
    /// The time at the last fold of declared and measured time.
    private var base: TimeInterval = 0
    private var declared: TimeInterval = 0
    /// Whether measured time is added, and where the measurement started.
    var countsMeasuredTime = false
    private var measuring = false
    private var measuredStart: Double = 0

    var now: TimeInterval {
        var t = base + declared
        if measuring && countsMeasuredTime { t += monotonicSeconds() - measuredStart }
        return t
    }

    func spend(_ seconds: TimeInterval) {
        declared += seconds
    }

    func advance(to time: TimeInterval) {
        fold()
        if time > base { base = time }
    }

    func setFrameRunning(_ running: Bool) {
        fold()
        measuring = running
    }

    /// Folds declared and measured time into the base.
    private func fold() {
        base = now
        declared = 0
        measuredStart = monotonicSeconds()
    }
}

/// Wall-clock time since the simulation was made; vsyncs are waited for, declared costs keep
/// the thread busy.
final class RealClock: SimulationClock {
    private let start = monotonicSeconds()

    var now: TimeInterval { monotonicSeconds() - start }

    func spend(_ seconds: TimeInterval) {
        Workload.busyWait(seconds)
    }

    func advance(to time: TimeInterval) {
        let wait = time - now
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
    }

    func setFrameRunning(_ running: Bool) {}
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
