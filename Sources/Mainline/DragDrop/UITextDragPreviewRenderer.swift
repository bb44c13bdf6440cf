import Foundation

/// Renders a range of laid-out text for a drag preview: its image and the rectangles of its
/// first line, the lines between, and its last line, in the text container's coordinates.
/// Without `unifyRects` each line's rectangle is the text it holds; with it, the middle lines
/// make one block as wide as all the lines, and the first and last lines reach its edges. The
/// image holds the text as the layout manager draws it (text is measured and recorded, not
/// rasterized as glyphs, in Mainline's bitmaps).
@preconcurrency @MainActor
open class UITextDragPreviewRenderer {
    let storedLayoutManager: NSLayoutManager
    let range: NSRange
    let unify: Bool
    private var rects: (first: CGRect, body: CGRect, last: CGRect)?
    private var rendered: UIImage?

    /// A renderer of `range` of `layoutManager`'s text, each line its own rectangle.
    public convenience init(layoutManager: NSLayoutManager, range: NSRange) {
        UIEntry.check("-[UITextDragPreviewRenderer initWithLayoutManager:range:]")
        self.init(layoutManager: layoutManager, range: range, unifyRects: false)
    }

    /// A renderer of `range` of `layoutManager`'s text; `unifyRects` makes the middle lines one
    /// block that the first and last lines reach.
    public init(layoutManager: NSLayoutManager, range: NSRange, unifyRects: Bool) {
        UIEntry.check("-[UITextDragPreviewRenderer initWithLayoutManager:range:unifyRects:]")
        storedLayoutManager = layoutManager
        self.range = range
        unify = unifyRects
    }

    /// The layout manager whose text is rendered.
    open var layoutManager: NSLayoutManager {
        let entry = UIEntry("-[UITextDragPreviewRenderer layoutManager]", self); defer { entry.end() }
        return storedLayoutManager
    }

    /// The rendered text: an image the size of the rectangles' union.
    open var image: UIImage {
        let entry = UIEntry("-[UITextDragPreviewRenderer image]", self); defer { entry.end() }
        if let rendered { return rendered }
        let (first, body, last) = lineRects()
        let bounds = [first, body, last].filter { !$0.isEmpty }.reduce(CGRect.null) { $0.union($1) }
        let size = bounds.isNull ? CGSize(width: 1, height: 1) : CGSize(width: max(1, bounds.width), height: max(1, bounds.height))
        let manager = storedLayoutManager, glyphs = glyphRange, origin = bounds.isNull ? .zero : CGPoint(x: -bounds.minX, y: -bounds.minY)
        let image = UIGraphicsImageRenderer(size: size).image { _ in manager.drawGlyphs(forGlyphRange: glyphs, at: origin) }
        rendered = image
        return image
    }

    /// The first line's rectangle.
    open var firstLineRect: CGRect {
        let entry = UIEntry("-[UITextDragPreviewRenderer firstLineRect]", self); defer { entry.end() }
        return lineRects().first
    }

    /// The rectangle of the lines between the first and the last (empty for one or two lines).
    open var bodyRect: CGRect {
        let entry = UIEntry("-[UITextDragPreviewRenderer bodyRect]", self); defer { entry.end() }
        return lineRects().body
    }

    /// The last line's rectangle (the first's, for one line).
    open var lastLineRect: CGRect {
        let entry = UIEntry("-[UITextDragPreviewRenderer lastLineRect]", self); defer { entry.end() }
        return lineRects().last
    }

    /// Sets the three rectangles to the renderer's, moved to a text drawn at `origin` (a text
    /// view's text container inset, say). Subclasses refine them.
    open func adjust(firstLineRect: UnsafeMutablePointer<CGRect>, bodyRect: UnsafeMutablePointer<CGRect>,
                     lastLineRect: UnsafeMutablePointer<CGRect>, textOrigin origin: CGPoint) {
        let entry = UIEntry("-[UITextDragPreviewRenderer adjustFirstLineRect:bodyRect:lastLineRect:textOrigin:]", self); defer { entry.end() }
        let (first, body, last) = lineRects()
        firstLineRect.pointee = first.offsetBy(dx: origin.x, dy: origin.y)
        bodyRect.pointee = body.isEmpty ? body : body.offsetBy(dx: origin.x, dy: origin.y)
        lastLineRect.pointee = last.offsetBy(dx: origin.x, dy: origin.y)
    }

    private var glyphRange: NSRange {
        storedLayoutManager.glyphRange(forCharacterRange: range, actualCharacterRange: nil)
    }

    /// Each line's part of the range, then the three rectangles.
    private func lineRects() -> (first: CGRect, body: CGRect, last: CGRect) {
        if let rects { return rects }
        let manager = storedLayoutManager
        let glyphs = glyphRange
        var lines: [CGRect] = []
        if let container = manager.textContainers.first {
            manager.enumerateLineFragments(forGlyphRange: glyphs) { _, _, _, lineRange, _ in
                let part = NSIntersectionRange(lineRange, glyphs)
                guard part.length > 0 || lines.isEmpty else { return }
                lines.append(manager.boundingRect(forGlyphRange: part.length > 0 ? part : glyphs, in: container))
            }
        }
        let result: (first: CGRect, body: CGRect, last: CGRect)
        switch lines.count {
        case 0: result = (.zero, .zero, .zero)
        case 1: result = (lines[0], .zero, lines[0])
        default:
            var first = lines[0], last = lines[lines.count - 1]
            let middle = lines.dropFirst().dropLast()
            var body = middle.reduce(CGRect.null) { $0.union($1) }
            if body.isNull { body = .zero }
            if unify {
                let all = lines.reduce(CGRect.null) { $0.union($1) }
                if !body.isEmpty { body = CGRect(x: all.minX, y: body.minY, width: all.width, height: body.height) }
                first = CGRect(x: first.minX, y: first.minY, width: all.maxX - first.minX, height: first.height)
                last = CGRect(x: all.minX, y: last.minY, width: last.maxX - all.minX, height: last.height)
            }
            result = (first, body, last)
        }
        rects = result
        return result
    }
}
