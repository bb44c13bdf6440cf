import Foundation

/// A colour space (`CGColorSpaceCreateDeviceRGB()`): kept by name, nothing is converted.
public final class CGColorSpace: Hashable, Sendable {
    /// The space's name (`"kCGColorSpaceDeviceRGB"`, …).
    public let name: String
    /// How many colour components the space has (alpha not counted).
    public let numberOfComponents: Int

    init(name: String, numberOfComponents: Int) {
        self.name = name
        self.numberOfComponents = numberOfComponents
    }

    /// The space of a standard name (`CGColorSpace.sRGB`, …): RGB unless the name says gray.
    public convenience init?(name: String) {
        self.init(name: name, numberOfComponents: name.lowercased().contains("gray") ? 1 : 3)
    }

    /// Spaces are equal when their names are.
    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended sRGB space's name.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The Display P3 space's name.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic gray space's name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The kinds of colour spaces.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

extension CGColorSpace {
    /// The kind of space: monochrome for gray spaces, RGB otherwise.
    public var model: CGColorSpaceModel { numberOfComponents == 1 ? .monochrome : .rgb }
}

extension CGColor {
    /// The colour's space (this model's colours are all RGB).
    public var colorSpace: CGColorSpace? { CGColorSpace(name: "kCGColorSpaceExtendedSRGB", numberOfComponents: 3) }
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: "kCGColorSpaceDeviceRGB", numberOfComponents: 3)
}

/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: "kCGColorSpaceDeviceGray", numberOfComponents: 1)
}

/// Core Foundation's array, as `CGGradient(colorsSpace:colors:locations:)` takes it
/// (`[color1, color2] as CFArray`); Foundation on Linux does not export Core Foundation's.
public typealias CFArray = [Any]

/// A colour gradient, Core Graphics' `CGGradient`: colours and where they sit (0…1).
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    public let colors: [CGColor]
    /// Each colour's location; evenly spread from 0 to 1 when none were given.
    public let locations: [CGFloat]
    /// The colour space given.
    public let colorSpace: CGColorSpace?

    /// A gradient of `colors` (`CGColor`s; anything else fails) at `locations` (as many as
    /// colours, or nil for evenly spread); nil for no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        self.colors = cgColors
        self.colorSpace = space
        self.locations = Self.locations(locations, count: cgColors.count)
    }

    /// A gradient of `count` colours given as components of `space` (plus alpha), at
    /// `locations` (nil for evenly spread).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        colors = (0..<count).map { i in
            let c = (0..<n).map { components[i * n + $0] }
            return n == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        colorSpace = space
        self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let pointer { return Array(UnsafeBufferPointer(start: pointer, count: count)) }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}

/// Whether a gradient extends past its first and last locations.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
