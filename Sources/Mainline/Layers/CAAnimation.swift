import Foundation
import ThreadChecker

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
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A Core Animation animation. Added to a layer (`layer.add(_:forKey:)`, which copies it), it
/// begins when its transaction commits (or at its `beginTime`), runs on the simulation's clock,
/// and its values show in `layer.presentation()`: its delegate hears `animationDidStart(_:)` at
/// its begin time and `animationDidStop(_:finished:)` when its active time (duration × repeats,
/// doubled when it autoreverses) ends or when it is removed first; a `CATransaction` completion
/// block waits for the animations added in its transaction; and the frames it runs in count as
/// animation frames for the hitch-time ratio (except an animation that repeats forever).
///
/// The delegate is held strongly, as Core Animation holds it.
open class CAAnimation: @unchecked Sendable {
    /// When it begins, on `CACurrentMediaTime()`'s clock (0: when it is committed).
    open var beginTime: CFTimeInterval = 0
    /// Seconds one repetition lasts (0: the transaction's duration, 0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// How fast its time runs (2: twice as fast, so half as long).
    open var speed: Float = 1
    /// Where in its own time it starts (its active duration does not change).
    open var timeOffset: CFTimeInterval = 0
    /// How many times it runs (`.infinity` or `.greatestFiniteMagnitude`: forever).
    open var repeatCount: Float = 0
    /// How long it repeats for, in seconds (instead of `repeatCount`).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition runs forward then back (twice as long).
    open var autoreverses = false
    /// How its values apply before and after its active time (`.forwards` with
    /// `isRemovedOnCompletion` false keeps its end value showing).
    open var fillMode = CAMediaTimingFillMode.removed
    /// Its pacing curve (nil: linear, as in Core Animation).
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops it when it ends (true by default).
    open var isRemovedOnCompletion = true
    /// Hears it start and stop; held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?

    /// Values stored under keys of the app's own (`setValue(_:forKey:)`), kept in copies: how
    /// apps tag animations to recognise them in the delegate.
    var keyedValues: [String: Any] = [:]

    /// The frame rates the animation would like (the default: whatever the display does).
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// An animation with Core Animation's defaults.
    public init() {}

    /// The value a key has until it is set: Core Animation's defaults for the animation's keys
    /// (`speed` 1, `isRemovedOnCompletion` true, `fillMode` removed), nil for others.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": Float(1)
        case "removedOnCompletion": true
        case "fillMode": CAMediaTimingFillMode.removed
        case "duration", "beginTime", "timeOffset", "repeatDuration": CFTimeInterval(0)
        case "repeatCount": Float(0)
        case "autoreverses": false
        default: nil
        }
    }

    /// Whether an archive of the animation keeps `key`'s value (true).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

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
        copy.preferredFrameRateRange = preferredFrameRateRange
    }
}

/// An animation of one property of a layer, named by key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated property ("opacity", "transform.scale", "position.y"…).
    open var keyPath: String?
    /// Whether its values add to the value underneath (the model value and the animations added
    /// before it) instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition starts where the last one ended.
    open var isCumulative = false
    /// Turns the animation's numbers into the transform the key path holds (`rotateZ`: an angle
    /// becomes a rotation): the numbers are interpolated, so an angle from 0 to 2π turns a whole
    /// turn, which interpolating the matrices would not.
    open var valueFunction: CAValueFunction?

    public override init() { super.init() }

    /// An animation of the property at `path`.
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
        copy.valueFunction = valueFunction
    }

    /// The key path the animation changes with its value function applied: a transform's
    /// component (`transform.rotation.z` for `rotateZ`), or the key path itself.
    var effectiveKeyPath: String? {
        guard let function = valueFunction?.name, let keyPath, keyPath == "transform" || keyPath == "sublayerTransform" else { return keyPath }
        let component: String
        switch function {
        case .rotateX: component = "rotation.x"
        case .rotateY: component = "rotation.y"
        case .rotateZ: component = "rotation.z"
        case .scale: component = "scale"
        case .scaleX: component = "scale.x"
        case .scaleY: component = "scale.y"
        case .scaleZ: component = "scale.z"
        case .translate: component = "translation"
        case .translateX: component = "translation.x"
        case .translateY: component = "translation.y"
        case .translateZ: component = "translation.z"
        default: return keyPath
        }
        return "\(keyPath).\(component)"
    }

    /// A value given with a value function, as the component's value: a list of numbers
    /// (`[x, y, z]`) becomes a size for `translate`, its first for `scale`.
    func effectiveValue(_ value: Any?) -> Any? {
        guard valueFunction != nil, let list = value as? [Any] else { return value }
        let numbers = list.compactMap(AnimationValue.scalar)
        guard let first = numbers.first else { return value }
        if valueFunction?.name == .translate { return CGSize(width: first, height: numbers.count > 1 ? numbers[1] : 0) }
        return first
    }
}

/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The value it starts from (nil: the current value).
    open var fromValue: Any?
    /// The value it ends at.
    open var toValue: Any?
    /// How much it changes the value by (instead of `toValue`).
    open var byValue: Any?

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CABasicAnimation()
        (animation as? CABasicAnimation)?.copyValues(to: copy)
        return copy
    }

    func copyValues(to copy: CABasicAnimation) {
        copyProperty(to: copy)
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }
}

/// A spring: its duration is the time the spring takes to settle unless set.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    /// The mass on the spring (1 by default).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    open var stiffness: CGFloat = 100
    /// The friction (10 by default).
    open var damping: CGFloat = 10
    /// The starting velocity, in units of the distance per second.
    open var initialVelocity: CGFloat = 0
    /// Whether damping above critical slows the spring further (false by default: a spring
    /// damped more than critically moves as a critically damped one, as Core Animation's
    /// springs do unless this is set).
    open var allowsOverdamping = false

    public override init() { super.init() }

    /// A spring described by how long it seems to take and how much it bounces (iOS 17): a unit
    /// mass whose undamped period is `perceptualDuration`, damped to the ratio 1 − `bounce` (a
    /// negative bounce overdamps it: ratio 1 / (1 + bounce)).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let period = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        stiffness = pow(2 * .pi / period, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / period
        allowsOverdamping = bounce < 0
    }

    /// The undamped period of the spring, 2π / √(stiffness / mass) (what
    /// `init(perceptualDuration:bounce:)` was given).
    open var perceptualDuration: CFTimeInterval {
        let omega = (Double(stiffness) / Double(mass)).squareRoot()
        return omega > 0 && omega.isFinite ? 2 * .pi / omega : 0
    }

    /// How much the spring bounces: 1 − its damping ratio, or, overdamped, 1 / ratio − 1
    /// (negative).
    open var bounce: CGFloat {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        guard ratio.isFinite else { return 0 }
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The damping the spring moves with: critical at most unless overdamping is allowed.
    var effectiveDamping: CGFloat {
        allowsOverdamping ? damping : min(damping, 2 * (stiffness * mass).squareRoot())
    }

    /// How long the spring takes to come to rest: the time its motion stays within 0.1 % of the
    /// distance (the envelope of the damped oscillation, `e^(−ζωt)` — or an over-damped spring's
    /// slower exponential — falls to 0.001). As in Core Animation, a spring runs for its
    /// `duration` (the transaction's 0.25 s unless set), which is why apps write
    /// `spring.duration = spring.settlingDuration` (Apple: "the estimated duration required for
    /// the spring system to be considered at rest").
    open var settlingDuration: CFTimeInterval {
        SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(effectiveDamping),
                    initialVelocity: Double(initialVelocity)).settlingDuration
    }

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CASpringAnimation()
        if let spring = animation as? CASpringAnimation {
            spring.copyValues(to: copy)
            copy.mass = spring.mass
            copy.stiffness = spring.stiffness
            copy.damping = spring.damping
            copy.initialVelocity = spring.initialVelocity
            copy.allowsOverdamping = spring.allowsOverdamping
        }
        return copy
    }
}

/// An animation through a list of values (or along a path).
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The keyframes' values.
    open var values: [Any]?
    /// A path for a point property to follow (instead of `values`).
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing between successive keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are worked out.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Whether a layer moving along `path` turns with it (kept: the layer's transform does not
    /// turn).
    open var rotationMode: CAAnimationRotationMode?
    /// Curve tension at each keyframe (cubic modes).
    open var tensionValues: [NSNumber]?
    /// Curve continuity at each keyframe (cubic modes).
    open var continuityValues: [NSNumber]?
    /// Curve bias at each keyframe (cubic modes).
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
            copy.tensionValues = keyframe.tensionValues
            copy.continuityValues = keyframe.continuityValues
            copy.biasValues = keyframe.biasValues
        }
        return copy
    }
}

/// Animations run together: the group's duration bounds theirs.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    /// The animations run together (their delegates are not called; the group's is).
    open var animations: [CAAnimation]?

    override class func makeCopy(of animation: CAAnimation) -> CAAnimation {
        let copy = CAAnimationGroup()
        copy.animations = (animation as? CAAnimationGroup)?.animations
        return copy
    }
}

/// The key under which a layer keeps its running transition (`layer.add(transition, forKey:
/// kCATransition)`); Core Animation adds transitions under it when no key is given.
public let kCATransition = "transition"

/// A transition of a layer's content (a fade, a push…).
open class CATransition: CAAnimation, @unchecked Sendable {
    /// The kind of transition.
    open var type = CATransitionType.fade
    /// The direction it moves in.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts (0…1).
    open var startProgress: Float = 0
    /// Where in the transition it ends (0…1).
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
