import Foundation

/// What selection navigation asks about the text: its range, its words and lines, and where
/// carets go (a text layout manager answers for its text).
public protocol NSTextSelectionDataSource: AnyObject {
    /// The whole document's range.
    var documentRange: NSTextRange { get }
    /// Calls `block` with each substring of the kind in `options` (words, sentences, …) from
    /// `location` on (backwards with `.reverse`).
    func enumerateSubstrings(from location: NSTextLocation, options: NSString.EnumerationOptions,
                             using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void)
    /// The range of the word, line, sentence or paragraph holding `location`.
    func textRange(for selectionGranularity: NSTextSelection.Granularity, enclosing location: NSTextLocation) -> NSTextRange?
    /// `location` moved by `offset` (nil outside the document).
    func location(_ location: NSTextLocation, offsetBy offset: Int) -> NSTextLocation?
    /// How far `to` is from `from`.
    func offset(from: NSTextLocation, to: NSTextLocation) -> Int
    /// The writing direction of the paragraph at `location`.
    func baseWritingDirection(at location: NSTextLocation) -> NSTextSelectionNavigation.WritingDirection
    /// Calls `block` with each caret position of the line holding `location`: its x offset,
    /// its location and whether it is the leading edge of its character.
    func enumerateCaretOffsetsInLineFragment(at location: NSTextLocation,
                                             using block: (CGFloat, NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void)
    /// The range of the line at `point`, in the container holding `location`.
    func lineFragmentRange(for point: CGPoint, inContainerAt location: NSTextLocation) -> NSTextRange?
    /// Calls `block` with each container boundary from `location` (one container here).
    func enumerateContainerBoundaries(from location: NSTextLocation, reverse: Bool,
                                      using block: (NSTextLocation, UnsafeMutablePointer<ObjCBool>) -> Void)
    /// The layout orientation at `location`.
    func textLayoutOrientation(at location: NSTextLocation) -> NSTextSelectionNavigation.LayoutOrientation
}

extension NSTextSelectionDataSource {
    /// One container: its boundary is the document's end (its start going backwards).
    public func enumerateContainerBoundaries(from location: NSTextLocation, reverse: Bool,
                                             using block: (NSTextLocation, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        block(reverse ? documentRange.location : documentRange.endLocation, &stop)
    }
    /// Horizontal lines.
    public func textLayoutOrientation(at location: NSTextLocation) -> NSTextSelectionNavigation.LayoutOrientation { .horizontal }
}
