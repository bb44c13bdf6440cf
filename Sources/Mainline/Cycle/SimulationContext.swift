import Foundation
import Synchronization
import ThreadChecker

/// One simulation's world, in four parts: its frame loop (clock, timing, scheduler, input,
/// timeline and recording: `FrameLoop`), its app's state (screen, windows, responders, keyboard,
/// appearance, application: `AppState`), what its next commit serves (layout passes,
/// transactions, animations: `CommitState`), and the off-main calls made on its objects
/// (`SimulationViolations`), with its diagnostics, object ids and configuration. It runs the
/// frames (`SimulationContext+Frames.swift`).
///
/// Runtime code finds the context of the work at hand through the view (`view.context`: its
/// window's simulation, or for a view not in a window yet, the simulation whose turn created
/// it) or through the turn that is running (`SimulationContext.running`), never through a
/// "last one that ran" global, so several simulations in one process keep their records apart.
final class SimulationContext: @unchecked Sendable {
    let loop: FrameLoop
    let app: AppState
    let commit: CommitState
    let violations: SimulationViolations
    /// The configuration in effect where the simulation was made (its checker policy,
    /// suppressions, printing of diagnostics…), followed on every thread its work runs on. The
    /// detached context (objects made outside every simulation) follows the calling task's.
    var configuration: MainlineConfiguration { ownConfiguration ?? .scoped }
    private let ownConfiguration: MainlineConfiguration?
    /// The context of objects made outside every simulation: it never runs frames, so what
    /// would wait for a frame (an implicit transaction, completion blocks) does not wait.
    let isDetached: Bool
    /// The render server's last count of the shown layer trees (see `chargeRender()`).
    var renderTreeCount: RenderTreeCount?
    private let diagnosticLog = Locked<[LayoutDiagnostic]>([])
    /// The last object id given (turn-confined).
    private var lastObjectID: UInt64 = 0

    init(timing: DisplayTiming, screen: UIScreen, clock: Simulation.Clock, timeline: TimelineOptions, device: Device,
         isDetached: Bool = false) {
        self.isDetached = isDetached
        let configuration = MainlineConfiguration.scoped
        ownConfiguration = isDetached ? nil : configuration
        loop = FrameLoop(timing: timing, clock: clock, timeline: timeline, device: device)
        commit = CommitState()
        violations = SimulationViolations(suppressions: configuration.effectiveSuppressions)
        app = AppState(screen: screen)
        app.owner = self
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

    /// Which context runs on which thread, as it stands: saved when a turn starts and put back
    /// when it ends. (Saving `running` — this thread's view — would lose a context another thread
    /// runs: a main-queue block that lends the turn while it waits comes back to find its
    /// context gone when the borrower's turn put back its own view, nil.)
    static func saveRunning() -> (context: SimulationContext?, thread: UInt) {
        (runningContext, runningThread.load(ordering: .relaxed))
    }

    static func restoreRunning(_ saved: (context: SimulationContext?, thread: UInt)) {
        runningContext = saved.context
        runningThread.store(saved.thread, ordering: .relaxed)
    }

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
                                            timeline: TimelineOptions(recordsSpans: false, retention: .lastFrames(1)), device: .unmodeled,
                                            isDetached: true)

    /// Runs `body` holding the main turn with this context running.
    @discardableResult
    func turn<T>(_ body: () throws -> T) rethrows -> T {
        MainTurn.shared.begin()
        let interrupted = SimulationContext.running
        let saved = SimulationContext.saveRunning()
        // A turn driven from another simulation's code: that one's calls into the framework so
        // far are its own, and an open one is set aside until this turn returns.
        let suspendedCalls = ThreadClock.suspendFrameworkCalls()
        interrupted?.loop.clock.settleFrameworkCalls()
        SimulationContext.running = self
        let wasInAppCode = ThreadClock.isInAppCode
        ThreadClock.setInAppCode(loop.clock.isInAppCode)
        defer {
            loop.clock.settleFrameworkCalls()
            ThreadClock.setInAppCode(wasInAppCode)
            ThreadClock.resumeFrameworkCalls(suspendedCalls)
            SimulationContext.restoreRunning(saved)
            MainTurn.shared.end()
        }
        // Stacks captured in the turn stop at it: the driver's frames are not the app's handler.
        // Reports made in it that name no owner are the simulation's.
        return try configuration.bind { try CallSiteResolver.withStackBoundary(body) }
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

    // MARK: - Diagnostics and violations

    var diagnostics: [LayoutDiagnostic] { diagnosticLog.withLock { $0 } }

    /// Keeps a diagnostic and puts it on the timeline (called holding the turn).
    func record(_ diagnostic: LayoutDiagnostic) {
        diagnosticLog.withLock { $0.append(diagnostic) }
        loop.timeline.add(TimelineEvent(kind: .diagnostic, name: diagnostic.kind.rawValue, message: diagnostic.message,
                                        at: loop.clock.roughNow, track: .current, callSite: diagnostic.callSites.first))
    }

    /// The off-main calls made on this simulation's objects or by its background work,
    /// deduplicated by API and call site, in the order of their first occurrence on the
    /// simulation's clock (under the deterministic clock, threads are named by their tracks'
    /// numbers).
    var threadViolations: [ThreadViolation] {
        violations.records(stableThreads: loop.clock.kind == .deterministic)
    }

    /// Counts an off-main call in this simulation (called holding the turn, on the calling
    /// thread, by `ViolationOwner`); its timeline event waits for the next turn.
    func noteViolation(_ hit: ViolationHit) {
        let task = BackgroundTask.current.flatMap { $0.context === self ? $0 : nil }
        violations.note(hit, at: loop.clock.roughNow, task: task)
    }

    /// Puts the off-main calls noted since the last turn on the timeline.
    func flushViolationEvents() {
        violations.flush(to: loop.timeline, at: loop.clock.roughNow, stableThreads: loop.clock.kind == .deterministic)
    }

    /// Work was scheduled on a view of this simulation: the frame is not idle, and the change
    /// opens the implicit transaction if none is open.
    @inline(__always)
    func noteWork() {
        loop.sawWork = true
        if !isDetached { commit.transactions.noteChange() }
    }
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
