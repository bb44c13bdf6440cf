extension SolverCore {
    mutating func addEditVariable(_ v: Variable, strength: Double) throws(SolverError) {
        let key = ObjectIdentifier(v)
        if edits[key] != nil { throw .duplicateEditVariable(v) }
        if strength.isNaN { throw .invalidValue("NaN strength for edit variable \(v)") }
        let clipped = Strength.clip(strength)
        if clipped >= Strength.required { throw .badRequiredStrength(v) }
        let c = Constraint(LinearExpression(v), .equal, strength: clipped)
        try add(c)
        let (marker, other) = tag(of: c)!
        edits[key] = EditInfo(constraint: c, marker: marker, other: other, constant: 0)
    }

    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        let key = ObjectIdentifier(v)
        guard let info = edits[key] else { throw .unknownEditVariable(v) }
        try remove(info.constraint)
        edits[key] = nil
    }

    /// kiwi's `suggestValue`: move the edit constraint's constant by the change, in whichever
    /// row holds its error symbols, then restore feasibility with the dual simplex.
    mutating func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else { throw .invalidValue("suggested value \(value) for \(v)") }
        let key = ObjectIdentifier(v)
        guard var info = edits[key] else { throw .unknownEditVariable(v) }
        let delta = value - info.constant
        info.constant = value
        edits[key] = info
        if delta == 0 { return }
        if case let slot = rowOf[Int(info.marker)], slot >= 0 {
            shiftConstant(slot, by: -delta)
        } else if case let slot = rowOf[Int(info.other)], slot >= 0 {
            shiftConstant(slot, by: delta)
        } else {
            gatherColumn(info.marker)
            for g in gathered.buffer { shiftConstant(g.slot, by: delta * g.coefficient) }
        }
        try dualOptimize()
    }
}
