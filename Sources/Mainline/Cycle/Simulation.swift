import Dispatch
import Foundation
import ThreadChecker

/// Runs UIKit-shaped code in a simulation of the main thread's update cycle and records what
/// each frame did.
///
/// ```swift
/// let sim = Simulation(refreshRate: 60, clock: .virtual)   // 390 × 844 pt screen
/// sim.start { /* runs on main: make windows, controllers */ }
/// sim.perform { /* runs on main in the next frame's event phase */ }
/// sim.runFrames(3)                  // advance 3 vsyncs
/// sim.runUntilIdle(maxFrames: 600)  // until nothing is pending
/// ```
///
/// A frame is a chain of main-queue turns, so it runs whether the main thread spins
/// `RunLoop.main` (a command-line tool, XCTest) or the process parked it in `dispatchMain()`
/// (an `async` main, Swift Testing): turn A serves the event phase; the blocks queued on
/// `DispatchQueue.main` by then run next, in FIFO order (the main-queue phase); turn B runs
/// the display links and the commit (constraints, layout, display). `runFrames` and
/// `runUntilIdle` may be called from the main thread or from any other thread or task; the
/// frames always run on the main queue.
///
/// Time: with the `.virtual` clock (the default) time advances by vsyncs and by the costs the
/// code declares with `Workload.spend(milliseconds:)` — the same input gives the same records,
/// bit for bit. A frame that overruns its budget makes the vsyncs it overlaps go by, as on a
/// device. With the `.real` clock, frames are paced to real vsyncs and their time is measured.
public final class Simulation: @unchecked Sendable {
    /// How time advances.
    public enum Clock: Sendable, Equatable {
        /// Deterministic: vsyncs and declared costs only.
        case virtual
        /// Wall-clock time and pacing.
        case real
    }

    /// Display refreshes per second.
    public let refreshRate: Double
    public let clock: Clock
    /// The screen windows are made on.
    public let screen: UIScreen
    /// With the virtual clock, whether the measured CPU time of each phase is added to its
    /// declared cost (off by default: results then depend on the machine).
    public var countsMeasuredTime = false

    // State of the main turn (touched only by the thread that holds it).
    var windows: [UIWindow] = []
    var displayLinks: [CADisplayLink] = []
    var appearancePending: [UIViewController] = []
    private var nextVsync = 0
    private var virtualNow: TimeInterval = 0
    private var realStart = monotonicSeconds()
    private var frameInProgress: FrameInProgress?
    /// Work seen since the last frame ended (for idle detection).
    var sawWork = false

    // State any thread may touch.
    private let shared = Locked(Shared())
    private struct Shared {
        var performs: [@Sendable () -> Void] = []
        var frames: [FrameRecord] = []
        var diagnostics: [LayoutDiagnostic] = []
    }

    /// Creates a simulation with a screen of `screenSize` points at `scale`.
    public init(refreshRate: Double = 60, clock: Clock = .virtual,
                screenSize: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3) {
        self.refreshRate = refreshRate > 0 && refreshRate.isFinite ? refreshRate : 60
        self.clock = clock
        screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale,
                          maximumFramesPerSecond: Int(self.refreshRate.rounded()))
    }

    // MARK: - The current simulation

    private static let currentBox = Locked<Simulation?>(nil)

    /// The simulation whose turn runs now (or ran last: blocks queued on the main queue
    /// between its turns belong to it).
    static var current: Simulation? {
        currentBox.withLock { $0 }
    }

    // MARK: - Driving

    /// Runs `body` on the main queue as the app's launch, then commits (frame 0).
    public func start(_ body: () -> Void) {
        onMainQueue { self.eventTurn(events: body) }
        finishFrameOnMain()
    }

    /// Runs `body` on the main queue in the next frame's event phase (from any thread).
    public func perform(_ body: @escaping @Sendable () -> Void) {
        shared.withLock { $0.performs.append(body) }
    }

    /// Advances `count` vsyncs, running the frames that start in them.
    public func runFrames(_ count: Int) {
        let target = nextVsyncOnMain() + max(0, count)
        while nextVsyncOnMain() < target {
            paceToNextVsync()
            runFrameBlocking()
        }
    }

    /// Runs frames until one finds nothing to do and nothing is pending, or `maxFrames` ran.
    /// Returns whether it became idle.
    @discardableResult
    public func runUntilIdle(maxFrames: Int = 600) -> Bool {
        for _ in 0..<max(0, maxFrames) {
            paceToNextVsync()
            runFrameBlocking()
            var idle = false
            onMainQueue { self.turn { idle = self.isIdle } }
            if idle { return true }
        }
        return false
    }

    /// `runFrames(_:)` without blocking a thread.
    public func runFrames(_ count: Int) async {
        let target = await onMainQueueAsync { self.nextVsync } + max(0, count)
        while await onMainQueueAsync({ self.nextVsync }) < target {
            paceToNextVsync()
            await onMainQueueAsync { self.eventTurn(events: {}) }
            await onMainQueueAsync { self.commitTurn() }
        }
    }

    /// `runUntilIdle(maxFrames:)` without blocking a thread.
    @discardableResult
    public func runUntilIdle(maxFrames: Int = 600) async -> Bool {
        for _ in 0..<max(0, maxFrames) {
            paceToNextVsync()
            await onMainQueueAsync { self.eventTurn(events: {}) }
            let idle = await onMainQueueAsync { () -> Bool in
                self.commitTurn()
                var idle = false
                self.turn { idle = self.isIdle }
                return idle
            }
            if idle { return true }
        }
        return false
    }

    // MARK: - Results

    /// Every frame so far, in order.
    public var frames: [FrameRecord] { shared.withLock { $0.frames } }

    /// Every diagnostic reported while this simulation ran (unsatisfiable constraints,
    /// feedback loops, refused input…).
    public var diagnostics: [LayoutDiagnostic] { shared.withLock { $0.diagnostics } }

    /// The current time in simulation seconds (read on the main queue, holding the turn).
    public var now: TimeInterval {
        var time: TimeInterval = 0
        onMainQueue { self.turn { time = self.clockTime() } }
        return time
    }

    /// Whether views left ambiguous by their constraints are reported (once each) when a
    /// layout pass applies their frames (default true).
    public static var diagnosesAmbiguity: Bool {
        get { ambiguityFlag.withLock { $0 } }
        set { ambiguityFlag.withLock { $0 = newValue } }
    }
    private static let ambiguityFlag = Locked(true)

    /// Whether diagnostics are also printed to standard error, as UIKit logs them (default).
    public static var printsDiagnostics: Bool {
        get { DiagnosticCenter.printsToStandardError }
        set { DiagnosticCenter.printsToStandardError = newValue }
    }

    // MARK: - Frames

    /// One frame, blocking the caller: turn A, the main queue's blocks, turn B.
    private func runFrameBlocking() {
        onMainQueue { self.eventTurn(events: {}) }
        finishFrameOnMain()
    }

    /// After turn A: let the main queue's blocks run, then turn B. On the process's main
    /// thread the run loop serves the blocks; from another thread, turn B is a main-queue
    /// block queued after them.
    private func finishFrameOnMain() {
        drainMainQueue()
        onMainQueue { self.commitTurn() }
    }

    /// Turn A: the event phase (on the main queue).
    private func eventTurn(events: () -> Void) {
        // All of it holding the turn: a background queue's serialised UI call may read the
        // frame in progress or note work.
        turn {
            let vsync = self.nextVsync
            let timestamp = Double(vsync) / self.refreshRate
            let frameStart = self.clock == .virtual ? max(self.virtualNow, timestamp) : max(self.clockTime(), timestamp)
            if self.clock == .virtual { self.virtualNow = frameStart }
            self.frameInProgress = FrameInProgress(index: self.shared.withLock { $0.frames.count }, vsync: vsync, timestamp: timestamp,
                                                   targetTimestamp: timestamp + 1 / self.refreshRate, start: frameStart)
            self.sawWork = false
            self.phase(.event) {
                events()
                let performs = self.shared.withLock { s -> [@Sendable () -> Void] in
                    defer { s.performs = [] }
                    return s.performs
                }
                for body in performs {
                    self.count(\.performs)
                    body()
                }
            }
            self.beginPhase(.mainQueue)
        }
    }

    /// Turn B: display links and the commit (on the main queue), which ends the frame.
    private func commitTurn() {
        turn {
            self.endPhase()
            self.phase(.displayLink) { self.fireDisplayLinks() }
            CommitPasses.beginBatch()
            self.phase(.constraints) { for w in self.windows { CommitPasses.updateConstraints(in: w) } }
            self.phase(.layout) { for w in self.windows { CommitPasses.layout(from: w) } }
            self.phase(.display) { for w in self.windows where !w.storedIsHidden { _ = CommitPasses.display(from: w) } }
            self.phase(.commit) { self.completeAppearances() }
            self.finishFrame()
        }
    }

    private func finishFrame() {
        guard let frame = frameInProgress else { return }
        frameInProgress = nil
        let end = clockTime()
        let record = FrameRecord(index: frame.index, vsync: frame.vsync, timestamp: frame.timestamp,
                                 targetTimestamp: frame.targetTimestamp, start: frame.start, end: end,
                                 phases: frame.phases, counters: frame.counters, synchronousLayouts: frame.synchronousLayouts)
        shared.withLock { $0.frames.append(record) }
        // The next frame starts at the first vsync after this one ends.
        let interval = 1 / refreshRate
        nextVsync = max(frame.vsync + 1, Int((end / interval - 1e-9).rounded(.up)))
    }

    /// Read holding the turn: work noted by a background queue's (serialised) UI call lands in
    /// `sawWork`.
    private var isIdle: Bool {
        !sawWork && shared.withLock { $0.performs.isEmpty } && appearancePending.isEmpty
            && !displayLinks.contains { !$0.storedIsPaused }
            && windows.allSatisfy { !$0.flagNeedsLayout && !$0.flagSubtreeNeedsLayout && !$0.flagNeedsUpdateConstraints
                && !$0.flagSubtreeNeedsUpdateConstraints
                // Display waits while a window is hidden.
                && ($0.storedIsHidden || (!$0.flagNeedsDisplay && !$0.flagSubtreeNeedsDisplay)) }
    }

    private func fireDisplayLinks() {
        guard let frame = frameInProgress else { return }
        for link in displayLinks where !link.storedIsPaused && link.isDue(vsync: frame.vsync, refreshRate: refreshRate) {
            link.storedTimestamp = frame.timestamp
            link.storedTargetTimestamp = frame.timestamp + link.interval(refreshRate: refreshRate)
            count(\.displayLinkCallbacks)
            sawWork = true
            link.handler(link)
        }
        displayLinks.removeAll { $0.isInvalidated }
    }

    private func completeAppearances() {
        let pending = appearancePending
        appearancePending = []
        for controller in pending { controller.endAppearance() }
    }

    func scheduleAppearanceCompletion(_ controller: UIViewController) {
        appearancePending.append(controller)
    }

    func register(_ window: UIWindow) {
        windows.append(window)
    }

    func register(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
        link.addedDuringVsync = frameInProgress?.vsync ?? nextVsync - 1
    }

    /// Commits now (an explicit `CATransaction.commit()` or `flush()`): the three passes for
    /// every window, outside the frame's own commit.
    func commitNow() {
        CommitPasses.beginBatch()
        for w in windows { CommitPasses.updateConstraints(in: w) }
        for w in windows { CommitPasses.layout(from: w) }
        for w in windows where !w.storedIsHidden { _ = CommitPasses.display(from: w) }
    }

    // MARK: - Phases and time

    private func phase(_ phase: FramePhase, _ body: () -> Void) {
        beginPhase(phase)
        body()
        endPhase()
    }

    private func beginPhase(_ phase: FramePhase) {
        let now = clockTime()
        frameInProgress?.begin(phase, at: now, measured: monotonicSeconds())
    }

    private func endPhase() {
        guard var frame = frameInProgress else { return }
        if clock == .virtual {
            var cost = frame.declaredInPhase
            if countsMeasuredTime { cost += monotonicSeconds() - frame.phaseMeasuredStart }
            virtualNow = frame.phaseStart + cost
        }
        frame.end(at: clockTime())
        frameInProgress = frame
    }

    /// Declared cost (`Workload.spend`) in the current phase.
    func spend(_ seconds: Double) {
        if clock == .virtual {
            frameInProgress?.declaredInPhase += seconds
            if frameInProgress == nil { virtualNow += seconds }
        } else {
            Workload.busyWait(seconds)
        }
    }

    /// Simulation seconds: virtual time plus the cost declared so far in the current phase, or
    /// wall-clock time since the simulation was made.
    func clockTime() -> TimeInterval {
        switch clock {
        case .virtual:
            guard let frame = frameInProgress, frame.currentPhase != nil else { return virtualNow }
            var t = frame.phaseStart + frame.declaredInPhase
            if countsMeasuredTime { t += monotonicSeconds() - frame.phaseMeasuredStart }
            return t
        case .real:
            return monotonicSeconds() - realStart
        }
    }

    private func paceToNextVsync() {
        guard clock == .real else { return }
        let due = Double(nextVsyncOnMain()) / refreshRate
        let wait = due - (monotonicSeconds() - realStart)
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
    }

    private func nextVsyncOnMain() -> Int {
        var v = 0
        onMainQueue { v = self.nextVsync }
        return v
    }

    // MARK: - Records from the runtime

    func record(_ diagnostic: LayoutDiagnostic) {
        shared.withLock { $0.diagnostics.append(diagnostic) }
    }

    func count(_ counter: WritableKeyPath<FrameCounters, Int>) {
        frameInProgress?.counters[keyPath: counter] += 1
    }

    static func count(_ counter: WritableKeyPath<FrameCounters, Int>) {
        current?.count(counter)
    }

    static var currentCounters: FrameCounters {
        current?.frameInProgress?.counters ?? FrameCounters()
    }

    static var currentFrameIndex: Int? {
        current?.frameInProgress?.index
    }

    static func clockNow() -> TimeInterval {
        current?.clockTime() ?? monotonicSeconds()
    }

    /// Work was scheduled on a view (for idle detection): it belongs to the simulation of the
    /// view's window, which need not be the one whose turn ran last when several simulations
    /// share the process.
    static func noteWork(in view: UIView) {
        (((view as? UIWindow) ?? view.storedWindow)?.simulation ?? current)?.sawWork = true
    }

    /// A synchronous layout ran; if it did work, it goes in the frame's record with its call
    /// site and cost.
    static func noteSynchronousLayout(_ kind: SynchronousLayoutRecord.Kind, view: UIView, since start: TimeInterval,
                                      countersBefore: FrameCounters? = nil) {
        guard let simulation = current, var frame = simulation.frameInProgress else { return }
        let after = frame.counters
        let before = countersBefore ?? after
        let layouts = after.layoutSubviewsCalls - before.layoutSubviewsCalls
        let updates = after.updateConstraintsCalls - before.updateConstraintsCalls
        guard kind == .systemLayoutSizeFitting || layouts > 0 || updates > 0 else { return }
        frame.counters.synchronousLayouts += 1
        frame.synchronousLayouts.append(SynchronousLayoutRecord(
            kind: kind, phase: frame.currentPhase ?? .event, view: view.shortDescription,
            callSite: CallSiteResolver.callerSite(), duration: simulation.clockTime() - start, layouts: layouts))
        simulation.frameInProgress = frame
    }

    // MARK: - Main-queue turns

    /// Runs `body` holding the main turn, with this simulation current.
    private func turn(_ body: () -> Void) {
        MainTurn.shared.begin()
        Simulation.currentBox.withLock { $0 = self }
        body()
        MainTurn.shared.end()
    }

    /// Runs `body` on the main queue and waits: inline on the process's main thread (draining
    /// the main queue there between turns), with `DispatchQueue.main.sync` from other threads.
    private func onMainQueue(_ body: () -> Void) {
        if ThreadIdentity.isProcessMainThread || ThreadIdentity.isOnMainQueue {
            body()
        } else {
            DispatchQueue.main.sync(execute: body)
        }
    }

    private func onMainQueueAsync<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: body()) }
        }
    }

    /// Lets the blocks already queued on the main queue run (the main-queue phase). On the
    /// process's main thread the run loop serves them; elsewhere the frame is itself a main
    /// queue block, and they run after it, before the commit turn that follows.
    private func drainMainQueue() {
        if ThreadIdentity.isProcessMainThread {
            _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
        }
    }
}

/// A frame being recorded.
private struct FrameInProgress {
    let index: Int
    let vsync: Int
    let timestamp: TimeInterval
    let targetTimestamp: TimeInterval
    let start: TimeInterval
    var phases: [PhaseRecord] = []
    var counters = FrameCounters()
    var synchronousLayouts: [SynchronousLayoutRecord] = []
    var currentPhase: FramePhase?
    var phaseStart: TimeInterval = 0
    var phaseMeasuredStart: Double = 0
    var declaredInPhase: Double = 0

    init(index: Int, vsync: Int, timestamp: TimeInterval, targetTimestamp: TimeInterval, start: TimeInterval) {
        self.index = index
        self.vsync = vsync
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.start = start
        phaseStart = start
    }

    mutating func begin(_ phase: FramePhase, at time: TimeInterval, measured: Double) {
        currentPhase = phase
        phaseStart = time
        phaseMeasuredStart = measured
        declaredInPhase = 0
    }

    mutating func end(at time: TimeInterval) {
        guard let phase = currentPhase else { return }
        phases.append(PhaseRecord(phase: phase, start: phaseStart, duration: time - phaseStart))
        currentPhase = nil
        phaseStart = time
        declaredInPhase = 0
    }
}

