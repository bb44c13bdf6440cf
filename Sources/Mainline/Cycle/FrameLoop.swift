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
            let vsync = nextVsync
            let timestamp = timing.instant(ofVsync: vsync)
            clock.advance(to: timestamp)
            clock.beginFrame()
            MainActivity.enterFrame(accountsHangs: clock.accountsHangs)
            timeline.beginFrame(vsync: vsync, vsyncTime: timestamp, targetTime: timing.instant(ofVsync: vsync + 1),
                                workStart: max(clock.now, timestamp))
            sawWork = false
            animation.frameBegan(in: self)
            invalidations.isRecording = timeline.options.recordsSpans
            if animationsEnd >= timestamp { timeline.markScrolling() }
            isInEventTurn = true
            defer { isInEventTurn = false }
            flushViolationEvents()
            phase(.event) {
                deliverInput(at: timestamp)
                if let events {
                    // The launch (`Simulation.start`) is not an event handler: its layouts are
                    // not offences, and what it invalidates is the first frame's work.
                    invalidations.isRecording = false
                    recordLaunch()
                    span(.perform, "launch", isApp: true) { events() }
                    invalidations.isRecording = timeline.options.recordsSpans
                }
                for body in takePerforms() {
                    count(\.performs)
                    span(.perform) { body() }
                }
            }
            beginPhase(.mainQueue)
            runDueWork()
            releaseDeferredMainQueueBlocks()
            releaseBackgroundArrivals()
            publishTime()
        }
    }

    /// Turn B.
    func runCommitTurn() {
        turn {
            flushViolationEvents()
            endPhase()
            phase(.displayLink) { fireDisplayLinks() }
            invalidations.isRecording = false
            invalidations.clear()
            passes.beginBatch()
            let windows = self.windows
            phase(.constraints) { for w in windows { CommitPasses.updateConstraints(in: w, self) } }
            phase(.layout) {
                for w in windows { CommitPasses.layout(from: w, self) }
                layOutPendingLayers()
            }
            phase(.display) {
                for w in windows where !w.storedIsHidden { CommitPasses.display(from: w, self) }
                displayPendingLayers()
            }
            phase(.commit) {
                animation.isPastLayoutPasses = true
                runCommitCompletions()
                reportChildrenAwaitingDidMove()
                commitAnimations()
                let outcome = transactions.commitImplicit(at: clock.now)
                scheduleCompletions(outcome.completions, after: outcome.after, animations: outcome.animations)
            }
            finishFrame()
            publishTime()
        }
    }

    private func finishFrame() {
        guard let frame = timeline.frame else { return }
        let end = clock.now
        chargeRender()
        if let done = timeline.endFrame(at: end, sources: clock.frameSources) { recording.add(done) }
        MainActivity.leaveFrame()
        // The next frame starts at the first vsync at or after the end of this one.
        nextVsync = max(frame.vsync + 1, timing.vsync(atOrAfter: end))
    }

    /// Nothing pending: no flags in any window, no performs, no appearance callbacks, no
    /// running display link, no work due by the next vsync. Read holding the turn.
    var isIdle: Bool {
        guard !sawWork, !hasPendingPerforms, commitCompletions.isEmpty, queuedMainQueueBlocks == 0, movingScrollViews.isEmpty,
              background.isEmpty, !animation.hasUncommittedAnimations,
              animationsEnd < timing.instant(ofVsync: nextVsync),
              !displayLinks.contains(where: { !$0.storedIsPaused }) else { return false }
        if let deadline = nextDeadline, deadline <= timing.instant(ofVsync: nextVsync) { return false }
        return allWindows { w in
            !w.pending.intersects(.layoutWork)
                // Display waits while a window is hidden.
                && (w.storedIsHidden || !w.pending.intersects(.displayWork))
        }
    }

    /// When idle, moves the next frame to the vsync at or after the scheduler's next deadline
    /// (no earlier than `earliest`, no later than `latest`). Returns whether there is work to
    /// come (false: nothing pending at all).
    func skipIdleVsyncs(latest: Int? = nil) -> Bool {
        guard isIdle else { return true }
        guard let deadline = nextDeadline else { return false }
        var vsync = max(nextVsync, timing.vsync(atOrAfter: deadline))
        if let latest { vsync = min(vsync, latest) }
        nextVsync = vsync
        return true
    }

    /// The earliest deadline of scheduled work, scripted input, or background work's blocks for
    /// the main queue.
    private var nextDeadline: Instant? {
        [scheduler.nextDeadline, inputs.nextDeadline, background.nextArrivalDue].compactMap { $0 }.min()
    }

    // MARK: - Phases

    private func phase(_ phase: FramePhase, _ body: () -> Void) {
        beginPhase(phase)
        body()
        endPhase()
    }

    private func beginPhase(_ phase: FramePhase) {
        MainActivity.enter(phase)
        timeline.beginPhase(phase, at: clock.now)
    }

    private func endPhase() {
        timeline.endPhase(at: clock.now)
    }

    // MARK: - The work of the phases

    /// Runs the scheduler's work due by now that was scheduled before this point (work it
    /// schedules for now waits for the next frame, so a zero-delay loop cannot starve a frame).
    /// Main-queue blocks (`asyncAfter`) go to the main queue, to run after this turn as Dispatch
    /// would run them — not holding the turn.
    private func runDueWork() {
        guard !scheduler.isEmpty else { return }
        let now = clock.now
        let limit = scheduler.lastSequence
        while let (item, work) = scheduler.takeDue(by: now, scheduledBefore: limit) {
            sawWork = true
            if item.kind == .mainQueueBlock {
                mainQueueBlockQueued()
                MainQueueWork.dispatch(work, in: self, name: item.name)
            } else {
                span(item.kind, item.name, isApp: item.isApp) { work() }
            }
        }
    }

    /// Blocks queued on the main queue outside this frame's event turn (from the commit, from
    /// another main-queue block, between frames) run in the next frame's main-queue phase, as
    /// a run loop serves blocks queued during its pass in the next pass.
    private func releaseDeferredMainQueueBlocks() {
        guard !deferredMainQueueBlocks.isEmpty else { return }
        let blocks = deferredMainQueueBlocks
        deferredMainQueueBlocks = []
        for block in blocks { MainQueueWork.dispatch(block, in: self, name: "DispatchQueue.main.async") }
    }

    private func fireDisplayLinks() {
        guard let frame = timeline.frame else { return }
        for link in displayLinks where !link.storedIsPaused && link.isDue(vsync: frame.vsync, refreshRate: timing.refreshRate) {
            link.storedTimestamp = frame.vsyncTime
            link.storedTargetTimestamp = timing.instant(ofVsync: frame.vsync + link.stride(refreshRate: timing.refreshRate))
            count(\.displayLinkCallbacks)
            sawWork = true
            span(.displayLinkCallback, object: link) { link.handler(link) }
        }
        displayLinks.removeAll { $0.isInvalidated }
    }

    /// The work waiting for this commit, in order (what it adds waits for the next one). At the
    /// first commit the app becomes active: its root controller's `viewDidAppear(_:)` sees the
    /// active state, and `applicationDidBecomeActive(_:)` follows it.
    private func runCommitCompletions() {
        let activated = application.activateAtFirstCommit()
        if !commitCompletions.isEmpty {
            let pending = commitCompletions
            commitCompletions = []
            for completion in pending { completion() }
        }
        if activated { application.announceDidBecomeActive() }
    }

    func register(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
        link.addedDuringVsync = timeline.frame?.vsync ?? nextVsync - 1
    }

    // MARK: - Transactions

    /// The three passes for every window now, outside the frame's own commit (an explicit
    /// outermost `CATransaction.commit()`, or a flush).
    func commitNow() {
        span(.transactionCommit, "CATransaction.commit") {
            passes.beginBatch()
            let windows = self.windows
            for w in windows { CommitPasses.updateConstraints(in: w, self) }
            for w in windows { CommitPasses.layout(from: w, self) }
            for w in windows where !w.storedIsHidden { CommitPasses.display(from: w, self) }
            commitAnimations()
        }
    }

    func commitExplicitTransaction() {
        guard let outcome = transactions.commitExplicit(at: clock.now), outcome.commitsNow else { return }
        commitNow()
        scheduleCompletions(outcome.completions, after: outcome.after, animations: outcome.animations)
    }

    func flushTransaction() {
        guard !transactions.hasExplicit else { return }
        commitNow()
        let outcome = transactions.commitImplicit(at: clock.now)
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
        let due = max(clock.now, animationsEnd)
        guard let animations, animations.isPending else {
            for block in blocks {
                scheduler.schedule(at: due, kind: .transactionCompletion, name: "CATransaction completion", block)
            }
            return
        }
        var gateRan = false
        var gate: ScheduledWork?
        let runNow = { [unowned self] in
            for block in blocks {
                self.scheduler.schedule(at: self.clock.now, kind: .transactionCompletion, name: "CATransaction completion", block)
            }
        }
        gate = scheduler.schedule(at: due, kind: .transactionCompletion, name: "CATransaction completion") {
            gateRan = true
            if !animations.isPending { for block in blocks { block() } }
        }
        animations.whenAllStopped { [unowned self] in
            if gateRan {
                runNow()                      // the gate found one still running: now it has stopped
            } else if self.clock.now < due {
                gate?.cancel()                // all removed early
                runNow()
            }                                 // else the gate runs in this phase, after the stop
        }
    }
}

extension SimulationContext {
    /// The running turn's context, or the detached one (for views made outside simulations).
    static var runningOrDetached: SimulationContext { running ?? detached }
}

extension SimulationContext {
    /// Before a frame of `run(for:)`: skips idle vsyncs, and says whether the next frame starts
    /// before `end`.
    func prepareFrame(before end: Instant) -> Bool {
        let lastVsync = timing.vsync(atOrAfter: end) - 1
        guard nextVsync <= lastVsync else { return false }
        guard skipIdleVsyncs(latest: lastVsync + 1) else { return false }
        return nextVsync <= lastVsync
    }

    /// After `run(for:)`: the virtual clock stands at `end` (the real one is waited out by the
    /// driver, outside the turn), and the next frame waits for the first vsync from then on.
    func finishRun(at end: Instant) {
        if !clock.isReal { clock.advance(to: end) }
        nextVsync = max(nextVsync, timing.vsync(atOrAfter: end))
        publishTime()
    }
}
