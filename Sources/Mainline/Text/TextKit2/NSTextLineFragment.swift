import Foundation

/// One laid-out line of a layout fragment: a range of the paragraph's attributed string and
/// the rectangle it takes, in the layout fragment's coordinates. Widths come from the text
/// model of `UIFont` (each run measured in its own font).
open class NSTextLineFragment: NSObject {
    /// The text the line is a part of (its paragraph's).
    public let attributedString: NSAttributedString
    /// The line's characters in `attributedString`.
    public let characterRange: NSRange
    /// The line's rectangle in its layout fragment: its text's width and the line's height.
    open internal(set) var typographicBounds: CGRect
    /// Where the first glyph's baseline starts, in `typographicBounds`' coordinates.
    open internal(set) var glyphOrigin: CGPoint

    /// A line of `attributedString`'s characters in `range`, measured at the origin.
    public init(attributedString: NSAttributedString, range: NSRange) {
        self.attributedString = attributedString
        characterRange = range
        let font = Self.lineFont(attributedString, range)
        typographicBounds = CGRect(x: 0, y: 0, width: Self.width(attributedString, NSRange(location: range.location, length: Self.visibleLength(attributedString, range))),
                                   height: font.lineHeight)
        glyphOrigin = CGPoint(x: 0, y: font.ascender)
        super.init()
    }

    /// A line of `string` with `attributes`, its characters in `range`.
    public convenience init(string: String, attributes: [NSAttributedString.Key: Any] = [:], range: NSRange) {
        self.init(attributedString: NSAttributedString(string: string, attributes: attributes), range: range)
    }

    /// Line fragments are not archived here: decoding fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Draws the line's text with its top left at `point` in `context`.
    open func draw(at point: CGPoint, in context: CGContext) {
        let visible = NSRange(location: characterRange.location, length: Self.visibleLength(attributedString, characterRange))
        guard visible.length > 0 else { return }
        UIGraphicsPushContext(context)
        attributedString.attributedSubstring(from: visible).draw(at: CGPoint(x: point.x + typographicBounds.minX, y: point.y + typographicBounds.minY))
        UIGraphicsPopContext()
    }

    /// Where the character at `index` (of `attributedString`) starts, in the line's coordinates.
    open func locationForCharacter(at index: Int) -> CGPoint {
        let clamped = min(max(index, characterRange.location), NSMaxRange(characterRange))
        return CGPoint(x: Self.width(attributedString, NSRange(location: characterRange.location, length: clamped - characterRange.location)), y: 0)
    }

    /// The index (in `attributedString`) of the insertion point nearest `point`'s x.
    open func characterIndex(for point: CGPoint) -> Int {
        guard let glyph = glyph(at: point.x) else { return characterRange.location + Self.visibleLength(attributedString, characterRange) }
        return point.x < glyph.x + glyph.width / 2 ? glyph.index : glyph.index + glyph.length
    }

    /// How far through the glyph under `point` the point lies (0 at its leading edge, 1 at its trailing).
    open func fractionOfDistanceThroughGlyph(for point: CGPoint) -> CGFloat {
        guard let glyph = glyph(at: point.x) else { return 1 }
        return glyph.width > 0 ? max(0, (point.x - glyph.x) / glyph.width) : 0
    }

    /// The composed character under `x` (the first one left of it counts as under it), with its
    /// start and width; nil past the line's end.
    private func glyph(at x: CGFloat) -> (index: Int, length: Int, x: CGFloat, width: CGFloat)? {
        let ns = attributedString.string as NSString
        let end = characterRange.location + Self.visibleLength(attributedString, characterRange)
        var start: CGFloat = 0
        var index = characterRange.location
        while index < end {
            let composed = ns.rangeOfComposedCharacterSequence(at: index)
            let width = Self.width(attributedString, composed)
            if x < start + width { return (index, composed.length, start, width) }
            start += width
            index = NSMaxRange(composed)
        }
        return nil
    }

    // MARK: Measuring

    /// The width of `range` of `text`, each font run in its own font.
    static func width(_ text: NSAttributedString, _ range: NSRange) -> CGFloat {
        guard range.length > 0, NSMaxRange(range) <= text.length else { return 0 }
        var width: CGFloat = 0
        let string = text.string as NSString
        text.enumerateAttribute(.font, in: range) { value, run, _ in
            let font = value as? UIFont ?? TextMeasure.font(in: nil)
            width += font.width(of: Substring(string.substring(with: run)))
        }
        return width
    }

    /// The line's length without its trailing line break.
    static func visibleLength(_ text: NSAttributedString, _ range: NSRange) -> Int {
        let ns = text.string as NSString
        var length = range.length
        while length > 0, [10, 13, 0x2028, 0x2029, 0x85].contains(ns.character(at: range.location + length - 1)) { length -= 1 }
        return length
    }

    /// The largest font in the line (its height), or the font at its start.
    static func lineFont(_ text: NSAttributedString, _ range: NSRange) -> UIFont {
        var largest: UIFont?
        if range.length > 0, NSMaxRange(range) <= text.length {
            text.enumerateAttribute(.font, in: range) { value, _, _ in
                let font = value as? UIFont ?? TextMeasure.font(in: nil)
                if font.pointSize > largest?.pointSize ?? 0 { largest = font }
            }
        } else if text.length > 0 {
            largest = text.attributes(at: min(range.location, text.length - 1), effectiveRange: nil)[.font] as? UIFont
        }
        return largest ?? TextMeasure.font(in: nil)
    }
}
