import Foundation

/// A font: a point size and a deterministic text-measurement model (no font files are read).
///
/// Advance widths are fractions of the point size by character class — narrow punctuation
/// 0.3, space 0.28, digits 0.55, lower case 0.5, upper case 0.62, wide letters (m, w, M, W)
/// 0.82, other scripts 1.0 — so the same string always measures the same on every machine.
/// Line height is 1.2 × the point size; the ascender 0.8 × and descender 0.2 ×.
///
/// Weights from semibold up measure as bold. No font files exist: `UIFont(name:size:)` gives a
/// font of that name for any name, measured by the same model.
public struct UIFont: Hashable, Sendable {
    public let pointSize: CGFloat
    public let isBold: Bool
    /// The PostScript-style name (`.SFUI-Regular` for the system font).
    public let fontName: String
    public let weight: Weight
    /// The text style of a `preferredFont(forTextStyle:)` font (Dynamic Type rescales it).
    public let textStyle: TextStyle?
    /// How much wider than the standard width its characters are (a condensed or expanded
    /// system font's; 1 for others).
    let widthScale: CGFloat

    public init(pointSize: CGFloat, bold: Bool = false) {
        self.init(pointSize: pointSize, weight: bold ? .bold : .regular)
    }

    init(pointSize: CGFloat, weight: Weight, name: String? = nil, textStyle: TextStyle? = nil, widthScale: CGFloat = 1) {
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 17
        self.weight = weight
        self.isBold = weight.rawValue >= Weight.semibold.rawValue
        self.fontName = name ?? (weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Semibold" : ".SFUI-Regular")
        self.textStyle = textStyle
        self.widthScale = widthScale
    }

    /// A named font: any name gives a font, measured as the system font of that size.
    public init?(name fontName: String, size fontSize: CGFloat) {
        let bold = fontName.localizedCaseInsensitiveContains("bold") || fontName.localizedCaseInsensitiveContains("heavy")
        self.init(pointSize: fontSize, weight: bold ? .bold : .regular, name: fontName)
    }

    /// The font's family: the system font's, the family Mainline lists it in, else its name up
    /// to the first "-".
    public var familyName: String {
        if fontName.hasPrefix(".SFUI") { return ".AppleSystemUIFont" }
        return Self.family(ofFontNamed: fontName) ?? fontName.split(separator: "-").first.map(String.init) ?? fontName
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .regular) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .regular, name: ".SFUI-Italic") }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight, name: ".SFMono") }
    /// The system font size UIKit uses for most text (17 points).
    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight, name: fontName, textStyle: nil, widthScale: widthScale) }

    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
    public var ascender: CGFloat { pointSize * 0.8 }
    public var descender: CGFloat { -pointSize * 0.2 }

    /// The advance width of a character.
    func advance(_ c: Character) -> CGFloat {
        pointSize * Self.factor(c) * (isBold ? 1.06 : 1) * widthScale
    }

    private static func factor(_ c: Character) -> CGFloat {
        let factor: CGFloat
        switch c {
        case " ": factor = 0.28
        case ".", ",", ":", ";", "'", "!", "|", "i", "l", "j", "I": factor = 0.3
        case "m", "w", "M", "W": factor = 0.82
        case "0"..."9": factor = 0.55
        case "a"..."z": factor = 0.5
        case "A"..."Z": factor = 0.62
        default: factor = c.isASCII ? 0.45 : 1.0
        }
        return factor
    }

    /// `factor` of each ASCII character.
    private static let asciiFactors: [CGFloat] = (0..<128).map { factor(Character(Unicode.Scalar(UInt8($0)))) }

    /// The width of a single line of text.
    public func width(of text: Substring) -> CGFloat {
        var sum: CGFloat = 0
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for b in bytes {
                guard b < 128, b != 13 else { return false }  // "\r\n" is one character
                sum += Self.asciiFactors[Int(b)]
            }
            return true
        } ?? false
        if !ascii {
            sum = 0
            for c in text { sum += Self.factor(c) }
        }
        return pointSize * sum * (isBold ? 1.06 : 1) * widthScale
    }

    /// Lines of `text` wrapped at word boundaries to `maxWidth` (no limit when 0 or less), as
    /// `NSLineBreakMode.byWordWrapping` wraps: a word that does not fit goes to the next line,
    /// and a word wider than a whole line is broken between characters ("Wrapping occurs at
    /// word boundaries, unless the word itself doesn't fit on a single line"). Explicit
    /// newlines break lines.
    public func wrap(_ text: String, maxWidth: CGFloat) -> [Substring] {
        wrapASCII(text, maxWidth: maxWidth) ?? wrapCharacters(text, maxWidth: maxWidth)
    }

    /// `wrap`, character by character (any text).
    func wrapCharacters(_ text: String, maxWidth: CGFloat) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard maxWidth > 0 else {
                lines.append(paragraph)
                continue
            }
            var lineStart = paragraph.startIndex
            var lineEnd = paragraph.startIndex
            var width: CGFloat = 0
            var i = paragraph.startIndex
            while i < paragraph.endIndex {
                // Next word (with its leading spaces).
                var j = i
                while j < paragraph.endIndex && paragraph[j] == " " { j = paragraph.index(after: j) }
                while j < paragraph.endIndex && paragraph[j] != " " { j = paragraph.index(after: j) }
                let word = paragraph[i..<j]
                let w = self.width(of: word)
                if width + w > maxWidth && lineEnd > lineStart {
                    lines.append(paragraph[lineStart..<lineEnd])
                    // Drop the spaces that started the word.
                    var k = i
                    while k < j && paragraph[k] == " " { k = paragraph.index(after: k) }
                    lineStart = k
                    width = self.width(of: paragraph[k..<j])
                } else {
                    width += w
                }
                lineEnd = j
                if width > maxWidth {
                    // The word alone is wider than a line: break it between characters (at
                    // least one character a line), keeping the rest as the line so far.
                    var sum: CGFloat = 0
                    var k = lineStart
                    var start = lineStart
                    while k < j {
                        let f = Self.factor(paragraph[k])
                        if pointSize * (sum + f) * (isBold ? 1.06 : 1) > maxWidth && k > start {
                            lines.append(paragraph[start..<k])
                            start = k
                            sum = 0
                        }
                        sum += f
                        k = paragraph.index(after: k)
                    }
                    lineStart = start
                    width = self.width(of: paragraph[start..<j])
                }
                i = j
            }
            lines.append(paragraph[lineStart..<lineEnd])
        }
        return lines
    }

    /// `wrap` for text of ASCII characters other than carriage returns (each character one
    /// byte): the same lines, found in the bytes instead of by walking characters. Nil for
    /// other text.
    func wrapASCII(_ text: String, maxWidth: CGFloat) -> [Substring]? {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable { bytes -> [Substring]? in
            for b in bytes where b >= 128 || b == 13 { return nil }
            let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
            let scale: CGFloat = (isBold ? 1.06 : 1) * widthScale
            func width(_ range: Range<Int>) -> CGFloat {
                var sum: CGFloat = 0
                for i in range { sum += Self.asciiFactors[Int(bytes[i])] }
                return pointSize * sum * scale
            }
            func line(_ range: Range<Int>) -> Substring {
                text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
            }
            var lines: [Substring] = []
            var start = 0
            while true {
                var end = start
                while end < bytes.count && bytes[end] != newline { end += 1 }
                if maxWidth > 0 {
                    var lineStart = start, lineEnd = start, lineWidth: CGFloat = 0, i = start
                    while i < end {
                        // The next word, with its leading spaces.
                        var j = i
                        while j < end && bytes[j] == space { j += 1 }
                        let wordStart = j
                        while j < end && bytes[j] != space { j += 1 }
                        let w = width(i..<j)
                        if lineWidth + w > maxWidth && lineEnd > lineStart {
                            lines.append(line(lineStart..<lineEnd))
                            lineStart = wordStart
                            lineWidth = width(wordStart..<j)
                        } else {
                            lineWidth += w
                        }
                        lineEnd = j
                        if lineWidth > maxWidth {
                            // A word wider than a line, broken between characters.
                            var sum: CGFloat = 0, start = lineStart
                            for k in lineStart..<j {
                                let f = Self.asciiFactors[Int(bytes[k])]
                                if pointSize * (sum + f) * scale > maxWidth && k > start {
                                    lines.append(line(start..<k))
                                    start = k
                                    sum = 0
                                }
                                sum += f
                            }
                            lineStart = start
                            lineWidth = width(start..<j)
                        }
                        i = j
                    }
                    lines.append(line(lineStart..<lineEnd))
                } else {
                    lines.append(line(start..<end))
                }
                guard end < bytes.count else { break }
                start = end + 1
            }
            return lines
        } ?? nil
    }
}
