import Foundation

extension UICollectionView {
    /// Runs `updates` (which change the data source and call `insertItems(at:)`, `deleteItems(at:)`,
    /// …) as one update: the counts after it must equal those before plus the inserts minus the
    /// deletes, section by section, or the update is reported (UIKit's exception text) and the
    /// collection view reloads instead. Visible cells of surviving items keep their cell.
    /// `completion` runs after the update has been laid out.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UICollectionView performBatchUpdates:completion:]", self); defer { entry.end() }
        if batch != nil {
            // Nested: the inner updates join the outer batch.
            updates?()
            if let completion { pendingCompletions.append(completion) }
            return
        }
        // The counts before the update: what the collection view last read.
        loadCountsIfNeeded()
        batch = BatchUpdate()
        updates?()
        let update = batch ?? BatchUpdate()
        batch = nil
        apply(update, completion: completion)
    }

    /// Inserts items (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UICollectionView insertItemsAtIndexPaths:]", self); defer { entry.end() }
        record { $0.insertedItems += indexPaths }
    }

    /// Deletes items (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UICollectionView deleteItemsAtIndexPaths:]", self); defer { entry.end() }
        record { $0.deletedItems += indexPaths }
    }

    /// Reloads items: their cells are made again through the data source.
    public func reloadItems(at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UICollectionView reloadItemsAtIndexPaths:]", self); defer { entry.end() }
        record { $0.reloadedItems += indexPaths }
    }

    /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        let entry = UIEntry("-[UICollectionView moveItemAtIndexPath:toIndexPath:]", self); defer { entry.end() }
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) {
        let entry = UIEntry("-[UICollectionView insertSections:]", self); defer { entry.end() }
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) {
        let entry = UIEntry("-[UICollectionView deleteSections:]", self); defer { entry.end() }
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: all their cells are made again.
    public func reloadSections(_ sections: IndexSet) {
        let entry = UIEntry("-[UICollectionView reloadSections:]", self); defer { entry.end() }
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        let entry = UIEntry("-[UICollectionView moveSection:toSection:]", self); defer { entry.end() }
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds to the open batch, or makes a batch of one change.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if batch != nil {
            change(&batch!)
            return
        }
        loadCountsIfNeeded()
        var update = BatchUpdate()
        change(&update)
        apply(update, completion: nil)
    }

    func apply(_ update: BatchUpdate, completion: ((Bool) -> Void)?) {
        if let completion { pendingCompletions.append(completion) }
        // A reload already pending makes the update moot: the data is read afresh.
        if cellsStale {
            setNeedsLayout()
            return
        }
        let old = sectionCounts
        let new = readCounts()
        switch update.mapping(old: old, new: new) {
        case .failure(let error):
            DiagnosticCenter.report(.listMisuse, error.message + " (Mainline reloads the collection view instead.)", views: [description], in: context)
            markReload()
        case .success(let mapping):
            sectionCounts = new
            var pending = PendingUpdate(items: update.updateItems(mapping: mapping), insertedItems: Set(update.insertedItems),
                                        insertedSections: update.insertedSections)
            remap(mapping, deleted: Set(update.deletedItems), pending: &pending)
            pendingUpdateItems = pending
            invalidateLayoutForData(everything: false)
            setNeedsLayout()
        }
    }

    /// The layout hears the update it is about to lay out (after its `prepare()`).
    func prepareUpdateIfNeeded() {
        guard let pending = pendingUpdateItems, storedLayout.currentUpdate == nil else { return }
        let layout = storedLayout
        layout.currentUpdate = pending.items
        context.loop.span(.delegateCallback, "prepare(forCollectionViewUpdates:)", object: self) { layout.prepare(forCollectionViewUpdates: pending.items) }
    }

    /// Moves the visible views, the selection and the measured sizes to their new positions;
    /// reloaded items' cells go to the pool, deleted items' cells stay to disappear (their
    /// `didEndDisplaying` now, their removal when the update's animation ends).
    private func remap(_ mapping: BatchUpdate.Mapping, deleted: Set<IndexPath>, pending: inout PendingUpdate) {
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleItems.sorted(by: { $0.key < $1.key }) {
            if let to = mapping.items[path], !mapping.reloaded.contains(path) {
                cells[to] = cell
            } else if mapping.items[path] == nil, !mapping.reloaded.contains(path) {
                if let delegate = collectionDelegate {
                    context.loop.span(.delegateCallback, "collectionView(_:didEndDisplaying:forItemAt:)", object: self) {
                        delegate.collectionView(self, didEndDisplaying: cell, forItemAt: path)
                    }
                }
                if cell.storedIsSelected { cell.isSelected = false }
                pending.disappearing.append((path, cell))
            } else {
                retire(cell, at: path, announced: true)
            }
        }
        visibleItems = cells
        var supplementary: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementary {
            let s = key.indexPath.count == 2 && mapping.sections.indices.contains(key.indexPath.section) ? mapping.sections[key.indexPath.section] : nil
            if let s {
                supplementary[ElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: s))] = view
            } else {
                retireSupplementary(view, key, announced: true)
            }
        }
        visibleSupplementary = supplementary
        selectedItems = selectedItems.compactMap { mapping.items[$0] }
        var sizes: [ElementKey: CGSize] = [:]
        for (key, size) in storedLayout.preferredSizes {
            if key.kind == nil {
                if let to = mapping.items[key.indexPath], !mapping.reloaded.contains(key.indexPath) { sizes[ElementKey(kind: nil, indexPath: to)] = size }
            } else if key.indexPath.count == 2, mapping.sections.indices.contains(key.indexPath.section), let s = mapping.sections[key.indexPath.section] {
                sizes[ElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: s))] = size
            }
        }
        storedLayout.preferredSizes = sizes
        cancelAllPrefetching()
    }
}

/// A batch update between its collection and its layout: the update items the layout is told
/// of, what appears, and the cells that disappear.
struct PendingUpdate {
    var items: [UICollectionViewUpdateItem]
    var insertedItems: Set<IndexPath>
    var insertedSections: IndexSet
    var disappearing: [(IndexPath, UICollectionReusableView)] = []
}

extension BatchUpdate {
    /// The update as UIKit describes it to a layout: one item per change, sections with
    /// one-index index paths (UIKit uses an item of `NSNotFound`; Mainline's section paths
    /// have one index), in UIKit's order — deletes, inserts, reloads, moves.
    @MainActor func updateItems(mapping: Mapping) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for s in deletedSections.sorted() { items.append(UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: s), after: nil)) }
        for path in deletedItems.sorted() { items.append(UICollectionViewUpdateItem(action: .delete, before: path, after: nil)) }
        for s in insertedSections.sorted() { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: s))) }
        for path in insertedItems.sorted() { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: path)) }
        for s in reloadedSections.sorted() { items.append(UICollectionViewUpdateItem(action: .reload, before: IndexPath(index: s), after: IndexPath(index: s))) }
        for path in reloadedItems.sorted() { items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: mapping.items[path] ?? path)) }
        for m in movedSections { items.append(UICollectionViewUpdateItem(action: .move, before: IndexPath(index: m.from), after: IndexPath(index: m.to))) }
        for m in movedItems { items.append(UICollectionViewUpdateItem(action: .move, before: m.from, after: m.to)) }
        return items
    }
}
