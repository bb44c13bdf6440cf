@testable import LayoutSolver
import Testing

@Suite("Prioritized strengths")
struct PrioritizedTests {
    @Test("a higher level beats any number of lower ones; the weighted model lets numbers win")
    func strictOrder() throws {
        let x = Variable("x")
        let prioritized = Solver(strengths: .prioritized)
        let weighted = Solver()
        for s in [prioritized, weighted] {
            try s.addConstraint((x == 0) | 751)
            for _ in 0..<200 { try s.addConstraint((x == 10) | 750) }
        }
        prioritized.updateVariables()
        expectValue(x, 0)
        weighted.updateVariables()
        expectValue(x, 10)
        expectConsistent(prioritized)
    }

    @Test("levels are satisfied from the top down, as far as each can be")
    func levelsTopDown() throws {
        let s = Solver(strengths: .prioritized)
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(x + y == 100)
        try s.addConstraint((x >= 30) | 750)
        try s.addConstraint((y >= 80) | 500)   // cannot fully hold: x >= 30 wins
        try s.addConstraint((y == 200) | 250)  // lowest: pulls y up as far as the others allow
        s.updateVariables()
        expectValue(x, 30)
        expectValue(y, 70)
        expectConsistent(s)
    }

    @Test("within a level, errors add up")
    func errorsAddWithinALevel() throws {
        let s = Solver(strengths: .prioritized)
        let x = Variable("x")
        try s.addConstraint((x == 0) | 500)
        try s.addConstraint((x == 10) | 500)
        try s.addConstraint((x == 10) | 500)
        s.updateVariables()
        expectValue(x, 10)
    }

    @Test("a new level between existing ones takes its place in the order")
    func levelInsertedLater() throws {
        let s = Solver(strengths: .prioritized)
        let w = Variable("w")
        try s.addConstraint((w == 100) | 250)
        try s.addConstraint((w <= 300) | 750)
        s.updateVariables()
        expectValue(w, 100)
        let middle = (w == 200) | 500
        try s.addConstraint(middle)
        s.updateVariables()
        expectValue(w, 200)
        try s.addConstraint((w >= 400) | 1)   // lowest of all: no effect
        try s.addConstraint((w == 500) | 999) // highest optional, but <= 300 is only 750
        s.updateVariables()
        expectValue(w, 500)
        try s.removeConstraint(middle)
        s.updateVariables()
        expectValue(w, 500)
        expectConsistent(s)
    }

    @Test("edit variables under priorities")
    func edits() throws {
        let s = Solver(strengths: .prioritized)
        let width = Variable("width"), label = Variable("label")
        try s.addEditVariable(width, strength: 990)
        try s.addConstraint(label <= width - 20)
        try s.addConstraint((label == 500) | 250)   // hugging-like preference
        try s.addConstraint((label >= 100) | 750)   // compression resistance
        // The edit (990) outranks compression resistance (750), which outranks hugging (250).
        for (suggested, expected) in [(390.0, 370.0), (100.0, 80.0), (1000.0, 500.0)] {
            try s.suggestValue(width, suggested)
            s.updateVariables()
            expectValue(width, suggested)
            expectValue(label, expected)
            expectConsistent(s, "width \(suggested)")
        }
    }

    @Test("randomized systems keep required constraints under priorities", arguments: 0..<25)
    func randomized(seed: Int) throws {
        let system = RandomSystem(seed: UInt64(seed) &+ 7000, variables: 7, constraints: 22)
        var rng = SeededRandom(seed: UInt64(seed))
        let s = Solver(strengths: .prioritized)
        var active: [Constraint] = []
        for c in system.all.shuffled(using: &rng) {
            try s.addConstraint(c)
            active.append(c)
            s.updateVariables()
            for k in active where k.isRequired { #expect(k.isSatisfied(), "seed \(seed): \(k)") }
            expectConsistent(s, "seed \(seed)")
            #expect(s.isOptimal)
        }
        // Removal equals a fresh solve of what is left.
        let removed = Set((0..<5).map { _ in Int.random(in: 0..<active.count, using: &rng) })
        for i in removed.sorted() { try s.removeConstraint(active[i]) }
        s.updateVariables()
        let values = system.variables.map(\.value)
        let fresh = Solver(strengths: .prioritized)
        for (i, c) in active.enumerated() where !removed.contains(i) { try fresh.addConstraint(c) }
        fresh.updateVariables()
        for (v, x) in zip(system.variables, values) {
            #expect(abs(v.value - x) < 1e-6, "seed \(seed): \(v.name) \(x) vs fresh \(v.value)")
        }
    }
}

@Suite("Changing constants in place")
struct UpdateConstantTests {
    @Test("updating a constant gives the values of a fresh solve", arguments: [0, 1])
    func matchesFresh(model: Int) throws {
        let strengths: StrengthModel = model == 0 ? .weighted : .prioritized
        var rng = SeededRandom(seed: 99)
        for round in 0..<20 {
            let system = RandomSystem(seed: UInt64(round) &+ 3100, variables: 6, constraints: 18)
            let s = Solver(strengths: strengths)
            for c in system.all { try s.addConstraint(c) }
            // Change a few constants, some required, some optional; refusals must roll back.
            for _ in 0..<6 {
                let c = system.all.randomElement(using: &rng)!
                let old = c.expression.constant
                let new = old + Double(Int.random(in: -15...15, using: &rng))
                let before = s.fingerprint()
                if let error = solverError({ try s.updateConstant(c, to: new) }) {
                    guard case .unsatisfiableConstraint(let bad, _) = error else {
                        Issue.record("round \(round): unexpected \(error)"); continue
                    }
                    #expect(bad === c)
                    #expect(c.expression.constant == old)
                    #expect(s.fingerprint() == before, "round \(round): a refused update changed the tableau")
                } else {
                    #expect(c.expression.constant == new)
                }
                expectConsistent(s, "round \(round)")
            }
            s.updateVariables()
            let values = system.variables.map(\.value)
            let fresh = Solver(strengths: strengths)
            for c in system.all {
                let copy = Constraint(c.expression, c.relation, strength: c.strength)
                try fresh.addConstraint(copy)
            }
            fresh.updateVariables()
            for (v, x) in zip(system.variables, values) {
                #expect(abs(v.value - x) < 1e-6, "round \(round): \(v.name) \(x) vs fresh \(v.value)")
            }
        }
    }

    @Test("the ambiguity epoch: while it stays the same, every ambiguity answer does too; a bound reaching zero changes it")
    func ambiguityEpoch() throws {
        // A width between 0 and a bound is open until the bound is 0.
        let s = Solver(strengths: .prioritized)
        let w = Variable("w")
        let bound = w <= 0
        try s.addConstraint(w >= 0)
        try s.addConstraint(bound)
        #expect(!s.isAmbiguous(w))
        var epoch = s.ambiguityEpoch
        try s.updateConstant(bound, to: -10)   // w <= 10
        #expect(s.isAmbiguous(w))
        #expect(s.ambiguityEpoch != epoch)
        epoch = s.ambiguityEpoch
        try s.updateConstant(bound, to: -20)   // w <= 20: still open, nothing else changed
        #expect(s.isAmbiguous(w))
        #expect(s.ambiguityEpoch == epoch)
        try s.updateConstant(bound, to: 0)
        #expect(!s.isAmbiguous(w))
        #expect(s.ambiguityEpoch != epoch)

        // Random systems, random constant changes (refused ones too): an unchanged epoch never
        // hides a changed answer, and most changes leave it as it was.
        var rng = SeededRandom(seed: 7)
        var unchanged = 0, changes = 0
        for round in 0..<40 {
            let system = RandomSystem(seed: UInt64(round) &+ 9100, variables: 6, constraints: 14)
            let s = Solver(strengths: round % 2 == 0 ? .prioritized : .weighted)
            for c in system.all { _ = solverError { try s.addConstraint(c) } }
            var answers = system.variables.map { s.isAmbiguous($0) }
            var epoch = s.ambiguityEpoch
            for _ in 0..<30 {
                let c = system.all.randomElement(using: &rng)!
                guard s.hasConstraint(c) else { continue }
                let step = [0.0, 0.5, -3, 7, -c.expression.constant].randomElement(using: &rng)!
                _ = solverError { try s.updateConstant(c, to: c.expression.constant + step) }
                changes += 1
                let now = system.variables.map { s.isAmbiguous($0) }
                if s.ambiguityEpoch == epoch {
                    unchanged += 1
                    #expect(now == answers, "round \(round): the answers changed under the same epoch")
                }
                answers = now
                epoch = s.ambiguityEpoch
            }
        }
        #expect(unchanged > changes / 4, "\(unchanged) of \(changes) changes kept the epoch")
    }

    @Test("each marker situation: slack, dummy, error pair, redundant equality")
    func markerSituations() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10
        let link = y == x + 5
        let prefer = (x == 50) | Strength.weak
        let redundant = y - 5 == x  // the same equation as `link`: added as redundant
        try s.addConstraint(floor)
        try s.addConstraint(link)
        try s.addConstraint(prefer)
        try s.addConstraint(redundant)
        s.updateVariables()
        expectValue(y, 55)
        try s.updateConstant(prefer, to: -30)       // x == 30
        s.updateVariables()
        expectValue(x, 30)
        try s.updateConstant(floor, to: -40)        // x >= 40
        s.updateVariables()
        expectValue(x, 40)
        expectValue(y, 45)
        // Changing one of two identical equalities makes them conflict, whichever it is, in
        // either direction.
        for (c, value) in [(link, 7.0), (link, -17), (redundant, 3), (redundant, -13)] {
            guard case .unsatisfiableConstraint(_, let conflicts)? = solverError({ try s.updateConstant(c, to: value) }) else {
                Issue.record("expected a conflict changing \(c) to \(value)"); continue
            }
            #expect(conflicts.contains { $0 === (c === link ? redundant : link) })
            s.updateVariables()
            expectValue(y, 45)
            expectConsistent(s)
        }
        try s.removeConstraint(redundant)
        try s.updateConstant(link, to: -7)          // y == x + 7
        s.updateVariables()
        expectValue(y, 47)
        expectConsistent(s)
        guard case .unknownConstraint? = solverError({ try s.updateConstant(redundant, to: 1) }) else {
            Issue.record("expected unknownConstraint"); return
        }
        guard case .invalidValue? = solverError({ try s.updateConstant(link, to: .nan) }) else {
            Issue.record("expected invalidValue"); return
        }
    }

    @Test("a constant change touches only the rows it reaches")
    func localWork() throws {
        let s = Solver()
        var gaps: [Constraint] = []
        var previous = Variable("v0")
        try s.addConstraint(previous == 0)
        for i in 1...200 {
            let v = Variable("v\(i)")
            let gap = v == previous + 10
            try s.addConstraint(gap)
            gaps.append(gap)
            previous = v
        }
        // An independent pair.
        let a = Variable("a"), b = Variable("b")
        try s.addConstraint(a == 1)
        let pair = b == a + 1
        try s.addConstraint(pair)
        s.updateVariables()
        let before = s.statistics
        try s.updateConstant(pair, to: -5)
        s.updateVariables()
        expectValue(b, 6)
        #expect(s.statistics.pivots == before.pivots)
        #expect(s.statistics.rowUpdates == before.rowUpdates)
        try s.updateConstant(gaps[100], to: -20)
        s.updateVariables()
        expectValue(previous, 2010)
    }
}
