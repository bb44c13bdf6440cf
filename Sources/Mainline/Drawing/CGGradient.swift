import Foundation

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
    /// The headroom of the gradient's colours above standard white (0: not set, a gradient
    /// made without one).
    public private(set) var contentHeadroom: Float = 0

    /// A gradient of `colors` (`CGColor`s; anything else fails) at `locations` (as many as
    /// colours, or nil for evenly spread); nil for no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        self.colors = cgColors
        self.colorSpace = space
        self.locations = Self.locations(locations, count: cgColors.count)
    }

    /// A gradient of the `CGColor`s of an `NSArray` (what `[…] as NSArray` passes as a
    /// `CFArray` on Apple platforms, where the two are toll-free bridged).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: colors.map { $0 } as CFArray, locations: locations)
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

    /// A gradient of `count` colours given as components of `space` (plus alpha; extended-range
    /// sRGB when nil) at `locations` (nil for evenly spread), whose colours may reach `headroom`
    /// times standard white (iOS 26); nil for no colours or a headroom below 1.
    public convenience init?(headroom: Float, colorSpace space: CGColorSpace?, colorComponents components: UnsafePointer<CGFloat>?,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard headroom >= 1, let components else { return nil }
        self.init(colorSpace: space ?? .sRGBSpace, colorComponents: components, locations: locations, count: count)
        contentHeadroom = headroom
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
