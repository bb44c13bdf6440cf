import Foundation

/// The items of one section as a tree (an outline): root items, children under parents, and
/// which parents are expanded. A collection view's diffable data source shows the visible
/// items (those whose ancestors are all expanded) in the section's order
/// (`apply(_:to:animatingDifferences:completion:)`).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    var roots: [ItemIdentifierType] = []
    var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: - Reading

    /// Every item, parents before their children (depth first).
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }

    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items shown: those whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { parentOf[item] != nil || roots.contains(item) }

    /// Whether `item` shows its children.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown (its ancestors are all expanded).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var parent = parentOf[item]
        while let p = parent {
            guard expanded.contains(p) else { return false }
            parent = parentOf[p]
        }
        return true
    }

    /// The depth of `item` (0 for a root item).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var parent = parentOf[item]
        while let p = parent {
            level += 1
            parent = parentOf[p]
        }
        return level
    }

    /// `item`'s index in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// `child`'s parent (nil for a root item).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// The subtree under `parent` (with `parent` as its one root when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            result.append([item], to: newParent)
            if expanded.contains(item) { result.expanded.insert(item) }
            for child in childrenOf[item] ?? [] { copy(child, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
        } else {
            for child in childrenOf[parent] ?? [] { copy(child, under: nil) }
        }
        return result
    }

    /// The tree as text, one item a line, indented by level (a `+` marks expanded parents).
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + (expanded.contains($0) ? "+ " : "- ") + "\($0)" }.joined(separator: "\n")
    }

    // MARK: - Changing

    /// Adds `items` at the end of `parent`'s children (of the root level when nil). An item
    /// already there is reported (UIKit raises) and left out.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !contains(parent) { return report("parent item \(parent) does not exist in the section snapshot") }
        let fresh = unique(items)
        if let parent {
            childrenOf[parent, default: []] += fresh
            for item in fresh { parentOf[item] = parent }
        } else {
            roots += fresh
        }
    }

    /// Inserts `items` before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    /// Inserts `items` after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    /// Inserts a section snapshot's trees before `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot.roots, before: item)
        graft(snapshot)
    }

    /// Inserts a section snapshot's trees after `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot.roots, after: item)
        graft(snapshot)
    }

    /// Replaces `parent`'s children with a section snapshot's trees.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard contains(parent) else { return report("parent item \(parent) does not exist in the section snapshot") }
        for child in childrenOf[parent] ?? [] { removeSubtree(child) }
        childrenOf[parent] = []
        append(snapshot.roots, to: parent)
        graft(snapshot)
    }

    /// Removes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            if let parent = parentOf[item] {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            removeSubtree(item)
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Shows `items`' children.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Hides `items`' children.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    // MARK: - Internals

    private func flatten(_ level: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || expanded.contains(item) { stack += (childrenOf[item] ?? []).reversed() }
        }
        return result
    }

    private func unique(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        return items.filter { item in
            guard !contains(item), seen.insert(item).inserted else {
                report("item \(item) is already in the section snapshot; it is left out")
                return false
            }
            return true
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool) {
        guard contains(item) else { return report("item \(item) does not exist in the section snapshot") }
        let fresh = unique(items)
        if let parent = parentOf[item] {
            var siblings = childrenOf[parent] ?? []
            let i = siblings.firstIndex(of: item)! + (after ? 1 : 0)
            siblings.insert(contentsOf: fresh, at: i)
            childrenOf[parent] = siblings
            for child in fresh { parentOf[child] = parent }
        } else {
            let i = roots.firstIndex(of: item)! + (after ? 1 : 0)
            roots.insert(contentsOf: fresh, at: i)
        }
    }

    /// Takes in the children and expansion of `snapshot`'s items (their roots are placed).
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        for (parent, children) in snapshot.childrenOf where contains(parent) {
            append(children, to: parent)
        }
        expanded.formUnion(snapshot.expanded.filter(contains))
    }

    private mutating func removeSubtree(_ item: ItemIdentifierType) {
        for child in childrenOf[item] ?? [] { removeSubtree(child) }
        childrenOf[item] = nil
        parentOf[item] = nil
        expanded.remove(item)
    }

    private func report(_ message: String) {
        DiagnosticCenter.report(.listMisuse, "NSDiffableDataSourceSectionSnapshot: \(message).")
    }
}

/// A change a diffable data source made (a reorder by the user): the snapshots before and
/// after, the difference of their items, and each section's part.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The state before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The state after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// How the items (all sections, in order) changed.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The sections the change touched.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in final.sectionIdentifiers {
            let before = initial.sections.contains(section) ? initial.itemIdentifiers(inSection: section) : []
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { continue }
            var a = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>(), b = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            a.append(before)
            b.append(after)
            sections.append(NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: a, finalSnapshot: b,
                                                                   difference: after.difference(from: before)))
        }
        sectionTransactions = sections
    }
}

/// One section's part of a transaction.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// How they changed.
    public let difference: CollectionDifference<ItemIdentifierType>
}
