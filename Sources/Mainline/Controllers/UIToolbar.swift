import Foundation

/// Where a toolbar is (its delegate may say).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of items (usually at the bottom of the screen): 44 points high (32 in a compact
/// height).
///
/// Layout: the items are placed left to right inside 16-point margins, 8 points apart; a custom
/// view item shows its view (its frame's width, else its intrinsic width), other items show a
/// system button with the item's title or image that performs the item's action when tapped
/// (`perform()`: primary action, or target–action, or its menu); a fixed space takes its
/// `width`; flexible spaces share the width left over equally. Hidden items take no room.
open class UIToolbar: UIView {
    var storedItems: [UIBarButtonItem]?
    weak var storedToolbarDelegate: UIToolbarDelegate?
    var backgroundImagesByKey: [String: UIImage] = [:]
    var shadowImages: [Int: UIImage] = [:]
    /// The view showing each item, by item.
    var itemViews: [ObjectIdentifier: UIView] = [:]
    var storedBarStyle: UIBarStyle = .default
    var storedIsTranslucent: Bool = true
    var storedBarTintColor: UIColor? = nil
    var storedStandardAppearance: UIToolbarAppearance = UIToolbarAppearance()
    var storedCompactAppearance: UIToolbarAppearance? = nil
    var storedScrollEdgeAppearance: UIToolbarAppearance? = nil
    var storedCompactScrollEdgeAppearance: UIToolbarAppearance? = nil
    /// The navigation controller whose toolbar this is, if it is one.
    weak var navigationController: UINavigationController?

    static let standardHeight: CGFloat = 44
    static let compactHeight: CGFloat = 32

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIToolbar initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIToolbar initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The items shown, left to right.
    open var items: [UIBarButtonItem]? {
        get { let entry = UIEntry("-[UIToolbar items]", self); defer { entry.end() }; return storedItems }
        set { let entry = UIEntry("-[UIToolbar setItems:]", self); defer { entry.end() }; replaceItems(newValue) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let entry = UIEntry("-[UIToolbar setItems:animated:]", self); defer { entry.end() }
        replaceItems(items)
    }

    /// Says where the toolbar is.
    open var delegate: UIToolbarDelegate? {
        get { let entry = UIEntry("-[UIToolbar delegate]", self); defer { entry.end() }; return storedToolbarDelegate }
        set { let entry = UIEntry("-[UIToolbar setDelegate:]", self); defer { entry.end() }; storedToolbarDelegate = newValue }
    }

    /// The bar's style (kept).
    open var barStyle: UIBarStyle {
        get { let entry = UIEntry("-[UIToolbar barStyle]", self); defer { entry.end() }; return storedBarStyle }
        set { let entry = UIEntry("-[UIToolbar setBarStyle:]", self); defer { entry.end() }; storedBarStyle = newValue; setNeedsDisplay() }
    }

    /// Whether the bar is translucent (kept).
    open var isTranslucent: Bool {
        get { let entry = UIEntry("-[UIToolbar isTranslucent]", self); defer { entry.end() }; return storedIsTranslucent }
        set {
            let entry = UIEntry("-[UIToolbar setTranslucent:]", self); defer { entry.end() }
            storedIsTranslucent = newValue
            setNeedsDisplay()
            // A navigation controller's content runs under a translucent toolbar.
            navigationController?.barsChanged()
        }
    }

    /// The bar's background tint.
    open var barTintColor: UIColor? {
        get { let entry = UIEntry("-[UIToolbar barTintColor]", self); defer { entry.end() }; return storedBarTintColor }
        set { let entry = UIEntry("-[UIToolbar setBarTintColor:]", self); defer { entry.end() }; storedBarTintColor = newValue; setNeedsDisplay() }
    }

    /// The bar's appearance with content scrolled under it.
    open var standardAppearance: UIToolbarAppearance {
        get { let entry = UIEntry("-[UIToolbar standardAppearance]", self); defer { entry.end() }; return storedStandardAppearance }
        set { let entry = UIEntry("-[UIToolbar setStandardAppearance:]", self); defer { entry.end() }; storedStandardAppearance = newValue; setNeedsDisplay() }
    }

    /// The appearance in a compact height.
    open var compactAppearance: UIToolbarAppearance? {
        get { let entry = UIEntry("-[UIToolbar compactAppearance]", self); defer { entry.end() }; return storedCompactAppearance }
        set { let entry = UIEntry("-[UIToolbar setCompactAppearance:]", self); defer { entry.end() }; storedCompactAppearance = newValue; setNeedsDisplay() }
    }

    /// The appearance with content at its edge.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { let entry = UIEntry("-[UIToolbar scrollEdgeAppearance]", self); defer { entry.end() }; return storedScrollEdgeAppearance }
        set { let entry = UIEntry("-[UIToolbar setScrollEdgeAppearance:]", self); defer { entry.end() }; storedScrollEdgeAppearance = newValue; setNeedsDisplay() }
    }

    /// The compact-height appearance with content at its edge.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { let entry = UIEntry("-[UIToolbar compactScrollEdgeAppearance]", self); defer { entry.end() }; return storedCompactScrollEdgeAppearance }
        set { let entry = UIEntry("-[UIToolbar setCompactScrollEdgeAppearance:]", self); defer { entry.end() }; storedCompactScrollEdgeAppearance = newValue; setNeedsDisplay() }
    }
    /// Sets the background image for a toolbar position and metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIToolbar setBackgroundImage:forToolbarPosition:barMetrics:]", self); defer { entry.end() }
        backgroundImagesByKey["\(topOrBottom.rawValue),\(barMetrics.rawValue)"] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image for a position and metrics (the `.any` position's as fallback).
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UIToolbar backgroundImageForToolbarPosition:barMetrics:]", self); defer { entry.end() }
        return backgroundImagesByKey["\(topOrBottom.rawValue),\(barMetrics.rawValue)"] ?? backgroundImagesByKey["0,\(barMetrics.rawValue)"]
    }

    /// Sets the hairline image for a toolbar position.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        let entry = UIEntry("-[UIToolbar setShadowImage:forToolbarPosition:]", self); defer { entry.end() }
        shadowImages[topOrBottom.rawValue] = shadowImage
        setNeedsDisplay()
    }

    /// The hairline image for a position (the `.any` position's as fallback).
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        let entry = UIEntry("-[UIToolbar shadowImageForToolbarPosition:]", self); defer { entry.end() }
        return shadowImages[topOrBottom.rawValue] ?? shadowImages[0]
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIToolbar intrinsicContentSize]", self); defer { entry.end() }
        return CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UIToolbar sizeThatFits:]", self); defer { entry.end() }
        return CGSize(width: size.width, height: barHeight)
    }

    /// The bar's own height (without the safe area below a navigation controller's).
    var barHeight: CGFloat {
        let traits = navigationController?.traitCollection ?? traitCollection
        return traits.verticalSizeClass == .compact ? Self.compactHeight : Self.standardHeight
    }

    private func replaceItems(_ items: [UIBarButtonItem]?) {
        let keep = Set((items ?? []).map(ObjectIdentifier.init))
        for (id, view) in itemViews where !keep.contains(id) {
            view.removeFromSuperview()
            itemViews[id] = nil
        }
        storedItems = items
        setNeedsLayout()
    }

    /// The view showing `item`: its custom view, or a system button performing it.
    func view(for item: UIBarButtonItem) -> UIView? {
        if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
        if let custom = item.storedCustomView { return custom }
        if let view = itemViews[ObjectIdentifier(item)] { return view }
        let button = UIButton(type: .system)
        if let title = item.storedTitle { button.setTitle(title, for: .normal) } else if let image = item.storedImage { button.setImage(image, for: .normal) }
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.addAction(UIAction { [weak item] _ in item?.perform() }, for: .touchUpInside)
        itemViews[ObjectIdentifier(item)] = button
        return button
    }

    /// Places the items (see the class's description).
    open override func layoutSubviews() {
        let entry = UIEntry("-[UIToolbar layoutSubviews]", self); defer { entry.end() }
        super.layoutSubviews()
        let items = (storedItems ?? []).filter { !$0.storedIsHidden }
        let margin: CGFloat = 16, spacing: CGFloat = 8
        let widths = items.map { $0.barWidth }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let fixed = widths.reduce(0, +) + spacing * CGFloat(max(0, items.count - 1))
        let share = flexible > 0 ? max(0, storedBounds.width - 2 * margin - fixed) / CGFloat(flexible) : 0
        var x = margin
        for (item, width) in zip(items, widths) {
            let itemWidth = item.systemItem == .flexibleSpace ? share : width
            if let view = view(for: item) {
                if view.storedSuperview !== self { addSubview(view) }
                view.enableBarItemButton(item.storedIsEnabled)
                let height = item.storedCustomView.map { $0.storedBounds.height > 0 ? $0.storedBounds.height : max(0, $0.intrinsicContentSize.height) } ?? storedBounds.height
                view.frame = CGRect(x: x, y: (storedBounds.height - height) / 2, width: itemWidth, height: height)
            }
            x += itemWidth + spacing
        }
        for item in storedItems ?? [] where item.storedIsHidden {
            itemViews[ObjectIdentifier(item)]?.removeFromSuperview()
            if let custom = item.storedCustomView, custom.storedSuperview === self { custom.removeFromSuperview() }
        }
    }
}

extension UIView {
    /// Enables a bar item's button (a custom view is left as it is).
    fileprivate func enableBarItemButton(_ enabled: Bool) {
        if let control = self as? UIButton, control.storedIsEnabled != enabled { control.isEnabled = enabled }
    }
}

extension UIToolbar: UIBarPositioning {
    /// Where the toolbar is: what its delegate says, else at the bottom.
    public var barPosition: UIBarPosition {
        let entry = UIEntry("-[UIToolbar barPosition]", self); defer { entry.end() }
        let position = storedToolbarDelegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }
}
