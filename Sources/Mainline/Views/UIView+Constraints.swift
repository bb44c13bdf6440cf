import Foundation
import LayoutSolver

extension UIView: AnchorProviding {
    var layoutOwnerView: UIView? { storedSuperview }
    var layoutDescription: String { shortDescription }

    public var leadingAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UIView leadingAnchor]", self); defer { entry.end() }; return xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UIView trailingAnchor]", self); defer { entry.end() }; return xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UIView leftAnchor]", self); defer { entry.end() }; return xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UIView rightAnchor]", self); defer { entry.end() }; return xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UIView centerXAnchor]", self); defer { entry.end() }; return xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { let entry = UIEntry("-[UIView topAnchor]", self); defer { entry.end() }; return yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { let entry = UIEntry("-[UIView bottomAnchor]", self); defer { entry.end() }; return yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { let entry = UIEntry("-[UIView centerYAnchor]", self); defer { entry.end() }; return yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { let entry = UIEntry("-[UIView firstBaselineAnchor]", self); defer { entry.end() }; return yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { let entry = UIEntry("-[UIView lastBaselineAnchor]", self); defer { entry.end() }; return yAnchor(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { let entry = UIEntry("-[UIView widthAnchor]", self); defer { entry.end() }; return dimension(.width) }
    public var heightAnchor: NSLayoutDimension { let entry = UIEntry("-[UIView heightAnchor]", self); defer { entry.end() }; return dimension(.height) }

    /// The constraints installed on this view (UIKit installs an activated constraint on the
    /// nearest common ancestor of its items).
    public var constraints: [NSLayoutConstraint] {
        let entry = UIEntry("-[UIView constraints]", self); defer { entry.end() }
        return installedConstraints.array
    }


    // MARK: - Debugging (UIConstraintBasedLayoutDebugging)

    /// Whether the constraints leave the view's frame undetermined (more than one solution).
    public var hasAmbiguousLayout: Bool {
        let entry = UIEntry("-[UIView hasAmbiguousLayout]", self); defer { entry.end() }
        guard let state = layoutState, let engine = state.engine else { return false }
        CommitPasses.updateConstraintsIfNeeded(in: hierarchyRoot)
        return state.variables.contains { engine.solver.isAmbiguous($0) }
    }

    /// The constraints that determine the view's position and size on an axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let entry = UIEntry("-[UIView constraintsAffectingLayoutForAxis:]", self); defer { entry.end() }
        guard let state = layoutState, let engine = state.engine else { return [] }
        CommitPasses.updateConstraintsIfNeeded(in: hierarchyRoot)
        let variables = axis == .horizontal ? [state.x, state.w] : [state.y, state.h]
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for v in variables {
            for c in engine.layoutConstraints(for: engine.solver.constraintsAffecting(v)) where seen.insert(ObjectIdentifier(c)).inserted {
                result.append(c)
            }
        }
        return result
    }

    // MARK: - Implementation

    /// The margins guide, made if needed (margin attributes resolve to it).
    var layoutMarginsGuideForEngine: UILayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = installSystemGuide(UILayoutGuide(), "UIViewLayoutMarginsGuide", .layoutMargins)
        storedMarginsGuide = guide
        return guide
    }

    /// The intrinsic size as the engine uses it (negative: none in that dimension).
    var intrinsicContentSizeForEngine: CGSize? {
        let size = intrinsicContentSize
        guard size.width >= 0 || size.height >= 0 else { return nil }
        guard size.isFiniteSize else {
            refuseGeometry("intrinsicContentSize", "\(size)")
            return nil
        }
        return size
    }

    /// Distance from the top to the first baseline, for views with text (nil: the bottom).
    var firstBaselineOffsetFromTop: CGFloat? { baselineOffsets?.fromTop }
    /// Distance from the bottom to the last baseline (nil: the bottom).
    var lastBaselineOffsetFromBottom: CGFloat? { baselineOffsets?.fromBottom }

    /// `systemLayoutSizeFitting`: a synchronous layout of the view's subtree in a temporary
    /// solver holding the subtree's own constraints (not the view's constraints to the outside
    /// or its autoresizing pins), the view placed at the origin and pulled towards the target
    /// size at the given priorities. The live engine's variables are only read, not written.
    /// `resolvesCallSite: false` for the runtime's own measurements (a list sizing its cells),
    /// whose caller is not user code.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
                     resolvesCallSite: Bool = true) -> CGSize {
        CommitPasses.updateConstraintsIfNeeded(in: hierarchyRoot)
        guard let state = layoutState, let engine = state.engine else { return storedBounds.size }
        var size = storedBounds.size
        CommitPasses.synchronousLayout(.systemLayoutSizeFitting, self, context, resolvesCallSite: resolvesCallSite) {
            let solver = Solver(strengths: .prioritized)
            var seen = Set<ObjectIdentifier>()
            var inside: [(order: UInt64, constraint: Constraint)] = []
            let items = layoutItemsInSubtree()
            let members = Set(items.compactMap { ($0 as? UIView).map(ObjectIdentifier.init) })
            for item in items {
                for c in item.layoutState?.constraints ?? ConstraintReferences() where seen.insert(ObjectIdentifier(c)).inserted {
                    // A constraint the engine broke (it conflicted with the view's current frame
                    // pins, which fitting leaves out) counts here too.
                    guard c.engineState?.engine === engine,
                          let sc = c.engineState?.solverConstraint ?? (c.storedIsActive ? engine.build(c) : nil) else { continue }
                    let isOwnPin = c is NSAutoresizingMaskLayoutConstraint && c.firstItem === self
                    if !isOwnPin, c.lies(within: members) {
                        inside.append((c.objectID, sc))
                    }
                }
            }
            // In the order the constraints were made (the subtree's order can vary from run to run:
            // subviews added from a dictionary), so the solve and what it costs repeat.
            inside.sort { $0.order < $1.order }
            for (_, sc) in inside { try? solver.addConstraint(sc) }
            try? solver.addConstraint(state.x == 0)
            try? solver.addConstraint(state.y == 0)
            try? solver.addConstraint((state.w == Double(target.width)) | horizontal.strength)
            try? solver.addConstraint((state.h == Double(target.height)) | vertical.strength)
            size = CGSize(width: solver.value(of: state.w), height: solver.value(of: state.h))
            // What a fitting costs on a device: the call, and the constraints it solves (not this
            // temporary solver's pivots: UIKit solves in the view's own engine, not from scratch).
            context.loop.clock.charge(.fittingSize)
            context.loop.clock.charge(.fittingConstraint, inside.count + 4)
        }
        return size
    }

}
