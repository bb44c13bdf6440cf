import Foundation

/// The state of an animator (`UIViewAnimating`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations may be added and it may be started.
    case inactive
    /// Started, running or paused.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// A timing curve (`UICubicTimingParameters`, `UISpringTimingParameters`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {}

/// A cubic Bézier timing curve.
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The curve's control points (UIKit's for the named curves).
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint

    /// The ease-in-out curve.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        UIEntry.check("-[UICubicTimingParameters initWithAnimationCurve:]")
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    /// A curve through these control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        UIEntry.check("-[UICubicTimingParameters initWithControlPoint1:controlPoint2:]")
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }
}

/// A spring timing curve.
open class UISpringTimingParameters: UITimingCurveProvider {
    /// How quickly the spring settles (1: without overshoot).
    public let dampingRatio: CGFloat
    /// The starting velocity, relative to the distance.
    public let initialVelocity: CGVector

    /// A critically damped spring.
    public convenience init() { self.init(dampingRatio: 1) }

    /// A spring of this damping ratio.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        UIEntry.check("-[UISpringTimingParameters initWithDampingRatio:initialVelocity:]")
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// A spring of these physical parameters.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        UIEntry.check("-[UISpringTimingParameters initWithMass:stiffness:damping:initialVelocity:]")
        let critical = 2 * (max(0, mass * stiffness)).squareRoot()
        dampingRatio = critical > 0 ? damping / critical : 1
        initialVelocity = velocity
    }
}

/// What every animator does (`UIViewPropertyAnimator`'s basic protocol).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions after it is made.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// An animation that can be started, paused, scrubbed, reversed and stopped, with UIKit's
/// state machine (inactive → active → stopped → inactive).
///
/// As with `UIView.animate`, the values the animation blocks set take effect at once — when the
/// animator starts, or at once for a block added while it runs — because Mainline models the
/// layer tree's model values, not the presentation. The time it runs is simulated: the
/// completions run when it reaches its end on the simulation's clock, paused time does not
/// count, and its frames count as animation frames for the hitch-time ratio.
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    private let storedDuration: TimeInterval
    private var storedDelay: TimeInterval = 0
    private var storedState = UIViewAnimatingState.inactive
    private var storedIsRunning = false
    private var storedIsReversed = false
    /// How far the animation had got when it was last paused (or at start, 0).
    private var pausedFraction: CGFloat = 0
    /// When the running animation's clock started, and the fraction it started from.
    private var runStart: TimeInterval = 0
    private var runStartFraction: CGFloat = 0
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var scheduledEnd: ScheduledWork?
    /// The time left given by `continueAnimation(withTimingParameters:durationFactor:)`.
    private var remainingOverride: TimeInterval?
    /// How long the current run takes from `runStartFraction` to its end.
    private var runDuration: TimeInterval = 0
    private var storedIsInterruptible = true
    private var storedIsUserInteractionEnabled = true
    private var storedScrubsLinearly = true
    private var storedPausesOnCompletion = false
    private var storedIsManualHitTestingEnabled = false
    /// The timing curve: `.easeInOut`, or the one given.
    public let timingParameters: UITimingCurveProvider?

    /// An animator with no duration and the default curve (NSObject's `init()`, which UIKit's
    /// animator keeps): give it animations and a duration scale when it runs, or replace it.
    public convenience init() {
        UIEntry.check("-[UIViewPropertyAnimator init]")
        self.init(duration: 0, curve: .easeInOut)
    }

    /// An animator with one of the named curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        let entry = UIEntry("-[UIViewPropertyAnimator initWithDuration:curve:animations:]"); defer { entry.end() }
        storedDuration = Self.sanitized(duration)
        timingParameters = UICubicTimingParameters(animationCurve: curve)
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a cubic Bézier curve.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (() -> Void)? = nil) {
        let entry = UIEntry("-[UIViewPropertyAnimator initWithDuration:controlPoint1:controlPoint2:animations:]"); defer { entry.end() }
        storedDuration = Self.sanitized(duration)
        timingParameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        if let animations { self.animations.append(animations) }
    }

    /// A spring animator.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        let entry = UIEntry("-[UIViewPropertyAnimator initWithDuration:dampingRatio:animations:]"); defer { entry.end() }
        storedDuration = Self.sanitized(duration)
        timingParameters = UISpringTimingParameters(dampingRatio: ratio)
        if let animations { self.animations.append(animations) }
    }

    /// An animator with the given curve.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let entry = UIEntry("-[UIViewPropertyAnimator initWithDuration:timingParameters:]"); defer { entry.end() }
        storedDuration = Self.sanitized(duration)
        timingParameters = parameters
    }

    /// Makes an animator and starts it at once (after `delay`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let entry = UIEntry("+[UIViewPropertyAnimator runningPropertyAnimatorWithDuration:delay:options:animations:completion:]")
        defer { entry.end() }
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func sanitized(_ duration: TimeInterval) -> TimeInterval { duration.isFinite ? max(0, duration) : 0 }

    private var context: SimulationContext { SimulationContext.runningOrDetached }

    // MARK: Properties

    /// The length of the animation, in seconds.
    open var duration: TimeInterval {
        let entry = UIEntry("-[UIViewPropertyAnimator duration]", self); defer { entry.end() }
        return storedDuration
    }

    /// The delay before the animation began, in seconds.
    open var delay: TimeInterval {
        let entry = UIEntry("-[UIViewPropertyAnimator delay]", self); defer { entry.end() }
        return storedDelay
    }

    /// Inactive, active (running or paused) or stopped.
    open var state: UIViewAnimatingState {
        let entry = UIEntry("-[UIViewPropertyAnimator state]", self); defer { entry.end() }
        return storedState
    }

    /// Whether it is active and not paused.
    open var isRunning: Bool {
        let entry = UIEntry("-[UIViewPropertyAnimator isRunning]", self); defer { entry.end() }
        return storedIsRunning
    }

    /// Whether it runs back towards the start; changing it while running turns it around.
    open var isReversed: Bool {
        get { let entry = UIEntry("-[UIViewPropertyAnimator isReversed]", self); defer { entry.end() }; return storedIsReversed }
        set {
            let entry = UIEntry("-[UIViewPropertyAnimator setReversed:]", self); defer { entry.end() }
            guard newValue != storedIsReversed else { return }
            if storedIsRunning {
                let fraction = currentFraction()
                storedIsReversed = newValue
                run(from: fraction)
            } else {
                storedIsReversed = newValue
            }
        }
    }

    /// How far the animation has got (0…1). Setting it scrubs a paused animator (and pauses an
    /// inactive one, which starts it).
    open var fractionComplete: CGFloat {
        get { let entry = UIEntry("-[UIViewPropertyAnimator fractionComplete]", self); defer { entry.end() }; return currentFraction() }
        set {
            let entry = UIEntry("-[UIViewPropertyAnimator setFractionComplete:]", self); defer { entry.end() }
            guard !storedIsRunning, storedState != .stopped else { return }
            if storedState == .inactive { activate() }
            pausedFraction = newValue.isFinite ? min(1, max(0, newValue)) : 0
        }
    }

    /// Whether it can be paused and scrubbed (kept).
    open var isInterruptible: Bool {
        get { let entry = UIEntry("-[UIViewPropertyAnimator isInterruptible]", self); defer { entry.end() }; return storedIsInterruptible }
        set { let entry = UIEntry("-[UIViewPropertyAnimator setInterruptible:]", self); defer { entry.end() }; storedIsInterruptible = newValue }
    }

    /// Whether the animated views take touches while it runs (kept).
    open var isUserInteractionEnabled: Bool {
        get { let entry = UIEntry("-[UIViewPropertyAnimator isUserInteractionEnabled]", self); defer { entry.end() }; return storedIsUserInteractionEnabled }
        set { let entry = UIEntry("-[UIViewPropertyAnimator setUserInteractionEnabled:]", self); defer { entry.end() }; storedIsUserInteractionEnabled = newValue }
    }

    /// Whether scrubbing follows a linear curve (kept).
    open var scrubsLinearly: Bool {
        get { let entry = UIEntry("-[UIViewPropertyAnimator scrubsLinearly]", self); defer { entry.end() }; return storedScrubsLinearly }
        set { let entry = UIEntry("-[UIViewPropertyAnimator setScrubsLinearly:]", self); defer { entry.end() }; storedScrubsLinearly = newValue }
    }

    /// When true, reaching the end pauses the animator (active, not running) instead of
    /// finishing it, and the completions wait.
    open var pausesOnCompletion: Bool {
        get { let entry = UIEntry("-[UIViewPropertyAnimator pausesOnCompletion]", self); defer { entry.end() }; return storedPausesOnCompletion }
        set { let entry = UIEntry("-[UIViewPropertyAnimator setPausesOnCompletion:]", self); defer { entry.end() }; storedPausesOnCompletion = newValue }
    }

    /// Whether hit-testing uses the presentation (kept).
    open var isManualHitTestingEnabled: Bool {
        get { let entry = UIEntry("-[UIViewPropertyAnimator isManualHitTestingEnabled]", self); defer { entry.end() }; return storedIsManualHitTestingEnabled }
        set { let entry = UIEntry("-[UIViewPropertyAnimator setManualHitTestingEnabled:]", self); defer { entry.end() }; storedIsManualHitTestingEnabled = newValue }
    }

    // MARK: Animations and completions

    /// Adds an animation block: it runs when the animator starts, or at once if it is active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        let entry = UIEntry("-[UIViewPropertyAnimator addAnimations:]", self); defer { entry.end() }
        if storedState == .active {
            runAnimationBlock(animation)
        } else {
            animations.append(animation)
        }
    }

    /// Adds an animation block that starts `delayFactor` of the remaining time in (its values
    /// still take effect when it runs).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let entry = UIEntry("-[UIViewPropertyAnimator addAnimations:delayFactor:]", self); defer { entry.end() }
        addAnimations(animation)
    }

    /// Adds a block to run when the animation ends, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        let entry = UIEntry("-[UIViewPropertyAnimator addCompletion:]", self); defer { entry.end() }
        completions.append(completion)
    }

    // MARK: Running

    /// Starts (or resumes) the animation.
    open func startAnimation() {
        let entry = UIEntry("-[UIViewPropertyAnimator startAnimation]", self); defer { entry.end() }
        start(after: 0)
    }

    /// Starts the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        let entry = UIEntry("-[UIViewPropertyAnimator startAnimationAfterDelay:]", self); defer { entry.end() }
        start(after: delay.isFinite ? max(0, delay) : 0)
    }

    /// Pauses the animation where it is (an inactive animator becomes active and paused).
    open func pauseAnimation() {
        let entry = UIEntry("-[UIViewPropertyAnimator pauseAnimation]", self); defer { entry.end() }
        switch storedState {
        case .stopped: return
        case .inactive: activate()
        case .active:
            guard storedIsRunning else { return }
            pausedFraction = currentFraction()
            storedIsRunning = false
            scheduledEnd?.cancel()
            scheduledEnd = nil
        }
    }

    /// Stops the animation where it is. With `withoutFinishing` true it becomes inactive and its
    /// completions never run; otherwise it waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        let entry = UIEntry("-[UIViewPropertyAnimator stopAnimation:]", self); defer { entry.end() }
        guard storedState == .active else { return }
        pausedFraction = currentFraction()
        storedIsRunning = false
        scheduledEnd?.cancel()
        scheduledEnd = nil
        if withoutFinishing {
            storedState = .inactive
            completions = []
        } else {
            storedState = .stopped
        }
    }

    /// Finishes a stopped animation: the completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        let entry = UIEntry("-[UIViewPropertyAnimator finishAnimation:]", self); defer { entry.end() }
        guard storedState == .stopped else {
            DiagnosticCenter.report(.animationMisuse, """
            Mainline: -[UIViewPropertyAnimator finishAnimationAtPosition:] on an animator that is not stopped \
            (state \(storedState)); UIKit raises here. Call stopAnimation(false) first. The call is ignored.
            """, in: context)
            return
        }
        finish(at: finalPosition)
    }

    /// Resumes a paused animation, optionally over a different share of the time left.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        let entry = UIEntry("-[UIViewPropertyAnimator continueAnimationWithTimingParameters:durationFactor:]", self)
        defer { entry.end() }
        guard storedState == .active, !storedIsRunning else {
            DiagnosticCenter.report(.animationMisuse, """
            Mainline: -[UIViewPropertyAnimator continueAnimationWithTimingParameters:durationFactor:] on an animator \
            that is not paused (state \(storedState)); UIKit raises here. The call is ignored.
            """, in: context)
            return
        }
        // A factor other than 0 makes the time left that share of the duration.
        remainingOverride = durationFactor > 0 && durationFactor.isFinite ? storedDuration * Double(durationFactor) : nil
        run(from: pausedFraction)
    }

    private func start(after delay: TimeInterval) {
        switch storedState {
        case .stopped:
            DiagnosticCenter.report(.animationMisuse, """
            Mainline: -[UIViewPropertyAnimator startAnimation] on a stopped animator; UIKit raises here. \
            Call finishAnimation(at:) first. The call is ignored.
            """, in: context)
            return
        case .inactive:
            storedDelay = delay
            activate()
        case .active:
            guard !storedIsRunning else { return }
        }
        run(from: pausedFraction, after: delay)
    }

    /// Inactive → active: the pending animation blocks set their values.
    private func activate() {
        storedState = .active
        pausedFraction = 0
        let blocks = animations
        animations = []
        for block in blocks { runAnimationBlock(block) }
    }

    private func runAnimationBlock(_ block: () -> Void) {
        context.span(.animationBlock, "UIViewPropertyAnimator animations") { block() }
    }

    /// Runs from `fraction` towards the end (or the start when reversed).
    private func run(from fraction: CGFloat, after delay: TimeInterval = 0) {
        scheduledEnd?.cancel()
        let context = self.context
        storedIsRunning = true
        runStartFraction = fraction
        runStart = context.clock.now + delay
        let remaining = remainingOverride ?? storedDuration * Double(storedIsReversed ? fraction : 1 - fraction)
        remainingOverride = nil
        runDuration = remaining
        let end = runStart + remaining
        if remaining > 0 { UIView.noteAnimation(in: context, until: end) }
        if context.isDetached {
            reachEnd()
        } else {
            // The running animator keeps itself alive until it ends (UIKit's are held by the
            // system while they run, so `runningPropertyAnimator` needs no owner).
            scheduledEnd = context.scheduler.schedule(at: end, kind: .scheduledWork, name: "UIViewPropertyAnimator completion") {
                self.reachEnd()
            }
        }
    }

    private func currentFraction() -> CGFloat {
        guard storedIsRunning, runDuration > 0 else { return storedIsRunning ? (storedIsReversed ? 0 : 1) : pausedFraction }
        // The run covers what was left of the way in `runDuration` seconds.
        let share = min(1, max(0, context.clock.now - runStart) / runDuration)
        let left = storedIsReversed ? runStartFraction : 1 - runStartFraction
        let fraction = storedIsReversed ? runStartFraction - left * CGFloat(share) : runStartFraction + left * CGFloat(share)
        return min(1, max(0, fraction))
    }

    private func reachEnd() {
        scheduledEnd = nil
        storedIsRunning = false
        pausedFraction = storedIsReversed ? 0 : 1
        if storedPausesOnCompletion { return }
        finish(at: storedIsReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        storedState = .inactive
        storedIsRunning = false
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }
}
