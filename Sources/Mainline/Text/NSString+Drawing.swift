import Foundation

/// The font, colour and paragraph style text is measured and drawn with, and the spacing
/// attributes the measure honours: `.expansion` widens the font's glyphs by `exp(value)`, and
/// `.kern` (or `.tracking`, which wins) adds space after every character of a line. Lines are
/// wrapped without the added space; `.baselineOffset`, `.obliqueness`, `.strokeWidth` and the
/// underline and strikethrough styles do not change the measure (as in UIKit, where they move
/// or decorate glyphs within their lines).
struct TextDrawingStyle {
    var font: UIFont
    var color: UIColor?
    var paragraph: NSParagraphStyle
    /// Space added after each character (`.kern` or `.tracking`).
    var kern: CGFloat = 0

    /// The style of plain text drawn with `attributes` (12-point system font by default, as
    /// UIKit draws text without a font).
    init(attributes: [NSAttributedString.Key: Any]?) {
        font = TextMeasure.font(in: attributes)
        color = attributes?[.foregroundColor] as? UIColor
        paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
        applySpacing(attributes ?? [:])
    }

    /// Takes `.expansion`, `.kern` and `.tracking` from `attributes`.
    mutating func applySpacing(_ attributes: [NSAttributedString.Key: Any]) {
        if let expansion = TextDrawingStyle.number(attributes[.expansion]), expansion != 0 {
            font = UIFont(pointSize: font.pointSize, weight: font.weight, name: font.fontName, textStyle: font.textStyle,
                          widthScale: font.widthScale * CGFloat(Foundation.exp(Double(expansion))))
        }
        kern = TextDrawingStyle.number(attributes[.tracking]) ?? TextDrawingStyle.number(attributes[.kern]) ?? 0
    }

    /// A number attribute's value (an `NSNumber`, a `CGFloat`, a `Double` or an `Int`).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// The style of attributed text: its largest font, and the colour and paragraph style at
    /// its start.
    init(_ text: NSAttributedString) {
        var largest: UIFont?
        if text.length > 0 {
            text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length)) { value, _, _ in
                if let font = value as? UIFont, font.pointSize > largest?.pointSize ?? 0 { largest = font }
            }
        }
        let attributes = text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : [:]
        font = largest ?? .systemFont(ofSize: 12)
        color = attributes[.foregroundColor] as? UIColor
        paragraph = attributes[.paragraphStyle] as? NSParagraphStyle ?? .default
        applySpacing(attributes)
    }

    /// The lines of `string` laid out at `width` (0: unwrapped) in at most `maximumLines`.
    func lines(_ string: String, width: CGFloat, maximumLines: Int = 0) -> [String] {
        TextLayout.lines(string, font: font, width: width, maximumLines: maximumLines, lineBreakMode: paragraph.lineBreakMode)
    }

    /// The size of `lines`, with the paragraph's line spacing between them.
    func size(of lines: [String]) -> CGSize {
        var size = TextLayout.size(of: lines, font: font, lineSpacing: paragraph.lineSpacing)
        if kern != 0 {
            let widest = lines.map { font.width(of: $0[...]) + kern * CGFloat(($0 as NSString).length) }.max() ?? 0
            size.width = max(0, widest).rounded(.up)
        }
        return size
    }

    /// How many whole lines fit in `height` (at least one when any height is given).
    func linesFitting(height: CGFloat) -> Int {
        let step = font.lineHeight + paragraph.lineSpacing
        return max(1, Int(((height + paragraph.lineSpacing) / step).rounded(.down)))
    }

    /// Measures `string` as `boundingRect(with:options:…)` does: wrapped at `size.width` with
    /// `.usesLineFragmentOrigin` (one line otherwise); with `.truncatesLastVisibleLine`, only
    /// the lines that fit in `size.height`.
    func boundingRect(_ string: String, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let limit = wraps && options.contains(.truncatesLastVisibleLine) && size.height > 0 ? linesFitting(height: size.height) : 0
        let lines = wraps ? self.lines(string, width: size.width, maximumLines: limit) : self.lines(string, width: 0, maximumLines: 1)
        let measured = self.size(of: lines)
        // Without .usesLineFragmentOrigin the origin is the baseline's: the box rises above it.
        return CGRect(x: 0, y: wraps ? 0 : -font.ascender, width: measured.width, height: measured.height)
    }

    /// Draws `string` into the current context: at `point` on unwrapped lines, or in `rect`
    /// wrapped at its width and cut to the lines that fit its height.
    func draw(_ string: String, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), point.x.isFinite, point.y.isFinite else { return }
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        context.recordText(string, lines: lines, in: CGRect(origin: point, size: size(of: lines)), font: font, color: color,
                           alignment: paragraph.alignment)
    }

    func draw(_ string: String, in rect: CGRect, limitToHeight: Bool = true, resolvesNaturalAlignment: Bool = false) {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFiniteRect else { return }
        let rect = rect.standardized
        let lines = self.lines(string, width: rect.width, maximumLines: limitToHeight ? linesFitting(height: rect.height) : 0)
        let size = self.size(of: lines)
        let x: CGFloat
        var alignment = paragraph.alignment
        if resolvesNaturalAlignment, alignment == .natural, paragraph.baseWritingDirection == .rightToLeft { alignment = .right }
        switch alignment {
        case .center: x = rect.minX + (rect.width - size.width) / 2
        case .right: x = rect.maxX - size.width
        default: x = rect.minX
        }
        context.recordText(string, lines: lines, in: CGRect(x: x, y: rect.minY, width: size.width, height: size.height),
                           font: font, color: color, alignment: alignment)
    }

    /// `draw(with:options:…)`: in `rect` as laid out with `.usesLineFragmentOrigin` (all the
    /// lines, unless `.truncatesLastVisibleLine` limits them to the height), else on one line
    /// whose baseline starts at the rect's origin.
    func draw(_ string: String, with rect: CGRect, options: NSStringDrawingOptions) {
        if options.contains(.usesLineFragmentOrigin) {
            draw(string, in: rect, limitToHeight: options.contains(.truncatesLastVisibleLine),
                 resolvesNaturalAlignment: options.contains(.optionsResolvesNaturalAlignmentWithBaseWritingDirection))
        } else {
            guard let context = UIGraphicsGetCurrentContext(), rect.isFiniteRect else { return }
            let lines = self.lines(string, width: 0, maximumLines: 1)
            let size = self.size(of: lines)
            context.recordText(string, lines: lines, in: CGRect(x: rect.minX, y: rect.minY - font.ascender, width: size.width, height: size.height),
                               font: font, color: color, alignment: paragraph.alignment)
        }
    }
}

extension NSString {
    /// The size of the string on one line (its paragraphs stacked) in the attributes' font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let style = TextDrawingStyle(attributes: attributes)
        return style.size(of: style.lines(self as String, width: 0))
    }

    /// The rectangle the string takes: wrapped at `size.width` (by the paragraph style's line
    /// break mode) with `.usesLineFragmentOrigin`, else on one line above its baseline.
    /// With a `context`, text that does not fit may tighten and shrink as the context allows;
    /// the context records the scale, tracking and bounds used.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let style = TextDrawingStyle(attributes: attributes).fitted(self as String, size: size, options: options, context: context)
        let rect = style.boundingRect(self as String, size: size, options: options)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string with its top-left corner at `point`, unwrapped, into the current
    /// graphics context (recorded in its `drawnTexts`); with no context, nothing is drawn.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        TextDrawingStyle(attributes: attributes).draw(self as String, at: point)
    }

    /// Draws the string wrapped in `rect` (the lines that fit its height), aligned by the
    /// paragraph style, into the current graphics context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        TextDrawingStyle(attributes: attributes).draw(self as String, in: rect)
    }

    /// Draws the string in `rect` laid out as `options` say (see `boundingRect(with:…)`).
    /// With a `context`, text that does not fit may tighten and shrink as the context allows.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        let style = TextDrawingStyle(attributes: attributes).fitted(self as String, size: rect.size, options: options, context: context)
        context?.totalBounds = style.boundingRect(self as String, size: rect.size, options: options)
        style.draw(self as String, with: rect, options: options)
    }
}

extension String {
    /// The size of the string on one line in the attributes' font (`NSString`'s method).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attributes)
    }

    /// The rectangle the string takes (`NSString`'s method).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string at `point` (`NSString`'s method).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string in `rect` (`NSString`'s method).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attributes)
    }

    /// Draws the string in `rect` laid out as `options` say (`NSString`'s method).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size of the string on unwrapped lines.
    public func size() -> CGSize {
        TextMeasure.size(of: self, width: 0)
    }

    /// The rectangle the string takes: wrapped at `size.width` with `.usesLineFragmentOrigin`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        if let context {
            // Fitting to the context: measured as a whole in the fitted style.
            let style = TextDrawingStyle(self).fitted(string, size: size, options: options, context: context)
            let rect = style.boundingRect(string, size: size, options: options)
            context.totalBounds = rect
            return rect
        }
        guard options.contains(.usesLineFragmentOrigin) else {
            let style = TextDrawingStyle(self)
            return CGRect(x: 0, y: -style.font.ascender, width: self.size().width, height: self.size().height)
        }
        let limit = options.contains(.truncatesLastVisibleLine) && size.height > 0 ? TextDrawingStyle(self).linesFitting(height: size.height) : 0
        guard limit == 0 else { return TextDrawingStyle(self).boundingRect(string, size: size, options: options) }
        return CGRect(origin: .zero, size: TextMeasure.size(of: self, width: size.width))
    }

    /// Draws the string with its top-left corner at `point`, into the current graphics context.
    public func draw(at point: CGPoint) {
        TextDrawingStyle(self).draw(string, at: point)
    }

    /// Draws the string wrapped in `rect` (the lines that fit its height).
    public func draw(in rect: CGRect) {
        TextDrawingStyle(self).draw(string, in: rect)
    }

    /// Draws the string in `rect` laid out as `options` say.
    /// With a `context`, text that does not fit may tighten and shrink as the context allows.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let style = TextDrawingStyle(self).fitted(string, size: rect.size, options: options, context: context)
        context?.totalBounds = style.boundingRect(string, size: rect.size, options: options)
        style.draw(string, with: rect, options: options)
    }
}
