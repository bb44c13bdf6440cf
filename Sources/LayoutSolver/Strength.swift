/// Constraint strengths, as in kiwi: a weighted sum of three levels.
///
/// A strength is `strong * 1_000_000 + medium * 1_000 + weak`, each level clipped to
/// `0...1000`. ``required`` is the largest strength; a required constraint must hold exactly,
/// any other is satisfied as well as the weighted objective allows.
public enum Strength {
    /// Must hold: `create(1000, 1000, 1000)`.
    public static let required: Double = create(1000, 1000, 1000)
    /// `create(1, 0, 0)`.
    public static let strong: Double = create(1, 0, 0)
    /// `create(0, 1, 0)`.
    public static let medium: Double = create(0, 1, 0)
    /// `create(0, 0, 1)`.
    public static let weak: Double = create(0, 0, 1)

    /// A strength from its three levels, each multiplied by `weight` and clipped to `0...1000`.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Double {
        var result = 0.0
        result += max(0, min(1000, a * weight)) * 1_000_000
        result += max(0, min(1000, b * weight)) * 1_000
        result += max(0, min(1000, c * weight))
        return result
    }

    /// `strength` clipped to `0...required`.
    public static func clip(_ strength: Double) -> Double {
        max(0, min(required, strength))
    }
}
