import Foundation

/// The formulas of UIScrollView's motion, on one axis. Positions in points, velocities in
/// points per second, time in seconds.
///
/// - **Deceleration** (Ilya Lobanov, "Deceleration mechanics of UIScrollView", 2019, after
///   WWDC18 session 803 "Designing Fluid Interfaces"): `decelerationRate` `d` is the factor the
///   velocity keeps per *millisecond* (`.normal` 0.998, `.fast` 0.99), so
///   `v(t) = v₀ · d^(1000t)` and, integrating, `x(t) = x₀ + v₀ · (d^(1000t) − 1) / (1000 · ln d)`.
///   The motion comes to rest at `x₀ − v₀ / (1000 · ln d)` (the projection: about half a second
///   of the release velocity at `.normal`); it stops when what is left is under half a pixel.
/// - **Rubber band** past an edge (the formula UIScrollView uses, as published by Grant Paul in
///   2013): an overshoot `x` is shown as `(1 − 1 / (x · c / D + 1)) · D`, `c = 0.55`, `D` the
///   scroll view's size on that axis.
/// - **Bounce back** to the edge: a critically damped spring (the motion UIKit shows: no
///   oscillation). Its stiffness is not published; Mainline takes `ω = 4π` per second, which
///   brings a 100-pt overshoot back within half a pixel in about 0.6 s, as on a device.
enum ScrollPhysics {
    /// The constant of the rubber-band formula.
    static let rubberBandCoefficient = 0.55
    /// The bounce spring's natural frequency (radians per second).
    static let springFrequency = 4 * Double.pi

    // MARK: Deceleration

    /// Position `t` seconds into a deceleration from `x0` at `v0`.
    static func decelerationOffset(x0: Double, v0: Double, rate d: Double, after t: Double) -> Double {
        x0 + v0 * (pow(d, 1000 * t) - 1) / (1000 * log(d))
    }

    /// Velocity `t` seconds into a deceleration.
    static func decelerationVelocity(v0: Double, rate d: Double, after t: Double) -> Double {
        v0 * pow(d, 1000 * t)
    }

    /// Where a deceleration from `x0` at `v0` comes to rest.
    static func projection(x0: Double, v0: Double, rate d: Double) -> Double {
        x0 - v0 / (1000 * log(d))
    }

    /// The release velocity that brings a deceleration from `x0` to rest at `target`.
    static func velocity(reaching target: Double, from x0: Double, rate d: Double) -> Double {
        (x0 - target) * 1000 * log(d)
    }

    /// Seconds until a deceleration has less than `threshold` points left to go.
    static func decelerationDuration(v0: Double, rate d: Double, threshold: Double) -> Double {
        let left = abs(v0) / (-1000 * log(d))
        guard left > threshold else { return 0 }
        return log(threshold / left) / (1000 * log(d))
    }

    /// Seconds until a deceleration from `x0` at `v0` reaches `edge`, or nil if it stops first.
    static func timeToReach(_ edge: Double, x0: Double, v0: Double, rate d: Double) -> Double? {
        guard v0 != 0 else { return nil }
        let fraction = 1 + (edge - x0) * 1000 * log(d) / v0
        guard fraction > 0, fraction < 1 else { return fraction >= 1 && edge == x0 ? 0 : nil }
        return log(fraction) / (1000 * log(d))
    }

    // MARK: Rubber band and bounce

    /// How far past an edge an overshoot of `overshoot` points is shown, for a view of
    /// `dimension` points on that axis.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let sign: Double = overshoot < 0 ? -1 : 1
        let x = abs(overshoot)
        return sign * (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The inverse of `rubberBand`: the overshoot that shows as `shown` points.
    static func overshoot(showing shown: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let sign: Double = shown < 0 ? -1 : 1
        let b = min(abs(shown), dimension * 0.999_999)
        return sign * (dimension / rubberBandCoefficient) * (1 / (1 - b / dimension) - 1)
    }

    /// Displacement from rest `t` seconds into a critically damped spring that started at
    /// displacement `x0` with velocity `v0`.
    static func springDisplacement(x0: Double, v0: Double, after t: Double) -> Double {
        let w = springFrequency
        return (x0 + (v0 + w * x0) * t) * exp(-w * t)
    }

    /// The spring's velocity `t` seconds in.
    static func springVelocity(x0: Double, v0: Double, after t: Double) -> Double {
        let w = springFrequency
        return (v0 - w * (v0 + w * x0) * t) * exp(-w * t)
    }

    // MARK: Animation

    /// UIKit's default animation curve (`.easeInEaseOut`, control points 0.42, 0, 0.58, 1), at
    /// progress `p` in 0...1.
    static func easeInEaseOut(_ p: Double) -> Double {
        cubicBezier(p, 0.42, 0, 0.58, 1)
    }

    /// A CSS/Core Animation timing curve through (0,0), (x1,y1), (x2,y2), (1,1), at `x`.
    static func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<60 {
            let value = bezier(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return bezier(t, y1, y2)
    }
}
