import Foundation

/// An interactive movement of an item (`beginInteractiveMovementForItem(at:)`): where the item
/// was, where it is shown now, and the finger.
struct InteractiveMovement {
    var original: IndexPath
    var current: IndexPath
    var position: CGPoint
}

extension UICollectionView {
    // MARK: - Interactive movement

    /// Starts moving the item at `indexPath` with the user's finger, if the data source lets it
    /// move (`collectionView(_:canMoveItemAt:)`); false otherwise. The item then follows
    /// `updateInteractiveMovementTargetPosition(_:)`, the others making room, until
    /// `endInteractiveMovement()` commits the move (the data source's
    /// `collectionView(_:moveItemAt:to:)`) or `cancelInteractiveMovement()` puts it back.
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        let entry = UIEntry("-[UICollectionView beginInteractiveMovementForItemAtIndexPath:]", self); defer { entry.end() }
        loadCountsIfNeeded()
        guard movement == nil, isValid(indexPath), let source = storedDataSource else { return false }
        let can = context.loop.span(.delegateCallback, "collectionView(_:canMoveItemAt:)", object: self) {
            source.collectionView(self, canMoveItemAt: indexPath)
        }
        guard can else { return false }
        let position = storedLayout.layoutAttributesForItem(at: indexPath).map { CGPoint(x: $0.storedFrame.midX, y: $0.storedFrame.midY) } ?? .zero
        movement = InteractiveMovement(original: indexPath, current: indexPath, position: position)
        setNeedsLayout()
        return true
    }

    /// The finger is at `targetPosition` (the collection view's coordinates): the moving item
    /// follows it, and when the layout's target for it changes (asked of the delegate too), the
    /// items between make room.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        let entry = UIEntry("-[UICollectionView updateInteractiveMovementTargetPosition:]", self); defer { entry.end() }
        guard var moving = movement, targetPosition.isFinitePoint else { return }
        let layout = storedLayout
        let previousPosition = moving.position
        moving.position = targetPosition
        var target = context.loop.span(.delegateCallback, "targetIndexPath(forInteractivelyMovingItem:withPosition:)", object: self) {
            layout.targetIndexPath(forInteractivelyMovingItem: moving.current, withPosition: targetPosition)
        }
        if target != moving.current, let delegate = collectionDelegate {
            let original = moving.original, current = moving.current, proposed = target
            target = context.loop.span(.delegateCallback, "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
                                       object: self) {
                delegate.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original, atCurrentIndexPath: current,
                                        toProposedIndexPath: proposed)
            }
        }
        let previous = moving.current
        if target != previous, isValid(target) {
            moveVisibly(from: previous, to: target)
            moving.current = target
        }
        movement = moving
        let invalidation = context.loop.span(.delegateCallback, "invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)",
                                             object: self) {
            layout.invalidationContext(forInteractivelyMovingItems: [moving.current], withTargetPosition: targetPosition,
                                       previousIndexPaths: [previous], previousPosition: previousPosition)
        }
        context.loop.span(.delegateCallback, "invalidateLayout(with:)", object: self) { layout.invalidateLayout(with: invalidation) }
        setNeedsLayout()
    }

    /// Ends the movement where the item is: the data source moves it
    /// (`collectionView(_:moveItemAt:to:)`), and the item settles into its place.
    public func endInteractiveMovement() {
        let entry = UIEntry("-[UICollectionView endInteractiveMovement]", self); defer { entry.end() }
        guard let moving = movement else { return }
        movement = nil
        if moving.original != moving.current, let source = storedDataSource {
            context.loop.span(.delegateCallback, "collectionView(_:moveItemAt:to:)", object: self) {
                source.collectionView(self, moveItemAt: moving.original, to: moving.current)
            }
        }
        finishMovement(moving, cancelled: false)
    }

    /// Cancels the movement: the item goes back where it was and the data source hears nothing.
    public func cancelInteractiveMovement() {
        let entry = UIEntry("-[UICollectionView cancelInteractiveMovement]", self); defer { entry.end() }
        guard let moving = movement else { return }
        movement = nil
        if moving.current != moving.original { moveVisibly(from: moving.current, to: moving.original) }
        finishMovement(moving, cancelled: true)
    }

    private func finishMovement(_ moving: InteractiveMovement, cancelled: Bool) {
        let layout = storedLayout
        let final = cancelled ? moving.original : moving.current
        let invalidation = context.loop.span(.delegateCallback, "invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)",
                                             object: self) {
            layout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: [final], previousIndexPaths: [moving.original],
                                                                         movementCancelled: cancelled)
        }
        context.loop.span(.delegateCallback, "invalidateLayout(with:)", object: self) { layout.invalidateLayout(with: invalidation) }
        setNeedsLayout()
    }

    /// Moves an item in the collection view's own model (its cell, selection and measured size
    /// go with it), the way a batch move would, without asking the data source.
    private func moveVisibly(from: IndexPath, to: IndexPath) {
        guard from.section == to.section || sectionCounts.indices.contains(to.section) else { return }
        if from.section != to.section {
            sectionCounts[from.section] -= 1
            sectionCounts[to.section] += 1
        }
        func shifted(_ path: IndexPath) -> IndexPath {
            if path == from { return to }
            var p = path
            if p.section == from.section, p.item > from.item { p.item -= 1 }
            if p.section == to.section, p.item >= to.item { p.item += 1 }
            return p
        }
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleItems { cells[shifted(path)] = cell }
        visibleItems = cells
        selectedItems = selectedItems.map(shifted)
        var sizes: [ElementKey: CGSize] = [:]
        for (key, size) in storedLayout.preferredSizes {
            sizes[key.kind == nil ? ElementKey(kind: nil, indexPath: shifted(key.indexPath)) : key] = size
        }
        storedLayout.preferredSizes = sizes
        storedLayout.invalidate(everything: true)
    }

    // MARK: - Layout changes

    /// The new layout and the delegate may move the offset; the cells follow at once.
    private func adjustOffsetAfterTransition() {
        let before = storedBounds.origin
        adjustOffsetAfterLayoutChange()
        if storedBounds.origin != before { layoutIfNeededForTransition() }
    }

    func transitionLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== storedLayout else {
            completion?(true)
            return
        }
        let old = storedLayout
        context.loop.span(.delegateCallback, "prepareForTransition(to:)", object: self) { old.prepareForTransition(to: layout) }
        context.loop.span(.delegateCallback, "prepareForTransition(from:)", object: self) { layout.prepareForTransition(from: old) }
        let views: [UICollectionReusableView] = visibleItems.sorted { $0.key < $1.key }.map(\.value)
            + visibleSupplementary.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
        for view in views { view.willTransition(from: old, to: layout) }
        let before = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0), $0.appliedAttributes) })
        replaceLayout(layout)
        let collectionView = self
        let finish = {
            collectionView.context.loop.span(.delegateCallback, "finalizeLayoutTransition()", object: collectionView) {
                old.finalizeLayoutTransition()
                layout.finalizeLayoutTransition()
            }
            for view in views { view.didTransition(from: old, to: layout) }
            completion?(true)
        }
        guard animated, storedWindow != nil else {
            layoutIfNeededForTransition()
            adjustOffsetAfterTransition()
            finish()
            return
        }
        // Laid out with the new layout now; each view that stays animates from where it was.
        layoutIfNeededForTransition()
        adjustOffsetAfterTransition()
        let moved = views.compactMap { view -> (UICollectionReusableView, UICollectionViewLayoutAttributes)? in
            guard view.storedSuperview === self, let now = view.appliedAttributes, let was = before[ObjectIdentifier(view)] ?? nil else { return nil }
            view.applyAttributes(was)
            return (view, now)
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (view, now) in moved { view.applyAttributes(now) }
        }, completion: { _ in finish() })
    }

    private func layoutIfNeededForTransition() {
        setNeedsLayout()
        CommitPasses.layoutIfNeeded(from: self)
    }

    /// Starts a transition to `layout` that code drives: a `UICollectionViewTransitionLayout`
    /// (the delegate's, from `collectionView(_:transitionLayoutForOldLayout:newLayout:)`)
    /// becomes the layout; set its `transitionProgress` as the gesture goes, then
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        let entry = UIEntry("-[UICollectionView startInteractiveTransitionToCollectionViewLayout:completion:]", self); defer { entry.end() }
        let old = storedLayout
        let made: UICollectionViewTransitionLayout
        if let delegate = collectionDelegate {
            made = context.loop.span(.delegateCallback, "collectionView(_:transitionLayoutForOldLayout:newLayout:)", object: self) {
                delegate.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            }
        } else {
            made = UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        }
        made.storedNextLayout.storedCollectionView = self
        context.loop.span(.delegateCallback, "prepareForTransition(to:)", object: self) { old.prepareForTransition(to: layout) }
        context.loop.span(.delegateCallback, "prepareForTransition(from:)", object: self) { layout.prepareForTransition(from: old) }
        layoutTransition = (made, completion)
        storedLayout = made
        made.storedCollectionView = self
        made.invalidate(everything: true)
        return made
    }

    /// Completes the interactive transition: the new layout takes over.
    public func finishInteractiveTransition() {
        let entry = UIEntry("-[UICollectionView finishInteractiveTransition]", self); defer { entry.end() }
        endInteractiveTransition(finished: true)
    }

    /// Abandons the interactive transition: the old layout comes back.
    public func cancelInteractiveTransition() {
        let entry = UIEntry("-[UICollectionView cancelInteractiveTransition]", self); defer { entry.end() }
        endInteractiveTransition(finished: false)
    }

    private func endInteractiveTransition(finished: Bool) {
        guard let (transition, completion) = layoutTransition else { return }
        layoutTransition = nil
        let old = transition.storedCurrentLayout, new = transition.storedNextLayout
        storedLayout = finished ? new : old
        storedLayout.storedCollectionView = self
        storedLayout.invalidate(everything: true)
        (finished ? old : new).storedCollectionView = finished ? nil : (old === storedLayout ? self : nil)
        context.loop.span(.delegateCallback, "finalizeLayoutTransition()", object: self) {
            old.finalizeLayoutTransition()
            new.finalizeLayoutTransition()
        }
        completion?(true, finished)
    }
}
