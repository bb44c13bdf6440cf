import Dispatch
import Foundation
import ThreadChecker

/// `DispatchQueue.main.async` and `asyncAfter` as simulations see them.
///
/// These overloads take the calls written the common way (`DispatchQueue.main.async { … }`,
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 2) { … }`) in code that imports Mainline;
/// Swift prefers them to Dispatch's because they need no default arguments. Calls on other
/// queues, and calls made outside every simulation's turn, go straight to Dispatch.
///
/// - `async` on the main queue from a simulation's turn or main-queue block: the block is the
///   simulation's. Queued from the frame's event turn, it runs in that frame's main-queue phase,
///   in FIFO order with every other main-queue block; queued later (from the commit, from
///   another main-queue block, between frames) it waits for the next frame's main-queue phase,
///   as a run loop serves blocks queued during its pass in its next pass. Either way it is
///   recorded (a `mainQueueBlock` span in the frame it runs in; its declared costs are that
///   frame's) and counts as pending work until it has run.
/// - `asyncAfter` on the main queue from a simulation: the block goes to the simulation's
///   scheduler, so it runs after that much *simulation* time — under the virtual clock,
///   without waiting — in the main-queue phase of the first frame at or after its deadline. The
///   delay is `deadline` minus `DispatchTime.now()` at the call, rounded to 10 µs (the two
///   readings of the clock a few hundred nanoseconds apart must not make runs differ).
///
/// What the simulation cannot see: blocks queued with a `DispatchWorkItem`, with explicit
/// `qos`/`flags`/`group` arguments, from background threads (no simulation's turn is running
/// there), or from code that does not import Mainline. Those run when Dispatch runs them, on
/// wall-clock time; UI calls they make are still attributed to the simulation of the views
/// they touch.
extension DispatchQueue {
    /// Submits a block to run asynchronously on the queue (see the extension's notes for the
    /// main queue).
    public func async(execute work: @escaping @Sendable () -> Void) {
        if label == mainQueueLabel {
            if let context = SimulationContext.runningWithoutBlocking {
                return MainQueueWork.enqueue(work, in: context)
            }
            // From a background task of a simulation: held for its frame loop.
            if let task = BackgroundTask.current, let context = task.context {
                return context.loop.background.arrive(work, from: task)
            }
        } else if let (context, parent) = DispatchQueue.submittingSimulation() {
            return MainQueueWork.submit(work, to: self, in: context, parent: parent)
        }
        async(group: nil, qos: .unspecified, flags: [], execute: work)
    }

    /// Submits a block to run on the queue at `deadline` (for the main queue, after that much
    /// simulation time; see the extension's notes).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        if label == mainQueueLabel, let context = SimulationContext.runningWithoutBlocking {
            return MainQueueWork.schedule(work, afterNanoseconds: nanoseconds, in: context)
        }
        if label == mainQueueLabel, let task = BackgroundTask.current, let context = task.context {
            return context.loop.background.arrive(work, from: task, after: TimeAmount(nanoseconds: Int64(min(nanoseconds, UInt64(Int64.max / 2)))))
        }
        if label != mainQueueLabel, let (context, parent) = DispatchQueue.submittingSimulation() {
            return MainQueueWork.submit(work, to: self, in: context, parent: parent, afterNanoseconds: nanoseconds)
        }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }

    /// Submits a block to run on the queue at the wall-clock `wallDeadline` (for the main
    /// queue, after that much simulation time; see the extension's notes).
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable () -> Void) {
        let now = DispatchWallTime.now().rawValue
        guard label == mainQueueLabel, let context = SimulationContext.runningWithoutBlocking else {
            return asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
        }
        let nanoseconds = wallDeadline.rawValue > now ? wallDeadline.rawValue - now : 0
        MainQueueWork.schedule(work, afterNanoseconds: nanoseconds, in: context)
    }
}

private let mainQueueLabel = "com.apple.main-thread"

enum MainQueueWork {
    /// A block of a simulation's, queued now or held for the next frame's main-queue phase.
    static func enqueue(_ work: @escaping @Sendable () -> Void, in context: SimulationContext) {
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        context.loop.mainQueueBlockQueued()
        if context.loop.isInEventTurn {
            dispatch(work, in: context, name: "DispatchQueue.main.async")
        } else {
            context.loop.deferredMainQueueBlocks.append(work)
        }
    }

    static func schedule(_ work: @escaping @Sendable () -> Void, afterNanoseconds nanoseconds: UInt64,
                         in context: SimulationContext) {
        // `distantFuture` and its like never come.
        guard nanoseconds < UInt64(Int64.max) else { return }
        let delay = TimeAmount.dispatchDelay(nanoseconds: nanoseconds)
        MainTurn.shared.begin()
        context.loop.scheduler.schedule(at: context.loop.clock.now + delay, kind: .mainQueueBlock,
                                   name: "DispatchQueue.main.asyncAfter", work)
        MainTurn.shared.end()
    }

    /// A block for another queue from a simulation (its turn, or its background task `parent`):
    /// a background task of the simulation, submitted now or, after a delay, at whichever comes
    /// first of the simulated deadline (the simulation's scheduler: the usual case, and the same
    /// in every run) and the real one (a Dispatch timer: so code that blocks the main thread
    /// waiting for the block is not left waiting for frames that cannot run).
    static func submit(_ work: @escaping @Sendable () -> Void, to queue: DispatchQueue, in context: SimulationContext,
                       parent: BackgroundTask?, afterNanoseconds delay: UInt64 = 0) {
        guard delay < UInt64(Int64.max) else { return }
        let start: Instant
        if let parent {
            start = parent.now
        } else {
            MainTurn.shared.begin()
            start = context.loop.clock.roughNow
            MainTurn.shared.end()
        }
        guard delay > 0 else {
            return context.loop.background.submit(work, to: queue, context: context, parent: parent, start: start)
        }
        let due = start + .dispatchDelay(nanoseconds: delay)
        let once = Locked(true)
        let fire: @Sendable () -> Void = {
            guard once.withLock({ pending in defer { pending = false }; return pending }) else { return }
            context.loop.background.submit(work, to: queue, context: context, parent: parent, start: due)
        }
        context.loop.scheduler.schedule(at: due, kind: .scheduledWork, name: "DispatchQueue.asyncAfter", isApp: false, fire)
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(delay)), qos: .unspecified, flags: [], execute: fire)
    }

    /// Puts a block of the simulation's on the main queue (already counted as queued).
    static func dispatch(_ work: @escaping () -> Void, in context: SimulationContext, name: String) {
        let block = UncheckedBlock(body: work)
        DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
            run(block.body, in: context, name: name)
        }
    }

    /// Runs a block the simulation queued, as its own: with its context running on this
    /// thread, in a span, holding the turn. A block that waits for background work making UI
    /// calls lends the turn while it waits (see `MainTurn`); where Dispatch's waits cannot be
    /// interposed (a statically linked Dispatch), the turn is held only to record, and UI
    /// calls in the block take it one at a time.
    static func run(_ work: () -> Void, in context: SimulationContext, name: String) {
        let activity = MainActivity.enterMainQueueBlock(accountsHangs: context.loop.clock.accountsHangs)
        defer { MainActivity.restore(activity) }
        MainTurn.shared.begin()
        let saved = SimulationContext.saveRunning()
        SimulationContext.running = context
        context.loop.mainQueueBlockStarted()
        let handle = context.loop.beginSpan(.mainQueueBlock, name)
        let holdsTurn = MainTurn.lendsThroughDispatchWaits
        if !holdsTurn { MainTurn.shared.end() }
        CallSiteResolver.withStackBoundary(work)
        if !holdsTurn { MainTurn.shared.begin() }
        context.loop.endSpan(handle)
        SimulationContext.restoreRunning(saved)
        MainTurn.shared.end()
    }
}

/// A block handed to Dispatch from the frame loop, which runs it on the main queue only.
private struct UncheckedBlock: @unchecked Sendable {
    let body: () -> Void
}

extension TimeAmount {
    /// A Dispatch delay in simulation time: rounded to 10 µs, so the two readings of the clock a
    /// few hundred nanoseconds apart that made it cannot make runs differ.
    static func dispatchDelay(nanoseconds: UInt64) -> TimeAmount {
        TimeAmount(nanoseconds: Int64((Double(min(nanoseconds, UInt64(Int64.max / 2))) / 10_000).rounded()) * 10_000)
    }
}
