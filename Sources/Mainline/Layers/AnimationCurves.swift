import Foundation

/// A cubic Bézier pacing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` defines one:
/// for an input time fraction `x` it finds the curve parameter `t` with `x(t) = x` and returns
/// `y(t)`. The polynomial coefficients are worked out once, when an animation is added, so a
/// frame's evaluation allocates nothing.
struct CubicTimingCurve: Equatable, Sendable {
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// The curve through control points (c1x, c1y) and (c2x, c2y); the x coordinates are
    /// clamped to 0...1, as Core Animation requires of them.
    init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        let x1 = c1x.isFinite ? min(1, max(0, c1x)) : 0, x2 = c2x.isFinite ? min(1, max(0, c2x)) : 1
        let y1 = c1y.isFinite ? c1y : 0, y2 = c2y.isFinite ? c2y : 1
        // B(t) = 3(1 − t)²t·P1 + 3(1 − t)t²·P2 + t³ with P0 = (0, 0) and P3 = (1, 1), expanded
        // into a·t³ + b·t² + c·t.
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The curve of a timing function (nil: linear pacing, Core Animation's default).
    init?(_ function: CAMediaTimingFunction?) {
        guard let function else { return nil }
        let p = function.controlPoints
        if p.0 == 0, p.1 == 0, p.2 == 1, p.3 == 1 { return nil }
        self.init(Double(p.0), Double(p.1), Double(p.2), Double(p.3))
    }

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The paced fraction for the time fraction `x` (0 before 0, 1 after 1).
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        // Newton's method from t = x converges in a few steps where the slope is not flat…
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-12 { return sampleY(t) }
            let slope = slopeX(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        // …and bisection (x(t) rises from 0 to 1 on 0...1) finishes it where it is.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return sampleY(t)
    }
}

/// A damped spring from 0 to 1 (a mass on a spring with friction, released at 0 towards its rest
/// at 1): `m·x″ = −k·(x − 1) − c·x′`, with `x(0) = 0` and `x′(0)` the initial velocity in units
/// of the whole distance per second (`CASpringAnimation.initialVelocity`; UIKit's
/// `initialSpringVelocity`: "a value of 1 corresponds to the total animation distance traversed
/// in one second"). Its value at `t` seconds is the closed-form solution of the damped harmonic
/// oscillator, for each regime of the damping ratio `ζ = c / (2√(k·m))`.
struct SpringCurve: Equatable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double
    /// Undamped angular frequency √(k/m) and damping ratio.
    let omega: Double
    let zeta: Double

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        omega = (self.stiffness / self.mass).squareRoot()
        zeta = self.damping / (2 * (self.stiffness * self.mass).squareRoot())
    }

    /// The spring UIKit's duration-based API stands for (`animate(withDuration:delay:
    /// usingSpringWithDamping:initialSpringVelocity:…)`, `UISpringTimingParameters(dampingRatio:)`
    /// with an animator's duration). Apple does not publish how UIKit turns a duration and a
    /// damping ratio into a spring; Mainline takes a unit mass and the stiffness whose motion
    /// settles to within 0.1 % of the distance (the threshold `CASpringAnimation.settlingDuration`
    /// uses here) in exactly `duration`: the envelope `e^(−ζωt)` reaches 0.001 at `t = duration`,
    /// so `ω = ln 1000 / (ζ·duration)`. The animation still ends at `duration`, as UIKit's does.
    static func settling(in duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringCurve {
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        let time = duration.isFinite && duration > 0 ? duration : 0.5
        let omega = log(1000) / (ratio * time)
        return SpringCurve(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    /// The spring's position at `t` seconds (0 at the start, 1 at rest).
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        // e(t) = x(t) − 1: e(0) = −1, e′(0) = v0.
        let v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: e = (C1 + C2·t)·e^(−ωt).
            let c2 = v0 - omega
            return 1 + (-1 + c2 * t) * exp(-omega * t)
        } else if zeta < 1 {
            // Under-damped: e = e^(−ζωt)·(C1·cos ωd·t + C2·sin ωd·t), ωd = ω√(1 − ζ²).
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let c2 = (v0 - zeta * omega) / omegaD
            return 1 + exp(-zeta * omega * t) * (-cos(omegaD * t) + c2 * sin(omegaD * t))
        } else {
            // Over-damped: e = C1·e^(r1·t) + C2·e^(r2·t), r = −ω(ζ ∓ √(ζ² − 1)).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// How long the motion takes to stay within 0.1 % of the distance: the time the envelope of
    /// the motion (`e^(−ζωt)`, or the slower exponential of an over-damped spring) falls to 0.001.
    var settlingDuration: Double {
        guard zeta > 0 else { return .infinity }
        let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return log(1000) / rate
    }
}

/// How an animation's time fraction becomes the fraction of the way its value has gone.
enum AnimationPacing: Equatable, Sendable {
    /// As the time goes (Core Animation's default when an animation has no timing function).
    case linear
    /// A cubic Bézier timing function.
    case cubic(CubicTimingCurve)
    /// A spring: its position after the seconds the animation has run (not a fraction of its
    /// duration: a spring runs at its own pace, and its duration only cuts it off).
    case spring(SpringCurve)

    /// The fraction of the way at `fraction` of one repetition of `duration` seconds.
    @inline(__always)
    func progress(fraction: Double, duration: Double) -> Double {
        switch self {
        case .linear: fraction
        case .cubic(let curve): curve.value(at: fraction)
        case .spring(let spring): spring.value(at: fraction * duration)
        }
    }
}
