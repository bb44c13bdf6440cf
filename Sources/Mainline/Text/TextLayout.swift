import Foundation

/// Lines of text as a text container lays them out for a width, a line limit and a line break
/// mode, with the deterministic font model of `UIFont`.
///
/// The modes behave as `NSLineBreakMode` documents them: `.byWordWrapping` wraps at word
/// boundaries (breaking a word wider than a line between characters), `.byCharWrapping` at any
/// character; `.byClipping` and the truncating modes wrap by words over several lines, and
/// on the last line that can be shown (a single-line label's only line) the text that does not
/// fit is clipped or replaced by an ellipsis at the head, middle or tail.
enum TextLayout {
    /// The ellipsis a truncated line shows.
    static let ellipsis = "\u{2026}"

    /// The lines shown for `text` in `font` at `width` (0 or less: no wrapping), at most
    /// `maximumLines` (0: any number).
    static func lines(_ text: String, font: UIFont, width: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode) -> [String] {
        guard !text.isEmpty else { return [] }
        let truncating = lineBreakMode == .byTruncatingHead || lineBreakMode == .byTruncatingMiddle || lineBreakMode == .byTruncatingTail
        if maximumLines == 1 && (truncating || lineBreakMode == .byClipping) {
            // One line, not wrapped: the text's paragraphs run on, and what does not fit is cut.
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
            guard truncating, width > 0 else { return [line] }
            return [truncate(line, font: font, width: width, mode: lineBreakMode)]
        }
        let wrapped = lineBreakMode == .byCharWrapping ? wrapByCharacters(text, font: font, maxWidth: width)
            : font.wrap(text, maxWidth: width)
        guard maximumLines > 0, wrapped.count > maximumLines else {
            return wrapped.map { String($0) }
        }
        var shown = wrapped.prefix(maximumLines).map { String($0) }
        if truncating, width > 0 {
            // The last line shown carries the rest of the text, truncated.
            let rest = text[wrapped[maximumLines - 1].startIndex...]
            let line = rest.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
            shown[maximumLines - 1] = truncate(line, font: font, width: width, mode: lineBreakMode, force: true)
        }
        return shown
    }

    /// `text` wrapped between any two characters to `maxWidth` (`.byCharWrapping`); spaces
    /// where a line breaks are dropped. Explicit newlines break lines.
    static func wrapByCharacters(_ text: String, font: UIFont, maxWidth: CGFloat) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard maxWidth > 0 else {
                lines.append(paragraph)
                continue
            }
            var start = paragraph.startIndex
            var width: CGFloat = 0
            var i = paragraph.startIndex
            while i < paragraph.endIndex {
                let advance = font.advance(paragraph[i])
                if width + advance > maxWidth && i > start {
                    lines.append(paragraph[start..<i])
                    while i < paragraph.endIndex && paragraph[i] == " " { i = paragraph.index(after: i) }
                    start = i
                    width = 0
                    continue
                }
                width += advance
                i = paragraph.index(after: i)
            }
            lines.append(paragraph[start..<paragraph.endIndex])
        }
        return lines
    }

    /// `line` cut to `width` with an ellipsis where `mode` says (at the head, in the middle, at
    /// the tail); a line that fits is returned whole unless `force` (more text follows it).
    static func truncate(_ line: String, font: UIFont, width: CGFloat, mode: NSLineBreakMode, force: Bool = false) -> String {
        guard force || font.width(of: line[...]) > width else { return line }
        let characters = Array(line)
        let room = width - font.width(of: ellipsis[...])
        guard room > 0 else { return "" }
        var head = 0, tail = 0, used: CGFloat = 0
        switch mode {
        case .byTruncatingHead:
            while tail < characters.count, used + font.advance(characters[characters.count - 1 - tail]) <= room {
                used += font.advance(characters[characters.count - 1 - tail]); tail += 1
            }
        case .byTruncatingMiddle:
            var takeHead = true
            while head + tail < characters.count {
                let next = takeHead ? characters[head] : characters[characters.count - 1 - tail]
                guard used + font.advance(next) <= room else { break }
                used += font.advance(next)
                if takeHead { head += 1 } else { tail += 1 }
                takeHead.toggle()
            }
        default:
            while head < characters.count, used + font.advance(characters[head]) <= room {
                used += font.advance(characters[head]); head += 1
            }
            if force && head == characters.count {
                // The whole line fits, but text follows it: the ellipsis ends it.
                return line.trimmingCharacters(in: .whitespaces) + ellipsis
            }
        }
        let start = String(characters[0..<head]).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        let end = String(characters[(characters.count - tail)...]).replacingOccurrences(of: "^ +", with: "", options: .regularExpression)
        return start + ellipsis + end
    }

    /// The size of `lines` in `font` (widest line by line height, plus `lineSpacing` between
    /// lines), rounded up.
    static func size(of lines: [String], font: UIFont, lineSpacing: CGFloat = 0) -> CGSize {
        guard !lines.isEmpty else { return .zero }
        let widest = lines.map { font.width(of: $0[...]) }.max() ?? 0
        let height = CGFloat(lines.count) * font.lineHeight + CGFloat(lines.count - 1) * lineSpacing
        return CGSize(width: widest.rounded(.up), height: height.rounded(.up))
    }
}
