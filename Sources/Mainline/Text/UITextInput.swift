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
    /// Text being composed (none: Mainline's keyboard types whole characters).
    var markedTextRange: UITextRange? { get }
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
