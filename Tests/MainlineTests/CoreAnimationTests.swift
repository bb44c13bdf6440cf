import Foundation
@testable import Mainline
import Testing

@Suite("Core Animation animations")
struct CoreAnimationTests {
    @Test("a transaction's completion block waits until its animations have stopped: removed early, it runs in the next frame; one that never ends holds it until it is removed (CATransaction.setCompletionBlock: \"completed (or have been removed)\")")
    func transactionCompletionWaitsForRemoval() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        func add(_ key: String, duration: Double, forever: Bool = false) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = duration
            if forever { fade.repeatCount = .infinity }
            view.layer.add(fade, forKey: key)
        }
        // Removed after 0.2 s of a 1 s animation: the block runs then, not at 1 s.
        let t0 = inspect(sim) { () -> Double in
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("short done \(AnimationLog.time())") }
            add("short", duration: 1)
            CATransaction.commit()
            return CACurrentMediaTime()
        }
        sim.run(for: 0.2)
        sim.perform { view.layer.removeAnimation(forKey: "short") }
        sim.run(for: 0.2)
        #expect(log.entries.count == 1)
        if let first = log.entries.first, let t = Double(first.split(separator: " ").last ?? "") {
            #expect(t > t0 + 0.15 && t < t0 + 0.3, "\(log.entries) after \(t0)")
        }
        // A never-ending one: nothing after 2 s; removed, the block runs.
        inspect(sim) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("forever done") }
            add("forever", duration: 0.5, forever: true)
            CATransaction.commit()
        }
        sim.run(for: 2)
        #expect(log.entries.count == 1)
        sim.perform { view.layer.removeAnimation(forKey: "forever") }
        sim.run(for: 0.1)
        #expect(log.entries.last == "forever done")
    }

    @Test("timeOffset starts an animation part-way and wraps round within its active time; a fractional repeatCount stops part-way (CAMediaTiming)")
    func timeOffsetAndFractionalRepeat() {
        let (sim, view) = animationWindow()
        let start = Box(0.0)
        let seen = sample(sim, frames: 110, then: {
            start.value = CACurrentMediaTime()
            let offset = CABasicAnimation(keyPath: "opacity")
            offset.fromValue = 0
            offset.toValue = 1
            offset.duration = 1
            offset.timeOffset = 0.5
            view.layer.add(offset, forKey: "offset")
            let repeated = CABasicAnimation(keyPath: "cornerRadius")
            repeated.fromValue = 0
            repeated.toValue = 10
            repeated.duration = 1
            repeated.repeatCount = 1.5
            view.layer.add(repeated, forKey: "repeated")
        }) { () -> (Double, Double, Bool) in
            let shown = view.layer.presentation()!
            return (Double(shown.opacity), Double(shown.cornerRadius), view.layer.animation(forKey: "repeated") != nil)
        }
        func at(_ t: Double) -> (Double, Double, Bool)? { seen.last { $0.time <= start.value + t + 1e-9 }?.value }
        // 0.25 s in: the offset one shows 0.75 of its way; 0.75 s in, it has wrapped to 0.25.
        #expect(at(0.25).map { close($0.0, 0.75, 0.02) } == true, "\(seen.map(\.value.0))")
        #expect(at(0.75).map { close($0.0, 0.25, 0.02) } == true, "\(seen.map(\.value.0))")
        // 1.25 s in: the second cycle's first quarter; after 1.5 s it is gone.
        #expect(at(1.25).map { close($0.1, 2.5, 0.2) && $0.2 } == true, "\(seen.map(\.value.1))")
        #expect(at(1.6).map { !$0.2 } == true)
    }

    @Test("a basic animation starts at the commit and stops finished after its duration; a transaction's completion block waits for it; changing it after add changes nothing")
    func basicAnimationAndTransaction() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let t0 = inspect(sim) { () -> Double in
            let now = CACurrentMediaTime()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.6
            fade.delegate = AnimationLog("fade", log)
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("transaction done \(AnimationLog.time())") }
            view.layer.add(fade, forKey: "fade")
            CATransaction.commit()
            fade.duration = 10          // the layer has its own copy
            log("keys \(view.layer.animationKeys() ?? [])")
            return now
        }
        sim.run(for: 1)
        let t = { (offset: Double) in String(format: "%.2f", t0 + offset) }
        #expect(log.entries == ["keys [\"fade\"]", "fade start \(t(0))", "fade stop true \(t(0.6))", "transaction done \(t(0.6))"])
        #expect(inspect(sim) { view.layer.animationKeys() } == nil)
    }

    @Test("removing or replacing an animation stops it unfinished; a forever-repeating one stops only when removed; isRemovedOnCompletion false keeps it")
    func removalAndRepeat() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        inspect(sim) {
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.repeatCount = .infinity
            spin.duration = 1
            spin.delegate = AnimationLog("spin", log)
            view.layer.add(spin, forKey: "spin")
            let a = CABasicAnimation(keyPath: "position")
            a.delegate = AnimationLog("a", log)
            view.layer.add(a, forKey: "move")
            let b = CABasicAnimation(keyPath: "position")
            b.delegate = AnimationLog("b", log)
            b.duration = 0.5
            b.isRemovedOnCompletion = false
            view.layer.add(b, forKey: "move")      // replaces a
        }
        sim.run(for: 3)
        let stops = log.entries.filter { $0.contains("stop") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(stops == ["a stop false", "b stop true"])
        #expect(inspect(sim) { view.layer.animationKeys() } == ["spin", "move"])
        inspect(sim) { view.layer.removeAllAnimations() }
        let after = log.entries.filter { $0.contains("stop") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        // The kept animation has already told its delegate: its removal is silent.
        #expect(after == ["a stop false", "b stop true", "spin stop false"])
        #expect(inspect(sim) { view.layer.animationKeys() } == nil)
    }
}
