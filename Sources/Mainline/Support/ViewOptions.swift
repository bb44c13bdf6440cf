import Foundation

extension UIView {
    /// How a view's content fills its bounds (stored; drawing is not simulated).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// How a view resizes when its superview's bounds change (frame-based layout).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIView.noIntrinsicMetric`: no intrinsic size in that dimension.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size the fitting call can return (UIKit's `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest (UIKit's `layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

/// The axis of a layout (UIKit's `NSLayoutConstraint.Axis`).
extension NSLayoutConstraint {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// A colour (stored; drawing is not simulated).
public struct UIColor: Equatable, Hashable, Sendable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let systemBackground = UIColor.white
}
