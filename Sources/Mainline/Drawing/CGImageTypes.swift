import Foundation

/// Where an image's alpha is and whether its colours are multiplied by it (the low bits of a
/// `CGBitmapInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, colours premultiplied (RGBA).
    case premultipliedLast = 1
    /// Alpha first, colours premultiplied (ARGB).
    case premultipliedFirst = 2
    /// Alpha last, colours not premultiplied.
    case last = 3
    /// Alpha first, colours not premultiplied.
    case first = 4
    /// An unused byte last (RGBX).
    case noneSkipLast = 5
    /// An unused byte first (XRGB).
    case noneSkipFirst = 6
    /// Alpha only, no colour.
    case alphaOnly = 7
}

/// The byte order of an image's pixels (bits 12–14 of a `CGBitmapInfo`).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// As written (big-endian for 32-bit pixels).
    case orderDefault = 0
    /// 16-bit little-endian.
    case order16Little = 4096
    /// 32-bit little-endian (BGRA for `premultipliedFirst`: what iOS uses for screen images).
    case order32Little = 8192
    /// 16-bit big-endian.
    case order16Big = 12288
    /// 32-bit big-endian.
    case order32Big = 16384
    /// The mask of these bits.
    case orderMask = 28672
}

/// How an image's pixels are laid out: its `CGImageAlphaInfo` in the low bits, byte order and
/// float flags above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Info from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Info with just an alpha placement.
    public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }
    /// The bits of the alpha information.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating point.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits of the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (no bits set).
    public static var byteOrderDefault: CGBitmapInfo { [] }
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha placement these bits give.
    var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: rawValue & 0x1F) ?? .none }
    /// The byte order these bits give.
    var byteOrder: CGImageByteOrderInfo { CGImageByteOrderInfo(rawValue: rawValue & 0x7000) ?? .orderDefault }
}

/// The pixel format beyond alpha and byte order (packed formats; Mainline's images are the
/// default: one component per byte).
public enum CGImagePixelFormatInfo: UInt32, Sendable {
    /// Components packed one after the other.
    case packed = 0
    /// 16-bit RGB 5-5-5.
    case RGB555 = 65536
    /// 16-bit RGB 5-6-5.
    case RGB565 = 131072
    /// 32-bit RGB 10-10-10 with 2 bits of alpha.
    case RGB101010 = 196608
    /// 32-bit RGB with components in order within the pixel.
    case RGBCIF10 = 262144
    /// The mask of these bits.
    case mask = 983040
}

/// How colours outside a destination space are mapped into it (kept; Mainline works in sRGB).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// How finely an image is resampled when drawn at another size.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (bilinear here).
    case `default` = 0
    /// The nearest pixel (no smoothing).
    case none = 1
    /// Bilinear.
    case low = 2
    /// Bilinear.
    case high = 3
    /// Bilinear.
    case medium = 4
}

/// How text is painted: filled, stroked, added to the clip, or not at all (kept in the context's
/// state; Mainline draws no glyphs).
public enum CGTextDrawingMode: Int32, Sendable {
    case fill = 0, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}

/// A source of an image's bytes (`CGDataProvider`): the bytes of an image as laid out in memory,
/// or of a file.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    let bytes: Data

    /// A provider of `data`'s bytes.
    public init?(data: Data) {
        bytes = data
    }

    /// A provider of the bytes of the file at `url`.
    public init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        bytes = data
    }

    /// A provider of the bytes of the file at `filename`.
    public init?(filename: String) {
        guard let data = FileManager.default.contents(atPath: filename) else { return nil }
        bytes = data
    }

    /// A copy of the bytes (`CGDataProviderCopyData`).
    public var data: Data? { bytes }

    /// Core Foundation's type identifier (a stable number for the class).
    public class var typeID: UInt { 0x4344_5056 }
}

/// Whether an image's components are integers or floating point (bit 8 of a `CGBitmapInfo`).
public enum CGImageComponentInfo: UInt32, Sendable {
    /// Integer components (Mainline's images: 8 bits each).
    case integer = 0
    /// Floating-point components.
    case float = 256
}
