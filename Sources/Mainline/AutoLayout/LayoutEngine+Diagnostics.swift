import Foundation
import LayoutSolver

/// Questions about the layout: ambiguity, and the constraints behind solver constraints.
extension LayoutEngine {
    /// After a view's frame is applied: if its constraints leave it undetermined, say so once,
    /// listing what its position and size depend on (UIKit only answers when asked, through
    /// `hasAmbiguousLayout`). A view found determined is not asked again until the solver
    /// changes: laying out a container does not re-examine every subview that did not change.
    func diagnoseAmbiguity(of view: UIView, _ state: ItemLayoutState) {
        guard state.determinedAtRevision != revision, Simulation.diagnosesAmbiguity,
              !reportedAmbiguous.contains(ObjectIdentifier(view)) else { return }
        let ambiguous = [("minX", state.x), ("minY", state.y), ("width", state.w), ("height", state.h)]
            .filter { solver.isAmbiguous($0.1) }.map(\.0)
        guard !ambiguous.isEmpty else {
            state.determinedAtRevision = revision
            return
        }
        reportedAmbiguous.insert(ObjectIdentifier(view))
        let affecting = layoutConstraints(for: state.variables.flatMap { solver.constraintsAffecting($0) })
        var seen = Set<ObjectIdentifier>()
        let unique = affecting.filter { seen.insert(ObjectIdentifier($0)).inserted }
        DiagnosticCenter.report(.ambiguousLayout, """
        Mainline: ambiguous layout: \(view.shortDescription) has more than one solution for \(ambiguous.joined(separator: ", ")) \
        (frame \(format(view.frameValue)) is one of them). Its position and size depend on:
        \(unique.map { "    \($0)" }.joined(separator: "\n"))
        """, views: [view.description], constraints: unique.map(\.description), in: view.context)
    }

    /// The NSLayoutConstraints behind solver constraints.
    func layoutConstraints(for solverConstraints: [Constraint]) -> [NSLayoutConstraint] {
        solverConstraints.compactMap { constraintOfSolverConstraint[ObjectIdentifier($0)] }
    }
}
