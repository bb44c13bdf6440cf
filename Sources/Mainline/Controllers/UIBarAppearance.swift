import Foundation

/// A bar's appearance: background and shadow (iOS 13's appearance API). Appearances are
/// values in use: a bar keeps the one it is given; `copy()` makes an independent one.
open class UIBarAppearance {
    var storedBackgroundColor: UIColor?
    var storedBackgroundImage: UIImage?
    var storedBackgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)
    var storedShadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
    var storedShadowImage: UIImage?
    var storedBackgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The device idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    /// The default appearance (the system material with a shadow) for the current device.
    public convenience init() {
        UIEntry.check("-[UIBarAppearance init]")
        self.init(idiom: .phone)
    }

    /// The default appearance for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        UIEntry.check("-[UIBarAppearance initWithIdiom:]")
        self.idiom = idiom
    }

    /// An appearance with the background and shadow of `barAppearance` (and, for the same
    /// kind of appearance, everything else it has).
    public required init(barAppearance: UIBarAppearance) {
        UIEntry.check("-[UIBarAppearance initWithBarAppearance:]")
        idiom = barAppearance.idiom
        storedBackgroundColor = barAppearance.storedBackgroundColor
        storedBackgroundImage = barAppearance.storedBackgroundImage
        storedBackgroundEffect = barAppearance.storedBackgroundEffect
        storedShadowColor = barAppearance.storedShadowColor
        storedShadowImage = barAppearance.storedShadowImage
        storedBackgroundImageContentMode = barAppearance.storedBackgroundImageContentMode
    }

    /// A default appearance (archives hold no appearances here).
    public required convenience init?(coder: NSCoder) {
        UIEntry.check("-[UIBarAppearance initWithCoder:]")
        self.init(idiom: .phone)
    }

    /// An independent copy: changing it leaves this one as it is.
    open func copy() -> Self {
        UIEntry.check("-[UIBarAppearance copy]")
        return Self(barAppearance: self)
    }

    /// How the background image fills the bar (scaled to fill by default).
    open var backgroundImageContentMode: UIView.ContentMode {
        get { let entry = UIEntry("-[UIBarAppearance backgroundImageContentMode]", self); defer { entry.end() }; return storedBackgroundImageContentMode }
        set { let entry = UIEntry("-[UIBarAppearance setBackgroundImageContentMode:]", self); defer { entry.end() }; storedBackgroundImageContentMode = newValue }
    }

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

/// How bar button items look in one state: title attributes, title offset, background image.
public final class UIBarButtonItemStateAppearance {
    /// The title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    public var titlePositionAdjustment = UIOffset.zero
    /// The background image.
    public var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    public var backgroundImagePositionAdjustment = UIOffset.zero

    init() {}

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}

/// How a bar's buttons of one style look, per state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The style the appearance is for.
    public let style: UIBarButtonItem.Style
    /// Normal buttons.
    var storedNormal: UIBarButtonItemStateAppearance = UIBarButtonItemStateAppearance()
    public var normal: UIBarButtonItemStateAppearance {
        let entry = UIEntry("-[UIBarButtonItemAppearance normal]", self); defer { entry.end() }
        return storedNormal
    }
    /// Highlighted buttons.
    var storedHighlighted: UIBarButtonItemStateAppearance = UIBarButtonItemStateAppearance()
    public var highlighted: UIBarButtonItemStateAppearance {
        let entry = UIEntry("-[UIBarButtonItemAppearance highlighted]", self); defer { entry.end() }
        return storedHighlighted
    }
    /// Disabled buttons.
    var storedDisabled: UIBarButtonItemStateAppearance = UIBarButtonItemStateAppearance()
    public var disabled: UIBarButtonItemStateAppearance {
        let entry = UIEntry("-[UIBarButtonItemAppearance disabled]", self); defer { entry.end() }
        return storedDisabled
    }
    /// Focused buttons.
    var storedFocused: UIBarButtonItemStateAppearance = UIBarButtonItemStateAppearance()
    public var focused: UIBarButtonItemStateAppearance {
        let entry = UIEntry("-[UIBarButtonItemAppearance focused]", self); defer { entry.end() }
        return storedFocused
    }

    /// The default appearance for `style` (a `.done` button's title is semibold).
    public init(style: UIBarButtonItem.Style = .plain) {
        UIEntry.check("-[UIBarButtonItemAppearance initWithStyle:]")
        self.style = style
        configureWithDefault(for: style)
    }

    /// Decodes an appearance (archives keep the style: the states are its defaults).
    public required convenience init?(coder: NSCoder) {
        UIEntry.check("-[UIBarButtonItemAppearance initWithCoder:]")
        let raw = coder.containsValue(forKey: "UIBarButtonItemAppearanceStyle") ? coder.decodeInteger(forKey: "UIBarButtonItemAppearanceStyle") : 0
        self.init(style: UIBarButtonItem.Style(rawValue: raw) ?? .plain)
    }

    /// Resets every state to the defaults for `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        UIEntry.check("-[UIBarButtonItemAppearance configureWithDefaultForStyle:]", self)
        storedNormal = UIBarButtonItemStateAppearance()
        storedHighlighted = UIBarButtonItemStateAppearance()
        storedDisabled = UIBarButtonItemStateAppearance()
        storedFocused = UIBarButtonItemStateAppearance()
        if style == .done || style == .prominent { storedNormal.titleTextAttributes[.font] = UIFont.systemFont(ofSize: 17, weight: .semibold) }
    }

    /// An independent copy.
    open func copy() -> UIBarButtonItemAppearance {
        UIEntry.check("-[UIBarButtonItemAppearance copy]", self)
        let copy = UIBarButtonItemAppearance(style: style)
        copy.storedNormal = storedNormal.copy()
        copy.storedHighlighted = storedHighlighted.copy()
        copy.storedDisabled = storedDisabled.copy()
        copy.storedFocused = storedFocused.copy()
        return copy
    }
}

/// A navigation bar's appearance: its background and title attributes.
open class UINavigationBarAppearance: UIBarAppearance {
    var storedTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var storedLargeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var storedTitlePositionAdjustment = UIOffset.zero
    var storedSubtitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var storedLargeSubtitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var storedBackIndicatorImage: UIImage?
    var storedBackIndicatorTransitionMaskImage: UIImage?
    /// How plain buttons look.
    var storedButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance(style: .plain)
    public var buttonAppearance: UIBarButtonItemAppearance {
        get { let entry = UIEntry("-[UINavigationBarAppearance buttonAppearance]", self); defer { entry.end() }; return storedButtonAppearance }
        set { let entry = UIEntry("-[UINavigationBarAppearance setButtonAppearance:]", self); defer { entry.end() }; storedButtonAppearance = newValue }
    }
    /// How prominent buttons look.
    var storedProminentButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance(style: .done)
    public var prominentButtonAppearance: UIBarButtonItemAppearance {
        get { let entry = UIEntry("-[UINavigationBarAppearance prominentButtonAppearance]", self); defer { entry.end() }; return storedProminentButtonAppearance }
        set { let entry = UIEntry("-[UINavigationBarAppearance setProminentButtonAppearance:]", self); defer { entry.end() }; storedProminentButtonAppearance = newValue }
    }
    /// How done buttons look.
    var storedDoneButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance(style: .done)
    public var doneButtonAppearance: UIBarButtonItemAppearance {
        get { let entry = UIEntry("-[UINavigationBarAppearance doneButtonAppearance]", self); defer { entry.end() }; return storedDoneButtonAppearance }
        set { let entry = UIEntry("-[UINavigationBarAppearance setDoneButtonAppearance:]", self); defer { entry.end() }; storedDoneButtonAppearance = newValue }
    }
    /// How the back button looks.
    var storedBackButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance(style: .plain)
    public var backButtonAppearance: UIBarButtonItemAppearance {
        get { let entry = UIEntry("-[UINavigationBarAppearance backButtonAppearance]", self); defer { entry.end() }; return storedBackButtonAppearance }
        set { let entry = UIEntry("-[UINavigationBarAppearance setBackButtonAppearance:]", self); defer { entry.end() }; storedBackButtonAppearance = newValue }
    }

    public required init(barAppearance: UIBarAppearance) {
        UIEntry.check("-[UINavigationBarAppearance initWithBarAppearance:]")
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            storedTitleTextAttributes = other.storedTitleTextAttributes
            storedLargeTitleTextAttributes = other.storedLargeTitleTextAttributes
            storedTitlePositionAdjustment = other.storedTitlePositionAdjustment
            storedSubtitleTextAttributes = other.storedSubtitleTextAttributes
            storedLargeSubtitleTextAttributes = other.storedLargeSubtitleTextAttributes
            storedBackIndicatorImage = other.storedBackIndicatorImage
            storedBackIndicatorTransitionMaskImage = other.storedBackIndicatorTransitionMaskImage
            buttonAppearance = other.buttonAppearance.copy()
            prominentButtonAppearance = other.prominentButtonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
            backButtonAppearance = other.backButtonAppearance.copy()
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        UIEntry.check("-[UINavigationBarAppearance initWithIdiom:]")
        super.init(idiom: idiom)
    }

    /// The subtitle's text attributes.
    open var subtitleTextAttributes: [NSAttributedString.Key: Any] {
        get { let entry = UIEntry("-[UINavigationBarAppearance subtitleTextAttributes]", self); defer { entry.end() }; return storedSubtitleTextAttributes }
        set { let entry = UIEntry("-[UINavigationBarAppearance setSubtitleTextAttributes:]", self); defer { entry.end() }; storedSubtitleTextAttributes = newValue }
    }

    /// The large subtitle's text attributes.
    open var largeSubtitleTextAttributes: [NSAttributedString.Key: Any] {
        get { let entry = UIEntry("-[UINavigationBarAppearance largeSubtitleTextAttributes]", self); defer { entry.end() }; return storedLargeSubtitleTextAttributes }
        set { let entry = UIEntry("-[UINavigationBarAppearance setLargeSubtitleTextAttributes:]", self); defer { entry.end() }; storedLargeSubtitleTextAttributes = newValue }
    }

    /// The back button's chevron (nil: the system's).
    open var backIndicatorImage: UIImage? {
        let entry = UIEntry("-[UINavigationBarAppearance backIndicatorImage]", self); defer { entry.end() }
        return storedBackIndicatorImage
    }

    /// The mask the back button's title slides under during a transition.
    open var backIndicatorTransitionMaskImage: UIImage? {
        let entry = UIEntry("-[UINavigationBarAppearance backIndicatorTransitionMaskImage]", self); defer { entry.end() }
        return storedBackIndicatorTransitionMaskImage
    }

    /// Sets the back chevron and its transition mask together (UIKit requires both or neither).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        let entry = UIEntry("-[UINavigationBarAppearance setBackIndicatorImage:transitionMaskImage:]", self); defer { entry.end() }
        storedBackIndicatorImage = backIndicatorImage
        storedBackIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

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

/// A tab bar's appearance: its items' look in each layout, and the selection indicator.
open class UITabBarAppearance: UIBarAppearance {
    /// How items look stacked (image above title: portrait phones).
    var storedStackedLayoutAppearance: UITabBarItemAppearance = UITabBarItemAppearance()
    public var stackedLayoutAppearance: UITabBarItemAppearance {
        get { let entry = UIEntry("-[UITabBarAppearance stackedLayoutAppearance]", self); defer { entry.end() }; return storedStackedLayoutAppearance }
        set { let entry = UIEntry("-[UITabBarAppearance setStackedLayoutAppearance:]", self); defer { entry.end() }; storedStackedLayoutAppearance = newValue }
    }
    /// How items look inline (image beside title: iPad).
    var storedInlineLayoutAppearance: UITabBarItemAppearance = UITabBarItemAppearance(style: .inline)
    public var inlineLayoutAppearance: UITabBarItemAppearance {
        get { let entry = UIEntry("-[UITabBarAppearance inlineLayoutAppearance]", self); defer { entry.end() }; return storedInlineLayoutAppearance }
        set { let entry = UIEntry("-[UITabBarAppearance setInlineLayoutAppearance:]", self); defer { entry.end() }; storedInlineLayoutAppearance = newValue }
    }
    /// How items look inline in a compact height.
    var storedCompactInlineLayoutAppearance: UITabBarItemAppearance = UITabBarItemAppearance(style: .compactInline)
    public var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { let entry = UIEntry("-[UITabBarAppearance compactInlineLayoutAppearance]", self); defer { entry.end() }; return storedCompactInlineLayoutAppearance }
        set { let entry = UIEntry("-[UITabBarAppearance setCompactInlineLayoutAppearance:]", self); defer { entry.end() }; storedCompactInlineLayoutAppearance = newValue }
    }
    /// The selection indicator's tint.
    var storedSelectionIndicatorTintColor: UIColor? = nil
    public var selectionIndicatorTintColor: UIColor? {
        get { let entry = UIEntry("-[UITabBarAppearance selectionIndicatorTintColor]", self); defer { entry.end() }; return storedSelectionIndicatorTintColor }
        set { let entry = UIEntry("-[UITabBarAppearance setSelectionIndicatorTintColor:]", self); defer { entry.end() }; storedSelectionIndicatorTintColor = newValue }
    }
    /// The selection indicator's image.
    var storedSelectionIndicatorImage: UIImage? = nil
    public var selectionIndicatorImage: UIImage? {
        get { let entry = UIEntry("-[UITabBarAppearance selectionIndicatorImage]", self); defer { entry.end() }; return storedSelectionIndicatorImage }
        set { let entry = UIEntry("-[UITabBarAppearance setSelectionIndicatorImage:]", self); defer { entry.end() }; storedSelectionIndicatorImage = newValue }
    }
    /// How stacked items are placed.
    var storedStackedItemPositioning: UITabBar.ItemPositioning = .automatic
    public var stackedItemPositioning: UITabBar.ItemPositioning {
        get { let entry = UIEntry("-[UITabBarAppearance stackedItemPositioning]", self); defer { entry.end() }; return storedStackedItemPositioning }
        set { let entry = UIEntry("-[UITabBarAppearance setStackedItemPositioning:]", self); defer { entry.end() }; storedStackedItemPositioning = newValue }
    }
    /// The stacked items' width (0: the system's).
    var storedStackedItemWidth: CGFloat = 0
    public var stackedItemWidth: CGFloat {
        get { let entry = UIEntry("-[UITabBarAppearance stackedItemWidth]", self); defer { entry.end() }; return storedStackedItemWidth }
        set { let entry = UIEntry("-[UITabBarAppearance setStackedItemWidth:]", self); defer { entry.end() }; storedStackedItemWidth = newValue }
    }
    /// The space between stacked items (0: the system's).
    var storedStackedItemSpacing: CGFloat = 0
    public var stackedItemSpacing: CGFloat {
        get { let entry = UIEntry("-[UITabBarAppearance stackedItemSpacing]", self); defer { entry.end() }; return storedStackedItemSpacing }
        set { let entry = UIEntry("-[UITabBarAppearance setStackedItemSpacing:]", self); defer { entry.end() }; storedStackedItemSpacing = newValue }
    }

    public required init(barAppearance: UIBarAppearance) {
        UIEntry.check("-[UITabBarAppearance initWithBarAppearance:]")
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            selectionIndicatorImage = other.selectionIndicatorImage
            stackedItemPositioning = other.stackedItemPositioning
            stackedItemWidth = other.stackedItemWidth
            stackedItemSpacing = other.stackedItemSpacing
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        UIEntry.check("-[UITabBarAppearance initWithIdiom:]")
        super.init(idiom: idiom)
    }
}

/// How a tab bar item looks in each state of one layout.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// Tab bar item layouts.
    public enum Style: Int, Sendable { case stacked = 0, inline, compactInline }
    /// Normal items.
    var storedNormal: UITabBarItemStateAppearance = UITabBarItemStateAppearance()
    public var normal: UITabBarItemStateAppearance {
        let entry = UIEntry("-[UITabBarItemAppearance normal]", self); defer { entry.end() }
        return storedNormal
    }
    /// The selected item.
    var storedSelected: UITabBarItemStateAppearance = UITabBarItemStateAppearance()
    public var selected: UITabBarItemStateAppearance {
        let entry = UIEntry("-[UITabBarItemAppearance selected]", self); defer { entry.end() }
        return storedSelected
    }
    /// Disabled items.
    var storedDisabled: UITabBarItemStateAppearance = UITabBarItemStateAppearance()
    public var disabled: UITabBarItemStateAppearance {
        let entry = UIEntry("-[UITabBarItemAppearance disabled]", self); defer { entry.end() }
        return storedDisabled
    }
    /// Focused items.
    var storedFocused: UITabBarItemStateAppearance = UITabBarItemStateAppearance()
    public var focused: UITabBarItemStateAppearance {
        let entry = UIEntry("-[UITabBarItemAppearance focused]", self); defer { entry.end() }
        return storedFocused
    }
    let style: Style

    /// The default appearance for `style`.
    public init(style: Style = .stacked) {
        UIEntry.check("-[UITabBarItemAppearance initWithStyle:]")
        self.style = style
    }

    /// Decodes an appearance (archives keep the layout style: the states are its defaults).
    public required convenience init?(coder: NSCoder) {
        UIEntry.check("-[UITabBarItemAppearance initWithCoder:]")
        let raw = coder.containsValue(forKey: "UITabBarItemAppearanceStyle") ? coder.decodeInteger(forKey: "UITabBarItemAppearanceStyle") : 0
        self.init(style: Style(rawValue: raw) ?? .stacked)
    }

    /// Resets every state to the defaults for `style`.
    open func configureWithDefault(for style: Style) {
        UIEntry.check("-[UITabBarItemAppearance configureWithDefaultForStyle:]", self)
        storedNormal = UITabBarItemStateAppearance()
        storedSelected = UITabBarItemStateAppearance()
        storedDisabled = UITabBarItemStateAppearance()
        storedFocused = UITabBarItemStateAppearance()
    }

    /// An independent copy.
    open func copy() -> UITabBarItemAppearance {
        UIEntry.check("-[UITabBarItemAppearance copy]", self)
        let copy = UITabBarItemAppearance(style: style)
        for (from, to) in [(storedNormal, copy.storedNormal), (storedSelected, copy.storedSelected), (storedDisabled, copy.storedDisabled), (storedFocused, copy.storedFocused)] {
            to.titleTextAttributes = from.titleTextAttributes
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.iconColor = from.iconColor
            to.badgeBackgroundColor = from.badgeBackgroundColor
            to.badgeTextAttributes = from.badgeTextAttributes
            to.badgePositionAdjustment = from.badgePositionAdjustment
            to.badgeTitlePositionAdjustment = from.badgeTitlePositionAdjustment
        }
        return copy
    }
}

/// How a tab bar item looks in one state.
public final class UITabBarItemStateAppearance {
    /// The title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    public var titlePositionAdjustment = UIOffset.zero
    /// The icon's colour.
    public var iconColor: UIColor?
    /// The badge's background colour.
    public var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge moves from its place at the icon's top trailing corner.
    public var badgePositionAdjustment = UIOffset.zero
    /// How far the badge's text moves within the badge.
    public var badgeTitlePositionAdjustment = UIOffset.zero
    init() {}
}

/// A toolbar's appearance: its buttons' look.
open class UIToolbarAppearance: UIBarAppearance {
    /// How plain buttons look.
    var storedButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance(style: .plain)
    public var buttonAppearance: UIBarButtonItemAppearance {
        get { let entry = UIEntry("-[UIToolbarAppearance buttonAppearance]", self); defer { entry.end() }; return storedButtonAppearance }
        set { let entry = UIEntry("-[UIToolbarAppearance setButtonAppearance:]", self); defer { entry.end() }; storedButtonAppearance = newValue }
    }
    /// How prominent buttons look (iOS 26).
    var storedToolbarProminentButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance(style: .prominent)
    public var prominentButtonAppearance: UIBarButtonItemAppearance {
        get { let entry = UIEntry("-[UIToolbarAppearance prominentButtonAppearance]", self); defer { entry.end() }; return storedToolbarProminentButtonAppearance }
        set { let entry = UIEntry("-[UIToolbarAppearance setProminentButtonAppearance:]", self); defer { entry.end() }; storedToolbarProminentButtonAppearance = newValue }
    }
    /// How done buttons look.
    var storedDoneButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance(style: .done)
    public var doneButtonAppearance: UIBarButtonItemAppearance {
        get { let entry = UIEntry("-[UIToolbarAppearance doneButtonAppearance]", self); defer { entry.end() }; return storedDoneButtonAppearance }
        set { let entry = UIEntry("-[UIToolbarAppearance setDoneButtonAppearance:]", self); defer { entry.end() }; storedDoneButtonAppearance = newValue }
    }

    public required init(barAppearance: UIBarAppearance) {
        UIEntry.check("-[UIToolbarAppearance initWithBarAppearance:]")
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UIToolbarAppearance {
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
            storedToolbarProminentButtonAppearance = other.storedToolbarProminentButtonAppearance.copy()
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        UIEntry.check("-[UIToolbarAppearance initWithIdiom:]")
        super.init(idiom: idiom)
    }
}
