import Foundation

/// The look of a bar (kept; nothing is rendered).
public enum UIBarStyle: Int, Sendable { case `default`, black }

/// Which bar metrics a background image is for.
public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }

/// Where a bar is.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// Tells a bar where it is (a bar at the top of the screen attaches to the status bar).
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// The position of `bar` (`.any` by default).
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// A bar that can be positioned.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar is.
    var barPosition: UIBarPosition { get }
}

/// What a navigation bar that is not managed by a navigation controller asks and tells as
/// items are pushed and popped.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
    /// The section of a Mac Catalyst window's toolbar the bar stands for (`.none` by default).
    func navigationBarNSToolbarSection(_ navigationBar: UINavigationBar) -> UINavigationBar.NSToolbarSection
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
    public func navigationBarNSToolbarSection(_ navigationBar: UINavigationBar) -> UINavigationBar.NSToolbarSection {
        UIEntry.check("-[UINavigationBarDelegate navigationBarNSToolbarSection:]")
        return .none
    }
}

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
    var positionedBackgroundImages: [String: UIImage] = [:]
    var titleVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]
    var storedBackIndicatorImage: UIImage?
    var storedBackIndicatorTransitionMaskImage: UIImage?
    var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    var storedPreferredBehavioralStyle = UIBehavioralStyle.automatic
    /// The items of a bar not managed by a navigation controller, bottom first.
    var storedItems: [UINavigationItem] = []
    weak var storedNavigationBarDelegate: UINavigationBarDelegate?
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

    /// The items, bottom first: the navigation controller's controllers' items for the bar it
    /// manages; those pushed or set on a bar of its own. Setting them is `setItems(_:animated: false)`.
    open var items: [UINavigationItem]? {
        get {
            let entry = UIEntry("-[UINavigationBar items]", self); defer { entry.end() }
            return currentItems
        }
        set {
            let entry = UIEntry("-[UINavigationBar setItems:]", self); defer { entry.end() }
            replaceItems(newValue ?? [], selector: "setItems:")
        }
    }

    var currentItems: [UINavigationItem] {
        navigationController.map { $0.storedChildren.map(\.navigationItem) } ?? storedItems
    }

    /// The top item.
    open var topItem: UINavigationItem? {
        let entry = UIEntry("-[UINavigationBar topItem]", self); defer { entry.end() }
        return currentItems.last
    }

    /// The item below the top one.
    open var backItem: UINavigationItem? {
        let entry = UIEntry("-[UINavigationBar backItem]", self); defer { entry.end() }
        let items = currentItems
        return items.count > 1 ? items[items.count - 2] : nil
    }

    /// The delegate of a bar of its own (a navigation controller's bar answers to the controller).
    open var delegate: UINavigationBarDelegate? {
        get { let entry = UIEntry("-[UINavigationBar delegate]", self); defer { entry.end() }; return storedNavigationBarDelegate }
        set { let entry = UIEntry("-[UINavigationBar setDelegate:]", self); defer { entry.end() }; storedNavigationBarDelegate = newValue }
    }

    /// Pushes `item` on top, if the delegate allows; it tells the delegate after. A bar managed by
    /// a navigation controller refuses (UIKit raises: push the controller instead).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        let entry = UIEntry("-[UINavigationBar pushNavigationItem:animated:]", self); defer { entry.end() }
        guard refuseIfManaged("pushNavigationItem:animated:") else { return }
        guard storedNavigationBarDelegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        storedItems.append(item)
        itemsChanged()
        storedNavigationBarDelegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate allows, and returns it (nil with one item or none).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        let entry = UIEntry("-[UINavigationBar popNavigationItemAnimated:]", self); defer { entry.end() }
        guard refuseIfManaged("popNavigationItemAnimated:"), let top = storedItems.last else { return nil }
        guard storedNavigationBarDelegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        storedItems.removeLast()
        itemsChanged()
        storedNavigationBarDelegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Replaces the items (no delegate calls, as in UIKit).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let entry = UIEntry("-[UINavigationBar setItems:animated:]", self); defer { entry.end() }
        replaceItems(items ?? [], selector: "setItems:animated:")
    }

    private func replaceItems(_ items: [UINavigationItem], selector: String) {
        guard refuseIfManaged(selector) else { return }
        storedItems = items
        itemsChanged()
    }

    /// Whether the bar is its own (true), else reports the misuse.
    private func refuseIfManaged(_ selector: String) -> Bool {
        guard navigationController != nil else { return true }
        DiagnosticCenter.report(.viewControllerMisuse, "Cannot call \(selector) directly on a UINavigationBar managed by a controller.",
                                in: context)
        return false
    }

    private func itemsChanged() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The appearance with content at its top edge in a compact height.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { let entry = UIEntry("-[UINavigationBar compactScrollEdgeAppearance]", self); defer { entry.end() }; return storedCompactScrollEdgeAppearance }
        set { let entry = UIEntry("-[UINavigationBar setCompactScrollEdgeAppearance:]", self); defer { entry.end() }; storedCompactScrollEdgeAppearance = newValue; setNeedsDisplay() }
    }

    /// The appearance the bar shows now: with content at the edge, the scroll-edge appearance
    /// (the compact one in a compact height), falling back to the standard one as UIKit does.
    func effectiveAppearance(atScrollEdge: Bool) -> UINavigationBarAppearance {
        let compact = (navigationController?.traitCollection.verticalSizeClass ?? .regular) == .compact
        if atScrollEdge {
            if compact, let appearance = storedCompactScrollEdgeAppearance ?? storedCompactAppearance { return appearance }
            if let appearance = storedScrollEdgeAppearance { return appearance }
        }
        if compact, let appearance = storedCompactAppearance { return appearance }
        return storedStandardAppearance
    }

    /// The back button's chevron (nil: the system's).
    open var backIndicatorImage: UIImage? {
        get { let entry = UIEntry("-[UINavigationBar backIndicatorImage]", self); defer { entry.end() }; return storedBackIndicatorImage }
        set { let entry = UIEntry("-[UINavigationBar setBackIndicatorImage:]", self); defer { entry.end() }; storedBackIndicatorImage = newValue; setNeedsDisplay() }
    }

    /// The mask the back title slides under (set with `backIndicatorImage`).
    open var backIndicatorTransitionMaskImage: UIImage? {
        get { let entry = UIEntry("-[UINavigationBar backIndicatorTransitionMaskImage]", self); defer { entry.end() }; return storedBackIndicatorTransitionMaskImage }
        set { let entry = UIEntry("-[UINavigationBar setBackIndicatorTransitionMaskImage:]", self); defer { entry.end() }; storedBackIndicatorTransitionMaskImage = newValue; setNeedsDisplay() }
    }

    /// The style asked for (automatic by default).
    open var preferredBehavioralStyle: UIBehavioralStyle {
        get { let entry = UIEntry("-[UINavigationBar preferredBehavioralStyle]", self); defer { entry.end() }; return storedPreferredBehavioralStyle }
        set { let entry = UIEntry("-[UINavigationBar setPreferredBehavioralStyle:]", self); defer { entry.end() }; storedPreferredBehavioralStyle = newValue }
    }

    /// The style in effect: `.pad` unless `.mac` is asked for.
    open var behavioralStyle: UIBehavioralStyle {
        let entry = UIEntry("-[UINavigationBar behavioralStyle]", self); defer { entry.end() }
        return storedPreferredBehavioralStyle == .automatic ? .pad : storedPreferredBehavioralStyle
    }

    /// Sets the background image for a bar position and metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UINavigationBar setBackgroundImage:forBarPosition:barMetrics:]", self); defer { entry.end() }
        positionedBackgroundImages["\(barPosition.rawValue),\(barMetrics.rawValue)"] = backgroundImage
        if barPosition == .any { backgroundImages[barMetrics] = backgroundImage }
        setNeedsDisplay()
    }

    /// The background image for a bar position and metrics (the `.any` position's as fallback).
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UINavigationBar backgroundImageForBarPosition:barMetrics:]", self); defer { entry.end() }
        return positionedBackgroundImages["\(barPosition.rawValue),\(barMetrics.rawValue)"] ?? backgroundImages[barMetrics]
    }

    /// Moves the title up or down by `adjustment` for `barMetrics`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UINavigationBar setTitleVerticalPositionAdjustment:forBarMetrics:]", self); defer { entry.end() }
        titleVerticalAdjustments[barMetrics] = adjustment
        setNeedsLayout()
    }

    /// How far the title is moved for `barMetrics` (0 unless set).
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        let entry = UIEntry("-[UINavigationBar titleVerticalPositionAdjustmentForBarMetrics:]", self); defer { entry.end() }
        return titleVerticalAdjustments[barMetrics] ?? 0
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

extension UINavigationBar: UIBarPositioning {
    /// Where the bar is: top-attached under a navigation controller, else what its delegate says
    /// (`.top` when it says nothing).
    public var barPosition: UIBarPosition {
        let entry = UIEntry("-[UINavigationBar barPosition]", self); defer { entry.end() }
        if navigationController != nil { return .topAttached }
        let position = storedNavigationBarDelegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }
}
