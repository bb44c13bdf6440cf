import Foundation
@testable import Mainline
import Testing

/// A single tap that waits for any double tap of the same touches to fail, as a subclass.
private final class PatientTap: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A tap that declines every event.
private final class DeafTap: UITapGestureRecognizer {
    override func shouldReceive(_ event: UIEvent) -> Bool { false }
}

@Suite("Gesture recognizer subclass hooks: failure requirements by override, declining events")
struct GestureSubclassHookTests {
    private func scene(_ build: @escaping (UIView, CallLog) -> Void) -> (Simulation, CallLog) {
        let sim = makeSimulation()
        let log = CallLog()
        inspect(sim) {
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            window.rootViewController!.view.addSubview(view)
            build(view, log)
        }
        sim.runUntilIdle()
        return (sim, log)
    }

    @Test("a single tap whose subclass requires a double tap's failure fires only after the double tap fails, and not for a double tap")
    func subclassRequiresFailure() {
        let (sim, log) = scene { view, log in
            let double = UITapGestureRecognizer { _ in log("double") }
            double.numberOfTapsRequired = 2
            view.addGestureRecognizer(double)
            view.addGestureRecognizer(PatientTap { _ in log("single") })
        }
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.run(for: 0.1)
        #expect(log.entries.isEmpty)
        sim.run(for: 0.6)
        #expect(log.entries == ["single"])
        log.clear()
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.tap(at: CGPoint(x: 51, y: 151), after: 0.2)
        sim.run(for: 1)
        #expect(log.entries == ["double"])
    }

    @Test("a recognizer whose subclass declines the event never sees its touches")
    func declinedEvent() {
        let (sim, log) = scene { view, log in
            view.addGestureRecognizer(DeafTap { _ in log("deaf") })
            view.addGestureRecognizer(UITapGestureRecognizer { _ in log("heard") })
        }
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.run(for: 0.5)
        #expect(log.entries == ["heard"])
    }
}
