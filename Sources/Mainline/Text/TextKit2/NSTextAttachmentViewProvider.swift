import Foundation

/// Provides the view an attachment shows in TextKit 2 text. A text view asks the attachment for
/// one as it lays the attachment out (`NSTextAttachment.viewProvider(for:location:textContainer:)`),
/// calls `loadView()` when it needs the view, and places it at the attachment's frame.
/// Subclasses override `loadView()` to make the view, as a view controller does.
open class NSTextAttachmentViewProvider: NSObject {
    /// The attachment shown.
    open private(set) weak var textAttachment: NSTextAttachment?
    /// The layout manager laying it out.
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// Where the attachment is in the document.
    open internal(set) var location: NSTextLocation
    /// The view shown (set by `loadView()`).
    open var view: UIView?
    /// Whether the attachment's bounds follow the view's size.
    open var tracksTextAttachmentViewBounds = false
    /// The view the attachment's view goes in.
    weak var parentView: UIView?

    /// A provider of `textAttachment`'s view at `location`, in `parentView`.
    public required init(textAttachment: NSTextAttachment, parentView: UIView?, textLayoutManager: NSTextLayoutManager?, location: NSTextLocation) {
        self.textAttachment = textAttachment
        self.parentView = parentView
        self.textLayoutManager = textLayoutManager
        self.location = location
        super.init()
    }

    /// Makes `view`. The default makes none: subclasses set `view` here.
    open func loadView() {}

    /// The view, loaded first if it is not.
    func loadedView() -> UIView? {
        if view == nil { loadView() }
        return view
    }

    /// The attachment's rectangle in its line (origin on the baseline): the view's size when
    /// `tracksTextAttachmentViewBounds`, else the attachment's own bounds. Layout asks it, so
    /// the view is loaded as the attachment is laid out.
    open func attachmentBounds(for attributes: [NSAttributedString.Key: Any], location: NSTextLocation, textContainer: NSTextContainer?,
                               proposedLineFragment: CGRect, position: CGPoint) -> CGRect {
        // The view is loaded first: `loadView()` may be what turns tracking on.
        if let view = loadedView(), tracksTextAttachmentViewBounds { return CGRect(origin: .zero, size: view.bounds.size) }
        return textAttachment?.attachmentBounds(for: textContainer, proposedLineFragment: proposedLineFragment,
                                                glyphPosition: position, characterIndex: 0) ?? .zero
    }
}
