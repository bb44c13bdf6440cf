import Foundation

/// A controller's item in a tab bar.
open class UITabBarItem: UIBarItem {

    var storedSelectedImage: UIImage? = nil
    var storedBadgeValue: String? = nil
    var storedBadgeColor: UIColor? = nil
    var storedTitlePositionAdjustment: UIOffset = .zero
    var storedStandardAppearance: UITabBarAppearance? = nil
    var storedScrollEdgeAppearance: UITabBarAppearance? = nil
    var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    var finishedImages: (selected: UIImage?, unselected: UIImage?) = (nil, nil)

    /// The system's tab items.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// A system item: its title and symbol image are the system's, and cannot be changed.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        UIEntry.check("-[UITabBarItem initWithTabBarSystemItem:tag:]")
        self.init()
        let (title, symbol): (String, String) = switch systemItem {
        case .more: ("More", "ellipsis")
        case .favorites: ("Favorites", "star.fill")
        case .featured: ("Featured", "star")
        case .topRated: ("Top Rated", "star")
        case .recents: ("Recents", "clock")
        case .contacts: ("Contacts", "person.crop.circle")
        case .history: ("History", "clock")
        case .bookmarks: ("Bookmarks", "book")
        case .search: ("Search", "magnifyingglass")
        case .downloads: ("Downloads", "square.and.arrow.down")
        case .mostRecent: ("Most Recent", "clock")
        case .mostViewed: ("Most Viewed", "list.number")
        }
        storedTitle = title
        storedImage = UIImage(systemName: symbol)
        storedTag = tag
    }

    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset {
        get { let entry = UIEntry("-[UITabBarItem titlePositionAdjustment]", self); defer { entry.end() }; return storedTitlePositionAdjustment }
        set { let entry = UIEntry("-[UITabBarItem setTitlePositionAdjustment:]", self); defer { entry.end() }; storedTitlePositionAdjustment = newValue }
    }

    /// The item's own appearance, over the bar's.
    open var standardAppearance: UITabBarAppearance? {
        get { let entry = UIEntry("-[UITabBarItem standardAppearance]", self); defer { entry.end() }; return storedStandardAppearance }
        set { let entry = UIEntry("-[UITabBarItem setStandardAppearance:]", self); defer { entry.end() }; storedStandardAppearance = newValue }
    }

    /// The item's own appearance at the scroll edge, over the bar's.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { let entry = UIEntry("-[UITabBarItem scrollEdgeAppearance]", self); defer { entry.end() }; return storedScrollEdgeAppearance }
        set { let entry = UIEntry("-[UITabBarItem setScrollEdgeAppearance:]", self); defer { entry.end() }; storedScrollEdgeAppearance = newValue }
    }
    /// Sets the badge text's attributes in `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let entry = UIEntry("-[UITabBarItem setBadgeTextAttributes:forState:]", self); defer { entry.end() }
        badgeAttributes[state.rawValue] = textAttributes
    }

    /// The badge text's attributes in `state` (nil unless set for it).
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        let entry = UIEntry("-[UITabBarItem badgeTextAttributesForState:]", self); defer { entry.end() }
        return badgeAttributes[state.rawValue]
    }

    /// Sets images shown as they are, unselected and selected (the form before iOS 7; they also
    /// become `image` and `selectedImage`).
    @available(iOS, deprecated: 7.0, message: "Use initWithTitle:image:selectedImage: or the image and selectedImage properties")
    open func setFinishedSelectedImage(_ selectedImage: UIImage?, withFinishedUnselectedImage unselectedImage: UIImage?) {
        let entry = UIEntry("-[UITabBarItem setFinishedSelectedImage:withFinishedUnselectedImage:]", self); defer { entry.end() }
        finishedImages = (selectedImage, unselectedImage)
        storedSelectedImage = selectedImage
        storedImage = unselectedImage
    }

    /// The selected image set with `setFinishedSelectedImage(_:withFinishedUnselectedImage:)`.
    @available(iOS, deprecated: 7.0)
    open func finishedSelectedImage() -> UIImage? {
        let entry = UIEntry("-[UITabBarItem finishedSelectedImage]", self); defer { entry.end() }
        return finishedImages.selected
    }

    /// The unselected image set with `setFinishedSelectedImage(_:withFinishedUnselectedImage:)`.
    @available(iOS, deprecated: 7.0)
    open func finishedUnselectedImage() -> UIImage? {
        let entry = UIEntry("-[UITabBarItem finishedUnselectedImage]", self); defer { entry.end() }
        return finishedImages.unselected
    }

    /// The image shown while the tab is selected (the `image` when nil).
    open var selectedImage: UIImage? {
        get { let entry = UIEntry("-[UITabBarItem selectedImage]", self); defer { entry.end() }; return storedSelectedImage }
        set { let entry = UIEntry("-[UITabBarItem setSelectedImage:]", self); defer { entry.end() }; storedSelectedImage = newValue }
    }

    /// The text of the badge on the tab (nil: no badge).
    open var badgeValue: String? {
        get { let entry = UIEntry("-[UITabBarItem badgeValue]", self); defer { entry.end() }; return storedBadgeValue }
        set { let entry = UIEntry("-[UITabBarItem setBadgeValue:]", self); defer { entry.end() }; storedBadgeValue = newValue }
    }

    /// The badge's background colour (nil: the system red).
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
