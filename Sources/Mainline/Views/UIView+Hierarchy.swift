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

    /// Inserts a subview at an index of `subviews` (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        let entry = UIEntry("-[UIView insertSubview:atIndex:]", self); defer { entry.end() }
        insert(view, at: index)
    }

    /// Inserts a subview just above a sibling.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let entry = UIEntry("-[UIView insertSubview:aboveSubview:]", self); defer { entry.end() }
        guard let i = storedSubviews.firstIndex(where: { $0 === sibling }) else { return insert(view, at: storedSubviews.count) }
        insert(view, at: i + 1)
    }

    /// Inserts a subview just below a sibling.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let entry = UIEntry("-[UIView insertSubview:belowSubview:]", self); defer { entry.end() }
        guard let i = storedSubviews.firstIndex(where: { $0 === sibling }) else { return insert(view, at: 0) }
        insert(view, at: i)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        let entry = UIEntry("-[UIView bringSubviewToFront:]", self); defer { entry.end() }
        guard let i = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.append(storedSubviews.remove(at: i))
        renumberSubviews(from: i)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        let entry = UIEntry("-[UIView sendSubviewToBack:]", self); defer { entry.end() }
        guard let i = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.insert(storedSubviews.remove(at: i), at: 0)
        renumberSubviews(from: 0)
    }

    /// Swaps two subviews' positions.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let entry = UIEntry("-[UIView exchangeSubviewAtIndex:withSubviewAtIndex:]", self); defer { entry.end() }
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
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

    /// Inserts with UIKit's callback order (observed: willMoveToSuperview, didMoveToSuperview,
    /// the superview's didAddSubview, then willMoveToWindow and didMoveToWindow down the
    /// subtree) and its invalidation (the added view and the receiver need layout).
    func insert(_ view: UIView, at index: Int) {
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
            if let i = storedSubviews.firstIndex(where: { $0 === view }) { storedSubviews.remove(at: i) }
            storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
            renumberSubviews(from: 0)
            return
        }
        // A view that inherits its tint is told when the move changes it (a tint set anywhere
        // in the process is rare enough that the walk up is skipped until one is).
        let oldTint = UIView.someTintWasSet.load(ordering: .relaxed) && view.storedTintColor == nil ? view.effectiveTintColor : nil
        if view.storedSuperview != nil { view.detachFromSuperview() }
        let newWindow = (self as? UIWindow) ?? storedWindow
        view.willMove(toSuperview: self)
        let position = max(0, min(index, storedSubviews.count))
        storedSubviews.insert(view, at: position)
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
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let leavesWindow = storedWindow != nil
        if leavesWindow { notifyWillMove(toWindow: nil) }
        let kept = LayoutEngine.subtreeLeaving(self)
        if let i = parent.storedSubviews.firstIndex(where: { $0 === self }) {
            parent.storedSubviews.remove(at: i)
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
        for view in subtreeInPreOrder() { view.storedWindow = (view as? UIWindow) ?? window }
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
