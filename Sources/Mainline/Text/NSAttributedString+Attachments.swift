import Foundation

/// What a text attachment answers TextKit 2 about its image, its bounds and its view at a
/// location in the text (`NSTextAttachment` adopts it).
public protocol NSTextAttachmentLayout: AnyObject {
    /// The image to draw in `bounds` for the attachment at `location`.
    func image(for bounds: CGRect, attributes: [NSAttributedString.Key: Any], location: NSTextLocation,
               textContainer: NSTextContainer?) -> UIImage?
    /// The attachment's rectangle in a line at `location`, its origin on the baseline.
    func attachmentBounds(for attributes: [NSAttributedString.Key: Any], location: NSTextLocation, textContainer: NSTextContainer?,
                          proposedLineFragment: CGRect, position: CGPoint) -> CGRect
    /// The provider of the view showing the attachment at `location` (nil: the image is drawn).
    func viewProvider(for parentView: UIView?, location: NSTextLocation, textContainer: NSTextContainer?) -> NSTextAttachmentViewProvider?
}

extension NSTextAttachment: NSTextAttachmentLayout {
    /// The image for `bounds`: as `image(forBounds:textContainer:characterIndex:)` answers.
    public func image(for bounds: CGRect, attributes: [NSAttributedString.Key: Any], location: NSTextLocation,
                      textContainer: NSTextContainer?) -> UIImage? {
        image(forBounds: bounds, textContainer: textContainer, characterIndex: 0)
    }

    /// The rectangle: as `attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)`
    /// answers.
    public func attachmentBounds(for attributes: [NSAttributedString.Key: Any], location: NSTextLocation, textContainer: NSTextContainer?,
                                 proposedLineFragment: CGRect, position: CGPoint) -> CGRect {
        attachmentBounds(for: textContainer, proposedLineFragment: proposedLineFragment, glyphPosition: position, characterIndex: 0)
    }
}

/// An image that flows with text as a glyph (a Genmoji or a sticker): its image data and the
/// identity and description that stand for it.
open class NSAdaptiveImageGlyph: NSObject, @unchecked Sendable {
    /// The image data.
    public let imageContent: Data
    /// An identifier of the content: the same for the same image data.
    public let contentIdentifier: String
    /// A description of the image, for accessibility and plain text.
    public let contentDescription: String

    /// A glyph of the image `imageContent`.
    public init(imageContent: Data) {
        self.imageContent = imageContent
        // FNV-1a of the data: the same content has the same identifier.
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in imageContent { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        contentIdentifier = String(hash, radix: 16)
        contentDescription = ""
        super.init()
    }
}

extension NSAttributedString {
    /// An attributed string holding `attachment`, with `attributes` too.
    public convenience init(attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any]) {
        var all = attributes
        all[.attachment] = attachment
        self.init(string: "\u{FFFC}", attributes: all)
    }

    /// An attributed string holding `adaptiveImageGlyph`, with `attributes` too.
    public convenience init(adaptiveImageGlyph: NSAdaptiveImageGlyph, attributes: [NSAttributedString.Key: Any]) {
        var all = attributes
        all[.adaptiveImageGlyph] = adaptiveImageGlyph
        self.init(string: "\u{FFFC}", attributes: all)
    }

    /// Whether `range` holds an attachment.
    public func containsAttachments(in range: NSRange) -> Bool {
        let range = NSIntersectionRange(range, NSRange(location: 0, length: length))
        guard range.length > 0 else { return false }
        var found = false
        enumerateAttribute(.attachment, in: range) { value, _, stop in
            if value != nil { found = true; stop.pointee = true }
        }
        return found
    }

    /// Whether `range` is better written as RTFD (it holds attachments).
    public func prefersRTFD(in range: NSRange) -> Bool {
        containsAttachments(in: range)
    }
}

extension NSMutableAttributedString {
    /// Fixes the attributes of `range` as UIKit does after an edit: attachments stay only on
    /// attachment characters (U+FFFC), and each paragraph takes its first character's
    /// paragraph style throughout.
    public func fixAttributes(in range: NSRange) {
        let range = NSIntersectionRange(range, NSRange(location: 0, length: length))
        guard range.length > 0 else { return }
        let ns = string as NSString
        var stray: [NSRange] = []
        enumerateAttribute(.attachment, in: range) { value, run, _ in
            guard value != nil else { return }
            for i in run.location..<(run.location + run.length) where ns.character(at: i) != 0xFFFC {
                stray.append(NSRange(location: i, length: 1))
            }
        }
        for piece in stray { removeAttribute(.attachment, range: piece) }
        let paragraphs = ns.paragraphRange(for: range)
        var location = paragraphs.location
        while location < paragraphs.location + paragraphs.length {
            let paragraph = ns.paragraphRange(for: NSRange(location: location, length: 0))
            guard paragraph.length > 0 else { break }
            if let style = attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil) {
                var uniform = NSRange()
                _ = attribute(.paragraphStyle, at: paragraph.location, longestEffectiveRange: &uniform, in: paragraph)
                if uniform.length < paragraph.length { addAttribute(.paragraphStyle, value: style, range: paragraph) }
            }
            location = paragraph.location + paragraph.length
        }
    }
}
