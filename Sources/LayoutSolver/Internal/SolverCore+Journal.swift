/// The undo record of an artificial-variable add, the one path of `addConstraint` that changes
/// the tableau before it knows whether the constraint can be satisfied. Every row is saved on
/// its first change; a failed add puts them all back, so the solver is left as it was (kiwi
/// leaves the failed constraint's row behind).
struct Journal {
    /// Rows as they were before their first change (the copies are owned here).
    var saved: [(slot: Int32, cells: UnsafeVector<Cell>, constant: Double, basic: Int32)] = []
    var created: [Int32] = []
    var removed: [Int32] = []
    /// Objective components before each change: (index into `objective`, value).
    var objective: [(index: Int, value: Double)] = []
    var objectiveConstant: [Double]?
    let negatives: IndexSet32
    let infeasibleCount: Int

    init(negatives: IndexSet32, infeasibleCount: Int) {
        self.negatives = negatives
        self.infeasibleCount = infeasibleCount
    }

    func free() {
        for entry in saved {
            var cells = entry.cells
            cells.free()
        }
    }
}

extension SolverCore {
    mutating func beginJournal() {
        journalGeneration &+= 1
        journal = Journal(negatives: negatives, infeasibleCount: infeasible.count)
    }

    /// Records the row at `slot` before its first change under a journal.
    @inline(__always)
    mutating func saveForRollback(_ slot: Int32) {
        guard journal != nil else { return }
        saveSlow(slot)
    }

    private mutating func saveSlow(_ slot: Int32) {
        let i = Int(slot)
        if journalMark[i] == journalGeneration { return }
        journalMark[i] = journalGeneration
        let copy = UnsafeVector(copying: UnsafeBufferPointer(rows[i].buffer))
        journal!.saved.append((slot, copy, constant[i], basic[i]))
    }

    /// Keeps the changes made under the journal.
    mutating func commitJournal() {
        guard let j = journal else { return }
        journal = nil
        j.free()
        freeRows.append(contentsOf: j.removed)
    }

    /// Undoes every change made under the journal.
    mutating func rollBackJournal() {
        guard let j = journal else { return }
        journal = nil
        structureEpoch &+= 1
        let removed = Set(j.removed)
        for slot in j.created + j.saved.map(\.slot) {
            let i = Int(slot)
            for cell in rows[i].buffer { columnCount[Int(cell.symbol)] &-= 1 }
            let b = basic[i]
            if b != 0, rowOf[Int(b)] == slot { rowOf[Int(b)] = -1 }
        }
        for slot in j.created {
            let i = Int(slot)
            rows[i].removeAll()
            constant[i] = 0
            basic[i] = 0
            if !removed.contains(slot) { rowCount -= 1 }
            freeRows.append(slot)
        }
        for entry in j.saved {
            let i = Int(entry.slot)
            rows[i].assign(UnsafeBufferPointer(entry.cells.buffer))
            constant[i] = entry.constant
            basic[i] = entry.basic
            for cell in entry.cells.buffer { addToColumn(cell.symbol, entry.slot) }
            if entry.basic != 0 { rowOf[Int(entry.basic)] = entry.slot }
            if removed.contains(entry.slot) { rowCount += 1 }
            markDirty(entry.slot)
        }
        j.free()
        for (index, value) in j.objective.reversed() { objective[index] = value }
        if let c = j.objectiveConstant { objectiveConstant = c }
        negatives = j.negatives
        if infeasible.count > j.infeasibleCount { infeasible.removeLast(infeasible.count - j.infeasibleCount) }
    }
}
