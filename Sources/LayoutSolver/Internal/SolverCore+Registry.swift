/// How variables and constraints find their symbols. Each object carries a one-entry cache
/// (`ownerID` plus symbols) for the first solver that uses it, so the usual lookup is a field
/// read, not a hash; an object shared with a second solver at the same time is looked up in
/// that solver's side table. Lookups only: nothing iterates these tables, so hash seeding
/// cannot change the solver's behaviour.
extension SolverCore {
    // MARK: - Variables

    /// The symbol of a variable in this solver, or 0.
    @inline(__always)
    func symbol(of v: Variable) -> Int32 {
        if v.ownerID == id { return v.symbol }
        if foreignSymbols.isEmpty { return 0 }
        return foreignSymbols[ObjectIdentifier(v)] ?? 0
    }

    mutating func claimSymbol(for v: Variable) -> Int32 {
        let s = newSymbol(.external)
        variable[Int(s)] = v
        // A new variable starts parametric (0) unless it becomes basic; make sure the next
        // update writes it either way.
        leftBasis.append(s)
        if v.ownerID == 0 {
            v.ownerID = id
            v.symbol = s
        } else {
            foreignSymbols[ObjectIdentifier(v)] = s
        }
        return s
    }

    /// Drops a variable no constraint uses any more; its value reads 0 after the next update.
    mutating func forget(_ s: Int32) {
        guard let v = variable[Int(s)] else { return }
        if v.ownerID == id { v.ownerID = 0 } else { foreignSymbols[ObjectIdentifier(v)] = nil }
        forgotten.append(v)
        reclaim(s)
    }

    // MARK: - Constraints

    func tag(of c: Constraint) -> (marker: Int32, other: Int32)? {
        if c.ownerID == id { return (c.marker, c.other) }
        if foreignTags.isEmpty { return nil }
        return foreignTags[ObjectIdentifier(c)]
    }

    mutating func setTag(of c: Constraint, marker: Int32, other: Int32) {
        if c.ownerID == 0 {
            c.ownerID = id
            c.marker = marker
            c.other = other
        } else {
            foreignTags[ObjectIdentifier(c)] = (marker, other)
        }
    }

    mutating func removeTag(of c: Constraint) {
        if c.ownerID == id { c.ownerID = 0 } else { foreignTags[ObjectIdentifier(c)] = nil }
    }

    /// Releases every cache entry this solver holds (before a reset or when it goes away).
    func releaseCaches() {
        for case let v? in variable where v.ownerID == id { v.ownerID = 0 }
        for case let c? in owner where c.ownerID == id { c.ownerID = 0 }
    }

    // MARK: - Values

    /// Writes the value of every variable whose value may have changed since the last call,
    /// calling `changed` for each one whose value did change.
    mutating func updateVariables(_ changed: (Variable) -> Void) {
        for v in forgotten where symbol(of: v) == 0 {
            if v.value != 0 {
                v.value = 0
                changed(v)
            }
        }
        forgotten.removeAll(keepingCapacity: true)
        for s in leftBasis where kind[Int(s)] == .external && rowOf[Int(s)] < 0 {
            if let v = variable[Int(s)], v.value != 0 {
                v.value = 0
                changed(v)
            }
        }
        leftBasis.removeAll(keepingCapacity: true)
        for slot in dirtyRows.buffer {
            rowDirty[Int(slot)] = false
            let b = basic[Int(slot)]
            guard b != 0, kind[Int(b)] == .external, let v = variable[Int(b)] else { continue }
            let value = constant[Int(slot)]
            if v.value != value {
                v.value = value
                changed(v)
            }
        }
        dirtyRows.removeAll()
    }
}
