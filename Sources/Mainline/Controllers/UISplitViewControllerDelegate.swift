import Foundation

/// Hears a split view controller's collapsing, expanding and display-mode changes, and may take
/// over parts of them. Every method is optional; a method whose default answers "nothing" (nil,
/// false, `.automatic`, `[]`, `.unknown`) leaves the split view controller's own behaviour.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Whether the delegate collapsed `secondaryViewController` onto `primaryViewController`
    /// itself (true: the split view controller does nothing more; false: the primary's
    /// `collapseSecondaryViewController(_:for:)` does it).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary controller to show when expanding (nil: the primary's
    /// `separateSecondaryViewController(for:)`).
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// The primary controller after collapsing (nil: the current primary).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The primary controller after expanding (nil: the current primary).
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Whether the delegate showed `vc` itself (`show(_:sender:)`).
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Whether the delegate showed `vc` itself (`showDetailViewController(_:sender:)`).
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display-mode button switches to (`.automatic`: the split view
    /// controller's choice).
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// The column shown when a column-style split view controller collapses (default: the
    /// proposed one).
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode after expanding (default: the proposed one).
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// The split view controller collapsed to one column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded to its columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// A column is about to be shown.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to be hidden.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// A column was shown (iOS 26).
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column)
    /// A column was hidden (iOS 26).
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column)
    /// The user began to show or hide the primary column with a gesture.
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// The gesture ended.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
    /// The orientations the split view controller supports (`[]`: its own).
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
    /// The orientation a presentation of it starts in (`.unknown`: its own).
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:]")
        return false
    }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:separateSecondaryViewControllerFromPrimaryViewController:]")
        return nil
    }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        UIEntry.check("-[UISplitViewControllerDelegate primaryViewControllerForCollapsingSplitViewController:]")
        return nil
    }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        UIEntry.check("-[UISplitViewControllerDelegate primaryViewControllerForExpandingSplitViewController:]")
        return nil
    }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:showViewController:sender:]")
        return false
    }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:showDetailViewController:sender:]")
        return false
    }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:willChangeToDisplayMode:]")
    }
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        UIEntry.check("-[UISplitViewControllerDelegate targetDisplayModeForActionInSplitViewController:]")
        return .automatic
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:topColumnForCollapsingToProposedTopColumn:]")
        return proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:displayModeForExpandingToProposedDisplayMode:]")
        return proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewControllerDidCollapse:]")
    }
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewControllerDidExpand:]")
    }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:willShowColumn:]")
    }
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:willHideColumn:]")
    }
    public func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:didShowColumn:]")
    }
    public func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewController:didHideColumn:]")
    }
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewControllerInteractivePresentationGestureWillBegin:]")
    }
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewControllerInteractivePresentationGestureDidEnd:]")
    }
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewControllerSupportedInterfaceOrientations:]")
        return []
    }
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation {
        UIEntry.check("-[UISplitViewControllerDelegate splitViewControllerPreferredInterfaceOrientationForPresentation:]")
        return .unknown
    }
}
