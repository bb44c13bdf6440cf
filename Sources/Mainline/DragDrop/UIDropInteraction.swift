import Foundation

/// Makes its view a drop destination: while a drag is over the view, its delegate is asked
/// whether it can handle the session, told it entered, moved and exited, and answers with a
/// proposal; when the finger lifts over it with a copy or move proposal, the delegate performs
/// the drop (and loads the items' objects through the session).
@preconcurrency @MainActor
open class UIDropInteraction: UIInteraction {
    weak var storedDelegate: UIDropInteractionDelegate?
    weak var storedView: UIView?
    var storedAllowsSimultaneousDropSessions = false

    /// An interaction reporting to `delegate`.
    public init(delegate: UIDropInteractionDelegate) {
        UIEntry.check("-[UIDropInteraction initWithDelegate:]")
        storedDelegate = delegate
    }

    /// The delegate deciding about drops.
    open var delegate: UIDropInteractionDelegate? {
        let entry = UIEntry("-[UIDropInteraction delegate]", self); defer { entry.end() }
        return storedDelegate
    }

    /// The view the interaction is on.
    open var view: UIView? {
        let entry = UIEntry("-[UIDropInteraction view]", self); defer { entry.end() }
        return storedView
    }

    /// Whether several drags may be over the view at once (false).
    open var allowsSimultaneousDropSessions: Bool {
        get { let entry = UIEntry("-[UIDropInteraction allowsSimultaneousDropSessions]", self); defer { entry.end() }; return storedAllowsSimultaneousDropSessions }
        set { let entry = UIEntry("-[UIDropInteraction setAllowsSimultaneousDropSessions:]", self); defer { entry.end() }; storedAllowsSimultaneousDropSessions = newValue }
    }

    /// Leaves the old view.
    open func willMove(to view: UIView?) {
        UIEntry.check("-[UIDropInteraction willMoveToView:]", self)
    }

    /// Is now on `view`.
    open func didMove(to view: UIView?) {
        let entry = UIEntry("-[UIDropInteraction didMoveToView:]", self); defer { entry.end() }
        storedView = view
    }

    // MARK: - The drop

    private func call<T>(_ activity: DragActivity, _ name: String, _ body: () -> T) -> T {
        activity.context.loop.span(.delegateCallback, name, object: storedView, body)
    }

    func canHandle(_ activity: DragActivity) -> Bool {
        guard let delegate = storedDelegate else { return false }
        let session = activity.dropSession
        return call(activity, "dropInteraction(_:canHandle:)") { delegate.dropInteraction(self, canHandle: session) }
    }

    func sessionEntered(_ activity: DragActivity) {
        guard let delegate = storedDelegate else { return }
        let session = activity.dropSession
        call(activity, "dropInteraction(_:sessionDidEnter:)") { delegate.dropInteraction(self, sessionDidEnter: session) }
    }

    func proposal(for activity: DragActivity) -> UIDropProposal? {
        guard let delegate = storedDelegate else { return nil }
        let session = activity.dropSession
        return call(activity, "dropInteraction(_:sessionDidUpdate:)") { delegate.dropInteraction(self, sessionDidUpdate: session) }
    }

    func sessionExited(_ activity: DragActivity) {
        guard let delegate = storedDelegate else { return }
        let session = activity.dropSession
        call(activity, "dropInteraction(_:sessionDidExit:)") { delegate.dropInteraction(self, sessionDidExit: session) }
    }

    /// The drop: `performDrop`, then the items' drop animations, then `concludeDrop` when
    /// they end, then `then` (the session ends).
    func performDrop(_ activity: DragActivity, then: @escaping () -> Void) {
        guard let delegate = storedDelegate else { return then() }
        let session = activity.dropSession
        call(activity, "dropInteraction(_:performDrop:)") { delegate.dropInteraction(self, performDrop: session) }
        let animator = DragAnimator()
        if let view = storedView {
            for item in activity.items {
                let preview = UITargetedDragPreview(view: view)
                _ = call(activity, "dropInteraction(_:previewForDropping:withDefault:)") {
                    delegate.dropInteraction(self, previewForDropping: item, withDefault: preview)
                }
                call(activity, "dropInteraction(_:item:willAnimateDropWith:)") {
                    delegate.dropInteraction(self, item: item, willAnimateDropWith: animator)
                }
            }
        }
        let loop = activity.context.loop
        animator.run { [weak self] in
            if let self {
                loop.span(.delegateCallback, "dropInteraction(_:concludeDrop:)", object: self.storedView) {
                    delegate.dropInteraction(self, concludeDrop: session)
                }
            }
            then()
        }
    }

    func sessionEnded(_ activity: DragActivity) {
        guard let delegate = storedDelegate else { return }
        let session = activity.dropSession
        call(activity, "dropInteraction(_:sessionDidEnd:)") { delegate.dropInteraction(self, sessionDidEnd: session) }
    }
}

/// What a drop interaction asks its delegate and tells it. All optional: without
/// `dropInteraction(_:sessionDidUpdate:)` the proposal is `.cancel` and nothing is dropped.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view takes this drag at all (asked once per drag; default true).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    /// The drag came over the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// The drag moved over the view: what a drop would do (default `.cancel`).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    /// The drag left the view, or was released with a proposal that drops nothing.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The finger lifted over the view with a copy or move proposal: load the items.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// The drop and its animations are over.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    /// The drag ended (every view it entered hears it).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
    /// The preview an item drops into (default `defaultPreview`).
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// An item's drop animates: add animations and completions to `animator`.
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {}
}
