import Foundation
import Synchronization
import ThreadChecker

/// Everything that belongs to one simulation run: its clock and vsyncs, its windows and their
/// display links, the state of its layout passes, its transaction stack, its object ids, its
/// scheduler, its diagnostics, its timeline and the thread violations seen while it ran.
///
/// Runtime code finds the context of the work at hand through the view (`view.context`: its
/// window's simulation, or for a view not in a window yet, the simulation whose turn created
/// it) or through the turn that is running (`SimulationContext.running`), never through a
/// "last one that ran" global, so several simulations in one process keep their records apart.
///
/// Turn-confined state (most of it) is touched only by the thread that holds the main turn;
/// what other threads reach (performs, diagnostics, violations, finished frames) is locked.
final class SimulationContext: @unchecked Sendable {
    /// The display's refresh timing: vsync times and the frame budget.
    let timing: DisplayTiming
    let screen: UIScreen
    let clock: SimulationClock
    let timeline: TimelineRecorder
    let scheduler = Scheduler()
    /// The work it handed to background queues, and what that work handed back to the main queue.
    let background = BackgroundWork()
    /// Scripted input (gestures), delivered in the event phase.
    let inputs = Scheduler()
    /// The context of objects made outside every simulation: it never runs frames, so what
    /// would wait for a frame (an implicit transaction, completion blocks) does not wait.
    let isDetached: Bool

    // MARK: Turn-confined state

    /// The next vsync a frame may start at.
    var nextVsync = 0
    /// Visible windows are held (as a scene holds its windows); hidden ones only while
    /// something else holds them.
    private var windowEntries: [WindowEntry] = []
    var displayLinks: [CADisplayLink] = []
    /// Work that waits for the end of this frame's commit (the appearance that ends a
    /// transition without animation, the app becoming active after launch).
    var commitCompletions: [() -> Void] = []
    /// Layers of their own marked for layout or display, for the next commit.
    var pendingLayers: [CALayer] = []
    /// The responder that receives text input (a text field or text view being edited).
    weak var firstResponder: UIResponder?
    /// The software keyboard's frame in screen coordinates while it is shown.
    var keyboardFrame: CGRect?
    /// Set while a text input takes first responder from another (the keyboard stays up).
    var textInputHandoff = false
    /// `UIView.setAnimationsEnabled(_:)` (off inside `performWithoutAnimation`).
    var animationsEnabled = true
    /// `endEditing(true)` is resigning the first responder: its refusal does not count.
    var isForcingResign = false
    /// Transitions moving controllers' views are running: the automatic appearance hook is off.
    var managedAppearanceDepth = 0
    /// Controllers whose `viewIsAppearing(_:)` is due (the layout pass looks for them only then).
    var controllersAwaitingIsAppearing = 0
    /// Children added with `addChild(_:)` whose `didMove(toParent:)` is owed.
    var childrenAwaitingDidMove: [UIViewController] = []
    /// The controllers made in this simulation, for memory warnings.
    var memoryWarningListeners = ControllerRegistry()
    /// The app: its state, delegate and notifications (made on first use).
    lazy var application = UIApplication(context: self)
    /// The graphics contexts of code drawing on the thread that holds this simulation's turn.
    let graphicsStack = GraphicsContextStack()
    /// Work seen since the frame began (for idle detection).
    var sawWork = false
    var passes = LayoutPassState()
    /// Blocks this simulation queued on the main queue that have not run yet.
    private(set) var queuedMainQueueBlocks = 0
    /// Whether the event turn (turn A) of a frame runs.
    var isInEventTurn = false
    /// Main-queue blocks waiting for the next frame's main-queue phase.
    var deferredMainQueueBlocks: [@Sendable () -> Void] = []
    var transactions = TransactionStack()
    /// Animations: those waiting for their commit, the layers animating, open animation blocks.
    let animation = AnimationState()
    /// The profile, accumulated frame by frame.
    let recording: ProfileRecording
    /// Invalidations made by handlers that no layout has flushed yet (for forced-layout
    /// findings).
    var invalidations = InvalidationLog()
    /// The cost model that turns counted work into time (nil: the framework's work is free).
    var costModel: CostModel? { clock.costModel }
    /// The time the last `UIView.animate` animation ends.
    var animationsEnd = Instant(nanoseconds: -1)
    /// Scroll views whose content moves by itself from frame to frame (held while they move).
    var movingScrollViews: [UIScrollView] = []
    /// The appearance the system gives the app (light unless a simulation changes it).
    var userInterfaceStyle = UIUserInterfaceStyle.light
    /// The appearance of the system's snapshot of a backgrounded app, while it is taken.
    var snapshotUserInterfaceStyle: UIUserInterfaceStyle?
    /// The appearance controllers are shown in now.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle { snapshotUserInterfaceStyle ?? userInterfaceStyle }
    private var lastObjectID: UInt64 = 0

    // MARK: State any thread may touch

    private struct Shared {
        var performs: [@Sendable () -> Void] = []
        var diagnostics: [LayoutDiagnostic] = []
        /// This simulation's own records of off-main calls, one per stack the checker saw (merged
        /// by call site when read), in the order first seen.
        var violations: [ObjectIdentifier: ViolationTally] = [:]
        var violationOrder: [ObjectIdentifier] = []
        /// Occurrences waiting for the next turn to go on the timeline.
        var pendingViolations: [PendingViolation] = []
        /// Background tracks by queue (or thread), numbered in the order they first appear on the
        /// timeline (under the deterministic clock, these numbers stand for thread ids).
        var trackNumbers: [String: UInt64] = [:]
    }

    /// One stack's off-main calls in this simulation.
    struct ViolationTally {
        let source: ViolationSource
        var count: Int
        var firstSeen: TimeInterval
        var lastSeen: TimeInterval
        var detail: String?
        /// The background track it first came from.
        let trackKey: String
    }

    /// An occurrence not yet on the timeline, with where it stands in the order of the
    /// simulation's background work.
    struct PendingViolation {
        let source: ViolationSource
        let time: TimeInterval
        let trackKey: String
        let trackName: String
        let threadID: UInt64
        /// Its task's submission path and its place among the task's calls (nil: no task of
        /// this simulation made it).
        let order: [UInt32]?
        let arrival: Int
    }
    /// The configuration in effect where the simulation was made (its checker policy,
    /// suppressions, printing of diagnostics…), followed on every thread its work runs on.
    let configuration: MainlineConfiguration
    private let shared = Locked(Shared())
    private let publishedTime = Locked(Instant.zero)
    /// Whether violation events wait in `shared` (checked without the lock, every turn).
    private let hasPendingViolationEvents = Atomic<Bool>(false)

    init(timing: DisplayTiming, screen: UIScreen, clock: Simulation.Clock, timeline: TimelineOptions, costModel: CostModel? = nil,
         cpuScale: Double = 1, isDetached: Bool = false) {
        self.isDetached = isDetached
        configuration = MainlineConfiguration.scoped
        MainlineConfiguration.resolverInstalled
        self.timing = timing
        self.screen = screen
        self.timeline = TimelineRecorder(options: timeline)
        recording = ProfileRecording(ProfileAccumulator(timing: timing))
        self.clock = SimulationClock(kind: clock, timing: timing, costModel: costModel, cpuScale: cpuScale, timeline: self.timeline)
    }

    /// Attributes an off-main call (called holding the turn, by the entry that let it in): to
    /// the simulation of the object it touched, or, for an object of no simulation, to the
    /// simulation whose background work made the call. A call of neither kind belongs to no
    /// simulation: the process-wide checker keeps it.
    static func attribute(_ violation: ViolationHit, object: AnyObject?) {
        if let owner = owningContext(of: object), !owner.isDetached {
            owner.noteViolation(violation)
        } else if let task = BackgroundTask.current, let owner = task.context {
            owner.noteViolation(violation)
        }
    }

    /// The simulation `object` belongs to (read holding the turn).
    static func owningContext(of object: AnyObject?) -> SimulationContext? {
        switch object {
        case let view as UIView: view.context
        case let controller as UIViewController: controller.context
        case let constraint as NSLayoutConstraint: owningContext(of: constraint.storedFirstItem)
        case let guide as UILayoutGuide: guide.owningView?.context
        case let link as CADisplayLink: link.context
        default: nil
        }
    }

    // MARK: - The running turn

    /// The context whose turn (or main-queue block) is running on the calling thread, if any:
    /// nil on every other thread (a background thread that takes the turn while a main-queue
    /// block of a simulation runs is not that simulation's). Process-wide by nature — there is
    /// one main queue — and read and written only by the thread holding the main turn. Turns
    /// nest (a simulation driven from another's handler): each restores the one it interrupted.
    static var running: SimulationContext? {
        get { runningThread.load(ordering: .relaxed) == ThreadIdentity.current ? runningContext : nil }
        set {
            runningContext = newValue
            runningThread.store(newValue == nil ? 0 : ThreadIdentity.current, ordering: .relaxed)
        }
    }
    /// Written only holding the turn; read from any thread (a handler run by a notification posted
    /// on a background queue asks whether it is inside a turn), hence atomic. The context itself is
    /// read only by the thread that stored it, so it needs no more.
    nonisolated(unsafe) private static var runningContext: SimulationContext?
    private static let runningThread = Atomic<UInt>(0)

    /// The running context as seen from any thread, without waiting: holding the turn, the
    /// running one; on the main queue, the one after taking the turn (a background UI call may
    /// hold it briefly); on any other thread, none — background code is outside every
    /// simulation's turn, and must not wait for a frame to end.
    static var runningWithoutBlocking: SimulationContext? {
        if MainTurn.shared.isHeldByCurrentThread { return running }
        guard ThreadIdentity.isOnMainQueue else { return nil }
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        return running
    }

    /// The context of views and objects made outside every simulation's turn. Process-wide;
    /// touched only holding the main turn. It never runs frames.
    static let detached = SimulationContext(timing: DisplayTiming(refreshRate: 60), screen: UIScreen.defaultScreen, clock: .deterministic,
                                            timeline: TimelineOptions(recordsSpans: false, retention: .lastFrames(1)),
                                            isDetached: true)

    /// Runs `body` holding the main turn with this context running.
    @discardableResult
    func turn<T>(_ body: () throws -> T) rethrows -> T {
        MainTurn.shared.begin()
        let interrupted = SimulationContext.running
        SimulationContext.running = self
        defer {
            SimulationContext.running = interrupted
            MainTurn.shared.end()
        }
        // Stacks captured in the turn stop at it: the driver's frames are not the app's handler.
        return try CallSiteResolver.withStackBoundary(body)
    }

    /// The simulation's current time as last published by its frame loop, readable from any
    /// thread without waiting for the turn.
    var publishedNow: Instant { publishedTime.withLock { $0 } }

    /// Publishes the current time (called at the end of the frame loop's turns).
    func publishTime() {
        let now = clock.now
        publishedTime.withLock { $0 = now }
    }

    /// A new object's id and the context it belongs to: the running turn's, or none.
    static func identify() -> (id: UInt64, context: SimulationContext?) {
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        if let context = running {
            context.lastObjectID += 1
            return (context.lastObjectID, context)
        }
        return (ObjectIDs.next(), nil)
    }

    // MARK: - Windows

    private struct WindowEntry {
        weak var window: UIWindow?
        var held: UIWindow?
    }

    /// The windows the frames serve, in the order they were made.
    var windows: [UIWindow] {
        if windowEntries.count == 1, let only = windowEntries[0].window { return [only] }
        windowEntries.removeAll { $0.window == nil }
        return windowEntries.compactMap(\.window)
    }

    /// Whether every window satisfies `predicate` (no array is made).
    func allWindows(_ predicate: (UIWindow) -> Bool) -> Bool {
        for entry in windowEntries {
            if let window = entry.window, !predicate(window) { return false }
        }
        return true
    }

    func register(_ window: UIWindow) {
        windowEntries.append(WindowEntry(window: window, held: window.storedIsHidden ? nil : window))
    }

    /// A window was shown or hidden: shown windows are held.
    func visibilityChanged(_ window: UIWindow) {
        guard let i = windowEntries.firstIndex(where: { $0.window === window }) else { return }
        windowEntries[i].held = window.storedIsHidden ? nil : window
    }

    // MARK: - Performs, diagnostics, violations

    func enqueuePerform(_ body: @escaping @Sendable () -> Void) {
        shared.withLock { $0.performs.append(body) }
    }

    func takePerforms() -> [@Sendable () -> Void] {
        shared.withLock { s in
            defer { s.performs = [] }
            return s.performs
        }
    }

    var hasPendingPerforms: Bool { shared.withLock { !$0.performs.isEmpty } }

    var diagnostics: [LayoutDiagnostic] { shared.withLock { $0.diagnostics } }

    /// Keeps a diagnostic and puts it on the timeline (called holding the turn).
    func record(_ diagnostic: LayoutDiagnostic) {
        shared.withLock { $0.diagnostics.append(diagnostic) }
        timeline.add(TimelineEvent(kind: .diagnostic, name: diagnostic.kind.rawValue, message: diagnostic.message,
                                   at: clock.roughNow, track: .current, callSite: diagnostic.callSites.first))
    }

    /// The violations reported while this simulation was being driven, deduplicated by API and
    /// call site as the checker does (the call sites are worked out now), in the order of their
    /// first occurrence on the simulation's clock. Under the deterministic clock a record's
    /// thread is named by the number of its track (1 for the first background queue seen).
    var violations: [ThreadViolation] {
        let (tallies, numbers) = shared.withLock { s in (s.violationOrder.compactMap { s.violations[$0] }, s.trackNumbers) }
        let stable = clock.kind == .deterministic
        let suppressions = configuration.suppressions
        let records = tallies.map { tally in
            tally.source.record(count: tally.count, firstSeen: tally.firstSeen, lastSeen: tally.lastSeen, detail: tally.detail,
                                stableThread: stable ? numbers[tally.trackKey] ?? 0 : nil)
        }.filter { suppressions?.suppresses($0) != true }
        return ThreadViolation.merged(records).sorted { a, b in
            if a.firstSeen != b.firstSeen { return a.firstSeen < b.firstSeen }
            if a.api != b.api { return a.api < b.api }
            return (a.callSite?.description ?? "") < (b.callSite?.description ?? "")
        }
    }

    /// Counts an off-main call in this simulation (called holding the turn, on the calling
    /// thread) and holds its timeline event for the next turn. A repeat costs a table lookup.
    private func noteViolation(_ hit: ViolationHit) {
        if let suppressions = configuration.suppressions, suppressions.suppresses(hit.source) == true { return }
        let task = BackgroundTask.current.flatMap { $0.context === self ? $0 : nil }
        let label = ThreadIdentity.currentQueueLabel
        let trackName = label.isEmpty ? (ThreadIdentity.currentName ?? "thread") : label
        let trackKey = label.isEmpty ? "thread \(ThreadIdentity.systemThreadID)" : label
        let time = clock.roughNow.seconds
        let order = task.map { $0.path + [$0.nextViolation()] }
        shared.withLock { s in
            let key = ObjectIdentifier(hit.source)
            if s.violations[key] != nil {
                s.violations[key]!.count += 1
                s.violations[key]!.lastSeen = time
                if let detail = hit.detail { s.violations[key]!.detail = detail }
            } else {
                s.violationOrder.append(key)
                s.violations[key] = ViolationTally(source: hit.source, count: 1, firstSeen: time, lastSeen: time, detail: hit.detail,
                                                   trackKey: trackKey)
            }
            if s.pendingViolations.count < 10_000 {
                s.pendingViolations.append(PendingViolation(source: hit.source, time: time, trackKey: trackKey, trackName: trackName,
                                                            threadID: ThreadIdentity.systemThreadID, order: order,
                                                            arrival: s.pendingViolations.count))
            }
            hasPendingViolationEvents.store(true, ordering: .releasing)
        }
    }

    /// Puts the violations reported since the last turn on the timeline, at the current time, in
    /// the order of the background work that made them (then in the order they came), numbering
    /// the tracks that first appear.
    func flushViolationEvents() {
        guard hasPendingViolationEvents.load(ordering: .acquiring) else { return }
        let stable = clock.kind == .deterministic
        let (pending, numbers) = shared.withLock { s -> ([PendingViolation], [String: UInt64]) in
            hasPendingViolationEvents.store(false, ordering: .releasing)
            let pending = s.pendingViolations.sorted { a, b in
                switch (a.order, b.order) {
                case let (x?, y?): x != y ? x.lexicographicallyPrecedes(y) : a.arrival < b.arrival
                case (_?, nil): true
                case (nil, _?): false
                case (nil, nil): a.arrival < b.arrival
                }
            }
            s.pendingViolations = []
            for p in pending where s.trackNumbers[p.trackKey] == nil { s.trackNumbers[p.trackKey] = UInt64(s.trackNumbers.count + 1) }
            return (pending, s.trackNumbers)
        }
        let now = clock.roughNow
        for p in pending {
            let track = ThreadTrack(threadID: stable ? numbers[p.trackKey] ?? 0 : p.threadID, name: p.trackName, isMain: false)
            timeline.add(TimelineEvent(kind: .threadViolation, name: p.source.api,
                                       message: "\(p.source.api) called off the main thread, from \(p.trackName)",
                                       at: now, track: track, stack: p.source.stack))
        }
    }

    /// Work was scheduled on a view of this simulation: the frame is not idle, and the change
    /// opens the implicit transaction if none is open.
    @inline(__always)
    func noteWork() {
        sawWork = true
        if !isDetached { transactions.noteChange() }
    }

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

    // MARK: - Counting and spans

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
}

/// An open span: its timeline token (-1 when not recorded) and its depth in the clock's
/// measuring state.
struct SpanHandle {
    let token: Int
    let depth: Int
}

extension ThreadTrack {
    /// The calling thread's track: the main queue's, or its own.
    static var current: ThreadTrack {
        if ThreadIdentity.isOnMainQueue { return .main }
        let label = ThreadIdentity.currentQueueLabel
        return ThreadTrack(threadID: ThreadIdentity.systemThreadID,
                           name: label.isEmpty ? (ThreadIdentity.currentName ?? "thread") : label, isMain: false)
    }
}

/// A thread and the queue it runs: the key of a misusing caller's timeline track.
struct ThreadAndQueue: Hashable {
    let thread: UInt
    let queue: UInt

    static var current: ThreadAndQueue {
        ThreadAndQueue(thread: ThreadIdentity.current, queue: ThreadIdentity.currentQueueAddress)
    }
}
