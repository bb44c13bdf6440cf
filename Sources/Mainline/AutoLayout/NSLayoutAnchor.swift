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
        make(.equal, anchor, constant: 0)
    }
    /// `self >= anchor`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self <= anchor`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self == anchor + c`
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The item of the anchor (a view or a layout guide).
    public var item: AnyObject { layoutItem }

    public var description: String { "\(layoutItem.layoutDescription).\(attribute)" }

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
        make(.equal, anchor, constant: 8 * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// A vertical position: top, bottom, centerY, baselines.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {
    /// `self == anchor + multiplier × 8` (the standard spacing).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 8 * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// A size: width or height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
    /// `self == c`
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    /// `self >= c`
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }
    /// `self <= c`
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }
    /// `self == m × anchor`
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
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
