import Foundation

/// The layout of one element (a paragraph) in TextKit 2: its line fragments, its frame in the
/// text container, and the views of its attachments. A layout manager makes one per element
/// (or its delegate does, to draw differently) and lays it out when asked to.
open class NSTextLayoutFragment: NSObject {
    /// How far a fragment's layout has got.
    public enum State: UInt, Sendable {
        /// Not laid out (new, or invalidated).
        case none = 0
        /// Its size is estimated.
        case estimatedUsageBounds = 1
        /// Its size is calculated.
        case calculatedUsageBounds = 2
        /// Its lines are laid out.
        case layoutAvailable = 3
    }

    /// How layout fragments are enumerated.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the location backwards.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Fragments not laid out get estimated frames.
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        /// Each fragment is laid out before the block sees it.
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        /// The last fragment gets the empty line after a final line break.
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    /// The layout manager the fragment belongs to.
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    private let element: NSTextElement
    /// The element laid out.
    open var textElement: NSTextElement? { element }
    /// The part of the element laid out (the document's range of it).
    open private(set) var rangeInElement: NSTextRange
    /// The queue layout runs on (nil: the caller's).
    open var layoutQueue: OperationQueue?
    /// How far its layout has got.
    open internal(set) var state: State = .none
    private var storedLines: [NSTextLineFragment] = []
    /// Its frame in the text container.
    open internal(set) var layoutFragmentFrame: CGRect = .zero
    /// Space before each line (the container's line fragment padding).
    open internal(set) var leadingPadding: CGFloat = 0
    /// Space after each line.
    open internal(set) var trailingPadding: CGFloat = 0
    /// Space above the fragment (the paragraph's spacing before).
    open internal(set) var topMargin: CGFloat = 0
    /// Space below it (the paragraph's spacing after).
    open internal(set) var bottomMargin: CGFloat = 0
    /// The views of the attachments in the fragment, once laid out.
    open internal(set) var textAttachmentViewProviders: [NSTextAttachmentViewProvider] = []
    private var attachmentFrames: [(offset: Int, frame: CGRect)] = []

    /// A fragment laying out `rangeInElement` of `textElement` (the whole element when nil).
    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) {
        element = textElement
        self.rangeInElement = rangeInElement ?? textElement.elementRange ?? NSTextRange(location: TextOffsetLocation(0))
        super.init()
    }

    /// Layout fragments are not archived here: decoding fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Its lines (laid out first if they are not).
    open var textLineFragments: [NSTextLineFragment] {
        if state != .layoutAvailable { textLayoutManager?.ensureLayout(of: self) }
        return storedLines
    }

    /// Forgets its layout: it is laid out again when next needed.
    open func invalidateLayout() {
        state = .none
        storedLines = []
        textLayoutManager?.fragmentWasInvalidated(self)
    }

    /// The rectangle its drawing covers, relative to the frame's origin (the lines' bounds,
    /// with the padding).
    open var renderingSurfaceBounds: CGRect {
        let lines = textLineFragments
        guard var bounds = lines.first?.typographicBounds else { return CGRect(origin: .zero, size: layoutFragmentFrame.size) }
        for line in lines.dropFirst() { bounds = bounds.union(line.typographicBounds) }
        return bounds.offsetBy(dx: leadingPadding, dy: 0).union(CGRect(origin: .zero, size: layoutFragmentFrame.size))
    }

    /// The line at `verticalOffset` in the fragment: the one containing it, else (unless an
    /// exact match is required) the nearest.
    open func textLineFragment(forVerticalOffset verticalOffset: CGFloat, requiresExactMatch: Bool) -> NSTextLineFragment? {
        let lines = textLineFragments
        if let hit = lines.first(where: { verticalOffset >= $0.typographicBounds.minY && verticalOffset < $0.typographicBounds.maxY }) { return hit }
        guard !requiresExactMatch, let first = lines.first, let last = lines.last else { return nil }
        return verticalOffset < first.typographicBounds.minY ? first : last
    }

    /// The line holding `textLocation`; at a line's end, `isUpstreamAffinity` picks the line
    /// it ends rather than the one it starts.
    open func textLineFragment(for textLocation: NSTextLocation, isUpstreamAffinity: Bool) -> NSTextLineFragment? {
        guard let index = characterIndex(of: textLocation) else { return nil }
        let lines = textLineFragments
        for (i, line) in lines.enumerated() {
            let end = NSMaxRange(line.characterRange)
            if index >= line.characterRange.location && index < end { return isUpstreamAffinity && index == line.characterRange.location && i > 0 ? lines[i - 1] : line }
            if index == end, i == lines.count - 1 || isUpstreamAffinity { return line }
        }
        return lines.last
    }

    /// Draws its lines with its frame's origin at `point`.
    open func draw(at point: CGPoint, in context: CGContext) {
        for line in textLineFragments {
            line.draw(at: CGPoint(x: point.x + leadingPadding, y: point.y), in: context)
        }
    }

    /// The frame of the attachment at `location`, in the fragment's coordinates (zero when none).
    open func frameForTextAttachment(at location: NSTextLocation) -> CGRect {
        _ = textLineFragments
        guard let index = characterIndex(of: location) else { return .zero }
        return attachmentFrames.first { $0.offset == index }?.frame ?? .zero
    }

    // MARK: Layout

    /// The text laid out: the element's (a paragraph's attributed string).
    var text: NSAttributedString {
        if let paragraph = element as? NSTextParagraph { return paragraph.attributedString }
        if let storage = textLayoutManager?.textContentManager as? NSTextContentStorage,
           let string = storage.attributedString(for: element) { return string }
        return NSAttributedString(string: "")
    }

    /// The document offset of the element's start.
    var elementStart: Int { (element.elementRange?.location as? TextOffsetLocation)?.offset ?? 0 }

    /// `location` as an index into `text` (nil outside the fragment).
    func characterIndex(of location: NSTextLocation) -> Int? {
        guard let offset = (location as? TextOffsetLocation)?.offset else { return nil }
        let index = offset - elementStart
        return index >= 0 && index <= text.length ? index : nil
    }

    /// Lays the text out at `width` (the container's), with `padding` at each end of its lines;
    /// `extraLine` adds the empty line after a final line break.
    func layOut(width: CGFloat, padding: CGFloat, extraLine: Bool, manager: NSTextLayoutManager) {
        let text = self.text
        let ns = text.string as NSString
        let paragraph = (text.length > 0 ? text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil) ?? .default
        let start = (rangeInElement.location as? TextOffsetLocation).map { max(0, $0.offset - elementStart) } ?? 0
        let end = (rangeInElement.endLocation as? TextOffsetLocation).map { min(ns.length, $0.offset - elementStart) } ?? ns.length
        let range = NSRange(location: start, length: max(0, end - start))
        let font = NSTextLineFragment.lineFont(text, range)
        let visible = NSTextLineFragment.visibleLength(text, range)
        let content = ns.substring(with: NSRange(location: range.location, length: visible))
        leadingPadding = padding
        trailingPadding = padding
        topMargin = paragraph.paragraphSpacingBefore
        bottomMargin = paragraph.paragraphSpacing

        // Break lines where the text model breaks them; each line keeps its trailing spaces.
        let firstWidth = width - 2 * padding - paragraph.firstLineHeadIndent
        let otherWidth = width - 2 * padding - paragraph.headIndent
        let wrapWidth = max(1, min(firstWidth, otherWidth) + (paragraph.tailIndent < 0 ? paragraph.tailIndent : 0))
        let pieces = content.isEmpty ? [content[...]]
            : paragraph.lineBreakMode == .byCharWrapping ? TextLayout.wrapByCharacters(content, font: font, maxWidth: wrapWidth)
            : font.wrap(content, maxWidth: wrapWidth)
        var starts = pieces.map { range.location + content.utf16.distance(from: content.utf16.startIndex, to: $0.startIndex) }
        if starts.isEmpty { starts = [range.location] }
        // The delegate may refuse a break: the lines on either side of it are one.
        if let delegate = manager.delegate {
            starts = starts.enumerated().filter { i, start in
                i == 0 || delegate.textLayoutManager(manager, shouldBreakLineBefore: TextOffsetLocation(elementStart + start), hyphenating: false)
            }.map(\.element)
        }
        var lines: [NSTextLineFragment] = []
        var y: CGFloat = 0
        for (i, lineStart) in starts.enumerated() {
            let lineEnd = i + 1 < starts.count ? starts[i + 1] : NSMaxRange(range)
            let line = NSTextLineFragment(attributedString: text, range: NSRange(location: lineStart, length: lineEnd - lineStart))
            var height = line.typographicBounds.height
            if paragraph.minimumLineHeight > 0 { height = max(height, paragraph.minimumLineHeight) }
            if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
            line.typographicBounds.origin = CGPoint(x: i == 0 ? paragraph.firstLineHeadIndent : paragraph.headIndent, y: y)
            line.typographicBounds.size.height = height
            lines.append(line)
            y += height + paragraph.lineSpacing
        }
        if extraLine, visible < range.length {
            let line = NSTextLineFragment(attributedString: text, range: NSRange(location: NSMaxRange(range), length: 0))
            line.typographicBounds = CGRect(x: paragraph.headIndent, y: y, width: 0, height: font.lineHeight)
            lines.append(line)
            y += font.lineHeight + paragraph.lineSpacing
        }
        storedLines = lines
        layoutFragmentFrame.size = CGSize(width: width, height: max(0, y - paragraph.lineSpacing))
        layOutAttachments(in: text, range: range, manager: manager)
        state = .layoutAvailable
    }

    /// The attachments' frames, and their view providers (made by the attachments). A line
    /// holding an attachment taller than its text's ascent grows to fit it (the lines below move down).
    private func layOutAttachments(in text: NSAttributedString, range: NSRange, manager: NSTextLayoutManager) {
        attachmentFrames = []
        var providers: [NSTextAttachmentViewProvider] = []
        guard range.length > 0 else { textAttachmentViewProviders = []; return }
        var found: [(index: Int, attachment: NSTextAttachment)] = []
        text.enumerateAttribute(.attachment, in: range) { value, run, _ in
            guard let attachment = value as? NSTextAttachment else { return }
            for index in run.location..<NSMaxRange(run) { found.append((index, attachment)) }
        }
        guard !found.isEmpty else { textAttachmentViewProviders = []; return }
        var shift: CGFloat = 0
        for line in storedLines {
            line.typographicBounds.origin.y += shift
            var placed: [(Int, CGRect)] = []
            for (index, attachment) in found where NSLocationInRange(index, line.characterRange) {
                let location = TextOffsetLocation(elementStart + index)
                let x = leadingPadding + line.typographicBounds.minX + line.locationForCharacter(at: index).x
                let proposed = CGRect(x: x, y: line.typographicBounds.minY, width: layoutFragmentFrame.width, height: line.typographicBounds.height)
                var bounds = attachment.attachmentBounds(for: manager.textContainer, proposedLineFragment: proposed,
                                                         glyphPosition: CGPoint(x: x, y: line.glyphOrigin.y), characterIndex: elementStart + index)
                if let provider = manager.viewProvider(for: attachment, at: location) {
                    providers.append(provider)
                    bounds = provider.attachmentBounds(for: text.attributes(at: index, effectiveRange: nil), location: location,
                                                       textContainer: manager.textContainer, proposedLineFragment: proposed,
                                                       position: CGPoint(x: x, y: line.glyphOrigin.y))
                }
                placed.append((index, CGRect(x: x + bounds.minX, y: 0, width: bounds.width, height: bounds.height)
                    .offsetBy(dx: 0, dy: -bounds.maxY)))  // y relative to the baseline, down positive
                let growth = bounds.maxY - line.glyphOrigin.y
                if growth > 0 {
                    line.glyphOrigin.y += growth
                    line.typographicBounds.size.height += growth
                    shift += growth
                }
            }
            let baseline = line.typographicBounds.minY + line.glyphOrigin.y
            for (index, frame) in placed { attachmentFrames.append((index, frame.offsetBy(dx: 0, dy: baseline))) }
        }
        layoutFragmentFrame.size.height += shift
        textAttachmentViewProviders = providers
    }
}
