import Foundation

/// A section: its group repeated until the section's items are placed — along the layout's
/// scroll axis, or across it in a scroll view of the section's own (orthogonal scrolling) —
/// with its headers and footers, background decorations and a handler that may adjust the
/// visible items at each layout pass.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// What `visibleItemsInvalidationHandler` is given: the section's visible items, the
    /// scroll offset (the section's own when it scrolls orthogonally), the environment.
    public typealias VisibleItemsInvalidationHandler = @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

    let storedGroup: NSCollectionLayoutGroup
    var storedInterGroupSpacing: CGFloat = 0
    var storedContentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    var storedBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    var storedContentInsetsReference: UIContentInsetsReference = .automatic
    var storedSupplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    var storedOrthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    let storedOrthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    var storedVisibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    var storedDecorationItems: [NSCollectionLayoutDecorationItem] = []
    var storedSupplementariesFollowContentInsets = true
    /// The list configuration of a list section.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space above the section's headers (a list's `headerTopPadding`).
    var headerTopPadding: CGFloat = 0

    init(checkedGroup group: NSCollectionLayoutGroup) { storedGroup = group }

    /// A section of `group`.
    public convenience init(group: NSCollectionLayoutGroup) {
        let entry = UIEntry("+[NSCollectionLayoutSection sectionWithGroup:]"); defer { entry.end() }
        self.init(checkedGroup: group)
    }

    /// The space between groups.
    public var interGroupSpacing: CGFloat {
        get { let entry = UIEntry("-[NSCollectionLayoutSection interGroupSpacing]", self); defer { entry.end() }; return storedInterGroupSpacing }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setInterGroupSpacing:]", self); defer { entry.end() }; storedInterGroupSpacing = newValue.isFinite ? newValue : 0 }
    }

    /// The margins around the section's groups; the groups' fractional sizes are of what is
    /// inside them.
    public var contentInsets: NSDirectionalEdgeInsets {
        get { let entry = UIEntry("-[NSCollectionLayoutSection contentInsets]", self); defer { entry.end() }; return storedContentInsets }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setContentInsets:]", self); defer { entry.end() }; storedContentInsets = newValue }
    }

    /// What the content insets are measured from (default automatic: the layout
    /// configuration's reference).
    public var contentInsetsReference: UIContentInsetsReference {
        get { let entry = UIEntry("-[NSCollectionLayoutSection contentInsetsReference]", self); defer { entry.end() }; return storedContentInsetsReference }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setContentInsetsReference:]", self); defer { entry.end() }; storedContentInsetsReference = newValue }
    }

    /// What the headers' and footers' insets are measured from (default automatic: the layout
    /// configuration's reference).
    public var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { let entry = UIEntry("-[NSCollectionLayoutSection supplementaryContentInsetsReference]", self); defer { entry.end() }; return storedSupplementaryContentInsetsReference }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setSupplementaryContentInsetsReference:]", self); defer { entry.end() }; storedSupplementaryContentInsetsReference = newValue }
    }

    /// Whether and how the section scrolls across the layout's axis (default none).
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { let entry = UIEntry("-[NSCollectionLayoutSection orthogonalScrollingBehavior]", self); defer { entry.end() }; return storedOrthogonalScrollingBehavior }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setOrthogonalScrollingBehavior:]", self); defer { entry.end() }; storedOrthogonalScrollingBehavior = newValue }
    }

    /// The deceleration and bounce of its orthogonal scrolling.
    public var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties {
        let entry = UIEntry("-[NSCollectionLayoutSection orthogonalScrollingProperties]", self); defer { entry.end() }
        return storedOrthogonalScrollingProperties
    }

    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { let entry = UIEntry("-[NSCollectionLayoutSection boundarySupplementaryItems]", self); defer { entry.end() }; return storedBoundaryItems }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setBoundarySupplementaryItems:]", self); defer { entry.end() }; storedBoundaryItems = newValue }
    }

    /// Called at each layout pass with the section's visible items, which it may change (alpha,
    /// transform, z-index…) before they are shown — as the section or the collection view
    /// scrolls.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
        get { let entry = UIEntry("-[NSCollectionLayoutSection visibleItemsInvalidationHandler]", self); defer { entry.end() }; return storedVisibleItemsInvalidationHandler }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setVisibleItemsInvalidationHandler:]", self); defer { entry.end() }; storedVisibleItemsInvalidationHandler = newValue }
    }

    /// Decoration views behind the section (its background).
    public var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { let entry = UIEntry("-[NSCollectionLayoutSection decorationItems]", self); defer { entry.end() }; return storedDecorationItems }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setDecorationItems:]", self); defer { entry.end() }; storedDecorationItems = newValue }
    }

    /// Whether headers and footers follow the section's leading and trailing content insets
    /// (default true).
    @available(*, deprecated, message: "Use supplementaryContentInsetsReference")
    public var supplementariesFollowContentInsets: Bool {
        get { let entry = UIEntry("-[NSCollectionLayoutSection supplementariesFollowContentInsets]", self); defer { entry.end() }; return storedSupplementariesFollowContentInsets }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setSupplementariesFollowContentInsets:]", self); defer { entry.end() }; storedSupplementariesFollowContentInsets = newValue }
    }

    /// A list section (`UICollectionViewCompositionalLayout.list(using:)` makes one per section).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let entry = UIEntry("+[NSCollectionLayoutSection sectionWithListConfiguration:layoutEnvironment:]"); defer { entry.end() }
        return configuration.makeSection(layoutEnvironment)
    }
}
