/// What a tableau symbol stands for (Cassowary's symbol types).
enum SymbolKind: UInt8 {
    /// An unused id, waiting on the free list.
    case unused
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality (≥ 0).
    case slack
    /// The error of a non-required constraint (≥ 0); it carries a weight in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted in.
    case dummy

    /// Restricted symbols (all but external) must stay non-negative when basic.
    var isRestricted: Bool { self != .external }
    /// Symbols the simplex may pivot into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// One non-zero entry of a row: `coefficient * symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// Coefficients and constants closer to zero than this are treated as zero (kiwi's choice).
let nearZeroEpsilon = 1.0e-8

@inline(__always)
func isNearZero(_ x: Double) -> Bool { x < nearZeroEpsilon && x > -nearZeroEpsilon }
