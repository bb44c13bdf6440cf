import Foundation

/// Kinds of data a text view turns into links (`dataDetectorTypes`).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// A text view's selection and scroll position (`interactionState`).
struct TextViewInteractionState {
    var selection: (Int, Int)
    var contentOffset: CGPoint
}

extension UITextView {
    /// Wires the container, layout manager and storage together, as UIKit's text view does.
    func connectTextSystem() {
        if storedTextContainer.layoutManager !== storedLayoutManager { storedLayoutManager.addTextContainer(storedTextContainer) }
        if storedLayoutManager.storedTextStorage == nil { storedTextStorage.addLayoutManager(storedLayoutManager) }
        storedTextContainer.textView = self
        trackContainerSize()
        storedLayoutManager.onInvalidate = { [weak self] in self?.storageDidChange() }
        if let storage = storedLayoutManager.storedTextStorage, storage !== storedTextStorage, storage.length > 0 {
            storedAttributedText = NSAttributedString(attributedString: storage)
            storedText = storage.string
        }
    }

    /// The container's width follows the view's (less the insets).
    func trackContainerSize() {
        guard storedTextContainer.widthTracksTextView else { return }
        let inset = storedTextContainerInset
        let width = max(0, storedBounds.width - inset.left - inset.right)
        if storedTextContainer.size.width != width {
            storedTextContainer.size.width = width
            storedLayoutManager.invalidateAll()
        }
    }

    /// The attributes of the text when no attributed text is set.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: measuringFont]
        if let color = storedTextColor { attributes[.foregroundColor] = color }
        if storedTextAlignment != .natural {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = storedTextAlignment
            attributes[.paragraphStyle] = paragraph
        }
        return attributes
    }

    /// The attributes of the character before the caret (the view's defaults when there is none).
    var attributesAtCaret: [NSAttributedString.Key: Any] {
        guard let attributed = storedAttributedText, attributed.length > 0 else { return defaultAttributes }
        let index = max(0, min(storedSelection.0, attributed.length) - 1)
        return attributed.attributes(at: index, effectiveRange: nil)
    }

    /// Copies the text into the storage (an edit the storage processes).
    func syncStorage() {
        let attributed = storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultAttributes)
        guard !syncingStorage else { return }
        syncingStorage = true
        defer { syncingStorage = false }
        let storage = storedLayoutManager.storedTextStorage ?? storedTextStorage
        if !storage.isEqual(to: attributed) { storage.setAttributedString(attributed) }
    }

    /// The storage was edited from outside (app code editing `textStorage`): the view takes its text.
    func storageDidChange() {
        guard !syncingStorage, let storage = storedLayoutManager.storedTextStorage else { return }
        let attributed = NSAttributedString(attributedString: storage)
        storedAttributedText = attributed
        storedText = attributed.string
        let length = (storedText as NSString).length
        storedSelection = (min(storedSelection.0, length), min(storedSelection.1, length))
        textDidChange()
    }

    func moveCaretToEnd() {
        let end = (storedText as NSString).length
        storedSelection = (end, end)
        storedTypingAttributes = nil
    }

    /// The selection's offsets, telling the delegate when they change.
    var selectionOffsets: (Int, Int)? {
        get { storedSelection }
        set {
            let new = newValue ?? (storedSelection.1, storedSelection.1)
            guard new != storedSelection else { return }
            storedSelection = new
            storedTypingAttributes = nil
            syncTextKit2Selection()
            storedTextViewDelegate?.textViewDidChangeSelection(self)
        }
    }

    /// One typed character (or a string): asks the delegate, replaces the selection, moves the
    /// caret, tells the delegate (selection, then text), posts the notification and scrolls the
    /// caret into view. Typed text takes `typingAttributes`.
    func insertTyped(_ string: String) {
        guard storedIsEditable else { return }
        for character in string {
            var (lower, upper) = storedSelection
            if clearsOnNextInsertion {
                clearsOnNextInsertion = false
                (lower, upper) = (0, (storedText as NSString).length)
            }
            let range = NSRange(location: lower, length: upper - lower)
            guard storedTextViewDelegate?.textView(self, shouldChangeTextInRanges: [NSValue(range: range)], replacementText: String(character)) ?? true else { continue }
            replace(range, with: String(character), attributes: storedTypingAttributes)
            storedTextViewDelegate?.textViewDidChangeSelection(self)
            storedTextViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
            scrollCharacterToVisible(storedSelection.1)
        }
    }

    /// Replaces the characters of `range` with `string` (in `attributes`, else those at the
    /// caret) and puts the caret after it.
    func replace(_ range: NSRange, with string: String, attributes: [NSAttributedString.Key: Any]?) {
        if storedAttributedText != nil || attributes != nil {
            let attributed = NSMutableAttributedString(attributedString: storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultAttributes))
            attributed.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes ?? attributesAtCaret))
            storedAttributedText = attributed
            storedText = attributed.string
        } else {
            storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
        }
        let caret = range.location + (string as NSString).length
        storedSelection = (caret, caret)
        textDidChange()
    }

    /// Scrolls (without animation) so the line holding character `index` shows inside the
    /// container insets.
    func scrollCharacterToVisible(_ index: Int) {
        guard storedIsScrollEnabled else { return }
        contentSize = textSize(width: storedBounds.width)
        let lineHeight = measuringFont.lineHeight
        let line = storedLayoutManager.lineIndex(forCharacterAt: index).map { storedLayoutManager.lines[$0].rect }
            ?? CGRect(x: 0, y: 0, width: 0, height: lineHeight)
        let inset = storedTextContainerInset
        let top = line.minY
        let bottom = line.maxY + inset.top + inset.bottom
        var y = storedBounds.origin.y
        if bottom > y + storedBounds.height { y = bottom - storedBounds.height }
        if top < y { y = top }
        y = max(0, min(y, max(0, storedContentSize.height - storedBounds.height)))
        if y != storedBounds.origin.y { contentOffset = CGPoint(x: storedBounds.origin.x, y: y) }
    }

    /// The links `dataDetectorTypes` finds in the text of a view that is not editable: web
    /// addresses (`.link`) and phone numbers (`.phoneNumber`), as character ranges.
    var detectedDataRanges: [(range: NSRange, type: UIDataDetectorTypes)] {
        guard !storedIsEditable, !storedDataDetectorTypes.isEmpty else { return [] }
        var found: [(NSRange, UIDataDetectorTypes)] = []
        let text = storedText as NSString
        func find(_ pattern: String, _ type: UIDataDetectorTypes) {
            guard storedDataDetectorTypes.contains(type), let regex = try? NSRegularExpression(pattern: pattern) else { return }
            for match in regex.matches(in: storedText, range: NSRange(location: 0, length: text.length)) { found.append((match.range, type)) }
        }
        find(#"(?i)\b(?:https?://|www\.)[^\s<>"]+[^\s<>".,;:!?)]"#, .link)
        find(#"(?<![\w])\+?\d[\d ().-]{5,}\d(?![\w])"#, .phoneNumber)
        return found.sorted { $0.0.location < $1.0.location }
    }
}

// MARK: - UITextInput

extension UITextView: UITextInput {
    /// Whether the view holds any text.
    public var hasText: Bool { let entry = UIEntry("-[UITextView hasText]", self); defer { entry.end() }; return !storedText.isEmpty }

    /// Inserts `text` at the selection, replacing it (no delegate checks: as code calling it).
    public func insertText(_ text: String) {
        let entry = UIEntry("-[UITextView insertText:]", self); defer { entry.end() }
        insertReplacingMarkedText(text) { text in
            let (lower, upper) = storedSelection
            replace(NSRange(location: lower, length: upper - lower), with: text, attributes: storedTypingAttributes)
        }
    }

    /// Deletes the selection, or the character before the caret.
    public func deleteBackward() {
        let entry = UIEntry("-[UITextView deleteBackward]", self); defer { entry.end() }
        let (lower, upper) = storedSelection
        if lower != upper { return replace(NSRange(location: lower, length: upper - lower), with: "", attributes: nil) }
        guard lower > 0 else { return }
        let start = (storedText as NSString).rangeOfComposedCharacterSequence(at: lower - 1).location
        replace(NSRange(location: start, length: lower - start), with: "", attributes: nil)
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition {
        let entry = UIEntry("-[UITextView beginningOfDocument]", self); defer { entry.end() }
        return TextOffsetPosition(0)
    }

    /// The end of the text.
    public var endOfDocument: UITextPosition {
        let entry = UIEntry("-[UITextView endOfDocument]", self); defer { entry.end() }
        return TextOffsetPosition((storedText as NSString).length)
    }

    /// The selection as a text range (the same as `selectedRange`).
    public var selectedTextRange: UITextRange? {
        get {
            let entry = UIEntry("-[UITextView selectedTextRange]", self); defer { entry.end() }
            return TextOffsetRange(storedSelection.0, storedSelection.1)
        }
        set {
            let entry = UIEntry("-[UITextView setSelectedTextRange:]", self); defer { entry.end() }
            guard let range = newValue as? TextOffsetRange else { return }
            let length = (storedText as NSString).length
            selectionOffsets = (min(range.lower, length), min(range.upper, length))
        }
    }

    /// The text being composed (set by `setMarkedText(_:selectedRange:)`), if any.
    public var markedTextRange: UITextRange? {
        let entry = UIEntry("-[UITextView markedTextRange]", self); defer { entry.end() }
        return validMarkedRange.map { TextOffsetRange($0.location, NSMaxRange($0)) }
    }

    private func clamped(_ offset: Int) -> UITextPosition? {
        offset >= 0 && offset <= (storedText as NSString).length ? TextOffsetPosition(offset) : nil
    }

    /// The position `offset` UTF-16 units from `position` (nil outside the text).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let entry = UIEntry("-[UITextView positionFromPosition:offset:]", self); defer { entry.end() }
        return (position as? TextOffsetPosition).flatMap { clamped($0.offset + offset) }
    }

    /// The position `offset` units towards `direction` (left and up back, right and down on).
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        let entry = UIEntry("-[UITextView positionFromPosition:inDirection:offset:]", self); defer { entry.end() }
        let step = direction == .left || direction == .up ? -offset : offset
        return (position as? TextOffsetPosition).flatMap { clamped($0.offset + step) }
    }

    /// The range between two positions (in either order).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let entry = UIEntry("-[UITextView textRangeFromPosition:toPosition:]", self); defer { entry.end() }
        guard let a = fromPosition as? TextOffsetPosition, let b = toPosition as? TextOffsetPosition else { return nil }
        return TextOffsetRange(a.offset, b.offset)
    }

    /// The UTF-16 units from one position to the other.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        let entry = UIEntry("-[UITextView offsetFromPosition:toPosition:]", self); defer { entry.end() }
        return ((toPosition as? TextOffsetPosition)?.offset ?? 0) - ((from as? TextOffsetPosition)?.offset ?? 0)
    }

    /// The order of two positions.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let entry = UIEntry("-[UITextView comparePosition:toPosition:]", self); defer { entry.end() }
        let a = (position as? TextOffsetPosition)?.offset ?? 0, b = (other as? TextOffsetPosition)?.offset ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// The text in `range`.
    public func text(in range: UITextRange) -> String? {
        let entry = UIEntry("-[UITextView textInRange:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange, range.upper <= (storedText as NSString).length else { return nil }
        return (storedText as NSString).substring(with: range.nsRange)
    }

    /// Replaces the text in `range` with `text`; the caret goes after it.
    public func replace(_ range: UITextRange, withText text: String) {
        let entry = UIEntry("-[UITextView replaceRange:withText:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange else { return }
        replace(range.nsRange, with: text, attributes: nil)
    }
}

extension UITextView: UITextInputTraits {}
