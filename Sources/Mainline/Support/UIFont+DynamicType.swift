import Foundation

extension UIFont {
    /// A font weight (UIKit's values).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its raw value (-1…1; 0 is regular).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        /// Extra large titles (iOS 17; visionOS's HIG gives 48 points bold at the default size).
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// The second extra large title size (visionOS's HIG: 36 points bold at the default size).
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// The weight of the style's font: semibold for the headline, bold for the extra large
        /// titles, regular for the others.
        var defaultWeight: Weight {
            switch self {
            case .headline: .semibold
            case .extraLargeTitle, .extraLargeTitle2: .bold
            default: .regular
            }
        }

        /// Point sizes by content size category, xSmall … accessibilityExtraExtraExtraLarge
        /// (iOS 13–17, as the HIG's Dynamic Type tables give them).
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            // Scaled from their default size as the large title's sizes scale (Mainline's model).
            case .extraLargeTitle: [44, 45, 47, 48, 51, 54, 56, 62, 68, 73, 79, 85]
            case .extraLargeTitle2: [33, 34, 35, 36, 38, 40, 42, 47, 51, 55, 59, 64]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            }
        }
    }

    /// The font for a text style at the simulation's content size category (the default,
    /// `.large`, outside one): body is 17 points, headline 17 semibold, caption2 11.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        let category = traits?.preferredContentSizeCategory ?? UIApplication.currentContentSizeCategory
        let size = style.sizes[category.index]
        return UIFont(pointSize: size, weight: style.defaultWeight, textStyle: style)
    }
}

/// The user's preferred text size (Settings › Display & Brightness › Text Size).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `ordered` (`.large` for unspecified).
    var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    public var isAccessibilityCategory: Bool { index >= 7 && self != .unspecified }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.index < b.index }

    /// Posted when the user changes the text size.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// Scales custom fonts and values for Dynamic Type, as the text style's own sizes scale.
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        UIFont(pointSize: scaledValue(for: font.pointSize, compatibleWith: traits), weight: font.weight, name: font.fontName,
               textStyle: font.textStyle)
    }

    /// `font` scaled for the simulation's text size, no larger than `maximumPointSize` (no
    /// limit when 0).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the text size of `traits`, no larger than `maximumPointSize` (no limit
    /// when 0, as UIKit documents).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traits: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traits)
        guard maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
        return UIFont(pointSize: maximumPointSize, weight: font.weight, name: font.fontName, textStyle: font.textStyle)
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection?) -> CGFloat {
        let category = traits?.preferredContentSizeCategory ?? UIApplication.currentContentSizeCategory
        return value * style.sizes[category.index] / style.sizes[3]
    }
}

extension UIView {
    /// A text view, field or label that follows the text size gets its text style's new font.
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        switch self {
        case let label as UILabel where label.storedAdjustsFontForContentSizeCategory:
            if let style = label.storedFont.textStyle { label.font = .preferredFont(forTextStyle: style, compatibleWith: traits) }
        case let field as UITextField where field.storedAdjustsFontForContentSizeCategory:
            if let style = field.storedFont.textStyle { field.font = .preferredFont(forTextStyle: style, compatibleWith: traits) }
        case let textView as UITextView where textView.storedAdjustsFontForContentSizeCategory:
            if let style = textView.storedTextFont?.textStyle { textView.font = .preferredFont(forTextStyle: style, compatibleWith: traits) }
        default:
            break
        }
    }
}
