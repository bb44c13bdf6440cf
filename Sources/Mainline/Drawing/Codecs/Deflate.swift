import Foundation

/// DEFLATE (RFC 1951) in a zlib wrapper (RFC 1950), as PNG stores its pixels: a complete
/// decoder (stored, fixed and dynamic Huffman blocks) and an encoder of greedy LZ77 matches in
/// fixed-Huffman blocks.
enum Deflate {
    // MARK: - Decoding

    private struct BitReader {
        let bytes: [UInt8]
        var position = 0
        var bitBuffer: UInt32 = 0
        var bitCount = 0

        init(_ bytes: [UInt8], start: Int) {
            self.bytes = bytes
            position = start
        }

        mutating func bits(_ n: Int) -> Int? {
            while bitCount < n {
                guard position < bytes.count else { return nil }
                bitBuffer |= UInt32(bytes[position]) << UInt32(bitCount)
                position += 1
                bitCount += 8
            }
            let value = Int(bitBuffer & ((1 << UInt32(n)) - 1))
            bitBuffer >>= UInt32(n)
            bitCount -= n
            return value
        }

        mutating func alignToByte() {
            bitBuffer = 0
            bitCount = 0
        }
    }

    /// A canonical Huffman code: symbols by code length, counts per length.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init?(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for i in 1..<16 { offsets[i] = offsets[i - 1] + counts[i - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) -> Int? {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                guard let bit = reader.bits(1) else { return nil }
                code |= bit
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            return nil
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The bytes a zlib stream holds (nil when it is malformed).
    static func inflateZlib(_ data: [UInt8]) -> [UInt8]? {
        guard data.count >= 2, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0 else { return nil }
        return inflate(data, start: 2)
    }

    /// The bytes a raw DEFLATE stream starting at `start` holds.
    static func inflate(_ data: [UInt8], start: Int) -> [UInt8]? {
        var reader = BitReader(data, start: start)
        var out: [UInt8] = []
        out.reserveCapacity(data.count * 4)
        var final = 0
        repeat {
            guard let last = reader.bits(1), let type = reader.bits(2) else { return nil }
            final = last
            switch type {
            case 0:
                reader.alignToByte()
                let p = reader.position
                guard p + 4 <= data.count else { return nil }
                let length = Int(data[p]) | Int(data[p + 1]) << 8
                guard p + 4 + length <= data.count else { return nil }
                out.append(contentsOf: data[(p + 4)..<(p + 4 + length)])
                reader.position = p + 4 + length
            case 1:
                var lengths = [Int](repeating: 8, count: 288)
                for i in 144..<256 { lengths[i] = 9 }
                for i in 256..<280 { lengths[i] = 7 }
                guard let literals = Huffman(lengths: lengths), let distances = Huffman(lengths: [Int](repeating: 5, count: 30)),
                      inflateBlock(&reader, literals, distances, into: &out) else { return nil }
            case 2:
                guard let hlit = reader.bits(5), let hdist = reader.bits(5), let hclen = reader.bits(4) else { return nil }
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for i in 0..<(hclen + 4) {
                    guard let length = reader.bits(3) else { return nil }
                    codeLengths[order[i]] = length
                }
                guard let lengthCode = Huffman(lengths: codeLengths) else { return nil }
                var lengths: [Int] = []
                let total = hlit + 257 + hdist + 1
                while lengths.count < total {
                    guard let symbol = lengthCode.decode(&reader) else { return nil }
                    switch symbol {
                    case 0...15: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last, let repeatCount = reader.bits(2) else { return nil }
                        lengths += [Int](repeating: previous, count: 3 + repeatCount)
                    case 17:
                        guard let repeatCount = reader.bits(3) else { return nil }
                        lengths += [Int](repeating: 0, count: 3 + repeatCount)
                    default:
                        guard let repeatCount = reader.bits(7) else { return nil }
                        lengths += [Int](repeating: 0, count: 11 + repeatCount)
                    }
                }
                guard lengths.count == total,
                      let literals = Huffman(lengths: Array(lengths[0..<(hlit + 257)])),
                      let distances = Huffman(lengths: Array(lengths[(hlit + 257)...])),
                      inflateBlock(&reader, literals, distances, into: &out) else { return nil }
            default:
                return nil
            }
        } while final == 0
        return out
    }

    private static func inflateBlock(_ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into out: inout [UInt8]) -> Bool {
        while true {
            guard let symbol = literals.decode(&reader) else { return false }
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return true
            } else {
                let index = symbol - 257
                guard index < lengthBase.count, let extra = reader.bits(lengthExtra[index]),
                      let distanceSymbol = distances.decode(&reader), distanceSymbol < distanceBase.count,
                      let distanceBits = reader.bits(distanceExtra[distanceSymbol]) else { return false }
                let length = lengthBase[index] + extra
                let distance = distanceBase[distanceSymbol] + distanceBits
                guard distance <= out.count else { return false }
                let start = out.count - distance
                for i in 0..<length { out.append(out[start + i]) }
            }
        }
    }

    // MARK: - Encoding

    private struct BitWriter {
        var bytes: [UInt8] = []
        var bitBuffer: UInt32 = 0
        var bitCount = 0

        /// Writes `count` bits of `value`, least significant first.
        mutating func write(_ value: Int, _ count: Int) {
            bitBuffer |= UInt32(value) << UInt32(bitCount)
            bitCount += count
            while bitCount >= 8 {
                bytes.append(UInt8(bitBuffer & 0xFF))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }

        /// Writes a Huffman code, most significant bit first.
        mutating func writeCode(_ code: Int, _ length: Int) {
            var reversed = 0
            for i in 0..<length { reversed |= ((code >> i) & 1) << (length - 1 - i) }
            write(reversed, length)
        }

        mutating func flush() {
            if bitCount > 0 { bytes.append(UInt8(bitBuffer & 0xFF)) }
            bitBuffer = 0
            bitCount = 0
        }
    }

    /// The fixed literal/length code of `symbol`: its code and length.
    private static func fixedCode(_ symbol: Int) -> (Int, Int) {
        switch symbol {
        case 0...143: return (0x30 + symbol, 8)
        case 144...255: return (0x190 + symbol - 144, 9)
        case 256...279: return (symbol - 256, 7)
        default: return (0xC0 + symbol - 280, 8)
        }
    }

    /// `data` in a zlib stream: one fixed-Huffman block of greedy LZ77 matches (hash chains of
    /// three-byte prefixes over a 32 KiB window), then the Adler-32 checksum.
    static func deflateZlib(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        writer.write(1, 1)
        writer.write(1, 2)
        let n = data.count
        let hashSize = 1 << 15
        var head = [Int](repeating: -1, count: hashSize)
        var previous = [Int](repeating: -1, count: n)
        func hash(_ i: Int) -> Int { (Int(data[i]) << 10 ^ Int(data[i + 1]) << 5 ^ Int(data[i + 2])) & (hashSize - 1) }
        func insert(_ i: Int) {
            guard i + 2 < n else { return }
            let h = hash(i)
            previous[i] = head[h]
            head[h] = i
        }
        var i = 0
        while i < n {
            var bestLength = 0, bestDistance = 0
            if i + 2 < n {
                var candidate = head[hash(i)]
                var chain = 0
                while candidate >= 0, i - candidate <= 32_768, chain < 64 {
                    var length = 0
                    while length < 258, i + length < n, data[candidate + length] == data[i + length] { length += 1 }
                    if length > bestLength {
                        bestLength = length
                        bestDistance = i - candidate
                        if length == 258 { break }
                    }
                    candidate = previous[candidate]
                    chain += 1
                }
            }
            if bestLength >= 3 {
                writeMatch(length: bestLength, distance: bestDistance, &writer)
                for k in 0..<bestLength { insert(i + k) }
                i += bestLength
            } else {
                let (code, length) = fixedCode(Int(data[i]))
                writer.writeCode(code, length)
                insert(i)
                i += 1
            }
        }
        let (endCode, endLength) = fixedCode(256)
        writer.writeCode(endCode, endLength)
        writer.flush()
        let adler = adler32(data)
        writer.bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return writer.bytes
    }

    private static func writeMatch(length: Int, distance: Int, _ writer: inout BitWriter) {
        var index = lengthBase.count - 1
        while lengthBase[index] > length { index -= 1 }
        let (code, codeLength) = fixedCode(257 + index)
        writer.writeCode(code, codeLength)
        writer.write(length - lengthBase[index], lengthExtra[index])
        var d = distanceBase.count - 1
        while distanceBase[d] > distance { d -= 1 }
        writer.writeCode(d, 5)
        writer.write(distance - distanceBase[d], distanceExtra[d])
    }

    /// The Adler-32 checksum (RFC 1950).
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < data.count {
            let end = min(data.count, i + 5552)
            while i < end {
                a += UInt32(data[i])
                b += a
                i += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG's chunks carry).
    static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
