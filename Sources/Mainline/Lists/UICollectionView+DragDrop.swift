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

// MARK: - Delegates

/// Gives the items a press on a collection view's cell lifts, and hears how the drag goes.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items to drag from the item at `indexPath` (empty: no drag).
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// Items to add to a drag in progress when the item at `indexPath` is tapped (default none).
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// How the item's lift preview is drawn (default nil: the whole cell).
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The drag lifted.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
    /// The drag ended (dropped or cancelled).
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
    /// Whether a drop may move the items (default true).
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether only this app may take the drop (default false).
    func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
}

/// Decides about drops on a collection view and performs them. Only
/// `collectionView(_:performDropWith:)` is required; without
/// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)` the proposal is `.cancel`.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// The finger lifted with a copy or move proposal: update the data source and the
    /// collection view, and tell the coordinator where each item goes.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    /// Whether the collection view takes this drag at all (default true).
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    /// The drag came over the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    /// The drag moved: what a drop at `destinationIndexPath` would do (nil over empty space;
    /// one past the last item of a section to append).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The drag left the collection view, or was released with a proposal that drops nothing.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    /// The drag ended.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
    /// How the item's drop preview is drawn (default nil).
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}

// MARK: - Proposal, coordinator, items, placeholders

/// A collection view destination's proposal: the operation, and how the items go in.
open class UICollectionViewDropProposal: UIDropProposal {
    /// How dropped items go into the collection view.
    public enum Intent: Int, Sendable {
        /// No preference (the collection view shows no gap).
        case unspecified = 0
        /// Inserted at the destination index path (the items make room).
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination index path (a folder).
        case insertIntoDestinationIndexPath = 2
    }

    var storedIntent: Intent = .unspecified

    /// A proposal of `operation`, with `intent`.
    public convenience init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent) {
        UIEntry.check("-[UICollectionViewDropProposal initWithDropOperation:intent:]")
        self.init(operation: operation)
        storedIntent = intent
    }

    /// How the items go in.
    open var intent: UICollectionViewDropProposal.Intent {
        let entry = UIEntry("-[UICollectionViewDropProposal intent]", self); defer { entry.end() }
        return storedIntent
    }
}

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

extension UICollectionView: UISpringLoadedInteractionSupporting {
    /// Whether a drag pausing over an item selects it, as a tap does (after the delegate's
    /// `collectionView(_:shouldSpringLoadItemAt:with:)`); default false.
    public var isSpringLoaded: Bool {
        get { let entry = UIEntry("-[UICollectionView isSpringLoaded]", self); defer { entry.end() }; return dragDrop.isSpringLoaded }
        set { let entry = UIEntry("-[UICollectionView setSpringLoaded:]", self); defer { entry.end() }; dragDrop.isSpringLoaded = newValue }
    }
}
