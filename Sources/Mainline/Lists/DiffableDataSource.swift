import Foundation

/// A collection view data source driven by snapshots: `apply` a snapshot and the collection
/// view is updated to it — by batch updates computed from the difference (animating), or by a
/// reload (not animating, as since iOS 15).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UICollectionViewDataSource {
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    weak var storedCollectionView: UICollectionView?
    let cellProvider: CellProvider
    var storedSupplementaryProvider: SupplementaryViewProvider?
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections (`apply(_:to:animatingDifferences:completion:)`).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    var storedReorderingHandlers = ReorderingHandlers()
    var storedSectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` (it becomes the collection view's `dataSource`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource initWithCollectionView:cellProvider:]"); defer { entry.end() }
        storedCollectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Makes the supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider? {
        get { let entry = UIEntry("-[UICollectionViewDiffableDataSource supplementaryViewProvider]", self); defer { entry.end() }; return storedSupplementaryProvider }
        set { let entry = UIEntry("-[UICollectionViewDiffableDataSource setSupplementaryViewProvider:]", self); defer { entry.end() }; storedSupplementaryProvider = newValue }
    }

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource snapshot]", self); defer { entry.end() }
        var copy = current
        copy.clearMarks()
        return copy
    }

    /// Makes `snapshot` the state: animating, through batch updates from the difference (cells
    /// of items that stay are kept); otherwise through `reloadData()`. `completion` runs after
    /// the change is laid out.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource applySnapshot:animatingDifferences:completion:]", self); defer { entry.end() }
        guard let cv = storedCollectionView else { current = snapshot; completion?(); return }
        guard animatingDifferences, !cv.cellsStale else { return reload(snapshot, completion) }
        let old = current
        let diff = ListDiff(from: old.sectionList, to: snapshot.sectionList)
        current = snapshot
        cv.performBatchUpdates({
            cv.deleteSections(diff.deletedSections)
            cv.insertSections(diff.insertedSections)
            for m in diff.movedSections { cv.moveSection(m.from, toSection: m.to) }
            cv.deleteItems(at: diff.deletedItems)
            cv.insertItems(at: diff.insertedItems)
            for m in diff.movedItems { cv.moveItem(at: m.from, to: m.to) }
            // Reloads name items by their place before the update, as UIKit's batch updates do.
            let reloaded = snapshot.reloadedItemIdentifiers.compactMap { old.indexPath(of: $0) }
            let movedFrom = Set(diff.movedItems.map(\.from))
            cv.reloadItems(at: reloaded.filter { !movedFrom.contains($0) })
            let reloadedSections = IndexSet(snapshot.reloadedSectionIdentifiers.compactMap { old.sections.firstIndex(of: $0) })
            cv.reloadSections(reloadedSections.subtracting(IndexSet(diff.movedSections.map(\.from))))
        }, completion: { _ in completion?() })
        reconfigure(snapshot.reconfiguredItemIdentifiers, in: cv)
        current.clearMarks()
    }

    /// Makes `snapshot` the state with a reload.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource applySnapshotUsingReloadData:completion:]", self); defer { entry.end() }
        reload(snapshot, completion)
    }

    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource itemIdentifierForIndexPath:]", self); defer { entry.end() }
        guard indexPath.count == 2, current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource indexPathForItemIdentifier:]", self); defer { entry.end() }
        return current.indexPath(of: itemIdentifier)
    }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource sectionIdentifierForIndex:]", self); defer { entry.end() }
        return current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource indexForSectionIdentifier:]", self); defer { entry.end() }
        return current.sections.firstIndex(of: sectionIdentifier)
    }

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource numberOfSectionsInCollectionView:]", self); defer { entry.end() }
        return current.sections.count
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource collectionView:numberOfItemsInSection:]", self); defer { entry.end() }
        return current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource collectionView:cellForItemAtIndexPath:]", self); defer { entry.end() }
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            DiagnosticCenter.report(.listMisuse, "UICollectionViewDiffableDataSource: the cell provider returned nil for the item at (\(indexPath.section)-\(indexPath.item)); an empty cell is shown.",
                                    in: collectionView.context)
            let cell = UICollectionViewCell(frame: .zero)
            cell.storedReuseIdentifier = "UICollectionViewDiffableDataSource.placeholder"
            cell.isFreshlyDequeued = true
            return cell
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource collectionView:viewForSupplementaryElementOfKind:atIndexPath:]", self); defer { entry.end() }
        return storedSupplementaryProvider?(collectionView, kind, indexPath) ?? MissingSupplementaryView(frame: .zero)
    }

    /// Whether the item can be reordered: `reorderingHandlers.canReorderItem` (none: no).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource collectionView:canMoveItemAtIndexPath:]", self); defer { entry.end() }
        guard let item = itemIdentifier(for: indexPath), let can = storedReorderingHandlers.canReorderItem else { return false }
        return can(item)
    }

    /// The user moved an item: the snapshot follows, between `reorderingHandlers.willReorder`
    /// and `didReorder` (each given the transaction).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource collectionView:moveItemAtIndexPath:toIndexPath:]", self); defer { entry.end() }
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// No index titles (UIKit's diffable data source gives none).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource indexTitlesForCollectionView:]", self); defer { entry.end() }
        return nil
    }

    /// The first item of the section at `index`.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource collectionView:indexPathForIndexTitle:atIndex:]", self); defer { entry.end() }
        return IndexPath(item: 0, section: index)
    }

    // MARK: - Internals

    private func reload(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, _ completion: (() -> Void)?) {
        current = snapshot
        current.clearMarks()
        guard let cv = storedCollectionView else { completion?(); return }
        cv.reloadData()
        if let completion { cv.pendingCompletions.append { _ in completion() } }
    }

    /// Reconfigured items keep their cell; the cell provider configures it again (it dequeues
    /// the same cell back: the visible one is lent to the pool for the call).
    private func reconfigure(_ identifiers: [ItemIdentifierType], in cv: UICollectionView) {
        guard !identifiers.isEmpty else { return }
        cv.layoutIfNeeded()
        for id in identifiers {
            guard let path = current.indexPath(of: id), let cell = cv.visibleItems[path], let reuse = cell.storedReuseIdentifier else { continue }
            cv.reusePool[reuse, default: []].append(cell)
            let made = cellProvider(cv, path, id)
            if made !== cell {
                cv.reusePool[reuse]?.removeAll { $0 === cell }
                if let made {
                    made.isFreshlyDequeued = false
                    cv.retire(cell, at: path, announced: true)
                    cv.visibleItems[path] = made
                    cv.addSubview(made)
                    cv.setNeedsLayout()
                }
            }
            cell.isFreshlyDequeued = false
        }
    }
}

extension NSDiffableDataSourceSnapshot {
    var sectionList: [(SectionIdentifierType, [ItemIdentifierType])] { Array(zip(sections, items)) }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[item], let i = items[s].firstIndex(of: item) else { return nil }
        return IndexPath(item: i, section: s)
    }
}
