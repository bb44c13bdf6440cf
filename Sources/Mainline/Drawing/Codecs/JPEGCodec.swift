import Foundation

/// JPEG (ITU-T T.81): decoding baseline and extended sequential Huffman files — gray or YCbCr,
/// any sampling factors, restart intervals — and encoding baseline YCbCr 4:4:4 files with the
/// standard tables of Annex K scaled by quality as the Independent JPEG Group scales them.
/// Progressive and arithmetic-coded files are not decoded (their size still is: `ImageHeader`).
enum JPEGCodec {
    /// The natural index of each coefficient in zigzag order.
    static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    /// cos((2x + 1)uπ / 16) × C(u) / 2, by [u][x].
    private static let basis: [[Float]] = (0..<8).map { (u: Int) -> [Float] in
        let c: Double = u == 0 ? 1 / 2.0.squareRoot() : 1
        return (0..<8).map { (x: Int) -> Float in
            let angle = Double(2 * x + 1) * Double(u) * Double.pi / 16
            return Float(cos(angle) * c / 2)
        }
    }

    // MARK: - Decoding

    private struct HuffmanTable {
        var lookup: [Int: Int] = [:]   // (length << 16 | code) → symbol
        init(counts: [Int], symbols: [UInt8]) {
            var code = 0, k = 0
            for length in 1...16 {
                for _ in 0..<counts[length - 1] {
                    if k < symbols.count { lookup[length << 16 | code] = Int(symbols[k]) }
                    code += 1
                    k += 1
                }
                code <<= 1
            }
        }
    }

    private struct Component {
        let id: Int
        let h: Int
        let v: Int
        let quant: Int
        var dcTable = 0
        var acTable = 0
        var blocksWide = 0
        var blocksHigh = 0
        var plane: [Float] = []
        var prediction = 0
    }

    private struct EntropyReader {
        let bytes: [UInt8]
        var position: Int
        var buffer = 0
        var count = 0
        var hitMarker = false

        mutating func bit() -> Int {
            if count == 0 {
                var byte = 0
                if !hitMarker, position < bytes.count {
                    byte = Int(bytes[position])
                    if byte == 0xFF {
                        let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                        if next == 0 { position += 2 } else { hitMarker = true; byte = 0 }
                    } else {
                        position += 1
                    }
                }
                buffer = byte
                count = 8
            }
            count -= 1
            return (buffer >> count) & 1
        }

        mutating func bits(_ n: Int) -> Int {
            var v = 0
            for _ in 0..<n { v = v << 1 | bit() }
            return v
        }

        mutating func decode(_ table: HuffmanTable) -> Int? {
            var code = 0
            for length in 1...16 {
                code = code << 1 | bit()
                if let symbol = table.lookup[length << 16 | code] { return symbol }
            }
            return nil
        }

        /// Skips to after the next restart marker.
        mutating func restart() {
            count = 0
            hitMarker = false
            while position + 1 < bytes.count {
                if bytes[position] == 0xFF, (0xD0...0xD7).contains(bytes[position + 1]) {
                    position += 2
                    return
                }
                position += 1
            }
        }
    }

    private static func extend(_ value: Int, _ bits: Int) -> Int {
        bits == 0 ? 0 : value < 1 << (bits - 1) ? value - (1 << bits) + 1 : value
    }

    /// The pixels of a JPEG file (nil when it is not one this decoder reads).
    static func decode(_ data: Data) -> PixelBuffer? {
        let b = [UInt8](data)
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var quant = [[Int]](repeating: [Int](repeating: 1, count: 64), count: 4)
        var dc = [HuffmanTable?](repeating: nil, count: 4), ac = [HuffmanTable?](repeating: nil, count: 4)
        var components: [Component] = []
        var width = 0, height = 0, restartInterval = 0
        var p = 2
        while p + 4 <= b.count {
            guard b[p] == 0xFF else { p += 1; continue }
            let marker = b[p + 1]
            if marker == 0xFF { p += 1; continue }
            if marker == 0xD9 { break }
            let length = Int(b[p + 2]) << 8 | Int(b[p + 3])
            let start = p + 4, end = p + 2 + length
            guard end <= b.count else { return nil }
            switch marker {
            case 0xC0, 0xC1:
                guard b[start] == 8 else { return nil }
                height = Int(b[start + 1]) << 8 | Int(b[start + 2])
                width = Int(b[start + 3]) << 8 | Int(b[start + 4])
                let n = Int(b[start + 5])
                guard n == 1 || n == 3, width > 0, height > 0 else { return nil }
                for i in 0..<n {
                    let o = start + 6 + i * 3
                    components.append(Component(id: Int(b[o]), h: max(1, Int(b[o + 1] >> 4)), v: max(1, Int(b[o + 1] & 15)), quant: Int(b[o + 2] & 3)))
                }
            case 0xC2, 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                return nil
            case 0xC4:
                var q = start
                while q < end {
                    let tc = Int(b[q] >> 4), th = Int(b[q] & 3)
                    let counts = (0..<16).map { Int(b[q + 1 + $0]) }
                    let total = counts.reduce(0, +)
                    guard q + 17 + total <= end else { return nil }
                    let table = HuffmanTable(counts: counts, symbols: Array(b[(q + 17)..<(q + 17 + total)]))
                    if tc == 0 { dc[th] = table } else { ac[th] = table }
                    q += 17 + total
                }
            case 0xDB:
                var q = start
                while q < end {
                    let precision = Int(b[q] >> 4), tq = Int(b[q] & 3)
                    for k in 0..<64 {
                        quant[tq][k] = precision == 0 ? Int(b[q + 1 + k]) : Int(b[q + 1 + 2 * k]) << 8 | Int(b[q + 2 + 2 * k])
                    }
                    q += 1 + 64 * (precision == 0 ? 1 : 2)
                }
            case 0xDD:
                restartInterval = Int(b[start]) << 8 | Int(b[start + 1])
            case 0xDA:
                guard !components.isEmpty else { return nil }
                let n = Int(b[start])
                var scan: [Int] = []
                for i in 0..<n {
                    let id = Int(b[start + 1 + i * 2]), tables = b[start + 2 + i * 2]
                    guard let c = components.firstIndex(where: { $0.id == id }) else { return nil }
                    components[c].dcTable = Int(tables >> 4)
                    components[c].acTable = Int(tables & 15)
                    scan.append(c)
                }
                guard let next = decodeScan(b, from: end, scan: scan, components: &components, width: width, height: height,
                                            quant: quant, dc: dc, ac: ac, restartInterval: restartInterval) else { return nil }
                p = next
                continue
            default:
                break
            }
            p = end
        }
        guard width > 0, !components.isEmpty, !components[0].plane.isEmpty else { return nil }
        return colorConvert(components, width: width, height: height)
    }

    /// Decodes one scan's entropy-coded data starting at `from`; returns where the data ends.
    private static func decodeScan(_ b: [UInt8], from: Int, scan: [Int], components: inout [Component], width: Int, height: Int,
                                   quant: [[Int]], dc: [HuffmanTable?], ac: [HuffmanTable?], restartInterval: Int) -> Int? {
        let hmax = components.map(\.h).max() ?? 1, vmax = components.map(\.v).max() ?? 1
        let mcusWide = (width + 8 * hmax - 1) / (8 * hmax), mcusHigh = (height + 8 * vmax - 1) / (8 * vmax)
        for i in components.indices where components[i].plane.isEmpty {
            components[i].blocksWide = mcusWide * components[i].h
            components[i].blocksHigh = mcusHigh * components[i].v
            components[i].plane = [Float](repeating: 0, count: components[i].blocksWide * 8 * components[i].blocksHigh * 8)
        }
        var reader = EntropyReader(bytes: b, position: from)
        for c in scan { components[c].prediction = 0 }
        var coefficients = [Float](repeating: 0, count: 64)

        func decodeBlock(_ c: Int, _ bx: Int, _ by: Int) -> Bool {
            guard let dcTable = dc[components[c].dcTable], let acTable = ac[components[c].acTable] else { return false }
            let q = quant[components[c].quant]
            for i in 0..<64 { coefficients[i] = 0 }
            guard let s = reader.decode(dcTable) else { return false }
            components[c].prediction += extend(reader.bits(s), s)
            coefficients[0] = Float(components[c].prediction * q[0])
            var k = 1
            while k < 64 {
                guard let rs = reader.decode(acTable) else { return false }
                let r = rs >> 4, s = rs & 15
                if s == 0 {
                    if r == 15 { k += 16; continue }
                    break
                }
                k += r
                guard k < 64 else { break }
                coefficients[zigzag[k]] = Float(extend(reader.bits(s), s) * q[k])
                k += 1
            }
            // Inverse DCT, rows then columns, into the plane (level-shifted by 128).
            var temp = [Float](repeating: 0, count: 64)
            for y in 0..<8 {
                for x in 0..<8 {
                    var sum: Float = 0
                    for u in 0..<8 where coefficients[y * 8 + u] != 0 { sum += basis[u][x] * coefficients[y * 8 + u] }
                    temp[y * 8 + x] = sum
                }
            }
            let stride = components[c].blocksWide * 8
            for x in 0..<8 {
                for y in 0..<8 {
                    var sum: Float = 0
                    for v in 0..<8 { sum += basis[v][y] * temp[v * 8 + x] }
                    let px = bx * 8 + x, py = by * 8 + y
                    components[c].plane[py * stride + px] = sum + 128
                }
            }
            return true
        }

        var mcu = 0
        if scan.count == 1 {
            let c = scan[0]
            let blocksWide = (((width * components[c].h + hmax - 1) / hmax) + 7) / 8
            let blocksHigh = (((height * components[c].v + vmax - 1) / vmax) + 7) / 8
            for by in 0..<blocksHigh {
                for bx in 0..<blocksWide {
                    if restartInterval > 0, mcu > 0, mcu % restartInterval == 0 { reader.restart(); components[c].prediction = 0 }
                    guard decodeBlock(c, bx, by) else { return nil }
                    mcu += 1
                }
            }
        } else {
            for my in 0..<mcusHigh {
                for mx in 0..<mcusWide {
                    if restartInterval > 0, mcu > 0, mcu % restartInterval == 0 {
                        reader.restart()
                        for c in scan { components[c].prediction = 0 }
                    }
                    for c in scan {
                        for v in 0..<components[c].v {
                            for h in 0..<components[c].h {
                                guard decodeBlock(c, mx * components[c].h + h, my * components[c].v + v) else { return nil }
                            }
                        }
                    }
                    mcu += 1
                }
            }
        }
        // The scan's data ends at the next marker that is not a restart marker.
        var q = reader.position
        while q + 1 < b.count {
            if b[q] == 0xFF, b[q + 1] != 0, !(0xD0...0xD7).contains(b[q + 1]) { return q }
            q += 1
        }
        return b.count
    }

    private static func colorConvert(_ components: [Component], width: Int, height: Int) -> PixelBuffer {
        var out = PixelBuffer(width: width, height: height)
        let hmax = components.map(\.h).max() ?? 1, vmax = components.map(\.v).max() ?? 1
        // A subsampled component is interpolated between its samples' centres (as libjpeg's
        // "fancy" upsampling does), not repeated.
        func sample(_ c: Component, _ x: Int, _ y: Int) -> Float {
            let stride = c.blocksWide * 8, rows = c.blocksHigh * 8
            if c.h == hmax && c.v == vmax { return c.plane[y * stride + x] }
            let fx = max(0, (Float(x) + 0.5) * Float(c.h) / Float(hmax) - 0.5)
            let fy = max(0, (Float(y) + 0.5) * Float(c.v) / Float(vmax) - 0.5)
            let x0 = min(stride - 1, Int(fx)), y0 = min(rows - 1, Int(fy))
            let x1 = min(stride - 1, x0 + 1), y1 = min(rows - 1, y0 + 1)
            let tx = fx - Float(x0), ty = fy - Float(y0)
            let top = c.plane[y0 * stride + x0] * (1 - tx) + c.plane[y0 * stride + x1] * tx
            let bottom = c.plane[y1 * stride + x0] * (1 - tx) + c.plane[y1 * stride + x1] * tx
            return top * (1 - ty) + bottom * ty
        }
        func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if components.count == 1 {
                    let g = byte(sample(components[0], x, y))
                    (out.bytes[i], out.bytes[i + 1], out.bytes[i + 2]) = (g, g, g)
                } else {
                    let yy = sample(components[0], x, y), cb = sample(components[1], x, y) - 128, cr = sample(components[2], x, y) - 128
                    out.bytes[i] = byte(yy + 1.402 * cr)
                    out.bytes[i + 1] = byte(yy - 0.344136 * cb - 0.714136 * cr)
                    out.bytes[i + 2] = byte(yy + 1.772 * cb)
                }
                out.bytes[i + 3] = 255
            }
        }
        return out
    }

    // MARK: - Encoding

    private static let luminanceQuant: [Int] = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    private static let chrominanceQuant: [Int] = [17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99,
                                                   47, 66, 99, 99, 99, 99, 99, 99] + [Int](repeating: 99, count: 32)

    private static let dcLuminanceCounts = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
    private static let dcChrominanceCounts = [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]
    private static let dcSymbols: [UInt8] = Array(0...11)
    private static let acLuminanceCounts = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D]
    private static let acLuminanceSymbols: [UInt8] = [
        0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08,
        0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25, 0x26, 0x27, 0x28,
        0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59,
        0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
        0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6,
        0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2,
        0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ]
    private static let acChrominanceCounts = [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77]
    private static let acChrominanceSymbols: [UInt8] = [
        0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91,
        0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0, 0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26,
        0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58,
        0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
        0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4,
        0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA,
        0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ]

    /// Each symbol's code and length, from a table's counts and symbols.
    private static func codes(_ counts: [Int], _ symbols: [UInt8]) -> [Int: (code: Int, length: Int)] {
        var table: [Int: (Int, Int)] = [:]
        var code = 0, k = 0
        for length in 1...16 {
            for _ in 0..<counts[length - 1] {
                table[Int(symbols[k])] = (code, length)
                code += 1
                k += 1
            }
            code <<= 1
        }
        return table
    }

    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer = 0
        var count = 0
        mutating func write(_ value: Int, _ n: Int) {
            for i in stride(from: n - 1, through: 0, by: -1) {
                buffer = buffer << 1 | (value >> i & 1)
                count += 1
                if count == 8 {
                    bytes.append(UInt8(buffer))
                    if buffer == 0xFF { bytes.append(0) }
                    buffer = 0
                    count = 0
                }
            }
        }
        mutating func flush() {
            while count != 0 { write(1, 1) }
        }
    }

    /// A baseline JPEG file of `pixels` (composited over black: JPEG has no alpha) at `quality`
    /// (0…1; the Independent JPEG Group's scaling of the Annex K tables, 0.5 the tables as they are).
    static func encode(_ pixels: PixelBuffer, quality: CGFloat) -> Data {
        let q = max(1, min(100, Int((quality * 100).rounded())))
        let scale = q < 50 ? 5000 / q : 200 - 2 * q
        func scaled(_ table: [Int]) -> [Int] { table.map { max(1, min(255, ($0 * scale + 50) / 100)) } }
        let lq = scaled(luminanceQuant), cq = scaled(chrominanceQuant)
        let dcL = codes(dcLuminanceCounts, dcSymbols), dcC = codes(dcChrominanceCounts, dcSymbols)
        let acL = codes(acLuminanceCounts, acLuminanceSymbols), acC = codes(acChrominanceCounts, acChrominanceSymbols)
        var file: [UInt8] = [0xFF, 0xD8]
        func segment(_ marker: UInt8, _ body: [UInt8]) {
            file += [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        segment(0xDB, [0] + zigzag.map { UInt8(lq[$0]) } + [1] + zigzag.map { UInt8(cq[$0]) })
        let (w, h) = (pixels.width, pixels.height)
        segment(0xC0, [8, UInt8(h >> 8), UInt8(h & 0xFF), UInt8(w >> 8), UInt8(w & 0xFF), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1])
        segment(0xC4, [0x00] + dcLuminanceCounts.map(UInt8.init) + dcSymbols + [0x10] + acLuminanceCounts.map(UInt8.init) + acLuminanceSymbols
            + [0x01] + dcChrominanceCounts.map(UInt8.init) + dcSymbols + [0x11] + acChrominanceCounts.map(UInt8.init) + acChrominanceSymbols)
        segment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
        var writer = BitWriter()
        var predictions = [0, 0, 0]
        var block = [Float](repeating: 0, count: 64)
        for by in stride(from: 0, to: h, by: 8) {
            for bx in stride(from: 0, to: w, by: 8) {
                for c in 0..<3 {
                    for y in 0..<8 {
                        for x in 0..<8 {
                            let p = pixels.pixel(min(w - 1, bx + x), min(h - 1, by + y))
                            let (r, g, b) = (Float(p.r), Float(p.g), Float(p.b))
                            let value: Float
                            switch c {
                            case 0: value = 0.299 * r + 0.587 * g + 0.114 * b
                            case 1: value = -0.168736 * r - 0.331264 * g + 0.5 * b + 128
                            default: value = 0.5 * r - 0.418688 * g - 0.081312 * b + 128
                            }
                            block[y * 8 + x] = value - 128
                        }
                    }
                    let quantTable = c == 0 ? lq : cq
                    var coefficients = [Int](repeating: 0, count: 64)
                    for v in 0..<8 {
                        for u in 0..<8 {
                            var sum: Float = 0
                            for y in 0..<8 {
                                for x in 0..<8 { sum += block[y * 8 + x] * basis[u][x] * basis[v][y] }
                            }
                            coefficients[v * 8 + u] = Int((sum / Float(quantTable[v * 8 + u])).rounded())
                        }
                    }
                    encodeBlock(coefficients, prediction: &predictions[c], dc: c == 0 ? dcL : dcC, ac: c == 0 ? acL : acC, &writer)
                }
            }
        }
        writer.flush()
        file += writer.bytes
        file += [0xFF, 0xD9]
        return Data(file)
    }

    private static func encodeBlock(_ coefficients: [Int], prediction: inout Int, dc: [Int: (code: Int, length: Int)],
                                    ac: [Int: (code: Int, length: Int)], _ writer: inout BitWriter) {
        func magnitude(_ v: Int) -> (bits: Int, value: Int) {
            var n = 0, a = abs(v)
            while a > 0 { n += 1; a >>= 1 }
            return (n, v >= 0 ? v : v + (1 << n) - 1)
        }
        let diff = coefficients[0] - prediction
        prediction = coefficients[0]
        let (dcBits, dcValue) = magnitude(diff)
        let dcCode = dc[dcBits] ?? (0, 0)
        writer.write(dcCode.code, dcCode.length)
        writer.write(dcValue, dcBits)
        var run = 0
        for k in 1..<64 {
            let v = coefficients[zigzag[k]]
            if v == 0 { run += 1; continue }
            while run > 15 {
                let zrl = ac[0xF0] ?? (0, 0)
                writer.write(zrl.code, zrl.length)
                run -= 16
            }
            let (bits, value) = magnitude(v)
            let code = ac[run << 4 | bits] ?? (0, 0)
            writer.write(code.code, code.length)
            writer.write(value, bits)
            run = 0
        }
        if run > 0 {
            let eob = ac[0x00] ?? (0, 0)
            writer.write(eob.code, eob.length)
        }
    }
}
