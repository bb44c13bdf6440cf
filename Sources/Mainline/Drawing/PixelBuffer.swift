import Foundation

/// Pixels as Mainline's renderer keeps them: 8-bit red, green, blue and alpha, colours
/// premultiplied by alpha, rows top first (the order of an image in memory).
struct PixelBuffer: Equatable {
    let width: Int
    let height: Int
    var bytes: [UInt8]

    /// A transparent buffer.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at (`x`, `y`), premultiplied (transparent outside the buffer).
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// The part of the buffer in `rect` (pixels, clamped).
    func cropped(x: Int, y: Int, width w: Int, height h: Int) -> PixelBuffer {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0 else { return PixelBuffer(width: 0, height: 0) }
        var out = PixelBuffer(width: x1 - x0, height: y1 - y0)
        for row in y0..<y1 {
            let from = (row * width + x0) * 4, to = ((row - y0) * out.width) * 4
            out.bytes.replaceSubrange(to..<(to + out.width * 4), with: bytes[from..<(from + out.width * 4)])
        }
        return out
    }

    /// Whether every pixel is opaque.
    var isOpaque: Bool {
        var i = 3
        while i < bytes.count {
            if bytes[i] != 255 { return false }
            i += 4
        }
        return true
    }
}

/// A layout of pixels in memory: 8 bits a component, gray or RGB colour or none (alpha only),
/// the alpha's place, the byte order of 32-bit pixels — what a bitmap context's memory and an
/// image's data provider hold.
struct PixelLayout: Equatable {
    /// Colour components a pixel has: 1 (gray), 3 (RGB) or 0 (alpha only).
    let colors: Int
    let alpha: CGImageAlphaInfo
    /// 32-bit pixels stored little-endian (BGRA or ABGR in memory).
    let littleEndian: Bool

    /// Bytes a pixel takes.
    var bytesPerPixel: Int {
        switch alpha {
        case .none: max(1, colors)
        case .alphaOnly: 1
        default: colors + 1
        }
    }

    var bitsPerPixel: Int { bytesPerPixel * 8 }

    /// The bitmap info these pixels are described by.
    var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: alpha.rawValue | (littleEndian ? CGImageByteOrderInfo.order32Little.rawValue : 0))
    }

    /// Mainline's own layout: RGBA, premultiplied.
    static let rgba = PixelLayout(colors: 3, alpha: .premultipliedLast, littleEndian: false)

    init(colors: Int, alpha: CGImageAlphaInfo, littleEndian: Bool) {
        self.colors = colors
        self.alpha = alpha
        self.littleEndian = littleEndian
    }

    /// The layout Core Graphics' bitmap-context and image parameters describe (nil: a layout
    /// Mainline does not handle — more than 8 bits a component, floats, packed formats, or a
    /// colour space and alpha that do not go together).
    init?(bitsPerComponent: Int, bitsPerPixel: Int?, colorComponents: Int, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, info.intersection(.floatInfoMask).isEmpty, bitmapInfo & 0xF0000 == 0 else { return nil }
        let alpha = info.alphaInfo
        let colors = alpha == .alphaOnly ? 0 : colorComponents
        guard colors == 0 || colors == 1 || colors == 3 else { return nil }
        if colors == 0 && alpha != .alphaOnly { return nil }
        self.init(colors: colors, alpha: alpha, littleEndian: info.byteOrder == .order32Little || info.byteOrder == .order16Little)
        if let bitsPerPixel, bitsPerPixel != self.bitsPerPixel { return nil }
    }

    /// Where red, green, blue and alpha are within a pixel's bytes (-1: absent).
    private var offsets: (r: Int, g: Int, b: Int, a: Int) {
        switch (colors, alpha) {
        case (0, _): return (-1, -1, -1, 0)
        case (1, .none): return (0, 0, 0, -1)
        case (1, .premultipliedFirst), (1, .first), (1, .noneSkipFirst): return littleEndian ? (0, 0, 0, 1) : (1, 1, 1, 0)
        case (1, _): return littleEndian ? (1, 1, 1, 0) : (0, 0, 0, 1)
        case (3, .none): return (0, 1, 2, -1)
        case (3, .premultipliedFirst), (3, .first), (3, .noneSkipFirst): return littleEndian ? (2, 1, 0, 3) : (1, 2, 3, 0)
        default: return littleEndian ? (3, 2, 1, 0) : (0, 1, 2, 3)
        }
    }

    private var hasAlpha: Bool { alpha != .none && alpha != .noneSkipLast && alpha != .noneSkipFirst }
    private var premultiplied: Bool { alpha == .premultipliedLast || alpha == .premultipliedFirst || alpha == .alphaOnly }

    /// Pixels read from memory laid out this way, as Mainline's premultiplied RGBA.
    func decode(_ raw: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) -> PixelBuffer {
        var out = PixelBuffer(width: width, height: height)
        let (ro, go, bo, ao) = offsets
        let bpp = bytesPerPixel
        let hasAlpha = self.hasAlpha, premultiplied = self.premultiplied
        out.bytes.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = y * bytesPerRow
                guard row + width * bpp <= raw.count else { break }
                for x in 0..<width {
                    let p = row + x * bpp
                    let a = hasAlpha ? raw[p + ao] : 255
                    var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
                    if ro >= 0 { (r, g, b) = (raw[p + ro], raw[p + go], raw[p + bo]) }
                    if !premultiplied && a < 255 {
                        r = UInt8((Int(r) * Int(a) + 127) / 255)
                        g = UInt8((Int(g) * Int(a) + 127) / 255)
                        b = UInt8((Int(b) * Int(a) + 127) / 255)
                    }
                    let i = (y * width + x) * 4
                    (dst[i], dst[i + 1], dst[i + 2], dst[i + 3]) = (r, g, b, a)
                }
            }
        }
        return out
    }

    /// Writes `buffer` (premultiplied RGBA) into memory laid out this way. A layout without
    /// alpha keeps the premultiplied colours (the pixels over black); gray is the luminance.
    func encode(_ buffer: PixelBuffer, into raw: UnsafeMutableRawBufferPointer, bytesPerRow: Int) {
        let (ro, go, bo, ao) = offsets
        let bpp = bytesPerPixel
        let hasAlpha = self.hasAlpha, premultiplied = self.premultiplied
        buffer.bytes.withUnsafeBufferPointer { src in
            for y in 0..<buffer.height {
                let row = y * bytesPerRow
                guard row + buffer.width * bpp <= raw.count else { break }
                for x in 0..<buffer.width {
                    let i = (y * buffer.width + x) * 4
                    var (r, g, b) = (src[i], src[i + 1], src[i + 2])
                    let a = src[i + 3]
                    if hasAlpha && !premultiplied && a > 0 && a < 255 {
                        r = UInt8(min(255, (Int(r) * 255 + Int(a) / 2) / Int(a)))
                        g = UInt8(min(255, (Int(g) * 255 + Int(a) / 2) / Int(a)))
                        b = UInt8(min(255, (Int(b) * 255 + Int(a) / 2) / Int(a)))
                    }
                    let p = row + x * bpp
                    if colors == 1 {
                        let luma: Int = 299 * Int(r) + 587 * Int(g) + 114 * Int(b) + 500
                        let gray = UInt8(min(255, luma / 1000))
                        raw[p + ro] = gray
                    } else if colors == 3 {
                        raw[p + ro] = r
                        raw[p + go] = g
                        raw[p + bo] = b
                    }
                    if ao >= 0 { raw[p + ao] = hasAlpha ? a : 255 }
                }
            }
        }
    }

    /// `buffer` as bytes laid out this way, rows `bytesPerRow` apart.
    func data(of buffer: PixelBuffer, bytesPerRow: Int) -> Data {
        var data = Data(count: bytesPerRow * buffer.height)
        data.withUnsafeMutableBytes { encode(buffer, into: $0, bytesPerRow: bytesPerRow) }
        return data
    }
}
