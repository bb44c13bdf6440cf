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
    /// The physical spring it was made with (nil: one made from a damping ratio, which takes the
    /// animator's duration to settle).
    let physical: (mass: Double, stiffness: Double, damping: Double)?

    /// A critically damped spring.
    public convenience init() { self.init(dampingRatio: 1) }

    /// A spring of this damping ratio.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        UIEntry.check("-[UISpringTimingParameters initWithDampingRatio:initialVelocity:]")
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
    }

    /// A spring of these physical parameters.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        UIEntry.check("-[UISpringTimingParameters initWithMass:stiffness:damping:initialVelocity:]")
        let critical = 2 * (max(0, mass * stiffness)).squareRoot()
        dampingRatio = critical > 0 ? damping / critical : 1
        initialVelocity = velocity
        physical = (Double(mass), Double(stiffness), Double(damping))
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
/// As with `UIView.animate`, the values the animation blocks set take effect at once (when the
/// animator starts, or at once for a block added while it runs) and each change adds an
/// animation to its view's layer; the animator's clock drives them: `layer.presentation()`
/// follows its curve (cubic or spring) as it runs, stands still while it is paused, follows
/// `fractionComplete` as it is scrubbed (linearly, with `scrubsLinearly`), and runs back when it
/// is reversed. The completions run when it reaches its end on the simulation's clock, paused time
/// does not count, and its frames count as animation frames for the hitch-time ratio. Finishing at
/// `.start` puts the animated properties back to their values before the animations; at
/// `.current`, leaves them where they are shown.
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    private let storedDuration: TimeInterval
    private var storedDelay: TimeInterval = 0
    private var storedState = UIViewAnimatingState.inactive
    /// The animator's clock: where the animation is, which its animations read every frame.
    private let clock: AnimatorClock
    /// The blocks added before it started, each with the fraction of the way it starts at.
    private var animations: [(block: () -> Void, start: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var scheduledEnd: ScheduledWork?
    /// The time left given by `continueAnimation(withTimingParameters:durationFactor:)`.
    private var remainingOverride: TimeInterval?
    /// The animations the blocks made (each layer and its key), and the run's interval.
    private var made: [(layer: CALayer, key: String)] = []
    private var group: AnimationGroup?
    /// After `stopAnimation(false)`: each animated property's values at the start and the end.
    private var stoppedValues: [(layer: CALayer, property: AnimatedProperty, start: AnimationVector, end: AnimationVector)] = []
    private var storedIsInterruptible = true
    private var storedIsUserInteractionEnabled = true
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
        let parameters = UICubicTimingParameters(animationCurve: curve)
        timingParameters = parameters
        clock = AnimatorClock(duration: storedDuration, pacing: Self.pacing(of: parameters, duration: storedDuration))
        if let animations { self.animations.append((animations, 0)) }
    }

    /// An animator with a cubic Bézier curve.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (() -> Void)? = nil) {
        let entry = UIEntry("-[UIViewPropertyAnimator initWithDuration:controlPoint1:controlPoint2:animations:]"); defer { entry.end() }
        storedDuration = Self.sanitized(duration)
        let parameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        timingParameters = parameters
        clock = AnimatorClock(duration: storedDuration, pacing: Self.pacing(of: parameters, duration: storedDuration))
        if let animations { self.animations.append((animations, 0)) }
    }

    /// A spring animator.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        let entry = UIEntry("-[UIViewPropertyAnimator initWithDuration:dampingRatio:animations:]"); defer { entry.end() }
        storedDuration = Self.sanitized(duration)
        let parameters = UISpringTimingParameters(dampingRatio: ratio)
        timingParameters = parameters
        clock = AnimatorClock(duration: storedDuration, pacing: Self.pacing(of: parameters, duration: storedDuration))
        if let animations { self.animations.append((animations, 0)) }
    }

    /// An animator with the given curve.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let entry = UIEntry("-[UIViewPropertyAnimator initWithDuration:timingParameters:]"); defer { entry.end() }
        storedDuration = Self.sanitized(duration)
        timingParameters = parameters
        clock = AnimatorClock(duration: storedDuration, pacing: Self.pacing(of: parameters, duration: storedDuration))
    }

    /// Makes an animator and starts it at once (after `delay`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let entry = UIEntry("+[UIViewPropertyAnimator runningPropertyAnimatorWithDuration:delay:options:animations:completion:]")
        defer { entry.end() }
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.animationCurve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func sanitized(_ duration: TimeInterval) -> TimeInterval { duration.isFinite ? max(0, duration) : 0 }

    /// The pacing of a timing curve: a cubic curve's, or a spring's over the animator's duration.
    private static func pacing(of parameters: UITimingCurveProvider, duration: TimeInterval) -> AnimationPacing {
        switch parameters {
        case let cubic as UICubicTimingParameters:
            return .cubic(CubicTimingCurve(Double(cubic.controlPoint1.x), Double(cubic.controlPoint1.y),
                                           Double(cubic.controlPoint2.x), Double(cubic.controlPoint2.y)))
        case let spring as UISpringTimingParameters:
            let velocity = spring.initialVelocity.dx != 0 ? spring.initialVelocity.dx : spring.initialVelocity.dy
            if let physical = spring.physical {
                return .spring(SpringCurve(mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping,
                                           initialVelocity: Double(velocity)))
            }
            return .spring(SpringCurve.settling(in: duration, dampingRatio: Double(spring.dampingRatio), initialVelocity: Double(velocity)))
        default:
            return .cubic(CubicTimingCurve(0.42, 0, 0.58, 1))
        }
    }

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
        return clock.isRunning
    }

    /// Whether it runs back towards the start; changing it while running turns it around.
    open var isReversed: Bool {
        get { let entry = UIEntry("-[UIViewPropertyAnimator isReversed]", self); defer { entry.end() }; return clock.isReversed }
        set {
            let entry = UIEntry("-[UIViewPropertyAnimator setReversed:]", self); defer { entry.end() }
            guard newValue != clock.isReversed else { return }
            if clock.isRunning {
                let fraction = currentFraction()
                clock.isReversed = newValue
                run(from: fraction)
            } else {
                clock.isReversed = newValue
            }
        }
    }

    /// How far the animation has got (0…1). Setting it scrubs a paused animator (and pauses an
    /// inactive one, which starts it): the animated properties show that point of the way.
    open var fractionComplete: CGFloat {
        get { let entry = UIEntry("-[UIViewPropertyAnimator fractionComplete]", self); defer { entry.end() }; return currentFraction() }
        set {
            let entry = UIEntry("-[UIViewPropertyAnimator setFractionComplete:]", self); defer { entry.end() }
            guard !clock.isRunning, storedState != .stopped else { return }
            if storedState == .inactive { activate() }
            clock.pausedFraction = newValue.isFinite ? min(1, max(0, Double(newValue))) : 0
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

    /// Whether scrubbing (setting `fractionComplete` while paused) moves the properties linearly
    /// rather than along the curve (true by default).
    open var scrubsLinearly: Bool {
        get { let entry = UIEntry("-[UIViewPropertyAnimator scrubsLinearly]", self); defer { entry.end() }; return clock.scrubsLinearly }
        set { let entry = UIEntry("-[UIViewPropertyAnimator setScrubsLinearly:]", self); defer { entry.end() }; clock.scrubsLinearly = newValue }
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

    /// Adds an animation block: it runs when the animator starts, or at once if it is active
    /// (its changes then animate over the rest of the way).
    open func addAnimations(_ animation: @escaping () -> Void) {
        let entry = UIEntry("-[UIViewPropertyAnimator addAnimations:]", self); defer { entry.end() }
        if storedState == .active {
            runAnimationBlock(animation, from: Double(currentFraction()))
        } else {
            animations.append((animation, 0))
        }
    }

    /// Adds an animation block whose changes start `delayFactor` of the remaining time in.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let entry = UIEntry("-[UIViewPropertyAnimator addAnimations:delayFactor:]", self); defer { entry.end() }
        let factor = delayFactor.isFinite ? min(1, max(0, Double(delayFactor))) : 0
        guard factor > 0 else { return addAnimations(animation) }
        if storedState == .active {
            let now = Double(currentFraction())
            runAnimationBlock(animation, from: now + factor * (1 - now))
        } else {
            animations.append((animation, factor))
        }
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
            guard clock.isRunning else { return }
            clock.pausedFraction = Double(currentFraction())
            clock.isRunning = false
            scheduledEnd?.cancel()
            scheduledEnd = nil
        }
    }

    /// Stops the animation where it is: the animated properties keep the values shown now. With
    /// `withoutFinishing` true it becomes inactive and its completions never run; otherwise it
    /// waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        let entry = UIEntry("-[UIViewPropertyAnimator stopAnimation:]", self); defer { entry.end() }
        guard storedState == .active else { return }
        clock.pausedFraction = Double(currentFraction())
        clock.isRunning = false
        scheduledEnd?.cancel()
        scheduledEnd = nil
        stoppedValues = removeAnimations(settingTo: .current)
        if withoutFinishing {
            storedState = .inactive
            completions = []
            stoppedValues = []
        } else {
            storedState = .stopped
        }
    }

    /// Finishes a stopped animation: the animated properties take their values at
    /// `finalPosition` (the end, the start, or where they stopped) and the completions run with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        let entry = UIEntry("-[UIViewPropertyAnimator finishAnimation:]", self); defer { entry.end() }
        guard storedState == .stopped else {
            DiagnosticCenter.report(.animationMisuse, """
            Mainline: -[UIViewPropertyAnimator finishAnimationAtPosition:] on an animator that is not stopped \
            (state \(storedState)); UIKit raises here. Call stopAnimation(false) first. The call is ignored.
            """, in: context)
            return
        }
        let context = self.context
        for value in stoppedValues where finalPosition != .current {
            value.layer.setModelVector(finalPosition == .start ? value.start : value.end, of: value.property, in: context)
        }
        stoppedValues = []
        finish(at: finalPosition)
    }

    /// Resumes a paused animation, optionally over a different share of the time left.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        let entry = UIEntry("-[UIViewPropertyAnimator continueAnimationWithTimingParameters:durationFactor:]", self)
        defer { entry.end() }
        guard storedState == .active, !clock.isRunning else {
            DiagnosticCenter.report(.animationMisuse, """
            Mainline: -[UIViewPropertyAnimator continueAnimationWithTimingParameters:durationFactor:] on an animator \
            that is not paused (state \(storedState)); UIKit raises here. The call is ignored.
            """, in: context)
            return
        }
        // A factor other than 0 makes the time left that share of the duration.
        remainingOverride = durationFactor > 0 && durationFactor.isFinite ? storedDuration * Double(durationFactor) : nil
        run(from: CGFloat(clock.pausedFraction))
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
            guard !clock.isRunning else { return }
        }
        run(from: CGFloat(clock.pausedFraction), after: delay)
    }

    /// Inactive → active: the pending animation blocks set their values and make their
    /// animations, driven by the animator's clock.
    private func activate() {
        storedState = .active
        clock.pausedFraction = 0
        clock.isRunning = false
        let context = self.context
        group = AnimationGroup(name: "UIViewPropertyAnimator", in: context)
        let blocks = animations
        animations = []
        for (block, start) in blocks { runAnimationBlock(block, from: start) }
    }

    /// Runs an animation block: its changes animate with the animator, from `start` of the way.
    private func runAnimationBlock(_ block: () -> Void, from start: Double) {
        let context = self.context
        let scope = ViewAnimationScope(kind: storedDuration > 0 && context.commit.animationsEnabled ? .animate : .disabled,
                                       duration: storedDuration, delay: 0, timing: .curve(CAMediaTimingFunction(name: .linear)),
                                       group: group)
        scope.driver = clock
        scope.driverStart = start
        scope.run(in: context) {
            context.loop.span(.animationBlock, "UIViewPropertyAnimator animations") {
                block()
            }
        }
        scope.reportLayoutChangesNotAnimated(in: context)
        made += scope.madeAnimations
    }

    /// Runs from `fraction` towards the end (or the start when reversed).
    private func run(from fraction: CGFloat, after delay: TimeInterval = 0) {
        scheduledEnd?.cancel()
        let context = self.context
        clock.isRunning = true
        clock.runStartFraction = Double(fraction)
        clock.runStart = context.loop.clock.mediaTime + delay
        let remaining = remainingOverride ?? storedDuration * Double(clock.isReversed ? fraction : 1 - fraction)
        remainingOverride = nil
        clock.runDuration = remaining
        let end = clock.runStart + remaining
        if remaining > 0, end.isFinite { UIView.noteAnimation(in: context, until: Instant(seconds: end)) }
        if context.isDetached {
            reachEnd()
        } else {
            // The running animator keeps itself alive until it ends (UIKit's are held by the
            // system while they run, so `runningPropertyAnimator` needs no owner).
            scheduledEnd = context.loop.scheduler.schedule(at: Instant(seconds: end), kind: .scheduledWork, name: "UIViewPropertyAnimator completion") {
                self.reachEnd()
            }
        }
    }

    private func currentFraction() -> CGFloat {
        CGFloat(clock.fraction(at: context.loop.clock.mediaTime))
    }

    private func reachEnd() {
        scheduledEnd = nil
        clock.isRunning = false
        clock.pausedFraction = clock.isReversed ? 0 : 1
        if storedPausesOnCompletion { return }
        let position: UIViewAnimatingPosition = clock.isReversed ? .start : .end
        _ = removeAnimations(settingTo: position)
        finish(at: position)
    }

    /// Takes the animator's animations off their layers, setting the animated properties to
    /// their values at `position`; returns each property's start and end values.
    private func removeAnimations(settingTo position: UIViewAnimatingPosition)
        -> [(layer: CALayer, property: AnimatedProperty, start: AnimationVector, end: AnimationVector)] {
        let context = self.context
        let now = context.loop.clock.mediaTime
        var values: [(layer: CALayer, property: AnimatedProperty, start: AnimationVector, end: AnimationVector)] = []
        var seen: [(CALayer, AnimatedProperty)] = []
        for (layer, _) in made {
            guard let store = layer.animationStore else { continue }
            for entry in store.entries where entry.driver === clock {
                for track in entry.tracks where !seen.contains(where: { $0.0 === layer && $0.1 == track.keyPath.property }) {
                    seen.append((layer, track.keyPath.property))
                }
            }
        }
        // The values before the animations are taken off: at the start, now, and at the end.
        for (layer, property) in seen {
            let end = layer.modelVector(of: property)
            let start = layer.animatorValue(of: property, driver: clock, fraction: 0, at: now)
            let current = layer.presentationValue(of: property, at: now)
            values.append((layer, property, start, end))
            if position == .start { layer.setModelVector(start, of: property, in: context) }
            if position == .current { layer.setModelVector(current, of: property, in: context) }
        }
        for (layer, key) in made {
            guard let store = layer.animationStore, let index = store.index(of: key), store.entries[index].driver === clock else { continue }
            layer.finish(key, finished: position == .end, context: context)
        }
        made = []
        group?.seal()
        group = nil
        return values
    }

    private func finish(at position: UIViewAnimatingPosition) {
        storedState = .inactive
        clock.isRunning = false
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }
}

/// A property animator's clock: where the animation is (running, paused, scrubbed, reversed),
/// read by its animations every frame.
final class AnimatorClock: @unchecked Sendable {
    let duration: Double
    let pacing: AnimationPacing
    var isRunning = false
    var isReversed = false
    var scrubsLinearly = true
    /// How far the animation had got when it was last paused (or at start, 0).
    var pausedFraction: Double = 0
    /// When the running animation's clock started, the fraction it started from, and how long
    /// the run takes from there to its end.
    var runStart: Double = 0
    var runStartFraction: Double = 0
    var runDuration: Double = 0

    init(duration: Double, pacing: AnimationPacing) {
        self.duration = duration
        self.pacing = pacing
    }

    /// The fraction of the time elapsed at `now` (0…1).
    func fraction(at now: Double) -> Double {
        guard isRunning else { return pausedFraction }
        guard runDuration > 0 else { return isReversed ? 0 : 1 }
        // The run covers what was left of the way in `runDuration` seconds.
        let share = min(1, max(0, now - runStart) / runDuration)
        let left = isReversed ? runStartFraction : 1 - runStartFraction
        let fraction = isReversed ? runStartFraction - left * share : runStartFraction + left * share
        return min(1, max(0, fraction))
    }

    /// How far an animation that starts at `start` of the way has moved at `now`: along the
    /// curve while running, linearly while scrubbed (with `scrubsLinearly`).
    @inline(__always)
    func progress(at now: Double, from start: Double) -> Double {
        let f = fraction(at: now)
        let local = start < 1 ? min(1, max(0, (f - start) / (1 - start))) : 1
        if !isRunning && scrubsLinearly { return local }
        return pacing.progress(fraction: local, duration: duration * (1 - start))
    }
}

extension CALayer {
    /// The value of `property` its `driver`'s animations give at `fraction` of the way.
    func animatorValue(of property: AnimatedProperty, driver: AnimatorClock, fraction: Double, at now: Double) -> AnimationVector {
        let saved = (driver.isRunning, driver.pausedFraction)
        (driver.isRunning, driver.pausedFraction) = (false, fraction)
        defer { (driver.isRunning, driver.pausedFraction) = saved }
        return presentationValue(of: property, at: now)
    }
}

extension UIView.AnimationOptions {
    /// The options' curve as a named curve.
    var animationCurve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0x3)) ?? .easeInOut
    }
}
