/// Constraints in the order they were added, with constant-time membership and removal (an
/// engine of a large window holds tens of thousands, and deactivating one must not scan them).
/// Each constraint keeps its own slot number, so the list needs no hash table.
struct ConstraintList: Sequence {
    private var slots: [NSLayoutConstraint?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    func contains(_ c: NSLayoutConstraint) -> Bool {
        slots.indices.contains(c.listSlot) && slots[c.listSlot] === c
    }

    mutating func append(_ c: NSLayoutConstraint) {
        guard !contains(c) else { return }
        c.listSlot = slots.count
        slots.append(c)
        count += 1
    }

    mutating func remove(_ c: NSLayoutConstraint) {
        guard contains(c) else { return }
        slots[c.listSlot] = nil
        c.listSlot = -1
        count -= 1
        // Compact once holes outnumber the constraints, keeping the order.
        if slots.count > 32 && slots.count > 2 * count {
            slots = slots.filter { $0 != nil }
            for (i, c) in slots.enumerated() { c!.listSlot = i }
        }
    }

    func makeIterator() -> some IteratorProtocol<NSLayoutConstraint> {
        slots.lazy.compactMap { $0 }.makeIterator()
    }
}
