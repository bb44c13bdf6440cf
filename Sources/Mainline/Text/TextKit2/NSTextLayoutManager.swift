import Foundation

/// What a text layout manager asks its delegate.
public protocol NSTextLayoutManagerDelegate: AnyObject {
    /// The layout fragment for `textElement` at `location` (e.g. a subclass drawing a bubble
    /// behind it); nil: an `NSTextLayoutFragment`.
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: NSTextLocation,
                           in textElement: NSTextElement) -> NSTextLayoutFragment
    /// Whether a line may break before `location` (hyphenating or not).
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: NSTextLocation,
                           hyphenating: Bool) -> Bool
    /// The attributes a link is drawn with.
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, renderingAttributesForLink link: Any,
                           at location: NSTextLocation, defaultAttributes renderingAttributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]?
}

extension NSTextLayoutManagerDelegate {
    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: NSTextLocation,
                                  in textElement: NSTextElement) -> NSTextLayoutFragment {
        NSTextLayoutFragment(textElement: textElement, range: textElement.elementRange)
    }
    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: NSTextLocation,
                                  hyphenating: Bool) -> Bool { true }
    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, renderingAttributesForLink link: Any,
                                  at location: NSTextLocation, defaultAttributes renderingAttributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]? {
        nil
    }
}

/// TextKit 2's layout: lays a content manager's elements out as layout fragments in its text
/// container, one per paragraph, stacked from the container's top, each wrapped at the
/// container's width (less its line padding) with the text model of `UIFont`. Fragments are laid
/// out when first needed (enumerated, hit, or in the viewport), kept until an invalidation, and
/// positioned in order; an edit of the text makes them again (new fragment objects, as the whole
/// text is laid out anew here). It holds the selections, and answers selection navigation's
/// questions about its text.
open class NSTextLayoutManager: NSObject {
    /// Where a segment's rectangle is for.
    public enum SegmentType: Int, Sendable {
        /// The text's own rectangles.
        case standard = 0
        /// A selection's highlight (ranges across lines extend to the line's end).
        case selection = 1
        /// A highlight (e.g. a found word).
        case highlight = 2
    }

    /// How segments are enumerated.
    public struct SegmentOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The block gets no range.
        public static let rangeNotRequired = SegmentOptions(rawValue: 1 << 0)
        /// Lines between the first and last are left out.
        public static let middleFragmentsExcluded = SegmentOptions(rawValue: 1 << 1)
        /// The first segment extends to the line's start.
        public static let headSegmentExtended = SegmentOptions(rawValue: 1 << 2)
        /// The last segment extends to the line's end.
        public static let tailSegmentExtended = SegmentOptions(rawValue: 1 << 3)
        /// A location at a line's end belongs to the line it ends.
        public static let upstreamAffinity = SegmentOptions(rawValue: 1 << 4)
    }

    weak var storedTextContentManager: NSTextContentManager?
    private var storedTextContainer: NSTextContainer?
    private var storedFragments: [NSTextLayoutFragment]?
    /// How many fragments from the first are laid out and positioned.
    private var positionedCount = 0
    private var storedViewportController: NSTextViewportLayoutController?
    private lazy var storedNavigation = NSTextSelectionNavigation(dataSource: self)
    private var attachmentProviders: [ObjectIdentifier: NSTextAttachmentViewProvider] = [:]
    /// The rendering attributes, as attributes of a string as long as the document.
    var renderingAttributes = NSMutableAttributedString()
    /// Told when the layout changes (a text view showing it relays out).
    var onInvalidate: (() -> Void)?

    /// Asked for layout fragments, line breaks and link attributes.
    open weak var delegate: NSTextLayoutManagerDelegate? {
        didSet { contentDidChange(in: nil, changeInLength: 0) }
    }
    /// Whether lines use the font's leading (the line height includes it here).
    open var usesFontLeading = true
    /// Whether layout is limited for text that looks malicious (none is, here).
    open var limitsLayoutForSuspiciousContents = false
    /// Whether lines are hyphenated (they break between words here).
    open var usesHyphenation = false
    /// Whether natural alignment follows the paragraph's writing direction.
    open var resolvesNaturalAlignmentWithBaseWritingDirection = false
    /// The queue layout runs on (nil: the caller's).
    open var layoutQueue: OperationQueue?
    /// Validates the rendering attributes of each fragment the viewport lays out.
    open var renderingAttributesValidator: ((NSTextLayoutManager, NSTextLayoutFragment) -> Void)?
    /// The selections (an insertion point at the start of a new document).
    open var textSelections: [NSTextSelection] = []

    /// A layout manager with no content manager or container.
    public override init() {
        super.init()
    }

    /// Layout managers are not archived here: decoding fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The content laid out (set by the content manager's `addTextLayoutManager(_:)`).
    open var textContentManager: NSTextContentManager? { storedTextContentManager }

    /// Moves every layout manager of the current content manager to `textContentManager`.
    open func replace(_ textContentManager: NSTextContentManager) {
        let managers = storedTextContentManager?.textLayoutManagers ?? [self]
        for manager in managers { textContentManager.addTextLayoutManager(manager) }
    }

    /// The container the text is laid out in.
    open var textContainer: NSTextContainer? {
        get { storedTextContainer }
        set {
            if storedTextContainer?.textLayoutManager === self { storedTextContainer?.textLayoutManager = nil }
            storedTextContainer = newValue
            newValue?.textLayoutManager = self
            invalidateAllLayout()
        }
    }

    /// The selection navigation over this layout (settable, e.g. to one with options).
    open var textSelectionNavigation: NSTextSelectionNavigation {
        get { storedNavigation }
        set { storedNavigation = newValue }
    }

    /// The controller laying out the fragments in view.
    open var textViewportLayoutController: NSTextViewportLayoutController {
        if let storedViewportController { return storedViewportController }
        let controller = NSTextViewportLayoutController(textLayoutManager: self)
        storedViewportController = controller
        return controller
    }

    /// The document's length in UTF-16 units.
    var documentLength: Int { (documentRange.endLocation as? TextOffsetLocation)?.offset ?? 0 }

    /// The document's range.
    open var documentRange: NSTextRange {
        storedTextContentManager?.documentRange ?? NSTextRange(location: TextOffsetLocation(0))
    }

    // MARK: Fragments

    /// The fragments, one per element, made on first use after a change.
    var fragments: [NSTextLayoutFragment] {
        if let storedFragments { return storedFragments }
        var made: [NSTextLayoutFragment] = []
        storedTextContentManager?.enumerateTextElements(from: nil, options: []) { element in
            let location = element.elementRange?.location ?? TextOffsetLocation(0)
            let fragment = delegate?.textLayoutManager(self, textLayoutFragmentFor: location, in: element)
                ?? NSTextLayoutFragment(textElement: element, range: element.elementRange)
            fragment.textLayoutManager = self
            made.append(fragment)
            return true
        }
        storedFragments = made
        positionedCount = 0
        return made
    }

    /// Lays out and positions the fragments up to `index`.
    func ensurePositioned(through index: Int) {
        let all = fragments
        guard !all.isEmpty else { return }
        let last = min(index, all.count - 1)
        guard positionedCount <= last else { return }
        let width = storedTextContainer?.size.width ?? 10_000_000
        let padding = storedTextContainer?.lineFragmentPadding ?? 5
        var y = positionedCount > 0 ? all[positionedCount - 1].layoutFragmentFrame.maxY + all[positionedCount - 1].bottomMargin : 0
        for i in positionedCount...last {
            let fragment = all[i]
            if fragment.state != .layoutAvailable {
                fragment.layOut(width: width, padding: padding, extraLine: i == all.count - 1, manager: self)
            }
            if i > 0 { y += fragment.topMargin }
            fragment.layoutFragmentFrame.origin = CGPoint(x: 0, y: y)
            y = fragment.layoutFragmentFrame.maxY + fragment.bottomMargin
        }
        positionedCount = last + 1
    }

    /// Lays `fragment` out (with those before it, which place it).
    func ensureLayout(of fragment: NSTextLayoutFragment) {
        guard let index = fragments.firstIndex(where: { $0 === fragment }) else { return }
        if fragment.state != .layoutAvailable { positionedCount = min(positionedCount, index) }
        ensurePositioned(through: index)
    }

    /// A fragment's layout was invalidated: it and those after it are placed again.
    func fragmentWasInvalidated(_ fragment: NSTextLayoutFragment) {
        if let index = storedFragments?.firstIndex(where: { $0 === fragment }) { positionedCount = min(positionedCount, index) }
        onInvalidate?()
    }

    /// The index of the fragment holding document offset `offset` (the last at the end).
    func fragmentIndex(containing offset: Int) -> Int? {
        fragments.lastIndex(startingAtOrBefore: offset) { $0.elementStart }
    }

    /// The content changed in `range` (nil: all of it) by `delta` characters: fragments are
    /// made again and selections after the edit move with the text.
    func contentDidChange(in range: NSTextRange?, changeInLength delta: Int) {
        storedFragments = nil
        positionedCount = 0
        let length = (documentRange.endLocation as? TextOffsetLocation)?.offset ?? 0
        let editStart = (range?.location as? TextOffsetLocation)?.offset ?? 0
        textSelections = textSelections.map { selection in
            selection.textSelection(with: selection.textRanges.map { r in
                func moved(_ l: NSTextLocation) -> NSTextLocation {
                    guard let o = (l as? TextOffsetLocation)?.offset else { return l }
                    // After the edit's start, a location moves with the text (into a deletion: to its start).
                    let shifted = o >= editStart && range != nil ? max(editStart, o + delta) : o
                    return TextOffsetLocation(min(length, max(0, shifted)))
                }
                return NSTextRange(location: moved(r.location), end: moved(r.endLocation)) ?? NSTextRange(location: moved(r.location))
            })
        }
        resizeRenderingAttributes(to: length, editedAt: editStart, delta: range == nil ? nil : delta)
        attachmentProviders = attachmentProviders.filter { $0.value.textAttachment != nil }
        onInvalidate?()
    }

    /// Forgets every fragment's layout (the container's geometry changed): the same fragments
    /// are laid out again when next needed.
    func invalidateAllLayout() {
        for fragment in storedFragments ?? [] { fragment.state = .none }
        positionedCount = 0
        onInvalidate?()
    }

    /// The view provider of `attachment` at `location` (kept while the attachment stays).
    func viewProvider(for attachment: NSTextAttachment, at location: NSTextLocation) -> NSTextAttachmentViewProvider? {
        guard attachment.allowsTextAttachmentView else { return nil }
        let key = ObjectIdentifier(attachment)
        if let provider = attachmentProviders[key], provider.textAttachment === attachment {
            provider.location = location
            return provider
        }
        let parent = storedTextContainer?.textView
        guard let provider = attachment.viewProvider(for: parent, location: location, textContainer: storedTextContainer) else { return nil }
        provider.textLayoutManager = self
        attachmentProviders[key] = provider
        return provider
    }

    // MARK: Layout

    /// The rectangle the laid-out text takes in the container (the whole text is laid out).
    open var usageBoundsForTextContainer: CGRect {
        ensurePositioned(through: Int.max)
        guard let first = fragments.first, let last = fragments.last else { return .zero }
        var bounds = CGRect(x: 0, y: first.layoutFragmentFrame.minY, width: 0, height: last.layoutFragmentFrame.maxY - first.layoutFragmentFrame.minY)
        for fragment in fragments {
            for line in fragment.textLineFragments {
                bounds.size.width = max(bounds.width, fragment.leadingPadding + line.typographicBounds.maxX + fragment.trailingPadding)
            }
        }
        return bounds
    }

    /// Lays out the fragments holding `range`.
    open func ensureLayout(for range: NSTextRange) {
        guard let end = (range.endLocation as? TextOffsetLocation)?.offset, let index = fragmentIndex(containing: end) else { return }
        ensurePositioned(through: index)
    }

    /// Lays out the fragments reaching down to `bounds`' bottom.
    open func ensureLayout(for bounds: CGRect) {
        let all = fragments
        var index = 0
        while index < all.count {
            ensurePositioned(through: index)
            if all[index].layoutFragmentFrame.maxY >= bounds.maxY { break }
            index += 1
        }
    }

    /// Forgets the layout of the fragments overlapping `range`.
    open func invalidateLayout(for range: NSTextRange) {
        for fragment in storedFragments ?? [] where fragment.rangeInElement.intersects(range) || range.contains(fragment.rangeInElement.location)
            || (range.isEmpty && fragment.rangeInElement.contains(range.location)) {
            fragment.invalidateLayout()
        }
    }

    /// The fragment holding `location` (laid out).
    open func textLayoutFragment(for location: NSTextLocation) -> NSTextLayoutFragment? {
        guard let offset = (location as? TextOffsetLocation)?.offset, let index = fragmentIndex(containing: offset) else { return nil }
        ensurePositioned(through: index)
        return fragments[index]
    }

    /// The fragment at `position`'s height in the container (laid out): the first above its
    /// top, nil below the last.
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        let all = fragments
        for (index, fragment) in all.enumerated() {
            ensurePositioned(through: index)
            if position.y < fragment.layoutFragmentFrame.maxY + fragment.bottomMargin { return fragment }
        }
        return nil
    }

    /// Calls `block` with each fragment from the one holding `location` (the first, or the
    /// last with `.reverse`, when nil) until it returns false; each is laid out and positioned
    /// before the block sees it. Returns the location enumeration stopped at.
    @discardableResult
    open func enumerateTextLayoutFragments(from location: NSTextLocation?, options: NSTextLayoutFragment.EnumerationOptions = [],
                                           using block: (NSTextLayoutFragment) -> Bool) -> NSTextLocation? {
        let all = fragments
        guard !all.isEmpty else { return nil }
        let reverse = options.contains(.reverse)
        var index = location.flatMap { ($0 as? TextOffsetLocation).flatMap { fragmentIndex(containing: $0.offset) } } ?? (reverse ? all.count - 1 : 0)
        // Backwards from a location, enumeration starts with the fragment before the one holding
        // it (Apple's documentation of the method); from the document's end, with the last.
        if reverse, let offset = (location as? TextOffsetLocation)?.offset, offset < documentLength { index -= 1 }
        if reverse, index >= 0 { ensurePositioned(through: index) }
        var stoppedAt: NSTextLocation?
        while index >= 0 && index < all.count {
            ensurePositioned(through: index)
            let fragment = all[index]
            stoppedAt = reverse ? fragment.rangeInElement.location : fragment.rangeInElement.endLocation
            if !block(fragment) { break }
            index += reverse ? -1 : 1
        }
        return stoppedAt
    }

    /// Calls `block` with each segment of `range`, one per line it covers: the segment's range,
    /// its rectangle in the container, its baseline (from the rectangle's top) and the container.
    /// An empty range gives the caret's segment (zero wide).
    open func enumerateTextSegments(in range: NSTextRange, type: SegmentType, options: SegmentOptions = [],
                                    using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool) {
        guard let container = storedTextContainer, let start = (range.location as? TextOffsetLocation)?.offset,
              let end = (range.endLocation as? TextOffsetLocation)?.offset, let first = fragmentIndex(containing: start),
              let last = fragmentIndex(containing: end) else { return }
        ensurePositioned(through: last)
        var segments: [(NSTextRange, CGRect, CGFloat)] = []
        for fragment in fragments[first...last] {
            let base = fragment.elementStart
            let lines = fragment.textLineFragments
            for (i, line) in lines.enumerated() {
                let lineStart = base + line.characterRange.location, lineEnd = base + NSMaxRange(line.characterRange)
                let isLastLine = fragment === fragments.last && i == lines.count - 1
                let touches = range.isEmpty
                    ? (start >= lineStart && (start < lineEnd || (start == lineEnd && (isLastLine || options.contains(.upstreamAffinity)))))
                    : (start < lineEnd && end > lineStart) || (lineStart == lineEnd && start <= lineStart && end > lineStart)
                guard touches else { continue }
                let from = max(start, lineStart), to = min(end, lineEnd)
                let origin = fragment.layoutFragmentFrame.origin
                var x0 = origin.x + fragment.leadingPadding + line.typographicBounds.minX + line.locationForCharacter(at: from - base).x
                var x1 = origin.x + fragment.leadingPadding + line.typographicBounds.minX + line.locationForCharacter(at: to - base).x
                if type == .selection, !range.isEmpty, end > lineEnd { x1 = max(x1, container.size.width - fragment.trailingPadding) }
                if options.contains(.headSegmentExtended), segments.isEmpty { x0 = origin.x + fragment.leadingPadding }
                let rect = CGRect(x: x0, y: origin.y + line.typographicBounds.minY, width: max(0, x1 - x0), height: line.typographicBounds.height)
                let segmentRange = NSTextRange(location: TextOffsetLocation(from), end: TextOffsetLocation(max(from, to)))!
                segments.append((segmentRange, rect, line.glyphOrigin.y))
                if range.isEmpty { break }
            }
            if range.isEmpty, !segments.isEmpty { break }
        }
        if options.contains(.tailSegmentExtended), var tail = segments.popLast() {
            tail.1.size.width = max(tail.1.width, container.size.width - tail.1.minX)
            segments.append(tail)
        }
        if options.contains(.middleFragmentsExcluded), segments.count > 2 { segments = [segments[0], segments[segments.count - 1]] }
        for (segmentRange, rect, baseline) in segments {
            if !block(options.contains(.rangeNotRequired) ? nil : segmentRange, rect, baseline, container) { return }
        }
    }

    // MARK: Editing

    /// Replaces the text in `range` with `attributedString` (nil: deletes it), as one edit of
    /// the content storage.
    open func replaceContents(in range: NSTextRange, with attributedString: NSAttributedString?) {
        guard let storage = storedTextContentManager as? NSTextContentStorage, let textStorage = storage.textStorage,
              let nsRange = range.offsetRange else { return }
        storage.performEditingTransaction {
            textStorage.replaceCharacters(in: nsRange, with: attributedString ?? NSAttributedString(string: ""))
        }
    }

    /// Replaces the content in `range` with the elements' content.
    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {
        guard let manager = storedTextContentManager else { return }
        manager.performEditingTransaction { manager.replaceContents(in: range, with: textElements) }
    }
}
