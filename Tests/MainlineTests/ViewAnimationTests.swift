import Foundation
@testable import Mainline
import Testing

/// UIView animations as UIKit runs them: the model changes at once, the layer gets real
/// `CAAnimation`s, and the presentation follows their curves at the simulation's time.
@Suite("UIView animations: presentation values")
struct ViewAnimationTests {
    @Test("an animating view removed from its window loses its animations: the completion hears false, once, and nothing stays on the layer (also a repeating one)")
    func removedMidAnimation() {
        let (sim, view) = animationWindow()
        let flags = Box<[Bool]>([])
        sim.perform {
            UIView.animate(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0 }) { flags.value.append($0) }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat], animations: { view.center.x = 200 })
        }
        sim.runFrames(10)
        #expect(inspect(sim) { view.layer.animationKeys()?.count ?? 0 } >= 2)
        sim.perform { view.removeFromSuperview() }
        sim.runFrames(5)
        #expect(flags.value == [false])
        #expect(inspect(sim) { view.layer.animationKeys() } == nil)
    }

    @Test("performWithoutAnimation turns animations off for its block: areAnimationsEnabled reads false, a nested animate adds no animation, and they are on again after")
    func performWithoutAnimationDisables() {
        let (sim, view) = animationWindow()
        let seen = inspect(sim) { () -> (inside: Bool, keys: [String]?, after: Bool) in
            var inside = true
            UIView.performWithoutAnimation {
                inside = UIView.areAnimationsEnabled
                UIView.animate(withDuration: 1) { view.alpha = 0.5 }
            }
            return (inside, view.layer.animationKeys(), UIView.areAnimationsEnabled)
        }
        #expect(seen.inside == false)
        #expect(seen.keys == nil)
        #expect(seen.after == true)
        #expect(inspect(sim) { view.alpha } == 0.5)
    }

    @Test("""
    a linear animation of center: the model is the end value at once; presentation().position follows \
    from + (to − from)·t/duration at every frame's vsync, counted from the commit of the block's \
    transaction (Core Animation begins an animation with no beginTime at its transaction's commit)
    """)
    func linearPosition() {
        let (sim, view) = animationWindow()
        let start = Box(0.0), model = Box(CGPoint.zero)
        sim.perform {
            start.value = CACurrentMediaTime()
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.center.x = 250 })
            model.value = view.center
        }
        let seen = sample(sim, frames: 40) { Double(view.layer.presentation()!.position.x) }
        #expect(model.value == CGPoint(x: 250, y: 50))
        #expect(seen.count >= 35)
        var moving = 0
        for (time, x) in seen {
            let elapsed = time - start.value
            let expected = elapsed >= 0.5 ? 250 : 50 + 200 * elapsed / 0.5
            #expect(close(x, expected, 1e-9), "at \(elapsed) s: \(x), expected \(expected)")
            if elapsed > 0 && elapsed < 0.5 { moving += 1 }
        }
        #expect(moving >= 28)
    }

    @Test("""
    the default curve is ease-in-out: alpha's presentation at chosen frames equals the cubic Bézier \
    (0.42, 0), (0.58, 1) of the elapsed fraction, worked out here by bisection (CAMediaTimingFunction)
    """)
    func easeInOutOpacity() {
        let (sim, view) = animationWindow()
        let start = Box(0.0)
        sim.perform {
            start.value = CACurrentMediaTime()
            UIView.animate(withDuration: 0.4) { view.alpha = 0 }
        }
        let seen = sample(sim, frames: 30) { Double(view.layer.presentation()!.opacity) }
        for (time, opacity) in seen {
            let fraction = min(1, (time - start.value) / 0.4)
            let expected = fraction >= 1 ? 0 : 1 - easeInOut(fraction)
            #expect(close(opacity, expected, 1e-6), "at \(fraction): \(opacity), expected \(expected)")
        }
        // Frame 6 of 24 (a quarter of the way): ease-in-out has done 0.1293… of it.
        let quarter = seen.first { close($0.time - start.value, 0.1, 1e-9) }
        #expect(quarter.map { close($0.value, 1 - easeInOut(0.25), 1e-6) } == true)
        #expect(quarter.map { $0.value > 0.85 && $0.value < 0.88 } == true)
    }
}
