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
    /// A dotted line (combined with a thickness).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
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
    /// The direction of the paragraph's text (natural: the language's).
    public internal(set) var baseWritingDirection: NSWritingDirection = .natural
    /// Space above the paragraph.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// How eagerly words are hyphenated (0…1; the text model does not hyphenate).
    public internal(set) var hyphenationFactor: Float = 0
    /// Whether the system's hyphenation applies (the text model does not hyphenate).
    public internal(set) var usesDefaultHyphenation = false
    /// The tab stops (every 28 points, left-aligned, by default).
    public internal(set) var tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    /// The distance between tab stops after the last one (0: none).
    public internal(set) var defaultTabInterval: CGFloat = 0
    /// The lists the paragraph is in.
    public internal(set) var textLists: [NSTextList] = []
    /// Whether letters may tighten before the last line is truncated.
    public internal(set) var allowsDefaultTighteningForTruncation = false
    /// Extra line-breaking rules (none by default for attributed text).
    public internal(set) var lineBreakStrategy: LineBreakStrategy = []

    /// The writing direction of `languageName` (right to left for Arabic, Hebrew, Persian and
    /// Urdu; left to right for the others; natural without a language).
    public class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let language = languageName?.lowercased().prefix(2) else { return .natural }
        return ["ar", "he", "fa", "ur", "iw", "yi"].contains(String(language)) ? .rightToLeft : .leftToRight
    }

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
        copy.baseWritingDirection = baseWritingDirection
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.hyphenationFactor = hyphenationFactor
        copy.usesDefaultHyphenation = usesDefaultHyphenation
        copy.tabStops = tabStops
        copy.defaultTabInterval = defaultTabInterval
        copy.textLists = textLists
        copy.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        copy.lineBreakStrategy = lineBreakStrategy
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
    public override var baseWritingDirection: NSWritingDirection { get { super.baseWritingDirection } set { super.baseWritingDirection = newValue } }
    public override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    public override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    public override var usesDefaultHyphenation: Bool { get { super.usesDefaultHyphenation } set { super.usesDefaultHyphenation = newValue } }
    public override var tabStops: [NSTextTab] { get { super.tabStops } set { super.tabStops = newValue } }
    public override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }
    public override var textLists: [NSTextList] { get { super.textLists } set { super.textLists = newValue } }
    public override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }
    public override var lineBreakStrategy: LineBreakStrategy { get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue } }

    /// Adds a tab stop, keeping the stops ordered by location.
    public func addTabStop(_ anObject: NSTextTab) {
        var stops = tabStops
        stops.append(anObject)
        tabStops = stops.sorted { $0.location < $1.location }
    }

    /// Removes the tab stops equal to `anObject` (same location and alignment).
    public func removeTabStop(_ anObject: NSTextTab) {
        tabStops.removeAll { $0.location == anObject.location && $0.alignment == anObject.alignment }
    }

    /// Takes every setting of `obj`.
    public func setParagraphStyle(_ obj: NSParagraphStyle) {
        guard let copy = obj.mutableCopy() as? NSMutableParagraphStyle else { return }
        alignment = copy.alignment
        lineBreakMode = copy.lineBreakMode
        lineSpacing = copy.lineSpacing
        paragraphSpacing = copy.paragraphSpacing
        lineHeightMultiple = copy.lineHeightMultiple
        minimumLineHeight = copy.minimumLineHeight
        maximumLineHeight = copy.maximumLineHeight
        firstLineHeadIndent = copy.firstLineHeadIndent
        headIndent = copy.headIndent
        tailIndent = copy.tailIndent
        baseWritingDirection = copy.baseWritingDirection
        paragraphSpacingBefore = copy.paragraphSpacingBefore
        hyphenationFactor = copy.hyphenationFactor
        usesDefaultHyphenation = copy.usesDefaultHyphenation
        tabStops = copy.tabStops
        defaultTabInterval = copy.defaultTabInterval
        textLists = copy.textLists
        allowsDefaultTighteningForTruncation = copy.allowsDefaultTighteningForTruncation
        lineBreakStrategy = copy.lineBreakStrategy
    }
}

/// A tab stop: where a tab moves the text to, and how text lines up there.
open class NSTextTab: NSObject, @unchecked Sendable {
    /// Options of a tab stop.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column (a `CharacterSet`).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text lines up at the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the line's start.
    public let location: CGFloat
    /// The stop's options.
    public let options: [OptionKey: Any]

    /// A stop at `location` lining text up by `alignment`.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
        super.init()
    }

    /// The characters ending a column for decimal tabs in `locale` (its decimal separator, and
    /// tabs).
    public class func columnTerminators(for locale: Locale?) -> CharacterSet {
        let separator = (locale ?? .current).decimalSeparator ?? "."
        return CharacterSet(charactersIn: separator + "\t")
    }
}

/// A list a paragraph is in: its marker format and first number.
open class NSTextList: NSObject, @unchecked Sendable {
    /// Marker formats.
    public struct MarkerFormat: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let disc = MarkerFormat("{disc}")
        public static let circle = MarkerFormat("{circle}")
        public static let square = MarkerFormat("{square}")
        public static let hyphen = MarkerFormat("{hyphen}")
        public static let decimal = MarkerFormat("{decimal}")
        public static let lowercaseAlpha = MarkerFormat("{lower-alpha}")
        public static let uppercaseAlpha = MarkerFormat("{upper-alpha}")
        public static let lowercaseRoman = MarkerFormat("{lower-roman}")
        public static let uppercaseRoman = MarkerFormat("{upper-roman}")
        /// An empty box.
        public static let box = MarkerFormat("{box}")
        /// A check mark.
        public static let check = MarkerFormat("{check}")
        /// A filled diamond.
        public static let diamond = MarkerFormat("{diamond}")
        /// Lowercase letters (a, b, …, z, aa, …), as `lowercaseAlpha`.
        public static let lowercaseLatin = MarkerFormat("{lower-latin}")
        /// Uppercase letters, as `uppercaseAlpha`.
        public static let uppercaseLatin = MarkerFormat("{upper-latin}")
        /// Lowercase hexadecimal numbers (…, 9, a, …, f, 10).
        public static let lowercaseHexadecimal = MarkerFormat("{lower-hexadecimal}")
        /// Uppercase hexadecimal numbers.
        public static let uppercaseHexadecimal = MarkerFormat("{upper-hexadecimal}")
        /// Octal numbers (…, 7, 10).
        public static let octal = MarkerFormat("{octal}")
    }

    /// List options.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Nested lists' markers include their parents' (kept).
        public static let prependEnclosingMarker = Options(rawValue: 1)
    }

    /// The marker format.
    public let markerFormat: MarkerFormat
    /// The options.
    public let listOptions: Options
    /// The number of the first item.
    open var startingItemNumber = 1

    /// A list with markers in `markerFormat`.
    public init(markerFormat format: MarkerFormat, options mask: UInt = 0) {
        markerFormat = format
        listOptions = Options(rawValue: mask)
        super.init()
    }

    /// A list with markers in `markerFormat` whose first item is numbered `startingItemNumber`.
    public convenience init(markerFormat: MarkerFormat, options: Options = [], startingItemNumber: Int) {
        self.init(markerFormat: markerFormat, options: options.rawValue)
        self.startingItemNumber = startingItemNumber
    }

    /// Whether the list numbers its items (decimal, alphabetic, roman, hexadecimal and octal
    /// markers) rather than marking them with a bullet.
    open var isOrdered: Bool {
        let numbered = ["decimal", "lower-alpha", "upper-alpha", "lower-latin", "upper-latin", "lower-roman", "upper-roman",
                        "lower-hexadecimal", "upper-hexadecimal", "octal"]
        return numbered.contains { markerFormat.rawValue.contains("{\($0)}") }
    }

    /// Whether text with lists holds the lists' markers as text (Mainline's lists do, as
    /// TextKit 1 writes them: "•\t" before each item, which its HTML reader produces).
    open class var includesTextListMarkers: Bool { true }

    /// The marker of item `itemNumber`: the format with its placeholder replaced (a bullet,
    /// a number, a letter, a roman numeral).
    open func marker(forItemNumber itemNumber: Int) -> String {
        let format = markerFormat.rawValue
        guard let open = format.firstIndex(of: "{"), let close = format.firstIndex(of: "}") else { return format }
        let name = String(format[format.index(after: open)..<close])
        let value: String
        switch name {
        case "disc": value = "\u{2022}"
        case "circle": value = "\u{25E6}"
        case "square": value = "\u{25AA}"
        case "hyphen": value = "\u{2043}"
        case "box": value = "\u{25FB}"
        case "check": value = "\u{2713}"
        case "diamond": value = "\u{25C6}"
        case "lower-hexadecimal": value = String(itemNumber, radix: 16)
        case "upper-hexadecimal": value = String(itemNumber, radix: 16, uppercase: true)
        case "octal": value = String(itemNumber, radix: 8)
        case "lower-alpha", "upper-alpha", "lower-latin", "upper-latin":
            var n = max(1, itemNumber), letters = ""
            while n > 0 { n -= 1; letters = String(UnicodeScalar(UInt8(97 + n % 26))) + letters; n /= 26 }
            value = name.hasPrefix("upper") ? letters.uppercased() : letters
        case "lower-roman", "upper-roman":
            var n = max(1, itemNumber), roman = ""
            for (number, numeral) in [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
                                      (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")] {
                while n >= number { roman += numeral; n -= number }
            }
            value = name == "upper-roman" ? roman.uppercased() : roman
        default: value = String(itemNumber)
        }
        return format.replacingCharacters(in: open...close, with: value)
    }
}

/// A text shadow (kept, not drawn).
open class NSShadow: NSObject, @unchecked Sendable {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?
    public override init() { super.init() }
}

/// An image (or other contents) in attributed text, measured by its bounds, or its image's
/// size when they are zero.
open class NSTextAttachment: NSObject, NSTextAttachmentContainer, @unchecked Sendable {
    private var storedImage: UIImage?
    /// The attachment's data (decoded as its image when no image is set).
    open var contents: Data?
    /// The uniform type identifier of `contents`.
    open var fileType: String?
    /// The rectangle the attachment takes, its origin on the baseline (zero: the image's size).
    open var bounds: CGRect = .zero
    /// Space added on each side of the attachment in a line.
    open var lineLayoutPadding: CGFloat = 0
    /// Whether the attachment may show a view (TextKit 2's view providers).
    open var allowsTextAttachmentView = true
    /// Whether it shows one: it may, and a view provider class is registered for its file type.
    open var usesTextAttachmentView: Bool {
        allowsTextAttachmentView && fileType.flatMap { Self.textAttachmentViewProviderClass(forFileType: $0) } != nil
    }

    private static let providerClasses = LockedViewProviderClasses()

    /// Makes attachments of `fileType` show a view made by `viewProviderClass` (a subclass of
    /// `NSTextAttachmentViewProvider`) in TextKit 2 text.
    open class func registerViewProviderClass(_ viewProviderClass: AnyClass, forFileType fileType: String) {
        providerClasses.set(viewProviderClass as? NSTextAttachmentViewProvider.Type, for: fileType)
    }

    /// The view provider class registered for `fileType`.
    open class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass? {
        providerClasses.get(fileType)
    }

    /// The provider of the view the attachment shows at `location` in `parentView`'s text: one
    /// of the class registered for its file type (nil: none, the image is drawn). Subclasses
    /// override it to provide their own.
    open func viewProvider(for parentView: UIView?, location: NSTextLocation, textContainer: NSTextContainer?) -> NSTextAttachmentViewProvider? {
        guard allowsTextAttachmentView, let type = fileType, let providerClass = Self.providerClasses.get(type) else { return nil }
        return providerClass.init(textAttachment: self, parentView: parentView, textLayoutManager: textContainer?.textLayoutManager, location: location)
    }

    public override init() { super.init() }

    /// An attachment showing `image`.
    public init(image: UIImage) {
        storedImage = image
        super.init()
    }

    /// An attachment holding `contentData` of the type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// The image shown: the one set, else `contents` decoded as an image.
    open var image: UIImage? {
        get { storedImage ?? contents.flatMap { UIImage(data: $0) } }
        set { storedImage = newValue }
    }

    /// The image to draw in `imageBounds`.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        image
    }

    /// The attachment's rectangle in a line: `bounds`, or the image's size on the baseline.
    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                               glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
        if bounds != .zero { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

/// The view provider classes registered by file type (registration may come from any thread).
final class LockedViewProviderClasses: @unchecked Sendable {
    private let lock = NSLock()
    private var classes: [String: NSTextAttachmentViewProvider.Type] = [:]

    func set(_ type: NSTextAttachmentViewProvider.Type?, for fileType: String) {
        lock.lock(); defer { lock.unlock() }
        classes[fileType] = type
    }

    func get(_ fileType: String) -> NSTextAttachmentViewProvider.Type? {
        lock.lock(); defer { lock.unlock() }
        return classes[fileType]
    }
}

/// What attributed text asks of an attachment: its image and its rectangle in a line.
public protocol NSTextAttachmentContainer: AnyObject {
    /// The image to draw in `imageBounds`.
    func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage?
    /// The attachment's rectangle in a line.
    func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                          glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect
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
    /// Measures with the glyphs' own bounds rather than the font's line metrics (the text model
    /// has no glyph outlines: its glyphs fill the line, so the measure is the same).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
    /// Lines up natural-aligned text by the paragraph's base writing direction rather than the
    /// language's (right-to-left paragraphs align right).
    public static let optionsResolvesNaturalAlignmentWithBaseWritingDirection = NSStringDrawingOptions(rawValue: 512)
}

/// Text measurement with the deterministic font model (see `UIFont`).
enum TextMeasure {
    static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)  // UIKit's default for attributed text is 12 pt
    }

    /// The size of `text` wrapped at `width` (0 or less: unwrapped), rounded up: a text
    /// measurement, which the device charges by its glyphs and lines.
    static func size(of text: String, font: UIFont, width: CGFloat, lineSpacing: CGFloat = 0) -> CGSize {
        guard !text.isEmpty else { return .zero }
        guard let context = SimulationContext.ofCurrentTurn else { return measured(text, font: font, width: width, lineSpacing: lineSpacing) }
        return context.frameworkOperation(.textMeasured) { measured(text, font: font, width: width, lineSpacing: lineSpacing, in: context) }
    }

    private static func measured(_ text: String, font: UIFont, width: CGFloat, lineSpacing: CGFloat, in context: SimulationContext? = nil) -> CGSize {
        let lines = font.wrap(text, maxWidth: width)
        if let clock = context?.loop.clock {
            clock.charge(.textGlyph, text.utf8.count)
            clock.charge(.textLine, lines.count)
        }
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
                // The attachment's own answer (a subclass may size itself), plus its padding.
                let rect = a.attachmentBounds(for: nil, proposedLineFragment: CGRect(x: 0, y: 0, width: width, height: 0),
                                              glyphPosition: .zero, characterIndex: 0)
                attachments += rect.width + 2 * a.lineLayoutPadding
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
