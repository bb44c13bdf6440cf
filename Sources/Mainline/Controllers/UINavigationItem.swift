import Foundation

/// The base of bar items: a title, an image, a tag.
@preconcurrency @MainActor
open class UIBarItem {
    var storedTitle: String?
    var storedImage: UIImage?
    var storedIsEnabled = true
    var storedTag = 0

    public init() { UIEntry.check("-[UIBarItem init]") }

    open var title: String? {
        get { let entry = UIEntry("-[UIBarItem title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UIBarItem setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    open var image: UIImage? {
        get { let entry = UIEntry("-[UIBarItem image]", self); defer { entry.end() }; return storedImage }
        set { let entry = UIEntry("-[UIBarItem setImage:]", self); defer { entry.end() }; storedImage = newValue }
    }

    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UIBarItem isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set { let entry = UIEntry("-[UIBarItem setEnabled:]", self); defer { entry.end() }; storedIsEnabled = newValue }
    }

    open var tag: Int {
        get { let entry = UIEntry("-[UIBarItem tag]", self); defer { entry.end() }; return storedTag }
        set { let entry = UIEntry("-[UIBarItem setTag:]", self); defer { entry.end() }; storedTag = newValue }
    }
}

/// A button in a navigation bar or toolbar. There are no bars to draw it in: it is kept, and
/// `perform()` runs its action as a tap would. Without Objective-C, items take a `UIAction`
/// (`primaryAction`) rather than a target and selector.
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    var storedStyle = Style.plain
    var storedPrimaryAction: UIAction?
    var storedCustomView: UIView?
    var storedWidth: CGFloat = 0
    var storedTintColor: UIColor?
    weak var storedTarget: AnyObject?
    var storedAction: Selector?
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?

    public override init() {
        UIEntry.check("-[UIBarButtonItem init]")
        systemItem = nil
        super.init()
    }

    public convenience init(title: String?, style: Style) {
        UIEntry.check("-[UIBarButtonItem initWithTitle:style:]")
        self.init()
        storedTitle = title
        storedStyle = style
    }

    public convenience init(image: UIImage?, style: Style) {
        UIEntry.check("-[UIBarButtonItem initWithImage:style:]")
        self.init()
        storedImage = image
        storedStyle = style
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        UIEntry.check("-[UIBarButtonItem initWithTitle:image:primaryAction:menu:]")
        self.init()
        storedTitle = title ?? primaryAction?.title
        storedImage = image ?? primaryAction?.image
        storedPrimaryAction = primaryAction
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        UIEntry.check("-[UIBarButtonItem initWithBarButtonSystemItem:primaryAction:]")
        self.systemItem = systemItem
        super.init()
        storedPrimaryAction = primaryAction
        storedStyle = systemItem == .done ? .done : .plain
    }

    /// An item with a title that sends `action` to `target` (nil: up the responder chain) when
    /// tapped, with the item as the sender.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        UIEntry.check("-[UIBarButtonItem initWithTitle:style:target:action:]")
        self.init(title: title, style: style)
        storedTarget = target.map { $0 as AnyObject }
        storedAction = action
    }

    /// An item with an image that sends `action` to `target` (nil: up the responder chain) when
    /// tapped, with the item as the sender.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        UIEntry.check("-[UIBarButtonItem initWithImage:style:target:action:]")
        self.init(image: image, style: style)
        storedTarget = target.map { $0 as AnyObject }
        storedAction = action
    }

    /// A system item that sends `action` to `target` (nil: up the responder chain) when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        UIEntry.check("-[UIBarButtonItem initWithBarButtonSystemItem:target:action:]")
        self.init(systemItem: systemItem)
        storedTarget = target.map { $0 as AnyObject }
        storedAction = action
    }

    public convenience init(customView: UIView) {
        UIEntry.check("-[UIBarButtonItem initWithCustomView:]")
        self.init()
        storedCustomView = customView
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIEntry.check("+[UIBarButtonItem flexibleSpaceItem]"); return UIBarButtonItem(systemItem: .flexibleSpace) }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        UIEntry.check("+[UIBarButtonItem fixedSpaceItemOfWidth:]")
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.storedWidth = width
        return item
    }

    open var style: Style {
        get { let entry = UIEntry("-[UIBarButtonItem style]", self); defer { entry.end() }; return storedStyle }
        set { let entry = UIEntry("-[UIBarButtonItem setStyle:]", self); defer { entry.end() }; storedStyle = newValue }
    }

    open var primaryAction: UIAction? {
        get { let entry = UIEntry("-[UIBarButtonItem primaryAction]", self); defer { entry.end() }; return storedPrimaryAction }
        set { let entry = UIEntry("-[UIBarButtonItem setPrimaryAction:]", self); defer { entry.end() }; storedPrimaryAction = newValue }
    }

    open var customView: UIView? {
        get { let entry = UIEntry("-[UIBarButtonItem customView]", self); defer { entry.end() }; return storedCustomView }
        set { let entry = UIEntry("-[UIBarButtonItem setCustomView:]", self); defer { entry.end() }; storedCustomView = newValue }
    }

    open var width: CGFloat {
        get { let entry = UIEntry("-[UIBarButtonItem width]", self); defer { entry.end() }; return storedWidth }
        set { let entry = UIEntry("-[UIBarButtonItem setWidth:]", self); defer { entry.end() }; storedWidth = newValue }
    }

    open var tintColor: UIColor? {
        get { let entry = UIEntry("-[UIBarButtonItem tintColor]", self); defer { entry.end() }; return storedTintColor }
        set { let entry = UIEntry("-[UIBarButtonItem setTintColor:]", self); defer { entry.end() }; storedTintColor = newValue }
    }

    /// The object the item's `action` is sent to (nil: up the responder chain). Not retained.
    open var target: AnyObject? {
        get { let entry = UIEntry("-[UIBarButtonItem target]", self); defer { entry.end() }; return storedTarget }
        set { let entry = UIEntry("-[UIBarButtonItem setTarget:]", self); defer { entry.end() }; storedTarget = newValue }
    }

    /// The selector sent to `target` when the item is tapped.
    open var action: Selector? {
        get { let entry = UIEntry("-[UIBarButtonItem action]", self); defer { entry.end() }; return storedAction }
        set { let entry = UIEntry("-[UIBarButtonItem setAction:]", self); defer { entry.end() }; storedAction = newValue }
    }

    /// Runs the item's action, as a tap on it would (nothing when disabled): the primary action,
    /// or else `action` sent to `target` through `UIApplication.sendAction(_:to:from:for:)`
    /// (UIKit: "If this property has a non-nil value, the system ignores the item's target and
    /// action properties").
    open func perform() {
        let entry = UIEntry("-[UIBarButtonItem performPrimaryAction]", self); defer { entry.end() }
        guard storedIsEnabled else { return }
        if let primaryAction = storedPrimaryAction {
            primaryAction.perform(from: self)
        } else if let action = storedAction {
            let application = SimulationContext.runningOrDetached.app.application
            application.sendAction(action, to: storedTarget, from: self, for: nil)
        }
    }
}

/// What a controller shows in a navigation bar: its title and bar buttons (kept; no bar is
/// drawn). Its title is the controller's `title` unless set.
@preconcurrency @MainActor
open class UINavigationItem {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    weak var controller: UIViewController?
    var storedTitle: String?

    var storedTitleView: UIView? = nil
    var storedPrompt: String? = nil
    var storedBackButtonTitle: String? = nil
    var storedBackBarButtonItem: UIBarButtonItem? = nil
    var storedHidesBackButton: Bool = false
    var storedLeftItemsSupplementBackButton: Bool = false
    var storedLeftBarButtonItems: [UIBarButtonItem]? = nil
    var storedRightBarButtonItems: [UIBarButtonItem]? = nil
    var storedLargeTitleDisplayMode: LargeTitleDisplayMode = LargeTitleDisplayMode.automatic
    var storedHidesSearchBarWhenScrolling: Bool = true

    /// The titleView.
    open var titleView: UIView? {
        get { let entry = UIEntry("-[UINavigationItem titleView]", self); defer { entry.end() }; return storedTitleView }
        set { let entry = UIEntry("-[UINavigationItem setTitleView:]", self); defer { entry.end() }; storedTitleView = newValue }
    }

    /// The prompt.
    open var prompt: String? {
        get { let entry = UIEntry("-[UINavigationItem prompt]", self); defer { entry.end() }; return storedPrompt }
        set { let entry = UIEntry("-[UINavigationItem setPrompt:]", self); defer { entry.end() }; storedPrompt = newValue }
    }

    /// The backButtonTitle.
    open var backButtonTitle: String? {
        get { let entry = UIEntry("-[UINavigationItem backButtonTitle]", self); defer { entry.end() }; return storedBackButtonTitle }
        set { let entry = UIEntry("-[UINavigationItem setBackButtonTitle:]", self); defer { entry.end() }; storedBackButtonTitle = newValue }
    }

    /// The backBarButtonItem.
    open var backBarButtonItem: UIBarButtonItem? {
        get { let entry = UIEntry("-[UINavigationItem backBarButtonItem]", self); defer { entry.end() }; return storedBackBarButtonItem }
        set { let entry = UIEntry("-[UINavigationItem setBackBarButtonItem:]", self); defer { entry.end() }; storedBackBarButtonItem = newValue }
    }

    /// The hidesBackButton.
    open var hidesBackButton: Bool {
        get { let entry = UIEntry("-[UINavigationItem hidesBackButton]", self); defer { entry.end() }; return storedHidesBackButton }
        set { let entry = UIEntry("-[UINavigationItem setHidesBackButton:]", self); defer { entry.end() }; storedHidesBackButton = newValue }
    }

    /// The leftItemsSupplementBackButton.
    open var leftItemsSupplementBackButton: Bool {
        get { let entry = UIEntry("-[UINavigationItem leftItemsSupplementBackButton]", self); defer { entry.end() }; return storedLeftItemsSupplementBackButton }
        set { let entry = UIEntry("-[UINavigationItem setLeftItemsSupplementBackButton:]", self); defer { entry.end() }; storedLeftItemsSupplementBackButton = newValue }
    }

    /// The leftBarButtonItems.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { let entry = UIEntry("-[UINavigationItem leftBarButtonItems]", self); defer { entry.end() }; return storedLeftBarButtonItems }
        set { let entry = UIEntry("-[UINavigationItem setLeftBarButtonItems:]", self); defer { entry.end() }; storedLeftBarButtonItems = newValue }
    }

    /// The rightBarButtonItems.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { let entry = UIEntry("-[UINavigationItem rightBarButtonItems]", self); defer { entry.end() }; return storedRightBarButtonItems }
        set { let entry = UIEntry("-[UINavigationItem setRightBarButtonItems:]", self); defer { entry.end() }; storedRightBarButtonItems = newValue }
    }

    /// The largeTitleDisplayMode.
    open var largeTitleDisplayMode: LargeTitleDisplayMode {
        get { let entry = UIEntry("-[UINavigationItem largeTitleDisplayMode]", self); defer { entry.end() }; return storedLargeTitleDisplayMode }
        set { let entry = UIEntry("-[UINavigationItem setLargeTitleDisplayMode:]", self); defer { entry.end() }; storedLargeTitleDisplayMode = newValue }
    }

    /// The hidesSearchBarWhenScrolling.
    open var hidesSearchBarWhenScrolling: Bool {
        get { let entry = UIEntry("-[UINavigationItem hidesSearchBarWhenScrolling]", self); defer { entry.end() }; return storedHidesSearchBarWhenScrolling }
        set { let entry = UIEntry("-[UINavigationItem setHidesSearchBarWhenScrolling:]", self); defer { entry.end() }; storedHidesSearchBarWhenScrolling = newValue }
    }

    public init(title: String) {
        UIEntry.check("-[UINavigationItem initWithTitle:]")
        storedTitle = title
    }

    init(controller: UIViewController) {
        self.controller = controller
    }

    open var title: String? {
        get { let entry = UIEntry("-[UINavigationItem title]", self); defer { entry.end() }; return storedTitle ?? controller?.storedTitle }
        set { let entry = UIEntry("-[UINavigationItem setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { let entry = UIEntry("-[UINavigationItem leftBarButtonItem]", self); defer { entry.end() }; return storedLeftBarButtonItems?.first }
        set { let entry = UIEntry("-[UINavigationItem setLeftBarButtonItem:]", self); defer { entry.end() }; storedLeftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { let entry = UIEntry("-[UINavigationItem rightBarButtonItem]", self); defer { entry.end() }; return storedRightBarButtonItems?.first }
        set { let entry = UIEntry("-[UINavigationItem setRightBarButtonItem:]", self); defer { entry.end() }; storedRightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { UIEntry.check("-[UINavigationItem setLeftBarButton:animated:]", self); leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { UIEntry.check("-[UINavigationItem setRightBarButton:animated:]", self); rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { UIEntry.check("-[UINavigationItem setLeftBarButtonItems:animated:]", self); leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { UIEntry.check("-[UINavigationItem setRightBarButtonItems:animated:]", self); rightBarButtonItems = items }
    open func setHidesBackButton(_ hides: Bool, animated: Bool) { UIEntry.check("-[UINavigationItem setHidesBackButton:animated:]", self); hidesBackButton = hides }
}

/// A controller's item in a tab bar.
open class UITabBarItem: UIBarItem {

    var storedSelectedImage: UIImage? = nil
    var storedBadgeValue: String? = nil
    var storedBadgeColor: UIColor? = nil

    /// The selectedImage.
    open var selectedImage: UIImage? {
        get { let entry = UIEntry("-[UITabBarItem selectedImage]", self); defer { entry.end() }; return storedSelectedImage }
        set { let entry = UIEntry("-[UITabBarItem setSelectedImage:]", self); defer { entry.end() }; storedSelectedImage = newValue }
    }

    /// The badgeValue.
    open var badgeValue: String? {
        get { let entry = UIEntry("-[UITabBarItem badgeValue]", self); defer { entry.end() }; return storedBadgeValue }
        set { let entry = UIEntry("-[UITabBarItem setBadgeValue:]", self); defer { entry.end() }; storedBadgeValue = newValue }
    }

    /// The badgeColor.
    open var badgeColor: UIColor? {
        get { let entry = UIEntry("-[UITabBarItem badgeColor]", self); defer { entry.end() }; return storedBadgeColor }
        set { let entry = UIEntry("-[UITabBarItem setBadgeColor:]", self); defer { entry.end() }; storedBadgeColor = newValue }
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        UIEntry.check("-[UITabBarItem initWithTitle:image:tag:]")
        self.init()
        storedTitle = title
        storedImage = image
        storedTag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        UIEntry.check("-[UITabBarItem initWithTitle:image:selectedImage:]")
        self.init()
        storedTitle = title
        storedImage = image
        storedSelectedImage = selectedImage
    }
}
