import Foundation

extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells about a user's reordering of items
    /// (`beginInteractiveMovementForItem(at:)` through `endInteractiveMovement()`).
    public struct ReorderingHandlers {
        /// Whether the item can be moved (nil: nothing can).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the snapshot changes.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after it changed.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// No handlers.
        public init() {}
    }

    /// What the data source asks and tells when an outline item expands or collapses.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether the item may expand (nil: yes).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before the item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse (nil: yes).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before the item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent that expands (nil: its children as they are).
        public var snapshotForExpandingParentItem: ((Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        /// No handlers.
        public init() {}
    }

    /// The reordering handlers.
    public var reorderingHandlers: ReorderingHandlers {
        get { let entry = UIEntry("-[UICollectionViewDiffableDataSource reorderingHandlers]", self); defer { entry.end() }; return storedReorderingHandlers }
        set { let entry = UIEntry("-[UICollectionViewDiffableDataSource setReorderingHandlers:]", self); defer { entry.end() }; storedReorderingHandlers = newValue }
    }

    /// The expansion handlers.
    public var sectionSnapshotHandlers: SectionSnapshotHandlers<ItemIdentifierType> {
        get { let entry = UIEntry("-[UICollectionViewDiffableDataSource sectionSnapshotHandlers]", self); defer { entry.end() }; return storedSectionSnapshotHandlers }
        set { let entry = UIEntry("-[UICollectionViewDiffableDataSource setSectionSnapshotHandlers:]", self); defer { entry.end() }; storedSectionSnapshotHandlers = newValue }
    }

    /// Makes `snapshot` the content of `section` (added at the end when it is not there): the
    /// section shows its visible items, in order; the rest of the data stays.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource applySnapshot:toSection:animatingDifferences:completion:]", self); defer { entry.end() }
        sectionSnapshots[section] = snapshot
        apply(flattened(with: section, snapshot), animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The content of `section` as a section snapshot (the outline applied to it, or its items
    /// at the root level).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        let entry = UIEntry("-[UICollectionViewDiffableDataSource snapshotForSection:]", self); defer { entry.end() }
        if let outline = sectionSnapshots[section] { return outline }
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.sections.contains(section) { result.append(current.itemIdentifiers(inSection: section)) }
        return result
    }

    /// Expands or collapses an outline item, asking and telling the section snapshot handlers
    /// (what an outline disclosure accessory does when tapped).
    func toggleExpansion(of item: ItemIdentifierType) {
        guard let section = current.sectionIdentifier(containingItem: item), var outline = sectionSnapshots[section] else { return }
        let handlers = storedSectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParentItem {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }

    /// The current snapshot with `section`'s items replaced by `outline`'s visible ones.
    private func flattened(with section: SectionIdentifierType, _ outline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
        -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var result = current
        result.clearMarks()
        if result.sections.contains(section) {
            result.deleteItems(result.itemIdentifiers(inSection: section))
        } else {
            result.appendSections([section])
        }
        result.appendItems(outline.visibleItems, toSection: section)
        return result
    }

    /// A reorder by the user: the item moves in the snapshot (and in its section's outline).
    func reorder(from source: IndexPath, to destination: IndexPath) {
        guard let item = itemIdentifier(for: source), source != destination else { return }
        let initial = snapshot()
        var final = initial
        final.deleteItems([item])
        let sections = final.sectionIdentifiers
        guard sections.indices.contains(destination.section) else { return }
        let targetSection = sections[destination.section]
        let others = final.itemIdentifiers(inSection: targetSection)
        if destination.item < others.count {
            final.insertItems([item], beforeItem: others[destination.item])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        storedReorderingHandlers.willReorder?(transaction)
        current = final
        for section in Set(transaction.sectionTransactions.map(\.sectionIdentifier)) where sectionSnapshots[section] != nil {
            var outline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            outline.append(final.itemIdentifiers(inSection: section))
            sectionSnapshots[section] = outline
        }
        storedReorderingHandlers.didReorder?(transaction)
    }
}

/// A data source that knows its items' outline (a diffable data source with section
/// snapshots): the collection view tells cells whether they are expanded and how deep.
@MainActor
protocol ListOutlineSource: AnyObject {
    func isExpanded(at indexPath: IndexPath) -> Bool
    func level(at indexPath: IndexPath) -> Int?
    /// Expands or collapses the item (an outline disclosure's tap).
    func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: ListOutlineSource {
    func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = current.sectionIdentifier(containingItem: item),
              let outline = sectionSnapshots[section] else { return false }
        return outline.isExpanded(item)
    }

    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        toggleExpansion(of: item)
    }

    func level(at indexPath: IndexPath) -> Int? {
        guard let item = itemIdentifier(for: indexPath), let section = current.sectionIdentifier(containingItem: item),
              let outline = sectionSnapshots[section] else { return nil }
        return outline.level(of: item)
    }
}
