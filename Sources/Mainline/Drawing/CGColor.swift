import Foundation
import ThreadChecker

/// A colour for Core Graphics and Core Animation (`layer.borderColor = color.cgColor`): its
/// components in its colour space, alpha last. Colours compare equal when they show the same
/// red, green, blue and alpha, whatever their spaces (Mainline renders in sRGB).
public final class CGColor: Hashable, @unchecked Sendable {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    /// The components in the colour's space, alpha last.
    public let components: [CGFloat]?
    /// The pattern a pattern colour paints with.
    public let pattern: CGPattern?
    /// The colour's content headroom (0: not set).
    public let contentHeadroom: Float
    /// The colour as sRGB red, green, blue and alpha.
    let rgba: RGBA

    struct RGBA: Hashable, Sendable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    init(space: CGColorSpace, components: [CGFloat], rgba: RGBA, pattern: CGPattern? = nil, headroom: Float = 0) {
        colorSpace = space
        self.components = components
        self.rgba = rgba
        self.pattern = pattern
        contentHeadroom = headroom
    }

    /// The alpha component.
    public var alpha: CGFloat { rgba.alpha }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// A colour in the generic RGB space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .genericRGBSpace, components: [red, green, blue, alpha], rgba: RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A colour in the sRGB space (`CGColorCreateSRGB`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sRGBSpace, components: [red, green, blue, alpha], rgba: RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A gray in the generic gray gamma 2.2 space (two components: gray and alpha).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(genericGrayGamma2_2Gray: gray, alpha: alpha)
    }

    /// A gray in the generic gray gamma 2.2 space (`CGColorCreateGenericGrayGamma2_2`).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGammaSpace, components: [gray, alpha], rgba: RGBA(red: gray, green: gray, blue: gray, alpha: alpha))
    }

    /// A CMYK colour (`CGColorCreateGenericCMYK`), shown as (1 − ink) × (1 − black) of each of
    /// red, green and blue.
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        self.init(space: .genericCMYKSpace, components: [cyan, magenta, yellow, black, alpha],
                  rgba: RGBA(red: (1 - cyan) * (1 - black), green: (1 - magenta) * (1 - black), blue: (1 - yellow) * (1 - black), alpha: alpha))
    }

    /// A colour with content headroom `headroom` in `space` (`CGColorCreateWithContentHeadroom`).
    public convenience init?(headroom: Float, colorSpace space: CGColorSpace?, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let space = space ?? CGColorSpace(name: CGColorSpace.extendedSRGB)!
        guard space.model == .rgb else { return nil }
        self.init(space: space, components: [red, green, blue, alpha], rgba: RGBA(red: red, green: green, blue: blue, alpha: alpha),
                  headroom: max(0, headroom))
    }

    /// A colour of `components` (the space's, then alpha) in `space` (`CGColorCreate`): nil for a
    /// pattern space (use `init(patternSpace:pattern:components:)`).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .pattern else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        self.init(space: space, components: values, rgba: CGColor.rgba(of: values, in: space))
    }

    /// A pattern colour: `pattern` painted, in `components` of the pattern space's base space
    /// when the pattern is uncoloured.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        let count = (space.baseColorSpace?.numberOfComponents ?? 0) + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count))
        let rgba = space.baseColorSpace.map { CGColor.rgba(of: values, in: $0) } ?? RGBA(red: 0, green: 0, blue: 0, alpha: values.last ?? 1)
        self.init(space: space, components: values, rgba: rgba, pattern: pattern)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Components of `space` (alpha last) as sRGB.
    static func rgba(of values: [CGFloat], in space: CGColorSpace) -> RGBA {
        let alpha = values.last ?? 1
        switch space.model {
        case .monochrome: return RGBA(red: values[0], green: values[0], blue: values[0], alpha: alpha)
        case .cmyk:
            let k = values[3]
            return RGBA(red: (1 - values[0]) * (1 - k), green: (1 - values[1]) * (1 - k), blue: (1 - values[2]) * (1 - k), alpha: alpha)
        case .indexed:
            guard let base = space.baseColorSpace else { return RGBA(red: 0, green: 0, blue: 0, alpha: alpha) }
            let n = base.numberOfComponents, index = Int(values[0])
            guard index >= 0, (index + 1) * n <= space.table.count else { return RGBA(red: 0, green: 0, blue: 0, alpha: alpha) }
            let entry = (0..<n).map { CGFloat(space.table[index * n + $0]) / 255 } + [alpha]
            return rgba(of: entry, in: base)
        case .rgb: return RGBA(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        default: return RGBA(red: 0, green: 0, blue: 0, alpha: alpha)
        }
    }

    // MARK: Copies

    /// A copy of the colour.
    public func copy() -> CGColor? {
        guard let space = colorSpace, let components else { return nil }
        return CGColor(space: space, components: components, rgba: rgba, pattern: pattern, headroom: contentHeadroom)
    }

    /// The colour with another alpha (`CGColorCreateCopyWithAlpha`).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        var shown = rgba
        shown.alpha = alpha
        return CGColor(space: space, components: values, rgba: shown, pattern: pattern, headroom: contentHeadroom)
    }

    /// The colour in `space` (`CGColorCreateCopyByMatchingToColorSpace`): RGB, gray and CMYK
    /// converted through sRGB (gray as the luminance 0.299 R + 0.587 G + 0.114 B, CMYK with
    /// black as 1 − max(R, G, B)); nil for spaces colours cannot be converted into.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [AnyHashable: Any]?) -> CGColor? {
        let c = rgba
        let values: [CGFloat]
        switch space.model {
        case .rgb: values = [c.red, c.green, c.blue, c.alpha]
        case .monochrome: values = [0.299 * c.red + 0.587 * c.green + 0.114 * c.blue, c.alpha]
        case .cmyk:
            let k = 1 - max(c.red, c.green, c.blue)
            let d = 1 - k
            values = d > 0 ? [(1 - c.red - k) / d, (1 - c.green - k) / d, (1 - c.blue - k) / d, k, c.alpha] : [0, 0, 0, 1, c.alpha]
        default: return nil
        }
        return CGColor(space: space, components: values, rgba: CGColor.rgba(of: values, in: space), headroom: contentHeadroom)
    }

    /// Core Foundation's type identifier (a stable number for the class).
    public class var typeID: UInt { 0x4347_434C }

    /// Colours are equal when they show the same red, green, blue and alpha.
    public static func == (a: CGColor, b: CGColor) -> Bool { a === b || (a.rgba == b.rgba && a.pattern === b.pattern) }
    /// Hashes what the colour shows.
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
}

/// A repeated drawing that fills and strokes paint with (Core Graphics' `CGPattern`): a cell of
/// `bounds`, repeated every `xStep` and `yStep`, drawn by the app's callback. Mainline keeps it;
/// painting with a pattern colour paints the colour's components (uncoloured patterns) or
/// nothing.
public final class CGPattern: @unchecked Sendable {
    /// The cell.
    public let bounds: CGRect
    /// Pattern space to the base space of the context it is used in.
    public let matrix: CGAffineTransform
    /// The horizontal distance between cells.
    public let xStep: CGFloat
    /// The vertical distance between cells.
    public let yStep: CGFloat
    /// Whether the cell draws its own colours.
    public let isColored: Bool
    let info: UnsafeMutableRawPointer?
    private let draw: ((UnsafeMutableRawPointer?, CGContext) -> Void)?
    /// For a `UIColor(patternImage:)` pattern: the image tiled.
    let image: UIImage?
    private let cell = Locked<CGImage?>(nil)

    /// A pattern drawn by `callbacks` (`CGPatternCreate`): painting with it tiles the cell the
    /// callback draws (in a context of `bounds`' size), `xStep` by `yStep` apart, placed by
    /// `matrix` in the context's base space.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        self.info = info
        self.bounds = bounds
        self.matrix = matrix
        self.xStep = xStep
        self.yStep = yStep
        self.isColored = isColored
        draw = callbacks.pointee.drawPattern
        image = nil
    }

    /// The pattern of a colour made from an image: the image tiled at its size from the
    /// origin.
    init(image: UIImage) {
        info = nil
        bounds = CGRect(origin: .zero, size: image.size)
        matrix = .identity
        xStep = image.size.width
        yStep = image.size.height
        isColored = true
        draw = nil
        self.image = image
    }

    /// The cell's pixels (drawn once, at `scale`).
    func cellImage(scale: CGFloat) -> CGImage? {
        if let made = cell.withLock({ $0 }) { return made }
        let made: CGImage?
        if let image {
            made = image.drawnImage
        } else if let draw, bounds.width > 0, bounds.height > 0 {
            let context = CGContext.imageContext(size: bounds.size, scale: max(1, scale),
                                                 ctm: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
            draw(info, context)
            made = context.makeImage()
        } else {
            made = nil
        }
        cell.withLock { $0 = made }
        return made
    }

    /// Core Foundation's type identifier (a stable number for the class).
    public class var typeID: UInt { 0x4347_5054 }
}

/// How a pattern's cells are spaced.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion = 0, constantSpacingMinimalDistortion, constantSpacing
}

/// The functions a pattern is drawn and released with.
public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: ((UnsafeMutableRawPointer?, CGContext) -> Void)?
    public var releaseInfo: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
    /// Callbacks of a version (0) and functions.
    public init(version: UInt32, drawPattern: ((UnsafeMutableRawPointer?, CGContext) -> Void)?,
                releaseInfo: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}
