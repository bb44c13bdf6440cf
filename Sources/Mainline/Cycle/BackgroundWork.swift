import Dispatch
import Foundation
import Synchronization
import ThreadChecker

/// A block a simulation handed to a Dispatch queue other than the main one (from its turn, or
/// from another such block): where it stands in the order of submissions, and the simulated time
/// it stands for.
///
/// Background work runs on real queues — that is the point: its UI calls are the checker's to
/// catch. What it hands back to the main queue is held by the simulation and released at a
/// defined point: the main-queue phase of the first frame at or after the task's simulated end
/// (its submission time plus the costs it declared with `Workload.spend`), in the order the
/// work was submitted — not the order threads happened to finish in. Under the virtual and
/// deterministic clocks the frame loop waits for submitted work to finish before each frame,
/// so the same input gives the same frames.
final class BackgroundTask: @unchecked Sendable {
    weak var context: SimulationContext?
    /// Submission order: the simulation's n-th submission, then a task's k-th child.
    let path: [UInt32]
    /// Simulated time of the submission (ns).
    let start: Instant
    /// The queue it runs on (for its track and reports).
    let queueLabel: String
    private let state = Locked(TaskState())

    private struct TaskState {
        var declared = TimeAmount.zero
        var children: UInt32 = 0
        var arrivals: UInt32 = 0
        var violations: UInt32 = 0
    }

    init(context: SimulationContext, path: [UInt32], start: Instant, queueLabel: String) {
        self.context = context
        self.path = path
        self.start = start
        self.queueLabel = queueLabel
    }

    /// The task the calling thread runs, if it runs one.
    static var current: BackgroundTask? {
        guard let pointer = ThreadContextSlot.pointer else { return nil }
        return Unmanaged<BackgroundTask>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` as this task on the calling thread, under its simulation's configuration.
    func run(_ body: () -> Void) {
        let previous = ThreadContextSlot.pointer
        ThreadContextSlot.pointer = Unmanaged.passUnretained(self).toOpaque()
        defer { ThreadContextSlot.pointer = previous }
        if let context { context.configuration.bind(body) } else { body() }
    }

    /// A cost the task's code declared (`Workload.spend`): the task stands for that much more
    /// simulated time.
    func declare(_ amount: TimeAmount) {
        state.withLock { $0.declared += amount }
    }

    /// The simulated time the task has reached: its start plus what it declared.
    var now: Instant { start + state.withLock { $0.declared } }

    func nextChild() -> UInt32 { state.withLock { s in defer { s.children += 1 }; return s.children } }
    func nextArrival() -> UInt32 { state.withLock { s in defer { s.arrivals += 1 }; return s.arrivals } }
    func nextViolation() -> UInt32 { state.withLock { s in defer { s.violations += 1 }; return s.violations } }
}

/// One simulation's background work: the tasks still running, and what they handed back to the
/// main queue.
final class BackgroundWork: @unchecked Sendable {
    /// A block for the main queue, from a background task.
    struct Arrival {
        /// Where it stands: its task's path, then its place among the task's arrivals.
        let order: [UInt32]
        /// The first frame at or after this time runs it (ns).
        let due: Instant
        let work: @Sendable () -> Void
    }

    private struct State {
        var running: [ObjectIdentifier: (task: BackgroundTask, submitted: Int64)] = [:]
        /// Tasks submitted from the frame, started when it ends (or when the main thread waits).
        var held: [(task: BackgroundTask, queue: DispatchQueue, work: @Sendable () -> Void)] = []
        var arrivals: [Arrival] = []
        var submissions: UInt32 = 0
        /// Tasks reported as not finishing (not waited for again).
        var abandoned: Set<ObjectIdentifier> = []
    }
    private let state = Locked(State())
    private let hasHeld = Atomic<Bool>(false)
    private let finished = NSCondition()

    /// How long a frame waits for background work before going on without it.
    static let patience: Int64 = 5_000_000_000

    /// Hands `work` to `queue` as a task of `context` (submitted from its turn, or from
    /// `parent`, a task of it).
    func submit(_ work: @escaping @Sendable () -> Void, to queue: DispatchQueue, context: SimulationContext,
                parent: BackgroundTask?, start: Instant) {
        let path: [UInt32]
        if let parent {
            path = parent.path + [parent.nextChild()]
        } else {
            path = [state.withLock { s in defer { s.submissions += 1 }; return s.submissions }]
        }
        let task = BackgroundTask(context: context, path: path, start: start, queueLabel: queue.label)
        // Work from a frame (submitted holding its turn) starts when the frame ends (under the
        // real clock, at once): its UI calls then come between frames, where the simulation's
        // turn is free, at the same point in every run. Work from elsewhere (a real timer that
        // fired while the main thread waits for it) starts at once.
        // (Where the holder's waits cannot be seen — under ThreadSanitizer — holding it could
        // deadlock a turn that waits for it: it starts at once.)
        if parent == nil, !context.loop.clock.isReal, MainTurn.seesHolderWaits, MainTurn.shared.isHeldByCurrentThread {
            state.withLock { $0.held.append((task, queue, work)) }
            hasHeld.store(true, ordering: .releasing)
            return
        }
        launch(task, on: queue, work)
    }

    /// Starts the tasks held back, in submission order.
    func launchHeld() {
        guard hasHeld.load(ordering: .acquiring) else { return }
        let held = state.withLock { s in
            defer { s.held = [] }
            hasHeld.store(false, ordering: .releasing)
            return s.held
        }
        for (task, queue, work) in held { launch(task, on: queue, work) }
    }

    private func launch(_ task: BackgroundTask, on queue: DispatchQueue, _ work: @escaping @Sendable () -> Void) {
        let key = ObjectIdentifier(task)
        state.withLock { $0.running[key] = (task, ThreadClock.monotonicNanoseconds) }
        queue.async(group: nil, qos: .unspecified, flags: []) { [self] in
            task.run(work)
            state.withLock { s in
                s.running[key] = nil
                s.abandoned.remove(key)
            }
            finished.lock()
            finished.broadcast()
            finished.unlock()
            MainThreadWake.shared.signal()
        }
    }

    /// `work` for the main queue, from `task` (`delay` nanoseconds later): held for the frame loop.
    func arrive(_ work: @escaping @Sendable () -> Void, from task: BackgroundTask, after delay: TimeAmount = .zero) {
        let arrival = Arrival(order: task.path + [UInt32.max, task.nextArrival()], due: task.now + max(.zero, delay), work: work)
        state.withLock { $0.arrivals.append(arrival) }
    }

    /// Whether tasks are held, running, or arrivals wait.
    var isEmpty: Bool { state.withLock { $0.running.isEmpty && $0.arrivals.isEmpty && $0.held.isEmpty } }

    /// The earliest time an arrival waits for, if any.
    var nextArrivalDue: Instant? { state.withLock { $0.arrivals.map(\.due).min() } }

    /// The arrivals due by `time`, in submission order.
    func takeArrivals(dueBy time: Instant) -> [Arrival] {
        state.withLock { s in
            guard !s.arrivals.isEmpty else { return [] }
            var due: [Arrival] = []
            s.arrivals.removeAll { arrival in
                guard arrival.due <= time else { return false }
                due.append(arrival)
                return true
            }
            return due.sorted { $0.order.lexicographicallyPrecedes($1.order) }
        }
    }

    /// Waits until every task has finished (called outside the turn, by the frame loop's driver):
    /// the frames that follow see everything the work did. A task that has not finished after
    /// `patience` is reported once and not waited for again. On the process's main thread the
    /// main run loop keeps being served meanwhile (a task may be waiting for the main queue).
    /// Returns the tasks it gave up on.
    @discardableResult
    func waitUntilFinished() -> [BackgroundTask] {
        launchHeld()
        var gaveUp: [BackgroundTask] = []
        let onMainThread = ThreadIdentity.isProcessMainThread
        defer { if onMainThread { MainThreadWake.shared.done() } }
        while true {
            if onMainThread { MainThreadWake.shared.prepare() }
            let (waiting, oldest) = state.withLock { s -> (Bool, (BackgroundTask, Int64)?) in
                let live = s.running.filter { !s.abandoned.contains($0.key) }
                return (!live.isEmpty, live.values.min { $0.submitted < $1.submitted }.map { ($0.task, $0.submitted) })
            }
            guard waiting, let (task, submitted) = oldest else { return gaveUp }
            if ThreadClock.monotonicNanoseconds - submitted > Self.patience {
                state.withLock { _ = $0.abandoned.insert(ObjectIdentifier(task)) }
                gaveUp.append(task)
                continue
            }
            if onMainThread {
                MainThreadWake.shared.wait()
            } else {
                finished.lock()
                _ = finished.wait(until: Date(timeIntervalSinceNow: 0.002))
                finished.unlock()
            }
        }
    }
}

extension DispatchQueue {
    /// The simulation (and its task) of work submitted from the calling thread: its turn, or a
    /// background task of it.
    static func submittingSimulation() -> (SimulationContext, BackgroundTask?)? {
        if let task = BackgroundTask.current, let context = task.context { return (context, task) }
        if let context = SimulationContext.runningWithoutBlocking, !context.isDetached { return (context, nil) }
        return nil
    }
}
