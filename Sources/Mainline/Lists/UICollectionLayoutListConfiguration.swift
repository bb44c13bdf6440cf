import Foundation

/// The configuration of a list layout: plain, grouped or inset-grouped rows that size
/// themselves from an estimated 44 pt, with optional section headers (with padding above them)
/// and footers, and the swipe actions of its rows.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Whether sections have headers, and of what.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable { case none, supplementary }

    /// Which elements hug their content instead of spanning the list's width.
    public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Section headers.
        public static let supplementaryHeader = ContentHuggingElements(rawValue: 1 << 0)
    }

    /// What a swipe actions provider is: the actions of the row at an index path, or nil.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// What an item separator handler is: the separators of the item at an index path, given
    /// the section's.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's appearance.
    public var appearance: Appearance
    /// Whether sections have headers (default none).
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers (default none).
    public var footerMode: FooterMode = .none
    /// Whether the list shows separators (default true).
    public var showsSeparators = true
    /// The separators' look (kept: Mainline draws no list separators).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separators of each item (kept, not called: no separators are drawn).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// The actions a swipe to the right reveals on a row (a `UICollectionViewListCell`).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe to the left reveals on a row (a `UICollectionViewListCell`); a full
    /// swipe performs the first.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Space above each section header (automatic: none in Mainline).
    public var headerTopPadding: CGFloat = UICollectionViewLayout.automaticDimension
    /// Which elements hug their content (default none; kept).
    public var contentHuggingElements: ContentHuggingElements = []

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        UIEntry.check("-[UICollectionLayoutListConfiguration initWithAppearance:]")
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// UIKit's estimated height of a list row.
    static let estimatedRowHeight: CGFloat = 44

    @MainActor func makeSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(size: NSCollectionLayoutSize(widthDimension: .init(.fractionalWidth, 1), heightDimension: .init(.estimated, Self.estimatedRowHeight)))
        let group = NSCollectionLayoutGroup(size: NSCollectionLayoutSize(widthDimension: .init(.fractionalWidth, 1), heightDimension: .init(.estimated, Self.estimatedRowHeight)),
                                            subitems: [item], count: nil, horizontal: true)
        let section = NSCollectionLayoutSection(checkedGroup: group)
        section.listConfiguration = self
        if appearance == .insetGrouped, let cv = (environment as? LayoutContainer)?.collectionView {
            // Inset-grouped rows sit within the collection view's layout margins.
            let margins = cv.storedLayoutMargins
            section.storedContentInsets = NSDirectionalEdgeInsets(top: 0, leading: margins.left, bottom: 0, trailing: margins.right)
        }
        if headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                size: NSCollectionLayoutSize(widthDimension: .init(.fractionalWidth, 1), heightDimension: .init(.estimated, Self.estimatedRowHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top, offset: .zero)
            section.storedBoundaryItems.append(header)
            if headerTopPadding >= 0, headerTopPadding.isFinite { section.headerTopPadding = headerTopPadding }
        }
        if footerMode == .supplementary {
            section.storedBoundaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                size: NSCollectionLayoutSize(widthDimension: .init(.fractionalWidth, 1), heightDimension: .init(.estimated, Self.estimatedRowHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom, offset: .zero))
        }
        return section
    }
}
