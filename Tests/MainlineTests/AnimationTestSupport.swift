import Foundation
@testable import Mainline
import MainlineProfile
import Testing

/// A cubic Bézier timing curve worked out independently of the runtime: B(t) with P0 = (0, 0),
/// P3 = (1, 1) and the two control points, x(t) inverted by bisection (x rises monotonically on
/// 0…1 for control x in 0…1) — the definition `CAMediaTimingFunction` documents.
func bezierProgress(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func point(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if point(mid, c1x, c2x) < x { low = mid } else { high = mid }
    }
    return point((low + high) / 2, c1y, c2y)
}

/// Core Animation's ease-in-ease-out (0.42, 0), (0.58, 1), UIKit's default curve. A
/// `CAMediaTimingFunction` keeps its control points as `Float` (`getControlPoint(at:values:)`
/// hands them out so), so the curve is the one through the nearest floats.
func easeInOut(_ x: Double) -> Double { bezierProgress(x, Double(Float(0.42)), 0, Double(Float(0.58)), 1) }

/// Ease-in (0.42, 0), (1, 1) and ease-out (0, 0), (0.58, 1), as floats.
func easeIn(_ x: Double) -> Double { bezierProgress(x, Double(Float(0.42)), 0, 1, 1) }
func easeOut(_ x: Double) -> Double { bezierProgress(x, 0, 0, Double(Float(0.58)), 1) }

/// The position of a damped spring from 0 to 1 at `t` seconds, integrated numerically (fourth-
/// order Runge–Kutta with 100,000 steps a second) from `m·x″ = −k(x − 1) − c·x′`, `x(0) = 0`,
/// `x′(0) = v0` — independent of the closed form the runtime uses.
func springPosition(at t: Double, mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double) -> Double {
    var x = 0.0, v = v0
    let steps = max(1, Int((t * 100_000).rounded()))
    let h = t / Double(steps)
    func a(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
    for _ in 0..<steps {
        let k1x = v, k1v = a(x, v)
        let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

/// A window with one frame-based view in it (100 × 100 at the origin), laid out.
func animationWindow(refreshRate: Double = 60) -> (Simulation, UIView) {
    let sim = makeSimulation(refreshRate: refreshRate)
    let box = Box<UIView?>(nil)
    sim.start {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        box.value = view
    }
    sim.runUntilIdle()
    return (sim, box.value!)
}

/// What a display link saw each frame: the frame's vsync time and `read()`'s value, for the
/// next `frames` frames; `then`, if given, runs in the event phase of the first of them (after
/// the link has seen one frame before it).
func sample<T>(_ sim: Simulation, frames: Int, then action: (@MainActor @Sendable () -> Void)? = nil,
               _ read: @escaping () -> T) -> [(time: Double, value: T)] {
    let samples = Box<[(Double, T)]>([])
    let link = Box<CADisplayLink?>(nil)
    sim.perform {
        let displayLink = CADisplayLink { link in samples.value.append((link.timestamp, read())) }
        displayLink.add(to: .main, forMode: .common)
        link.value = displayLink
    }
    if let action {
        sim.runFrames(2)
        sim.perform { action() }
    }
    sim.runFrames(frames)
    sim.perform { link.value?.invalidate() }
    sim.runFrames(1)
    return samples.value.map { (time: $0.0, value: $0.1) }
}

/// Whether two numbers agree to within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Seconds from `start` to `time`, both simulation times, in whole nanoseconds as the
/// simulation's clock counts them (a frame at an animation's end is at its end exactly).
func elapsed(_ time: Double, since start: Double) -> Double { (Instant(seconds: time) - Instant(seconds: start)).seconds }
