extension SolverCore {
    /// Primal simplex on the objective: pivot while some non-dummy symbol has a negative
    /// objective coefficient.
    ///
    /// The entering symbol is the candidate in the fewest rows, which keeps each pivot's
    /// substitution small (Bland's lowest-id rule, kiwi's choice, tends to pick the oldest and
    /// most shared symbols). After `blandAfter` degenerate pivots in a row (objective
    /// unchanged) the loop switches to Bland's rule until progress resumes: a cycle consists of
    /// degenerate pivots only, so it would end up running under Bland's rule, which cannot
    /// cycle. Ties in the ratio test go to the lowest basic id, so the pivot sequence is
    /// deterministic.
    mutating func optimizeObjective() throws(SolverError) {
        var degenerate = 0
        while !negatives.isEmpty {
            let bland = degenerate >= Self.blandAfter
            var entering = Int32.max
            var fewest = Int32.max
            negatives.forEach { s in
                let n = bland ? 0 : columnCount[Int(s)]
                if n < fewest || (n == fewest && s < entering) {
                    entering = s
                    fewest = n
                }
            }
            guard let slot = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            // One level (the weighted model) is compared as a scalar, with no array copy.
            let before0 = objectiveConstant[0]
            let before = levels == 1 ? [] : objectiveConstant
            pivot(slot, entering: entering)
            let unchanged = levels == 1 ? isNearZero(objectiveConstant[0] - before0) : objectiveUnchanged(since: before)
            degenerate = unchanged ? degenerate + 1 : 0
        }
    }

    /// Consecutive degenerate pivots after which the simplex loops fall back to Bland's rule.
    static let blandAfter = 32

    /// Primal simplex on the artificial objective stored as the (basic-less) row at `slot`,
    /// with the same entering rule as `optimizeObjective`. It stops as soon as the objective
    /// (the artificial symbol's value, never negative) reaches zero: feasibility is all this
    /// phase is for, and kiwi's further pivots to optimality are degenerate.
    mutating func optimizeArtificial(_ slot: Int32) throws(SolverError) {
        var degenerate = 0
        while !isNearZero(constant[Int(slot)]) {
            let bland = degenerate >= Self.blandAfter
            var entering: Int32 = 0
            var fewest = Int32.max
            for cell in rows[Int(slot)].buffer where cell.coefficient < 0 && kind[Int(cell.symbol)] != .dummy {
                let n = bland ? 0 : columnCount[Int(cell.symbol)]
                if n < fewest {
                    entering = cell.symbol
                    fewest = n
                    if bland { break }
                }
            }
            if entering == 0 { return }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the artificial objective is unbounded")
            }
            let before = constant[Int(slot)]
            pivot(leaving, entering: entering)
            degenerate = isNearZero(constant[Int(slot)] - before) ? degenerate + 1 : 0
        }
    }

    /// The ratio test: among rows with a restricted basic symbol and a negative coefficient for
    /// `entering`, the one with the smallest `-constant / coefficient`.
    mutating func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int32.max
        gatherColumn(entering)
        for g in gathered.buffer where g.coefficient < 0 {
            let b = basic[Int(g.slot)]
            guard b != 0, kind[Int(b)].isRestricted else { continue }
            let ratio = -constant[Int(g.slot)] / g.coefficient
            if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                best = g.slot
                bestRatio = ratio
                bestBasic = b
            }
        }
        return best < 0 ? nil : best
    }

    /// Dual simplex: restores feasibility (restricted basics ≥ 0) while keeping the objective
    /// optimal, after edits or substitutions pushed some rows negative.
    mutating func dualOptimize() throws(SolverError) {
        while !infeasible.isEmpty {
            let leaving = infeasible.removeLast()
            let slot = rowOf[Int(leaving)]
            guard slot >= 0 else { continue }
            let c = constant[Int(slot)]
            guard c < 0, !isNearZero(c) else { continue }
            guard let entering = dualEntering(slot) else {
                throw .internalError("dual optimize failed")
            }
            pivot(slot, entering: entering)
        }
    }

    /// The dual ratio test: the symbol with a positive coefficient in the row that minimises
    /// objective coefficient / row coefficient (lexicographically, over the levels).
    func dualEntering(_ slot: Int32) -> Int32? {
        var entering: Int32 = 0
        var enteringCoefficient = 0.0
        for cell in rows[Int(slot)].buffer where cell.coefficient > 0 && kind[Int(cell.symbol)] != .dummy {
            if entering == 0 || ratioLess(cell.symbol, cell.coefficient, than: entering, enteringCoefficient) {
                entering = cell.symbol
                enteringCoefficient = cell.coefficient
            }
        }
        return entering == 0 ? nil : entering
    }

    /// The row to pivot a constraint's marker into before the constraint's row is dropped.
    ///
    /// First, a row whose basic is a dummy: a redundant required equality (added when its row
    /// reduced to dummies only) whose validity rests on this marker. Its row is all dummies
    /// with constant 0, so the pivot changes no constant and the redundant equality takes over
    /// the removed one's role. kiwi omits this case and can leave such a row with a non-zero
    /// constant, silently violating the redundant constraint: after `x == 10`, `y == x`,
    /// `y == 10` and `(x == 3) | weak`, removing `x == 10` gives x = y = 3 in kiwisolver 1.5.1.
    ///
    /// Otherwise kiwi's precedence: a restricted row with a negative coefficient and the
    /// smallest `-constant / c`; else a restricted row with the smallest `constant / c`; else
    /// an unrestricted row.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1, redundant: Int32 = -1
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var b1 = Int32.max, b2 = Int32.max, b3 = Int32.min, b0 = Int32.max
        gatherColumn(marker)
        for g in gathered.buffer {
            let b = basic[Int(g.slot)]
            guard b != 0 else { continue }
            let c = g.coefficient
            if kind[Int(b)] == .dummy {
                if b < b0 { redundant = g.slot; b0 = b }
            } else if !kind[Int(b)].isRestricted {
                if b > b3 { third = g.slot; b3 = b }
            } else if c < 0 {
                let r = -constant[Int(g.slot)] / c
                if r < r1 || (r == r1 && b < b1) { r1 = r; first = g.slot; b1 = b }
            } else {
                let r = constant[Int(g.slot)] / c
                if r < r2 || (r == r2 && b < b2) { r2 = r; second = g.slot; b2 = b }
            }
        }
        if redundant >= 0 { return redundant }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
