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
