import Foundation

/// The look of a bar (kept; nothing is rendered).
public enum UIBarStyle: Int, Sendable { case `default`, black }

/// Which bar metrics a background image is for.
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }

/// Where a bar is.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// A bar's appearance: background and shadow (iOS 13's appearance API).
open class UIBarAppearance {
    var storedBackgroundColor: UIColor?
    var storedBackgroundImage: UIImage?
    var storedBackgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)
    var storedShadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
    var storedShadowImage: UIImage?

    /// The default appearance (the system material with a shadow).
    public init() { UIEntry.check("-[UIBarAppearance init]") }

    /// The background colour (nil: the system material).
    open var backgroundColor: UIColor? {
        get { let entry = UIEntry("-[UIBarAppearance backgroundColor]", self); defer { entry.end() }; return storedBackgroundColor }
        set { let entry = UIEntry("-[UIBarAppearance setBackgroundColor:]", self); defer { entry.end() }; storedBackgroundColor = newValue }
    }

    /// An image drawn over the background colour.
    open var backgroundImage: UIImage? {
        get { let entry = UIEntry("-[UIBarAppearance backgroundImage]", self); defer { entry.end() }; return storedBackgroundImage }
        set { let entry = UIEntry("-[UIBarAppearance setBackgroundImage:]", self); defer { entry.end() }; storedBackgroundImage = newValue }
    }

    /// The blur behind the bar (the system chrome material by default).
    open var backgroundEffect: UIBlurEffect? {
        get { let entry = UIEntry("-[UIBarAppearance backgroundEffect]", self); defer { entry.end() }; return storedBackgroundEffect }
        set { let entry = UIEntry("-[UIBarAppearance setBackgroundEffect:]", self); defer { entry.end() }; storedBackgroundEffect = newValue }
    }

    /// The hairline's colour (black at 30 % by default; nil for none).
    open var shadowColor: UIColor? {
        get { let entry = UIEntry("-[UIBarAppearance shadowColor]", self); defer { entry.end() }; return storedShadowColor }
        set { let entry = UIEntry("-[UIBarAppearance setShadowColor:]", self); defer { entry.end() }; storedShadowColor = newValue }
    }

    /// The hairline image (kept).
    open var shadowImage: UIImage? {
        get { let entry = UIEntry("-[UIBarAppearance shadowImage]", self); defer { entry.end() }; return storedShadowImage }
        set { let entry = UIEntry("-[UIBarAppearance setShadowImage:]", self); defer { entry.end() }; storedShadowImage = newValue }
    }

    /// The system's translucent material with a shadow.
    open func configureWithDefaultBackground() {
        let entry = UIEntry("-[UIBarAppearance configureWithDefaultBackground]", self); defer { entry.end() }
        storedBackgroundColor = nil
        storedBackgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        storedShadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background (the system background colour) with a shadow.
    open func configureWithOpaqueBackground() {
        let entry = UIEntry("-[UIBarAppearance configureWithOpaqueBackground]", self); defer { entry.end() }
        storedBackgroundColor = .systemBackground
        storedBackgroundEffect = nil
        storedShadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        let entry = UIEntry("-[UIBarAppearance configureWithTransparentBackground]", self); defer { entry.end() }
        storedBackgroundColor = nil
        storedBackgroundEffect = nil
        storedShadowColor = nil
    }
}

/// A navigation bar's appearance: its background and title attributes.
open class UINavigationBarAppearance: UIBarAppearance {
    var storedTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var storedLargeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var storedTitlePositionAdjustment = UIOffset.zero

    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { let entry = UIEntry("-[UINavigationBarAppearance titleTextAttributes]", self); defer { entry.end() }; return storedTitleTextAttributes }
        set { let entry = UIEntry("-[UINavigationBarAppearance setTitleTextAttributes:]", self); defer { entry.end() }; storedTitleTextAttributes = newValue }
    }

    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] {
        get { let entry = UIEntry("-[UINavigationBarAppearance largeTitleTextAttributes]", self); defer { entry.end() }; return storedLargeTitleTextAttributes }
        set { let entry = UIEntry("-[UINavigationBarAppearance setLargeTitleTextAttributes:]", self); defer { entry.end() }; storedLargeTitleTextAttributes = newValue }
    }

    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset {
        get { let entry = UIEntry("-[UINavigationBarAppearance titlePositionAdjustment]", self); defer { entry.end() }; return storedTitlePositionAdjustment }
        set { let entry = UIEntry("-[UINavigationBarAppearance setTitlePositionAdjustment:]", self); defer { entry.end() }; storedTitlePositionAdjustment = newValue }
    }
}

/// A tab bar's appearance.
open class UITabBarAppearance: UIBarAppearance {}

/// A toolbar's appearance.
open class UIToolbarAppearance: UIBarAppearance {}

/// The bar at the top of a navigation controller: 44 points high below the status bar (32 in a
/// compact height), 96 with a large title (`prefersLargeTitles`, regular height only). It is a
/// subview of the navigation controller's view, and the top controller's safe area starts below
/// it (its view still runs under a translucent bar, as in UIKit).
open class UINavigationBar: UIView {
    var storedPrefersLargeTitles = false
    var storedIsTranslucent = true
    var storedBarTintColor: UIColor?
    var storedBarStyle = UIBarStyle.default
    var storedTitleTextAttributes: [NSAttributedString.Key: Any]?
    var storedLargeTitleTextAttributes: [NSAttributedString.Key: Any]?
    var storedStandardAppearance = UINavigationBarAppearance()
    var storedScrollEdgeAppearance: UINavigationBarAppearance?
    var storedCompactAppearance: UINavigationBarAppearance?
    var storedShadowImage: UIImage?
    var backgroundImages: [UIBarMetrics: UIImage] = [:]
    weak var navigationController: UINavigationController?
    /// A standalone bar's items (UINavigationBar+Items.swift).
    var standaloneItems: [UINavigationItem] = []
    weak var storedBarDelegate: UINavigationBarDelegate?
    var storedBackIndicatorImage: UIImage?
    var storedBackIndicatorTransitionMaskImage: UIImage?
    var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    var positionedBackgroundImages: [String: UIImage] = [:]
    var titleVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]

    /// Standard height, compact-height height, and what a large title adds.
    static let standardHeight: CGFloat = 44
    static let compactHeight: CGFloat = 32
    static let largeTitleExtra: CGFloat = 52

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let entry = UIEntry("-[UINavigationBar initWithFrame:]", self); defer { entry.end() }
    }

    /// A bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let entry = UIEntry("-[UINavigationBar initWithCoder:]", self); defer { entry.end() }
    }

    /// Whether the bar shows large titles (the top item's `largeTitleDisplayMode` decides for it).
    open var prefersLargeTitles: Bool {
        get { let entry = UIEntry("-[UINavigationBar prefersLargeTitles]", self); defer { entry.end() }; return storedPrefersLargeTitles }
        set { let entry = UIEntry("-[UINavigationBar setPrefersLargeTitles:]", self); defer { entry.end() }; storedPrefersLargeTitles = newValue; barGeometryChanged() }
    }

    /// Whether content runs under the bar (true by default). An opaque bar pushes the top
    /// controller's view below it unless the controller's `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent: Bool {
        get { let entry = UIEntry("-[UINavigationBar isTranslucent]", self); defer { entry.end() }; return storedIsTranslucent }
        set { let entry = UIEntry("-[UINavigationBar setTranslucent:]", self); defer { entry.end() }; storedIsTranslucent = newValue; barGeometryChanged() }
    }

    /// The bar's background tint (kept).
    open var barTintColor: UIColor? {
        get { let entry = UIEntry("-[UINavigationBar barTintColor]", self); defer { entry.end() }; return storedBarTintColor }
        set { let entry = UIEntry("-[UINavigationBar setBarTintColor:]", self); defer { entry.end() }; storedBarTintColor = newValue; setNeedsDisplay() }
    }

    /// The bar's style (kept).
    open var barStyle: UIBarStyle {
        get { let entry = UIEntry("-[UINavigationBar barStyle]", self); defer { entry.end() }; return storedBarStyle }
        set { let entry = UIEntry("-[UINavigationBar setBarStyle:]", self); defer { entry.end() }; storedBarStyle = newValue; setNeedsDisplay() }
    }

    /// The title's text attributes (kept).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { let entry = UIEntry("-[UINavigationBar titleTextAttributes]", self); defer { entry.end() }; return storedTitleTextAttributes }
        set { let entry = UIEntry("-[UINavigationBar setTitleTextAttributes:]", self); defer { entry.end() }; storedTitleTextAttributes = newValue; setNeedsDisplay() }
    }

    /// The large title's text attributes (kept).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { let entry = UIEntry("-[UINavigationBar largeTitleTextAttributes]", self); defer { entry.end() }; return storedLargeTitleTextAttributes }
        set { let entry = UIEntry("-[UINavigationBar setLargeTitleTextAttributes:]", self); defer { entry.end() }; storedLargeTitleTextAttributes = newValue; setNeedsDisplay() }
    }

    /// The appearance with content scrolled under the bar.
    open var standardAppearance: UINavigationBarAppearance {
        get { let entry = UIEntry("-[UINavigationBar standardAppearance]", self); defer { entry.end() }; return storedStandardAppearance }
        set { let entry = UIEntry("-[UINavigationBar setStandardAppearance:]", self); defer { entry.end() }; storedStandardAppearance = newValue; setNeedsDisplay() }
    }

    /// The appearance with content at its top edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { let entry = UIEntry("-[UINavigationBar scrollEdgeAppearance]", self); defer { entry.end() }; return storedScrollEdgeAppearance }
        set { let entry = UIEntry("-[UINavigationBar setScrollEdgeAppearance:]", self); defer { entry.end() }; storedScrollEdgeAppearance = newValue; setNeedsDisplay() }
    }

    /// The appearance in a compact height.
    open var compactAppearance: UINavigationBarAppearance? {
        get { let entry = UIEntry("-[UINavigationBar compactAppearance]", self); defer { entry.end() }; return storedCompactAppearance }
        set { let entry = UIEntry("-[UINavigationBar setCompactAppearance:]", self); defer { entry.end() }; storedCompactAppearance = newValue; setNeedsDisplay() }
    }

    /// The hairline image (kept).
    open var shadowImage: UIImage? {
        get { let entry = UIEntry("-[UINavigationBar shadowImage]", self); defer { entry.end() }; return storedShadowImage }
        set { let entry = UIEntry("-[UINavigationBar setShadowImage:]", self); defer { entry.end() }; storedShadowImage = newValue; setNeedsDisplay() }
    }

    /// Sets the background image for `barMetrics` (kept).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UINavigationBar setBackgroundImage:forBarMetrics:]", self); defer { entry.end() }
        backgroundImages[barMetrics] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UINavigationBar backgroundImageForBarMetrics:]", self); defer { entry.end() }
        return backgroundImages[barMetrics]
    }

    /// The items, bottom first: the navigation items of the controllers on the stack, or a
    /// standalone bar's own (set them, or push and pop them).
    open var items: [UINavigationItem]? {
        get { let entry = UIEntry("-[UINavigationBar items]", self); defer { entry.end() }; return itemStack }
        set { let entry = UIEntry("-[UINavigationBar setItems:]", self); defer { entry.end() }; setStandaloneItems(newValue ?? []) }
    }

    /// The top item.
    open var topItem: UINavigationItem? {
        let entry = UIEntry("-[UINavigationBar topItem]", self); defer { entry.end() }
        return itemStack?.last
    }

    /// The item below the top one.
    open var backItem: UINavigationItem? {
        let entry = UIEntry("-[UINavigationBar backItem]", self); defer { entry.end() }
        guard let stack = itemStack, stack.count > 1 else { return nil }
        return stack[stack.count - 2]
    }

    /// Pushes `item` on a standalone bar (the delegate may refuse; a controller's bar refuses, as
    /// UIKit throws).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        let entry = UIEntry("-[UINavigationBar pushNavigationItem:animated:]", self); defer { entry.end() }
        pushStandaloneItem(item)
    }

    /// Pops the top item of a standalone bar and returns it (the delegate may refuse).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        let entry = UIEntry("-[UINavigationBar popNavigationItemAnimated:]", self); defer { entry.end() }
        return popStandaloneItem()
    }

    /// Replaces a standalone bar's items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let entry = UIEntry("-[UINavigationBar setItems:animated:]", self); defer { entry.end() }
        setStandaloneItems(items ?? [])
    }

    /// The bar's height for the current traits and top item.
    var barHeight: CGFloat {
        let compact = (navigationController?.traitCollection.verticalSizeClass ?? .regular) == .compact
        if compact { return Self.compactHeight }
        return Self.standardHeight + (showsLargeTitle ? Self.largeTitleExtra : 0)
    }

    /// Whether the top item's title is shown large: the bar prefers it and the item (or, for
    /// `.automatic`, the nearest item below that says) does not refuse.
    var showsLargeTitle: Bool {
        guard storedPrefersLargeTitles, let stack = itemStack else { return false }
        for item in stack.reversed() {
            switch item.storedLargeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    private func barGeometryChanged() {
        navigationController?.storedView?.setNeedsLayout()
        navigationController?.barsChanged()
    }
}

/// The bar of tabs at the bottom of a tab bar controller: 49 points plus the bottom safe area
/// (32 in a compact height). The selected controller's safe area ends above it.
open class UITabBar: UIView {
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
