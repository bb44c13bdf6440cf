import Foundation

/// What a text input tells the input system (the keyboard) about changes it did not make: the
/// keyboard then refreshes its suggestions and shift state.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: UITextInput?)
    /// The selection changed.
    func selectionDidChange(_ textInput: UITextInput?)
    /// The text is about to change.
    func textWillChange(_ textInput: UITextInput?)
    /// The text changed.
    func textDidChange(_ textInput: UITextInput?)
}

/// A dictated phrase and the other readings of it.
open class UIDictationPhrase: @unchecked Sendable {
    /// The phrase.
    public let text: String
    /// Other readings (nil: none).
    public let alternativeInterpretations: [String]?

    /// A phrase (Mainline's dictation makes them; apps read them).
    public init(text: String, alternativeInterpretations: [String]? = nil) {
        self.text = text
        self.alternativeInterpretations = alternativeInterpretations
    }
}

/// How alternatives to inserted text are shown.
public enum UITextAlternativeStyle: Int, Sendable {
    case none = 0, lowConfidence
}

/// A suggestion the keyboard offers for a text input (apps subclass it to carry their own).
open class UIInputSuggestion: @unchecked Sendable {
    /// A suggestion.
    public init() {}
}

/// A text input's state beyond its text and selection: composing, the input system, the
/// floating cursor, traits UIKit added later.
struct TextInputExtras {
    var markedRange: NSRange?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    weak var inputDelegate: UITextInputDelegate?
    var selectionAffinity = UITextStorageDirection.forward
    var tokenizer: UITextInputStringTokenizer?
    var dictationPlaceholder: UITextPlaceholder?
    /// Whether a composing step is changing the text now.
    var isComposing = false
}

extension UITextInput {
    // Defaults for conformers that keep no marked text or input system of their own.
    public var markedTextStyle: [NSAttributedString.Key: Any]? { get { nil } set {} }
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) { if let markedText { insertText(markedText) } }
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
    public func unmarkText() {}
    public var inputDelegate: UITextInputDelegate? { get { nil } set {} }
    public var selectionAffinity: UITextStorageDirection { get { .forward } set {} }
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? { nil }
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        guard let position = self.position(from: range.start, offset: offset), compare(position, to: range.end) != .orderedDescending else { return nil }
        return position
    }
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int { offset(from: range.start, to: position) }
    public func insertDictationResult(_ dictationResult: [UIDictationPhrase]) { insertText(dictationResult.map(\.text).joined()) }
    public func dictationRecordingDidEnd() {}
    public func dictationRecognitionFailed() {}
    public var insertDictationResultPlaceholder: Any { NSNull() }
    public func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect { .zero }
    public func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {}
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) { insertText(text) }
    public func beginFloatingCursor(at point: CGPoint) {}
    public func updateFloatingCursor(at point: CGPoint) {}
    public func endFloatingCursor() {}
    public func caretTransform(for position: UITextPosition) -> CGAffineTransform { .identity }
    public var isEditable: Bool { true }
    public func insertAttributedText(_ string: NSAttributedString) { insertText(string.string) }
    public func attributedText(in range: UITextRange) -> NSAttributedString { NSAttributedString(string: text(in: range) ?? "") }
    public func replace(_ range: UITextRange, withAttributedText attributedText: NSAttributedString) { replace(range, withText: attributedText.string) }
    public func insert(_ inputSuggestion: UIInputSuggestion) {}
    public func willPresentWritingTools() {}
    public func didDismissWritingTools() {}
}

extension UITextInput where Self: UIView {
    public var textInputView: UIView { self }
}

extension UITextInput where Self: UIResponder {
    public var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
}

/// The shared work of Mainline's text field and text view.
@MainActor
protocol ComposingTextInput: EditableTextInput, OffsetTextInput {
    var inputExtras: TextInputExtras { get set }
    /// Tells the input's delegate the text changed (as typing does), and the selection unless
    /// it was told already.
    func didChangeByInput(selectionTold: Bool)
}

extension ComposingTextInput {
    /// The marked range, while it still lies in the text.
    var validMarkedRange: NSRange? {
        guard let range = inputExtras.markedRange, NSMaxRange(range) <= documentLength else { return nil }
        return range
    }

    /// Replaces the marked text (or the selection) with `text`, asking the delegate as typing
    /// does; the new text is marked (unless empty) and `selected` is selected inside it.
    func composeMarkedText(_ text: String, selectedRange selected: NSRange) {
        let (lower, upper) = editSelection ?? (documentLength, documentLength)
        let target = validMarkedRange ?? NSRange(location: lower, length: upper - lower)
        let before = documentText
        inputExtras.isComposing = true
        replaceIfAllowed(target, with: text)
        inputExtras.isComposing = false
        let ns = documentText as NSString
        let length = (text as NSString).length
        let applied = before != documentText || (NSMaxRange(NSRange(location: target.location, length: length)) <= ns.length
                                                 && ns.substring(with: NSRange(location: target.location, length: length)) == text)
        guard applied else { return }
        inputExtras.markedRange = length > 0 ? NSRange(location: target.location, length: length) : nil
        let start = target.location + min(max(0, selected.location), length)
        let end = min(start + max(0, selected.length), target.location + length)
        // The selection inside the marked text, told once (only when it is not there already).
        let moved = editSelection.map { $0 != start || $1 != end } ?? true
        if moved { setEditSelection(start, end) }
        didChangeByInput(selectionTold: moved)
    }

    /// Commits the marked text: it stays, unmarked; the selection stays where the input method
    /// put it (Apple documents only that nothing is marked afterwards).
    func commitMarkedText() {
        inputExtras.markedRange = nil
    }

    /// The text changed other than by composing (deleting, pasting, code): nothing stays marked.
    func textChangedOutsideComposing() {
        if !inputExtras.isComposing { inputExtras.markedRange = nil }
    }

    /// Inserts `text` where typing goes: over the marked text (committing it) or the selection.
    func insertReplacingMarkedText(_ text: String, insert: (String) -> Void) {
        if let marked = validMarkedRange {
            inputExtras.markedRange = nil
            setEditSelection(marked.location, NSMaxRange(marked))
        }
        insert(text)
    }

    var sharedTokenizer: UITextInputTokenizer {
        if let tokenizer = inputExtras.tokenizer { return tokenizer }
        let tokenizer = UITextInputStringTokenizer(textInput: self)
        inputExtras.tokenizer = tokenizer
        return tokenizer
    }

    /// Moves the caret to the position nearest `point` (the floating cursor).
    func moveCaret(to point: CGPoint) {
        guard let position = closestPosition(to: point), let offset = offsetPosition(position) else { return }
        setEditSelection(offset, offset)
    }

    /// The attributes at `position` (those of the character before it going backward).
    func styling(at position: UITextPosition, in direction: UITextStorageDirection, text attributed: NSAttributedString?) -> [NSAttributedString.Key: Any]? {
        guard let attributed, attributed.length > 0, let offset = offsetPosition(position) else { return nil }
        let index = direction == .backward ? max(0, offset - 1) : min(offset, attributed.length - 1)
        return attributed.attributes(at: index, effectiveRange: nil)
    }
}
