import Foundation

// UIKit's text vocabulary, which Foundation on Linux does not have: alignment, line breaking,
// paragraph styles, shadows, attachments, and the attribute keys `NSAttributedString` uses.

/// How text lines up within its container.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How a label wraps or truncates a line that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 1)
    public static let thick = NSUnderlineStyle(rawValue: 2)
    public static let double = NSUnderlineStyle(rawValue: 9)
}

/// Paragraph attributes (kept; line spacing and alignment are read by measurement).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0

    public static let `default` = NSParagraphStyle()

    public override init() { super.init() }

    public override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.lineHeightMultiple = lineHeightMultiple
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent
        copy.tailIndent = tailIndent
        return copy
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    public override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    public override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    public override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    public override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
}

/// A text shadow (kept, not drawn).
open class NSShadow: NSObject, @unchecked Sendable {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?
    public override init() { super.init() }
}

/// An image in attributed text (measured by its bounds, or its image's size).
open class NSTextAttachment: NSObject, @unchecked Sendable {
    open var image: UIImage?
    open var bounds: CGRect = .zero
    public override init() { super.init() }
    public init(image: UIImage) {
        self.image = image
        super.init()
    }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let ligature = NSAttributedString.Key("NSLigature")
}

/// Options for `boundingRect(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// Unused context for string drawing calls.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {}

/// Text measurement with the deterministic font model (see `UIFont`).
enum TextMeasure {
    static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)  // UIKit's default for attributed text is 12 pt
    }

    /// The size of `text` wrapped at `width` (0 or less: unwrapped), rounded up.
    static func size(of text: String, font: UIFont, width: CGFloat, lineSpacing: CGFloat = 0) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let lines = font.wrap(text, maxWidth: width)
        let widest = lines.map { font.width(of: $0) }.max() ?? 0
        let height = CGFloat(lines.count) * font.lineHeight + CGFloat(max(0, lines.count - 1)) * lineSpacing
        return CGSize(width: (width > 0 ? min(widest, width) : widest).rounded(.up), height: height.rounded(.up))
    }

    static func size(of attributed: NSAttributedString, width: CGFloat) -> CGSize {
        guard attributed.length > 0 else { return .zero }
        // The largest font in the string measures the whole (an approximation of mixed runs).
        var font: UIFont?
        var spacing: CGFloat = 0
        var attachments: CGFloat = 0
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, _, _ in
            if let f = attributes[.font] as? UIFont, f.pointSize > font?.pointSize ?? 0 { font = f }
            if let p = attributes[.paragraphStyle] as? NSParagraphStyle { spacing = max(spacing, p.lineSpacing) }
            if let a = attributes[.attachment] as? NSTextAttachment {
                attachments += a.bounds.width > 0 ? a.bounds.width : a.image?.size.width ?? 0
            }
        }
        var size = Self.size(of: attributed.string, font: font ?? .systemFont(ofSize: 12), width: width, lineSpacing: spacing)
        size.width = (size.width + attachments).rounded(.up)
        return size
    }
}

extension NSAttributedString {
    /// An attributed string holding an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }

}
