import Foundation

// Where the text of Mainline's text field and text view lies, for UITextInput's geometry
// (caret and selection rectangles, hit testing of positions, placeholders).

extension UITextField: TextGeometry {
    var geometryText: String { storedText ?? "" }
    var geometryFont: UIFont { storedFont }
    var geometryLines: [(range: NSRange, origin: CGPoint, height: CGFloat)] {
        let rect = storedIsEditing ? editingRect(forBounds: storedBounds) : textRect(forBounds: storedBounds)
        let width = storedFont.width(of: Substring(geometryText))
        let x: CGFloat = switch storedTextAlignment {
        case .center: rect.midX - width / 2
        case .right: rect.maxX - width
        default: rect.minX
        }
        let height = storedFont.lineHeight
        return [(NSRange(location: 0, length: (geometryText as NSString).length), CGPoint(x: x, y: rect.midY - height / 2), height)]
    }
    func insertGeometryText(_ text: String, at offset: Int) { replaceOffsets(offset, offset, with: text) }
    func deleteGeometryText(_ range: NSRange) { replaceOffsets(range.location, range.location + range.length, with: "") }

    /// The caret's rectangle at `position` (2 points wide, the font's line high, where the text
    /// before it ends), in the field's coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect {
        let entry = UIEntry("-[UITextField caretRectForPosition:]", self); defer { entry.end() }
        return geometryCaretRect(position)
    }
    /// The rectangle of `range`'s text (one line).
    public func firstRect(for range: UITextRange) -> CGRect {
        let entry = UIEntry("-[UITextField firstRectForRange:]", self); defer { entry.end() }
        return geometrySelectionRects(range).first?.rect ?? .null
    }
    /// The rectangle `range` covers.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let entry = UIEntry("-[UITextField selectionRectsForRange:]", self); defer { entry.end() }
        return geometrySelectionRects(range)
    }
    /// The position nearest `point`.
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let entry = UIEntry("-[UITextField closestPositionToPoint:]", self); defer { entry.end() }
        return TextOffsetPosition(geometryClosestOffset(to: point))
    }
    /// The position in `range` nearest `point`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let entry = UIEntry("-[UITextField closestPositionToPoint:withinRange:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange else { return nil }
        return TextOffsetPosition(geometryClosestOffset(to: point, within: (range.lower, range.upper)))
    }
    /// The character under `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let entry = UIEntry("-[UITextField characterRangeAtPoint:]", self); defer { entry.end() }
        return composedCharacterRange(around: geometryClosestOffset(to: point), in: geometryText)
    }
    /// Puts a placeholder at the selection.
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder {
        let entry = UIEntry("-[UITextField insertTextPlaceholderWithSize:]", self); defer { entry.end() }
        return geometryPlaceholder(size: size, selection: storedSelection ?? (documentLength, documentLength))
    }
    /// Removes a placeholder.
    public func remove(_ textPlaceholder: UITextPlaceholder) {
        let entry = UIEntry("-[UITextField removeTextPlaceholder:]", self); defer { entry.end() }
        geometryRemove(textPlaceholder)
    }

    /// The position of `range` farthest towards `direction` (its start going left or up).
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        let entry = UIEntry("-[UITextField positionWithinRange:farthestInDirection:]", self); defer { entry.end() }
        return direction == .left || direction == .up ? range.start : range.end
    }
    /// The range from `position` to the start (left) or end (right) of its line; up and down
    /// reach the start or end of the text.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let entry = UIEntry("-[UITextField characterRangeByExtendingPosition:inDirection:]", self); defer { entry.end() }
        return geometryExtend(position, direction)
    }
    /// The writing direction at `position` (left to right: the simulation's language).
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        let entry = UIEntry("-[UITextField baseWritingDirectionForPosition:inDirection:]", self); defer { entry.end() }
        return .leftToRight
    }
    /// Sets the writing direction of `range` (kept as left to right: the simulation's language).
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        UIEntry.check("-[UITextField setBaseWritingDirection:forRange:]", self)
    }
}

extension UITextView: TextGeometry {
    var geometryText: String { storedText }
    var geometryFont: UIFont { measuringFont }
    var geometryLines: [(range: NSRange, origin: CGPoint, height: CGFloat)] {
        let inset = storedTextContainerInset
        let lines = storedLayoutManager.lines
        guard !lines.isEmpty else {
            return [(NSRange(location: 0, length: 0), CGPoint(x: inset.left + storedTextContainer.lineFragmentPadding, y: inset.top), measuringFont.lineHeight)]
        }
        return lines.map { ($0.range, CGPoint(x: inset.left + $0.usedRect.minX, y: inset.top + $0.rect.minY), $0.rect.height) }
    }
    func insertGeometryText(_ text: String, at offset: Int) { replace(NSRange(location: offset, length: 0), with: text, attributes: storedTypingAttributes) }
    func deleteGeometryText(_ range: NSRange) { replace(range, with: "", attributes: nil) }

    /// The caret's rectangle at `position` (2 points wide, a line high), in the text view's
    /// coordinates (its content, scrolled with it).
    public func caretRect(for position: UITextPosition) -> CGRect {
        let entry = UIEntry("-[UITextView caretRectForPosition:]", self); defer { entry.end() }
        return geometryCaretRect(position)
    }
    /// The rectangle of `range`'s first line.
    public func firstRect(for range: UITextRange) -> CGRect {
        let entry = UIEntry("-[UITextView firstRectForRange:]", self); defer { entry.end() }
        return geometrySelectionRects(range).first?.rect ?? .null
    }
    /// The rectangles `range` covers, one per line.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let entry = UIEntry("-[UITextView selectionRectsForRange:]", self); defer { entry.end() }
        return geometrySelectionRects(range)
    }
    /// The position nearest `point`.
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let entry = UIEntry("-[UITextView closestPositionToPoint:]", self); defer { entry.end() }
        return TextOffsetPosition(geometryClosestOffset(to: point))
    }
    /// The position in `range` nearest `point`.
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let entry = UIEntry("-[UITextView closestPositionToPoint:withinRange:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange else { return nil }
        return TextOffsetPosition(geometryClosestOffset(to: point, within: (range.lower, range.upper)))
    }
    /// The character under `point`.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let entry = UIEntry("-[UITextView characterRangeAtPoint:]", self); defer { entry.end() }
        return composedCharacterRange(around: geometryClosestOffset(to: point), in: geometryText)
    }
    /// Puts a placeholder at the selection.
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder {
        let entry = UIEntry("-[UITextView insertTextPlaceholderWithSize:]", self); defer { entry.end() }
        return geometryPlaceholder(size: size, selection: storedSelection)
    }
    /// Removes a placeholder.
    public func remove(_ textPlaceholder: UITextPlaceholder) {
        let entry = UIEntry("-[UITextView removeTextPlaceholder:]", self); defer { entry.end() }
        geometryRemove(textPlaceholder)
    }

    /// The position of `range` farthest towards `direction` (its start going left or up).
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        let entry = UIEntry("-[UITextView positionWithinRange:farthestInDirection:]", self); defer { entry.end() }
        return direction == .left || direction == .up ? range.start : range.end
    }
    /// The range from `position` to the start (left) or end (right) of its line; up and down
    /// reach the start or end of the text.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let entry = UIEntry("-[UITextView characterRangeByExtendingPosition:inDirection:]", self); defer { entry.end() }
        return geometryExtend(position, direction)
    }
    /// The writing direction at `position` (left to right: the simulation's language).
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        let entry = UIEntry("-[UITextView baseWritingDirectionForPosition:inDirection:]", self); defer { entry.end() }
        return .leftToRight
    }
    /// Sets the writing direction of `range` (kept as left to right: the simulation's language).
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        UIEntry.check("-[UITextView setBaseWritingDirection:forRange:]", self)
    }
}

/// The composed character at `offset` (the one before it at the end of the text).
@MainActor
private func composedCharacterRange(around offset: Int, in text: String) -> UITextRange? {
    let ns = text as NSString
    guard ns.length > 0 else { return nil }
    let range = ns.rangeOfComposedCharacterSequence(at: min(offset, ns.length - 1))
    return TextOffsetRange(range.location, range.location + range.length)
}
