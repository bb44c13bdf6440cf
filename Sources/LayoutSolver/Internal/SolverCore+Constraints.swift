/// A constraint's row before it enters the tableau. Owns `cells` until they are handed to the
/// tableau or freed.
struct PendingRow {
    var cells: UnsafeVector<Cell>
    var constant: Double
    var marker: Int32
    var other: Int32
    /// Symbols created for variables seen for the first time.
    var newVariables: [Int32]
}

extension SolverCore {
    // MARK: - Adding

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        if tag(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        var row = makeRow(constraint)
        if let subject = chooseSubject(row) {
            insert(&row, solvedFor: subject)
        } else if allDummies(row.cells) {
            if !isNearZero(row.constant) {
                let conflicts = row.cells.buffer.compactMap { owner[Int($0.symbol)] }
                discard(row)
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
            // A redundant equality: its dummy marker becomes basic.
            insert(&row, solvedFor: row.marker)
        } else if let conflicts = try addWithArtificialVariable(row) {
            discard(row)
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        }
        register(constraint, row)
        try optimizeObjective()
        if !infeasible.isEmpty { try dualOptimize() }
    }

    private func validate(_ c: Constraint) throws(SolverError) {
        if c.strength.isNaN { throw .invalidValue("NaN strength in \(c)") }
        if !c.expression.constant.isFinite { throw .invalidValue("constant \(c.expression.constant) in \(c)") }
        for term in c.expression.terms where !term.coefficient.isFinite {
            throw .invalidValue("coefficient \(term.coefficient) of \(term.variable) in \(c)")
        }
    }

    /// Builds the constraint's row with basic variables substituted (kiwi's `createRow`),
    /// creating symbols for new variables and for the constraint's slack, error or dummy.
    /// The rows of basic variables are already sorted, so they are merged in one by one; the
    /// parametric terms and new symbols are sorted and merged in last.
    private mutating func makeRow(_ c: Constraint) -> PendingRow {
        var newVariables: [Int32] = []
        var rowConstant = c.expression.constant
        buildRow.removeAll()
        singles.removeAll()
        for term in c.expression.terms where !isNearZero(term.coefficient) {
            var s = symbol(of: term.variable)
            if s == 0 {
                s = claimSymbol(for: term.variable)
                newVariables.append(s)
            }
            let slot = rowOf[Int(s)]
            if slot >= 0 {
                rowConstant += term.coefficient * constant[Int(slot)]
                Self.mergeScaled(buildRow, rows[Int(slot)], term.coefficient, into: &buildSpare)
                swap(&buildRow, &buildSpare)
            } else {
                singles.append(Cell(symbol: s, coefficient: term.coefficient))
            }
        }
        var marker: Int32 = 0
        var other: Int32 = 0
        let required = c.strength >= Strength.required
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            singles.append(Cell(symbol: marker, coefficient: k))
            if !required {
                other = newSymbol(.error)
                singles.append(Cell(symbol: other, coefficient: -k))
                let (level, weight) = objectiveLevel(for: c.strength)
                addToObjective(symbol: other, level: level, weight)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                singles.append(Cell(symbol: marker, coefficient: 1))
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                singles.append(Cell(symbol: marker, coefficient: -1))
                singles.append(Cell(symbol: other, coefficient: 1))
                let (level, weight) = objectiveLevel(for: c.strength)
                addToObjective(symbol: marker, level: level, weight)
                addToObjective(symbol: other, level: level, weight)
            }
        }
        // Parametric variables appear once each (the expression is reduced) and the new
        // symbols differ from them, so the single cells have distinct symbols.
        var sortable = singles.buffer
        sortable.sort { $0.symbol < $1.symbol }
        Self.mergeScaled(buildRow, singles, 1, into: &buildSpare)
        let rowCells = UnsafeVector(copying: UnsafeBufferPointer(buildSpare.buffer))
        if rowConstant < 0 {
            rowConstant = -rowConstant
            Self.scale(rowCells, by: -1)
        }
        return PendingRow(cells: rowCells, constant: rowConstant, marker: marker, other: other, newVariables: newVariables)
    }

    /// The symbol to make basic for a new row, so that the tableau stays feasible without the
    /// artificial-variable phase when possible:
    ///
    /// 1. an external variable (unrestricted): the one in the fewest rows, so the substitution
    ///    that follows touches the fewest rows (kiwi takes the lowest id);
    /// 2. the constraint's own slack or error if its coefficient is negative (kiwi's rule: the
    ///    symbol gets the value `constant / |coefficient|` ≥ 0 and appears in no other row);
    /// 3. beyond kiwi: any slack or error whose substitution keeps every restricted row it
    ///    appears in non-negative (a ratio test over its column; with a zero constant every
    ///    candidate passes), among the candidates in few rows. A constraint that re-ties views
    ///    to a shared edge, such as a row's trailing pin to its container, otherwise goes
    ///    through the artificial phase.
    private mutating func chooseSubject(_ row: PendingRow) -> Int32? {
        var largest = 0.0
        for cell in row.cells.buffer where kind[Int(cell.symbol)] == .external {
            largest = max(largest, abs(cell.coefficient))
        }
        if largest > 0 {
            // Avoid dividing by a coefficient that is tiny relative to the row.
            let floor = largest * 1e-3
            var best: Int32 = 0
            var bestCount = Int32.max
            for cell in row.cells.buffer where kind[Int(cell.symbol)] == .external && abs(cell.coefficient) >= floor {
                let n = columnCount[Int(cell.symbol)]
                if n < bestCount {
                    best = cell.symbol
                    bestCount = n
                    if n == 0 { break }
                }
            }
            return best
        }
        if isPivotableSubject(row.marker, row.cells) { return row.marker }
        if isPivotableSubject(row.other, row.cells) { return row.other }
        return feasibleRestrictedSubject(row)
    }

    /// Rule 3 of `chooseSubject`: candidates in order of column size, the first that passes.
    private mutating func feasibleRestrictedSubject(_ row: PendingRow) -> Int32? {
        let zeroConstant = isNearZero(row.constant)
        var candidates: [(count: Int32, symbol: Int32, coefficient: Double)] = []
        for cell in row.cells.buffer where kind[Int(cell.symbol)].isPivotable && (zeroConstant || cell.coefficient < 0) {
            candidates.append((columnCount[Int(cell.symbol)], cell.symbol, cell.coefficient))
        }
        if candidates.isEmpty { return nil }
        if zeroConstant { return candidates.min { ($0.count, $0.symbol) < ($1.count, $1.symbol) }!.symbol }
        candidates.sort { ($0.count, $0.symbol) < ($1.count, $1.symbol) }
        // Only local candidates: a symbol shared by far more rows (say, one that a container's
        // width hangs on) would rewrite all of them; the artificial phase, which enters the
        // least shared symbols first, is cheaper then.
        let localLimit = 2 * candidates[0].count + 16
        for candidate in candidates where candidate.count <= localLimit {
            // The subject's value; each row containing it moves by its coefficient times this.
            let value = row.constant / -candidate.coefficient
            gatherColumn(candidate.symbol)
            var feasible = true
            for g in gathered.buffer {
                let b = basic[Int(g.slot)]
                if b != 0, kind[Int(b)].isRestricted, constant[Int(g.slot)] + g.coefficient * value < 0 {
                    feasible = false
                    break
                }
            }
            if feasible { return candidate.symbol }
        }
        return nil
    }

    private func isPivotableSubject(_ s: Int32, _ row: UnsafeVector<Cell>) -> Bool {
        guard s != 0, kind[Int(s)].isPivotable else { return false }
        let i = Self.search(row, s)
        return i >= 0 && row[i].coefficient < 0
    }

    private func allDummies(_ row: UnsafeVector<Cell>) -> Bool {
        row.buffer.allSatisfy { kind[Int($0.symbol)] == .dummy }
    }

    /// Solves the row for `subject`, adds it to the tableau (which takes its cells) and
    /// substitutes it everywhere.
    private mutating func insert(_ row: inout PendingRow, solvedFor subject: Int32) {
        Self.solve(&row.cells, &row.constant, for: subject)
        let slot = newRow(row.cells, constant: row.constant, basic: subject)
        row.cells = UnsafeVector()
        substitute(subject, from: slot)
    }

    /// kiwi's `addWithArtificialVariable`, journaled: returns nil on success, or the required
    /// constraints that conflict with the row, after undoing every change.
    private mutating func addWithArtificialVariable(_ row: PendingRow) throws(SolverError) -> [Constraint]? {
        statistics.artificialAdds &+= 1
        beginJournal()
        let art = newSymbol(.slack)
        _ = newRow(UnsafeVector(copying: UnsafeBufferPointer(row.cells.buffer)), constant: row.constant, basic: art)
        let artificial = newRow(UnsafeVector(copying: UnsafeBufferPointer(row.cells.buffer)), constant: row.constant, basic: 0)
        do {
            try optimizeArtificial(artificial)
        } catch {
            rollBackJournal()
            freeSymbol(art)
            throw error
        }
        if !isNearZero(constant[Int(artificial)]) {
            // The artificial objective could not reach zero: the markers left in it name the
            // constraints whose combination with this row is infeasible (a Farkas certificate).
            let conflicts = rows[Int(artificial)].buffer.compactMap { cell -> Constraint? in
                cell.symbol == row.marker ? nil : owner[Int(cell.symbol)]
            }
            rollBackJournal()
            freeSymbol(art)
            return conflicts
        }
        removeRow(artificial)
        let artSlot = rowOf[Int(art)]
        if artSlot >= 0 {
            if rows[Int(artSlot)].isEmpty {
                removeRow(artSlot)
                commitJournal()
                freeSymbol(art)
                return nil
            }
            // Its value is 0, so any slack or error can replace it: the least shared one.
            guard let entering = leastSharedPivotable(artSlot) else {
                rollBackJournal()
                freeSymbol(art)
                return []
            }
            solve(artSlot, for: entering, leaving: art)
            substitute(entering, from: artSlot)
        }
        // The artificial symbol is parametric now: drop it from every row and the objective.
        dropSymbolFromRows(art)
        clearObjective(art)
        commitJournal()
        freeSymbol(art)
        return nil
    }

    private func leastSharedPivotable(_ slot: Int32) -> Int32? {
        var best: Int32 = 0
        var fewest = Int32.max
        for cell in rows[Int(slot)].buffer where kind[Int(cell.symbol)].isPivotable && columnCount[Int(cell.symbol)] < fewest {
            best = cell.symbol
            fewest = columnCount[Int(cell.symbol)]
        }
        return best == 0 ? nil : best
    }

    /// Frees what a row created when its constraint is refused.
    private mutating func discard(_ row: PendingRow) {
        var cells = row.cells
        cells.free()
        if row.other != 0 { reclaim(row.other) }
        reclaim(row.marker)
        for s in row.newVariables { forget(s) }
    }

    private mutating func register(_ c: Constraint, _ row: PendingRow) {
        var cells = row.cells
        cells.free()
        setTag(of: c, marker: row.marker, other: row.other)
        owner[Int(row.marker)] = c
        for term in c.expression.terms where !isNearZero(term.coefficient) {
            uses[Int(symbol(of: term.variable))] += 1
        }
        constraintCount += 1
    }

    // MARK: - Removing

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let (marker, other) = tag(of: constraint) else { throw .unknownConstraint(constraint) }
        removeTag(of: constraint)
        owner[Int(marker)] = nil
        constraintCount -= 1
        // Take the constraint's errors out of the objective before pivoting (kiwi's order).
        removeErrorFromObjective(marker, constraint.strength)
        removeErrorFromObjective(other, constraint.strength)
        let slot = rowOf[Int(marker)]
        if slot >= 0 {
            removeRow(slot)
        } else {
            guard let leavingSlot = markerLeavingRow(marker) else {
                throw .internalError("no row to pivot the marker of \(constraint) into")
            }
            let leaving = basic[Int(leavingSlot)]
            solve(leavingSlot, for: marker, leaving: leaving)
            if kind[Int(leaving)] == .external { leftBasis.append(leaving) }
            substitute(marker, from: leavingSlot)
            removeRow(leavingSlot)
        }
        try optimizeObjective()
        if !infeasible.isEmpty { try dualOptimize() }
        reclaim(marker)
        if other != 0 { reclaim(other) }
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            let s = symbol(of: term.variable)
            uses[Int(s)] -= 1
            if uses[Int(s)] == 0 { forget(s) }
        }
    }

    private mutating func removeErrorFromObjective(_ s: Int32, _ strength: Double) {
        guard s != 0, kind[Int(s)] == .error else { return }
        let (level, weight) = existingLevel(for: strength)
        let slot = rowOf[Int(s)]
        if slot >= 0 {
            addToObjective(row: slot, level: level, factor: -weight)
        } else {
            addToObjective(symbol: s, level: level, -weight)
        }
    }

    /// Frees a symbol that no constraint refers to any more. In exact arithmetic it has left
    /// every row; rounding may leave a negligible coefficient behind, which is cleared.
    mutating func reclaim(_ s: Int32) {
        let i = Int(s)
        if rowOf[i] >= 0 {
            // Basic although nothing constrains it: its row says nothing about the others.
            removeRow(rowOf[i])
        }
        if columnCount[i] > 0 { dropSymbolFromRows(s) }
        clearObjective(s)
        freeSymbol(s)
    }

    /// Removes every cell of `s` (a symbol about to be freed).
    private mutating func dropSymbolFromRows(_ s: Int32) {
        gatherColumn(s)
        clearColumn(s)
        for g in gathered.buffer {
            saveForRollback(g.slot)
            rows[Int(g.slot)].remove(at: Self.search(rows[Int(g.slot)], s))
            markDirty(g.slot)
        }
    }
}
