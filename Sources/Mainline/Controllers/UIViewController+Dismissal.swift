import Foundation

/// Dismissal: `dismiss(animated:completion:)` with UIKit's callback order (see
/// UIViewController+Presentation.swift): the controllers presented above the dismissed one leave
/// with it; a `.fullScreen` presenter's view comes back under the container (an animator may bring
/// it itself); the container leaves the window when the dismissal ends; a dismissal an interaction
/// cancels leaves the presentation as it was.
extension UIViewController {
    func startDismissal(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        let dismissed: UIViewController
        if let presented = presentedViewControllerInHierarchy {
            dismissed = presented
            presenter = presented.storedPresentingViewController ?? hierarchyRoot
        } else if let ancestor = presentedAncestor, let presenting = ancestor.storedPresentingViewController {
            presenter = presenting
            dismissed = ancestor
        } else {
            // Nothing to dismiss: UIKit runs the completion.
            completion?()
            return
        }
        dismissed.dismissPresentation(by: presenter, animated: animated, completion: completion)
    }

    /// The presented controller of this controller or its nearest ancestor.
    var presentedViewControllerInHierarchy: UIViewController? {
        var c: UIViewController? = self
        while let current = c {
            if let presented = current.storedPresentedViewController { return presented }
            c = current.storedParent
        }
        return nil
    }

    /// Dismisses this presented controller (and those above it, without their own transition).
    func dismissPresentation(by presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let dismissed = self
        if transitionFlags.isBeingPresented || transitionFlags.isBeingDismissed {
            reportPresentation("Attempt to dismiss \(dismissed) from \(presenter) while a presentation or dismiss is in progress.")
            return
        }
        // Controllers presented above the dismissed one leave with it, without their own
        // transition (UIKit animates only the top one).
        var above: [UIViewController] = []
        var next = storedPresentedViewController
        while let c = next { above.append(c); next = c.storedPresentedViewController }
        let context = presenter.context
        let style = presentedStyle
        let controller = storedPresentationController ?? FullscreenPresentationController(presentedViewController: self, presenting: presenter)
        let removesPresenter = controller.shouldRemovePresentersView
        let transitionID = context.recordTransitionBegan("dismiss", "dismiss \(type(of: dismissed))")
        transitionFlags.isBeingDismissed = true
        let container = controller.storedContainerView ?? storedView?.storedSuperview
        let window = storedView?.storedWindow
        let transitioning = storedTransitioningDelegate
        let animator = window == nil ? nil : transitioning.flatMap { delegate in
            context.loop.span(.delegateCallback, "animationController(forDismissed:)") { delegate.animationController(forDismissed: dismissed) }
        }
        let interactor = animator.flatMap { animator in
            transitioning.flatMap { delegate in
                context.loop.span(.delegateCallback, "interactionControllerForDismissal(using:)") { delegate.interactionControllerForDismissal(using: animator) }
            }
        }
        let duration = animator == nil ? Self.presentationDuration
            : context.loop.span(.delegateCallback, "transitionDuration(using:)") { animator!.transitionDuration(using: nil) }
        let coordinator = container.map {
            TransitionCoordinator(from: dismissed, to: presenter, container: $0, animated: animated, duration: duration.isFinite ? max(0, duration) : 0,
                                  style: style, interactive: interactor?.wantsInteractiveStart ?? false)
        }
        presenter.activeCoordinator = coordinator
        activeCoordinator = coordinator
        context.loop.span(.controllerCallback, "dismissalTransitionWillBegin()", object: self) { controller.dismissalTransitionWillBegin() }
        context.app.managingAppearance {
            for c in above.reversed() {
                c.beginDisappearance(animated: false)
                c.storedPresentationController?.storedContainerView?.detachFromSuperview()
                c.storedView?.detachFromSuperview()
                c.endDisappearance()
                c.unlinkPresentation()
                c.storedPresentationController = nil
            }
            beginDisappearance(animated: animated)
            if removesPresenter, animator == nil, window != nil {
                presenter.beginAppearance(animated: animated)
                presenter.restorePresenterView(below: container)
            }
        }
        if removesPresenter && animator == nil { presenter.updateTraitsInTree() }
        let finish: (Bool) -> Void = { completed in
            context.recordTransitionEnded("dismiss", id: transitionID)
            dismissed.finishDismissal(completed: completed, presenter: presenter, controller: controller, container: container,
                                      removesPresenter: removesPresenter, completion: completion)
        }
        if let animator, let container, let coordinator {
            let presentedView = controller.presentedView ?? storedView
            let transition = TransitionContext(container: container, from: dismissed, to: presenter, fromView: presentedView,
                                               toView: removesPresenter ? presenter.storedView : nil, animated: animated, style: style,
                                               animator: animator, interactor: interactor, coordinator: coordinator, finish: finish)
            if let view = presentedView { transition.setFrames(of: dismissed, initial: view.convert(view.storedBounds, to: container), final: .zero) }
            let presenterFrame = presenter.presenterFrame(in: container)
            transition.setFrames(of: presenter, initial: presenterFrame, final: presenterFrame)
            if removesPresenter { presenter.beginAppearanceWithin(container: container, animated: animated) }
            transition.start()
        } else {
            let motions = storedView.flatMap { view in
                container.map { presentationMotions(view: view, in: $0, presenter: presenter, appearing: false) }
            } ?? []
            context.runTransition(animated: animated && window != nil, duration: Self.presentationDuration, coordinator: coordinator,
                                  name: "dismissal of \(type(of: dismissed))", motions: motions) { finish(true) }
        }
    }

    /// The presenter's view comes back under the presentation's container (a full-screen
    /// presentation removed it).
    func restorePresenterView(below container: UIView?) {
        guard let view = storedView else { return }
        let host = container?.storedSuperview ?? presentedAncestorWindow
        guard let host else { return }
        let index = container.flatMap { $0.storedSuperview === host ? $0.indexInSuperview : nil } ?? host.storedSubviews.count
        if view.storedSuperview === host { return }
        view.applyFrame(container?.frameValue ?? host.storedBounds)
        host.insert(view, at: index)
    }

    /// The window this controller's presentation chain is in.
    private var presentedAncestorWindow: UIWindow? {
        var c: UIViewController? = self
        while let current = c {
            if let window = current.storedView?.storedWindow { return window }
            c = current.storedPresentedViewController
        }
        return nil
    }

    /// A presenter whose view an animator brings back: it begins appearing (its view is given
    /// to the animator as the context's `.to` view).
    func beginAppearanceWithin(container: UIView, animated: Bool) {
        context.app.managingAppearance { beginAppearance(animated: animated) }
    }

    /// Where the presenter's view is (or goes back to) in the container's coordinates.
    func presenterFrame(in container: UIView) -> CGRect {
        if let view = storedView, view.storedWindow != nil { return view.convert(view.storedBounds, to: container) }
        return container.storedBounds
    }

    /// The dismissal ended (`completed`), or was cancelled by its interaction.
    private func finishDismissal(completed: Bool, presenter: UIViewController, controller: UIPresentationController, container: UIView?,
                                 removesPresenter: Bool, completion: (() -> Void)?) {
        let context = self.context
        if completed {
            if removesPresenter {
                // The presenter's view returns to the window (an animator may have put it in the
                // container, which goes now).
                context.app.managingAppearance {
                    if let view = presenter.storedView, let container, view.isInSubtree(of: container) { view.detachFromSuperview() }
                    presenter.restorePresenterView(below: container is UITransitionView ? container : nil)
                }
                presenter.updateTraitsInTree()
                presenter.endAppearance()
            }
            context.app.managingAppearance {
                if let container = container as? UITransitionView { container.detachFromSuperview() }
                storedView?.detachFromSuperview()
            }
            endDisappearance()
            transitionFlags.isBeingDismissed = false
            presenter.activeCoordinator = nil
            activeCoordinator = nil
            context.loop.span(.controllerCallback, "dismissalTransitionDidEnd(_:)", object: self) { controller.dismissalTransitionDidEnd(true) }
            controller.storedContainerView = nil
            unlinkPresentation()
            storedPresentationController = nil
            context.app.application.refreshControllerPreferences(animatedBy: nil)
            completion?()
        } else {
            // Cancelled: the presented controller stays, the presenter goes back under it.
            beginAppearance(animated: true)
            endAppearance()
            if removesPresenter {
                presenter.beginDisappearance(animated: true)
                context.app.managingAppearance { presenter.storedView?.detachFromSuperview() }
                presenter.endDisappearance()
            }
            transitionFlags.isBeingDismissed = false
            presenter.activeCoordinator = nil
            activeCoordinator = nil
            context.loop.span(.controllerCallback, "dismissalTransitionDidEnd(_:)", object: self) { controller.dismissalTransitionDidEnd(false) }
        }
    }
}
