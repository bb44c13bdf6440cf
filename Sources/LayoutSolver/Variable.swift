/// An unknown of a linear system, such as the left edge of a view.
///
/// Variables have identity semantics: two variables with the same name are different unknowns.
/// `Variable` is deliberately not `Equatable`: `==` between variables builds a ``Constraint``.
///
/// A variable's ``value`` is written by ``Solver/updateVariables()``. A variable is not
/// thread-safe: it is `Sendable` so that errors and other types can carry it, but it must only
/// be used under whatever serialises its solver.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    /// A name for diagnostics; it plays no part in solving.
    public var name: String

    /// The value computed by the last ``Solver/updateVariables()`` of a solver that uses this
    /// variable (0 before that, and again once no solver uses it).
    public internal(set) var value: Double = 0

    /// The solver that owns the fast-path symbol cache below (0: none). A variable used by a
    /// second solver at the same time is looked up in that solver's side table instead.
    var ownerID: UInt64 = 0
    /// The symbol of this variable in the owning solver.
    var symbol: Int32 = 0

    /// Creates a variable with an optional diagnostic name.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String {
        name.isEmpty ? "Variable@\(Unmanaged.passUnretained(self).toOpaque())" : name
    }
}
