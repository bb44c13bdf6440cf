import Foundation

/// What a text view tells its delegate, and asks it. Every method has a default.
///
/// The order UIKit keeps: `textViewShouldBeginEditing(_:)` when the view is about to become
/// first responder, `textViewDidBeginEditing(_:)` once it is; for each typed character
/// `textView(_:shouldChangeTextIn:replacementText:)`, then (if allowed) the text changes,
/// `textViewDidChangeSelection(_:)` for the moved caret and `textViewDidChange(_:)`;
/// `textViewShouldEndEditing(_:)` and `textViewDidEndEditing(_:)` around resigning. Changes made
/// in code (`text = …`) call none of them.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved (by typing, by the user, or by setting `selectedRange`).
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether the text in `ranges` (`NSValue`s of `NSRange`) may be replaced by `text` (iOS 26:
    /// what the text view asks; its default asks `textView(_:shouldChangeTextIn:replacementText:)`
    /// with the first range).
    func textView(_ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String) -> Bool
    /// The edit menu for the text in `range` (nil: the suggested actions).
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu for the text in `ranges` (iOS 26; its default asks for the first range's).
    func textView(_ textView: UITextView, editMenuForTextInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show.
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// The edit menu is about to go.
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating)
    /// The keyboard's suggestion was picked: insert it (nothing is inserted otherwise).
    func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion)
    /// Whether tapping the link to `URL` in `characterRange` may do `interaction` (open it).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// Whether tapping the attachment in `characterRange` may do `interaction`.
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// Whether tapping the link may open it (before iOS 10).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
    /// Whether tapping the attachment may act on it (before iOS 10).
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String) -> Bool {
        guard let first = ranges.first else { return true }
        return self.textView(textView, shouldChangeTextIn: first.rangeValue, replacementText: text)
    }
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textView(_ textView: UITextView, editMenuForTextInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let first = ranges.first else { return nil }
        return self.textView(textView, editMenuForTextIn: first.rangeValue, suggestedActions: suggestedActions)
    }
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) {}
    public func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: URL, in: characterRange)
    }
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: textAttachment, in: characterRange)
    }
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool { true }
}

/// What tapping a link or attachment in a text view does.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0, presentActions, preview
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
    /// The edit menu's interaction and its delegate (made when the menu first shows).
    var editMenuBridge: TextEditMenuBridge?
    /// Marked text, the input delegate, the tokenizer (UITextInput+Composing.swift).
    var inputExtras = TextInputExtras()
    /// The container the text is laid out in, its layout manager and the text storage.
    var storedTextContainer = NSTextContainer()
    let storedLayoutManager: NSLayoutManager
    let storedTextStorage = NSTextStorage()
    /// Set while the view copies its text into the storage (so the storage's edit is not
    /// taken for an edit from outside).
    var syncingStorage = false
    /// TextKit 2's layout of the text (made when first asked for).
    var storedTextLayoutManager: NSTextLayoutManager?
    /// The content storage over the text storage (the layout manager holds it weakly).
    var storedTextContentStorage: NSTextContentStorage?
    /// Whether the view lays out with TextKit 1 only (made so, or its `layoutManager` was asked for).
    var usesTextKit1 = false
    /// The attachment views the view placed (TextKit 2).
    var attachmentViews: [UIView] = []
    /// The selection, in UTF-16 offsets.
    var storedSelection = (0, 0)
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    var storedDataDetectorTypes: UIDataDetectorTypes = []
    var storedLinkTextAttributes: [NSAttributedString.Key: Any]?
    var storedInputView: UIView?
    var storedInputAccessoryView: UIView?
    var storedAllowsEditingTextAttributes = false
    var storedClearsOnInsertion = false
    var storedUsesStandardTextScaling = false
    var storedBorderStyle = BorderStyle.none
    var storedIsFindInteractionEnabled = false
    var storedFindInteraction: UIFindInteraction?
    var storedWritingToolsBehavior = UIWritingToolsBehavior.default
    var storedAllowedWritingToolsResultOptions: UIWritingToolsResultOptions = [.plainText, .richText, .list, .table]
    var storedTextHighlightAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether the next typed character replaces the whole text (`clearsOnInsertion`).
    var clearsOnNextInsertion = false

    /// The container the text is laid out in (its width follows the view's, less the insets).
    public var textContainer: NSTextContainer {
        let entry = UIEntry("-[UITextView textContainer]", self); defer { entry.end() }
        return storedTextContainer
    }

    /// The layout manager laying the text out in `textContainer`.
    /// Asking for it switches the view to TextKit 1 (its `textLayoutManager` becomes nil), as
    /// UIKit's text views do from iOS 16 ("switching to TextKit 1 compatibility mode").
    public var layoutManager: NSLayoutManager {
        let entry = UIEntry("-[UITextView layoutManager]", self); defer { entry.end() }
        switchToTextKit1()
        return storedLayoutManager
    }

    /// The text, as the layout manager sees it. Editing it edits the text view's text (the view
    /// relays itself out), as in UIKit.
    public var textStorage: NSTextStorage {
        let entry = UIEntry("-[UITextView textStorage]", self); defer { entry.end() }
        return storedTextStorage
    }
    var storedKeyboardType: UIKeyboardType = UIKeyboardType.default
    var storedReturnKeyType: UIReturnKeyType = UIReturnKeyType.default
    var storedAutocapitalizationType: UITextAutocapitalizationType = UITextAutocapitalizationType.sentences
    var storedAutocorrectionType: UITextAutocorrectionType = UITextAutocorrectionType.default
    var storedIsSecureTextEntry: Bool = false
    var storedAdjustsFontForContentSizeCategory: Bool = false
    var storedSpellCheckingType: UITextSpellCheckingType = .default
    var storedSmartQuotesType: UITextSmartQuotesType = .default
    var storedSmartDashesType: UITextSmartDashesType = .default
    var storedSmartInsertDeleteType: UITextSmartInsertDeleteType = .default
    var storedKeyboardAppearance: UIKeyboardAppearance = .default
    var storedEnablesReturnKeyAutomatically: Bool = false
    var storedTextContentType: UITextContentType! = nil

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

    /// Spell checking (kept).
    open var spellCheckingType: UITextSpellCheckingType {
        get { let entry = UIEntry("-[UITextView spellCheckingType]", self); defer { entry.end() }; return storedSpellCheckingType }
        set { let entry = UIEntry("-[UITextView setSpellCheckingType:]", self); defer { entry.end() }; storedSpellCheckingType = newValue }
    }

    /// Whether quotes curl as typed (kept).
    open var smartQuotesType: UITextSmartQuotesType {
        get { let entry = UIEntry("-[UITextView smartQuotesType]", self); defer { entry.end() }; return storedSmartQuotesType }
        set { let entry = UIEntry("-[UITextView setSmartQuotesType:]", self); defer { entry.end() }; storedSmartQuotesType = newValue }
    }

    /// Whether two hyphens become a dash as typed (kept).
    open var smartDashesType: UITextSmartDashesType {
        get { let entry = UIEntry("-[UITextView smartDashesType]", self); defer { entry.end() }; return storedSmartDashesType }
        set { let entry = UIEntry("-[UITextView setSmartDashesType:]", self); defer { entry.end() }; storedSmartDashesType = newValue }
    }

    /// Whether spaces are adjusted around pasted words (kept).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { let entry = UIEntry("-[UITextView smartInsertDeleteType]", self); defer { entry.end() }; return storedSmartInsertDeleteType }
        set { let entry = UIEntry("-[UITextView setSmartInsertDeleteType:]", self); defer { entry.end() }; storedSmartInsertDeleteType = newValue }
    }

    /// The keyboard's look (kept).
    open var keyboardAppearance: UIKeyboardAppearance {
        get { let entry = UIEntry("-[UITextView keyboardAppearance]", self); defer { entry.end() }; return storedKeyboardAppearance }
        set { let entry = UIEntry("-[UITextView setKeyboardAppearance:]", self); defer { entry.end() }; storedKeyboardAppearance = newValue }
    }

    /// Whether the return key is disabled while the text is empty (kept).
    open var enablesReturnKeyAutomatically: Bool {
        get { let entry = UIEntry("-[UITextView enablesReturnKeyAutomatically]", self); defer { entry.end() }; return storedEnablesReturnKeyAutomatically }
        set { let entry = UIEntry("-[UITextView setEnablesReturnKeyAutomatically:]", self); defer { entry.end() }; storedEnablesReturnKeyAutomatically = newValue }
    }

    /// What the text is, for autofill (kept).
    open var textContentType: UITextContentType! {
        get { let entry = UIEntry("-[UITextView textContentType]", self); defer { entry.end() }; return storedTextContentType }
        set { let entry = UIEntry("-[UITextView setTextContentType:]", self); defer { entry.end() }; storedTextContentType = newValue }
    }
    /// Whether a text-style font follows the user's text size.
    open var adjustsFontForContentSizeCategory: Bool {
        get { let entry = UIEntry("-[UITextView adjustsFontForContentSizeCategory]", self); defer { entry.end() }; return storedAdjustsFontForContentSizeCategory }
        set { let entry = UIEntry("-[UITextView setAdjustsFontForContentSizeCategory:]", self); defer { entry.end() }; storedAdjustsFontForContentSizeCategory = newValue }
    }

    /// A text view laying its text out in `textContainer` (with that container's layout
    /// manager and text storage, when it has them), or in a container of its own.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let entry = UIEntry("-[UITextView initWithFrame:textContainer:]"); defer { entry.end() }
        storedLayoutManager = textContainer?.layoutManager ?? NSLayoutManager()
        super.init(frame: frame)
        if let textContainer { storedTextContainer = textContainer }
        // A container already laid out by TextKit 1 keeps the view on TextKit 1.
        usesTextKit1 = textContainer?.layoutManager != nil && textContainer?.textLayoutManager == nil
        connectTextSystem()
    }

    /// A text view laid out by TextKit 2 (`textLayoutManager`), or by TextKit 1 only.
    public convenience init(usingTextLayoutManager: Bool) {
        UIEntry.check("+[UITextView textViewUsingTextLayoutManager:]")
        self.init(frame: .zero, textContainer: nil)
        usesTextKit1 = !usingTextLayoutManager
    }

    public override convenience init(frame: CGRect) {
        UIEntry.check("-[UITextView initWithFrame:]")
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UITextView initWithCoder:]"); defer { entry.end() }
        storedLayoutManager = NSLayoutManager()
        super.init(coder: coder)
        connectTextSystem()
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

    /// The text. Setting it puts the caret at its end and calls no delegate method.
    open var text: String! {
        get { let entry = UIEntry("-[UITextView text]", self); defer { entry.end() }; return storedText }
        set {
            let entry = UIEntry("-[UITextView setText:]", self); defer { entry.end() }
            inputExtras.inputDelegate?.textWillChange(self)
            storedText = newValue ?? ""
            storedAttributedText = nil
            inputExtras.markedRange = nil
            moveCaretToEnd()
            textDidChange()
            inputExtras.inputDelegate?.textDidChange(self)
        }
    }

    /// The styled text (the plain text in the view's font and colour when none was set).
    open var attributedText: NSAttributedString! {
        get { let entry = UIEntry("-[UITextView attributedText]", self); defer { entry.end() }; return storedAttributedText ?? NSAttributedString(string: storedText, attributes: defaultAttributes) }
        set {
            let entry = UIEntry("-[UITextView setAttributedText:]", self); defer { entry.end() }
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            moveCaretToEnd()
            textDidChange()
        }
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

    /// The selected characters (a caret when empty), in UTF-16 units; setting it moves the
    /// caret and tells the delegate (`textViewDidChangeSelection(_:)`). Setting the text puts
    /// it at the end.
    open var selectedRange: NSRange {
        get {
            let entry = UIEntry("-[UITextView selectedRange]", self); defer { entry.end() }
            return NSRange(location: storedSelection.0, length: storedSelection.1 - storedSelection.0)
        }
        set {
            let entry = UIEntry("-[UITextView setSelectedRange:]", self); defer { entry.end() }
            let length = (storedText as NSString).length
            let lower = max(0, min(newValue.location, length))
            selectionOffsets = (lower, max(lower, min(lower + max(0, newValue.length), length)))
        }
    }

    /// The attributes typed text gets: the view's font, colour and alignment unless set; they
    /// return to those at the caret when the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { let entry = UIEntry("-[UITextView typingAttributes]", self); defer { entry.end() }; return storedTypingAttributes ?? attributesAtCaret }
        set { let entry = UIEntry("-[UITextView setTypingAttributes:]", self); defer { entry.end() }; storedTypingAttributes = newValue }
    }

    /// Kinds of data (links, phone numbers, …) a text view that is not editable turns into
    /// links, shown with `linkTextAttributes` (none by default). Links and phone numbers are
    /// found by the text model; other kinds are kept.
    open var dataDetectorTypes: UIDataDetectorTypes {
        get { let entry = UIEntry("-[UITextView dataDetectorTypes]", self); defer { entry.end() }; return storedDataDetectorTypes }
        set { let entry = UIEntry("-[UITextView setDataDetectorTypes:]", self); defer { entry.end() }; storedDataDetectorTypes = newValue; setNeedsDisplay() }
    }

    /// The attributes links are shown with (the tint colour by default).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { let entry = UIEntry("-[UITextView linkTextAttributes]", self); defer { entry.end() }; return storedLinkTextAttributes ?? [.foregroundColor: effectiveTintColor] }
        set { let entry = UIEntry("-[UITextView setLinkTextAttributes:]", self); defer { entry.end() }; storedLinkTextAttributes = newValue; setNeedsDisplay() }
    }

    /// The view shown instead of the keyboard while the text view is first responder.
    open override var inputView: UIView? {
        get { let entry = UIEntry("-[UITextView inputView]", self); defer { entry.end() }; return storedInputView }
        set { let entry = UIEntry("-[UITextView setInputView:]", self); defer { entry.end() }; storedInputView = newValue }
    }

    /// The view shown above the keyboard while the text view is first responder.
    open override var inputAccessoryView: UIView? {
        get { let entry = UIEntry("-[UITextView inputAccessoryView]", self); defer { entry.end() }; return storedInputAccessoryView }
        set { let entry = UIEntry("-[UITextView setInputAccessoryView:]", self); defer { entry.end() }; storedInputAccessoryView = newValue }
    }

    /// Whether the user may style the text (the edit menu's bold, italic, underline; kept).
    open var allowsEditingTextAttributes: Bool {
        get { let entry = UIEntry("-[UITextView allowsEditingTextAttributes]", self); defer { entry.end() }; return storedAllowsEditingTextAttributes }
        set { let entry = UIEntry("-[UITextView setAllowsEditingTextAttributes:]", self); defer { entry.end() }; storedAllowsEditingTextAttributes = newValue }
    }

    /// Whether the first character typed after editing begins replaces the whole text.
    open var clearsOnInsertion: Bool {
        get { let entry = UIEntry("-[UITextView clearsOnInsertion]", self); defer { entry.end() }; return storedClearsOnInsertion }
        set { let entry = UIEntry("-[UITextView setClearsOnInsertion:]", self); defer { entry.end() }; storedClearsOnInsertion = newValue }
    }

    /// Whether text is scaled as on iOS in a Mac app (kept: no scaling on a phone).
    open var usesStandardTextScaling: Bool {
        get { let entry = UIEntry("-[UITextView usesStandardTextScaling]", self); defer { entry.end() }; return storedUsesStandardTextScaling }
        set { let entry = UIEntry("-[UITextView setUsesStandardTextScaling:]", self); defer { entry.end() }; storedUsesStandardTextScaling = newValue }
    }

    /// A text view's border.
    public enum BorderStyle: Int, Sendable { case none = 0, roundedRect = 3 }

    /// The border drawn around the text view (none by default; rounded gives the layer a
    /// corner radius of 8).
    open var borderStyle: BorderStyle {
        get { let entry = UIEntry("-[UITextView borderStyle]", self); defer { entry.end() }; return storedBorderStyle }
        set {
            let entry = UIEntry("-[UITextView setBorderStyle:]", self); defer { entry.end() }
            storedBorderStyle = newValue
            layer.cornerRadius = newValue == .roundedRect ? 8 : 0
        }
    }

    /// Whether the find panel can search the text (kept).
    open var isFindInteractionEnabled: Bool {
        get { let entry = UIEntry("-[UITextView isFindInteractionEnabled]", self); defer { entry.end() }; return storedIsFindInteractionEnabled }
        set { let entry = UIEntry("-[UITextView setFindInteractionEnabled:]", self); defer { entry.end() }; storedIsFindInteractionEnabled = newValue }
    }

    /// The find navigator's interaction (nil unless `isFindInteractionEnabled`).
    open var findInteraction: UIFindInteraction? {
        let entry = UIEntry("-[UITextView findInteraction]", self); defer { entry.end() }
        guard storedIsFindInteractionEnabled else { return nil }
        if let interaction = storedFindInteraction { return interaction }
        let interaction = UIFindInteraction(sessionDelegate: nil)
        interaction.textView = self
        storedFindInteraction = interaction
        return interaction
    }

    /// How the text view takes part in Writing Tools.
    open var writingToolsBehavior: UIWritingToolsBehavior {
        get { let entry = UIEntry("-[UITextView writingToolsBehavior]", self); defer { entry.end() }; return storedWritingToolsBehavior }
        set { let entry = UIEntry("-[UITextView setWritingToolsBehavior:]", self); defer { entry.end() }; storedWritingToolsBehavior = newValue }
    }

    /// What Writing Tools may put in the text.
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions {
        get { let entry = UIEntry("-[UITextView allowedWritingToolsResultOptions]", self); defer { entry.end() }; return storedAllowedWritingToolsResultOptions }
        set { let entry = UIEntry("-[UITextView setAllowedWritingToolsResultOptions:]", self); defer { entry.end() }; storedAllowedWritingToolsResultOptions = newValue }
    }

    /// Whether Writing Tools is working on the text: never, as the simulation has no Writing
    /// Tools service.
    open var isWritingToolsActive: Bool {
        let entry = UIEntry("-[UITextView isWritingToolsActive]", self); defer { entry.end() }
        return false
    }

    /// Draws the background of highlighted text: fills the rectangles of the lines `textRange`
    /// covers (moved by `origin`) with the highlight colour of `textHighlightAttributes`
    /// (`.backgroundColor`; the tint at 30 % otherwise) in the current graphics context.
    /// Override it to draw highlights your own way. A range whose locations are not offsets in
    /// this text view's text draws nothing.
    open func drawTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) {
        let entry = UIEntry("-[UITextView drawTextHighlightBackgroundForTextRange:origin:]", self); defer { entry.end() }
        guard let context = UIGraphicsGetCurrentContext(), let range = textRange.offsetRange, range.length > 0 else { return }
        let color = storedTextHighlightAttributes[.backgroundColor] as? UIColor ?? effectiveTintColor.withAlphaComponent(0.3)
        var rects: [CGRect] = []
        storedLayoutManager.enumerateLineFragments(forGlyphRange: range) { _, _, _, lineRange, _ in
            let part = NSIntersectionRange(lineRange, range)
            guard part.length > 0 else { return }
            rects.append(self.storedLayoutManager.boundingRect(forGlyphRange: part, in: self.storedTextContainer))
        }
        context.saveGState()
        context.setFillColor(color.cgColor)
        for rect in rects { context.fill(rect.offsetBy(dx: origin.x, dy: origin.y)) }
        context.restoreGState()
    }

    /// The attributes highlighted text is shown with (kept).
    open var textHighlightAttributes: [NSAttributedString.Key: Any] {
        get { let entry = UIEntry("-[UITextView textHighlightAttributes]", self); defer { entry.end() }; return storedTextHighlightAttributes }
        set { let entry = UIEntry("-[UITextView setTextHighlightAttributes:]", self); defer { entry.end() }; storedTextHighlightAttributes = newValue }
    }

    /// The selection and scroll position, to restore later: setting a value read from a text
    /// view restores both.
    open var interactionState: Any {
        get {
            let entry = UIEntry("-[UITextView interactionState]", self); defer { entry.end() }
            return TextViewInteractionState(selection: storedSelection, contentOffset: storedBounds.origin)
        }
        set {
            let entry = UIEntry("-[UITextView setInteractionState:]", self); defer { entry.end() }
            guard let state = newValue as? TextViewInteractionState else { return }
            selectionOffsets = state.selection
            contentOffset = state.contentOffset
        }
    }

    // MARK: Edit actions (TextInputs+EditActions.swift)

    /// Puts the selected text on the general pasteboard (not from secure text).
    open override func copy(_ sender: Any?) { let entry = UIEntry("-[UITextView copy:]", self); defer { entry.end() }; performCopy() }
    /// Puts the selected text on the general pasteboard and removes it.
    open override func cut(_ sender: Any?) { let entry = UIEntry("-[UITextView cut:]", self); defer { entry.end() }; performCut() }
    /// Replaces the selection with the general pasteboard's string.
    open override func paste(_ sender: Any?) { let entry = UIEntry("-[UITextView paste:]", self); defer { entry.end() }; performPaste() }
    /// Removes the selected text.
    open override func delete(_ sender: Any?) { let entry = UIEntry("-[UITextView delete:]", self); defer { entry.end() }; performDelete() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { let entry = UIEntry("-[UITextView select:]", self); defer { entry.end() }; performSelectWord() }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { let entry = UIEntry("-[UITextView selectAll:]", self); defer { entry.end() }; performSelectAll() }

    /// The edit actions apply as the text and selection allow (copy needs a selection, paste a
    /// string on the pasteboard…); other actions as the responder answers them.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let entry = UIEntry("-[UITextView canPerformAction:withSender:]", self); defer { entry.end() }
        return canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// The edit actions by selector, then the responder's.
    open override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        editActionMethod(selector) ?? super.selectorMethod(selector)
    }

    /// The edit menu for `textRange`: the delegate's (`editMenuForTextInRanges`), else the
    /// suggested actions.
    open func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        let entry = UIEntry("-[UITextView editMenuForTextRange:suggestedActions:]", self); defer { entry.end() }
        guard let range = (textRange as? TextOffsetRange)?.nsRange else { return nil }
        return storedTextViewDelegate?.textView(self, editMenuForTextInRanges: [NSValue(range: range)], suggestedActions: suggestedActions)
    }

    /// Tells the delegate the edit menu is about to show.
    open func willPresentEditMenu(animator: UIEditMenuInteractionAnimating) {
        let entry = UIEntry("-[UITextView willPresentEditMenuWithAnimator:]", self); defer { entry.end() }
        storedTextViewDelegate?.textView(self, willPresentEditMenuWith: animator)
    }

    /// Tells the delegate the edit menu is about to go.
    open func willDismissEditMenu(animator: UIEditMenuInteractionAnimating) {
        let entry = UIEntry("-[UITextView willDismissEditMenuWithAnimator:]", self); defer { entry.end() }
        storedTextViewDelegate?.textView(self, willDismissEditMenuWith: animator)
    }

    /// Scrolls so that the line holding the end of `range` (the text's end for a location
    /// outside it, as `NSRange(location: -1, length: 0)`) shows inside the text container
    /// insets. A view that does not scroll does not move.
    open func scrollRangeToVisible(_ range: NSRange) {
        let entry = UIEntry("-[UITextView scrollRangeToVisible:]", self); defer { entry.end() }
        scrollCharacterToVisible(range.location < 0 || range.location > (storedText as NSString).length
                                 ? (storedText as NSString).length : range.location + max(0, range.length))
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

    /// Lays out its subviews, then places its attachments' views (TextKit 2).
    open override func layoutSubviews() {
        let entry = UIEntry("-[UITextView layoutSubviews]", self); defer { entry.end() }
        super.layoutSubviews()
        placeAttachmentViews()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UITextView sizeThatFits:]", self); defer { entry.end() }
        let measured = textSize(width: size.width)
        return CGSize(width: size.width > 0 ? size.width : measured.width, height: measured.height)
    }

    override func sizeDidChange() {
        super.sizeDidChange()
        trackContainerSize()
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
        clearsOnNextInsertion = storedClearsOnInsertion
        storedTextViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        if storedIsEditable { showKeyboardForTextInput() }
    }

    override func didResignFirstResponder() {
        storedTextViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        hideKeyboardAfterTextInput()
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    /// The text changed: the storage follows, the view re-measures (a view that does not
    /// scroll grows through its intrinsic size), relays out and redraws.
    func textDidChange() {
        textChangedOutsideComposing()
        syncStorage()
        syncTextKit2Selection()
        invalidateIntrinsicContentSize()
        contentSize = textSize(width: storedBounds.width)
        setNeedsLayout()
        setNeedsDisplay()
    }
}
