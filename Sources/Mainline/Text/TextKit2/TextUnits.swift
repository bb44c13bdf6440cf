import Foundation

/// Words and sentences of a text, for selection navigation. swift-corelibs-foundation does not
/// enumerate by words or sentences, so they are found here: a word is a run of letters and
/// digits (an apostrophe or a period between two of them stays inside, as in "don't" and
/// "3.5"); a sentence ends after ".", "!" or "?" followed by a space, or at a line break.
enum TextUnits {
    /// `NSString.EnumerationOptions.byWords` (unavailable by name on Linux).
    static let words = NSString.EnumerationOptions(rawValue: 3)
    /// `NSString.EnumerationOptions.bySentences`.
    static let sentences = NSString.EnumerationOptions(rawValue: 4)

    /// Each substring of the unit in `options` with its enclosing range (what follows it up to
    /// the next one), in order.
    static func substrings(of string: NSString, options: NSString.EnumerationOptions) -> [(String, NSRange, NSRange)] {
        let unit = options.rawValue & 0xFF
        var found: [(String, NSRange, NSRange)] = []
        if unit == words.rawValue || unit == sentences.rawValue {
            let ranges = unit == words.rawValue ? wordRanges(string) : sentenceRanges(string)
            for (i, range) in ranges.enumerated() {
                let enclosingEnd = i + 1 < ranges.count ? ranges[i + 1].location : string.length
                let enclosingStart = i == 0 ? 0 : range.location
                found.append((string.substring(with: range), range, NSRange(location: enclosingStart, length: enclosingEnd - enclosingStart)))
            }
        } else {
            string.enumerateSubstrings(in: NSRange(location: 0, length: string.length), options: options.subtracting(.reverse)) { substring, range, enclosing, _ in
                found.append((substring ?? string.substring(with: range), range, enclosing))
            }
        }
        return found
    }

    private static func isWordCharacter(_ unit: unichar) -> Bool {
        if unit >= 0xD800 && unit <= 0xDFFF { return true }  // a surrogate: a letter outside the basic plane
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return CharacterSet.alphanumerics.contains(scalar) || unit == 0x5F
    }

    /// The words' ranges.
    static func wordRanges(_ string: NSString) -> [NSRange] {
        var ranges: [NSRange] = []
        var i = 0
        let length = string.length
        while i < length {
            guard isWordCharacter(string.character(at: i)) else { i += 1; continue }
            let start = i
            while i < length {
                let c = string.character(at: i)
                if isWordCharacter(c) { i += 1; continue }
                // "don't", "3.5": an apostrophe or period between word characters stays in.
                if (c == 0x27 || c == 0x2019 || c == 0x2E), i + 1 < length, isWordCharacter(string.character(at: i + 1)) { i += 1; continue }
                break
            }
            ranges.append(NSRange(location: start, length: i - start))
        }
        return ranges
    }

    /// The sentences' ranges (without the spaces after them).
    static func sentenceRanges(_ string: NSString) -> [NSRange] {
        var ranges: [NSRange] = []
        let length = string.length
        var i = 0
        while i < length {
            while i < length, isSpace(string.character(at: i)) { i += 1 }
            guard i < length else { break }
            let start = i
            while i < length {
                let c = string.character(at: i)
                if c == 10 || c == 13 || c == 0x2029 { break }
                i += 1
                if c == 0x2E || c == 0x21 || c == 0x3F {
                    while i < length, [0x2E, 0x21, 0x3F, 0x22, 0x27, 0x29, 0x201D].contains(string.character(at: i)) { i += 1 }
                    if i == length || isSpace(string.character(at: i)) { break }
                }
            }
            var end = i
            while end > start, isSpace(string.character(at: end - 1)) { end -= 1 }
            if end > start { ranges.append(NSRange(location: start, length: end - start)) }
        }
        return ranges
    }

    private static func isSpace(_ c: unichar) -> Bool {
        c == 32 || c == 9 || c == 10 || c == 13 || c == 0xA0 || c == 0x2029 || c == 0x2028
    }
}
