import Foundation
import LayoutSolver

/// Constraints as linear expressions over the engine's variables.
extension LayoutEngine {
    /// The constraint as a solver constraint in its container's coordinate space.
    func build(_ c: NSLayoutConstraint) -> Constraint? {
        let relation: Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        let strength = c.storedPriority.strength
        if let raw = (c as? SystemLayoutConstraint)?.rawTerms {
            let e = LinearExpression(terms: raw.map { Term($0.0, $0.1) }, constant: -Double(c.storedConstant))
            return Constraint(e, relation, strength: strength)
        }
        guard let first = c.firstLayoutItem, let container = c.container ?? first.layoutAnchorView else { return nil }
        var e = expression(first, c.firstAttribute, in: container)
        if let second = c.secondLayoutItem, c.secondAttribute != .notAnAttribute {
            e = e - Double(c.multiplier) * expression(second, c.secondAttribute, in: container)
        }
        e.constant -= Double(c.storedConstant)
        return Constraint(e, relation, strength: strength)
    }

    /// An attribute of an item in the coordinate space of `container` (an ancestor of the
    /// item, or the item itself: then its own edges start at 0). Attributes of a view apply
    /// to its alignment rectangle; margin attributes are those of its margins guide.
    func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> LinearExpression {
        if let view = item as? UIView, let (guideAttribute) = attribute.marginEquivalent {
            return expression(view.layoutMarginsGuideForEngine, guideAttribute, in: container)
        }
        // Between a scroll view and its content, the scroll view's edges are the content's
        // edges (TN2154, "UIScrollView And Autolayout"); its size and centre stay its frame's.
        if let scrollView = item as? UIScrollView, scrollView === container, attribute.isEdge {
            return expression(scrollView.contentLayoutGuideForEngine, attribute, in: container)
        }
        let s = state(for: item)
        let insets = (item as? UIView)?.alignmentRectInsets ?? .zero
        let x = origin(item, horizontal: true, in: container)
        let y = origin(item, horizontal: false, in: container)
        let w = LinearExpression(s.w)
        let h = LinearExpression(s.h)
        switch attribute {
        case .left, .leading:
            return x + Double(insets.left)
        case .right, .trailing:
            return x + w - Double(insets.right)
        case .width:
            return w - Double(insets.left + insets.right)
        case .centerX:
            return x + 0.5 * w + Double(insets.left - insets.right) / 2
        case .top:
            return y + Double(insets.top)
        case .bottom:
            return y + h - Double(insets.bottom)
        case .height:
            return h - Double(insets.top + insets.bottom)
        case .centerY:
            return y + 0.5 * h + Double(insets.top - insets.bottom) / 2
        case .firstBaseline:
            guard let view = item as? UIView, let offset = view.firstBaselineOffsetFromTop else { return y + h - Double(insets.bottom) }
            return y + Double(offset)
        case .lastBaseline:
            guard let view = item as? UIView, let offset = view.lastBaselineOffsetFromBottom else { return y + h - Double(insets.bottom) }
            return y + h - Double(offset)
        default:
            return LinearExpression(0)
        }
    }

    /// The item's origin in `container` space: its own variable plus the offsets of the
    /// views between it and the container.
    func origin(_ item: LayoutItem, horizontal: Bool, in container: UIView) -> LinearExpression {
        if item === container { return LinearExpression(0) }
        let s = state(for: item)
        var e = LinearExpression(horizontal ? s.x : s.y)
        var v = (item as? UIView)?.storedSuperview ?? item.layoutOwnerView
        while let view = v, view !== container {
            let vs = state(for: view)
            e = e + (horizontal ? vs.x : vs.y)
            v = view.storedSuperview
        }
        return e
    }
}

extension NSLayoutConstraint {
    /// Whether everything the constraint depends on — its items' views, the views between
    /// them and its container, the container — is among `views` (a subtree's, by identity).
    func lies(within views: Set<ObjectIdentifier>) -> Bool {
        // (Walked in place: this runs for every constraint of a cell at every reuse.)
        let first = firstLayoutItem, second = secondLayoutItem
        if let view = first?.layoutAnchorView, !views.contains(ObjectIdentifier(view)) { return false }
        if let view = second?.layoutAnchorView, !views.contains(ObjectIdentifier(view)) { return false }
        guard let container else { return true }
        if !views.contains(ObjectIdentifier(container)) { return false }
        var inside = true
        forEachOffsetView(from: first, to: container) { inside = inside && views.contains(ObjectIdentifier($0)) }
        forEachOffsetView(from: second, to: container) { inside = inside && views.contains(ObjectIdentifier($0)) }
        return inside
    }

    /// The views whose offsets the constraint's expression adds up (between each item and the
    /// container), which must be in the engine too.
    var offsetViews: [UIView] {
        guard let container else { return [] }
        var views: [UIView] = []
        forEachOffsetView(from: firstLayoutItem, to: container) { views.append($0) }
        forEachOffsetView(from: secondLayoutItem, to: container) { views.append($0) }
        return views
    }

    /// Calls `body` with each view from `item`'s superview (or owning view) up to, not
    /// including, `container`.
    private func forEachOffsetView(from item: LayoutItem?, to container: UIView, _ body: (UIView) -> Void) {
        guard let item, item !== container else { return }
        var v = (item as? UIView)?.storedSuperview ?? item.layoutOwnerView
        while let view = v, view !== container {
            body(view)
            v = view.storedSuperview
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Left, right, leading, trailing, top or bottom.
    var isEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom: true
        default: false
        }
    }

    /// Margin attributes are the corresponding attributes of the margins guide.
    var marginEquivalent: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
