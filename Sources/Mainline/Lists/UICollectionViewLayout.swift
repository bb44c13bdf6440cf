import Foundation

/// Decides where a collection view's cells and supplementary views go. Subclass it as in UIKit:
/// compute in `prepare()`, answer the queries from that cache, report the content size.
///
/// The collection view calls `prepare()` once after each invalidation, at its next layout
/// (`invalidateLayout()` asks for that layout), then asks for the attributes of the elements in
/// its visible rect.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    weak var storedCollectionView: UICollectionView?
    /// Whether `prepare()` must run before the next query.
    var needsPrepare = true
    /// Whether the last invalidation dropped everything (not just a bounds change a layout
    /// asked for, after which a layout may keep its item geometry).
    var invalidatedEverything = true
    /// Sizes measured by self-sizing cells and supplementary views, by element.
    var preferredSizes: [ElementKey: CGSize] = [:]

    public init() {
        UIEntry.check("-[UICollectionViewLayout init]")
    }

    /// The collection view that uses the layout (not retained).
    open var collectionView: UICollectionView? {
        let entry = UIEntry("-[UICollectionViewLayout collectionView]", self); defer { entry.end() }
        return storedCollectionView
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

    /// Drops the layout: `prepare()` runs again before the collection view's next layout.
    open func invalidateLayout() {
        let entry = UIEntry("-[UICollectionViewLayout invalidateLayout]", self); defer { entry.end() }
        let context = UICollectionViewLayoutInvalidationContext()
        context.storedInvalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Drops what `context` names; `invalidateLayout()` comes here with everything invalidated,
    /// so a subclass that overrides this sees every invalidation. The layout is prepared again
    /// before the next layout either way.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let entry = UIEntry("-[UICollectionViewLayout invalidateLayoutWithContext:]", self); defer { entry.end() }
        invalidate(everything: context.storedInvalidateEverything || context.storedInvalidateDataSourceCounts)
    }

    /// The context `invalidateLayout(with:)` gets for a bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let entry = UIEntry("-[UICollectionViewLayout invalidationContextForBoundsChange:]", self); defer { entry.end() }
        return UICollectionViewLayoutInvalidationContext()
    }

    /// Whether a change of the collection view's bounds (a scroll, a resize) invalidates the
    /// layout. The base layout says no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let entry = UIEntry("-[UICollectionViewLayout shouldInvalidateLayoutForBoundsChange:]", self); defer { entry.end() }
        return false
    }

    /// Whether a self-sizing element's preferred attributes invalidate the layout. The base
    /// layout says no (its elements keep the sizes it gave them).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let entry = UIEntry("-[UICollectionViewLayout shouldInvalidateLayoutForPreferredLayoutAttributes:withOriginalAttributes:]", self); defer { entry.end() }
        return false
    }

    /// Where a scroll that ends with a fling should come to rest instead of
    /// `proposedContentOffset` (how a layout pages by item); `velocity` in points per second.
    /// The base layout keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let entry = UIEntry("-[UICollectionViewLayout targetContentOffsetForProposedContentOffset:withScrollingVelocity:]", self)
        defer { entry.end() }
        return proposedContentOffset
    }

    /// The offset to stop at instead of `proposedContentOffset` (the base layout keeps it).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        let entry = UIEntry("-[UICollectionViewLayout targetContentOffsetForProposedContentOffset:]", self); defer { entry.end() }
        return proposedContentOffset
    }

    // MARK: - Internals the collection view uses

    func invalidate(everything: Bool) {
        needsPrepare = true
        if everything { invalidatedEverything = true }
        storedCollectionView?.setNeedsLayout()
    }

    /// Whether the element wants to be measured (an estimated size), and with which fitting
    /// priorities for its width and height.
    func selfSizing(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        nil
    }

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

/// An element of a layout: a cell, or a supplementary view of a kind, at an index path.
struct ElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath

    init(kind: String?, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        kind = attributes.storedCategory == .cell ? nil : attributes.storedKind
        indexPath = attributes.storedIndexPath
    }
}

/// A prepared layout's elements, sorted along the scroll axis, for fast rect queries: elements
/// sorted by their leading edge, with the running maximum of their trailing edge, so the first
/// element that can meet a rect is found by binary search.
@MainActor
struct LayoutElementIndex {
    private(set) var elements: [UICollectionViewLayoutAttributes] = []
    private var runningMaxEnd: [CGFloat] = []
    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    let vertical: Bool

    init(vertical: Bool) { self.vertical = vertical }

    mutating func add(_ attributes: UICollectionViewLayoutAttributes) {
        elements.append(attributes)
        let path = attributes.storedIndexPath
        if attributes.storedCategory == .cell {
            while items.count <= path.section { items.append([]) }
            items[path.section].append(attributes)
        } else {
            supplementary[ElementKey(attributes)] = attributes
        }
    }

    /// Makes sure there is a (possibly empty) list of items for each of `count` sections.
    mutating func reserveSections(_ count: Int) {
        while items.count < count { items.append([]) }
    }

    private func start(_ f: CGRect) -> CGFloat { vertical ? f.minY : f.minX }
    private func end(_ f: CGRect) -> CGFloat { vertical ? f.maxY : f.maxX }

    /// Sorts by leading edge (stable) and builds the search table; call after the last `add`.
    mutating func finish() {
        let sorted = elements.enumerated().sorted { a, b in
            let sa = start(a.element.storedFrame), sb = start(b.element.storedFrame)
            return sa != sb ? sa < sb : a.offset < b.offset
        }
        elements = sorted.map(\.element)
        runningMaxEnd = []
        runningMaxEnd.reserveCapacity(elements.count)
        var m = -CGFloat.infinity
        for e in elements {
            m = max(m, end(e.storedFrame))
            runningMaxEnd.append(m)
        }
    }

    /// The elements whose frames meet `rect` (copies).
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var lo = 0, hi = runningMaxEnd.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runningMaxEnd[mid] < low { lo = mid + 1 } else { hi = mid }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        var i = lo
        while i < elements.count, start(elements[i].storedFrame) <= high {
            let f = elements[i].storedFrame
            if f.intersects(rect) || (f.isEmpty && rect.contains(f.origin)) { result.append(elements[i].duplicate()) }
            i += 1
        }
        return result
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item].duplicate()
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary[ElementKey(kind: kind, indexPath: indexPath)]?.duplicate()
    }
}

/// What `invalidateLayout(with:)` should drop.
open class UICollectionViewLayoutInvalidationContext {
    var storedInvalidateEverything = false
    var storedInvalidateDataSourceCounts = false
    var storedItemIndexPaths: [IndexPath]?
    /// How much to move the content offset by.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes by.
    open var contentSizeAdjustment = CGSize.zero

    public init() { UIEntry.check("-[UICollectionViewLayoutInvalidationContext init]") }

    /// Whether the whole layout is invalid (`invalidateLayout()`, a new data source).
    open var invalidateEverything: Bool {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidateEverything]", self); defer { entry.end() }
        return storedInvalidateEverything
    }

    /// Whether the item counts changed.
    open var invalidateDataSourceCounts: Bool {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidateDataSourceCounts]", self); defer { entry.end() }
        return storedInvalidateDataSourceCounts
    }

    /// The items named by `invalidateItems(at:)`.
    open var invalidatedItemIndexPaths: [IndexPath]? {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidatedItemIndexPaths]", self); defer { entry.end() }
        return storedItemIndexPaths
    }

    /// Names items whose attributes are invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UICollectionViewLayoutInvalidationContext invalidateItemsAtIndexPaths:]", self); defer { entry.end() }
        storedItemIndexPaths = (storedItemIndexPaths ?? []) + indexPaths
    }
}
