import Foundation

/// A bitmap image, Core Graphics' `CGImage`: a width and height in pixels, a pixel layout, and
/// real pixels — decoded from PNG data, read from a data provider, or rendered from a drawing
/// (`CGContext.makeImage()`, `UIGraphicsGetImageFromCurrentImageContext()`, a renderer's image).
/// A drawing's pixels are rendered when first asked for (`dataProvider`, drawing the image into
/// a context that renders, encoding it), so apps that only pass images around pay nothing.
/// Images are immutable and may be used from any thread.
public final class CGImage: @unchecked Sendable {
    /// Where the pixels come from.
    enum Source {
        /// Pixels in hand.
        case pixels(PixelBuffer)
        /// A transparent image (an image with no known pixels: an asset Mainline has no file
        /// for, a symbol).
        case clear
        /// What a context had drawn after its first `count` operations.
        case drawing(CGContext, count: Int)
        /// Encoded data, decoded when first asked for.
        case encoded(Data)
        /// Another image's pixels, changed (cropped, masked…).
        case derived(() -> PixelBuffer)
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits of each colour or alpha component (8).
    public let bitsPerComponent: Int
    /// Bits of a pixel.
    public let bitsPerPixel: Int
    /// Bytes from the start of a row to the next in the image's data.
    public let bytesPerRow: Int
    /// The image's colour space (nil for a mask).
    public let colorSpace: CGColorSpace?
    /// The layout of the pixels: alpha placement and byte order.
    public let bitmapInfo: CGBitmapInfo
    /// Whether the image is drawn smoothed when scaled.
    public let shouldInterpolate: Bool
    /// How colours outside a destination's space are mapped.
    public let renderingIntent: CGColorRenderingIntent
    /// Whether the image is an image mask (`CGImageMaskCreate`): its samples say where painting
    /// goes, not colours.
    public let isMask: Bool
    /// The uniform type of the data the image was decoded from (`"public.png"`, …; nil for
    /// images drawn or built from pixels).
    public let utType: String?
    /// The content headroom set on the image (0: not set).
    public let contentHeadroom: Float
    /// The average light level set on the image, in nits (0: not set).
    public let contentAverageLightLevel: Float
    /// The decode array (nil: the components map to their natural range).
    public var decode: UnsafePointer<CGFloat>? { nil }

    let layout: PixelLayout
    private let source: Source
    private let lock = NSLock()
    private var cached: PixelBuffer?

    init(width: Int, height: Int, layout: PixelLayout, colorSpace: CGColorSpace?, source: Source, shouldInterpolate: Bool = true,
         intent: CGColorRenderingIntent = .defaultIntent, isMask: Bool = false, utType: String? = nil, headroom: Float = 0,
         averageLightLevel: Float = 0) {
        self.width = width
        self.height = height
        self.layout = layout
        bitsPerComponent = 8
        bitsPerPixel = layout.bitsPerPixel
        bytesPerRow = width * layout.bytesPerPixel
        self.colorSpace = colorSpace
        bitmapInfo = layout.bitmapInfo
        self.source = source
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
        self.isMask = isMask
        self.utType = utType
        contentHeadroom = headroom
        contentAverageLightLevel = averageLightLevel
    }

    /// An RGBA image of `pixels`.
    convenience init(pixels: PixelBuffer, utType: String? = nil) {
        self.init(width: pixels.width, height: pixels.height, layout: pixels.isOpaque ? PixelLayout(colors: 3, alpha: .noneSkipLast, littleEndian: false) : .rgba,
                  colorSpace: CGColorSpaceCreateDeviceRGB(), source: .pixels(pixels), utType: utType)
    }

    /// A transparent RGBA image of `width` × `height` pixels.
    static func clear(width: Int, height: Int) -> CGImage {
        CGImage(width: max(0, width), height: max(0, height), layout: .rgba, colorSpace: CGColorSpaceCreateDeviceRGB(), source: .clear)
    }

    /// An image of the bytes `provider` gives, laid out as described (`CGImageCreate`); nil for
    /// a layout Mainline does not read (components of more than 8 bits, floats, packed pixels)
    /// or too few bytes.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
                             bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard width > 0, height > 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, colorComponents: space.numberOfComponents,
                                       bitmapInfo: bitmapInfo.rawValue),
              bytesPerRow >= width * layout.bytesPerPixel, provider.bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        else { return nil }
        let pixels = provider.bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in layout.decode(raw, width: width, height: height, bytesPerRow: bytesPerRow) }
        self.init(width: width, height: height, layout: layout, colorSpace: space, source: .pixels(pixels), shouldInterpolate: shouldInterpolate,
                  intent: intent)
    }

    /// An image with content headroom `headroom` (`CGImageCreateWithContentHeadroom`).
    public convenience init?(headroom: Float, width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let image = CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, provider: provider, decode: decode,
                                  shouldInterpolate: shouldInterpolate, intent: intent) else { return nil }
        self.init(width: width, height: height, layout: image.layout, colorSpace: space, source: .pixels(image.pixels()),
                  shouldInterpolate: shouldInterpolate, intent: intent, headroom: max(0, headroom))
    }

    /// An image mask of 8-bit samples (`CGImageMaskCreate`): where a sample is 0 painting goes
    /// through fully, where it is 255 not at all.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool) {
        guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel == 8, bytesPerRow >= width,
              provider.bytes.count >= bytesPerRow * (height - 1) + width else { return nil }
        var pixels = PixelBuffer(width: width, height: height)
        let raw = [UInt8](provider.bytes)
        for y in 0..<height {
            for x in 0..<width { pixels.bytes[(y * width + x) * 4 + 3] = 255 - raw[y * bytesPerRow + x] }
        }
        self.init(width: width, height: height, layout: PixelLayout(colors: 0, alpha: .alphaOnly, littleEndian: false), colorSpace: nil,
                  source: .pixels(pixels), shouldInterpolate: shouldInterpolate, isMask: true)
    }

    /// An image decoded from PNG data (`CGImageCreateWithPNGDataProvider`); nil when the data is
    /// not a PNG Mainline decodes.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard let pixels = PNGCodec.decode(source.bytes) else { return nil }
        self.init(width: pixels.width, height: pixels.height, layout: pixels.isOpaque ? PixelLayout(colors: 3, alpha: .noneSkipLast, littleEndian: false) : .rgba,
                  colorSpace: CGColorSpaceCreateDeviceRGB(), source: .pixels(pixels), shouldInterpolate: shouldInterpolate, intent: intent,
                  utType: "public.png")
    }

    /// An image decoded from baseline or progressive JPEG data
    /// (`CGImageCreateWithJPEGDataProvider`); nil when the data is not a JPEG Mainline decodes.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard let size = ImageHeader.pixelSize(of: source.bytes), ImageHeader.kind(of: source.bytes) == .jpeg else { return nil }
        self.init(width: Int(size.width), height: Int(size.height), layout: PixelLayout(colors: 3, alpha: .noneSkipLast, littleEndian: false),
                  colorSpace: CGColorSpaceCreateDeviceRGB(), source: .encoded(source.bytes), shouldInterpolate: shouldInterpolate, intent: intent,
                  utType: "public.jpeg")
    }

    /// Core Foundation's type identifier (a stable number for the class).
    public class var typeID: UInt { 0x4347_494D }

    // MARK: Pixels

    /// The pixels, premultiplied RGBA, rows top first (rendered or decoded the first time).
    func pixels() -> PixelBuffer {
        lock.lock()
        if let cached { lock.unlock(); return cached }
        lock.unlock()
        let made: PixelBuffer
        switch source {
        case .pixels(let buffer): made = buffer
        case .clear: made = PixelBuffer(width: width, height: height)
        case .drawing(let context, let count): made = context.renderedPixels(upTo: count)
        case .encoded(let data): made = JPEGCodec.decode(data).flatMap { $0.width == width && $0.height == height ? $0 : nil } ?? PixelBuffer(width: width, height: height)
        case .derived(let make): made = make()
        }
        lock.lock()
        cached = made
        lock.unlock()
        return made
    }

    /// Whether the image's pixels are known to be all transparent without rendering them (an
    /// image with no pixels of its own).
    var isKnownClear: Bool {
        if case .clear = source { return true }
        return false
    }

    /// The alpha placement of the pixels.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

    /// The byte order of the pixels.
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrder }

    /// The pixel format (one component per byte).
    public var pixelFormatInfo: CGImagePixelFormatInfo { .packed }

    /// The image's bytes, laid out as `bitsPerPixel`, `bytesPerRow` and `bitmapInfo` say.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: layout.data(of: pixels(), bytesPerRow: bytesPerRow))
    }

    // MARK: Copies

    /// A copy of the image.
    public func copy() -> CGImage? {
        CGImage(width: width, height: height, layout: layout, colorSpace: colorSpace, source: .derived { [self] in pixels() },
                shouldInterpolate: shouldInterpolate, intent: renderingIntent, isMask: isMask, utType: utType, headroom: contentHeadroom,
                averageLightLevel: contentAverageLightLevel)
    }

    /// A copy in another colour space with as many components (nil otherwise, or for a mask).
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, let own = colorSpace, own.numberOfComponents == space.numberOfComponents else { return nil }
        return CGImage(width: width, height: height, layout: layout, colorSpace: space, source: .derived { [self] in pixels() },
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent, utType: utType, headroom: contentHeadroom,
                       averageLightLevel: contentAverageLightLevel)
    }

    /// The part of the image in `rect` (pixels, rows from the top), on whole pixels; nil when it
    /// does not overlap the image (`CGImageCreateWithImageInRect`).
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let (x, y, w, h) = (Int(r.minX), Int(r.minY), Int(r.width), Int(r.height))
        return CGImage(width: w, height: h, layout: layout, colorSpace: colorSpace,
                       source: .derived { [self] in pixels().cropped(x: x, y: y, width: w, height: h) },
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent, isMask: isMask)
    }

    /// The image masked by `mask` (`CGImageCreateWithMask`): an image mask lets the image through
    /// where its samples are 0; a grayscale image where they are white. The mask is stretched to
    /// the image's size.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask else { return nil }
        return CGImage(width: width, height: height, layout: .rgba, colorSpace: colorSpace, source: .derived { [self] in
            var out = pixels()
            let coverage = mask.coverage(width: width, height: height)
            for i in 0..<(width * height) {
                let f = Int(coverage[i])
                for c in 0..<4 { out.bytes[i * 4 + c] = UInt8((Int(out.bytes[i * 4 + c]) * f + 127) / 255) }
            }
            return out
        }, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// The image with the pixels whose colours fall in `components`' ranges (min, max pairs,
    /// 0–255 for 8-bit images) made transparent (`CGImageCreateWithMaskingColors`).
    public func copy(maskingColorComponents components: [CGFloat]) -> CGImage? {
        guard !isMask, layout.alpha == .none || layout.alpha == .noneSkipLast || layout.alpha == .noneSkipFirst,
              components.count >= 2 * max(1, layout.colors) else { return nil }
        let colors = max(1, layout.colors)
        return CGImage(width: width, height: height, layout: .rgba, colorSpace: colorSpace, source: .derived { [self] in
            var out = pixels()
            for i in 0..<(width * height) {
                let rgb = [out.bytes[i * 4], out.bytes[i * 4 + 1], out.bytes[i * 4 + 2]]
                let inside = (0..<colors).allSatisfy { c in
                    let v = CGFloat(colors == 1 ? (299 * Int(rgb[0]) + 587 * Int(rgb[1]) + 114 * Int(rgb[2])) / 1000 : Int(rgb[c]))
                    return v >= components[2 * c] && v <= components[2 * c + 1]
                }
                if inside { for c in 0..<4 { out.bytes[i * 4 + c] = 0 } }
            }
            return out
        }, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// The image as a mask's coverage at `width` × `height`, 0 (blocked) to 255 (painted): an
    /// image mask's inverted samples, an image with alpha its alpha, an opaque image its
    /// luminance (Core Graphics' `CGContextClipToMask` and `CGImageCreateWithMask`).
    func coverage(width w: Int, height h: Int) -> [UInt8] {
        let p = pixels()
        let useAlpha = isMask || layout.alpha == .alphaOnly || !p.isOpaque
        var out = [UInt8](repeating: 0, count: w * h)
        guard p.width > 0, p.height > 0 else { return out }
        for y in 0..<h {
            let sy = min(p.height - 1, y * p.height / max(1, h))
            for x in 0..<w {
                let sx = min(p.width - 1, x * p.width / max(1, w))
                let i = (sy * p.width + sx) * 4
                if useAlpha {
                    out[y * w + x] = p.bytes[i + 3]
                } else {
                    let luma: Int = 299 * Int(p.bytes[i]) + 587 * Int(p.bytes[i + 1]) + 114 * Int(p.bytes[i + 2]) + 500
                    out[y * w + x] = UInt8(luma / 1000)
                }
            }
        }
        return out
    }

    // MARK: High dynamic range

    /// The headroom the pixels reach: the brightest component over reference white (1 for
    /// Mainline's 8-bit images, whose components stop at white).
    public var calculatedContentHeadroom: Float { 1 }

    /// The pixels' average light level, in nits: their mean relative luminance times 203 nits
    /// (the reference white of ITU-R BT.2408).
    public var calculatedContentAverageLightLevel: Float {
        let p = pixels()
        guard p.width > 0, p.height > 0 else { return 0 }
        var total = 0.0
        for i in 0..<(p.width * p.height) {
            func linear(_ v: UInt8) -> Double {
                let c = Double(v) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            let r = linear(p.bytes[i * 4]), g = linear(p.bytes[i * 4 + 1]), b = linear(p.bytes[i * 4 + 2])
            total += 0.2126 * r + 0.7152 * g + 0.0722 * b
        }
        return Float(total / Double(p.width * p.height) * 203)
    }

    /// Whether the image should be tone mapped when shown (an image with headroom above 1).
    public var shouldToneMap: Bool { contentHeadroom > 1 }

    /// Whether the image carries tone-mapping metadata of its own (none of Mainline's do).
    public var containsImageSpecificToneMappingMetadata: Bool { false }

    /// A copy with content headroom `headroom` in `space` (nil for a mask).
    public func copy(headroom: Float, colorSpace space: CGColorSpace?) -> CGImage? {
        guard !isMask else { return nil }
        return CGImage(width: width, height: height, layout: layout, colorSpace: space ?? colorSpace, source: .derived { [self] in pixels() },
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent, utType: utType, headroom: max(0, headroom),
                       averageLightLevel: contentAverageLightLevel)
    }

    /// A copy with average light level `level` (nits).
    public func copy(contentAverageLightLevel level: Float) -> CGImage? {
        CGImage(width: width, height: height, layout: layout, colorSpace: colorSpace, source: .derived { [self] in pixels() },
                shouldInterpolate: shouldInterpolate, intent: renderingIntent, isMask: isMask, utType: utType, headroom: contentHeadroom,
                averageLightLevel: max(0, level))
    }

    /// A copy with its headroom and average light level worked out from its pixels.
    public func copyWithCalculatedHDRStats() -> CGImage? {
        CGImage(width: width, height: height, layout: layout, colorSpace: colorSpace, source: .derived { [self] in pixels() },
                shouldInterpolate: shouldInterpolate, intent: renderingIntent, isMask: isMask, utType: utType,
                headroom: calculatedContentHeadroom, averageLightLevel: calculatedContentAverageLightLevel)
    }
}
