/// The objective: a vector of `levels` components per symbol (one level in the weighted model;
/// one per distinct strength, highest first, in the prioritized model), compared
/// lexicographically. A symbol may enter the basis when its vector is lexicographically
/// negative; `negatives` holds those symbols (dummies excluded: they never enter).
extension SolverCore {
    @inline(__always)
    func objectiveIndex(_ s: Int32, _ level: Int) -> Int { Int(s) &* levels &+ level }

    @inline(__always)
    func objectiveAt(_ s: Int32, _ level: Int) -> Double { objective[objectiveIndex(s, level)] }

    /// Whether the symbol has any non-zero objective component.
    func hasObjective(_ s: Int32) -> Bool {
        let base = Int(s) &* levels
        for l in 0..<levels where objective[base &+ l] != 0 { return true }
        return false
    }

    /// Whether the symbol's objective vector is lexicographically negative.
    @inline(__always)
    func isObjectiveNegative(_ s: Int32) -> Bool {
        let base = Int(s) &* levels
        for l in 0..<levels {
            let v = objective[base &+ l]
            if v != 0 { return v < 0 }
        }
        return false
    }

    /// Sets one component (zero when near zero), journaled; the caller updates `negatives`.
    @inline(__always)
    private mutating func storeObjective(_ index: Int, _ value: Double) {
        if journal != nil { journal!.objective.append((index, objective[index])) }
        objective[index] = isNearZero(value) ? 0 : value
    }

    /// Puts the symbol in `negatives` or takes it out, after its components changed.
    @inline(__always)
    mutating func updateNegativity(_ s: Int32) {
        guard kind[Int(s)] != .dummy else { return }
        if isObjectiveNegative(s) { negatives.insert(s) } else { negatives.remove(s) }
    }

    /// Adds `delta` to one component of a parametric symbol's objective.
    mutating func addToObjective(symbol s: Int32, level: Int, _ delta: Double) {
        let i = objectiveIndex(s, level)
        storeObjective(i, objective[i] + delta)
        updateNegativity(s)
    }

    /// Clears every component of a symbol's objective.
    mutating func clearObjective(_ s: Int32) {
        for l in 0..<levels where objectiveAt(s, l) != 0 { storeObjective(objectiveIndex(s, l), 0) }
        negatives.remove(s)
    }

    /// Adds `factor * row` (cells and constant) to one level of the objective.
    mutating func addToObjective(row slot: Int32, level: Int, factor: Double) {
        saveObjectiveConstant()
        objectiveConstant[level] += factor * constant[Int(slot)]
        for cell in rows[Int(slot)].buffer {
            let i = objectiveIndex(cell.symbol, level)
            storeObjective(i, objective[i] + factor * cell.coefficient)
            updateNegativity(cell.symbol)
        }
    }

    /// Replaces `symbol` in the objective by the row that now defines it (part of a pivot).
    mutating func substituteIntoObjective(_ symbol: Int32, from slot: Int32) {
        guard hasObjective(symbol) else { return }
        if levels == 1 {
            let c = objective[Int(symbol)]
            storeObjective(Int(symbol), 0)
            negatives.remove(symbol)
            addToObjective(row: slot, level: 0, factor: c)
            return
        }
        for l in 0..<levels {
            let c = objectiveAt(symbol, l)
            if c == 0 { continue }
            storeObjective(objectiveIndex(symbol, l), 0)
            saveObjectiveConstant()
            objectiveConstant[l] += c * constant[Int(slot)]
            for cell in rows[Int(slot)].buffer {
                let i = objectiveIndex(cell.symbol, l)
                storeObjective(i, objective[i] + c * cell.coefficient)
            }
        }
        negatives.remove(symbol)
        for cell in rows[Int(slot)].buffer { updateNegativity(cell.symbol) }
    }

    /// The level and weight of an error of the given (non-required) strength, adding a level
    /// in the prioritized model when the strength is new.
    mutating func objectiveLevel(for strength: Double) -> (level: Int, weight: Double) {
        switch strengthModel {
        case .weighted:
            return (0, strength)
        case .prioritized:
            if let l = levelStrengths.firstIndex(of: strength) { return (l, 1) }
            let l = levelStrengths.firstIndex { $0 < strength } ?? levelStrengths.count
            insertLevel(at: l, strength: strength)
            return (l, 1)
        }
    }

    /// The level of an existing strength (for removing a constraint's errors).
    func existingLevel(for strength: Double) -> (level: Int, weight: Double) {
        switch strengthModel {
        case .weighted: return (0, strength)
        case .prioritized: return (levelStrengths.firstIndex(of: strength)!, 1)
        }
    }

    /// Widens every symbol's objective vector with a zero component at `level`.
    private mutating func insertLevel(at level: Int, strength: Double) {
        precondition(journal == nil, "objective levels change outside journaled operations only")
        let old = objective
        let oldLevels = levels
        let first = levelStrengths.isEmpty
        levelStrengths.insert(strength, at: level)
        if first {
            // The one component that existed (all zeros, unused) becomes this level.
            return
        }
        levels = oldLevels + 1
        let widened = UnsafeVector<Double>(repeating: 0, count: kind.count * levels)
        for s in 0..<kind.count {
            for l in 0..<oldLevels {
                widened[s * levels + (l < level ? l : l + 1)] = old[s * oldLevels + l]
            }
        }
        objective.free()
        objective = widened
        objectiveConstant.insert(0, at: level)
    }

    /// Records the objective's constants before their first change under a journal.
    @inline(__always)
    mutating func saveObjectiveConstant() {
        if journal != nil, journal!.objectiveConstant == nil { journal!.objectiveConstant = objectiveConstant }
    }

    /// Whether two objective constants are equal in every level (a degenerate pivot).
    func objectiveUnchanged(since before: [Double]) -> Bool {
        for l in 0..<levels where !isNearZero(objectiveConstant[l] - before[l]) { return false }
        return true
    }

    /// The dual ratio test's comparison: is `obj(s) / a` lexicographically below
    /// `obj(t) / b`?
    @inline(__always)
    func ratioLess(_ s: Int32, _ a: Double, than t: Int32, _ b: Double) -> Bool {
        for l in 0..<levels {
            let x = objectiveAt(s, l) / a
            let y = objectiveAt(t, l) / b
            if x != y { return x < y }
        }
        return false
    }
}
