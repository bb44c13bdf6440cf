@testable import LayoutSolver
import Testing

/// A small deterministic random generator (SplitMix64), so randomized tests replay exactly.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Fails the test with every broken tableau invariant.
func expectConsistent(_ solver: Solver, _ context: @autoclosure () -> String = "",
                      sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.invariantViolations()
    #expect(problems.isEmpty, "\(context()): \(problems.prefix(5))", sourceLocation: sourceLocation)
}

/// Checks a value within 1e-6.
func expectValue(_ v: Variable, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(v.value - expected) <= 1e-6, "\(v.name) = \(v.value), expected \(expected)", sourceLocation: sourceLocation)
}

/// The error a throwing solver call raised, or nil.
func solverError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
