import Foundation

extension NSLayoutManager {
    // MARK: Layout state

    /// The first character not laid out (the text's length once it all is; 0 before any
    /// layout, which is done on first use).
    public func firstUnlaidCharacterIndex() -> Int {
        guard let lines = laidOutLines else { return 0 }
        return lines.last.map { $0.range.location + $0.range.length } ?? 0
    }

    /// The first glyph not laid out (the same as the character: one glyph per character).
    public func firstUnlaidGlyphIndex() -> Int { firstUnlaidCharacterIndex() }

    /// The first character and glyph not laid out.
    public func getFirstUnlaidCharacterIndex(_ charIndex: UnsafeMutablePointer<Int>?, glyphIndex: UnsafeMutablePointer<Int>?) {
        let index = firstUnlaidCharacterIndex()
        charIndex?.pointee = index
        glyphIndex?.pointee = index
    }

    /// Lays out the text shown in `bounds` of `container` now (all of it here).
    public func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ = lines }

    /// The container's geometry changed: its glyphs are laid out again.
    public func textContainerChangedGeometry(_ container: NSTextContainer) {
        guard textContainers.contains(where: { $0 === container }) else { return }
        invalidateAll()
    }

    // MARK: Line fragments

    /// The line fragment of glyph `glyphIndex`; with `withoutAdditionalLayout`, only if it is
    /// laid out already (zero otherwise).
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?,
                               withoutAdditionalLayout flag: Bool) -> CGRect {
        if flag, !isLaidOut { return .zero }
        return lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The used part of the line fragment of glyph `glyphIndex`; with `withoutAdditionalLayout`,
    /// only if it is laid out already (zero otherwise).
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?,
                                   withoutAdditionalLayout flag: Bool) -> CGRect {
        if flag, !isLaidOut { return .zero }
        return lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The container of glyph `glyphIndex`; with `withoutAdditionalLayout`, only if it is laid
    /// out already (nil otherwise).
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?,
                            withoutAdditionalLayout flag: Bool) -> NSTextContainer? {
        if flag, !isLaidOut { return nil }
        return textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The glyphs of the lines of `container` that `bounds` touches.
    public func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        _ = lines
        return glyphRange(forBoundingRectWithoutAdditionalLayout: bounds, in: container)
    }

    /// The glyphs of the laid-out lines of `container` that `bounds` touches (no layout is done).
    public func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard container === textContainers.first, let lines = laidOutLines else { return NSRange(location: 0, length: 0) }
        let touched = lines.filter { $0.rect.minY < bounds.maxY && $0.rect.maxY > bounds.minY }
        guard let first = touched.first, let last = touched.last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: first.range.location, length: last.range.location + last.range.length - first.range.location)
    }

    /// Sets the line fragment of `glyphRange` (as a typesetter does): the line holding its
    /// first glyph takes the rectangles (a new line is added past the last).
    public func setLineFragmentRect(_ fragmentRect: CGRect, forGlyphRange glyphRange: NSRange, usedRect: CGRect) {
        var lines = self.lines
        if let i = lines.firstIndex(where: { NSLocationInRange(glyphRange.location, $0.range) || $0.range.location == glyphRange.location }) {
            lines[i].rect = fragmentRect
            lines[i].usedRect = usedRect
            lines[i].range = glyphRange
        } else {
            lines.append(Line(range: glyphRange, rect: fragmentRect, usedRect: usedRect, baselineOffset: style.font.ascender))
        }
        laidOutLines = lines
    }

    /// Sets where the glyphs of `glyphRange` start in their line fragment.
    public func setLocation(_ location: CGPoint, forStartOfGlyphRange glyphRange: NSRange) {
        _ = lines
        layoutOverrides.locations[glyphRange.location] = location
    }

    /// Sets the container the glyphs of `glyphRange` are laid out in.
    public func setTextContainer(_ container: NSTextContainer, forGlyphRange glyphRange: NSRange) {
        _ = lines
        layoutOverrides.containers.append((glyphRange, container))
    }

    // MARK: The extra line fragment

    /// Whether the text ends where an empty line follows: when it is empty, or ends with a
    /// line break.
    private var needsExtraLineFragment: Bool {
        guard let storage = textStorage, !textContainers.isEmpty else { return false }
        let ns = storage.string as NSString
        guard ns.length > 0 else { return true }
        return [10, 13, 0x2028, 0x2029].contains(ns.character(at: ns.length - 1))
    }

    /// The line fragment of the empty line after the text (where the insertion point goes
    /// when the text is empty or ends with a line break); zero when there is none.
    public var extraLineFragmentRect: CGRect {
        if let extra = layoutOverrides.extraLineFragment { return extra.rect }
        guard needsExtraLineFragment, let container = textContainers.first else { return .zero }
        let font = style.font
        // The model lays out the empty line after a final line break as a line of no glyphs:
        // that line is the extra fragment.
        if let last = lines.last, last.range.length == 0, last.range.location > 0 { return last.rect }
        let y = lines.last.map { $0.rect.maxY + style.paragraph.lineSpacing } ?? 0
        return CGRect(x: 0, y: y, width: container.size.width, height: font.lineHeight)
    }

    /// The used part of the extra line fragment: the line's padding at its start.
    public var extraLineFragmentUsedRect: CGRect {
        if let extra = layoutOverrides.extraLineFragment { return extra.usedRect }
        let rect = extraLineFragmentRect
        guard rect != .zero, let container = textContainers.first else { return .zero }
        return CGRect(x: 0, y: rect.minY, width: 2 * container.lineFragmentPadding, height: rect.height)
    }

    /// The container of the extra line fragment (nil when there is none).
    public var extraLineFragmentTextContainer: NSTextContainer? {
        if let extra = layoutOverrides.extraLineFragment { return extra.container }
        return extraLineFragmentRect == .zero ? nil : textContainers.first
    }

    /// Sets the extra line fragment (as a typesetter does).
    public func setExtraLineFragmentRect(_ fragmentRect: CGRect, usedRect: CGRect, textContainer container: NSTextContainer) {
        _ = lines
        layoutOverrides.extraLineFragment = (fragmentRect, usedRect, container)
    }

    // MARK: Truncation

    /// The glyphs hidden behind the ellipsis of the line holding `glyphIndex`, when the
    /// container's truncating line break mode cut its last line (`NSNotFound` otherwise).
    public func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        guard let i = lineIndex(forCharacterAt: glyphIndex) else { return NSRange(location: NSNotFound, length: 0) }
        return lines[i].truncatedRange
    }

    // MARK: Points and rectangles

    /// The glyph nearest `point` in `container`, and how far through it `point` lies (0…1).
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: partialFraction)
    }

    /// How far through the glyph nearest `point` the point lies (0 at its leading edge, 1 at
    /// its trailing edge).
    public func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat {
        var fraction: CGFloat = 0
        _ = glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: &fraction)
        return min(1, fraction)
    }

    /// Calls `block` with the rectangle each line fragment's part of `glyphRange` takes (the
    /// line's height, from the first glyph's position to the last's end, or to the end of the
    /// used rectangle where the range goes on to the next line); the block may stop it.
    /// `selectedRange` (`NSNotFound`: none) only matters for the insertion point, as in UIKit.
    public func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in textContainer: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        for rect in enclosingRects(forGlyphRange: glyphRange, in: textContainer) {
            var stop = ObjCBool(false)
            block(rect, &stop)
            if stop.boolValue { break }
        }
    }

    /// The rectangles of `glyphRange` line by line (an empty range: the insertion point's
    /// zero-width rectangle).
    func enclosingRects(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> [CGRect] {
        guard container === textContainers.first, !lines.isEmpty else { return [] }
        let end = glyphRange.location + glyphRange.length
        if glyphRange.length == 0, let i = lineIndex(forCharacterAt: glyphRange.location) {
            let x = location(forGlyphAt: glyphRange.location).x
            return [CGRect(x: x, y: lines[i].rect.minY, width: 0, height: lines[i].rect.height)]
        }
        var rects: [CGRect] = []
        for line in lines {
            let lineEnd = line.range.location + line.range.length
            let start = max(line.range.location, glyphRange.location), stop = min(lineEnd, end)
            guard stop > start else { continue }
            let minX = location(forGlyphAt: start).x
            let maxX = stop >= lineEnd ? line.usedRect.maxX : location(forGlyphAt: stop).x
            rects.append(CGRect(x: minX, y: line.rect.minY, width: max(0, maxX - minX), height: line.rect.height))
        }
        return rects
    }

    /// The insertion points of the line holding `charIndex`: one before each character and
    /// one after the last (`positions`: their x from the line fragment's origin;
    /// `characterIndexes`: the character each stands before). Answers how many there are; the
    /// buffers may be nil to count them. Left-to-right text has no alternate positions: the
    /// same ones are given for either flag.
    public func getLineFragmentInsertionPoints(forCharacterAt charIndex: Int, alternatePositions aFlag: Bool, inDisplayOrder dFlag: Bool,
                                             positions: UnsafeMutablePointer<CGFloat>?, characterIndexes charIndexes: UnsafeMutablePointer<Int>?) -> Int {
        guard let i = lineIndex(forCharacterAt: charIndex), let storage = textStorage else { return 0 }
        let line = lines[i]
        let ns = storage.string as NSString
        var end = line.range.location + line.range.length
        // The line's break character takes no insertion point after it.
        while end > line.range.location, [10, 13, 0x2028, 0x2029].contains(ns.character(at: end - 1)) { end -= 1 }
        var count = 0
        var index = line.range.location
        while index <= end {
            positions?[count] = location(forGlyphAt: index).x
            charIndexes?[count] = index
            count += 1
            guard index < end else { break }
            index += ns.rangeOfComposedCharacterSequence(at: index).length
        }
        return count
    }
}
