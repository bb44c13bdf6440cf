import Foundation

/// Trait delivery: a controller hears `traitCollectionDidChange(_:)` when the traits of the
/// interface it is shown in differ from those it last heard (nil the first time its view enters
/// a window), parents before children, then the controllers they present.
extension UIViewController {
    /// The traits of the interface the controller is shown in: the window's size classes and
    /// scale, the system's appearance unless this controller or a container above it overrides
    /// it (`overrideUserInterfaceStyle`), and the traits a container set for it
    /// (`setOverrideTraitCollection(_:forChild:)`).
    var currentTraits: UITraitCollection {
        let window = storedView?.storedWindow
        let screen = window?.storedScreen ?? context.app.screen
        let size = window?.storedBounds.size ?? screen.storedBounds.size
        let style = overriddenUserInterfaceStyle ?? context.app.effectiveUserInterfaceStyle
        let base = UITraitCollection.phone(size: size, scale: screen.storedScale, style: style,
                                           category: context.app.application.storedContentSizeCategory)
        guard let override = storedParent?.storedChildTraitOverrides.first(where: { $0.child === self })?.traits else { return base }
        return UITraitCollection(traitsFromCollections: [base, override])
    }

    /// The appearance this controller or the nearest container above it forces, if any.
    var overriddenUserInterfaceStyle: UIUserInterfaceStyle? {
        var c: UIViewController? = self
        while let current = c {
            if current.storedOverrideUserInterfaceStyle != .unspecified { return current.storedOverrideUserInterfaceStyle }
            c = current.storedParent
        }
        return nil
    }

    /// Delivers `traitCollectionDidChange(_:)` if the traits differ from those last delivered.
    func updateTraits() {
        let new = currentTraits
        guard new != deliveredTraits else { return }
        let previous = deliveredTraits
        deliveredTraits = new
        context.loop.span(.controllerCallback, "traitCollectionDidChange(_:)", object: self) {
            traitCollectionDidChange(previous)
            notifyTraitRegistrations(previous: previous)
        }
        // Then the views it owns, top-down (a child controller's views hear it from that child).
        guard let root = storedView else { return }
        var stack = [root]
        while let view = stack.popLast() {
            view.deliverTraitChange(from: previous)
            stack.append(contentsOf: view.storedSubviews.reversed().filter { $0.owningViewController == nil })
        }
    }

    /// `updateTraits()` for this controller, the children shown in its view and the
    /// controllers it presents.
    /// A controller whose view is off screen (a presenter covered by a full-screen
    /// presentation) hears nothing until its view comes back.
    func updateTraitsInTree() {
        if storedView?.storedWindow != nil {
            updateTraits()
            for child in childrenForTransitions { child.updateTraitsInTree() }
        }
        storedPresentedViewController?.updateTraitsInTree()
    }

    /// Takes the current traits as delivered without a callback.
    func resynchronizeTraitsInTree() {
        if deliveredTraits != nil { deliveredTraits = currentTraits }
        for child in storedChildren { child.resynchronizeTraitsInTree() }
        if let presented = storedPresentedViewController { presented.resynchronizeTraitsInTree() }
    }

    /// The controllers on screen from this root: itself, then each it presents, in order.
    var presentationChain: [UIViewController] {
        var chain = [self]
        var next = storedPresentedViewController
        while let c = next { chain.append(c); next = c.storedPresentedViewController }
        return chain
    }
}
