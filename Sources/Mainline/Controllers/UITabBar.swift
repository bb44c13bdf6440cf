import Foundation

/// What a tab bar not managed by a tab bar controller tells as tabs are chosen and customised.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user chose `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Customising is about to begin.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Customising began.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Customising is about to end.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Customising ended.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// The bar of tabs at the bottom of a tab bar controller: 49 points plus the bottom safe area
/// (32 in a compact height). The selected controller's safe area ends above it.
open class UITabBar: UIView {
    /// How items are placed across the bar.
    public enum ItemPositioning: Int, Sendable { case automatic = 0, fill, centered }
    var storedIsTranslucent = true
    var storedBarTintColor: UIColor?
    var storedUnselectedItemTintColor: UIColor?
    var storedStandardAppearance = UITabBarAppearance()
    var storedScrollEdgeAppearance: UITabBarAppearance?
    var storedBarStyle = UIBarStyle.default
    weak var tabBarController: UITabBarController?
    var storedSelectedImageTintColor: UIColor? = nil
    var storedBackgroundImage: UIImage? = nil
    var storedSelectionIndicatorImage: UIImage? = nil
    var storedShadowImage: UIImage? = nil
    var storedItemPositioning: ItemPositioning = .automatic
    var storedItemWidth: CGFloat = 0
    var storedItemSpacing: CGFloat = 0
    /// The items of a bar not managed by a tab bar controller, and its selected one.
    var storedItems: [UITabBarItem] = []
    weak var storedSelectedItem: UITabBarItem?
    weak var storedTabBarDelegate: UITabBarDelegate?
    var customizingItems: [UITabBarItem]?

    static let standardHeight: CGFloat = 49
    static let compactHeight: CGFloat = 32

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let entry = UIEntry("-[UITabBar initWithFrame:]", self); defer { entry.end() }
    }

    /// A bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let entry = UIEntry("-[UITabBar initWithCoder:]", self); defer { entry.end() }
    }

    /// Hiding the bar gives the selected controller's view the bottom back.
    open override var isHidden: Bool {
        get { let entry = UIEntry("-[UITabBar isHidden]", self); defer { entry.end() }; return super.isHidden }
        set {
            let entry = UIEntry("-[UITabBar setHidden:]", self); defer { entry.end() }
            let changed = newValue != storedIsHidden
            super.isHidden = newValue
            if changed { tabBarController?.barsChanged() }
        }
    }

    /// The tabs' items: each controller's `tabBarItem` under a tab bar controller; those set on
    /// a bar of its own.
    open var items: [UITabBarItem]? {
        get {
            let entry = UIEntry("-[UITabBar items]", self); defer { entry.end() }
            return currentItems
        }
        set {
            let entry = UIEntry("-[UITabBar setItems:]", self); defer { entry.end() }
            replaceItems(newValue ?? [])
        }
    }

    var currentItems: [UITabBarItem] {
        tabBarController.map { $0.storedChildren.compactMap { $0.tabBarItem } } ?? storedItems
    }

    /// The selected tab's item. A bar of its own selects any of its items (nil: none).
    open var selectedItem: UITabBarItem? {
        get {
            let entry = UIEntry("-[UITabBar selectedItem]", self); defer { entry.end() }
            if let tabBarController { return tabBarController.selectedChild?.tabBarItem }
            return storedSelectedItem
        }
        set {
            let entry = UIEntry("-[UITabBar setSelectedItem:]", self); defer { entry.end() }
            guard tabBarController == nil else {
                return DiagnosticCenter.report(.viewControllerMisuse, "Directly modifying a tab bar managed by a tab bar controller is not allowed.", in: context)
            }
            storedSelectedItem = newValue.flatMap { item in storedItems.contains { $0 === item } ? item : nil }
            setNeedsDisplay()
        }
    }

    /// The delegate of a bar of its own (a tab bar controller's bar answers to the controller).
    open var delegate: UITabBarDelegate? {
        get { let entry = UIEntry("-[UITabBar delegate]", self); defer { entry.end() }; return storedTabBarDelegate }
        set { let entry = UIEntry("-[UITabBar setDelegate:]", self); defer { entry.end() }; storedTabBarDelegate = newValue }
    }

    /// Replaces the items of a bar of its own (the selection is kept if its item stays).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        let entry = UIEntry("-[UITabBar setItems:animated:]", self); defer { entry.end() }
        replaceItems(items ?? [])
    }

    private func replaceItems(_ items: [UITabBarItem]) {
        guard tabBarController == nil else {
            return DiagnosticCenter.report(.viewControllerMisuse, "Directly modifying a tab bar managed by a tab bar controller is not allowed.", in: context)
        }
        storedItems = items
        if let selected = storedSelectedItem, !items.contains(where: { $0 === selected }) { storedSelectedItem = nil }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Starts customising `items` (the delegate is told before and after).
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        let entry = UIEntry("-[UITabBar beginCustomizingItems:]", self); defer { entry.end() }
        storedTabBarDelegate?.tabBar(self, willBeginCustomizing: items)
        customizingItems = items
        storedTabBarDelegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customising; returns whether the bar was customising. The delegate is told with the
    /// items and whether they changed.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        let entry = UIEntry("-[UITabBar endCustomizingAnimated:]", self); defer { entry.end() }
        guard let items = customizingItems else { return false }
        let changed = items.map(ObjectIdentifier.init) != currentItems.map(ObjectIdentifier.init)
        storedTabBarDelegate?.tabBar(self, willEndCustomizing: currentItems, changed: changed)
        customizingItems = nil
        storedTabBarDelegate?.tabBar(self, didEndCustomizing: currentItems, changed: changed)
        return true
    }

    /// Whether the bar is customising its items.
    open var isCustomizing: Bool {
        let entry = UIEntry("-[UITabBar isCustomizing]", self); defer { entry.end() }
        return customizingItems != nil
    }

    /// The selected tab's tint before iOS 8 (kept; `tintColor` rules now).
    open var selectedImageTintColor: UIColor? {
        get { let entry = UIEntry("-[UITabBar selectedImageTintColor]", self); defer { entry.end() }; return storedSelectedImageTintColor }
        set { let entry = UIEntry("-[UITabBar setSelectedImageTintColor:]", self); defer { entry.end() }; storedSelectedImageTintColor = newValue }
    }

    /// An image behind the bar.
    open var backgroundImage: UIImage? {
        get { let entry = UIEntry("-[UITabBar backgroundImage]", self); defer { entry.end() }; return storedBackgroundImage }
        set { let entry = UIEntry("-[UITabBar setBackgroundImage:]", self); defer { entry.end() }; storedBackgroundImage = newValue; setNeedsDisplay() }
    }

    /// An image behind the selected tab.
    open var selectionIndicatorImage: UIImage? {
        get { let entry = UIEntry("-[UITabBar selectionIndicatorImage]", self); defer { entry.end() }; return storedSelectionIndicatorImage }
        set { let entry = UIEntry("-[UITabBar setSelectionIndicatorImage:]", self); defer { entry.end() }; storedSelectionIndicatorImage = newValue; setNeedsDisplay() }
    }

    /// The hairline image above the bar.
    open var shadowImage: UIImage? {
        get { let entry = UIEntry("-[UITabBar shadowImage]", self); defer { entry.end() }; return storedShadowImage }
        set { let entry = UIEntry("-[UITabBar setShadowImage:]", self); defer { entry.end() }; storedShadowImage = newValue; setNeedsDisplay() }
    }

    /// How tabs are placed across the bar (on a phone, they fill it).
    open var itemPositioning: ItemPositioning {
        get { let entry = UIEntry("-[UITabBar itemPositioning]", self); defer { entry.end() }; return storedItemPositioning }
        set { let entry = UIEntry("-[UITabBar setItemPositioning:]", self); defer { entry.end() }; storedItemPositioning = newValue; setNeedsLayout() }
    }

    /// The width of a tab when they are centred (0: the system's).
    open var itemWidth: CGFloat {
        get { let entry = UIEntry("-[UITabBar itemWidth]", self); defer { entry.end() }; return storedItemWidth }
        set { let entry = UIEntry("-[UITabBar setItemWidth:]", self); defer { entry.end() }; storedItemWidth = newValue; setNeedsLayout() }
    }

    /// The space between centred tabs (0: the system's).
    open var itemSpacing: CGFloat {
        get { let entry = UIEntry("-[UITabBar itemSpacing]", self); defer { entry.end() }; return storedItemSpacing }
        set { let entry = UIEntry("-[UITabBar setItemSpacing:]", self); defer { entry.end() }; storedItemSpacing = newValue; setNeedsLayout() }
    }
    /// The tab under `x`: the bar's width shared equally by the visible items.
    func itemIndex(at x: CGFloat) -> Int? {
        let items = currentItems
        guard !items.isEmpty, storedBounds.width > 0 else { return nil }
        let index = Int((x / storedBounds.width * CGFloat(items.count)).rounded(.down))
        return items.indices.contains(index) ? index : nil
    }

    /// A tap on a tab: under a tab bar controller, the controller's selection (its delegate
    /// asked); on a bar of its own, the item is selected and the delegate told.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UITabBar touchesEnded:withEvent:]", self); defer { entry.end() }
        guard let touch = touches.first, storedBounds.contains(touch.location(in: self)),
              let index = itemIndex(at: touch.location(in: self).x) else { return super.touchesEnded(touches, with: event) }
        if let tabBarController { return tabBarController.userSelect(index) }
        let item = storedItems[index]
        guard item.storedIsEnabled else { return }
        storedSelectedItem = item
        setNeedsDisplay()
        if let delegate = storedTabBarDelegate {
            context.loop.span(.delegateCallback, "tabBar(_:didSelect:)") { delegate.tabBar(self, didSelect: item) }
        }
    }

    /// Whether content runs under the bar (true by default).
    open var isTranslucent: Bool {
        get { let entry = UIEntry("-[UITabBar isTranslucent]", self); defer { entry.end() }; return storedIsTranslucent }
        set {
            let entry = UIEntry("-[UITabBar setTranslucent:]", self); defer { entry.end() }
            storedIsTranslucent = newValue
            tabBarController?.storedView?.setNeedsLayout()
            tabBarController?.barsChanged()
        }
    }

    /// The bar's background tint (kept).
    open var barTintColor: UIColor? {
        get { let entry = UIEntry("-[UITabBar barTintColor]", self); defer { entry.end() }; return storedBarTintColor }
        set { let entry = UIEntry("-[UITabBar setBarTintColor:]", self); defer { entry.end() }; storedBarTintColor = newValue; setNeedsDisplay() }
    }

    /// The tint of the tabs not selected (kept).
    open var unselectedItemTintColor: UIColor? {
        get { let entry = UIEntry("-[UITabBar unselectedItemTintColor]", self); defer { entry.end() }; return storedUnselectedItemTintColor }
        set { let entry = UIEntry("-[UITabBar setUnselectedItemTintColor:]", self); defer { entry.end() }; storedUnselectedItemTintColor = newValue; setNeedsDisplay() }
    }

    /// The bar's style (kept).
    open var barStyle: UIBarStyle {
        get { let entry = UIEntry("-[UITabBar barStyle]", self); defer { entry.end() }; return storedBarStyle }
        set { let entry = UIEntry("-[UITabBar setBarStyle:]", self); defer { entry.end() }; storedBarStyle = newValue; setNeedsDisplay() }
    }

    /// The appearance with content scrolled under the bar.
    open var standardAppearance: UITabBarAppearance {
        get { let entry = UIEntry("-[UITabBar standardAppearance]", self); defer { entry.end() }; return storedStandardAppearance }
        set { let entry = UIEntry("-[UITabBar setStandardAppearance:]", self); defer { entry.end() }; storedStandardAppearance = newValue; setNeedsDisplay() }
    }

    /// The appearance with content at its bottom edge.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { let entry = UIEntry("-[UITabBar scrollEdgeAppearance]", self); defer { entry.end() }; return storedScrollEdgeAppearance }
        set { let entry = UIEntry("-[UITabBar setScrollEdgeAppearance:]", self); defer { entry.end() }; storedScrollEdgeAppearance = newValue; setNeedsDisplay() }
    }

    /// The bar's height without the safe area below it.
    var barHeight: CGFloat {
        (tabBarController?.traitCollection.verticalSizeClass ?? .regular) == .compact ? Self.compactHeight : Self.standardHeight
    }
}
