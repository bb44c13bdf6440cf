import Foundation

/// The look of a bar (kept; nothing is rendered).
public enum UIBarStyle: Int, Sendable { case `default`, black }

/// Which bar metrics a background image is for.
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }

/// Where a bar is.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

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

    /// The navigation items of the controllers on the stack, bottom first.
    open var items: [UINavigationItem]? {
        let entry = UIEntry("-[UINavigationBar items]", self); defer { entry.end() }
        return navigationController?.storedChildren.map(\.navigationItem)
    }

    /// The top controller's item.
    open var topItem: UINavigationItem? {
        let entry = UIEntry("-[UINavigationBar topItem]", self); defer { entry.end() }
        return navigationController?.storedChildren.last?.navigationItem
    }

    /// The item below the top one.
    open var backItem: UINavigationItem? {
        let entry = UIEntry("-[UINavigationBar backItem]", self); defer { entry.end() }
        guard let stack = navigationController?.storedChildren, stack.count > 1 else { return nil }
        return stack[stack.count - 2].navigationItem
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
        guard storedPrefersLargeTitles, let stack = navigationController?.storedChildren else { return false }
        for controller in stack.reversed() {
            switch controller.navigationItem.storedLargeTitleDisplayMode {
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
