import Foundation
import LayoutSolver

/// An item's place in a layout engine.
///
/// Its four variables are the item's frame relative to its superview (a guide's: relative to
/// its owning view), as UIKit's engine keeps them: moving or scrolling a container changes none
/// of its descendants' variables. A constraint between items at different depths is expressed
/// in the coordinate space of their nearest common ancestor by adding up the offsets of the
/// views in between.
final class ItemLayoutState {
    let x: Variable
    let y: Variable
    let w: Variable
    let h: Variable
    weak var item: LayoutItem?
    weak var engine: LayoutEngine?

    /// A pinned view's pins to its frame (x, y, width, height), and their kind.
    var framePins: [SystemLayoutConstraint] = []
    var framePinKind: LayoutEngine.FramePinKind?
    /// An intrinsic size's hugging and compression constraints, and the size they encode.
    var contentSize: [NSContentSizeLayoutConstraint] = []
    var contentSizeValue: CGSize?
    /// A system guide's pins to its owning view's edges, and the insets they encode.
    var guidePins: [SystemLayoutConstraint] = []
    var guideInsets: UIEdgeInsets?
    /// Constraints (user and generated) that refer to the item, so the item's subtree can
    /// leave or join an engine with them.
    var constraints = ConstraintReferences()
    /// The engine's ambiguity revision at which the item was last found determined (not
    /// ambiguous).
    var determinedAtRevision: UInt64 = 0

    /// The variables go unnamed: nothing shows them, and naming them after the item cost more
    /// than the rest of making the state.
    init(item: LayoutItem) {
        self.item = item
        x = Variable()
        y = Variable()
        w = Variable()
        h = Variable()
    }

    var variables: [Variable] { [x, y, w, h] }

    /// The frame from the last solution (relative to the superview or owning view).
    var solvedFrame: CGRect {
        CGRect(x: x.value, y: y.value, width: w.value, height: h.value)
    }

    func refer(_ c: NSLayoutConstraint) {
        constraints.insert(c)
    }

    func forget(_ c: NSLayoutConstraint) {
        constraints.remove(c)
    }
}

/// A constraint's form in an engine.
final class EngineConstraintState {
    weak var engine: LayoutEngine?
    /// The solver constraint; nil while the constraint is broken (unsatisfiable).
    var solverConstraint: Constraint?
    /// The container the expression was built for.
    weak var builtFor: UIView?

    init(engine: LayoutEngine) {
        self.engine = engine
    }
}
