import Foundation

/// A range of values from `minimum` to `maximum` (an attachment's range of motion).
public struct UIFloatRange: Hashable, Sendable {
    /// The lower end.
    public var minimum: CGFloat
    /// The upper end.
    public var maximum: CGFloat

    /// The range from 0 to 0.
    public init() { minimum = 0; maximum = 0 }

    /// The range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range from 0 to 0.
    public static let zero = UIFloatRange()
    /// The range from -infinity to +infinity (no limit).
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    /// Whether two ranges have the same ends.
    public func isEqual(to other: UIFloatRange) -> Bool { self == other }
}

/// Whether two ranges have the same ends.
public func UIFloatRangeIsEqualToRange(_ range: UIFloatRange, _ otherRange: UIFloatRange) -> Bool { range == otherRange }
