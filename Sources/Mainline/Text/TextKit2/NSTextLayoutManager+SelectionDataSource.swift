import Foundation

/// The layout manager answers selection navigation's questions from its text and its lines.
extension NSTextLayoutManager: NSTextSelectionDataSource {
    /// The document's text, for enumerating words and sentences.
    private var documentString: NSString {
        ((storedTextContentManager as? NSTextContentStorage)?.textStorage?.string ?? "") as NSString
    }

    /// Calls `block` with each word, sentence or other unit of `options` from `location` (nearest first).
    public func enumerateSubstrings(from location: NSTextLocation, options: NSString.EnumerationOptions,
                                    using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let offset = (location as? TextOffsetLocation)?.offset else { return }
        let string = documentString
        let reverse = options.contains(.reverse)
        // Substrings reaching past the location (forward) or starting before it (backward), nearest first.
        var found = TextUnits.substrings(of: string, options: options).filter { _, range, _ in
            reverse ? range.location < offset : NSMaxRange(range) > offset
        }
        if reverse { found.reverse() }
        for (substring, range, enclosing) in found {
            var stop: ObjCBool = false
            block(substring, NSTextRange(location: TextOffsetLocation(range.location), end: TextOffsetLocation(NSMaxRange(range)))!,
                  NSTextRange(location: TextOffsetLocation(enclosing.location), end: TextOffsetLocation(NSMaxRange(enclosing))), &stop)
            if stop.boolValue { return }
        }
    }

    /// The range of the character, word, sentence, line or paragraph holding `location`.
    public func textRange(for selectionGranularity: NSTextSelection.Granularity, enclosing location: NSTextLocation) -> NSTextRange? {
        guard let offset = (location as? TextOffsetLocation)?.offset else { return nil }
        let string = documentString
        let at = min(max(0, offset), string.length)
        func range(_ r: NSRange) -> NSTextRange? { NSTextRange(location: TextOffsetLocation(r.location), end: TextOffsetLocation(NSMaxRange(r))) }
        switch selectionGranularity {
        case .character:
            guard at < string.length else { return NSTextRange(location: TextOffsetLocation(at)) }
            return range(string.rangeOfComposedCharacterSequence(at: at))
        case .paragraph:
            return range(string.paragraphRange(for: NSRange(location: at, length: 0)))
        case .line:
            guard let fragment = textLayoutFragment(for: TextOffsetLocation(at)),
                  let line = fragment.textLineFragment(for: TextOffsetLocation(at), isUpstreamAffinity: false) else {
                return NSTextRange(location: TextOffsetLocation(at))
            }
            return range(NSRange(location: fragment.elementStart + line.characterRange.location, length: line.characterRange.length))
        case .word, .sentence:
            let units = selectionGranularity == .word ? TextUnits.wordRanges(string) : TextUnits.sentenceRanges(string)
            let found = units.first { at >= $0.location && at < NSMaxRange($0) } ?? units.first { at == NSMaxRange($0) }
            return range(found ?? NSRange(location: at, length: 0))
        }
    }

    /// `location` moved by `offset` (nil outside the document).
    public func location(_ location: NSTextLocation, offsetBy offset: Int) -> NSTextLocation? {
        storedTextContentManager?.location(location, offsetBy: offset)
    }

    /// How far `to` is from `from`.
    public func offset(from: NSTextLocation, to: NSTextLocation) -> Int {
        storedTextContentManager?.offset(from: from, to: to) ?? 0
    }

    /// The writing direction of the paragraph at `location`.
    public func baseWritingDirection(at location: NSTextLocation) -> NSTextSelectionNavigation.WritingDirection {
        guard let fragment = textLayoutFragment(for: location), fragment.text.length > 0,
              let style = fragment.text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle else { return .leftToRight }
        return style.baseWritingDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Calls `block` with each caret position of the line holding `location`, left to right.
    public func enumerateCaretOffsetsInLineFragment(at location: NSTextLocation,
                                                    using block: (CGFloat, NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let fragment = textLayoutFragment(for: location),
              let line = fragment.textLineFragment(for: location, isUpstreamAffinity: false) else { return }
        let ns = fragment.text.string as NSString
        let end = line.characterRange.location + NSTextLineFragment.visibleLength(fragment.text, line.characterRange)
        var index = line.characterRange.location
        var x = fragment.leadingPadding + line.typographicBounds.minX
        var stop: ObjCBool = false
        while true {
            block(x, TextOffsetLocation(fragment.elementStart + index), true, &stop)
            if stop.boolValue || index >= end { return }
            let composed = ns.rangeOfComposedCharacterSequence(at: index)
            x += NSTextLineFragment.width(fragment.text, composed)  // (each character measured once)
            index = NSMaxRange(composed)
        }
    }

    /// The range of the line at `point` (the nearest line above or below the text).
    public func lineFragmentRange(for point: CGPoint, inContainerAt location: NSTextLocation) -> NSTextRange? {
        guard let fragment = textLayoutFragment(for: point) ?? fragments.last else { return nil }
        guard let line = fragment.textLineFragment(forVerticalOffset: point.y - fragment.layoutFragmentFrame.minY, requiresExactMatch: false) else { return nil }
        let start = fragment.elementStart + line.characterRange.location
        return NSTextRange(location: TextOffsetLocation(start), end: TextOffsetLocation(start + line.characterRange.length))
    }
}
