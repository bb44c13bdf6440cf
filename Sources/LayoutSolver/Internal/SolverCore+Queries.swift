/// Read-only questions about the current solution.
extension SolverCore {
    /// The variable's value in the current solution, without writing it.
    func value(of v: Variable) -> Double {
        let s = symbol(of: v)
        guard s != 0, case let slot = rowOf[Int(s)], slot >= 0 else { return 0 }
        return constant[Int(slot)]
    }

    /// Whether the variable's value could change without changing the objective or breaking a
    /// constraint: it is parametric (free), or its row holds a symbol that is free to move (an
    /// external one, or a slack or error that costs nothing and has room to grow).
    func isAmbiguous(_ v: Variable) -> Bool {
        let s = symbol(of: v)
        guard s != 0 else { return true }
        let slot = rowOf[Int(s)]
        guard slot >= 0 else { return true }
        for cell in rows[Int(slot)].buffer {
            let k = kind[Int(cell.symbol)]
            if k == .external { return true }
            if k == .dummy || hasObjective(cell.symbol) { continue }
            if hasRoomToGrow(cell.symbol) { return true }
        }
        return false
    }

    /// Whether a parametric restricted symbol can increase from 0: no restricted row with a
    /// zero constant decreases as it grows.
    private func hasRoomToGrow(_ s: Int32) -> Bool {
        // The column list may hold stale or repeated entries; the coefficient tells.
        let list = columnList[Int(s)]
        for k in 0..<list.count {
            let slot = list[k]
            let b = basic[Int(slot)]
            guard b != 0, kind[Int(b)].isRestricted, coefficient(slot, s) < 0 else { continue }
            if isNearZero(constant[Int(slot)]) { return false }
        }
        return true
    }

    /// The constraints that determine a variable: those whose markers appear in its row (what
    /// it is solved from), or, for a parametric variable, those that contain it.
    func constraintsAffecting(_ v: Variable) -> [Constraint] {
        let s = symbol(of: v)
        guard s != 0 else { return [] }
        var result: [Constraint] = []
        func add(_ c: Constraint?) {
            if let c, !result.contains(where: { $0 === c }) { result.append(c) }
        }
        let slot = rowOf[Int(s)]
        if slot >= 0 {
            for cell in rows[Int(slot)].buffer { add(owner[Int(cell.symbol)]) }
        }
        for case let c? in owner where c.expression.terms.contains(where: { $0.variable === v }) { add(c) }
        return result
    }
}

extension Solver {
    /// The variable's value in the current solution, without writing it into the variable
    /// (so a second solver can answer a question about shared variables).
    public func value(of variable: Variable) -> Double { core.value(of: variable) }

    /// Whether the constraints leave the variable's value undetermined: it could move without
    /// breaking any constraint or worsening the objective.
    public func isAmbiguous(_ variable: Variable) -> Bool { core.isAmbiguous(variable) }

    /// The constraints that determine the variable's value.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] { core.constraintsAffecting(variable) }
}
