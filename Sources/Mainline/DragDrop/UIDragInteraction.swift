import Foundation

/// Makes its view a drag source: a long press on the view lifts the items its delegate gives
/// (`dragInteraction(_:itemsForBeginning:)`), the drag follows the finger and drops where the
/// finger lifts. Disabled by default on a phone (`isEnabledByDefault`), as in UIKit: set
/// `isEnabled`.
@preconcurrency @MainActor
open class UIDragInteraction: UIInteraction {
    weak var storedDelegate: UIDragInteractionDelegate?
    weak var storedView: UIView?
    var storedIsEnabled: Bool
    var storedAllowsSimultaneousRecognitionDuringLift = true
    let lift = DragLiftRecognizer()

    /// An interaction asking `delegate` for the items.
    public init(delegate: UIDragInteractionDelegate) {
        UIEntry.check("-[UIDragInteraction initWithDelegate:]")
        storedDelegate = delegate
        storedIsEnabled = UIDragInteraction.enabledByDefault
        lift.makeActivity = { [weak self] window, location in self?.makeActivity(in: window, at: location) }
    }

    /// Whether drag interactions start enabled: on iPad, not on iPhone.
    open class var isEnabledByDefault: Bool {
        UIEntry.check("+[UIDragInteraction isEnabledByDefault]")
        return enabledByDefault
    }

    /// The simulated device is a phone (`UIDevice.userInterfaceIdiom` is `.phone`).
    static var enabledByDefault: Bool { false }

    /// The delegate giving the items and hearing how the drag goes.
    open var delegate: UIDragInteractionDelegate? {
        let entry = UIEntry("-[UIDragInteraction delegate]", self); defer { entry.end() }
        return storedDelegate
    }

    /// The view the interaction is on.
    open var view: UIView? {
        let entry = UIEntry("-[UIDragInteraction view]", self); defer { entry.end() }
        return storedView
    }

    /// Whether a press may start a drag.
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UIDragInteraction isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set {
            let entry = UIEntry("-[UIDragInteraction setEnabled:]", self); defer { entry.end() }
            storedIsEnabled = newValue
            lift.storedIsEnabled = newValue
        }
    }

    /// Whether the view's other gestures may recognize while the drag lifts (true; kept: the
    /// lift here has no animation during which they could).
    open var allowsSimultaneousRecognitionDuringLift: Bool {
        get { let entry = UIEntry("-[UIDragInteraction allowsSimultaneousRecognitionDuringLift]", self); defer { entry.end() }; return storedAllowsSimultaneousRecognitionDuringLift }
        set { let entry = UIEntry("-[UIDragInteraction setAllowsSimultaneousRecognitionDuringLift:]", self); defer { entry.end() }; storedAllowsSimultaneousRecognitionDuringLift = newValue }
    }

    /// Takes the lift gesture off the old view.
    open func willMove(to view: UIView?) {
        let entry = UIEntry("-[UIDragInteraction willMoveToView:]", self); defer { entry.end() }
        storedView?.removeGestureRecognizer(lift)
        storedView = nil
    }

    /// Puts the lift gesture on the new view.
    open func didMove(to view: UIView?) {
        let entry = UIEntry("-[UIDragInteraction didMoveToView:]", self); defer { entry.end() }
        storedView = view
        lift.storedIsEnabled = storedIsEnabled
        view?.addGestureRecognizer(lift)
    }

    // MARK: - The drag

    private func makeActivity(in window: UIWindow, at location: CGPoint) -> DragActivity? {
        guard storedIsEnabled, let delegate = storedDelegate else { return nil }
        let activity = DragActivity(window: window, source: .interaction(self), at: location)
        let session = activity.dragSession
        let items = window.context.loop.span(.delegateCallback, "dragInteraction(_:itemsForBeginning:)", object: storedView) {
            delegate.dragInteraction(self, itemsForBeginning: session)
        }
        guard !items.isEmpty else { return nil }
        activity.items = items
        return activity
    }

    func dragWillBegin(_ activity: DragActivity) {
        guard let delegate = storedDelegate else { return }
        let session = activity.dragSession
        let loop = activity.context.loop
        loop.span(.delegateCallback, "dragInteraction(_:previewForLifting:session:)", object: storedView) {
            for item in activity.items { _ = delegate.dragInteraction(self, previewForLifting: item, session: session) }
        }
        let animator = DragAnimator()
        loop.span(.delegateCallback, "dragInteraction(_:willAnimateLiftWith:session:)", object: storedView) {
            delegate.dragInteraction(self, willAnimateLiftWith: animator, session: session)
        }
        animator.run()
        _ = loop.span(.delegateCallback, "dragInteraction(_:prefersFullSizePreviewsFor:)", object: storedView) {
            delegate.dragInteraction(self, prefersFullSizePreviewsFor: session)
        }
        loop.span(.delegateCallback, "dragInteraction(_:sessionWillBegin:)", object: storedView) {
            delegate.dragInteraction(self, sessionWillBegin: session)
        }
        activity.allowsMove = loop.span(.delegateCallback, "dragInteraction(_:sessionAllowsMoveOperation:)", object: storedView) {
            delegate.dragInteraction(self, sessionAllowsMoveOperation: session)
        }
        activity.restricted = loop.span(.delegateCallback, "dragInteraction(_:sessionIsRestrictedToDraggingApplication:)", object: storedView) {
            delegate.dragInteraction(self, sessionIsRestrictedToDraggingApplication: session)
        }
    }

    func dragDidMove(_ activity: DragActivity) {
        guard let delegate = storedDelegate else { return }
        let session = activity.dragSession
        activity.context.loop.span(.delegateCallback, "dragInteraction(_:sessionDidMove:)", object: storedView) {
            delegate.dragInteraction(self, sessionDidMove: session)
        }
    }

    func dragWillEnd(_ activity: DragActivity, with operation: UIDropOperation) {
        guard let delegate = storedDelegate else { return }
        let session = activity.dragSession
        activity.context.loop.span(.delegateCallback, "dragInteraction(_:session:willEndWith:)", object: storedView) {
            delegate.dragInteraction(self, session: session, willEndWith: operation)
        }
        if operation == .cancel {
            activity.context.loop.span(.delegateCallback, "dragInteraction(_:item:willAnimateCancelWith:)", object: storedView) {
                for item in activity.items {
                    let animator = DragAnimator()
                    delegate.dragInteraction(self, item: item, willAnimateCancelWith: animator)
                    animator.run()
                }
            }
        }
    }

    func dragDidEnd(_ activity: DragActivity, with operation: UIDropOperation) {
        guard let delegate = storedDelegate else { return }
        let session = activity.dragSession
        activity.context.loop.span(.delegateCallback, "dragInteraction(_:session:didEndWith:)", object: storedView) {
            delegate.dragInteraction(self, session: session, didEndWith: operation)
        }
        if operation == .copy || operation == .move {
            activity.context.loop.span(.delegateCallback, "dragInteraction(_:sessionDidTransferItems:)", object: storedView) {
                delegate.dragInteraction(self, sessionDidTransferItems: session)
            }
        }
    }
}

/// What a drag interaction asks its delegate (the items to drag) and tells it as the drag goes.
/// Only `dragInteraction(_:itemsForBeginning:)` is required.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items a press lifts (empty: no drag).
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    /// The preview of `item` as it lifts (nil: the view's; default nil).
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview?
    /// The lift animates: add animations and completions to `animator`.
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession)
    /// The drag begins (the items have lifted).
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    /// Whether a drop may move the items (default true).
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether only this app may take the drop (default false).
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
    /// Whether previews are shown at full size (default false).
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool
    /// The finger moved.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    /// The drag is about to end with `operation` (`.cancel` when nothing is dropped).
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    /// The drag ended with `operation`.
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    /// The destination has received the items' data.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
    /// Items to add to a drag in progress when the view is tapped (default none).
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem]
    /// Which of several drags a tap adds to (default nil: none).
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession?
    /// Items are about to be added to a drag by `addingInteraction`.
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction)
    /// The preview an item returns to when the drag is cancelled (default `defaultPreview`).
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// An item animates back after a cancel.
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? { nil }
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession? { nil }
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction) {}
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {}
}
