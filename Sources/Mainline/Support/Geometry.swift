import Foundation

/// Insets for the four edges of a rectangle (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero insets (C's zero-initialized struct, as Swift imports it).
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    public var description: String { "{\(format(top)), \(format(left)), \(format(bottom)), \(format(right))}" }
}

/// Leading/trailing insets (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets (C's zero-initialized struct, as Swift imports it).
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension CGRect {
    /// `rect` inset by `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    var isFiniteSize: Bool { width.isFinite && height.isFinite }
}

/// UIKit's compact number formatting in descriptions: `100`, `12.5`.
func format(_ x: CGFloat) -> String {
    if x.isFinite, x == x.rounded(), abs(x) < 1e12 { return String(Int64(x)) }
    let s = String(format: "%.6g", Double(x))
    return s
}

/// `(x y; w h)`, as in UIView descriptions.
func format(_ r: CGRect) -> String {
    "(\(format(r.origin.x)) \(format(r.origin.y)); \(format(r.size.width)) \(format(r.size.height)))"
}

extension UIEdgeInsets {
    /// Whether every inset is a finite number.
    var isFiniteInsets: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation on Linux lacks).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}

/// An offset, for positioning content (text, images) within a view.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

/// A value kept out of line, so a rarely set large value costs its owner one reference.
final class Boxed<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

// Core Graphics' comparisons by name (`CGPointEqualToPoint`, `CGSizeEqualToSize`,
// `CGRectEqualToRect`), as Swift imports them on Apple's platforms.
extension CGPoint {
    /// Whether the two points are the same.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are the same once standardized (a negative width or height
    /// describes the same rectangle as its positive form), as `CGRectEqualToRect` says.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
