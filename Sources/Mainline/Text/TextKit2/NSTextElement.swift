import Foundation

/// A piece of a document in TextKit 2, such as a paragraph, with its range in the document.
open class NSTextElement: NSObject {
    /// The content manager the element belongs to.
    open weak var textContentManager: NSTextContentManager?
    /// The element's range in the document (set by the content manager that made it).
    open var elementRange: NSTextRange?
    /// Elements inside this one (none for a paragraph).
    open var childElements: [NSTextElement] { [] }
    /// The element holding this one.
    open weak var parentElement: NSTextElement?
    /// The element holding this one (UIKit's Swift name of `parentElement`).
    open var parent: NSTextElement? { parentElement }
    /// Whether the element stands for content of the document (not a synthesized one).
    open var isRepresentedElement: Bool { elementRange != nil }

    /// An element of `textContentManager`.
    public init(textContentManager: NSTextContentManager?) {
        self.textContentManager = textContentManager
        super.init()
    }
}

/// A paragraph: its attributed text, separator included.
open class NSTextParagraph: NSTextElement {
    private let storedAttributedString: NSAttributedString
    /// The paragraph's text, with its separator (a line break) when it has one.
    open var attributedString: NSAttributedString { storedAttributedString }

    /// A paragraph of `attributedString`.
    public init(attributedString: NSAttributedString?) {
        storedAttributedString = attributedString ?? NSAttributedString(string: "")
        super.init(textContentManager: nil)
    }

    /// The length of the separator ending the paragraph ("\r\n" is two).
    var separatorLength: Int {
        let ns = attributedString.string as NSString
        guard ns.length > 0 else { return 0 }
        let last = ns.character(at: ns.length - 1)
        if last == 10, ns.length > 1, ns.character(at: ns.length - 2) == 13 { return 2 }
        return [10, 13, 0x2029, 0x2028, 0x85].contains(last) ? 1 : 0
    }

    /// The paragraph's range without its separator.
    open var paragraphContentRange: NSTextRange? {
        guard let range = elementRange, let provider = textContentManager,
              let end = provider.location(range.endLocation, offsetBy: -separatorLength) else { return elementRange }
        return NSTextRange(location: range.location, end: end)
    }

    /// The range of its separator (nil when it has none: the document's last paragraph).
    open var paragraphSeparatorRange: NSTextRange? {
        guard separatorLength > 0, let range = elementRange, let provider = textContentManager,
              let start = provider.location(range.endLocation, offsetBy: -separatorLength) else { return nil }
        return NSTextRange(location: start, end: range.endLocation)
    }
}
