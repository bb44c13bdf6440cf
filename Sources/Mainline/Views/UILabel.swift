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
    var storedTextColor: UIColor? = .black

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UILabel initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UILabel initWithCoder:]"); defer { entry.end() }
        return nil
    }

    /// The text; changing it invalidates the intrinsic size and the display.
    open var text: String? {
        get {
            let entry = UIEntry("-[UILabel text]", self); defer { entry.end() }
            return storedText
        }
        set {
            let entry = UIEntry("-[UILabel setText:]", self); defer { entry.end() }
            guard newValue != storedText else { return }
            storedText = newValue
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

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UILabel intrinsicContentSize]", self); defer { entry.end() }
        return measure(maxWidth: wrapWidth)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UILabel sizeThatFits:]", self); defer { entry.end() }
        return measure(maxWidth: storedNumberOfLines == 1 ? 0 : size.width)
    }

    open override func draw(_ rect: CGRect) { UIEntry.check("-[UILabel drawRect:]", self) }

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
        guard let text = storedText, !text.isEmpty else { return [] }
        if storedNumberOfLines == 1 {
            guard text.utf8.contains(UInt8(ascii: "\n")) else { return [text[...]] }
            return [Substring(String(text.map { $0 == "\n" ? " " : $0 }))]
        }
        let wrapped = storedFont.wrap(text, maxWidth: maxWidth)
        return storedNumberOfLines > 0 ? Array(wrapped.prefix(storedNumberOfLines)) : wrapped
    }

    func measure(maxWidth: CGFloat) -> CGSize {
        let lines = lines(maxWidth: maxWidth)
        guard !lines.isEmpty else { return .zero }
        let width = lines.map { storedFont.width(of: $0) }.max() ?? 0
        let limited = maxWidth > 0 ? min(width, maxWidth) : width
        return CGSize(width: limited.rounded(.up), height: (CGFloat(lines.count) * storedFont.lineHeight).rounded(.up))
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
