import Foundation

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window when the transition ends.
    case fullScreen = 0
    /// A card over the presenter, which stays on screen (the iPhone sheet of iOS 13+).
    case pageSheet = 1
    /// A card, shown as a page sheet in a compact-width window.
    case formSheet = 2
    /// Covers the presentation context's view (the nearest controller up the hierarchy that
    /// `definesPresentationContext`, else the root), whose view then leaves the window.
    case currentContext = 3
    /// The app's own presentation: the transitioning delegate's presentation controller and
    /// animator; the presenter stays on screen.
    case custom = 4
    /// Covers the screen; the presenter stays on screen below it.
    case overFullScreen = 5
    /// Covers the presentation context's view; the presenter stays on screen below it.
    case overCurrentContext = 6
    /// A popover; in a compact width it adapts to a sheet unless its delegate says `.none`.
    case popover = 7
    case none = -1
    /// The system's choice: a page sheet (iOS 13+).
    case automatic = -2

    /// The family the style is shown as on the simulated iPhone.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .pageSheet, .formSheet, .none: .pageSheet
        case .popover: .popover
        case .fullScreen, .currentContext: .fullScreen
        case .overFullScreen, .overCurrentContext, .custom: .overFullScreen
        }
    }

    /// Whether the presenter's view leaves the screen (and the presenter gets the disappear
    /// callbacks, and the appear callbacks on dismissal). Only full-screen styles do: a sheet or
    /// an over-full-screen presentation leaves the presenter on screen, silent (Apple's
    /// "Presenting a view controller"; device logs of iOS 13+ sheets).
    var removesPresenter: Bool { resolved == .fullScreen }

    /// Whether the style covers the presentation context rather than the window.
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The animation of a built-in presentation.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view rises from the bottom edge (the default).
    case coverVertical = 0
    /// A flip (modelled as a cross-dissolve: the timing and callbacks are the flip's).
    case flipHorizontal = 1
    /// The presented view fades in over the presenter.
    case crossDissolve = 2
    /// A page curl (modelled as a cross-dissolve).
    case partialCurl = 3
}

/// Presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)` with
/// UIKit's callback order, measured on devices:
///
/// - full screen: presenter `viewWillDisappear`, presented `viewWillAppear`, (layout,
///   `viewIsAppearing`), presented `viewDidAppear`, presenter `viewDidDisappear`, completion;
///   dismissal: presented `viewWillDisappear`, presenter `viewWillAppear`, presenter
///   `viewDidAppear`, presented `viewDidDisappear`, completion;
/// - sheets and over-full-screen: only the presented controller's callbacks.
///
/// Every presentation has a presentation controller (`presentationController`) and a container
/// view (`UITransitionView`) in the window, or in the presentation context's view's superview
/// for the current-context styles. The presenter is the root of the presenting controller's
/// hierarchy (a child asks its container's root, as UIKit's default presentation context
/// does), or for the current-context styles the nearest controller up the hierarchy that
/// `definesPresentationContext`.
///
/// A presented controller whose `transitioningDelegate` gives an animator is presented and
/// dismissed by it (`TransitionContext`): the animator adds the presented view to the
/// container and calls `completeTransition(_:)`, and the "did" callbacks wait for that.
/// Otherwise the presentation animates as `modalTransitionStyle` says.
extension UIViewController {
    /// Seconds a presentation or dismissal animates (UIKit's sheet and cover transitions take
    /// about half a second; the figure is the model's, not measured).
    static let presentationDuration: TimeInterval = 0.5

    /// The controller this one presents (or its nearest ancestor presents).
    public var presentedViewController: UIViewController? {
        let entry = UIEntry("-[UIViewController presentedViewController]", self); defer { entry.end() }
        var c: UIViewController? = self
        while let current = c {
            if let presented = current.storedPresentedViewController { return presented }
            c = current.storedParent
        }
        return nil
    }

    /// The controller that presented this one (or its nearest ancestor).
    public var presentingViewController: UIViewController? {
        let entry = UIEntry("-[UIViewController presentingViewController]", self); defer { entry.end() }
        return presentedAncestor?.storedPresentingViewController
    }

    /// This controller or its nearest ancestor that was presented.
    var presentedAncestor: UIViewController? {
        var c: UIViewController? = self
        while let current = c {
            if current.storedPresentingViewController != nil { return current }
            c = current.storedParent
        }
        return nil
    }

    /// The controller a presentation in `style` from this controller is presented by.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style.usesPresentationContext {
            var c: UIViewController? = self
            while let current = c {
                if current.storedDefinesPresentationContext, current.storedView?.storedWindow != nil { return current }
                c = current.storedParent
            }
        }
        return hierarchyRoot
    }

    // MARK: - The presentation controller

    /// The presentation controller for a presentation of this controller in its style: the
    /// one made earlier (by reading `presentationController`), else a new one.
    func presentationControllerForPresentation(presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        if let existing = storedPresentationController, existing.fits(storedModalPresentationStyle) {
            if existing.storedPresentingViewController == nil { existing.storedPresentingViewController = presenting }
            return existing
        }
        let made = makePresentationController(presenting: presenting, source: source)
        storedPresentationController = made
        return made
    }

    func makePresentationController(presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        switch storedModalPresentationStyle {
        case .popover:
            return UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .pageSheet, .formSheet, .automatic, .none:
            return UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            if let delegate = storedTransitioningDelegate,
               let custom = context.loop.span(.delegateCallback, "presentationController(forPresented:presenting:source:)", {
                   delegate.presentationController(forPresented: self, presenting: presenting, source: source)
               }) {
                custom.style = .custom
                return custom
            }
            return FullscreenPresentationController(presentedViewController: self, presenting: presenting)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
            return FullscreenPresentationController(presentedViewController: self, presenting: presenting)
        }
    }

    // MARK: - Presenting

    func startPresentation(of requested: UIViewController, animated: Bool, completion: (() -> Void)?) {
        var presented = requested
        let presenter = presentationContext(for: presented.storedModalPresentationStyle)
        if let current = presenter.storedPresentedViewController {
            reportPresentation("Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current).")
            return
        }
        if presented.storedPresentingViewController != nil || presented.storedParent != nil || presented === presenter {
            reportPresentation("Attempt to present \(presented) on \(presenter) (from \(self)), which is already presented or in a container (UIKit throws). The call is ignored.")
            return
        }
        guard let presenterView = presenter.storedView, let window = presenterView.storedWindow, !window.storedIsHidden else {
            reportPresentation("Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        var controller = presented.presentationControllerForPresentation(presenting: presenter, source: self)
        controller.storedPresentingViewController = presenter
        // Adaptation to the environment (a popover on a phone becomes a sheet).
        let adaptation = adaptedStyle(of: controller, traits: presenter.currentTraits)
        var style = controller.style
        if let adapted = adaptation {
            if let delegate = controller.storedDelegate,
               let replacement = context.loop.span(.delegateCallback, "presentationController(_:viewControllerForAdaptivePresentationStyle:)", {
                   delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: adapted)
               }), replacement !== presented, replacement.storedParent == nil, replacement.storedPresentingViewController == nil {
                // The delegate shows another controller in the adapted style (a popover's content
                // wrapped in a navigation controller on a phone).
                replacement.storedModalPresentationStyle = adapted
                let replacing = replacement.presentationControllerForPresentation(presenting: presenter, source: self)
                replacing.storedDelegate = controller.storedDelegate
                presented = replacement
                controller = replacing
                style = replacing.style
            } else {
                style = adapted.resolved
            }
        }
        if let popover = controller as? UIPopoverPresentationController, style == .popover {
            if let delegate = popover.storedDelegate as? UIPopoverPresentationControllerDelegate {
                context.loop.span(.delegateCallback, "prepareForPopoverPresentation(_:)") { delegate.prepareForPopoverPresentation(popover) }
            }
            if popover.storedSourceView == nil && popover.storedBarButtonItem == nil && popover.storedSourceItem == nil {
                reportPresentation("UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs (UIKit throws NSGenericException). The popover is shown filling the window.")
            }
        }
        controller.style = style
        (controller as? UIPopoverPresentationController)?.adaptation = style == .popover ? nil : style
        let context = presenter.context
        let transitionID = context.recordTransitionBegan("present", "present \(type(of: presented))")
        presenter.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenter
        presented.presentedStyle = style
        presented.transitionFlags.isBeingPresented = true
        let view = presented.loadedView
        let removesPresenter = controller.shouldRemovePresentersView
        // The container: the window, or the context's view's place for the current-context styles.
        let container = UITransitionView(frame: window.storedBounds)
        container.presentationController = controller
        container.storedAutoresizingMask = [.flexibleWidth, .flexibleHeight]
        context.app.managingAppearance {
            if !controller.shouldPresentInFullscreen, presenter !== presenter.hierarchyRoot || presenterView.storedSuperview !== window,
               let host = presenterView.storedSuperview {
                container.applyFrame(presenterView.frameValue)
                host.insert(container, at: presenterView.indexInSuperview + 1)
            } else {
                window.insert(container, at: window.storedSubviews.count)
            }
        }
        controller.storedContainerView = container
        (controller as? UIPopoverPresentationController)?.storedAdaptiveSheet?.storedContainerView = container
        // The transition: the delegate's animator, or the style's own animation.
        let transitioning = presented.storedTransitioningDelegate
        let animator = transitioning.flatMap { delegate in
            context.loop.span(.delegateCallback, "animationController(forPresented:presenting:source:)") {
                delegate.animationController(forPresented: presented, presenting: presenter, source: self)
            }
        }
        let interactor = animator.flatMap { animator in
            transitioning.flatMap { delegate in
                context.loop.span(.delegateCallback, "interactionControllerForPresentation(using:)") {
                    delegate.interactionControllerForPresentation(using: animator)
                }
            }
        }
        let duration = animator == nil ? Self.presentationDuration
            : context.loop.span(.delegateCallback, "transitionDuration(using:)") { animator!.transitionDuration(using: nil) }
        let coordinator = TransitionCoordinator(from: presenter, to: presented, container: container, animated: animated,
                                                duration: duration.isFinite ? max(0, duration) : 0, style: style,
                                                interactive: interactor?.wantsInteractiveStart ?? false)
        presenter.activeCoordinator = coordinator
        presented.activeCoordinator = coordinator
        if adaptation != nil, let delegate = controller.storedDelegate {
            context.loop.span(.delegateCallback, "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)") {
                delegate.presentationController(controller, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
            }
        }
        context.loop.span(.controllerCallback, "presentationTransitionWillBegin()", object: presented) { controller.presentationTransitionWillBegin() }
        let presentedView = animator == nil ? view : (controller.presentedView ?? view)
        context.app.managingAppearance {
            if removesPresenter { presenter.beginDisappearance(animated: animated) }
            presented.beginAppearance(animated: animated)
            if animator == nil {
                view.applyFrame(controller.initialPresentedFrame)
                if style == .fullScreen || style == .overFullScreen { view.storedAutoresizingMask = [.flexibleWidth, .flexibleHeight] }
                container.insert(view, at: container.storedSubviews.count)
            }
        }
        let finish: (Bool) -> Void = { completed in
            context.recordTransitionEnded("present", id: transitionID)
            presented.finishPresentation(completed: completed, presenter: presenter, controller: controller,
                                         removesPresenter: removesPresenter, completion: completion)
        }
        if let animator {
            let transition = TransitionContext(container: container, from: presenter, to: presented,
                                               fromView: removesPresenter ? presenterView : nil, toView: presentedView,
                                               animated: animated, style: style, animator: animator, interactor: interactor,
                                               coordinator: coordinator, finish: finish)
            let presenterFrame = presenterView.convert(presenterView.storedBounds, to: container)
            transition.setFrames(of: presenter, initial: presenterFrame, final: presenterFrame)
            transition.setFrames(of: presented, initial: .zero, final: controller.frameOfPresentedViewInContainerView)
            transition.start()
            presented.updateTraitsInTree()
        } else {
            presented.updateTraitsInTree()
            context.runTransition(animated: animated, duration: Self.presentationDuration, coordinator: coordinator,
                                  name: "presentation of \(type(of: presented))",
                                  motions: presented.presentationMotions(view: view, in: container, presenter: presenter, appearing: true)) {
                finish(true)
            }
        }
    }

    /// The presentation ended (`completed`), or was cancelled by its interaction.
    private func finishPresentation(completed: Bool, presenter: UIViewController, controller: UIPresentationController,
                                    removesPresenter: Bool, completion: (() -> Void)?) {
        let context = self.context
        if completed {
            endAppearance()
            if removesPresenter {
                context.app.managingAppearance { presenter.storedView?.detachFromSuperview() }
                presenter.endDisappearance()
            }
            transitionFlags.isBeingPresented = false
            presenter.activeCoordinator = nil
            activeCoordinator = nil
            updateTraitsInTree()
            storedView?.storedSuperview?.setNeedsLayout()
            context.loop.span(.controllerCallback, "presentationTransitionDidEnd(_:)", object: self) { controller.presentationTransitionDidEnd(true) }
            context.app.application.refreshControllerPreferences(animatedBy: nil)
            completion?()
        } else {
            // Cancelled: the presented controller goes away again, the presenter stays.
            beginDisappearance(animated: true)
            context.app.managingAppearance { controller.storedContainerView?.detachFromSuperview() }
            endDisappearance()
            if removesPresenter {
                presenter.beginAppearance(animated: true)
                presenter.endAppearance()
            }
            transitionFlags.isBeingPresented = false
            presenter.activeCoordinator = nil
            activeCoordinator = nil
            context.loop.span(.controllerCallback, "presentationTransitionDidEnd(_:)", object: self) { controller.presentationTransitionDidEnd(false) }
            controller.storedContainerView = nil
            unlinkPresentation()
            storedPresentationController = nil
        }
    }

    /// The style `controller`'s presentation adapts to in an environment of `traits`, or nil when
    /// it keeps its own: the delegate decides (`.none`: keep it); otherwise a popover or form
    /// sheet in a compact width becomes a sheet.
    private func adaptedStyle(of controller: UIPresentationController, traits: UITraitCollection) -> UIModalPresentationStyle? {
        guard traits.horizontalSizeClass == .compact else { return nil }
        let own = controller.presentedViewController.storedModalPresentationStyle
        var answer = UIModalPresentationStyle.automatic
        if let delegate = controller.storedDelegate {
            answer = context.loop.span(.delegateCallback, "adaptivePresentationStyle(for:traitCollection:)") {
                delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
            }
            if answer == .automatic {
                answer = context.loop.span(.delegateCallback, "adaptivePresentationStyle(for:)") { delegate.adaptivePresentationStyle(for: controller) }
            }
        }
        switch answer {
        case .none: return nil
        case .fullScreen, .overFullScreen, .formSheet, .pageSheet: return answer == own ? nil : answer
        default: break
        }
        guard own == .popover else { return nil }
        // An action sheet's popover becomes the phone's action sheet (over the presenter).
        if controller.presentedViewController is UIAlertController { return .overFullScreen }
        return controller.adaptivePresentationStyle
    }

    /// Forgets the presenter (the presenter no longer holds this controller).
    func unlinkPresentation() {
        if let presenter = storedPresentingViewController, presenter.storedPresentedViewController === self {
            presenter.storedPresentedViewController = nil
        }
        storedPresentingViewController = nil
    }

    /// The motion of a built-in presentation (`appearing`) or dismissal, by the transition style:
    /// the presented view rises from (or falls below) the container's bottom edge, or fades.
    func presentationMotions(view: UIView, in container: UIView, presenter: UIViewController, appearing: Bool) -> [TransitionMotion] {
        let source = presenter.storedProvidesPresentationContextTransitionStyle && presenter.storedDefinesPresentationContext ? presenter : self
        switch source.storedPreferredTransition?.modalTransitionStyle ?? source.storedModalTransitionStyle {
        case .coverVertical:
            let below = CGPoint(x: 0, y: container.storedBounds.height)
            return [appearing ? TransitionMotion(view: view, from: below, to: .zero) : TransitionMotion(view: view, from: .zero, to: below)]
        case .crossDissolve, .flipHorizontal, .partialCurl:
            return [TransitionMotion(view: view, fadeFrom: appearing ? 0 : 1, to: appearing ? 1 : 0)]
        }
    }

    func reportPresentation(_ message: String) {
        DiagnosticCenter.report(.viewControllerMisuse, "[Presentation] " + message, in: context)
    }
}

extension UIPresentationController {
    /// Whether this controller suits a presentation in `style` (a style changed after the
    /// presentation controller was read makes a new one).
    func fits(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .popover: return self is UIPopoverPresentationController
        case .pageSheet, .formSheet, .automatic, .none: return self is UISheetPresentationController
        case .custom: return !(self is UIPopoverPresentationController) && !(self is UISheetPresentationController)
        default: return self is FullscreenPresentationController
        }
    }

    /// Where the presented view goes when the presentation begins without an animator.
    var initialPresentedFrame: CGRect {
        guard let container = storedContainerView else { return .zero }
        return placesPresentedView ? systemFrame(in: container.storedBounds, insets: context.app.screen.storedSafeAreaInsets)
            : frameOfPresentedViewInContainerView
    }
}

extension UIWindow {
    /// Where a presented view goes: the whole window, or for a sheet a card 10 points below the
    /// top of the safe area (the iPhone's page sheet).
    func presentationFrame(for style: UIModalPresentationStyle) -> CGRect {
        presentationFrame(for: style, in: storedBounds, insets: storedScreen.storedSafeAreaInsets)
    }

    func presentationFrame(for style: UIModalPresentationStyle, in bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        guard style == .pageSheet else { return bounds }
        let top = insets.top + 10
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }
}
