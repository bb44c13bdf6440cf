import Foundation

extension UIScrollView {
    /// The scrollable content's rectangle: its origin is the content's origin, and its size,
    /// when constraints decide it, becomes `contentSize` at the scroll view's layout.
    /// Constraints from the content to the scroll view's edges mean the same thing.
    public var contentLayoutGuide: UILayoutGuide {
        let entry = UIEntry("-[UIScrollView contentLayoutGuide]", self); defer { entry.end() }
        return contentLayoutGuideForEngine
    }

    /// The scroll view's frame, which content can be sized against (an equal width makes a
    /// vertically scrolling column), whatever the content offset.
    public var frameLayoutGuide: UILayoutGuide {
        let entry = UIEntry("-[UIScrollView frameLayoutGuide]", self); defer { entry.end() }
        if let guide = storedFrameGuide { return guide }
        let guide = installSystemGuide(UILayoutGuide(), "UIScrollView-frameLayoutGuide", .scrollFrame)
        storedFrameGuide = guide
        return guide
    }

    var contentLayoutGuideForEngine: UILayoutGuide {
        if let guide = storedContentGuide { return guide }
        let guide = installSystemGuide(UILayoutGuide(), "UIScrollView-contentLayoutGuide", .scrollContent)
        storedContentGuide = guide
        return guide
    }

    /// At layout, the content size the constraints decided (when some constraint refers to the
    /// content guide or ties content to the scroll view's edges), rounded to pixels as frames
    /// are. Which constraints there are is looked up again only when the engine changed, not
    /// at every frame of a scroll.
    func applyEngineContentSize() {
        guard let state = storedContentGuide?.layoutState, let engine = state.engine else { return }
        engine.synchronize()
        if contentGuideRevision != engine.revision {
            contentGuideRevision = engine.revision
            contentSizeFromConstraints = state.constraints.count > state.guidePins.count
                || (layoutState?.constraints.contains { c in
                    c.container === self && ((c.firstLayoutItem === self && c.firstAttribute.isEdge)
                        || (c.secondLayoutItem === self && c.secondAttribute.isEdge))
                } ?? false)
        }
        guard contentSizeFromConstraints else { return }
        let scale = pixelScale
        let solved = state.solvedFrame.size
        let size = CGSize(width: max(0, (solved.width * scale).rounded() / scale),
                          height: max(0, (solved.height * scale).rounded() / scale))
        if size != storedContentSize, size.isFiniteSize { storedContentSize = size }
    }
}
