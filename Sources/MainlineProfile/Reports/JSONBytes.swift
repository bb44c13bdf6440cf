import Foundation

/// JSON text built as UTF-8 bytes: a trace has hundreds of thousands of events, and appending to
/// a `String` piece by piece cost more than the bytes themselves.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var count: Int { bytes.count }

    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Text that needs no escaping (keys, punctuation).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    mutating func string(_ text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                switch byte {
                case 0x22: bytes += [0x5C, 0x22]
                case 0x5C: bytes += [0x5C, 0x5C]
                case 0x0A: bytes += [0x5C, 0x6E]
                case 0x0D: bytes += [0x5C, 0x72]
                case 0x09: bytes += [0x5C, 0x74]
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                }
                start = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(0x22)
    }

    /// An integer.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(0x2D) }
        digits(value.magnitude)
    }

    /// The decimal digits of `value`.
    private mutating func digits(_ value: UInt) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var rest = value, start = 20
            repeat {
                start -= 1
                buffer[start] = 0x30 + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// A number as `jsonNumber` writes it. Numbers of whole thousandths (times in microseconds
    /// from whole nanoseconds: nearly all of a trace's) are written digit by digit: their
    /// shortest round-trip form is their decimal one, as long as a thousandth is wider than
    /// the gaps between doubles (below 10^12).
    mutating func number(_ value: Double) {
        let thousandths = (value * 1000).rounded()
        if abs(thousandths) < 1e15, Double(Int64(thousandths)) / 1000 == value {
            let n = Int64(thousandths)
            if n < 0 { bytes.append(0x2D) }
            let magnitude = UInt(n.magnitude)
            digits(magnitude / 1000)
            var fraction = magnitude % 1000
            guard fraction > 0 else { return }
            bytes.append(0x2E)
            var width = 3
            while fraction % 10 == 0 { fraction /= 10; width -= 1 }
            let digitCount = fraction >= 100 ? 3 : fraction >= 10 ? 2 : 1
            for _ in 0..<(width - digitCount) { bytes.append(0x30) }
            digits(fraction)
            return
        }
        var text = jsonNumber(value)
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A JSON object of a trace event's arguments, keys sorted.
    mutating func object(_ arguments: TraceArguments) {
        bytes.append(0x7B)
        for (i, pair) in arguments.sortedPairs.enumerated() {
            if i > 0 { bytes.append(0x2C) }
            string(pair.key)
            bytes.append(0x3A)
            string(pair.value)
        }
        bytes.append(0x7D)
    }

    /// A JSON object of strings, keys sorted.
    mutating func object(_ object: [String: String]) {
        bytes.append(0x7B)
        if object.count == 1, let (key, value) = object.first {
            string(key)
            bytes.append(0x3A)
            string(value)
        } else {
            for (i, key) in object.keys.sorted().enumerated() {
                if i > 0 { bytes.append(0x2C) }
                string(key)
                bytes.append(0x3A)
                string(object[key]!)
            }
        }
        bytes.append(0x7D)
    }

    /// The bytes as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A trace event's arguments: a few string pairs, written with their keys sorted (a dictionary
/// cost a hash table a span, for two or three entries).
struct TraceArguments: ExpressibleByDictionaryLiteral {
    private(set) var pairs: [(key: String, value: String)] = []

    init(dictionaryLiteral elements: (String, String)...) {
        for (key, value) in elements { self[key] = value }
    }

    var isEmpty: Bool { pairs.isEmpty }

    subscript(key: String) -> String? {
        get { pairs.first { $0.key == key }?.value }
        set {
            if let index = pairs.firstIndex(where: { $0.key == key }) {
                if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
        }
    }

    var sortedPairs: [(key: String, value: String)] {
        pairs.count < 2 ? pairs : pairs.sorted { $0.key < $1.key }
    }
}
