import Foundation

/// Items in a row (horizontal) or a column (vertical), or at frames a provider gives (custom).
/// With `subitems`, the subitems repeat while they fit in the group; with a `count`, exactly
/// that many share the group's length.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group places its items.
    enum Arrangement {
        case horizontal, vertical
        case custom(@MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    let storedSubitems: [NSCollectionLayoutItem]
    let storedCount: Int?
    let arrangement: Arrangement
    var storedInterItemSpacing: NSCollectionLayoutSpacing?

    var isHorizontal: Bool { if case .horizontal = arrangement { return true } else { return false } }

    init(size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?, arrangement: Arrangement) {
        storedSubitems = subitems
        storedCount = count.map { max(1, $0) }
        self.arrangement = arrangement
        super.init(size: size)
        if case .custom = arrangement { return }
        if subitems.isEmpty || (count ?? 1) < 1 {
            DiagnosticCenter.report(.listMisuse, "NSCollectionLayoutGroup: a group needs at least one subitem and a count of at least 1 (got \(subitems.count) subitems, count \(count.map(String.init) ?? "none")).")
        }
    }

    convenience init(size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?, horizontal: Bool) {
        self.init(size: size, subitems: subitems, count: count, arrangement: horizontal ? .horizontal : .vertical)
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup horizontalGroupWithLayoutSize:subitems:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, count: nil, horizontal: true)
    }
    /// A row of `count` equal items (deprecated form of `repeatingSubitem:count:`).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup horizontalGroupWithLayoutSize:subitem:count:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], count: count, horizontal: true)
    }
    /// A row of `count` equal items.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup horizontalGroupWithLayoutSize:repeatingSubitem:count:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], count: count, horizontal: true)
    }
    /// A column of `subitems`, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup verticalGroupWithLayoutSize:subitems:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, count: nil, horizontal: false)
    }
    /// A column of `count` equal items (deprecated form of `repeatingSubitem:count:`).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup verticalGroupWithLayoutSize:subitem:count:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], count: count, horizontal: false)
    }
    /// A column of `count` equal items.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup verticalGroupWithLayoutSize:repeatingSubitem:count:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], count: count, horizontal: false)
    }

    /// A group whose items are at the frames `itemProvider` returns (relative to the group; it
    /// is called at each layout with the group's size as the container).
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        let entry = UIEntry("+[NSCollectionLayoutGroup customGroupWithLayoutSize:itemProvider:]"); defer { entry.end() }
        return NSCollectionLayoutGroup(size: layoutSize, subitems: [], count: nil, arrangement: .custom(itemProvider))
    }

    /// The group's items.
    public var subitems: [NSCollectionLayoutItem] {
        let entry = UIEntry("-[NSCollectionLayoutGroup subitems]", self); defer { entry.end() }
        return storedSubitems
    }

    /// The supplementary items anchored to the group.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { let entry = UIEntry("-[NSCollectionLayoutGroup supplementaryItems]", self); defer { entry.end() }; return storedSupplementaryItems }
        set { let entry = UIEntry("-[NSCollectionLayoutGroup setSupplementaryItems:]", self); defer { entry.end() }; storedSupplementaryItems = newValue }
    }

    /// The space between the group's items (none by default).
    public var interItemSpacing: NSCollectionLayoutSpacing? {
        get { let entry = UIEntry("-[NSCollectionLayoutGroup interItemSpacing]", self); defer { entry.end() }; return storedInterItemSpacing }
        set { let entry = UIEntry("-[NSCollectionLayoutGroup setInterItemSpacing:]", self); defer { entry.end() }; storedInterItemSpacing = newValue }
    }

    /// A text picture of the group: its kind and size, then its subitems, indented.
    public func visualDescription() -> String {
        let entry = UIEntry("-[NSCollectionLayoutGroup visualDescription]", self); defer { entry.end() }
        return describe(indent: "")
    }

    private func describe(indent: String) -> String {
        let kind: String
        switch arrangement {
        case .horizontal: kind = "horizontal"
        case .vertical: kind = "vertical"
        case .custom: kind = "custom"
        }
        var lines = ["\(indent)+ \(kind) group [\(storedSize.storedWidth.summary) × \(storedSize.storedHeight.summary)]"
                     + (storedCount.map { " count \($0)" } ?? "")
                     + (storedInterItemSpacing.map { " spacing \($0.isFlexible ? "flexible" : "fixed")(\($0.value))" } ?? "")]
        for item in storedSubitems {
            if let group = item as? NSCollectionLayoutGroup {
                lines.append(group.describe(indent: indent + "  "))
            } else {
                lines.append("\(indent)  - item [\(item.storedSize.storedWidth.summary) × \(item.storedSize.storedHeight.summary)]")
            }
        }
        return lines.joined(separator: "\n")
    }
}
