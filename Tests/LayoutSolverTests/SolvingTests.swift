@testable import LayoutSolver
import Testing

@Suite("Solving small systems with known answers")
struct SolvingTests {
    @Test("an equality chain is solved exactly")
    func equalityChain() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try s.addConstraint(x == 10)
        try s.addConstraint(y == x + 5)
        try s.addConstraint(z == 2 * y - x)
        s.updateVariables()
        expectValue(x, 10)
        expectValue(y, 15)
        expectValue(z, 20)
        expectConsistent(s)
    }

    @Test("inequalities bound a weak preference")
    func inequalityBoundsPreference() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(x >= 20)
        try s.addConstraint(x <= 30)
        let prefer = (x == 100) | Strength.weak
        try s.addConstraint(prefer)
        s.updateVariables()
        expectValue(x, 30)
        try s.removeConstraint(prefer)
        try s.addConstraint((x == 0) | Strength.weak)
        s.updateVariables()
        expectValue(x, 20)
        expectConsistent(s)
    }

    @Test("a stronger preference wins over a weaker one")
    func strengthTradeOff() throws {
        let s = Solver()
        let w = Variable("width")
        try s.addConstraint((w == 100) | Strength.weak)
        try s.addConstraint((w == 200) | Strength.medium)
        s.updateVariables()
        expectValue(w, 200)
        let strong = (w == 300) | Strength.strong
        try s.addConstraint(strong)
        s.updateVariables()
        expectValue(w, 300)
        try s.removeConstraint(strong)
        s.updateVariables()
        expectValue(w, 200)
    }

    @Test("weights add up: two medium preferences beat one medium")
    func weightsAddUp() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b")
        // a + b == 100 required; a == 100 twice (medium) vs b == 100 once (medium).
        try s.addConstraint(a + b == 100)
        try s.addConstraint(a >= 0)
        try s.addConstraint(b >= 0)
        try s.addConstraint((a == 100) | Strength.medium)
        try s.addConstraint((a - 100 == 0) | Strength.medium)
        try s.addConstraint((b == 100) | Strength.medium)
        s.updateVariables()
        expectValue(a, 100)
        expectValue(b, 0)
    }

    @Test("a centred box of fixed size in a container")
    func centredBox() throws {
        let s = Solver()
        let cl = Variable("container.left"), cw = Variable("container.width")
        let l = Variable("box.left"), w = Variable("box.width")
        try s.addConstraint(cl == 0)
        try s.addConstraint(cw == 390)
        try s.addConstraint(w == 200)
        try s.addConstraint(l + w / 2 == cl + cw / 2)
        s.updateVariables()
        expectValue(l, 95)
        expectConsistent(s)
    }

    @Test("operators build the expected constraints")
    func operators() {
        let x = Variable("x"), y = Variable("y")
        let c = 2 * x + 3 <= y - 1
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == Strength.required)
        #expect(c.expression.constant == 4)
        #expect(c.expression.terms.map(\.coefficient) == [2, -1])
        let e = (x + x + y) * 2 - y / 2
        let r = e.reduced()
        #expect(r.terms.count == 2)
        #expect(r.terms[0].coefficient == 4)
        #expect(r.terms[1].coefficient == 1.5)
        let weak = (x == 1) | Strength.weak
        #expect(weak.strength == Strength.weak)
        let cancelled = Constraint(x - x + y, .equal)
        #expect(cancelled.expression.terms.count == 1)
        #expect(Strength.create(1, 2, 3) == 1_002_003)
        #expect(Strength.create(2000, 0, 0) == 1_000_000_000)
        #expect(Strength.required == 1_001_001_000)
        #expect(Strength.clip(-5) == 0)
    }

    @Test("updateVariables reports exactly the variables whose value changed")
    func changedVariables() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), e = Variable("e")
        try s.addConstraint(a == 1)
        try s.addConstraint(c == a + b)
        try s.addEditVariable(e, strength: Strength.strong)
        try s.addConstraint(b == e)
        try s.suggestValue(e, 2)
        var changed: [String] = []
        s.updateVariables { changed.append($0.name) }
        #expect(Set(changed) == ["a", "b", "c", "e"])
        changed = []
        s.updateVariables { changed.append($0.name) }
        #expect(changed.isEmpty)
        try s.suggestValue(e, 7)
        s.updateVariables { changed.append($0.name) }
        #expect(Set(changed) == ["b", "c", "e"])
        expectValue(c, 8)
    }

    @Test("a variable and a constraint shared by two solvers work in both")
    func sharedObjects() throws {
        let x = Variable("x")
        let s1 = Solver(), s2 = Solver()
        let shared = x >= 5
        try s1.addConstraint(shared)
        try s2.addConstraint(shared)
        try s1.addConstraint((x == 1) | Strength.weak)
        try s2.addConstraint((x == 9) | Strength.weak)
        s1.updateVariables()
        expectValue(x, 5)
        s2.updateVariables()
        expectValue(x, 9)
        try s1.removeConstraint(shared)
        #expect(!s1.hasConstraint(shared))
        #expect(s2.hasConstraint(shared))
        s1.updateVariables()
        expectValue(x, 1)
        expectConsistent(s1)
        expectConsistent(s2)
    }
}
