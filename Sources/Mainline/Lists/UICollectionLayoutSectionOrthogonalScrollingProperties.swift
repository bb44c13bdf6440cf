import Foundation

/// How a section scrolls across the layout's scroll axis (a carousel in a vertical layout).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays out along the layout's axis (no scrolling of its own).
    case none
    /// The section scrolls continuously.
    case continuous
    /// The section scrolls continuously and comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The section pages by its visible width.
    case paging
    /// The section pages one group at a time.
    case groupPaging
    /// The section pages one group at a time, each centred.
    case groupPagingCentered
}

/// The deceleration and bounce of a section's orthogonal scrolling.
@preconcurrency @MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// A deceleration rate of an orthogonally scrolling section.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The behaviour's own rate (fast for the paging behaviours, else normal).
        public static let automatic = DecelerationRate(rawValue: 0)
        /// A scroll view's normal rate.
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// A scroll view's fast rate.
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether an orthogonally scrolling section bounces.
    public enum BounceMode: Int, Sendable {
        /// Bounces when its content is wider than the section.
        case automatic
        /// Always bounces.
        case always
        /// Never bounces.
        case never
    }

    var storedDecelerationRate = DecelerationRate.automatic
    var storedBounce = BounceMode.automatic
    /// Told when a property changes (the section's layout is invalidated).
    var onChange: (() -> Void)?

    init() {}

    /// The section's deceleration rate (default automatic).
    public var decelerationRate: DecelerationRate {
        get { let entry = UIEntry("-[UICollectionLayoutSectionOrthogonalScrollingProperties decelerationRate]", self); defer { entry.end() }; return storedDecelerationRate }
        set {
            let entry = UIEntry("-[UICollectionLayoutSectionOrthogonalScrollingProperties setDecelerationRate:]", self); defer { entry.end() }
            storedDecelerationRate = newValue
            onChange?()
        }
    }

    /// Whether the section bounces (default automatic).
    public var bounce: BounceMode {
        get { let entry = UIEntry("-[UICollectionLayoutSectionOrthogonalScrollingProperties bounce]", self); defer { entry.end() }; return storedBounce }
        set {
            let entry = UIEntry("-[UICollectionLayoutSectionOrthogonalScrollingProperties setBounce:]", self); defer { entry.end() }
            storedBounce = newValue
            onChange?()
        }
    }
}
