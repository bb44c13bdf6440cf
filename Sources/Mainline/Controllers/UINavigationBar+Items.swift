import Foundation

/// Hears a standalone navigation bar's pushes and pops. Every method is optional.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed (true by default).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped (true by default).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        UIEntry.check("-[UINavigationBarDelegate navigationBar:shouldPushItem:]")
        return true
    }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        UIEntry.check("-[UINavigationBarDelegate navigationBar:didPushItem:]")
    }
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        UIEntry.check("-[UINavigationBarDelegate navigationBar:shouldPopItem:]")
        return true
    }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        UIEntry.check("-[UINavigationBarDelegate navigationBar:didPopItem:]")
    }
}

/// A navigation bar's items: a navigation controller's bar shows its controllers' items; a
/// standalone bar (one an app puts in its views) keeps its own stack, pushed and popped with
/// `pushItem(_:animated:)`/`popItem(animated:)` and its delegate's consent.
extension UINavigationBar {
    /// The items shown, bottom first.
    var itemStack: [UINavigationItem]? {
        if let navigation = navigationController { return navigation.storedChildren.map(\.navigationItem) }
        return standaloneItems.isEmpty ? nil : standaloneItems
    }

    /// The bar's delegate (a navigation controller's bar belongs to it; not retained).
    public var delegate: UINavigationBarDelegate? {
        get { let entry = UIEntry("-[UINavigationBar delegate]", self); defer { entry.end() }; return storedBarDelegate }
        set { let entry = UIEntry("-[UINavigationBar setDelegate:]", self); defer { entry.end() }; storedBarDelegate = newValue }
    }

    /// The back button's chevron (nil: the system's).
    public var backIndicatorImage: UIImage? {
        get { let entry = UIEntry("-[UINavigationBar backIndicatorImage]", self); defer { entry.end() }; return storedBackIndicatorImage }
        set { let entry = UIEntry("-[UINavigationBar setBackIndicatorImage:]", self); defer { entry.end() }; storedBackIndicatorImage = newValue }
    }

    /// The mask the back button's title slides under (nil: the system's).
    public var backIndicatorTransitionMaskImage: UIImage? {
        get { let entry = UIEntry("-[UINavigationBar backIndicatorTransitionMaskImage]", self); defer { entry.end() }; return storedBackIndicatorTransitionMaskImage }
        set { let entry = UIEntry("-[UINavigationBar setBackIndicatorTransitionMaskImage:]", self); defer { entry.end() }; storedBackIndicatorTransitionMaskImage = newValue }
    }

    /// The appearance in a compact height when content is scrolled to the edge.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { let entry = UIEntry("-[UINavigationBar compactScrollEdgeAppearance]", self); defer { entry.end() }; return storedCompactScrollEdgeAppearance }
        set { let entry = UIEntry("-[UINavigationBar setCompactScrollEdgeAppearance:]", self); defer { entry.end() }; storedCompactScrollEdgeAppearance = newValue }
    }

    /// Sets the background image for a bar position and metrics.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UINavigationBar setBackgroundImage:forBarPosition:barMetrics:]", self); defer { entry.end() }
        positionedBackgroundImages["\(barPosition.rawValue)-\(barMetrics.rawValue)"] = backgroundImage
        if barPosition == .any { backgroundImages[barMetrics] = backgroundImage }
    }

    /// The background image for a bar position and metrics (the `.any` one otherwise).
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UINavigationBar backgroundImageForBarPosition:barMetrics:]", self); defer { entry.end() }
        return positionedBackgroundImages["\(barPosition.rawValue)-\(barMetrics.rawValue)"] ?? backgroundImages[barMetrics]
    }

    /// Moves the title up or down by `adjustment` for `barMetrics` (kept; titles are not drawn).
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UINavigationBar setTitleVerticalPositionAdjustment:forBarMetrics:]", self); defer { entry.end() }
        titleVerticalAdjustments[barMetrics] = adjustment
    }

    /// The title's vertical adjustment for `barMetrics`.
    public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        let entry = UIEntry("-[UINavigationBar titleVerticalPositionAdjustmentForBarMetrics:]", self); defer { entry.end() }
        return titleVerticalAdjustments[barMetrics] ?? 0
    }

    // MARK: - The standalone stack

    private func refusesManagedChange(_ call: String) -> Bool {
        guard let navigation = navigationController else { return false }
        DiagnosticCenter.report(.viewControllerMisuse, """
        Mainline: Cannot call \(call) directly on a UINavigationBar managed by a controller (\(navigation)); UIKit throws. \
        Push and pop controllers instead. The call is ignored.
        """, in: context)
        return true
    }

    func setStandaloneItems(_ items: [UINavigationItem]) {
        guard !refusesManagedChange("setItems:animated:") else { return }
        standaloneItems = items
        setNeedsLayout()
    }

    func pushStandaloneItem(_ item: UINavigationItem) {
        guard !refusesManagedChange("pushNavigationItem:animated:") else { return }
        if let delegate = storedBarDelegate {
            let allowed = context.loop.span(.delegateCallback, "navigationBar(_:shouldPush:)") { delegate.navigationBar(self, shouldPush: item) }
            guard allowed else { return }
        }
        standaloneItems.append(item)
        setNeedsLayout()
        if let delegate = storedBarDelegate {
            context.loop.span(.delegateCallback, "navigationBar(_:didPush:)") { delegate.navigationBar(self, didPush: item) }
        }
    }

    func popStandaloneItem() -> UINavigationItem? {
        guard !refusesManagedChange("popNavigationItemAnimated:"), let item = standaloneItems.last else { return nil }
        if let delegate = storedBarDelegate {
            let allowed = context.loop.span(.delegateCallback, "navigationBar(_:shouldPop:)") { delegate.navigationBar(self, shouldPop: item) }
            guard allowed else { return nil }
        }
        standaloneItems.removeLast()
        setNeedsLayout()
        if let delegate = storedBarDelegate {
            context.loop.span(.delegateCallback, "navigationBar(_:didPop:)") { delegate.navigationBar(self, didPop: item) }
        }
        return item
    }
}
