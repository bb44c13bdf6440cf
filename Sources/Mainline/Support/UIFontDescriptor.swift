import Foundation

/// A description of a font (family, size, traits, design) from which fonts are made: the
/// deterministic text model's fonts (`UIFont`), so a descriptor carries a point size, a weight,
/// an italic trait, a design and a text style.
public final class UIFontDescriptor: Hashable, @unchecked Sendable {
    /// Traits a font can have.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// Keys of `fontAttributes`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// Keys of the `.traits` attribute's dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    let font: UIFont
    /// The traits asked for (bold and italic also show in the font).
    public let symbolicTraits: SymbolicTraits
    let design: SystemDesign

    init(font: UIFont, traits: SymbolicTraits, design: SystemDesign = .default) {
        self.font = font
        self.symbolicTraits = traits
        self.design = design
    }

    /// A descriptor of the named font at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
        self.init(font: font, traits: font.weight == .bold ? .traitBold : [])
    }

    /// A descriptor from attributes (name, size, traits).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        let name = attributes[.name] as? String
        let traits = attributes[.traits] as? [TraitKey: Any]
        let symbolic = SymbolicTraits(rawValue: (traits?[.symbolic] as? UInt32) ?? 0)
        let weight = (traits?[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:))
        let base = name.flatMap { UIFont(name: $0, size: size) } ?? UIFont.systemFont(ofSize: size)
        self.init(font: Self.font(base, weight: weight, traits: symbolic), traits: symbolic)
    }

    /// The descriptor of a Dynamic Type text style at the user's text size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style), traits: style == .headline ? .traitBold : [])
    }

    /// The descriptor of a text style for the given traits' text size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style, compatibleWith: traitCollection), traits: style == .headline ? .traitBold : [])
    }

    public var pointSize: CGFloat { font.pointSize }
    public var postscriptName: String { font.fontName }

    /// The descriptor's attributes.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.name: font.fontName, .family: font.familyName, .size: font.pointSize,
                                                .traits: [TraitKey.symbolic: symbolicTraits.rawValue, TraitKey.weight: font.weight.rawValue]]
        if let style = font.textStyle { attributes[.textStyle] = style.rawValue }
        return attributes
    }

    /// The same font with these traits instead (nil if the font cannot have them; the system
    /// font has them all).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(font: Self.font(font, weight: nil, traits: traits), traits: traits, design: design)
    }

    /// The system font in another design (nil for a font that is not the system font).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard font.fontName.hasPrefix(".SF") else { return nil }
        let name = design == .monospaced ? ".SFMono" : design == .rounded ? ".SFUI-Rounded" : design == .serif ? ".NewYork" : font.fontName
        return UIFontDescriptor(font: UIFont(pointSize: font.pointSize, weight: font.weight, name: name, textStyle: font.textStyle),
                                traits: symbolicTraits, design: design)
    }

    /// The same descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize), traits: symbolicTraits, design: design)
    }

    /// The descriptor with attributes added (size and traits are applied).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes
        for (key, value) in attributes { merged[key] = value }
        return UIFontDescriptor(fontAttributes: merged)
    }

    /// `base` with exactly `traits`: bold and italic are added or taken away (as UIKit's
    /// `withSymbolicTraits` replaces the traits).
    static func font(_ base: UIFont, weight: UIFont.Weight?, traits: SymbolicTraits) -> UIFont {
        let plainWeight = base.weight >= .bold ? UIFont.Weight.regular : base.weight
        let resolved = traits.contains(.traitBold) ? max(weight ?? .bold, .bold) : (weight ?? plainWeight)
        let upright = base.fontName.hasSuffix("-Italic") ? String(base.fontName.dropLast("-Italic".count)) : base.fontName
        let name = traits.contains(.traitItalic) ? upright + "-Italic" : upright
        return UIFont(pointSize: base.pointSize, weight: resolved, name: name, textStyle: base.textStyle)
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.font == b.font && a.symbolicTraits == b.symbolicTraits && a.design == b.design
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(symbolicTraits)
    }
}

extension UIFont {
    /// The font made from `descriptor`, at `pointSize` (0: the descriptor's size).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self = pointSize > 0 ? descriptor.font.withSize(pointSize) : descriptor.font
    }

    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight >= .bold { traits.insert(.traitBold) }
        if fontName.contains("Italic") { traits.insert(.traitItalic) }
        if fontName.hasPrefix(".SFMono") { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(font: self, traits: traits)
    }
}

extension UIFont.Weight: Comparable {
    public static func < (a: UIFont.Weight, b: UIFont.Weight) -> Bool { a.rawValue < b.rawValue }
}
