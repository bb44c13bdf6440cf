import Foundation

/// Where a drag starts: a view's drag interaction, or a list's rows.
enum DragSource {
    case interaction(UIDragInteraction)
    case collection(UICollectionView, [IndexPath])
    case table(UITableView, [IndexPath])

    var view: UIView? {
        switch self {
        case .interaction(let interaction): return interaction.storedView
        case .collection(let view, _): return view
        case .table(let view, _): return view
        }
    }
}

/// Where a drag may be dropped: a view's drop interaction, or a list with a drop delegate.
enum DropTarget {
    case interaction(UIDropInteraction)
    case collection(UICollectionView)
    case table(UITableView)

    var object: AnyObject {
        switch self {
        case .interaction(let interaction): return interaction
        case .collection(let view): return view
        case .table(let view): return view
        }
    }
}

/// One drag in the simulation, from the lift to the drop: the items, the finger, the source,
/// the destination under the finger and its proposal. The source asks for the items at the
/// lift; each move finds the destination under the finger (the deepest view, then its
/// ancestors, with a drop interaction whose delegate can handle the session, or a list with a
/// drop delegate), telling the one left `sessionDidExit` and the one entered
/// `sessionDidEnter`, then asks it for a proposal; the release performs the drop when the
/// proposal is a copy or a move (`performDrop`), and every destination entered hears
/// `sessionDidEnd`, then the source. Spring-loaded views and list items under the finger
/// activate when it pauses over them (`SpringLoading`).
///
/// Not simulated: the lift and drop previews are asked for but not drawn; a list does not
/// open a gap under the finger while the drag is over it (its cells stay put until the app
/// updates the list in `performDropWith`); a second finger tapping items to add them to the
/// drag (`itemsForAddingTo`); drags from or to other apps.
final class DragActivity {
    let window: UIWindow
    var source: DragSource
    var items: [UIDragItem] = []
    /// Where the finger is, in the window's coordinates.
    var windowLocation: CGPoint
    var allowsMove = true
    var restricted = false
    var localContext: Any?
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    /// Whether the drop is being performed (objects may be loaded).
    var isPerforming = false
    /// Whether the finger lifted (the drop may still be animating).
    var dropped = false
    var ended = false

    var target: DropTarget?
    var proposal: UIDropProposal?
    /// The list destination's index path under the finger (lists only).
    var destinationIndexPath: IndexPath?
    /// The destinations that took the session in (each hears `sessionDidEnd`).
    var entered: [DropTarget] = []
    /// What each destination answered to `canHandle` (asked once per session).
    var handles: [ObjectIdentifier: Bool] = [:]
    let progress = Progress(totalUnitCount: 0)

    private(set) lazy var spring = SpringLoading(self)
    private(set) lazy var dragSession = DragSessionObject(self)
    private(set) lazy var dropSession = DropSessionObject(self)

    init(window: UIWindow, source: DragSource, at location: CGPoint) {
        self.window = window
        self.source = source
        self.windowLocation = location
    }

    var context: SimulationContext { window.context }

    func location(in view: UIView) -> CGPoint {
        view.convert(windowLocation, from: window)
    }

    /// The source view, when the finger is in it: whether `target` is where the drag started.
    func isLocal(to view: UIView) -> Bool { source.view === view }

    // MARK: - The drag

    /// The drag lifted: the source is told it begins, then the destination under the finger.
    func begin() {
        switch source {
        case .interaction(let interaction): interaction.dragWillBegin(self)
        case .collection(let view, _): view.dragWillBegin(self)
        case .table(let view, _): view.dragWillBegin(self)
        }
        update()
    }

    /// The finger moved to `location`.
    func move(to location: CGPoint) {
        guard !ended, !dropped else { return }
        windowLocation = location
        if case .interaction(let interaction) = source { interaction.dragDidMove(self) }
        update()
    }

    /// Finds the destination under the finger, tells the one left and the one entered, and
    /// asks it for a proposal.
    func update() {
        let next = findTarget()
        if let current = target, current.object !== next?.object {
            exit(current)
            target = nil
            proposal = nil
            destinationIndexPath = nil
        }
        if let next, target?.object !== next.object {
            target = next
            if !entered.contains(where: { $0.object === next.object }) { entered.append(next) }
            switch next {
            case .interaction(let interaction): interaction.sessionEntered(self)
            case .collection(let view): view.dropSessionEntered(self)
            case .table(let view): view.dropSessionEntered(self)
            }
        }
        if let current = target {
            switch current {
            case .interaction(let interaction): proposal = interaction.proposal(for: self)
            case .collection(let view): proposal = view.dropProposal(for: self)
            case .table(let view): proposal = view.dropProposal(for: self)
            }
        }
        spring.update()
    }

    private func exit(_ target: DropTarget) {
        switch target {
        case .interaction(let interaction): interaction.sessionExited(self)
        case .collection(let view): view.dropSessionExited(self)
        case .table(let view): view.dropSessionExited(self)
        }
    }

    /// The deepest view under the finger, then its ancestors: the first with a destination
    /// that can handle the session.
    private func findTarget() -> DropTarget? {
        var v = window.hitTest(windowLocation, with: nil)
        while let view = v {
            for case let interaction as UIDropInteraction in view.viewExtras?.interactions ?? [] where canHandle(.interaction(interaction)) {
                return .interaction(interaction)
            }
            if let list = view as? UICollectionView, list.storedDropDelegate != nil, canHandle(.collection(list)) { return .collection(list) }
            if let list = view as? UITableView, list.storedDropDelegate != nil, canHandle(.table(list)) { return .table(list) }
            v = view.storedSuperview
        }
        return nil
    }

    private func canHandle(_ target: DropTarget) -> Bool {
        let key = ObjectIdentifier(target.object)
        if let known = handles[key] { return known }
        let answer: Bool
        switch target {
        case .interaction(let interaction): answer = interaction.canHandle(self)
        case .collection(let view): answer = view.dropCanHandle(self)
        case .table(let view): answer = view.dropCanHandle(self)
        }
        handles[key] = answer
        return answer
    }

    /// The finger lifted: the drop is performed where the proposal is a copy or a move (a
    /// move only when the drag allows it), otherwise the destination hears the session exit.
    func drop() {
        guard !ended, !dropped else { return }
        dropped = true
        spring.finish()
        var operation: UIDropOperation = .cancel
        if let current = target, let proposal, proposal.performs, proposal.storedOperation != .move || allowsMove {
            operation = proposal.storedOperation
            sourceWillEnd(with: operation)
            isPerforming = true
            // The session ends once the drop's animations have (UIKit ends it after the items land).
            let end = { [self] in finish(with: operation) }
            switch current {
            case .interaction(let interaction): interaction.performDrop(self, then: end)
            case .collection(let view): view.performDrop(self, then: end)
            case .table(let view): view.performDrop(self, then: end)
            }
            isPerforming = false
        } else {
            if let current = target { exit(current) }
            sourceWillEnd(with: .cancel)
            finish(with: operation)
        }
    }

    /// The system cancelled the drag: the destination hears it exit; nothing is dropped.
    func cancel() {
        guard !ended, !dropped else { return }
        spring.finish()
        if let current = target { exit(current) }
        sourceWillEnd(with: .cancel)
        finish(with: .cancel)
    }

    private func sourceWillEnd(with operation: UIDropOperation) {
        if case .interaction(let interaction) = source { interaction.dragWillEnd(self, with: operation) }
    }

    private func finish(with operation: UIDropOperation) {
        guard !ended else { return }
        ended = true
        let targets = entered
        target = nil
        for target in targets {
            switch target {
            case .interaction(let interaction): interaction.sessionEnded(self)
            case .collection(let view): view.dropSessionEnded(self)
            case .table(let view): view.dropSessionEnded(self)
            }
        }
        switch source {
        case .interaction(let interaction): interaction.dragDidEnd(self, with: operation)
        case .collection(let view, _): view.dragDidEnd(self)
        case .table(let view, _): view.dragDidEnd(self)
        }
    }

    // MARK: - Loading

    func hasItemsConforming(to types: [String]) -> Bool {
        items.contains { item in types.contains { item.storedItemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(of aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.storedItemProvider.canLoadObject(ofClass: aClass) }
    }

    /// Loads an object of `aClass` from each item that can give one (on the providers'
    /// background queues); `completion` gets them on the main queue, in item order.
    func loadObjects(of aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let providers = items.map(\.storedItemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(providers.count))
        // The session's progress covers every load made through it.
        self.progress.totalUnitCount += Int64(providers.count)
        self.progress.addChild(progress, withPendingUnitCount: Int64(providers.count))
        guard isPerforming else {
            DiagnosticCenter.report(.listMisuse, "UIDropSession: loadObjects(ofClass:completion:) called outside performDrop; nothing is loaded (UIKit loads only while the drop is performed).",
                                    views: [], in: context)
            return progress
        }
        nonisolated(unsafe) let completion = completion
        let results = LoadResults(count: providers.count)
        // The last load to finish hops to the main queue from its own background block (so the
        // simulation sees the hop as its work's).
        let deliver: @Sendable () -> Void = {
            DispatchQueue.main.async {
                progress.completedUnitCount = progress.totalUnitCount
                completion(results.values)
            }
        }
        guard !providers.isEmpty else {
            deliver()
            return progress
        }
        for (i, provider) in providers.enumerated() {
            provider.loadObject(ofClass: aClass) { object, _ in
                if results.set(i, object) { deliver() }
            }
        }
        return progress
    }
}

/// Objects loaded on background queues, kept in item order.
private final class LoadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [NSItemProviderReading?]
    private var pending: Int

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
        pending = count
    }

    /// Keeps the object loaded for item `index`; true for the last one in.
    func set(_ index: Int, _ object: NSItemProviderReading?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = object
        pending -= 1
        return pending == 0
    }

    var values: [NSItemProviderReading] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
