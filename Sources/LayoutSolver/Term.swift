/// A variable multiplied by a coefficient: `coefficient * variable`.
public struct Term: CustomStringConvertible {
    /// The variable of the term.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value from the variable's current ``Variable/value``.
    public var value: Double { coefficient * variable.value }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient))*\(variable)"
    }
}
