import Foundation

/// Rendering attributes: attributes for drawing only (a highlight, a temporary colour), kept
/// by the layout manager apart from the text, by range. They follow the text as it is edited.
extension NSTextLayoutManager {
    /// The attributes links are drawn with by default: blue (the link colour is macOS's
    /// default; other platforms use blue, per Apple's documentation), underlined.
    public class var linkRenderingAttributes: [NSAttributedString.Key: Any] {
        [.foregroundColor: UIColor.blue, .underlineStyle: NSUnderlineStyle.single.rawValue]
    }

    /// The attributes `link` at `location` is drawn with: the delegate's, or the defaults.
    public func renderingAttributes(forLink link: Any, at location: NSTextLocation) -> [NSAttributedString.Key: Any] {
        let defaults = Self.linkRenderingAttributes
        return delegate?.textLayoutManager(self, renderingAttributesForLink: link, at: location, defaultAttributes: defaults) ?? defaults
    }

    /// Sets the rendering attributes of `textRange` (replacing those there).
    public func setRenderingAttributes(_ renderingAttributes: [NSAttributedString.Key: Any], for textRange: NSTextRange) {
        guard let range = renderingRange(textRange) else { return }
        self.renderingAttributes.setAttributes(renderingAttributes, range: range)
        invalidateRendering(textRange)
    }

    /// Adds a rendering attribute to `textRange`.
    public func addRenderingAttribute(_ renderingAttribute: NSAttributedString.Key, value: Any?, for textRange: NSTextRange) {
        guard let range = renderingRange(textRange) else { return }
        if let value { renderingAttributes.addAttribute(renderingAttribute, value: value, range: range) }
        else { renderingAttributes.removeAttribute(renderingAttribute, range: range) }
        invalidateRendering(textRange)
    }

    /// Removes a rendering attribute from `textRange`.
    public func removeRenderingAttribute(_ renderingAttribute: NSAttributedString.Key, for textRange: NSTextRange) {
        guard let range = renderingRange(textRange) else { return }
        renderingAttributes.removeAttribute(renderingAttribute, range: range)
        invalidateRendering(textRange)
    }

    /// Removes every rendering attribute from `textRange`.
    public func invalidateRenderingAttributes(for textRange: NSTextRange) {
        guard let range = renderingRange(textRange) else { return }
        renderingAttributes.setAttributes([:], range: range)
        invalidateRendering(textRange)
    }

    /// Calls `block` with each run of rendering attributes from `location` (backwards with
    /// `reverse`) until it returns false; runs without attributes are skipped.
    public func enumerateRenderingAttributes(from location: NSTextLocation, reverse: Bool,
                                           using block: (NSTextLayoutManager, [NSAttributedString.Key: Any], NSTextRange) -> Bool) {
        guard let offset = (location as? TextOffsetLocation)?.offset else { return }
        let length = renderingAttributes.length
        let range = reverse ? NSRange(location: 0, length: min(offset, length)) : NSRange(location: min(offset, length), length: max(0, length - offset))
        guard range.length > 0 else { return }
        renderingAttributes.enumerateAttributes(in: range, options: reverse ? [.reverse] : []) { attributes, run, stop in
            guard !attributes.isEmpty, let textRange = NSTextRange(location: TextOffsetLocation(run.location), end: TextOffsetLocation(NSMaxRange(run))) else { return }
            if !block(self, attributes, textRange) { stop.pointee = true }
        }
    }

    /// The rendering store's range for `textRange` (clamped to the document).
    private func renderingRange(_ textRange: NSTextRange) -> NSRange? {
        let length = (documentRange.endLocation as? TextOffsetLocation)?.offset ?? 0
        if renderingAttributes.length != length { resizeRenderingAttributes(to: length, editedAt: 0, delta: nil) }
        guard let range = textRange.offsetRange else { return nil }
        let start = min(max(0, range.location), length)
        return NSRange(location: start, length: min(NSMaxRange(range), length) - start)
    }

    private func invalidateRendering(_ textRange: NSTextRange) {
        onInvalidate?()
    }

    /// Keeps the rendering store as long as the document: an edit of `delta` characters at
    /// `editedAt` inserts or removes plain characters there (nil: starts again, empty).
    func resizeRenderingAttributes(to length: Int, editedAt: Int, delta: Int?) {
        if let delta, renderingAttributes.length + delta == length {
            if delta > 0 {
                renderingAttributes.insert(NSAttributedString(string: String(repeating: " ", count: delta)), at: min(editedAt, renderingAttributes.length))
            } else if delta < 0 {
                let start = min(editedAt, renderingAttributes.length)
                renderingAttributes.deleteCharacters(in: NSRange(location: start, length: min(-delta, renderingAttributes.length - start)))
            }
            return
        }
        if renderingAttributes.length != length {
            renderingAttributes = NSMutableAttributedString(string: String(repeating: " ", count: length))
        }
    }
}
