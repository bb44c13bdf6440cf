import Foundation

// Marked text, the input delegate, the tokenizer, dictation and the floating cursor of
// Mainline's text field and text view (the shared work is in UITextInput+Composing.swift).

extension UITextView: OffsetTextInput {
    var documentText: String { storedText }
    func setDocumentText(_ text: String) {
        storedText = text
        storedAttributedText = nil
        textDidChange()
    }
}

extension UITextField: ComposingTextInput {
    func didChangeByInput(selectionTold: Bool) {}
}

extension UITextView: ComposingTextInput {
    func didChangeByInput(selectionTold: Bool) {
        if !selectionTold { storedTextViewDelegate?.textViewDidChangeSelection(self) }
        storedTextViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}

extension UITextField {
    /// How marked text is drawn.
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { let entry = UIEntry("-[UITextField markedTextStyle]", self); defer { entry.end() }; return inputExtras.markedTextStyle }
        set { let entry = UIEntry("-[UITextField setMarkedTextStyle:]", self); defer { entry.end() }; inputExtras.markedTextStyle = newValue }
    }

    /// Replaces the marked text (or the selection) with `markedText`, marked (an input method
    /// composing): the delegate is asked and `.editingChanged` sent, as for typing.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let entry = UIEntry("-[UITextField setMarkedText:selectedRange:]", self); defer { entry.end() }
        composeMarkedText(markedText ?? "", selectedRange: selectedRange)
    }

    /// The same, with attributes (the text takes them when the field is attributed).
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        let entry = UIEntry("-[UITextField setAttributedMarkedText:selectedRange:]", self); defer { entry.end() }
        composeMarkedText(markedText?.string ?? "", selectedRange: selectedRange)
    }

    /// Commits the marked text: it stays; the selection stays where it is.
    public func unmarkText() {
        let entry = UIEntry("-[UITextField unmarkText]", self); defer { entry.end() }
        commitMarkedText()
    }

    /// The input system, told of text and selection changes made in code.
    public var inputDelegate: UITextInputDelegate? {
        get { let entry = UIEntry("-[UITextField inputDelegate]", self); defer { entry.end() }; return inputExtras.inputDelegate }
        set { let entry = UIEntry("-[UITextField setInputDelegate:]", self); defer { entry.end() }; inputExtras.inputDelegate = newValue }
    }

    /// A string tokenizer of the field's text.
    public var tokenizer: UITextInputTokenizer {
        let entry = UIEntry("-[UITextField tokenizer]", self); defer { entry.end() }
        return sharedTokenizer
    }

    /// Which side of a line break the caret is on.
    public var selectionAffinity: UITextStorageDirection {
        get { let entry = UIEntry("-[UITextField selectionAffinity]", self); defer { entry.end() }; return inputExtras.selectionAffinity }
        set { let entry = UIEntry("-[UITextField setSelectionAffinity:]", self); defer { entry.end() }; inputExtras.selectionAffinity = newValue }
    }

    /// The delegate's answer to replacing `range` with `text`.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        let entry = UIEntry("-[UITextField shouldChangeTextInRange:replacementText:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange else { return false }
        return storedTextFieldDelegate?.textField(self, shouldChangeCharactersInRanges: [NSValue(range: range.nsRange)], replacementString: text) ?? true
    }

    /// The attributes of the text at `position`.
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? {
        let entry = UIEntry("-[UITextField textStylingAtPosition:inDirection:]", self); defer { entry.end() }
        return styling(at: position, in: direction, text: attributedText)
    }

    /// Inserts the dictated phrases at the selection (as typed text).
    public func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {
        let entry = UIEntry("-[UITextField insertDictationResult:]", self); defer { entry.end() }
        for phrase in dictationResult { replaceTypedSelection(with: phrase.text) }
    }

    /// A placeholder at the selection while dictation is recognised.
    public var insertDictationResultPlaceholder: Any {
        let entry = UIEntry("-[UITextField insertDictationResultPlaceholder]", self); defer { entry.end() }
        let placeholder = insertTextPlaceholder(with: CGSize(width: 0, height: font?.lineHeight ?? 17))
        inputExtras.dictationPlaceholder = placeholder
        return placeholder
    }

    /// The frame of a dictation placeholder (its rectangles' union).
    public func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect {
        let entry = UIEntry("-[UITextField frameForDictationResultPlaceholder:]", self); defer { entry.end() }
        return (placeholder as? UITextPlaceholder)?.rects.map(\.rect).reduce(CGRect.null) { $0.union($1) } ?? .zero
    }

    /// Removes a dictation placeholder.
    public func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {
        let entry = UIEntry("-[UITextField removeDictationResultPlaceholder:willInsertResult:]", self); defer { entry.end() }
        if let placeholder = placeholder as? UITextPlaceholder { remove(placeholder) }
        inputExtras.dictationPlaceholder = nil
    }

    /// Inserts `text` as typed (the alternatives are the keyboard's to show).
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
        let entry = UIEntry("-[UITextField insertText:alternatives:style:]", self); defer { entry.end() }
        replaceTypedSelection(with: text)
    }

    /// The floating cursor starts: the caret goes to the nearest position.
    public func beginFloatingCursor(at point: CGPoint) {
        let entry = UIEntry("-[UITextField beginFloatingCursorAtPoint:]", self); defer { entry.end() }
        moveCaret(to: point)
    }

    /// The floating cursor moves: so does the caret.
    public func updateFloatingCursor(at point: CGPoint) {
        let entry = UIEntry("-[UITextField updateFloatingCursorAtPoint:]", self); defer { entry.end() }
        moveCaret(to: point)
    }

    /// The floating cursor ends where the caret is.
    public func endFloatingCursor() {
        UIEntry.check("-[UITextField endFloatingCursor]", self)
    }

    /// Whether the field can be edited now (enabled).
    public var isEditable: Bool {
        let entry = UIEntry("-[UITextField isEditable]", self); defer { entry.end() }
        return storedIsEnabled
    }

    /// Inserts attributed text at the selection (as typed).
    public func insertAttributedText(_ string: NSAttributedString) {
        let entry = UIEntry("-[UITextField insertAttributedText:]", self); defer { entry.end() }
        replaceTypedSelection(with: string.string)
    }

    /// The attributed text in `range`.
    public func attributedText(in range: UITextRange) -> NSAttributedString {
        let entry = UIEntry("-[UITextField attributedTextInRange:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange, let text = attributedText, range.upper <= text.length else { return NSAttributedString(string: "") }
        return text.attributedSubstring(from: range.nsRange)
    }

    /// Replaces `range` with attributed text.
    public func replace(_ range: UITextRange, withAttributedText attributedText: NSAttributedString) {
        let entry = UIEntry("-[UITextField replaceRange:withAttributedText:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange else { return }
        replaceOffsets(range.lower, range.upper, with: attributedText.string)
    }

    /// The keyboard's suggestion was picked: the delegate inserts it.
    public func insert(_ inputSuggestion: UIInputSuggestion) {
        let entry = UIEntry("-[UITextField insertInputSuggestion:]", self); defer { entry.end() }
        storedTextFieldDelegate?.textField(self, insertInputSuggestion: inputSuggestion)
    }


    /// The position `offset` characters into `range` (nil past its end).
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        let entry = UIEntry("-[UITextField positionWithinRange:atCharacterOffset:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange, offset >= 0, range.lower + offset <= range.upper else { return nil }
        return TextOffsetPosition(range.lower + offset)
    }

    /// How many characters into `range` `position` is.
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        let entry = UIEntry("-[UITextField characterOffsetOfPosition:withinRange:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange, let offset = offsetPosition(position) else { return 0 }
        return offset - range.lower
    }

    /// Dictation stopped listening (the placeholder stays until the result comes).
    public func dictationRecordingDidEnd() { UIEntry.check("-[UITextField dictationRecordingDidEnd]", self) }

    /// Dictation recognised nothing: its placeholder goes.
    public func dictationRecognitionFailed() {
        let entry = UIEntry("-[UITextField dictationRecognitionFailed]", self); defer { entry.end() }
        if let placeholder = inputExtras.dictationPlaceholder { remove(placeholder) }
        inputExtras.dictationPlaceholder = nil
    }

    /// The caret's transform (identity: text here is never rotated).
    public func caretTransform(for position: UITextPosition) -> CGAffineTransform {
        UIEntry.check("-[UITextField caretTransformForPosition:]", self)
        return .identity
    }

    /// Writing Tools is about to show (the system feature is not simulated; nothing to prepare).
    public func willPresentWritingTools() { UIEntry.check("-[UITextField willPresentWritingTools]", self) }

    /// Writing Tools went.
    public func didDismissWritingTools() { UIEntry.check("-[UITextField didDismissWritingTools]", self) }

    /// The view the text is drawn in: the input itself.
    public var textInputView: UIView { UIEntry.check("-[UITextField textInputView]", self); return self }

    /// Replaces the selection (or marked text) as typing does, asking the delegate.
    private func replaceTypedSelection(with text: String) {
        let (lower, upper) = validMarkedRange.map { ($0.location, NSMaxRange($0)) } ?? storedSelection ?? (documentLength, documentLength)
        inputExtras.markedRange = nil
        replaceIfAllowed(NSRange(location: lower, length: upper - lower), with: text)
    }
}

extension UITextView {
    /// How marked text is drawn.
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { let entry = UIEntry("-[UITextView markedTextStyle]", self); defer { entry.end() }; return inputExtras.markedTextStyle }
        set { let entry = UIEntry("-[UITextView setMarkedTextStyle:]", self); defer { entry.end() }; inputExtras.markedTextStyle = newValue }
    }

    /// Replaces the marked text (or the selection) with `markedText`, marked (an input method
    /// composing): the delegate is asked and told, as for typing.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let entry = UIEntry("-[UITextView setMarkedText:selectedRange:]", self); defer { entry.end() }
        composeMarkedText(markedText ?? "", selectedRange: selectedRange)
    }

    /// The same, with attributes.
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        let entry = UIEntry("-[UITextView setAttributedMarkedText:selectedRange:]", self); defer { entry.end() }
        composeMarkedText(markedText?.string ?? "", selectedRange: selectedRange)
    }

    /// Commits the marked text: it stays; the selection stays where it is.
    public func unmarkText() {
        let entry = UIEntry("-[UITextView unmarkText]", self); defer { entry.end() }
        commitMarkedText()
    }

    /// The input system, told of text and selection changes made in code.
    public var inputDelegate: UITextInputDelegate? {
        get { let entry = UIEntry("-[UITextView inputDelegate]", self); defer { entry.end() }; return inputExtras.inputDelegate }
        set { let entry = UIEntry("-[UITextView setInputDelegate:]", self); defer { entry.end() }; inputExtras.inputDelegate = newValue }
    }

    /// A string tokenizer of the view's text (lines from its layout).
    public var tokenizer: UITextInputTokenizer {
        let entry = UIEntry("-[UITextView tokenizer]", self); defer { entry.end() }
        return sharedTokenizer
    }

    /// Which side of a line break the caret is on.
    public var selectionAffinity: UITextStorageDirection {
        get { let entry = UIEntry("-[UITextView selectionAffinity]", self); defer { entry.end() }; return inputExtras.selectionAffinity }
        set { let entry = UIEntry("-[UITextView setSelectionAffinity:]", self); defer { entry.end() }; inputExtras.selectionAffinity = newValue }
    }

    /// The delegate's answer to replacing `range` with `text`.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        let entry = UIEntry("-[UITextView shouldChangeTextInRange:replacementText:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange else { return false }
        return storedTextViewDelegate?.textView(self, shouldChangeTextInRanges: [NSValue(range: range.nsRange)], replacementText: text) ?? true
    }

    /// The attributes of the text at `position`.
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? {
        let entry = UIEntry("-[UITextView textStylingAtPosition:inDirection:]", self); defer { entry.end() }
        return styling(at: position, in: direction, text: attributedText)
    }

    /// Inserts the dictated phrases at the selection (as typed text).
    public func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {
        let entry = UIEntry("-[UITextView insertDictationResult:]", self); defer { entry.end() }
        for phrase in dictationResult { replaceTypedSelection(with: phrase.text) }
    }

    /// A placeholder at the selection while dictation is recognised.
    public var insertDictationResultPlaceholder: Any {
        let entry = UIEntry("-[UITextView insertDictationResultPlaceholder]", self); defer { entry.end() }
        let placeholder = insertTextPlaceholder(with: CGSize(width: 0, height: measuringFont.lineHeight))
        inputExtras.dictationPlaceholder = placeholder
        return placeholder
    }

    /// The frame of a dictation placeholder (its rectangles' union).
    public func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect {
        let entry = UIEntry("-[UITextView frameForDictationResultPlaceholder:]", self); defer { entry.end() }
        return (placeholder as? UITextPlaceholder)?.rects.map(\.rect).reduce(CGRect.null) { $0.union($1) } ?? .zero
    }

    /// Removes a dictation placeholder.
    public func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {
        let entry = UIEntry("-[UITextView removeDictationResultPlaceholder:willInsertResult:]", self); defer { entry.end() }
        if let placeholder = placeholder as? UITextPlaceholder { remove(placeholder) }
        inputExtras.dictationPlaceholder = nil
    }

    /// Inserts `text` as typed (the alternatives are the keyboard's to show).
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
        let entry = UIEntry("-[UITextView insertText:alternatives:style:]", self); defer { entry.end() }
        replaceTypedSelection(with: text)
    }

    /// The floating cursor starts: the caret goes to the nearest position.
    public func beginFloatingCursor(at point: CGPoint) {
        let entry = UIEntry("-[UITextView beginFloatingCursorAtPoint:]", self); defer { entry.end() }
        moveCaret(to: point)
    }

    /// The floating cursor moves: so does the caret.
    public func updateFloatingCursor(at point: CGPoint) {
        let entry = UIEntry("-[UITextView updateFloatingCursorAtPoint:]", self); defer { entry.end() }
        moveCaret(to: point)
    }

    /// The floating cursor ends where the caret is.
    public func endFloatingCursor() {
        UIEntry.check("-[UITextView endFloatingCursor]", self)
    }

    /// Inserts attributed text at the selection (as typed).
    public func insertAttributedText(_ string: NSAttributedString) {
        let entry = UIEntry("-[UITextView insertAttributedText:]", self); defer { entry.end() }
        replaceTypedSelection(with: string.string)
    }

    /// The attributed text in `range`.
    public func attributedText(in range: UITextRange) -> NSAttributedString {
        let entry = UIEntry("-[UITextView attributedTextInRange:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange, let text = attributedText, range.upper <= text.length else { return NSAttributedString(string: "") }
        return text.attributedSubstring(from: range.nsRange)
    }

    /// Replaces `range` with attributed text.
    public func replace(_ range: UITextRange, withAttributedText attributedText: NSAttributedString) {
        let entry = UIEntry("-[UITextView replaceRange:withAttributedText:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange else { return }
        replace(range.nsRange, with: attributedText.string, attributes: attributedText.length > 0 ? attributedText.attributes(at: 0, effectiveRange: nil) : nil)
    }

    /// The keyboard's suggestion was picked: the delegate inserts it.
    public func insert(_ inputSuggestion: UIInputSuggestion) {
        let entry = UIEntry("-[UITextView insertInputSuggestion:]", self); defer { entry.end() }
        storedTextViewDelegate?.textView(self, insertInputSuggestion: inputSuggestion)
    }


    /// The position `offset` characters into `range` (nil past its end).
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        let entry = UIEntry("-[UITextView positionWithinRange:atCharacterOffset:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange, offset >= 0, range.lower + offset <= range.upper else { return nil }
        return TextOffsetPosition(range.lower + offset)
    }

    /// How many characters into `range` `position` is.
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        let entry = UIEntry("-[UITextView characterOffsetOfPosition:withinRange:]", self); defer { entry.end() }
        guard let range = range as? TextOffsetRange, let offset = offsetPosition(position) else { return 0 }
        return offset - range.lower
    }

    /// Dictation stopped listening (the placeholder stays until the result comes).
    public func dictationRecordingDidEnd() { UIEntry.check("-[UITextView dictationRecordingDidEnd]", self) }

    /// Dictation recognised nothing: its placeholder goes.
    public func dictationRecognitionFailed() {
        let entry = UIEntry("-[UITextView dictationRecognitionFailed]", self); defer { entry.end() }
        if let placeholder = inputExtras.dictationPlaceholder { remove(placeholder) }
        inputExtras.dictationPlaceholder = nil
    }

    /// The caret's transform (identity: text here is never rotated).
    public func caretTransform(for position: UITextPosition) -> CGAffineTransform {
        UIEntry.check("-[UITextView caretTransformForPosition:]", self)
        return .identity
    }

    /// Writing Tools is about to show (the system feature is not simulated; nothing to prepare).
    public func willPresentWritingTools() { UIEntry.check("-[UITextView willPresentWritingTools]", self) }

    /// Writing Tools went.
    public func didDismissWritingTools() { UIEntry.check("-[UITextView didDismissWritingTools]", self) }

    /// The view the text is drawn in: the input itself.
    public var textInputView: UIView { UIEntry.check("-[UITextView textInputView]", self); return self }

    /// Replaces the selection (or marked text) as typing does, asking the delegate.
    private func replaceTypedSelection(with text: String) {
        let (lower, upper) = validMarkedRange.map { ($0.location, NSMaxRange($0)) } ?? storedSelection
        inputExtras.markedRange = nil
        replaceIfAllowed(NSRange(location: lower, length: upper - lower), with: text)
        didChangeByInput(selectionTold: false)
    }
}
