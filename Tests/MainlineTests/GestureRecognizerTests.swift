import Foundation
@testable import Mainline
import Testing

// Recognizer subclasses that count reset() calls, as an app's subclass would see them.
private final class CountingTap: UITapGestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}
private final class CountingPan: UIPanGestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}
private final class CountingLongPress: UILongPressGestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}
private final class CountingSwipe: UISwipeGestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}
private final class CountingEdgePan: UIScreenEdgePanGestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}
private final class CountingPinch: UIPinchGestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}
private final class CountingRotation: UIRotationGestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}

/// A view logging its touch methods with the number of touches of each call.
private final class TouchCounter: UIView {
    var log: CallLog?
    var allTouchesSeen = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        allTouchesSeen = max(allTouchesSeen, event?.allTouches?.count ?? 0)
        log?("view began \(touches.count)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?("view ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?("view cancelled \(touches.count)") }
}

/// Lets every pair of recognizers recognize together.
private final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

@Suite("Gesture recognizers: every kind, resets, two-finger input, cancelled touches", .serialized)
struct GestureRecognizerTests {
    /// A window with a 300 × 300 view at (0, 100) carrying `recognizers`; each logs its states.
    private func scene(_ make: @escaping @MainActor () -> [UIGestureRecognizer]) -> (Simulation, CallLog, Box<[UIGestureRecognizer]>, Box<TouchCounter?>) {
        let sim = makeSimulation()
        let log = CallLog()
        let box = Box<[UIGestureRecognizer]>([])
        let viewBox = Box<TouchCounter?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = TouchCounter(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            view.log = log
            window.addSubview(view)
            viewBox.value = view
            let recognizers = make()
            for (i, recognizer) in recognizers.enumerated() {
                recognizer.addHandler { g in log("\(i) \(g.state)") }
                view.addGestureRecognizer(recognizer)
            }
            box.value = recognizers
        }
        sim.runUntilIdle()
        return (sim, log, box, viewBox)
    }

    private func states(_ log: CallLog, _ index: Int = 0) -> [String] {
        log.entries.filter { $0.hasPrefix("\(index) ") }.map { String($0.dropFirst(2)) }
    }

    @Test("""
    after its gesture every recognizer is .possible again and reset() ran once — tap, pan, long press, \
    swipe, screen-edge pan, pinch, rotation (Apple: reset() "after the gesture-recognizer state has been \
    set to ended, recognized, cancelled, or failed"; the state docs: reset to possible)
    """)
    func everyKindResets() {
        typealias Case = (make: @MainActor () -> UIGestureRecognizer, drive: (Simulation) -> Void, expected: [String])
        let cases: [Case] = [
            ({ CountingTap() }, { $0.tap(at: CGPoint(x: 50, y: 150)) }, ["ended"]),
            ({ CountingPan() }, { $0.pan(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 150), duration: 0.1) }, ["began", "changed", "ended"]),
            ({ CountingLongPress() }, { $0.press(at: CGPoint(x: 50, y: 150), duration: 0.7) }, ["began", "ended"]),
            ({ CountingSwipe() }, { $0.pan(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 155), duration: 0.15) }, ["ended"]),
            ({ let g = CountingEdgePan(); g.edges = .left; return g }, { $0.pan(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 120, y: 150), duration: 0.1) },
             ["began", "changed", "ended"]),
            ({ CountingPinch() }, { $0.pinch(at: CGPoint(x: 150, y: 250), from: 60, to: 160, duration: 0.1) }, ["began", "changed", "ended"]),
            ({ CountingRotation() }, { $0.rotate(at: CGPoint(x: 150, y: 250), by: .pi / 2, duration: 0.1) }, ["began", "changed", "ended"]),
        ]
        for (index, testCase) in cases.enumerated() {
            let (sim, log, box, _) = scene { [testCase.make()] }
            testCase.drive(sim)
            sim.run(for: 1)
            let seen = states(log)
            #expect(seen.first == testCase.expected.first && seen.last == testCase.expected.last, "case \(index): \(seen)")
            #expect(Set(seen) == Set(testCase.expected), "case \(index): \(seen)")
            let (state, resets) = inspect(sim) { () -> (UIGestureRecognizer.State, Int) in
                let g = box.value[0]
                let resets = (g as? CountingTap)?.resets ?? (g as? CountingEdgePan)?.resets ?? (g as? CountingPan)?.resets
                    ?? (g as? CountingLongPress)?.resets ?? (g as? CountingSwipe)?.resets ?? (g as? CountingPinch)?.resets
                    ?? (g as? CountingRotation)?.resets ?? -1
                return (g.state, resets)
            }
            #expect(state == .possible, "case \(index)")
            #expect(resets == 1, "case \(index): \(resets) resets")
        }
    }

    @Test("a failed attempt resets too: a tap whose finger moves fails silently, then recognizes the next tap")
    func failedAttemptResets() {
        let (sim, log, box, _) = scene { [CountingTap()] }
        sim.pan(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 120, y: 150), duration: 0.1)
        sim.run(for: 0.5)
        #expect(states(log).isEmpty)
        #expect(inspect(sim) { (box.value[0].state, (box.value[0] as! CountingTap).resets) } == (.possible, 1))
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.run(for: 0.5)
        #expect(states(log) == ["ended"])
        #expect(inspect(sim) { (box.value[0] as! CountingTap).resets } == 2)
    }

    @Test("""
    a pinch: scale is 1 at .began (Apple: "At the beginning of the gesture, the scale factor is 1.0"), \
    then the distance against the distance then; the velocity is scale per second; two fingers; \
    setting scale = 1 at each change makes the changes multiply to the whole
    """)
    func pinch() {
        let scales = Box<[CGFloat]>([])
        let velocities = Box<[CGFloat]>([])
        let touches = Box<[Int]>([])
        let (sim, _, _, _) = scene {
            [UIPinchGestureRecognizer { g in
                let pinch = g as! UIPinchGestureRecognizer
                scales.value.append(pinch.scale)
                velocities.value.append(pinch.velocity)
                touches.value.append(pinch.numberOfTouches)
            }]
        }
        sim.pinch(at: CGPoint(x: 150, y: 250), from: 100, to: 200, duration: 0.5)
        sim.run(for: 1)
        // 30 frames of 100/30 points each: the distance passes the 10-point threshold at the
        // third step (110 points), where the pinch begins.
        #expect(scales.value.first == 1)
        #expect(abs(scales.value.last! - 200.0 / 110.0) < 1e-9)
        #expect(zip(scales.value, scales.value.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(velocities.value.dropFirst().dropLast().allSatisfy { $0 > 0 })
        #expect(touches.value.dropLast().allSatisfy { $0 == 2 })
        // Applying and resetting the scale at each change, as apps do.
        let product = Box<CGFloat>(1)
        let (sim2, _, _, _) = scene {
            [UIPinchGestureRecognizer { g in
                let pinch = g as! UIPinchGestureRecognizer
                if pinch.state == .changed { product.value *= pinch.scale; pinch.scale = 1 }
            }]
        }
        sim2.pinch(at: CGPoint(x: 150, y: 250), from: 200, to: 50, duration: 0.5)
        sim2.run(for: 1)
        #expect(abs(product.value - 50.0 / 190.0) < 1e-9)
    }

    @Test("a rotation: 0 at .began, then the turn of the line between the fingers since, clockwise positive, in radians; velocity in radians per second")
    func rotation() {
        let rotations = Box<[CGFloat]>([])
        let velocities = Box<[CGFloat]>([])
        let (sim, _, _, _) = scene {
            [UIRotationGestureRecognizer { g in
                let rotation = g as! UIRotationGestureRecognizer
                rotations.value.append(rotation.rotation)
                velocities.value.append(rotation.velocity)
            }]
        }
        // A quarter turn clockwise over 30 frames (3° each): it begins at 6° (past 0.1 rad).
        sim.rotate(at: CGPoint(x: 150, y: 250), by: .pi / 2, duration: 0.5)
        sim.run(for: 1)
        #expect(rotations.value.first == 0)
        #expect(abs(rotations.value.last! - (.pi / 2 - 2 * .pi / 60)) < 1e-9)
        #expect(velocities.value.dropFirst().dropLast().allSatisfy { abs($0 - .pi) < 1e-6 })
        // Counter-clockwise is negative.
        rotations.value = []
        sim.rotate(at: CGPoint(x: 150, y: 250), by: -.pi / 4, duration: 0.25)
        sim.run(for: 1)
        #expect(rotations.value.last! < -0.5)
    }

    @Test("pinch and rotation on one view: by default the first to recognize makes the other fail; a delegate lets both recognize")
    func pinchAndRotationTogether() {
        let (sim, log, _, _) = scene { [UIPinchGestureRecognizer(), UIRotationGestureRecognizer()] }
        sim.pinch(at: CGPoint(x: 150, y: 250), from: 100, to: 200, duration: 0.3)
        sim.run(for: 1)
        #expect(states(log, 0).first == "began" && states(log, 1).isEmpty)
        let delegate = Simultaneous()
        let (sim2, log2, box2, _) = scene { [UIPinchGestureRecognizer(), UIRotationGestureRecognizer()] }
        inspect(sim2) { box2.value[1].delegate = delegate }
        // Spreading while turning: both move enough.
        sim2.touchSequence([
            FingerPath([(0, CGPoint(x: 100, y: 250)), (0.3, CGPoint(x: 100, y: 150))]),
            FingerPath([(0, CGPoint(x: 200, y: 250)), (0.3, CGPoint(x: 250, y: 350))]),
        ])
        sim2.run(for: 1)
        #expect(states(log2, 0).last == "ended" && states(log2, 1).last == "ended")
        #expect(states(log2, 0).first == "began" && states(log2, 1).first == "began")
    }

    @Test("""
    the system cancels the touches: a recognized pan is cancelled (handler .cancelled), a pinch not yet \
    begun fails (no handler), and the view hears touchesCancelled (UIResponder: touchesCancelled when \
    "a system event… cancels a touch sequence")
    """)
    func cancelledTouches() {
        let (sim, log, box, _) = scene { [CountingPan()] }
        sim.pan(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.5)
        sim.cancelTouches(after: 0.2)
        sim.run(for: 1)
        #expect(states(log).first == "began" && states(log).last == "cancelled")
        #expect(!log.entries.contains("0 ended"))
        // The pan had cancelled the view's touch when it began: the view heard that once.
        #expect(log.entries.filter { $0.hasPrefix("view cancelled") }.count == 1)
        #expect(inspect(sim) { (box.value[0].state, (box.value[0] as! CountingPan).resets) } == (.possible, 1))
        let (sim2, log2, box2, _) = scene { [CountingPinch()] }
        sim2.pinch(at: CGPoint(x: 150, y: 250), from: 100, to: 104, duration: 0.2, ending: .cancelled)
        sim2.run(for: 1)
        #expect(states(log2).isEmpty)
        #expect(log2.entries.contains("view cancelled 1"))
        #expect(inspect(sim2) { (box2.value[0].state, (box2.value[0] as! CountingPinch).resets) } == (.possible, 1))
    }

    @Test("a view hears only its first finger unless isMultipleTouchEnabled (UIView's default false); recognizers hear both; allTouches has both")
    func multipleTouch() {
        let (sim, log, _, view) = scene { [] }
        sim.pinch(at: CGPoint(x: 150, y: 250), from: 100, to: 120, duration: 0.1)
        sim.run(for: 0.5)
        #expect(log.entries.filter { $0.hasPrefix("view") } == ["view began 1", "view ended 1"])
        #expect(inspect(sim) { view.value!.allTouchesSeen } == 2)
        log.clear()
        inspect(sim) { view.value!.isMultipleTouchEnabled = true }
        sim.pinch(at: CGPoint(x: 150, y: 250), from: 100, to: 120, duration: 0.1)
        sim.run(for: 0.5)
        #expect(log.entries.filter { $0.hasPrefix("view") } == ["view began 2", "view ended 2"])
    }

    @Test("a long press begins after minimumPressDuration; lifting sooner or moving more than allowableMovement fails it (UILongPressGestureRecognizer.h)")
    func longPress() {
        let (sim, log, box, _) = scene { [UILongPressGestureRecognizer()] }
        sim.press(at: CGPoint(x: 50, y: 150), duration: 0.3)
        sim.run(for: 1)
        #expect(states(log).isEmpty)
        sim.pan(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 80, y: 150), duration: 0.8)
        sim.run(for: 1.5)
        #expect(states(log).isEmpty)
        // Once it began, moving is free: it changes, then ends on lift.
        inspect(sim) { (box.value[0] as! UILongPressGestureRecognizer).minimumPressDuration = 0.2 }
        sim.touchSequence([FingerPath([(0, CGPoint(x: 50, y: 150)), (0.3, CGPoint(x: 52, y: 151)), (0.5, CGPoint(x: 150, y: 200))])])
        sim.run(for: 1)
        #expect(states(log).first == "began" && states(log).contains("changed") && states(log).last == "ended")
    }

    @Test("a swipe is recognized along its direction, not against it; location(in:) is where it began (UISwipeGestureRecognizer.h)")
    func swipe() {
        let location = Box<CGPoint>(.zero)
        let (sim, log, _, view) = scene { [UISwipeGestureRecognizer()] }
        inspect(sim) {
            view.value!.gestureRecognizers![0].addHandler { g in location.value = g.location(in: view.value!) }
        }
        sim.pan(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 50, y: 150), duration: 0.15)
        sim.run(for: 0.5)
        #expect(states(log).isEmpty)
        sim.pan(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 160), duration: 0.15)
        sim.run(for: 0.5)
        #expect(states(log) == ["ended"])
        #expect(location.value == CGPoint(x: 50, y: 50))
        // Too slow: more than half a second to go 50 points.
        log.clear()
        sim.pan(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 100, y: 150), duration: 1)
        sim.run(for: 1.5)
        #expect(states(log).isEmpty)
    }

    @Test("a screen-edge pan begins only from its edge, moving away from it")
    func screenEdgePan() {
        let (sim, log, box, _) = scene { () -> [UIGestureRecognizer] in
            let g = UIScreenEdgePanGestureRecognizer()
            g.edges = .left
            return [g]
        }
        sim.pan(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.1)
        sim.run(for: 0.5)
        #expect(states(log).isEmpty)
        sim.pan(from: CGPoint(x: 4, y: 150), to: CGPoint(x: 104, y: 150), duration: 0.1)
        sim.run(for: 0.5)
        #expect(states(log).first == "began" && states(log).last == "ended")
        #expect(inspect(sim) { box.value[0].state } == .possible)
    }

    @Test("""
    require(toFail:): a single tap waits for the double tap to fail — recognized 0.35 s after the tap — \
    and fails when the double tap recognizes (UIGestureRecognizer.h: "a single tap may require a double tap to fail")
    """)
    func requireToFail() {
        let (sim, log, box, _) = scene { () -> [UIGestureRecognizer] in
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            return [single, double]
        }
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.run(for: 0.2)
        #expect(states(log, 0).isEmpty)
        sim.run(for: 0.4)
        #expect(states(log, 0) == ["ended"] && states(log, 1).isEmpty)
        log.clear()
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.tap(at: CGPoint(x: 52, y: 151), after: 0.15)
        sim.run(for: 1)
        #expect(states(log, 1) == ["ended"] && states(log, 0).isEmpty)
        #expect(inspect(sim) { box.value.map(\.state) } == [.possible, .possible])
    }

    @Test("a delegate can keep a recognizer from beginning or from seeing a touch; touches report their previous location")
    func delegateAndPreviousLocation() {
        final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        final class Blind: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
        }
        let refusing = Refusing(), blind = Blind()
        let moves = Box<[CGFloat]>([])
        let (sim, log, box, _) = scene { [UIPanGestureRecognizer(), UIPanGestureRecognizer()] }
        inspect(sim) {
            box.value[0].delegate = refusing
            box.value[1].delegate = blind
            box.value[1].addHandler { _ in }
        }
        sim.pan(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 150, y: 150), duration: 0.1)
        sim.run(for: 0.5)
        #expect(states(log, 0).isEmpty && states(log, 1).isEmpty)
        // The view, untouched by recognizers, heard its touch end.
        #expect(log.entries.contains("view ended 1"))
        let (sim2, _, _, view) = scene { [] }
        final class Tracker: UIView {
            var moves: Box<[CGFloat]>?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let touch = touches.first!
                moves?.value.append(touch.location(in: self).x - touch.previousLocation(in: self).x)
            }
        }
        inspect(sim2) {
            let tracker = Tracker(frame: view.value!.bounds)
            tracker.moves = moves
            view.value!.addSubview(tracker)
        }
        sim2.pan(from: CGPoint(x: 10, y: 150), to: CGPoint(x: 70, y: 150), duration: 0.1)
        sim2.run(for: 0.5)
        #expect(!moves.value.isEmpty && moves.value.allSatisfy { abs($0 - 10) < 1e-9 })
    }
}
