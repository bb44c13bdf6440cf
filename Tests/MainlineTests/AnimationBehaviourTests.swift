import Foundation
@testable import Mainline
import Testing

/// Logs a completion's flag.
private final class Flags: @unchecked Sendable {
    var values: [String] = []
}

@Suite("Animation behaviour: composition, interruption, completions")
struct AnimationBehaviourTests {
    @Test("""
    additive since iOS 8: a second center animation started halfway through the first composes with it \
    (keys position and position-2, each from the old value minus the new one to zero, isAdditive); the \
    presentation is the model plus both offsets; both complete, finished (iosoteric.com, "Additive \
    animations: animateWithDuration in iOS 8"; a bounds change adds bounds.origin and bounds.size)
    """)
    func additiveComposition() throws {
        let (sim, view) = animationWindow()
        let flags = Flags()
        let start = Box(0.0)
        let keys = Box<[String]?>(nil)
        let bounds = Box<[String]?>(nil)
        let first = Box<CABasicAnimation?>(nil)
        let seen = sample(sim, frames: 100, then: {
            start.value = CACurrentMediaTime()
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 250 }) {
                flags.values.append("first \($0)")
            }
            first.value = view.layer.animation(forKey: "position") as? CABasicAnimation
            sim.schedule(after: 0.5) {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 50 }) {
                    flags.values.append("second \($0)")
                }
                keys.value = view.layer.animationKeys()
                UIView.animate(withDuration: 1) { view.bounds.size = CGSize(width: 120, height: 80) }
                bounds.value = view.layer.animationKeys()
            }
        }) { Double(view.layer.presentation()!.position.x) }
        let animation = try #require(first.value)
        #expect(animation.isAdditive && animation.fromValue as? CGPoint == CGPoint(x: -200, y: 0) && animation.toValue as? CGPoint == .zero)
        #expect(animation.fillMode == .both && animation.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(keys.value == ["position", "position-2"])
        #expect(bounds.value == ["position", "position-2", "bounds.origin", "bounds.size"])
        for (time, x) in seen where time > start.value {
            let t = elapsed(time, since: start.value)
            let firstOffset = t < 1 ? -200 * (1 - t) : 0
            let secondOffset = t < 0.5 ? 0 : t < 1.5 ? 200 * (1 - (t - 0.5)) : 0
            let expected = (t < 0.5 ? 250 : 50) + firstOffset + secondOffset
            #expect(close(x, expected, 1e-6), "at \(t): \(x), expected \(expected)")
        }
        #expect(flags.values == ["first true", "second true"])
    }

    @Test("""
    a non-additive property (alpha): a second animation replaces the first under the same key; the \
    first's completion runs once with false, the second's with true. Without .beginFromCurrentState the \
    second starts from the model value (the view jumps); with it, from the value shown (Apple: \
    UIView.AnimationOptions.beginFromCurrentState)
    """)
    func interruption() {
        for fromCurrent in [false, true] {
            let (sim, view) = animationWindow()
            let flags = Flags()
            let shownBefore = Box(0.0), start = Box(0.0)
            let seen = sample(sim, frames: 70, then: {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 }) {
                    flags.values.append("first \($0)")
                }
                sim.schedule(after: 0.5) {
                    shownBefore.value = Double(view.layer.presentation()!.opacity)
                    start.value = CACurrentMediaTime()
                    UIView.animate(withDuration: 0.5, delay: 0, options: fromCurrent ? [.curveLinear, .beginFromCurrentState] : [.curveLinear],
                                   animations: { view.alpha = 1 }) { flags.values.append("second \($0)") }
                }
            }) { Double(view.layer.presentation()!.opacity) }
            #expect(close(shownBefore.value, 0.5, 1e-6))
            let from = fromCurrent ? 0.5 : 0.0
            for (time, alpha) in seen where time > start.value && start.value > 0 {
                let t = min(1, elapsed(time, since: start.value) / 0.5)
                #expect(close(alpha, from + (1 - from) * t, 1e-6), "\(fromCurrent) at \(t): \(alpha)")
            }
            #expect(flags.values.filter { $0.hasPrefix("first") } == ["first false"])
            #expect(flags.values.filter { $0.hasPrefix("second") } == ["second true"])
        }
    }

    @Test("""
    completions run exactly once: a block that changes three properties completes once, after the last \
    frame, with true; a block with nothing to animate completes in the next main-queue phase; a repeating \
    autoreversing animation never completes until removed (then false), and runs forth and back
    """)
    func completionsOnce() {
        let (sim, view) = animationWindow()
        let flags = Flags()
        let end = Box(0.0)
        sim.perform {
            UIView.animate(withDuration: 0.3, animations: {
                view.alpha = 0.5
                view.center = CGPoint(x: 80, y: 80)
                view.backgroundColor = .red
            }) { finished in
                flags.values.append("three \(finished)")
                end.value = CACurrentMediaTime()
            }
            UIView.animate(withDuration: 0.3, animations: {}) { flags.values.append("none \($0)") }
        }
        sim.runFrames(1)
        #expect(flags.values == ["none true"])
        sim.run(for: 1)
        #expect(flags.values == ["none true", "three true"])
        let start = Box(0.0)
        let seen = sample(sim, frames: 80, then: {
            start.value = CACurrentMediaTime()
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 }) {
                flags.values.append("forever \($0)")
            }
        }) { Double(view.layer.presentation()!.opacity) }
        for (time, alpha) in seen where time > start.value {
            // From the 0.5 the first block left, to 0 and back, every second.
            let t = elapsed(time, since: start.value).truncatingRemainder(dividingBy: 1)
            let expected = t <= 0.5 ? 0.5 - t : t - 0.5
            #expect(close(alpha, expected, 1e-6), "at \(t): \(alpha)")
        }
        #expect(!flags.values.contains { $0.hasPrefix("forever") })
        inspect(sim) { view.layer.removeAllAnimations() }
        sim.runFrames(2)
        #expect(flags.values.last == "forever false")
        #expect(flags.values.filter { $0.hasPrefix("forever") }.count == 1)
    }

    @Test("""
    a delay: the animation begins that long after its transaction commits and shows its from value \
    during the delay (UIKit sets fillMode both); performWithoutAnimation inside a block and \
    setAnimationsEnabled(false) make changes that do not animate
    """)
    func delayAndDisabled() {
        let (sim, view) = animationWindow()
        let start = Box(0.0)
        let keys = Box<[String]>([])
        let seen = sample(sim, frames: 50, then: {
            start.value = CACurrentMediaTime()
            UIView.animate(withDuration: 0.4, delay: 0.2, options: [.curveLinear], animations: {
                view.center.x = 150
                UIView.performWithoutAnimation { view.alpha = 0.3 }
            })
            keys.value = view.layer.animationKeys() ?? []
        }) { (Double(view.layer.presentation()!.position.x), Double(view.layer.presentation()!.opacity)) }
        #expect(keys.value == ["position"])
        for (time, value) in seen where time > start.value {
            let t = elapsed(time, since: start.value)
            let expected = t < 0.2 ? 50 : t >= 0.6 ? 150 : 50 + 100 * (t - 0.2) / 0.4
            #expect(close(value.0, expected, 1e-9), "at \(t): \(value.0)")
            #expect(close(value.1, 0.3, 1e-6))
        }
        let disabled = inspect(sim) { () -> [String]? in
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1) { view.center.x = 10 }
            UIView.setAnimationsEnabled(true)
            return view.layer.animationKeys()
        }
        #expect(disabled == nil)
    }

    @Test("""
    isRemovedOnCompletion false with fillMode forwards keeps the end value showing after the animation \
    ends (the fill-mode idiom): the key stays in animationKeys(), the model is unchanged, removing the \
    animation shows the model again
    """)
    func fillForwards() {
        let (sim, view) = animationWindow()
        let layer = inspect(sim) { () -> CALayer in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.layer.addSublayer(layer)
            return layer
        }
        inspect(sim) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.2
            fade.duration = 0.2
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            layer.add(fade, forKey: "fade")
        }
        sim.run(for: 1)
        #expect(inspect(sim) { (layer.animationKeys(), layer.opacity, layer.presentation()!.opacity) } == (["fade"], 1, 0.2))
        inspect(sim) { layer.removeAnimation(forKey: "fade") }
        #expect(inspect(sim) { layer.presentation()!.opacity } == 1)
    }

    @Test("""
    CABasicAnimation's values as documented under "Setting Interpolation Values": byValue alone runs \
    from the value underneath to it plus byValue; toValue alone from the value underneath; fromValue \
    alone to it; a group times its animations within its own time
    """)
    func basicValues() {
        let (sim, view) = animationWindow()
        let layer = inspect(sim) { () -> CALayer in
            let layer = CALayer()
            layer.position = CGPoint(x: 40, y: 40)
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.layer.addSublayer(layer)
            return layer
        }
        let start = Box(0.0)
        let seen = sample(sim, frames: 40, then: {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            start.value = CACurrentMediaTime()
            let by = CABasicAnimation(keyPath: "position.x")
            by.byValue = 100
            by.duration = 0.5
            layer.add(by, forKey: "by")
            let to = CABasicAnimation(keyPath: "bounds.size.width")
            to.toValue = 30
            to.duration = 0.5
            layer.add(to, forKey: "to")
            let from = CABasicAnimation(keyPath: "cornerRadius")
            from.fromValue = 8
            from.duration = 0.5
            let grow = CABasicAnimation(keyPath: "opacity")
            grow.fromValue = 0
            grow.toValue = 1
            grow.beginTime = 0.25
            grow.duration = 0.25
            let group = CAAnimationGroup()
            group.animations = [from, grow]
            group.duration = 0.5
            layer.add(group, forKey: "group")
            CATransaction.commit()
        }) { () -> [Double] in
            let p = layer.presentation()!
            return [Double(p.position.x), Double(p.bounds.width), Double(p.cornerRadius), Double(p.opacity)]
        }
        for (time, v) in seen where time > start.value {
            let t = elapsed(time, since: start.value)
            guard t < 0.5 else { continue }
            let f = t / 0.5
            #expect(close(v[0], 40 + 100 * f, 1e-9) && close(v[1], 10 + 20 * f, 1e-9) && close(v[2], 8 - 8 * f, 1e-9), "at \(t): \(v)")
            #expect(close(v[3], t < 0.25 ? 1 : (t - 0.25) / 0.25, 1e-6), "opacity at \(t): \(v[3])")
        }
    }
}
