import Foundation

extension UITabBarController {
    /// The sidebar of a tab bar controller in sidebar mode (iPadOS 18): shown or hidden
    /// (`isHidden`; a phone never shows it, but the app may still set it), laid out over or
    /// beside the content (`preferredLayout`), with a view at its bottom. Its delegate hears the
    /// visibility change — with an animator whose animations and completions run at once, as
    /// UIKit runs them for a change made without animation — and which tabs' rows begin and end
    /// being displayed as the sidebar shows and hides them.
    ///
    /// Not built: drawing the sidebar's rows (and so the delegate's row items and updates,
    /// which need `UITabSidebarItem`), tab groups and their drops.
    @preconcurrency @MainActor
    public final class Sidebar {
        /// How the sidebar lays out with the content.
        public enum Layout: Int, Sendable {
            /// As the system sees fit (overlapping in compact widths, tiled otherwise).
            case automatic = 0
            /// Over the content.
            case overlap = 1
            /// Beside the content, which narrows.
            case tile = 2
        }

        /// Animations to run with a change of the sidebar's visibility.
        @preconcurrency @MainActor
        public protocol Animating: AnyObject {
            /// Adds animations run with the change.
            func addAnimations(_ animations: @escaping () -> Void)
            /// Adds a block run when the change is done.
            func addCompletion(_ completion: @escaping () -> Void)
        }

        /// Hears the sidebar's visibility and rows, and supplies its swipe actions and menus.
        /// Every method is optional.
        @preconcurrency @MainActor
        public protocol Delegate: AnyObject {
            /// `sidebar.isHidden` is about to change: add animations to `animator`.
            func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                                  animator: any UITabBarController.Sidebar.Animating)
            /// The row of `tab` is about to be displayed.
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab)
            /// The row of `tab` stopped being displayed.
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab)
            /// The swipe actions on the leading edge of `tab`'s row (nil: none).
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                  leadingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration?
            /// The swipe actions on the trailing edge of `tab`'s row (nil: none).
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                  trailingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration?
            /// The context menu of `tab`'s row (nil: none).
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                  contextMenuConfigurationFor tab: UITab) -> UIContextMenuConfiguration?
            /// The items a drag of `tab`'s row begins with (none by default).
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                  itemsForBeginning session: UIDragSession, tab: UITab) -> [UIDragItem]
            /// Items to add to a drag under way from `tab`'s row (none by default).
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                  itemsForAddingTo session: UIDragSession, tab: UITab) -> [UIDragItem]
        }

        weak var owner: UITabBarController?
        var storedIsHidden = true
        weak var storedDelegate: Delegate?
        var storedPreferredLayout: Layout = .automatic
        var storedBottomBarView: UIView?
        var storedNavigationOverflowItems: UIDeferredMenuElement?
        /// The tabs whose rows are displayed.
        var displayedTabs: [UITab] = []

        init(owner: UITabBarController) { self.owner = owner }

        /// Whether the sidebar is hidden (true by default). Changing it tells the delegate, runs
        /// its animations and completions, then begins or ends displaying the tabs' rows.
        public var isHidden: Bool {
            get { let entry = UIEntry("-[UITabBarControllerSidebar isHidden]", self); defer { entry.end() }; return storedIsHidden }
            set {
                let entry = UIEntry("-[UITabBarControllerSidebar setHidden:]", self); defer { entry.end() }
                guard newValue != storedIsHidden else { return }
                changeVisibility(hidden: newValue)
            }
        }

        /// The sidebar's delegate (not retained).
        public var delegate: Delegate? {
            get { let entry = UIEntry("-[UITabBarControllerSidebar delegate]", self); defer { entry.end() }; return storedDelegate }
            set { let entry = UIEntry("-[UITabBarControllerSidebar setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
        }

        /// How the sidebar lays out with the content (`.automatic` by default).
        public var preferredLayout: Layout {
            get { let entry = UIEntry("-[UITabBarControllerSidebar preferredLayout]", self); defer { entry.end() }; return storedPreferredLayout }
            set { let entry = UIEntry("-[UITabBarControllerSidebar setPreferredLayout:]", self); defer { entry.end() }; storedPreferredLayout = newValue }
        }

        /// A view pinned to the sidebar's bottom (an account button…).
        public var bottomBarView: UIView? {
            get { let entry = UIEntry("-[UITabBarControllerSidebar bottomBarView]", self); defer { entry.end() }; return storedBottomBarView }
            set { let entry = UIEntry("-[UITabBarControllerSidebar setBottomBarView:]", self); defer { entry.end() }; storedBottomBarView = newValue }
        }

        /// Items added to the overflow menu of the sidebar's navigation bar (setting one shows the
        /// overflow button).
        public var navigationOverflowItems: UIDeferredMenuElement? {
            get { let entry = UIEntry("-[UITabBarControllerSidebar navigationOverflowItems]", self); defer { entry.end() }; return storedNavigationOverflowItems }
            set { let entry = UIEntry("-[UITabBarControllerSidebar setNavigationOverflowItems:]", self); defer { entry.end() }; storedNavigationOverflowItems = newValue }
        }

        /// Asks the sidebar to show `tab`'s item again (nothing is drawn here).
        public func reconfigureItem(for tab: UITab) {
            UIEntry.check("-[UITabBarControllerSidebar reconfigureItemForTab:]", self)
        }

        private func changeVisibility(hidden: Bool) {
            let animator = SidebarAnimator()
            if let owner, let delegate = storedDelegate {
                owner.context.loop.span(.delegateCallback, "tabBarController(_:sidebarVisibilityWillChange:animator:)") {
                    delegate.tabBarController(owner, sidebarVisibilityWillChange: self, animator: animator)
                }
            }
            storedIsHidden = hidden
            animator.run()
            guard let owner else { return }
            let tabs = owner.storedTabs.filter { !$0.storedIsHidden }
            if hidden {
                let ended = displayedTabs
                displayedTabs = []
                guard let delegate = storedDelegate else { return }
                for tab in ended {
                    owner.context.loop.span(.delegateCallback, "tabBarController(_:sidebar:didEndDisplaying:)") {
                        delegate.tabBarController(owner, sidebar: self, didEndDisplaying: tab)
                    }
                }
            } else {
                displayedTabs = tabs
                guard let delegate = storedDelegate else { return }
                for tab in tabs {
                    owner.context.loop.span(.delegateCallback, "tabBarController(_:sidebar:willBeginDisplaying:)") {
                        delegate.tabBarController(owner, sidebar: self, willBeginDisplaying: tab)
                    }
                }
            }
        }
    }
}

/// The animator handed to `sidebarVisibilityWillChange`: it runs what it was given when the
/// change is made (the change is not animated).
@preconcurrency @MainActor
final class SidebarAnimator: UITabBarController.Sidebar.Animating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        UIEntry.check("-[UITabBarControllerSidebarAnimating addAnimations:]", self)
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        UIEntry.check("-[UITabBarControllerSidebarAnimating addCompletion:]", self)
        completions.append(completion)
    }

    func run() {
        let work = animations, done = completions
        animations = []
        completions = []
        work.forEach { $0() }
        done.forEach { $0() }
    }
}

extension UITabBarController.Sidebar.Delegate {
    public func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                                 animator: any UITabBarController.Sidebar.Animating) {
        UIEntry.check("-[UITabBarControllerSidebarDelegate tabBarController:sidebarVisibilityWillChange:animator:]")
    }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab) {
        UIEntry.check("-[UITabBarControllerSidebarDelegate tabBarController:sidebar:willBeginDisplayingTab:]")
    }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab) {
        UIEntry.check("-[UITabBarControllerSidebarDelegate tabBarController:sidebar:didEndDisplayingTab:]")
    }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 leadingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration? {
        UIEntry.check("-[UITabBarControllerSidebarDelegate tabBarController:sidebar:leadingSwipeActionsConfigurationForTab:]")
        return nil
    }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 trailingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration? {
        UIEntry.check("-[UITabBarControllerSidebarDelegate tabBarController:sidebar:trailingSwipeActionsConfigurationForTab:]")
        return nil
    }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 contextMenuConfigurationFor tab: UITab) -> UIContextMenuConfiguration? {
        UIEntry.check("-[UITabBarControllerSidebarDelegate tabBarController:sidebar:contextMenuConfigurationForTab:]")
        return nil
    }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 itemsForBeginning session: UIDragSession, tab: UITab) -> [UIDragItem] {
        UIEntry.check("-[UITabBarControllerSidebarDelegate tabBarController:sidebar:itemsForBeginningDragSession:tab:]")
        return []
    }
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                                 itemsForAddingTo session: UIDragSession, tab: UITab) -> [UIDragItem] {
        UIEntry.check("-[UITabBarControllerSidebarDelegate tabBarController:sidebar:itemsForAddingToDragSession:tab:]")
        return []
    }
}

extension UITabBarController {
    /// The user edits the tabs (iOS 18's customization): the delegate hears
    /// `tabBarControllerWillBeginEditing`, the tabs named in `hiding` and `showing` that allow
    /// hiding change, then `tabBarControllerDidEndEditing`, then `visibilityDidChangeFor` with the
    /// tabs that changed (if any). A tab that does not allow hiding is left as it is (reported).
    func userEditedTabs(hiding: [String], showing: [String]) {
        let delegate = storedDelegate
        if let delegate {
            context.loop.span(.delegateCallback, "tabBarControllerWillBeginEditing(_:)") { delegate.tabBarControllerWillBeginEditing(self) }
        }
        var changed: [UITab] = []
        for (identifiers, hidden) in [(hiding, true), (showing, false)] {
            for identifier in identifiers {
                guard let tab = storedTabs.first(where: { $0.storedIdentifier == identifier }) else { continue }
                guard tab.storedAllowsHiding else {
                    DiagnosticCenter.report(.viewControllerMisuse, "Mainline: the tab \(identifier) does not allow hiding (allowsHiding is false); the user cannot hide or show it.", in: context)
                    continue
                }
                guard tab.storedIsHidden != hidden else { continue }
                tab.storedIsHidden = hidden
                changed.append(tab)
            }
        }
        if !changed.isEmpty { tabsChanged() }
        guard let delegate else { return }
        context.loop.span(.delegateCallback, "tabBarControllerDidEndEditing(_:)") { delegate.tabBarControllerDidEndEditing(self) }
        if !changed.isEmpty {
            context.loop.span(.delegateCallback, "tabBarController(_:visibilityDidChangeFor:)") { delegate.tabBarController(self, visibilityDidChangeFor: changed) }
        }
    }
}
