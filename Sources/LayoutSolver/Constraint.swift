/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression <relation> 0` with a strength.
///
/// Constraints have identity semantics: a solver holds a constraint object, and removing it
/// takes that object. Build them with the operators (`x + 10 <= y`, `(w == 100) | Strength.weak`)
/// or with ``init(_:_:strength:)``. Like ``Variable``, it is `Sendable` so errors can carry it,
/// and must only be used under whatever serialises its solver.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// The reduced expression (each variable once) compared with zero. Its constant changes
    /// only through ``Solver/updateConstant(_:to:)``.
    public internal(set) var expression: LinearExpression
    /// How the expression compares with zero.
    public let relation: Relation
    /// The strength, clipped to `0...Strength.required`.
    public let strength: Double
    /// A name for diagnostics (UIKit's `identifier`); it plays no part in solving.
    public var identifier: String?

    /// The solver whose fast-path tag this constraint carries (0: none).
    var ownerID: UInt64 = 0
    /// The marker symbol in the owning solver.
    var marker: Int32 = 0
    /// The second error symbol in the owning solver (0: none).
    var other: Int32 = 0

    /// Creates `expression <relation> 0` with the given strength.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Double = Strength.required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength.isNaN ? strength : Strength.clip(strength)
    }

    /// Whether the strength is ``Strength/required``.
    public var isRequired: Bool { strength >= Strength.required }

    /// Whether the constraint holds for the variables' current values, within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    public var description: String {
        let name = identifier.map { "\($0): " } ?? ""
        let s = strength >= Strength.required ? "required" : formatNumber(strength)
        return "\(name)\(expression) \(relation) 0 | \(s)"
    }
}
