import Foundation

extension UIImage {
    /// The weights of SF Symbols (`UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The symbol weight nearest a font weight (`UIImageSymbolWeightForFontWeight`).
        static func nearest(to weight: UIFont.Weight) -> SymbolWeight {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) } ?? .regular
        }

        /// The font weight the symbol weight draws with.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            default: .regular
            }
        }
    }

    /// The scales of SF Symbols relative to their point size (`UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// How a symbol's layers are coloured (iOS 26).
    public enum SymbolColorRenderingMode: Int, Sendable {
        case automatic = 0, flat, gradient
    }

    /// How a variable symbol shows its value (iOS 26).
    public enum SymbolVariableValueMode: Int, Sendable {
        case automatic = 0, color, draw
    }

    /// The traits and locale an image is chosen for (`UIImage.Configuration`); symbol
    /// configurations add size and weight.
    open class Configuration: Hashable, @unchecked Sendable {
        /// The traits (nil: none given).
        public internal(set) var traitCollection: UITraitCollection?
        /// The locale (nil: none given).
        public internal(set) var locale: Locale?

        /// A configuration of nothing.
        public init() {}

        /// A configuration of traits.
        public convenience init(traitCollection: UITraitCollection?) {
            self.init()
            self.traitCollection = traitCollection
        }

        /// A configuration of a locale.
        public convenience init(locale: Locale?) {
            self.init()
            self.locale = locale
        }

        /// A copy (of the same class) to change.
        func copy() -> Self {
            let copy = Self.makeEmpty()
            copy.take(from: self)
            return copy as! Self
        }

        class func makeEmpty() -> Configuration { Configuration() }

        /// Takes `other`'s values.
        func take(from other: Configuration) {
            traitCollection = other.traitCollection
            locale = other.locale
        }

        /// This configuration with `other`'s values where `other` sets them.
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = copy()
            if let other = otherConfiguration { copy.merge(other) }
            return copy
        }

        func merge(_ other: Configuration) {
            if other.traitCollection != nil { traitCollection = other.traitCollection }
            if other.locale != nil { locale = other.locale }
        }

        /// This configuration with traits `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = copy()
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with locale `locale`.
        open func withLocale(_ locale: Locale?) -> Self {
            let copy = copy()
            copy.locale = locale
            return copy
        }

        /// Configurations are equal when their values are.
        public static func == (a: Configuration, b: Configuration) -> Bool { a.isEqual(b) }

        func isEqual(_ other: Configuration) -> Bool {
            type(of: self) == type(of: other) && traitCollection == other.traitCollection && locale == other.locale
        }

        /// Hashes the locale.
        public func hash(into hasher: inout Hasher) { hasher.combine(locale) }
    }

    /// The size, weight and colours SF Symbols are drawn with (`UIImage.SymbolConfiguration`):
    /// a point size (or a text style's, or a font's), a weight and a scale. An unset value is
    /// taken from the configuration it is applied over.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The symbol's weight, as UIKit nested it in the configuration (`UIImage.SymbolWeight`).
        public typealias Weight = SymbolWeight
        /// The symbol's scale (`UIImage.SymbolScale`).
        public typealias Scale = SymbolScale

        /// The point size (0: not set; drawn at 17 points).
        public internal(set) var pointSize: CGFloat = 0
        /// The weight (`.unspecified`: not set).
        public internal(set) var weight: SymbolWeight = .unspecified
        /// The scale (`.unspecified`: not set).
        public internal(set) var scale: SymbolScale = .unspecified
        /// The text style whose size it takes (nil: none).
        public internal(set) var textStyle: UIFont.TextStyle?
        /// Colours: a hierarchical colour, or a palette.
        public internal(set) var hierarchicalColor: UIColor?
        public internal(set) var paletteColors: [UIColor]?
        /// Whether multicolour or monochrome rendering is preferred (nil: neither).
        public internal(set) var prefersMulticolor: Bool?
        public internal(set) var variableValueMode: SymbolVariableValueMode = .automatic
        public internal(set) var colorRenderingMode: SymbolColorRenderingMode = .automatic

        public override init() { super.init() }

        override class func makeEmpty() -> Configuration { SymbolConfiguration() }

        override func take(from other: Configuration) {
            super.take(from: other)
            guard let other = other as? SymbolConfiguration else { return }
            pointSize = other.pointSize
            weight = other.weight
            scale = other.scale
            textStyle = other.textStyle
            hierarchicalColor = other.hierarchicalColor
            paletteColors = other.paletteColors
            prefersMulticolor = other.prefersMulticolor
            variableValueMode = other.variableValueMode
            colorRenderingMode = other.colorRenderingMode
        }

        override func merge(_ other: Configuration) {
            super.merge(other)
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 { pointSize = other.pointSize; textStyle = nil }
            if other.textStyle != nil { textStyle = other.textStyle; pointSize = other.pointSize }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if other.hierarchicalColor != nil { hierarchicalColor = other.hierarchicalColor; paletteColors = nil }
            if other.paletteColors != nil { paletteColors = other.paletteColors; hierarchicalColor = nil }
            if other.prefersMulticolor != nil { prefersMulticolor = other.prefersMulticolor }
            if other.variableValueMode != .automatic { variableValueMode = other.variableValueMode }
            if other.colorRenderingMode != .automatic { colorRenderingMode = other.colorRenderingMode }
        }

        override func isEqual(_ other: Configuration) -> Bool {
            guard super.isEqual(other), let o = other as? SymbolConfiguration else { return false }
            return pointSize == o.pointSize && weight == o.weight && scale == o.scale && textStyle == o.textStyle
                && hierarchicalColor == o.hierarchicalColor && paletteColors == o.paletteColors && prefersMulticolor == o.prefersMulticolor
                && variableValueMode == o.variableValueMode && colorRenderingMode == o.colorRenderingMode
        }

        /// Hashes the size, weight and scale.
        public override func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
        }

        /// Whether `other` has the same values.
        open func isEqual(to other: SymbolConfiguration?) -> Bool { other.map { isEqual($0) } ?? false }

        /// A configuration that sets nothing.
        open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public convenience init(pointSize: CGFloat) { self.init(); self.pointSize = pointSize }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize); self.weight = weight }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize); self.scale = scale }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
            pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(textStyle: textStyle); self.scale = scale }
        /// Hierarchical colouring derived from one colour.
        public convenience init(hierarchicalColor: UIColor) { self.init(); self.hierarchicalColor = hierarchicalColor }
        /// Palette colouring, one colour per layer.
        public convenience init(paletteColors: [UIColor]) { self.init(); self.paletteColors = paletteColors }
        /// How a variable symbol shows its value.
        public convenience init(variableValueMode: SymbolVariableValueMode) { self.init(); self.variableValueMode = variableValueMode }
        /// How the symbol's layers are coloured.
        public convenience init(colorRenderingMode: SymbolColorRenderingMode) { self.init(); self.colorRenderingMode = colorRenderingMode }

        /// A configuration preferring the symbol's own colours.
        open class func preferringMulticolor() -> SymbolConfiguration {
            let c = SymbolConfiguration()
            c.prefersMulticolor = true
            return c
        }

        /// A configuration preferring one colour.
        open class func preferringMonochrome() -> SymbolConfiguration {
            let c = SymbolConfiguration()
            c.prefersMulticolor = false
            return c
        }

        /// This configuration without its text style.
        open func configurationWithoutTextStyle() -> SymbolConfiguration {
            let c = copy()
            if c.textStyle != nil { c.textStyle = nil; c.pointSize = 0 }
            return c
        }

        /// This configuration without its scale.
        open func configurationWithoutScale() -> SymbolConfiguration { let c = copy(); c.scale = .unspecified; return c }
        /// This configuration without its weight.
        open func configurationWithoutWeight() -> SymbolConfiguration { let c = copy(); c.weight = .unspecified; return c }
        /// This configuration without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            let c = copy()
            c.pointSize = 0
            c.textStyle = nil
            c.weight = .unspecified
            return c
        }

        /// The side of the square glyph drawn: 1.2 × the point size (17 by default), scaled by
        /// 0.8 for `.small` and 1.3 for `.large`, rounded.
        var glyphSize: CGFloat {
            let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.3 : 1
            return ((pointSize > 0 ? pointSize : 17) * 1.2 * factor).rounded()
        }
    }
}

extension UIFont.Weight {
    /// The symbol weight that matches this font weight (the nearest of SF Symbols' weights), so
    /// symbols drawn beside text of this weight match it.
    public func symbolWeight() -> UIImage.SymbolWeight {
        UIImage.SymbolWeight.nearest(to: self)
    }
}
