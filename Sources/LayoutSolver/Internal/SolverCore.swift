/// The tableau and bookkeeping behind ``Solver``: Cassowary's incremental simplex as in kiwi,
/// with structural differences that make it scale:
///
/// - a **column index**: for every symbol, the row slots whose cells contain it, so a
///   substitution, a ratio test or an edit touches only the rows involved (kiwi scans them
///   all). Each column is an append-only list plus a live count: removing a cell only
///   decrements the count, and stale or repeated entries are dropped whenever the column is
///   read (`gatherColumn`), which looks up each row's coefficient anyway;
/// - a **dense objective** indexed by symbol, with the set of its negative entries, so choosing
///   the entering symbol does not scan the objective;
/// - **stable row slots**: a row keeps its slot across pivots; `basic[slot]` names its basic
///   symbol and `rowOf[symbol]` its slot;
/// - **manual memory** (`UnsafeVector`): no copy-on-write checks in the inner loops. The core
///   is non-copyable and frees everything it holds in `deinit`.
struct SolverCore: ~Copyable {
    // MARK: Per symbol (index = symbol id; id 0 is never used)

    var kind = UnsafeVector<SymbolKind>(repeating: .unused, count: 1)
    /// The slot of the row where the symbol is basic, or -1.
    var rowOf = UnsafeVector<Int32>(repeating: -1, count: 1)
    /// Row slots that contain (or once contained) the symbol; see `gatherColumn`.
    var columnList = UnsafeVector<UnsafeVector<Int32>>(repeating: UnsafeVector(), count: 1)
    /// How many rows contain the symbol.
    var columnCount = UnsafeVector<Int32>(repeating: 0, count: 1)
    /// Objective coefficients: `levels` components per symbol (see SolverCore+Objective).
    var objective = UnsafeVector<Double>(repeating: 0, count: 1)
    /// External symbols: how many constraints use them.
    var uses = UnsafeVector<Int32>(repeating: 0, count: 1)
    /// External symbols: their variable.
    var variable: [Variable?] = [nil]
    /// Marker symbols: the constraint they mark.
    var owner: [Constraint?] = [nil]
    var freeSymbols: [Int32] = []

    // MARK: Per row slot

    /// Cells sorted by symbol id.
    var rows = UnsafeVector<UnsafeVector<Cell>>()
    var constant = UnsafeVector<Double>()
    /// Basic symbol of the row; 0 for the artificial objective during an artificial add.
    var basic = UnsafeVector<Int32>()
    var rowDirty = UnsafeVector<Bool>()
    /// The epoch of the last `gatherColumn` that met the slot (to drop repeated entries).
    var slotEpoch = UnsafeVector<UInt32>()
    /// The journal generation that already saved (or created) the slot.
    var journalMark = UnsafeVector<UInt32>()
    var freeRows: [Int32] = []
    var rowCount = 0

    // MARK: Objective, work lists, scratch

    /// The objective's constant, per level.
    var objectiveConstant: [Double] = [0]
    /// Objective components per symbol: 1, or one per distinct strength when prioritized.
    var levels = 1
    /// Prioritized model: the strength of each level, highest first.
    var levelStrengths: [Double] = []
    let strengthModel: StrengthModel
    /// Non-dummy symbols whose objective coefficient is negative: candidates to enter.
    var negatives = IndexSet32()
    /// Basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasible = UnsafeVector<Int32>()
    /// Merge buffer, swapped with a row's cells after a merge.
    var scratch = UnsafeVector<Cell>()
    /// Buffers for building a new row: the merged rows so far, a spare, and the single cells
    /// (parametric variables and new symbols).
    var buildRow = UnsafeVector<Cell>()
    var buildSpare = UnsafeVector<Cell>()
    var singles = UnsafeVector<Cell>()
    /// The live rows of the column read by the last `gatherColumn`, with their coefficients.
    var gathered = UnsafeVector<Gathered>()
    var epoch: UInt32 = 0

    // MARK: Change tracking for updateVariables()

    var dirtyRows = UnsafeVector<Int32>()
    /// External symbols that left the basis or are new (their value may become 0).
    var leftBasis: [Int32] = []
    /// Variables forgotten since the last update (their value becomes 0).
    var forgotten: [Variable] = []

    // MARK: Rollback of an artificial-variable add

    var journal: Journal?
    var journalGeneration: UInt32 = 0

    // MARK: Registries

    /// Identifies this solver in the fast-path caches of variables and constraints.
    let id: UInt64
    /// Variables whose cache belongs to another solver: variable -> symbol.
    var foreignSymbols: [ObjectIdentifier: Int32] = [:]
    /// Constraints whose cache belongs to another solver: constraint -> (marker, other).
    var foreignTags: [ObjectIdentifier: (marker: Int32, other: Int32)] = [:]
    /// Edit variables by identity.
    var edits: [ObjectIdentifier: EditInfo] = [:]
    var constraintCount = 0
    /// Work counters.
    var statistics = SolverStatistics()
    /// Changes whenever an answer of `isAmbiguous` may change: the tableau's shape (a pivot, a
    /// row or edit added or removed, a rollback) or a row's constant moving to or from zero
    /// (a restricted row at zero is what stops a parametric symbol growing). A constant that
    /// moves without either leaves every answer as it was.
    var structureEpoch: UInt64 = 0

    init(id: UInt64, strengthModel: StrengthModel) {
        self.id = id
        self.strengthModel = strengthModel
    }

    deinit {
        for list in columnList.buffer { list.deallocate() }
        for row in rows.buffer { row.deallocate() }
        kind.deallocate(); rowOf.deallocate(); columnList.deallocate(); columnCount.deallocate()
        objective.deallocate(); uses.deallocate(); rows.deallocate()
        constant.deallocate(); basic.deallocate(); rowDirty.deallocate(); slotEpoch.deallocate()
        journalMark.deallocate(); infeasible.deallocate(); scratch.deallocate()
        buildRow.deallocate(); buildSpare.deallocate(); singles.deallocate()
        gathered.deallocate(); dirtyRows.deallocate()
        journal?.free()
    }

    var symbolCapacity: Int { kind.count }

    // MARK: - Symbols

    mutating func newSymbol(_ k: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kind[Int(s)] = k
            return s
        }
        let s = Int32(kind.count)
        kind.append(k)
        rowOf.append(-1)
        columnList.append(UnsafeVector())
        columnCount.append(0)
        for _ in 0..<levels { objective.append(0) }
        uses.append(0)
        variable.append(nil)
        owner.append(nil)
        return s
    }

    /// Returns a symbol id to the free list. The symbol must appear nowhere in the tableau.
    mutating func freeSymbol(_ s: Int32) {
        let i = Int(s)
        assert(rowOf[i] < 0 && columnCount[i] == 0 && !hasObjective(s), "freeing a live symbol")
        kind[i] = .unused
        variable[i] = nil
        uses[i] = 0
        owner[i] = nil
        columnList[i].removeAll()
        freeSymbols.append(s)
    }

    // MARK: - Rows

    /// Adds a row (cells sorted by symbol, none of them basic) and indexes its cells. The row
    /// takes ownership of `rowCells`.
    mutating func newRow(_ rowCells: UnsafeVector<Cell>, constant c: Double, basic b: Int32) -> Int32 {
        let slot: Int32
        if let s = freeRows.popLast() {
            slot = s
            rows[Int(s)].free()
            rows[Int(s)] = rowCells
            constant[Int(s)] = c
            basic[Int(s)] = b
        } else {
            slot = Int32(rows.count)
            rows.append(rowCells)
            constant.append(c)
            basic.append(b)
            rowDirty.append(false)
            slotEpoch.append(0)
            journalMark.append(0)
        }
        rowCount += 1
        for cell in rowCells.buffer { addToColumn(cell.symbol, slot) }
        if b != 0 { rowOf[Int(b)] = slot }
        if journal != nil {
            journal!.created.append(slot)
            journalMark[Int(slot)] = journalGeneration
        }
        markDirty(slot)
        return slot
    }

    /// Removes a row from the tableau (its basic symbol becomes parametric).
    mutating func removeRow(_ slot: Int32) {
        saveForRollback(slot)
        let i = Int(slot)
        for cell in rows[i].buffer { columnCount[Int(cell.symbol)] &-= 1 }
        let b = basic[i]
        if b != 0 {
            if rowOf[Int(b)] == slot { rowOf[Int(b)] = -1 }
            if kind[Int(b)] == .external { leftBasis.append(b) }
        }
        rows[i].removeAll()
        constant[i] = 0
        basic[i] = 0
        rowCount -= 1
        if journal == nil { freeRows.append(slot) } else { journal!.removed.append(slot) }
    }

    /// The coefficient of `symbol` in the row at `slot` (binary search).
    @inline(__always)
    func coefficient(_ slot: Int32, _ symbol: Int32) -> Double {
        let row = rows[Int(slot)]
        let at = Self.search(row, symbol)
        return at >= 0 ? row[at].coefficient : 0
    }

    /// Index of `symbol` in sorted cells, or the insertion point as `-(point + 1)`.
    @inline(__always)
    static func search(_ row: UnsafeVector<Cell>, _ symbol: Int32) -> Int {
        var lo = 0
        var hi = row.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            let s = row[mid].symbol
            if s == symbol { return mid }
            if s < symbol { lo = mid &+ 1 } else { hi = mid }
        }
        return -(lo &+ 1)
    }

    @inline(__always)
    mutating func markDirty(_ slot: Int32) {
        if !rowDirty[Int(slot)] {
            rowDirty[Int(slot)] = true
            dirtyRows.append(slot)
        }
    }

    // MARK: - Columns

    /// Records that the row at `slot` gained a cell for `s`. When stale entries outnumber the
    /// live ones the list is compacted (the row at `slot` may be in the middle of a merge, so
    /// its entry is kept without looking at its cells).
    @inline(__always)
    mutating func addToColumn(_ s: Int32, _ slot: Int32) {
        let i = Int(s)
        columnCount[i] &+= 1
        columnList[i].append(slot)
        if columnList[i].count > 2 &* Int(columnCount[i]) &+ 16 { compactColumn(s, keeping: slot) }
    }

    private mutating func compactColumn(_ s: Int32, keeping current: Int32) {
        epoch &+= 1
        let e = epoch
        let list = columnList[Int(s)]
        var kept = 0
        for k in 0..<list.count {
            let slot = list[k]
            if slotEpoch[Int(slot)] == e { continue }
            if slot != current && coefficient(slot, s) == 0 { continue }
            slotEpoch[Int(slot)] = e
            list[kept] = slot
            kept &+= 1
        }
        columnList[Int(s)].removeLast(list.count - kept)
    }

    /// Fills `gathered` with the rows that contain `s` and their coefficients, and compacts
    /// the column's list to exactly those rows. Returns their number.
    @discardableResult
    mutating func gatherColumn(_ s: Int32) -> Int {
        epoch &+= 1
        let e = epoch
        gathered.removeAll()
        let list = columnList[Int(s)]
        gathered.reserve(list.count)
        var kept = 0
        for k in 0..<list.count {
            let slot = list[k]
            if slotEpoch[Int(slot)] == e { continue }
            let c = coefficient(slot, s)
            if c == 0 { continue }
            slotEpoch[Int(slot)] = e
            list[kept] = slot
            kept &+= 1
            gathered.appendUnchecked(Gathered(slot: slot, coefficient: c))
        }
        columnList[Int(s)].removeLast(list.count - kept)
        assert(kept == Int(columnCount[Int(s)]), "column index out of step")
        return kept
    }

    /// Forgets every row of a column once `s` has been removed from all of them.
    @inline(__always)
    mutating func clearColumn(_ s: Int32) {
        columnList[Int(s)].removeAll()
        columnCount[Int(s)] = 0
    }
}

/// A row of a gathered column and the column symbol's coefficient in it.
struct Gathered {
    var slot: Int32
    var coefficient: Double
}

/// Bookkeeping of an edit variable: its constraint and last suggested value.
struct EditInfo {
    let constraint: Constraint
    let marker: Int32
    let other: Int32
    var constant: Double
}
