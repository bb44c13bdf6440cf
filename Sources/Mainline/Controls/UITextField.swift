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

/// What a text field or view holds, for autofill and the keyboard's suggestions. Its raw value
/// is the matching HTML autocomplete token.
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
    // The rest, by their HTML autocomplete tokens (the values UIKit's content types carry, and
    // what web forms use for the same fields).
    nonisolated public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    nonisolated public static let givenName = UITextContentType(rawValue: "given-name")
    nonisolated public static let middleName = UITextContentType(rawValue: "additional-name")
    nonisolated public static let familyName = UITextContentType(rawValue: "family-name")
    nonisolated public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    nonisolated public static let nickname = UITextContentType(rawValue: "nickname")
    nonisolated public static let jobTitle = UITextContentType(rawValue: "organization-title")
    nonisolated public static let organizationName = UITextContentType(rawValue: "organization")
    nonisolated public static let location = UITextContentType(rawValue: "location")
    nonisolated public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    nonisolated public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    nonisolated public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    nonisolated public static let addressCity = UITextContentType(rawValue: "address-level2")
    nonisolated public static let addressState = UITextContentType(rawValue: "address-level1")
    nonisolated public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    nonisolated public static let sublocality = UITextContentType(rawValue: "address-level3")
    nonisolated public static let countryName = UITextContentType(rawValue: "country-name")
    nonisolated public static let postalCode = UITextContentType(rawValue: "postal-code")
    nonisolated public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    nonisolated public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    nonisolated public static let flightNumber = UITextContentType(rawValue: "flight-number")
    nonisolated public static let dateTime = UITextContentType(rawValue: "date-time")
    nonisolated public static let birthdate = UITextContentType(rawValue: "bday")
    nonisolated public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    nonisolated public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    nonisolated public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    nonisolated public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    nonisolated public static let creditCardName = UITextContentType(rawValue: "cc-name")
    nonisolated public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
    nonisolated public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")
    nonisolated public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
    nonisolated public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    nonisolated public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    nonisolated public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    nonisolated public static let creditCardType = UITextContentType(rawValue: "cc-type")
    nonisolated public static let cellularEID = UITextContentType(rawValue: "cellular-eid")
    nonisolated public static let cellularIMEI = UITextContentType(rawValue: "cellular-imei")
}

/// What a text field tells its delegate, and asks it. Every method has a default.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why; called in place of `textFieldDidEndEditing(_:)` (whose default
    /// this one calls).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the characters in `ranges` (`NSValue`s of `NSRange`) may be replaced by `string`
    /// (iOS 26: what the text field asks; its default asks
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the first range).
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool
    /// The edit menu for the characters in `range` (nil: the suggested actions).
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu for the characters in `ranges` (iOS 26; its default asks for the first range's).
    func textField(_ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show.
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// The edit menu is about to go.
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// The keyboard's suggestion was picked: insert it (nothing is inserted otherwise).
    func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion)
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool {
        guard let first = ranges.first else { return true }
        return self.textField(textField, shouldChangeCharactersIn: first.rangeValue, replacementString: string)
    }
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textField(_ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let first = ranges.first else { return nil }
        return self.textField(textField, editMenuForCharactersIn: first.rangeValue, suggestedActions: suggestedActions)
    }
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    public func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
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
    /// The edit menu's interaction and its delegate (made when the menu first shows).
    var editMenuBridge: TextEditMenuBridge?
    /// Marked text, the input delegate, the tokenizer (UITextInput+Composing.swift).
    var inputExtras = TextInputExtras()
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
    var storedDisabledBackground: UIImage? = nil
    var storedSmartQuotesType: UITextSmartQuotesType = .default
    var storedSmartDashesType: UITextSmartDashesType = .default
    var storedSmartInsertDeleteType: UITextSmartInsertDeleteType = .default
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    var storedAllowsEditingTextAttributes = false
    var storedClearsOnInsertion = false
    /// Whether the next typed character replaces the whole text (`clearsOnInsertion`).
    var clearsOnNextInsertion = false
    /// The selection while editing (UTF-16 offsets; the caret at the end when editing begins).
    var storedSelection: (Int, Int)?
    /// Where `drawText(in:)` and `drawPlaceholder(in:)` were last asked to draw.
    var lastTextDrawingRect: CGRect?
    var lastPlaceholderDrawingRect: CGRect?

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UITextField initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UITextField initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// Whether quotes curl as typed (kept).
    open var smartQuotesType: UITextSmartQuotesType {
        get { let entry = UIEntry("-[UITextField smartQuotesType]", self); defer { entry.end() }; return storedSmartQuotesType }
        set { let entry = UIEntry("-[UITextField setSmartQuotesType:]", self); defer { entry.end() }; storedSmartQuotesType = newValue }
    }

    /// Whether two hyphens become a dash as typed (kept).
    open var smartDashesType: UITextSmartDashesType {
        get { let entry = UIEntry("-[UITextField smartDashesType]", self); defer { entry.end() }; return storedSmartDashesType }
        set { let entry = UIEntry("-[UITextField setSmartDashesType:]", self); defer { entry.end() }; storedSmartDashesType = newValue }
    }

    /// Whether spaces are adjusted around pasted words (kept).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { let entry = UIEntry("-[UITextField smartInsertDeleteType]", self); defer { entry.end() }; return storedSmartInsertDeleteType }
        set { let entry = UIEntry("-[UITextField setSmartInsertDeleteType:]", self); defer { entry.end() }; storedSmartInsertDeleteType = newValue }
    }
    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable { case committed = 0 }

    /// The key of the reason in `textDidEndEditingNotification`'s user info.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"

    /// The attributes of the whole text: the font, colour and alignment, as a dictionary;
    /// setting it sets those (and restyles the text).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let entry = UIEntry("-[UITextField defaultTextAttributes]", self); defer { entry.end() }
            var attributes: [NSAttributedString.Key: Any] = [.font: storedFont]
            if let color = storedTextColor { attributes[.foregroundColor] = color }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = storedTextAlignment
            attributes[.paragraphStyle] = paragraph
            return attributes
        }
        set {
            let entry = UIEntry("-[UITextField setDefaultTextAttributes:]", self); defer { entry.end() }
            if let font = newValue[.font] as? UIFont { storedFont = font }
            storedTextColor = newValue[.foregroundColor] as? UIColor ?? storedTextColor
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { storedTextAlignment = paragraph.alignment }
            storedAttributedText = nil
            contentDidChange()
        }
    }

    /// The attributes typed text gets while editing (nil when not editing; the default text
    /// attributes unless set). Setting any makes typed text attributed.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get {
            let entry = UIEntry("-[UITextField typingAttributes]", self); defer { entry.end() }
            guard storedIsEditing else { return nil }
            return storedTypingAttributes ?? defaultTextAttributes
        }
        set {
            let entry = UIEntry("-[UITextField setTypingAttributes:]", self); defer { entry.end() }
            guard storedIsEditing else { return }
            storedTypingAttributes = newValue
        }
    }

    /// Whether the user may style the text (kept).
    open var allowsEditingTextAttributes: Bool {
        get { let entry = UIEntry("-[UITextField allowsEditingTextAttributes]", self); defer { entry.end() }; return storedAllowsEditingTextAttributes }
        set { let entry = UIEntry("-[UITextField setAllowsEditingTextAttributes:]", self); defer { entry.end() }; storedAllowsEditingTextAttributes = newValue }
    }

    /// Whether the first character typed after editing begins replaces the whole text.
    open var clearsOnInsertion: Bool {
        get { let entry = UIEntry("-[UITextField clearsOnInsertion]", self); defer { entry.end() }; return storedClearsOnInsertion }
        set { let entry = UIEntry("-[UITextField setClearsOnInsertion:]", self); defer { entry.end() }; storedClearsOnInsertion = newValue }
    }

    /// The background image of a disabled field (the `background` when nil).
    open var disabledBackground: UIImage? {
        get { let entry = UIEntry("-[UITextField disabledBackground]", self); defer { entry.end() }; return storedDisabledBackground }
        set { let entry = UIEntry("-[UITextField setDisabledBackground:]", self); defer { entry.end() }; storedDisabledBackground = newValue; setNeedsDisplay() }
    }

    /// The selection, to restore later: setting a value read from a field restores it.
    open var interactionState: Any {
        get {
            let entry = UIEntry("-[UITextField interactionState]", self); defer { entry.end() }
            return TextFieldInteractionState(selection: storedSelection)
        }
        set {
            let entry = UIEntry("-[UITextField setInteractionState:]", self); defer { entry.end() }
            guard let state = newValue as? TextFieldInteractionState, storedIsEditing, let selection = state.selection else { return }
            let length = documentLength
            storedSelection = (min(selection.0, length), min(selection.1, length))
        }
    }

    open var delegate: UITextFieldDelegate? {
        get { let entry = UIEntry("-[UITextField delegate]", self); defer { entry.end() }; return storedTextFieldDelegate }
        set { let entry = UIEntry("-[UITextField setDelegate:]", self); defer { entry.end() }; storedTextFieldDelegate = newValue }
    }

    /// The text (empty, not nil, by default).
    open var text: String? {
        get { let entry = UIEntry("-[UITextField text]", self); defer { entry.end() }; return storedText }
        set {
            let entry = UIEntry("-[UITextField setText:]", self); defer { entry.end() }
            inputExtras.inputDelegate?.textWillChange(self)
            storedText = newValue ?? ""; storedAttributedText = nil; inputExtras.markedRange = nil; contentDidChange()
            inputExtras.inputDelegate?.textDidChange(self)
        }
    }

    open var attributedText: NSAttributedString? {
        get { let entry = UIEntry("-[UITextField attributedText]", self); defer { entry.end() }; return storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: [.font: storedFont]) } }
        set { let entry = UIEntry("-[UITextField setAttributedText:]", self); defer { entry.end() }; storedAttributedText = newValue; storedText = newValue?.string ?? ""; inputExtras.markedRange = nil; contentDidChange() }
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
    open override var inputView: UIView? {
        get { let entry = UIEntry("-[UITextField inputView]", self); defer { entry.end() }; return storedInputView }
        set { let entry = UIEntry("-[UITextField setInputView:]", self); defer { entry.end() }; storedInputView = newValue }
    }

    /// A view above the keyboard.
    open override var inputAccessoryView: UIView? {
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

    // MARK: Edit actions (TextInputs+EditActions.swift)

    /// Puts the selected text on the general pasteboard (not from secure text).
    open override func copy(_ sender: Any?) { let entry = UIEntry("-[UITextField copy:]", self); defer { entry.end() }; performCopy() }
    /// Puts the selected text on the general pasteboard and removes it.
    open override func cut(_ sender: Any?) { let entry = UIEntry("-[UITextField cut:]", self); defer { entry.end() }; performCut() }
    /// Replaces the selection with the general pasteboard's string.
    open override func paste(_ sender: Any?) { let entry = UIEntry("-[UITextField paste:]", self); defer { entry.end() }; performPaste() }
    /// Removes the selected text.
    open override func delete(_ sender: Any?) { let entry = UIEntry("-[UITextField delete:]", self); defer { entry.end() }; performDelete() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { let entry = UIEntry("-[UITextField select:]", self); defer { entry.end() }; performSelectWord() }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { let entry = UIEntry("-[UITextField selectAll:]", self); defer { entry.end() }; performSelectAll() }

    /// The edit actions apply as the text and selection allow (copy needs a selection, paste a
    /// string on the pasteboard…); other actions as the responder answers them.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let entry = UIEntry("-[UITextField canPerformAction:withSender:]", self); defer { entry.end() }
        return canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// The edit actions by selector, then the responder's.
    open override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        editActionMethod(selector) ?? super.selectorMethod(selector)
    }

    /// The edit menu for `textRange`: the delegate's (`editMenuForCharactersInRanges`), else
    /// the suggested actions.
    open func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        let entry = UIEntry("-[UITextField editMenuForTextRange:suggestedActions:]", self); defer { entry.end() }
        guard let range = (textRange as? TextOffsetRange)?.nsRange else { return nil }
        return storedTextFieldDelegate?.textField(self, editMenuForCharactersInRanges: [NSValue(range: range)], suggestedActions: suggestedActions)
    }

    /// Tells the delegate the edit menu is about to show.
    open func willPresentEditMenu(animator: UIEditMenuInteractionAnimating) {
        let entry = UIEntry("-[UITextField willPresentEditMenuWithAnimator:]", self); defer { entry.end() }
        storedTextFieldDelegate?.textField(self, willPresentEditMenuWith: animator)
    }

    /// Tells the delegate the edit menu is about to go.
    open func willDismissEditMenu(animator: UIEditMenuInteractionAnimating) {
        let entry = UIEntry("-[UITextField willDismissEditMenuWithAnimator:]", self); defer { entry.end() }
        storedTextFieldDelegate?.textField(self, willDismissEditMenuWith: animator)
    }

    /// A text field can take focus while enabled (keyboard focus on iPad, as UIKit's).
    open override var canBecomeFocused: Bool {
        let entry = UIEntry("-[UITextField canBecomeFocused]", self); defer { entry.end() }
        return storedIsEnabled && !storedIsHidden
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
        clearsOnNextInsertion = storedClearsOnInsertion
        if storedClearsOnBeginEditing { storedText = ""; contentDidChange() }
        let end = ((storedText ?? "") as NSString).length
        storedSelection = (end, end)
        setNeedsLayout()
        storedTextFieldDelegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        showKeyboardForTextInput()
    }

    override func didResignFirstResponder() {
        storedIsEditing = false
        storedSelection = nil
        storedTypingAttributes = nil
        setNeedsLayout()
        storedTextFieldDelegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
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
            let replacesAll = clearsOnNextInsertion
            clearsOnNextInsertion = false
            let range = NSRange(location: replacesAll ? 0 : (current as NSString).length, length: replacesAll ? (current as NSString).length : 0)
            guard storedTextFieldDelegate?.textField(self, shouldChangeCharactersInRanges: [NSValue(range: range)], replacementString: String(character)) ?? true else { continue }
            if let typing = storedTypingAttributes {
                // Typed in the typing attributes: the text becomes attributed.
                let attributed = NSMutableAttributedString(attributedString: replacesAll ? NSAttributedString(string: "")
                    : storedAttributedText ?? NSAttributedString(string: current, attributes: defaultTextAttributes))
                attributed.append(NSAttributedString(string: String(character), attributes: typing))
                storedText = attributed.string
                storedAttributedText = attributed
            } else {
                storedText = (replacesAll ? "" : current) + String(character)
                storedAttributedText = nil
            }
            let end = ((storedText ?? "") as NSString).length
            storedSelection = (end, end)
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

    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Geometry and drawing (override points, as in UIKit)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        UIEntry.check("-[UITextField borderRectForBounds:]", self)
        return bounds
    }

    /// Where the text is drawn when not editing: the bounds less the border's padding (7 points
    /// a side for `.roundedRect`, 4 for `.line` and `.bezel`, none for `.none`), the left and
    /// right views where they show, and the clear button where it shows.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        UIEntry.check("-[UITextField textRectForBounds:]", self)
        return contentRect(forBounds: bounds, editing: false)
    }

    /// Where the text is while editing (the text rectangle by default, the clear button
    /// allowed for as it shows while editing).
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        UIEntry.check("-[UITextField editingRectForBounds:]", self)
        return contentRect(forBounds: bounds, editing: true)
    }

    /// Where the placeholder is drawn (the text rectangle by default).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        UIEntry.check("-[UITextField placeholderRectForBounds:]", self)
        return contentRect(forBounds: bounds, editing: storedIsEditing)
    }

    /// Where the clear button goes: a 19-point square, vertically centred, 6 points from the
    /// trailing edge for `.roundedRect` (at the edge otherwise).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        UIEntry.check("-[UITextField clearButtonRectForBounds:]", self)
        let side: CGFloat = 19
        let inset: CGFloat = storedBorderStyle == .roundedRect ? 6 : 0
        return CGRect(x: bounds.maxX - inset - side, y: bounds.minY + (bounds.height - side) / 2, width: side, height: side)
    }

    /// Where the left view goes: its own size, at the leading edge, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        UIEntry.check("-[UITextField leftViewRect:]", self)
        let size = storedLeftView?.frameValue.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// Where the right view goes: its own size, at the trailing edge, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        UIEntry.check("-[UITextField rightViewRect:]", self)
        let size = storedRightView?.frameValue.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// Draws the text in `rect` (called from `draw(_:)` when there is text and the field is not
    /// editing; override it to draw the text elsewhere or otherwise).
    open func drawText(in rect: CGRect) {
        UIEntry.check("-[UITextField drawTextInRect:]", self)
        lastTextDrawingRect = rect
    }

    /// Draws the placeholder in `rect` (called from `draw(_:)` when the field is empty).
    open func drawPlaceholder(in rect: CGRect) {
        UIEntry.check("-[UITextField drawPlaceholderInRect:]", self)
        lastPlaceholderDrawingRect = rect
    }

    /// Draws the field's content: the placeholder (in `placeholderRect(forBounds:)`) when it is
    /// empty, else, when not editing, the text (in `textRect(forBounds:)`).
    open override func draw(_ rect: CGRect) {
        UIEntry.check("-[UITextField drawRect:]", self)
        super.draw(rect)
        let bounds = storedBounds
        if storedText?.isEmpty ?? true {
            if storedPlaceholder != nil || storedAttributedPlaceholder != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else if !storedIsEditing {
            drawText(in: textRect(forBounds: bounds))
        }
    }

    /// Places the left and right views (as subviews, where their modes show them).
    open override func layoutSubviews() {
        UIEntry.check("-[UITextField layoutSubviews]", self)
        super.layoutSubviews()
        let bounds = storedBounds
        for (view, shown, rect) in [(storedLeftView, shows(storedLeftViewMode), { self.leftViewRect(forBounds: bounds) }),
                                    (storedRightView, shows(storedRightViewMode), { self.rightViewRect(forBounds: bounds) })] {
            guard let view else { continue }
            if shown {
                if view.storedSuperview !== self { addSubview(view) }
                view.frame = rect()
            } else if view.storedSuperview === self {
                view.removeFromSuperview()
            }
        }
    }

    /// Whether a view with `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: storedIsEditing
        case .unlessEditing: !storedIsEditing
        }
    }

    /// The text's rectangle: the bounds less the border's padding and what shows at the sides.
    private func contentRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        let padding: CGFloat = switch storedBorderStyle {
        case .roundedRect: 7
        case .line, .bezel: 4
        case .none: 0
        }
        var minX = bounds.minX + padding, maxX = bounds.maxX - padding
        if storedLeftView != nil, shows(storedLeftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if storedRightView != nil, shows(storedRightViewMode) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        let clearShows = switch storedClearButtonMode {
        case .never: false
        case .always: true
        case .whileEditing: editing && !(storedText?.isEmpty ?? true)
        case .unlessEditing: !editing
        }
        if clearShows { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// A tap starts editing; a text field's primary action is the return key, not the tap.
    override func touchUpInside(_ touch: UITouch) {
        sendActions(for: .touchUpInside)
        becomeFirstResponder()
    }
}

// MARK: - UITextInput

extension UITextField: OffsetTextInput {
    var documentText: String { storedText ?? "" }
    func setDocumentText(_ text: String) {
        textChangedOutsideComposing()
        storedText = text
        storedAttributedText = nil
        contentDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
    var selectionOffsets: (Int, Int)? {
        get { storedSelection }
        set {
            storedSelection = newValue
            storedTextFieldDelegate?.textFieldDidChangeSelection(self)
        }
    }

    /// Whether the field holds any text.
    public var hasText: Bool { let entry = UIEntry("-[UITextField hasText]", self); defer { entry.end() }; return !(storedText?.isEmpty ?? true) }

    /// Inserts `text` at the selection, replacing it (at the end when there is none).
    public func insertText(_ text: String) {
        let entry = UIEntry("-[UITextField insertText:]", self); defer { entry.end() }
        insertReplacingMarkedText(text) { text in
            let (lower, upper) = storedSelection ?? (documentLength, documentLength)
            replaceOffsets(lower, upper, with: text)
        }
    }

    /// Deletes the selection, or the character before the caret.
    public func deleteBackward() {
        let entry = UIEntry("-[UITextField deleteBackward]", self); defer { entry.end() }
        let (lower, upper) = storedSelection ?? (documentLength, documentLength)
        if lower != upper { return replaceOffsets(lower, upper, with: "") }
        guard lower > 0 else { return }
        // One character back (a composed character is one deletion, as on a keyboard).
        let text = documentText as NSString
        let start = text.rangeOfComposedCharacterSequence(at: lower - 1).location
        replaceOffsets(start, lower, with: "")
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition {
        let entry = UIEntry("-[UITextField beginningOfDocument]", self); defer { entry.end() }
        return TextOffsetPosition(0)
    }

    /// The end of the text.
    public var endOfDocument: UITextPosition {
        let entry = UIEntry("-[UITextField endOfDocument]", self); defer { entry.end() }
        return TextOffsetPosition(documentLength)
    }

    /// The selection while editing (nil when the field is not editing); setting it moves the
    /// caret or selection and tells the delegate (`textFieldDidChangeSelection(_:)`).
    public var selectedTextRange: UITextRange? {
        get {
            let entry = UIEntry("-[UITextField selectedTextRange]", self); defer { entry.end() }
            return storedSelection.map { TextOffsetRange($0.0, $0.1) }
        }
        set {
            let entry = UIEntry("-[UITextField setSelectedTextRange:]", self); defer { entry.end() }
            guard let range = newValue as? TextOffsetRange else { return selectionOffsets = nil }
            let length = documentLength
            selectionOffsets = (min(range.lower, length), min(range.upper, length))
        }
    }

    /// The text being composed (set by `setMarkedText(_:selectedRange:)`), if any.
    public var markedTextRange: UITextRange? {
        let entry = UIEntry("-[UITextField markedTextRange]", self); defer { entry.end() }
        return validMarkedRange.map { TextOffsetRange($0.location, NSMaxRange($0)) }
    }

    /// The position `offset` UTF-16 units from `position` (nil outside the text).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let entry = UIEntry("-[UITextField positionFromPosition:offset:]", self); defer { entry.end() }
        return offsetPosition(position).flatMap { clampedPosition($0 + offset) }
    }

    /// The position `offset` units towards `direction` (left and up back, right and down on).
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        let entry = UIEntry("-[UITextField positionFromPosition:inDirection:offset:]", self); defer { entry.end() }
        let step = direction == .left || direction == .up ? -offset : offset
        return offsetPosition(position).flatMap { clampedPosition($0 + step) }
    }

    /// The range between two positions (in either order).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let entry = UIEntry("-[UITextField textRangeFromPosition:toPosition:]", self); defer { entry.end() }
        guard let a = offsetPosition(fromPosition), let b = offsetPosition(toPosition) else { return nil }
        return TextOffsetRange(a, b)
    }

    /// The UTF-16 units from one position to the other.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        let entry = UIEntry("-[UITextField offsetFromPosition:toPosition:]", self); defer { entry.end() }
        return (offsetPosition(toPosition) ?? 0) - (offsetPosition(from) ?? 0)
    }

    /// The order of two positions.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let entry = UIEntry("-[UITextField comparePosition:toPosition:]", self); defer { entry.end() }
        let a = offsetPosition(position) ?? 0, b = offsetPosition(other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    /// The text in `range`.
    public func text(in range: UITextRange) -> String? {
        let entry = UIEntry("-[UITextField textInRange:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange, range.upper <= documentLength else { return nil }
        return (documentText as NSString).substring(with: range.nsRange)
    }

    /// Replaces the text in `range` with `text`; the caret goes after it.
    public func replace(_ range: UITextRange, withText text: String) {
        let entry = UIEntry("-[UITextField replaceRange:withText:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange else { return }
        replaceOffsets(range.lower, range.upper, with: text)
    }
}

/// A text field's selection (`interactionState`).
struct TextFieldInteractionState {
    var selection: (Int, Int)?
}

extension UITextField: UITextInputTraits {}
