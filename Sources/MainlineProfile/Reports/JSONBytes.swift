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
        var text = String(value)
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A number as `jsonNumber` writes it.
    mutating func number(_ value: Double) {
        var text = jsonNumber(value)
        text.withUTF8 { bytes.append(contentsOf: $0) }
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
