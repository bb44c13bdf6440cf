import Foundation

extension UICollectionView {
    /// How soon items make room for an item being dragged over them.
    public enum ReorderingCadence: Int, Sendable {
        case immediate, fast, slow
    }

    /// Whether cells that change their size themselves are measured again.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Only the layout's own invalidations measure cells again.
        case disabled
        /// A cell's `invalidateIntrinsicContentSize()` (and a new content configuration) measures
        /// it again at the next layout (the default).
        case enabled
        /// As `enabled`, and so does a change of the constraints inside the cell.
        case enabledIncludingConstraints
    }

    /// What `startInteractiveTransition(to:completion:)`'s completion hears: whether the
    /// transition completed, and whether it finished (rather than being cancelled).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// A view behind every cell and supplementary view, filling the visible area (it does not
    /// scroll with the content).
    public var backgroundView: UIView? {
        get { let entry = UIEntry("-[UICollectionView backgroundView]", self); defer { entry.end() }; return storedBackgroundView }
        set {
            let entry = UIEntry("-[UICollectionView setBackgroundView:]", self); defer { entry.end() }
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            if let view = newValue {
                insertSubview(view, at: 0)
                view.frame = storedBounds
            }
        }
    }

    /// Whether the collection view is editing (list cells show their editing accessories).
    /// Setting it tells the visible cells (`isEditing` of `UICollectionViewListCell`s).
    public var isEditing: Bool {
        get { let entry = UIEntry("-[UICollectionView isEditing]", self); defer { entry.end() }; return storedIsEditing }
        set {
            let entry = UIEntry("-[UICollectionView setEditing:]", self); defer { entry.end() }
            guard newValue != storedIsEditing else { return }
            storedIsEditing = newValue
            for cell in visibleItems.values { cell.collectionViewEditingChanged(newValue) }
        }
    }

    /// Whether items can be selected while editing (default false).
    public var allowsSelectionDuringEditing: Bool {
        get { let entry = UIEntry("-[UICollectionView allowsSelectionDuringEditing]", self); defer { entry.end() }; return storedAllowsSelectionDuringEditing }
        set { let entry = UIEntry("-[UICollectionView setAllowsSelectionDuringEditing:]", self); defer { entry.end() }; storedAllowsSelectionDuringEditing = newValue }
    }

    /// Whether several items can be selected while editing (default false).
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { let entry = UIEntry("-[UICollectionView allowsMultipleSelectionDuringEditing]", self); defer { entry.end() }; return storedAllowsMultipleSelectionDuringEditing }
        set { let entry = UIEntry("-[UICollectionView setAllowsMultipleSelectionDuringEditing:]", self); defer { entry.end() }; storedAllowsMultipleSelectionDuringEditing = newValue }
    }

    /// Whether cells that change their size themselves are measured again (default `.enabled`).
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { let entry = UIEntry("-[UICollectionView selfSizingInvalidation]", self); defer { entry.end() }; return storedSelfSizingInvalidation }
        set { let entry = UIEntry("-[UICollectionView setSelfSizingInvalidation:]", self); defer { entry.end() }; storedSelfSizingInvalidation = newValue }
    }

    /// Whether a batch update has been made that is not laid out yet.
    public var hasUncommittedUpdates: Bool {
        let entry = UIEntry("-[UICollectionView hasUncommittedUpdates]", self); defer { entry.end() }
        return batch != nil || pendingUpdateItems != nil
    }

    // MARK: - Focus (kept: the simulation has no focus engine)

    /// Whether the collection view returns focus to the item focused last (tvOS, keyboards).
    public var remembersLastFocusedIndexPath: Bool {
        get { let entry = UIEntry("-[UICollectionView remembersLastFocusedIndexPath]", self); defer { entry.end() }; return storedRemembersLastFocusedIndexPath }
        set { let entry = UIEntry("-[UICollectionView setRemembersLastFocusedIndexPath:]", self); defer { entry.end() }; storedRemembersLastFocusedIndexPath = newValue }
    }

    /// Whether moving the focus selects the focused item.
    public var selectionFollowsFocus: Bool {
        get { let entry = UIEntry("-[UICollectionView selectionFollowsFocus]", self); defer { entry.end() }; return storedSelectionFollowsFocus }
        set { let entry = UIEntry("-[UICollectionView setSelectionFollowsFocus:]", self); defer { entry.end() }; storedSelectionFollowsFocus = newValue }
    }

    /// Whether items can take focus.
    public var allowsFocus: Bool {
        get { let entry = UIEntry("-[UICollectionView allowsFocus]", self); defer { entry.end() }; return storedAllowsFocus }
        set { let entry = UIEntry("-[UICollectionView setAllowsFocus:]", self); defer { entry.end() }; storedAllowsFocus = newValue }
    }

    /// Whether items can take focus while editing.
    public var allowsFocusDuringEditing: Bool {
        get { let entry = UIEntry("-[UICollectionView allowsFocusDuringEditing]", self); defer { entry.end() }; return storedAllowsFocusDuringEditing }
        set { let entry = UIEntry("-[UICollectionView setAllowsFocusDuringEditing:]", self); defer { entry.end() }; storedAllowsFocusDuringEditing = newValue }
    }

    // MARK: - Supplementary views on screen

    /// The visible supplementary views of `elementKind`, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        let entry = UIEntry("-[UICollectionView visibleSupplementaryViewsOfKind:]", self); defer { entry.end() }
        return visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the visible supplementary views of `elementKind`, sorted.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        let entry = UIEntry("-[UICollectionView indexPathsForVisibleSupplementaryElementsOfKind:]", self); defer { entry.end() }
        return visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The index path of a visible supplementary view.
    public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        let entry = UIEntry("-[UICollectionView indexPathForSupplementaryView:]", self); defer { entry.end() }
        return visibleSupplementary.first { $0.value === supplementaryView }?.key.indexPath
    }

    // MARK: - Reconfiguring

    /// Asks the data source to configure the visible items' cells again, in place: its dequeue
    /// returns each item's own cell, without `prepareForReuse()`; a self-sizing cell is measured
    /// again at the next layout. Items not on screen are left for when they show.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UICollectionView reconfigureItemsAtIndexPaths:]", self); defer { entry.end() }
        reconfigure(indexPaths)
    }

    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let source = storedDataSource else { return }
        for path in indexPaths.sorted() {
            guard let cell = visibleItems[path] else { continue }
            lentCell = cell
            var made: UICollectionViewCell?
            context.loop.span(.delegateCallback, "collectionView(_:cellForItemAt:)", object: self) {
                made = source.collectionView(self, cellForItemAt: path)
            }
            lentCell = nil
            cell.isFreshlyDequeued = false
            if let made, made !== cell {
                // Another cell: it replaces the item's cell.
                made.isFreshlyDequeued = false
                retire(cell, at: path, announced: true)
                visibleItems[path] = made
                insertSubview(made, at: min(storedSubviews.count, backgroundIndex + visibleDecorations.count))
            }
            // A self-sizing cell is measured again at the next layout.
            storedLayout.preferredSizes[ElementKey(kind: nil, indexPath: path)] = nil
        }
        setNeedsLayout()
    }
}
