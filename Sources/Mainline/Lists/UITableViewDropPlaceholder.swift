import Foundation

/// A row shown where an item will be inserted (`UITableViewPlaceholder`).
@preconcurrency @MainActor
open class UITableViewPlaceholder {
    let storedInsertionIndexPath: IndexPath
    let storedReuseIdentifier: String
    let storedRowHeight: CGFloat
    var storedCellUpdateHandler: ((UITableViewCell) -> Void)?

    /// A placeholder row `rowHeight` high at `insertionIndexPath`, a cell dequeued with
    /// `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        UIEntry.check("-[UITableViewPlaceholder initWithInsertionIndexPath:reuseIdentifier:rowHeight:]")
        storedInsertionIndexPath = insertionIndexPath
        storedReuseIdentifier = reuseIdentifier
        storedRowHeight = rowHeight
    }

    /// Configures the placeholder's cell.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)? {
        get { let entry = UIEntry("-[UITableViewPlaceholder cellUpdateHandler]", self); defer { entry.end() }; return storedCellUpdateHandler }
        set { let entry = UIEntry("-[UITableViewPlaceholder setCellUpdateHandler:]", self); defer { entry.end() }; storedCellUpdateHandler = newValue }
    }
}

/// A placeholder for a dropped item whose data is loading.
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    var storedPreviewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?

    /// The parameters of the item's drop preview into the placeholder's cell.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)? {
        get { let entry = UIEntry("-[UITableViewDropPlaceholder previewParametersProvider]", self); defer { entry.end() }; return storedPreviewParametersProvider }
        set { let entry = UIEntry("-[UITableViewDropPlaceholder setPreviewParametersProvider:]", self); defer { entry.end() }; storedPreviewParametersProvider = newValue }
    }
}

/// What a drop to a placeholder returns: commit the real row when its data is in, or delete
/// the placeholder.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The item being dropped.
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with the real row: `dataSourceUpdates` updates the data source
    /// for the index path the row goes to; false when the placeholder is gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder; false when it is gone already.
    @discardableResult
    func deletePlaceholder() -> Bool
}

/// A placeholder's context. The placeholder is not shown as a row (the table's rows are the
/// data source's); committing inserts the real row at the placeholder's index path, in a
/// batch update, as UIKit does.
final class TableViewPlaceholderContext: UITableViewDropPlaceholderContext {
    weak var tableView: UITableView?
    let storedDragItem: UIDragItem
    let placeholder: UITableViewDropPlaceholder
    let animator = DragAnimator()
    var isDone = false

    init(tableView: UITableView, dragItem: UIDragItem, placeholder: UITableViewDropPlaceholder) {
        self.tableView = tableView
        storedDragItem = dragItem
        self.placeholder = placeholder
    }

    var dragItem: UIDragItem { let entry = UIEntry("-[UITableViewDropPlaceholderContext dragItem]", self); defer { entry.end() }; return storedDragItem }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        let entry = UIEntry("-[UITableViewDropPlaceholderContext commitInsertionWithDataSourceUpdates:]", self); defer { entry.end() }
        guard !isDone, let tableView else { return false }
        isDone = true
        let path = placeholder.storedInsertionIndexPath
        withoutActuallyEscaping(dataSourceUpdates) { updates in
            tableView.performBatchUpdates({
                updates(path)
                tableView.insertRows(at: [path], with: .automatic)
            })
        }
        return true
    }

    func deletePlaceholder() -> Bool {
        let entry = UIEntry("-[UITableViewDropPlaceholderContext deletePlaceholder]", self); defer { entry.end() }
        guard !isDone else { return false }
        isDone = true
        return true
    }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animator.addCompletion(completion) }
}
