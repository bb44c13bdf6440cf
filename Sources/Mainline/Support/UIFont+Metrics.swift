import Foundation

/// A font weight as UIKit's C name calls it.
public typealias UIFontWeight = UIFont.Weight

extension UIFont {
    /// How wide a system font's characters are (`UIFont.Width`).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        /// A width from its raw value (-1…1; 0 is standard).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A width from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The narrowest.
        public static let compressed = Width(rawValue: -0.3)
        /// Narrow.
        public static let condensed = Width(rawValue: -0.2)
        /// The usual width.
        public static let standard = Width(rawValue: 0)
        /// Wide.
        public static let expanded = Width(rawValue: 0.2)
    }

    /// The system font at `size`, `weight` and `width`: its characters measure wider or
    /// narrower in proportion (compressed 0.82 of the standard width, condensed 0.88, expanded
    /// 1.12: Mainline's model, not SF Pro's widths).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        let scale = 1 + width.rawValue * 0.6
        let name: String
        switch width {
        case .compressed: name = ".SFUI-Compressed"
        case .condensed: name = ".SFUI-Condensed"
        case .expanded: name = ".SFUI-Expanded"
        default: name = weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Semibold" : ".SFUI-Regular"
        }
        return UIFont(pointSize: fontSize, weight: weight, name: name, widthScale: max(0.5, scale))
    }

    /// The space between one line's descender and the next one's ascender: the line height
    /// less the ascender and descender (0.2 × the point size, rounded up with the line height).
    public var leading: CGFloat { lineHeight - (ascender - descender) }

    /// The height of capital letters above the baseline (0.705 × the point size, SF Pro's
    /// proportion).
    public var capHeight: CGFloat { pointSize * 0.705 }

    /// The height of lower-case letters such as x above the baseline (0.517 × the point size,
    /// SF Pro's proportion).
    public var xHeight: CGFloat { pointSize * 0.517 }

    /// The font families installed: those iOS ships that Mainline knows the font names of (any
    /// name still makes a font, see `init(name:size:)`).
    public static var familyNames: [String] { families.keys.sorted() }

    /// The fonts of a family, by name (empty for a family Mainline does not list).
    public static func fontNames(forFamilyName familyName: String) -> [String] { families[familyName] ?? [] }

    /// The family whose fonts include `name`.
    static func family(ofFontNamed name: String) -> String? {
        families.first { $0.value.contains(name) }?.key
    }

    /// A selection of the families iOS ships and their fonts.
    private static let families: [String: [String]] = [
        "American Typewriter": ["AmericanTypewriter", "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed",
                                "AmericanTypewriter-CondensedBold", "AmericanTypewriter-CondensedLight", "AmericanTypewriter-Light",
                                "AmericanTypewriter-Semibold"],
        "Arial": ["ArialMT", "Arial-BoldMT", "Arial-BoldItalicMT", "Arial-ItalicMT"],
        "Avenir": ["Avenir-Book", "Avenir-BookOblique", "Avenir-Black", "Avenir-BlackOblique", "Avenir-Heavy", "Avenir-HeavyOblique",
                   "Avenir-Light", "Avenir-LightOblique", "Avenir-Medium", "Avenir-MediumOblique", "Avenir-Oblique", "Avenir-Roman"],
        "Avenir Next": ["AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic", "AvenirNext-Heavy",
                        "AvenirNext-HeavyItalic", "AvenirNext-Italic", "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-Regular",
                        "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic"],
        "Courier New": ["CourierNewPSMT", "CourierNewPS-BoldMT", "CourierNewPS-BoldItalicMT", "CourierNewPS-ItalicMT"],
        "Georgia": ["Georgia", "Georgia-Bold", "Georgia-BoldItalic", "Georgia-Italic"],
        "Helvetica": ["Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique", "Helvetica-Light", "Helvetica-LightOblique", "Helvetica-Oblique"],
        "Helvetica Neue": ["HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic", "HelveticaNeue-CondensedBlack",
                           "HelveticaNeue-CondensedBold", "HelveticaNeue-Italic", "HelveticaNeue-Light", "HelveticaNeue-LightItalic",
                           "HelveticaNeue-Medium", "HelveticaNeue-MediumItalic", "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic",
                           "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic"],
        "Menlo": ["Menlo-Regular", "Menlo-Bold", "Menlo-BoldItalic", "Menlo-Italic"],
        "Times New Roman": ["TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-BoldItalicMT", "TimesNewRomanPS-ItalicMT"],
        "Trebuchet MS": ["TrebuchetMS", "TrebuchetMS-Bold", "TrebuchetMS-Italic", "Trebuchet-BoldItalic"],
        "Verdana": ["Verdana", "Verdana-Bold", "Verdana-BoldItalic", "Verdana-Italic"],
    ]
}
