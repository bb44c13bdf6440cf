import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

@Suite("Ambiguity checks follow constraint changes", .mainline(.quiet))
struct AmbiguityRecheckTests {
    @Test("a determined view is checked again only after the solver changes, and then reported if ambiguous")
    func recheckAfterChange() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> (UIView, NSLayoutConstraint) in
            let v = alView("late")
            window.addSubview(v)
            let top = v.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: window.leadingAnchor), top,
                v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
            ])
            return (v, top)
        }
        #expect(sim.diagnostics.isEmpty)
        // Layout passes with no constraint change find nothing new.
        sim.perform { box.value!.0.superview!.setNeedsLayout() }
        sim.runUntilIdle()
        #expect(sim.diagnostics.isEmpty)
        // Without its top, the view's y is undetermined: the next layout reports it.
        sim.perform { box.value!.1.isActive = false }
        sim.runUntilIdle()
        let reported = sim.diagnostics.filter { $0.kind == .ambiguousLayout }
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("minY") ?? false)
    }
}
