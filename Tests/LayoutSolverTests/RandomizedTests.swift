@testable import LayoutSolver
import Testing

/// Randomized feasible systems: a hidden point satisfies every required constraint, so the
/// system is feasible by construction. Each variable also has a weak preference with a random
/// target and a random weight, which makes the optimum unique (almost surely), so solvers that
/// reach it by different paths agree.
struct RandomSystem {
    let variables: [Variable]
    let required: [Constraint]
    let preferences: [Constraint]
    let optional: [Constraint]

    init(seed: UInt64, variables n: Int, constraints m: Int) {
        var rng = SeededRandom(seed: seed)
        variables = (0..<n).map { Variable("x\($0)") }
        let hidden = (0..<n).map { _ in Double(Int.random(in: -100...100, using: &rng)) }
        var required: [Constraint] = []
        var optional: [Constraint] = []
        for _ in 0..<m {
            let k = Int.random(in: 1...3, using: &rng)
            var terms: [Term] = []
            var value = 0.0
            for _ in 0..<k {
                let i = Int.random(in: 0..<n, using: &rng)
                let a = Double(Int.random(in: -3...3, using: &rng))
                terms.append(Term(variables[i], a))
                value += a * hidden[i]
            }
            let kind = Int.random(in: 0..<10, using: &rng)
            if kind < 2 {
                required.append(Constraint(LinearExpression(terms: terms, constant: -value), .equal))
            } else if kind < 7 {
                let slack = Double(Int.random(in: 0...20, using: &rng))
                let ge = Bool.random(using: &rng)
                let constant = ge ? -value + slack : -value - slack
                required.append(Constraint(LinearExpression(terms: terms, constant: constant), ge ? .greaterThanOrEqual : .lessThanOrEqual))
            } else {
                // Optional constraints need not hold at the hidden point.
                let target = Double(Int.random(in: -150...150, using: &rng))
                let strength = Strength.create(0, Double.random(in: 0.5...10, using: &rng), 0)
                optional.append(Constraint(LinearExpression(terms: terms, constant: -target), .equal, strength: strength))
            }
        }
        self.required = required
        self.optional = optional
        preferences = variables.map { v in
            let target = Double(Int.random(in: -200...200, using: &rng))
            return Constraint(LinearExpression(terms: [Term(v)], constant: -target), .equal,
                              strength: Strength.create(0, 0, Double.random(in: 0.1...1, using: &rng)))
        }
    }

    var all: [Constraint] { preferences + required + optional }
}

@Suite("Randomized systems")
struct RandomizedTests {
    @Test("every required constraint holds after every operation; removing all returns to the start",
          arguments: 0..<40)
    func holdsThroughout(seed: Int) throws {
        let system = RandomSystem(seed: UInt64(seed), variables: 8, constraints: 24)
        var rng = SeededRandom(seed: UInt64(seed) &+ 1000)
        let s = Solver()
        var active: [Constraint] = []
        func check(_ what: String) {
            s.updateVariables()
            for c in active where c.isRequired {
                #expect(c.isSatisfied(tolerance: 1e-6), "seed \(seed), \(what): \(c) = \(c.expression.value)")
            }
            expectConsistent(s, "seed \(seed), \(what)")
            #expect(s.isOptimal, "seed \(seed), \(what): not optimal")
        }
        for c in system.all.shuffled(using: &rng) {
            try s.addConstraint(c)
            active.append(c)
            check("after adding \(c)")
        }
        // Remove and re-add some, then remove everything.
        for _ in 0..<10 {
            let i = Int.random(in: 0..<active.count, using: &rng)
            let c = active.remove(at: i)
            try s.removeConstraint(c)
            check("after removing \(c)")
            try s.addConstraint(c)
            active.append(c)
            check("after re-adding \(c)")
        }
        for c in active.shuffled(using: &rng) {
            try s.removeConstraint(c)
            active.removeAll { $0 === c }
            check("after removing \(c)")
        }
        s.updateVariables()
        for v in system.variables { expectValue(v, 0) }
        #expect(s.rowCount == 0)
        #expect(s.variableCount == 0)
    }

    @Test("removal equals never having added, on random systems", arguments: 0..<20)
    func removalMatchesFresh(seed: Int) throws {
        let system = RandomSystem(seed: UInt64(seed) &+ 500, variables: 6, constraints: 18)
        let all = system.all
        var rng = SeededRandom(seed: UInt64(seed))
        let removed = Set((0..<4).map { _ in Int.random(in: 0..<all.count, using: &rng) })
        let s = Solver()
        for c in all { try s.addConstraint(c) }
        for i in removed.sorted() { try s.removeConstraint(all[i]) }
        s.updateVariables()
        let afterRemoval = system.variables.map(\.value)
        let fresh = Solver()
        for (i, c) in all.enumerated() where !removed.contains(i) { try fresh.addConstraint(c) }
        fresh.updateVariables()
        for (v, x) in zip(system.variables, afterRemoval) {
            #expect(abs(v.value - x) < 1e-6, "seed \(seed): \(v.name) \(x) vs fresh \(v.value)")
        }
    }

    @Test("edits on random systems keep required constraints and reach the fresh optimum", arguments: 0..<15)
    func randomEdits(seed: Int) throws {
        let system = RandomSystem(seed: UInt64(seed) &+ 900, variables: 6, constraints: 16)
        var rng = SeededRandom(seed: UInt64(seed) &+ 77)
        let s = Solver()
        for c in system.all { try s.addConstraint(c) }
        let edited = Array(system.variables.prefix(2))
        for v in edited { try s.addEditVariable(v, strength: Strength.strong) }
        for step in 0..<12 {
            let targets = edited.map { _ in Double(Int.random(in: -300...300, using: &rng)) }
            for (v, t) in zip(edited, targets) { try s.suggestValue(v, t) }
            s.updateVariables()
            for c in system.required {
                #expect(c.isSatisfied(tolerance: 1e-6), "seed \(seed) step \(step): \(c)")
            }
            expectConsistent(s, "seed \(seed) step \(step)")
            // A fresh solver with the edits as plain strong constraints reaches the same point.
            let values = system.variables.map(\.value)
            let fresh = Solver()
            for c in system.all { try fresh.addConstraint(c) }
            for (v, t) in zip(edited, targets) { try fresh.addConstraint((v == t) | Strength.strong) }
            fresh.updateVariables()
            for (v, x) in zip(system.variables, values) {
                #expect(abs(v.value - x) < 1e-6, "seed \(seed) step \(step): \(v.name) \(x) vs fresh \(v.value)")
            }
        }
    }
}

@Suite("Randomized refusals")
struct RandomizedRefusalTests {
    @Test("random required constraints: each refused add leaves the tableau exactly as it was", arguments: 0..<30)
    func refusalsRollBack(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed) &+ 4242)
        let vars = (0..<6).map { Variable("x\($0)") }
        let s = Solver()
        for v in vars { try s.addConstraint((v == Double(Int.random(in: -50...50, using: &rng))) | Strength.weak) }
        var accepted: [Constraint] = []
        var refused = 0
        for _ in 0..<30 {
            let terms = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Term(vars[Int.random(in: 0..<6, using: &rng)], Double(Int.random(in: -3...3, using: &rng)))
            }
            let e = LinearExpression(terms: terms, constant: Double(Int.random(in: -60...60, using: &rng)))
            let c = Constraint(e, [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!)
            let before = s.fingerprint()
            if let error = solverError({ try s.addConstraint(c) }) {
                guard case .unsatisfiableConstraint(let bad, _) = error else {
                    Issue.record("seed \(seed): unexpected \(error)"); continue
                }
                #expect(bad === c)
                refused += 1
                #expect(s.fingerprint() == before, "seed \(seed): refused \(c) changed the tableau")
                #expect(!s.hasConstraint(c))
            } else {
                accepted.append(c)
            }
            s.updateVariables()
            for k in accepted { #expect(k.isSatisfied(tolerance: 1e-6), "seed \(seed): \(k)") }
            expectConsistent(s, "seed \(seed)")
        }
        #expect(refused > 0, "seed \(seed): no refusal exercised")
    }
}
