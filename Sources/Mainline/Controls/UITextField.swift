import Foundation

/// The keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// What a text field or view holds (for autofill).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    nonisolated public static let name = UITextContentType(rawValue: "name")
    nonisolated public static let username = UITextContentType(rawValue: "username")
    nonisolated public static let password = UITextContentType(rawValue: "password")
    nonisolated public static let newPassword = UITextContentType(rawValue: "new-password")
    nonisolated public static let emailAddress = UITextContentType(rawValue: "email")
    nonisolated public static let telephoneNumber = UITextContentType(rawValue: "tel")
    nonisolated public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    nonisolated public static let URL = UITextContentType(rawValue: "url")
}

/// What a text field tells its delegate, and asks it. Every method has a default.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single-line text input.
///
/// Intrinsic size (the `UIFont` text model): the text, or else the placeholder, plus 7 points a
/// side for `.roundedRect` (and the left and right views when shown); the height is the font's
/// line height plus 17 points for `.roundedRect` (34 points with a 14-point font, as Interface
/// Builder lays them out), plus 2 for `.none`. Becoming first responder starts editing
/// (`.editingDidBegin` and the delegate), and `sim.type(_:into:)` enters text as a user types it.
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    var storedText: String? = ""
    var storedAttributedText: NSAttributedString?
    var storedPlaceholder: String?
    var storedAttributedPlaceholder: NSAttributedString?
    var storedFont = UIFont.systemFont(ofSize: 17)
    var storedBorderStyle = BorderStyle.none
    var storedLeftView: UIView?
    var storedRightView: UIView?
    var storedIsEditing = false
    weak var storedTextFieldDelegate: UITextFieldDelegate?
    var storedTextColor: UIColor? = UIColor.label
    var storedTextAlignment: NSTextAlignment = NSTextAlignment.natural
    var storedClearButtonMode: ViewMode = ViewMode.never
    var storedLeftViewMode: ViewMode = ViewMode.never
    var storedRightViewMode: ViewMode = ViewMode.never
    var storedIsSecureTextEntry: Bool = false
    var storedKeyboardType: UIKeyboardType = UIKeyboardType.default
    var storedReturnKeyType: UIReturnKeyType = UIReturnKeyType.default
    var storedAutocapitalizationType: UITextAutocapitalizationType = UITextAutocapitalizationType.sentences
    var storedAutocorrectionType: UITextAutocorrectionType = UITextAutocorrectionType.default
    var storedSpellCheckingType: UITextSpellCheckingType = UITextSpellCheckingType.default
    var storedKeyboardAppearance: UIKeyboardAppearance = UIKeyboardAppearance.default
    var storedTextContentType: UITextContentType? = nil
    var storedAdjustsFontSizeToFitWidth: Bool = false
    var storedAdjustsFontForContentSizeCategory: Bool = false
    var storedMinimumFontSize: CGFloat = 0
    var storedClearsOnBeginEditing: Bool = false
    var storedEnablesReturnKeyAutomatically: Bool = false
    var storedInputView: UIView? = nil
    var storedInputAccessoryView: UIView? = nil
    var storedBackground: UIImage? = nil

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UITextField initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UITextField initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    open var delegate: UITextFieldDelegate? {
        get { let entry = UIEntry("-[UITextField delegate]", self); defer { entry.end() }; return storedTextFieldDelegate }
        set { let entry = UIEntry("-[UITextField setDelegate:]", self); defer { entry.end() }; storedTextFieldDelegate = newValue }
    }

    /// The text (empty, not nil, by default).
    open var text: String? {
        get { let entry = UIEntry("-[UITextField text]", self); defer { entry.end() }; return storedText }
        set { let entry = UIEntry("-[UITextField setText:]", self); defer { entry.end() }; storedText = newValue ?? ""; storedAttributedText = nil; contentDidChange() }
    }

    open var attributedText: NSAttributedString? {
        get { let entry = UIEntry("-[UITextField attributedText]", self); defer { entry.end() }; return storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: [.font: storedFont]) } }
        set { let entry = UIEntry("-[UITextField setAttributedText:]", self); defer { entry.end() }; storedAttributedText = newValue; storedText = newValue?.string ?? ""; contentDidChange() }
    }

    open var placeholder: String? {
        get { let entry = UIEntry("-[UITextField placeholder]", self); defer { entry.end() }; return storedPlaceholder ?? storedAttributedPlaceholder?.string }
        set { let entry = UIEntry("-[UITextField setPlaceholder:]", self); defer { entry.end() }; storedPlaceholder = newValue; storedAttributedPlaceholder = nil; contentDidChange() }
    }

    open var attributedPlaceholder: NSAttributedString? {
        get { let entry = UIEntry("-[UITextField attributedPlaceholder]", self); defer { entry.end() }; return storedAttributedPlaceholder ?? storedPlaceholder.map { NSAttributedString(string: $0) } }
        set { let entry = UIEntry("-[UITextField setAttributedPlaceholder:]", self); defer { entry.end() }; storedAttributedPlaceholder = newValue; storedPlaceholder = nil; contentDidChange() }
    }

    /// The font (17-point system by default).
    open var font: UIFont? {
        get { let entry = UIEntry("-[UITextField font]", self); defer { entry.end() }; return storedFont }
        set { let entry = UIEntry("-[UITextField setFont:]", self); defer { entry.end() }; storedFont = newValue ?? .systemFont(ofSize: 17); contentDidChange() }
    }

    open var borderStyle: BorderStyle {
        get { let entry = UIEntry("-[UITextField borderStyle]", self); defer { entry.end() }; return storedBorderStyle }
        set { let entry = UIEntry("-[UITextField setBorderStyle:]", self); defer { entry.end() }; storedBorderStyle = newValue; contentDidChange() }
    }

    open var leftView: UIView? {
        get { let entry = UIEntry("-[UITextField leftView]", self); defer { entry.end() }; return storedLeftView }
        set { let entry = UIEntry("-[UITextField setLeftView:]", self); defer { entry.end() }; storedLeftView = newValue; contentDidChange() }
    }

    open var rightView: UIView? {
        get { let entry = UIEntry("-[UITextField rightView]", self); defer { entry.end() }; return storedRightView }
        set { let entry = UIEntry("-[UITextField setRightView:]", self); defer { entry.end() }; storedRightView = newValue; contentDidChange() }
    }

    open var isEditing: Bool {
        let entry = UIEntry("-[UITextField isEditing]", self); defer { entry.end() }
        return storedIsEditing
    }

    /// The text colour.
    open var textColor: UIColor? {
        get { let entry = UIEntry("-[UITextField textColor]", self); defer { entry.end() }; return storedTextColor }
        set { let entry = UIEntry("-[UITextField setTextColor:]", self); defer { entry.end() }; storedTextColor = newValue }
    }

    /// How the text lines up.
    open var textAlignment: NSTextAlignment {
        get { let entry = UIEntry("-[UITextField textAlignment]", self); defer { entry.end() }; return storedTextAlignment }
        set { let entry = UIEntry("-[UITextField setTextAlignment:]", self); defer { entry.end() }; storedTextAlignment = newValue }
    }

    /// When the clear button shows.
    open var clearButtonMode: ViewMode {
        get { let entry = UIEntry("-[UITextField clearButtonMode]", self); defer { entry.end() }; return storedClearButtonMode }
        set { let entry = UIEntry("-[UITextField setClearButtonMode:]", self); defer { entry.end() }; storedClearButtonMode = newValue }
    }

    /// When `leftView` shows.
    open var leftViewMode: ViewMode {
        get { let entry = UIEntry("-[UITextField leftViewMode]", self); defer { entry.end() }; return storedLeftViewMode }
        set { let entry = UIEntry("-[UITextField setLeftViewMode:]", self); defer { entry.end() }; storedLeftViewMode = newValue }
    }

    /// When `rightView` shows.
    open var rightViewMode: ViewMode {
        get { let entry = UIEntry("-[UITextField rightViewMode]", self); defer { entry.end() }; return storedRightViewMode }
        set { let entry = UIEntry("-[UITextField setRightViewMode:]", self); defer { entry.end() }; storedRightViewMode = newValue }
    }

    /// Whether the text is hidden as typed.
    open var isSecureTextEntry: Bool {
        get { let entry = UIEntry("-[UITextField isSecureTextEntry]", self); defer { entry.end() }; return storedIsSecureTextEntry }
        set { let entry = UIEntry("-[UITextField setSecureTextEntry:]", self); defer { entry.end() }; storedIsSecureTextEntry = newValue }
    }

    /// The keyboard asked for.
    open var keyboardType: UIKeyboardType {
        get { let entry = UIEntry("-[UITextField keyboardType]", self); defer { entry.end() }; return storedKeyboardType }
        set { let entry = UIEntry("-[UITextField setKeyboardType:]", self); defer { entry.end() }; storedKeyboardType = newValue }
    }

    /// The return key's title.
    open var returnKeyType: UIReturnKeyType {
        get { let entry = UIEntry("-[UITextField returnKeyType]", self); defer { entry.end() }; return storedReturnKeyType }
        set { let entry = UIEntry("-[UITextField setReturnKeyType:]", self); defer { entry.end() }; storedReturnKeyType = newValue }
    }

    /// Automatic capitals.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { let entry = UIEntry("-[UITextField autocapitalizationType]", self); defer { entry.end() }; return storedAutocapitalizationType }
        set { let entry = UIEntry("-[UITextField setAutocapitalizationType:]", self); defer { entry.end() }; storedAutocapitalizationType = newValue }
    }

    /// Automatic correction.
    open var autocorrectionType: UITextAutocorrectionType {
        get { let entry = UIEntry("-[UITextField autocorrectionType]", self); defer { entry.end() }; return storedAutocorrectionType }
        set { let entry = UIEntry("-[UITextField setAutocorrectionType:]", self); defer { entry.end() }; storedAutocorrectionType = newValue }
    }

    /// Spell checking.
    open var spellCheckingType: UITextSpellCheckingType {
        get { let entry = UIEntry("-[UITextField spellCheckingType]", self); defer { entry.end() }; return storedSpellCheckingType }
        set { let entry = UIEntry("-[UITextField setSpellCheckingType:]", self); defer { entry.end() }; storedSpellCheckingType = newValue }
    }

    /// The keyboard's appearance.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { let entry = UIEntry("-[UITextField keyboardAppearance]", self); defer { entry.end() }; return storedKeyboardAppearance }
        set { let entry = UIEntry("-[UITextField setKeyboardAppearance:]", self); defer { entry.end() }; storedKeyboardAppearance = newValue }
    }

    /// What the field holds, for autofill.
    open var textContentType: UITextContentType? {
        get { let entry = UIEntry("-[UITextField textContentType]", self); defer { entry.end() }; return storedTextContentType }
        set { let entry = UIEntry("-[UITextField setTextContentType:]", self); defer { entry.end() }; storedTextContentType = newValue }
    }

    /// Whether the font shrinks to fit.
    open var adjustsFontSizeToFitWidth: Bool {
        get { let entry = UIEntry("-[UITextField adjustsFontSizeToFitWidth]", self); defer { entry.end() }; return storedAdjustsFontSizeToFitWidth }
        set { let entry = UIEntry("-[UITextField setAdjustsFontSizeToFitWidth:]", self); defer { entry.end() }; storedAdjustsFontSizeToFitWidth = newValue }
    }

    /// The smallest font size when shrinking.
    open var minimumFontSize: CGFloat {
        get { let entry = UIEntry("-[UITextField minimumFontSize]", self); defer { entry.end() }; return storedMinimumFontSize }
        set { let entry = UIEntry("-[UITextField setMinimumFontSize:]", self); defer { entry.end() }; storedMinimumFontSize = newValue }
    }

    /// Whether editing starts with an empty field.
    open var clearsOnBeginEditing: Bool {
        get { let entry = UIEntry("-[UITextField clearsOnBeginEditing]", self); defer { entry.end() }; return storedClearsOnBeginEditing }
        set { let entry = UIEntry("-[UITextField setClearsOnBeginEditing:]", self); defer { entry.end() }; storedClearsOnBeginEditing = newValue }
    }

    /// Whether return needs text.
    open var enablesReturnKeyAutomatically: Bool {
        get { let entry = UIEntry("-[UITextField enablesReturnKeyAutomatically]", self); defer { entry.end() }; return storedEnablesReturnKeyAutomatically }
        set { let entry = UIEntry("-[UITextField setEnablesReturnKeyAutomatically:]", self); defer { entry.end() }; storedEnablesReturnKeyAutomatically = newValue }
    }

    /// A view shown instead of the keyboard.
    open var inputView: UIView? {
        get { let entry = UIEntry("-[UITextField inputView]", self); defer { entry.end() }; return storedInputView }
        set { let entry = UIEntry("-[UITextField setInputView:]", self); defer { entry.end() }; storedInputView = newValue }
    }

    /// A view above the keyboard.
    open var inputAccessoryView: UIView? {
        get { let entry = UIEntry("-[UITextField inputAccessoryView]", self); defer { entry.end() }; return storedInputAccessoryView }
        set { let entry = UIEntry("-[UITextField setInputAccessoryView:]", self); defer { entry.end() }; storedInputAccessoryView = newValue }
    }

    /// The background image.
    open var background: UIImage? {
        get { let entry = UIEntry("-[UITextField background]", self); defer { entry.end() }; return storedBackground }
        set { let entry = UIEntry("-[UITextField setBackground:]", self); defer { entry.end() }; storedBackground = newValue }
    }

    /// Whether a text-style font follows the user's text size.
    open var adjustsFontForContentSizeCategory: Bool {
        get { let entry = UIEntry("-[UITextField adjustsFontForContentSizeCategory]", self); defer { entry.end() }; return storedAdjustsFontForContentSizeCategory }
        set { let entry = UIEntry("-[UITextField setAdjustsFontForContentSizeCategory:]", self); defer { entry.end() }; storedAdjustsFontForContentSizeCategory = newValue }
    }

    open override var canBecomeFirstResponder: Bool {
        UIEntry.check("-[UITextField canBecomeFirstResponder]", self)
        return storedIsEnabled && (storedTextFieldDelegate?.textFieldShouldBeginEditing(self) ?? true)
    }

    open override var canResignFirstResponder: Bool {
        UIEntry.check("-[UITextField canResignFirstResponder]", self)
        return storedTextFieldDelegate?.textFieldShouldEndEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        storedIsEditing = true
        if storedClearsOnBeginEditing { storedText = ""; contentDidChange() }
        storedTextFieldDelegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        showKeyboardForTextInput()
    }

    override func didResignFirstResponder() {
        storedIsEditing = false
        storedTextFieldDelegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        hideKeyboardAfterTextInput()
    }

    /// Types `string` as a user would, character by character: the delegate may refuse each
    /// change; each accepted one sends `.editingChanged`. A newline is the return key.
    func insertTyped(_ string: String) {
        for character in string {
            if character == "\n" {
                if storedTextFieldDelegate?.textFieldShouldReturn(self) ?? true {
                    sendActions(for: .primaryActionTriggered)
                    sendActions(for: .editingDidEndOnExit)
                }
                continue
            }
            let current = storedText ?? ""
            let range = NSRange(location: (current as NSString).length, length: 0)
            guard storedTextFieldDelegate?.textField(self, shouldChangeCharactersIn: range, replacementString: String(character)) ?? true else { continue }
            storedText = current + String(character)
            storedAttributedText = nil
            contentDidChange()
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        }
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UITextField intrinsicContentSize]", self); defer { entry.end() }
        let shown = (storedText?.isEmpty ?? true) ? (storedPlaceholder ?? storedAttributedPlaceholder?.string ?? "") : storedText!
        var width = storedFont.width(of: shown[...])
        let line = storedFont.lineHeight
        var height: CGFloat
        switch storedBorderStyle {
        case .roundedRect: width += 14; height = line + 17
        case .line, .bezel: width += 8; height = line + 8
        case .none: height = line + 2
        }
        for view in [storedLeftView, storedRightView].compactMap({ $0 }) {
            width += view.frameValue.width
            height = max(height, view.frameValue.height)
        }
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// A tap starts editing; a text field's primary action is the return key, not the tap.
    override func touchUpInside(_ touch: UITouch) {
        sendActions(for: .touchUpInside)
        becomeFirstResponder()
    }
}
