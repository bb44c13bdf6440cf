import Foundation

/// How an animation's values apply outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// How a keyframe animation interpolates between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a keyframe animation along a path turns the layer with the path.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// The kinds of layer transitions.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Hears an animation start and stop.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (at its begin time, after the commit that added it).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its whole time, false when it was
    /// removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A Core Animation animation. Mainline does not interpolate presentation values — a layer's
/// model values are what the runtime shows — but it runs the animation's time exactly: its
/// delegate hears `animationDidStart(_:)` at its begin time and
/// `animationDidStop(_:finished:)` when its active time (duration × repeats, doubled when it
/// autoreverses) ends or when it is removed first; a `CATransaction` completion block waits for
/// the animations added in its transaction; and the frames it runs in count as animation frames
/// for the hitch-time ratio (except an animation that repeats forever).
///
/// Like Core Animation, `add(_:forKey:)` copies the animation: changing it afterwards does not
/// change the running one. The delegate is held strongly, as Core Animation holds it.
open class CAAnimation: @unchecked Sendable {
    /// When it begins, on `CACurrentMediaTime()`'s clock (0: when it is committed).
    open var beginTime: CFTimeInterval = 0
    /// Seconds one repetition lasts (0: the transaction's duration, 0.25 s by default).
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// How many times it runs (`.infinity` or `.greatestFiniteMagnitude`: forever).
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops it when it ends (true by default).
    open var isRemovedOnCompletion = true
    open var delegate: CAAnimationDelegate?

    /// Values stored under keys of the app's own (`setValue(_:forKey:)`), kept in copies: how
    /// apps tag animations to recognise them in the delegate.
    var keyedValues: [String: Any] = [:]

    public init() {}

    /// Stores `value` under `key` (key-value coding for the app's own keys).
    open func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }

    /// The value stored under `key`.
    open func value(forKey key: String) -> Any? {
        keyedValues[key]
    }

    /// A copy with the same settings (Core Animation copies an animation when it is added).
    open func copy() -> Any {
        let copy = type(of: self).makeCopy(of: self)
        copyTiming(to: copy)
        return copy
    }

    class func makeCopy(of animation: CAAnimation) -> CAAnimation { CAAnimation() }

    func copyTiming(to copy: CAAnimation) {
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.keyedValues = keyedValues
    }

    /// Seconds from begin to end (nil: forever), given the transaction's duration.
    func activeDuration(defaultDuration: CFTimeInterval) -> CFTimeInterval? {
        let one = duration > 0 && duration.isFinite ? duration : defaultDuration
        let rate = speed > 0 && speed.isFinite ? Double(speed) : 1
        var total: Double
        if repeatDuration > 0 {
            guard repeatDuration.isFinite else { return nil }
            total = repeatDuration
        } else {
            guard repeatCount.isFinite, repeatCount < .greatestFiniteMagnitude else { return nil }
            total = one * Double(max(1, repeatCount))
        }
        if autoreverses { total *= 2 }
        return total / rate
    }
}

/// An animation of one property of a layer, named by key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated property ("opacity", "transform.scale", "position.y"…).
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public override init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CAPropertyAnimation()
        (animation as? CAPropertyAnimation)?.copyProperty(to: copy)
        return copy
    }

    func copyProperty(to copy: CAPropertyAnimation) {
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }
}

/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CABasicAnimation()
        if let basic = animation as? CABasicAnimation {
            basic.copyProperty(to: copy)
            copy.fromValue = basic.fromValue
            copy.toValue = basic.toValue
            copy.byValue = basic.byValue
        }
        return copy
    }
}

/// A spring: its duration is the time the spring takes to settle unless set.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    public override init() { super.init() }

    /// A spring described by how long it seems to take and how much it bounces (iOS 17).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let period = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        stiffness = pow(2 * .pi / period, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / period
    }

    /// How long the spring takes to come to rest (its motion within 0.1 % of the distance).
    open var settlingDuration: CFTimeInterval {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6), c = max(damping, 0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        guard zeta > 0 else { return .infinity }
        // The envelope e^(−ζωt) falls to 0.001 at t = ln(1000) / (ζω).
        return Double(log(1000) / (zeta * omega))
    }

    override func activeDuration(defaultDuration: CFTimeInterval) -> CFTimeInterval? {
        duration > 0 ? super.activeDuration(defaultDuration: defaultDuration) : super.activeDuration(defaultDuration: settlingDuration)
    }

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CASpringAnimation()
        if let spring = animation as? CASpringAnimation {
            spring.copyProperty(to: copy)
            copy.fromValue = spring.fromValue
            copy.toValue = spring.toValue
            copy.byValue = spring.byValue
            copy.mass = spring.mass
            copy.stiffness = spring.stiffness
            copy.damping = spring.damping
            copy.initialVelocity = spring.initialVelocity
        }
        return copy
    }
}

/// An animation through a list of values (or along a path).
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    /// A path for a point property to follow (instead of `values`).
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    open var rotationMode: CAAnimationRotationMode?
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CAKeyframeAnimation()
        if let keyframe = animation as? CAKeyframeAnimation {
            keyframe.copyProperty(to: copy)
            copy.values = keyframe.values
            copy.path = keyframe.path
            copy.keyTimes = keyframe.keyTimes
            copy.timingFunctions = keyframe.timingFunctions
            copy.calculationMode = keyframe.calculationMode
            copy.rotationMode = keyframe.rotationMode
        }
        return copy
    }
}

/// Animations run together: the group's duration bounds theirs.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CAAnimationGroup()
        copy.animations = (animation as? CAAnimationGroup)?.animations
        return copy
    }
}

/// A transition of a layer's content (a fade, a push…).
open class CATransition: CAAnimation, @unchecked Sendable {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CATransition()
        if let transition = animation as? CATransition {
            copy.type = transition.type
            copy.subtype = transition.subtype
            copy.startProgress = transition.startProgress
            copy.endProgress = transition.endProgress
        }
        return copy
    }
}

/// A layer's running animations by key, with their scheduled start and stop.
final class LayerAnimations {
    struct Running {
        let animation: CAAnimation
        let start: ScheduledWork?
        let stop: ScheduledWork?
        /// Ended and kept (`isRemovedOnCompletion` false): its delegate has heard the stop.
        var hasEnded = false
    }

    var byKey: [String: Running] = [:]
    var order: [String] = []
    private var anonymous = 0

    func key(for key: String?) -> String {
        if let key { return key }
        anonymous += 1
        return "\u{0}anonymous-\(anonymous)"
    }
}

extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing, and stopping unfinished, one with the same
    /// key). It begins at its `beginTime` (or at once) and ends after its active duration.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let context = SimulationContext.runningOrDetached
        let animation = anim.copy() as! CAAnimation
        let animations = runningAnimations
        let key = animations.key(for: key)
        removeRunning(key, in: animations)
        let now = context.clock.now
        let begin = animation.beginTime > 0 && animation.beginTime.isFinite ? max(now, animation.beginTime) : now
        let transactionDuration = context.transactions.value(forKey: kCATransactionAnimationDuration) as? TimeInterval
        let active = animation.activeDuration(defaultDuration: transactionDuration ?? 0.25)
        let end = active.map { begin + $0 }
        if let end {
            UIView.noteAnimation(in: context, until: end)
            context.transactions.noteAnimation(until: end)
        }
        animations.order.append(key)
        if context.isDetached {
            // No clock runs outside a simulation: it starts and, if it ends, ends now.
            animations.byKey[key] = LayerAnimations.Running(animation: animation, start: nil, stop: nil)
            animation.delegate?.animationDidStart(animation)
            if end != nil { finish(key, finished: true) }
            return
        }
        let start = context.scheduler.schedule(at: begin, kind: .scheduledWork, name: "CAAnimation start") {
            animation.delegate?.animationDidStart(animation)
        }
        let stop = end.map { end in
            context.scheduler.schedule(at: end, kind: .scheduledWork, name: "CAAnimation stop") { [weak self] in
                self?.finish(key, finished: true)
            }
        }
        animations.byKey[key] = LayerAnimations.Running(animation: animation, start: start, stop: stop)
    }

    /// The running animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationStore?.byKey[key]?.animation
    }

    /// The keys of the running animations, in the order they were added.
    public func animationKeys() -> [String]? {
        guard let store = animationStore, !store.order.isEmpty else { return nil }
        return store.order.filter { !$0.hasPrefix("\u{0}") }
    }

    /// Removes the animation under `key`; its delegate hears it stop unfinished.
    public func removeAnimation(forKey key: String) {
        guard let store = animationStore else { return }
        removeRunning(key, in: store)
    }

    /// Removes every animation; their delegates hear them stop unfinished.
    public func removeAllAnimations() {
        guard let store = animationStore else { return }
        for key in store.order { removeRunning(key, in: store) }
    }

    /// The layer as shown on screen: its model values (Mainline does not interpolate).
    public func presentation() -> Self? { self }

    /// The layer's model (itself).
    public func model() -> Self { self }

    private var runningAnimations: LayerAnimations {
        if let store = animationStore { return store }
        let store = LayerAnimations()
        animationStore = store
        return store
    }

    private func removeRunning(_ key: String, in store: LayerAnimations) {
        guard let running = store.byKey[key] else { return }
        running.start?.cancel()
        running.stop?.cancel()
        finish(key, finished: false)
    }

    private func finish(_ key: String, finished: Bool) {
        guard let store = animationStore, let running = store.byKey[key] else { return }
        if finished && !running.animation.isRemovedOnCompletion {
            // Kept on the layer (the fill-mode idiom): it reports its end and stays.
            store.byKey[key] = LayerAnimations.Running(animation: running.animation, start: nil, stop: nil, hasEnded: true)
        } else {
            store.byKey[key] = nil
            store.order.removeAll { $0 == key }
        }
        // Core Animation tells the delegate once: removing an ended, kept animation is silent.
        if !running.hasEnded { running.animation.delegate?.animationDidStop(running.animation, finished: finished) }
    }
}
