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
        /// The face within the family ("Bold", "Italic", "Light"…).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The name shown to the user.
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The font's transform (a `CGAffineTransform`).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers (a `CharacterSet`).
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// Descriptors of the fonts to fall back on, in order.
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// A fixed advance for every glyph (an `NSNumber`; 0 for none).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    }

    /// Keys of the dictionaries of the `.featureSettings` attribute.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The feature type (an `NSNumber`).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (an `NSNumber`).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature type (the name before iOS 15).
        @available(*, deprecated, renamed: "type")
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (the name before iOS 15).
        @available(*, deprecated, renamed: "selector")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
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
    /// Attributes kept as they were given (face, visible name, matrix, character set, cascade
    /// list, fixed advance, feature settings), by key.
    let extras: [AttributeName: Any]

    /// The attributes `fontAttributes` makes from the font itself.
    static let modelledKeys: Set<AttributeName> = [.name, .family, .size, .traits, .textStyle]

    init(font: UIFont, traits: SymbolicTraits, design: SystemDesign = .default, extras: [AttributeName: Any] = [:]) {
        self.font = font
        self.symbolicTraits = traits
        self.design = design
        self.extras = extras
    }

    /// A descriptor of the named font at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
        self.init(font: font, traits: font.weight == .bold ? .traitBold : [])
    }

    /// A descriptor from attributes (name, size, traits).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        let family = attributes[.family] as? String
        let face = attributes[.face] as? String
        // A family (and face) without a name: the family's font of that face (its first font
        // without a face).
        let name = attributes[.name] as? String ?? family.map { Self.fontName(family: $0, face: face) }
        let traits = attributes[.traits] as? [TraitKey: Any]
        let symbolic = SymbolicTraits(rawValue: (traits?[.symbolic] as? UInt32) ?? 0)
        let weight = (traits?[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:))
        let base = name.flatMap { UIFont(name: $0, size: size) } ?? UIFont.systemFont(ofSize: size)
        self.init(font: Self.font(base, weight: weight, traits: symbolic), traits: symbolic,
                  extras: attributes.filter { !Self.modelledKeys.contains($0.key) })
    }

    /// A descriptor of the named font with a transform (its size is 0 until one is given).
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// A descriptor decoded from an archive (its name, size and transform).
    public convenience init?(coder: NSCoder) {
        func string(_ key: AttributeName) -> String? {
            guard coder.containsValue(forKey: key.rawValue) else { return nil }
            return coder.decodeObject(of: NSString.self, forKey: key.rawValue).map { $0 as String }
        }
        guard let name = string(.name) else { return nil }
        var attributes: [AttributeName: Any] = [.name: name, .size: CGFloat(coder.decodeDouble(forKey: AttributeName.size.rawValue))]
        if let family = string(.family) { attributes[.family] = family }
        if let face = string(.face) { attributes[.face] = face }
        self.init(fontAttributes: attributes)
    }

    /// Archives the descriptor's name, family, face and size.
    public func encode(with coder: NSCoder) {
        coder.encode(font.fontName, forKey: AttributeName.name.rawValue)
        coder.encode(font.familyName, forKey: AttributeName.family.rawValue)
        if let face = extras[.face] as? String { coder.encode(face, forKey: AttributeName.face.rawValue) }
        coder.encode(Double(font.pointSize), forKey: AttributeName.size.rawValue)
    }

    /// The PostScript name of `family`'s font with `face` (the family's fonts named
    /// "Family-Face"; its first font when no face is asked for).
    static func fontName(family: String, face: String?) -> String {
        let fonts = UIFont.fontNames(forFamilyName: family)
        let stem = fonts.first.map { String($0.split(separator: "-").first ?? Substring($0)) } ?? family.replacingOccurrences(of: " ", with: "")
        guard let face, !face.isEmpty, face.caseInsensitiveCompare("Regular") != .orderedSame else {
            return fonts.first { !$0.contains("-") } ?? fonts.first { $0.hasSuffix("-Regular") } ?? fonts.first ?? stem
        }
        let compact = face.replacingOccurrences(of: " ", with: "")
        return fonts.first { $0.caseInsensitiveCompare(stem + "-" + compact) == .orderedSame }
            ?? fonts.first { $0.range(of: "-" + compact, options: .caseInsensitive) != nil }
            ?? stem + "-" + compact
    }

    /// The descriptor of a Dynamic Type text style at the user's text size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style), traits: style.defaultWeight >= .semibold ? .traitBold : [])
    }

    /// The descriptor of a text style for the given traits' text size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style, compatibleWith: traitCollection), traits: style.defaultWeight >= .semibold ? .traitBold : [])
    }

    public var pointSize: CGFloat { font.pointSize }
    public var postscriptName: String { font.fontName }

    /// The descriptor's attributes.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.name: font.fontName, .family: font.familyName, .size: font.pointSize,
                                                .traits: [TraitKey.symbolic: symbolicTraits.rawValue, TraitKey.weight: font.weight.rawValue]]
        if let style = font.textStyle { attributes[.textStyle] = style.rawValue }
        for (key, value) in extras { attributes[key] = value }
        return attributes
    }

    /// The value of one attribute (nil when the descriptor has none).
    public func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    /// The font's transform (`.matrix`; the identity when none is set).
    public var matrix: CGAffineTransform { extras[.matrix] as? CGAffineTransform ?? .identity }

    /// The same descriptor with another transform.
    public func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        var attributes = extras
        attributes[.matrix] = matrix
        return UIFontDescriptor(font: font, traits: symbolicTraits, design: design, extras: attributes)
    }

    /// A descriptor of `newFamily`'s font with this one's size, traits and face.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = extras
        attributes[.name] = Self.fontName(family: newFamily, face: extras[.face] as? String)
        attributes[.size] = font.pointSize
        attributes[.traits] = [TraitKey.symbolic: symbolicTraits.rawValue]
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The font of this descriptor's family with face `newFace` ("Bold", "Light Italic"…), at
    /// its size.
    public func withFace(_ newFace: String) -> UIFontDescriptor {
        var attributes = extras
        attributes[.face] = newFace
        attributes[.size] = font.pointSize
        attributes[.name] = Self.fontName(family: font.familyName, face: newFace)
        let lower = newFace.lowercased()
        var traits: SymbolicTraits = []
        if lower.contains("bold") || lower.contains("heavy") || lower.contains("black") { traits.insert(.traitBold) }
        if lower.contains("italic") || lower.contains("oblique") { traits.insert(.traitItalic) }
        attributes[.traits] = [TraitKey.symbolic: traits.rawValue]
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The installed fonts that match this descriptor on `mandatoryKeys` (every attribute the
    /// descriptor was given when nil): each font of the families Mainline lists, at this size,
    /// whose value for each key is this descriptor's. Keys the candidates have no value for
    /// (text style, matrix…) match when this descriptor's value is absent too.
    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        let own = fontAttributes
        let keys = mandatoryKeys ?? Set(own.keys).subtracting([.size, .traits])
        var result: [UIFontDescriptor] = []
        for family in UIFont.familyNames {
            for name in UIFont.fontNames(forFamilyName: family) {
                let candidate = UIFontDescriptor(name: name, size: font.pointSize)
                let theirs = candidate.fontAttributes
                if keys.allSatisfy({ Self.same(own[$0], theirs[$0]) }) { result.append(candidate) }
            }
        }
        return result
    }

    /// Whether two attribute values are equal (compared as text: they are strings, numbers and
    /// dictionaries of them).
    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): String(describing: a) == String(describing: b)
        default: false
        }
    }

    /// The same font with these traits instead (nil if the font cannot have them; the system
    /// font has them all).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(font: Self.font(font, weight: nil, traits: traits), traits: traits, design: design, extras: extras)
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
        UIFontDescriptor(font: font.withSize(newPointSize), traits: symbolicTraits, design: design, extras: extras)
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
        let slanted = upright.range(of: "Italic", options: .caseInsensitive) != nil || upright.contains("Oblique")
        let name = traits.contains(.traitItalic) && !slanted ? upright + "-Italic" : upright
        return UIFont(pointSize: base.pointSize, weight: resolved, name: name, textStyle: base.textStyle)
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.font == b.font && a.symbolicTraits == b.symbolicTraits && a.design == b.design && a.matrix == b.matrix
            && (a.extras[.face] as? String) == (b.extras[.face] as? String)
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
