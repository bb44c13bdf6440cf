import Foundation

/// A view that shows text. Its intrinsic size comes from `UIFont`'s deterministic measurement
/// model. A multi-line label (`numberOfLines` 0 or more than 1) wraps at
/// `preferredMaxLayoutWidth`, or, when that is 0, at its current width: it invalidates its
/// intrinsic size when its width changes, which costs the extra layout pass UIKit's labels
/// are known for.
open class UILabel: UIView {
    var storedText: String?
    var storedFont = UIFont.systemFont(ofSize: 17)
    var storedNumberOfLines = 1
    var storedPreferredMaxLayoutWidth: CGFloat = 0
    var storedTextColor: UIColor? = .label
    var storedAdjustsFontSizeToFitWidth: Bool = false
    var storedMinimumScaleFactor: CGFloat = 0
    var storedAllowsDefaultTighteningForTruncation: Bool = false
    var storedAdjustsFontForContentSizeCategory: Bool = false
    var storedIsEnabled: Bool = true
    var storedIsHighlighted: Bool = false
    var storedHighlightedTextColor: UIColor? = nil
    var storedShadowColor: UIColor? = nil
    var storedShadowOffset: CGSize = CGSize(width: 0, height: -1)
    var storedAttributedText: NSAttributedString?
    /// Told when the font changes (a button re-measures its title).
    var onFontChange: (() -> Void)?
    var storedTextAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byTruncatingTail
    var storedLastTextDrawingRect: CGRect?
    /// What `drawText(in:)` was last asked to draw in (nil before the first display).
    public internal(set) var lastTextDrawingRect: CGRect? {
        get { let entry = UIEntry("-[UILabel lastTextDrawingRect]", self); defer { entry.end() }; return storedLastTextDrawingRect }
        set { storedLastTextDrawingRect = newValue }
    }
    /// The lines and font `drawText(in:)` last drew.
    var lastDrawnLines: [String] = []
    var lastDrawnFont: UIFont?
    var storedBaselineAdjustment = UIBaselineAdjustment.alignBaselines
    var storedLineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
    var storedShowsExpansionTextWhenTruncated = false
    var storedPreferredVibrancy = UILabelVibrancy.none

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UILabel initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        storedIsUserInteractionEnabled = false  // UIKit's default for labels
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UILabel initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The text; changing it invalidates the intrinsic size and the display.
    open var text: String? {
        get {
            let entry = UIEntry("-[UILabel text]", self); defer { entry.end() }
            return storedText
        }
        set {
            let entry = UIEntry("-[UILabel setText:]", self); defer { entry.end() }
            guard newValue != storedText || storedAttributedText != nil else { return }
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }

    /// The font (its point size drives the measurement).
    open var font: UIFont! {
        get {
            let entry = UIEntry("-[UILabel font]", self); defer { entry.end() }
            return storedFont
        }
        set {
            let entry = UIEntry("-[UILabel setFont:]", self); defer { entry.end() }
            let font = newValue ?? .systemFont(ofSize: 17)
            guard font != storedFont else { return }
            storedFont = font
            textDidChange()
            onFontChange?()
        }
    }

    /// The maximum number of lines; 0 means no limit.
    open var numberOfLines: Int {
        get {
            let entry = UIEntry("-[UILabel numberOfLines]", self); defer { entry.end() }
            return storedNumberOfLines
        }
        set {
            let entry = UIEntry("-[UILabel setNumberOfLines:]", self); defer { entry.end() }
            guard newValue != storedNumberOfLines else { return }
            storedNumberOfLines = max(0, newValue)
            textDidChange()
        }
    }

    /// The width a multi-line label wraps at (0: its current width).
    open var preferredMaxLayoutWidth: CGFloat {
        get {
            let entry = UIEntry("-[UILabel preferredMaxLayoutWidth]", self); defer { entry.end() }
            return storedPreferredMaxLayoutWidth
        }
        set {
            let entry = UIEntry("-[UILabel setPreferredMaxLayoutWidth:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setPreferredMaxLayoutWidth:", "\(newValue)") }
            guard newValue != storedPreferredMaxLayoutWidth else { return }
            storedPreferredMaxLayoutWidth = max(0, newValue)
            textDidChange()
        }
    }

    open var textColor: UIColor! {
        get { let entry = UIEntry("-[UILabel textColor]", self); defer { entry.end() }; return storedTextColor }
        set { let entry = UIEntry("-[UILabel setTextColor:]", self); defer { entry.end() }; storedTextColor = newValue }
    }

    /// The size of the text, as UIKit works it out: from `textRect(forBounds:limitedToNumberOfLines:)`
    /// (an override is called) for bounds as wide as the wrap width (`preferredMaxLayoutWidth`,
    /// else the current width of a multi-line label; unlimited for a single line).
    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UILabel intrinsicContentSize]", self); defer { entry.end() }
        let width = wrapWidth > 0 ? wrapWidth : CGFloat.greatestFiniteMagnitude
        let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                            limitedToNumberOfLines: storedNumberOfLines)
        return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
    }

    /// The size of the text laid out in `size` (through `textRect(forBounds:limitedToNumberOfLines:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UILabel sizeThatFits:]", self); defer { entry.end() }
        let width = storedNumberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                            limitedToNumberOfLines: storedNumberOfLines)
        return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
    }

    /// Draws the label: `drawText(in:)` with its bounds, as UIKit's `drawRect:` does.
    open override func draw(_ rect: CGRect) {
        UIEntry.check("-[UILabel drawRect:]", self)
        drawText(in: storedBounds)
    }

    /// Draws the text in `rect` (called by `draw(_:)`; override it to inset the text): the
    /// lines `textRect(forBounds:limitedToNumberOfLines:)` gives, centred vertically in `rect`,
    /// wrapped and truncated by `lineBreakMode`, in the font shrunk to fit when
    /// `adjustsFontSizeToFitWidth`, recorded in the current context's `drawnTexts`.
    open func drawText(in rect: CGRect) {
        UIEntry.check("-[UILabel drawTextInRect:]", self)
        lastTextDrawingRect = rect
        guard let text = storedText, !text.isEmpty else {
            lastDrawnLines = []
            return
        }
        let textRect = self.textRect(forBounds: rect, limitedToNumberOfLines: storedNumberOfLines)
        let layout = drawingLayout(in: rect)
        lastDrawnLines = layout.lines
        lastDrawnFont = layout.font
        let height = TextLayout.size(of: layout.lines, font: layout.font).height
        // Centred vertically, as UIKit draws label text; a shrunk font sits by `baselineAdjustment`.
        let fullHeight = min(textRect.height, rect.height)
        let top = rect.minY + (rect.height - fullHeight) / 2
        var y = top
        if layout.font.pointSize < storedFont.pointSize, storedNumberOfLines == 1 {
            switch storedBaselineAdjustment {
            case .alignBaselines: y = top + storedFont.ascender - layout.font.ascender
            case .alignCenters: y = top + (fullHeight - height) / 2
            case .none: y = top
            }
        }
        let width = TextLayout.size(of: layout.lines, font: layout.font).width
        let x: CGFloat
        switch storedTextAlignment {
        case .center: x = rect.minX + (rect.width - min(width, rect.width)) / 2
        case .right: x = rect.maxX - min(width, rect.width)
        default: x = rect.minX
        }
        let color = storedIsHighlighted ? storedHighlightedTextColor ?? storedTextColor : storedTextColor
        UIGraphicsGetCurrentContext()?.recordText(text, lines: layout.lines,
                                                  in: CGRect(x: x, y: y, width: min(width, rect.width), height: height),
                                                  font: layout.font, color: color, alignment: storedTextAlignment)
    }

    /// Where the text goes within `bounds`, for at most `numberOfLines` lines (0: any): the
    /// text's size wrapped at the bounds' width (a single line is not wrapped), no larger than
    /// the bounds, at their top-left corner. UIKit calls it to size and to draw the label.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let entry = UIEntry("-[UILabel textRectForBounds:limitedToNumberOfLines:]", self); defer { entry.end() }
        let width = bounds.width >= CGFloat.greatestFiniteMagnitude / 2 ? 0 : bounds.width
        let size = measure(maxWidth: numberOfLines == 1 ? 0 : width, limit: numberOfLines)
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// The styled text; setting it sets `text` to its string and `font` to its largest font.
    open var attributedText: NSAttributedString? {
        get {
            let entry = UIEntry("-[UILabel attributedText]", self); defer { entry.end() }
            if let storedAttributedText { return storedAttributedText }
            guard let text = storedText else { return nil }
            var attributes: [NSAttributedString.Key: Any] = [.font: storedFont]
            if let color = storedTextColor { attributes[.foregroundColor] = color }
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            let entry = UIEntry("-[UILabel setAttributedText:]", self); defer { entry.end() }
            storedAttributedText = newValue
            storedText = newValue?.string
            if let newValue, newValue.length > 0 {
                var largest: UIFont?
                newValue.enumerateAttribute(.font, in: NSRange(location: 0, length: newValue.length)) { value, _, _ in
                    if let font = value as? UIFont, font.pointSize > largest?.pointSize ?? 0 { largest = font }
                }
                if let largest { storedFont = largest }
            }
            textDidChange()
        }
    }

    /// How lines line up (natural by default).
    open var textAlignment: NSTextAlignment {
        get { let entry = UIEntry("-[UILabel textAlignment]", self); defer { entry.end() }; return storedTextAlignment }
        set { let entry = UIEntry("-[UILabel setTextAlignment:]", self); defer { entry.end() }; storedTextAlignment = newValue; setNeedsDisplay() }
    }

    /// How a line that does not fit ends (truncating the tail by default).
    open var lineBreakMode: NSLineBreakMode {
        get { let entry = UIEntry("-[UILabel lineBreakMode]", self); defer { entry.end() }; return storedLineBreakMode }
        set { let entry = UIEntry("-[UILabel setLineBreakMode:]", self); defer { entry.end() }; storedLineBreakMode = newValue; textDidChange() }
    }

    /// Whether the font shrinks to fit the width when drawn, down to `minimumScaleFactor` (the
    /// intrinsic size is the full font's, as UIKit's is).
    open var adjustsFontSizeToFitWidth: Bool {
        get { let entry = UIEntry("-[UILabel adjustsFontSizeToFitWidth]", self); defer { entry.end() }; return storedAdjustsFontSizeToFitWidth }
        set { let entry = UIEntry("-[UILabel setAdjustsFontSizeToFitWidth:]", self); defer { entry.end() }; storedAdjustsFontSizeToFitWidth = newValue; setNeedsDisplay() }
    }

    /// The smallest scale `adjustsFontSizeToFitWidth` may use.
    open var minimumScaleFactor: CGFloat {
        get { let entry = UIEntry("-[UILabel minimumScaleFactor]", self); defer { entry.end() }; return storedMinimumScaleFactor }
        set { let entry = UIEntry("-[UILabel setMinimumScaleFactor:]", self); defer { entry.end() }; storedMinimumScaleFactor = newValue; setNeedsDisplay() }
    }

    /// Whether letters may tighten before truncating.
    open var allowsDefaultTighteningForTruncation: Bool {
        get { let entry = UIEntry("-[UILabel allowsDefaultTighteningForTruncation]", self); defer { entry.end() }; return storedAllowsDefaultTighteningForTruncation }
        set { let entry = UIEntry("-[UILabel setAllowsDefaultTighteningForTruncation:]", self); defer { entry.end() }; storedAllowsDefaultTighteningForTruncation = newValue; setNeedsDisplay() }
    }

    /// Whether a `preferredFont(forTextStyle:)` font follows the user's text size.
    open var adjustsFontForContentSizeCategory: Bool {
        get { let entry = UIEntry("-[UILabel adjustsFontForContentSizeCategory]", self); defer { entry.end() }; return storedAdjustsFontForContentSizeCategory }
        set { let entry = UIEntry("-[UILabel setAdjustsFontForContentSizeCategory:]", self); defer { entry.end() }; storedAdjustsFontForContentSizeCategory = newValue }
    }

    /// Whether the label draws as enabled.
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UILabel isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set { let entry = UIEntry("-[UILabel setEnabled:]", self); defer { entry.end() }; storedIsEnabled = newValue }
    }

    /// Whether the label draws highlighted.
    open var isHighlighted: Bool {
        get { let entry = UIEntry("-[UILabel isHighlighted]", self); defer { entry.end() }; return storedIsHighlighted }
        set { let entry = UIEntry("-[UILabel setHighlighted:]", self); defer { entry.end() }; storedIsHighlighted = newValue }
    }

    /// The text colour when highlighted.
    open var highlightedTextColor: UIColor? {
        get { let entry = UIEntry("-[UILabel highlightedTextColor]", self); defer { entry.end() }; return storedHighlightedTextColor }
        set { let entry = UIEntry("-[UILabel setHighlightedTextColor:]", self); defer { entry.end() }; storedHighlightedTextColor = newValue }
    }

    /// The text shadow's colour (none by default).
    open var shadowColor: UIColor? {
        get { let entry = UIEntry("-[UILabel shadowColor]", self); defer { entry.end() }; return storedShadowColor }
        set { let entry = UIEntry("-[UILabel setShadowColor:]", self); defer { entry.end() }; storedShadowColor = newValue }
    }

    /// The text shadow's offset.
    open var shadowOffset: CGSize {
        get { let entry = UIEntry("-[UILabel shadowOffset]", self); defer { entry.end() }; return storedShadowOffset }
        set { let entry = UIEntry("-[UILabel setShadowOffset:]", self); defer { entry.end() }; storedShadowOffset = newValue }
    }

    /// How the text moves vertically when its font is shrunk to fit (keeps the baseline by default).
    open var baselineAdjustment: UIBaselineAdjustment {
        get { let entry = UIEntry("-[UILabel baselineAdjustment]", self); defer { entry.end() }; return storedBaselineAdjustment }
        set { let entry = UIEntry("-[UILabel setBaselineAdjustment:]", self); defer { entry.end() }; storedBaselineAdjustment = newValue; setNeedsDisplay() }
    }

    /// Extra line-breaking rules (`.standard` by default for labels). The text model breaks lines
    /// the same way whatever the strategy: it has no push-out or Hangul rules.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { let entry = UIEntry("-[UILabel lineBreakStrategy]", self); defer { entry.end() }; return storedLineBreakStrategy }
        set { let entry = UIEntry("-[UILabel setLineBreakStrategy:]", self); defer { entry.end() }; storedLineBreakStrategy = newValue }
    }

    /// Whether the full text shows in an expansion tooltip when the label truncates it (a
    /// pointer-hover behaviour: kept).
    open var showsExpansionTextWhenTruncated: Bool {
        get { let entry = UIEntry("-[UILabel showsExpansionTextWhenTruncated]", self); defer { entry.end() }; return storedShowsExpansionTextWhenTruncated }
        set { let entry = UIEntry("-[UILabel setShowsExpansionTextWhenTruncated:]", self); defer { entry.end() }; storedShowsExpansionTextWhenTruncated = newValue }
    }

    /// The vibrancy the label asks for inside a vibrancy effect view (none by default; kept).
    open var preferredVibrancy: UILabelVibrancy {
        get { let entry = UIEntry("-[UILabel preferredVibrancy]", self); defer { entry.end() }; return storedPreferredVibrancy }
        set { let entry = UIEntry("-[UILabel setPreferredVibrancy:]", self); defer { entry.end() }; storedPreferredVibrancy = newValue }
    }

    /// The smallest font size `adjustsFontSizeToFitWidth` may shrink to (the pre-iOS 6 form of
    /// `minimumScaleFactor`: it reads and writes the same setting, as a size).
    @available(iOS, deprecated: 6.0, message: "Use minimumScaleFactor")
    open var minimumFontSize: CGFloat {
        get { let entry = UIEntry("-[UILabel minimumFontSize]", self); defer { entry.end() }; return storedMinimumScaleFactor * storedFont.pointSize }
        set {
            let entry = UIEntry("-[UILabel setMinimumFontSize:]", self); defer { entry.end() }
            storedMinimumScaleFactor = storedFont.pointSize > 0 ? max(0, newValue) / storedFont.pointSize : 0
            setNeedsDisplay()
        }
    }

    /// Whether letter spacing may tighten to fit the width (the pre-iOS 7 form of
    /// `allowsDefaultTighteningForTruncation`: the same setting).
    @available(iOS, deprecated: 7.0, message: "Use allowsDefaultTighteningForTruncation")
    open var adjustsLetterSpacingToFitWidth: Bool {
        get { let entry = UIEntry("-[UILabel adjustsLetterSpacingToFitWidth]", self); defer { entry.end() }; return storedAllowsDefaultTighteningForTruncation }
        set { let entry = UIEntry("-[UILabel setAdjustsLetterSpacingToFitWidth:]", self); defer { entry.end() }; storedAllowsDefaultTighteningForTruncation = newValue; setNeedsDisplay() }
    }

    override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        let lines = max(1, lines(maxWidth: wrapWidth).count)
        let lineHeight = storedFont.lineHeight
        let top = (lineHeight - storedFont.pointSize) / 2 + storedFont.ascender
        let lastBaseline = CGFloat(lines - 1) * lineHeight + top
        return (top, max(0, storedBounds.height - lastBaseline))
    }

    override func sizeDidChange() {
        if storedNumberOfLines != 1, storedPreferredMaxLayoutWidth == 0 { invalidateIntrinsicContentSize() }
    }

    // MARK: - Measurement

    var wrapWidth: CGFloat {
        guard storedNumberOfLines != 1 else { return 0 }
        return storedPreferredMaxLayoutWidth > 0 ? storedPreferredMaxLayoutWidth : storedBounds.width
    }

    func lines(maxWidth: CGFloat) -> [Substring] {
        lines(maxWidth: maxWidth, limit: storedNumberOfLines)
    }

    /// The lines measured for sizing: one unwrapped line for a single-line label, else the text
    /// wrapped at `maxWidth` (characters for `.byCharWrapping`, words otherwise), at most `limit`.
    func lines(maxWidth: CGFloat, limit: Int) -> [Substring] {
        guard let text = storedText, !text.isEmpty else { return [] }
        if limit == 1 {
            guard text.utf8.contains(UInt8(ascii: "\n")) else { return [text[...]] }
            return [Substring(String(text.map { $0 == "\n" ? " " : $0 }))]
        }
        let wrapped = storedLineBreakMode == .byCharWrapping
            ? TextLayout.wrapByCharacters(text, font: storedFont, maxWidth: maxWidth) : storedFont.wrap(text, maxWidth: maxWidth)
        return limit > 0 ? Array(wrapped.prefix(limit)) : wrapped
    }

    /// The text's size wrapped at `maxWidth` (0: unwrapped) in at most `numberOfLines` lines.
    func measure(maxWidth: CGFloat) -> CGSize {
        measure(maxWidth: maxWidth, limit: storedNumberOfLines)
    }

    /// The text's size wrapped at `maxWidth` in at most `limit` lines (0: any): a text
    /// measurement, which the device charges by its glyphs and lines.
    func measure(maxWidth: CGFloat, limit: Int) -> CGSize {
        guard let text = storedText, !text.isEmpty else { return .zero }
        let context = self.context
        return context.frameworkOperation(.textMeasured) {
            let lines = lines(maxWidth: maxWidth, limit: limit)
            context.loop.clock.charge(.textGlyph, text.utf8.count)
            context.loop.clock.charge(.textLine, lines.count)
            let width = lines.map { storedFont.width(of: $0) }.max() ?? 0
            let limited = maxWidth > 0 ? min(width, maxWidth) : width
            return CGSize(width: limited.rounded(.up), height: (CGFloat(lines.count) * storedFont.lineHeight).rounded(.up))
        }
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
