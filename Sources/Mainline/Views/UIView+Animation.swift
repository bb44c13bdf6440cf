import Foundation

extension UIView {
    /// Options of `animate(withDuration:delay:options:animations:completion:)`. Mainline does not
    /// interpolate presentation values (the model values change at once, as in UIKit, and that
    /// is what the runtime shows); the options are accepted for source compatibility.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// The timing curve of an animation.
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }

    /// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `animations` now, as an animation of `duration` seconds starting after `delay`:
    /// the values it sets take effect at once (UIKit changes the model at once and animates the
    /// presentation), the frames until the animation ends count as animation frames for the
    /// hitch-time ratio, and `completion(true)` runs when it ends. A `layoutIfNeeded()` inside
    /// the block is how UIKit animates constraint changes: the profiler does not flag it.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView animateWithDuration:delay:options:animations:completion:]"); defer { entry.end() }
        runAnimation(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView animateWithDuration:animations:completion:]"); defer { entry.end() }
        runAnimation(duration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// A spring animation: timed as `animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:]")
        defer { entry.end() }
        runAnimation(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Runs `actions` with animations off: animations they start take no time.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let entry = UIEntry("+[UIView performWithoutAnimation:]"); defer { entry.end() }
        let context = SimulationContext.runningOrDetached
        let outer = context.animationsEnabled
        context.animationsEnabled = false
        defer { context.animationsEnabled = outer }
        actions()
    }

    /// A transition of `view`'s content (a flip, a curl, a cross-dissolve): timed as
    /// `animate(withDuration:delay:options:animations:completion:)`, the changes in `animations`
    /// take effect at once.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView transitionWithView:duration:options:animations:completion:]", view); defer { entry.end() }
        runAnimation(duration: duration, delay: 0, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` as a transition: `fromView` leaves its superview and
    /// `toView` takes its place, or with `.showHideTransitionViews` `fromView` is hidden and
    /// `toView` shown, both staying where they are.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView transitionFromView:toView:duration:options:completion:]", fromView); defer { entry.end() }
        runAnimation(duration: duration, delay: 0, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.storedSuperview {
                let index = parent.storedSubviews.firstIndex { $0 === fromView } ?? parent.storedSubviews.count
                parent.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// A keyframe animation: `animations` adds keyframes with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, whose changes take
    /// effect at once (the model values; Mainline does not interpolate).
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView animateKeyframesWithDuration:delay:options:animations:completion:]"); defer { entry.end() }
        runAnimation(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// One keyframe of the enclosing keyframe animation: its changes take effect at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        let entry = UIEntry("+[UIView addKeyframeWithRelativeStartTime:relativeDuration:animations:]"); defer { entry.end() }
        animations()
    }

    /// Whether animations are enabled (per simulation; true until turned off).
    public static var areAnimationsEnabled: Bool {
        let entry = UIEntry("+[UIView areAnimationsEnabled]"); defer { entry.end() }
        return SimulationContext.runningOrDetached.animationsEnabled
    }

    /// Turns animations on or off: while off, animations take no time (their completions run in
    /// the next main-queue phase and no frame counts as an animation frame).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        let entry = UIEntry("+[UIView setAnimationsEnabled:]"); defer { entry.end() }
        SimulationContext.runningOrDetached.animationsEnabled = enabled
    }

    /// Counts the frames until `end` (simulation seconds) as animation frames for the
    /// hitch-time ratio.
    /// A `CATransaction` completion block set around the animation waits for it. An end that is
    /// not finite, or more than a day away, is an animation that never ends for this purpose: it
    /// does not keep the simulation from idling.
    static func noteAnimation(in context: SimulationContext, until end: TimeInterval) {
        guard end.isFinite, end - context.clock.now < 86_400 else { return }
        context.extendAnimations(until: end)
        context.transactions.noteAnimation(until: end)
    }

    private static func runAnimation(duration: TimeInterval, delay: TimeInterval, animations: () -> Void,
                                     completion: ((Bool) -> Void)?) {
        let context = SimulationContext.runningOrDetached
        let duration = duration.isFinite && context.animationsEnabled ? max(0, duration) : 0
        let delay = delay.isFinite && context.animationsEnabled ? max(0, delay) : 0
        context.span(.animationBlock, "UIView.animate(withDuration:)") { animations() }
        let end = context.clock.now + delay + duration
        if duration > 0 { noteAnimation(in: context, until: end) }
        guard let completion else { return }
        if context.isDetached {
            completion(true)
        } else {
            context.scheduler.schedule(at: end, kind: .scheduledWork, name: "animation completion") { completion(true) }
        }
    }
}
