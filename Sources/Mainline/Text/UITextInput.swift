import Foundation

/// A place in a text input's document. Mainline's positions are offsets in UTF-16 code units
/// (as `NSString` counts), made by the input; compare them with the input's `compare(_:to:)`
/// and `offset(from:to:)`.
open class UITextPosition: @unchecked Sendable {
    /// A position (inputs make their own).
    public init() {}
}

/// A range of a text input's document, from `start` to `end`.
open class UITextRange: @unchecked Sendable {
    /// A range (inputs make their own).
    public init() {}

    /// The range's start.
    open var start: UITextPosition { UITextPosition() }
    /// The range's end.
    open var end: UITextPosition { UITextPosition() }
    /// Whether it holds no characters (a caret).
    open var isEmpty: Bool { true }
}

/// A position of a Mainline text input: a UTF-16 offset.
final class TextOffsetPosition: UITextPosition, @unchecked Sendable {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// A range of a Mainline text input: two UTF-16 offsets, in order.
final class TextOffsetRange: UITextRange, @unchecked Sendable {
    let lower: Int
    let upper: Int

    init(_ a: Int, _ b: Int) {
        lower = min(a, b)
        upper = max(a, b)
    }

    override var start: UITextPosition { TextOffsetPosition(lower) }
    override var end: UITextPosition { TextOffsetPosition(upper) }
    override var isEmpty: Bool { lower == upper }
    var nsRange: NSRange { NSRange(location: lower, length: upper - lower) }
}

/// Text a responder takes from a keyboard: whether it has any, inserting, deleting backward.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the selection (replacing it).
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}

/// The directions `position(from:in:offset:)` moves in.
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }

/// A document a text input system can read and edit through positions and ranges (the basics of
/// UIKit's `UITextInput`: the document's ends, the selection, moving by offsets, ranges, text
/// in a range and replacing it). Offsets count UTF-16 code units.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The start of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the document.
    var endOfDocument: UITextPosition { get }
    /// The selection (an empty range is the caret); nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The position `offset` characters from `position`, nil outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` characters from `position` towards `direction` (left and up go
    /// back, right and down forward), nil outside the document.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// How many characters lie from one position to the other (negative going back).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The order of two positions.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)

    // Geometry (UITextInput+Geometry.swift): Mainline's text field and text view answer from
    // their layout; the defaults below serve other conformers that do not implement them.

    /// The caret's rectangle at `position`, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangle of the first line of `range`.
    func firstRect(for range: UITextRange) -> CGRect
    /// The rectangles `range` covers, a line each.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// The position of `range` farthest towards `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the end of its line towards `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of `range` (kept: the simulation's language reads left to right).
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// Puts a placeholder (for text to come, e.g. dictation) at the selection.
    func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder
    /// Removes a placeholder.
    func remove(_ textPlaceholder: UITextPlaceholder)

    // Composing, the input system, dictation (UITextInput+Composing.swift): Mainline's text
    // field and text view keep marked text and tell their input delegate; the defaults below
    // serve other conformers.

    /// The text being composed (marked), if any.
    var markedTextRange: UITextRange? { get }
    /// How marked text is drawn.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection) with `markedText`, marked, selecting
    /// `selectedRange` inside it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// The same, with attributes.
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// Commits the marked text: it stays, unmarked.
    func unmarkText()
    /// The input system, told of changes the keyboard did not make.
    var inputDelegate: UITextInputDelegate? { get set }
    /// Finds units of the text.
    var tokenizer: UITextInputTokenizer { get }
    /// The view the text is drawn in.
    var textInputView: UIView { get }
    /// Which side of a line break the caret is on.
    var selectionAffinity: UITextStorageDirection { get set }
    /// Whether `text` may replace `range` (the delegate's answer).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// The attributes of the text at `position`.
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    /// The position `offset` characters into `range`.
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// How many characters into `range` `position` is.
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// Inserts dictated phrases at the selection.
    func insertDictationResult(_ dictationResult: [UIDictationPhrase])
    /// Dictation stopped listening.
    func dictationRecordingDidEnd()
    /// Dictation failed to recognise anything.
    func dictationRecognitionFailed()
    /// A placeholder shown while dictation is recognised.
    var insertDictationResultPlaceholder: Any { get }
    /// The frame of a dictation placeholder.
    func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect
    /// Removes a dictation placeholder.
    func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool)
    /// Inserts `text`, with the alternatives the recognizer offers.
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    /// The floating cursor (a long press on the space bar) starts at `point`.
    func beginFloatingCursor(at point: CGPoint)
    /// It moved to `point`.
    func updateFloatingCursor(at point: CGPoint)
    /// It ended.
    func endFloatingCursor()
    /// The caret's transform at `position` (identity: no rotated text).
    func caretTransform(for position: UITextPosition) -> CGAffineTransform
    /// Whether the input can be edited now.
    var isEditable: Bool { get }
    /// Inserts attributed text at the selection.
    func insertAttributedText(_ string: NSAttributedString)
    /// The attributed text in `range`.
    func attributedText(in range: UITextRange) -> NSAttributedString
    /// Replaces `range` with attributed text.
    func replace(_ range: UITextRange, withAttributedText attributedText: NSAttributedString)
    /// Inserts a keyboard input suggestion (the input's delegate inserts it).
    func insert(_ inputSuggestion: UIInputSuggestion)
    /// Writing Tools is about to show over the input.
    func willPresentWritingTools()
    /// Writing Tools went.
    func didDismissWritingTools()

    // The edit menu (TextInputs+EditMenu.swift): a text field or view asks its delegate.

    /// The edit menu for `textRange`, from the suggested actions (nil: the suggestions).
    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show.
    func willPresentEditMenu(animator: UIEditMenuInteractionAnimating)
    /// The edit menu is about to go.
    func willDismissEditMenu(animator: UIEditMenuInteractionAnimating)
}

extension UITextInput {
    public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func willPresentEditMenu(animator: UIEditMenuInteractionAnimating) {}
    public func willDismissEditMenu(animator: UIEditMenuInteractionAnimating) {}
}

/// The direction of a text storage walk.
public enum UITextStorageDirection: Int, Sendable { case forward, backward }

/// A rectangle of a selection: one line's part of it.
open class UITextSelectionRect: @unchecked Sendable {
    let storedRect: CGRect
    let storedContainsStart: Bool
    let storedContainsEnd: Bool

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }

    /// The rectangle, in the input's coordinates.
    open var rect: CGRect { UIEntry.check("-[UITextSelectionRect rect]"); return storedRect }
    /// The direction of the text in it (left to right here).
    open var writingDirection: NSWritingDirection { UIEntry.check("-[UITextSelectionRect writingDirection]"); return .leftToRight }
    /// Whether it holds the selection's start.
    open var containsStart: Bool { UIEntry.check("-[UITextSelectionRect containsStart]"); return storedContainsStart }
    /// Whether it holds the selection's end.
    open var containsEnd: Bool { UIEntry.check("-[UITextSelectionRect containsEnd]"); return storedContainsEnd }
    /// Whether the text in it is vertical (no).
    open var isVertical: Bool { UIEntry.check("-[UITextSelectionRect isVertical]"); return false }
}

/// A placeholder in a text input for text on its way (it holds its place as an object
/// replacement character).
open class UITextPlaceholder: @unchecked Sendable {
    let storedRects: [UITextSelectionRect]
    weak var input: AnyObject?
    let offset: Int

    init(rects: [UITextSelectionRect], input: AnyObject, offset: Int) {
        storedRects = rects
        self.input = input
        self.offset = offset
    }

    /// The rectangles the placeholder covers.
    open var rects: [UITextSelectionRect] { UIEntry.check("-[UITextPlaceholder rects]"); return storedRects }
}

/// What Mainline's text inputs share: their text and selection, in UTF-16 offsets.
@MainActor
protocol OffsetTextInput: UITextInput {
    /// The text now.
    var documentText: String { get }
    /// Sets the text (the input's own change handling runs).
    func setDocumentText(_ text: String)
    /// The selection's offsets (nil when there is none).
    var selectionOffsets: (Int, Int)? { get set }
}

extension OffsetTextInput {
    var documentLength: Int { (documentText as NSString).length }

    func offsetPosition(_ position: UITextPosition) -> Int? {
        guard let position = position as? TextOffsetPosition else { return nil }
        return position.offset
    }

    func clampedPosition(_ offset: Int) -> UITextPosition? {
        guard offset >= 0, offset <= documentLength else { return nil }
        return TextOffsetPosition(offset)
    }

    func replaceOffsets(_ lower: Int, _ upper: Int, with text: String) {
        let current = documentText as NSString
        let lower = max(0, min(lower, current.length)), upper = max(lower, min(upper, current.length))
        setDocumentText(current.replacingCharacters(in: NSRange(location: lower, length: upper - lower), with: text))
        let caret = lower + (text as NSString).length
        selectionOffsets = (caret, caret)
    }
}
