import Foundation

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
    var searchPlacementItem: UIBarButtonItem?
    var storedLargeTitleDisplayMode: LargeTitleDisplayMode = LargeTitleDisplayMode.automatic
    var storedHidesSearchBarWhenScrolling: Bool = true
    var storedSubtitle: String? = nil
    var storedSubtitleView: UIView? = nil
    var storedLargeTitle: String? = nil
    var storedLargeSubtitle: String? = nil
    var storedLargeSubtitleView: UIView? = nil
    var storedBackButtonDisplayMode: BackButtonDisplayMode = .default
    var storedBackAction: UIAction? = nil
    var storedTitleMenuProvider: (([UIMenuElement]) -> UIMenu?)? = nil
    var storedCustomizationIdentifier: String? = nil
    var storedLeadingItemGroups: [UIBarButtonItemGroup] = []
    var storedCenterItemGroups: [UIBarButtonItemGroup] = []
    var storedTrailingItemGroups: [UIBarButtonItemGroup] = []
    var storedPinnedTrailingGroup: UIBarButtonItemGroup? = nil
    var storedAdditionalOverflowItems: UIMenuElement? = nil
    var storedStyle: ItemStyle = .navigator
    var storedSearchController: UISearchController? = nil
    var storedPreferredSearchBarPlacement: SearchBarPlacement = .automatic
    var storedSearchBarPlacementAllowsToolbarIntegration: Bool = false
    var storedSearchBarPlacementAllowsExternalIntegration: Bool = false
    var storedStandardAppearance: UINavigationBarAppearance? = nil
    var storedCompactAppearance: UINavigationBarAppearance? = nil
    var storedScrollEdgeAppearance: UINavigationBarAppearance? = nil
    var storedCompactScrollEdgeAppearance: UINavigationBarAppearance? = nil

    /// How the back button shows its title.
    public enum BackButtonDisplayMode: Int, Sendable { case `default` = 0, generic, minimal }
    /// A navigation item's style.
    public enum ItemStyle: Int, Sendable { case navigator = 0, browser, editor }
    /// Where a search bar goes.
    public enum SearchBarPlacement: Int, Sendable { case automatic = 0, inline, stacked, integrated, integratedButton, integratedCentered }

    /// An item from an archive (its title from the nib).
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UINavigationItem initWithCoder:]"); defer { entry.end() }
        storedTitle = (coder as? NibDecoder)?.element["title"]
    }

    /// A line under the title.
    open var subtitle: String? {
        get { let entry = UIEntry("-[UINavigationItem subtitle]", self); defer { entry.end() }; return storedSubtitle }
        set { let entry = UIEntry("-[UINavigationItem setSubtitle:]", self); defer { entry.end() }; storedSubtitle = newValue }
    }

    /// A view shown in place of the subtitle.
    open var subtitleView: UIView? {
        get { let entry = UIEntry("-[UINavigationItem subtitleView]", self); defer { entry.end() }; return storedSubtitleView }
        set { let entry = UIEntry("-[UINavigationItem setSubtitleView:]", self); defer { entry.end() }; storedSubtitleView = newValue }
    }

    /// The title shown large, when it differs from `title`.
    open var largeTitle: String? {
        get { let entry = UIEntry("-[UINavigationItem largeTitle]", self); defer { entry.end() }; return storedLargeTitle }
        set { let entry = UIEntry("-[UINavigationItem setLargeTitle:]", self); defer { entry.end() }; storedLargeTitle = newValue }
    }

    /// A line under the large title.
    open var largeSubtitle: String? {
        get { let entry = UIEntry("-[UINavigationItem largeSubtitle]", self); defer { entry.end() }; return storedLargeSubtitle }
        set { let entry = UIEntry("-[UINavigationItem setLargeSubtitle:]", self); defer { entry.end() }; storedLargeSubtitle = newValue }
    }

    /// A view shown in place of the large subtitle.
    open var largeSubtitleView: UIView? {
        get { let entry = UIEntry("-[UINavigationItem largeSubtitleView]", self); defer { entry.end() }; return storedLargeSubtitleView }
        set { let entry = UIEntry("-[UINavigationItem setLargeSubtitleView:]", self); defer { entry.end() }; storedLargeSubtitleView = newValue }
    }

    /// How the back button to this item's controller shows the title (`.default`: the title, or "Back" when long).
    open var backButtonDisplayMode: BackButtonDisplayMode {
        get { let entry = UIEntry("-[UINavigationItem backButtonDisplayMode]", self); defer { entry.end() }; return storedBackButtonDisplayMode }
        set { let entry = UIEntry("-[UINavigationItem setBackButtonDisplayMode:]", self); defer { entry.end() }; storedBackButtonDisplayMode = newValue }
    }

    /// The action the back button to this item's controller runs instead of popping.
    open var backAction: UIAction? {
        get { let entry = UIEntry("-[UINavigationItem backAction]", self); defer { entry.end() }; return storedBackAction }
        set { let entry = UIEntry("-[UINavigationItem setBackAction:]", self); defer { entry.end() }; storedBackAction = newValue }
    }

    /// Makes the menu shown from the title (the suggested elements given).
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)? {
        get { let entry = UIEntry("-[UINavigationItem titleMenuProvider]", self); defer { entry.end() }; return storedTitleMenuProvider }
        set { let entry = UIEntry("-[UINavigationItem setTitleMenuProvider:]", self); defer { entry.end() }; storedTitleMenuProvider = newValue }
    }

    /// An identifier for customising the bar's items.
    open var customizationIdentifier: String? {
        get { let entry = UIEntry("-[UINavigationItem customizationIdentifier]", self); defer { entry.end() }; return storedCustomizationIdentifier }
        set { let entry = UIEntry("-[UINavigationItem setCustomizationIdentifier:]", self); defer { entry.end() }; storedCustomizationIdentifier = newValue }
    }

    /// Groups of items at the leading edge (on a phone, after the back button).
    open var leadingItemGroups: [UIBarButtonItemGroup] {
        get { let entry = UIEntry("-[UINavigationItem leadingItemGroups]", self); defer { entry.end() }; return storedLeadingItemGroups }
        set { let entry = UIEntry("-[UINavigationItem setLeadingItemGroups:]", self); defer { entry.end() }; storedLeadingItemGroups = newValue }
    }

    /// Groups of items in the centre (iPad editor style).
    open var centerItemGroups: [UIBarButtonItemGroup] {
        get { let entry = UIEntry("-[UINavigationItem centerItemGroups]", self); defer { entry.end() }; return storedCenterItemGroups }
        set { let entry = UIEntry("-[UINavigationItem setCenterItemGroups:]", self); defer { entry.end() }; storedCenterItemGroups = newValue }
    }

    /// Groups of items at the trailing edge.
    open var trailingItemGroups: [UIBarButtonItemGroup] {
        get { let entry = UIEntry("-[UINavigationItem trailingItemGroups]", self); defer { entry.end() }; return storedTrailingItemGroups }
        set { let entry = UIEntry("-[UINavigationItem setTrailingItemGroups:]", self); defer { entry.end() }; storedTrailingItemGroups = newValue }
    }

    /// A trailing group that never moves into the overflow menu.
    open var pinnedTrailingGroup: UIBarButtonItemGroup? {
        get { let entry = UIEntry("-[UINavigationItem pinnedTrailingGroup]", self); defer { entry.end() }; return storedPinnedTrailingGroup }
        set { let entry = UIEntry("-[UINavigationItem setPinnedTrailingGroup:]", self); defer { entry.end() }; storedPinnedTrailingGroup = newValue }
    }

    /// More elements for the overflow menu.
    open var additionalOverflowItems: UIMenuElement? {
        get { let entry = UIEntry("-[UINavigationItem additionalOverflowItems]", self); defer { entry.end() }; return storedAdditionalOverflowItems }
        set { let entry = UIEntry("-[UINavigationItem setAdditionalOverflowItems:]", self); defer { entry.end() }; storedAdditionalOverflowItems = newValue }
    }

    /// The item's style: a navigator (title centred), browser or editor.
    open var style: ItemStyle {
        get { let entry = UIEntry("-[UINavigationItem style]", self); defer { entry.end() }; return storedStyle }
        set { let entry = UIEntry("-[UINavigationItem setStyle:]", self); defer { entry.end() }; storedStyle = newValue }
    }

    /// The search controller whose search bar the navigation bar shows.
    open var searchController: UISearchController? {
        get { let entry = UIEntry("-[UINavigationItem searchController]", self); defer { entry.end() }; return storedSearchController }
        set { let entry = UIEntry("-[UINavigationItem setSearchController:]", self); defer { entry.end() }; storedSearchController = newValue; storedSearchController?.hostingItem = self }
    }

    /// Where the search bar is to go.
    open var preferredSearchBarPlacement: SearchBarPlacement {
        get { let entry = UIEntry("-[UINavigationItem preferredSearchBarPlacement]", self); defer { entry.end() }; return storedPreferredSearchBarPlacement }
        set {
            let entry = UIEntry("-[UINavigationItem setPreferredSearchBarPlacement:]", self); defer { entry.end() }
            let before = effectiveSearchBarPlacement
            let after: SearchBarPlacement = newValue == .automatic ? .stacked : newValue
            let moving = storedSearchController.flatMap { search in before.map { (search, $0) } }.flatMap { $0.1 != after ? $0 : nil }
            moving?.0.searchBarPlacementWillChange(to: after)
            storedPreferredSearchBarPlacement = newValue
            if let (search, previous) = moving { search.searchBarPlacementDidChange(from: previous) }
        }
    }

    /// Whether the search bar may move into a toolbar.
    open var searchBarPlacementAllowsToolbarIntegration: Bool {
        get { let entry = UIEntry("-[UINavigationItem searchBarPlacementAllowsToolbarIntegration]", self); defer { entry.end() }; return storedSearchBarPlacementAllowsToolbarIntegration }
        set { let entry = UIEntry("-[UINavigationItem setSearchBarPlacementAllowsToolbarIntegration:]", self); defer { entry.end() }; storedSearchBarPlacementAllowsToolbarIntegration = newValue }
    }

    /// Whether the search bar may move out of the bar.
    open var searchBarPlacementAllowsExternalIntegration: Bool {
        get { let entry = UIEntry("-[UINavigationItem searchBarPlacementAllowsExternalIntegration]", self); defer { entry.end() }; return storedSearchBarPlacementAllowsExternalIntegration }
        set { let entry = UIEntry("-[UINavigationItem setSearchBarPlacementAllowsExternalIntegration:]", self); defer { entry.end() }; storedSearchBarPlacementAllowsExternalIntegration = newValue }
    }

    /// The bar's appearance while this item is on top (nil: the bar's own).
    open var standardAppearance: UINavigationBarAppearance? {
        get { let entry = UIEntry("-[UINavigationItem standardAppearance]", self); defer { entry.end() }; return storedStandardAppearance }
        set { let entry = UIEntry("-[UINavigationItem setStandardAppearance:]", self); defer { entry.end() }; storedStandardAppearance = newValue }
    }

    /// The compact-height appearance while this item is on top.
    open var compactAppearance: UINavigationBarAppearance? {
        get { let entry = UIEntry("-[UINavigationItem compactAppearance]", self); defer { entry.end() }; return storedCompactAppearance }
        set { let entry = UIEntry("-[UINavigationItem setCompactAppearance:]", self); defer { entry.end() }; storedCompactAppearance = newValue }
    }

    /// The scroll-edge appearance while this item is on top.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { let entry = UIEntry("-[UINavigationItem scrollEdgeAppearance]", self); defer { entry.end() }; return storedScrollEdgeAppearance }
        set { let entry = UIEntry("-[UINavigationItem setScrollEdgeAppearance:]", self); defer { entry.end() }; storedScrollEdgeAppearance = newValue }
    }

    /// The compact-height scroll-edge appearance while this item is on top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { let entry = UIEntry("-[UINavigationItem compactScrollEdgeAppearance]", self); defer { entry.end() }; return storedCompactScrollEdgeAppearance }
        set { let entry = UIEntry("-[UINavigationItem setCompactScrollEdgeAppearance:]", self); defer { entry.end() }; storedCompactScrollEdgeAppearance = newValue }
    }
    /// Where the search bar is: stacked under the title on a phone when there is a search
    /// controller (inline when asked for); nil without one.
    open var searchBarPlacement: SearchBarPlacement? {
        let entry = UIEntry("-[UINavigationItem searchBarPlacement]", self); defer { entry.end() }
        return effectiveSearchBarPlacement
    }

    /// The search bar's placement: stacked on a phone unless another was asked for; nil
    /// without a search controller.
    var effectiveSearchBarPlacement: SearchBarPlacement? {
        guard storedSearchController != nil else { return nil }
        return storedPreferredSearchBarPlacement == .automatic ? .stacked : storedPreferredSearchBarPlacement
    }

    /// A bar button item standing for the search bar when it is integrated as a button.
    open var searchBarPlacementBarButtonItem: UIBarButtonItem {
        let entry = UIEntry("-[UINavigationItem searchBarPlacementBarButtonItem]", self); defer { entry.end() }
        if let item = searchPlacementItem { return item }
        let item = UIBarButtonItem(systemItem: .search, primaryAction: UIAction { [weak self] _ in
            self?.storedSearchController?.isActive = true
        })
        searchPlacementItem = item
        return item
    }

    /// The back button title shown for this item's controller by the one above it: none when
    /// `.minimal`, "Back" when `.generic`, else `backButtonTitle` or the title.
    var shownBackButtonTitle: String? {
        switch storedBackButtonDisplayMode {
        case .minimal: nil
        case .generic: "Back"
        case .default: storedBackButtonTitle ?? storedBackBarButtonItem?.storedTitle ?? storedTitle ?? controller?.storedTitle
        }
    }

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
