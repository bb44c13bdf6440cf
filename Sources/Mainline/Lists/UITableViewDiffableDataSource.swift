import Foundation

/// A table view data source driven by snapshots: `apply` a snapshot and the table is updated
/// to it — by batch updates computed from the difference (animating: rows that stay keep their
/// cells), or by a reload (not animating, as since iOS 15). Subclass it to give section titles
/// or editing answers.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UITableViewDataSource {
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    weak var storedTableView: UITableView?
    let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    var storedDefaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's `dataSource`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        let entry = UIEntry("-[UITableViewDiffableDataSource initWithTableView:cellProvider:]"); defer { entry.end() }
        storedTableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The animation of the rows `apply` inserts and deletes (Mainline applies changes at once).
    open var defaultRowAnimation: UITableView.RowAnimation {
        get { let entry = UIEntry("-[UITableViewDiffableDataSource defaultRowAnimation]", self); defer { entry.end() }; return storedDefaultRowAnimation }
        set { let entry = UIEntry("-[UITableViewDiffableDataSource setDefaultRowAnimation:]", self); defer { entry.end() }; storedDefaultRowAnimation = newValue }
    }

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        let entry = UIEntry("-[UITableViewDiffableDataSource snapshot]", self); defer { entry.end() }
        var copy = current
        copy.clearMarks()
        return copy
    }

    /// Makes `snapshot` the state: animating, through batch updates from the difference;
    /// otherwise through `reloadData()`. `completion` runs after the change.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        let entry = UIEntry("-[UITableViewDiffableDataSource applySnapshot:animatingDifferences:completion:]", self); defer { entry.end() }
        guard let table = storedTableView else { current = snapshot; completion?(); return }
        guard animatingDifferences, !table.needsReload else { return reload(snapshot, completion) }
        let old = current
        let diff = ListDiff(from: old.sectionList, to: snapshot.sectionList)
        current = snapshot
        let animation = storedDefaultRowAnimation
        table.performBatchUpdates({
            table.deleteSections(diff.deletedSections, with: animation)
            table.insertSections(diff.insertedSections, with: animation)
            for m in diff.movedSections { table.moveSection(m.from, toSection: m.to) }
            table.deleteRows(at: diff.deletedItems, with: animation)
            table.insertRows(at: diff.insertedItems, with: animation)
            for m in diff.movedItems { table.moveRow(at: m.from, to: m.to) }
            // Reloads name rows by their place before the update.
            let movedFrom = Set(diff.movedItems.map(\.from))
            let reloaded = snapshot.reloadedItemIdentifiers.compactMap { old.indexPath(of: $0) }
            table.reloadRows(at: reloaded.filter { !movedFrom.contains($0) }, with: animation)
            let reloadedSections = IndexSet(snapshot.reloadedSectionIdentifiers.compactMap { old.sections.firstIndex(of: $0) })
            table.reloadSections(reloadedSections.subtracting(IndexSet(diff.movedSections.map(\.from))), with: animation)
        }, completion: { _ in completion?() })
        // Reconfigured rows keep their cells, configured again where they now are.
        table.reconfigureRows(at: snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) })
        current.clearMarks()
    }

    /// Makes `snapshot` the state with a reload.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        let entry = UIEntry("-[UITableViewDiffableDataSource applySnapshotUsingReloadData:completion:]", self); defer { entry.end() }
        reload(snapshot, completion)
    }

    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let entry = UIEntry("-[UITableViewDiffableDataSource itemIdentifierForIndexPath:]", self); defer { entry.end() }
        guard indexPath.count == 2, current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        let entry = UIEntry("-[UITableViewDiffableDataSource indexPathForItemIdentifier:]", self); defer { entry.end() }
        return current.indexPath(of: itemIdentifier)
    }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let entry = UIEntry("-[UITableViewDiffableDataSource sectionIdentifierForIndex:]", self); defer { entry.end() }
        return current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section, or nil when the current snapshot has no such section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        let entry = UIEntry("-[UITableViewDiffableDataSource indexForSectionIdentifier:]", self); defer { entry.end() }
        return current.sections.firstIndex(of: sectionIdentifier)
    }

    // MARK: - UITableViewDataSource (override the titles and editing answers in a subclass)

    open func numberOfSections(in tableView: UITableView) -> Int {
        let entry = UIEntry("-[UITableViewDiffableDataSource numberOfSectionsInTableView:]", self); defer { entry.end() }
        return current.sections.count
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let entry = UIEntry("-[UITableViewDiffableDataSource tableView:numberOfRowsInSection:]", self); defer { entry.end() }
        return current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let entry = UIEntry("-[UITableViewDiffableDataSource tableView:cellForRowAtIndexPath:]", self); defer { entry.end() }
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            tableView.reportListMisuse("UITableViewDiffableDataSource: the cell provider returned nil for the row at (\(indexPath.section)-\(indexPath.row)); an empty cell is shown.")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let entry = UIEntry("-[UITableViewDiffableDataSource tableView:titleForHeaderInSection:]", self); defer { entry.end() }
        return nil
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        let entry = UIEntry("-[UITableViewDiffableDataSource tableView:titleForFooterInSection:]", self); defer { entry.end() }
        return nil
    }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        let entry = UIEntry("-[UITableViewDiffableDataSource tableView:canEditRowAtIndexPath:]", self); defer { entry.end() }
        return false
    }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        let entry = UIEntry("-[UITableViewDiffableDataSource tableView:canMoveRowAtIndexPath:]", self); defer { entry.end() }
        return false
    }

    /// Nothing: override it to delete (or insert) the item by applying a new snapshot.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        UIEntry.check("-[UITableViewDiffableDataSource tableView:commitEditingStyle:forRowAtIndexPath:]", self)
    }

    /// Moves the item in the current snapshot as the user's reorder moved its row (the table
    /// view has already moved the row).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let entry = UIEntry("-[UITableViewDiffableDataSource tableView:moveRowAtIndexPath:toIndexPath:]", self); defer { entry.end() }
        guard sourceIndexPath != destinationIndexPath, sourceIndexPath.count == 2,
              current.items.indices.contains(sourceIndexPath.section),
              current.items[sourceIndexPath.section].indices.contains(sourceIndexPath.row) else { return }
        let item = current.items[sourceIndexPath.section][sourceIndexPath.row]
        var final = current
        final.deleteItems([item])
        let sections = final.sectionIdentifiers
        guard sections.indices.contains(destinationIndexPath.section) else { return }
        let target = sections[destinationIndexPath.section]
        let others = final.itemIdentifiers(inSection: target)
        if destinationIndexPath.row < others.count {
            final.insertItems([item], beforeItem: others[destinationIndexPath.row])
        } else {
            final.appendItems([item], toSection: target)
        }
        current = final
    }

    /// None (UIKit's diffable data source gives no section index).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        let entry = UIEntry("-[UITableViewDiffableDataSource sectionIndexTitlesForTableView:]", self); defer { entry.end() }
        return nil
    }

    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        let entry = UIEntry("-[UITableViewDiffableDataSource tableView:sectionForSectionIndexTitle:atIndex:]", self); defer { entry.end() }
        return index
    }

    private func reload(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, _ completion: (() -> Void)?) {
        current = snapshot
        current.clearMarks()
        storedTableView?.reloadData()
        completion?()
    }
}
