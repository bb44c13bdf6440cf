import Foundation

/// Decides about drops on a table and performs them. Only `tableView(_:performDropWith:)` is
/// required; without `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)` the
/// proposal is `.cancel`.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// The finger lifted with a copy or move proposal: update the data source and the table,
    /// and tell the coordinator where each item goes.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    /// Whether the table takes this drag at all (default true).
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    /// The drag came over the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    /// The drag moved: what a drop at `destinationIndexPath` would do (nil over empty space;
    /// one past the last row of a section to append).
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drag left the table, or was released with a proposal that drops nothing.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    /// The drag ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
    /// How the row's drop preview is drawn (default nil).
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
