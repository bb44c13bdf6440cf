import Foundation

/// A length along one axis: a fraction of the container's width or height, points, or an
/// estimate the element's own size replaces (self-sizing) — for `uniformAcrossSiblings`, the
/// largest measured size among the element's siblings.
public final class NSCollectionLayoutDimension: @unchecked Sendable {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    let value: CGFloat
    init(_ kind: Kind, _ value: CGFloat) {
        self.kind = kind
        self.value = value.isFinite && value >= 0 ? value : 0
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
        UIEntry.check("+[NSCollectionLayoutDimension fractionalWidthDimension:]")
        return .init(.fractionalWidth, fraction)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
        UIEntry.check("+[NSCollectionLayoutDimension fractionalHeightDimension:]")
        return .init(.fractionalHeight, fraction)
    }

    /// A length in points.
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension {
        UIEntry.check("+[NSCollectionLayoutDimension absoluteDimension:]")
        return .init(.absolute, points)
    }

    /// An estimate the element's measured size replaces.
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension {
        UIEntry.check("+[NSCollectionLayoutDimension estimatedDimension:]")
        return .init(.estimated, points)
    }

    /// An estimate replaced by the largest measured size among the element's siblings that
    /// have this dimension (every sibling is measured).
    public static func uniformAcrossSiblings(estimate: CGFloat) -> NSCollectionLayoutDimension {
        UIEntry.check("+[NSCollectionLayoutDimension uniformAcrossSiblingsWithEstimate:]")
        return .init(.uniformAcrossSiblings, estimate)
    }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { UIEntry.check("-[NSCollectionLayoutDimension isFractionalWidth]"); return kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { UIEntry.check("-[NSCollectionLayoutDimension isFractionalHeight]"); return kind == .fractionalHeight }
    /// Whether it is a length in points.
    public var isAbsolute: Bool { UIEntry.check("-[NSCollectionLayoutDimension isAbsolute]"); return kind == .absolute }
    /// Whether it is estimated (uniform-across-siblings dimensions are too).
    public var isEstimated: Bool { UIEntry.check("-[NSCollectionLayoutDimension isEstimated]"); return measures }
    /// Whether it is uniform across siblings.
    public var isUniformAcrossSiblings: Bool {
        UIEntry.check("-[NSCollectionLayoutDimension isUniformAcrossSiblings]")
        return kind == .uniformAcrossSiblings
    }
    /// The fraction, points or estimate.
    public var dimension: CGFloat { UIEntry.check("-[NSCollectionLayoutDimension dimension]"); return value }

    /// Whether the element's measured size replaces it.
    var measures: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * value
        case .fractionalHeight: container.height * value
        case .absolute, .estimated, .uniformAcrossSiblings: value
        }
    }

    /// How UIKit's visual description writes it.
    var summary: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(value))"
        case .fractionalHeight: "fractionalHeight(\(value))"
        case .absolute: "absolute(\(value))"
        case .estimated: "estimated(\(value))"
        case .uniformAcrossSiblings: "uniformAcrossSiblings(\(value))"
        }
    }
}

/// A width and a height.
public final class NSCollectionLayoutSize: @unchecked Sendable {
    let storedWidth: NSCollectionLayoutDimension
    let storedHeight: NSCollectionLayoutDimension

    /// A size of the two dimensions.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        UIEntry.check("+[NSCollectionLayoutSize sizeWithWidthDimension:heightDimension:]")
        storedWidth = widthDimension
        storedHeight = heightDimension
    }

    /// The width.
    public var widthDimension: NSCollectionLayoutDimension { UIEntry.check("-[NSCollectionLayoutSize widthDimension]"); return storedWidth }
    /// The height.
    public var heightDimension: NSCollectionLayoutDimension { UIEntry.check("-[NSCollectionLayoutSize heightDimension]"); return storedHeight }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: storedWidth.resolve(in: container), height: storedHeight.resolve(in: container))
    }
}

/// Space between items: fixed, or at least a minimum with the leftover shared.
public final class NSCollectionLayoutSpacing: @unchecked Sendable {
    let value: CGFloat
    let isFlexible: Bool
    init(_ value: CGFloat, flexible: Bool) {
        self.value = value.isFinite ? value : 0
        isFlexible = flexible
    }

    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing {
        UIEntry.check("+[NSCollectionLayoutSpacing fixedSpacing:]")
        return .init(points, flexible: false)
    }

    /// At least `points`, with a share of the space left over.
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing {
        UIEntry.check("+[NSCollectionLayoutSpacing flexibleSpacing:]")
        return .init(points, flexible: true)
    }

    /// The (minimum) spacing.
    public var spacing: CGFloat { UIEntry.check("-[NSCollectionLayoutSpacing spacing]"); return value }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { UIEntry.check("-[NSCollectionLayoutSpacing isFixedSpacing]"); return !isFlexible }
    /// Whether the spacing is flexible.
    public var isFlexibleSpacing: Bool { UIEntry.check("-[NSCollectionLayoutSpacing isFlexibleSpacing]"); return isFlexible }
}

/// Where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
