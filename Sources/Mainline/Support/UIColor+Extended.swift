import Foundation

extension UIColor {
    /// How prominent a colour is meant to be shown (iOS 18): kept with the colour for the views
    /// that show it.
    public enum Prominence: Int, Sendable {
        case primary = 0, secondary, tertiary, quaternary
    }

    /// A colour that paints `image` tiled at its size from the origin of what it fills (a
    /// view's background, a fill): its `cgColor` is a pattern colour, and drawing with it tiles
    /// the image's pixels.
    public convenience init(patternImage image: UIImage) {
        self.init(components: RGBA(red: 0, green: 0, blue: 0, alpha: 1), extra: ColorExtra(pattern: image))
    }

    /// A high-dynamic-range colour: the components times 2^`exposure` (exposure in stops; 0:
    /// standard range).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, exposure: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, linearExposure: pow(2, exposure.isFinite ? exposure : 0))
    }

    /// A high-dynamic-range colour: the components times `linearExposure` (1: standard range).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, linearExposure: CGFloat) {
        let factor = linearExposure.isFinite && linearExposure > 0 ? linearExposure : 1
        self.init(components: RGBA(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha),
                  extra: factor == 1 ? nil : ColorExtra(linearExposure: factor))
    }

    /// How much brighter than standard range the colour is (1 for standard colours).
    public var linearExposure: CGFloat { extra?.linearExposure ?? 1 }

    /// The colour in standard range: its exposure taken back out, its components at most 1.
    public var standardDynamicRange: UIColor {
        let f = linearExposure
        guard f != 1 else { return self }
        let c = components
        return UIColor(red: min(1, c.red / f), green: min(1, c.green / f), blue: min(1, c.blue / f), alpha: c.alpha)
    }

    /// The colour brought within `contentHeadroom` (the brightness a display can show above
    /// standard white): a brighter colour is scaled down to it, others are unchanged.
    public func applyingContentHeadroom(_ contentHeadroom: CGFloat) -> UIColor {
        let limit = max(1, contentHeadroom.isFinite ? contentHeadroom : 1)
        guard linearExposure > limit else { return self }
        let scale = limit / linearExposure, c = components
        return UIColor(components: RGBA(red: c.red * scale, green: c.green * scale, blue: c.blue * scale, alpha: c.alpha),
                       extra: ColorExtra(linearExposure: limit, prominence: prominence))
    }

    /// The prominence the colour was given (`.primary` by default).
    public var prominence: Prominence { extra?.prominence ?? .primary }

    /// The colour with another prominence.
    public func withProminence(_ prominence: Prominence) -> UIColor {
        UIColor(components: components, extra: ColorExtra(pattern: extra?.pattern, linearExposure: linearExposure, prominence: prominence))
    }

    /// A spoken name of the colour (VoiceOver's kind): its hue's name, lightened or darkened,
    /// or a gray's.
    public var accessibilityName: String {
        let c = components
        if extra?.pattern != nil { return "pattern" }
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        let lightness = (max(c.red, c.green, c.blue) + min(c.red, c.green, c.blue)) / 2
        if saturation < 0.15 || brightness < 0.08 {
            switch lightness {
            case ..<0.08: return "black"
            case ..<0.35: return "dark gray"
            case ..<0.7: return "gray"
            case ..<0.93: return "light gray"
            default: return "white"
            }
        }
        let degrees = hue * 360
        let name: String
        switch degrees {
        case 15..<45: name = "orange"
        case 45..<70: name = "yellow"
        case 70..<165: name = "green"
        case 165..<195: name = "cyan"
        case 195..<255: name = "blue"
        case 255..<290: name = "purple"
        case 290..<320: name = "magenta"
        case 320..<345: name = "pink"
        default: name = "red"
        }
        if lightness < 0.3 { return "dark \(name)" }
        if lightness > 0.75 { return "light \(name)" }
        return name
    }

    /// The background of a view's flip side (deprecated by Apple; a dark gray).
    @available(*, deprecated, message: "No longer used")
    public static var viewFlipsideBackground: UIColor { UIColor(white: 0.12, alpha: 1) }

    /// The textured background of scroll views (deprecated by Apple; a light gray).
    @available(*, deprecated, message: "No longer used")
    public static var scrollViewTexturedBackground: UIColor { UIColor(white: 0.44, alpha: 1) }

    /// The background under a page (deprecated by Apple; a light gray).
    @available(*, deprecated, message: "No longer used")
    public static var underPageBackground: UIColor { UIColor(white: 0.6, alpha: 1) }
}
