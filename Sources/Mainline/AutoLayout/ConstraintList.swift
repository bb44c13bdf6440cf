/// Constraints in the order they were added, with constant-time membership and removal (an
/// engine of a large window holds tens of thousands, and a container many constraints are
/// installed on must not be scanned to remove one). Each constraint keeps its own slot number
/// in the list (`slot` names which of its slot fields), so the list needs no hash table.
struct ConstraintList: Sequence {
    private let slot: ReferenceWritableKeyPath<NSLayoutConstraint, Int>
    private var slots: [NSLayoutConstraint?] = []
    private(set) var count = 0

    init(slot: ReferenceWritableKeyPath<NSLayoutConstraint, Int>) {
        self.slot = slot
    }

    var isEmpty: Bool { count == 0 }

    func contains(_ c: NSLayoutConstraint) -> Bool {
        let i = c[keyPath: slot]
        return slots.indices.contains(i) && slots[i] === c
    }

    mutating func append(_ c: NSLayoutConstraint) {
        guard !contains(c) else { return }
        c[keyPath: slot] = slots.count
        slots.append(c)
        count += 1
    }

    mutating func remove(_ c: NSLayoutConstraint) {
        guard contains(c) else { return }
        slots[c[keyPath: slot]] = nil
        c[keyPath: slot] = -1
        count -= 1
        // Compact once holes outnumber the constraints, keeping the order.
        if slots.count > 32 && slots.count > 2 * count {
            slots = slots.filter { $0 != nil }
            for (i, c) in slots.enumerated() { c![keyPath: slot] = i }
        }
    }

    var array: [NSLayoutConstraint] { slots.compactMap { $0 } }

    func makeIterator() -> some IteratorProtocol<NSLayoutConstraint> {
        slots.lazy.compactMap { $0 }.makeIterator()
    }
}

/// The constraints that refer to one layout item (a constraint refers to two, so it cannot
/// keep a slot of its own here): constant-time insertion and removal, in a deterministic
/// order.
struct ConstraintReferences: Sequence {
    private var items: [NSLayoutConstraint] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { items.isEmpty }

    mutating func insert(_ c: NSLayoutConstraint) {
        let key = ObjectIdentifier(c)
        guard positions[key] == nil else { return }
        positions[key] = items.count
        items.append(c)
    }

    /// Removes by moving the last reference into the hole.
    mutating func remove(_ c: NSLayoutConstraint) {
        guard let i = positions.removeValue(forKey: ObjectIdentifier(c)) else { return }
        let last = items.removeLast()
        if i < items.count {
            items[i] = last
            positions[ObjectIdentifier(last)] = i
        }
    }

    func makeIterator() -> IndexingIterator<[NSLayoutConstraint]> {
        items.makeIterator()
    }
}
