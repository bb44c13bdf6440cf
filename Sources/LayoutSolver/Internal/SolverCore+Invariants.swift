/// Consistency checks of the tableau and its indexes, for tests.
extension SolverCore {
    /// Every structural invariant the solver relies on; returns the ones that fail.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var occurrences = [Int32](repeating: 0, count: kind.count)
        var liveRows = 0
        for slot in 0..<rows.count {
            let b = basic[slot]
            let row = rows[slot]
            if b == 0 {
                if !row.isEmpty { problems.append("slot \(slot): cells without a basic symbol") }
                continue
            }
            liveRows += 1
            if rowOf[Int(b)] != Int32(slot) { problems.append("slot \(slot): rowOf[\(b)] = \(rowOf[Int(b)])") }
            if kind[Int(b)] == .unused { problems.append("slot \(slot): basic symbol \(b) is unused") }
            if kind[Int(b)].isRestricted, constant[slot] < -1e-6 {
                problems.append("slot \(slot): restricted basic \(b) = \(constant[slot]) < 0")
            }
            if hasObjective(b) { problems.append("basic symbol \(b) has an objective coefficient") }
            var previous: Int32 = 0
            for cell in row.buffer {
                if cell.symbol <= previous { problems.append("slot \(slot): cells not sorted") }
                previous = cell.symbol
                if isNearZero(cell.coefficient) { problems.append("slot \(slot): zero coefficient for \(cell.symbol)") }
                if kind[Int(cell.symbol)] == .unused { problems.append("slot \(slot): unused symbol \(cell.symbol)") }
                if rowOf[Int(cell.symbol)] >= 0 { problems.append("slot \(slot): basic symbol \(cell.symbol) in cells") }
                occurrences[Int(cell.symbol)] += 1
                if !columnList[Int(cell.symbol)].buffer.contains(Int32(slot)) {
                    problems.append("slot \(slot) missing from the column of \(cell.symbol)")
                }
            }
        }
        if liveRows != rowCount { problems.append("rowCount \(rowCount) but \(liveRows) live rows") }
        for s in 1..<kind.count {
            if columnCount[s] != occurrences[s] {
                problems.append("symbol \(s): columnCount \(columnCount[s]) but \(occurrences[s]) rows")
            }
            let negative = isObjectiveNegative(Int32(s)) && kind[s] != .dummy
            if negative != negatives.contains(Int32(s)) { problems.append("symbol \(s): negatives set out of step") }
            if kind[s] == .unused, hasObjective(Int32(s)) || rowOf[s] >= 0 {
                problems.append("unused symbol \(s) is still live")
            }
            if kind[s] == .external, uses[s] == 0 { problems.append("external symbol \(s) has no uses") }
        }
        if journal != nil { problems.append("a journal is still open") }
        return problems
    }

    /// Whether the objective is at its optimum (no symbol may enter).
    var isOptimal: Bool { negatives.isEmpty }

    /// The tableau as text: rows sorted by basic symbol, then the objective. Two solvers with
    /// the same fingerprint are in the same state.
    func fingerprint() -> String {
        var lines: [String] = []
        for slot in 0..<rows.count where basic[slot] != 0 {
            let cellsText = rows[slot].buffer.map { "\($0.coefficient)*s\($0.symbol)" }.joined(separator: " ")
            lines.append("s\(basic[slot]) = \(constant[slot]) \(cellsText)")
        }
        lines.sort()
        for l in 0..<levels {
            var objectiveText: [String] = []
            for s in 1..<kind.count where objectiveAt(Int32(s), l) != 0 { objectiveText.append("\(objectiveAt(Int32(s), l))*s\(s)") }
            lines.append("objective[\(l)] = \(objectiveText.joined(separator: " "))")
        }
        lines.append("symbols: " + (1..<kind.count).filter { kind[$0] != .unused }.map { "s\($0):\(kind[$0])" }.joined(separator: ","))
        return lines.joined(separator: "\n")
    }
}

extension Solver {
    /// Structural problems found in the tableau (empty when consistent). For tests.
    func invariantViolations() -> [String] { core.invariantViolations() }

    /// A text image of the whole tableau. For tests.
    func fingerprint() -> String { core.fingerprint() }

    /// Whether no symbol can enter the basis (the objective is at its optimum). For tests.
    var isOptimal: Bool { core.isOptimal }

    /// Number of rows in the tableau. For tests.
    var rowCount: Int { core.rowCount }

    /// Number of symbol ids allocated so far, used or free. For tests.
    var symbolCapacity: Int { core.symbolCapacity }
}
