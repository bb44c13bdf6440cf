import Foundation

/// Core Animation's timing model, shared by layers and animations: each object has a local time,
/// mapped from its parent's (a layer's superlayer, an animation's layer or group) as
/// `local = (parent − beginTime) × speed + timeOffset` (QuartzCore's CAMediaTiming.h), then fitted
/// into its active duration when it has a duration, repetitions and autoreversal.
public protocol CAMediaTiming {
    /// When the object begins, in its parent's time (an animation with 0 begins when its
    /// transaction commits).
    var beginTime: CFTimeInterval { get set }
    /// Seconds one repetition lasts.
    var duration: CFTimeInterval { get set }
    /// How fast its time runs against its parent's (0 stops it: the way to pause a layer's
    /// animations; 2: twice as fast).
    var speed: Float { get set }
    /// An offset added to its local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times it repeats (may be fractional; infinite: forever).
    var repeatCount: Float { get set }
    /// How many seconds it repeats for.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition runs back after it runs forward.
    var autoreverses: Bool { get set }
    /// What happens outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}

/// A layer's own timing (`CAMediaTiming` on `CALayer`), kept out of line: nearly every layer has
/// the defaults.
struct LayerTiming: Equatable {
    var beginTime: Double = 0
    var duration: Double = 0
    var speed: Float = 1
    var timeOffset: Double = 0
    var repeatCount: Float = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    var isDefault: Bool { self == LayerTiming() }

    /// The speed as a number the arithmetic can use (a non-finite speed counts as 1).
    private var rate: Double { speed.isFinite ? Double(speed) : 1 }

    /// The layer's local time at its parent's time `t`. With no duration (a layer's default) the
    /// local time runs on without end; with one, it repeats and autoreverses within its active
    /// duration as an animation's does, and holds at the ends outside it.
    func local(fromParent t: Double) -> Double {
        let elapsed = (t - beginTime) * rate
        guard duration > 0, duration.isFinite else { return elapsed + timeOffset }
        let period = duration * (autoreverses ? 2 : 1)
        let repetitions: Double
        if repeatDuration > 0 {
            repetitions = repeatDuration.isFinite ? repeatDuration / period : .infinity
        } else if !repeatCount.isFinite || repeatCount >= .greatestFiniteMagnitude {
            repetitions = .infinity
        } else {
            repetitions = repeatCount > 0 ? Double(repeatCount) : 1
        }
        let active = repetitions * period
        var x = min(max(0, elapsed), active) + timeOffset
        if active.isFinite, active > 0 { x = x.truncatingRemainder(dividingBy: active); if x < 0 { x += active } }
        var within = x.truncatingRemainder(dividingBy: period)
        if within < 0 { within += period }
        if x >= active, active.isFinite, within <= 1e-12, x > 0 { within = period }
        if autoreverses && within > duration { within = 2 * duration - within }
        return min(duration, max(0, within))
    }

    /// The parent's time at which the local time is `t` (nil: never, the layer's time is
    /// stopped). A layer with a duration is inverted as if it did not repeat.
    func parent(fromLocal t: Double) -> Double? {
        guard rate != 0 else { return nil }
        return (t - timeOffset) / rate + beginTime
    }
}

extension CALayer: CAMediaTiming {
    private var timing: LayerTiming { timingBox?.value ?? LayerTiming() }

    private func setTiming(_ change: (inout LayerTiming) -> Void) {
        var new = timing
        change(&new)
        guard new != timing else { return }
        timingBox = new.isDefault ? nil : Boxed(new)
        // A presentation copy keeps the values; only a model layer's animations are timed by them.
        guard modelLayer == nil else { return }
        timingDidChange()
    }

    /// When the layer's time begins, in its superlayer's time (0 by default).
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { setTiming { $0.beginTime = newValue.isFinite ? newValue : 0 } }
    }

    /// The length of one repetition of the layer's time (0 by default: its time runs on).
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming { $0.duration = newValue.isFinite ? max(0, newValue) : 0 } }
    }

    /// How fast the layer's time — and so its animations and its sublayers' — runs against its
    /// superlayer's (1 by default). 0 stops them where they are: the idiom to pause a layer's
    /// animations is `timeOffset = convertTime(CACurrentMediaTime(), from: nil)` and `speed = 0`.
    public var speed: Float {
        get { timing.speed }
        set { setTiming { $0.speed = newValue.isNaN ? 1 : newValue } }
    }

    /// An offset added to the layer's local time (0 by default).
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { setTiming { $0.timeOffset = newValue.isFinite ? newValue : 0 } }
    }

    /// How many times the layer's time repeats (used with a `duration`).
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { setTiming { $0.repeatCount = newValue.isNaN ? 0 : newValue } }
    }

    /// How long the layer's time repeats for, in seconds (used with a `duration`).
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming { $0.repeatDuration = newValue.isNaN ? 0 : max(0, newValue) } }
    }

    /// Whether each repetition of the layer's time runs back (used with a `duration`).
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { setTiming { $0.autoreverses = newValue } }
    }

    /// How the layer's time behaves outside its active duration (kept; the layer's time holds
    /// at its ends).
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { setTiming { $0.fillMode = newValue } }
    }

    // MARK: Converting time

    /// Converts `t` from `layer`'s local time to this layer's (nil: from absolute time, the
    /// clock of `CACurrentMediaTime()`).
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        var absolute = t
        if let layer, let global = layer.absoluteTime(fromLocal: t) { absolute = global }
        return localTime(absolute)
    }

    /// Converts `t` from this layer's local time to `layer`'s (nil: to absolute time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t) ?? t
        return layer?.localTime(absolute) ?? absolute
    }

    /// The layer the timing of this one descends from: its superlayer (a view's layer: the
    /// nearest ancestor view's layer that exists).
    var timingParent: CALayer? {
        if let superlayer = storedSuperlayer { return superlayer }
        var view = hostView?.storedSuperview
        while let current = view {
            if let layer = current.storedLayer { return layer }
            view = current.storedSuperview
        }
        return nil
    }

    /// Whether this layer or one above it has timing of its own (most have none: their time is
    /// absolute time).
    var hasTimingInChain: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.timingBox != nil { return true }
            layer = current.timingParent
        }
        return false
    }

    /// Whether the layer's time stands still (`speed` 0 on it or on a layer above).
    var isTimeStopped: Bool { hasTimingInChain && absoluteTime(fromLocal: 0) == nil }

    /// The layer's local time at absolute time `t` (its ancestors' timings applied from the top
    /// down, then its own). Allocates nothing when no layer in the chain has timing of its own.
    func localTime(_ t: Double) -> Double {
        guard hasTimingInChain else { return t }
        var chain: [LayerTiming] = []
        var layer: CALayer? = self
        while let current = layer {
            if let box = current.timingBox { chain.append(box.value) }
            layer = current.timingParent
        }
        var time = t
        for timing in chain.reversed() { time = timing.local(fromParent: time) }
        return time
    }

    /// The absolute time at which the layer's local time is `t` (nil: never — a layer in the
    /// chain is stopped).
    func absoluteTime(fromLocal t: Double) -> Double? {
        guard hasTimingInChain else { return t }
        var time = t
        var layer: CALayer? = self
        while let current = layer {
            if let box = current.timingBox {
                guard let parent = box.value.parent(fromLocal: time) else { return nil }
                time = parent
            }
            layer = current.timingParent
        }
        return time
    }

    /// The layer's timing changed: the animations of it and of the layers below it (its
    /// sublayers', its view's subviews') are timed anew — their starts and stops are scheduled
    /// again for when their local times reach them (never, while a layer above is stopped).
    func timingDidChange() {
        withAnimationTurn {
            let context = animationContext
            guard !context.isDetached else { return }
            var layers: [CALayer] = [self]
            var views: [UIView] = []
            while true {
                if let layer = layers.popLast() {
                    if let store = layer.animationStore, !store.isEmpty { layer.rescheduleAnimations(in: store, context: context) }
                    layers.append(contentsOf: layer.storedSublayers)
                    if let view = layer.hostView { views.append(contentsOf: view.storedSubviews) }
                } else if let view = views.popLast() {
                    // A subview whose layer was never asked for has no animations; its subviews may.
                    if let layer = view.storedLayer { layers.append(layer) } else { views.append(contentsOf: view.storedSubviews) }
                } else {
                    break
                }
            }
        }
    }
}
