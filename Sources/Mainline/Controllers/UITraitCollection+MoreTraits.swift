import Foundation

/// How far forward content sits: the base level, or elevated (presented sheets and popovers).
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base = 0, elevated = 1 }
/// The contrast the user asked for.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal = 0, high = 1 }
/// The text weight the user asked for (Bold Text).
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular = 0, bold = 1 }
/// The colour gamut of the display.
public enum UIDisplayGamut: Int, Sendable { case unspecified = -1, SRGB = 0, P3 = 1 }
/// Whether the interface is in the active window (iPad, Mac).
public enum UIUserInterfaceActiveAppearance: Int, Sendable { case unspecified = -1, inactive = 0, active = 1 }
/// Whether the scene is being recorded or mirrored.
public enum UISceneCaptureState: Int, Sendable { case unspecified = -1, inactive = 0, active = 1 }
/// The kind of list a view is in.
public enum UIListEnvironment: Int, Sendable { case unspecified = 0, none, plain, grouped, insetGrouped, sidebar, sidebarPlain }
/// Whether content may use the display's HDR headroom.
public enum UIHDRHeadroomUsageLimit: Int, Sendable { case unspecified = -1, active = 0, inactive = 1 }
/// The size of toolbar items (Mac Catalyst).
public enum UINSToolbarItemPresentationSize: Int, Sendable { case unspecified = -1, regular = 0, small = 1, large = 3 }

extension UIImage {
    /// How much of a display's dynamic range an image may use.
    public enum DynamicRange: Int, Sendable { case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2 }
}

extension UISplitViewController {
    /// Whether a split view controller around the view shows its columns.
    public enum LayoutEnvironment: Int, Sendable { case none = 0, expanded, collapsed }
}

/// The traits that are not size, appearance or scale, kept together by kind.
struct MoreTraits: Hashable, Sendable {
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    var imageDynamicRange = UIImage.DynamicRange.unspecified
    var sceneCaptureState = UISceneCaptureState.unspecified
    var listEnvironment = UIListEnvironment.unspecified
    var hdrHeadroomUsageLimit = UIHDRHeadroomUsageLimit.unspecified
    var toolbarItemPresentationSize = UINSToolbarItemPresentationSize.unspecified
    var tabAccessoryEnvironment = UITabAccessory.Environment.unspecified
    var splitViewControllerLayoutEnvironment = UISplitViewController.LayoutEnvironment.none

    static let unspecified = MoreTraits()

    /// The traits of `collections` together: for each, the last collection's that specifies it.
    static func merging(_ collections: [MoreTraits]) -> MoreTraits {
        var result = MoreTraits()
        for c in collections {
            if c.userInterfaceLevel != .unspecified { result.userInterfaceLevel = c.userInterfaceLevel }
            if c.accessibilityContrast != .unspecified { result.accessibilityContrast = c.accessibilityContrast }
            if c.legibilityWeight != .unspecified { result.legibilityWeight = c.legibilityWeight }
            if c.displayGamut != .unspecified { result.displayGamut = c.displayGamut }
            if c.activeAppearance != .unspecified { result.activeAppearance = c.activeAppearance }
            if c.imageDynamicRange != .unspecified { result.imageDynamicRange = c.imageDynamicRange }
            if c.sceneCaptureState != .unspecified { result.sceneCaptureState = c.sceneCaptureState }
            if c.listEnvironment != .unspecified { result.listEnvironment = c.listEnvironment }
            if c.hdrHeadroomUsageLimit != .unspecified { result.hdrHeadroomUsageLimit = c.hdrHeadroomUsageLimit }
            if c.toolbarItemPresentationSize != .unspecified { result.toolbarItemPresentationSize = c.toolbarItemPresentationSize }
            if c.tabAccessoryEnvironment != .unspecified { result.tabAccessoryEnvironment = c.tabAccessoryEnvironment }
            if c.splitViewControllerLayoutEnvironment != .none { result.splitViewControllerLayoutEnvironment = c.splitViewControllerLayoutEnvironment }
        }
        return result
    }

    /// Whether every trait `other` specifies has the same value here.
    func contains(_ other: MoreTraits) -> Bool {
        MoreTraits.merging([self, other]) == self
    }
}

extension UITraitCollection {
    /// How far forward the content sits (`.base` in a window, `.elevated` in a presented sheet).
    public var userInterfaceLevel: UIUserInterfaceLevel { more.userInterfaceLevel }
    /// The contrast the user asked for (Increase Contrast).
    public var accessibilityContrast: UIAccessibilityContrast { more.accessibilityContrast }
    /// The text weight the user asked for (Bold Text).
    public var legibilityWeight: UILegibilityWeight { more.legibilityWeight }
    /// The display's colour gamut (P3 on the simulated iPhones).
    public var displayGamut: UIDisplayGamut { more.displayGamut }
    /// Whether the interface is in the active window.
    public var activeAppearance: UIUserInterfaceActiveAppearance { more.activeAppearance }
    /// The dynamic range images may use.
    public var imageDynamicRange: UIImage.DynamicRange { more.imageDynamicRange }
    /// Whether the scene is being captured.
    public var sceneCaptureState: UISceneCaptureState { more.sceneCaptureState }
    /// The kind of list the view is in.
    public var listEnvironment: UIListEnvironment { more.listEnvironment }
    /// Whether content may use HDR headroom.
    public var hdrHeadroomUsageLimit: UIHDRHeadroomUsageLimit { more.hdrHeadroomUsageLimit }
    /// The size of toolbar items.
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { more.toolbarItemPresentationSize }
    /// Where a tab bar's bottom accessory is shown.
    public var tabAccessoryEnvironment: UITabAccessory.Environment { more.tabAccessoryEnvironment }
    /// Whether a surrounding split view controller shows its columns.
    public var splitViewControllerLayoutEnvironment: UISplitViewController.LayoutEnvironment { more.splitViewControllerLayoutEnvironment }

    /// A collection with only this trait.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(more: { $0.userInterfaceLevel = userInterfaceLevel }) }
    /// A collection with only this trait.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(more: { $0.accessibilityContrast = accessibilityContrast }) }
    /// A collection with only this trait.
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(more: { $0.legibilityWeight = legibilityWeight }) }
    /// A collection with only this trait.
    public convenience init(displayGamut: UIDisplayGamut) { self.init(more: { $0.displayGamut = displayGamut }) }
    /// A collection with only this trait.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) { self.init(more: { $0.activeAppearance = activeAppearance }) }
    /// A collection with only this trait.
    public convenience init(imageDynamicRange: UIImage.DynamicRange) { self.init(more: { $0.imageDynamicRange = imageDynamicRange }) }
    /// A collection with only this trait.
    public convenience init(sceneCaptureState: UISceneCaptureState) { self.init(more: { $0.sceneCaptureState = sceneCaptureState }) }
    /// A collection with only this trait.
    public convenience init(listEnvironment: UIListEnvironment) { self.init(more: { $0.listEnvironment = listEnvironment }) }
    /// A collection with only this trait.
    public convenience init(hdrHeadroomUsageLimit: UIHDRHeadroomUsageLimit) { self.init(more: { $0.hdrHeadroomUsageLimit = hdrHeadroomUsageLimit }) }
    /// A collection with only this trait.
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) { self.init(more: { $0.toolbarItemPresentationSize = toolbarItemPresentationSize }) }
    /// A collection with only this trait.
    public convenience init(tabAccessoryEnvironment: UITabAccessory.Environment) { self.init(more: { $0.tabAccessoryEnvironment = tabAccessoryEnvironment }) }

    private convenience init(more change: (inout MoreTraits) -> Void) {
        var more = MoreTraits()
        change(&more)
        self.init(base: UITraitCollection(), more: more)
    }

    /// `base`'s size, appearance and scale traits with `more`.
    convenience init(base: UITraitCollection, more: MoreTraits) {
        self.init(userInterfaceStyle: base.userInterfaceStyle, horizontalSizeClass: base.horizontalSizeClass,
                  verticalSizeClass: base.verticalSizeClass, displayScale: base.displayScale,
                  userInterfaceIdiom: base.userInterfaceIdiom, preferredContentSizeCategory: base.preferredContentSizeCategory,
                  layoutDirection: base.layoutDirection, forceTouchCapability: base.forceTouchCapability, more: more)
    }

    /// A collection made by `mutations` from an empty one.
    public convenience init(mutations: (inout UIMutableTraits) -> Void) {
        var traits: UIMutableTraits = MutableTraitCollection(UITraitCollection())
        mutations(&traits)
        let made = (traits as? MutableTraitCollection)?.collection ?? UITraitCollection()
        self.init(base: made, more: made.more)
    }

    /// This collection with `mutations` applied.
    public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: UIMutableTraits = MutableTraitCollection(self)
        mutations(&traits)
        return (traits as? MutableTraitCollection)?.collection ?? self
    }
}

/// Traits that can be changed (`UITraitCollection(mutations:)`, `modifyingTraits(_:)`).
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var displayScale: CGFloat { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var displayGamut: UIDisplayGamut { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    var imageDynamicRange: UIImage.DynamicRange { get set }
    var sceneCaptureState: UISceneCaptureState { get set }
    var listEnvironment: UIListEnvironment { get set }
}

/// The mutable traits behind `init(mutations:)`: a collection remade on each change.
struct MutableTraitCollection: UIMutableTraits {
    var collection: UITraitCollection
    init(_ collection: UITraitCollection) { self.collection = collection }

    private mutating func base(_ change: (inout BaseTraits) -> Void) {
        var b = BaseTraits(collection)
        change(&b)
        collection = UITraitCollection(userInterfaceStyle: b.style, horizontalSizeClass: b.horizontal, verticalSizeClass: b.vertical,
                                       displayScale: b.scale, userInterfaceIdiom: b.idiom, preferredContentSizeCategory: b.category,
                                       layoutDirection: b.direction, forceTouchCapability: collection.forceTouchCapability, more: collection.more)
    }
    private mutating func more(_ change: (inout MoreTraits) -> Void) {
        var m = collection.more
        change(&m)
        collection = UITraitCollection(base: collection, more: m)
    }

    var userInterfaceStyle: UIUserInterfaceStyle { get { collection.userInterfaceStyle } set { base { $0.style = newValue } } }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get { collection.horizontalSizeClass } set { base { $0.horizontal = newValue } } }
    var verticalSizeClass: UIUserInterfaceSizeClass { get { collection.verticalSizeClass } set { base { $0.vertical = newValue } } }
    var displayScale: CGFloat { get { collection.displayScale } set { base { $0.scale = newValue } } }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get { collection.userInterfaceIdiom } set { base { $0.idiom = newValue } } }
    var preferredContentSizeCategory: UIContentSizeCategory { get { collection.preferredContentSizeCategory } set { base { $0.category = newValue } } }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get { collection.layoutDirection } set { base { $0.direction = newValue } } }
    var userInterfaceLevel: UIUserInterfaceLevel { get { collection.more.userInterfaceLevel } set { more { $0.userInterfaceLevel = newValue } } }
    var accessibilityContrast: UIAccessibilityContrast { get { collection.more.accessibilityContrast } set { more { $0.accessibilityContrast = newValue } } }
    var legibilityWeight: UILegibilityWeight { get { collection.more.legibilityWeight } set { more { $0.legibilityWeight = newValue } } }
    var displayGamut: UIDisplayGamut { get { collection.more.displayGamut } set { more { $0.displayGamut = newValue } } }
    var activeAppearance: UIUserInterfaceActiveAppearance { get { collection.more.activeAppearance } set { more { $0.activeAppearance = newValue } } }
    var imageDynamicRange: UIImage.DynamicRange { get { collection.more.imageDynamicRange } set { more { $0.imageDynamicRange = newValue } } }
    var sceneCaptureState: UISceneCaptureState { get { collection.more.sceneCaptureState } set { more { $0.sceneCaptureState = newValue } } }
    var listEnvironment: UIListEnvironment { get { collection.more.listEnvironment } set { more { $0.listEnvironment = newValue } } }
}

/// The size, appearance and scale traits, as one value to change.
private struct BaseTraits {
    var style: UIUserInterfaceStyle
    var horizontal: UIUserInterfaceSizeClass
    var vertical: UIUserInterfaceSizeClass
    var scale: CGFloat
    var idiom: UIUserInterfaceIdiom
    var category: UIContentSizeCategory
    var direction: UITraitEnvironmentLayoutDirection
    init(_ c: UITraitCollection) {
        (style, horizontal, vertical, scale, idiom, category, direction) =
            (c.userInterfaceStyle, c.horizontalSizeClass, c.verticalSizeClass, c.displayScale, c.userInterfaceIdiom, c.preferredContentSizeCategory, c.layoutDirection)
    }
}
