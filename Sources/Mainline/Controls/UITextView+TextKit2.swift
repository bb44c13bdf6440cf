import Foundation

/// TextKit 2 in a text view: a content storage over the view's text storage and a text layout
/// manager in its text container, made when first asked for. The view places its attachments'
/// views (from their view providers) where the layout puts them.
extension UITextView {
    /// The TextKit 2 layout manager laying out the text (nil once the view is on TextKit 1).
    public var textLayoutManager: NSTextLayoutManager? {
        let entry = UIEntry("-[UITextView textLayoutManager]", self); defer { entry.end() }
        return textKit2LayoutManager()
    }

    /// The layout manager (made on first use), unless the view is on TextKit 1.
    func textKit2LayoutManager() -> NSTextLayoutManager? {
        guard !usesTextKit1 else { return nil }
        if let storedTextLayoutManager { return storedTextLayoutManager }
        let manager = storedTextContainer.textLayoutManager ?? NSTextLayoutManager()
        if manager.textContentManager == nil {
            let content = NSTextContentStorage()
            content.textStorage = storedLayoutManager.storedTextStorage ?? storedTextStorage
            content.addTextLayoutManager(manager)
            content.primaryTextLayoutManager = manager
            storedTextContentStorage = content
        }
        if manager.textContainer !== storedTextContainer { manager.textContainer = storedTextContainer }
        manager.onInvalidate = { [weak self] in self?.setNeedsLayout() }
        storedTextLayoutManager = manager
        syncTextKit2Selection()
        return manager
    }

    /// The TextKit 2 layout's selection is the view's.
    func syncTextKit2Selection() {
        guard let manager = storedTextLayoutManager, !usesTextKit1,
              let range = NSTextRange(location: TextOffsetLocation(storedSelection.0), end: TextOffsetLocation(storedSelection.1)) else { return }
        manager.textSelections = [NSTextSelection(range: range, affinity: .downstream, granularity: .character)]
    }

    /// The view leaves TextKit 2 for good.
    func switchToTextKit1() {
        guard !usesTextKit1 else { return }
        usesTextKit1 = true
        removeAttachmentViews(keeping: [])
        storedTextLayoutManager?.onInvalidate = nil
        storedTextLayoutManager = nil
        storedTextContentStorage?.textStorage = nil
        storedTextContentStorage = nil
    }

    /// Places the views of the attachments the TextKit 2 layout shows (loading each provider's
    /// view when first needed), at their frames inside the container insets.
    func placeAttachmentViews() {
        guard let manager = storedTextLayoutManager, !usesTextKit1 else { return }
        let inset = storedTextContainerInset
        var shown: [UIView] = []
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
            for provider in fragment.textAttachmentViewProviders {
                guard let view = provider.loadedView() else { continue }
                let frame = fragment.frameForTextAttachment(at: provider.location)
                view.frame = frame.offsetBy(dx: fragment.layoutFragmentFrame.minX + inset.left, dy: fragment.layoutFragmentFrame.minY + inset.top)
                if view.superview !== self { addSubview(view) }
                shown.append(view)
            }
            return true
        }
        removeAttachmentViews(keeping: shown)
        attachmentViews = shown
    }

    /// Removes the attachment views placed before that are not in `keeping`.
    private func removeAttachmentViews(keeping: [UIView]) {
        for view in attachmentViews where !keeping.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        if keeping.isEmpty { attachmentViews = [] }
    }
}
