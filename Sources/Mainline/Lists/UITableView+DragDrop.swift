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

extension UITableView: UISpringLoadedInteractionSupporting {
    /// Whether a drag pausing over a row selects it, as a tap does (after the delegate's
    /// `tableView(_:shouldSpringLoadRowAt:with:)`); default false.
    public var isSpringLoaded: Bool {
        get { let entry = UIEntry("-[UITableView isSpringLoaded]", self); defer { entry.end() }; return dragDrop.isSpringLoaded }
        set { let entry = UIEntry("-[UITableView setSpringLoaded:]", self); defer { entry.end() }; dragDrop.isSpringLoaded = newValue }
    }
}
