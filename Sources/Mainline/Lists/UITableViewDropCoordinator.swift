import Foundation

/// One dropped item as `performDropWith` sees it.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Where the row was, when it was dragged from this table (nil otherwise).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview (the row's, for a row from this table).
    var previewSize: CGSize { get }
}

extension ListDropItem: UITableViewDropItem {}

/// What `performDropWith` gets: the items, where they go, the proposal, and the ways to
/// animate each item to its place.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [UITableViewDropItem] { get }
    /// Where the drop goes (nil over empty space).
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the delegate made.
    var proposal: UITableViewDropProposal { get }
    /// The drop session (load the items' objects through it).
    var session: UIDropSession { get }
    /// Shows a placeholder row for the item until its data has loaded.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext
    /// Animates the item into the row at `indexPath` (after the app inserted or moved it there).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item into `rect` of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Animates the item to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// The coordinator of one drop on a table.
final class TableViewDropCoordinator: UITableViewDropCoordinator {
    unowned let tableView: UITableView
    let dropItems: [ListDropItem]
    let destination: IndexPath?
    let storedProposal: UITableViewDropProposal
    let storedSession: UIDropSession
    var animators: [DragAnimator] = []

    init(tableView: UITableView, items: [ListDropItem], destination: IndexPath?, proposal: UITableViewDropProposal, session: UIDropSession) {
        self.tableView = tableView
        dropItems = items
        self.destination = destination
        storedProposal = proposal
        storedSession = session
    }

    var items: [UITableViewDropItem] { let entry = UIEntry("-[UITableViewDropCoordinator items]", self); defer { entry.end() }; return dropItems }
    var destinationIndexPath: IndexPath? {
        let entry = UIEntry("-[UITableViewDropCoordinator destinationIndexPath]", self); defer { entry.end() }
        return destination
    }
    var proposal: UITableViewDropProposal { let entry = UIEntry("-[UITableViewDropCoordinator proposal]", self); defer { entry.end() }; return storedProposal }
    var session: UIDropSession { let entry = UIEntry("-[UITableViewDropCoordinator session]", self); defer { entry.end() }; return storedSession }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        let entry = UIEntry("-[UITableViewDropCoordinator dropItem:toPlaceholder:]", self); defer { entry.end() }
        let context = TableViewPlaceholderContext(tableView: tableView, dragItem: dragItem, placeholder: placeholder)
        animators.append(context.animator)
        return context
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        let entry = UIEntry("-[UITableViewDropCoordinator dropItem:toRowAtIndexPath:]", self); defer { entry.end() }
        // The item's preview goes into the cell there, drawn with the delegate's parameters.
        if let delegate = tableView.storedDropDelegate {
            let list = tableView
            _ = list.context.loop.span(.delegateCallback, "tableView(_:dropPreviewParametersForRowAt:)", object: list) {
                delegate.tableView(list, dropPreviewParametersForRowAt: indexPath)
            }
        }
        return animator()
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        let entry = UIEntry("-[UITableViewDropCoordinator dropItem:intoRowAtIndexPath:rect:]", self); defer { entry.end() }
        return animator()
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        let entry = UIEntry("-[UITableViewDropCoordinator dropItem:toTarget:]", self); defer { entry.end() }
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
