import Foundation
@testable import Mainline
import Testing

/// A view that handles the escape gesture by hiding itself.
private final class DismissableView: UIView {
    override func accessibilityPerformEscape() -> Bool {
        isHidden = true
        return true
    }
}

@Suite("Accessibility: custom actions, the escape gesture, containers and rotors")
struct AccessibilityActionTests {
    @Test("VoiceOver's custom action runs its handler with the action; an unknown name reports nil")
    func customActions() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = inspect(sim) { () -> UIView in
            let view = UIView()
            view.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Archive") { action in log("ran \(action.name)"); return true },
                UIAccessibilityCustomAction(name: "Delete") { _ in false },
            ]
            return view
        }
        sim.performAccessibilityCustomAction(named: "Archive", on: view) { log("result \($0.map { "\($0)" } ?? "nil")") }
        sim.performAccessibilityCustomAction(named: "Delete", on: view) { log("result \($0.map { "\($0)" } ?? "nil")") }
        sim.performAccessibilityCustomAction(named: "Share", on: view) { log("result \($0.map { "\($0)" } ?? "nil")") }
        sim.runUntilIdle()
        #expect(log.entries == ["ran Archive", "result true", "result false", "result nil"])
    }

    @Test("the escape gesture asks the view, then up the responder chain, until one handles it")
    func escape() {
        let sim = makeSimulation()
        let log = CallLog()
        let (inner, sheet) = inspect(sim) { () -> (UIView, DismissableView) in
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let sheet = DismissableView()
            let inner = UIView()
            sheet.addSubview(inner)
            window.rootViewController!.view.addSubview(sheet)
            return (inner, sheet)
        }
        sim.accessibilityEscape(from: inner) { handler in log("handled by sheet: \(handler === sheet)") }
        sim.runUntilIdle()
        #expect(log.entries == ["handled by sheet: true"])
        #expect(inspect(sim) { sheet.isHidden })
    }

    @Test("container methods read accessibilityElements; a rotor's search block steps through its items")
    func containerAndRotor() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let container = UIView()
            let a = UIView(), b = UIView(), c = UIView()
            container.accessibilityElements = [a, b]
            let items = [a, b, c]
            let rotor = UIAccessibilityCustomRotor(name: "Items") { predicate in
                guard let current = predicate.currentItem.targetElement as? UIView,
                      let i = items.firstIndex(where: { $0 === current }) else { return nil }
                let next = predicate.searchDirection == .next ? i + 1 : i - 1
                return items.indices.contains(next) ? UIAccessibilityCustomRotorItemResult(targetElement: items[next], targetRange: nil) : nil
            }
            container.accessibilityCustomRotors = [rotor]
            let step = rotor.search(from: UIAccessibilityCustomRotorItemResult(targetElement: b, targetRange: nil), direction: .next)
            let back = rotor.search(from: UIAccessibilityCustomRotorItemResult(targetElement: a, targetRange: nil), direction: .previous)
            let identified: UIAccessibilityIdentification = container
            identified.accessibilityIdentifier = "list"
            return ["\(container.accessibilityElementCount())", "\(container.index(ofAccessibilityElement: b))",
                    "\(container.index(ofAccessibilityElement: c) == NSNotFound)", "\((container.accessibilityElement(at: 0) as AnyObject) === a)",
                    "\(container.accessibilityElement(at: 5) == nil)", "\((step?.targetElement as AnyObject?) === c)", "\(back == nil)",
                    container.accessibilityIdentifier ?? "-"]
        }
        #expect(result == ["2", "1", "true", "true", "true", "true", "true", "list"])
    }
}
