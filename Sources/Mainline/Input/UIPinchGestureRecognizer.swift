import Foundation

/// What pinch and rotation share: they follow the first two fingers down, begin "when two
/// touches have moved enough" (UIKit's headers; Mainline's thresholds: the distance changed by
/// 10 points, or the line between the fingers turned by 0.1 radians), change while both
/// fingers are down, and end when both have lifted; a finger lifting before the gesture began
/// makes it fail. The value is measured from the fingers' geometry when the gesture began, so
/// `scale` is 1 and `rotation` 0 at `.began` (Apple: "At the beginning of the gesture, the
/// scale factor is 1.0").
struct FingerPairTracking {
    enum Measure {
        /// The distance between the fingers (a pinch's scale: a ratio of distances).
        case distance
        /// The angle of the line from the first finger to the second (a rotation: a difference).
        case angle
    }

    let measure: Measure
    /// The value at `reference` (1 or 0 until an app sets it).
    var valueAtReference: CGFloat
    /// The measure the value is taken against.
    var reference: CGFloat = 0
    /// The last measure, unwrapped (an angle past ±π goes on turning).
    var lastMeasure: CGFloat?
    /// Recent values, for the velocity.
    var samples: [(time: Instant, value: CGFloat)] = []

    init(_ measure: Measure) {
        self.measure = measure
        valueAtReference = measure == .distance ? 1 : 0
    }

    var identity: CGFloat { measure == .distance ? 1 : 0 }

    /// The raw measure of two points.
    func raw(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        measure == .distance ? hypot(b.x - a.x, b.y - a.y) : atan2(b.y - a.y, b.x - a.x)
    }

    /// The measure of the pair now, unwrapped against the last one.
    mutating func update(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        var m = raw(a, b)
        if measure == .angle, let last = lastMeasure {
            while m - last > .pi { m -= 2 * .pi }
            while m - last < -.pi { m += 2 * .pi }
        }
        lastMeasure = m
        return m
    }

    /// The value at measure `m`.
    func value(at m: CGFloat) -> CGFloat {
        switch measure {
        case .distance: return reference > 0 ? valueAtReference * m / reference : valueAtReference
        case .angle: return valueAtReference + m - reference
        }
    }

    /// The value's change per second over the last 50 ms.
    var velocity: CGFloat {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= UIPanGestureRecognizer.velocityWindow }),
              last.time > first.time else { return 0 }
        return (last.value - first.value) / CGFloat((last.time - first.time).seconds)
    }

    mutating func clear() {
        valueAtReference = identity
        reference = 0
        lastMeasure = nil
        samples = []
    }
}

extension UIGestureRecognizer {
    /// The first two fingers down.
    var fingerPair: (UITouch, UITouch)? {
        let down = touchesDown
        guard down.count >= 2 else { return nil }
        return (down[0], down[1])
    }

    /// A pinch's or rotation's touches went down: only the first two fingers count.
    func pairTouchesBegan(_ touches: Set<UITouch>) {
        while touchesDown.count > 2, let extra = trackedTouches.last(where: { touches.contains($0) }) {
            trackedTouches.removeAll { $0 === extra }
        }
    }

    /// A pinch's or rotation's fingers moved: it begins once they moved `threshold` (in the
    /// measure's unit) from where they went down, then reports each change.
    func pairTouchesMoved(_ tracking: inout FingerPairTracking, threshold: CGFloat, at time: Instant) {
        guard let (a, b) = fingerPair else { return }
        let now = tracking.update(a.windowLocation, b.windowLocation)
        switch storedState {
        case .possible:
            let start = tracking.raw(a.startLocation, b.startLocation)
            var moved = abs(now - start)
            if tracking.measure == .angle { moved = abs(remainder(now - start, 2 * .pi)) }
            guard moved >= threshold else { return }
            tracking.reference = now
            tracking.valueAtReference = tracking.identity
            tracking.samples = [(time, tracking.identity)]
            transition(to: .began)
        case .began, .changed:
            tracking.samples.append((time, tracking.value(at: now)))
            if tracking.samples.count > 16 { tracking.samples.removeFirst(tracking.samples.count - 16) }
            transition(to: .changed)
        default:
            break
        }
    }

    /// A pinch's or rotation's finger lifted: before it began, the attempt fails; once both
    /// fingers are up, the gesture ends.
    func pairTouchesEnded() {
        switch storedState {
        case .possible: transition(to: .failed)
        case .began, .changed: if touchesDown.isEmpty { transition(to: .ended) }
        default: break
        }
    }

    /// The value now (the last one once a finger lifted).
    func pairValue(_ tracking: FingerPairTracking) -> CGFloat {
        guard storedState == .began || storedState == .changed, let (a, b) = fingerPair else {
            return tracking.samples.last?.value ?? tracking.valueAtReference
        }
        var copy = tracking
        return tracking.value(at: copy.update(a.windowLocation, b.windowLocation))
    }

    /// An app set the value: it is measured from the fingers now, and the velocity restarts.
    func setPairValue(_ tracking: inout FingerPairTracking, _ value: CGFloat) {
        tracking.valueAtReference = value
        if let (a, b) = fingerPair { tracking.reference = tracking.update(a.windowLocation, b.windowLocation) }
        tracking.samples = []
    }
}

/// A pinch: two fingers moving apart (scale above 1) or together (below 1).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    var tracking = FingerPairTracking(.distance)

    /// How much the distance between the fingers changes before the pinch begins (points).
    static let hysteresis: CGFloat = 10

    /// The distance between the fingers against their distance when the pinch began (1 at
    /// `.began`). Setting it (apps set 1 after applying it) measures from the fingers' distance
    /// now, and resets the velocity.
    open var scale: CGFloat {
        get { let entry = UIEntry("-[UIPinchGestureRecognizer scale]", self); defer { entry.end() }; return pairValue(tracking) }
        set { let entry = UIEntry("-[UIPinchGestureRecognizer setScale:]", self); defer { entry.end() }; setPairValue(&tracking, newValue) }
    }

    /// How fast the scale changes, per second.
    open var velocity: CGFloat {
        let entry = UIEntry("-[UIPinchGestureRecognizer velocity]", self); defer { entry.end() }
        return tracking.velocity
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPinchGestureRecognizer touchesBegan:withEvent:]", self)
        pairTouchesBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPinchGestureRecognizer touchesMoved:withEvent:]", self)
        pairTouchesMoved(&tracking, threshold: Self.hysteresis, at: event.storedTimestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPinchGestureRecognizer touchesEnded:withEvent:]", self)
        pairTouchesEnded()
    }

    override func clearAttempt() { tracking.clear() }
}

/// A rotation: the line between two fingers turning (in radians, positive clockwise on screen).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    var tracking = FingerPairTracking(.angle)

    /// How far the line between the fingers turns before the rotation begins (radians).
    static let hysteresis: CGFloat = 0.1

    /// How far the line between the fingers has turned since the rotation began (0 at
    /// `.began`), in radians, clockwise positive. Setting it measures from the line now, and
    /// resets the velocity.
    open var rotation: CGFloat {
        get { let entry = UIEntry("-[UIRotationGestureRecognizer rotation]", self); defer { entry.end() }; return pairValue(tracking) }
        set { let entry = UIEntry("-[UIRotationGestureRecognizer setRotation:]", self); defer { entry.end() }; setPairValue(&tracking, newValue) }
    }

    /// How fast it turns, in radians per second.
    open var velocity: CGFloat {
        let entry = UIEntry("-[UIRotationGestureRecognizer velocity]", self); defer { entry.end() }
        return tracking.velocity
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIRotationGestureRecognizer touchesBegan:withEvent:]", self)
        pairTouchesBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIRotationGestureRecognizer touchesMoved:withEvent:]", self)
        pairTouchesMoved(&tracking, threshold: Self.hysteresis, at: event.storedTimestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIRotationGestureRecognizer touchesEnded:withEvent:]", self)
        pairTouchesEnded()
    }

    override func clearAttempt() { tracking.clear() }
}
