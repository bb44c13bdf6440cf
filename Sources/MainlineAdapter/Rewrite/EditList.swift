/// Changes to one file's bytes: replacements of ranges (a zero-width range inserts). An edit
/// that lies inside a larger one is dropped when the larger one is applied (a member that moves
/// elsewhere takes its inner edits along through ``render(_:)``).
struct EditList {
    struct Edit {
        var range: Range<Int>
        var replacement: String
        /// Insertion order, to keep several insertions at one offset in the order made.
        var sequence: Int
    }

    private(set) var edits: [Edit] = []

    mutating func replace(_ range: Range<Int>, with replacement: String) {
        edits.append(Edit(range: range, replacement: replacement, sequence: edits.count))
    }

    mutating func insert(_ text: String, at offset: Int) {
        replace(offset..<offset, with: text)
    }

    /// Whether an edit already changes bytes in `range`.
    func touches(_ range: Range<Int>) -> Bool {
        edits.contains { !$0.range.isEmpty && $0.range.overlaps(range) }
    }

    /// The text of `range` of `bytes` with the edits that lie inside it applied (all of the
    /// file by default).
    func render(_ bytes: [UInt8], range: Range<Int>? = nil) -> String {
        let whole = range == nil
        let range = range ?? 0..<bytes.count
        let inside = edits.filter { edit in
            guard edit.range.lowerBound >= range.lowerBound, edit.range.upperBound <= range.upperBound else { return false }
            // An insertion at the end of a part belongs after it, not in it.
            return whole || !(edit.range.isEmpty && edit.range.lowerBound == range.upperBound)
        }.sorted { a, b in
            a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound < b.range.lowerBound
                : a.range.isEmpty != b.range.isEmpty ? a.range.isEmpty
                : a.range.count != b.range.count ? a.range.count > b.range.count  // the outer edit wins
                : a.sequence < b.sequence
        }
        var output: [UInt8] = []
        output.reserveCapacity(range.count + 1024)
        var cursor = range.lowerBound
        for edit in inside {
            // Inside a replacement already made (a moved or blanked member's own edits).
            if edit.range.lowerBound < cursor { continue }
            output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            output.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: bytes[cursor..<range.upperBound])
        return String(decoding: output, as: UTF8.self)
    }
}
