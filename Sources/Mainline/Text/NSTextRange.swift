import Foundation

/// A place in text (TextKit 2): locations compare to say which comes first.
public protocol NSTextLocation: AnyObject {
    /// The order of this location and `location`.
    func compare(_ location: NSTextLocation) -> ComparisonResult
}

/// A location as a UTF-16 offset into a text view's text.
final class TextOffsetLocation: NSTextLocation {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
    func compare(_ location: NSTextLocation) -> ComparisonResult {
        guard let other = location as? TextOffsetLocation else { return .orderedSame }
        return offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }
}

/// A range of text between two locations (TextKit 2), start included, end not.
open class NSTextRange {
    /// Where the range starts.
    public let location: NSTextLocation
    /// Where it ends.
    public let endLocation: NSTextLocation

    /// The range from `location` to `endLocation`; nil when the end comes before the start.
    public init?(location: NSTextLocation, end endLocation: NSTextLocation?) {
        let end = endLocation ?? location
        guard location.compare(end) != .orderedDescending else { return nil }
        self.location = location
        self.endLocation = end
    }

    /// The empty range at `location`.
    public convenience init(location: NSTextLocation) {
        self.init(location: location, end: nil)!
    }

    /// Whether the range is empty.
    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    /// Whether the ranges start and end at the same locations.
    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) == .orderedSame && endLocation.compare(textRange.endLocation) == .orderedSame
    }

    /// Whether `location` lies in the range.
    open func contains(_ location: NSTextLocation) -> Bool {
        self.location.compare(location) != .orderedDescending && location.compare(endLocation) == .orderedAscending
    }

    /// Whether `textRange` lies inside this range.
    open func contains(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) != .orderedDescending && textRange.endLocation.compare(endLocation) != .orderedDescending
    }

    /// Whether the ranges overlap.
    open func intersects(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.endLocation) == .orderedAscending && textRange.location.compare(endLocation) == .orderedAscending
    }

    /// The overlap of the ranges (nil when they do not overlap).
    open func intersection(_ textRange: NSTextRange) -> NSTextRange? {
        let start = location.compare(textRange.location) == .orderedDescending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedAscending ? endLocation : textRange.endLocation
        guard start.compare(end) == .orderedAscending else { return nil }
        return NSTextRange(location: start, end: end)
    }

    /// The smallest range holding both.
    open func union(_ textRange: NSTextRange) -> NSTextRange {
        let start = location.compare(textRange.location) == .orderedAscending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedDescending ? endLocation : textRange.endLocation
        return NSTextRange(location: start, end: end)!
    }

    /// The range as UTF-16 offsets, when its locations are offsets into a text view's text.
    var offsetRange: NSRange? {
        guard let start = location as? TextOffsetLocation, let end = endLocation as? TextOffsetLocation else { return nil }
        return NSRange(location: start.offset, length: end.offset - start.offset)
    }
}
