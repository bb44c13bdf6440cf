extension SolverCore {
    /// Replaces `symbol` by the row at `source` (which defines it) in every row that contains
    /// it and in the objective. Rows whose restricted basic goes negative are queued for the
    /// dual simplex, as kiwi does.
    mutating func substitute(_ symbol: Int32, from source: Int32) {
        let s = Int(symbol)
        if columnCount[s] > 0 {
            gatherColumn(symbol)
            clearColumn(symbol)
            let src = rows[Int(source)]
            let srcConstant = constant[Int(source)]
            let targets = gathered
            for k in 0..<targets.count {
                let slot = targets[k].slot
                merge(into: slot, eliminating: symbol, coefficient: targets[k].coefficient, src, srcConstant)
                let b = basic[Int(slot)]
                if b != 0, kind[Int(b)].isRestricted, constant[Int(slot)] < 0 {
                    infeasible.append(b)
                }
            }
        }
        substituteIntoObjective(symbol, from: source)
    }

    /// `row[target] += c * source`, where `c` is the target's coefficient of `symbol`; the
    /// symbol's own cell is dropped (its column is cleared by the caller). A two-way merge of
    /// sorted cells into the scratch buffer, which then trades places with the row's buffer;
    /// the column index follows every cell that appears or cancels.
    @inline(__always)
    mutating func merge(into target: Int32, eliminating symbol: Int32, coefficient c: Double,
                        _ src: UnsafeVector<Cell>, _ srcConstant: Double) {
        saveForRollback(target)
        statistics.rowUpdates &+= 1
        let t = Int(target)
        let old = rows[t]
        scratch.removeAll()
        scratch.reserve(old.count &+ src.count)
        let out = scratch.base.unsafelyUnwrapped
        var o = 0
        var i = 0
        var j = 0
        let n = old.count
        let m = src.count
        while i < n && j < m {
            let a = old[i]
            let b = src[j]
            if a.symbol < b.symbol {
                if a.symbol != symbol { out[o] = a; o &+= 1 }
                i &+= 1
            } else if a.symbol > b.symbol {
                let v = c * b.coefficient
                if !isNearZero(v) {
                    out[o] = Cell(symbol: b.symbol, coefficient: v); o &+= 1
                    addToColumn(b.symbol, target)
                }
                j &+= 1
            } else {
                let v = a.coefficient + c * b.coefficient
                if isNearZero(v) {
                    columnCount[Int(a.symbol)] &-= 1
                } else {
                    out[o] = Cell(symbol: a.symbol, coefficient: v); o &+= 1
                }
                i &+= 1
                j &+= 1
            }
        }
        while i < n {
            let a = old[i]
            if a.symbol != symbol { out[o] = a; o &+= 1 }
            i &+= 1
        }
        while j < m {
            let b = src[j]
            let v = c * b.coefficient
            if !isNearZero(v) {
                out[o] = Cell(symbol: b.symbol, coefficient: v); o &+= 1
                addToColumn(b.symbol, target)
            }
            j &+= 1
        }
        scratch.setCount(o)
        swap(&rows[t], &scratch)
        constant[t] += c * srcConstant
        markDirty(target)
    }

    /// Makes `entering` basic in the row at `slot` in place of its basic symbol, then
    /// substitutes the row everywhere `entering` appears.
    mutating func pivot(_ slot: Int32, entering: Int32) {
        let leaving = basic[Int(slot)]
        statistics.pivots &+= 1
        structureEpoch &+= 1
        solve(slot, for: entering, leaving: leaving)
        if leaving != 0, kind[Int(leaving)] == .external { leftBasis.append(leaving) }
        substitute(entering, from: slot)
    }

    /// Rewrites `leaving = constant + Σ cells` as `entering = …`: the leaving symbol joins the
    /// cells with coefficient -1 and every entry is divided by minus the entering coefficient.
    /// `leaving` may be 0 (no basic symbol: the row reads `0 = constant + Σ cells`).
    mutating func solve(_ slot: Int32, for entering: Int32, leaving: Int32) {
        saveForRollback(slot)
        let i = Int(slot)
        let at = Self.search(rows[i], entering)
        precondition(at >= 0, "entering symbol not in row")
        let a = rows[i][at].coefficient
        rows[i].remove(at: at)
        columnCount[Int(entering)] &-= 1
        if leaving != 0 {
            let p = Self.search(rows[i], leaving)
            rows[i].insert(Cell(symbol: leaving, coefficient: -1), at: -(p + 1))
            addToColumn(leaving, slot)
            if rowOf[Int(leaving)] == slot { rowOf[Int(leaving)] = -1 }
        }
        let k = -1.0 / a
        constant[i] *= k
        Self.scale(rows[i], by: k)
        basic[i] = entering
        rowOf[Int(entering)] = slot
        markDirty(slot)
    }

    /// Solves a row that is not in the tableau yet for `subject` (`0 = constant + Σ cells`
    /// becomes `subject = …`), in place.
    static func solve(_ row: inout UnsafeVector<Cell>, _ rowConstant: inout Double, for subject: Int32) {
        let at = search(row, subject)
        let k = -1.0 / row[at].coefficient
        row.remove(at: at)
        rowConstant *= k
        scale(row, by: k)
    }

    /// `out = a + k * b` for sorted cells, dropping entries that cancel (a plain merge with
    /// no column bookkeeping, for rows not yet in the tableau).
    static func mergeScaled(_ a: UnsafeVector<Cell>, _ b: UnsafeVector<Cell>, _ k: Double, into out: inout UnsafeVector<Cell>) {
        out.removeAll()
        out.reserve(a.count &+ b.count)
        let o = out.base.unsafelyUnwrapped
        var n = 0, i = 0, j = 0
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            if x.symbol < y.symbol {
                o[n] = x; n &+= 1; i &+= 1
            } else if x.symbol > y.symbol {
                let v = k * y.coefficient
                if !isNearZero(v) { o[n] = Cell(symbol: y.symbol, coefficient: v); n &+= 1 }
                j &+= 1
            } else {
                let v = x.coefficient + k * y.coefficient
                if !isNearZero(v) { o[n] = Cell(symbol: x.symbol, coefficient: v); n &+= 1 }
                i &+= 1; j &+= 1
            }
        }
        while i < a.count { o[n] = a[i]; n &+= 1; i &+= 1 }
        while j < b.count {
            let v = k * b[j].coefficient
            if !isNearZero(v) { o[n] = Cell(symbol: b[j].symbol, coefficient: v); n &+= 1 }
            j &+= 1
        }
        out.setCount(n)
    }

    @inline(__always)
    static func scale(_ row: UnsafeVector<Cell>, by k: Double) {
        let p = row.buffer
        for j in 0..<p.count { p[j].coefficient *= k }
    }
}
