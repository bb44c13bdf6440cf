import Foundation

/// PNG (ISO/IEC 15948): decoding every standard image — gray, RGB, palette, gray with alpha,
/// RGBA, at 1 to 16 bits, with `tRNS` transparency and Adam7 interlacing — into premultiplied
/// RGBA, and encoding RGBA (or RGB when opaque) at 8 bits.
enum PNGCodec {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    // MARK: - Decoding

    /// The pixels of a PNG file (nil when the data is not a PNG it decodes).
    static func decode(_ data: Data) -> PixelBuffer? {
        let b = [UInt8](data)
        guard b.count > 33, Array(b[0..<8]) == signature else { return nil }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        var width = 0, height = 0, depth = 0, colorType = 0, interlace = 0
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var p = 8
        while p + 8 <= b.count {
            let length = be32(p)
            let type = String(decoding: b[(p + 4)..<(p + 8)], as: UTF8.self)
            let start = p + 8
            guard length >= 0, start + length <= b.count else { return nil }
            let chunk = b[start..<(start + length)]
            switch type {
            case "IHDR":
                guard length >= 13 else { return nil }
                width = be32(start)
                height = be32(start + 4)
                depth = Int(b[start + 8])
                colorType = Int(b[start + 9])
                interlace = Int(b[start + 12])
            case "PLTE": palette = Array(chunk)
            case "tRNS": transparency = Array(chunk)
            case "IDAT": compressed.append(contentsOf: chunk)
            case "IEND": p = b.count
            default: break
            }
            p = start + length + 4
        }
        guard width > 0, height > 0, width * height <= 100_000_000, [1, 2, 4, 8, 16].contains(depth),
              let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType],
              let raw = Deflate.inflateZlib(compressed) else { return nil }
        let bitsPerPixel = channels * depth
        let stride = max(1, bitsPerPixel / 8)
        var out = PixelBuffer(width: width, height: height)
        var offset = 0

        /// Unfilters and stores one (sub)image whose pixels land at `place(x, y)`.
        func pass(_ w: Int, _ h: Int, _ place: (Int, Int) -> (Int, Int)) -> Bool {
            guard w > 0, h > 0 else { return true }
            let rowBytes = (w * bitsPerPixel + 7) / 8
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for y in 0..<h {
                guard offset + 1 + rowBytes <= raw.count else { return false }
                let filter = raw[offset]
                for i in 0..<rowBytes { row[i] = raw[offset + 1 + i] }
                offset += 1 + rowBytes
                for i in 0..<rowBytes {
                    let left = i >= stride ? Int(row[i - stride]) : 0
                    let up = Int(previous[i])
                    let upLeft = i >= stride ? Int(previous[i - stride]) : 0
                    let x = Int(row[i])
                    switch filter {
                    case 1: row[i] = UInt8((x + left) & 0xFF)
                    case 2: row[i] = UInt8((x + up) & 0xFF)
                    case 3: row[i] = UInt8((x + (left + up) / 2) & 0xFF)
                    case 4:
                        let estimate = left + up - upLeft
                        let pa = abs(estimate - left), pb = abs(estimate - up), pc = abs(estimate - upLeft)
                        let predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                        row[i] = UInt8((x + predictor) & 0xFF)
                    default: break
                    }
                }
                for x in 0..<w {
                    let (px, py) = place(x, y)
                    store(row, x, px, py)
                }
                swap(&previous, &row)
            }
            return true
        }

        /// The sample `index` of a row at the image's bit depth, scaled to 8 bits.
        func sample(_ row: [UInt8], _ index: Int) -> Int {
            switch depth {
            case 16: return Int(row[index * 2])
            case 8: return Int(row[index])
            default:
                let bit = index * depth
                let value = Int(row[bit / 8]) >> (8 - depth - bit % 8) & ((1 << depth) - 1)
                return colorType == 3 ? value : value * 255 / ((1 << depth) - 1)
            }
        }

        /// The raw sample (not scaled) for comparing with `tRNS`.
        func rawSample(_ row: [UInt8], _ index: Int) -> Int {
            switch depth {
            case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
            case 8: return Int(row[index])
            default:
                let bit = index * depth
                return Int(row[bit / 8]) >> (8 - depth - bit % 8) & ((1 << depth) - 1)
            }
        }

        func store(_ row: [UInt8], _ x: Int, _ px: Int, _ py: Int) {
            var r = 0, g = 0, bl = 0, a = 255
            switch colorType {
            case 0:
                r = sample(row, x); g = r; bl = r
                if transparency.count >= 2, rawSample(row, x) == Int(transparency[0]) << 8 | Int(transparency[1]) { a = 0 }
            case 2:
                r = sample(row, x * 3); g = sample(row, x * 3 + 1); bl = sample(row, x * 3 + 2)
                if transparency.count >= 6 {
                    let key = (0..<3).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
                    if (0..<3).allSatisfy({ rawSample(row, x * 3 + $0) == key[$0] }) { a = 0 }
                }
            case 3:
                let index = sample(row, x)
                if index * 3 + 2 < palette.count { (r, g, bl) = (Int(palette[index * 3]), Int(palette[index * 3 + 1]), Int(palette[index * 3 + 2])) }
                if index < transparency.count { a = Int(transparency[index]) }
            case 4:
                r = sample(row, x * 2); g = r; bl = r
                a = sample(row, x * 2 + 1)
            default:
                r = sample(row, x * 4); g = sample(row, x * 4 + 1); bl = sample(row, x * 4 + 2)
                a = sample(row, x * 4 + 3)
            }
            let i = (py * width + px) * 4
            out.bytes[i] = UInt8((r * a + 127) / 255)
            out.bytes[i + 1] = UInt8((g * a + 127) / 255)
            out.bytes[i + 2] = UInt8((bl * a + 127) / 255)
            out.bytes[i + 3] = UInt8(a)
        }

        if interlace == 1 {
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            for (x0, y0, dx, dy) in passes {
                let w = (width - x0 + dx - 1) / dx, h = (height - y0 + dy - 1) / dy
                guard pass(w, h, { (x0 + $0 * dx, y0 + $1 * dy) }) else { return nil }
            }
        } else {
            guard pass(width, height, { ($0, $1) }) else { return nil }
        }
        return out
    }

    // MARK: - Encoding

    /// A PNG file of `pixels`: RGB when every pixel is opaque, else RGBA (colours unpremultiplied),
    /// 8 bits a sample, each row filtered with the Paeth predictor, one IDAT chunk.
    static func encode(_ pixels: PixelBuffer) -> Data {
        let opaque = pixels.isOpaque
        let channels = opaque ? 3 : 4
        let rowBytes = pixels.width * channels
        var raw = [UInt8]()
        raw.reserveCapacity((rowBytes + 1) * pixels.height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var row = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let i = (y * pixels.width + x) * 4
                var (r, g, b) = (Int(pixels.bytes[i]), Int(pixels.bytes[i + 1]), Int(pixels.bytes[i + 2]))
                let a = Int(pixels.bytes[i + 3])
                if !opaque && a > 0 && a < 255 {
                    r = min(255, (r * 255 + a / 2) / a)
                    g = min(255, (g * 255 + a / 2) / a)
                    b = min(255, (b * 255 + a / 2) / a)
                }
                let o = x * channels
                row[o] = UInt8(r); row[o + 1] = UInt8(g); row[o + 2] = UInt8(b)
                if !opaque { row[o + 3] = UInt8(a) }
            }
            raw.append(4)
            for i in 0..<rowBytes {
                let left = i >= channels ? Int(row[i - channels]) : 0
                let up = Int(previous[i]), upLeft = i >= channels ? Int(previous[i - channels]) : 0
                let estimate = left + up - upLeft
                let pa = abs(estimate - left), pb = abs(estimate - up), pc = abs(estimate - upLeft)
                let predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                raw.append(UInt8((Int(row[i]) - predictor) & 0xFF))
            }
            swap(&previous, &row)
        }
        var file = signature
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) {
            let typed = Array(type.utf8) + body
            file += be32(body.count) + typed + be32(Int(Deflate.crc32(typed)))
        }
        chunk("IHDR", be32(pixels.width) + be32(pixels.height) + [8, opaque ? 2 : 6, 0, 0, 0])
        chunk("IDAT", Deflate.deflateZlib(raw))
        chunk("IEND", [])
        return Data(file)
    }
}
