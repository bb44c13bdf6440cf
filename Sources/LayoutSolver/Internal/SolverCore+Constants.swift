/// Changing a constraint's constant in place.
///
/// A constraint enters the tableau as `expression + c + k·marker (+ other) = 0`. With the
/// constant moved to c + δ, the old marker reads `marker' + δ/k` in terms of the new one, so
/// every row containing the marker shifts its constant by `coefficient·δ/k` (a basic marker's
/// own row by `−δ/k`), and the dual simplex restores feasibility — kiwi's `suggestValue`,
/// generalised to any constraint. It touches only the rows that contain the marker, instead of
/// removing and re-adding the constraint.
extension SolverCore {
    mutating func updateConstant(_ c: Constraint, to newConstant: Double) throws(SolverError) {
        guard let (marker, other) = tag(of: c) else { throw .unknownConstraint(c) }
        guard newConstant.isFinite else { throw .invalidValue("constant \(newConstant) for \(c)") }
        let delta = newConstant - c.expression.constant
        if delta == 0 { return }
        // A redundant equality (its dummy basic) reduced to a combination of other required
        // equalities when it was added: with any other constant it contradicts them.
        if kind[Int(marker)] == .dummy, case let slot = rowOf[Int(marker)], slot >= 0 {
            throw .unsatisfiableConstraint(c, conflicts: rowConflicts(slot, excluding: c))
        }
        beginJournal()
        let (symbol, k) = shiftTarget(c, marker: marker, other: other)
        let shift = delta / k
        let slot = rowOf[Int(symbol)]
        if slot >= 0 {
            shiftConstant(slot, by: -shift)
        } else {
            gatherColumn(symbol)
            for g in gathered.buffer { shiftConstant(g.slot, by: g.coefficient * shift) }
        }
        for l in 0..<levels where objectiveAt(symbol, l) != 0 {
            saveObjectiveConstant()
            objectiveConstant[l] += objectiveAt(symbol, l) * shift
        }
        // A redundant equality that depends on this constraint now reads `dummy = non-zero`:
        // nothing can fix that (its row holds dummies only), so the change is refused.
        if let broken = brokenRedundantRow(touching: symbol, slot) {
            let conflicts = rowConflicts(broken, excluding: c)
            rollBackJournal()
            throw .unsatisfiableConstraint(c, conflicts: conflicts)
        }
        do {
            try dualOptimize()
        } catch {
            // The required constraints cannot hold with the new constant: the row that stayed
            // negative names them.
            let conflicts = stuckRow().map { rowConflicts($0, excluding: c) } ?? []
            rollBackJournal()
            throw .unsatisfiableConstraint(c, conflicts: conflicts)
        }
        commitJournal()
        c.expression.constant = newConstant
    }

    /// The symbol to shift and its coefficient in the constraint's original row: the marker,
    /// or for a non-required equality whichever of its two errors is basic (both move alike).
    private func shiftTarget(_ c: Constraint, marker: Int32, other: Int32) -> (Int32, Double) {
        switch c.relation {
        case .lessThanOrEqual: return (marker, 1)
        case .greaterThanOrEqual: return (marker, -1)
        case .equal:
            if c.strength >= Strength.required { return (marker, 1) }
            if rowOf[Int(marker)] < 0, rowOf[Int(other)] >= 0 { return (other, 1) }
            return (marker, -1)
        }
    }

    /// Adds to a row's constant under the journal, queueing it for the dual simplex if it went
    /// negative.
    mutating func shiftConstant(_ slot: Int32, by amount: Double) {
        saveForRollback(slot)
        let before = constant[Int(slot)]
        constant[Int(slot)] += amount
        if isNearZero(before) != isNearZero(constant[Int(slot)]) { structureEpoch &+= 1 }
        markDirty(slot)
        let b = basic[Int(slot)]
        if constant[Int(slot)] < 0, b != 0, kind[Int(b)].isRestricted { infeasible.append(b) }
    }

    /// A dummy-basic row among those just shifted whose constant is no longer zero.
    private func brokenRedundantRow(touching symbol: Int32, _ ownSlot: Int32) -> Int32? {
        if ownSlot >= 0 { return nil }  // the marker was basic: only its own row moved
        for g in gathered.buffer where kind[Int(basic[Int(g.slot)])] == .dummy && !isNearZero(constant[Int(g.slot)]) {
            return g.slot
        }
        return nil
    }

    /// After a failed dual simplex: the row that is still negative with nothing able to raise it.
    private func stuckRow() -> Int32? {
        for slot in 0..<rows.count {
            let b = basic[slot]
            if b != 0, kind[Int(b)].isRestricted, constant[slot] < 0, !isNearZero(constant[slot]),
               dualEntering(Int32(slot)) == nil { return Int32(slot) }
        }
        return nil
    }

    /// The constraints whose markers make up a row (its basic's constraint included): with the
    /// changed one, a set that cannot hold.
    private func rowConflicts(_ slot: Int32, excluding c: Constraint) -> [Constraint] {
        var conflicts: [Constraint] = []
        if let o = owner[Int(basic[Int(slot)])], o !== c { conflicts.append(o) }
        for cell in rows[Int(slot)].buffer {
            if let o = owner[Int(cell.symbol)], o !== c, !conflicts.contains(where: { $0 === o }) { conflicts.append(o) }
        }
        return conflicts
    }
}
