import Foundation

/// JSON text built as UTF-8 bytes: a trace has hundreds of thousands of events, and appending to
/// a `String` piece by piece cost more than the bytes themselves (and appending to an array, a
/// tenth of a run's time in the array's checks). Meant to be built in one place and read once:
/// copies share their bytes.
struct JSONBytes {
    private let store: ByteStore

    init(capacity: Int) { store = ByteStore(capacity: capacity) }

    var count: Int { store.count }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(store.contents) }

    mutating func removeAll() { store.count = 0 }

    /// Text that needs no escaping (keys, punctuation).
    mutating func raw(_ text: StaticString) {
        store.append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Calls `body` with the bytes written so far.
    func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try body(UnsafeRawBufferPointer(store.contents))
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    mutating func string(_ text: String) {
        store.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for i in utf8.indices where utf8[i] < 0x20 || utf8[i] == 0x22 || utf8[i] == 0x5C {
                let byte = utf8[i]
                store.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[start..<i]))
                switch byte {
                case 0x22: store.append(0x5C); store.append(0x22)
                case 0x5C: store.append(0x5C); store.append(0x5C)
                case 0x0A: store.append(0x5C); store.append(0x6E)
                case 0x0D: store.append(0x5C); store.append(0x72)
                case 0x09: store.append(0x5C); store.append(0x74)
                default:
                    let hex: StaticString = "0123456789abcdef"
                    raw("\\u00")
                    store.append(hex.utf8Start[Int(byte >> 4)])
                    store.append(hex.utf8Start[Int(byte & 0xF)])
                }
                start = i + 1
            }
            store.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[start...]))
        }
        store.append(0x22)
    }

    /// An integer.
    mutating func integer(_ value: Int) {
        if value < 0 { store.append(0x2D) }
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
            store.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[start...]))
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
            if n < 0 { store.append(0x2D) }
            let magnitude = UInt(n.magnitude)
            digits(magnitude / 1000)
            let fraction = magnitude % 1000
            guard fraction > 0 else { return }
            // The three decimals, trailing zeros left out.
            store.append(0x2E)
            store.append(0x30 + UInt8(fraction / 100))
            if fraction % 100 != 0 { store.append(0x30 + UInt8(fraction / 10 % 10)) }
            if fraction % 10 != 0 { store.append(0x30 + UInt8(fraction % 10)) }
            return
        }
        var text = jsonNumber(value)
        text.withUTF8 { store.append(UnsafeRawBufferPointer($0)) }
    }

    /// A JSON object of string pairs (a trace event's arguments, its header's data), keys sorted.
    mutating func object(_ arguments: TraceArguments) {
        store.append(0x7B)
        for (i, pair) in arguments.sortedPairs.enumerated() {
            if i > 0 { store.append(0x2C) }
            string(pair.key)
            store.append(0x3A)
            string(pair.value)
        }
        store.append(0x7D)
    }

    /// The bytes as text.
    var text: String { String(decoding: store.contents, as: UTF8.self) }
}

/// Growable bytes: an append is a capacity check and a copy.
private final class ByteStore {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    var count = 0

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}

/// A trace event's arguments: a few string pairs, written with their keys sorted (a dictionary
/// cost a hash table a span, for two or three entries).
struct TraceArguments: ExpressibleByDictionaryLiteral {
    private var pairs: [(key: String, value: String)] = []

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
