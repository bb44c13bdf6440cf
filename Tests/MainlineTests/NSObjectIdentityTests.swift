import Foundation
@testable import Mainline
import Testing

/// A delegate written as real code writes one (KYDrawerController, BetterSegmentedControl):
/// recognizers told apart with `switch … case` and `==`.
@MainActor private final class Gate: UIGestureRecognizerDelegate {
    var tap: UITapGestureRecognizer!
    var pan: UIPanGestureRecognizer!
    var allowsPan = false
    let asked = CallLog()

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        switch gestureRecognizer {
        case tap:
            asked("tap")
            return true
        case pan:
            asked("pan")
            return allowsPan
        default:
            return false
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        // Only the pan is limited to the view's left half.
        gestureRecognizer == pan ? touch.location(in: gestureRecognizer.view).x < 150 : true
    }
}

@Suite("NSObject identity: recognizers, constraints, guides and bar items are Equatable and Hashable")
struct NSObjectIdentityTests {
    @Test("a delegate telling recognizers apart with switch and == gets the right answers in a simulation")
    func recognizersInSwitch() {
        let sim = makeSimulation()
        let log = CallLog()
        let gate = Box<Gate?>(nil)
        let asked = Box<CallLog?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            window.addSubview(view)
            let delegate = Gate()
            delegate.tap = UITapGestureRecognizer { _ in log("tap") }
            delegate.pan = UIPanGestureRecognizer { g in log("pan \(g.state)") }
            for recognizer in [delegate.tap!, delegate.pan!] as [UIGestureRecognizer] {
                recognizer.delegate = delegate
                view.addGestureRecognizer(recognizer)
            }
            gate.value = delegate
            asked.value = delegate.asked
        }
        sim.runUntilIdle()
        sim.tap(at: CGPoint(x: 100, y: 200))
        sim.runUntilIdle()
        #expect(log.entries == ["tap"])
        // Refused by gestureRecognizerShouldBegin, through `case pan:`.
        sim.pan(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 120, y: 200))
        sim.runUntilIdle()
        #expect(log.entries == ["tap"])
        sim.perform { gate.value?.allowsPan = true }
        sim.pan(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 120, y: 200))
        sim.runUntilIdle()
        #expect(log.entries.filter { $0.hasPrefix("pan") }.first == "pan began")
        #expect(asked.value?.entries == ["tap", "pan", "pan"])
        // On the right half the pan never sees the touch (`== pan` in shouldReceive).
        log.clear()
        sim.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 280, y: 200))
        sim.runUntilIdle()
        #expect(log.entries.filter { $0.hasPrefix("pan") }.isEmpty)
    }

    @Test("equality is identity, and sets and dictionaries key on it")
    func identity() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let a = UITapGestureRecognizer(), b = UITapGestureRecognizer()
            let view = UIView()
            let c1 = view.widthAnchor.constraint(equalToConstant: 10), c2 = view.widthAnchor.constraint(equalToConstant: 10)
            let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            let guide = UILayoutGuide()
            let counts: [UIBarItem: Int] = [item: 1]
            return [a == a, a != b, Set([a, b, a]).count == 2, c1 != c2, Set([c1, c1]).count == 1,
                    counts[item] == 1, guide == guide, Set([CABasicAnimation(), CABasicAnimation()]).count == 2]
        }
        #expect(result.allSatisfy { $0 })
    }
}
