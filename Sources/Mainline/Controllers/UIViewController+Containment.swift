import Foundation

/// Containment, as UIKit divides the work: `addChild(_:)` calls the child's
/// `willMove(toParent:)` and leaves `didMove(toParent:)` to the caller (after it adds the
/// child's view); `removeFromParent()` calls `didMove(toParent: nil)` and leaves
/// `willMove(toParent: nil)` to the caller (before it removes the view). Apple's documentation of
/// `willMove(toParent:)` and `didMove(toParent:)`.
extension UIViewController {
    /// The nearest navigation controller this controller is in (itself excluded).
    public var navigationController: UINavigationController? {
        let entry = UIEntry("-[UIViewController navigationController]", self); defer { entry.end() }
        return enclosingNavigationController
    }

    /// The nearest tab bar controller this controller is in (itself excluded).
    public var tabBarController: UITabBarController? {
        let entry = UIEntry("-[UIViewController tabBarController]", self); defer { entry.end() }
        var c = storedParent
        while let current = c {
            if let tabs = current as? UITabBarController { return tabs }
            c = current.storedParent
        }
        return nil
    }

    var enclosingNavigationController: UINavigationController? {
        var c = storedParent
        while let current = c {
            if let navigation = current as? UINavigationController { return navigation }
            c = current.storedParent
        }
        return nil
    }

    /// The top of the controller hierarchy this controller is in (itself, if it has no parent).
    var hierarchyRoot: UIViewController {
        var c = self
        while let p = c.storedParent { c = p }
        return c
    }

    /// `addChild(_:)`'s work. `callerFinishes`: the public call, after which the caller owes
    /// `didMove(toParent:)` (checked at the end of the frame). Returns whether it was added.
    @discardableResult
    func attachChild(_ child: UIViewController, callerFinishes: Bool = true) -> Bool {
        if child === self || hierarchyRoot === child {
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: \(self) cannot add \(child) as a child: it is \(child === self ? "the controller itself" : "an ancestor of it") \
            (UIKit throws NSInvalidArgumentException). The call is ignored.
            """, in: context)
            return false
        }
        if child.storedParent === self { return true }
        if child.storedParent != nil { child.detachFromParent() }
        child.context.loop.span(.controllerCallback, "willMove(toParent:)", object: child) { child.willMove(toParent: self) }
        storedChildren.append(child)
        child.storedParent = self
        if let view = child.storedView { LayoutEngine.framePinningChanged(view) }
        if callerFinishes {
            child.transitionFlags.awaitsDidMove = true
            context.app.childrenAwaitingDidMove.append(child)
        }
        return true
    }

    /// `removeFromParent()`'s work: leaves the parent, then `didMove(toParent: nil)`.
    func detachFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        if let view = storedView { LayoutEngine.framePinningChanged(view) }
        transitionFlags.awaitsDidMove = false
        context.loop.span(.controllerCallback, "didMove(toParent:)", object: self) { didMove(toParent: nil) }
    }

    /// The caller finished adding the child.
    func noteDidMove(toParent parent: UIViewController?) {
        if let parent, parent === storedParent { transitionFlags.awaitsDidMove = false }
    }

    /// A container shows a child's view: filling `container`, following its size.
    func place(_ view: UIView, in container: UIView, at index: Int) {
        view.storedAutoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.applyFrame(container.storedBounds)
        if container is NavigationContainerView || container is TabBarContainerView {
            // A container's child sits below its bar.
            container.insert(view, at: min(index, container.storedSubviews.count - barsOnTop(in: container)))
            container.setNeedsLayout()
        } else {
            container.insert(view, at: index)
        }
    }

    /// Whether the controller is appearing or appeared with its view in a window.
    var isOnScreen: Bool {
        (appearanceState == .appeared || appearanceState == .appearing) && storedView?.storedWindow != nil
    }

    /// Calls `willMove(toParent:)` / `didMove(toParent:)` with a timeline span.
    func announceWillMove(toParent parent: UIViewController?) {
        context.loop.span(.controllerCallback, "willMove(toParent:)", object: self) { willMove(toParent: parent) }
    }

    func announceDidMove(toParent parent: UIViewController?) {
        context.loop.span(.controllerCallback, "didMove(toParent:)", object: self) { didMove(toParent: parent) }
    }
}

// MARK: - Showing, collapsing, child transitions

extension UIViewController {
    /// The controller `show(_:sender:)` (or, `detail`, `showDetailViewController(_:sender:)`)
    /// hands the controller to: the target for the action up the hierarchy.
    func targetForShow(detail: Bool, sender: Any?) -> UIViewController? {
        let action = Selector(detail ? "showDetailViewController:sender:" : "showViewController:sender:")
        var c: UIViewController? = storedParent ?? storedPresentingViewController
        while let current = c {
            if current.handlesShowAction(action, asking: self) { return current }
            c = current.storedParent ?? current.storedPresentingViewController
        }
        return nil
    }

    /// `collapseSecondaryViewController(_:for:)`'s default: a navigation controller pushes the
    /// secondary controller (its own stack when it is a navigation controller).
    func defaultCollapse(_ secondary: UIViewController) {
        guard let navigation = self as? UINavigationController else { return }
        let incoming = (secondary as? UINavigationController).map { nav -> [UIViewController] in
            let stack = nav.storedChildren
            nav.replaceStack(with: [], animated: false)
            return stack
        } ?? [secondary]
        navigation.collapsedSecondary = secondary
        navigation.replaceStack(with: navigation.storedChildren + incoming, animated: false)
    }

    /// `separateSecondaryViewController(for:)`'s default: a navigation controller gives back what
    /// it collapsed onto its stack.
    func defaultSeparate() -> UIViewController? {
        guard let navigation = self as? UINavigationController, let secondary = navigation.collapsedSecondary,
              navigation.storedChildren.count > 1 else { return nil }
        navigation.collapsedSecondary = nil
        let moved = Array(navigation.storedChildren.dropFirst())
        navigation.replaceStack(with: [navigation.storedChildren[0]], animated: false)
        if let secondaryNavigation = secondary as? UINavigationController {
            secondaryNavigation.replaceStack(with: moved, animated: false)
            return secondaryNavigation
        }
        return moved.first
    }

    /// `transition(from:to:duration:options:animations:completion:)`'s work.
    func transitionBetweenChildren(from: UIViewController, to: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions,
                                   animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard from.storedParent === self, to.storedParent === self, let fromView = from.storedView, let superview = fromView.storedSuperview else {
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: \(self) transition(from:to:…): both controllers must be children of \(self), and the first one's view \
            must be in the hierarchy (UIKit throws NSInvalidArgumentException). The call is ignored.
            """, in: context)
            return
        }
        let toView = to.loadedView
        let onScreen = isOnScreen && shouldAutomaticallyForwardAppearanceMethods
        let animated = duration > 0 && duration.isFinite
        context.app.managingAppearance {
            if onScreen {
                from.beginDisappearance(animated: animated)
                to.beginAppearance(animated: animated)
            }
        }
        toView.frame = fromView.frameValue
        context.app.managingAppearance {
            UIView.transition(from: fromView, to: toView, duration: animated ? duration : 0, options: options) { finished in
                if onScreen {
                    from.endDisappearance()
                    to.endAppearance()
                }
                completion?(finished)
            }
            if toView.storedSuperview == nil { superview.addSubview(toView) }
        }
        if let animations {
            UIView.animate(withDuration: animated ? duration : 0, delay: 0, options: options, animations: animations)
        }
        to.updateTraitsInTree()
    }
}
