import Foundation

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window when the transition ends.
    case fullScreen = 0
    /// A card over the presenter, which stays on screen (the iPhone sheet of iOS 13+).
    case pageSheet = 1
    /// A card, shown as a page sheet in a compact-width window.
    case formSheet = 2
    /// Covers the presenting context: shown as `.fullScreen`.
    case currentContext = 3
    /// The app's own presentation: shown as `.overFullScreen`.
    case custom = 4
    /// Covers the screen; the presenter stays on screen below it.
    case overFullScreen = 5
    /// Shown as `.overFullScreen`.
    case overCurrentContext = 6
    /// A popover, shown as a page sheet in a compact-width window.
    case popover = 7
    case none = -1
    /// The system's choice: a page sheet (iOS 13+).
    case automatic = -2

    /// The style the simulated iPhone shows (compact width adapts form sheets and popovers).
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover, .none: .pageSheet
        case .fullScreen, .currentContext: .fullScreen
        case .overFullScreen, .overCurrentContext, .custom: .overFullScreen
        }
    }

    /// Whether the presenter's view leaves the screen (and the presenter gets the disappear
    /// callbacks, and the appear callbacks on dismissal). Only full-screen styles do: a sheet or
    /// an over-full-screen presentation leaves the presenter on screen, silent (Apple's
    /// "Presenting a view controller"; device logs of iOS 13+ sheets).
    var removesPresenter: Bool { resolved == .fullScreen }
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
/// The presenter is the root of the presenting controller's hierarchy (a child asks its
/// container's root, as UIKit's default presentation context does).
extension UIViewController {
    /// Seconds a presentation or dismissal animates (UIKit's sheet and cover transitions take
    /// about half a second; the figure is the model's, not measured).
    static let presentationDuration: TimeInterval = 0.5

    /// The controller this one presents (or its container presents).
    public var presentedViewController: UIViewController? {
        let entry = UIEntry("-[UIViewController presentedViewController]", self); defer { entry.end() }
        return hierarchyRoot.storedPresentedViewController
    }

    /// The controller that presented this one (or its container).
    public var presentingViewController: UIViewController? {
        let entry = UIEntry("-[UIViewController presentingViewController]", self); defer { entry.end() }
        return hierarchyRoot.storedPresentingViewController
    }

    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = hierarchyRoot
        if let current = presenter.storedPresentedViewController {
            reportPresentation("Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current).")
            return
        }
        if presented.storedPresentingViewController != nil || presented.storedParent != nil || presented === presenter {
            reportPresentation("Attempt to present \(presented) on \(presenter) (from \(self)), which is already presented or in a container (UIKit throws). The call is ignored.")
            return
        }
        guard let window = presenter.storedView?.storedWindow, !window.storedIsHidden else {
            reportPresentation("Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        let style = presented.storedModalPresentationStyle.resolved
        let transitionID = presenter.context.recordTransitionBegan("present", "present \(type(of: presented))")
        presenter.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenter
        presented.presentedStyle = style
        presented.transitionFlags.isBeingPresented = true
        let view = presented.loadedView
        let coordinator = TransitionCoordinator(from: presenter, to: presented, container: window, animated: animated,
                                                duration: Self.presentationDuration, style: style)
        presenter.activeCoordinator = coordinator
        presented.activeCoordinator = coordinator
        let context = presenter.context
        context.app.managingAppearance {
            if style.removesPresenter { presenter.beginDisappearance(animated: animated) }
            presented.beginAppearance(animated: animated)
            view.applyFrame(window.presentationFrame(for: style))
            if style == .fullScreen || style == .overFullScreen { view.storedAutoresizingMask = [.flexibleWidth, .flexibleHeight] }
            window.insert(view, at: window.storedSubviews.count)
        }
        presented.updateTraitsInTree()
        // The presented view rises from the bottom edge (UIKit's default cover-vertical style).
        let rise = TransitionMotion(view: view, from: CGPoint(x: 0, y: window.storedBounds.height), to: .zero)
        context.runTransition(animated: animated, duration: Self.presentationDuration, coordinator: coordinator,
                              name: "presentation of \(type(of: presented))", motions: [rise]) {
            context.recordTransitionEnded("present", id: transitionID)
            presented.endAppearance()
            if style.removesPresenter {
                context.app.managingAppearance { presenter.storedView?.detachFromSuperview() }
                presenter.endDisappearance()
            }
            presented.transitionFlags.isBeingPresented = false
            presenter.activeCoordinator = nil
            presented.activeCoordinator = nil
            completion?()
        }
    }

    func startDismissal(animated: Bool, completion: (() -> Void)?) {
        let root = hierarchyRoot
        let presenter: UIViewController
        let dismissed: UIViewController
        if let presented = root.storedPresentedViewController {
            presenter = root
            dismissed = presented
        } else if let presenting = root.storedPresentingViewController {
            presenter = presenting
            dismissed = root
        } else {
            // Nothing to dismiss: UIKit runs the completion.
            completion?()
            return
        }
        if dismissed.transitionFlags.isBeingPresented || dismissed.transitionFlags.isBeingDismissed {
            reportPresentation("Attempt to dismiss \(dismissed) from \(presenter) while a presentation or dismiss is in progress.")
            return
        }
        // Controllers presented above the dismissed one leave with it, without their own
        // transition (UIKit animates only the top one).
        var above: [UIViewController] = []
        var next = dismissed.storedPresentedViewController
        while let c = next { above.append(c); next = c.storedPresentedViewController }
        let context = presenter.context
        let style = dismissed.presentedStyle
        let transitionID = context.recordTransitionBegan("dismiss", "dismiss \(type(of: dismissed))")
        dismissed.transitionFlags.isBeingDismissed = true
        let window = dismissed.storedView?.storedWindow
        let coordinator = window.map {
            TransitionCoordinator(from: dismissed, to: presenter, container: $0, animated: animated,
                                  duration: Self.presentationDuration, style: style)
        }
        presenter.activeCoordinator = coordinator
        dismissed.activeCoordinator = coordinator
        context.app.managingAppearance {
            for c in above.reversed() {
                c.beginDisappearance(animated: false)
                c.storedView?.detachFromSuperview()
                c.endDisappearance()
                c.unlinkPresentation()
            }
            dismissed.beginDisappearance(animated: animated)
            if style.removesPresenter, let window, let presenterView = presenter.storedView {
                presenter.beginAppearance(animated: animated)
                let index = dismissed.storedView.map { $0.indexInSuperview } ?? window.storedSubviews.count
                presenterView.applyFrame(window.storedBounds)
                window.insert(presenterView, at: index)
                presenter.updateTraitsInTree()
            }
        }
        // The dismissed view falls back below the bottom edge.
        let fall = dismissed.storedView.flatMap { view in
            window.map { TransitionMotion(view: view, from: .zero, to: CGPoint(x: 0, y: $0.storedBounds.height)) }
        }
        context.runTransition(animated: animated && window != nil, duration: Self.presentationDuration, coordinator: coordinator,
                              name: "dismissal of \(type(of: dismissed))", motions: fall.map { [$0] } ?? []) {
            context.recordTransitionEnded("dismiss", id: transitionID)
            if style.removesPresenter { presenter.endAppearance() }
            context.app.managingAppearance { dismissed.storedView?.detachFromSuperview() }
            dismissed.endDisappearance()
            dismissed.transitionFlags.isBeingDismissed = false
            presenter.activeCoordinator = nil
            dismissed.activeCoordinator = nil
            dismissed.unlinkPresentation()
            completion?()
        }
    }

    /// Forgets the presenter (the presenter no longer holds this controller).
    func unlinkPresentation() {
        if let presenter = storedPresentingViewController, presenter.storedPresentedViewController === self {
            presenter.storedPresentedViewController = nil
        }
        storedPresentingViewController = nil
    }

    private func reportPresentation(_ message: String) {
        DiagnosticCenter.report(.viewControllerMisuse, "[Presentation] " + message, in: context)
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
