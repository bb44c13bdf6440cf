import Foundation

/// Decides where a collection view's cells, supplementary and decoration views go. Subclass it
/// as in UIKit: compute in `prepare()`, answer the queries from that cache, report the content
/// size.
///
/// The collection view calls `prepare()` once after each invalidation, at its next layout, then
/// asks for the attributes of the elements in its visible rect. Invalidation goes through
/// `invalidateLayout(with:)` whatever starts it — `invalidateLayout()`, a data reload or batch
/// update (`invalidateDataSourceCounts`), a bounds change the layout asked for
/// (`shouldInvalidateLayout(forBoundsChange:)` true: `invalidationContext(forBoundsChange:)`,
/// then `invalidateLayout(with:)`, at every change of the collection view's bounds, every frame
/// of a scroll included), a self-sizing cell whose size the layout takes
/// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, then
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`) — so an override
/// of it sees them all. Contexts are made of the class `invalidationContextClass` names.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    weak var storedCollectionView: UICollectionView? {
        didSet { if oldValue !== storedCollectionView { collectionViewDidChange(from: oldValue) } }
    }
    /// Whether `prepare()` must run before the next query.
    var needsPrepare = true
    /// Whether the last invalidation dropped everything (not just a bounds change a layout
    /// asked for, after which a layout may keep its item geometry).
    var invalidatedEverything = true
    /// Sizes measured by self-sizing cells and supplementary views, by element.
    var preferredSizes: [ElementKey: CGSize] = [:]
    /// The views registered for decoration kinds (a class or a nib per kind).
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    var decorationNibs: [String: UINib] = [:]
    /// The update being applied (between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`), for the appearing and disappearing queries.
    var currentUpdate: [UICollectionViewUpdateItem]?

    public init() {
        UIEntry.check("-[UICollectionViewLayout init]")
    }

    /// The value that asks for the automatic figure (a list's `headerTopPadding`).
    nonisolated public static let automaticDimension: CGFloat = -1

    /// A layout from an archive (a storyboard's custom layout class). Required, as NSCoding's
    /// initializer is in UIKit: a subclass with an initializer of its own provides it too.
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UICollectionViewLayout initWithCoder:]")
    }

    /// The collection view that uses the layout (not retained).
    open var collectionView: UICollectionView? {
        let entry = UIEntry("-[UICollectionViewLayout collectionView]", self); defer { entry.end() }
        return storedCollectionView
    }

    /// The class of the attributes the layout makes (override it to return a subclass;
    /// `UICollectionViewFlowLayout` and the compositional layout make theirs of it).
    open class var layoutAttributesClass: AnyClass {
        UIEntry.check("+[UICollectionViewLayout layoutAttributesClass]")
        return UICollectionViewLayoutAttributes.self
    }

    /// The class of the invalidation contexts the layout makes (for bounds changes, self-sizing
    /// and `invalidateLayout()`).
    open class var invalidationContextClass: AnyClass {
        UIEntry.check("+[UICollectionViewLayout invalidationContextClass]")
        return UICollectionViewLayoutInvalidationContext.self
    }

    /// Computes the layout; called by the collection view once after each invalidation.
    open func prepare() { UIEntry.check("-[UICollectionViewLayout prepareLayout]", self) }

    /// The size of all the content.
    open var collectionViewContentSize: CGSize {
        let entry = UIEntry("-[UICollectionViewLayout collectionViewContentSize]", self); defer { entry.end() }
        return .zero
    }

    /// The attributes of the elements whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let entry = UIEntry("-[UICollectionViewLayout layoutAttributesForElementsInRect:]", self); defer { entry.end() }
        return nil
    }

    /// The attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout layoutAttributesForItemAtIndexPath:]", self); defer { entry.end() }
        return nil
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout layoutAttributesForSupplementaryViewOfKind:atIndexPath:]", self); defer { entry.end() }
        return nil
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout layoutAttributesForDecorationViewOfKind:atIndexPath:]", self); defer { entry.end() }
        return nil
    }

    // MARK: - Invalidation

    /// Drops the layout: `invalidateLayout(with:)` with a context that invalidates everything.
    open func invalidateLayout() {
        let entry = UIEntry("-[UICollectionViewLayout invalidateLayout]", self); defer { entry.end() }
        let context = makeInvalidationContext()
        context.storedInvalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Drops what `context` names: `prepare()` runs again before the collection view's next
    /// layout, which moves the content by the context's `contentOffsetAdjustment` and its size
    /// by `contentSizeAdjustment`. Every invalidation comes here, so an override sees them all
    /// (call super).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let entry = UIEntry("-[UICollectionViewLayout invalidateLayoutWithContext:]", self); defer { entry.end() }
        invalidate(everything: context.storedInvalidateEverything || context.storedInvalidateDataSourceCounts)
        if context.contentOffsetAdjustment != .zero || context.contentSizeAdjustment != .zero {
            storedCollectionView?.pendingAdjustments.append((context.contentOffsetAdjustment, context.contentSizeAdjustment))
        }
    }

    /// Whether a change of the collection view's bounds (a scroll, a resize) invalidates the
    /// layout. The base layout says no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let entry = UIEntry("-[UICollectionViewLayout shouldInvalidateLayoutForBoundsChange:]", self); defer { entry.end() }
        return false
    }

    /// The context `invalidateLayout(with:)` gets for a bounds change (a new context of
    /// `invalidationContextClass`, invalidating nothing in particular).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let entry = UIEntry("-[UICollectionViewLayout invalidationContextForBoundsChange:]", self); defer { entry.end() }
        return makeInvalidationContext()
    }

    /// Whether a self-sizing element's preferred attributes invalidate the layout. The base
    /// layout says no (its elements keep the sizes it gave them).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let entry = UIEntry("-[UICollectionViewLayout shouldInvalidateLayoutForPreferredLayoutAttributes:withOriginalAttributes:]", self); defer { entry.end() }
        return false
    }

    /// The context for a self-sizing element the layout takes: the element invalidated, and the
    /// content size adjusted by the change of its size.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let entry = UIEntry("-[UICollectionViewLayout invalidationContextForPreferredLayoutAttributes:withOriginalAttributes:]", self); defer { entry.end() }
        let context = makeInvalidationContext()
        let path = originalAttributes.storedIndexPath
        switch originalAttributes.storedCategory {
        case .cell: context.invalidateItems(at: [path])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: originalAttributes.storedKind ?? "", at: [path])
        case .decorationView: context.invalidateDecorationElements(ofKind: originalAttributes.storedKind ?? "", at: [path])
        }
        return context
    }

    /// Where a scroll that ends with a fling should come to rest instead of
    /// `proposedContentOffset` (how a layout pages by item); `velocity` in points per second.
    /// The base layout keeps the proposal. Not asked while the collection view pages.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let entry = UIEntry("-[UICollectionViewLayout targetContentOffsetForProposedContentOffset:withScrollingVelocity:]", self)
        defer { entry.end() }
        return proposedContentOffset
    }

    /// The offset to stop at instead of `proposedContentOffset` after an update or a layout
    /// change (the base layout keeps it).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        let entry = UIEntry("-[UICollectionViewLayout targetContentOffsetForProposedContentOffset:]", self); defer { entry.end() }
        return proposedContentOffset
    }

    // MARK: - Layout direction

    /// The direction the layout's geometry is written for (left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        let entry = UIEntry("-[UICollectionViewLayout developmentLayoutDirection]", self); defer { entry.end() }
        return .leftToRight
    }

    /// Whether the collection view mirrors the layout's frames when its layout direction is the
    /// other one (default false; the flow and compositional layouts say true).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool {
        let entry = UIEntry("-[UICollectionViewLayout flipsHorizontallyInOppositeLayoutDirection]", self); defer { entry.end() }
        return false
    }

    // MARK: - Decoration views

    /// Registers the class of the decoration views of `elementKind` (nil unregisters): the
    /// collection view makes and reuses them itself for the decoration attributes the layout
    /// returns.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        let entry = UIEntry("-[UICollectionViewLayout registerClass:forDecorationViewOfKind:]", self); defer { entry.end() }
        decorationNibs[elementKind] = nil
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return DiagnosticCenter.report(.listMisuse, "UICollectionViewLayout: \(viewClass) registered for the decoration kind \(elementKind) is not a UICollectionReusableView subclass; ignored.")
        }
        decorationClasses[elementKind] = type
    }

    /// Registers a nib whose one top-level view is made for decoration views of `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        let entry = UIEntry("-[UICollectionViewLayout registerNib:forDecorationViewOfKind:]", self); defer { entry.end() }
        decorationClasses[elementKind] = nil
        decorationNibs[elementKind] = nib
    }

    // MARK: - Updates

    /// Called before a batch update is laid out, with what it inserts, deletes, reloads and
    /// moves.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        UIEntry.check("-[UICollectionViewLayout prepareForCollectionViewUpdates:]", self)
    }

    /// Called once a batch update has been laid out (its animations are set up).
    open func finalizeCollectionViewUpdates() { UIEntry.check("-[UICollectionViewLayout finalizeCollectionViewUpdates]", self) }

    /// Called when the collection view's bounds change inside an animation, before the new
    /// layout (`oldBounds` the bounds before).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        UIEntry.check("-[UICollectionViewLayout prepareForAnimatedBoundsChange:]", self)
    }

    /// Called after the layout of an animated bounds change.
    open func finalizeAnimatedBoundsChange() { UIEntry.check("-[UICollectionViewLayout finalizeAnimatedBoundsChange]", self) }

    /// Called on the layout being replaced, before `newLayout` takes over.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {
        UIEntry.check("-[UICollectionViewLayout prepareForTransitionToLayout:]", self)
    }

    /// Called on the new layout, before it takes over from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        UIEntry.check("-[UICollectionViewLayout prepareForTransitionFromLayout:]", self)
    }

    /// Called on both layouts once a layout change is complete.
    open func finalizeLayoutTransition() { UIEntry.check("-[UICollectionViewLayout finalizeLayoutTransition]", self) }

    /// Where an item an update inserts starts its appearance (nil: where it ends, fading in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout initialLayoutAttributesForAppearingItemAtIndexPath:]", self); defer { entry.end() }
        return nil
    }

    /// Where an item an update deletes ends its disappearance (nil: where it was, fading out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout finalLayoutAttributesForDisappearingItemAtIndexPath:]", self); defer { entry.end() }
        return nil
    }

    /// As `initialLayoutAttributesForAppearingItem(at:)`, for a supplementary view.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout initialLayoutAttributesForAppearingSupplementaryElementOfKind:atIndexPath:]", self); defer { entry.end() }
        return nil
    }

    /// As `finalLayoutAttributesForDisappearingItem(at:)`, for a supplementary view.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout finalLayoutAttributesForDisappearingSupplementaryElementOfKind:atIndexPath:]", self); defer { entry.end() }
        return nil
    }

    /// As `initialLayoutAttributesForAppearingItem(at:)`, for a decoration view.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout initialLayoutAttributesForAppearingDecorationElementOfKind:atIndexPath:]", self); defer { entry.end() }
        return nil
    }

    /// As `finalLayoutAttributesForDisappearingItem(at:)`, for a decoration view.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewLayout finalLayoutAttributesForDisappearingDecorationElementOfKind:atIndexPath:]", self); defer { entry.end() }
        return nil
    }

    /// Supplementary views of `elementKind` the update removes (besides those the layout no
    /// longer returns).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        let entry = UIEntry("-[UICollectionViewLayout indexPathsToDeleteForSupplementaryViewOfKind:]", self); defer { entry.end() }
        return []
    }

    /// Decoration views of `elementKind` the update removes.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        let entry = UIEntry("-[UICollectionViewLayout indexPathsToDeleteForDecorationViewOfKind:]", self); defer { entry.end() }
        return []
    }

    /// Supplementary views of `elementKind` the update adds.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        let entry = UIEntry("-[UICollectionViewLayout indexPathsToInsertForSupplementaryViewOfKind:]", self); defer { entry.end() }
        return []
    }

    /// Decoration views of `elementKind` the update adds.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        let entry = UIEntry("-[UICollectionViewLayout indexPathsToInsertForDecorationViewOfKind:]", self); defer { entry.end() }
        return []
    }

    // MARK: - Interactive movement

    /// Where an item being moved by the user would go for a finger at `position` (content
    /// coordinates): the item under it, or where it is.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let entry = UIEntry("-[UICollectionViewLayout targetIndexPathForInteractivelyMovingItem:withPosition:]", self); defer { entry.end() }
        return storedCollectionView?.itemIndexPath(at: position) ?? previousIndexPath
    }

    /// The moving item's attributes: its own, centred on the finger and in front of the rest.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let entry = UIEntry("-[UICollectionViewLayout layoutAttributesForInteractivelyMovingItemAtIndexPath:withTargetPosition:]", self); defer { entry.end() }
        let attributes = layoutAttributesForItem(at: indexPath)?.duplicate() ?? UICollectionViewLayoutAttributes(category: .cell, kind: nil, indexPath: indexPath)
        attributes.center = position
        attributes.storedZIndex = Int.max / 2
        return attributes
    }

    /// The context for a moving item's new target: the items it moves between.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let entry = UIEntry("-[UICollectionViewLayout invalidationContextForInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:]", self)
        defer { entry.end() }
        let context = makeInvalidationContext()
        context.storedTargetMovingItems = targetIndexPaths
        context.storedPreviousMovingItems = previousIndexPaths
        context.storedMovementTarget = targetPosition
        context.invalidateItems(at: Array(Set(targetIndexPaths + previousIndexPaths)).sorted())
        return context
    }

    /// The context for the end (or cancellation) of an interactive movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let entry = UIEntry("-[UICollectionViewLayout invalidationContextForEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:]", self)
        defer { entry.end() }
        let context = makeInvalidationContext()
        context.storedTargetMovingItems = indexPaths
        context.storedPreviousMovingItems = previousIndexPaths
        context.invalidateItems(at: Array(Set(indexPaths + previousIndexPaths)).sorted())
        return context
    }

    // MARK: - Internals the collection view uses

    /// A new context of `invalidationContextClass` (a plain one if the class is not a context).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Swift.type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// New attributes of `layoutAttributesClass`.
    func makeAttributes(_ category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let type = (Swift.type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.storedCategory = category
        attributes.storedKind = kind
        attributes.storedIndexPath = indexPath
        attributes.storedFrame = frame
        return attributes
    }

    /// Marks the layout for `prepare()`; the collection view lays out again unless the
    /// invalidation comes from its own layout pass (which prepares the layout next anyway).
    func invalidate(everything: Bool) {
        needsPrepare = true
        if everything { invalidatedEverything = true }
        if let cv = storedCollectionView, !cv.isTiling, !cv.isCheckingBoundsChange { cv.setNeedsLayout() }
    }

    /// Whether the element wants to be measured (an estimated size), and with which fitting
    /// priorities for its width and height.
    func selfSizing(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        nil
    }

    /// The layout moved to another collection view (or none).
    func collectionViewDidChange(from old: UICollectionView?) {}

    /// The view an element's view goes in instead of the collection view (an orthogonally
    /// scrolling section's scroll view), with that view's origin in the layout's coordinates.
    func host(for key: ElementKey) -> (view: UIView, origin: CGPoint)? { nil }

    /// Where an element shows, in the collection view's content: its frame, moved by the
    /// scrolling of the view that hosts it.
    func shownFrame(_ attributes: UICollectionViewLayoutAttributes) -> CGRect { attributes.storedFrame }

    /// Keeps a measured size; true if it differs from what the layout used.
    func recordPreferredSize(_ size: CGSize, for attributes: UICollectionViewLayoutAttributes) -> Bool {
        let key = ElementKey(attributes)
        guard size.isFiniteSize, size.width >= 0, size.height >= 0 else { return false }
        let old = preferredSizes[key]
        preferredSizes[key] = size
        return old.map { abs($0.width - size.width) > 0.001 || abs($0.height - size.height) > 0.001 } ?? (size != attributes.storedFrame.size)
    }

    /// The collection view's content area for a layout: its bounds less the adjusted content
    /// inset.
    var contentArea: CGSize {
        guard let cv = storedCollectionView else { return .zero }
        let inset = cv.computedAdjustedContentInset
        return CGSize(width: max(0, cv.storedBounds.width - inset.left - inset.right),
                      height: max(0, cv.storedBounds.height - inset.top - inset.bottom))
    }
}
