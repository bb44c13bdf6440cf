import Foundation
@testable import MainlineProfile
import Testing

/// Reports' two-decimal numbers, written without `String(format:)` where that is safe, and the
/// trace's JSON written as bytes.
@Suite struct ReportTextTests {
    @Test("JSON strings as bytes: escaped as JSON requires, and read back the same")
    func jsonBytes() throws {
        let cases: [(text: String, json: String)] = [
            ("plain", #""plain""#), ("", #""""#), ("quote \" and \\ backslash", #""quote \" and \\ backslash""#),
            ("line\nbreak\ttab\rreturn", #""line\nbreak\ttab\rreturn""#), ("bell \u{07} nul \u{00}", #""bell \u0007 nul \u0000""#),
            ("naïve — ✓ 🚀", "\"naïve — ✓ 🚀\""), ("FeedCell:0x1e at FeedViewController.swift:95", #""FeedCell:0x1e at FeedViewController.swift:95""#),
        ]
        for (text, json) in cases {
            var bytes = JSONBytes(capacity: 16)
            bytes.string(text)
            #expect(bytes.text == json)
            let decoded = try JSONSerialization.jsonObject(with: Data(bytes.bytes), options: .fragmentsAllowed) as? String
            #expect(decoded == text)
        }
        var object = JSONBytes(capacity: 64)
        object.object(["b": "2", "a": "1\n"])
        #expect(object.text == "{\"a\":\"1\\n\",\"b\":\"2\"}")
        var numbers = JSONBytes(capacity: 16)
        numbers.number(1250); numbers.raw(","); numbers.number(0.5); numbers.raw(","); numbers.integer(-3)
        #expect(numbers.text == "1250,0.5,-3")
    }

    @Test("numbers written digit by digit are Swift's shortest round-trip form, as jsonNumber writes them")
    func numbersAsJSONNumber() {
        var values: [Double] = [0, -0.0, 0.001, 0.01, 0.1, 0.5, 1, 12.5, 100.05, 33333.333, 999_999_999.999, 1e11 + 0.001,
                                1e12, 1e12 + 0.5, 1e15, 1e16, 0.0001, 1e-7, -2.25, .nan, .infinity, -.infinity]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 { seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return seed >> 11 }
        for _ in 0..<50_000 {
            // Microseconds of whole nanoseconds (a trace's timestamps), differences of two (its
            // durations: not always whole thousandths), and arbitrary doubles.
            let start = Int64(next() % 4_000_000_000_000), end = start + Int64(next() % 50_000_000)
            values.append(Double(start) / 1000)
            values.append(Double(end) / 1000 - Double(start) / 1000)
            values.append(Double(bitPattern: next() << 11 | next() & 0x7FF))
            values.append(-Double(next() % 1_000_000) / 1000)
        }
        for value in values {
            var bytes = JSONBytes(capacity: 32)
            bytes.number(value)
            #expect(bytes.text == jsonNumber(value), "\(value)")
        }
    }

    @Test("two decimals are printf's digits, ties and all")
    func sameAsPrintf() {
        var values: [Double] = [0, 0.001, 0.005, 0.015, 0.125, 0.375, 0.625, 1.005, 2.675, 7.01, 8.333333, 99.995, 0.995,
                                9.995, 1e12, 123_456.785, 1e14 + 0.5, 1e16, -0.001, -3.14159, .nan, .infinity, -.infinity]
        // Milliseconds from whole nanoseconds and from eighths (exact binary ties), and thousandths ending in 5.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return seed >> 11 }
        for _ in 0..<20_000 {
            values.append(Double(next() % 100_000_000) / 1e6)
            values.append(Double(next() % 1_000_000) / 8)
            values.append(Double(next() % 100_000) / 1000 + 0.005)
        }
        var mismatches: [String] = []
        for value in values where fixedTwoDecimals(value) != String(format: "%.2f", value) {
            mismatches.append("\(value): \(fixedTwoDecimals(value)) vs \(String(format: "%.2f", value))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(fixedTwoDecimals(7.014) == "7.01" && fixedTwoDecimals(0.125) == "0.12" && fixedTwoDecimals(0.375) == "0.38")
    }
}
