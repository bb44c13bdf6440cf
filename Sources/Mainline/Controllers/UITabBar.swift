import Foundation

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

    /// The tabs' items (each controller's `tabBarItem`).
    open var items: [UITabBarItem]? {
        let entry = UIEntry("-[UITabBar items]", self); defer { entry.end() }
        return tabBarController?.storedChildren.compactMap { $0.tabBarItem }
    }

    /// The selected tab's item.
    open var selectedItem: UITabBarItem? {
        let entry = UIEntry("-[UITabBar selectedItem]", self); defer { entry.end() }
        return tabBarController?.selectedChild?.tabBarItem
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
