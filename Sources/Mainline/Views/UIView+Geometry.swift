import Foundation

extension UIView {
    /// Converts a point from this view's coordinates to another view's (or the window's when
    /// nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIView convertPoint:toView:]", self); defer { entry.end() }
        let p = pointInRoot(point)
        guard let view else { return p }
        return view.pointFromRoot(p)
    }

    /// Converts a point from another view's coordinates (or the window's when nil) to this
    /// view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIView convertPoint:fromView:]", self); defer { entry.end() }
        let p = view.map { $0.pointInRoot(point) } ?? point
        return pointFromRoot(p)
    }

    /// Converts a rectangle from this view's coordinates to another view's.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let entry = UIEntry("-[UIView convertRect:toView:]", self); defer { entry.end() }
        if chainHasGeometryTransform || (view?.chainHasGeometryTransform ?? false) {
            return convertCorners(rect) { p in
                let q = pointInRoot(p)
                return view.map { $0.pointFromRoot(q) } ?? q
            }
        }
        let origin = pointInRoot(rect.origin)
        guard let view else { return CGRect(origin: origin, size: rect.size) }
        return CGRect(origin: view.pointFromRoot(origin), size: rect.size)
    }

    /// Converts a rectangle from another view's coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let entry = UIEntry("-[UIView convertRect:fromView:]", self); defer { entry.end() }
        if chainHasGeometryTransform || (view?.chainHasGeometryTransform ?? false) {
            return convertCorners(rect) { p in pointFromRoot(view.map { $0.pointInRoot(p) } ?? p) }
        }
        let origin = view.map { $0.pointInRoot(rect.origin) } ?? rect.origin
        return CGRect(origin: pointFromRoot(origin), size: rect.size)
    }

    // MARK: - Implementation

    var frameValue: CGRect {
        CGRect(x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
               width: storedBounds.width, height: storedBounds.height)
    }

    func refuseGeometry(_ selector: String, _ value: String) {
        DiagnosticCenter.report(.invalidGeometry, """
        Mainline: [\(shortDescription) \(selector)] with a non-finite value \(value); the call is ignored \
        (UIKit would raise CALayerInvalidGeometry).
        """, views: [description], in: context)
    }

    /// Sets the frame, with UIKit's invalidation.
    func applyFrame(_ frame: CGRect) {
        applyGeometry(center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size)
    }

    /// Sets the center and the bounds size, with UIKit's invalidation.
    func applyGeometry(center newCenter: CGPoint, size: CGSize) {
        let oldSize = storedBounds.size
        let sizeChanged = size != oldSize
        guard sizeChanged || newCenter != storedCenter else { return }
        context.loop.clock.charge(.frameChanged)
        // A frame set on an Auto Layout view is undone by its superview's next layout.
        if !storedTranslatesAutoresizingMask { storedSuperview?.engineFramesRevision = 0 }
        let oldCenter = storedCenter, oldBounds = storedBounds
        if sizeChanged { boundsWillChange(to: CGRect(origin: oldBounds.origin, size: size)) }
        storedCenter = newCenter
        if sizeChanged {
            storedBounds.size = size
            boundsSizeDidChange(from: oldSize)
        } else {
            frameDidMove()
        }
        if ViewAnimationScope.isAnyOpen {
            if sizeChanged { animatableChange(.bounds, from: AnimationValue.vector(oldBounds)) }
            if oldCenter != newCenter { animatableChange(.position, from: AnimationValue.vector(oldCenter)) }
        }
    }

    func applyBounds(_ bounds: CGRect) {
        let old = storedBounds
        guard bounds != old else { return }
        if bounds.size != old.size { context.loop.clock.charge(.frameChanged) }
        boundsWillChange(to: bounds)
        storedBounds = bounds
        if bounds.size != old.size {
            if !storedTranslatesAutoresizingMask { storedSuperview?.engineFramesRevision = 0 }
            boundsSizeDidChange(from: old.size)
        } else {
            setNeedsLayout()
        }
        if ViewAnimationScope.isAnyOpen { animatableChange(.bounds, from: AnimationValue.vector(old)) }
    }

    /// Called just before the bounds change (a collection view asks its layout whether the
    /// change invalidates it, while `bounds` is still the old one, as UIKit does).
    func boundsWillChange(to newBounds: CGRect) {
        (self as? UICollectionView)?.collectionBoundsWillChange(to: newBounds)
    }

    /// Only the position changed: the autoresizing constraints follow; nothing is laid out.
    func frameDidMove() {
        LayoutEngine.frameChanged(self)
    }

    /// The size changed: the view and its superview need layout (the superview not while it
    /// is the one laying this view out), frame-based subviews autoresize, and the engine
    /// learns the new frame.
    func boundsSizeDidChange(from oldSize: CGSize) {
        if storedAutoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
        if storedSuperview == nil, let window = self as? UIWindow { window.windowSizeDidChange() }
        LayoutEngine.frameChanged(self)
        setNeedsLayout()
        if let parent = storedSuperview, !parent.isInLayoutSubviews { parent.setNeedsLayout() }
        sizeDidChange()
    }

    /// UIKit's autoresizing of frame-based subviews when the bounds size changes.
    func resizeSubviews(withOldSize old: CGSize) {
        let new = storedBounds.size
        for s in storedSubviews where s.storedTranslatesAutoresizingMask && !s.storedAutoresizingMask.isEmpty {
            let f = s.frameValue
            let x = Self.resize(origin: f.minX, length: f.width, flexibleStart: s.storedAutoresizingMask.contains(.flexibleLeftMargin),
                                flexibleLength: s.storedAutoresizingMask.contains(.flexibleWidth),
                                flexibleEnd: s.storedAutoresizingMask.contains(.flexibleRightMargin), old: old.width, new: new.width)
            let y = Self.resize(origin: f.minY, length: f.height, flexibleStart: s.storedAutoresizingMask.contains(.flexibleTopMargin),
                                flexibleLength: s.storedAutoresizingMask.contains(.flexibleHeight),
                                flexibleEnd: s.storedAutoresizingMask.contains(.flexibleBottomMargin), old: old.height, new: new.height)
            s.applyFrame(CGRect(x: x.0, y: y.0, width: x.1, height: y.1))
        }
    }

    /// Spreads a change of the superview's length over the flexible parts, in proportion to
    /// their current sizes (equally when they are all zero), as UIKit does.
    static func resize(origin: CGFloat, length: CGFloat, flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool,
                       old: CGFloat, new: CGFloat) -> (CGFloat, CGFloat) {
        let delta = new - old
        guard delta != 0 else { return (origin, length) }
        let end = old - origin - length
        let parts = [(flexibleStart, origin), (flexibleLength, length), (flexibleEnd, end)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (origin, length) }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        func share(_ flag: Bool, _ size: CGFloat) -> CGFloat {
            guard flag else { return 0 }
            return total > 0 ? delta * max(0, size) / total : delta / CGFloat(flexible.count)
        }
        return (origin + share(flexibleStart, origin), length + share(flexibleLength, length))
    }

    func pointInRoot(_ p: CGPoint) -> CGPoint {
        guard let origin = plainOriginInRoot() else { return transformedPointInRoot(p) }
        return CGPoint(x: p.x + origin.x, y: p.y + origin.y)
    }

    /// Where the view's bounds origin is in the root's coordinates, in one walk up; nil if a
    /// view on the way has a transform or a moved anchor point (then points go through
    /// `transformedPointInRoot`).
    private func plainOriginInRoot() -> CGPoint? {
        var point = CGPoint.zero
        var view = self
        while let parent = view.storedSuperview {
            if view.hasGeometryTransform { return nil }
            let f = view.frameValue
            point.x += f.minX - view.storedBounds.minX
            point.y += f.minY - view.storedBounds.minY
            view = parent
        }
        return point
    }

    func pointFromRoot(_ p: CGPoint) -> CGPoint {
        guard let origin = plainOriginInRoot() else { return transformedPointFromRoot(p) }
        return CGPoint(x: p.x - origin.x, y: p.y - origin.y)
    }
}
