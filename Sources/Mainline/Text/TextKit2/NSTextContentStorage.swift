import Foundation

/// What a content storage asks its delegate.
public protocol NSTextContentStorageDelegate: NSTextContentManagerDelegate {
    /// A paragraph of the delegate's own for the text in `range` (nil: the storage's), e.g.
    /// with attributes changed for display.
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph?
}

extension NSTextContentStorageDelegate {
    public func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? { nil }
}

extension Array {
    /// The index of the last element starting at or before `offset` (the first when none
    /// does; nil when empty), for elements in order of `start`: a binary search.
    func lastIndex(startingAtOrBefore offset: Int, start: (Element) -> Int) -> Int? {
        guard !isEmpty else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if start(self[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

/// A content manager over an attributed string (its `textStorage`): the document's elements
/// are its paragraphs, locations are UTF-16 offsets into it, and it observes the text storage,
/// so an edit there reaches the layout managers.
open class NSTextContentStorage: NSTextContentManager, NSTextStorageObserving {
    private var storedTextStorage: NSTextStorage?
    private var cachedParagraphs: [NSTextParagraph]?

    /// The delegate, when it is a content storage delegate (it is set as `delegate`).
    private var contentStorageDelegate: NSTextContentStorageDelegate? { delegate as? NSTextContentStorageDelegate }

    /// Whether list paragraphs' markers are part of their text (kept: no list markers here).
    open var includesTextListMarkers = false

    /// A content storage with an empty text storage of its own.
    public override init() {
        super.init()
        textStorage = NSTextStorage()
    }

    /// Content storages are not archived here: decoding fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text storage holding the document (setting it observes the new one).
    open var textStorage: NSTextStorage? {
        get { storedTextStorage }
        set {
            if storedTextStorage?.textStorageObserver === self { storedTextStorage?.textStorageObserver = nil }
            storedTextStorage = newValue
            newValue?.textStorageObserver = self
            cachedParagraphs = nil
            contentChanged(in: documentRange, changeInLength: 0)
        }
    }

    /// The document's text (setting it replaces the text storage's content).
    open var attributedString: NSAttributedString? {
        get { storedTextStorage.map { NSAttributedString(attributedString: $0) } }
        set { storedTextStorage?.setAttributedString(newValue ?? NSAttributedString(string: "")) }
    }

    // MARK: Paragraphs

    /// The document's paragraphs, each with its separator (none for empty text; a text ending
    /// in a line break has no paragraph after it: layout gives it an extra line fragment).
    var paragraphs: [NSTextParagraph] {
        if let cachedParagraphs { return cachedParagraphs }
        var result: [NSTextParagraph] = []
        if let storage = storedTextStorage, storage.length > 0 {
            let ns = storage.string as NSString
            var start = 0
            repeat {
                var end = 0, contentsEnd = 0
                ns.getParagraphStart(nil, end: &end, contentsEnd: &contentsEnd, for: NSRange(location: start, length: 0))
                let range = NSRange(location: start, length: end - start)
                let paragraph = contentStorageDelegate?.textContentStorage(self, textParagraphWith: range)
                    ?? NSTextParagraph(attributedString: storage.attributedSubstring(from: range))
                paragraph.textContentManager = self
                paragraph.elementRange = NSTextRange(location: TextOffsetLocation(start), end: TextOffsetLocation(end))
                result.append(paragraph)
                start = end
            } while start < ns.length
        }
        cachedParagraphs = result
        return result
    }

    /// The index of the paragraph holding `offset` (the last one at the end).
    func paragraphIndex(containing offset: Int) -> Int? {
        paragraphs.lastIndex(startingAtOrBefore: offset) { ($0.elementRange?.location as? TextOffsetLocation)?.offset ?? 0 }
    }

    open override var documentRange: NSTextRange {
        NSTextRange(location: TextOffsetLocation(0), end: TextOffsetLocation(storedTextStorage?.length ?? 0))!
    }

    @discardableResult
    open override func enumerateTextElements(from textLocation: NSTextLocation?, options: EnumerationOptions = [],
                                             using block: (NSTextElement) -> Bool) -> NSTextLocation? {
        let all = paragraphs
        guard !all.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        let offset = (textLocation as? TextOffsetLocation)?.offset ?? (reverse ? Int.max : 0)
        var index = paragraphIndex(containing: offset) ?? 0
        if reverse, textLocation != nil, index > 0, (all[index].elementRange?.location as? TextOffsetLocation)?.offset == offset {
            index -= 1  // backwards from a paragraph's start: the one before it
        }
        var last: NSTextLocation?
        while index >= 0 && index < all.count {
            var element: NSTextElement = all[index]
            if let range = element.elementRange, let own = delegate?.textContentManager(self, textElementAt: range.location) {
                if own.elementRange == nil { own.elementRange = range }
                own.textContentManager = self
                element = own
            }
            index += reverse ? -1 : 1
            if delegate?.textContentManager(self, shouldEnumerate: element, options: options) == false { continue }
            last = reverse ? element.elementRange?.location : element.elementRange?.endLocation
            if !block(element) { break }
        }
        return last
    }

    /// Replaces the text in `range` with the elements' text (paragraphs'), as one edit.
    open override func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {
        guard let storage = storedTextStorage, let nsRange = range.offsetRange else { return }
        let text = NSMutableAttributedString()
        for element in textElements ?? [] {
            if let string = attributedString(for: element) { text.append(string) }
        }
        storage.replaceCharacters(in: nsRange, with: text)
    }

    /// The text of `textElement` (a paragraph's attributed string).
    open func attributedString(for textElement: NSTextElement) -> NSAttributedString? {
        (textElement as? NSTextParagraph)?.attributedString
    }

    /// A paragraph of `attributedString`.
    open func textElement(for attributedString: NSAttributedString) -> NSTextElement? {
        let paragraph = NSTextParagraph(attributedString: attributedString)
        paragraph.textContentManager = self
        return paragraph
    }

    /// The range widened to whole composed characters (an emoji or a letter with its accents).
    open override func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? {
        guard let storage = storedTextStorage, let range = textRange.offsetRange, NSMaxRange(range) <= storage.length else { return nil }
        let ns = storage.string as NSString
        var start = range.location, end = NSMaxRange(range)
        if start < ns.length { start = ns.rangeOfComposedCharacterSequence(at: start).location }
        if end > 0, end < ns.length { let r = ns.rangeOfComposedCharacterSequence(at: end); if r.location < end { end = NSMaxRange(r) } }
        guard start != range.location || end != NSMaxRange(range) else { return nil }
        return NSTextRange(location: TextOffsetLocation(start), end: TextOffsetLocation(end))
    }

    // MARK: Observing the text storage

    /// Called as the text storage processes an edit: the paragraphs are found again and the
    /// layout managers invalidate the edited range.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        cachedParagraphs = nil
        let start = max(0, min(invalidatedCharRange.location, textStorage.length))
        let end = max(start, min(NSMaxRange(invalidatedCharRange), textStorage.length))
        contentChanged(in: NSTextRange(location: TextOffsetLocation(start), end: TextOffsetLocation(end))!, changeInLength: delta)
    }

    /// Runs `transaction` as one editing transaction of the text storage.
    open func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void) {
        performEditingTransaction {
            textStorage.beginEditing()
            transaction()
            textStorage.endEditing()
        }
    }
}
