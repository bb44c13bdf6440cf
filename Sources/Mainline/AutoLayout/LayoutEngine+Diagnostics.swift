import Foundation
import LayoutSolver

/// Questions about the layout: ambiguity, and the constraints behind solver constraints.
extension LayoutEngine {
    /// A number that changes when the solver's answers about ambiguity may: while a scroll
    /// moves constants along (a progress bar's width, say), views found determined are not
    /// asked again at every frame.
    func ambiguityRevision() -> UInt64 {
        let epoch = solver.ambiguityEpoch
        if epoch != seenAmbiguityEpoch {
            seenAmbiguityEpoch = epoch
            storedAmbiguityRevision = ObjectIDs.next()
        }
        return storedAmbiguityRevision
    }

    /// After a view's frame is applied: if its constraints leave it undetermined, say so once
    /// (UIKit only answers when asked, through `hasAmbiguousLayout`). The report names the
    /// undetermined attributes first — a size before a position, since a missing size is the
    /// usual cause and leaves the position open too — says what would fix each, and then lists
    /// the constraints that bear on them, those on the view itself first. A view found
    /// determined is not asked again until the solver's answers may have changed: laying out a
    /// container does not re-examine every subview that did not change.
    func diagnoseAmbiguity(of view: UIView, _ state: ItemLayoutState) {
        let revision = ambiguityRevision()
        guard state.determinedAtRevision != revision, !reportedAmbiguous.contains(ObjectIdentifier(view)),
              (host?.context.configuration ?? MainlineConfiguration.scoped).diagnosesAmbiguityNow else { return }
        guard AmbiguousAttribute.allCases.contains(where: { solver.isAmbiguous($0.variable(of: state)) }) else {
            state.determinedAtRevision = revision
            return
        }
        let open = AmbiguousAttribute.allCases.filter { solver.isAmbiguous($0.variable(of: state)) }
        reportedAmbiguous.insert(ObjectIdentifier(view))
        let affecting = layoutConstraints(for: open.flatMap { solver.constraintsAffecting($0.variable(of: state)) })
        var seen = Set<ObjectIdentifier>()
        let unique = affecting.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let onView = unique.filter { $0.firstLayoutItem === view || $0.secondLayoutItem === view }
        let others = unique.filter { $0.firstLayoutItem !== view && $0.secondLayoutItem !== view }
        let shownOthers = others.prefix(max(0, Self.ambiguityListLimit - onView.count))
        // Views this one is placed or sized from whose own layout is open: the cause to fix
        // first (a row below one with no height only lacks a position because of it).
        var upstream: [UIView] = []
        for c in unique {
            for case let other as UIView in [c.firstLayoutItem, c.secondLayoutItem] where other !== view
                && !upstream.contains(where: { $0 === other }) {
                if let s = other.layoutState, s.engine === self,
                   AmbiguousAttribute.allCases.contains(where: { $0.isSize && solver.isAmbiguous($0.variable(of: s)) }) {
                    upstream.append(other)
                }
            }
        }
        var lines = ["Mainline: ambiguous layout: \(view.namedDescription): "
                     + "\(open.map(\.name).joined(separator: " and ")) not determined by its constraints "
                     + "(the frame \(format(view.frameValue)) is one of many solutions)."]
        if !upstream.isEmpty {
            lines.append("  It is laid out from views whose size is not determined either: "
                         + upstream.prefix(3).map(\.namedDescription).joined(separator: ", ") + ". Fix those first.")
        } else {
            lines += open.filter { open.contains($0.dependsOn) == false || $0.isSize }.map { "  Fix: \($0.fix)" }
        }
        if onView.isEmpty {
            lines.append("  No constraint refers to the view itself for these attributes.")
        } else {
            lines.append("  Constraints on the view:")
            lines += onView.map { "    \($0)" }
        }
        if !shownOthers.isEmpty {
            lines.append("  Other constraints they depend on:")
            lines += shownOthers.map { "    \($0)" }
        }
        if shownOthers.count < others.count {
            lines.append("    … and \(others.count - shownOthers.count) more (Simulation.diagnostics has them all).")
        }
        DiagnosticCenter.report(.ambiguousLayout, lines.joined(separator: "\n"),
                                views: [view.description], constraints: unique.map(\.description), in: view.context)
    }

    /// How many constraints an ambiguity report prints (the diagnostic keeps them all).
    static let ambiguityListLimit = 12

    /// The NSLayoutConstraints behind solver constraints.
    func layoutConstraints(for solverConstraints: [Constraint]) -> [NSLayoutConstraint] {
        solverConstraints.compactMap { constraintOfSolverConstraint[ObjectIdentifier($0)] }
    }
}

/// An attribute of a view's frame that constraints may leave undetermined, in report order.
enum AmbiguousAttribute: CaseIterable {
    case width, height, horizontalPosition, verticalPosition

    func variable(of state: ItemLayoutState) -> Variable {
        switch self {
        case .width: state.w
        case .height: state.h
        case .horizontalPosition: state.x
        case .verticalPosition: state.y
        }
    }

    var name: String {
        switch self {
        case .width: "width"
        case .height: "height"
        case .horizontalPosition: "horizontal position (minX)"
        case .verticalPosition: "vertical position (minY)"
        }
    }

    var isSize: Bool { self == .width || self == .height }

    /// The size a position may follow from (a view centred or pinned by its far edge).
    var dependsOn: AmbiguousAttribute {
        switch self {
        case .horizontalPosition: .width
        case .verticalPosition: .height
        default: self
        }
    }

    var fix: String {
        switch self {
        case .width: "give it a width: a width constraint, both leading and trailing edges pinned, or an intrinsic content size."
        case .height: "give it a height: a height constraint, both top and bottom edges pinned, or an intrinsic content size."
        case .horizontalPosition: "pin its leading, trailing or centerX anchor."
        case .verticalPosition: "pin its top, bottom or centerY anchor."
        }
    }
}
