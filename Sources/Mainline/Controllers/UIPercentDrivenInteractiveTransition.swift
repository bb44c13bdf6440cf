import Foundation

/// An interaction controller that drives a transition's animations by a percentage: a gesture
/// handler calls `update(_:)` as the finger moves, then `finish()` or `cancel()`.
///
/// `startInteractiveTransition(_:)` runs the animator's `animateTransition(using:)` with its
/// animations held at the start (UIKit freezes the container's layer); `update(_:)` shows them
/// at that fraction of the animator's duration; `finish()` runs them on to the end and
/// `cancel()` back to the start, at `completionSpeed` — then they end, their completions run,
/// and the animator completes the transition (see `InteractiveTransitionClock`). An animator
/// that has an `interruptibleAnimator(using:)` is driven through that animator instead: paused,
/// scrubbed with `fractionComplete`, continued (reversed when cancelled).
///
/// With `wantsInteractiveStart` false the transition starts animating; `pause()` (or an
/// `update(_:)`) makes it interactive where it is.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    var storedCompletionSpeed: CGFloat = 1
    var storedCompletionCurve = UIView.AnimationCurve.easeInOut
    var storedTimingCurve: UITimingCurveProvider?
    var storedWantsInteractiveStart = true
    var storedPercentComplete: CGFloat = 0
    /// The transition being driven.
    var transitionContext: TransitionContext?
    /// The animator's interruptible animator, when it has one.
    var interruptible: UIViewImplicitlyAnimating?
    /// Calls made before the transition started (a gesture's first `update` can precede the
    /// `dismiss(animated:)` that starts it): the state they set is applied at the start.
    var endedBeforeStart: Bool?

    /// An interaction controller at 0 %.
    public init() {
        UIEntry.check("-[UIPercentDrivenInteractiveTransition init]")
    }

    /// The animator's duration, in seconds (0 before the transition starts).
    open var duration: CGFloat {
        let entry = UIEntry("-[UIPercentDrivenInteractiveTransition duration]", self); defer { entry.end() }
        return CGFloat(transitionContext?.duration ?? 0)
    }

    /// How far the transition is, 0 to 1.
    open var percentComplete: CGFloat {
        let entry = UIEntry("-[UIPercentDrivenInteractiveTransition percentComplete]", self); defer { entry.end() }
        return storedPercentComplete
    }

    /// How fast the rest runs after `finish()` or `cancel()` (1: at the animations' own pace).
    open var completionSpeed: CGFloat {
        get { let entry = UIEntry("-[UIPercentDrivenInteractiveTransition completionSpeed]", self); defer { entry.end() }; return storedCompletionSpeed }
        set { let entry = UIEntry("-[UIPercentDrivenInteractiveTransition setCompletionSpeed:]", self); defer { entry.end() }; storedCompletionSpeed = newValue }
    }

    /// The curve of the rest after `finish()` or `cancel()` (reported to the coordinator).
    open var completionCurve: UIView.AnimationCurve {
        get { let entry = UIEntry("-[UIPercentDrivenInteractiveTransition completionCurve]", self); defer { entry.end() }; return storedCompletionCurve }
        set { let entry = UIEntry("-[UIPercentDrivenInteractiveTransition setCompletionCurve:]", self); defer { entry.end() }; storedCompletionCurve = newValue }
    }

    /// The timing curve an interruptible animator continues with (nil: its own).
    open var timingCurve: UITimingCurveProvider? {
        get { let entry = UIEntry("-[UIPercentDrivenInteractiveTransition timingCurve]", self); defer { entry.end() }; return storedTimingCurve }
        set { let entry = UIEntry("-[UIPercentDrivenInteractiveTransition setTimingCurve:]", self); defer { entry.end() }; storedTimingCurve = newValue }
    }

    /// Whether the transition starts interactive (true by default).
    open var wantsInteractiveStart: Bool {
        get { let entry = UIEntry("-[UIPercentDrivenInteractiveTransition wantsInteractiveStart]", self); defer { entry.end() }; return storedWantsInteractiveStart }
        set { let entry = UIEntry("-[UIPercentDrivenInteractiveTransition setWantsInteractiveStart:]", self); defer { entry.end() }; storedWantsInteractiveStart = newValue }
    }

    /// The transition starts: the animator sets up its animations, held at the start (or
    /// running, without an interactive start).
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        let entry = UIEntry("-[UIPercentDrivenInteractiveTransition startInteractiveTransition:]", self); defer { entry.end() }
        guard let context = transitionContext as? TransitionContext else {
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:) was given a context UIKit did not \
            make; only the transition's own context can be driven. The call is ignored.
            """, in: SimulationContext.runningOrDetached)
            return
        }
        self.transitionContext = context
        storedPercentComplete = 0
        let animator = context.animator
        let candidate = context.context.loop.span(.delegateCallback, "interruptibleAnimator(using:)") { animator.interruptibleAnimator(using: context) }
        if !(candidate is NoInterruptibleAnimator) {
            interruptible = candidate
            context.coordinator.hasInterruptibleAnimator = true
            if storedWantsInteractiveStart {
                candidate.pauseAnimation()
            } else {
                candidate.startAnimation()
            }
        } else {
            let clock = InteractiveTransitionClock(duration: context.duration, context: context.context)
            context.clock = clock
            clock.drive {
                context.context.loop.span(.delegateCallback, "animateTransition(using:)") { animator.animateTransition(using: context) }
            }
            if !storedWantsInteractiveStart { clock.run(forward: true, speed: 1) {} }
        }
        if let ended = endedBeforeStart {
            endedBeforeStart = nil
            if ended { finish() } else { cancel() }
        }
    }

    /// Shows the transition at `percentComplete` (0 to 1) of the way, interactive from now.
    open func update(_ percentComplete: CGFloat) {
        let entry = UIEntry("-[UIPercentDrivenInteractiveTransition updateInteractiveTransition:]", self); defer { entry.end() }
        let p = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
        storedPercentComplete = p
        guard let context = transitionContext, !context.isComplete else { return }
        if !context.interactive { context.pauseInteractiveTransition() }
        context.updateInteractiveTransition(p)
        if let interruptible {
            if interruptible.state == .active && interruptible.isRunning { interruptible.pauseAnimation() }
            interruptible.fractionComplete = p
        } else {
            context.clock?.scrub(to: Double(p))
        }
    }

    /// Stops a running transition where it is, and makes it interactive.
    open func pause() {
        let entry = UIEntry("-[UIPercentDrivenInteractiveTransition pauseInteractiveTransition]", self); defer { entry.end() }
        guard let context = transitionContext, !context.isComplete else { return }
        context.pauseInteractiveTransition()
        if let interruptible {
            interruptible.pauseAnimation()
            storedPercentComplete = interruptible.fractionComplete
        } else if let clock = context.clock {
            clock.pause()
            storedPercentComplete = CGFloat(clock.fraction(at: context.context.loop.clock.mediaTime))
        }
        context.updateInteractiveTransition(storedPercentComplete)
    }

    /// The gesture ended: the transition runs on to its end.
    open func finish() {
        let entry = UIEntry("-[UIPercentDrivenInteractiveTransition finishInteractiveTransition]", self); defer { entry.end() }
        end(cancelled: false)
    }

    /// The gesture ended: the transition runs back to its start and is cancelled.
    open func cancel() {
        let entry = UIEntry("-[UIPercentDrivenInteractiveTransition cancelInteractiveTransition]", self); defer { entry.end() }
        end(cancelled: true)
    }

    private func end(cancelled: Bool) {
        guard let context = transitionContext else {
            // Before the transition began: it ends so as soon as it starts.
            endedBeforeStart = !cancelled
            return
        }
        guard !context.isComplete else { return }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let speed = Double(storedCompletionSpeed > 0 && storedCompletionSpeed.isFinite ? storedCompletionSpeed : 1)
        if let interruptible {
            interruptible.isReversed = cancelled
            let left = cancelled ? interruptible.fractionComplete : 1 - interruptible.fractionComplete
            if interruptible.state == .inactive { interruptible.startAnimation() }
            interruptible.continueAnimation(withTimingParameters: storedTimingCurve, durationFactor: left / CGFloat(speed))
        } else if let clock = context.clock {
            clock.run(forward: !cancelled, speed: speed) { [weak self] in
                self?.storedPercentComplete = cancelled ? 0 : 1
            }
        }
        transitionContext = nil
        interruptible = nil
    }
}
