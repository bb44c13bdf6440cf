/// Why a ``Solver`` call was refused. A throwing call leaves the solver as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints listed in
    /// `conflicts` (a small set that, with it, has no solution).
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The variable is not an edit variable of the solver.
    case unknownEditVariable(Variable)
    /// The variable is already an edit variable of the solver.
    case duplicateEditVariable(Variable)
    /// Edit variables cannot be required.
    case badRequiredStrength(Variable)
    /// A NaN or infinite coefficient, constant, strength or suggested value.
    case invalidValue(String)
    /// The solver met a state it cannot handle (a bug or numerical breakdown).
    case internalError(String)

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(c, conflicts):
            let list = conflicts.map { "    \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint: \(c)\n  conflicts with:\n\(list)"
        case let .unknownConstraint(c): return "unknown constraint: \(c)"
        case let .duplicateConstraint(c): return "duplicate constraint: \(c)"
        case let .unknownEditVariable(v): return "unknown edit variable: \(v)"
        case let .duplicateEditVariable(v): return "duplicate edit variable: \(v)"
        case let .badRequiredStrength(v): return "an edit variable cannot be required: \(v)"
        case let .invalidValue(what): return "invalid value: \(what)"
        case let .internalError(what): return "internal solver error: \(what)"
        }
    }
}
