import Foundation

/// The changes of a batch update of a sectioned list (a table or collection view), in UIKit's
/// numbering: deletes and reloads name the rows and sections before the update, inserts the
/// rows and sections after it, moves one of each.
struct ListUpdate {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Where a row or section of the new data comes from.
    enum Source: Equatable {
        /// An item that was there before, now at this position.
        case old(IndexPath)
        /// A reloaded item: at the old one's place, with a new cell.
        case reloaded(IndexPath)
        /// A new item.
        case new
    }

    /// The new data's rows, each with its source, given the counts before and after; or the
    /// message UIKit raises when the counts do not add up ("Invalid update: …").
    func resolve(oldCounts: [Int], newCounts: [Int], itemName: String) -> Result<[[Source]], InvalidUpdate> {
        // Sections first: the old ones that stay, in order, then the inserted and moved-in ones
        // at their new places.
        let movedFrom = Set(movedSections.map(\.from))
        if let bad = deletedSections.union(reloadedSections).union(movedFrom).first(where: { $0 < 0 || $0 >= oldCounts.count }) {
            return .failure(InvalidUpdate("attempt to delete or reload section \(bad), but there are only \(oldCounts.count) sections before the update"))
        }
        var sectionSources: [Int?] = (0..<oldCounts.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.map { $0 }
        var arrivals: [(to: Int, from: Int?)] = insertedSections.map { ($0, nil) } + movedSections.map { ($0.to, $0.from) }
        arrivals.sort { $0.to < $1.to }
        for arrival in arrivals {
            guard arrival.to >= 0, arrival.to <= sectionSources.count else {
                return .failure(InvalidUpdate("attempt to insert section \(arrival.to) but there are only \(sectionSources.count + arrivals.count) sections after the update"))
            }
            sectionSources.insert(arrival.from, at: arrival.to)
        }
        guard sectionSources.count == newCounts.count else {
            return .failure(InvalidUpdate("""
            invalid number of sections. The number of sections contained in the \(itemName == "rows" ? "table" : "collection") view after the update \
            (\(newCounts.count)) must be equal to the number of sections contained in the \(itemName == "rows" ? "table" : "collection") view before the \
            update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \
            \(deletedSections.count) deleted).
            """))
        }
        // Then each section's rows.
        var result: [[Source]] = []
        for (newSection, oldSection) in sectionSources.enumerated() {
            guard let oldSection, !reloadedSections.contains(oldSection) else {
                result.append(Array(repeating: .new, count: newCounts[newSection]))
                continue
            }
            let deleted = deletedRows.filter { $0.section == oldSection }
            let movedOut = movedRows.filter { $0.from.section == oldSection }
            let inserted = insertedRows.filter { $0.section == newSection }
            let movedIn = movedRows.filter { $0.to.section == newSection }
            let expected = oldCounts[oldSection] + inserted.count - deleted.count + movedIn.count - movedOut.count
            guard expected == newCounts[newSection] else {
                return .failure(InvalidUpdate("""
                invalid number of \(itemName) in section \(newSection). The number of \(itemName) contained in an existing section after \
                the update (\(newCounts[newSection])) must be equal to the number of \(itemName) contained in that section before the \
                update (\(oldCounts[oldSection])), plus or minus the number of \(itemName) inserted or deleted from that section \
                (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of \(itemName) moved into or out of \
                that section (\(movedIn.count) moved in, \(movedOut.count) moved out).
                """))
            }
            if let bad = deleted.first(where: { $0.row < 0 || $0.row >= oldCounts[oldSection] }) {
                return .failure(InvalidUpdate("attempt to delete item \(bad.row) from section \(oldSection) which only contains \(oldCounts[oldSection]) items before the update"))
            }
            let movedOutRows = Set(movedOut.map(\.from.row))
            var rows: [Source] = (0..<oldCounts[oldSection]).filter { !deleted.contains(IndexPath(row: $0, section: oldSection)) && !movedOutRows.contains($0) }
                .map { row in
                    let path = IndexPath(row: row, section: oldSection)
                    return reloadedRows.contains(path) ? .reloaded(path) : .old(path)
                }
            var incoming: [(row: Int, source: Source)] = inserted.map { ($0.row, .new) } + movedIn.map { ($0.to.row, .old($0.from)) }
            incoming.sort { $0.row < $1.row }
            for item in incoming {
                guard item.row >= 0, item.row <= rows.count else {
                    return .failure(InvalidUpdate("attempt to insert item \(item.row) into section \(newSection), but there are only \(newCounts[newSection]) items in section \(newSection) after the update"))
                }
                rows.insert(item.source, at: item.row)
            }
            result.append(rows)
        }
        return .success(result)
    }
}

/// A batch update whose counts do not add up (UIKit raises NSInternalInconsistencyException).
struct InvalidUpdate: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
