import Foundation

/// A selection in TextKit 2: one or more text ranges (an empty range is an insertion point),
/// with the affinity and granularity it was made with. Selections are values in effect: the
/// navigation answers with new ones (`textSelection(with:)`), it does not change them.
open class NSTextSelection: NSObject {
    /// How far a selection extends as the user drags or taps again.
    public enum Granularity: Int, Sendable {
        case character = 0, word, paragraph, line, sentence
    }

    /// Which side of a line break an insertion point sits on.
    public enum Affinity: Int, Sendable {
        case upstream = 0, downstream = 1
    }

    /// The ranges, in document order.
    open private(set) var textRanges: [NSTextRange]
    /// The granularity the selection was made with.
    open private(set) var granularity: Granularity
    /// The side of a line break the selection sits on.
    open private(set) var affinity: Affinity
    /// Whether the selection is a transient one (marked text while composing).
    open var isTransient = false
    /// The horizontal position kept while moving up and down lines (0: the caret's own).
    open var anchorPositionOffset: CGFloat = 0
    /// Whether the selection is in logical (not visual) order.
    open var isLogical = true
    /// The second insertion point of a split caret in bidirectional text (none in this text model).
    open var secondarySelectionLocation: NSTextLocation?
    /// The attributes typed text gets.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The end that stays put while the selection is extended (set by the navigation that
    /// extended it; nil: the selection was made otherwise).
    var extensionAnchor: NSTextLocation?

    /// A selection of `textRanges`.
    public init(_ textRanges: [NSTextRange], affinity: Affinity, granularity: Granularity) {
        self.textRanges = textRanges.sorted { $0.location.compare($1.location) == .orderedAscending }
        self.affinity = affinity
        self.granularity = granularity
        super.init()
    }

    /// A selection of one range.
    public convenience init(range: NSTextRange, affinity: Affinity, granularity: Granularity) {
        self.init([range], affinity: affinity, granularity: granularity)
    }

    /// An insertion point at `location`.
    public convenience init(_ location: NSTextLocation, affinity: Affinity) {
        self.init([NSTextRange(location: location)], affinity: affinity, granularity: .character)
    }

    /// Selections are not archived here: decoding fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The same selection (affinity, granularity, typing attributes) with other ranges.
    open func textSelection(with textRanges: [NSTextRange]) -> NSTextSelection {
        let selection = NSTextSelection(textRanges, affinity: affinity, granularity: granularity)
        selection.typingAttributes = typingAttributes
        selection.isLogical = isLogical
        return selection
    }
}
