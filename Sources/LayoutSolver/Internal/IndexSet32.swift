/// A set of non-negative `Int32` values (row slots or symbol ids) whose iteration order depends
/// only on the history of insertions and removals, never on a per-process hash seed.
///
/// Swift's `Set` is seeded per process, so iterating it would make pivots differ between runs.
/// Small sets (the common case: a symbol appears in one to three rows) are a plain unordered
/// array; larger ones switch to open addressing with linear probing and backward-shift
/// deletion, hashed by a fixed multiplicative hash.
struct IndexSet32 {
    /// Small mode: the first `count` elements. Hash mode: a power-of-two table, `-1` = empty.
    private(set) var storage: [Int32] = []
    private(set) var count: Int = 0
    private var hashed = false

    private static let smallLimit = 8

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private static func home(_ value: Int32, _ mask: Int) -> Int {
        // Fibonacci hashing: spreads consecutive slots across the table.
        Int(truncatingIfNeeded: (UInt32(bitPattern: value) &* 2_654_435_769) >> 7) & mask
    }

    func contains(_ value: Int32) -> Bool {
        if !hashed {
            for i in 0..<count where storage[i] == value { return true }
            return false
        }
        let mask = storage.count - 1
        var i = Self.home(value, mask)
        while true {
            let v = storage[i]
            if v == value { return true }
            if v < 0 { return false }
            i = (i + 1) & mask
        }
    }

    /// Inserts `value`; returns false if it was already present.
    @discardableResult
    mutating func insert(_ value: Int32) -> Bool {
        if !hashed {
            for i in 0..<count where storage[i] == value { return false }
            if count < Self.smallLimit {
                if count < storage.count { storage[count] = value } else { storage.append(value) }
                count += 1
                return true
            }
            rehash(capacity: 32)
        } else if (count + 1) * 2 > storage.count {
            rehash(capacity: storage.count * 2)
        }
        let mask = storage.count - 1
        var i = Self.home(value, mask)
        while true {
            let v = storage[i]
            if v == value { return false }
            if v < 0 {
                storage[i] = value
                count += 1
                return true
            }
            i = (i + 1) & mask
        }
    }

    /// Removes `value`; returns false if it was absent.
    @discardableResult
    mutating func remove(_ value: Int32) -> Bool {
        if !hashed {
            for i in 0..<count where storage[i] == value {
                count -= 1
                storage[i] = storage[count]
                return true
            }
            return false
        }
        let mask = storage.count - 1
        var i = Self.home(value, mask)
        while true {
            let v = storage[i]
            if v < 0 { return false }
            if v == value { break }
            i = (i + 1) & mask
        }
        // Backward-shift deletion keeps probe chains intact without tombstones.
        var hole = i
        var j = (i + 1) & mask
        while storage[j] >= 0 {
            let h = Self.home(storage[j], mask)
            // Move storage[j] into the hole if its home is not cyclically in (hole, j].
            let inRange = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !inRange {
                storage[hole] = storage[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        storage[hole] = -1
        count -= 1
        return true
    }

    mutating func removeAll() {
        storage.removeAll(keepingCapacity: false)
        count = 0
        hashed = false
    }

    /// Calls `body` with every element, in the set's deterministic order.
    @inline(__always)
    func forEach(_ body: (Int32) throws -> Void) rethrows {
        if !hashed {
            for i in 0..<count { try body(storage[i]) }
        } else {
            for v in storage where v >= 0 { try body(v) }
        }
    }

    /// The elements as an array, in the set's deterministic order.
    var elements: [Int32] {
        if !hashed { return Array(storage[0..<count]) }
        return storage.filter { $0 >= 0 }
    }

    private mutating func rehash(capacity: Int) {
        let old = hashed ? storage.filter { $0 >= 0 } : Array(storage[0..<count])
        storage = [Int32](repeating: -1, count: capacity)
        hashed = true
        count = 0
        let mask = capacity - 1
        for value in old {
            var i = Self.home(value, mask)
            while storage[i] >= 0 { i = (i + 1) & mask }
            storage[i] = value
            count += 1
        }
    }
}
