import Foundation

/// The region text is laid out in: a rectangle of `size` (unlimited by default), less
/// `lineFragmentPadding` at each end of a line, holding at most `maximumNumberOfLines` lines
/// (0: any) broken by `lineBreakMode`. A text view's container follows the view's width.
open class NSTextContainer {
    /// Space left at each end of a line fragment (5 points by default).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { textLayoutManager?.invalidateAllLayout() } }
    }
    /// The container's size (10,000,000 points each way by default: unlimited).
    open var size: CGSize = CGSize(width: 10_000_000, height: 10_000_000) {
        didSet {
            guard size != oldValue else { return }
            textLayoutManager?.invalidateAllLayout()
            guard let manager = layoutManager else { return }
            manager.invalidateAll()
            manager.delegate?.layoutManager(manager, textContainer: self, didChangeGeometryFrom: oldValue)
        }
    }
    /// The most lines laid out (0: any). Changing it lays the text out again.
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }
    /// How lines break and the last one truncates. Changing it lays the text out again.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping {
        didSet { if lineBreakMode != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }
    /// Whether the width follows the text view's width (less its insets).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's height (less its insets).
    open var heightTracksTextView = false
    /// Regions text flows around. The text model lays lines across the full width: kept.
    open var exclusionPaths: [UIBezierPath] = []
    /// The layout manager laying text out in this container.
    open weak var layoutManager: NSLayoutManager?
    /// The TextKit 2 layout manager laying text out in this container.
    open internal(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The text view showing this container, if any.
    open weak var textView: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// An unlimited container.
    public convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    /// Whether lines are plain rectangles across the container (true without exclusion paths).
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// Moves the container to `newLayoutManager`, with its text storage.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, let index = old.textContainers.firstIndex(where: { $0 === self }) else {
            return newLayoutManager.addTextContainer(self)
        }
        old.removeTextContainer(at: index)
        if let storage = old.textStorage {
            storage.removeLayoutManager(old)
            storage.addLayoutManager(newLayoutManager)
        }
        newLayoutManager.addTextContainer(self)
    }

    /// The width lines are wrapped at: the container's width less the padding at both ends.
    var wrapWidth: CGFloat { max(1, size.width - 2 * lineFragmentPadding) }

    /// The rectangle a line proposed at `proposedRect` may take: the part inside the container,
    /// less the padding (`remaining` is set to zero: exclusion paths do not split lines here).
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                               writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        remainingRect?.pointee = .zero
        let bounds = CGRect(origin: .zero, size: size)
        let rect = proposedRect.intersection(bounds)
        return rect.isNull ? .zero : rect
    }
}

/// The direction of a paragraph's text.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
