import Foundation

/// A length along one axis: a fraction of the container's width or height, points, or an
/// estimate the element's own size replaces (self-sizing).
public final class NSCollectionLayoutDimension: @unchecked Sendable {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    let value: CGFloat
    init(_ kind: Kind, _ value: CGFloat) {
        self.kind = kind
        self.value = value.isFinite && value >= 0 ? value : 0
    }
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, points) }
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, points) }
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var dimension: CGFloat { value }

    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * value
        case .fractionalHeight: container.height * value
        case .absolute, .estimated: value
        }
    }
}

/// A width and a height.
public final class NSCollectionLayoutSize: @unchecked Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between a group's items: fixed, or at least a minimum with the leftover shared.
public final class NSCollectionLayoutSpacing: @unchecked Sendable {
    let value: CGFloat
    let isFlexible: Bool
    init(_ value: CGFloat, flexible: Bool) {
        self.value = value.isFinite ? value : 0
        isFlexible = flexible
    }
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points, flexible: false) }
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points, flexible: true) }
    public var spacing: CGFloat { value }
    public var isFixedSpacing: Bool { !isFlexible }
    public var isFlexibleSpacing: Bool { isFlexible }
}

/// Where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// One item of a compositional layout: its size in its group and the insets of its content
/// within that size (applied after the layout, as UIKit does: they do not move other items).
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    let storedSize: NSCollectionLayoutSize
    var storedContentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    init(size: NSCollectionLayoutSize) { storedSize = size }

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        let entry = UIEntry("+[NSCollectionLayoutItem itemWithLayoutSize:]"); defer { entry.end() }
        self.init(size: layoutSize)
    }

    /// The item's size.
    public var layoutSize: NSCollectionLayoutSize {
        let entry = UIEntry("-[NSCollectionLayoutItem layoutSize]", self); defer { entry.end() }
        return storedSize
    }

    /// Insets of the content within the item's size.
    public var contentInsets: NSDirectionalEdgeInsets {
        get { let entry = UIEntry("-[NSCollectionLayoutItem contentInsets]", self); defer { entry.end() }; return storedContentInsets }
        set { let entry = UIEntry("-[NSCollectionLayoutItem setContentInsets:]", self); defer { entry.end() }; storedContentInsets = newValue }
    }
}

/// Items in a row (horizontal) or a column (vertical). With `subitems`, the subitems repeat
/// while they fit in the group; with a `count`, exactly that many share the group's length.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let storedSubitems: [NSCollectionLayoutItem]
    let storedCount: Int?
    let isHorizontal: Bool
    var storedInterItemSpacing: NSCollectionLayoutSpacing?

    init(size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?, horizontal: Bool) {
        storedSubitems = subitems
        storedCount = count.map { max(1, $0) }
        isHorizontal = horizontal
        super.init(size: size)
        if subitems.isEmpty || (count ?? 1) < 1 {
            DiagnosticCenter.report(.listMisuse, "NSCollectionLayoutGroup: a group needs at least one subitem and a count of at least 1 (got \(subitems.count) subitems, count \(count.map(String.init) ?? "none")).")
        }
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup horizontalGroupWithLayoutSize:subitems:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, count: nil, horizontal: true)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup horizontalGroupWithLayoutSize:subitem:count:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], count: count, horizontal: true)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup horizontalGroupWithLayoutSize:repeatingSubitem:count:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], count: count, horizontal: true)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup verticalGroupWithLayoutSize:subitems:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, count: nil, horizontal: false)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup verticalGroupWithLayoutSize:subitem:count:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], count: count, horizontal: false)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup verticalGroupWithLayoutSize:repeatingSubitem:count:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], count: count, horizontal: false)
    }

    /// The group's items.
    public var subitems: [NSCollectionLayoutItem] {
        let entry = UIEntry("-[NSCollectionLayoutGroup subitems]", self); defer { entry.end() }
        return storedSubitems
    }

    /// The space between the group's items (none by default).
    public var interItemSpacing: NSCollectionLayoutSpacing? {
        get { let entry = UIEntry("-[NSCollectionLayoutGroup interItemSpacing]", self); defer { entry.end() }; return storedInterItemSpacing }
        set { let entry = UIEntry("-[NSCollectionLayoutGroup setInterItemSpacing:]", self); defer { entry.end() }; storedInterItemSpacing = newValue }
    }
}

/// A header or footer of a section.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem {
    let storedSize: NSCollectionLayoutSize
    let storedKind: String
    let storedAlignment: NSRectAlignment
    var storedContentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        let entry = UIEntry("+[NSCollectionLayoutBoundarySupplementaryItem boundarySupplementaryItemWithLayoutSize:elementKind:alignment:]"); defer { entry.end() }
        storedSize = layoutSize
        storedKind = elementKind
        storedAlignment = alignment
    }
    public var layoutSize: NSCollectionLayoutSize { let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem layoutSize]", self); defer { entry.end() }; return storedSize }
    public var elementKind: String { let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem elementKind]", self); defer { entry.end() }; return storedKind }
    public var alignment: NSRectAlignment { let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem alignment]", self); defer { entry.end() }; return storedAlignment }

    var isAtTop: Bool { [.top, .topLeading, .topTrailing, .leading, .none].contains(storedAlignment) }
}

/// A section: its group repeated until the section's items are placed.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    let storedGroup: NSCollectionLayoutGroup
    var storedInterGroupSpacing: CGFloat = 0
    var storedContentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    var storedBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init(group: NSCollectionLayoutGroup) {
        let entry = UIEntry("+[NSCollectionLayoutSection sectionWithGroup:]"); defer { entry.end() }
        storedGroup = group
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

    /// Headers (aligned at the top) and footers (at the bottom).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { let entry = UIEntry("-[NSCollectionLayoutSection boundarySupplementaryItems]", self); defer { entry.end() }; return storedBoundaryItems }
        set { let entry = UIEntry("-[NSCollectionLayoutSection setBoundarySupplementaryItems:]", self); defer { entry.end() }; storedBoundaryItems = newValue }
    }

    /// A list section (`UICollectionViewCompositionalLayout.list(using:)` makes one per section).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let entry = UIEntry("+[NSCollectionLayoutSection sectionWithListConfiguration:layoutEnvironment:]"); defer { entry.end() }
        return configuration.makeSection(layoutEnvironment)
    }
}

/// The size of what a section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

@MainActor
final class LayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    let size: CGSize
    let traits: UITraitCollection
    weak var collectionView: UICollectionView?
    init(size: CGSize, traits: UITraitCollection, collectionView: UICollectionView?) {
        self.size = size
        self.traits = traits
        self.collectionView = collectionView
    }
    var contentSize: CGSize { size }
    var effectiveContentSize: CGSize { size }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { traits }
}

/// The configuration of a list layout: plain, grouped or inset-grouped rows that size
/// themselves from an estimated 44 pt, with optional section headers and footers.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators = true
    public var backgroundColor: UIColor?

    public init(appearance: Appearance) { self.appearance = appearance }

    /// UIKit's estimated height of a list row.
    static let estimatedRowHeight: CGFloat = 44

    @MainActor func makeSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight)))
        let group = NSCollectionLayoutGroup(size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight)),
                                            subitems: [item], count: nil, horizontal: true)
        let section = NSCollectionLayoutSection(group: group)
        if appearance == .insetGrouped, let cv = (environment as? LayoutContainer)?.collectionView {
            // Inset-grouped rows sit within the collection view's layout margins.
            let margins = cv.storedLayoutMargins
            section.storedContentInsets = NSDirectionalEdgeInsets(top: 0, leading: margins.left, bottom: 0, trailing: margins.right)
        }
        if headerMode == .supplementary {
            section.storedBoundaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.storedBoundaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// A layout composed of sections of groups of items (vertical scrolling). A section's group
/// repeats until its items are placed, `interGroupSpacing` apart, inside the section's
/// content insets; headers come before the insets, footers after. Estimated dimensions are
/// replaced by the measured size of the cells (self-sizing).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let provider: @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    var index = LayoutElementIndex(vertical: true)
    var contentSize: CGSize = .zero
    /// Which dimensions of each element are estimated.
    var estimated: [ElementKey: (width: Bool, height: Bool)] = [:]
    /// The list appearance of a layout made by `list(using:)`.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// Every section laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout initWithSection:]"); defer { entry.end() }
        provider = { _, _ in section }
        super.init()
    }

    /// Each section laid out as the provider says, given the environment.
    public init(sectionProvider: @escaping @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout initWithSectionProvider:]"); defer { entry.end() }
        provider = sectionProvider
        super.init()
    }

    /// Compositional layouts are made in code (UIKit's is not archivable): nil.
    @available(*, unavailable, message: "UICollectionViewCompositionalLayout is made with a section or a section provider")
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UICollectionViewCompositionalLayout initWithCoder:]")
        return nil
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

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout layoutAttributesForElementsInRect:]", self); defer { entry.end() }
        return index.elements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout layoutAttributesForItemAtIndexPath:]", self); defer { entry.end() }
        return index.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewCompositionalLayout layoutAttributesForSupplementaryViewOfKind:atIndexPath:]", self); defer { entry.end() }
        return index.supplementary(ofKind: elementKind, at: indexPath)
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

    // MARK: - Computation

    private func compute() {
        guard let cv = storedCollectionView else { return }
        let area = contentArea
        let environment = LayoutContainer(size: area, traits: cv.traitCollection, collectionView: cv)
        var index = LayoutElementIndex(vertical: true)
        estimated = [:]
        var y: CGFloat = 0
        let counts = cv.sectionCounts
        index.reserveSections(counts.count)
        for (s, count) in counts.enumerated() {
            guard let section = provider(s, environment) else { continue }
            let insets = section.storedContentInsets
            let inner = CGSize(width: max(0, area.width - insets.leading - insets.trailing), height: max(0, area.height - insets.top - insets.bottom))
            for boundary in section.storedBoundaryItems where boundary.isAtTop {
                y += placeBoundary(boundary, section: s, y: y, x: insets.leading, container: inner, into: &index)
            }
            y += insets.top
            var cursor = 0
            while cursor < count {
                var placed: [UICollectionViewLayoutAttributes] = []
                let start = cursor
                guard let size = place(section.storedGroup, container: inner, origin: CGPoint(x: insets.leading, y: y), along: nil,
                                       section: s, cursor: &cursor, count: count, into: &placed), cursor > start else { break }
                for a in placed { index.add(a) }
                y += size.height
                if cursor < count { y += section.storedInterGroupSpacing }
            }
            y += insets.bottom
            for boundary in section.storedBoundaryItems where !boundary.isAtTop {
                y += placeBoundary(boundary, section: s, y: y, x: insets.leading, container: inner, into: &index)
            }
        }
        index.finish()
        self.index = index
        contentSize = CGSize(width: area.width, height: y)
    }

    private func placeBoundary(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int, y: CGFloat, x: CGFloat,
                               container: CGSize, into index: inout LayoutElementIndex) -> CGFloat {
        let key = ElementKey(kind: boundary.storedKind, indexPath: IndexPath(item: 0, section: section))
        var size = boundary.storedSize.resolve(in: container)
        let flags = (width: boundary.storedSize.widthDimension.isEstimated, height: boundary.storedSize.heightDimension.isEstimated)
        if let measured = preferredSizes[key] {
            if flags.width { size.width = measured.width }
            if flags.height { size.height = measured.height }
        }
        if flags.width || flags.height { estimated[key] = flags }
        index.add(makeAttributes(.supplementaryView, kind: boundary.storedKind, indexPath: key.indexPath,
                                                   frame: CGRect(origin: CGPoint(x: x, y: y), size: size)))
        return size.height
    }

    /// Places an item or a group at `origin`, taking items from `cursor`; returns its size (nil
    /// when there was no item left for it). `along` overrides the length along the parent
    /// group's axis (a group with a count shares its length equally).
    private func place(_ item: NSCollectionLayoutItem, container: CGSize, origin: CGPoint, along: (CGFloat, horizontal: Bool)?,
                       section: Int, cursor: inout Int, count: Int, into out: inout [UICollectionViewLayoutAttributes]) -> CGSize? {
        var size = item.storedSize.resolve(in: container)
        if let along { if along.horizontal { size.width = along.0 } else { size.height = along.0 } }
        guard let group = item as? NSCollectionLayoutGroup else {
            guard cursor < count else { return nil }
            let path = IndexPath(item: cursor, section: section)
            let key = ElementKey(kind: nil, indexPath: path)
            let i = item.storedContentInsets
            let flags = (width: item.storedSize.widthDimension.isEstimated && !(along?.horizontal ?? false),
                         height: item.storedSize.heightDimension.isEstimated && (along.map { $0.horizontal } ?? true))
            if let measured = preferredSizes[key] {
                if flags.width { size.width = measured.width + i.leading + i.trailing }
                if flags.height { size.height = measured.height + i.top + i.bottom }
            }
            if flags.width || flags.height { estimated[key] = flags }
            let frame = CGRect(x: origin.x + i.leading, y: origin.y + i.top,
                               width: max(0, size.width - i.leading - i.trailing), height: max(0, size.height - i.top - i.bottom))
            out.append(makeAttributes(.cell, kind: nil, indexPath: path, frame: frame))
            cursor += 1
            return size
        }
        guard !group.storedSubitems.isEmpty else { return nil }
        let horizontal = group.isHorizontal
        let spacing = group.storedInterItemSpacing
        let gap = spacing?.value ?? 0
        let length = horizontal ? size.width : size.height
        var shared: CGFloat?
        if let n = group.storedCount { shared = max(0, (length - gap * CGFloat(n - 1)) / CGFloat(n)) }
        var position: CGFloat = 0
        var cross: CGFloat = 0
        var children: [(range: Range<Int>, end: CGFloat)] = []
        var k = 0
        while true {
            if let n = group.storedCount, k >= n { break }
            let child = group.storedSubitems[k % group.storedSubitems.count]
            let childLength = shared ?? (horizontal ? child.storedSize.widthDimension.resolve(in: size) : child.storedSize.heightDimension.resolve(in: size))
            if group.storedCount == nil, k > 0, position + childLength > length + 0.001 { break }
            if group.storedCount == nil, k > 0, childLength <= 0 { break }
            let first = out.count
            let childOrigin = horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
            guard let childSize = place(child, container: size, origin: childOrigin, along: shared.map { ($0, horizontal) },
                                        section: section, cursor: &cursor, count: count, into: &out) else { break }
            let advance = horizontal ? childSize.width : childSize.height
            children.append((first..<out.count, position + advance))
            cross = max(cross, horizontal ? childSize.height : childSize.width)
            position += advance + gap
            k += 1
        }
        guard !children.isEmpty else { return nil }
        // Flexible spacing shares what is left of the group's length between the gaps.
        if spacing?.isFlexible == true, children.count > 1, let last = children.last, last.end < length {
            let extra = (length - last.end) / CGFloat(children.count - 1)
            for (j, child) in children.enumerated() where j > 0 {
                for e in child.range {
                    if horizontal { out[e].storedFrame.origin.x += extra * CGFloat(j) } else { out[e].storedFrame.origin.y += extra * CGFloat(j) }
                }
            }
        }
        // An estimated cross dimension is the largest child's; an estimated length, the children's.
        if horizontal {
            if group.storedSize.heightDimension.isEstimated { size.height = cross }
            if group.storedSize.widthDimension.isEstimated, along == nil { size.width = children.last!.end }
        } else {
            if group.storedSize.widthDimension.isEstimated { size.width = cross }
            if group.storedSize.heightDimension.isEstimated, along == nil { size.height = children.last!.end }
        }
        return size
    }
}
