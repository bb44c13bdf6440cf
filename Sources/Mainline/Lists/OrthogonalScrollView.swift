import Foundation

/// The scroll view of a compositional layout's orthogonally scrolling section (UIKit has one
/// too): it spans the section's content across the collection view and holds the section's
/// cells; a finger scrolls it across the layout's axis. Group paging and the group-leading
/// behaviour come to rest on a group (the layout gives the offsets to rest on).
final class OrthogonalScrollView: UIScrollView {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    /// Whether the band scrolls horizontally (in a vertical layout).
    var horizontal = true
    /// Offsets a snapping behaviour rests on, one per group, ascending.
    var snapOffsets: [CGFloat] = []

    /// A fling faster than this (points per second) moves to the next group.
    static let flingThreshold: CGFloat = 300

    override init(frame: CGRect) {
        super.init(frame: frame)
        storedShowsHorizontalScrollIndicator = false
        storedShowsVerticalScrollIndicator = false
        storedScrollsToTop = false
        storedAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func setBounce(always: Bool, bounces: Bool) {
        if horizontal {
            storedAlwaysBounceHorizontal = always
            storedBouncesHorizontally = bounces
        } else {
            storedAlwaysBounceVertical = always
            storedBouncesVertically = bounces
        }
    }

    /// Group paging: the next group in the direction of a fling, else the nearest; the
    /// group-leading behaviour: the group edge nearest where the content would come to rest.
    override func decelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard !snapOffsets.isEmpty else { return proposed }
        let limits = offsetLimits
        let current = horizontal ? storedBounds.minX : storedBounds.minY
        let speed = horizontal ? velocity.x : velocity.y
        let natural = horizontal ? proposed.x : proposed.y
        let low = horizontal ? limits.minX : limits.minY, high = horizontal ? limits.maxX : limits.maxY
        func nearest(_ x: CGFloat) -> CGFloat { snapOffsets.min { abs($0 - x) < abs($1 - x) } ?? x }
        var target: CGFloat
        switch behavior {
        case .groupPaging, .groupPagingCentered:
            if speed > Self.flingThreshold {
                target = snapOffsets.first { $0 > current + 0.5 } ?? snapOffsets.last!
            } else if speed < -Self.flingThreshold {
                target = snapOffsets.last { $0 < current - 0.5 } ?? snapOffsets.first!
            } else {
                target = nearest(current)
            }
        case .continuousGroupLeadingBoundary:
            target = nearest(natural)
        case .none, .continuous, .paging:
            return proposed
        }
        target = min(max(target, low), high)
        return horizontal ? CGPoint(x: target, y: proposed.y) : CGPoint(x: proposed.x, y: target)
    }
}
