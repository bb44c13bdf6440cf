import Foundation

/// A colour: RGBA components in the extended sRGB space, or a dynamic colour that resolves
/// by trait collection (light and dark). Drawing is not simulated; colours are kept, compared,
/// resolved and reported.
///
/// The system and semantic colours have UIKit's iOS 13–17 values (light / dark); the plain
/// named colours are those of UIColor.h (`darkGray` is white 1/3, `lightGray` 2/3, …).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    let components: RGBA
    /// A dynamic colour's provider (nil for a fixed colour).
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// A pattern image, an exposure or a prominence (nil: none of them, the usual colour).
    let extra: ColorExtra?

    /// What a few colours have besides their components.
    final class ColorExtra: Sendable {
        let pattern: UIImage?
        /// The brightness factor of a high-dynamic-range colour (1: standard range).
        let linearExposure: CGFloat
        let prominence: Prominence
        init(pattern: UIImage? = nil, linearExposure: CGFloat = 1, prominence: Prominence = .primary) {
            self.pattern = pattern
            self.linearExposure = linearExposure
            self.prominence = prominence
        }
    }

    init(components: RGBA, provider: (@Sendable (UITraitCollection) -> UIColor)? = nil, extra: ColorExtra?) {
        self.components = components
        self.provider = provider
        self.extra = extra
    }

    struct RGBA: Hashable, Sendable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
        extra = nil
    }

    /// A Display P3 colour, kept as given (no colour-space conversion is simulated).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation.isNaN ? 0 : saturation, 0), 1), v = min(max(brightness.isNaN ? 0 : brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour that resolves to the provider's answer for the traits it is resolved with.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let fallback = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        components = fallback.components
        provider = dynamicProvider
        extra = nil
    }

    nonisolated(unsafe) private static var namedColors: [String: UIColor] = [:]
    private static let namedColorsLock = NSLock()

    /// Makes `UIColor(named: name)` `color` (the stand-in for a colour set of an asset
    /// catalogue, which Mainline does not have).
    public static func register(named name: String, _ color: UIColor) {
        namedColorsLock.lock(); defer { namedColorsLock.unlock() }
        namedColors[name] = color
    }

    /// The colour registered under `name` (`register(named:_:)`), or nil, as UIKit answers for
    /// a name its asset catalogue does not have.
    public convenience init?(named name: String) {
        UIColor.namedColorsLock.lock()
        let color = UIColor.namedColors[name]
        UIColor.namedColorsLock.unlock()
        guard let color else { return nil }
        self.init(dynamicProvider: { color.resolvedColor(with: $0) })
    }

    /// `init(named:)` (the bundle and traits are not used: colours are registered by name).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The colour of `cgColor` (in RGB: a gray's components spread to red, green and blue,
    /// a CMYK colour's converted).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The colour for `traitCollection` (itself, unless it is dynamic).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection).resolvedColor(with: traitCollection) ?? self
    }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let provider else {
            return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
        }
        return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }

    /// The components (of the light appearance, for a dynamic colour); always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// The hue, saturation and brightness (0...1 each; of the light appearance, for a dynamic
    /// colour); always succeeds, as for any RGB colour.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = components.red, g = components.green, b = components.blue
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r {
                h = (g - b) / delta
            } else if maximum == g {
                h = 2 + (b - r) / delta
            } else {
                h = 4 + (r - g) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = components.alpha
        return true
    }

    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = 0.299 * components.red + 0.587 * components.green + 0.114 * components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// The Core Graphics form (of the light appearance, for a dynamic colour), in the extended
    /// sRGB space as UIKit's colours are.
    public var cgColor: CGColor {
        if let image = extra?.pattern {
            let pattern = CGPattern(image: image)
            return CGColor(space: CGColorSpace(name: nil, numberOfComponents: 0, model: .pattern), components: [1],
                           rgba: CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1), pattern: pattern)
        }
        return CGColor(space: .extendedSRGBSpace, components: [components.red, components.green, components.blue, components.alpha],
                       rgba: CGColor.RGBA(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha))
    }

    public var isDynamic: Bool { provider != nil }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        if a === b { return true }
        if a.isDynamic || b.isDynamic {
            let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
            return a.resolvedColor(with: light).components == b.resolvedColor(with: light).components
                && a.resolvedColor(with: dark).components == b.resolvedColor(with: dark).components
        }
        if a.extra?.pattern != nil || b.extra?.pattern != nil { return a.extra?.pattern === b.extra?.pattern }
        return a.components == b.components && (a.extra?.linearExposure ?? 1) == (b.extra?.linearExposure ?? 1)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        let c = components
        func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return "UIExtendedSRGBColorSpace \(f(c.red)) \(f(c.green)) \(f(c.blue)) \(f(c.alpha))\(isDynamic ? " (dynamic)" : "")"
    }
}

extension UIColor {
    /// A fixed colour from 0–255 components.
    static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// A system colour with light and dark appearances.
    static func system(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    // Plain named colours (UIColor.h).
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // System colours (light / dark).
    public static let systemRed = system(rgb(255, 59, 48), rgb(255, 69, 58))
    public static let systemOrange = system(rgb(255, 149, 0), rgb(255, 159, 10))
    public static let systemYellow = system(rgb(255, 204, 0), rgb(255, 214, 10))
    public static let systemGreen = system(rgb(52, 199, 89), rgb(48, 209, 88))
    public static let systemMint = system(rgb(0, 199, 190), rgb(102, 212, 207))
    public static let systemTeal = system(rgb(48, 176, 199), rgb(64, 200, 224))
    public static let systemCyan = system(rgb(50, 173, 230), rgb(100, 210, 255))
    public static let systemBlue = system(rgb(0, 122, 255), rgb(10, 132, 255))
    public static let systemIndigo = system(rgb(88, 86, 214), rgb(94, 92, 230))
    public static let systemPurple = system(rgb(175, 82, 222), rgb(191, 90, 242))
    public static let systemPink = system(rgb(255, 45, 85), rgb(255, 55, 95))
    public static let systemBrown = system(rgb(162, 132, 94), rgb(172, 142, 104))
    public static let systemGray = system(rgb(142, 142, 147), rgb(142, 142, 147))
    public static let systemGray2 = system(rgb(174, 174, 178), rgb(99, 99, 102))
    public static let systemGray3 = system(rgb(199, 199, 204), rgb(72, 72, 74))
    public static let systemGray4 = system(rgb(209, 209, 214), rgb(58, 58, 60))
    public static let systemGray5 = system(rgb(229, 229, 234), rgb(44, 44, 46))
    public static let systemGray6 = system(rgb(242, 242, 247), rgb(28, 28, 30))
    /// The default tint.
    public static let tintColor = systemBlue

    // Semantic colours.
    public static let label = system(rgb(0, 0, 0), rgb(255, 255, 255))
    public static let secondaryLabel = system(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = system(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = system(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    public static let placeholderText = system(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let link = system(rgb(0, 122, 255), rgb(9, 132, 255))
    public static let separator = system(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = system(rgb(198, 198, 200), rgb(56, 56, 58))
    public static let systemFill = system(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = system(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    public static let systemBackground = system(rgb(255, 255, 255), rgb(0, 0, 0))
    public static let secondarySystemBackground = system(rgb(242, 242, 247), rgb(28, 28, 30))
    public static let tertiarySystemBackground = system(rgb(255, 255, 255), rgb(44, 44, 46))
    public static let systemGroupedBackground = system(rgb(242, 242, 247), rgb(0, 0, 0))
    /// The grouped table background before iOS 13 (deprecated; the light grouped background).
    public static let groupTableViewBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = system(rgb(255, 255, 255), rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground = system(rgb(242, 242, 247), rgb(44, 44, 46))
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black
}

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type of a `#colorLiteral` with no other type to take (as UIKit declares it).
public typealias _ColorLiteralType = UIColor
