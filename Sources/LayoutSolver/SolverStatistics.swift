/// Counts of the work a ``Solver`` has done, for profiling layout code.
public struct SolverStatistics: Sendable, Equatable {
    /// Simplex pivots (primal, dual and artificial).
    public var pivots = 0
    /// Rows rewritten by substituting a pivoted symbol.
    public var rowUpdates = 0
    /// Required constraints that needed the artificial-variable phase to enter the tableau.
    public var artificialAdds = 0

    public init() {}
}
