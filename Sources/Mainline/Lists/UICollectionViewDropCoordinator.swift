import Foundation

/// One dropped item as `performDropWith` sees it.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Where the item was, when it was dragged from this collection view (nil otherwise).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview (the cell's, for an item from this collection view).
    var previewSize: CGSize { get }
}

extension ListDropItem: UICollectionViewDropItem {}

/// What `performDropWith` gets: the items, where they go, the proposal, and the ways to
/// animate each item to its place.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [UICollectionViewDropItem] { get }
    /// Where the drop goes (nil over empty space).
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the delegate made.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session (load the items' objects through it).
    var session: UIDropSession { get }
    /// Shows a placeholder cell for the item until its data has loaded.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
    /// Animates the item into the cell at `indexPath` (after the app inserted or moved it there).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item into `rect` of the cell at `indexPath` (a drop into an item).
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Animates the item to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// The coordinator of one drop on a collection view.
final class CollectionViewDropCoordinator: UICollectionViewDropCoordinator {
    unowned let collectionView: UICollectionView
    let dropItems: [ListDropItem]
    let destination: IndexPath?
    let storedProposal: UICollectionViewDropProposal
    let storedSession: UIDropSession
    /// The animations asked for, with where each item goes.
    var animators: [DragAnimator] = []

    init(collectionView: UICollectionView, items: [ListDropItem], destination: IndexPath?, proposal: UICollectionViewDropProposal, session: UIDropSession) {
        self.collectionView = collectionView
        dropItems = items
        self.destination = destination
        storedProposal = proposal
        storedSession = session
    }

    var items: [UICollectionViewDropItem] { let entry = UIEntry("-[UICollectionViewDropCoordinator items]", self); defer { entry.end() }; return dropItems }
    var destinationIndexPath: IndexPath? {
        let entry = UIEntry("-[UICollectionViewDropCoordinator destinationIndexPath]", self); defer { entry.end() }
        return destination
    }
    var proposal: UICollectionViewDropProposal { let entry = UIEntry("-[UICollectionViewDropCoordinator proposal]", self); defer { entry.end() }; return storedProposal }
    var session: UIDropSession { let entry = UIEntry("-[UICollectionViewDropCoordinator session]", self); defer { entry.end() }; return storedSession }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        let entry = UIEntry("-[UICollectionViewDropCoordinator dropItem:toPlaceholder:]", self); defer { entry.end() }
        let context = CollectionViewPlaceholderContext(collectionView: collectionView, dragItem: dragItem, placeholder: placeholder)
        animators.append(context.animator)
        return context
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        let entry = UIEntry("-[UICollectionViewDropCoordinator dropItem:toItemAtIndexPath:]", self); defer { entry.end() }
        // The item's preview goes into the cell there, drawn with the delegate's parameters.
        if let delegate = collectionView.storedDropDelegate {
            let list = collectionView
            _ = list.context.loop.span(.delegateCallback, "collectionView(_:dropPreviewParametersForItemAt:)", object: list) {
                delegate.collectionView(list, dropPreviewParametersForItemAt: indexPath)
            }
        }
        return animator()
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        let entry = UIEntry("-[UICollectionViewDropCoordinator dropItem:intoItemAtIndexPath:rect:]", self); defer { entry.end() }
        return animator()
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        let entry = UIEntry("-[UICollectionViewDropCoordinator dropItem:toTarget:]", self); defer { entry.end() }
        return animator()
    }

    private func animator() -> DragAnimator {
        let animator = DragAnimator()
        animators.append(animator)
        return animator
    }

    /// Runs the drop animations asked for (after `performDropWith` returned); `then` when
    /// they have ended.
    func animateDrops(then: @escaping () -> Void) {
        DragAnimator.run(animators, then: then)
    }
}
