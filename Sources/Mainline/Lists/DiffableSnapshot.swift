import Foundation

/// The state of a diffable data source: sections and their items, by identifier. A value:
/// change a copy and `apply` it. Identifiers must be unique across the snapshot; a duplicate
/// is reported (UIKit raises) and left out.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    var sections: [SectionIdentifierType] = []
    var items: [[ItemIdentifierType]] = []
    var sectionOfItem: [ItemIdentifierType: Int] = [:]
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let s = sections.firstIndex(of: identifier) else { missing("section", identifier); return 0 }
        return items[s].count
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = sections.firstIndex(of: identifier) else { missing("section", identifier); return [] }
        return items[s]
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }
    /// The item's index in the whole snapshot (UIKit counts across sections).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let i = items[s].firstIndex(of: identifier) else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + i
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: - Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let s = sections.firstIndex(of: toIdentifier) else { return missing("section", toIdentifier) }
        insertSections(identifiers, at: s)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let s = sections.firstIndex(of: toIdentifier) else { return missing("section", toIdentifier) }
        insertSections(identifiers, at: s + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let s = sections.firstIndex(of: id) else { missing("section", id); continue }
            sections.remove(at: s)
            items.remove(at: s)
        }
        reindex()
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers where sections.contains(id) { reloadedSectionIdentifiers.append(id) }
    }

    // MARK: - Items

    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let s: Int
        if let sectionIdentifier {
            guard let found = sections.firstIndex(of: sectionIdentifier) else { return missing("section", sectionIdentifier) }
            s = found
        } else {
            guard !sections.isEmpty else {
                return report("There are currently no sections in the data source. Please add a section first.")
            }
            s = sections.count - 1
        }
        insertItems(identifiers, section: s, at: items[s].count)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let s = sectionOfItem[beforeIdentifier], let i = items[s].firstIndex(of: beforeIdentifier) else { return missing("item", beforeIdentifier) }
        insertItems(identifiers, section: s, at: i)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let s = sectionOfItem[afterIdentifier], let i = items[s].firstIndex(of: afterIdentifier) else { return missing("item", afterIdentifier) }
        insertItems(identifiers, section: s, at: i + 1)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard let s = sectionOfItem[id], let i = items[s].firstIndex(of: id) else { missing("item", id); continue }
            items[s].remove(at: i)
            sectionOfItem[id] = nil
        }
    }
    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }
    /// Marks items to be made again (a new cell from the cell provider).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard sectionOfItem[id] != nil else { missing("item", id); continue }
            reloadedItemIdentifiers.append(id)
        }
    }
    /// Marks items to be configured again in their existing cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard sectionOfItem[id] != nil else { missing("item", id); continue }
            reconfiguredItemIdentifiers.append(id)
        }
    }

    // MARK: - Internals

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var fresh: [SectionIdentifierType] = []
        for id in identifiers {
            if sections.contains(id) || fresh.contains(id) { duplicate("section", id); continue }
            fresh.append(id)
        }
        sections.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        reindex()
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], section s: Int, at index: Int) {
        var fresh: [ItemIdentifierType] = []
        var seen = Set<ItemIdentifierType>()
        for id in identifiers {
            if sectionOfItem[id] != nil || !seen.insert(id).inserted { duplicate("item", id); continue }
            fresh.append(id)
        }
        items[s].insert(contentsOf: fresh, at: index)
        for id in fresh { sectionOfItem[id] = s }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo toIdentifier: SectionIdentifierType, after: Bool) {
        guard identifier != toIdentifier else { return }
        guard let from = sections.firstIndex(of: identifier) else { return missing("section", identifier) }
        guard sections.contains(toIdentifier) else { return missing("section", toIdentifier) }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: toIdentifier)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
        reindex()
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo toIdentifier: ItemIdentifierType, after: Bool) {
        guard identifier != toIdentifier else { return }
        guard let s = sectionOfItem[identifier], let i = items[s].firstIndex(of: identifier) else { return missing("item", identifier) }
        guard sectionOfItem[toIdentifier] != nil else { return missing("item", toIdentifier) }
        items[s].remove(at: i)
        let t = sectionOfItem[toIdentifier]!
        let j = items[t].firstIndex(of: toIdentifier)! + (after ? 1 : 0)
        items[t].insert(identifier, at: j)
        sectionOfItem[identifier] = t
    }

    private mutating func reindex() {
        sectionOfItem = [:]
        for (s, list) in items.enumerated() { for id in list { sectionOfItem[id] = s } }
    }

    /// Forgets the reload and reconfigure marks (they belong to one `apply`).
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    private func duplicate(_ what: String, _ id: some Hashable) {
        report("Diffable data source detected an attempt to insert or append \(what) identifiers that already exist in the snapshot. The \(what) identifier \(id) is ignored (identifiers must be unique).")
    }

    private func missing(_ what: String, _ id: some Hashable) {
        report("Invalid \(what) identifier specified: \(id) is not in the snapshot; the call is ignored.")
    }

    private func report(_ message: String) {
        DiagnosticCenter.report(.listMisuse, "NSDiffableDataSourceSnapshot: " + message)
    }
}
