import Foundation

/// The tab bar controller's tab API (iOS 18: `UITab`s whose controllers are made on first
/// use), the tab bar's hiding, the content layout guide, and switches animated by the
/// delegate's animator.
///
/// Not modelled: the More screen of a phone with more than five tabs (every tab is shown as
/// one of the bar's), the sidebar's drawing (`mode` is recorded; the bar is always a tab bar on
/// a phone, as UIKit shows it; see UITabBarController+Sidebar.swift), and the bottom
/// accessory's drawing.
extension UITabBarController {
    /// How tabs are shown.
    public enum Mode: Int, Sendable {
        case automatic = 0
        case tabBar = 1
        case tabSidebar = 2
    }

    /// How the tab bar minimizes as content scrolls (iOS 26; recorded).
    public enum MinimizeBehavior: Int, Sendable {
        case automatic = 0
        case never = 1
        case onScrollDown = 2
        case onScrollUp = 3
    }

    /// A tab bar controller showing `tabs`.
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        let entry = UIEntry("-[UITabBarController initWithTabs:]", self); defer { entry.end() }
        replaceUITabs(tabs)
    }

    /// The tabs (setting them makes their controllers the tab bar controller's children).
    public var tabs: [UITab] {
        get { let entry = UIEntry("-[UITabBarController tabs]", self); defer { entry.end() }; return storedTabs }
        set { let entry = UIEntry("-[UITabBarController setTabs:]", self); defer { entry.end() }; replaceUITabs(newValue) }
    }

    /// Sets the tabs (`animated` is accepted: they change at once).
    public func setTabs(_ tabs: [UITab], animated: Bool) {
        let entry = UIEntry("-[UITabBarController setTabs:animated:]", self); defer { entry.end() }
        replaceUITabs(tabs)
    }

    /// The selected tab.
    public var selectedTab: UITab? {
        get {
            let entry = UIEntry("-[UITabBarController selectedTab]", self); defer { entry.end() }
            return storedTabs.first { $0.providedController != nil && $0.providedController === selectedChild }
        }
        set {
            let entry = UIEntry("-[UITabBarController setSelectedTab:]", self); defer { entry.end() }
            guard let newValue, let controller = newValue.resolvedController,
                  let index = storedChildren.firstIndex(where: { $0 === controller }) else { return }
            select(index)
        }
    }

    /// The tab with `identifier`.
    public func tab(forIdentifier identifier: String) -> UITab? {
        let entry = UIEntry("-[UITabBarController tabForIdentifier:]", self); defer { entry.end() }
        return storedTabs.first { $0.storedIdentifier == identifier }
    }

    /// How tabs are shown (recorded: a phone shows a tab bar).
    public var mode: Mode {
        get { let entry = UIEntry("-[UITabBarController mode]", self); defer { entry.end() }; return storedMode }
        set { let entry = UIEntry("-[UITabBarController setMode:]", self); defer { entry.end() }; storedMode = newValue }
    }

    /// The sidebar (hidden on a phone).
    public var sidebar: Sidebar {
        let entry = UIEntry("-[UITabBarController sidebar]", self); defer { entry.end() }
        if let sidebar = storedSidebar { return sidebar }
        let sidebar = Sidebar(owner: self)
        storedSidebar = sidebar
        return sidebar
    }

    /// Whether the tab bar is hidden (the selected controller's safe area then reaches the bottom).
    public var isTabBarHidden: Bool {
        get { let entry = UIEntry("-[UITabBarController isTabBarHidden]", self); defer { entry.end() }; return tabBarView.storedIsHidden }
        set { let entry = UIEntry("-[UITabBarController setTabBarHidden:]", self); defer { entry.end() }; tabBarView.isHidden = newValue }
    }

    /// Hides or shows the tab bar (`animated` is accepted: it changes at once).
    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        let entry = UIEntry("-[UITabBarController setTabBarHidden:animated:]", self); defer { entry.end() }
        tabBarView.isHidden = hidden
    }

    /// The identifier under which the user's customization of the tabs is saved.
    public var customizationIdentifier: String? {
        get { let entry = UIEntry("-[UITabBarController customizationIdentifier]", self); defer { entry.end() }; return storedCustomizationIdentifier }
        set { let entry = UIEntry("-[UITabBarController setCustomizationIdentifier:]", self); defer { entry.end() }; storedCustomizationIdentifier = newValue }
    }

    /// The identifiers of the tabs a compact width shows (nil: all).
    public var compactTabIdentifiers: [String]? {
        get { let entry = UIEntry("-[UITabBarController compactTabIdentifiers]", self); defer { entry.end() }; return storedCompactTabIdentifiers }
        set {
            let entry = UIEntry("-[UITabBarController setCompactTabIdentifiers:]", self); defer { entry.end() }
            storedCompactTabIdentifiers = newValue
            tabsChanged()
        }
    }

    /// A guide of the area above the tab bar (the content's).
    public var contentLayoutGuide: UILayoutGuide {
        let entry = UIEntry("-[UITabBarController contentLayoutGuide]", self); defer { entry.end() }
        if let guide = storedContentLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UITabBarController-contentLayoutGuide"
        let view = loadedView
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor),
            guide.bottomAnchor.constraint(equalTo: tabBarView.topAnchor),
        ])
        storedContentLayoutGuide = guide
        return guide
    }

    /// A view shown above the tab bar (iOS 26; recorded).
    public var bottomAccessory: UITabAccessory? {
        get { let entry = UIEntry("-[UITabBarController bottomAccessory]", self); defer { entry.end() }; return storedBottomAccessory }
        set { let entry = UIEntry("-[UITabBarController setBottomAccessory:]", self); defer { entry.end() }; storedBottomAccessory = newValue }
    }

    /// Sets the bottom accessory.
    public func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
        let entry = UIEntry("-[UITabBarController setBottomAccessory:animated:]", self); defer { entry.end() }
        storedBottomAccessory = bottomAccessory
    }

    /// How the tab bar minimizes as content scrolls (iOS 26; recorded).
    public var tabBarMinimizeBehavior: MinimizeBehavior {
        get { let entry = UIEntry("-[UITabBarController tabBarMinimizeBehavior]", self); defer { entry.end() }; return storedMinimizeBehavior }
        set { let entry = UIEntry("-[UITabBarController setTabBarMinimizeBehavior:]", self); defer { entry.end() }; storedMinimizeBehavior = newValue }
    }

    /// The navigation controller of the More screen (made on first use; shown when selected).
    public var moreNavigationController: UINavigationController {
        let entry = UIEntry("-[UITabBarController moreNavigationController]", self); defer { entry.end() }
        if let more = storedMoreNavigationController { return more }
        let list = UIViewController()
        list.storedTitle = "More"
        let more = UINavigationController(rootViewController: list)
        more.tabBarItem = UITabBarItem(title: "More", image: nil, tag: 0)
        storedMoreNavigationController = more
        return more
    }

    /// The controllers the user may rearrange (all of them by default).
    public var customizableViewControllers: [UIViewController]? {
        get {
            let entry = UIEntry("-[UITabBarController customizableViewControllers]", self); defer { entry.end() }
            return storedCustomizableViewControllers ?? (storedChildren.isEmpty ? nil : storedChildren)
        }
        set { let entry = UIEntry("-[UITabBarController setCustomizableViewControllers:]", self); defer { entry.end() }; storedCustomizableViewControllers = newValue }
    }

    // MARK: - Internals

    /// The tabs' controllers become the children (hidden tabs, and in a compact width those not
    /// in `compactTabIdentifiers`, are left out).
    func replaceUITabs(_ tabs: [UITab]) {
        for tab in storedTabs where !tabs.contains(where: { $0 === tab }) { tab.owner = nil }
        storedTabs = tabs
        for tab in tabs { tab.owner = self }
        tabsChanged()
    }

    func tabsChanged() {
        guard !storedTabs.isEmpty else { return }
        let compact = storedCompactTabIdentifiers.map(Set.init)
        let shown = storedTabs.filter { !$0.storedIsHidden && (compact?.contains($0.storedIdentifier) ?? true) }
        replaceTabs(with: shown.compactMap(\.resolvedController))
    }

    /// A switch animated by the delegate's animator: the container is the tab bar controller's
    /// view; the new controller's view is put under the tab bar when it completes (a cancelled
    /// switch selects the old tab again).
    func runCustomSwitch(from: UIViewController, to: UIViewController, animator: UIViewControllerAnimatedTransitioning, previousIndex: Int) {
        guard let container = storedView else { return }
        let context = self.context
        let transitionID = context.recordTransitionBegan("tab", "tab switch to \(type(of: to)) (custom animator)")
        let interactor = storedDelegate.flatMap { d in
            context.loop.span(.delegateCallback, "tabBarController(_:interactionControllerFor:)") { d.tabBarController(self, interactionControllerFor: animator) }
        }
        let toView = to.loadedView
        toView.applyFrame(container.storedBounds)
        let duration = context.loop.span(.delegateCallback, "transitionDuration(using:)") { animator.transitionDuration(using: nil) }
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: true,
                                                duration: duration.isFinite ? max(0, duration) : 0, interactive: interactor?.wantsInteractiveStart ?? false)
        activeCoordinator = coordinator
        from.transitionFlags.inAnimatorTransition = true
        to.transitionFlags.inAnimatorTransition = true
        context.app.managingAppearance {
            to.beginAppearance(animated: true)
            from.beginDisappearance(animated: true)
        }
        let transition = TransitionContext(container: container, from: from, to: to, fromView: from.storedView, toView: toView, animated: true,
                                           style: .none, animator: animator, interactor: interactor, coordinator: coordinator) { [weak self] completed in
            context.recordTransitionEnded("tab", id: transitionID)
            from.transitionFlags.inAnimatorTransition = false
            to.transitionFlags.inAnimatorTransition = false
            guard let self else { return }
            self.customTransition = nil
            self.activeCoordinator = nil
            let (shown, hidden) = completed ? (to, from) : (from, to)
            if !completed {
                self.storedSelectedIndex = previousIndex
                to.beginDisappearance(animated: true)
                from.beginAppearance(animated: true)
            }
            context.app.managingAppearance {
                hidden.storedView?.detachFromSuperview()
                if let view = shown.storedView {
                    let barIndex = container.storedSubviews.firstIndex { $0 is UITabBar } ?? container.storedSubviews.count
                    if view.storedSuperview !== container || view.indexInSuperview > barIndex {
                        self.place(view, in: container, at: barIndex)
                    }
                }
            }
            hidden.endDisappearance()
            shown.endAppearance()
            self.barsChanged()
            context.app.application.refreshControllerPreferences(animatedBy: nil)
        }
        transition.setFrames(of: from, initial: from.storedView?.frameValue ?? container.storedBounds, final: .zero)
        transition.setFrames(of: to, initial: .zero, final: container.storedBounds)
        customTransition = transition
        transition.start()
        to.updateTraitsInTree()
    }
}

/// (Mainline's earlier spelling of `UITabBarController.Sidebar.Delegate`.)
public typealias UITabBarControllerSidebarDelegate = UITabBarController.Sidebar.Delegate
