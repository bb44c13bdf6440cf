import Foundation

/// The appearance state machine: disappeared → appearing (`viewWillAppear`) → appeared
/// (`viewDidAppear`) → disappearing (`viewWillDisappear`) → disappeared (`viewDidDisappear`),
/// with a cancelled transition going back the other way (an interactive pop).
///
/// Who drives it:
/// - transitions (a window's root, push and pop, tab switches, presentation) call
///   `beginAppearance`/`endAppearance` themselves, in UIKit's order, while the hierarchy hook
///   below is held off (`AppState.managedAppearanceDepth`);
/// - outside transitions, a child whose view enters or leaves a window while its parent is on
///   screen appears or disappears with it (UIKit's automatic forwarding), both callbacks at once;
/// - a container that turns automatic forwarding off calls the public
///   `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`.
///
/// Each begin and end is forwarded to the children shown in the controller's view when
/// `shouldAutomaticallyForwardAppearanceMethods` is true, after the controller's own callback.
extension UIViewController {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// What a controller is in the middle of (UIKit's `isMovingToParent` and friends).
    struct TransitionFlags {
        var isMovingToParent = false
        var isMovingFromParent = false
        var isBeingPresented = false
        var isBeingDismissed = false
        /// Added with the public `addChild(_:)`, and `didMove(toParent:)` not called yet.
        var awaitsDidMove = false
        /// Taking part in a transition an app's animator runs: its view moves in and out of the
        /// window as the animator says, and the transition, not the move, gives the callbacks.
        var inAnimatorTransition = false
    }

    /// Whether the view is being added to a container by the running transition.
    public var isMovingToParent: Bool {
        let entry = UIEntry("-[UIViewController isMovingToParentViewController]", self); defer { entry.end() }
        return transitionFlags.isMovingToParent
    }

    /// Whether the view is being removed from a container by the running transition.
    public var isMovingFromParent: Bool {
        let entry = UIEntry("-[UIViewController isMovingFromParentViewController]", self); defer { entry.end() }
        return transitionFlags.isMovingFromParent
    }

    /// Whether the controller is being presented (from `present` until its `viewDidAppear`).
    public var isBeingPresented: Bool {
        let entry = UIEntry("-[UIViewController isBeingPresented]", self); defer { entry.end() }
        return transitionFlags.isBeingPresented
    }

    /// Whether the controller is being dismissed (from `dismiss` until its `viewDidDisappear`).
    public var isBeingDismissed: Bool {
        let entry = UIEntry("-[UIViewController isBeingDismissed]", self); defer { entry.end() }
        return transitionFlags.isBeingDismissed
    }

    /// Tells a child that it will appear (`isAppearing`) or disappear, for containers that do
    /// not forward appearance automatically. Balance each with `endAppearanceTransition()`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let entry = UIEntry("-[UIViewController beginAppearanceTransition:animated:]", self); defer { entry.end() }
        // One transition at a time, and only towards a state the controller is not in.
        let allowed = isAppearing ? (appearanceState == .disappeared || appearanceState == .disappearing)
                                  : (appearanceState == .appeared || appearanceState == .appearing)
        guard manualAppearanceTransitions == 0, allowed else {
            reportUnbalancedAppearance()
            return
        }
        manualAppearanceTransitions += 1
        if isAppearing { beginAppearance(animated: animated) } else { beginDisappearance(animated: animated) }
    }

    /// Ends the transition begun by `beginAppearanceTransition(_:animated:)`.
    public func endAppearanceTransition() {
        let entry = UIEntry("-[UIViewController endAppearanceTransition]", self); defer { entry.end() }
        guard manualAppearanceTransitions > 0 else {
            reportUnbalancedAppearance()
            return
        }
        manualAppearanceTransitions -= 1
        switch appearanceState {
        case .appearing: endAppearance()
        case .disappearing: endDisappearance()
        case .appeared, .disappeared: reportUnbalancedAppearance()
        }
    }

    /// UIKit's console message, word for word.
    func reportUnbalancedAppearance() {
        DiagnosticCenter.report(.viewControllerMisuse, "Unbalanced calls to begin/end appearance transitions for \(self).",
                                in: context)
    }

    // MARK: - The state machine

    /// `viewWillAppear(_:)` (from disappeared, or from disappearing when a disappearance is
    /// cancelled), forwarded to the children shown in the view.
    func beginAppearance(animated: Bool) {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        appearanceState = .appearing
        appearanceIsAnimated = animated
        setIsAppearingDue(true)
        context.loop.span(.controllerCallback, "viewWillAppear(_:)", object: self) { viewWillAppear(animated) }
        if !storedChildren.isEmpty { context.app.managingAppearance { installVisibleChildView() } }
        forwardAppearance { $0.beginAppearance(animated: animated) }
    }

    /// `viewDidAppear(_:)` (after a `viewIsAppearing(_:)` no layout delivered), forwarded.
    func endAppearance() {
        guard appearanceState == .appearing else { return }
        deliverIsAppearingIfDue()
        appearanceState = .appeared
        context.loop.span(.controllerCallback, "viewDidAppear(_:)", object: self) { viewDidAppear(appearanceIsAnimated) }
        forwardAppearance { $0.endAppearance() }
    }

    /// `viewWillDisappear(_:)` (from appeared, or from appearing when an appearance is
    /// cancelled), forwarded.
    func beginDisappearance(animated: Bool) {
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
        appearanceState = .disappearing
        appearanceIsAnimated = animated
        setIsAppearingDue(false)
        context.loop.span(.controllerCallback, "viewWillDisappear(_:)", object: self) { viewWillDisappear(animated) }
        forwardAppearance { $0.beginDisappearance(animated: animated) }
    }

    /// `viewDidDisappear(_:)`, forwarded; the controller may appear again.
    func endDisappearance() {
        guard appearanceState == .disappearing else { return }
        appearanceState = .disappeared
        context.loop.span(.controllerCallback, "viewDidDisappear(_:)", object: self) { viewDidDisappear(appearanceIsAnimated) }
        forwardAppearance { $0.endDisappearance() }
    }

    private func forwardAppearance(_ body: (UIViewController) -> Void) {
        guard !storedChildren.isEmpty, shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenForTransitions { body(child) }
    }

    /// `viewIsAppearing(_:)`, once per appearance: from the superview's layout (the view is in
    /// the hierarchy, sized, with current traits), or just before `viewDidAppear(_:)`.
    func deliverIsAppearingIfDue() {
        guard isAppearingCallbackDue, appearanceState == .appearing else { return }
        setIsAppearingDue(false)
        context.loop.span(.controllerCallback, "viewIsAppearing(_:)", object: self) { viewIsAppearing(appearanceIsAnimated) }
    }

    private func setIsAppearingDue(_ due: Bool) {
        guard due != isAppearingCallbackDue else { return }
        isAppearingCallbackDue = due
        context.app.controllersAwaitingIsAppearing += due ? 1 : -1
    }

    // MARK: - The hierarchy hook (automatic forwarding outside transitions)

    /// The controller's view is about to enter (`window` non-nil) or leave a window.
    func viewWillMove(toWindow window: UIWindow?) {
        guard context.app.managedAppearanceDepth == 0, !transitionFlags.inAnimatorTransition, let parent = storedParent,
              parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        if let window {
            guard !window.storedIsHidden, parent.appearanceState == .appeared || parent.appearanceState == .appearing else { return }
            beginAppearance(animated: false)
        } else {
            beginDisappearance(animated: false)
        }
    }

    /// The controller's view entered or left a window: the appearance ends at once when its
    /// parent is already on screen (one that is still appearing ends it for its children).
    func viewDidMoveToWindow() {
        guard context.app.managedAppearanceDepth == 0, !transitionFlags.inAnimatorTransition, let parent = storedParent,
              parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        if storedView?.storedWindow != nil {
            if parent.appearanceState == .appeared { endAppearance() }
        } else {
            endDisappearance()
        }
    }
}
