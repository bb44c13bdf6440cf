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
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
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

    /// Runs `actions` with animations off (they run as plain code).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let entry = UIEntry("+[UIView performWithoutAnimation:]"); defer { entry.end() }
        actions()
    }

    private static func runAnimation(duration: TimeInterval, delay: TimeInterval, animations: () -> Void,
                                     completion: ((Bool) -> Void)?) {
        let context = SimulationContext.runningOrDetached
        let duration = duration.isFinite ? max(0, duration) : 0
        let delay = delay.isFinite ? max(0, delay) : 0
        context.span(.animationBlock, "UIView.animate(withDuration:)") { animations() }
        let end = context.clock.now + delay + duration
        if duration > 0 {
            context.animationsEnd = max(context.animationsEnd, end)
            context.timeline.markScrolling()
        }
        guard let completion else { return }
        if context.isDetached {
            completion(true)
        } else {
            context.scheduler.schedule(at: end, kind: .scheduledWork, name: "animation completion") { completion(true) }
        }
    }
}
