/// Which of a constraint's slot fields a `ConstraintList` uses (a constraint is in its
/// engine's list and in its container's, each with its own slot).
protocol ConstraintSlot {
    static func slot(of c: NSLayoutConstraint) -> Int
    static func setSlot(of c: NSLayoutConstraint, to value: Int)
}

/// The slot of a constraint in its engine's list.
enum EngineListSlot: ConstraintSlot {
    static func slot(of c: NSLayoutConstraint) -> Int { c.listSlot }
    static func setSlot(of c: NSLayoutConstraint, to value: Int) { c.listSlot = value }
}

/// The slot of a constraint in its container's `installedConstraints`.
enum InstalledListSlot: ConstraintSlot {
    static func slot(of c: NSLayoutConstraint) -> Int { c.installedSlot }
    static func setSlot(of c: NSLayoutConstraint, to value: Int) { c.installedSlot = value }
}

/// Constraints in the order they were added, with constant-time membership and removal (an
/// engine of a large window holds tens of thousands, and a container many constraints are
/// installed on must not be scanned to remove one). Each constraint keeps its own slot number
/// in the list (`Slot` says which of its fields), so the list needs no hash table.
struct ConstraintList<Slot: ConstraintSlot>: Sequence {
    private var slots: [NSLayoutConstraint?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    func contains(_ c: NSLayoutConstraint) -> Bool {
        let i = Slot.slot(of: c)
        return slots.indices.contains(i) && slots[i] === c
    }

    mutating func append(_ c: NSLayoutConstraint) {
        guard !contains(c) else { return }
        Slot.setSlot(of: c, to: slots.count)
        slots.append(c)
        count += 1
    }

    mutating func remove(_ c: NSLayoutConstraint) {
        guard contains(c) else { return }
        slots[Slot.slot(of: c)] = nil
        Slot.setSlot(of: c, to: -1)
        count -= 1
        // Compact once holes outnumber the constraints, keeping the order.
        if slots.count > 32 && slots.count > 2 * count {
            slots = slots.filter { $0 != nil }
            for (i, c) in slots.enumerated() { Slot.setSlot(of: c!, to: i) }
        }
    }

    var array: [NSLayoutConstraint] { slots.compactMap { $0 } }

    func makeIterator() -> some IteratorProtocol<NSLayoutConstraint> {
        slots.lazy.compactMap { $0 }.makeIterator()
    }
}

/// The constraints that refer to one layout item (a constraint refers to two, so it cannot
/// keep a slot of its own here), in a deterministic order. Most items have a handful, found by
/// a short scan; a hub many constraints point at gets an index, so insertion and removal stay
/// constant-time however many there are.
struct ConstraintReferences: Sequence {
    private var items: [NSLayoutConstraint] = []
    /// Positions in `items`, kept once there are more than `scanLimit`.
    private var positions: [ObjectIdentifier: Int]?
    private static let scanLimit = 16

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    private func position(of c: NSLayoutConstraint) -> Int? {
        if let positions { return positions[ObjectIdentifier(c)] }
        return items.firstIndex { $0 === c }
    }

    mutating func insert(_ c: NSLayoutConstraint) {
        guard position(of: c) == nil else { return }
        items.append(c)
        if positions != nil {
            positions![ObjectIdentifier(c)] = items.count - 1
        } else if items.count > Self.scanLimit {
            positions = Dictionary(uniqueKeysWithValues: items.enumerated().map { (ObjectIdentifier($1), $0) })
        }
    }

    /// Removes by moving the last reference into the hole.
    mutating func remove(_ c: NSLayoutConstraint) {
        guard let i = position(of: c) else { return }
        positions?[ObjectIdentifier(c)] = nil
        let last = items.removeLast()
        if i < items.count {
            items[i] = last
            positions?[ObjectIdentifier(last)] = i
        }
    }

    func makeIterator() -> IndexingIterator<[NSLayoutConstraint]> {
        items.makeIterator()
    }
}
