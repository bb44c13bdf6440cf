import Foundation

extension UIView {
    /// Draws the view and its subviews (as they show: their layers rendered with
    /// `render(in:)`) into the current context, scaled so the view's bounds fill `rect`. With
    /// `afterScreenUpdates`, pending layout is done first. Returns false when there is no current
    /// context to draw in.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        let entry = UIEntry("-[UIView drawViewHierarchyInRect:afterScreenUpdates:]", self); defer { entry.end() }
        guard let context = UIGraphicsGetCurrentContext(), rect.isFiniteRect else { return false }
        if afterUpdates { layoutIfNeeded() }
        let b = storedBounds
        guard b.width > 0, b.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        context.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A view showing an image of this view and its subviews as they are now (with
    /// `afterScreenUpdates`, after pending layout), at the screen's scale: a plain view of the
    /// view's bounds size whose layer's contents are the image. Nil for an empty view.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let entry = UIEntry("-[UIView snapshotViewAfterScreenUpdates:]", self); defer { entry.end() }
        return snapshot(of: storedBounds, afterUpdates: afterUpdates, capInsets: .zero)
    }

    /// A view showing an image of the part `rect` (in the view's coordinates) of this view and
    /// its subviews, stretchable with `capInsets` (its layer's `contentsCenter`).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let entry = UIEntry("-[UIView resizableSnapshotViewFromRect:afterScreenUpdates:withCapInsets:]", self); defer { entry.end() }
        return snapshot(of: rect, afterUpdates: afterUpdates, capInsets: capInsets)
    }

    private func snapshot(of rect: CGRect, afterUpdates: Bool, capInsets: UIEdgeInsets) -> UIView? {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return nil }
        if afterUpdates { layoutIfNeeded() }
        let scale = (storedWindow?.screenForLayout ?? context.app.screen).storedScale
        let drawing = CGContext.imageContext(size: rect.size, scale: scale, ctm: CGAffineTransform(translationX: -rect.minX, y: -rect.minY))
        layer.render(in: drawing)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.isUserInteractionEnabled = false
        snapshot.layer.contents = drawing.makeImage()
        snapshot.layer.contentsScale = scale
        if capInsets != .zero {
            let w = rect.width, h = rect.height
            snapshot.layer.contentsCenter = CGRect(x: capInsets.left / w, y: capInsets.top / h,
                                                   width: max(0, w - capInsets.left - capInsets.right) / w,
                                                   height: max(0, h - capInsets.top - capInsets.bottom) / h)
        }
        return snapshot
    }
}

extension UIView.ContentMode {
    /// Where content of `size` goes in `bounds` (UIKit's content modes: stretched, fitted or
    /// filled keeping the aspect ratio, or at its size against an edge or corner).
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let factor = self == .scaleAspectFit ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let w = size.width * factor, h = size.height * factor
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let left = [.left, .topLeft, .bottomLeft].contains(self), right = [.right, .topRight, .bottomRight].contains(self)
            let top = [.top, .topLeft, .topRight].contains(self), bottom = [.bottom, .bottomLeft, .bottomRight].contains(self)
            let x = left ? bounds.minX : right ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = top ? bounds.minY : bottom ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
