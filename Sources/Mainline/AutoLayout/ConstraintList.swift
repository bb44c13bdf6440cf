/// Constraints in the order they were added, with constant-time membership and removal (an
/// engine of a large window holds tens of thousands, and deactivating one must not scan them).
struct ConstraintList: Sequence {
    private var slots: [NSLayoutConstraint?] = []
    private var slotOf: [ObjectIdentifier: Int] = [:]

    var count: Int { slotOf.count }
    var isEmpty: Bool { slotOf.isEmpty }

    func contains(_ c: NSLayoutConstraint) -> Bool {
        slotOf[ObjectIdentifier(c)] != nil
    }

    mutating func append(_ c: NSLayoutConstraint) {
        guard slotOf[ObjectIdentifier(c)] == nil else { return }
        slotOf[ObjectIdentifier(c)] = slots.count
        slots.append(c)
    }

    mutating func remove(_ c: NSLayoutConstraint) {
        guard let slot = slotOf.removeValue(forKey: ObjectIdentifier(c)) else { return }
        slots[slot] = nil
        // Compact once holes outnumber the constraints, keeping the order.
        if slots.count > 32 && slots.count > 2 * slotOf.count {
            slots = slots.filter { $0 != nil }
            for (i, c) in slots.enumerated() { slotOf[ObjectIdentifier(c!)] = i }
        }
    }

    func makeIterator() -> some IteratorProtocol<NSLayoutConstraint> {
        slots.lazy.compactMap { $0 }.makeIterator()
    }
}
