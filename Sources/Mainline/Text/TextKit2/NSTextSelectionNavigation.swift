import Foundation

/// Moves, extends and deletes TextKit 2 selections as keys and taps do, asking its data source
/// (a text layout manager) about words, lines and caret positions. It answers with new
/// selections; applying them is the caller's.
open class NSTextSelectionNavigation: NSObject {
    /// Which way a selection moves.
    public enum Direction: Int, Sendable {
        case forward = 0, backward, right, left, up, down
    }

    /// How far it moves.
    public enum Destination: Int, Sendable {
        case character = 0, word, line, sentence, paragraph, container, document
    }

    /// How a tap or drag changes the selections.
    public struct Modifier: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Extends the anchors' selection to the point.
        public static let extend = Modifier(rawValue: 1 << 0)
        /// Moves visually rather than logically.
        public static let visual = Modifier(rawValue: 1 << 1)
        /// Adds a selection.
        public static let multiple = Modifier(rawValue: 1 << 2)
    }

    /// A paragraph's writing direction.
    public enum WritingDirection: Int, Sendable {
        case leftToRight = 0, rightToLeft = 1
    }

    /// How lines run.
    public enum LayoutOrientation: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// What the navigation asks about the text.
    open private(set) weak var textSelectionDataSource: NSTextSelectionDataSource?
    /// Whether a selection may hold several ranges.
    open var allowsNonContiguousRanges = false
    /// Whether up and down follow the layout orientation.
    open var rotatesCoordinateSystemForLayoutOrientation = true

    /// Navigation over `dataSource`'s text.
    public init(dataSource: NSTextSelectionDataSource) {
        textSelectionDataSource = dataSource
        super.init()
    }

    /// Forgets cached line positions (none are kept: each move asks the data source).
    open func flushLayoutCache() {}

    // MARK: Moving

    /// The selection after moving `textSelection` in `direction` to the next `destination`
    /// (extending it, or collapsing it to an insertion point); nil when it cannot move.
    open func destinationSelection(for textSelection: NSTextSelection, direction: Direction, destination: Destination,
                                   extending: Bool, confined: Bool) -> NSTextSelection? {
        guard let source = textSelectionDataSource, let range = textSelection.textRanges.first else { return nil }
        let forward = isForward(direction, at: range.location, source)
        let last = textSelection.textRanges.last ?? range
        if !extending, !range.isEmpty || textSelection.textRanges.count > 1, destination == .character, direction != .up, direction != .down {
            // Moving a selection by a character collapses it to the side moved towards.
            return NSTextSelection(forward ? last.endLocation : range.location, affinity: forward ? .upstream : .downstream)
        }
        // Extending moves the end away from the selection's anchor (the end that stayed put as it
        // was extended before); a selection made otherwise moves the end it travels towards.
        let anchor: NSTextLocation
        let head: NSTextLocation
        if extending, let kept = textSelection.extensionAnchor {
            anchor = kept
            head = kept.compare(range.location) == .orderedSame ? last.endLocation : range.location
        } else {
            anchor = forward ? range.location : last.endLocation
            head = forward ? last.endLocation : range.location
        }
        guard let target = self.target(from: head, direction: direction, destination: destination, forward: forward,
                                       anchorX: textSelection.anchorPositionOffset, confined: confined, source) else { return nil }
        let result: NSTextSelection
        if extending {
            let ordered = anchor.compare(target) != .orderedDescending
            guard let extended = NSTextRange(location: ordered ? anchor : target, end: ordered ? target : anchor) else { return nil }
            result = NSTextSelection(range: extended, affinity: ordered ? .upstream : .downstream, granularity: textSelection.granularity)
            result.extensionAnchor = anchor
        } else {
            result = NSTextSelection(target, affinity: forward ? .upstream : .downstream)
        }
        if direction == .up || direction == .down {
            result.anchorPositionOffset = textSelection.anchorPositionOffset != 0 ? textSelection.anchorPositionOffset : caretX(at: head, source)
        }
        result.typingAttributes = textSelection.typingAttributes
        return result
    }

    /// The ranges deleting from `textSelection` in `direction` to `destination` removes: the
    /// selection's own ranges when it is not empty; else from the caret to the destination
    /// (a whole composed character unless `allowsDecomposition`).
    open func deletionRanges(for textSelection: NSTextSelection, direction: Direction, destination: Destination,
                             allowsDecomposition: Bool) -> [NSTextRange] {
        let nonEmpty = textSelection.textRanges.filter { !$0.isEmpty }
        if !nonEmpty.isEmpty { return nonEmpty }
        guard let source = textSelectionDataSource, let caret = textSelection.textRanges.first?.location else { return [] }
        let forward = isForward(direction, at: caret, source)
        guard var target = self.target(from: caret, direction: direction, destination: destination, forward: forward,
                                       anchorX: 0, confined: false, source) else { return [] }
        // (Decomposition applies backwards only, per Apple's documentation of the method.)
        if destination == .character, allowsDecomposition, !forward, let by1 = source.location(caret, offsetBy: forward ? 1 : -1) { target = by1 }
        let ordered = caret.compare(target) != .orderedDescending
        guard let range = NSTextRange(location: ordered ? caret : target, end: ordered ? target : caret), !range.isEmpty else { return [] }
        return [range]
    }

    /// `textSelection` widened to whole units of `selectionGranularity` (words, lines, …).
    open func textSelection(for selectionGranularity: NSTextSelection.Granularity, enclosing textSelection: NSTextSelection) -> NSTextSelection {
        guard let source = textSelectionDataSource else { return textSelection }
        let ranges = textSelection.textRanges.map { range -> NSTextRange in
            let start = source.textRange(for: selectionGranularity, enclosing: range.location)
            let endProbe = range.isEmpty ? range.location : source.location(range.endLocation, offsetBy: -1) ?? range.endLocation
            let end = source.textRange(for: selectionGranularity, enclosing: endProbe)
            guard let start, let end else { return range }
            return start.union(end)
        }
        return NSTextSelection(ranges, affinity: textSelection.affinity, granularity: selectionGranularity)
    }

    /// The unit of `selectionGranularity` at `point`, in the container holding `location`.
    open func textSelection(for selectionGranularity: NSTextSelection.Granularity, enclosing point: CGPoint,
                            inContainerAt location: NSTextLocation) -> NSTextSelection? {
        guard let source = textSelectionDataSource, let hit = self.location(at: point, inContainerAt: location, source),
              let range = source.textRange(for: selectionGranularity, enclosing: hit) else { return nil }
        return NSTextSelection(range: range, affinity: .downstream, granularity: selectionGranularity)
    }

    /// The selections a tap or drag at `point` makes: an insertion point there, or (with
    /// `.extend`) the anchors' selection extended to it.
    open func textSelections(interactingAt point: CGPoint, inContainerAt containerLocation: NSTextLocation,
                             anchors: [NSTextSelection], modifiers: Modifier, selecting: Bool, bounds: CGRect) -> [NSTextSelection] {
        guard let source = textSelectionDataSource, let hit = location(at: point, inContainerAt: containerLocation, source) else { return [] }
        if modifiers.contains(.extend), let anchor = anchors.first?.textRanges.first {
            let start = anchor.location.compare(hit) == .orderedDescending ? hit : anchor.location
            let end = anchor.endLocation.compare(hit) == .orderedAscending ? hit : anchor.endLocation
            guard let range = NSTextRange(location: start, end: end) else { return anchors }
            return [NSTextSelection(range: range, affinity: .downstream, granularity: anchors.first?.granularity ?? .character)]
        }
        let caret = NSTextSelection(hit, affinity: .downstream)
        return modifiers.contains(.multiple) && allowsNonContiguousRanges ? anchors + [caret] : [caret]
    }

    /// Where typing goes for `textSelection`: its insertion point, or for a range, the end
    /// the writing direction starts from.
    open func resolvedInsertionLocation(for textSelection: NSTextSelection, writingDirection: WritingDirection) -> NSTextLocation? {
        guard let range = textSelection.textRanges.first else { return nil }
        return range.location
    }

    // MARK: Targets

    private func isForward(_ direction: Direction, at location: NSTextLocation, _ source: NSTextSelectionDataSource) -> Bool {
        switch direction {
        case .forward, .down: return true
        case .backward, .up: return false
        case .right: return source.baseWritingDirection(at: location) == .leftToRight
        case .left: return source.baseWritingDirection(at: location) == .rightToLeft
        }
    }

    private func target(from head: NSTextLocation, direction: Direction, destination: Destination, forward: Bool,
                        anchorX: CGFloat, confined: Bool, _ source: NSTextSelectionDataSource) -> NSTextLocation? {
        let document = source.documentRange
        if direction == .up || direction == .down, destination != .document, destination != .container {
            return verticalTarget(from: head, down: direction == .down, anchorX: anchorX, source)
        }
        switch destination {
        case .character:
            guard let unit = forward ? source.textRange(for: .character, enclosing: head)
                    : source.location(head, offsetBy: -1).flatMap({ source.textRange(for: .character, enclosing: $0) }) else {
                return forward ? source.location(head, offsetBy: 1) : source.location(head, offsetBy: -1)
            }
            if forward { return head.compare(document.endLocation) == .orderedAscending ? unit.endLocation : nil }
            return unit.location
        case .word:
            return substringBoundary(from: head, options: TextUnits.words, forward: forward, source)
        case .sentence:
            return substringBoundary(from: head, options: TextUnits.sentences, forward: forward, source)
        case .line, .paragraph:
            guard let unit = source.textRange(for: destination == .line ? .line : .paragraph, enclosing: head) else { return nil }
            if !forward { return unit.location }
            // The end of the line or paragraph, before its line break.
            if let last = source.location(unit.endLocation, offsetBy: -1), unit.contains(last), isLineBreak(at: last, source) { return last }
            return unit.endLocation
        case .container, .document:
            return forward ? document.endLocation : document.location
        }
    }

    private func isLineBreak(at location: NSTextLocation, _ source: NSTextSelectionDataSource) -> Bool {
        var found = false
        guard let next = source.location(location, offsetBy: 1), let range = NSTextRange(location: location, end: next) else { return false }
        source.enumerateSubstrings(from: location, options: .byComposedCharacterSequences) { string, substringRange, _, stop in
            // ("\r\n" is one composed character two units long: only its start is compared.)
            found = substringRange.location.compare(range.location) == .orderedSame
                && (string == "\n" || string == "\r" || string == "\r\n" || string == "\u{2029}")
            stop.pointee = true
        }
        return found
    }

    private func substringBoundary(from head: NSTextLocation, options: NSString.EnumerationOptions, forward: Bool,
                                   _ source: NSTextSelectionDataSource) -> NSTextLocation? {
        var result: NSTextLocation?
        source.enumerateSubstrings(from: head, options: forward ? options : options.union(.reverse)) { _, range, _, stop in
            if forward, range.endLocation.compare(head) == .orderedDescending {
                result = range.endLocation; stop.pointee = true
            } else if !forward, range.location.compare(head) == .orderedAscending {
                result = range.location; stop.pointee = true
            }
        }
        return result ?? (forward ? source.documentRange.endLocation : source.documentRange.location)
    }

    private func caretX(at location: NSTextLocation, _ source: NSTextSelectionDataSource) -> CGFloat {
        var x: CGFloat = 0
        source.enumerateCaretOffsetsInLineFragment(at: location) { offset, caret, _, stop in
            if caret.compare(location) == .orderedSame { x = offset; stop.pointee = true }
        }
        return x
    }

    /// The location in the next line up or down nearest `anchorX` (or the head's own x).
    private func verticalTarget(from head: NSTextLocation, down: Bool, anchorX: CGFloat, _ source: NSTextSelectionDataSource) -> NSTextLocation? {
        guard let line = source.textRange(for: .line, enclosing: head) else { return nil }
        let x = anchorX != 0 ? anchorX : caretX(at: head, source)
        let neighbour: NSTextLocation?
        if down {
            neighbour = line.endLocation.compare(source.documentRange.endLocation) == .orderedAscending ? line.endLocation : nil
        } else {
            neighbour = source.location(line.location, offsetBy: -1)
        }
        guard let neighbour else { return down ? source.documentRange.endLocation : source.documentRange.location }
        var best: (distance: CGFloat, location: NSTextLocation)?
        source.enumerateCaretOffsetsInLineFragment(at: neighbour) { offset, caret, _, _ in
            let distance = abs(offset - x)
            if best == nil || distance < best!.distance { best = (distance, caret) }
        }
        return best?.location ?? neighbour
    }

    private func location(at point: CGPoint, inContainerAt containerLocation: NSTextLocation, _ source: NSTextSelectionDataSource) -> NSTextLocation? {
        guard let line = source.lineFragmentRange(for: point, inContainerAt: containerLocation) else { return nil }
        var best: (distance: CGFloat, location: NSTextLocation)?
        source.enumerateCaretOffsetsInLineFragment(at: line.location) { offset, caret, _, _ in
            guard line.contains(caret) || caret.compare(line.endLocation) == .orderedSame else { return }
            let distance = abs(offset - point.x)
            if best == nil || distance < best!.distance { best = (distance, caret) }
        }
        return best?.location ?? line.location
    }
}
