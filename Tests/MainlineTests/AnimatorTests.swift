import Foundation
@testable import Mainline
import Testing

@Suite("UIViewPropertyAnimator and transitions")
struct AnimatorTests {
    @Test("a block added with a delay factor before the start waits that share of the duration, then covers the rest (UIViewPropertyAnimator.addAnimations(_:delayFactor:))")
    func delayFactorBeforeStart() {
        let (sim, view) = animationWindow()
        let start = Box(0.0)
        let seen = sample(sim, frames: 70, then: {
            start.value = CACurrentMediaTime()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
            animator.startAnimation()
        }) { Double(view.layer.presentation()!.position.x) }
        func x(at t: Double) -> Double? { seen.last { $0.time <= start.value + t + 1e-9 }?.value }
        // 50 → 150 from half-way: still at 50 at 0.4 s, half-way (100) at 0.75 s, there at 1 s.
        #expect(x(at: 0.4).map { close($0, 50) } == true, "\(seen.map(\.value))")
        #expect(x(at: 0.75).map { close($0, 100, 1) } == true, "\(seen.map(\.value))")
        #expect(x(at: 1.05).map { close($0, 150) } == true, "\(seen.map(\.value))")
    }

    @Test("an animator sets its values when it starts and completes at .end after its duration on the simulated clock")
    func runsToEnd() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let startTime = Box(0.0)
        let animator = inspect(sim) { () -> UIViewPropertyAnimator in
            startTime.value = CACurrentMediaTime()
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { view.alpha = 0.25 }
            animator.addCompletion { position in log("completion \(position) at \(CACurrentMediaTime())") }
            log("made: alpha \(view.alpha), state \(animator.state)")
            animator.startAnimation()
            log("started: alpha \(view.alpha), state \(animator.state), running \(animator.isRunning)")
            return animator
        }
        let startedAt = startTime.value
        sim.run(for: 0.25)
        let halfway = inspect(sim) { animator.fractionComplete }
        sim.run(for: 0.5)
        let entries = log.entries
        #expect(entries[0] == "made: alpha 1.0, state inactive")
        #expect(entries[1] == "started: alpha 0.25, state active, running true")
        #expect(entries.count == 3 && entries[2].hasPrefix("completion end at "))
        let completedAt = Double(entries[2].split(separator: " ").last!)!
        // The completion runs in the first frame at or after the end (start + 0.5 s, 60 Hz frames).
        #expect(completedAt >= startedAt + 0.5 - 0.005 && completedAt <= startedAt + 0.5 + 1.0 / 60 + 0.005)
        #expect(halfway > 0.3 && halfway < 0.7)
        #expect(inspect(sim) { (animator.state, animator.isRunning) } == (.inactive, false))
    }

    @Test("pause keeps the fraction and stops the clock; stopAnimation(false) then finishAnimation(at: .current) runs the completions once; stopAnimation(true) drops them")
    func pauseStopFinish() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let animator = inspect(sim) { () -> UIViewPropertyAnimator in
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.center.x = 300 }
            animator.addCompletion { log("completion \($0)") }
            animator.pauseAnimation()          // inactive → active, paused: the values are set
            animator.fractionComplete = 0.4    // scrubbed, as a pan gesture does
            return animator
        }
        #expect(inspect(sim) { (animator.state, animator.isRunning, animator.fractionComplete, view.center.x) } == (.active, false, 0.4, 300))
        sim.run(for: 2)
        #expect(log.entries.isEmpty)
        #expect(inspect(sim) { animator.fractionComplete } == 0.4)
        inspect(sim) { animator.startAnimation() }
        sim.run(for: 0.3)
        inspect(sim) { animator.stopAnimation(false) }
        #expect(inspect(sim) { animator.state } == .stopped)
        sim.run(for: 1)
        #expect(log.entries.isEmpty)
        inspect(sim) { animator.finishAnimation(at: .current) }
        #expect(log.entries == ["completion current"])
        #expect(inspect(sim) { animator.state } == .inactive)

        let dropped = CallLog()
        inspect(sim) {
            let other = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0.5 }
            other.addCompletion { _ in dropped("ran") }
            other.startAnimation()
            other.stopAnimation(true)
            other.finishAnimation(at: .end)    // not stopped: UIKit raises; reported and ignored
        }
        sim.run(for: 1)
        #expect(dropped.entries.isEmpty)
        #expect(sim.diagnostics.contains { $0.kind == .animationMisuse && $0.message.contains("finishAnimationAtPosition") })
    }

    @Test("reversed, a running animator ends at .start; runningPropertyAnimator starts after its delay")
    func reversedAndRunning() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        inspect(sim) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
            animator.addCompletion { log("first \($0)") }
            animator.startAnimation()
            _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.1, delay: 0.5, animations: { view.backgroundColor = .red }) {
                log("second \($0)")
            }
            animator.isReversed = true   // at fraction 0: it has nothing left to run back
        }
        sim.run(for: 0.2)
        #expect(log.entries == ["first start"])
        sim.run(for: 0.5)
        #expect(log.entries == ["first start", "second end"])
    }

    @Test("transition(from:to:) puts the new view in the old one's place; with .showHideTransitionViews it only hides and shows")
    func transitionFromTo() {
        let (sim, container) = animationWindow()
        let (order, hiddenSwap) = inspect(sim) { () -> ([String], (Bool, Bool, Bool)) in
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            [a, b, c].forEach(container.addSubview)
            UIView.transition(from: b, to: d, duration: 0.3, options: [.transitionFlipFromLeft])
            let names = container.subviews.map { $0 === a ? "a" : $0 === b ? "b" : $0 === c ? "c" : $0 === d ? "d" : "?" }
            let e = UIView()
            e.isHidden = true
            container.addSubview(e)
            UIView.transition(from: a, to: e, duration: 0.3, options: [.showHideTransitionViews, .transitionCrossDissolve])
            return (names, (a.isHidden, e.isHidden, a.superview === container))
        }
        #expect(order == ["a", "d", "c"])
        #expect(hiddenSwap == (true, false, true))
    }

    @Test("keyframes set their values at once and complete after the whole duration")
    func keyframes() {
        let (sim, view) = animationWindow()
        let done = CallLog()
        let alpha = inspect(sim) { () -> CGFloat in
            UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.1 }
            }, completion: { finished in done("finished \(finished)") })
            return view.alpha
        }
        #expect(alpha == 0.1)
        #expect(done.entries.isEmpty)
        sim.run(for: 0.5)
        #expect(done.entries == ["finished true"])
    }
}

/// A flow layout that pages by column: a fling stops on a multiple of the page width.
final class PagingLayout: UICollectionViewFlowLayout {
    var asked: [(CGPoint, CGPoint)] = []
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        let page: CGFloat = 300
        return CGPoint(x: (proposedContentOffset.x / page).rounded() * page, y: proposedContentOffset.y)
    }
}

/// Logs its animations' starts and stops with the simulated time.
final class AnimationLog: CAAnimationDelegate {
    let log: CallLog
    let name: String
    init(_ name: String, _ log: CallLog) { self.name = name; self.log = log }
    func animationDidStart(_ anim: CAAnimation) { log("\(name) start \(Self.time())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("\(name) stop \(flag) \(Self.time())") }
    static func time() -> String { String(format: "%.2f", CACurrentMediaTime()) }
}
