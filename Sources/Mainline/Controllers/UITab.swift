import Foundation

/// A tab of a tab bar controller (iOS 18's tab API): its title, image and identifier, and the
/// controller it shows, made on first use by its provider.
@preconcurrency @MainActor
open class UITab {
    var storedTitle: String
    var storedImage: UIImage?
    let storedIdentifier: String
    let provider: ((UITab) -> UIViewController)?
    var providedController: UIViewController?
    var storedSubtitle: String?
    var storedBadgeValue: String?
    var storedIsEnabled = true
    var storedIsHidden = false
    var storedIsHiddenByDefault = false
    var storedAllowsHiding = false
    var storedUserInfo: Any?
    weak var owner: UITabBarController?

    /// A tab titled `title` whose controller `viewControllerProvider` makes when it is first needed.
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)?) {
        UIEntry.check("-[UITab initWithTitle:image:identifier:viewControllerProvider:]")
        storedTitle = title
        storedImage = image
        storedIdentifier = identifier
        provider = viewControllerProvider
    }

    /// The tab's title (its controller's tab bar item shows it).
    open var title: String {
        get { let entry = UIEntry("-[UITab title]", self); defer { entry.end() }; return storedTitle }
        set {
            let entry = UIEntry("-[UITab setTitle:]", self); defer { entry.end() }
            storedTitle = newValue
            providedController?.storedTabBarItem?.title = newValue
        }
    }

    /// The tab's image.
    open var image: UIImage? {
        get { let entry = UIEntry("-[UITab image]", self); defer { entry.end() }; return storedImage }
        set { let entry = UIEntry("-[UITab setImage:]", self); defer { entry.end() }; storedImage = newValue }
    }

    /// The tab's identifier (unique among the tabs).
    open var identifier: String {
        let entry = UIEntry("-[UITab identifier]", self); defer { entry.end() }
        return storedIdentifier
    }

    /// The controller the tab shows (made by the provider on first use).
    open var viewController: UIViewController? {
        let entry = UIEntry("-[UITab viewController]", self); defer { entry.end() }
        return resolvedController
    }

    /// A subtitle (sidebar only; kept).
    open var subtitle: String? {
        get { let entry = UIEntry("-[UITab subtitle]", self); defer { entry.end() }; return storedSubtitle }
        set { let entry = UIEntry("-[UITab setSubtitle:]", self); defer { entry.end() }; storedSubtitle = newValue }
    }

    /// The badge on the tab (its controller's tab bar item shows it).
    open var badgeValue: String? {
        get { let entry = UIEntry("-[UITab badgeValue]", self); defer { entry.end() }; return storedBadgeValue }
        set {
            let entry = UIEntry("-[UITab setBadgeValue:]", self); defer { entry.end() }
            storedBadgeValue = newValue
            providedController?.storedTabBarItem?.badgeValue = newValue
        }
    }

    /// Whether the tab can be selected (true by default).
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UITab isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set { let entry = UIEntry("-[UITab setEnabled:]", self); defer { entry.end() }; storedIsEnabled = newValue }
    }

    /// Whether the tab is hidden from the tab bar (false by default).
    open var isHidden: Bool {
        get { let entry = UIEntry("-[UITab isHidden]", self); defer { entry.end() }; return storedIsHidden }
        set {
            let entry = UIEntry("-[UITab setHidden:]", self); defer { entry.end() }
            storedIsHidden = newValue
            owner?.tabsChanged()
        }
    }

    /// Whether the tab starts hidden until the user shows it.
    open var isHiddenByDefault: Bool {
        get { let entry = UIEntry("-[UITab isHiddenByDefault]", self); defer { entry.end() }; return storedIsHiddenByDefault }
        set { let entry = UIEntry("-[UITab setHiddenByDefault:]", self); defer { entry.end() }; storedIsHiddenByDefault = newValue }
    }

    /// Whether the user may hide the tab.
    open var allowsHiding: Bool {
        get { let entry = UIEntry("-[UITab allowsHiding]", self); defer { entry.end() }; return storedAllowsHiding }
        set { let entry = UIEntry("-[UITab setAllowsHiding:]", self); defer { entry.end() }; storedAllowsHiding = newValue }
    }

    /// Anything the app keeps with the tab.
    open var userInfo: Any? {
        get { let entry = UIEntry("-[UITab userInfo]", self); defer { entry.end() }; return storedUserInfo }
        set { let entry = UIEntry("-[UITab setUserInfo:]", self); defer { entry.end() }; storedUserInfo = newValue }
    }

    /// The tab bar controller the tab is in.
    open var tabBarController: UITabBarController? {
        let entry = UIEntry("-[UITab tabBarController]", self); defer { entry.end() }
        return owner
    }

    /// The controller, made by the provider on first use, its tab bar item showing the tab.
    var resolvedController: UIViewController? {
        if let controller = providedController { return controller }
        guard let provider else { return nil }
        let controller = provider(self)
        let item = controller.tabBarItem!
        item.title = storedTitle
        if storedImage != nil { item.image = storedImage }
        if storedBadgeValue != nil { item.badgeValue = storedBadgeValue }
        providedController = controller
        return controller
    }
}

/// A view shown above the tab bar (iOS 26).
@preconcurrency @MainActor
open class UITabAccessory {
    let storedContentView: UIView

    /// An accessory showing `contentView`.
    public init(contentView: UIView) {
        UIEntry.check("-[UITabAccessory initWithContentView:]")
        storedContentView = contentView
    }

    /// The accessory's content.
    open var contentView: UIView {
        let entry = UIEntry("-[UITabAccessory contentView]", self); defer { entry.end() }
        return storedContentView
    }
}

extension UITabAccessory {
    /// Where a tab bar's bottom accessory is shown (its trait while shown).
    public enum Environment: Int, Sendable {
        /// Not known.
        case unspecified
        /// Not shown in a tab bar.
        case none
        /// Above the full tab bar.
        case regular
        /// Inside the minimized tab bar.
        case inline
    }
}
