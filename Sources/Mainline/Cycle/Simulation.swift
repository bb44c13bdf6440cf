import Dispatch
import Foundation
import ThreadChecker

/// Runs UIKit-shaped code in a simulation of the main thread's update cycle and records what
/// each frame did.
///
/// ```swift
/// let sim = Simulation()            // 120 Hz, virtual clock, modern-phone cost model, 390 × 844 pt
/// sim.start { /* runs on main: make windows, controllers */ }
/// sim.perform { /* runs on main in the next frame's event phase */ }
/// sim.runFrames(3)                  // advance 3 vsyncs
/// sim.run(for: 600)                 // 10 simulated minutes: timers fire, idle vsyncs are skipped
/// sim.runUntilIdle(maxFrames: 600)  // until nothing is pending
/// ```
///
/// A frame is a chain of main-queue turns, so it runs whether the main thread spins
/// `RunLoop.main` (a command-line tool, XCTest) or the process parked it in `dispatchMain()`
/// (an `async` main, Swift Testing): turn A serves the event phase and the scheduler's due
/// work; the blocks queued on `DispatchQueue.main` by then run next, in FIFO order (the
/// main-queue phase); turn B runs the display links and the commit (constraints, layout,
/// display). The drivers may be called from the main thread or from any other thread or task;
/// the frames always run on the main queue.
///
/// Each simulation keeps its own world — clock, windows, display links, scheduler,
/// transactions, object ids, diagnostics, timeline — so several can run in one process, one
/// after another, interleaved or from several threads at once, and each records what it
/// would record alone.
///
/// Time (see `Clock`): the framework's work is charged by the cost model; the app's own code is
/// measured (`.virtual`, the default) or left out (`.deterministic`); costs declared with
/// `Workload.spend(milliseconds:)` count under every clock. A frame that overruns its budget
/// makes the vsyncs it overlaps go by, as on a device.
public final class Simulation: @unchecked Sendable {
    /// How time advances.
    public enum Clock: String, Sendable, Equatable, CaseIterable {
        /// The default: time advances by vsyncs, by the framework work the cost model charges,
        /// by costs the code declares, and by the app's own code as measured — its CPU time
        /// times the CPU scale, plus the time it spends blocked. Never waits, so a run is far
        /// faster than real time; counts and findings repeat from run to run, measured times
        /// vary a little.
        case virtual
        /// Like `.virtual`, without measuring: model and declared costs only. The same input
        /// gives the same records, byte for byte (for tests of exact times).
        case deterministic
        /// Paced to the wall clock: frames wait for real vsyncs and time is measured.
        case real
    }

    /// The refresh rate a simulation has unless it says otherwise: the default device's, 120 Hz.
    public static var defaultRefreshRate: Double { Device.default.refreshRate }
    /// The clock a simulation has unless it says otherwise: `.virtual`.
    public static let defaultClock: Clock = .virtual
    /// The cost model of earlier releases' default.
    @available(*, deprecated, message: "A device charges the framework's work now: Device.default.")
    public static var defaultCostModel: CostModel? { .modernPhone }

    /// How this simulation runs (its settings as checked: see `Configuration.validated()`).
    public let configuration: Configuration
    /// The device the simulation stands for.
    public var device: Device { configuration.device }
    /// Display refreshes per second.
    public let refreshRate: Double
    /// The display's timing: vsync times and the frame budget.
    public let timing: DisplayTiming
    public let clock: Clock
    /// The screen windows are made on.
    public let screen: UIScreen
    /// This simulation's world.
    let context: SimulationContext

    /// What a second of the host's CPU time counts as on the device (the app's measured code).
    @available(*, deprecated, message: "The device converts the app's measured time: see Device.appCode.")
    public var cpuScale: Double { context.loop.clock.appCodeFactor }

    /// The device's main costs as a cost model of earlier releases (nil when the device's work
    /// is free).
    @available(*, deprecated, message: "A device charges the framework's work now: see Simulation.device.")
    public var costModel: CostModel? { device.costs.isFree ? nil : device.legacyCostModel }

    /// Whether the app's code is measured (true under `.virtual`).
    @available(*, deprecated, message: "Choose the clock instead: .virtual measures the app's code, .deterministic does not.")
    public var countsMeasuredTime: Bool {
        get { inTurn { self.context.loop.clock.measuresAppCode } }
        set { inTurn { if !self.context.loop.clock.isReal { self.context.loop.clock.measuresAppCode = newValue } } }
    }

    /// Creates a simulation from `configuration`, checked first: a value out of range is
    /// replaced by its fallback and said so in the simulation's diagnostics.
    public init(_ configuration: Configuration) {
        let (checked, problems) = configuration.validated()
        self.configuration = checked
        timing = DisplayTiming(refreshRate: checked.effectiveRefreshRate)
        refreshRate = timing.refreshRate
        clock = checked.clock
        let size = checked.effectiveScreen
        screen = UIScreen(unchecked: CGRect(x: 0, y: 0, width: size.width, height: size.height), scale: size.scale,
                          maximumFramesPerSecond: Int(refreshRate.rounded()))
        RuntimeHooks.install()
        context = SimulationContext(timing: timing, screen: screen, clock: clock, timeline: checked.timeline, device: checked.device)
        for problem in problems { DiagnosticCenter.report(.invalidConfiguration, "Mainline: \(problem).", in: context) }
    }

    /// Creates a simulation of `device` (the default device unless given) on `clock`, keeping
    /// its timeline as `timeline` says; `refreshRate`, `screenSize` and `scale` override the
    /// device's display and screen. A `costModel` or `cpuScale` (the settings of earlier
    /// releases) make a device of their own: the model's costs, the app's CPU time times the
    /// scale.
    public convenience init(refreshRate: Double? = nil, clock: Clock = Simulation.defaultClock, screenSize: CGSize? = nil,
                            scale: CGFloat? = nil, timeline: TimelineOptions = TimelineOptions(),
                            costModel: CostModel? = .fromDevice, cpuScale: Double? = nil, device: Device = .default) {
        let device = device.replacingCosts(costModel: costModel, cpuScale: cpuScale)
        var screen: Device.Screen?
        if screenSize != nil || scale != nil {
            screen = Device.Screen(width: screenSize.map { Double($0.width) } ?? device.screen.width,
                                   height: screenSize.map { Double($0.height) } ?? device.screen.height,
                                   scale: scale.map { Double($0) } ?? device.screen.scale)
        }
        self.init(Configuration(device: device, clock: clock, refreshRate: refreshRate, screen: screen, timeline: timeline))
    }

    // MARK: - Driving

    /// Runs `body` on the main queue as the app's launch, then commits (frame 0).
    public func start(_ body: @MainActor () -> Void) {
        onMainQueue { withoutActuallyEscaping(body) { body in self.context.runEventTurn(events: onTheTurnNonSendable(body)) } }
        finishFrame()
    }

    /// Runs `body` on the main queue in the next frame's event phase (from any thread).
    public func perform(_ body: @escaping @MainActor @Sendable () -> Void) {
        context.loop.enqueuePerform(onTheTurn(body))
    }

    /// Runs `body` on the main queue once `delay` simulation seconds have passed (in the
    /// main-queue phase of the first frame at or after that time), and then every `interval`
    /// seconds if one is given, until cancelled. Under the virtual clock the wait costs no
    /// real time: `run(for:)` and `runUntilIdle` skip the idle vsyncs in between.
    @discardableResult
    public func schedule(after delay: TimeInterval, repeating interval: TimeInterval? = nil,
                         _ body: @escaping @MainActor @Sendable () -> Void) -> ScheduledWork {
        // A wait that never ends never comes due.
        guard delay.isFinite else { return ScheduledWork() }
        let delay = TimeAmount(seconds: max(0, delay))
        let interval = interval.flatMap { $0.isFinite && $0 > 0 ? TimeAmount(seconds: $0) : nil }
        // On the main queue, from now; from another thread (which must not wait for a frame to
        // end), from the time the frame loop last published.
        let now: Instant
        if MainTurn.shared.isHeldByCurrentThread || ThreadIdentity.isOnMainQueue {
            now = context.turn { context.loop.clock.now }
        } else {
            now = context.loop.publishedNow
        }
        return context.loop.scheduler.schedule(at: now + delay, repeating: interval, onTheTurn(body))
    }

    /// Advances `count` vsyncs, running the frames that start in them (idle ones included).
    public func runFrames(_ count: Int) {
        let target = inTurn { self.context.loop.nextVsync } + max(0, count)
        while inTurn({ self.context.loop.nextVsync }) < target { runFrame() }
    }

    /// Runs frames until one finds nothing to do and nothing is pending, or `maxFrames` ran.
    /// Work scheduled for later is pending: the idle vsyncs before it are skipped (so a
    /// repeating timer keeps the simulation busy). Returns whether it became idle.
    @discardableResult
    public func runUntilIdle(maxFrames: Int = 600) -> Bool {
        for _ in 0..<max(0, maxFrames) {
            runFrame()
            if !inTurn({ self.context.skipIdleVsyncs() }) { return true }
        }
        return false
    }

    /// Runs the frames of the next `duration` simulation seconds. Vsyncs with nothing to do
    /// are skipped (under the virtual clock they cost nothing; under the real clock they are
    /// waited out), so a run that waits ten minutes for a timer takes milliseconds.
    public func run(for duration: TimeInterval) {
        run(for: duration, stoppingWhen: { false })
    }

    /// `run(for:)` that looks at `shouldStop` before each frame and, when it says so, stops
    /// there (at the end of the frame that ran last), the clock left where that frame ended.
    public func run(for duration: TimeInterval, stoppingWhen shouldStop: () -> Bool) {
        let end = inTurn { self.context.loop.clock.now } + TimeAmount(seconds: max(0, duration.isFinite ? duration : 0))
        while inTurn({ self.context.prepareFrame(before: end) }) {
            if shouldStop() { return inTurn { self.context.loop.publishTime() } }
            runFrame()
        }
        inTurn { self.context.finishRun(at: end) }
        if clock == .real { context.loop.clock.advance(to: end) }  // waited outside the turn
    }

    /// `runFrames(_:)` without blocking a thread.
    public func runFrames(_ count: Int) async {
        let target = await inTurnAsync { self.context.loop.nextVsync } + max(0, count)
        while await inTurnAsync({ self.context.loop.nextVsync }) < target { await runFrameAsync() }
    }

    /// `runUntilIdle(maxFrames:)` without blocking a thread.
    @discardableResult
    public func runUntilIdle(maxFrames: Int = 600) async -> Bool {
        for _ in 0..<max(0, maxFrames) {
            await runFrameAsync()
            if await !inTurnAsync({ self.context.skipIdleVsyncs() }) { return true }
        }
        return false
    }

    /// `run(for:)` without blocking a thread.
    public func run(for duration: TimeInterval) async {
        let end = await inTurnAsync { self.context.loop.clock.now } + TimeAmount(seconds: max(0, duration.isFinite ? duration : 0))
        while await inTurnAsync({ self.context.prepareFrame(before: end) }) { await runFrameAsync() }
        await inTurnAsync { self.context.finishRun(at: end) }
        if clock == .real { await sleep(until: end) }
    }

    // MARK: - Results

    /// The frames kept (every frame, unless the timeline's retention keeps only the last ones),
    /// in order.
    public var frames: [FrameRecord] { timeline.map(\.record) }

    /// The timeline of the frames kept: for each frame, its tree of spans and its events, with
    /// their call sites (symbolicated now, each distinct stack once).
    public var timeline: [FrameTimeline] { ProfileAccumulator.resolvingCallSites(context.loop.timeline.frames) }

    /// Every diagnostic reported while this simulation ran (unsatisfiable constraints,
    /// feedback loops, refused input…).
    public var diagnostics: [LayoutDiagnostic] { context.diagnostics }

    /// The notifications the app posted to assistive technologies (`UIAccessibility.post`) in
    /// this simulation, oldest first, with an announcement's text.
    public var accessibilityNotifications: [(notification: UIAccessibility.Notification, text: String?)] {
        inTurn { self.context.app.accessibilityNotifications }
    }

    /// The UI calls made off the main queue on this simulation's objects, or by its background
    /// work (deduplicated by API and call site), in the order they first happened. Each
    /// simulation keeps its own: simulations running side by side do not see each other's.
    public var threadViolations: [ThreadViolation] { context.threadViolations }

    /// The current time in simulation seconds (read on the main queue, holding the turn).
    public var now: TimeInterval { clockNow.seconds }

    /// The current time (read on the main queue, holding the turn).
    package var clockNow: Instant {
        inTurn { self.context.loop.clock.now }
    }

    /// Whether views left ambiguous by their constraints are reported (once each) when a
    /// layout pass applies their frames (default true). Process-wide: a scope's
    /// `MainlineConfiguration` overrides it (`withMainlineConfiguration`).
    @available(*, deprecated, message: "Process-wide: set it for a scope with withMainlineConfiguration (or a test's .mainline trait).")
    public static var diagnosesAmbiguity: Bool {
        get { processDiagnosesAmbiguity }
        set { ambiguityFlag.withLock { $0 = newValue } }
    }
    static var processDiagnosesAmbiguity: Bool { ambiguityFlag.withLock { $0 } }
    private static let ambiguityFlag = Locked(true)

    /// Whether diagnostics are also printed to standard error, as UIKit logs them (default).
    /// Process-wide: a scope's `MainlineConfiguration` overrides it (`withMainlineConfiguration`).
    @available(*, deprecated, message: "Process-wide: set it for a scope with withMainlineConfiguration (or a test's .mainline trait).")
    public static var printsDiagnostics: Bool {
        get { DiagnosticCenter.printsToStandardError }
        set { DiagnosticCenter.printsToStandardError = newValue }
    }

    // MARK: - Frames

    /// One frame, blocking the caller: the background work finishes, then turn A, the main
    /// queue's blocks, turn B.
    private func runFrame() {
        context.waitForBackgroundWork()
        paceToNextVsync()
        onMainQueue { self.context.runEventTurn() }
        finishFrame()
    }

    private func runFrameAsync() async {
        if clock != .real {
            let context = self.context
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async(group: nil, qos: .unspecified, flags: []) {
                    context.waitForBackgroundWork()
                    done.resume()
                }
            }
        }
        if clock == .real {
            await sleep(until: await inTurnAsync { self.context.loop.timing.instant(ofVsync: self.context.loop.nextVsync) })
        }
        await onMainQueueAsync { self.context.runEventTurn() }
        await onMainQueueAsync { self.context.runCommitTurn() }
    }

    /// After turn A: let the main queue's blocks run, then turn B. On the process's main
    /// thread the run loop serves the blocks; from another thread, turn B is a main-queue
    /// block queued after them.
    private func finishFrame() {
        if ThreadIdentity.isProcessMainThread {
            MainRunLoopTurn.serveIfNeeded()
        }
        onMainQueue { self.context.runCommitTurn() }
    }

    /// With the real clock, suspends until the simulation time `time` (no thread is blocked).
    private func sleep(until time: Instant) async {
        let wait = time - context.loop.clock.now
        if wait > .zero { try? await Task.sleep(nanoseconds: UInt64(wait.nanoseconds)) }
    }

    /// With the real clock, sleeps until the next frame's vsync (outside the turn, so
    /// background threads are not held up).
    private func paceToNextVsync() {
        guard clock == .real else { return }
        let due = inTurn { self.context.loop.timing.instant(ofVsync: self.context.loop.nextVsync) }
        context.loop.clock.advance(to: due)
    }

    // MARK: - Main-queue turns

    /// Runs `body` on the main queue holding this simulation's turn, and waits.
    func inTurn<T>(_ body: () -> T) -> T {
        onMainQueue { context.turn(body) }
    }

    /// `inTurn` without blocking a thread.
    private func inTurnAsync<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await onMainQueueAsync { self.context.turn(body) }
    }

    /// Runs `body` on the main queue and waits: inline on the process's main thread or on the
    /// main queue, with `DispatchQueue.main.sync` from other threads.
    private func onMainQueue<T>(_ body: () -> T) -> T {
        if ThreadIdentity.isProcessMainThread || ThreadIdentity.isOnMainQueue {
            return body()
        }
        return DispatchQueue.main.sync(execute: body)
    }

    private func onMainQueueAsync<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { continuation.resume(returning: body()) }
        }
    }
}
