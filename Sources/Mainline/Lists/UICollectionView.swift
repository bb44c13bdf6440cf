import Foundation

/// A scroll view of cells and supplementary views that a layout places, made by a data source
/// and recycled through a reuse pool.
///
/// Tiling happens in `layoutSubviews()`: the layout is prepared once after each invalidation,
/// asked for the elements in the bounds, the elements that came into view are made through
/// the data source (`dequeueReusable…`), those that left are removed from the hierarchy and
/// kept for reuse. Only the visible cells and the pool are alive. `reloadData()` and batch
/// updates take effect at the next layout, as in UIKit.
///
/// `delegate` is the scroll view's (typed `UIScrollViewDelegate?`; Swift does not let a subclass
/// narrow a stored property's type): assign a `UICollectionViewDelegate` to it.
open class UICollectionView: UIScrollView {
    var storedLayout: UICollectionViewLayout
    weak var storedDataSource: UICollectionViewDataSource?
    weak var storedPrefetchDataSource: UICollectionViewDataSourcePrefetching?
    var storedIsPrefetchingEnabled = true
    var storedAllowsSelection = true
    var storedAllowsMultipleSelection = false

    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Nibs registered for cells and (by kind) supplementary views; an identifier has a class
    /// or a nib, the last registered.
    var cellNibs: [String: UINib] = [:]
    var supplementaryNibs: [String: [String: UINib]] = [:]
    var reusePool: [String: [UICollectionReusableView]] = [:]

    /// The items and sections as the collection view last read them from the data source.
    var sectionCounts: [Int] = []
    var countsStale = true
    var cellsStale = true
    var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [ElementKey: UICollectionReusableView] = [:]
    var selectedItems: [IndexPath] = []
    var prefetchedItems: Set<IndexPath> = []
    var pendingCompletions: [(Bool) -> Void] = []
    /// The bounds of the last tiling (a layout compares them with the new ones).
    var previousBounds: CGRect?
    var highlightedItem: IndexPath?
    /// The list item whose swipe actions show.
    var swipedItem: IndexPath?
    /// The touch that closed a row's swipe actions (it selects nothing).
    var touchClosedSwipe = false
    var isTiling = false
    var lastPrefetchOrigin: CGPoint = .zero
    var prefetchForward = true
    /// Items the data source is asked for right now (to check the cell came from a dequeue).
    var batch: BatchUpdate?
    /// The decoration views on screen, and the pool they are reused from, by kind.
    var visibleDecorations: [ElementKey: UICollectionReusableView] = [:]
    /// Content offset and size changes invalidation contexts asked for, applied after the
    /// layout is prepared.
    var pendingAdjustments: [(offset: CGPoint, size: CGSize)] = []
    /// Set while the layout is asked about a bounds change (its answer may query the view).
    var isCheckingBoundsChange = false
    /// A visible cell lent back to the data source by `reconfigureItems(at:)`: the next
    /// dequeue with its identifier returns it as it is.
    var lentCell: UICollectionViewCell?
    /// Inserted elements that start from their initial attributes and animate to their place,
    /// once the update has been laid out.
    var appearing: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    var storedBackgroundView: UIView?
    var storedIsEditing = false
    var storedAllowsSelectionDuringEditing = false
    var storedAllowsMultipleSelectionDuringEditing = false
    var storedDragInteractionEnabled = false
    weak var storedDragDelegate: UICollectionViewDragDelegate?
    weak var storedDropDelegate: UICollectionViewDropDelegate?
    /// The drag and drop in progress, and the press that lifts a drag (see `+DragDrop`).
    var dragDrop = ListDragDrop()
    var storedReorderingCadence: ReorderingCadence = .immediate
    var storedSelfSizingInvalidation: SelfSizingInvalidation = .enabled
    var storedRemembersLastFocusedIndexPath = false
    var storedSelectionFollowsFocus = false
    var storedAllowsFocus = false
    var storedAllowsFocusDuringEditing = false
    /// The batch update waiting for its layout: the layout hears `prepare(forCollectionViewUpdates:)`
    /// at the next layout, then inserted elements appear and deleted ones disappear.
    var pendingUpdateItems: PendingUpdate?
    /// A bounds-size change inside an animation waits for `finalizeAnimatedBoundsChange()`.
    var pendingAnimatedBoundsChange = false
    /// The interactive movement in progress (`beginInteractiveMovementForItem(at:)`).
    var movement: InteractiveMovement?
    /// The interactive layout transition in progress.
    var layoutTransition: (layout: UICollectionViewTransitionLayout, completion: LayoutInteractiveTransitionCompletion?)?

    /// A collection view using `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        let entry = UIEntry("-[UICollectionView initWithFrame:collectionViewLayout:]"); defer { entry.end() }
        storedLayout = layout
        super.init(frame: frame)
        adopt(layout)
        installSwipeRecognizer()
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UICollectionView initWithCoder:]"); defer { entry.end() }
        storedLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(storedLayout)
        installSwipeRecognizer()
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.storedCollectionView, other !== self {
            DiagnosticCenter.report(.listMisuse, "UICollectionView: the layout \(layout) is already used by \(other.shortDescription); a layout serves one collection view.",
                                    views: [description], in: context)
        }
        layout.storedCollectionView = self
        layout.invalidate(everything: true)
    }

    // MARK: - Layout, data source, delegate

    /// The layout; setting it re-lays out the collection view at its next layout.
    open var collectionViewLayout: UICollectionViewLayout {
        get { let entry = UIEntry("-[UICollectionView collectionViewLayout]", self); defer { entry.end() }; return storedLayout }
        set { let entry = UIEntry("-[UICollectionView setCollectionViewLayout:]", self); defer { entry.end() }; replaceLayout(newValue) }
    }

    /// Changes the layout: the old layout hears `prepareForTransition(to:)`, the new one
    /// `prepareForTransition(from:)`, the visible views `willTransition(from:to:)`; the new
    /// layout is laid out at once, animated from the old frames when `animated` (0.3 s); then
    /// both layouts hear `finalizeLayoutTransition()` and the views `didTransition(from:to:)`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        let entry = UIEntry("-[UICollectionView setCollectionViewLayout:animated:]", self); defer { entry.end() }
        transitionLayout(to: layout, animated: animated, completion: nil)
    }

    /// As `setCollectionViewLayout(_:animated:)`; `completion` runs when the change (and its
    /// animation) is done.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UICollectionView setCollectionViewLayout:animated:completion:]", self); defer { entry.end() }
        transitionLayout(to: layout, animated: animated, completion: completion)
    }

    func replaceLayout(_ layout: UICollectionViewLayout) {
        guard layout !== storedLayout else { return }
        if storedLayout.storedCollectionView === self { storedLayout.storedCollectionView = nil }
        storedLayout = layout
        adopt(layout)
    }

    /// The data source (not retained).
    open var dataSource: UICollectionViewDataSource? {
        get { let entry = UIEntry("-[UICollectionView dataSource]", self); defer { entry.end() }; return storedDataSource }
        set {
            let entry = UIEntry("-[UICollectionView setDataSource:]", self); defer { entry.end() }
            storedDataSource = newValue
            markReload()
        }
    }

    /// The prefetching data source (not retained): told of the items about one screen ahead
    /// in the scroll direction.
    open var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        get { let entry = UIEntry("-[UICollectionView prefetchDataSource]", self); defer { entry.end() }; return storedPrefetchDataSource }
        set { let entry = UIEntry("-[UICollectionView setPrefetchDataSource:]", self); defer { entry.end() }; storedPrefetchDataSource = newValue }
    }

    /// Whether the prefetching data source is asked (default true).
    open var isPrefetchingEnabled: Bool {
        get { let entry = UIEntry("-[UICollectionView isPrefetchingEnabled]", self); defer { entry.end() }; return storedIsPrefetchingEnabled }
        set { let entry = UIEntry("-[UICollectionView setPrefetchingEnabled:]", self); defer { entry.end() }; storedIsPrefetchingEnabled = newValue }
    }

    var collectionDelegate: UICollectionViewDelegate? { storedDelegate as? UICollectionViewDelegate }

    // MARK: - Registration and reuse

    /// Registers the class made for cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let entry = UIEntry("-[UICollectionView registerClass:forCellWithReuseIdentifier:]", self); defer { entry.end() }
        cellNibs[identifier] = nil
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return DiagnosticCenter.report(.listMisuse, "UICollectionView: \(cellClass) registered for the reuse identifier \(identifier) is not a UICollectionViewCell subclass; ignored.",
                                           views: [description], in: context)
        }
        cellClasses[identifier] = type
    }

    /// Registers the class made for supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let entry = UIEntry("-[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]", self); defer { entry.end() }
        supplementaryNibs[elementKind]?[identifier] = nil
        guard let viewClass else { supplementaryClasses[elementKind]?[identifier] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return DiagnosticCenter.report(.listMisuse, "UICollectionView: \(viewClass) registered for the reuse identifier \(identifier) is not a UICollectionReusableView subclass; ignored.",
                                           views: [description], in: context)
        }
        supplementaryClasses[elementKind, default: [:]][identifier] = type
    }

    /// Registers a nib whose one top-level object, a `UICollectionViewCell`, is made anew (and
    /// woken with `awakeFromNib()`) whenever the pool has no cell for `identifier`; it replaces
    /// a class or nib registered before for the identifier; nil unregisters.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        let entry = UIEntry("-[UICollectionView registerNib:forCellWithReuseIdentifier:]", self); defer { entry.end() }
        cellNibs[identifier] = nib
        cellClasses[identifier] = nil
    }

    /// Registers a nib whose one top-level object, a `UICollectionReusableView`, is made for
    /// supplementary views of `kind` dequeued with `identifier`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let entry = UIEntry("-[UICollectionView registerNib:forSupplementaryViewOfKind:withReuseIdentifier:]", self); defer { entry.end() }
        supplementaryNibs[kind, default: [:]][identifier] = nib
        supplementaryClasses[kind]?[identifier] = nil
    }

    /// A new view from `nib` (a wrong nib is reported: nil).
    private func makeFromNib<T: UICollectionReusableView>(_ nib: UINib, _ type: T.Type, _ identifier: String) -> T? {
        nib.instantiateRegistered(type, identifier: identifier, reuseIdentifierInNib: { $0.storedReuseIdentifier },
                                  mismatch: "view reuse identifier") { message in
            DiagnosticCenter.report(.listMisuse, "UICollectionView: \(message)", views: [description], in: context)
        }
    }

    /// A cell for the item at `indexPath`: one from the reuse pool (after its
    /// `prepareForReuse()`), or a new instance of the registered class.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let entry = UIEntry("-[UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:]", self); defer { entry.end() }
        let cell: UICollectionViewCell
        if let lent = lentCell, lent.storedReuseIdentifier == identifier {
            // `reconfigureItems(at:)`: the item's own cell, as it is (no prepareForReuse).
            lentCell = nil
            lent.isFreshlyDequeued = true
            return lent
        } else if let reused = reusePool[identifier]?.popLast() as? UICollectionViewCell {
            reused.prepareForReuse()
            reused.clearDragDropState()
            cell = reused
        } else if let nib = cellNibs[identifier] {
            cell = makeFromNib(nib, UICollectionViewCell.self, identifier) ?? UICollectionViewCell(frame: .zero)
        } else if let type = cellClasses[identifier] {
            cell = type.init(registeredReuseIdentifier: identifier)
        } else {
            DiagnosticCenter.report(.listMisuse, """
            could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a \
            class for the identifier or connect a prototype cell in a storyboard (a plain UICollectionViewCell is used).
            """, views: [description], in: context)
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.storedReuseIdentifier = identifier
        cell.isFreshlyDequeued = true
        cell.owner = self
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let entry = UIEntry("-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:]", self); defer { entry.end() }
        let key = Self.poolKey(kind: elementKind, identifier)
        let view: UICollectionReusableView
        if let reused = reusePool[key]?.popLast() {
            reused.prepareForReuse()
            view = reused
        } else if let nib = supplementaryNibs[elementKind]?[identifier] {
            view = makeFromNib(nib, UICollectionReusableView.self, identifier) ?? UICollectionReusableView(frame: .zero)
        } else if let type = supplementaryClasses[elementKind]?[identifier] {
            view = type.init(registeredReuseIdentifier: identifier)
        } else {
            DiagnosticCenter.report(.listMisuse, """
            could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the \
            identifier or connect a prototype cell in a storyboard (a plain UICollectionReusableView is used).
            """, views: [description], in: context)
            view = UICollectionReusableView(frame: .zero)
        }
        view.storedReuseIdentifier = identifier
        view.isFreshlyDequeued = true
        return view
    }

    static func poolKey(kind: String?, _ identifier: String) -> String {
        guard let kind else { return identifier }
        return kind + "\u{1}" + identifier
    }

    // MARK: - Reading the data

    /// The number of sections (the collection view's view of the data: read from the data
    /// source at a reload, changed by batch updates).
    open var numberOfSections: Int {
        let entry = UIEntry("-[UICollectionView numberOfSections]", self); defer { entry.end() }
        loadCountsIfNeeded()
        return sectionCounts.count
    }

    /// The number of items in `section` (0 for a section out of range, with a diagnostic).
    open func numberOfItems(inSection section: Int) -> Int {
        let entry = UIEntry("-[UICollectionView numberOfItemsInSection:]", self); defer { entry.end() }
        loadCountsIfNeeded()
        guard sectionCounts.indices.contains(section) else {
            DiagnosticCenter.report(.listMisuse, "UICollectionView: request for number of items in section \(section) when there are only \(sectionCounts.count) sections in the collection view.",
                                    views: [description], in: context)
            return 0
        }
        return sectionCounts[section]
    }

    /// Drops the cells and re-reads the data at the next layout.
    open func reloadData() {
        let entry = UIEntry("-[UICollectionView reloadData]", self); defer { entry.end() }
        markReload()
    }

    func markReload() {
        countsStale = true
        cellsStale = true
        setNeedsLayout()
    }

    func loadCountsIfNeeded() {
        guard countsStale else { return }
        countsStale = false
        sectionCounts = readCounts()
    }

    /// The counts the data source reports now (negative counts are reported and read as 0).
    func readCounts() -> [Int] {
        guard let source = storedDataSource else { return [] }
        var sections = 0
        context.loop.span(.delegateCallback, "numberOfSections(in:)", object: self) { sections = source.numberOfSections(in: self) }
        if sections < 0 {
            DiagnosticCenter.report(.listMisuse, "UICollectionView: the data source returned \(sections) sections; using 0.", views: [description], in: context)
            sections = 0
        }
        return (0..<sections).map { section in
            var n = 0
            context.loop.span(.delegateCallback, "collectionView(_:numberOfItemsInSection:)", object: self) {
                n = source.collectionView(self, numberOfItemsInSection: section)
            }
            if n < 0 {
                DiagnosticCenter.report(.listMisuse, "UICollectionView: the data source returned \(n) items for section \(section); using 0.",
                                        views: [description], in: context)
                return 0
            }
            return n
        }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sectionCounts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < sectionCounts[indexPath.section]
    }

    // MARK: - Visible cells

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        let entry = UIEntry("-[UICollectionView visibleCells]", self); defer { entry.end() }
        return visibleItems.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, sorted.
    open var indexPathsForVisibleItems: [IndexPath] {
        let entry = UIEntry("-[UICollectionView indexPathsForVisibleItems]", self); defer { entry.end() }
        return visibleItems.keys.sorted()
    }

    /// The visible cell of the item, or nil when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        let entry = UIEntry("-[UICollectionView cellForItemAtIndexPath:]", self); defer { entry.end() }
        return visibleItems[indexPath]
    }

    /// The index path of a visible cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        let entry = UIEntry("-[UICollectionView indexPathForCell:]", self); defer { entry.end() }
        return visibleItems.first { $0.value === cell }?.key
    }

    /// The visible supplementary view of `elementKind` at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let entry = UIEntry("-[UICollectionView supplementaryViewForElementKind:atIndexPath:]", self); defer { entry.end() }
        return visibleSupplementary[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The item whose frame contains `point` (in the collection view's content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let entry = UIEntry("-[UICollectionView indexPathForItemAtPoint:]", self); defer { entry.end() }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        let hits = (storedLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.storedCategory == .cell && !$0.storedIsHidden && storedLayout.shownFrame($0).contains(point) }
        return hits.max { $0.storedZIndex < $1.storedZIndex }?.storedIndexPath
    }

    /// The layout's attributes for the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionView layoutAttributesForItemAtIndexPath:]", self); defer { entry.end() }
        prepareLayoutIfNeeded()
        return storedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionView layoutAttributesForSupplementaryElementOfKind:atIndexPath:]", self); defer { entry.end() }
        prepareLayoutIfNeeded()
        return storedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: - Touches (selection by tap: UICollectionView+Selection.swift)

    /// A touch down on an item highlights it (if the delegate agrees).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UICollectionView touchesBegan:withEvent:]", self); defer { entry.end() }
        // A touch while a row's swipe actions show closes them.
        if swipedItem != nil {
            touchClosedSwipe = true
            return closeSwipedItem()
        }
        let allowed = storedIsEditing ? storedAllowsSelectionDuringEditing : storedAllowsSelection
        guard allowed, let touch = touches.first, let path = indexPathForItem(at: touch.location(in: self)) else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        highlightedItem = path
        visibleItems[path]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: path)
    }

    /// The finger moved: a drag of the content ends the highlight.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UICollectionView touchesMoved:withEvent:]", self); defer { entry.end() }
        if storedIsDragging { unhighlight() }
    }

    /// A tap on an item selects it (or, with multiple selection, deselects a selected one),
    /// asking the delegate first and telling it after, as UIKit does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UICollectionView touchesEnded:withEvent:]", self); defer { entry.end() }
        if touchClosedSwipe { return touchClosedSwipe = false }
        guard let path = highlightedItem else { return }
        unhighlight()
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == path else { return }
        userSelect(path)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UICollectionView touchesCancelled:withEvent:]", self); defer { entry.end() }
        touchClosedSwipe = false
        unhighlight()
    }

    // MARK: - Tiling

    open override func layoutSubviews() {
        let entry = UIEntry("-[UICollectionView layoutSubviews]", self); defer { entry.end() }
        asFrameworkWork {
            super.layoutSubviews()
            tile()
        }
    }

    override func decelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let layout = storedLayout
        return context.loop.span(.delegateCallback, "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)", object: self) {
            layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        }
    }

    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        if cellsStale {
            cellsStale = false
            countsStale = true
            loadCountsIfNeeded()
            for (path, cell) in visibleItems.sorted(by: { $0.key < $1.key }) { retire(cell, at: path, announced: true) }
            for (key, view) in visibleSupplementary { retireSupplementary(view, key, announced: true) }
            for (key, view) in visibleDecorations { retireDecoration(view, key) }
            visibleItems = [:]
            visibleSupplementary = [:]
            visibleDecorations = [:]
            selectedItems = []
            cancelAllPrefetching()
            storedLayout.preferredSizes = [:]
            invalidateLayoutForData(everything: true)
        }
        storedBackgroundView?.frame = storedBounds
        var fresh: [ElementKey: UICollectionReusableView] = [:]
        var wanted: Set<ElementKey> = []
        for _ in 0..<6 {
            prepareLayoutIfNeeded()
            prepareUpdateIfNeeded()
            let layout = storedLayout
            let bounds = storedBounds
            let attributes = context.loop.span(.delegateCallback, "layoutAttributesForElements(in:)", object: self) {
                layout.layoutAttributesForElements(in: presentedRect(bounds)) ?? []
            }
            wanted = []
            var remeasure = false
            for a in attributes {
                let key = ElementKey(a)
                guard !wanted.contains(key) else { continue }
                guard let view = viewForElement(a, key: key, fresh: &fresh) else { continue }
                wanted.insert(key)
                apply(a, to: view, key: key)
                if measure(view, a) { remeasure = true }
            }
            guard remeasure else { break }
        }
        // The item an interactive movement carries stays, wherever the finger is.
        if let moving = movement, let cell = visibleItems[moving.current] {
            let key = ElementKey(kind: nil, indexPath: moving.current)
            wanted.insert(key)
            apply(storedLayout.layoutAttributesForInteractivelyMovingItem(at: moving.current, withTargetPosition: moving.position), to: cell, key: key)
        }
        // Elements that left the visible area go back to the pool.
        for (path, cell) in visibleItems.sorted(by: { $0.key < $1.key }) where !wanted.contains(ElementKey(kind: nil, indexPath: path)) {
            retire(cell, at: path, announced: fresh[ElementKey(kind: nil, indexPath: path)] == nil)
            visibleItems[path] = nil
        }
        for (key, view) in visibleSupplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath }) where !wanted.contains(key) {
            retireSupplementary(view, key, announced: fresh[key] == nil)
            visibleSupplementary[key] = nil
        }
        for (key, view) in visibleDecorations.sorted(by: { $0.key.indexPath < $1.key.indexPath }) where !wanted.contains(key) {
            retireDecoration(view, key)
            visibleDecorations[key] = nil
        }
        let delegate = collectionDelegate
        for (key, view) in fresh.sorted(by: { $0.key.indexPath < $1.key.indexPath }) where wanted.contains(key) && !key.isDecoration {
            if let cell = view as? UICollectionViewCell, key.kind == nil {
                prefetchedItems.remove(key.indexPath)
                if let delegate {
                    context.loop.span(.delegateCallback, "collectionView(_:willDisplay:forItemAt:)", object: self) {
                        delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
                    }
                }
            } else if let kind = key.kind, let delegate {
                context.loop.span(.delegateCallback, "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)", object: self) {
                    delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
                }
            }
        }
        animateAppearing(fresh: fresh)
        // Cells that stayed follow their outline items' expansion (a section snapshot applied).
        if storedDataSource is ListOutlineSource {
            for (path, cell) in visibleItems where fresh[ElementKey(kind: nil, indexPath: path)] == nil { applyOutlineState(to: cell, at: path) }
        }
        updatePrefetching()
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion(true) }
    }

    /// The visible view of an element, or a new one from the data source (a decoration view,
    /// from the layout's registration).
    private func viewForElement(_ a: UICollectionViewLayoutAttributes, key: ElementKey,
                                fresh: inout [ElementKey: UICollectionReusableView]) -> UICollectionReusableView? {
        if key.isDecoration, let kind = key.kind {
            if let view = visibleDecorations[key] { return view }
            guard let view = makeDecoration(kind) else { return nil }
            visibleDecorations[key] = view
            fresh[key] = view
            insertSubview(view, at: backgroundIndex)
            return view
        }
        if let kind = key.kind {
            if let view = visibleSupplementary[key] { return view }
            guard let view = makeSupplementary(kind, at: key.indexPath) else { return nil }
            visibleSupplementary[key] = view
            fresh[key] = view
            addSubview(view)
            return view
        }
        if let cell = visibleItems[key.indexPath] { return cell }
        guard isValid(key.indexPath), let cell = makeCell(at: key.indexPath) else { return nil }
        visibleItems[key.indexPath] = cell
        fresh[key] = cell
        insertSubview(cell, at: firstSupplementaryIndex)
        return cell
    }

    /// Cells go below the supplementary views.
    private var firstSupplementaryIndex: Int {
        let supplementary = Set(visibleSupplementary.values.map(ObjectIdentifier.init))
        return storedSubviews.firstIndex { supplementary.contains(ObjectIdentifier($0)) } ?? storedSubviews.count
    }

    func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let source = storedDataSource else { return nil }
        var made: UICollectionViewCell?
        context.loop.span(.delegateCallback, "collectionView(_:cellForItemAt:)", object: self) {
            made = source.collectionView(self, cellForItemAt: indexPath)
        }
        guard let cell = made else { return nil }
        if !cell.isFreshlyDequeued || cell.storedReuseIdentifier == nil || visibleItems.values.contains(where: { $0 === cell }) {
            DiagnosticCenter.report(.listMisuse, """
            the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by \
            calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: (item (\(indexPath.section)-\(indexPath.item)), \(cell.shortDescription)).
            """, views: [description, cell.description], in: context)
            if visibleItems.values.contains(where: { $0 === cell }) { return nil }
        }
        cell.isFreshlyDequeued = false
        cell.isSelected = selectedItems.contains(indexPath)
        cell.isHighlighted = false
        cell.collectionViewEditingChanged(storedIsEditing)
        applyOutlineState(to: cell, at: indexPath)
        // The cell is configured for its state before it is measured and shown.
        cell.updateConfigurationIfNeeded()
        return cell
    }

    /// A cell of an outline item learns whether the item is expanded and how deep it is (and
    /// updates its configuration when that changed).
    func applyOutlineState(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let outline = storedDataSource as? ListOutlineSource else { return }
        let expanded = outline.isExpanded(at: indexPath)
        if cell.storedIsExpanded != expanded {
            cell.storedIsExpanded = expanded
            cell.needsConfigurationUpdate = true
            cell.setNeedsLayout()
        }
        if let list = cell as? UICollectionViewListCell, let level = outline.level(at: indexPath), list.storedIndentationLevel != level {
            list.storedIndentationLevel = level
            list.setNeedsLayout()
        }
    }

    func makeSupplementary(_ kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let source = storedDataSource else { return nil }
        var made: UICollectionReusableView?
        context.loop.span(.delegateCallback, "collectionView(_:viewForSupplementaryElementOfKind:at:)", object: self) {
            made = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
        guard let view = made else { return nil }
        if view is MissingSupplementaryView {
            DiagnosticCenter.report(.listMisuse, """
            the layout asked for a supplementary view of kind \(kind) at (\(indexPath.section)-\(indexPath.item)), but the data source \
            does not implement -collectionView:viewForSupplementaryElementOfKind:atIndexPath:; nothing is shown.
            """, views: [description], in: context)
            return nil
        }
        if !view.isFreshlyDequeued {
            DiagnosticCenter.report(.listMisuse, """
            the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), (\(indexPath.section)-\(indexPath.item))) \
            was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:.
            """, views: [description, view.description], in: context)
        }
        view.isFreshlyDequeued = false
        return view
    }

    /// Takes a cell off screen into the reuse pool.
    func retire(_ cell: UICollectionViewCell, at path: IndexPath, announced: Bool) {
        if swipedItem == path { swipedItem = nil }
        (cell as? UICollectionViewListCell)?.closeSwipe()
        if announced, let delegate = collectionDelegate {
            context.loop.span(.delegateCallback, "collectionView(_:didEndDisplaying:forItemAt:)", object: self) {
                delegate.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            }
        }
        if cell.storedReuseIdentifier != nil {
            LayoutEngine.parking(cell, for: self) { cell.removeFromSuperview() }
        } else {
            cell.removeFromSuperview()
        }
        if let id = cell.storedReuseIdentifier { reusePool[id, default: []].append(cell) }
    }

    func retireSupplementary(_ view: UICollectionReusableView, _ key: ElementKey, announced: Bool) {
        if announced, let kind = key.kind, let delegate = collectionDelegate {
            context.loop.span(.delegateCallback, "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)", object: self) {
                delegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
            }
        }
        view.removeFromSuperview()
        if let id = view.storedReuseIdentifier { reusePool[Self.poolKey(kind: key.kind, id), default: []].append(view) }
    }
}
