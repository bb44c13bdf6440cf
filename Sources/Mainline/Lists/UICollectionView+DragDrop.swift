import Foundation

// MARK: - The collection view's drag and drop

extension UICollectionView {
    /// The delegate giving the items a press on a cell lifts (not retained). Dragging needs
    /// `dragInteractionEnabled` too.
    public var dragDelegate: UICollectionViewDragDelegate? {
        get { let entry = UIEntry("-[UICollectionView dragDelegate]", self); defer { entry.end() }; return storedDragDelegate }
        set {
            let entry = UIEntry("-[UICollectionView setDragDelegate:]", self); defer { entry.end() }
            storedDragDelegate = newValue
            updateDragLift()
        }
    }

    /// The delegate deciding about drops on the collection view (not retained).
    public var dropDelegate: UICollectionViewDropDelegate? {
        get { let entry = UIEntry("-[UICollectionView dropDelegate]", self); defer { entry.end() }; return storedDropDelegate }
        set { let entry = UIEntry("-[UICollectionView setDropDelegate:]", self); defer { entry.end() }; storedDropDelegate = newValue }
    }

    /// Whether a press on a cell lifts a drag (default false on iPhone, as in UIKit): a long
    /// press (0.5 s) on a cell asks the drag delegate for its items.
    public var dragInteractionEnabled: Bool {
        get { let entry = UIEntry("-[UICollectionView dragInteractionEnabled]", self); defer { entry.end() }; return storedDragInteractionEnabled }
        set {
            let entry = UIEntry("-[UICollectionView setDragInteractionEnabled:]", self); defer { entry.end() }
            storedDragInteractionEnabled = newValue
            updateDragLift()
        }
    }

    /// Whether a drag that started in the collection view is going on.
    public var hasActiveDrag: Bool {
        let entry = UIEntry("-[UICollectionView hasActiveDrag]", self); defer { entry.end() }
        return dragDrop.activeDrag.map { !$0.ended } ?? false
    }

    /// Whether a drag is over the collection view (it is the drop destination).
    public var hasActiveDrop: Bool {
        let entry = UIEntry("-[UICollectionView hasActiveDrop]", self); defer { entry.end() }
        return dragDrop.activeDrop.map { !$0.ended } ?? false
    }

    /// How soon items make room for a dragged item (default `.immediate`). Kept: the simulation
    /// does not open a gap under a drag.
    public var reorderingCadence: ReorderingCadence {
        get { let entry = UIEntry("-[UICollectionView reorderingCadence]", self); defer { entry.end() }; return storedReorderingCadence }
        set { let entry = UIEntry("-[UICollectionView setReorderingCadence:]", self); defer { entry.end() }; storedReorderingCadence = newValue }
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

    /// A press at `location` (window coordinates): the item there, and the items the drag
    /// delegate gives for it (none: no drag).
    private func makeDrag(in window: UIWindow, at location: CGPoint) -> DragActivity? {
        guard storedDragInteractionEnabled, let delegate = storedDragDelegate,
              let indexPath = indexPathForItem(at: convert(location, from: window)) else { return nil }
        let activity = DragActivity(window: window, source: .collection(self, [indexPath]), at: location)
        let session = activity.dragSession
        let items = call("collectionView(_:itemsForBeginning:at:)") { delegate.collectionView(self, itemsForBeginning: session, at: indexPath) }
        guard !items.isEmpty else { return nil }
        activity.items = items
        activity.source = .collection(self, Array(repeating: indexPath, count: items.count))
        return activity
    }

    func dragWillBegin(_ activity: DragActivity) {
        dragDrop.activeDrag = activity
        guard let delegate = storedDragDelegate else { return }
        let session = activity.dragSession
        if case .collection(_, let paths) = activity.source {
            let lifted = Set(paths).sorted()
            for path in lifted { _ = call("collectionView(_:dragPreviewParametersForItemAt:)") { delegate.collectionView(self, dragPreviewParametersForItemAt: path) } }
            for cell in lifted.compactMap({ visibleItems[$0] }) {
                cell.setDragState(.lifting)
                cell.setDragState(.dragging)
            }
        }
        call("collectionView(_:dragSessionWillBegin:)") { delegate.collectionView(self, dragSessionWillBegin: session) }
        activity.allowsMove = call("collectionView(_:dragSessionAllowsMoveOperation:)") { delegate.collectionView(self, dragSessionAllowsMoveOperation: session) }
        activity.restricted = call("collectionView(_:dragSessionIsRestrictedToDraggingApplication:)") {
            delegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
        }
    }

    func dragDidEnd(_ activity: DragActivity) {
        if dragDrop.activeDrag === activity { dragDrop.activeDrag = nil }
        for cell in visibleItems.sorted(by: { $0.key < $1.key }).map(\.value) where cell.storedDragState != .none { cell.setDragState(.none) }
        guard let delegate = storedDragDelegate else { return }
        let session = activity.dragSession
        call("collectionView(_:dragSessionDidEnd:)") { delegate.collectionView(self, dragSessionDidEnd: session) }
    }

    // MARK: Destination

    func dropCanHandle(_ activity: DragActivity) -> Bool {
        guard let delegate = storedDropDelegate else { return false }
        let session = activity.dropSession
        return call("collectionView(_:canHandle:)") { delegate.collectionView(self, canHandle: session) }
    }

    func dropSessionEntered(_ activity: DragActivity) {
        dragDrop.activeDrop = activity
        guard let delegate = storedDropDelegate else { return }
        let session = activity.dropSession
        call("collectionView(_:dropSessionDidEnter:)") { delegate.collectionView(self, dropSessionDidEnter: session) }
    }

    /// Where a drop under the finger goes, in the collection view's current layout.
    func dropDestination(for activity: DragActivity) -> IndexPath? {
        loadCountsIfNeeded()
        let point = activity.location(in: self)
        return ListDragDrop.destination(at: point, hit: indexPathForItem(at: point), sections: sectionCounts) { path in
            storedLayout.layoutAttributesForItem(at: path)?.storedFrame
        }
    }

    func dropProposal(for activity: DragActivity) -> UIDropProposal? {
        guard let delegate = storedDropDelegate else { return nil }
        let session = activity.dropSession
        let destination = dropDestination(for: activity)
        activity.destinationIndexPath = destination
        let proposal = call("collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)") {
            delegate.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        }
        let into = proposal.storedIntent == .insertIntoDestinationIndexPath && proposal.performs ? destination : nil
        for (path, cell) in visibleItems.sorted(by: { $0.key < $1.key }) { cell.setDropState(path == into ? .targeted : .notTargeted) }
        return proposal
    }

    func dropSessionExited(_ activity: DragActivity) {
        for cell in visibleItems.sorted(by: { $0.key < $1.key }).map(\.value) { cell.setDropState(.none) }
        guard let delegate = storedDropDelegate else { return }
        let session = activity.dropSession
        call("collectionView(_:dropSessionDidExit:)") { delegate.collectionView(self, dropSessionDidExit: session) }
    }

    /// The drop: the delegate gets a coordinator with the items (their source index paths when
    /// they come from this collection view), the destination and the proposal; the drops it
    /// asks for animate after it returns, and the session ends when
    /// they have.
    func performDrop(_ activity: DragActivity, then: @escaping () -> Void) {
        guard let delegate = storedDropDelegate else { return then() }
        let proposal = (activity.proposal as? UICollectionViewDropProposal) ?? UICollectionViewDropProposal(operation: activity.proposal?.storedOperation ?? .cancel)
        var sources: [IndexPath?] = Array(repeating: nil, count: activity.items.count)
        if case .collection(let origin, let paths) = activity.source, origin === self {
            for (i, path) in paths.enumerated() where i < sources.count { sources[i] = path }
        }
        let items = zip(activity.items, sources).map { item, source in
            ListDropItem(dragItem: item, sourceIndexPath: source,
                         previewSize: source.flatMap { storedLayout.layoutAttributesForItem(at: $0)?.storedFrame.size } ?? .zero)
        }
        let coordinator = CollectionViewDropCoordinator(collectionView: self, items: items, destination: activity.destinationIndexPath,
                                                        proposal: proposal, session: activity.dropSession)
        call("collectionView(_:performDropWith:)") { delegate.collectionView(self, performDropWith: coordinator) }
        coordinator.animateDrops(then: then)
    }

    func dropSessionEnded(_ activity: DragActivity) {
        if dragDrop.activeDrop === activity { dragDrop.activeDrop = nil }
        for cell in visibleItems.sorted(by: { $0.key < $1.key }).map(\.value) { cell.setDropState(.none) }
        guard let delegate = storedDropDelegate else { return }
        let session = activity.dropSession
        call("collectionView(_:dropSessionDidEnd:)") { delegate.collectionView(self, dropSessionDidEnd: session) }
    }
}

extension UICollectionViewCell {
    /// The cell's item is lifted, dragged, or no longer: it hears `dragStateDidChange(_:)` and
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

    /// A drop over the cell's list targets the cell, another place, or has ended: its
    /// configuration state changes.
    func setDropState(_ state: UICellConfigurationDropState) {
        guard storedDropState != state else { return }
        storedDropState = state
        setNeedsUpdateConfiguration()
    }
}

extension UICollectionView: UISpringLoadedInteractionSupporting {
    /// Whether a drag pausing over an item selects it, as a tap does (after the delegate's
    /// `collectionView(_:shouldSpringLoadItemAt:with:)`); default false.
    public var isSpringLoaded: Bool {
        get { let entry = UIEntry("-[UICollectionView isSpringLoaded]", self); defer { entry.end() }; return dragDrop.isSpringLoaded }
        set { let entry = UIEntry("-[UICollectionView setSpringLoaded:]", self); defer { entry.end() }; dragDrop.isSpringLoaded = newValue }
    }
}
