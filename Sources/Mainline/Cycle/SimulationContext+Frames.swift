import Foundation
import ThreadChecker

/// One frame of a simulation, in two main-queue turns with the main queue's own blocks between
/// them (see `Simulation`):
///
/// - turn A (`runEventTurn`): the frame begins at its vsync; the event phase (input, `perform`
///   blocks); the main-queue phase opens and the scheduler's due work runs first in it;
/// - the blocks queued on `DispatchQueue.main` by then;
/// - turn B (`runCommitTurn`): display links, then the commit — constraints bottom-up, layout
///   top-down, display — and the appearance callbacks and transaction completions that follow
///   it; the frame ends and the next vsync is chosen.
///
/// Drivers (`Simulation`'s blocking and `async` methods) only decide how many frames to run and
/// get these turns onto the main queue.
extension SimulationContext {
    /// Turn A. `events` is the launch (`Simulation.start`), run as the app's code.
    func runEventTurn(events: (() -> Void)? = nil) {
        turn {
            let vsync = loop.nextVsync
            let timestamp = loop.timing.instant(ofVsync: vsync)
            let clock = loop.clock, timeline = loop.timeline
            clock.advance(to: timestamp)
            clock.beginFrame()
            MainActivity.enterFrame(accountsHangs: clock.accountsHangs)
            timeline.beginFrame(vsync: vsync, vsyncTime: timestamp, targetTime: loop.timing.instant(ofVsync: vsync + 1),
                                workStart: max(clock.now, timestamp))
            loop.sawWork = false
            commit.animation.frameBegan(in: self)
            commit.invalidations.isRecording = timeline.options.recordsSpans
            if loop.animationsEnd >= timestamp { timeline.markScrolling() }
            loop.isInEventTurn = true
            defer { loop.isInEventTurn = false }
            flushViolationEvents()
            loop.phase(.event) {
                deliverInput(at: timestamp)
                if let events {
                    // The launch (`Simulation.start`) is not an event handler: its layouts are
                    // not offences, and what it invalidates is the first frame's work.
                    commit.invalidations.isRecording = false
                    recordLaunch()
                    loop.span(.perform, "launch", isApp: true) { events() }
                    commit.invalidations.isRecording = timeline.options.recordsSpans
                }
                for body in loop.takePerforms() {
                    loop.count(\.performs)
                    loop.span(.perform) { body() }
                }
            }
            loop.beginPhase(.mainQueue)
            runDueWork()
            releaseDeferredMainQueueBlocks()
            releaseBackgroundArrivals()
            loop.publishTime()
        }
    }

    /// Turn B.
    func runCommitTurn() {
        turn {
            flushViolationEvents()
            loop.endPhase()
            loop.phase(.displayLink) { fireDisplayLinks() }
            commit.invalidations.isRecording = false
            commit.invalidations.clear()
            commit.passes.beginBatch()
            let windows = app.windows
            loop.phase(.constraints) { for w in windows { CommitPasses.updateConstraints(in: w, self) } }
            loop.phase(.layout) {
                for w in windows { CommitPasses.layout(from: w, self) }
                layOutPendingLayers()
            }
            loop.phase(.display) {
                for w in windows where !w.storedIsHidden { CommitPasses.display(from: w, self) }
                displayPendingLayers()
            }
            loop.phase(.commit) {
                commit.animation.isPastLayoutPasses = true
                runCommitCompletions()
                reportChildrenAwaitingDidMove()
                commitAnimations()
                let outcome = commit.transactions.commitImplicit(at: loop.clock.now)
                scheduleCompletions(outcome.completions, after: outcome.after, animations: outcome.animations)
            }
            finishFrame()
            loop.publishTime()
        }
    }

    private func finishFrame() {
        guard let frame = loop.timeline.frame else { return }
        let end = loop.clock.now
        chargeRender()
        if let done = loop.timeline.endFrame(at: end, sources: loop.clock.frameSources) { loop.recording.add(done) }
        MainActivity.leaveFrame()
        // The next frame starts at the first vsync at or after the end of this one.
        loop.nextVsync = max(frame.vsync + 1, loop.timing.vsync(atOrAfter: end))
    }

    /// Nothing pending: nothing due in the frame loop, no uncommitted animation, no layout or
    /// display waiting in any window. Read holding the turn.
    var isIdle: Bool {
        guard loop.hasNoWorkDue, !commit.animation.hasUncommittedAnimations else { return false }
        return app.allWindows { w in
            !w.pending.intersects(.layoutWork)
                // Display waits while a window is hidden.
                && (w.storedIsHidden || !w.pending.intersects(.displayWork))
        }
    }

    /// When idle, moves the next frame to the vsync at or after the next deadline (no later than
    /// `latest`). Returns whether there is work to come (false: nothing pending at all).
    func skipIdleVsyncs(latest: Int? = nil) -> Bool {
        guard isIdle else { return true }
        return loop.skipToNextDeadline(latest: latest)
    }

    // MARK: - The work of the phases

    /// Runs the scheduler's work due by now that was scheduled before this point (work it
    /// schedules for now waits for the next frame, so a zero-delay loop cannot starve a frame).
    /// Main-queue blocks (`asyncAfter`) go to the main queue, to run after this turn as Dispatch
    /// would run them — not holding the turn.
    private func runDueWork() {
        let scheduler = loop.scheduler
        guard !scheduler.isEmpty else { return }
        let now = loop.clock.now
        let limit = scheduler.lastSequence
        while let (item, work) = scheduler.takeDue(by: now, scheduledBefore: limit) {
            loop.sawWork = true
            if item.kind == .mainQueueBlock {
                loop.mainQueueBlockQueued()
                MainQueueWork.dispatch(work, in: self, name: item.name)
            } else {
                loop.span(item.kind, item.name, isApp: item.isApp) { work() }
            }
        }
    }

    /// Blocks queued on the main queue outside this frame's event turn (from the commit, from
    /// another main-queue block, between frames) run in the next frame's main-queue phase, as
    /// a run loop serves blocks queued during its pass in the next pass.
    private func releaseDeferredMainQueueBlocks() {
        guard !loop.deferredMainQueueBlocks.isEmpty else { return }
        let blocks = loop.deferredMainQueueBlocks
        loop.deferredMainQueueBlocks = []
        for block in blocks { MainQueueWork.dispatch(block, in: self, name: "DispatchQueue.main.async") }
    }

    private func fireDisplayLinks() {
        guard let frame = loop.timeline.frame else { return }
        let timing = loop.timing
        for link in loop.displayLinks where !link.storedIsPaused && link.isDue(vsync: frame.vsync, refreshRate: timing.refreshRate) {
            link.storedTimestamp = frame.vsyncTime
            link.storedTargetTimestamp = timing.instant(ofVsync: frame.vsync + link.stride(refreshRate: timing.refreshRate))
            loop.count(\.displayLinkCallbacks)
            loop.sawWork = true
            loop.span(.displayLinkCallback, object: link) { link.handler(link) }
        }
        loop.displayLinks.removeAll { $0.isInvalidated }
    }

    /// The work waiting for this commit, in order (what it adds waits for the next one). At the
    /// first commit the app becomes active: its root controller's `viewDidAppear(_:)` sees the
    /// active state, and `applicationDidBecomeActive(_:)` follows it.
    private func runCommitCompletions() {
        let activated = app.application.activateAtFirstCommit()
        if !loop.commitCompletions.isEmpty {
            let pending = loop.commitCompletions
            loop.commitCompletions = []
            for completion in pending { completion() }
        }
        if activated { app.application.announceDidBecomeActive() }
    }

    func register(_ link: CADisplayLink) {
        if !loop.displayLinks.contains(where: { $0 === link }) { loop.displayLinks.append(link) }
        link.addedDuringVsync = loop.timeline.frame?.vsync ?? loop.nextVsync - 1
    }

    // MARK: - Transactions

    /// The three passes for every window now, outside the frame's own commit (an explicit
    /// outermost `CATransaction.commit()`, or a flush).
    func commitNow() {
        loop.span(.transactionCommit, "CATransaction.commit") {
            commit.passes.beginBatch()
            let windows = app.windows
            for w in windows { CommitPasses.updateConstraints(in: w, self) }
            for w in windows { CommitPasses.layout(from: w, self) }
            for w in windows where !w.storedIsHidden { CommitPasses.display(from: w, self) }
            commitAnimations()
        }
    }

    func commitExplicitTransaction() {
        guard let outcome = commit.transactions.commitExplicit(at: loop.clock.now), outcome.commitsNow else { return }
        commitNow()
        scheduleCompletions(outcome.completions, after: outcome.after, animations: outcome.animations)
    }

    func flushTransaction() {
        guard !commit.transactions.hasExplicit else { return }
        commitNow()
        let outcome = commit.transactions.commitImplicit(at: loop.clock.now)
        scheduleCompletions(outcome.completions, after: outcome.after, animations: outcome.animations)
    }

    /// Completion blocks run in the main-queue phase that follows the commit, or once the
    /// animations added in the transaction have ended (outside every simulation, where no frame
    /// follows, at once). Core Animation's run when they have all stopped: at the end they were
    /// due to reach, later if one is still running then (one that never ends holds them until
    /// it is removed), earlier — in the next frame — when they are all removed before it.
    private func scheduleCompletions(_ blocks: [() -> Void], after animationsEnd: Instant, animations: TransactionAnimations?) {
        if isDetached {
            for block in blocks { block() }
            return
        }
        guard !blocks.isEmpty else { return }
        let scheduler = loop.scheduler, clock = loop.clock
        let due = max(clock.now, animationsEnd)
        guard let animations, animations.isPending else {
            for block in blocks {
                scheduler.schedule(at: due, kind: .transactionCompletion, name: "CATransaction completion", block)
            }
            return
        }
        var gateRan = false
        var gate: ScheduledWork?
        // (The animations may outlive the simulation: they do not hold its loop.)
        let runNow = { [unowned scheduler, unowned clock] in
            for block in blocks {
                scheduler.schedule(at: clock.now, kind: .transactionCompletion, name: "CATransaction completion", block)
            }
        }
        gate = scheduler.schedule(at: due, kind: .transactionCompletion, name: "CATransaction completion") {
            gateRan = true
            if !animations.isPending { for block in blocks { block() } }
        }
        animations.whenAllStopped { [unowned clock] in
            if gateRan {
                runNow()                      // the gate found one still running: now it has stopped
            } else if clock.now < due {
                gate?.cancel()                // all removed early
                runNow()
            }                                 // else the gate runs in this phase, after the stop
        }
    }

    // MARK: - Runs

    /// The running turn's context, or the detached one (for views made outside simulations).
    static var runningOrDetached: SimulationContext { running ?? detached }

    /// Before a frame of `run(for:)`: skips idle vsyncs, and says whether the next frame starts
    /// before `end`.
    func prepareFrame(before end: Instant) -> Bool {
        let lastVsync = loop.timing.vsync(atOrAfter: end) - 1
        guard loop.nextVsync <= lastVsync else { return false }
        guard skipIdleVsyncs(latest: lastVsync + 1) else { return false }
        return loop.nextVsync <= lastVsync
    }

    /// After `run(for:)`: the virtual clock stands at `end` (the real one is waited out by the
    /// driver, outside the turn), and the next frame waits for the first vsync from then on.
    func finishRun(at end: Instant) {
        if !loop.clock.isReal { loop.clock.advance(to: end) }
        loop.nextVsync = max(loop.nextVsync, loop.timing.vsync(atOrAfter: end))
        loop.publishTime()
    }
}
