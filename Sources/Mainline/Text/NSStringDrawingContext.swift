import Foundation

/// What string measuring and drawing may do to fit text in its rectangle, and what they did:
/// with a `minimumScaleFactor` below 1, text that does not fit is drawn smaller (down to that
/// fraction of its font size), after tightening its tracking down to
/// `minimumTrackingAdjustment` (points between characters, a negative number); the call leaves
/// the scale and tracking it used in `actualScaleFactor` and `actualTrackingAdjustment`, and the
/// rectangle the text took in `totalBounds`.
///
/// Text fits when its single line is no wider than the rectangle (without
/// `.usesLineFragmentOrigin`), or when its wrapped lines are no taller than the rectangle and no
/// word is broken (with it).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest fraction of the font size text may shrink to (0 or 1: it does not shrink).
    open var minimumScaleFactor: CGFloat = 0
    /// The most the tracking may tighten, in points between characters (0: it does not).
    open var minimumTrackingAdjustment: CGFloat = 0
    /// The fraction of the font size the last call used (1 when the text fit).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The tracking the last call added between characters (0 when the text fit).
    open internal(set) var actualTrackingAdjustment: CGFloat = 0
    /// The rectangle the text took in the last call, relative to the drawing origin.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

extension TextDrawingStyle {
    /// The style at `scale` of its font size, with `tracking` added between characters.
    func adjusted(scale: CGFloat, tracking: CGFloat) -> TextDrawingStyle {
        var style = self
        if scale != 1 {
            style.font = UIFont(pointSize: font.pointSize * scale, weight: font.weight, name: font.fontName, textStyle: font.textStyle,
                                widthScale: font.widthScale)
        }
        style.kern += tracking
        return style
    }

    /// Whether `string` fits `size` as `options` lay it out.
    func fits(_ string: String, size: CGSize, options: NSStringDrawingOptions) -> Bool {
        if options.contains(.usesLineFragmentOrigin) {
            guard size.width > 0 else { return true }
            let lines = self.lines(string, width: size.width)
            // A word wider than the line is broken: more lines than words allow, or a line that
            // ends inside a word.
            let words = string.split(whereSeparator: { $0 == " " || $0 == "\n" })
            let broken = words.contains { font.width(of: $0) + kern * CGFloat(($0 as Substring).utf16.count) > size.width }
            return !broken && (size.height <= 0 || self.size(of: lines).height <= size.height)
        }
        return size.width <= 0 || self.size(of: self.lines(string, width: 0, maximumLines: 1)).width <= size.width
    }

    /// The style `context` lets `string` take to fit `size` (tighter tracking first, then a
    /// smaller font in steps of 1 % down to the minimum scale), recorded in the context.
    func fitted(_ string: String, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> TextDrawingStyle {
        guard let context else { return self }
        context.actualScaleFactor = 1
        context.actualTrackingAdjustment = 0
        guard !fits(string, size: size, options: options) else { return self }
        var best = self
        let tightest = min(0, context.minimumTrackingAdjustment)
        if tightest < 0 {
            // The least tightening that fits, in steps of a tenth of a point.
            var tracking: CGFloat = 0
            while tracking > tightest {
                tracking = max(tightest, tracking - 0.1)
                best = adjusted(scale: 1, tracking: tracking)
                if best.fits(string, size: size, options: options) { break }
            }
            context.actualTrackingAdjustment = tracking
            if best.fits(string, size: size, options: options) { return best }
        }
        let minimum = context.minimumScaleFactor
        guard minimum > 0, minimum < 1 else { return best }
        var scale: CGFloat = 1
        while scale > minimum {
            scale = max(minimum, scale - 0.01)
            let candidate = adjusted(scale: scale, tracking: context.actualTrackingAdjustment)
            best = candidate
            if candidate.fits(string, size: size, options: options) { break }
        }
        context.actualScaleFactor = scale
        return best
    }
}
