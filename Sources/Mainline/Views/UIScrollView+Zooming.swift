import Foundation

/// Zooming, as UIKit's header describes it: the scroll view scales the view its delegate returns
/// from `viewForZooming(in:)` (never itself) with a transform, puts that view's frame at the
/// content's origin and makes `contentSize` its scaled size, and keeps the point under the
/// fingers (or the centre, for code) in place. Zooming is enabled when `maximumZoomScale` is
/// above `minimumZoomScale`; a pinch (`Simulation.pinch`) then zooms, past the limits with a
/// rubber band while `bouncesZoom`, bouncing back when the fingers lift. The delegate hears
/// `scrollViewWillBeginZooming(_:with:)`, `scrollViewDidZoom(_:)` at every change and
/// `scrollViewDidEndZooming(_:with:atScale:)` after the bounce. Programmatic zooms:
/// `setZoomScale(_:animated:)` and `zoom(to:animated:)` clamp to the limits; animated, they
/// run 0.3 s with `isZoomAnimating` true and end with `scrollViewDidEndZooming` (Mainline's
/// model: UIKit does not document the callbacks of programmatic zooms).
extension UIScrollView {
    /// The smallest zoom scale (default 1).
    public var minimumZoomScale: CGFloat {
        get { let entry = UIEntry("-[UIScrollView minimumZoomScale]", self); defer { entry.end() }; return storedMinimumZoomScale }
        set {
            let entry = UIEntry("-[UIScrollView setMinimumZoomScale:]", self); defer { entry.end() }
            guard newValue.isFinite, newValue > 0 else { return refuseGeometry("setMinimumZoomScale:", "\(newValue)") }
            storedMinimumZoomScale = newValue
            updatePinchRecognizer()
        }
    }

    /// The largest zoom scale (default 1: above the minimum, zooming is enabled).
    public var maximumZoomScale: CGFloat {
        get { let entry = UIEntry("-[UIScrollView maximumZoomScale]", self); defer { entry.end() }; return storedMaximumZoomScale }
        set {
            let entry = UIEntry("-[UIScrollView setMaximumZoomScale:]", self); defer { entry.end() }
            guard newValue.isFinite, newValue > 0 else { return refuseGeometry("setMaximumZoomScale:", "\(newValue)") }
            storedMaximumZoomScale = newValue
            updatePinchRecognizer()
        }
    }

    /// How much the zooming view is scaled (default 1); setting it zooms at once, about the
    /// centre of the visible area.
    public var zoomScale: CGFloat {
        get { let entry = UIEntry("-[UIScrollView zoomScale]", self); defer { entry.end() }; return storedZoomScale }
        set { let entry = UIEntry("-[UIScrollView setZoomScale:]", self); defer { entry.end() }; zoomProgrammatically(to: newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the limits) about the centre of the visible area.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let entry = UIEntry("-[UIScrollView setZoomScale:animated:]", self); defer { entry.end() }
        zoomProgrammatically(to: scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the visible area as far as
    /// the limits allow, centred in it.
    public func zoom(to rect: CGRect, animated: Bool) {
        let entry = UIEntry("-[UIScrollView zoomToRect:animated:]", self); defer { entry.end() }
        guard rect.isFiniteRect, rect.width > 0 || rect.height > 0 else { return refuseGeometry("zoomToRect:animated:", "\(rect)") }
        let size = storedBounds.size
        var scale = storedZoomScale
        if rect.width > 0, rect.height > 0 {
            scale = min(size.width / rect.width, size.height / rect.height)
        } else if rect.width > 0 {
            scale = size.width / rect.width
        } else {
            scale = size.height / rect.height
        }
        scale = clampedZoom(scale)
        let offset = CGPoint(x: rect.midX * scale - size.width / 2, y: rect.midY * scale - size.height / 2)
        zoomProgrammatically(to: scale, offset: offset, animated: animated)
    }

    /// Whether a pinch may go past the limits, the scale springing back when it ends (default
    /// true).
    public var bouncesZoom: Bool {
        get { let entry = UIEntry("-[UIScrollView bouncesZoom]", self); defer { entry.end() }; return storedBouncesZoom }
        set { let entry = UIEntry("-[UIScrollView setBouncesZoom:]", self); defer { entry.end() }; storedBouncesZoom = newValue }
    }

    /// Whether a pinch is zooming the content.
    public var isZooming: Bool {
        let entry = UIEntry("-[UIScrollView isZooming]", self); defer { entry.end() }
        return storedIsZooming
    }

    /// Whether the scale is springing back to a limit after a pinch went past it.
    public var isZoomBouncing: Bool {
        let entry = UIEntry("-[UIScrollView isZoomBouncing]", self); defer { entry.end() }
        return storedIsZoomBouncing
    }

    /// Whether an animated `setZoomScale(_:animated:)` or `zoom(to:animated:)` is running.
    public var isZoomAnimating: Bool {
        let entry = UIEntry("-[UIScrollView isZoomAnimating]", self); defer { entry.end() }
        if case .zoom(let zoom)? = motion { return !zoom.isBounce }
        return false
    }

    // MARK: - Internals

    /// Whether zooming is enabled: the limits differ.
    var zoomEnabled: Bool { storedMaximumZoomScale > storedMinimumZoomScale }

    func clampedZoom(_ scale: CGFloat) -> CGFloat {
        min(max(scale, storedMinimumZoomScale), max(storedMinimumZoomScale, storedMaximumZoomScale))
    }

    /// Adds the pinch recognizer when zooming becomes possible, removes it when it no longer is.
    func updatePinchRecognizer() {
        if zoomEnabled, scrollPinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.addHandler { [weak self] recognizer in
                guard let self, let pinch = recognizer as? ScrollViewPinchGestureRecognizer else { return }
                self.handlePinch(pinch)
            }
            scrollPinch = pinch
            addGestureRecognizer(pinch)
        } else if !zoomEnabled, let pinch = scrollPinch {
            removeGestureRecognizer(pinch)
            scrollPinch = nil
        }
    }

    /// The delegate's view to zoom (nil: nothing zooms).
    func viewForZoomingNow() -> UIView? {
        guard let delegate else { return nil }
        return context.loop.span(.delegateCallback, "viewForZooming(in:)", object: self) { delegate.viewForZooming(in: self) }
    }

    /// Scales `view` to `scale`: its transform, its frame at the content's origin, the content
    /// size; `offset` then becomes the content offset (unclamped: the caller decides).
    func setZoom(_ scale: CGFloat, of view: UIView, offset: CGPoint) {
        storedZoomScale = scale
        var transform = view.transform
        transform.a = scale
        transform.b = 0
        transform.c = 0
        transform.d = scale
        view.transform = transform
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        scroll(to: offset)
        tellDelegate("scrollViewDidZoom(_:)") { $0.scrollViewDidZoom(self) }
    }

    /// The offset that keeps the content point under `anchor` (a point of the visible area,
    /// relative to its top left) in place when the scale goes from the current one to `scale`.
    func offset(keeping anchor: CGPoint, at scale: CGFloat) -> CGPoint {
        let old = max(storedZoomScale, 0.0001)
        let origin = storedBounds.origin
        let point = CGPoint(x: (anchor.x + origin.x) / old, y: (anchor.y + origin.y) / old)
        return CGPoint(x: point.x * scale - anchor.x, y: point.y * scale - anchor.y)
    }

    /// `offset` moved inside the offset limits the content would have at `scale`.
    func clampedOffset(_ offset: CGPoint, contentSize size: CGSize) -> CGPoint {
        let saved = storedContentSize
        storedContentSize = size
        let limits = offsetLimits
        storedContentSize = saved
        return CGPoint(x: min(max(offset.x, limits.minX), limits.maxX), y: min(max(offset.y, limits.minY), limits.maxY))
    }

    private func zoomProgrammatically(to requested: CGFloat, offset requestedOffset: CGPoint? = nil, animated: Bool) {
        guard requested.isFinite, requested > 0 else { return refuseGeometry("setZoomScale:", "\(requested)") }
        let scale = clampedZoom(requested)
        guard let view = viewForZoomingNow() else {
            storedZoomScale = scale
            return
        }
        let center = CGPoint(x: storedBounds.width / 2, y: storedBounds.height / 2)
        let bounds = view.bounds.size
        let target = clampedOffset(requestedOffset ?? offset(keeping: center, at: scale),
                                   contentSize: CGSize(width: bounds.width * scale, height: bounds.height * scale))
        if motion != nil { stopMotion() }
        guard animated, scale != storedZoomScale || target != storedBounds.origin else {
            if scale != storedZoomScale || target != storedBounds.origin { setZoom(scale, of: view, offset: target) }
            return
        }
        tellDelegate("scrollViewWillBeginZooming(_:with:)") { $0.scrollViewWillBeginZooming(self, with: view) }
        motion = .zoom(ZoomAnimation(fromScale: storedZoomScale, toScale: scale, fromOffset: storedBounds.origin, toOffset: target,
                                     start: context.loop.clock.now, isBounce: false))
        context.loop.startMoving(self)
    }

    /// One frame of an animated zoom.
    func applyZoomStep(_ zoom: ZoomAnimation, progress p: Double) {
        guard let view = viewForZoomingNow() else { return }
        let f = CGFloat(ScrollPhysics.easeInEaseOut(p))
        let scale = p >= 1 ? zoom.toScale : zoom.fromScale + (zoom.toScale - zoom.fromScale) * f
        let offset = p >= 1 ? zoom.toOffset : CGPoint(x: zoom.fromOffset.x + (zoom.toOffset.x - zoom.fromOffset.x) * f,
                                                      y: zoom.fromOffset.y + (zoom.toOffset.y - zoom.fromOffset.y) * f)
        setZoom(scale, of: view, offset: offset)
    }

    /// An animated zoom reached its scale: `scrollViewDidEndZooming(_:with:atScale:)`.
    func finishZoomAnimation(_ zoom: ZoomAnimation) {
        let view = viewForZoomingNow()
        let scale = storedZoomScale
        tellDelegate("scrollViewDidEndZooming(_:with:atScale:)") { $0.scrollViewDidEndZooming(self, with: view, atScale: scale) }
    }

    // MARK: - The pinch

    /// The scale a pinch shows for `raw`: inside the limits as is, past them rubber-banded
    /// (halving the excess ratio, Mainline's figure) while `bouncesZoom`, else clamped.
    func pinchedScale(_ raw: CGFloat) -> CGFloat {
        let low = storedMinimumZoomScale, high = max(storedMinimumZoomScale, storedMaximumZoomScale)
        guard storedBouncesZoom else { return min(max(raw, low), high) }
        if raw > high { return high * pow(raw / high, 0.5) }
        if raw < low { return low * pow(raw / low, 0.5) }
        return raw
    }

    func handlePinch(_ pinch: ScrollViewPinchGestureRecognizer) {
        switch pinch.storedState {
        case .began:
            guard let view = viewForZoomingNow() else { return }
            if motion != nil { stopMotion() }
            storedIsZooming = true
            pinch.startScale = storedZoomScale
            tellDelegate("scrollViewWillBeginZooming(_:with:)") { $0.scrollViewWillBeginZooming(self, with: view) }
        case .changed:
            guard storedIsZooming, let view = viewForZoomingNow() else { return }
            let scale = pinchedScale(pinch.startScale * pinch.pairValue(pinch.tracking))
            let centroid = pinch.centroidLocation(in: self)
            let anchor = CGPoint(x: centroid.x - storedBounds.minX, y: centroid.y - storedBounds.minY)
            setZoom(scale, of: view, offset: offset(keeping: anchor, at: scale))
        case .ended, .cancelled:
            guard storedIsZooming else { return }
            storedIsZooming = false
            let view = viewForZoomingNow()
            let settled = clampedZoom(storedZoomScale)
            let size = view?.bounds.size ?? .zero
            let target = clampedOffset(storedBounds.origin, contentSize: CGSize(width: size.width * settled, height: size.height * settled))
            if view != nil, settled != storedZoomScale || target != storedBounds.origin {
                storedIsZoomBouncing = true
                motion = .zoom(ZoomAnimation(fromScale: storedZoomScale, toScale: settled, fromOffset: storedBounds.origin, toOffset: target,
                                             start: context.loop.clock.now, isBounce: true))
                context.loop.startMoving(self)
            } else {
                let scale = storedZoomScale
                tellDelegate("scrollViewDidEndZooming(_:with:atScale:)") { $0.scrollViewDidEndZooming(self, with: view, atScale: scale) }
            }
        default:
            break
        }
    }
}
