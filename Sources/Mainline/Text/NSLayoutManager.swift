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
        /// The baseline's distance from the top of `rect`.
        var baselineOffset: CGFloat = 0
        /// The glyphs a truncating line break mode hid behind an ellipsis (`NSNotFound`: none).
        var truncatedRange = NSRange(location: NSNotFound, length: 0)
    }

    weak var storedTextStorage: NSTextStorage?
    private var storedTextContainers: [NSTextContainer] = []
    private var cachedLines: [Line]?
    /// The glyphs, generated on first use after an invalidation.
    var glyphStore: GlyphStore?
    /// The glyph store being generated (the delegate's `setGlyphs` calls write into it).
    var generatingGlyphs: GlyphStore?
    /// What the typesetter-facing setters changed since the last invalidation.
    var layoutOverrides = LayoutOverrides()
    /// Whether the lines are laid out (no layout is done to answer this).
    var isLaidOut: Bool { cachedLines != nil }
    /// The lines as laid out, for the setters that adjust them.
    var laidOutLines: [Line]? {
        get { cachedLines }
        set { cachedLines = newValue }
    }
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
    /// Whether lines may break by hyphenating words. The text model never hyphenates, so lines
    /// break the same either way (the setting is kept).
    open var usesDefaultHyphenation = false
    /// How eagerly words are hyphenated (0…1; kept: the text model never hyphenates).
    @available(iOS, deprecated: 9.0, message: "Use usesDefaultHyphenation or NSParagraphStyle.hyphenationFactor")
    open var hyphenationFactor: Float = 0
    /// Whether layout is limited for text that looks crafted to be slow to lay out (kept: the
    /// text model lays any text out in linear time).
    open var limitsLayoutForSuspiciousContents = false

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
        glyphStore = nil
        layoutOverrides = LayoutOverrides()
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
        // The text as laid out: null glyphs and zero-advancement control characters dropped,
        // whitespace-action control characters shown as spaces; `map` gives each shown UTF-16
        // unit's character index (and the text's length after the last).
        let (shown, map) = shownText()
        let shownString = shown as String
        let wrapped = wrapLines(shownString, font: font, container: container, map: map)
        let starts = wrapped.map { map[shownString.utf16.distance(from: shownString.utf16.startIndex, to: $0.startIndex)] }
        let total = (string as NSString).length
        var lines: [Line] = []
        var y: CGFloat = 0
        let ns = string as NSString
        let paragraphSpacing = style.paragraph.lineSpacing
        for (i, piece) in wrapped.enumerated() {
            if container.maximumNumberOfLines > 0, i >= container.maximumNumberOfLines { break }
            let end = i + 1 < starts.count ? starts[i + 1] : total
            let lineStart = i == 0 ? 0 : starts[i]
            if i > 0 {
                // The spacing after the previous line, and around the paragraph break between them.
                y = lines[lines.count - 1].rect.maxY + paragraphSpacing
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
            let range = NSRange(location: lineStart, length: end - lineStart)
            let width = font.width(of: piece) + advanceAdjustment(in: range)
            var line = Line(range: range,
                            rect: CGRect(x: 0, y: y, width: container.size.width, height: font.lineHeight),
                            usedRect: CGRect(x: container.lineFragmentPadding, y: y, width: width, height: font.lineHeight),
                            baselineOffset: font.ascender + (font.lineHeight - font.pointSize) / 2)
            if let delegate {
                // The delegate may move or resize the fragment before it is set (the lines
                // after it follow its new bottom).
                var rect = line.rect, used = line.usedRect, baseline = line.baselineOffset
                if delegate.layoutManager(self, shouldSetLineFragmentRect: &rect, lineFragmentUsedRect: &used, baselineOffset: &baseline,
                                          in: container, forGlyphRange: range) {
                    line.rect = rect
                    line.usedRect = used
                    line.baselineOffset = baseline
                }
            }
            lines.append(line)
        }
        if !lines.isEmpty, let last = lines.last, last.range.location + last.range.length < total {
            if container.maximumNumberOfLines == 0 {
                // Every character belongs to a line.
                lines[lines.count - 1].range.length = total - last.range.location
            } else if [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(container.lineBreakMode) {
                // The last line shows the rest of the text truncated: it holds the rest of the
                // glyphs, those behind the ellipsis truncated.
                lines[lines.count - 1] = truncated(last, total: total, font: font, container: container)
            }
        }
        return lines
    }

    /// `line`, the last one shown, carrying the rest of the text with an ellipsis where the
    /// container's line break mode puts it.
    private func truncated(_ line: Line, total: Int, font: UIFont, container: NSTextContainer) -> Line {
        guard let storage = storedTextStorage else { return line }
        let ns = storage.string as NSString
        let rest = ns.substring(with: NSRange(location: line.range.location, length: total - line.range.location))
        let flat = rest.replacingOccurrences(of: "\n", with: " ")
        let shown = TextLayout.truncate(flat, font: font, width: container.wrapWidth, mode: container.lineBreakMode, force: true)
        var line = line
        line.range.length = total - line.range.location
        line.usedRect.size.width = font.width(of: shown[...])
        guard let ellipsis = shown.range(of: TextLayout.ellipsis) else { return line }
        let head = (String(shown[..<ellipsis.lowerBound]) as NSString).length
        let tail = (String(shown[ellipsis.upperBound...]) as NSString).length
        let start = line.range.location + head
        line.truncatedRange = NSRange(location: start, length: max(0, total - tail - start))
        return line
    }

    /// The lines of `shown` wrapped to the container, by words (asking the delegate whether a
    /// line may break before each word that starts a line: where it says no, the break moves
    /// back to an earlier word of the line) or by characters.
    private func wrapLines(_ shown: String, font: UIFont, container: NSTextContainer, map: [Int]) -> [Substring] {
        if container.lineBreakMode == .byCharWrapping {
            return TextLayout.wrapByCharacters(shown, font: font, maxWidth: container.wrapWidth)
        }
        let wrapped = font.wrap(shown, maxWidth: container.wrapWidth)
        guard let delegate, wrapped.count > 1 else { return wrapped }
        var lines: [Substring] = []
        var rest = shown[...]
        while !rest.isEmpty {
            let pieces = font.wrap(String(rest), maxWidth: container.wrapWidth)
            guard pieces.count > 1 else {
                lines.append(rest)
                break
            }
            // Offsets within `rest` of the first piece's end and of the next piece's start.
            let restString = String(rest)
            let nextStart = restString.distance(from: restString.startIndex, to: pieces[1].startIndex)
            var breakAt = nextStart
            let boundary = rest.index(rest.startIndex, offsetBy: nextStart)
            let isParagraphBreak = boundary > rest.startIndex && rest[rest.index(before: boundary)] == "\n"
            if !isParagraphBreak {
                let characterIndex = map[shown.utf16.distance(from: shown.utf16.startIndex, to: boundary.samePosition(in: shown.utf16) ?? shown.utf16.startIndex)]
                if !delegate.layoutManager(self, shouldBreakLineByWordBeforeCharacterAt: characterIndex) {
                    // The start of the line's last word, if the line has an earlier one.
                    let firstLine = rest[rest.startIndex..<boundary]
                    let trimmed = firstLine.reversed().drop(while: { $0 == " " })
                    if let space = trimmed.firstIndex(of: " ") {
                        let wordStart = firstLine.distance(from: firstLine.startIndex, to: space.base)
                        if wordStart > 0 { breakAt = wordStart }
                    }
                }
            }
            let end = rest.index(rest.startIndex, offsetBy: breakAt)
            var piece = rest[rest.startIndex..<end]
            if piece.last == "\n" { piece = piece.dropLast() }
            lines.append(piece)
            rest = rest[end...]
            if rest.isEmpty, shown.last == "\n" { lines.append(rest) }
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

    /// The container glyph `glyphIndex` is laid out in (the first; or the one
    /// `setTextContainer(_:forGlyphRange:)` gave it).
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> NSTextContainer? {
        if let (range, container) = layoutOverrides.containers.last(where: { NSLocationInRange(glyphIndex, $0.0) }) {
            effectiveRange?.pointee = range
            return container
        }
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
    /// the baseline): after the advances of the glyphs before it on its line (null glyphs and
    /// zero-advancement control characters take none), or where `setLocation(_:forStartOfGlyphRange:)`
    /// put it.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let i = lineIndex(forCharacterAt: glyphIndex) else { return .zero }
        if let location = layoutOverrides.locations[glyphIndex] { return location }
        let line = lines[i]
        let end = max(line.range.location, min(glyphIndex, line.range.location + line.range.length))
        let prefix = NSRange(location: line.range.location, length: end - line.range.location)
        return CGPoint(x: line.usedRect.minX + advance(of: prefix), y: line.baselineOffset)
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
        guard container === storedTextContainers.first, !lines.isEmpty, storedTextStorage != nil else { return 0 }
        let row = lines.firstIndex { point.y < $0.rect.maxY } ?? lines.count - 1
        let line = lines[row]
        var x = line.usedRect.minX
        for i in line.range.location..<(line.range.location + line.range.length) {
            let advance = self.advance(of: NSRange(location: i, length: 1))
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
        guard let context = UIGraphicsGetCurrentContext(), storedTextStorage != nil else { return }
        let style = self.style
        for line in lines where NSIntersectionRange(line.range, glyphsToShow).length > 0 {
            // The glyphs shown: not the null, not-shown or zero-advancement ones.
            let shown = visibleText(in: line.range, drawing: true).trimmingCharacters(in: .newlines)
            context.recordText(shown, lines: [shown], in: line.usedRect.offsetBy(dx: origin.x, dy: origin.y), font: style.font,
                               color: style.color, alignment: style.paragraph.alignment)
        }
        drawDecorations(forGlyphRange: glyphsToShow, at: origin)
    }

    // MARK: What subclasses override (NSLayoutManager+Drawing.swift, +Glyphs.swift)

    /// Draws the backgrounds of `glyphsToShow` with the container's origin at `origin`: each
    /// run's `.backgroundColor`, and `.textHighlightStyle` runs in their colour scheme's colour
    /// (the system blue for the default scheme), filled line by line through
    /// `fillBackgroundRectArray(_:count:forCharacterRange:color:)`.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        defaultDrawBackground(forGlyphRange: glyphsToShow, at: origin)
    }

    /// Fills `rects` with `color` in the current graphics context: the backgrounds of
    /// `charRange` (its `.backgroundColor`, or a highlight).
    open func fillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int, forCharacterRange charRange: NSRange, color: UIColor) {
        defaultFillBackgroundRectArray(rectArray, count: rectCount, forCharacterRange: charRange, color: color)
    }

    /// Underlines the glyphs of `glyphRange` on one line fragment: with `.byWord`, word by
    /// word (not the spaces between words), else the whole range less its trailing
    /// whitespace; each piece is drawn by `drawUnderline(forGlyphRange:…)`.
    open func underlineGlyphRange(_ glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, lineFragmentRect lineRect: CGRect,
                                  lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        defaultUnderlineGlyphRange(glyphRange, underlineType: underlineVal, lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange,
                                   containerOrigin: containerOrigin)
    }

    /// Strikes through the glyphs of `glyphRange` on one line fragment (word by word with
    /// `.byWord`), by `drawStrikethrough(forGlyphRange:…)`.
    open func strikethroughGlyphRange(_ glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle, lineFragmentRect lineRect: CGRect,
                                      lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        defaultStrikethroughGlyphRange(glyphRange, strikethroughType: strikethroughVal, lineFragmentRect: lineRect,
                                       lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
    }

    /// Draws an underline under the glyphs of `glyphRange`: a line of the style's thickness
    /// (1 point, 2 for `.thick`; two lines for `.double`) a tenth of the font size below the
    /// baseline (moved by `baselineOffset`), in the run's `.underlineColor` or text colour.
    open func drawUnderline(forGlyphRange glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, baselineOffset: CGFloat,
                            lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        defaultDrawUnderline(forGlyphRange: glyphRange, underlineType: underlineVal, baselineOffset: baselineOffset, lineFragmentRect: lineRect,
                             lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
    }

    /// Draws a line through the glyphs of `glyphRange`, a third of the font size above the
    /// baseline, as `drawUnderline` draws (in `.strikethroughColor` or the text colour).
    open func drawStrikethrough(forGlyphRange glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle, baselineOffset: CGFloat,
                                lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        defaultDrawStrikethrough(forGlyphRange: glyphRange, strikethroughType: strikethroughVal, baselineOffset: baselineOffset,
                                 lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
    }

    /// Draws `glyphs` with their origins at `positions` in `font`, into `CGContext` (recorded in
    /// its `drawnTexts`; the glyphs are the text model's, one per UTF-16 unit), in the
    /// attributes' foreground colour.
    open func showCGGlyphs(_ glyphs: UnsafePointer<CGGlyph>, positions: UnsafePointer<CGPoint>, count glyphCount: Int, font: UIFont,
                           textMatrix: CGAffineTransform, attributes: [NSAttributedString.Key: Any] = [:], in CGContext: CGContext) {
        defaultShowCGGlyphs(glyphs, positions: positions, count: glyphCount, font: font, textMatrix: textMatrix, attributes: attributes, in: CGContext)
    }

    /// Sets the glyphs of `glyphRange` (one per character here: the first
    /// `min(glyphRange.length, glyphs given)` are set) with their properties. Called by the
    /// delegate's `shouldGenerateGlyphs` to hide or replace glyphs; outside it, the layout is
    /// redone with them.
    open func setGlyphs(_ glyphs: UnsafePointer<CGGlyph>, properties props: UnsafePointer<GlyphProperty>,
                        characterIndexes charIndexes: UnsafePointer<Int>, font aFont: UIFont, forGlyphRange glyphRange: NSRange) {
        defaultSetGlyphs(glyphs, properties: props, characterIndexes: charIndexes, font: aFont, forGlyphRange: glyphRange)
    }
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
    /// Asked when glyphs are generated, with the default glyphs and properties of
    /// `glyphRange`: set other ones with `setGlyphs(_:properties:characterIndexes:font:forGlyphRange:)`
    /// (a `.null` property hides a character) and answer how many glyphs were handled (0: the
    /// defaults stand).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldGenerateGlyphs glyphs: UnsafePointer<CGGlyph>,
                       properties props: UnsafePointer<NSLayoutManager.GlyphProperty>, characterIndexes charIndexes: UnsafePointer<Int>,
                       font aFont: UIFont, forGlyphRange glyphRange: NSRange) -> Int
    /// Asked when glyphs are generated, for each control character: what layout does with it
    /// (`action` is the default).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldUse action: NSLayoutManager.ControlCharacterAction,
                       forControlCharacterAt charIndex: Int) -> NSLayoutManager.ControlCharacterAction
    /// Asked for the box of a control glyph laid out as whitespace (its width is its advance).
    func layoutManager(_ layoutManager: NSLayoutManager, boundingBoxForControlGlyphAt glyphIndex: Int, for textContainer: NSTextContainer,
                       proposedLineFragment proposedRect: CGRect, glyphPosition: CGPoint, characterIndex charIndex: Int) -> CGRect
    /// Asked before each line fragment is set: the delegate may change its rectangle, used
    /// rectangle and baseline (answer true to use the changes).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                       lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                       in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool
    /// Asked, when a line is wrapped by words, whether it may break before the word starting
    /// at `charIndex` (no: the break moves back to an earlier word).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool
    /// Asked whether a line may break by hyphenating before `charIndex`. The text model never
    /// hyphenates, so layout does not ask it.
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool
}

extension NSLayoutManagerDelegate {
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldGenerateGlyphs glyphs: UnsafePointer<CGGlyph>,
                              properties props: UnsafePointer<NSLayoutManager.GlyphProperty>, characterIndexes charIndexes: UnsafePointer<Int>,
                              font aFont: UIFont, forGlyphRange glyphRange: NSRange) -> Int { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldUse action: NSLayoutManager.ControlCharacterAction,
                              forControlCharacterAt charIndex: Int) -> NSLayoutManager.ControlCharacterAction { action }
    public func layoutManager(_ layoutManager: NSLayoutManager, boundingBoxForControlGlyphAt glyphIndex: Int, for textContainer: NSTextContainer,
                              proposedLineFragment proposedRect: CGRect, glyphPosition: CGPoint, characterIndex charIndex: Int) -> CGRect {
        CGRect(x: 0, y: 0, width: layoutManager.style.font.width(of: " "), height: proposedRect.height)
    }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                              lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                              in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool { false }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool { true }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool { true }
}
