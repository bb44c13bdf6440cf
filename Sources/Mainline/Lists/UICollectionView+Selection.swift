import Foundation

extension UICollectionView {
    /// Where `scrollToItem` and `selectItem` put the item in the visible area.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: - Selection

    /// Whether the user can select items (default true).
    public var allowsSelection: Bool {
        get { let entry = UIEntry("-[UICollectionView allowsSelection]", self); defer { entry.end() }; return storedAllowsSelection }
        set {
            let entry = UIEntry("-[UICollectionView setAllowsSelection:]", self); defer { entry.end() }
            storedAllowsSelection = newValue
            if !newValue { clearSelection() }
        }
    }

    /// Whether several items can be selected at once (default false).
    public var allowsMultipleSelection: Bool {
        get { let entry = UIEntry("-[UICollectionView allowsMultipleSelection]", self); defer { entry.end() }; return storedAllowsMultipleSelection }
        set {
            let entry = UIEntry("-[UICollectionView setAllowsMultipleSelection:]", self); defer { entry.end() }
            storedAllowsMultipleSelection = newValue
            if newValue { storedAllowsSelection = true }
        }
    }

    /// The selected items, in the order they were selected (nil when none, as UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? {
        let entry = UIEntry("-[UICollectionView indexPathsForSelectedItems]", self); defer { entry.end() }
        return selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects an item (nil: deselects all) without calling the delegate, and scrolls to it as
    /// `scrollPosition` says. Without multiple selection, the other items are deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        let entry = UIEntry("-[UICollectionView selectItemAtIndexPath:animated:scrollPosition:]", self); defer { entry.end() }
        guard let indexPath else { return clearSelection() }
        loadCountsIfNeeded()
        guard storedAllowsSelection else { return }
        guard isValid(indexPath) else { return reportOutOfRange(indexPath, "selectItemAtIndexPath:animated:scrollPosition:") }
        if !storedAllowsMultipleSelection { clearSelection(except: indexPath) }
        setSelected(true, indexPath)
        if !scrollPosition.isEmpty { scroll(toItem: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        let entry = UIEntry("-[UICollectionView deselectItemAtIndexPath:animated:]", self); defer { entry.end() }
        setSelected(false, indexPath)
    }

    func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected {
            if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        } else {
            selectedItems.removeAll { $0 == indexPath }
        }
        visibleItems[indexPath]?.isSelected = selected
    }

    func clearSelection(except kept: IndexPath? = nil) {
        for path in selectedItems where path != kept { visibleItems[path]?.isSelected = false }
        selectedItems = selectedItems.filter { $0 == kept }
    }

    func reportOutOfRange(_ indexPath: IndexPath, _ selector: String) {
        DiagnosticCenter.report(.listMisuse, """
        -[UICollectionView \(selector)]: attempt to use an index path (\(indexPath)) that does not exist in this collection view \
        (\(sectionCounts.count) sections: \(sectionCounts)); the call is ignored.
        """, views: [description], in: context)
    }

    // MARK: - Touches

    func unhighlight() {
        guard let path = highlightedItem else { return }
        highlightedItem = nil
        visibleItems[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// Selection as a tap does it: the delegate's `should…`/`did…` around the change.
    func userSelect(_ path: IndexPath) {
        // A header with an outline disclosure toggles its item instead of being selected.
        if let cell = visibleItems[path] as? UICollectionViewListCell, cell.togglesOutlineOnTap { return toggleOutline(at: path) }
        let delegate = collectionDelegate
        let multiple = storedIsEditing ? storedAllowsMultipleSelectionDuringEditing : storedAllowsMultipleSelection
        if selectedItems.contains(path), multiple {
            let should = context.loop.span(.delegateCallback, "collectionView(_:shouldDeselectItemAt:)", object: self) {
                delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
            }
            guard should else { return }
            setSelected(false, path)
            tell("collectionView(_:didDeselectItemAt:)") { $0.collectionView(self, didDeselectItemAt: path) }
            return
        }
        if !selectedItems.contains(path) {
            let should = context.loop.span(.delegateCallback, "collectionView(_:shouldSelectItemAt:)", object: self) {
                delegate?.collectionView(self, shouldSelectItemAt: path) ?? true
            }
            if should {
                if !multiple {
                    for old in selectedItems where old != path {
                        setSelected(false, old)
                        tell("collectionView(_:didDeselectItemAt:)") { $0.collectionView(self, didDeselectItemAt: old) }
                    }
                }
                setSelected(true, path)
                tell("collectionView(_:didSelectItemAt:)") { $0.collectionView(self, didSelectItemAt: path) }
            }
        }
        // The primary action: after shouldSelect and didSelect, whatever became of the selection,
        // unless the tap extends a multiple selection (UIKit's header).
        guard !multiple, let delegate else { return }
        let can = context.loop.span(.delegateCallback, "collectionView(_:canPerformPrimaryActionForItemAt:)", object: self) {
            delegate.collectionView(self, canPerformPrimaryActionForItemAt: path)
        }
        if can { tell("collectionView(_:performPrimaryActionForItemAt:)") { $0.collectionView(self, performPrimaryActionForItemAt: path) } }
    }

    private func tell(_ name: String, _ call: (UICollectionViewDelegate) -> Void) {
        guard let delegate = collectionDelegate else { return }
        context.loop.span(.delegateCallback, name, object: self) { call(delegate) }
    }

    // MARK: - Scrolling to an item

    /// Scrolls so the item is at `scrollPosition` (`[]`: the least scroll that shows it),
    /// within the content's limits.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let entry = UIEntry("-[UICollectionView scrollToItemAtIndexPath:atScrollPosition:animated:]", self); defer { entry.end() }
        scroll(toItem: indexPath, at: scrollPosition, animated: animated)
    }

    func scroll(toItem indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard isValid(indexPath), var frame = storedLayout.layoutAttributesForItem(at: indexPath)?.storedFrame else {
            return reportOutOfRange(indexPath, "scrollToItemAtIndexPath:atScrollPosition:animated:")
        }
        var position = position
        // An item of an orthogonally scrolling section: its section's scroll view scrolls
        // across, the collection view along its own axis.
        if let host = storedLayout.host(for: ElementKey(kind: nil, indexPath: indexPath)), let band = host.view as? OrthogonalScrollView {
            let local = frame.offsetBy(dx: -host.origin.x, dy: -host.origin.y)
            let size = band.storedBounds.size
            var target = band.storedBounds.origin
            if band.horizontal {
                if position.contains(.left) { target.x = local.minX }
                else if position.contains(.centeredHorizontally) { target.x = local.midX - size.width / 2 }
                else if position.contains(.right) { target.x = local.maxX - size.width }
                else if local.minX < target.x { target.x = local.minX }
                else if local.maxX > target.x + size.width { target.x = local.maxX - size.width }
                position.subtract([.left, .centeredHorizontally, .right])
            } else {
                if position.contains(.top) { target.y = local.minY }
                else if position.contains(.centeredVertically) { target.y = local.midY - size.height / 2 }
                else if position.contains(.bottom) { target.y = local.maxY - size.height }
                else if local.minY < target.y { target.y = local.minY }
                else if local.maxY > target.y + size.height { target.y = local.maxY - size.height }
                position.subtract([.top, .centeredVertically, .bottom])
            }
            let limits = band.offsetLimits
            target.x = min(max(target.x, limits.minX), limits.maxX)
            target.y = min(max(target.y, limits.minY), limits.maxY)
            band.setContentOffset(target, animated: animated)
            frame = storedLayout.shownFrame(storedLayout.makeAttributes(.cell, kind: nil, indexPath: indexPath, frame: frame))
                .offsetBy(dx: band.storedBounds.minX - target.x, dy: band.storedBounds.minY - target.y)
        }
        if position.isEmpty { return scrollRectToVisible(frame, animated: animated) }
        let inset = computedAdjustedContentInset
        let size = storedBounds.size
        var target = storedBounds.origin
        if position.contains(.top) { target.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { target.y = frame.midY - (size.height - inset.top - inset.bottom) / 2 - inset.top }
        if position.contains(.bottom) { target.y = frame.maxY - size.height + inset.bottom }
        if position.contains(.left) { target.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { target.x = frame.midX - (size.width - inset.left - inset.right) / 2 - inset.left }
        if position.contains(.right) { target.x = frame.maxX - size.width + inset.right }
        let limits = offsetLimits
        target.x = min(max(target.x, limits.minX), limits.maxX)
        target.y = min(max(target.y, limits.minY), limits.maxY)
        setContentOffset(target, animated: animated)
    }

    // MARK: - Prefetching

    /// Tells the prefetching data source of the items in the screen's length ahead of the
    /// visible area in the direction the content last moved, and cancels those that fell
    /// behind it.
    func updatePrefetching() {
        guard storedIsPrefetchingEnabled, let prefetcher = storedPrefetchDataSource else { return }
        let bounds = storedBounds
        let vertical = storedContentSize.height - bounds.height >= storedContentSize.width - bounds.width
        let delta = vertical ? bounds.minY - lastPrefetchOrigin.y : bounds.minX - lastPrefetchOrigin.x
        if delta != 0 { prefetchForward = delta > 0 }
        lastPrefetchOrigin = bounds.origin
        var ahead = bounds
        if vertical {
            ahead.origin.y = prefetchForward ? bounds.maxY : bounds.minY - bounds.height
        } else {
            ahead.origin.x = prefetchForward ? bounds.maxX : bounds.minX - bounds.width
        }
        let wanted = Set((storedLayout.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.storedCategory == .cell && isValid($0.storedIndexPath) && visibleItems[$0.storedIndexPath] == nil }
            .map(\.storedIndexPath))
        let added = wanted.subtracting(prefetchedItems).sorted()
        let dropped = prefetchedItems.subtracting(wanted).filter { visibleItems[$0] == nil }.sorted()
        prefetchedItems = wanted
        if !dropped.isEmpty {
            context.loop.span(.delegateCallback, "collectionView(_:cancelPrefetchingForItemsAt:)", object: self) {
                prefetcher.collectionView(self, cancelPrefetchingForItemsAt: dropped)
            }
        }
        if !added.isEmpty {
            context.loop.span(.delegateCallback, "collectionView(_:prefetchItemsAt:)", object: self) {
                prefetcher.collectionView(self, prefetchItemsAt: added)
            }
        }
    }

    func cancelAllPrefetching() {
        let dropped = prefetchedItems.sorted()
        prefetchedItems = []
        guard !dropped.isEmpty, let prefetcher = storedPrefetchDataSource else { return }
        prefetcher.collectionView(self, cancelPrefetchingForItemsAt: dropped)
    }
}
