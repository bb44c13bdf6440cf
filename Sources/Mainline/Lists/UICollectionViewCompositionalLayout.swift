import Foundation

/// A layout composed of sections of groups of items. A section's group repeats until its items
/// are placed, `interGroupSpacing` apart, inside the section's content insets (measured from
/// the content insets reference); headers come before the content along the scroll axis,
/// footers after; sections are `interSectionSpacing` apart. Estimated dimensions are replaced
/// by the measured size of the views (self-sizing).
///
/// A section with an `orthogonalScrollingBehavior` lays its groups out across the scroll axis
/// in a scroll view of its own, as UIKit does: its cells live in that scroll view, which a
/// finger scrolls (continuously, by pages, or snapping to groups); the layout's attributes
/// keep the unscrolled frames. Pinned headers and footers follow the visible bounds; a
/// section's `visibleItemsInvalidationHandler` adjusts its visible items at each layout pass.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let provider: @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    var index = LayoutElementIndex(vertical: true)
    var contentSize: CGSize = .zero
    /// Which dimensions of each element are estimated.
    var estimated: [ElementKey: (width: Bool, height: Bool)] = [:]
    /// The list appearance of a layout made by `list(using:)`.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// The sections as the last pass laid them out, by section index.
    var laidOut: [Int: SectionGeometry] = [:]
    /// Headers and footers pinned to the visible bounds, with the sections they stay within.
    var pinned: [PinnedElement] = []
    /// The scroll views of the orthogonally scrolling sections, by section index.
    var bands: [Int: OrthogonalScrollView] = [:]

    /// Every section laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout initWithSection:]"); defer { entry.end() }
        provider = { _, _ in section }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration(unchecked: ())
        super.init()
    }

    /// Every section laid out as `section`, with layout-wide settings.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout initWithSection:configuration:]"); defer { entry.end() }
        provider = { _, _ in section }
        storedConfiguration = configuration.duplicate()
        super.init()
    }

    /// Each section laid out as the provider says, given the environment.
    public init(sectionProvider: @escaping @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout initWithSectionProvider:]"); defer { entry.end() }
        provider = sectionProvider
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration(unchecked: ())
        super.init()
    }

    /// Each section laid out as the provider says, with layout-wide settings.
    public init(sectionProvider: @escaping @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout initWithSectionProvider:configuration:]"); defer { entry.end() }
        provider = sectionProvider
        storedConfiguration = configuration.duplicate()
        super.init()
    }

    /// Compositional layouts are made in code (UIKit's is not archivable): nil.
    @available(*, unavailable, message: "UICollectionViewCompositionalLayout is made with a section or a section provider")
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UICollectionViewCompositionalLayout initWithCoder:]")
        return nil
    }

    /// The layout-wide settings (a copy: set a changed one to apply it; setting it invalidates
    /// the layout).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { let entry = UIEntry("-[UICollectionViewCompositionalLayout configuration]", self); defer { entry.end() }; return storedConfiguration.duplicate() }
        set {
            let entry = UIEntry("-[UICollectionViewCompositionalLayout setConfiguration:]", self); defer { entry.end() }
            storedConfiguration = newValue.duplicate()
            invalidateLayout()
        }
    }

    /// True: the layout mirrors in a right-to-left layout.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout flipsHorizontallyInOppositeLayoutDirection]", self); defer { entry.end() }
        return true
    }

    /// A list layout.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let entry = UIEntry("+[UICollectionViewCompositionalLayout layoutWithListConfiguration:]"); defer { entry.end() }
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in configuration.makeSection(environment) })
        layout.listAppearance = configuration.appearance
        return layout
    }

    open override func prepare() {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout prepareLayout]", self); defer { entry.end() }
        super.prepare()
        compute()
    }

    open override var collectionViewContentSize: CGSize {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout collectionViewContentSize]", self); defer { entry.end() }
        return contentSize
    }

    /// The elements meeting `rect`: those of orthogonally scrolling sections where their
    /// section's scrolling shows them, pinned headers where they are pinned; then each
    /// section's `visibleItemsInvalidationHandler` adjusts its items (during the collection
    /// view's layout pass).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout layoutAttributesForElementsInRect:]", self); defer { entry.end() }
        return visibleElements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout layoutAttributesForItemAtIndexPath:]", self); defer { entry.end() }
        return index.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout layoutAttributesForSupplementaryViewOfKind:atIndexPath:]", self); defer { entry.end() }
        let key = ElementKey(kind: elementKind, indexPath: indexPath)
        if let pin = pinned.first(where: { ElementKey($0.attributes) == key }) { return pinnedAttributes(pin) }
        return index.supplementary(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout layoutAttributesForDecorationViewOfKind:atIndexPath:]", self); defer { entry.end() }
        return index.decoration(ofKind: elementKind, at: indexPath)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout shouldInvalidateLayoutForBoundsChange:]", self); defer { entry.end() }
        return newBounds.size != (storedCollectionView?.storedBounds.size ?? newBounds.size)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout shouldInvalidateLayoutForPreferredLayoutAttributes:withOriginalAttributes:]", self); defer { entry.end() }
        guard let flags = estimated[ElementKey(originalAttributes)] else { return false }
        let p = preferredAttributes.storedFrame.size, o = originalAttributes.storedFrame.size
        return (flags.width && abs(p.width - o.width) > 0.001) || (flags.height && abs(p.height - o.height) > 0.001)
    }

    override func selfSizing(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        guard let flags = estimated[ElementKey(attributes)], flags.width || flags.height else { return nil }
        return (flags.width ? .fittingSizeLevel : .required, flags.height ? .fittingSizeLevel : .required)
    }

    override func collectionViewDidChange(from old: UICollectionView?) {
        // The orthogonal sections' scroll views belong to the collection view the layout left.
        for band in bands.values { band.removeFromSuperview() }
        bands = [:]
    }

    override func host(for key: ElementKey) -> (view: UIView, origin: CGPoint)? {
        guard !key.isDecoration, let band = bands[key.indexPath.section], laidOut[key.indexPath.section]?.hosts(key) == true else { return nil }
        return (band, band.frameValue.origin)
    }

    override func shownFrame(_ attributes: UICollectionViewLayoutAttributes) -> CGRect {
        let key = ElementKey(attributes)
        guard host(for: key) != nil, let band = bands[key.indexPath.section] else { return attributes.storedFrame }
        return attributes.storedFrame.offsetBy(dx: -band.storedBounds.minX, dy: -band.storedBounds.minY)
    }
}
