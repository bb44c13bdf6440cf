import Foundation

extension UIViewController {
    /// The bar insets the parent container puts over this controller's view at `rect`.
    func barInsets(in rect: CGRect) -> UIEdgeInsets {
        storedParent?.barInsets(forChildAt: rect) ?? .zero
    }

    /// The safe area of the view changed outside a frame change (a bar shown or hidden, new
    /// additional insets): the views with safe-area or margin guides follow at the next layout.
    func safeAreaChanged() {
        guard let root = storedView else { return }
        var stack = [root]
        while let view = stack.popLast() {
            if view.hasSystemGuides {
                LayoutEngine.guidesInsetsChanged(view)
                view.markNeedsLayout()
            }
            stack.append(contentsOf: view.storedSubviews)
        }
        root.markNeedsLayout()
    }

    /// Before the root view's `viewWillLayoutSubviews()`: `viewSafeAreaInsetsDidChange()` if its
    /// safe area is not what it was at the last layout (a view with no safe area yet, as before
    /// it is in a window, has none to report).
    func noteSafeAreaBeforeLayout(of view: UIView, _ context: SimulationContext) {
        runUpdatePropertiesIfDue()
        let insets = view.computedSafeAreaInsets
        guard insets != (lastSafeAreaInsets ?? .zero) else {
            lastSafeAreaInsets = insets
            return
        }
        lastSafeAreaInsets = insets
        context.loop.span(.controllerCallback, "viewSafeAreaInsetsDidChange()", object: self) { viewSafeAreaInsetsDidChange() }
    }

    /// How many bars sit on top of a container's subviews (its children's views go below them).
    func barsOnTop(in container: UIView) -> Int {
        container.storedSubviews.reversed().prefix { $0 is UINavigationBar || $0 is UITabBar }.count
    }

    /// Gives each child's view in `container` its frame beside a bar that covers `barEdge` up to
    /// `barLimit` (a y coordinate in the container; nil: no bar shown), and, if the bar moved,
    /// has the children's safe areas follow.
    func placeChildViews(in container: UIView, barEdge: UIRectEdge, barLimit: CGFloat?, translucent: Bool, barMoved: Bool) {
        let bounds = container.storedBounds
        for child in storedChildren {
            guard let view = child.storedView, view.storedSuperview === container else { continue }
            let frame = child.childFrame(in: bounds, current: view.frameValue, barEdge: barEdge, barLimit: barLimit,
                                         translucent: translucent)
            if frame != view.frameValue { view.applyFrame(frame) }
            if barMoved { child.safeAreaChanged() }
        }
    }

    /// The frame of a child's view in a container whose bar covers `barEdge` up to `barLimit`:
    /// the whole bounds if the child runs under the bar, or the part the bar leaves.
    private func childFrame(in bounds: CGRect, current: CGRect, barEdge: UIRectEdge, barLimit: CGFloat?, translucent: Bool) -> CGRect {
        var frame = CGRect(x: current.minX, y: bounds.minY, width: current.width, height: bounds.height)
        guard let barLimit else { return frame }
        let extends = storedEdgesForExtendedLayout.contains(barEdge) && (translucent || storedExtendedLayoutIncludesOpaqueBars)
        guard !extends else { return frame }
        if barEdge == .top {
            frame.origin.y = barLimit
            frame.size.height = max(0, bounds.maxY - barLimit)
        } else {
            frame.size.height = max(0, barLimit - bounds.minY)
        }
        return frame
    }
}

/// A navigation controller's view: it lays out the bar and the shown controllers' views.
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutBar(in: self)
    }
}

/// A tab bar controller's view: it lays out the tab bar and the selected controller's view.
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutBar(in: self)
    }
}

extension UIViewController {
    /// `updateProperties()` if an update is due (before the root view's layout).
    func runUpdatePropertiesIfDue() {
        guard needsUpdateProperties, storedView != nil else { return }
        needsUpdateProperties = false
        context.loop.span(.controllerCallback, "updateProperties()", object: self) { updateProperties() }
    }

    /// The tab of the tab bar controller this controller is shown by (iOS 18's tab API).
    public var tab: UITab? {
        let entry = UIEntry("-[UIViewController tab]", self); defer { entry.end() }
        var c: UIViewController? = self
        while let current = c {
            if let tabs = current.storedParent as? UITabBarController, let tab = tabs.storedTabs.first(where: { $0.providedController === current }) {
                return tab
            }
            c = current.storedParent
        }
        return nil
    }
}
