import Foundation

/// The difference between two lists of sections of items, identified by hashable values, as
/// the batch updates of a collection or table view need it: section and item deletes in the
/// old numbering, inserts in the new one, moves from old to new. Items that stay in the same
/// surviving section keep their place unless their relative order changed (then the fewest
/// are moved: those off the longest increasing run).
struct ListDiff<Section: Hashable, Item: Hashable> {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    init(from old: [(Section, [Item])], to new: [(Section, [Item])]) {
        let oldSectionIndex = Dictionary(old.enumerated().map { ($1.0, $0) }, uniquingKeysWith: { a, _ in a })
        let newSectionIndex = Dictionary(new.enumerated().map { ($1.0, $0) }, uniquingKeysWith: { a, _ in a })
        for (o, section) in old.enumerated() where newSectionIndex[section.0] == nil { deletedSections.insert(o) }
        for (n, section) in new.enumerated() where oldSectionIndex[section.0] == nil { insertedSections.insert(n) }
        // Surviving sections, in new order, by old index: those off the longest increasing run move.
        let survivors = new.compactMap { oldSectionIndex[$0.0] }
        let keep = Self.longestIncreasingRun(survivors)
        for (n, section) in new.enumerated() {
            guard let o = oldSectionIndex[section.0], !keep.contains(o) else { continue }
            movedSections.append((o, n))
        }
        // Items.
        var oldItemPosition: [Item: IndexPath] = [:]
        for (s, section) in old.enumerated() {
            for (i, item) in section.1.enumerated() where oldItemPosition[item] == nil { oldItemPosition[item] = IndexPath(item: i, section: s) }
        }
        var newItemPosition: [Item: IndexPath] = [:]
        for (s, section) in new.enumerated() {
            for (i, item) in section.1.enumerated() where newItemPosition[item] == nil { newItemPosition[item] = IndexPath(item: i, section: s) }
        }
        let movedSectionSet = Set(movedSections.map(\.from))
        for (s, section) in old.enumerated() where !deletedSections.contains(s) {
            for (i, item) in section.1.enumerated() where newItemPosition[item] == nil { deletedItems.append(IndexPath(item: i, section: s)) }
        }
        for (n, section) in new.enumerated() {
            let sectionIsNew = insertedSections.contains(n)
            var stayers: [(old: Int, new: Int)] = []
            for (i, item) in section.1.enumerated() {
                guard let from = oldItemPosition[item], !deletedSections.contains(from.section) else {
                    // An item in a new section comes with its section.
                    if !sectionIsNew { insertedItems.append(IndexPath(item: i, section: n)) }
                    continue
                }
                let to = IndexPath(item: i, section: n)
                if sectionIsNew {
                    movedItems.append((from, to))
                } else if oldSectionIndex[section.0] == from.section, !movedSectionSet.contains(from.section) {
                    stayers.append((from.item, i))
                } else if oldSectionIndex[section.0] == from.section {
                    // The section moved; its items move with it.
                    continue
                } else {
                    movedItems.append((from, to))
                }
            }
            let kept = Self.longestIncreasingRun(stayers.map(\.old))
            for s in stayers where !kept.contains(s.old) {
                movedItems.append((IndexPath(item: s.old, section: oldSectionIndex[section.0]!), IndexPath(item: s.new, section: n)))
            }
        }
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
    }

    /// The values of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []
        var tailIndex: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi { let mid = (lo + hi) / 2; if tails[mid] < v { lo = mid + 1 } else { hi = mid } }
            if lo > 0 { previous[i] = tailIndex[lo - 1] }
            if lo == tails.count { tails.append(v); tailIndex.append(i) } else { tails[lo] = v; tailIndex[lo] = i }
        }
        var result = Set<Int>()
        var k = tailIndex.last ?? -1
        while k >= 0 { result.insert(values[k]); k = previous[k] }
        return result
    }
}
