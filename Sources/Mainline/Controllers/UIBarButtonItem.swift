import Foundation

/// The base of bar items: a title, an image, a tag.
@preconcurrency @MainActor
open class UIBarItem {
    var storedTitle: String?
    var storedImage: UIImage?
    var storedIsEnabled = true
    var storedTag = 0
    var storedLandscapeImagePhone: UIImage? = nil
    var storedLargeContentSizeImage: UIImage? = nil
    var storedImageInsets: UIEdgeInsets = .zero
    var storedLandscapeImagePhoneInsets: UIEdgeInsets = .zero
    var storedLargeContentSizeImageInsets: UIEdgeInsets = .zero
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    var storedAccessibilityIdentifier: String?

    public init() { UIEntry.check("-[UIBarItem init]") }

    /// An item from an archive (its title and image come from the nib's attributes).
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIBarItem initWithCoder:]"); defer { entry.end() }
        storedTitle = (coder as? NibDecoder)?.element["title"]
    }

    /// A string that identifies the item in tests.
    open var accessibilityIdentifier: String? {
        get { let entry = UIEntry("-[UIBarItem accessibilityIdentifier]", self); defer { entry.end() }; return storedAccessibilityIdentifier }
        set { let entry = UIEntry("-[UIBarItem setAccessibilityIdentifier:]", self); defer { entry.end() }; storedAccessibilityIdentifier = newValue }
    }

    /// The image shown in a compact-height bar (the `image` when nil).
    open var landscapeImagePhone: UIImage? {
        get { let entry = UIEntry("-[UIBarItem landscapeImagePhone]", self); defer { entry.end() }; return storedLandscapeImagePhone }
        set { let entry = UIEntry("-[UIBarItem setLandscapeImagePhone:]", self); defer { entry.end() }; storedLandscapeImagePhone = newValue }
    }

    /// The image the large content viewer shows (the `image` when nil).
    open var largeContentSizeImage: UIImage? {
        get { let entry = UIEntry("-[UIBarItem largeContentSizeImage]", self); defer { entry.end() }; return storedLargeContentSizeImage }
        set { let entry = UIEntry("-[UIBarItem setLargeContentSizeImage:]", self); defer { entry.end() }; storedLargeContentSizeImage = newValue }
    }

    /// Insets moving the image within the item.
    open var imageInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIBarItem imageInsets]", self); defer { entry.end() }; return storedImageInsets }
        set { let entry = UIEntry("-[UIBarItem setImageInsets:]", self); defer { entry.end() }; storedImageInsets = newValue }
    }

    /// Insets moving the compact-height image.
    open var landscapeImagePhoneInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIBarItem landscapeImagePhoneInsets]", self); defer { entry.end() }; return storedLandscapeImagePhoneInsets }
        set { let entry = UIEntry("-[UIBarItem setLandscapeImagePhoneInsets:]", self); defer { entry.end() }; storedLandscapeImagePhoneInsets = newValue }
    }

    /// Insets moving the large content viewer image.
    open var largeContentSizeImageInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIBarItem largeContentSizeImageInsets]", self); defer { entry.end() }; return storedLargeContentSizeImageInsets }
        set { let entry = UIEntry("-[UIBarItem setLargeContentSizeImageInsets:]", self); defer { entry.end() }; storedLargeContentSizeImageInsets = newValue }
    }
    /// Sets the title's text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let entry = UIEntry("-[UIBarItem setTitleTextAttributes:forState:]", self); defer { entry.end() }
        titleAttributesByState[state.rawValue] = attributes
    }

    /// The title's text attributes in `state` (nil unless set for it).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        let entry = UIEntry("-[UIBarItem titleTextAttributesForState:]", self); defer { entry.end() }
        return titleAttributesByState[state.rawValue]
    }

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
    public enum Style: Int, Sendable {
        case plain, bordered, done
        /// Drawn filled with the tint colour (iOS 26), its title semibold as a done button's.
        case prominent = 3
    }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
        /// The Writing Tools button (iOS 18.2).
        case writingTools = 25
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
    var storedPossibleTitles: Set<String>? = nil
    var storedChangesSelectionAsPrimaryAction: Bool = false
    var storedIsSelected: Bool = false
    var storedIsHidden: Bool = false
    var storedIsSymbolAnimationEnabled: Bool = true
    var storedMenuRepresentation: UIMenuElement? = nil
    var storedHidesSharedBackground: Bool = false
    var storedSharesBackground: Bool = true
    var storedIdentifier: String? = nil
    var storedPreferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    var storedMenu: UIMenu?
    weak var storedButtonGroup: UIBarButtonItemGroup?
    var backgroundImagesByKey: [String: UIImage] = [:]
    var backgroundAdjustments: [UIBarMetrics: CGFloat] = [:]
    var titleAdjustments: [UIBarMetrics: UIOffset] = [:]
    var backButtonBackgroundImages: [String: UIImage] = [:]
    var backButtonTitleAdjustments: [UIBarMetrics: UIOffset] = [:]
    var backButtonBackgroundAdjustments: [UIBarMetrics: CGFloat] = [:]
    /// The menu the item showed for its last tap (nil before one).
    var presentedMenu: UIMenu?

    /// An item from an archive.
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIBarButtonItem initWithCoder:]"); defer { entry.end() }
        systemItem = nil
        super.init(coder: coder)
    }

    /// An item with an image, and another for compact heights, that sends `action` to `target`.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        UIEntry.check("-[UIBarButtonItem initWithImage:landscapeImagePhone:style:target:action:]")
        self.init(image: image, style: style, target: target, action: action)
        storedLandscapeImagePhone = landscapeImagePhone
    }

    /// A fixed space whose width the bar decides (0 until set).
    public static func fixedSpace() -> UIBarButtonItem {
        UIEntry.check("+[UIBarButtonItem fixedSpaceItemOfWidth:]")
        return UIBarButtonItem(systemItem: .fixedSpace)
    }

    /// Titles the item may show: it is as wide as the widest of them.
    open var possibleTitles: Set<String>? {
        get { let entry = UIEntry("-[UIBarButtonItem possibleTitles]", self); defer { entry.end() }; return storedPossibleTitles }
        set { let entry = UIEntry("-[UIBarButtonItem setPossibleTitles:]", self); defer { entry.end() }; storedPossibleTitles = newValue }
    }

    /// Whether a tap toggles `isSelected` before the primary action.
    open var changesSelectionAsPrimaryAction: Bool {
        get { let entry = UIEntry("-[UIBarButtonItem changesSelectionAsPrimaryAction]", self); defer { entry.end() }; return storedChangesSelectionAsPrimaryAction }
        set { let entry = UIEntry("-[UIBarButtonItem setChangesSelectionAsPrimaryAction:]", self); defer { entry.end() }; storedChangesSelectionAsPrimaryAction = newValue }
    }

    /// Whether the item is selected (drawn highlighted).
    open var isSelected: Bool {
        get { let entry = UIEntry("-[UIBarButtonItem isSelected]", self); defer { entry.end() }; return storedIsSelected }
        set { let entry = UIEntry("-[UIBarButtonItem setSelected:]", self); defer { entry.end() }; storedIsSelected = newValue }
    }

    /// Whether the item is left out of its bar.
    open var isHidden: Bool {
        get { let entry = UIEntry("-[UIBarButtonItem isHidden]", self); defer { entry.end() }; return storedIsHidden }
        set { let entry = UIEntry("-[UIBarButtonItem setHidden:]", self); defer { entry.end() }; storedIsHidden = newValue }
    }

    /// Whether the item's symbol image animates (kept).
    open var isSymbolAnimationEnabled: Bool {
        get { let entry = UIEntry("-[UIBarButtonItem isSymbolAnimationEnabled]", self); defer { entry.end() }; return storedIsSymbolAnimationEnabled }
        set { let entry = UIEntry("-[UIBarButtonItem setSymbolAnimationEnabled:]", self); defer { entry.end() }; storedIsSymbolAnimationEnabled = newValue }
    }

    /// What the item is in an overflow menu (its title and action when nil).
    open var menuRepresentation: UIMenuElement? {
        get { let entry = UIEntry("-[UIBarButtonItem menuRepresentation]", self); defer { entry.end() }; return storedMenuRepresentation }
        set { let entry = UIEntry("-[UIBarButtonItem setMenuRepresentation:]", self); defer { entry.end() }; storedMenuRepresentation = newValue }
    }

    /// Whether the item has no background shared with its neighbours (kept).
    open var hidesSharedBackground: Bool {
        get { let entry = UIEntry("-[UIBarButtonItem hidesSharedBackground]", self); defer { entry.end() }; return storedHidesSharedBackground }
        set { let entry = UIEntry("-[UIBarButtonItem setHidesSharedBackground:]", self); defer { entry.end() }; storedHidesSharedBackground = newValue }
    }

    /// Whether the item shares a background with its neighbours (kept).
    open var sharesBackground: Bool {
        get { let entry = UIEntry("-[UIBarButtonItem sharesBackground]", self); defer { entry.end() }; return storedSharesBackground }
        set { let entry = UIEntry("-[UIBarButtonItem setSharesBackground:]", self); defer { entry.end() }; storedSharesBackground = newValue }
    }

    /// An identifier for customisation and state restoration.
    open var identifier: String? {
        get { let entry = UIEntry("-[UIBarButtonItem identifier]", self); defer { entry.end() }; return storedIdentifier }
        set { let entry = UIEntry("-[UIBarButtonItem setIdentifier:]", self); defer { entry.end() }; storedIdentifier = newValue }
    }

    /// The order the menu's elements show in (kept).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get { let entry = UIEntry("-[UIBarButtonItem preferredMenuElementOrder]", self); defer { entry.end() }; return storedPreferredMenuElementOrder }
        set { let entry = UIEntry("-[UIBarButtonItem setPreferredMenuElementOrder:]", self); defer { entry.end() }; storedPreferredMenuElementOrder = newValue }
    }
    /// The menu the item shows: on a tap when it has no primary action (or target-action), on
    /// a long press otherwise.
    open var menu: UIMenu? {
        get { let entry = UIEntry("-[UIBarButtonItem menu]", self); defer { entry.end() }; return storedMenu }
        set { let entry = UIEntry("-[UIBarButtonItem setMenu:]", self); defer { entry.end() }; storedMenu = newValue }
    }

    /// The group the item belongs to, if any.
    open var buttonGroup: UIBarButtonItemGroup? {
        let entry = UIEntry("-[UIBarButtonItem buttonGroup]", self); defer { entry.end() }
        return storedButtonGroup
    }

    /// A group holding only this item, that cannot be moved or removed.
    open func creatingFixedGroup() -> UIBarButtonItemGroup {
        let entry = UIEntry("-[UIBarButtonItem creatingFixedGroup]", self); defer { entry.end() }
        return UIBarButtonItemGroup.fixedGroup(representativeItem: nil, items: [self])
    }

    /// A group holding only this item, that the user may move or remove.
    open func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        let entry = UIEntry("-[UIBarButtonItem creatingMovableGroupWithCustomizationIdentifier:]", self); defer { entry.end() }
        return UIBarButtonItemGroup.movableGroup(customizationIdentifier: customizationIdentifier, representativeItem: nil, items: [self])
    }

    /// Sets the background image for `state` and `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIBarButtonItem setBackgroundImage:forState:barMetrics:]", self); defer { entry.end() }
        backgroundImagesByKey["\(state.rawValue),any,\(barMetrics.rawValue)"] = backgroundImage
    }

    /// The background image for `state` and `barMetrics` (`.normal`'s as the fallback).
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UIBarButtonItem backgroundImageForState:barMetrics:]", self); defer { entry.end() }
        return backgroundImagesByKey["\(state.rawValue),any,\(barMetrics.rawValue)"] ?? backgroundImagesByKey["0,any,\(barMetrics.rawValue)"]
    }

    /// Sets the background image for `state`, `style` and `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIBarButtonItem setBackgroundImage:forState:style:barMetrics:]", self); defer { entry.end() }
        backgroundImagesByKey["\(state.rawValue),\(style.rawValue),\(barMetrics.rawValue)"] = backgroundImage
    }

    /// The background image for `state`, `style` and `barMetrics` (the style-less one as fallback).
    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UIBarButtonItem backgroundImageForState:style:barMetrics:]", self); defer { entry.end() }
        return backgroundImagesByKey["\(state.rawValue),\(style.rawValue),\(barMetrics.rawValue)"]
            ?? backgroundImagesByKey["\(state.rawValue),any,\(barMetrics.rawValue)"] ?? backgroundImagesByKey["0,any,\(barMetrics.rawValue)"]
    }

    /// Moves the background up or down for `barMetrics`.
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIBarButtonItem setBackgroundVerticalPositionAdjustment:forBarMetrics:]", self); defer { entry.end() }
        backgroundAdjustments[barMetrics] = adjustment
    }

    /// How far the background moves for `barMetrics`.
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        let entry = UIEntry("-[UIBarButtonItem backgroundVerticalPositionAdjustmentForBarMetrics:]", self); defer { entry.end() }
        return backgroundAdjustments[barMetrics] ?? 0
    }

    /// Moves the title for `barMetrics`.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIBarButtonItem setTitlePositionAdjustment:forBarMetrics:]", self); defer { entry.end() }
        titleAdjustments[barMetrics] = adjustment
    }

    /// How far the title moves for `barMetrics`.
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        let entry = UIEntry("-[UIBarButtonItem titlePositionAdjustmentForBarMetrics:]", self); defer { entry.end() }
        return titleAdjustments[barMetrics] ?? .zero
    }

    /// Sets the back button's background image for `state` and `barMetrics`.
    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIBarButtonItem setBackButtonBackgroundImage:forState:barMetrics:]", self); defer { entry.end() }
        backButtonBackgroundImages["\(state.rawValue),\(barMetrics.rawValue)"] = backgroundImage
    }

    /// The back button's background image for `state` and `barMetrics` (`.normal`'s as fallback).
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UIBarButtonItem backButtonBackgroundImageForState:barMetrics:]", self); defer { entry.end() }
        return backButtonBackgroundImages["\(state.rawValue),\(barMetrics.rawValue)"] ?? backButtonBackgroundImages["0,\(barMetrics.rawValue)"]
    }

    /// Moves the back button's title for `barMetrics`.
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIBarButtonItem setBackButtonTitlePositionAdjustment:forBarMetrics:]", self); defer { entry.end() }
        backButtonTitleAdjustments[barMetrics] = adjustment
    }

    /// How far the back button's title moves for `barMetrics`.
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        let entry = UIEntry("-[UIBarButtonItem backButtonTitlePositionAdjustmentForBarMetrics:]", self); defer { entry.end() }
        return backButtonTitleAdjustments[barMetrics] ?? .zero
    }

    /// Moves the back button's background up or down for `barMetrics`.
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UIBarButtonItem setBackButtonBackgroundVerticalPositionAdjustment:forBarMetrics:]", self); defer { entry.end() }
        backButtonBackgroundAdjustments[barMetrics] = adjustment
    }

    /// How far the back button's background moves for `barMetrics`.
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        let entry = UIEntry("-[UIBarButtonItem backButtonBackgroundVerticalPositionAdjustmentForBarMetrics:]", self); defer { entry.end() }
        return backButtonBackgroundAdjustments[barMetrics] ?? 0
    }

    /// The width the item takes in a bar: `width` when set; else its custom view's width (its
    /// intrinsic width when it has no frame); else its title (the widest of `possibleTitles`)
    /// in the 17-point system font, or its image, plus 8 points a side; 0 for a flexible space.
    var barWidth: CGFloat {
        if storedWidth > 0 { return storedWidth }
        if systemItem == .flexibleSpace || systemItem == .fixedSpace { return 0 }
        if let view = storedCustomView {
            return view.storedBounds.width > 0 ? view.storedBounds.width : max(0, view.intrinsicContentSize.width)
        }
        let font = UIFont.systemFont(ofSize: 17)
        let titles = (storedPossibleTitles.map(Array.init) ?? []) + [storedTitle].compactMap { $0 }
        let content = titles.map { font.width(of: $0[...]) }.max() ?? storedImage?.size.width ?? 22
        return (content + 16).rounded(.up)
    }

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
        if storedChangesSelectionAsPrimaryAction { storedIsSelected.toggle() }
        if storedPrimaryAction == nil, storedAction == nil, let menu = storedMenu {
            // An item with only a menu shows it on a tap.
            presentedMenu = menu
            return
        }
        if let primaryAction = storedPrimaryAction {
            primaryAction.perform(from: self)
        } else if let action = storedAction {
            let application = SimulationContext.runningOrDetached.app.application
            application.sendAction(action, to: storedTarget, from: self, for: nil)
        }
    }
}

/// A group of bar button items shown together (on iPad, collapsed into its representative
/// item when there is no room).
@preconcurrency @MainActor
open class UIBarButtonItemGroup {
    var storedBarButtonItems: [UIBarButtonItem] = []
    var storedRepresentativeItem: UIBarButtonItem?
    var storedIsHidden = false
    /// The customisation identifier of a movable group.
    var customizationIdentifier: String?
    /// Whether the user may move or remove the group.
    var isMovable = false

    /// A group of `barButtonItems`, shown as `representativeItem` when collapsed.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        UIEntry.check("-[UIBarButtonItemGroup initWithBarButtonItems:representativeItem:]")
        storedRepresentativeItem = representativeItem
        setItems(barButtonItems)
    }

    /// A group that cannot be moved or removed.
    public static func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIEntry.check("+[UIBarButtonItemGroup fixedGroupWithRepresentativeItem:items:]")
        return UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group the user may move or remove, known by `customizationIdentifier`.
    public static func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                    items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIEntry.check("+[UIBarButtonItemGroup movableGroupWithCustomizationIdentifier:representativeItem:items:]")
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.customizationIdentifier = customizationIdentifier
        group.isMovable = true
        return group
    }

    private func setItems(_ items: [UIBarButtonItem]) {
        for item in storedBarButtonItems where item.storedButtonGroup === self { item.storedButtonGroup = nil }
        storedBarButtonItems = items
        for item in items { item.storedButtonGroup = self }
    }

    /// The items; each one's `buttonGroup` is this group.
    open var barButtonItems: [UIBarButtonItem] {
        get { let entry = UIEntry("-[UIBarButtonItemGroup barButtonItems]", self); defer { entry.end() }; return storedBarButtonItems }
        set { let entry = UIEntry("-[UIBarButtonItemGroup setBarButtonItems:]", self); defer { entry.end() }; setItems(newValue) }
    }

    /// The item standing for the group when collapsed.
    open var representativeItem: UIBarButtonItem? {
        get { let entry = UIEntry("-[UIBarButtonItemGroup representativeItem]", self); defer { entry.end() }; return storedRepresentativeItem }
        set { let entry = UIEntry("-[UIBarButtonItemGroup setRepresentativeItem:]", self); defer { entry.end() }; storedRepresentativeItem = newValue }
    }

    /// Whether the group shows as its representative item (never on a phone's bars).
    open var isDisplayingRepresentativeItem: Bool {
        let entry = UIEntry("-[UIBarButtonItemGroup isDisplayingRepresentativeItem]", self); defer { entry.end() }
        return false
    }

    /// Whether the group is left out of its bar.
    open var isHidden: Bool {
        get { let entry = UIEntry("-[UIBarButtonItemGroup isHidden]", self); defer { entry.end() }; return storedIsHidden }
        set { let entry = UIEntry("-[UIBarButtonItemGroup setHidden:]", self); defer { entry.end() }; storedIsHidden = newValue }
    }
}
