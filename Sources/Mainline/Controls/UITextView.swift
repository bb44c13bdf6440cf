import Foundation

/// The region text is laid out in, inside a text view.
open class NSTextContainer {
    /// Space left at each end of a line fragment (5 points by default).
    open var lineFragmentPadding: CGFloat = 5
    open var size: CGSize = CGSize(width: 10_000_000, height: 10_000_000)
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    public init() {}
}

/// What a text view tells its delegate, and asks it. Every method has a default.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
}

/// Multi-line, scrollable, editable text.
///
/// With scrolling on it has no intrinsic size; with scrolling off it is as high as its text
/// wrapped at its current width (less `textContainerInset`, 8 points above and below, and the
/// container's 5-point line padding a side), which is how self-sizing text views work in UIKit.
/// The default font is the 12-point system font (UIKit draws a text view without a font at
/// 12 points).
open class UITextView: UIScrollView {
    var storedText: String = ""
    var storedAttributedText: NSAttributedString?
    var storedTextFont: UIFont?
    var storedTextColor: UIColor?
    var storedTextAlignment = NSTextAlignment.natural
    var storedTextContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    var storedIsEditable = true
    var storedIsSelectable = true
    weak var storedTextViewDelegate: UITextViewDelegate?
    /// The container the text is laid out in.
    let storedTextContainer = NSTextContainer()

    public var textContainer: NSTextContainer {
        let entry = UIEntry("-[UITextView textContainer]", self); defer { entry.end() }
        return storedTextContainer
    }
    var storedKeyboardType: UIKeyboardType = UIKeyboardType.default
    var storedReturnKeyType: UIReturnKeyType = UIReturnKeyType.default
    var storedAutocapitalizationType: UITextAutocapitalizationType = UITextAutocapitalizationType.sentences
    var storedAutocorrectionType: UITextAutocorrectionType = UITextAutocorrectionType.default
    var storedIsSecureTextEntry: Bool = false
    var storedAdjustsFontForContentSizeCategory: Bool = false

    /// The keyboard asked for.
    open var keyboardType: UIKeyboardType {
        get { let entry = UIEntry("-[UITextView keyboardType]", self); defer { entry.end() }; return storedKeyboardType }
        set { let entry = UIEntry("-[UITextView setKeyboardType:]", self); defer { entry.end() }; storedKeyboardType = newValue }
    }

    /// The return key's title.
    open var returnKeyType: UIReturnKeyType {
        get { let entry = UIEntry("-[UITextView returnKeyType]", self); defer { entry.end() }; return storedReturnKeyType }
        set { let entry = UIEntry("-[UITextView setReturnKeyType:]", self); defer { entry.end() }; storedReturnKeyType = newValue }
    }

    /// Automatic capitals.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { let entry = UIEntry("-[UITextView autocapitalizationType]", self); defer { entry.end() }; return storedAutocapitalizationType }
        set { let entry = UIEntry("-[UITextView setAutocapitalizationType:]", self); defer { entry.end() }; storedAutocapitalizationType = newValue }
    }

    /// Automatic correction.
    open var autocorrectionType: UITextAutocorrectionType {
        get { let entry = UIEntry("-[UITextView autocorrectionType]", self); defer { entry.end() }; return storedAutocorrectionType }
        set { let entry = UIEntry("-[UITextView setAutocorrectionType:]", self); defer { entry.end() }; storedAutocorrectionType = newValue }
    }

    /// Whether the text is hidden as typed.
    open var isSecureTextEntry: Bool {
        get { let entry = UIEntry("-[UITextView isSecureTextEntry]", self); defer { entry.end() }; return storedIsSecureTextEntry }
        set { let entry = UIEntry("-[UITextView setSecureTextEntry:]", self); defer { entry.end() }; storedIsSecureTextEntry = newValue }
    }

    /// Whether a text-style font follows the user's text size.
    open var adjustsFontForContentSizeCategory: Bool {
        get { let entry = UIEntry("-[UITextView adjustsFontForContentSizeCategory]", self); defer { entry.end() }; return storedAdjustsFontForContentSizeCategory }
        set { let entry = UIEntry("-[UITextView setAdjustsFontForContentSizeCategory:]", self); defer { entry.end() }; storedAdjustsFontForContentSizeCategory = newValue }
    }

    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let entry = UIEntry("-[UITextView initWithFrame:textContainer:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        UIEntry.check("-[UITextView initWithFrame:]")
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UITextView initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The text view's delegate (also its scroll view delegate).
    open override var delegate: UIScrollViewDelegate? {
        get { let entry = UIEntry("-[UITextView delegate]", self); defer { entry.end() }; return super.delegate }
        set {
            let entry = UIEntry("-[UITextView setDelegate:]", self); defer { entry.end() }
            super.delegate = newValue
            storedTextViewDelegate = newValue as? UITextViewDelegate
        }
    }

    open var text: String! {
        get { let entry = UIEntry("-[UITextView text]", self); defer { entry.end() }; return storedText }
        set { let entry = UIEntry("-[UITextView setText:]", self); defer { entry.end() }; storedText = newValue ?? ""; storedAttributedText = nil; textDidChange() }
    }

    open var attributedText: NSAttributedString! {
        get { let entry = UIEntry("-[UITextView attributedText]", self); defer { entry.end() }; return storedAttributedText ?? NSAttributedString(string: storedText, attributes: [.font: measuringFont]) }
        set { let entry = UIEntry("-[UITextView setAttributedText:]", self); defer { entry.end() }; storedAttributedText = newValue; storedText = newValue?.string ?? ""; textDidChange() }
    }

    open var font: UIFont? {
        get { let entry = UIEntry("-[UITextView font]", self); defer { entry.end() }; return storedTextFont }
        set { let entry = UIEntry("-[UITextView setFont:]", self); defer { entry.end() }; storedTextFont = newValue; textDidChange() }
    }

    open var textColor: UIColor? {
        get { let entry = UIEntry("-[UITextView textColor]", self); defer { entry.end() }; return storedTextColor }
        set { let entry = UIEntry("-[UITextView setTextColor:]", self); defer { entry.end() }; storedTextColor = newValue; setNeedsDisplay() }
    }

    open var textAlignment: NSTextAlignment {
        get { let entry = UIEntry("-[UITextView textAlignment]", self); defer { entry.end() }; return storedTextAlignment }
        set { let entry = UIEntry("-[UITextView setTextAlignment:]", self); defer { entry.end() }; storedTextAlignment = newValue; setNeedsDisplay() }
    }

    open var textContainerInset: UIEdgeInsets {
        get { let entry = UIEntry("-[UITextView textContainerInset]", self); defer { entry.end() }; return storedTextContainerInset }
        set { let entry = UIEntry("-[UITextView setTextContainerInset:]", self); defer { entry.end() }; storedTextContainerInset = newValue; textDidChange() }
    }

    open var isEditable: Bool {
        get { let entry = UIEntry("-[UITextView isEditable]", self); defer { entry.end() }; return storedIsEditable }
        set { let entry = UIEntry("-[UITextView setEditable:]", self); defer { entry.end() }; storedIsEditable = newValue }
    }

    open var isSelectable: Bool {
        get { let entry = UIEntry("-[UITextView isSelectable]", self); defer { entry.end() }; return storedIsSelectable }
        set { let entry = UIEntry("-[UITextView setSelectable:]", self); defer { entry.end() }; storedIsSelectable = newValue }
    }

    open override var isScrollEnabled: Bool {
        get { UIEntry.check("-[UITextView isScrollEnabled]", self); return super.isScrollEnabled }
        set {
            super.isScrollEnabled = newValue
            invalidateIntrinsicContentSize()
        }
    }

    var measuringFont: UIFont { storedTextFont ?? .systemFont(ofSize: 12) }

    /// The text's size wrapped at `width` (the view's width), with the insets and padding.
    func textSize(width: CGFloat) -> CGSize {
        let inset = storedTextContainerInset
        let padding = storedTextContainer.lineFragmentPadding * 2
        let wrap = width > 0 ? max(1, width - inset.left - inset.right - padding) : 0
        let text = storedAttributedText.map { TextMeasure.size(of: $0, width: wrap) }
            ?? TextMeasure.size(of: storedText, font: measuringFont, width: wrap)
        let height = max(text.height, measuringFont.lineHeight)
        return CGSize(width: (text.width + padding + inset.left + inset.right).rounded(.up),
                      height: (height + inset.top + inset.bottom).rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UITextView intrinsicContentSize]", self); defer { entry.end() }
        guard !storedIsScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let size = textSize(width: storedBounds.width)
        return CGSize(width: UIView.noIntrinsicMetric, height: size.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UITextView sizeThatFits:]", self); defer { entry.end() }
        let measured = textSize(width: size.width)
        return CGSize(width: size.width > 0 ? size.width : measured.width, height: measured.height)
    }

    override func sizeDidChange() {
        super.sizeDidChange()
        if !storedIsScrollEnabled { invalidateIntrinsicContentSize() }
        contentSize = textSize(width: storedBounds.width)
    }

    open override var canBecomeFirstResponder: Bool {
        UIEntry.check("-[UITextView canBecomeFirstResponder]", self)
        return (storedIsEditable || storedIsSelectable) && (storedTextViewDelegate?.textViewShouldBeginEditing(self) ?? true)
    }

    open override var canResignFirstResponder: Bool {
        UIEntry.check("-[UITextView canResignFirstResponder]", self)
        return storedTextViewDelegate?.textViewShouldEndEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        storedTextViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        if storedIsEditable { showKeyboardForTextInput() }
    }

    override func didResignFirstResponder() {
        storedTextViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        hideKeyboardAfterTextInput()
    }

    func insertTyped(_ string: String) {
        guard storedIsEditable else { return }
        for character in string {
            let range = NSRange(location: (storedText as NSString).length, length: 0)
            guard storedTextViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: String(character)) ?? true else { continue }
            storedText.append(character)
            storedAttributedText = nil
            textDidChange()
            storedTextViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        }
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        contentSize = textSize(width: storedBounds.width)
        setNeedsDisplay()
    }
}
