import Foundation

/// A factory for constraints on one attribute of a view or layout guide. The subclasses
/// make the attribute kinds distinct types, as in UIKit: an x-axis anchor cannot be related to
/// a y-axis anchor or a dimension.
open class NSLayoutAnchor<AnchorType: AnyObject>: @unchecked Sendable, CustomStringConvertible {
    let layoutItem: LayoutItem
    let attribute: NSLayoutConstraint.Attribute

    init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        layoutItem = item
        self.attribute = attribute
    }

    /// `self == anchor`
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutAnchor constraintEqualToAnchor:]", self); defer { entry.end() }
        return make(.equal, anchor, constant: 0)
    }
    /// `self >= anchor`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutAnchor constraintGreaterThanOrEqualToAnchor:]", self); defer { entry.end() }
        return make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self <= anchor`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutAnchor constraintLessThanOrEqualToAnchor:]", self); defer { entry.end() }
        return make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self == anchor + c`
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutAnchor constraintEqualToAnchor:constant:]", self); defer { entry.end() }
        return make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutAnchor constraintGreaterThanOrEqualToAnchor:constant:]", self); defer { entry.end() }
        return make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutAnchor constraintLessThanOrEqualToAnchor:constant:]", self); defer { entry.end() }
        return make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The item of the anchor (a view or a layout guide).
    public var item: AnyObject { let entry = UIEntry("-[NSLayoutAnchor item]", self); defer { entry.end() }; return layoutItem }

    public var description: String { let entry = UIEntry("-[NSLayoutAnchor description]", self); defer { entry.end() }; return "\(layoutItem.layoutDescription).\(attribute)" }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
              constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: layoutItem, attribute: attribute, relatedBy: relation, toItem: anchor.layoutItem,
                           attribute: anchor.attribute, multiplier: multiplier, constant: c)
    }
}

/// A horizontal position: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {
    /// `self == anchor + multiplier × 8` (the standard spacing).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutXAxisAnchor constraintEqualToSystemSpacingAfterAnchor:multiplier:]", self); defer { entry.end() }
        return make(.equal, anchor, constant: 8 * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutXAxisAnchor constraintGreaterThanOrEqualToSystemSpacingAfterAnchor:multiplier:]", self); defer { entry.end() }
        return make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutXAxisAnchor constraintLessThanOrEqualToSystemSpacingAfterAnchor:multiplier:]", self); defer { entry.end() }
        return make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// A vertical position: top, bottom, centerY, baselines.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {
    /// `self == anchor + multiplier × 8` (the standard spacing).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutYAxisAnchor constraintEqualToSystemSpacingBelowAnchor:multiplier:]", self); defer { entry.end() }
        return make(.equal, anchor, constant: 8 * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutYAxisAnchor constraintGreaterThanOrEqualToSystemSpacingBelowAnchor:multiplier:]", self); defer { entry.end() }
        return make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutYAxisAnchor constraintLessThanOrEqualToSystemSpacingBelowAnchor:multiplier:]", self); defer { entry.end() }
        return make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// A size: width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
    /// `self == c`
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { let entry = UIEntry("-[NSLayoutDimension constraintEqualToConstant:]", self); defer { entry.end() }; return constant(.equal, c) }
    /// `self >= c`
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { let entry = UIEntry("-[NSLayoutDimension constraintGreaterThanOrEqualToConstant:]", self); defer { entry.end() }; return constant(.greaterThanOrEqual, c) }
    /// `self <= c`
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { let entry = UIEntry("-[NSLayoutDimension constraintLessThanOrEqualToConstant:]", self); defer { entry.end() }; return constant(.lessThanOrEqual, c) }
    /// `self == m × anchor`
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutDimension constraintEqualToAnchor:multiplier:]", self); defer { entry.end() }
        return make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutDimension constraintGreaterThanOrEqualToAnchor:multiplier:]", self); defer { entry.end() }
        return make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutDimension constraintLessThanOrEqualToAnchor:multiplier:]", self); defer { entry.end() }
        return make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutDimension constraintEqualToAnchor:multiplier:constant:]", self); defer { entry.end() }
        return make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutDimension constraintGreaterThanOrEqualToAnchor:multiplier:constant:]", self); defer { entry.end() }
        return make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        let entry = UIEntry("-[NSLayoutDimension constraintLessThanOrEqualToAnchor:multiplier:constant:]", self); defer { entry.end() }
        return make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: layoutItem, attribute: attribute, relatedBy: relation, toItem: nil,
                           attribute: .notAnAttribute, multiplier: 1, constant: c)
    }
}

/// Anchors shared by views and layout guides.
protocol AnchorProviding: LayoutItem {}

extension AnchorProviding {
    func xAnchor(_ a: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: a) }
    func yAnchor(_ a: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: a) }
    func dimension(_ a: NSLayoutConstraint.Attribute) -> NSLayoutDimension { NSLayoutDimension(item: self, attribute: a) }
}
