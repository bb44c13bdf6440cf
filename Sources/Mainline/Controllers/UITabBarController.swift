import Foundation

/// Hears a tab bar controller's selection changes made by the user, and gives the animators of
/// its switches. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped may be selected (default true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected a tab (after the switch's callbacks).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Whether the `UITab` the user tapped may be selected (default true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    /// The user selected a `UITab`.
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    /// The animator of a switch from `fromVC` to `toVC` (nil: none, the switch is immediate).
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for a switch animated by `animationController`.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The orientations the tab bar controller supports (`[]`: its own).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The orientation a presentation of it starts in (`.unknown`: its own).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
    /// The user began to rearrange the tabs (the More screen's Edit).
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The user is about to finish rearranging.
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The user finished rearranging.
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The user is about to edit the tabs (iOS 18: showing and hiding them in the sidebar or
    /// the tab bar's customization).
    func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
    /// The user finished editing the tabs.
    func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
    /// Editing ended and the user changed whether `tabs` are hidden.
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        UIEntry.check("-[UITabBarControllerDelegate tabBarController:shouldSelectTab:]")
        return true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        UIEntry.check("-[UITabBarControllerDelegate tabBarController:didSelectTab:previousTab:]")
    }
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        UIEntry.check("-[UITabBarControllerDelegate tabBarController:animationControllerForTransitionFromViewController:toViewController:]")
        return nil
    }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        UIEntry.check("-[UITabBarControllerDelegate tabBarController:interactionControllerForAnimationController:]")
        return nil
    }
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        UIEntry.check("-[UITabBarControllerDelegate tabBarControllerSupportedInterfaceOrientations:]")
        return []
    }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        UIEntry.check("-[UITabBarControllerDelegate tabBarControllerPreferredInterfaceOrientationForPresentation:]")
        return .unknown
    }
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        UIEntry.check("-[UITabBarControllerDelegate tabBarController:willBeginCustomizingViewControllers:]")
    }
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        UIEntry.check("-[UITabBarControllerDelegate tabBarController:willEndCustomizingViewControllers:changed:]")
    }
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        UIEntry.check("-[UITabBarControllerDelegate tabBarController:didEndCustomizingViewControllers:changed:]")
    }
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {
        UIEntry.check("-[UITabBarControllerDelegate tabBarControllerWillBeginEditing:]")
    }
    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {
        UIEntry.check("-[UITabBarControllerDelegate tabBarControllerDidEndEditing:]")
    }
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        UIEntry.check("-[UITabBarControllerDelegate tabBarController:visibilityDidChangeForTabs:]")
    }
}

/// Children shown one at a time, selected by index. A switch from A to B on screen runs at
/// once, without animation, in the order device logs show: B `loadView`/`viewDidLoad` (first
/// time), B `viewWillAppear`, A `viewWillDisappear`, A `viewDidDisappear`, B `viewDidAppear`; a
/// user's tap (`Simulation.selectTab(_:in:)`) asks the delegate's `shouldSelect` first and
/// tells its `didSelect` last, and a tap on the selected tab pops its navigation controller to
/// the root. The tab bar (`tabBar`) is a subview at the bottom: the selected controller's view
/// fills the controller's view under a translucent bar, and its safe area ends at the bar's top.
open class UITabBarController: UIViewController {
    weak var storedDelegate: UITabBarControllerDelegate?
    var storedTabBar: UITabBar?
    var storedSelectedIndex = 0
    // The tab API of iOS 18 and the rest (UITabBarController+Tabs.swift).
    var storedTabs: [UITab] = []
    var storedMode = Mode.automatic
    var storedSidebar: Sidebar?
    var storedCustomizationIdentifier: String?
    var storedCompactTabIdentifiers: [String]?
    var storedContentLayoutGuide: UILayoutGuide?
    var storedBottomAccessory: UITabAccessory?
    var storedMinimizeBehavior = MinimizeBehavior.automatic
    var storedMoreNavigationController: UINavigationController?
    var storedCustomizableViewControllers: [UIViewController]?
    /// A switch run by the delegate's animator.
    var customTransition: TransitionContext?

    public override init(nibName: String?, bundle: Bundle?) {
        UIEntry.check("-[UITabBarController initWithNibName:bundle:]")
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UITabBarController initWithCoder:]")
        super.init(coder: coder)
    }

    /// The delegate (not retained).
    open var delegate: UITabBarControllerDelegate? {
        get { let entry = UIEntry("-[UITabBarController delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UITabBarController setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The tabs' controllers, in order.
    open var viewControllers: [UIViewController]? {
        get { let entry = UIEntry("-[UITabBarController viewControllers]", self); defer { entry.end() }; return storedChildren.isEmpty ? nil : storedChildren }
        set { let entry = UIEntry("-[UITabBarController setViewControllers:]", self); defer { entry.end() }; replaceTabs(with: newValue ?? []) }
    }

    /// Sets the tabs' controllers (`animated` is accepted for source compatibility).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let entry = UIEntry("-[UITabBarController setViewControllers:animated:]", self); defer { entry.end() }
        replaceTabs(with: viewControllers ?? [])
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { let entry = UIEntry("-[UITabBarController selectedIndex]", self); defer { entry.end() }; return storedSelectedIndex }
        set { let entry = UIEntry("-[UITabBarController setSelectedIndex:]", self); defer { entry.end() }; select(newValue) }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { let entry = UIEntry("-[UITabBarController selectedViewController]", self); defer { entry.end() }; return selectedChild }
        set {
            let entry = UIEntry("-[UITabBarController setSelectedViewController:]", self); defer { entry.end() }
            guard let newValue, let index = storedChildren.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// Selects the tab of `subsequentVC` when an unwind segue passes through.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        let entry = UIEntry("-[UITabBarController unwindForSegue:towardsViewController:]", self); defer { entry.end() }
        if let index = storedChildren.firstIndex(where: { $0 === subsequentVC }) { select(index) }
    }

    /// The selected controller decides the status bar.
    open override var childForStatusBarStyle: UIViewController? {
        UIEntry.check("-[UITabBarController childViewControllerForStatusBarStyle]", self)
        return selectedChild
    }

    open override var childForStatusBarHidden: UIViewController? {
        UIEntry.check("-[UITabBarController childViewControllerForStatusBarHidden]", self)
        return selectedChild
    }

    /// The delegate's answer, else the orientations all the tabs support.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIEntry.check("-[UITabBarController supportedInterfaceOrientations]", self)
        if let answer = storedDelegate?.tabBarControllerSupportedInterfaceOrientations(self), !answer.isEmpty { return answer }
        let common = storedChildren.reduce(UIInterfaceOrientationMask.all) { $0.intersection($1.supportedInterfaceOrientations) }
        return storedChildren.isEmpty || common.isEmpty ? super.supportedInterfaceOrientations : common
    }

    /// The delegate's answer, else its own.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let entry = UIEntry("-[UITabBarController preferredInterfaceOrientationForPresentation]", self); defer { entry.end() }
        if let answer = storedDelegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self), answer != .unknown { return answer }
        return defaultPreferredOrientation()
    }

    override var placesChildViews: Bool { true }

    open override func loadView() {
        let entry = UIEntry("-[UITabBarController loadView]", self); defer { entry.end() }
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.tabBarController = self
        container.addSubview(tabBarView)
        view = container
    }

    // MARK: - The tab bar

    /// The bar of tabs at the bottom (made with the controller's view).
    open var tabBar: UITabBar {
        let entry = UIEntry("-[UITabBarController tabBar]", self); defer { entry.end() }
        return tabBarView
    }

    var tabBarView: UITabBar {
        if let bar = storedTabBar { return bar }
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UITabBar.standardHeight))
        bar.tabBarController = self
        storedTabBar = bar
        return bar
    }

    /// Whether the selected tab is a navigation stack with a pushed controller that hides the
    /// bar (`hidesBottomBarWhenPushed` on any controller above the root).
    var tabBarIsHiddenByPush: Bool {
        guard let navigation = selectedChild as? UINavigationController else { return false }
        return navigation.storedChildren.dropFirst().contains { $0.storedHidesBottomBarWhenPushed }
    }

    override func barsChanged() {
        storedView?.setNeedsLayout()
        selectedChild?.safeAreaChanged()
    }

    override func barInsets(forChildAt rect: CGRect) -> UIEdgeInsets {
        guard let bar = storedTabBar, bar.storedSuperview != nil, !bar.storedIsHidden, !tabBarIsHiddenByPush else { return .zero }
        let barTop = bar.pointInRoot(.zero).y
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, min(rect.height, rect.maxY - barTop)), right: 0)
    }

    /// The tab bar at the bottom, as high as its 49 points plus the container's bottom safe
    /// area; the selected controller's view over it or above it. A bar hidden for a pushed
    /// controller (`hidesBottomBarWhenPushed`) moves below the bottom edge, as UIKit slides it
    /// away; the app's own `isHidden` is left as the app set it.
    func layoutBar(in container: UIView) {
        let bar = tabBarView
        let bounds = container.storedBounds
        let height = bar.barHeight + container.computedSafeAreaInsets.bottom
        let hiddenByPush = tabBarIsHiddenByPush
        let barFrame = CGRect(x: bounds.minX, y: hiddenByPush ? bounds.maxY : bounds.maxY - height, width: bounds.width, height: height)
        let barMoved = bar.frameValue != barFrame
        if barMoved { bar.applyFrame(barFrame) }
        placeChildViews(in: container, barEdge: .bottom, barLimit: hiddenByPush || bar.storedIsHidden ? nil : barFrame.minY,
                        translucent: bar.storedIsTranslucent, barMoved: barMoved)
    }

    var selectedChild: UIViewController? {
        storedChildren.indices.contains(storedSelectedIndex) ? storedChildren[storedSelectedIndex] : nil
    }

    override func installVisibleChildView() {
        guard let selected = selectedChild, let container = storedView else { return }
        let view = selected.loadedView
        guard view.storedSuperview !== container else { return }
        place(view, in: container, at: container.storedSubviews.count)
    }


    func replaceTabs(with tabs: [UIViewController]) {
        let old = storedChildren
        let oldSelected = selectedChild
        for c in old where !tabs.contains(where: { $0 === c }) {
            c.announceWillMove(toParent: nil)
            if c === oldSelected { hide(c) }
            c.detachFromParent()
        }
        for c in tabs where !old.contains(where: { $0 === c }) {
            if attachChild(c, callerFinishes: false) { c.announceDidMove(toParent: self) }
        }
        storedChildren = tabs
        if let oldSelected, let index = tabs.firstIndex(where: { $0 === oldSelected }) {
            storedSelectedIndex = index
        } else {
            storedSelectedIndex = 0
            if let selected = selectedChild { show(selected) }
        }
    }

    /// Selects the tab at `index` (out of range: ignored, as UIKit does).
    func select(_ index: Int) {
        guard storedChildren.indices.contains(index), index != storedSelectedIndex else { return }
        let from = selectedChild
        storedSelectedIndex = index
        guard let to = selectedChild, to !== from else { return }
        guard isOnScreen else {
            if let from, storedView != nil { context.app.managingAppearance { from.storedView?.detachFromSuperview() } }
            if let container = storedView { context.app.managingAppearance { place(to.loadedView, in: container, at: container.storedSubviews.count) } }
            return
        }
        if let from, let delegate = storedDelegate {
            let animator = context.loop.span(.delegateCallback, "tabBarController(_:animationControllerForTransitionFrom:to:)") {
                delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
            }
            if let animator {
                runCustomSwitch(from: from, to: to, animator: animator, previousIndex: storedChildren.firstIndex { $0 === from } ?? 0)
                return
            }
        }
        // A tab switch is not animated: it is done when the callbacks return, and shown by the
        // next commit.
        let transitionID = context.recordTransitionBegan("tab", "tab \(index): \(type(of: to))")
        to.loadViewIfNeededQuietly()
        context.app.managingAppearance {
            to.beginAppearance(animated: false)
            from?.beginDisappearance(animated: false)
            from?.storedView?.detachFromSuperview()
            if let container = storedView { place(to.loadedView, in: container, at: container.storedSubviews.count) }
        }
        to.updateTraitsInTree()
        from?.endDisappearance()
        to.endAppearance()
        context.recordTransitionEnded("tab", id: transitionID)
        context.app.application.refreshControllerPreferences(animatedBy: nil)
    }

    private func hide(_ controller: UIViewController) {
        guard isOnScreen else {
            context.app.managingAppearance { controller.storedView?.detachFromSuperview() }
            return
        }
        context.app.managingAppearance {
            controller.beginDisappearance(animated: false)
            controller.storedView?.detachFromSuperview()
        }
        controller.endDisappearance()
    }

    private func show(_ controller: UIViewController) {
        guard let container = storedView else { return }
        guard isOnScreen else {
            context.app.managingAppearance { place(controller.loadedView, in: container, at: container.storedSubviews.count) }
            return
        }
        controller.loadViewIfNeededQuietly()
        context.app.managingAppearance {
            controller.beginAppearance(animated: false)
            place(controller.loadedView, in: container, at: container.storedSubviews.count)
        }
        controller.updateTraitsInTree()
        controller.endAppearance()
    }

    /// A tap on the tab at `index`: the delegate may refuse it; a tap on the selected tab pops
    /// its navigation controller to the root.
    func userSelect(_ index: Int) {
        guard storedChildren.indices.contains(index) else { return }
        let target = storedChildren[index]
        let tab = storedTabs.first { $0.providedController === target }
        let previousTab = selectedChild.flatMap { current in storedTabs.first { $0.providedController === current } }
        if let tab, !tab.storedIsEnabled { return }
        if let delegate = storedDelegate {
            let allowed = context.loop.span(.delegateCallback, "tabBarController(_:shouldSelect:)") { delegate.tabBarController(self, shouldSelect: target) }
            guard allowed else { return }
            if let tab {
                let tabAllowed = context.loop.span(.delegateCallback, "tabBarController(_:shouldSelectTab:)") { delegate.tabBarController(self, shouldSelectTab: tab) }
                guard tabAllowed else { return }
            }
        }
        if index == storedSelectedIndex {
            (target as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        storedDelegate.map { d in context.loop.span(.delegateCallback, "tabBarController(_:didSelect:)") { d.tabBarController(self, didSelect: target) } }
        if let tab, let d = storedDelegate {
            context.loop.span(.delegateCallback, "tabBarController(_:didSelectTab:previousTab:)") { d.tabBarController(self, didSelectTab: tab, previousTab: previousTab) }
        }
    }
}
