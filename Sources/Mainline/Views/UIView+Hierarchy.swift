import Foundation

extension UIView {
    /// The view's superview.
    public var superview: UIView? {
        let entry = UIEntry("-[UIView superview]", self); defer { entry.end() }
        return storedSuperview
    }

    /// The view's subviews, back to front.
    public var subviews: [UIView] {
        let entry = UIEntry("-[UIView subviews]", self); defer { entry.end() }
        return storedSubviews
    }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        let entry = UIEntry("-[UIView window]", self); defer { entry.end() }
        return storedWindow
    }

    /// Inserts a subview with its layer at `index` of the layer's `sublayers` (clamped), as
    /// UIKit does (`[layer insertSublayer:subview.layer atIndex:index]`): with no layers of the
    /// view's own among them, that is the index in `subviews`.
    public func insertSubview(_ view: UIView, at index: Int) {
        let entry = UIEntry("-[UIView insertSubview:atIndex:]", self); defer { entry.end() }
        insert(view, .sublayerIndex(index))
    }

    /// Inserts a subview just above a sibling (its layer just above the sibling's layer); on
    /// top when `sibling` is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let entry = UIEntry("-[UIView insertSubview:aboveSubview:]", self); defer { entry.end() }
        insert(view, sibling.storedSuperview === self ? .aboveLayer(sibling.layer) : .top)
    }

    /// Inserts a subview just below a sibling (its layer just below the sibling's layer); at
    /// the bottom when `sibling` is not a subview.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let entry = UIEntry("-[UIView insertSubview:belowSubview:]", self); defer { entry.end() }
        insert(view, sibling.storedSuperview === self ? .belowLayer(sibling.layer) : .sublayerIndex(0))
    }

    /// Moves a subview to the front: its layer goes on top of all the sublayers.
    public func bringSubviewToFront(_ view: UIView) {
        let entry = UIEntry("-[UIView bringSubviewToFront:]", self); defer { entry.end() }
        guard view.storedSuperview === self else { return }
        insert(view, .top)
    }

    /// Moves a subview to the back: its layer goes below all the sublayers.
    public func sendSubviewToBack(_ view: UIView) {
        let entry = UIEntry("-[UIView sendSubviewToBack:]", self); defer { entry.end() }
        guard view.storedSuperview === self else { return }
        insert(view, .sublayerIndex(0))
    }

    /// Swaps two subviews (indices in `subviews`): each takes the other's place, and its layer
    /// the other's place among the sublayers.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let entry = UIEntry("-[UIView exchangeSubviewAtIndex:withSubviewAtIndex:]", self); defer { entry.end() }
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
        engineFramesRevision = 0
        renumberSubviews(from: min(index1, index2))
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        let entry = UIEntry("-[UIView isDescendantOfView:]", self); defer { entry.end() }
        return isInSubtree(of: view)
    }

    /// The first view in the subtree (self included, depth first) with this tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        let entry = UIEntry("-[UIView viewWithTag:]", self); defer { entry.end() }
        return firstInSubtree { $0.storedTag == tag }
    }

    // MARK: - Callbacks (override points)

    // MARK: - Implementation

    func isInSubtree(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.storedSuperview
        }
        return false
    }

    func firstInSubtree(where predicate: (UIView) -> Bool) -> UIView? {
        var stack = [self]
        while let view = stack.popLast() {
            if predicate(view) { return view }
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
        return nil
    }

    /// The views of the subtree, the view first, each before its subviews (pre-order), walked
    /// without recursion.
    func subtreeInPreOrder() -> [UIView] {
        var result: [UIView] = []
        var stack = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
        return result
    }

    /// The views and layout guides of the subtree, in pre-order.
    func layoutItemsInSubtree() -> [LayoutItem] {
        var items: [LayoutItem] = []
        for view in subtreeInPreOrder() {
            items.append(view)
            items.append(contentsOf: view.storedLayoutGuides as [LayoutItem])
        }
        return items
    }

    /// The root of the view's hierarchy (a window, or a view with no superview).
    var hierarchyRoot: UIView {
        var v = self
        while let s = v.storedSuperview { v = s }
        return v
    }

    /// Where a subview's layer goes among the receiver's layer's sublayers.
    enum SublayerPlacement {
        /// At this index of `subviews` (below the layer of the subview now there; internal use).
        case subviewIndex(Int)
        /// At this index of the layer's `sublayers` (`insertSubview(_:at:)`).
        case sublayerIndex(Int)
        /// On top (`addSubview(_:)`, `bringSubviewToFront(_:)`).
        case top
        /// Just above, or just below, a sublayer (a sibling's layer or a layer of the view's own).
        case aboveLayer(CALayer), belowLayer(CALayer)
    }

    /// Inserts at an index of `subviews` (clamped; internal callers).
    func insert(_ view: UIView, at index: Int) {
        insert(view, .subviewIndex(index))
    }

    /// Where a subview placed so goes: its index in `subviews` and its layer's in `sublayers`
    /// (the view being placed is not among the subviews).
    private func resolve(_ placement: SublayerPlacement) -> (subview: Int, slot: Int) {
        let count = storedSubviews.count
        let layerOfOwn = storedLayer
        let slots = layerOfOwn?.viewSlots
        let slotCount = slots?.count ?? count
        func subviews(beforeSlot slot: Int) -> Int {
            guard let slots else { return slot }
            return slots[..<slot].reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        switch placement {
        case .subviewIndex(let index):
            let i = max(0, min(index, count))
            return (i, i < count ? (layerOfOwn?.viewSlotIndex(ofSubviewAt: i) ?? i) : slotCount)
        case .sublayerIndex(let index):
            let slot = max(0, min(index, slotCount))
            return (subviews(beforeSlot: slot), slot)
        case .top:
            return (count, slotCount)
        case .aboveLayer(let sibling), .belowLayer(let sibling):
            guard let slot = layerOfOwn?.slotIndex(of: sibling) ?? siblingIndex(of: sibling) else {
                return resolve(.top)
            }
            let at = if case .aboveLayer = placement { slot + 1 } else { slot }
            return (subviews(beforeSlot: at), at)
        }
    }

    /// The index of the subview whose layer `layer` is (no layer of the view's own exists).
    private func siblingIndex(of layer: CALayer) -> Int? {
        guard let subview = layer.hostView, subview.storedSuperview === self else { return nil }
        return subview.indexInSuperview
    }

    /// Inserts with UIKit's callback order (observed: willMoveToSuperview, didMoveToSuperview,
    /// the superview's didAddSubview, then willMoveToWindow and didMoveToWindow down the
    /// subtree) and its invalidation (the added view and the receiver need layout); the
    /// subview's layer goes where `placement` says among the receiver's layer's sublayers.
    func insert(_ view: UIView, _ placement: SublayerPlacement) {
        // Only the view itself or an ancestor (a view with subviews) can make a cycle: a leaf
        // needs no walk up, so building a deep chain stays linear.
        if view === self || (!view.storedSubviews.isEmpty && isInSubtree(of: view)) {
            DiagnosticCenter.report(.invalidHierarchy, """
            Mainline: [\(shortDescription) addSubview:\(view.shortDescription)] would create a cycle \
            (a view added to \(view === self ? "itself" : "its own descendant")); the call is ignored.
            """, views: [description, view.description], in: context)
            return
        }
        if view.storedSuperview === self {
            // Reordering among siblings: no callbacks.
            if case .aboveLayer(let sibling) = placement, sibling === view.storedLayer { return }
            if case .belowLayer(let sibling) = placement, sibling === view.storedLayer { return }
            let old = view.indexInSuperview
            storedSubviews.remove(at: old)
            storedLayer?.viewLayerRemoved(subviewIndex: old)
            renumberSubviews(from: old)
            let (position, slot) = resolve(placement)
            storedSubviews.insert(view, at: position)
            storedLayer?.viewLayerInserted(atSlot: slot)
            engineFramesRevision = 0
            renumberSubviews(from: min(old, position))
            return
        }
        // A view that inherits its tint is told when the move changes it (a tint set anywhere
        // in the process is rare enough that the walk up is skipped until one is).
        let oldTint = UIView.someTintWasSet.load(ordering: .relaxed) && view.storedTintColor == nil ? view.effectiveTintColor : nil
        if view.storedSuperview != nil { view.detachFromSuperview() }
        context.loop.clock.charge(.viewAdded)
        let newWindow = (self as? UIWindow) ?? storedWindow
        view.willMove(toSuperview: self)
        // willMove(toSuperview:) may have changed the subviews: place the view now.
        let (position, slot) = resolve(placement)
        storedSubviews.insert(view, at: position)
        storedLayer?.viewLayerInserted(atSlot: slot)
        engineFramesRevision = 0
        renumberSubviews(from: position)
        view.storedSuperview = self
        LayoutEngine.subtreeJoined(view)
        view.didMoveToSuperview()
        didAddSubview(view)
        if newWindow !== view.storedWindow { view.moveSubtree(to: newWindow) }
        if let oldTint, effectiveTintColor != oldTint { view.notifyTintChange() }
        view.propagateDirtyFlagsUp()
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Removal with UIKit's order: the superview's willRemoveSubview, willMoveToSuperview(nil),
    /// willMoveToWindow(nil) and didMoveToWindow down the subtree, didMoveToSuperview; the
    /// former superview needs layout.
    func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.context.loop.clock.charge(.viewRemoved)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let leavesWindow = storedWindow != nil
        if leavesWindow { notifyWillMove(toWindow: nil) }
        let kept = LayoutEngine.subtreeLeaving(self)
        if let i = parent.storedSubviews.firstIndex(where: { $0 === self }) {
            parent.storedSubviews.remove(at: i)
            parent.storedLayer?.viewLayerRemoved(subviewIndex: i)
            parent.engineFramesRevision = 0
            parent.renumberSubviews(from: i)
        }
        if isListedAsPending {
            isListedAsPending = false
            parent.pendingSubviews.removeAll { $0 === self }
        }
        storedSuperview = nil
        LayoutEngine.subtreeLeft(self, keeping: kept)
        if leavesWindow {
            setWindowInSubtree(nil)
            notifyDidMoveToWindow()
        }
        didMoveToSuperview()
        parent.didRemoveSubview(self)
        parent.setNeedsLayout()
    }

    /// Moves the subtree's window reference, with the window callbacks in pre-order.
    func moveSubtree(to window: UIWindow?) {
        notifyWillMove(toWindow: window)
        setWindowInSubtree(window)
        notifyDidMoveToWindow()
    }

    // The callbacks walk the subtree as it is when each is due (a callback may change it).

    // A controller's root view carries its controller in and out of the visible hierarchy
    // (its appearance callbacks, outside transitions).

    private func notifyWillMove(toWindow window: UIWindow?) {
        for view in subtreeInPreOrder() {
            view.willMove(toWindow: window)
            view.owningViewController?.viewWillMove(toWindow: window)
        }
    }

    private func notifyDidMoveToWindow() {
        for view in subtreeInPreOrder() {
            view.didMoveToWindow()
            view.owningViewController?.viewDidMoveToWindow()
        }
    }

    private func setWindowInSubtree(_ window: UIWindow?) {
        // A layer tree entering a window has not been committed there yet (implicit
        // animations of its layers wait for that).
        let frame = window.map { $0.context.loop.timeline.framesStarted } ?? Int.max
        for view in subtreeInPreOrder() {
            let left = window == nil && view.storedWindow != nil && !(view is UIWindow)
            view.storedWindow = (view as? UIWindow) ?? window
            view.storedLayer?.joinedTreeAtFrame = frame
            if left { view.storedLayer?.dropAnimationsOnLeavingWindow() }
        }
    }

    /// Keeps `indexInSuperview` current after the subviews from `start` on moved.
    func renumberSubviews(from start: Int) {
        for i in start..<storedSubviews.count { storedSubviews[i].indexInSuperview = i }
    }

    /// After a subtree moves (or is shown again), its pending work must be visible from its
    /// new ancestors.
    func propagateDirtyFlagsUp() {
        guard hasPendingWork else { return }
        listAsPending()
        let flags = pending.asSubtreeFlags
        for flag in [PendingWork.subtreeLayout, .subtreeConstraints, .subtreeDisplay] where flags.contains(flag) {
            storedSuperview?.markSubtree(flag)
        }
    }
}
