@testable import LayoutSolver
import Testing

@Suite("Every error path leaves the solver as it was")
struct ErrorTests {
    @Test("duplicate and unknown constraints")
    func duplicateAndUnknown() throws {
        let s = Solver()
        let x = Variable("x")
        let c = x >= 1
        try s.addConstraint(c)
        let before = s.fingerprint()
        guard case .duplicateConstraint(let d)? = solverError({ try s.addConstraint(c) }) else {
            Issue.record("expected duplicateConstraint"); return
        }
        #expect(d === c)
        let stranger = x <= 5
        guard case .unknownConstraint(let u)? = solverError({ try s.removeConstraint(stranger) }) else {
            Issue.record("expected unknownConstraint"); return
        }
        #expect(u === stranger)
        #expect(s.fingerprint() == before)
    }

    @Test("edit variable errors")
    func editErrors() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addEditVariable(x, strength: Strength.strong)
        let before = s.fingerprint()
        guard case .duplicateEditVariable? = solverError({ try s.addEditVariable(x, strength: Strength.weak) }) else {
            Issue.record("expected duplicateEditVariable"); return
        }
        let y = Variable("y")
        guard case .badRequiredStrength? = solverError({ try s.addEditVariable(y, strength: Strength.required) }) else {
            Issue.record("expected badRequiredStrength"); return
        }
        guard case .unknownEditVariable? = solverError({ try s.suggestValue(y, 3) }) else {
            Issue.record("expected unknownEditVariable on suggest"); return
        }
        guard case .unknownEditVariable? = solverError({ try s.removeEditVariable(y) }) else {
            Issue.record("expected unknownEditVariable on remove"); return
        }
        guard case .invalidValue? = solverError({ try s.addEditVariable(y, strength: .nan) }) else {
            Issue.record("expected invalidValue for a NaN strength"); return
        }
        #expect(s.fingerprint() == before)
        #expect(!s.hasEditVariable(y))
    }

    @Test("NaN and infinite inputs are refused", arguments: [Double.nan, .infinity, -.infinity])
    func invalidNumbers(bad: Double) throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(x == 10)
        try s.addEditVariable(y, strength: Strength.strong)
        try s.suggestValue(y, 4)
        s.updateVariables()
        let before = s.fingerprint()
        var refused = [Constraint(LinearExpression(terms: [Term(x, bad)], constant: 1), .equal),
                       Constraint(LinearExpression(terms: [Term(x, 1)], constant: bad), .greaterThanOrEqual)]
        if bad.isNaN { refused.append(Constraint(LinearExpression(y), .equal, strength: bad)) }
        for c in refused {
            guard case .invalidValue(let why)? = solverError({ try s.addConstraint(c) }) else {
                Issue.record("expected invalidValue for \(c)"); continue
            }
            #expect(!why.isEmpty)
        }
        guard case .invalidValue? = solverError({ try s.suggestValue(y, bad) }) else {
            Issue.record("expected invalidValue for suggest \(bad)"); return
        }
        #expect(s.fingerprint() == before)
        s.updateVariables()
        expectValue(y, 4)
        expectValue(x, 10)
    }

    @Test("conflicting required equalities name each other (all-dummy row)")
    func conflictingEqualities() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x == 10
        a.identifier = "a"
        let b = y == x + 5
        b.identifier = "b"
        try s.addConstraint(a)
        try s.addConstraint(b)
        try s.addConstraint((y == 0) | Strength.weak)
        let before = s.fingerprint()
        let bad = y == 20
        guard case .unsatisfiableConstraint(let c, let conflicts)? = solverError({ try s.addConstraint(bad) }) else {
            Issue.record("expected unsatisfiableConstraint"); return
        }
        #expect(c === bad)
        #expect(Set(conflicts.map { ObjectIdentifier($0) }) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(s.fingerprint() == before)
        #expect(!s.hasConstraint(bad))
        s.updateVariables()
        expectValue(y, 15)
        expectConsistent(s)
    }

    @Test("an inequality conflict goes through the artificial phase and rolls back exactly")
    func artificialRollback() throws {
        let s = Solver()
        let l = Variable("left"), w = Variable("width"), r = Variable("right"), c = Variable("container")
        let pinLeft = l >= 0
        let pinRight = r <= c
        let def = r == l + w
        let minWidth = w >= 300
        let unrelated = Variable("u") >= 3
        try s.addConstraint(c == 390)
        for k in [pinLeft, pinRight, def, minWidth, unrelated] { try s.addConstraint(k) }
        try s.addConstraint((l == 200) | Strength.weak)
        s.updateVariables()
        let before = s.fingerprint()
        let stats = s.statistics
        // left >= 100 with width >= 300 and right <= 390 cannot hold.
        let tooFar = l >= 100
        guard case .unsatisfiableConstraint(_, let conflicts)? = solverError({ try s.addConstraint(tooFar) }) else {
            Issue.record("expected unsatisfiableConstraint"); return
        }
        #expect(s.statistics.artificialAdds == stats.artificialAdds + 1)
        let ids = Set(conflicts.map { ObjectIdentifier($0) })
        #expect(ids.contains(ObjectIdentifier(minWidth)))
        #expect(ids.contains(ObjectIdentifier(pinRight)))
        #expect(ids.contains(ObjectIdentifier(def)))
        #expect(!ids.contains(ObjectIdentifier(unrelated)))
        #expect(!ids.contains(ObjectIdentifier(pinLeft)))
        #expect(s.fingerprint() == before)
        expectConsistent(s)
        // The solver goes on working: left is pulled towards 200 up to its limit of 90.
        try s.addConstraint(l >= 50)
        s.updateVariables()
        expectValue(l, 90)
        expectValue(w, 300)
    }

    @Test("the conflict set is irreducible: dropping any member makes the system feasible")
    func conflictSetIsMinimal() throws {
        var rng = SeededRandom(seed: 7)
        var checked = 0
        for _ in 0..<200 where checked < 25 {
            let vars = (0..<5).map { Variable("x\($0)") }
            var added: [Constraint] = []
            let s = Solver()
            var failure: (Constraint, [Constraint])?
            for _ in 0..<14 {
                let terms = (0..<2).map { _ in Term(vars[Int.random(in: 0..<5, using: &rng)], Double(Int.random(in: -2...2, using: &rng))) }
                let e = LinearExpression(terms: terms, constant: Double(Int.random(in: -20...20, using: &rng)))
                let rel: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let c = Constraint(e, rel)
                if case .unsatisfiableConstraint(_, let conflicts)? = solverError({ try s.addConstraint(c) }) {
                    failure = (c, conflicts)
                    break
                }
                added.append(c)
            }
            guard let (bad, conflicts) = failure, !conflicts.isEmpty else { continue }
            checked += 1
            // The set with the new constraint is infeasible…
            let whole = Solver()
            var wholeFails = false
            for c in conflicts + [bad] where solverError({ try whole.addConstraint(c) }) != nil { wholeFails = true }
            #expect(wholeFails, "the reported set is not a conflict")
            // …and every proper subset (drop one) is feasible.
            for drop in conflicts.indices {
                let sub = Solver()
                var failed = false
                for (i, c) in conflicts.enumerated() where i != drop {
                    if solverError({ try sub.addConstraint(c) }) != nil { failed = true }
                }
                if solverError({ try sub.addConstraint(bad) }) != nil { failed = true }
                #expect(!failed, "conflict set is not minimal: dropping \(conflicts[drop]) still fails")
            }
        }
        #expect(checked >= 10)
    }
}
