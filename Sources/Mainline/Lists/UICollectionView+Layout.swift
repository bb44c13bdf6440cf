import Foundation

/// How the collection view drives its layout: preparing it after invalidations, asking it
/// about bounds changes and self-sizing cells through invalidation contexts, and applying the
/// attributes it returns to the views (decoration views included).
extension UICollectionView {
    /// The duration of the animations of batch updates (UIKit's default animation length).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Reloads if asked; on a bounds change asks the layout whether it invalidates
    /// (`shouldInvalidateLayout(forBoundsChange:)`, then `invalidationContext(forBoundsChange:)`
    /// and `invalidateLayout(with:)`, as UIKit does at every change of the bounds); prepares the
    /// layout if it was invalidated, sets the content size and applies the adjustments the
    /// contexts asked for.
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        previousBounds = storedBounds
        let layout = storedLayout
        // A layout may invalidate itself from its own `prepare()` (a flow layout subclass that
        // sets its insets there): it is prepared again, a few times at most.
        for _ in 0..<4 where layout.needsPrepare {
            layout.needsPrepare = false
            context.loop.span(.delegateCallback, "prepare()", object: self) { layout.prepare() }
            if !layout.needsPrepare { layout.invalidatedEverything = false }
        }
        layout.needsPrepare = false
        let size = context.loop.span(.delegateCallback, "collectionViewContentSize", object: self) { layout.collectionViewContentSize }
        if size.isFiniteSize, size != storedContentSize { storedContentSize = size }
        applyPendingAdjustments()
        if pendingAnimatedBoundsChange {
            pendingAnimatedBoundsChange = false
            context.loop.span(.delegateCallback, "finalizeAnimatedBoundsChange()", object: self) { layout.finalizeAnimatedBoundsChange() }
        }
    }

    /// The bounds are about to change (a scroll, a resize): the layout is asked whether the
    /// change invalidates it — `shouldInvalidateLayout(forBoundsChange:)`, then
    /// `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)` — while `bounds` is
    /// still the old one, as UIKit does. Inside an animation, a size change is announced with
    /// `prepare(forAnimatedBoundsChange:)`.
    func collectionBoundsWillChange(to newBounds: CGRect) {
        guard previousBounds != nil, !isCheckingBoundsChange else { return }
        isCheckingBoundsChange = true
        defer { isCheckingBoundsChange = false }
        let layout = storedLayout
        let old = storedBounds
        if ViewAnimationScope.isAnyOpen, old.size != newBounds.size {
            context.loop.span(.delegateCallback, "prepare(forAnimatedBoundsChange:)", object: self) { layout.prepare(forAnimatedBoundsChange: old) }
            pendingAnimatedBoundsChange = true
        }
        let invalidates = context.loop.span(.delegateCallback, "shouldInvalidateLayout(forBoundsChange:)", object: self) {
            layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        }
        guard invalidates else { return }
        let invalidation = context.loop.span(.delegateCallback, "invalidationContext(forBoundsChange:)", object: self) {
            layout.invalidationContext(forBoundsChange: newBounds)
        }
        context.loop.span(.delegateCallback, "invalidateLayout(with:)", object: self) { layout.invalidateLayout(with: invalidation) }
    }

    /// The content offset and size changes invalidation contexts asked for.
    private func applyPendingAdjustments() {
        guard !pendingAdjustments.isEmpty else { return }
        let adjustments = pendingAdjustments
        pendingAdjustments = []
        var size = storedContentSize
        var offset = storedBounds.origin
        for (dOffset, dSize) in adjustments {
            size.width += dSize.width
            size.height += dSize.height
            offset.x += dOffset.x
            offset.y += dOffset.y
        }
        if size.isFiniteSize, size != storedContentSize { storedContentSize = CGSize(width: max(0, size.width), height: max(0, size.height)) }
        if offset != storedBounds.origin {
            if motion != nil { shiftMotion(by: CGPoint(x: offset.x - storedBounds.minX, y: offset.y - storedBounds.minY)) }
            scroll(to: offset)
            previousBounds = storedBounds
        }
    }

    /// A data change invalidates the layout through its public entry, so an override of
    /// `invalidateLayout(with:)` sees it: a reload invalidates everything and the counts, a
    /// batch update the counts.
    func invalidateLayoutForData(everything: Bool) {
        let layout = storedLayout
        let invalidation = layout.makeInvalidationContext()
        invalidation.storedInvalidateEverything = everything
        invalidation.storedInvalidateDataSourceCounts = true
        context.loop.span(.delegateCallback, "invalidateLayout(with:)", object: self) { layout.invalidateLayout(with: invalidation) }
    }

    /// Measures a self-sizing element; true if the layout took the measured size (it was
    /// invalidated through `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// and must be recomputed).
    func measure(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) -> Bool {
        guard let priorities = storedLayout.selfSizing(for: a) else { return false }
        let key = ElementKey(a)
        if let known = storedLayout.preferredSizes[key], known == a.storedFrame.size { return false }
        view.fittingPriorities = priorities
        CommitPasses.layout(from: view, context)
        let preferred = context.loop.span(.delegateCallback, "preferredLayoutAttributesFitting(_:)", object: view) {
            view.preferredLayoutAttributesFitting(a)
        }
        view.fittingPriorities = nil
        guard preferred.storedFrame.size.isFiniteSize else { return false }
        let layout = storedLayout
        let takes = context.loop.span(.delegateCallback, "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)", object: self) {
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a)
        }
        guard takes else {
            storedLayout.preferredSizes[key] = a.storedFrame.size
            return false
        }
        guard storedLayout.recordPreferredSize(preferred.storedFrame.size, for: a) else { return false }
        let invalidation = context.loop.span(.delegateCallback, "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)", object: self) {
            layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a)
        }
        context.loop.span(.delegateCallback, "invalidateLayout(with:)", object: self) { layout.invalidateLayout(with: invalidation) }
        return true
    }

    // MARK: - Applying attributes

    /// Whether the layout's frames are mirrored: a layout that flips, in the other layout
    /// direction than the one it was written for.
    var isLayoutFlipped: Bool {
        guard storedLayout.flipsHorizontallyInOppositeLayoutDirection else { return false }
        return effectiveUserInterfaceLayoutDirection != storedLayout.developmentLayoutDirection
    }

    /// The rect of the layout's own coordinates that `rect` (the view's) shows.
    func presentedRect(_ rect: CGRect) -> CGRect {
        guard isLayoutFlipped else { return rect }
        var mirrored = rect
        mirrored.origin.x = storedContentSize.width - rect.maxX
        return mirrored
    }

    /// Places `view` for `attributes` (mirrored when the layout flips), remembering them for the
    /// animations of an update.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, key: ElementKey) {
        var shown = attributes
        if isLayoutFlipped {
            shown = attributes.duplicate()
            shown.storedFrame.origin.x = storedContentSize.width - attributes.storedFrame.maxX
        }
        // A view hosted by a view of the layout's (an orthogonal section's scroll view) is
        // placed in that view's content.
        if let host = storedLayout.host(for: key) {
            if shown === attributes { shown = attributes.duplicate() }
            shown.storedFrame.origin.x -= host.origin.x
            shown.storedFrame.origin.y -= host.origin.y
            if view.storedSuperview !== host.view {
                if key.kind == nil { host.view.insertSubview(view, at: 0) } else { host.view.addSubview(view) }
            }
        } else if view.storedSuperview !== self, view.storedSuperview != nil {
            // Back from a host that no longer holds it.
            if key.kind == nil { insertSubview(view, at: backgroundIndex) } else { addSubview(view) }
        }
        view.applyAttributes(shown)
    }

    /// Index of the first subview above the background view (decoration views go there, below
    /// the cells).
    var backgroundIndex: Int {
        guard let background = storedBackgroundView, let i = storedSubviews.firstIndex(where: { $0 === background }) else { return 0 }
        return i + 1
    }

    /// The item whose frame contains `point` (content coordinates), without the entry check.
    func itemIndexPath(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = presentedRect(CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001))
        let hits = (storedLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.storedCategory == .cell && !$0.storedIsHidden && storedLayout.shownFrame($0).contains(probe.origin) }
        return hits.max { $0.storedZIndex < $1.storedZIndex }?.storedIndexPath
    }

    // MARK: - Decoration views

    /// A decoration view of `kind` from the pool, or a new one of the layout's registration.
    func makeDecoration(_ kind: String) -> UICollectionReusableView? {
        let key = Self.decorationPoolKey(kind)
        if let reused = reusePool[key]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        let view: UICollectionReusableView
        if let nib = storedLayout.decorationNibs[kind] {
            guard let made = nib.instantiateRegistered(UICollectionReusableView.self, identifier: kind, reuseIdentifierInNib: { _ in kind },
                                                       mismatch: "decoration kind", report: { message in
                DiagnosticCenter.report(.listMisuse, "UICollectionView: \(message)", views: [description], in: context)
            }) else { return nil }
            view = made
        } else if let type = storedLayout.decorationClasses[kind] {
            view = type.init(registeredReuseIdentifier: kind)
        } else {
            DiagnosticCenter.report(.listMisuse, """
            could not dequeue a view of kind: \(kind) with identifier \(kind) - the layout returned decoration attributes of a kind \
            it registered no class or nib for (register(_:forDecorationViewOfKind:)); nothing is shown.
            """, views: [description], in: context)
            return nil
        }
        view.storedReuseIdentifier = kind
        return view
    }

    func retireDecoration(_ view: UICollectionReusableView, _ key: ElementKey) {
        view.removeFromSuperview()
        if let kind = key.kind { reusePool[Self.decorationPoolKey(kind), default: []].append(view) }
    }

    static func decorationPoolKey(_ kind: String) -> String { "\u{2}" + kind }

    // MARK: - The animations of an update

    /// Elements an update inserted start from the layout's initial attributes and move to their
    /// place (over 0.3 s, as UIKit animates batch updates); elements it deleted move to their
    /// final attributes, then leave. Then the layout hears `finalizeCollectionViewUpdates()`.
    func animateAppearing(fresh: [ElementKey: UICollectionReusableView]) {
        guard let update = pendingUpdateItems else { return }
        defer { pendingUpdateItems = nil }
        let layout = storedLayout
        var inserted: [(view: UICollectionReusableView, initial: UICollectionViewLayoutAttributes, final: UICollectionViewLayoutAttributes)] = []
        for (key, view) in fresh.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            guard let final = view.appliedAttributes else { continue }
            var initial: UICollectionViewLayoutAttributes?
            if key.isDecoration, let kind = key.kind {
                if update.insertedSections.contains(key.indexPath.section) || layout.indexPathsToInsertForDecorationView(ofKind: kind).contains(key.indexPath) {
                    initial = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
                }
            } else if let kind = key.kind {
                if update.insertedSections.contains(key.indexPath.section) || layout.indexPathsToInsertForSupplementaryView(ofKind: kind).contains(key.indexPath) {
                    initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)
                }
            } else if update.insertedItems.contains(key.indexPath) {
                initial = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            }
            if let initial { inserted.append((view, initial, final)) }
        }
        let disappearing = update.disappearing
        let finals: [(UICollectionReusableView, UICollectionViewLayoutAttributes?, IndexPath)] = disappearing.map { (path, view) in
            (view, layout.finalLayoutAttributesForDisappearingItem(at: path), path)
        }
        if !inserted.isEmpty {
            for entry in inserted { apply(entry.initial, to: entry.view, key: ElementKey(entry.initial)) }
            UIView.animate(withDuration: Self.updateAnimationDuration) {
                for entry in inserted { entry.view.applyAttributes(entry.final) }
            }
        }
        if !finals.isEmpty {
            let collectionView = self
            UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
                for (view, final, _) in finals {
                    if let final { view.applyAttributes(final) }
                }
            }, completion: { _ in
                for (view, _, _) in finals { collectionView.finishDisappearing(view) }
            })
        }
        adjustOffsetAfterLayoutChange()
        context.loop.span(.delegateCallback, "finalizeCollectionViewUpdates()", object: self) { layout.finalizeCollectionViewUpdates() }
        layout.currentUpdate = nil
    }

    /// After an update or a change of layout, the layout (`targetContentOffset(forProposedContentOffset:)`)
    /// then the delegate (`collectionView(_:targetContentOffsetForProposedContentOffset:)`) may
    /// move the content offset; a changed one is applied, within the limits.
    func adjustOffsetAfterLayoutChange() {
        let layout = storedLayout
        let proposed = storedBounds.origin
        var target = context.loop.span(.delegateCallback, "targetContentOffset(forProposedContentOffset:)", object: self) {
            layout.targetContentOffset(forProposedContentOffset: proposed)
        }
        if let delegate = collectionDelegate {
            let fromLayout = target
            target = context.loop.span(.delegateCallback, "collectionView(_:targetContentOffsetForProposedContentOffset:)", object: self) {
                delegate.collectionView(self, targetContentOffsetForProposedContentOffset: fromLayout)
            }
        }
        guard target.isFinitePoint, target != proposed else { return }
        let limits = offsetLimits
        scroll(to: CGPoint(x: min(max(target.x, limits.minX), limits.maxX), y: min(max(target.y, limits.minY), limits.maxY)))
    }

    /// A deleted element's disappearance ended: it leaves the hierarchy for the reuse pool.
    func finishDisappearing(_ view: UICollectionReusableView) {
        if let cell = view as? UICollectionViewCell, cell.storedReuseIdentifier != nil {
            LayoutEngine.parking(cell, for: self) { cell.removeFromSuperview() }
        } else {
            view.removeFromSuperview()
        }
        if let id = view.storedReuseIdentifier { reusePool[id, default: []].append(view) }
    }
}
