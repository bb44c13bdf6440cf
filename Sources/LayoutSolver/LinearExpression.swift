/// A sum of terms plus a constant: `c1*v1 + c2*v2 + … + constant`.
///
/// Named `LinearExpression` rather than `Expression`, which Foundation already declares.
public struct LinearExpression: CustomStringConvertible {
    /// The terms of the sum, in the order they were written.
    public var terms: [Term]
    /// The constant part of the sum.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates `1 * variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    /// Creates an expression of one term.
    public init(_ term: Term) {
        self.init(terms: [term], constant: 0)
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The expression's value from its variables' current values.
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.value }
        return sum
    }

    /// The same expression with each variable appearing once (coefficients summed, zero terms
    /// dropped), in order of first appearance.
    public func reduced() -> LinearExpression {
        if terms.count < 2 { return LinearExpression(terms: terms.filter { $0.coefficient != 0 }, constant: constant) }
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        if terms.count <= 16 {
            // Few terms (the usual case): a scan beats hashing.
            for term in terms {
                if let i = out.firstIndex(where: { $0.variable === term.variable }) {
                    out[i].coefficient += term.coefficient
                } else {
                    out.append(term)
                }
            }
            return LinearExpression(terms: out.filter { $0.coefficient != 0 }, constant: constant)
        }
        var index: [ObjectIdentifier: Int] = [:]
        for term in terms {
            let id = ObjectIdentifier(term.variable)
            if let i = index[id] {
                out[i].coefficient += term.coefficient
            } else {
                index[id] = out.count
                out.append(term)
            }
        }
        return LinearExpression(terms: out.filter { $0.coefficient != 0 }, constant: constant)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
        return parts.joined(separator: " + ")
    }
}

/// Formats a number without a trailing ".0" for integral values.
func formatNumber(_ x: Double) -> String {
    if x.isFinite, x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return String(x)
}
