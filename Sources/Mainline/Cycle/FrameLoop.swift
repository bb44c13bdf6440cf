import Foundation
import Synchronization
import ThreadChecker

/// A simulation's frame loop: its display timing and clock, the work it has to run (scheduled
/// work, scripted input, `perform` blocks, main-queue blocks, display links, the background work
/// it waits for), where it stands (the next vsync), and what it records (the timeline and the
/// profile accumulated from it).
///
/// `SimulationContext` runs the frames (`SimulationContext+Frames.swift`); this type keeps the
/// loop's state and the operations on it that need nothing else of the world: spans and counters,
/// idle detection, vsync skipping, the published time.
///
/// Turn-confined state is touched only by the thread that holds the main turn; what other
/// threads reach (`perform` blocks, the published time, the scheduler) is locked.
final class FrameLoop: @unchecked Sendable {
    /// The display's refresh timing: vsync times and the frame budget.
    let timing: DisplayTiming
    let clock: SimulationClock
    let timeline: TimelineRecorder
    /// The profile, accumulated frame by frame.
    let recording: ProfileRecording
    /// Timed work (timers, `asyncAfter`, animation starts and stops, transaction completions).
    let scheduler = Scheduler()
    /// Scripted input (gestures), delivered in the event phase.
    let inputs = Scheduler()
    /// The work handed to background queues, and what that work hands back to the main queue.
    let background = BackgroundWork()

    // MARK: Turn-confined state

    /// The next vsync a frame may start at.
    var nextVsync = 0
    var displayLinks: [CADisplayLink] = []
    /// Work that waits for the end of this frame's commit (the appearance that ends a
    /// transition without animation, the app becoming active after launch).
    var commitCompletions: [() -> Void] = []
    /// Work seen since the frame began (for idle detection).
    var sawWork = false
    /// Whether the event turn (turn A) of a frame runs.
    var isInEventTurn = false
    /// Blocks the simulation queued on the main queue that have not run yet.
    private(set) var queuedMainQueueBlocks = 0
    /// Main-queue blocks waiting for the next frame's main-queue phase.
    var deferredMainQueueBlocks: [@Sendable () -> Void] = []
    /// When the last `UIView.animate` animation (or transition) ends: the frames until then are
    /// animation frames.
    var animationsEnd = Instant(nanoseconds: -1)
    /// Scroll views whose content moves by itself from frame to frame (held while they move).
    var movingScrollViews: [UIScrollView] = []

    // MARK: State any thread may touch

    private let performs = Locked<[@Sendable () -> Void]>([])
    private let publishedTime = Locked(Instant.zero)

    init(timing: DisplayTiming, clock: Simulation.Clock, timeline: TimelineOptions, device: Device) {
        self.timing = timing
        self.timeline = TimelineRecorder(options: timeline)
        recording = ProfileRecording(ProfileAccumulator(timing: timing))
        self.clock = SimulationClock(kind: clock, timing: timing, device: device, timeline: self.timeline)
    }

    // MARK: - Performs and main-queue blocks

    /// A `Simulation.perform` block, for the next frame's event phase (from any thread).
    func enqueuePerform(_ body: @escaping @Sendable () -> Void) {
        performs.withLock { $0.append(body) }
    }

    func takePerforms() -> [@Sendable () -> Void] {
        performs.withLock { blocks in
            defer { blocks = [] }
            return blocks
        }
    }

    var hasPendingPerforms: Bool { performs.withLock { !$0.isEmpty } }

    /// A block was queued on the main queue from this simulation (called holding the turn).
    func mainQueueBlockQueued() {
        queuedMainQueueBlocks += 1
    }

    /// One of those blocks starts (called holding the turn).
    func mainQueueBlockStarted() {
        queuedMainQueueBlocks -= 1
        sawWork = true
        count(\.mainQueueBlocks)
    }

    /// Schedules input `delay` from now.
    func scheduleInput(after delay: TimeAmount, _ name: String, _ body: @escaping () -> Void) {
        inputs.schedule(at: clock.now + max(.zero, delay), kind: .eventHandler, name: name, body)
    }

    func startMoving(_ scrollView: UIScrollView) {
        if !movingScrollViews.contains(where: { $0 === scrollView }) { movingScrollViews.append(scrollView) }
    }

    func stopMoving(_ scrollView: UIScrollView) {
        movingScrollViews.removeAll { $0 === scrollView }
    }

    /// Frames until `end` show an animation (for the hitch-time ratio and idling).
    func extendAnimations(until end: Instant) {
        animationsEnd = max(animationsEnd, end)
        timeline.markScrolling()
    }

    // MARK: - Time

    /// The simulation's current time as last published by the loop, readable from any thread
    /// without waiting for the turn.
    var publishedNow: Instant { publishedTime.withLock { $0 } }

    /// Publishes the current time (called at the end of the loop's turns).
    func publishTime() {
        let now = clock.now
        publishedTime.withLock { $0 = now }
    }

    /// The earliest deadline of scheduled work, scripted input, or background work's blocks for
    /// the main queue.
    var nextDeadline: Instant? {
        [scheduler.nextDeadline, inputs.nextDeadline, background.nextArrivalDue].compactMap { $0 }.min()
    }

    /// Whether the loop has nothing of its own to do by the next vsync: no work seen this frame,
    /// no `perform` or main-queue block waiting, nothing moving or animating, no background work,
    /// no running display link, no deadline before the next vsync.
    var hasNoWorkDue: Bool {
        guard !sawWork, !hasPendingPerforms, commitCompletions.isEmpty, queuedMainQueueBlocks == 0, movingScrollViews.isEmpty,
              background.isEmpty, animationsEnd < timing.instant(ofVsync: nextVsync),
              !displayLinks.contains(where: { !$0.storedIsPaused }) else { return false }
        if let deadline = nextDeadline, deadline <= timing.instant(ofVsync: nextVsync) { return false }
        return true
    }

    /// Moves the next frame to the vsync at or after the next deadline (no later than `latest`).
    /// Returns whether there is work to come (false: nothing scheduled at all).
    func skipToNextDeadline(latest: Int? = nil) -> Bool {
        guard let deadline = nextDeadline else { return false }
        var vsync = max(nextVsync, timing.vsync(atOrAfter: deadline))
        if let latest { vsync = min(vsync, latest) }
        nextVsync = vsync
        return true
    }

    // MARK: - Spans and counters

    @inline(__always)
    func count(_ counter: WritableKeyPath<FrameCounters, Int>) {
        timeline.count(counter)
    }

    /// Opens a span at the current time: the app's own code is measured inside it when its kind
    /// and object say it is the app's (see `isAppCode`), or as `isApp` says.
    @inline(__always)
    func beginSpan(_ kind: SpanKind, _ name: String = "", object: TimelineObject? = nil, isApp: Bool? = nil) -> SpanHandle {
        let app = isApp ?? isAppCode(kind, object)
        let depth = clock.enter(isApp: app, token: -1)
        let token = timeline.begin(kind, name, object: object, isApp: app, at: clock.roughNow)
        clock.setToken(token, at: depth)
        return SpanHandle(token: token, depth: depth)
    }

    @inline(__always)
    func endSpan(_ handle: SpanHandle) {
        clock.leave(to: handle.depth)
        if handle.token >= 0 { timeline.end(handle.token, at: clock.roughNow) }
    }

    /// Runs `body` inside a span.
    @inline(__always)
    func span<T>(_ kind: SpanKind, _ name: String = "", object: TimelineObject? = nil, isApp: Bool? = nil,
                 _ body: () throws -> T) rethrows -> T {
        let handle = beginSpan(kind, name, object: object, isApp: isApp)
        defer { endSpan(handle) }
        return try body()
    }

    /// Whether a span's own code is the app's: handlers, blocks and callbacks are; overridable
    /// methods (`layoutSubviews()`, `draw(_:)`, a controller's callbacks, touch handling) are
    /// when the object is of the app's own class, not one of the framework's; phases, input
    /// delivery and synchronous layouts are the framework's.
    @inline(__always)
    func isAppCode(_ kind: SpanKind, _ object: TimelineObject?) -> Bool {
        switch kind {
        case .perform, .delegateCallback, .mainQueueBlock, .scheduledWork, .displayLinkCallback, .transactionCompletion,
             .animationBlock, .actionHandler:
            return true
        case .layoutSubviews, .updateConstraints, .draw, .controllerCallback, .touchHandler:
            guard let object else { return true }
            return !timeline.isFrameworkType(Swift.type(of: object))
        case .phase, .eventHandler, .layoutIfNeeded, .updateConstraintsIfNeeded, .systemLayoutSizeFitting, .transactionCommit:
            return false
        }
    }

    // MARK: - Phases

    func phase(_ phase: FramePhase, _ body: () -> Void) {
        beginPhase(phase)
        body()
        endPhase()
    }

    func beginPhase(_ phase: FramePhase) {
        MainActivity.enter(phase)
        timeline.beginPhase(phase, at: clock.now)
    }

    func endPhase() {
        timeline.endPhase(at: clock.now)
    }
}

/// An open span: its timeline token (-1 when not recorded) and its depth in the clock's
/// measuring state.
struct SpanHandle {
    let token: Int
    let depth: Int
}
