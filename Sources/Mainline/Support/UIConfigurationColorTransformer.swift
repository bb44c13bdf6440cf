import Foundation

/// Turns a colour into another (a configuration's colour for a state).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    /// The transformation.
    public let transform: (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    /// The transformed colour.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// A grey of the colour's luminance (Rec. 709 weights), same alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
    }

    /// The colour itself (iOS has no system accent colour setting to replace it with).
    public static let preferredTint = UIConfigurationColorTransformer { $0 }

    /// A monochrome tint: the grey of the colour, as UIKit deemphasizes a tinted item.
    public static let monochromeTint = UIConfigurationColorTransformer { color in grayscale(color) }
}
