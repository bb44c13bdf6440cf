import Foundation

/// Pushes and pops animated by the delegate's animation controller
/// (`navigationController(_:animationControllerFor:from:to:)`), optionally driven by its
/// interaction controller (`navigationController(_:interactionControllerFor:)`). The container
/// is the navigation controller's view; the animator adds the incoming view to it and calls
/// `completeTransition(_:)`. The appearance callbacks come in the order of an ordinary push or
/// pop, the "did" half after the completion; the incoming view is then put in its place under
/// the bars. A cancelled transition (an interaction that went back) leaves the stack as it was:
/// the incoming controller disappears again and the outgoing one reappears.
extension UINavigationController {
    func runCustomTransition(from: UIViewController, to: UIViewController, animator: UIViewControllerAnimatedTransitioning,
                             added: [UIViewController], removed: [UIViewController], isPop: Bool) {
        guard let container = storedView else { return }
        let context = self.context
        let kind = isPop ? "pop" : "push"
        let transitionID = context.recordTransitionBegan(kind, "\(kind) to \(type(of: to)) (custom animator)")
        let interactor = storedDelegate.flatMap { delegate in
            context.loop.span(.delegateCallback, "navigationController(_:interactionControllerFor:)") {
                delegate.navigationController(self, interactionControllerFor: animator)
            }
        }
        let toView = to.loadedView
        if isPop { from.transitionFlags.isMovingFromParent = true } else { to.transitionFlags.isMovingToParent = true }
        for c in removed { c.transitionFlags.isMovingFromParent = true }
        for c in added { c.transitionFlags.isMovingToParent = true }
        let duration = context.loop.span(.delegateCallback, "transitionDuration(using:)") { animator.transitionDuration(using: nil) }
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: true,
                                                duration: duration.isFinite ? max(0, duration) : 0,
                                                interactive: interactor?.wantsInteractiveStart ?? false)
        activeCoordinator = coordinator
        from.transitionFlags.inAnimatorTransition = true
        to.transitionFlags.inAnimatorTransition = true
        context.app.managingAppearance {
            from.beginDisappearance(animated: true)
            to.beginAppearance(animated: true)
        }
        announceWillShow(to, animated: true)
        let finalFrame = container.storedBounds
        toView.applyFrame(finalFrame)
        let transition = TransitionContext(container: container, from: from, to: to, fromView: from.storedView, toView: toView,
                                           animated: true, style: .none, animator: animator, interactor: interactor,
                                           coordinator: coordinator) { [weak self] completed in
            context.recordTransitionEnded(kind, id: transitionID)
            from.transitionFlags.inAnimatorTransition = false
            to.transitionFlags.inAnimatorTransition = false
            guard let self else { return }
            self.customTransition = nil
            if completed {
                self.completeTransition(from: from, to: to, animated: true, added: added, removed: removed)
                self.settleChildView(to)
            } else {
                self.cancelCustomTransition(from: from, to: to, added: added, removed: removed, isPop: isPop)
            }
            context.app.application.refreshControllerPreferences(animatedBy: nil)
        }
        transition.setFrames(of: from, initial: from.storedView?.frameValue ?? finalFrame, final: .zero)
        transition.setFrames(of: to, initial: .zero, final: finalFrame)
        customTransition = transition
        transition.start()
        to.updateTraitsInTree()
    }

    /// The shown controller's view goes under the bars, filling the container (an animator adds
    /// it on top).
    func settleChildView(_ controller: UIViewController) {
        guard let container = storedView, let view = controller.storedView else { return }
        let position = view.storedSuperview === container ? view.indexInSuperview : nil
        let barIndex = container.storedSubviews.firstIndex { $0 is UINavigationBar || $0 is UIToolbar } ?? container.storedSubviews.count
        if position == nil || position! > barIndex {
            context.app.managingAppearance { place(view, in: container, at: barIndex) }
        }
    }

    /// The transition went back: the stack is what it was.
    private func cancelCustomTransition(from: UIViewController, to: UIViewController, added: [UIViewController], removed: [UIViewController],
                                        isPop: Bool) {
        activeCoordinator = nil
        to.beginDisappearance(animated: true)
        context.app.managingAppearance { to.storedView?.detachFromSuperview() }
        to.endDisappearance()
        from.beginAppearance(animated: true)
        from.endAppearance()
        settleChildView(from)
        for c in added + removed + [from, to] {
            c.transitionFlags.isMovingToParent = false
            c.transitionFlags.isMovingFromParent = false
        }
        // Undo the stack change: pushed controllers leave, popped ones come back.
        for c in added where c.storedParent === self {
            c.announceWillMove(toParent: nil)
            c.detachFromParent()
        }
        for c in removed where !storedChildren.contains(where: { $0 === c }) {
            storedChildren.append(c)
            c.announceDidMove(toParent: self)
        }
        if isPop, !storedChildren.contains(where: { $0 === from }) { storedChildren.append(from) }
        storedView?.setNeedsLayout()
    }
}
