import Foundation
@testable import Mainline
import Testing

/// Springs and keyframes, evaluated frame by frame and compared with values worked out here
/// independently (a numerically integrated spring, piecewise-linear keyframes).
@Suite("Animation curves: springs and keyframes")
struct AnimationCurveTests {
    @Test("""
    a UIView spring (damping ratio 0.5) adds a CASpringAnimation whose motion settles to within 0.1 % \
    of the distance in the block's duration (its settlingDuration is the duration); presentation x at \
    every frame equals the damped spring m·x″ = −k(x − 1) − c·x′ integrated here (RK4); it overshoots, \
    settles, and lands on the model value at the end
    """)
    func uiViewSpring() throws {
        let (sim, view) = animationWindow()
        let start = Box(0.0)
        let spring = Box<CASpringAnimation?>(nil)
        let xs = sample(sim, frames: 45, then: {
            start.value = CACurrentMediaTime()
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                           animations: { view.center.x = 250 })
            spring.value = view.layer.animation(forKey: "position") as? CASpringAnimation
        }) { Double(view.layer.presentation()!.position.x) }
        let s = try #require(spring.value)
        #expect(s.duration == 0.6 && s.mass == 1 && s.isAdditive)
        #expect(close(s.settlingDuration, 0.6, 1e-9))
        #expect(close(Double(s.damping) / (2 * Double(s.stiffness).squareRoot()), 0.5, 1e-9))
        var overshot = false
        for (time, x) in xs where time > start.value {
            let t = time - start.value
            let expected = t >= 0.6 ? 250
                : 50 + 200 * springPosition(at: t, mass: 1, stiffness: Double(s.stiffness), damping: Double(s.damping), velocity: 0)
            #expect(close(x, expected, 1e-6), "at \(t) s: \(x), expected \(expected)")
            if x > 250.5 { overshot = true }
            if t > 0.59 && t < 0.6 { #expect(abs(x - 250) <= 0.2) }
        }
        #expect(overshot)
    }

    @Test("""
    CASpringAnimation: with Core Animation's defaults (mass 1, stiffness 100, damping 10) its \
    settlingDuration is ln 1000 / (ζω) = 1.38155… s (ζ = 0.5, ω = 10); run for that duration, an \
    opacity spring follows the integrated spring and its initial velocity
    """)
    func caSpring() {
        let spring = CASpringAnimation(keyPath: "opacity")
        #expect(close(spring.settlingDuration, log(1000) / (0.5 * 10), 1e-12))
        let (sim, view) = animationWindow()
        let host = Box<CALayer?>(nil)
        let start = Box(0.0)
        let seen = sample(sim, frames: 30, then: {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.layer.addSublayer(layer)
            host.value = layer
            let spring = CASpringAnimation(keyPath: "opacity")
            spring.fromValue = 0
            spring.toValue = 1
            spring.initialVelocity = 3
            spring.duration = spring.settlingDuration
            start.value = CACurrentMediaTime()
            layer.add(spring, forKey: "fade")
        }) { host.value.map { Double($0.presentation()!.opacity) } ?? 1 }
        let moving = seen.filter { $0.time > start.value }
        #expect(moving.count >= 29)
        for (time, opacity) in moving {
            let expected = springPosition(at: time - start.value, mass: 1, stiffness: 100, damping: 10, velocity: 3)
            #expect(close(opacity, expected, 1e-6), "at \(time - start.value): \(opacity), expected \(expected)")
        }
    }

    @Test("""
    animateKeyframes: two keyframes of alpha (1 → 0.5 in the first half, → 0.1 in the second) make one \
    CAKeyframeAnimation; the presentation is linear within each keyframe (UIView.addKeyframe relative \
    start times and durations)
    """)
    func uiViewKeyframes() throws {
        let (sim, view) = animationWindow()
        let start = Box(0.0)
        let keys = Box<[String]?>(nil)
        let seen = sample(sim, frames: 70, then: {
            start.value = CACurrentMediaTime()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.1 }
            })
            keys.value = view.layer.animationKeys()
        }) { Double(view.layer.presentation()!.opacity) }
        #expect(keys.value == ["opacity"])
        for (time, alpha) in seen where time > start.value {
            let t = min(1, time - start.value)
            let expected = t < 0.5 ? 1 - t : 0.5 - 0.8 * (t - 0.5)
            #expect(close(alpha, expected, 1e-6), "at \(t): \(alpha), expected \(expected)")
        }
    }

    @Test("""
    CAKeyframeAnimation: linear with key times (values 0, 100, 50 at 0, 0.2, 1), discrete (each value \
    holds its slot), paced (key times by distance: 0, ⅔, 1), and along a path (paced: constant speed \
    along an L-shaped path), as Core Animation's calculationMode documents
    """)
    func caKeyframes() {
        func keyframe(_ configure: @escaping @Sendable (CAKeyframeAnimation) -> Void) -> [(Double, CGPoint)] {
            let (sim, view) = animationWindow()
            let layer = Box<CALayer?>(nil)
            let start = Box(0.0)
            let seen = sample(sim, frames: 62, then: {
                let l = CALayer()
                l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                view.layer.addSublayer(l)
                layer.value = l
                let animation = CAKeyframeAnimation(keyPath: "position")
                animation.duration = 1
                configure(animation)
                start.value = CACurrentMediaTime()
                l.add(animation, forKey: "k")
            }) { layer.value?.presentation()?.position ?? .zero }
            return seen.map { (elapsed($0.time, since: start.value), $0.value) }.filter { $0.0 > 0 && $0.0 < 1 }
        }
        let point = { (x: Double) in CGPoint(x: x, y: 0) }
        for (t, p) in keyframe({ $0.values = [point(0), point(100), point(50)]; $0.keyTimes = [0, 0.2, 1] }) {
            let expected = t < 0.2 ? 500 * t : 100 - 50 * (t - 0.2) / 0.8
            #expect(close(Double(p.x), expected, 1e-6), "linear at \(t)")
        }
        for (t, p) in keyframe({ $0.values = [point(0), point(100), point(50)]; $0.calculationMode = .discrete }) {
            let expected = t < 1.0 / 3 ? 0.0 : t < 2.0 / 3 ? 100 : 50
            #expect(close(Double(p.x), expected, 1e-9), "discrete at \(t)")
        }
        for (t, p) in keyframe({ $0.values = [point(0), point(100), point(50)]; $0.calculationMode = .paced }) {
            let expected = t < 2.0 / 3 ? 150 * t : 100 - 150 * (t - 2.0 / 3)
            #expect(close(Double(p.x), expected, 1e-6), "paced at \(t)")
        }
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        for (t, p) in keyframe({ $0.path = path; $0.calculationMode = .paced }) {
            let distance = 400 * t
            let expected = distance < 300 ? CGPoint(x: distance, y: 0) : CGPoint(x: 300, y: distance - 300)
            #expect(close(Double(p.x), Double(expected.x), 1e-3) && close(Double(p.y), Double(expected.y), 1e-3), "path at \(t): \(p)")
        }
    }
}
