import Foundation

/// The importance of a constraint (1...1000). A required constraint (1000) must hold; an
/// optional one is satisfied as closely as possible, and a higher priority strictly before a
/// lower one, however many lower ones there are (LayoutSolver's prioritized model).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, d: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + d) }
    public static func - (p: UILayoutPriority, d: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - d) }

    public var description: String { format(CGFloat(rawValue)) }

    var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength: in the prioritized model only the order of strengths matters, so
    /// each priority is its own level; required maps to the solver's required strength.
    var strength: Double { isRequired ? 1_001_001_000 : Double(rawValue) }
}
