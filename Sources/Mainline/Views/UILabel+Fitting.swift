import Foundation

/// How a label's text moves vertically when `adjustsFontSizeToFitWidth` shrinks its font.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text keeps the baseline the full-size text had (the default).
    case alignBaselines = 0
    /// The shrunk text is centred where the full-size text was.
    case alignCenters = 1
    /// The shrunk text's top stays where the full-size text's top was.
    case none = 2
}

/// The vibrancy a label shows inside a vibrancy effect.
public enum UILabelVibrancy: Int, Sendable {
    case none = 0
    case primary = 1
}

extension NSParagraphStyle {
    /// Rules for where lines may break beyond the line break mode (`NSLineBreakStrategy`).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No extra rules.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Hangul breaks only between words.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The rules the system uses for labels and text views.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

extension UILabel {
    /// How much tighter letters may be set before a line is truncated, with
    /// `allowsDefaultTighteningForTruncation`. UIKit decides it from the font and line; the text
    /// model allows 5 %.
    static let tighteningAllowance: CGFloat = 0.05

    /// The lines and font `drawText(in:)` shows in `rect`: the font shrunk to fit when
    /// `adjustsFontSizeToFitWidth` (a single line to the width, several lines until they fit the
    /// line limit and height), never below `minimumScaleFactor` of the font (0: no shrinking);
    /// tightened rather than truncated when allowed; then wrapped and truncated by `lineBreakMode`.
    func drawingLayout(in rect: CGRect) -> (lines: [String], font: UIFont) {
        let limit = storedNumberOfLines
        var text = storedText ?? ""
        if limit == 1 { text = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") }
        var font = storedFont
        let width = rect.width
        func layout(_ font: UIFont) -> [String] {
            TextLayout.lines(text, font: font, width: width, maximumLines: limit, lineBreakMode: storedLineBreakMode)
        }
        if storedAdjustsFontSizeToFitWidth, storedMinimumScaleFactor > 0, storedMinimumScaleFactor < 1, width > 0 {
            let smallest = storedFont.pointSize * storedMinimumScaleFactor
            if limit == 1 {
                let full = storedFont.width(of: text[...])
                if full > width { font = storedFont.withSize(max(smallest, storedFont.pointSize * width / full)) }
            } else {
                // Shrink by half points until every line is shown and the lines fit the height.
                func fits(_ font: UIFont) -> Bool {
                    let lines = font.wrap(text, maxWidth: width)
                    return (limit == 0 || lines.count <= limit) && CGFloat(lines.count) * font.lineHeight <= rect.height
                }
                while !fits(font), font.pointSize - 0.5 >= smallest { font = font.withSize(font.pointSize - 0.5) }
            }
        }
        let truncating = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(storedLineBreakMode)
        if storedAllowsDefaultTighteningForTruncation, truncating, limit == 1, width > 0,
           font.width(of: text[...]) * (1 - Self.tighteningAllowance) <= width {
            return ([text], font)
        }
        return (layout(font), font)
    }
}
