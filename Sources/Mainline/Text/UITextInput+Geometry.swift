import Foundation

extension UITextInput {
    // Defaults for conformers that do not lay text out (UIKit requires these of them): no
    // rectangles, no positions.
    public func caretRect(for position: UITextPosition) -> CGRect { .null }
    public func firstRect(for range: UITextRange) -> CGRect { .null }
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    public func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    public func characterRange(at point: CGPoint) -> UITextRange? { nil }
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder { UITextPlaceholder(rects: [], input: self, offset: 0) }
    public func remove(_ textPlaceholder: UITextPlaceholder) {}
}

/// What Mainline's text field and text view know of where their text is: the lines of text
/// with their rectangles (in the input's coordinates) and the font the text is measured in.
@MainActor
protocol TextGeometry: UITextInput {
    /// The text laid out.
    var geometryText: String { get }
    /// The laid-out lines: each line's characters and rectangle (y and height of the line; x
    /// where its text starts).
    var geometryLines: [(range: NSRange, origin: CGPoint, height: CGFloat)] { get }
    /// The font the text is measured in.
    var geometryFont: UIFont { get }
    /// Inserts text at the selection (for placeholders).
    func insertGeometryText(_ text: String, at offset: Int)
    /// Deletes characters (for placeholders).
    func deleteGeometryText(_ range: NSRange)
}

extension TextGeometry {
    private var caretWidth: CGFloat { 2 }

    private func offset(_ position: UITextPosition) -> Int? { (position as? TextOffsetPosition)?.offset }

    /// The line holding `offset` (the last line at the end of the text).
    private func lineIndex(of offset: Int) -> Int? {
        let lines = geometryLines
        guard !lines.isEmpty else { return nil }
        return lines.firstIndex { offset >= $0.range.location && offset < $0.range.location + $0.range.length } ?? (lines.count - 1)
    }

    private func x(of offset: Int, in line: (range: NSRange, origin: CGPoint, height: CGFloat)) -> CGFloat {
        let text = geometryText as NSString
        let start = line.range.location
        let end = max(start, min(offset, start + line.range.length, text.length))
        let prefix = text.substring(with: NSRange(location: start, length: end - start)).replacingOccurrences(of: "\n", with: "")
        return line.origin.x + geometryFont.width(of: Substring(prefix))
    }

    func geometryCaretRect(_ position: UITextPosition) -> CGRect {
        guard let offset = offset(position) else { return .null }
        guard let index = lineIndex(of: offset) else { return .null }
        var line = geometryLines[index]
        // After a final line break the caret sits at the start of the next (empty) line.
        let text = geometryText as NSString
        if offset == text.length, offset > 0, text.character(at: offset - 1) == 10, index == geometryLines.count - 1,
           line.range.location + line.range.length == offset {
            line = (NSRange(location: offset, length: 0), CGPoint(x: line.origin.x, y: line.origin.y + line.height), line.height)
        }
        return CGRect(x: x(of: offset, in: line), y: line.origin.y, width: caretWidth, height: line.height)
    }

    func geometrySelectionRects(_ range: UITextRange) -> [UITextSelectionRect] {
        guard let lower = offset(range.start), let upper = offset(range.end) else { return [] }
        var rects: [UITextSelectionRect] = []
        for line in geometryLines {
            let start = max(lower, line.range.location), end = min(upper, line.range.location + line.range.length)
            guard start < end || (lower == upper && start == end && lower >= line.range.location && lower <= line.range.location + line.range.length) else { continue }
            let minX = x(of: start, in: line), maxX = x(of: end, in: line)
            rects.append(UITextSelectionRect(rect: CGRect(x: minX, y: line.origin.y, width: maxX - minX, height: line.height),
                                             containsStart: start == lower, containsEnd: end == upper))
            if lower == upper { break }
        }
        return rects
    }

    func geometryClosestOffset(to point: CGPoint, within bounds: (Int, Int)? = nil) -> Int {
        let lines = geometryLines
        let length = (geometryText as NSString).length
        guard !lines.isEmpty else { return 0 }
        let line = lines.first { point.y < $0.origin.y + $0.height } ?? lines[lines.count - 1]
        var best = line.range.location, bestDistance = CGFloat.infinity
        let text = geometryText as NSString
        var candidate = line.range.location
        let lineEnd = min(length, line.range.location + line.range.length)
        while candidate <= lineEnd {
            if candidate == lineEnd, candidate > line.range.location, candidate < length, text.character(at: candidate - 1) == 10 { break }
            let distance = abs(x(of: candidate, in: line) - point.x)
            if distance < bestDistance { best = candidate; bestDistance = distance }
            if candidate == lineEnd { break }
            candidate += text.rangeOfComposedCharacterSequence(at: candidate).length
        }
        if let (lower, upper) = bounds { best = max(lower, min(best, upper)) }
        return best
    }

    func geometryExtend(_ position: UITextPosition, _ direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = offset(position) else { return nil }
        let length = (geometryText as NSString).length
        switch direction {
        case .up: return TextOffsetRange(0, offset)
        case .down: return TextOffsetRange(offset, length)
        case .left, .right:
            guard let index = lineIndex(of: offset) else { return TextOffsetRange(offset, offset) }
            let line = geometryLines[index].range
            var end = line.location + line.length
            if end > line.location, end <= length, (geometryText as NSString).character(at: end - 1) == 10 { end -= 1 }
            return direction == .left ? TextOffsetRange(line.location, offset) : TextOffsetRange(offset, max(offset, end))
        }
    }

    func geometryPlaceholder(size: CGSize, selection: (Int, Int)) -> UITextPlaceholder {
        let offset = selection.0
        insertGeometryText("\u{FFFC}", at: offset)
        let caret = geometryCaretRect(TextOffsetPosition(offset))
        let rect = CGRect(x: caret.minX, y: caret.minY, width: size.width, height: max(size.height, caret.height))
        return UITextPlaceholder(rects: [UITextSelectionRect(rect: rect, containsStart: true, containsEnd: true)], input: self, offset: offset)
    }

    func geometryRemove(_ placeholder: UITextPlaceholder) {
        guard placeholder.input === self else { return }
        let text = geometryText as NSString
        if placeholder.offset < text.length, text.character(at: placeholder.offset) == 0xFFFC {
            deleteGeometryText(NSRange(location: placeholder.offset, length: 1))
        } else if let found = Optional(text.range(of: "\u{FFFC}")), found.location != NSNotFound {
            deleteGeometryText(found)
        }
    }
}
