import Foundation

extension NSLayoutManager {
    /// Fills `rects` with `color` in the current graphics context: the backgrounds of
    /// `charRange` (its `.backgroundColor`, or a highlight).
    func defaultFillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int, forCharacterRange charRange: NSRange, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext(), rectCount > 0 else { return }
        context.saveGState()
        context.setFillColor(color.cgColor)
        context.fill(Array(UnsafeBufferPointer(start: rectArray, count: rectCount)))
        context.restoreGState()
    }

    /// Draws the backgrounds of `glyphsToShow` with the container's origin at `origin`: each
    /// run's `.backgroundColor`, and `.textHighlightStyle` runs in their colour scheme's colour
    /// (the system blue for the default scheme), filled line by line through
    /// `fillBackgroundRectArray(_:count:forCharacterRange:color:)`.
    func defaultDrawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let storage = textStorage, let container = textContainers.first, storage.length > 0 else { return }
        let range = NSIntersectionRange(glyphsToShow, NSRange(location: 0, length: storage.length))
        guard range.length > 0 else { return }
        storage.enumerateAttributes(in: range) { attributes, runRange, _ in
            var color = attributes[.backgroundColor] as? UIColor
            if color == nil, attributes[.textHighlightStyle] != nil {
                let scheme = attributes[.textHighlightColorScheme] as? NSAttributedString.TextHighlightColorScheme
                    ?? (attributes[.textHighlightColorScheme] as? String).map(NSAttributedString.TextHighlightColorScheme.init(rawValue:))
                color = (scheme?.color ?? .systemBlue).withAlphaComponent(0.3)
            }
            guard let color else { return }
            let rects = enclosingRects(forGlyphRange: runRange, in: container).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            rects.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                fillBackgroundRectArray(base, count: buffer.count, forCharacterRange: runRange, color: color)
            }
        }
    }

    /// Draws the underlines and strikethroughs of the runs of `glyphsToShow` that have them,
    /// line by line (called by `drawGlyphs(forGlyphRange:at:)`).
    func drawDecorations(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let storage = textStorage, storage.length > 0 else { return }
        let range = NSIntersectionRange(glyphsToShow, NSRange(location: 0, length: storage.length))
        guard range.length > 0 else { return }
        for key in [NSAttributedString.Key.underlineStyle, .strikethroughStyle] {
            storage.enumerateAttribute(key, in: range) { value, runRange, _ in
                guard let raw = TextDrawingStyle.number(value).map({ Int($0) }) ?? (value as? NSUnderlineStyle)?.rawValue, raw != 0 else { return }
                let style = NSUnderlineStyle(rawValue: raw)
                for line in lines {
                    let part = NSIntersectionRange(line.range, runRange)
                    guard part.length > 0 else { continue }
                    if key == .underlineStyle {
                        underlineGlyphRange(part, underlineType: style, lineFragmentRect: line.rect, lineFragmentGlyphRange: line.range,
                                            containerOrigin: origin)
                    } else {
                        strikethroughGlyphRange(part, strikethroughType: style, lineFragmentRect: line.rect,
                                                lineFragmentGlyphRange: line.range, containerOrigin: origin)
                    }
                }
            }
        }
    }

    /// Underlines the glyphs of `glyphRange` on one line fragment: with `.byWord`, word by
    /// word (not the spaces between words), else the whole range less its trailing
    /// whitespace; each piece is drawn by `drawUnderline(forGlyphRange:…)`.
    func defaultUnderlineGlyphRange(_ glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, lineFragmentRect lineRect: CGRect,
                                  lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        for piece in decoratedPieces(of: glyphRange, byWord: underlineVal.contains(.byWord)) {
            drawUnderline(forGlyphRange: piece, underlineType: underlineVal, baselineOffset: 0, lineFragmentRect: lineRect,
                          lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
        }
    }

    /// Strikes through the glyphs of `glyphRange` on one line fragment (word by word with
    /// `.byWord`), by `drawStrikethrough(forGlyphRange:…)`.
    func defaultStrikethroughGlyphRange(_ glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle, lineFragmentRect lineRect: CGRect,
                                      lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        for piece in decoratedPieces(of: glyphRange, byWord: strikethroughVal.contains(.byWord)) {
            drawStrikethrough(forGlyphRange: piece, strikethroughType: strikethroughVal, baselineOffset: 0, lineFragmentRect: lineRect,
                              lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
        }
    }

    /// Draws an underline under the glyphs of `glyphRange`: a line of the style's thickness
    /// (1 point, 2 for `.thick`; two lines for `.double`) a tenth of the font size below the
    /// baseline (moved by `baselineOffset`), in the run's `.underlineColor` or text colour.
    func defaultDrawUnderline(forGlyphRange glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, baselineOffset: CGFloat,
                            lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        let font = style.font
        let y = lineRect.minY + lineBaseline(in: lineGlyphRange) + font.pointSize * 0.1 - baselineOffset
        drawDecorationLine(glyphRange, style: underlineVal, y: y, colorKey: .underlineColor, containerOrigin: containerOrigin)
    }

    /// Draws a line through the glyphs of `glyphRange`, a third of the font size above the
    /// baseline, as `drawUnderline` draws (in `.strikethroughColor` or the text colour).
    func defaultDrawStrikethrough(forGlyphRange glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle, baselineOffset: CGFloat,
                                lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
        let font = style.font
        let y = lineRect.minY + lineBaseline(in: lineGlyphRange) - font.pointSize * 0.3 - baselineOffset
        drawDecorationLine(glyphRange, style: strikethroughVal, y: y, colorKey: .strikethroughColor, containerOrigin: containerOrigin)
    }

    /// Draws `glyphs` with their origins at `positions` in `font`, into `context` (recorded in
    /// its `drawnTexts`; the glyphs are the text model's, one per UTF-16 unit). The text matrix
    /// is the context's own; the colour is the attributes' foreground colour.
    func defaultShowCGGlyphs(_ glyphs: UnsafePointer<CGGlyph>, positions: UnsafePointer<CGPoint>, count glyphCount: Int, font: UIFont,
                           textMatrix: CGAffineTransform, attributes: [NSAttributedString.Key: Any], in CGContext: CGContext) {
        guard glyphCount > 0 else { return }
        let text = String(utf16CodeUnits: Array(UnsafeBufferPointer(start: glyphs, count: glyphCount)), count: glyphCount)
        let start = positions[0]
        let size = TextLayout.size(of: [text], font: font)
        CGContext.recordText(text, lines: [text], in: CGRect(x: start.x, y: start.y - font.ascender, width: size.width, height: size.height),
                             font: font, color: attributes[.foregroundColor] as? UIColor, alignment: .natural)
    }

    /// Draws `glyphs` as `showCGGlyphs(_:positions:count:font:textMatrix:attributes:in:)` does
    /// (the matrix is the text matrix).
    @available(iOS, deprecated: 13.0, message: "Use showCGGlyphs:positions:count:font:textMatrix:attributes:inContext:")
    public func showCGGlyphs(_ glyphs: UnsafePointer<CGGlyph>, positions: UnsafePointer<CGPoint>, count glyphCount: Int, font: UIFont,
                           matrix textMatrix: CGAffineTransform, attributes: [NSAttributedString.Key: Any] = [:], in graphicsContext: CGContext) {
        showCGGlyphs(glyphs, positions: positions, count: glyphCount, font: font, textMatrix: textMatrix, attributes: attributes, in: graphicsContext)
    }

    // MARK: Helpers

    /// The baseline's distance from the top of the line holding `lineGlyphRange`.
    private func lineBaseline(in lineGlyphRange: NSRange) -> CGFloat {
        guard let i = lineIndex(forCharacterAt: lineGlyphRange.location) else { return style.font.ascender }
        return lines[i].baselineOffset
    }

    /// The pieces of `range` to decorate: its words (`byWord`), or all of it less the
    /// trailing whitespace and line break.
    private func decoratedPieces(of range: NSRange, byWord: Bool) -> [NSRange] {
        guard let storage = textStorage, range.length > 0 else { return [] }
        let ns = storage.string as NSString
        func isSpace(_ i: Int) -> Bool { [9, 10, 13, 32, 0xA0, 0x2028, 0x2029].contains(ns.character(at: i)) }
        var end = range.location + range.length
        while end > range.location, isSpace(end - 1) { end -= 1 }
        guard end > range.location else { return [] }
        guard byWord else { return [NSRange(location: range.location, length: end - range.location)] }
        var pieces: [NSRange] = []
        var i = range.location
        while i < end {
            while i < end, isSpace(i) { i += 1 }
            let start = i
            while i < end, !isSpace(i) { i += 1 }
            if i > start { pieces.append(NSRange(location: start, length: i - start)) }
        }
        return pieces
    }

    /// Fills the line(s) of a decoration under `glyphRange` at `y` (container coordinates).
    private func drawDecorationLine(_ glyphRange: NSRange, style decoration: NSUnderlineStyle, y: CGFloat,
                                    colorKey: NSAttributedString.Key, containerOrigin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let storage = textStorage, glyphRange.length > 0,
              glyphRange.location < storage.length else { return }
        let attributes = storage.attributes(at: glyphRange.location, effectiveRange: nil)
        let color = attributes[colorKey] as? UIColor ?? attributes[.foregroundColor] as? UIColor ?? .black
        let minX = location(forGlyphAt: glyphRange.location).x
        let maxX = minX + advance(of: glyphRange)
        let thickness: CGFloat = decoration.rawValue & 0xFF == NSUnderlineStyle.thick.rawValue ? 2 : 1
        var rects = [CGRect(x: minX + containerOrigin.x, y: y + containerOrigin.y, width: maxX - minX, height: thickness)]
        if decoration.rawValue & 0xFF == NSUnderlineStyle.double.rawValue {
            rects.append(rects[0].offsetBy(dx: 0, dy: 2 * thickness))
        }
        context.saveGState()
        context.setFillColor(color.cgColor)
        context.fill(rects)
        context.restoreGState()
    }
}
