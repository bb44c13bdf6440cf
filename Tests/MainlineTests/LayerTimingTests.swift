import Foundation
@testable import Mainline
import Testing

/// Hears an animation start and stop, with the simulation time of each.
private final class TimedAnimationLog: CAAnimationDelegate, @unchecked Sendable {
    var events: [(String, Double)] = []
    func animationDidStart(_ anim: CAAnimation) { events.append(("start", CACurrentMediaTime())) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append((flag ? "stop" : "removed", CACurrentMediaTime())) }
}

/// A window at 120 Hz with a 100 × 100 view and a layer of its own in it (committed).
private func layerWindow() -> (Simulation, UIView, CALayer) {
    let sim = makeSimulation(refreshRate: 120)
    let box = Box<(UIView, CALayer)?>(nil)
    sim.start {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(layer)
        box.value = (view, layer)
    }
    sim.runUntilIdle()
    return (sim, box.value!.0, box.value!.1)
}

/// Runs frames until the first one at least `seconds` after `start` (simulation times), and
/// returns its time and what `body` read in its event phase.
private func read<T>(_ sim: Simulation, _ seconds: Double, after start: Double, _ body: @escaping () -> T) -> (Double, T) {
    while true {
        let result = inspect(sim) { () -> (Double, T?) in
            let now = CACurrentMediaTime()
            return (now, elapsed(now, since: start) >= seconds - 1e-9 ? body() : nil)
        }
        if let value = result.1 { return (result.0, value) }
    }
}

@Suite("Layer timing: CAMediaTiming on layers, standalone layers, presentation trees")
struct LayerTimingTests {
    @Test("""
    a standalone layer made in a simulation animates a change implicitly once it has been committed: \
    half-way at half the 0.25 s (linear, Core Animation's implicit pacing), ended after it
    """)
    func standaloneImplicitAnimation() {
        let sim = makeSimulation(refreshRate: 120)
        let layer = Box<CALayer?>(nil)
        sim.start { layer.value = CALayer() }
        sim.runUntilIdle()
        let begin = inspect(sim) { () -> Double in
            layer.value!.opacity = 0
            return CACurrentMediaTime()
        }
        #expect(inspect(sim) { layer.value!.animationKeys() } == ["opacity"])
        let half = read(sim, 0.125, after: begin) { layer.value!.presentation()!.opacity }
        #expect(close(elapsed(half.0, since: begin), 0.125))
        #expect(close(Double(half.1), 0.5, 1e-5))
        #expect(layer.value!.opacity == 0)
        sim.run(for: 0.2)
        #expect(inspect(sim) { layer.value!.animationKeys() } == nil)
        #expect(inspect(sim) { layer.value!.presentation()!.opacity } == 0)
    }

    @Test("a standalone layer changed in the frame that made it is not animated (not committed yet)")
    func freshStandaloneLayer() {
        let sim = makeSimulation()
        let keys = Box<[String]?>(["x"])
        sim.start {
            let layer = CALayer()
            layer.opacity = 0.3
            keys.value = layer.animationKeys()
        }
        sim.runUntilIdle()
        #expect(keys.value == nil)
    }

    @Test("""
    changing a property while it animates starts the new animation from the value shown \
    (the presentation value), not from the old model value
    """)
    func changeWhileAnimating() {
        let sim = makeSimulation(refreshRate: 120)
        let layer = Box<CALayer?>(nil)
        sim.start { layer.value = CALayer() }
        sim.runUntilIdle()
        let begin = inspect(sim) { () -> Double in
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            layer.value!.opacity = 0
            CATransaction.commit()
            return CACurrentMediaTime()
        }
        let turn = read(sim, 0.5, after: begin) { () -> (Float, Float) in
            let shown = layer.value!.presentation()!.opacity
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            layer.value!.opacity = 1
            CATransaction.commit()
            return (shown, layer.value!.presentation()!.opacity)
        }
        #expect(close(elapsed(turn.0, since: begin), 0.5))
        #expect(close(Double(turn.1.0), 0.5, 1e-5))
        // The new animation starts where the old one was: no jump back to 1 (the old model value).
        #expect(close(Double(turn.1.1), 0.5, 1e-5))
        let later = read(sim, 0.5, after: turn.0) { layer.value!.presentation()!.opacity }
        #expect(close(elapsed(later.0, since: turn.0), 0.5))
        #expect(close(Double(later.1), 0.75, 1e-5))
    }

    @Test("""
    the presentation tree mirrors the model tree: a presentation copy's sublayers are the copies of \
    its sublayers (subviews' layers and layers of their own), each at its own animated values, and \
    their superlayer is the copy
    """)
    func presentationTree() {
        let sim = makeSimulation(refreshRate: 120)
        let views = Box<(UIView, UIView, CALayer)?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let own = CALayer()
            own.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            window.addSubview(parent)
            parent.addSubview(child)
            parent.layer.addSublayer(own)
            views.value = (parent, child, own)
        }
        sim.runUntilIdle()
        let begin = inspect(sim) { () -> Double in
            let (parent, child, own) = views.value!
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                parent.alpha = 0
                child.alpha = 0.5
                child.center = CGPoint(x: 150, y: 50)
            }
            own.position = CGPoint(x: 105, y: 5)  // implicit, 0.25 s
            return CACurrentMediaTime()
        }
        let (time, seen) = read(sim, 0.125, after: begin) { () -> (Float, Float, CGFloat, CGFloat, Bool, Bool) in
            let (parent, _, _) = views.value!
            let copy = parent.layer.presentation()!
            let subs = copy.sublayers!
            let childCopy = subs[0], ownCopy = subs[1]
            return (copy.opacity, childCopy.opacity, childCopy.position.x, ownCopy.position.x,
                    childCopy.superlayer === copy, childCopy.model() === views.value!.1.layer)
        }
        #expect(close(elapsed(time, since: begin), 0.125))
        #expect(close(Double(seen.0), 0.875, 1e-5))
        #expect(close(Double(seen.1), 1 - 0.5 * 0.125, 1e-5))
        #expect(close(Double(seen.2), 50 + 100 * 0.125, 1e-6))
        #expect(close(Double(seen.3), 5 + 100 * 0.5, 1e-6))
        #expect(seen.4 && seen.5)
    }

    @Test("""
    speed 0 with timeOffset at the layer's current time pauses its animations where they are (the \
    pause idiom); speed 1 with beginTime at the time since the pause resumes them, and they end \
    that much later
    """)
    func pauseAndResume() {
        let (sim, _, layer) = layerWindow()
        let log = TimedAnimationLog()
        let begin = inspect(sim) { () -> Double in
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            move.delegate = log
            layer.add(move, forKey: "move")
            return CACurrentMediaTime()
        }
        let paused = read(sim, 0.25, after: begin) { () -> CGFloat in
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
            return layer.presentation()!.position.x
        }
        #expect(close(elapsed(paused.0, since: begin), 0.25))
        #expect(close(Double(paused.1), 25, 1e-6))
        sim.run(for: 2)
        #expect(close(Double(inspect(sim) { layer.presentation()!.position.x }), 25, 1e-6))
        #expect(log.events.map(\.0) == ["start"])
        let resumed = inspect(sim) { () -> Double in
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            return CACurrentMediaTime()
        }
        let mid = read(sim, 0.5, after: resumed) { layer.presentation()!.position.x }
        #expect(close(elapsed(mid.0, since: resumed), 0.5))
        #expect(close(Double(mid.1), 75, 1e-6))
        sim.run(for: 0.5)
        #expect(log.events.map(\.0) == ["start", "stop"])
        #expect(close(elapsed(log.events[1].1, since: resumed), 0.75, 1e-6))
    }

    @Test("a layer's speed scales its animations' time: at speed 2 a 1 s animation is half-way at 0.25 s and ends at 0.5 s")
    func layerSpeed() {
        let (sim, _, layer) = layerWindow()
        let log = TimedAnimationLog()
        let begin = inspect(sim) { () -> Double in
            layer.speed = 2
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = log
            layer.add(fade, forKey: "fade")
            return CACurrentMediaTime()
        }
        let quarter = read(sim, 0.25, after: begin) { layer.presentation()!.opacity }
        #expect(close(elapsed(quarter.0, since: begin), 0.25))
        #expect(close(Double(quarter.1), 0.5, 1e-5))
        sim.run(for: 0.5)
        #expect(log.events.map(\.0) == ["start", "stop"])
        #expect(close(elapsed(log.events[1].1, since: begin), 0.5, 1e-6))
    }

    @Test("a superlayer's speed applies to its sublayers' animations (a view's layer to its subviews')")
    func inheritedSpeed() {
        let (sim, view, layer) = layerWindow()
        let begin = inspect(sim) { () -> Double in
            view.layer.speed = 0.5
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            layer.add(move, forKey: "move")
            return CACurrentMediaTime()
        }
        let (time, seen) = read(sim, 1, after: begin) { (layer.presentation()!.position.y, layer.animationKeys()) }
        #expect(close(elapsed(time, since: begin), 1))
        #expect(close(Double(seen.0), 50, 1e-6))
        #expect(seen.1 == ["move"])
    }

    @Test("scrubbing: speed 0 and timeOffset choose the moment of a layer's animations to show")
    func scrubbing() {
        let (sim, _, layer) = layerWindow()
        inspect(sim) { () -> Void in
            layer.speed = 0
            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.fromValue = 0
            grow.toValue = 200
            grow.duration = 1
            layer.add(grow, forKey: "grow")
        }
        for fraction in [0.3, 0.8, 0.1] {
            let width = inspect(sim) { () -> CGFloat in
                layer.timeOffset = fraction
                return layer.presentation()!.bounds.width
            }
            #expect(close(Double(width), 200 * fraction, 1e-6))
        }
    }

    @Test("convertTime maps absolute time through beginTime, speed and timeOffset, both ways and between layers")
    func convertTime() {
        let outer = CALayer(), inner = CALayer()
        outer.addSublayer(inner)
        outer.beginTime = 10
        outer.speed = 2
        outer.timeOffset = 1
        inner.speed = 0.5
        #expect(outer.convertTime(15, from: nil) == (15 - 10) * 2 + 1)
        #expect(outer.convertTime(11, to: nil) == (11 - 1) / 2 + 10)
        #expect(inner.convertTime(15, from: nil) == 11 * 0.5)
        #expect(inner.convertTime(5.5, to: outer) == 11)
        #expect(outer.convertTime(11, to: inner) == 5.5)
        #expect(inner.convertTime(3, from: inner) == 3)
        outer.speed = 0
        #expect(inner.convertTime(100, from: nil) == 0.5)
    }

    @Test("CALayer and CAAnimation share CAMediaTiming's properties, with Core Animation's defaults")
    func mediaTimingProtocol() {
        func describe(_ object: some CAMediaTiming) -> [Double] {
            [object.beginTime, object.duration, Double(object.speed), object.timeOffset, Double(object.repeatCount),
             object.repeatDuration, object.autoreverses ? 1 : 0]
        }
        #expect(describe(CALayer()) == [0, 0, 1, 0, 0, 0, 0])
        #expect(describe(CABasicAnimation()) == [0, 0, 1, 0, 0, 0, 0])
        var timed: any CAMediaTiming = CALayer()
        timed.speed = 3
        timed.fillMode = .forwards
        #expect((timed as! CALayer).speed == 3 && (timed as! CALayer).fillMode == .forwards)
    }

    @Test("a layer with a duration repeats its local time: its animations loop with it")
    func layerDurationRepeats() {
        let layer = CALayer()
        layer.duration = 2
        layer.repeatCount = .infinity
        #expect(layer.convertTime(0.5, from: nil) == 0.5)
        #expect(layer.convertTime(5.5, from: nil) == 1.5)
        layer.autoreverses = true
        #expect(layer.convertTime(3, from: nil) == 1)
    }
}
