import Foundation

// MARK: - The table's drag and drop

extension UITableView {
    /// The delegate giving the items a press on a row lifts (not retained). Dragging needs
    /// `dragInteractionEnabled` too.
    public var dragDelegate: UITableViewDragDelegate? {
        get { let entry = UIEntry("-[UITableView dragDelegate]", self); defer { entry.end() }; return storedDragDelegate }
        set {
            let entry = UIEntry("-[UITableView setDragDelegate:]", self); defer { entry.end() }
            storedDragDelegate = newValue
            updateDragLift()
        }
    }

    /// The delegate deciding about drops on the table (not retained).
    public var dropDelegate: UITableViewDropDelegate? {
        get { let entry = UIEntry("-[UITableView dropDelegate]", self); defer { entry.end() }; return storedDropDelegate }
        set { let entry = UIEntry("-[UITableView setDropDelegate:]", self); defer { entry.end() }; storedDropDelegate = newValue }
    }

    /// Whether a press on a row lifts a drag (default false on iPhone, as in UIKit): a long
    /// press (0.5 s) on a row asks the drag delegate for its items.
    public var dragInteractionEnabled: Bool {
        get { let entry = UIEntry("-[UITableView dragInteractionEnabled]", self); defer { entry.end() }; return storedDragInteractionEnabled }
        set {
            let entry = UIEntry("-[UITableView setDragInteractionEnabled:]", self); defer { entry.end() }
            storedDragInteractionEnabled = newValue
            updateDragLift()
        }
    }

    /// Whether a drag that started in the table is going on.
    public var hasActiveDrag: Bool {
        let entry = UIEntry("-[UITableView hasActiveDrag]", self); defer { entry.end() }
        return dragDrop.activeDrag.map { !$0.ended } ?? false
    }

    /// Whether a drag is over the table (it is the drop destination).
    public var hasActiveDrop: Bool {
        let entry = UIEntry("-[UITableView hasActiveDrop]", self); defer { entry.end() }
        return dragDrop.activeDrop.map { !$0.ended } ?? false
    }

    private func updateDragLift() {
        dragDrop.update(self, enabled: storedDragInteractionEnabled && storedDragDelegate != nil) { [weak self] window, location in
            self?.makeDrag(in: window, at: location)
        }
    }

    private func call<T>(_ name: String, _ body: () -> T) -> T {
        context.loop.span(.delegateCallback, name, object: self, body)
    }

    // MARK: Source

    /// A press at `location` (window coordinates): the row there, and the items the drag
    /// delegate gives for it (none: no drag).
    private func makeDrag(in window: UIWindow, at location: CGPoint) -> DragActivity? {
        guard storedDragInteractionEnabled, let delegate = storedDragDelegate,
              let indexPath = indexPathForRow(at: convert(location, from: window)) else { return nil }
        let activity = DragActivity(window: window, source: .table(self, [indexPath]), at: location)
        let session = activity.dragSession
        let items = call("tableView(_:itemsForBeginning:at:)") { delegate.tableView(self, itemsForBeginning: session, at: indexPath) }
        guard !items.isEmpty else { return nil }
        activity.items = items
        activity.source = .table(self, Array(repeating: indexPath, count: items.count))
        return activity
    }

    func dragWillBegin(_ activity: DragActivity) {
        dragDrop.activeDrag = activity
        guard let delegate = storedDragDelegate else { return }
        let session = activity.dragSession
        if case .table(_, let paths) = activity.source {
            let lifted = Set(paths).sorted()
            for path in lifted { _ = call("tableView(_:dragPreviewParametersForRowAt:)") { delegate.tableView(self, dragPreviewParametersForRowAt: path) } }
            for cell in lifted.compactMap({ cellsOnScreen[$0] }) {
                cell.setDragState(.lifting)
                cell.setDragState(.dragging)
            }
        }
        call("tableView(_:dragSessionWillBegin:)") { delegate.tableView(self, dragSessionWillBegin: session) }
        activity.allowsMove = call("tableView(_:dragSessionAllowsMoveOperation:)") { delegate.tableView(self, dragSessionAllowsMoveOperation: session) }
        activity.restricted = call("tableView(_:dragSessionIsRestrictedToDraggingApplication:)") {
            delegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
        }
    }

    func dragDidEnd(_ activity: DragActivity) {
        if dragDrop.activeDrag === activity { dragDrop.activeDrag = nil }
        for cell in cellsOnScreen.sorted(by: { $0.key < $1.key }).map(\.value) where cell.storedDragState != .none { cell.setDragState(.none) }
        guard let delegate = storedDragDelegate else { return }
        let session = activity.dragSession
        call("tableView(_:dragSessionDidEnd:)") { delegate.tableView(self, dragSessionDidEnd: session) }
    }

    // MARK: Destination

    func dropCanHandle(_ activity: DragActivity) -> Bool {
        guard let delegate = storedDropDelegate else { return false }
        let session = activity.dropSession
        return call("tableView(_:canHandle:)") { delegate.tableView(self, canHandle: session) }
    }

    func dropSessionEntered(_ activity: DragActivity) {
        dragDrop.activeDrop = activity
        guard let delegate = storedDropDelegate else { return }
        let session = activity.dropSession
        call("tableView(_:dropSessionDidEnter:)") { delegate.tableView(self, dropSessionDidEnter: session) }
    }

    /// Where a drop under the finger goes, in the table's current rows.
    func dropDestination(for activity: DragActivity) -> IndexPath? {
        reloadIfNeeded()
        let point = activity.location(in: self)
        return ListDragDrop.destination(at: point, hit: indexPathForRow(at: point), sections: rowCounts) { path in
            rectForRow(at: path)
        }
    }

    func dropProposal(for activity: DragActivity) -> UIDropProposal? {
        guard let delegate = storedDropDelegate else { return nil }
        let session = activity.dropSession
        let destination = dropDestination(for: activity)
        activity.destinationIndexPath = destination
        let proposal = call("tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)") {
            delegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        }
        let into = proposal.storedIntent == .insertIntoDestinationIndexPath && proposal.performs ? destination : nil
        for (path, cell) in cellsOnScreen.sorted(by: { $0.key < $1.key }) { cell.setDropState(path == into ? .targeted : .notTargeted) }
        return proposal
    }

    func dropSessionExited(_ activity: DragActivity) {
        for cell in cellsOnScreen.sorted(by: { $0.key < $1.key }).map(\.value) { cell.setDropState(.none) }
        guard let delegate = storedDropDelegate else { return }
        let session = activity.dropSession
        call("tableView(_:dropSessionDidExit:)") { delegate.tableView(self, dropSessionDidExit: session) }
    }

    /// The drop: the delegate gets a coordinator with the items (their source index paths when
    /// they come from this table), the destination and the proposal; the drops it asks for
    /// animate after it returns, and the session ends when they have.
    func performDrop(_ activity: DragActivity, then: @escaping () -> Void) {
        guard let delegate = storedDropDelegate else { return then() }
        let proposal = (activity.proposal as? UITableViewDropProposal) ?? UITableViewDropProposal(operation: activity.proposal?.storedOperation ?? .cancel)
        var sources: [IndexPath?] = Array(repeating: nil, count: activity.items.count)
        if case .table(let origin, let paths) = activity.source, origin === self {
            for (i, path) in paths.enumerated() where i < sources.count { sources[i] = path }
        }
        let items = zip(activity.items, sources).map { item, source in
            ListDropItem(dragItem: item, sourceIndexPath: source, previewSize: source.map { rectForRow(at: $0).size } ?? .zero)
        }
        let coordinator = TableViewDropCoordinator(tableView: self, items: items, destination: activity.destinationIndexPath,
                                                   proposal: proposal, session: activity.dropSession)
        call("tableView(_:performDropWith:)") { delegate.tableView(self, performDropWith: coordinator) }
        coordinator.animateDrops(then: then)
    }

    func dropSessionEnded(_ activity: DragActivity) {
        if dragDrop.activeDrop === activity { dragDrop.activeDrop = nil }
        for cell in cellsOnScreen.sorted(by: { $0.key < $1.key }).map(\.value) { cell.setDropState(.none) }
        guard let delegate = storedDropDelegate else { return }
        let session = activity.dropSession
        call("tableView(_:dropSessionDidEnd:)") { delegate.tableView(self, dropSessionDidEnd: session) }
    }
}

extension UITableViewCell {
    /// The cell's row is lifted, dragged, or no longer: it hears `dragStateDidChange(_:)` and
    /// its configuration state changes.
    func setDragState(_ state: DragState) {
        guard storedDragState != state else { return }
        storedDragState = state
        context.loop.span(.delegateCallback, "dragStateDidChange(_:)", object: self) { dragStateDidChange(state) }
        setNeedsUpdateConfiguration()
    }

    /// A reused cell starts with no drag or drop state.
    func clearDragDropState() {
        storedDragState = .none
        storedDropState = .none
    }

    /// A drop over the cell's table targets the cell, another place, or has ended: its
    /// configuration state changes.
    func setDropState(_ state: UICellConfigurationDropState) {
        guard storedDropState != state else { return }
        storedDropState = state
        setNeedsUpdateConfiguration()
    }
}

// MARK: - Delegates

/// Gives the items a press on a table's row lifts, and hears how the drag goes.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items to drag from the row at `indexPath` (empty: no drag).
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// Items to add to a drag in progress when the row at `indexPath` is tapped (default none).
    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// How the row's lift preview is drawn (default nil: the whole cell).
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag lifted.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
    /// The drag ended (dropped or cancelled).
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
    /// Whether a drop may move the rows (default true).
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether only this app may take the drop (default false).
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
}

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

// MARK: - Proposal, coordinator, items, placeholders

/// A table destination's proposal: the operation, and how the rows go in.
open class UITableViewDropProposal: UIDropProposal {
    /// How dropped rows go into the table.
    public enum Intent: Int, Sendable {
        /// No preference (the table shows no gap).
        case unspecified = 0
        /// Inserted at the destination index path (the rows make room).
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination index path.
        case insertIntoDestinationIndexPath = 2
        /// Inserted or into, as the finger's place over the row says.
        case automatic = 3
    }

    var storedIntent: Intent = .unspecified

    /// A proposal of `operation`, with `intent`.
    public convenience init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent) {
        UIEntry.check("-[UITableViewDropProposal initWithDropOperation:intent:]")
        self.init(operation: operation)
        storedIntent = intent
    }

    /// How the rows go in.
    open var intent: UITableViewDropProposal.Intent {
        let entry = UIEntry("-[UITableViewDropProposal intent]", self); defer { entry.end() }
        return storedIntent
    }
}

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

extension UITableView: UISpringLoadedInteractionSupporting {
    /// Whether a drag pausing over a row selects it, as a tap does (after the delegate's
    /// `tableView(_:shouldSpringLoadRowAt:with:)`); default false.
    public var isSpringLoaded: Bool {
        get { let entry = UIEntry("-[UITableView isSpringLoaded]", self); defer { entry.end() }; return dragDrop.isSpringLoaded }
        set { let entry = UIEntry("-[UITableView setSpringLoaded:]", self); defer { entry.end() }; dragDrop.isSpringLoaded = newValue }
    }
}
