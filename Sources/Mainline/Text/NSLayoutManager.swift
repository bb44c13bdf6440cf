import Foundation

/// Lays a text storage's text out in text containers with the text model of `UIFont`: one
/// glyph per UTF-16 unit, lines wrapped at the container's width less its line padding (by the
/// container's line break mode), each line the font's line height (plus the paragraph's line
/// spacing), at most the container's `maximumNumberOfLines`. Text beyond the first container
/// is not laid out in further containers: the first one holds it all.
open class NSLayoutManager {
    /// A laid-out line: its characters and its rectangle in the container.
    struct Line {
        var range: NSRange
        var rect: CGRect
        var usedRect: CGRect
    }

    weak var storedTextStorage: NSTextStorage?
    private var storedTextContainers: [NSTextContainer] = []
    private var cachedLines: [Line]?
    /// Told when the layout is invalidated (a text view showing the text relayouts).
    var onInvalidate: (() -> Void)?

    /// The delegate: told when layout is invalidated and completed, and asked for the spacing
    /// after lines and around paragraphs (invalidate the layout when its answers change).
    open weak var delegate: NSLayoutManagerDelegate? {
        didSet { invalidateAll() }
    }

    /// Whether layout may be done for parts of the text only (kept: layout is always whole).
    open var allowsNonContiguousLayout = false
    /// Whether lines use the font's leading (kept: the line height already includes it).
    open var usesFontLeading = true
    /// Whether invisible characters are drawn (kept).
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn (kept).
    open var showsControlCharacters = false

    public init() {}

    /// The text laid out.
    open var textStorage: NSTextStorage? {
        get { storedTextStorage }
        set {
            storedTextStorage = newValue
            invalidateAll()
        }
    }

    /// The containers the text is laid out in.
    open var textContainers: [NSTextContainer] { storedTextContainers }

    /// Adds a container at the end.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: storedTextContainers.count)
    }

    /// Inserts a container at `index`.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        storedTextContainers.insert(container, at: max(0, min(index, storedTextContainers.count)))
        container.layoutManager = self
        invalidateAll()
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        guard storedTextContainers.indices.contains(index) else { return }
        let container = storedTextContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        invalidateAll()
    }

    /// Whether layout is not contiguous (never here).
    open var hasNonContiguousLayout: Bool { false }

    // MARK: Edits and invalidation

    /// The text storage processed an edit: the layout of the edited range (all of it here) is
    /// invalidated.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        invalidateAll()
    }

    /// Invalidates the layout of `charRange` (all of it is laid out again).
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) {
        actualCharRange?.pointee = NSRange(location: 0, length: storedTextStorage?.length ?? 0)
        invalidateAll()
    }

    /// Invalidates the glyphs of `charRange` (glyphs are characters here: the layout is redone).
    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int,
                               actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    /// Marks the characters for redisplay in the text view showing them.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        for container in storedTextContainers { container.textView?.setNeedsDisplay() }
    }

    /// Marks the glyphs for redisplay.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        invalidateDisplay(forCharacterRange: glyphRange)
    }

    func invalidateAll() {
        let hadLayout = cachedLines != nil
        cachedLines = nil
        onInvalidate?()
        if hadLayout { delegate?.layoutManagerDidInvalidateLayout(self) }
    }

    /// Lays out the text of `container` now.
    open func ensureLayout(for container: NSTextContainer) { _ = lines }

    /// Lays out the characters of `charRange` now.
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = lines }

    /// Lays out the glyphs of `glyphRange` now.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = lines }

    // MARK: Layout

    var style: TextDrawingStyle {
        storedTextStorage.map { TextDrawingStyle($0) } ?? TextDrawingStyle(attributes: nil)
    }

    /// The lines, laid out on first use after an invalidation.
    var lines: [Line] {
        if let cachedLines { return cachedLines }
        let lines = layOut()
        cachedLines = lines
        if let delegate, let container = storedTextContainers.first {
            let laidOut = lines.last.map { $0.range.location + $0.range.length } ?? 0
            delegate.layoutManager(self, didCompleteLayoutFor: container, atEnd: laidOut >= (storedTextStorage?.length ?? 0))
        }
        return lines
    }

    private func layOut() -> [Line] {
        guard let storage = storedTextStorage, let container = storedTextContainers.first else { return [] }
        let string = storage.string
        let style = self.style
        let font = style.font
        let step = font.lineHeight + style.paragraph.lineSpacing
        let wrapped = container.lineBreakMode == .byCharWrapping
            ? TextLayout.wrapByCharacters(string, font: font, maxWidth: container.wrapWidth)
            : font.wrap(string, maxWidth: container.wrapWidth)
        let starts = wrapped.map { string.utf16.distance(from: string.utf16.startIndex, to: $0.startIndex) }
        let total = (string as NSString).length
        var lines: [Line] = []
        var y: CGFloat = 0
        let ns = string as NSString
        for (i, piece) in wrapped.enumerated() {
            if container.maximumNumberOfLines > 0, i >= container.maximumNumberOfLines { break }
            let end = i + 1 < starts.count ? starts[i + 1] : total
            if i > 0 {
                // The spacing after the previous line, and around the paragraph break between them.
                y += step
                let lastGlyph = max(0, starts[i] - 1)
                let proposed = CGRect(x: 0, y: y, width: container.size.width, height: font.lineHeight)
                if let delegate {
                    y += delegate.layoutManager(self, lineSpacingAfterGlyphAt: lastGlyph, withProposedLineFragmentRect: proposed)
                    if lastGlyph < ns.length, ns.character(at: lastGlyph) == 10 {
                        y += delegate.layoutManager(self, paragraphSpacingAfterGlyphAt: lastGlyph, withProposedLineFragmentRect: proposed)
                        y += delegate.layoutManager(self, paragraphSpacingBeforeGlyphAt: starts[i], withProposedLineFragmentRect: proposed)
                    }
                }
            }
            guard y + font.lineHeight <= container.size.height else { break }
            let width = font.width(of: piece)
            lines.append(Line(range: NSRange(location: starts[i], length: end - starts[i]),
                              rect: CGRect(x: 0, y: y, width: container.size.width, height: font.lineHeight),
                              usedRect: CGRect(x: container.lineFragmentPadding, y: y, width: width, height: font.lineHeight)))
        }
        if !lines.isEmpty, let last = lines.last, last.range.location + last.range.length < total, container.maximumNumberOfLines == 0 {
            // Every character belongs to a line.
            lines[lines.count - 1].range.length = total - last.range.location
        }
        return lines
    }

    /// The glyphs laid out (one per UTF-16 unit of the text).
    open var numberOfGlyphs: Int { storedTextStorage?.length ?? 0 }

    /// The glyphs laid out in `container`.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard container === storedTextContainers.first, let last = lines.last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: 0, length: last.range.location + last.range.length)
    }

    /// The rectangle the laid-out text of `container` takes (its lines' used width plus the
    /// padding, by their height).
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard container === storedTextContainers.first, !lines.isEmpty else { return .zero }
        let width = lines.map(\.usedRect.width).max() ?? 0
        let height = lines.last!.rect.maxY
        return CGRect(x: 0, y: 0, width: width + 2 * container.lineFragmentPadding, height: height)
    }

    /// The container glyph `glyphIndex` is laid out in.
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> NSTextContainer? {
        guard let container = storedTextContainers.first else { return nil }
        effectiveRange?.pointee = glyphRange(for: container)
        return container
    }

    /// The index of the line holding character `index` (the last line for the end of the text).
    func lineIndex(forCharacterAt index: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        return lines.lastIndex { $0.range.location <= index } ?? 0
    }

    /// The line fragment holding glyph `glyphIndex`: the line's full-width rectangle.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        guard let i = lineIndex(forCharacterAt: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = lines[i].range
        return lines[i].rect
    }

    /// The part of the line fragment holding glyph `glyphIndex` that its text takes.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        guard let i = lineIndex(forCharacterAt: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = lines[i].range
        return lines[i].usedRect
    }

    /// Where glyph `glyphIndex` sits in its line fragment (x from the fragment's start, y on
    /// the baseline).
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let i = lineIndex(forCharacterAt: glyphIndex), let storage = storedTextStorage else { return .zero }
        let line = lines[i]
        let prefix = (storage.string as NSString).substring(with: NSRange(location: line.range.location,
                                                                          length: max(0, min(glyphIndex, line.range.location + line.range.length) - line.range.location)))
        return CGPoint(x: line.usedRect.minX + style.font.width(of: prefix[...]), y: style.font.ascender + (style.font.lineHeight - style.font.pointSize) / 2)
    }

    /// The rectangle around the glyphs of `glyphRange` in `container` (whole lines' height,
    /// from the first glyph's x to the last's on a single line; the lines' used width on several).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard container === storedTextContainers.first, let first = lineIndex(forCharacterAt: glyphRange.location),
              let last = lineIndex(forCharacterAt: max(glyphRange.location, glyphRange.location + glyphRange.length - 1)) else { return .zero }
        if first == last {
            let start = location(forGlyphAt: glyphRange.location).x
            let end = location(forGlyphAt: glyphRange.location + glyphRange.length).x
            let line = lines[first]
            let endX = glyphRange.location + glyphRange.length >= line.range.location + line.range.length ? line.usedRect.maxX : end
            return CGRect(x: start, y: line.rect.minY, width: max(0, endX - start), height: line.rect.height)
        }
        let rects = lines[first...last].map(\.usedRect)
        return rects.dropFirst().reduce(rects[0]) { $0.union($1) }
    }

    /// Calls `block` for each line fragment overlapping `glyphRange`: its rectangle, used
    /// rectangle, container and glyphs; the block may set its last argument to stop.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = storedTextContainers.first else { return }
        var stop = ObjCBool(false)
        for line in lines where NSIntersectionRange(line.range, glyphRange).length > 0 || line.range.location == glyphRange.location {
            block(line.rect, line.usedRect, container, line.range, &stop)
            if stop.boolValue { break }
        }
    }

    /// Glyph index of character `charIndex` (the same: one glyph per character).
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// Character index of glyph `glyphIndex` (the same).
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    /// The glyphs of `charRange` (the same range).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualCharRange?.pointee = charRange
        return charRange
    }

    /// The characters of `glyphRange` (the same range).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    /// The glyph under `point` in `container` (the nearest one on the nearest line).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    }

    /// The character whose insertion point is nearest before `point`, and how far `point` lies
    /// towards the next one.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        partialFraction?.pointee = 0
        guard container === storedTextContainers.first, !lines.isEmpty, let storage = storedTextStorage else { return 0 }
        let row = lines.firstIndex { point.y < $0.rect.maxY } ?? lines.count - 1
        let line = lines[row]
        let text = storage.string as NSString
        var x = line.usedRect.minX
        for i in line.range.location..<(line.range.location + line.range.length) {
            let character = text.substring(with: NSRange(location: i, length: 1))
            let advance = style.font.width(of: character[...])
            if point.x < x + advance {
                partialFraction?.pointee = advance > 0 ? max(0, (point.x - x) / advance) : 0
                return i
            }
            x += advance
        }
        return max(line.range.location, line.range.location + line.range.length - 1)
    }

    /// Draws the glyphs of `glyphRange` with the container's origin at `origin`, into the
    /// current graphics context (recorded in its `drawnTexts`, one line a record).
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = storedTextStorage else { return }
        let text = storage.string as NSString
        let style = self.style
        for line in lines where NSIntersectionRange(line.range, glyphsToShow).length > 0 {
            let shown = text.substring(with: line.range).trimmingCharacters(in: .newlines)
            context.recordText(shown, lines: [shown], in: line.usedRect.offsetBy(dx: origin.x, dy: origin.y), font: style.font,
                               color: style.color, alignment: style.paragraph.alignment)
        }
    }

    /// Draws the backgrounds of `glyphRange` (background colours are not drawn by the model).
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
}

/// The layout manager's delegate (optional methods; the defaults add no spacing).
public protocol NSLayoutManagerDelegate: AnyObject {
    /// Extra space after the line ending at `glyphIndex`.
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Extra space before the paragraph starting at `glyphIndex`.
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Extra space after the paragraph ending at `glyphIndex`.
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// The layout was invalidated.
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// Layout of `textContainer` finished (`layoutFinishedFlag`: all the text is laid out).
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool)
    /// `textContainer`'s size changed from `oldSize`.
    func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension NSLayoutManagerDelegate {
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) {}
}
