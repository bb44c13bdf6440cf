import Synchronization

/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001) with kiwi's model and API.
///
/// Add constraints, declare edit variables, suggest values for them, then call
/// ``updateVariables()`` to write the solution into the variables' ``Variable/value``:
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left >= 0)
/// try solver.addConstraint((width == 100) | Strength.weak)
/// try solver.addEditVariable(width, strength: Strength.strong)
/// try solver.suggestValue(width, 240)
/// solver.updateVariables()   // width.value == 240
/// ```
///
/// Beyond kiwi:
/// - every throwing call leaves the solver exactly as it was (a failed add leaves no row);
/// - an unsatisfiable constraint's error lists the required constraints it conflicts with;
/// - results and pivots are the same in every process (no hash-order dependence);
/// - NaN and infinite inputs are refused;
/// - a variable no constraint or edit uses any more is forgotten;
/// - work follows the rows involved, not the size of the tableau (see `SolverCore`).
///
/// A solver is not thread-safe: use it from one thread at a time.
public final class Solver {
    var core: SolverCore

    /// 64 bits: ids never wrap to 0 ("no owner") or come round to a live solver's.
    private static let nextID = Atomic<UInt64>(1)

    /// Creates an empty solver.
    ///
    /// - Parameter strengths: how non-required constraints trade off: kiwi's weighted sum
    ///   (the default) or Auto Layout's strict priority levels.
    public init(strengths: StrengthModel = .weighted) {
        let id = Solver.nextID.add(1, ordering: .relaxed).oldValue
        core = SolverCore(id: id, strengthModel: strengths)
    }

    /// How this solver trades non-required constraints off.
    public var strengthModel: StrengthModel { core.strengthModel }

    deinit {
        core.releaseCaches()
    }

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver;
    ///   ``SolverError/invalidValue(_:)`` for a NaN or infinite coefficient, constant or
    ///   strength; ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required
    ///   and cannot hold with the required constraints already added (listed in the error).
    ///   The solver is unchanged after any of these.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        core.structureEpoch &+= 1
        try core.add(constraint)
    }

    /// Removes a constraint. The result is the same as if it had never been added.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        core.structureEpoch &+= 1
        try core.remove(constraint)
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.tag(of: constraint) != nil
    }

    /// Makes a variable editable with ``suggestValue(_:_:)`` at the given (non-required) strength.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/badRequiredStrength(_:)`` if `strength` is required,
    ///   ``SolverError/invalidValue(_:)`` if it is NaN.
    public func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        core.structureEpoch &+= 1
        try core.addEditVariable(variable, strength: strength)
    }

    /// Removes an edit variable and its suggested value.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        core.structureEpoch &+= 1
        try core.removeEditVariable(variable)
    }

    /// Whether the variable is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution follows it as far as stronger
    /// constraints allow. Call ``updateVariables()`` to read the result.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/invalidValue(_:)`` for
    ///   NaN or infinity.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try core.suggestValue(variable, value)
    }

    /// Changes a constraint's constant (the `c` of `expression + c <relation> 0`) in place:
    /// only the rows the constraint reaches are updated, as an edit variable's suggestion would
    /// be, instead of removing and re-adding it. `constraint.expression.constant` reads the new
    /// value afterwards. A constraint held by several solvers must not be changed this way.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/invalidValue(_:)`` for NaN
    ///   or infinity; ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if a required
    ///   constraint cannot hold with its new constant (the solver and the constant are then
    ///   unchanged).
    public func updateConstant(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        try core.updateConstant(constraint, to: constant)
    }

    /// Writes the current solution into the ``Variable/value`` of every variable in use.
    /// Only rows changed since the last call are visited.
    public func updateVariables() {
        core.updateVariables { _ in }
    }

    /// Like ``updateVariables()``, and calls `changed` once for every variable whose value
    /// changed since the last update (in a deterministic order).
    public func updateVariables(changed: (Variable) -> Void) {
        core.updateVariables(changed)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        core.releaseCaches()
        var fresh = SolverCore(id: core.id, strengthModel: core.strengthModel)
        fresh.structureEpoch = core.structureEpoch &+ 1
        for case let v? in core.variable { fresh.forgotten.append(v) }
        fresh.forgotten.append(contentsOf: core.forgotten)
        core = fresh
    }

    /// Changes whenever an answer of ``isAmbiguous(_:)`` may change (constraints or edit
    /// variables added or removed, a pivot, a row's constant reaching or leaving zero); the
    /// same value means every answer is the same as before.
    package var ambiguityEpoch: UInt64 { core.structureEpoch }

    /// Counts of the work done so far: pivots, row updates, artificial-variable adds.
    public var statistics: SolverStatistics { core.statistics }

    /// The number of constraints in the solver (edit variables' constraints included).
    public var constraintCount: Int { core.constraintCount }

    /// The number of non-zero entries in the tableau's rows: the solver's memory footprint and
    /// the main factor of each substitution's cost.
    public var tableauSize: Int {
        var total = 0
        for slot in 0..<core.rows.count where core.basic[slot] != 0 { total += core.rows[slot].count }
        return total
    }

    /// The number of variables the solver currently knows.
    public var variableCount: Int {
        core.kind.buffer.reduce(0) { $1 == .external ? $0 + 1 : $0 }
    }
}
