import Foundation
import LayoutSolver

/// Unsatisfiable constraints: UIKit's log and recovery.
extension LayoutEngine {
    // MARK: - Unsatisfiable constraints

    /// UIKit's recovery: log the conflicting set, break one constraint, go on. UIKit does not
    /// document which it breaks; in every log we found it broke a user constraint rather than
    /// its own generated ones (autoresizing, encapsulated size), even when its own came last —
    /// so the most recently added or changed user constraint of the set is broken, and the new
    /// one when the set holds only generated constraints.
    func recover(adding c: NSLayoutConstraint, conflicting: [NSLayoutConstraint], logging: Bool) -> Bool {
        let candidates = [c] + conflicting
        let victim = candidates.filter { !$0.isSystemGenerated }.max { $0.touchStamp < $1.touchStamp } ?? c
        if logging { logUnsatisfiable(candidates.sorted { $0.objectID < $1.objectID }, breaking: victim) }
        if victim === c {
            broken.append(c)
            return false
        }
        removeFromSolver(victim)
        broken.append(victim)
        return tryAdd(c, logging: logging)
    }

    func logUnsatisfiable(_ list: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        let note = list.contains { $0 is NSAutoresizingMaskLayoutConstraint }
            ? "\n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            : ""
        let message = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \(note)
        (
        \(list.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(victim)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
        let views = Set(list.flatMap { [$0.firstLayoutItem?.layoutDescription, $0.secondLayoutItem?.layoutDescription].compactMap { $0 } })
        DiagnosticCenter.report(.unsatisfiableConstraints, message, views: views.sorted(),
                                constraints: list.filter { $0 !== victim }.map(\.description) + [victim.description], in: host?.context)
    }

    /// Broken constraints may hold again after others leave: try them quietly.
    func retryBroken() {
        guard !broken.isEmpty else { return }
        let pending = broken
        broken = []
        for c in pending {
            guard let sc = build(c) else { continue }
            do {
                try solver.addConstraint(sc)
                c.engineState?.solverConstraint = sc
                constraintOfSolverConstraint[ObjectIdentifier(sc)] = c
                solverChanged()
            } catch {
                broken.append(c)
            }
        }
    }
}
