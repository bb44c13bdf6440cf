import Foundation

// The standard edit actions of Mainline's text field and text view, with the general
// pasteboard, as UIKit's text inputs have them: copy and cut take the selection (not from a
// secure field), paste replaces the selection with the pasteboard's string, select takes the
// word at the caret, select all the whole text, delete the selection. Cut, paste and delete go
// through the delegate's should-change question like typing. `canPerformAction` answers
// accordingly (what the edit menu offers).

@MainActor
protocol EditableTextInput: UIResponder {
    var editText: String { get }
    var editSelection: (Int, Int)? { get }
    var isEditableNow: Bool { get }
    var isSecureText: Bool { get }
    func setEditSelection(_ lower: Int, _ upper: Int)
    /// Replaces the characters of `range` if the delegate allows it.
    func replaceIfAllowed(_ range: NSRange, with string: String)
}

extension EditableTextInput {
    private var selectedRange: NSRange? {
        guard let (lower, upper) = editSelection else { return nil }
        return NSRange(location: lower, length: upper - lower)
    }

    func performCopy() {
        guard !isSecureText, let range = selectedRange, range.length > 0 else { return }
        UIPasteboard.general.string = (editText as NSString).substring(with: range)
    }

    func performCut() {
        guard isEditableNow, !isSecureText, let range = selectedRange, range.length > 0 else { return }
        UIPasteboard.general.string = (editText as NSString).substring(with: range)
        replaceIfAllowed(range, with: "")
    }

    func performPaste() {
        guard isEditableNow, let string = UIPasteboard.general.string else { return }
        let range = selectedRange ?? NSRange(location: (editText as NSString).length, length: 0)
        replaceIfAllowed(range, with: string)
    }

    func performDelete() {
        guard isEditableNow, let range = selectedRange, range.length > 0 else { return }
        replaceIfAllowed(range, with: "")
    }

    func performSelectAll() {
        setEditSelection(0, (editText as NSString).length)
    }

    /// Selects the word around the caret (letters, digits and apostrophes).
    func performSelectWord() {
        let text = editText as NSString
        guard text.length > 0 else { return }
        let caret = min(editSelection?.0 ?? text.length, text.length)
        func isWordCharacter(_ index: Int) -> Bool {
            guard index >= 0, index < text.length, let scalar = Unicode.Scalar(text.character(at: index)) else { return false }
            return CharacterSet.alphanumerics.contains(scalar) || scalar == "'"
        }
        var lower = caret, upper = caret
        if !isWordCharacter(caret), isWordCharacter(caret - 1) { lower -= 1; upper -= 1 }
        guard isWordCharacter(lower) else { return }
        while isWordCharacter(lower - 1) { lower -= 1 }
        while isWordCharacter(upper) { upper += 1 }
        setEditSelection(lower, upper)
    }

    /// Whether an edit action applies now; nil for other actions.
    func canPerformEditAction(_ action: Selector) -> Bool? {
        let hasSelection = (selectedRange?.length ?? 0) > 0
        let length = (editText as NSString).length
        switch action.name {
        case "copy:": return hasSelection && !isSecureText
        case "cut:": return hasSelection && !isSecureText && isEditableNow
        case "paste:": return isEditableNow && UIPasteboard.general.hasStrings
        case "delete:": return hasSelection && isEditableNow
        case "select:": return length > 0 && !hasSelection
        case "selectAll:": return length > 0 && (selectedRange?.length ?? 0) < length
        default: return nil
        }
    }

    /// The selector methods of the edit actions (so actions sent by selector reach them).
    func editActionMethod(_ selector: Selector) -> SelectorMethod? {
        switch selector.name {
        case "copy:": return SelectorMethod { _ in self.performCopy(); return nil }
        case "cut:": return SelectorMethod { _ in self.performCut(); return nil }
        case "paste:": return SelectorMethod { _ in self.performPaste(); return nil }
        case "delete:": return SelectorMethod { _ in self.performDelete(); return nil }
        case "select:": return SelectorMethod { _ in self.performSelectWord(); return nil }
        case "selectAll:": return SelectorMethod { _ in self.performSelectAll(); return nil }
        default: return nil
        }
    }
}

extension UITextField: EditableTextInput {
    var editText: String { storedText ?? "" }
    var editSelection: (Int, Int)? { storedSelection }
    var isEditableNow: Bool { storedIsEnabled }
    var isSecureText: Bool { storedIsSecureTextEntry }
    func setEditSelection(_ lower: Int, _ upper: Int) { selectionOffsets = (lower, upper) }
    func replaceIfAllowed(_ range: NSRange, with string: String) {
        guard storedTextFieldDelegate?.textField(self, shouldChangeCharactersInRanges: [NSValue(range: range)], replacementString: string) ?? true else { return }
        replaceOffsets(range.location, range.location + range.length, with: string)
    }
}

extension UITextView: EditableTextInput {
    var editText: String { storedText }
    var editSelection: (Int, Int)? { storedSelection }
    var isEditableNow: Bool { storedIsEditable }
    var isSecureText: Bool { storedIsSecureTextEntry }
    func setEditSelection(_ lower: Int, _ upper: Int) { selectionOffsets = (lower, upper) }
    func replaceIfAllowed(_ range: NSRange, with string: String) {
        guard storedTextViewDelegate?.textView(self, shouldChangeTextInRanges: [NSValue(range: range)], replacementText: string) ?? true else { return }
        replace(range, with: string, attributes: storedTypingAttributes)
    }
}
