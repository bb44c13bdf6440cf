import Foundation

extension UIView {
    /// Options of `animate(withDuration:delay:options:animations:completion:)`: the curve,
    /// `.beginFromCurrentState`, `.repeat` and `.autoreverse`, the inherited-duration and
    /// -curve overrides of nested blocks, and a transition's kind act as in UIKit; the others
    /// (user interaction, frame rates) are kept for source compatibility.
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

    /// Runs `animations` now and animates the changes it makes over `duration` seconds, starting
    /// `delay` seconds after the transaction commits. The model values change at once, as in
    /// UIKit; each animatable change (frame, bounds, center, alpha, background colour, transform,
    /// the layer's corner radius, border and shadow) adds a `CABasicAnimation` to the view's
    /// layer (`animationKeys()`: `position`, `bounds.origin`, `bounds.size`, `opacity` …) that
    /// `layer.presentation()` follows on the options' curve (ease-in-out unless another is
    /// chosen). A constraint change animates only through a layout inside the block
    /// (`layoutIfNeeded()`), which the profiler does not flag; a constraint change the block does
    /// not lay out is the `layoutChangeNotAnimated` finding. `completion` runs once, in the first
    /// frame at or after the animations' end, with `true` — or with `false` once one of them was
    /// removed or replaced first; with nothing to animate, in the next main-queue phase.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView animateWithDuration:delay:options:animations:completion:]"); defer { entry.end() }
        runAnimation(duration: duration, delay: delay, options: options, timing: .curve(options.timingFunction),
                     animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView animateWithDuration:animations:completion:]"); defer { entry.end() }
        runAnimation(duration: duration, delay: 0, options: [], timing: .curve(AnimationOptions().timingFunction),
                     animations: animations, completion: completion)
    }

    /// A spring animation: as `animate(withDuration:delay:options:animations:completion:)`, with
    /// `CASpringAnimation`s whose motion has the damping ratio `damping` (1: no overshoot) and
    /// starts at `velocity` (1: the whole distance in a second), and ends at `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:]")
        defer { entry.end() }
        runAnimation(duration: duration, delay: delay, options: options,
                     timing: .spring(dampingRatio: Double(damping), velocity: velocity.isFinite ? Double(velocity) : 0),
                     animations: animations, completion: completion)
    }

    /// Runs `actions` with animations off: the changes they make do not animate, even inside an
    /// animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let entry = UIEntry("+[UIView performWithoutAnimation:]"); defer { entry.end() }
        let context = SimulationContext.runningOrDetached
        let scope = ViewAnimationScope(kind: .disabled, duration: 0, delay: 0, timing: .curve(AnimationOptions().timingFunction), group: nil)
        // Animations are off for the block's length, as `setAnimationsEnabled(false)` turns them
        // off: `areAnimationsEnabled` reads false inside, and an animation block nested in it
        // changes its views at once.
        let wereEnabled = context.commit.animationsEnabled
        context.commit.animationsEnabled = false
        defer { context.commit.animationsEnabled = wereEnabled }
        scope.run(in: context, actions)
    }

    /// A transition of `view`'s content (a flip, a curl, a cross-dissolve): a `CATransition` on
    /// its layer for `duration` seconds; the changes in `animations` take effect at once and do
    /// not animate one by one (unless `.allowAnimatedContent`).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView transitionWithView:duration:options:animations:completion:]", view); defer { entry.end() }
        runTransition(on: view, duration: duration, options: options, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` as a transition of their superview: `fromView` leaves
    /// its superview and `toView` takes its place, or with `.showHideTransitionViews` `fromView`
    /// is hidden and `toView` shown, both staying where they are.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView transitionFromView:toView:duration:options:completion:]", fromView); defer { entry.end() }
        runTransition(on: fromView.storedSuperview ?? toView.storedSuperview, duration: duration, options: options, animations: {
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

    /// A keyframe animation: the changes made in each
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` animate in its share of
    /// `duration`, one `CAKeyframeAnimation` per property with the options' calculation mode
    /// (changes made outside every keyframe span the whole duration).
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView animateKeyframesWithDuration:delay:options:animations:completion:]"); defer { entry.end() }
        runAnimation(duration: duration, delay: delay, options: AnimationOptions(rawValue: options.rawValue),
                     timing: .curve(CAMediaTimingFunction(name: .linear)), kind: .keyframes,
                     name: "UIView.animateKeyframes(withDuration:)", animations: animations, completion: completion)
    }

    /// One keyframe of the enclosing keyframe animation: the changes `animations` makes animate
    /// from `frameStartTime` for `frameDuration` (fractions of the whole). Outside a keyframe
    /// animation its changes take effect at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        let entry = UIEntry("+[UIView addKeyframeWithRelativeStartTime:relativeDuration:animations:]"); defer { entry.end() }
        let context = SimulationContext.runningOrDetached
        guard let scope = context.commit.animation.scopes.last, scope.kind == .keyframes else { return animations() }
        let outer = scope.keyframeWindow
        scope.keyframeWindow = (frameStartTime.isFinite ? frameStartTime : 0, frameDuration.isFinite ? max(0, frameDuration) : 0)
        defer { scope.keyframeWindow = outer }
        animations()
    }

    /// Whether animations are enabled (per simulation; true until turned off).
    public static var areAnimationsEnabled: Bool {
        let entry = UIEntry("+[UIView areAnimationsEnabled]"); defer { entry.end() }
        return SimulationContext.runningOrDetached.commit.animationsEnabled
    }

    /// Turns animations on or off: while off, changes in animation blocks take effect at once,
    /// completions run in the next main-queue phase and no frame counts as an animation frame.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        let entry = UIEntry("+[UIView setAnimationsEnabled:]"); defer { entry.end() }
        SimulationContext.runningOrDetached.commit.animationsEnabled = enabled
    }

    /// Counts the frames until `end` (simulation seconds) as animation frames for the
    /// hitch-time ratio.
    /// A `CATransaction` completion block set around the animation waits for it. An end that is
    /// not finite, or more than a day away, is an animation that never ends for this purpose: it
    /// does not keep the simulation from idling.
    static func noteAnimation(in context: SimulationContext, until end: Instant) {
        guard end - context.loop.clock.now < TimeAmount(seconds: 86_400) else { return }
        context.loop.extendAnimations(until: end)
        context.commit.transactions.noteAnimation(until: end)
    }

    /// Runs an animation block: its changes animate as the scope says, and `completion` runs
    /// once when the animations it made have all stopped.
    private static func runAnimation(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: ViewAnimationTiming,
                                     kind: ViewAnimationScope.Kind = .animate, name: String = "UIView.animate(withDuration:)",
                                     animations: () -> Void, completion: ((Bool) -> Void)?) {
        let context = SimulationContext.runningOrDetached
        var duration = duration.isFinite && context.commit.animationsEnabled ? max(0, duration) : 0
        var timing = timing
        // A nested block inherits the enclosing block's duration and curve unless told otherwise
        // (UIViewAnimationOptionOverrideInheritedDuration, …InheritedCurve).
        if let outer = context.commit.animation.scopes.last, outer.animates, kind == .animate {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
        }
        let delay = delay.isFinite && duration > 0 ? max(0, delay) : 0
        let group = AnimationGroup(name: name, in: context)
        let scope = ViewAnimationScope(kind: duration > 0 ? kind : .disabled, duration: duration, delay: delay, timing: timing,
                                       options: options, repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse),
                                       group: group)
        deliver(completion, from: group, in: context) {
            scope.run(in: context) { context.loop.span(.animationBlock, name) { animations() } }
            scope.close(in: context)
        }
    }

    /// A transition of `container`'s content: a `CATransition` on its layer, and `animations`
    /// run in a block whose changes do not animate one by one.
    private static func runTransition(on container: UIView?, duration: TimeInterval, options: AnimationOptions,
                                      animations: () -> Void, completion: ((Bool) -> Void)?) {
        let context = SimulationContext.runningOrDetached
        let duration = duration.isFinite && context.commit.animationsEnabled ? max(0, duration) : 0
        let name = "UIView.transition(with:)"
        let group = AnimationGroup(name: name, in: context)
        let scope = ViewAnimationScope(kind: options.contains(.allowAnimatedContent) && duration > 0 ? .animate : .disabled,
                                       duration: duration, delay: 0, timing: .curve(options.timingFunction), options: options, group: group)
        deliver(completion, from: group, in: context) {
            if duration > 0, let container {
                let transition = CATransition()
                transition.type = options.transitionType
                transition.duration = duration
                transition.timingFunction = options.timingFunction
                container.layer.addAnimation(transition, forKey: "transition", in: context, group: group)
            }
            scope.run(in: context) { context.loop.span(.animationBlock, name) { animations() } }
            scope.close(in: context)
        }
    }

    /// Runs `body` (which makes the group's animations and seals it), then hands `completion` the
    /// group's outcome once: at once when the group ends finished from its last animation's
    /// stop; in the next main-queue phase when it ends while the block is still being set up
    /// (nothing to animate) or was interrupted; at once outside a simulation.
    static func deliver(_ completion: ((Bool) -> Void)?, from group: AnimationGroup, in context: SimulationContext,
                        _ body: () -> Void) {
        var settingUp = true
        group.onEnd = { finished in
            guard let completion else { return }
            if context.isDetached || (finished && !settingUp) {
                completion(finished)
            } else {
                context.loop.scheduler.schedule(at: context.loop.clock.now, kind: .scheduledWork, name: "animation completion") { completion(finished) }
            }
        }
        body()
        settingUp = false
    }
}

extension UIView.AnimationOptions {
    /// The options' curve as a timing function (UIKit's curves are Core Animation's named ones:
    /// ease-in-out by default).
    var timingFunction: CAMediaTimingFunction {
        switch (rawValue >> 16) & 0xF {
        case 1: CAMediaTimingFunction(name: .easeIn)
        case 2: CAMediaTimingFunction(name: .easeOut)
        case 3: CAMediaTimingFunction(name: .linear)
        default: CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }

    /// The layer transition the options' transition stands for.
    var transitionType: CATransitionType {
        switch (rawValue >> 20) & 0xF {
        case 5: .fade
        case 3, 4: .reveal
        default: .push
        }
    }
}
