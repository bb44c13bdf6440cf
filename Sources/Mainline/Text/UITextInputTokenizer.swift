import Foundation

/// A unit of text: what a tokenizer finds boundaries of.
public enum UITextGranularity: Int, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}

/// A direction in text: a storage direction (`UITextStorageDirection`) or a layout direction
/// (`UITextLayoutDirection`) by raw value, as in UIKit.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The storage direction `direction`.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// The layout direction `direction`.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Whether the direction goes forward through the text (forward, right, down).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// Finds the boundaries of characters, words, sentences, paragraphs, lines and the document in
/// a text input's text.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit holding `position` (in `direction` from it at a boundary).
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of the unit, in `direction` (the unit's end going
    /// forward, its start going backward).
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    /// The next boundary of the unit from `position` in `direction`.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit (or at its edge, in `direction`).
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// UIKit's tokenizer for a text input: units from the input's text (words and sentences as
/// TextKit 2's navigation finds them, lines from the input's layout when it has one).
@preconcurrency @MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
    private weak var storedInput: (UIResponder & UITextInput)?

    /// A tokenizer of `textInput`'s text.
    public init(textInput: UIResponder & UITextInput) {
        UIEntry.check("-[UITextInputStringTokenizer initWithTextInput:]")
        storedInput = textInput
    }

    /// The input's text and `position`'s offset in it.
    private func locate(_ position: UITextPosition) -> (NSString, Int)? {
        guard let input = storedInput, let range = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
              let text = input.text(in: range) else { return nil }
        let offset = input.offset(from: input.beginningOfDocument, to: position)
        let ns = text as NSString
        return offset >= 0 && offset <= ns.length ? (ns, offset) : nil
    }

    /// The units of `granularity` in `text`, in order.
    private func units(_ granularity: UITextGranularity, in text: NSString) -> [NSRange] {
        switch granularity {
        case .character:
            var ranges: [NSRange] = []
            var i = 0
            while i < text.length { let r = text.rangeOfComposedCharacterSequence(at: i); ranges.append(r); i = NSMaxRange(r) }
            return ranges
        case .word: return TextUnits.wordRanges(text)
        case .sentence: return TextUnits.sentenceRanges(text)
        case .paragraph, .line:
            // Paragraphs without their line breaks; lines from the input's caret geometry when
            // it lays text out on several lines, else paragraphs.
            var ranges: [NSRange] = []
            var start = 0
            repeat {
                var end = 0, contentsEnd = 0
                text.getParagraphStart(nil, end: &end, contentsEnd: &contentsEnd, for: NSRange(location: start, length: 0))
                ranges.append(NSRange(location: start, length: contentsEnd - start))
                start = end
            } while start < text.length
            return granularity == .line ? lines(splitting: ranges, text) : ranges
        case .document:
            return [NSRange(location: 0, length: text.length)]
        }
    }

    /// Paragraphs split where the input's caret moves down a line.
    private func lines(splitting paragraphs: [NSRange], _ text: NSString) -> [NSRange] {
        guard let input = storedInput else { return paragraphs }
        var lines: [NSRange] = []
        for paragraph in paragraphs {
            var lineStart = paragraph.location
            var lastY: CGFloat?
            var i = paragraph.location
            while i < NSMaxRange(paragraph) {
                guard let position = input.position(from: input.beginningOfDocument, offset: i) else { break }
                let top = input.caretRect(for: position).minY
                if let lastY, top > lastY + 0.5, i > lineStart {
                    lines.append(NSRange(location: lineStart, length: i - lineStart))
                    lineStart = i
                }
                lastY = top.isFinite ? top : lastY
                i = NSMaxRange(text.rangeOfComposedCharacterSequence(at: i))
            }
            lines.append(NSRange(location: lineStart, length: NSMaxRange(paragraph) - lineStart))
        }
        return lines
    }

    /// The input's own position `offset` characters into its text.
    private func position(_ offset: Int) -> UITextPosition? {
        storedInput.flatMap { $0.position(from: $0.beginningOfDocument, offset: offset) }
    }

    private func range(_ r: NSRange) -> UITextRange? {
        guard let start = position(r.location), let end = position(NSMaxRange(r)) else { return nil }
        return storedInput?.textRange(from: start, to: end)
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        let entry = UIEntry("-[UITextInputStringTokenizer rangeEnclosingPosition:withGranularity:inDirection:]", self); defer { entry.end() }
        guard let (text, offset) = locate(position) else { return nil }
        let all = units(granularity, in: text)
        let hit = direction.isForward
            ? all.first { offset >= $0.location && offset < NSMaxRange($0) }
            : all.first { offset > $0.location && offset <= NSMaxRange($0) }
        return hit.flatMap(range)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        let entry = UIEntry("-[UITextInputStringTokenizer isPosition:atBoundary:inDirection:]", self); defer { entry.end() }
        guard let (text, offset) = locate(position) else { return false }
        return units(granularity, in: text).contains { direction.isForward ? NSMaxRange($0) == offset : $0.location == offset }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        let entry = UIEntry("-[UITextInputStringTokenizer positionFromPosition:toBoundary:inDirection:]", self); defer { entry.end() }
        guard let (text, offset) = locate(position) else { return nil }
        let all = units(granularity, in: text)
        if direction.isForward {
            return all.map { NSMaxRange($0) }.first { $0 > offset }.flatMap(self.position)
        }
        return all.map(\.location).last { $0 < offset }.flatMap(self.position)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        let entry = UIEntry("-[UITextInputStringTokenizer isPosition:withinTextUnit:inDirection:]", self); defer { entry.end() }
        guard let (text, offset) = locate(position) else { return false }
        return units(granularity, in: text).contains {
            direction.isForward ? offset >= $0.location && offset < NSMaxRange($0) : offset > $0.location && offset <= NSMaxRange($0)
        }
    }
}
