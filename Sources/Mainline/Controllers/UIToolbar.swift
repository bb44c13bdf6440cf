import Foundation

/// An object that says where a bar is attached.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar is.
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate that decides where the bar attaches.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` attaches (`.any` by default: where it is).
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition {
        UIEntry.check("-[UIBarPositioningDelegate positionForBar:]")
        return .any
    }
}

/// A toolbar's delegate.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of bar button items, at the bottom of a navigation controller (its `toolbar`, showing
/// the top controller's `toolbarItems`) or wherever an app puts one. It is 44 points high (32 in
/// a compact height); a navigation controller's also covers the bottom of the safe area.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    var storedItems: [UIBarButtonItem]?
    var storedBarStyle = UIBarStyle.default
    var storedIsTranslucent = true
    var storedBarTintColor: UIColor?
    var storedStandardAppearance = UIToolbarAppearance()
    var storedCompactAppearance: UIToolbarAppearance?
    var storedScrollEdgeAppearance: UIToolbarAppearance?
    var storedCompactScrollEdgeAppearance: UIToolbarAppearance?
    weak var storedToolbarDelegate: UIToolbarDelegate?
    var backgroundImages: [String: UIImage] = [:]
    var shadowImages: [UIBarPosition: UIImage] = [:]
    weak var navigationController: UINavigationController?

    static let standardHeight: CGFloat = 44
    static let compactHeight: CGFloat = 32

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let entry = UIEntry("-[UIToolbar initWithFrame:]", self); defer { entry.end() }
    }

    /// A toolbar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let entry = UIEntry("-[UIToolbar initWithCoder:]", self); defer { entry.end() }
    }

    /// The items shown, left to right.
    open var items: [UIBarButtonItem]? {
        get { let entry = UIEntry("-[UIToolbar items]", self); defer { entry.end() }; return storedItems }
        set { let entry = UIEntry("-[UIToolbar setItems:]", self); defer { entry.end() }; storedItems = newValue }
    }

    /// Sets the items (`animated` is accepted: they change at once).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let entry = UIEntry("-[UIToolbar setItems:animated:]", self); defer { entry.end() }
        storedItems = items
    }

    /// The delegate (not retained).
    open var delegate: UIToolbarDelegate? {
        get { let entry = UIEntry("-[UIToolbar delegate]", self); defer { entry.end() }; return storedToolbarDelegate }
        set { let entry = UIEntry("-[UIToolbar setDelegate:]", self); defer { entry.end() }; storedToolbarDelegate = newValue }
    }

    /// Where the bar is: at the bottom (the delegate may say otherwise).
    open var barPosition: UIBarPosition {
        let entry = UIEntry("-[UIToolbar barPosition]", self); defer { entry.end() }
        let asked = storedToolbarDelegate?.position(for: self) ?? .any
        return asked == .any ? .bottom : asked
    }

    /// The bar's style.
    open var barStyle: UIBarStyle {
        get { let entry = UIEntry("-[UIToolbar barStyle]", self); defer { entry.end() }; return storedBarStyle }
        set { let entry = UIEntry("-[UIToolbar setBarStyle:]", self); defer { entry.end() }; storedBarStyle = newValue }
    }

    /// Whether content shows through the bar (true by default): a navigation controller's
    /// content runs under a translucent toolbar.
    open var isTranslucent: Bool {
        get { let entry = UIEntry("-[UIToolbar isTranslucent]", self); defer { entry.end() }; return storedIsTranslucent }
        set {
            let entry = UIEntry("-[UIToolbar setTranslucent:]", self); defer { entry.end() }
            storedIsTranslucent = newValue
            navigationController?.barsChanged()
        }
    }

    /// The bar's background colour.
    open var barTintColor: UIColor? {
        get { let entry = UIEntry("-[UIToolbar barTintColor]", self); defer { entry.end() }; return storedBarTintColor }
        set { let entry = UIEntry("-[UIToolbar setBarTintColor:]", self); defer { entry.end() }; storedBarTintColor = newValue }
    }

    /// The appearance at a standard height.
    open var standardAppearance: UIToolbarAppearance {
        get { let entry = UIEntry("-[UIToolbar standardAppearance]", self); defer { entry.end() }; return storedStandardAppearance }
        set { let entry = UIEntry("-[UIToolbar setStandardAppearance:]", self); defer { entry.end() }; storedStandardAppearance = newValue }
    }

    /// The appearance in a compact height (nil: the standard one).
    open var compactAppearance: UIToolbarAppearance? {
        get { let entry = UIEntry("-[UIToolbar compactAppearance]", self); defer { entry.end() }; return storedCompactAppearance }
        set { let entry = UIEntry("-[UIToolbar setCompactAppearance:]", self); defer { entry.end() }; storedCompactAppearance = newValue }
    }

    /// The appearance when the content scrolled to the bar's edge (nil: the standard one).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { let entry = UIEntry("-[UIToolbar scrollEdgeAppearance]", self); defer { entry.end() }; return storedScrollEdgeAppearance }
        set { let entry = UIEntry("-[UIToolbar setScrollEdgeAppearance:]", self); defer { entry.end() }; storedScrollEdgeAppearance = newValue }
    }

    /// The scroll-edge appearance in a compact height.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { let entry = UIEntry("-[UIToolbar compactScrollEdgeAppearance]", self); defer { entry.end() }; return storedCompactScrollEdgeAppearance }
        set { let entry = UIEntry("-[UIToolbar setCompactScrollEdgeAppearance:]", self); defer { entry.end() }; storedCompactScrollEdgeAppearance = newValue }
    }

    /// Sets the background image for a position and metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIToolbar setBackgroundImage:forToolbarPosition:barMetrics:]", self); defer { entry.end() }
        backgroundImages["\(topOrBottom.rawValue)-\(barMetrics.rawValue)"] = backgroundImage
    }

    /// The background image for a position and metrics.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UIToolbar backgroundImageForToolbarPosition:barMetrics:]", self); defer { entry.end() }
        return backgroundImages["\(topOrBottom.rawValue)-\(barMetrics.rawValue)"]
    }

    /// Sets the shadow image for a position.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        let entry = UIEntry("-[UIToolbar setShadowImage:forToolbarPosition:]", self); defer { entry.end() }
        shadowImages[topOrBottom] = shadowImage
    }

    /// The shadow image for a position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        let entry = UIEntry("-[UIToolbar shadowImageForToolbarPosition:]", self); defer { entry.end() }
        return shadowImages[topOrBottom]
    }

    /// 44 points high (32 in a compact height), as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UIToolbar sizeThatFits:]", self); defer { entry.end() }
        return CGSize(width: size.width, height: barHeight)
    }

    /// The bar's own height (without the safe area below it).
    var barHeight: CGFloat {
        let compact = (navigationController?.traitCollection.verticalSizeClass ?? .regular) == .compact
        return compact ? Self.compactHeight : Self.standardHeight
    }
}
