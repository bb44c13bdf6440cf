import Foundation

/// The changes of one batch update of a sectioned list (a collection or table view), in UIKit's
/// numbering: deletes, reloads and the sources of moves in the indexes before the update;
/// inserts and the destinations of moves in the indexes after it. A table's rows are its items.
struct BatchUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Where the update takes each surviving section and item, or why it is inconsistent.
    struct Mapping {
        var sections: [Int?]
        var items: [IndexPath: IndexPath]
        var reloaded: Set<IndexPath>
    }

    /// Checks the update against the counts before and after it (as UIKit's
    /// `NSInternalInconsistencyException`s word it) and maps old positions to new ones.
    func mapping(old: [Int], new: [Int], list: String = "collection view", noun: String = "items") -> Result<Mapping, UpdateError> {
        func fail(_ message: String) -> Result<Mapping, UpdateError> { .failure(UpdateError(message: message)) }
        for s in deletedSections.union(reloadedSections) where s >= old.count {
            return fail("attempt to delete section \(s), but there are only \(old.count) sections before the update")
        }
        for s in insertedSections where s >= new.count {
            return fail("attempt to insert section \(s) but there are only \(new.count) sections after the update")
        }
        for m in movedSections where m.from >= old.count || m.to >= new.count || m.from < 0 || m.to < 0 {
            return fail("attempt to move section \(m.from) to section \(m.to), but there are \(old.count) sections before the update and \(new.count) after it")
        }
        let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
        if movedFrom.count != movedSections.count || movedTo.count != movedSections.count
            || !movedFrom.isDisjoint(with: deletedSections) || !movedTo.isDisjoint(with: insertedSections) {
            return fail("attempt to perform more than one operation on the same section in one update")
        }
        // Sections: inserted and moved-in slots first, the rest filled in order by the old
        // sections that stay.
        let staying = (0..<old.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        if staying.count + insertedSections.count + movedSections.count != new.count {
            return fail("""
            Invalid update: invalid number of sections. The number of sections contained in the \(list) after the update \
            (\(new.count)) must be equal to the number of sections contained in the \(list) before the update (\(old.count)), \
            plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted) \
            and plus or minus the number of sections moved in or out (\(movedSections.count) moved in, \(movedSections.count) moved out).
            """)
        }
        var newOrigin = [Int?](repeating: nil, count: new.count)
        var taken = Set<Int>(insertedSections)
        for m in movedSections { newOrigin[m.to] = m.from; taken.insert(m.to) }
        var rest = staying.makeIterator()
        for s in 0..<new.count where !taken.contains(s) { newOrigin[s] = rest.next() }
        var sectionMap = [Int?](repeating: nil, count: old.count)
        for (n, o) in newOrigin.enumerated() { if let o { sectionMap[o] = n } }

        // Items.
        for p in deletedItems + reloadedItems + movedItems.map(\.from) {
            guard p.count == 2, old.indices.contains(p.section), p.item >= 0, p.item < old[p.section] else {
                let count = p.count == 2 && old.indices.contains(p.section) ? old[p.section] : 0
                return fail("attempt to delete item \(p.count == 2 ? p.item : -1) from section \(p.count == 2 ? p.section : -1) which only contains \(count) items before the update")
            }
        }
        for p in insertedItems + movedItems.map(\.to) {
            guard p.count == 2, new.indices.contains(p.section), p.item >= 0, p.item < new[p.section] else {
                let count = p.count == 2 && new.indices.contains(p.section) ? new[p.section] : 0
                return fail("attempt to insert item \(p.count == 2 ? p.item : -1) into section \(p.count == 2 ? p.section : -1), but there are only \(count) items in section \(p.count == 2 ? p.section : -1) after the update")
            }
        }
        let removed = deletedItems + movedItems.map(\.from)
        let added = insertedItems + movedItems.map(\.to)
        if Set(removed).count != removed.count || Set(added).count != added.count || !Set(reloadedItems).isDisjoint(with: removed) {
            return fail("attempt to perform more than one operation on the same item in one update")
        }
        let removedSet = Set(removed), addedSet = Set(added)
        var items: [IndexPath: IndexPath] = [:]
        var reloaded = Set<IndexPath>()
        for (n, origin) in newOrigin.enumerated() {
            let inserted = insertedItems.filter { $0.section == n }.count
            let movedIn = movedItems.filter { $0.to.section == n }
            guard let o = origin else {
                // A new section: its items are new (and moves may land in it).
                continue
            }
            let deleted = deletedItems.filter { $0.section == o }.count
            let movedOut = movedItems.filter { $0.from.section == o }
            let survivors = (0..<old[o]).filter { !removedSet.contains(IndexPath(item: $0, section: o)) }
            if survivors.count + inserted + movedIn.count != new[n] {
                let crossIn = movedIn.filter { $0.from.section != o }.count
                let crossOut = movedOut.filter { $0.to.section != n }.count
                return fail("""
                Invalid update: invalid number of \(noun) in section \(n). The number of \(noun) contained in an existing section after the \
                update (\(new[n])) must be equal to the number of \(noun) contained in that section before the update (\(old[o])), plus or \
                minus the number of \(noun) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or \
                minus the number of \(noun) moved into or out of that section (\(crossIn) moved in, \(crossOut) moved out).
                """)
            }
            var next = survivors.makeIterator()
            for item in 0..<new[n] where !addedSet.contains(IndexPath(item: item, section: n)) {
                guard let oldItem = next.next() else { break }
                let from = IndexPath(item: oldItem, section: o)
                let to = IndexPath(item: item, section: n)
                items[from] = to
                if reloadedSections.contains(o) || reloadedItems.contains(from) { reloaded.insert(from) }
            }
        }
        for m in movedItems { items[m.from] = m.to }
        return .success(Mapping(sections: sectionMap, items: items, reloaded: reloaded))
    }
}

struct UpdateError: Error {
    let message: String
}
