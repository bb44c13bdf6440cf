import Foundation

/// A cell shown where an item will be inserted (`UICollectionViewPlaceholder`).
@preconcurrency @MainActor
open class UICollectionViewPlaceholder {
    let storedInsertionIndexPath: IndexPath
    let storedReuseIdentifier: String
    var storedCellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath`, a cell dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        UIEntry.check("-[UICollectionViewPlaceholder initWithInsertionIndexPath:reuseIdentifier:]")
        storedInsertionIndexPath = insertionIndexPath
        storedReuseIdentifier = reuseIdentifier
    }

    /// Configures the placeholder's cell.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)? {
        get { let entry = UIEntry("-[UICollectionViewPlaceholder cellUpdateHandler]", self); defer { entry.end() }; return storedCellUpdateHandler }
        set { let entry = UIEntry("-[UICollectionViewPlaceholder setCellUpdateHandler:]", self); defer { entry.end() }; storedCellUpdateHandler = newValue }
    }
}

/// A placeholder for a dropped item whose data is loading.
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    var storedPreviewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?

    /// The parameters of the item's drop preview into the placeholder's cell.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)? {
        get { let entry = UIEntry("-[UICollectionViewDropPlaceholder previewParametersProvider]", self); defer { entry.end() }; return storedPreviewParametersProvider }
        set { let entry = UIEntry("-[UICollectionViewDropPlaceholder setPreviewParametersProvider:]", self); defer { entry.end() }; storedPreviewParametersProvider = newValue }
    }
}

/// What a drop to a placeholder returns: commit the real item when its data is in, or delete
/// the placeholder.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The item being dropped.
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with the real item: `dataSourceUpdates` updates the data source
    /// for the index path the item goes to; false when the placeholder is gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder; false when it is gone already.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Configures the placeholder's cell again (its `cellUpdateHandler`; nothing here, where
    /// the placeholder is not shown as a cell).
    func setNeedsCellUpdate()
}

/// A placeholder's context. The placeholder is not shown as a cell (the list's items are the
/// data source's), so there is no cell for `setNeedsCellUpdate()` to configure; committing inserts the real item at the placeholder's index path, in a
/// batch update, as UIKit does.
final class CollectionViewPlaceholderContext: UICollectionViewDropPlaceholderContext {
    weak var collectionView: UICollectionView?
    let storedDragItem: UIDragItem
    let placeholder: UICollectionViewDropPlaceholder
    let animator = DragAnimator()
    var isDone = false

    init(collectionView: UICollectionView, dragItem: UIDragItem, placeholder: UICollectionViewDropPlaceholder) {
        self.collectionView = collectionView
        storedDragItem = dragItem
        self.placeholder = placeholder
    }

    var dragItem: UIDragItem { let entry = UIEntry("-[UICollectionViewDropPlaceholderContext dragItem]", self); defer { entry.end() }; return storedDragItem }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        let entry = UIEntry("-[UICollectionViewDropPlaceholderContext commitInsertionWithDataSourceUpdates:]", self); defer { entry.end() }
        guard !isDone, let collectionView else { return false }
        isDone = true
        let path = placeholder.storedInsertionIndexPath
        withoutActuallyEscaping(dataSourceUpdates) { updates in
            collectionView.performBatchUpdates({
                updates(path)
                collectionView.insertItems(at: [path])
            })
        }
        return true
    }

    func deletePlaceholder() -> Bool {
        let entry = UIEntry("-[UICollectionViewDropPlaceholderContext deletePlaceholder]", self); defer { entry.end() }
        guard !isDone else { return false }
        isDone = true
        return true
    }

    func setNeedsCellUpdate() {
        UIEntry.check("-[UICollectionViewDropPlaceholderContext setNeedsCellUpdate]", self)
    }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animator.addCompletion(completion) }
}
