import Foundation

/// What a viewport layout controller asks its delegate (a text view drawing TextKit 2 layout).
public protocol NSTextViewportLayoutControllerDelegate: AnyObject {
    /// The rectangle of the container in view (with any overdraw).
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect
    /// Shows `textLayoutFragment` (e.g. positions a layer or view for it).
    func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController,
                                      configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment)
    /// Before the fragments in view are laid out.
    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
    /// After they are.
    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
}

extension NSTextViewportLayoutControllerDelegate {
    public func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
    public func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
}

/// Lays out only the fragments in view: asks its delegate for the viewport's bounds, lays out
/// each fragment meeting them, and hands each to the delegate to show.
open class NSTextViewportLayoutController: NSObject {
    /// Asked for the viewport and told of each fragment in it.
    open weak var delegate: NSTextViewportLayoutControllerDelegate?
    /// The layout manager whose fragments are laid out.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The viewport of the last layout.
    open private(set) var viewportBounds: CGRect = .zero
    /// The text the last layout showed (nil before one, or when nothing was in view).
    open private(set) var viewportRange: NSTextRange?

    /// A controller for `textLayoutManager`'s fragments.
    public init(textLayoutManager: NSTextLayoutManager) {
        self.textLayoutManager = textLayoutManager
        super.init()
    }

    /// Lays out the fragments in the delegate's viewport: will-layout, each fragment met (laid
    /// out, its rendering attributes validated, then configured), did-layout.
    open func layoutViewport() {
        guard let manager = textLayoutManager else { return }
        delegate?.textViewportLayoutControllerWillLayout(self)
        viewportBounds = delegate?.viewportBounds(for: self) ?? .zero
        var range: NSTextRange?
        let bounds = viewportBounds
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
            let frame = fragment.layoutFragmentFrame
            if frame.minY > bounds.maxY { return false }
            guard frame.maxY >= bounds.minY else { return true }
            manager.renderingAttributesValidator?(manager, fragment)
            delegate?.textViewportLayoutController(self, configureRenderingSurfaceFor: fragment)
            range = range.map { $0.union(fragment.rangeInElement) } ?? fragment.rangeInElement
            return true
        }
        viewportRange = range
        delegate?.textViewportLayoutControllerDidLayout(self)
    }

    /// Moves the viewport so it starts with the fragment holding `textLocation`; returns the
    /// viewport's new top.
    @discardableResult
    open func relocateViewport(to textLocation: NSTextLocation) -> CGFloat {
        guard let fragment = textLayoutManager?.textLayoutFragment(for: textLocation) else { return viewportBounds.minY }
        viewportBounds.origin.y = fragment.layoutFragmentFrame.minY
        return viewportBounds.minY
    }

    /// Moves the viewport by `verticalOffset` (after fragments above it changed height).
    open func adjustViewport(byVerticalOffset verticalOffset: CGFloat) {
        viewportBounds.origin.y += verticalOffset
    }
}
