import Foundation
import ThreadChecker

/// A simulation's time, and where it comes from: the one owner of the clock, the device's
/// charges, the measurement of the app's own code, and declared costs.
///
/// - **Framework work** that Mainline does differently from a device (views, constraints, the
///   solver, layout passes, text, images, drawing, the render server) is counted operation by
///   operation and charged at the device's costs (``charge(_:_:)``): the host's cost of
///   Mainline's solver is not a device's cost of UIKit's.
/// - **The app's own code** — the spans of user code the frame loop opens (handlers, callbacks,
///   overridden layout, constraint and draw methods, blocks) — is measured under the `.virtual`
///   clock: its CPU time, from the thread's CPU clock, converted to the device's
///   (``appCodeFactor``), plus the wall time it spends blocked in waits and sleeps (unscaled).
///   Framework spans nested in user code pause the measurement: the device charges them.
/// - **Declared costs** (`Workload.spend`) stand for work that does not run here.
///
/// Time is kept in integer nanoseconds. Under `.virtual` and `.deterministic` it advances only
/// by these amounts and by waits for vsyncs, never by waiting; under `.real` it is the wall
/// clock, and only pacing and declared costs (kept busy) take real time.
///
/// Touched only by the thread that holds the simulation's turn.
final class SimulationClock {
    let kind: Simulation.Clock
    let timing: DisplayTiming
    /// What the framework's work costs.
    let costs: OperationCosts
    /// What a second of the host's CPU time counts as on the device.
    let appCodeFactor: Double
    /// How many of each operation the run has counted (by `DeviceOperation.index`).
    private(set) var operationCounts = [Int](repeating: 0, count: DeviceOperation.allCases.count)
    /// The run's time by source so far (what `frameSources` holds for a frame), the render
    /// server's charges and the app's host CPU time before conversion.
    private(set) var totals = FrameTimeSources()
    private(set) var totalRenderCharged = TimeAmount.zero
    private(set) var totalHostAppCPU = TimeAmount.zero
    /// Whether the app's code is measured (the `.virtual` clock, or an older simulation that
    /// asked for measured time with `countsMeasuredTime`).
    var measuresAppCode: Bool
    /// The timeline that spans' own time is written to.
    unowned let timeline: TimelineRecorder

    /// Virtual time since the simulation started.
    private var virtualNow = Instant.zero
    private let wallStart = ThreadClock.monotonicNanoseconds

    /// Where the time of the frame running came from.
    private(set) var frameSources = FrameTimeSources()

    /// One open span's measuring state: whether its own code is the app's, and its timeline
    /// token (-1 when the span is not recorded).
    private struct Level {
        let isApp: Bool
        let token: Int
    }
    private var levels: [Level] = []
    /// A measured segment is running: since `segmentCPU` (thread CPU time) on this thread.
    private var measuring = false
    private var segmentCPU: Int64 = 0
    private var cpuReader = ThreadCPUReader()

    /// The wall time the clock started at, as seconds since 1 January 2001
    /// (`CFAbsoluteTimeGetCurrent()` counts on from it).
    let referenceDateAtStart = Date().timeIntervalSinceReferenceDate

    init(kind: Simulation.Clock, timing: DisplayTiming, device: Device, timeline: TimelineRecorder) {
        self.kind = kind
        self.timing = timing
        costs = device.costs
        // (The host's speed is measured only where app code is: under the virtual clock.)
        appCodeFactor = kind == .virtual ? device.appCodeFactor(hostScore: HostSpeed.score(for: device)) : 1
        measuresAppCode = kind == .virtual
        self.timeline = timeline
        levels.reserveCapacity(32)
    }

    var isReal: Bool { kind == .real }

    /// Whether a long turn of this simulation shows in its own time (measured or real), so its
    /// profile reports the hang and the process-wide watchdog need not.
    var accountsHangs: Bool { measuresAppCode || kind == .real }

    // MARK: - Now

    /// The current time. Inside measured code it includes the code's time so far.
    var now: Instant {
        if kind == .real { return wallNow }
        if measuring { fold() }
        return virtualNow
    }

    /// The time as of the last span boundary, without reading the CPU clock (for stamps that
    /// need no more precision than that: invalidations, diagnostics).
    var roughNow: Instant {
        kind == .real ? wallNow : virtualNow
    }

    /// The current time as Core Animation's media time (`CACurrentMediaTime()`): seconds, the
    /// unit of every `CAMediaTiming` value. Animations keep their times in it.
    var mediaTime: CFTimeInterval { now.seconds }

    private var wallNow: Instant { Instant(nanoseconds: ThreadClock.monotonicNanoseconds - wallStart) }

    // MARK: - Charges

    /// Counts `count` of `operation` and charges it at the device's cost: main-thread work on
    /// the clock, render-server work to the frame's render time.
    @inline(__always)
    func charge(_ operation: DeviceOperation, _ count: Int = 1) {
        guard count > 0 else { return }
        operationCounts[operation.index] &+= count
        let amount = costs.time(of: operation, count: count)
        if operation.isRenderServer {
            chargeRender(amount)
        } else {
            chargeModel(amount)
        }
    }

    /// Framework work the device charges (nothing under the real clock, whose wall time
    /// already holds it).
    @inline(__always)
    func chargeModel(_ amount: TimeAmount) {
        guard kind != .real, amount > .zero else { return }
        if measuring { fold() }
        virtualNow += amount
        frameSources.modelTime += amount
        totals.modelTime += amount
    }

    /// Render-server work the device charges, to the frame's render time.
    func chargeRender(_ amount: TimeAmount) {
        guard kind != .real, amount > .zero else { return }
        timeline.addRenderTime(amount)
        totalRenderCharged += amount
    }

    /// A cost the code declared: time that passes on the main thread in the current span (under
    /// the real clock, the thread is kept busy that long).
    func spend(_ amount: TimeAmount) {
        guard amount > .zero else { return }
        if kind == .real {
            Workload.busyWait(amount)
            return
        }
        if measuring { fold() }
        virtualNow += amount
        frameSources.declaredTime += amount
        totals.declaredTime += amount
        if let level = levels.last(where: \.isApp), level.token >= 0 { timeline.addSelfTime(amount, to: level.token) }
    }

    /// Waits until `instant`: a vsync. The virtual clock jumps; the real one sleeps.
    func advance(to instant: Instant) {
        if kind == .real {
            let wait = instant - wallNow
            if wait > .zero { Thread.sleep(forTimeInterval: wait.seconds) }
        } else if instant > virtualNow {
            if measuring { fold() }
            virtualNow = instant
        }
    }

    /// A frame begins: its sources start from zero.
    func beginFrame() {
        frameSources = FrameTimeSources()
    }

    // MARK: - Measuring the app's code

    /// A span opens: its own code is the app's (`isApp`) or the framework's. Returns the depth
    /// to give back to ``leave(to:)``.
    @inline(__always)
    func enter(isApp: Bool, token: Int) -> Int {
        let depth = levels.count
        guard measuresAppCode else {
            levels.append(Level(isApp: isApp, token: token))
            return depth
        }
        let cpu = measuring ? endSegment() : nil
        levels.append(Level(isApp: isApp, token: token))
        if isApp { beginSegment(cpu: cpu) }
        return depth
    }

    /// The span opened at `depth` closes: its own time so far is written to it, and the
    /// enclosing span's state comes back.
    @inline(__always)
    func leave(to depth: Int) {
        guard depth < levels.count else { return }
        let cpu = measuring ? endSegment() : nil
        levels.removeSubrange(depth...)
        if measuresAppCode, levels.last?.isApp == true { beginSegment(cpu: cpu) }
    }

    /// Gives the span opened at `depth` its timeline token (known once its start is read).
    @inline(__always)
    func setToken(_ token: Int, at depth: Int) {
        guard token >= 0, depth < levels.count else { return }
        levels[depth] = Level(isApp: levels[depth].isApp, token: token)
    }

    /// The token of the innermost open span of the app's code, if it is recorded.
    var innermostAppToken: Int? {
        guard let token = levels.last(where: \.isApp)?.token, token >= 0 else { return nil }
        return token
    }

    /// Runs framework work that app code called (`super.layoutSubviews()`, a table's tiling):
    /// the model charges it, so it is not measured.
    @inline(__always)
    func framework<T>(_ body: () throws -> T) rethrows -> T {
        guard measuring else { return try body() }
        let depth = enter(isApp: false, token: -1)
        defer { leave(to: depth) }
        return try body()
    }

    /// Whether app code is being measured now.
    var isMeasuring: Bool { measuring }

    /// Starts measuring the innermost span's code, from `cpu` (the thread's CPU time just read)
    /// or from now.
    private func beginSegment(cpu: Int64?) {
        _ = ThreadClock.takeBlockedNanoseconds()
        segmentCPU = cpu ?? cpuReader.read()
        ThreadProfiler.begin()
        ThreadClock.setMeasuring(true)
        measuring = true
    }

    /// Stops measuring: the segment's time goes to the innermost span, with the samples taken
    /// while it ran. Returns the thread's CPU time read at the end.
    private func endSegment() -> Int64 {
        let cpu = fold()
        measuring = false
        ThreadClock.setMeasuring(false)
        let samples = ThreadProfiler.end()
        if !samples.isEmpty, let token = levels.last?.token, token >= 0 { timeline.addSamples(samples, to: token) }
        return cpu
    }

    /// Adds the running segment's time so far to the clock and to the innermost span.
    @discardableResult
    private func fold() -> Int64 {
        let blocked = TimeAmount(nanoseconds: ThreadClock.takeBlockedNanoseconds())
        // (After a wait the kernel is asked: wall time then is not CPU time.)
        let cpu = cpuReader.read(fromKernel: blocked > .zero)
        let used = max(0, cpu - segmentCPU)
        segmentCPU = cpu
        let scaled = TimeAmount(nanoseconds: Int64((Double(used) * appCodeFactor).rounded()))
        let total = scaled + blocked
        guard total > .zero else { return cpu }
        frameSources.measuredTime += scaled
        frameSources.blockedTime += blocked
        totals.measuredTime += scaled
        totals.blockedTime += blocked
        totalHostAppCPU += TimeAmount(nanoseconds: used)
        if kind != .real { virtualNow += total }
        if let token = levels.last?.token, token >= 0 { timeline.addSelfTime(total, to: token) }
        return cpu
    }
}

/// The calling thread's CPU time for measuring segments of the app's code, without a system call
/// at every span boundary. The kernel is asked (about half a microsecond on Linux, and most
/// spans of app code are shorter than a few of those) at most once per `window` of wall time;
/// in between, on the same thread, CPU time is taken to advance with the monotonic clock (tens
/// of nanoseconds to read). A thread blocked or preempted in between has a longer wall interval
/// than the window, so the next reading asks the kernel again: a reading is off by less than the
/// window, readings never go back, and the error does not add up (each reading from the kernel
/// sets the account straight, and segments' times are differences of readings).
struct ThreadCPUReader {
    /// How long a kernel reading is extended by the wall clock (25 µs).
    static let window: Int64 = 25_000
    private var anchorCPU: Int64 = 0
    private var anchorWall = Int64.min / 2
    private var anchorThread: pthread_t?
    private var last: Int64 = 0

    mutating func read(fromKernel: Bool = false) -> Int64 {
        let wall = ThreadClock.monotonicNanoseconds
        let thread = pthread_self()
        let sameThread = anchorThread.map { pthread_equal($0, thread) != 0 } ?? false
        if !fromKernel, sameThread, wall &- anchorWall < Self.window {
            last = max(last, anchorCPU &+ (wall &- anchorWall))
            return last
        }
        let cpu = ThreadClock.cpuNanoseconds
        anchorCPU = cpu
        anchorWall = wall
        anchorThread = thread
        last = sameThread ? max(last, cpu) : cpu
        return last
    }
}
