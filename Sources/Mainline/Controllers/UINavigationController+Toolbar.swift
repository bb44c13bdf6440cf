import Foundation

/// The navigation controller's toolbar: hidden by default; shown, it sits at the bottom of the
/// navigation controller's view, 44 points high plus the bottom of the safe area, shows the top
/// controller's `toolbarItems`, and the top controller's safe area ends at its top edge.
extension UINavigationController {
    /// The toolbar at the bottom (made on first use).
    public var toolbar: UIToolbar! {
        let entry = UIEntry("-[UINavigationController toolbar]", self); defer { entry.end() }
        return toolbarView
    }

    var toolbarView: UIToolbar {
        if let toolbar = storedToolbar { return toolbar }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIToolbar.standardHeight))
        toolbar.navigationController = self
        toolbar.storedIsHidden = storedToolbarHidden
        toolbar.storedItems = storedChildren.last?.storedToolbarItems
        storedToolbar = toolbar
        return toolbar
    }

    func setToolbarHiddenInternal(_ hidden: Bool) {
        guard hidden != storedToolbarHidden else { return }
        storedToolbarHidden = hidden
        let toolbar = toolbarView
        toolbar.isHidden = hidden
        if !hidden, let container = storedView, toolbar.storedSuperview !== container {
            container.insert(toolbar, at: container.storedSubviews.count)
        }
        barsChanged()
    }

    /// The top controller's toolbar items changed (or another controller is on top).
    func toolbarItemsChanged() {
        storedToolbar?.storedItems = storedChildren.last?.storedToolbarItems
    }

    /// Places the toolbar at the bottom of `container`; returns whether it moved.
    func layoutToolbar(in container: UIView) -> Bool {
        toolbarItemsChanged()
        guard let toolbar = storedToolbar, !storedToolbarHidden else { return false }
        if toolbar.storedSuperview !== container { container.insert(toolbar, at: container.storedSubviews.count) }
        let bounds = container.storedBounds
        let height = toolbar.barHeight + container.computedSafeAreaInsets.bottom
        let frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        guard toolbar.frameValue != frame else { return false }
        toolbar.applyFrame(frame)
        return true
    }
}
