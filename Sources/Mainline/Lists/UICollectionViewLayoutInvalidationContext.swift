import Foundation

/// What `invalidateLayout(with:)` should drop. A layout makes its contexts of the class its
/// `invalidationContextClass` names (subclass this one to carry more, with `init()`).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    var storedInvalidateEverything = false
    var storedInvalidateDataSourceCounts = false
    var storedItemIndexPaths: [IndexPath]?
    var storedSupplementaryIndexPaths: [String: [IndexPath]]?
    var storedDecorationIndexPaths: [String: [IndexPath]]?
    var storedPreviousMovingItems: [IndexPath]?
    var storedTargetMovingItems: [IndexPath]?
    var storedMovementTarget: CGPoint = .zero
    var storedContentOffsetAdjustment = CGPoint.zero
    var storedContentSizeAdjustment = CGSize.zero

    /// A context that invalidates nothing in particular.
    public required init() { UIEntry.check("-[UICollectionViewLayoutInvalidationContext init]") }

    /// How much to move the collection view's content offset by after the invalidation.
    open var contentOffsetAdjustment: CGPoint {
        get { let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext contentOffsetAdjustment]", self); defer { entry.end() }; return storedContentOffsetAdjustment }
        set { let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext setContentOffsetAdjustment:]", self); defer { entry.end() }; storedContentOffsetAdjustment = newValue }
    }

    /// How much the content size changes by after the invalidation.
    open var contentSizeAdjustment: CGSize {
        get { let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext contentSizeAdjustment]", self); defer { entry.end() }; return storedContentSizeAdjustment }
        set { let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext setContentSizeAdjustment:]", self); defer { entry.end() }; storedContentSizeAdjustment = newValue }
    }

    /// Whether the whole layout is invalid (`invalidateLayout()`, `reloadData()`, a new data
    /// source).
    open var invalidateEverything: Bool {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidateEverything]", self); defer { entry.end() }
        return storedInvalidateEverything
    }

    /// Whether the section and item counts changed (a reload, inserts or deletes).
    open var invalidateDataSourceCounts: Bool {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidateDataSourceCounts]", self); defer { entry.end() }
        return storedInvalidateDataSourceCounts
    }

    /// The items named by `invalidateItems(at:)`.
    open var invalidatedItemIndexPaths: [IndexPath]? {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidatedItemIndexPaths]", self); defer { entry.end() }
        return storedItemIndexPaths
    }

    /// The supplementary elements named by `invalidateSupplementaryElements(ofKind:at:)`, by kind.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidatedSupplementaryIndexPaths]", self); defer { entry.end() }
        return storedSupplementaryIndexPaths
    }

    /// The decoration elements named by `invalidateDecorationElements(ofKind:at:)`, by kind.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidatedDecorationIndexPaths]", self); defer { entry.end() }
        return storedDecorationIndexPaths
    }

    /// Names items whose attributes are invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidateItemsAtIndexPaths:]", self); defer { entry.end() }
        storedItemIndexPaths = (storedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary elements of `elementKind` whose attributes are invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidateSupplementaryElementsOfKind:atIndexPaths:]", self); defer { entry.end() }
        storedSupplementaryIndexPaths = storedSupplementaryIndexPaths ?? [:]
        storedSupplementaryIndexPaths![elementKind, default: []] += indexPaths
    }

    /// Names decoration elements of `elementKind` whose attributes are invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidateDecorationElementsOfKind:atIndexPaths:]", self); defer { entry.end() }
        storedDecorationIndexPaths = storedDecorationIndexPaths ?? [:]
        storedDecorationIndexPaths![elementKind, default: []] += indexPaths
    }

    /// During an interactive movement: where the moving items were before this invalidation.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext previousIndexPathsForInteractivelyMovingItems]", self); defer { entry.end() }
        return storedPreviousMovingItems
    }

    /// During an interactive movement: where the moving items are now.
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext targetIndexPathsForInteractivelyMovingItems]", self); defer { entry.end() }
        return storedTargetMovingItems
    }

    /// During an interactive movement: the finger's position (content coordinates).
    open var interactiveMovementTarget: CGPoint {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext interactiveMovementTarget]", self); defer { entry.end() }
        return storedMovementTarget
    }
}

/// A flow layout's invalidation context: whether to ask the delegate for sizes again, and
/// whether to recompute the layout at all (a subclass that invalidates only a part of itself
/// sets both false).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var storedInvalidateDelegateMetrics = true
    var storedInvalidateFlowAttributes = true

    public required init() {
        UIEntry.check("-[UICollectionViewFlowLayoutInvalidationContext init]")
        super.init()
    }

    /// Whether the flow layout asks its delegate for sizes, insets and spacings again (default
    /// true).
    open var invalidateFlowLayoutDelegateMetrics: Bool {
        get { let entry = UIEntry("-[UICollectionViewFlowLayoutInvalidationContext invalidateFlowLayoutDelegateMetrics]", self); defer { entry.end() }; return storedInvalidateDelegateMetrics }
        set { let entry = UIEntry("-[UICollectionViewFlowLayoutInvalidationContext setInvalidateFlowLayoutDelegateMetrics:]", self); defer { entry.end() }; storedInvalidateDelegateMetrics = newValue }
    }

    /// Whether the flow layout recomputes its attributes (default true; false keeps them).
    open var invalidateFlowLayoutAttributes: Bool {
        get { let entry = UIEntry("-[UICollectionViewFlowLayoutInvalidationContext invalidateFlowLayoutAttributes]", self); defer { entry.end() }; return storedInvalidateFlowAttributes }
        set { let entry = UIEntry("-[UICollectionViewFlowLayoutInvalidationContext setInvalidateFlowLayoutAttributes:]", self); defer { entry.end() }; storedInvalidateFlowAttributes = newValue }
    }
}
