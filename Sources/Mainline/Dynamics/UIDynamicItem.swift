import Foundation

/// The shape a dynamic item presents to collisions.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds, turned with its rotation (the default).
    case rectangle
    /// The ellipse inscribed in the item's bounds.
    case ellipse
    /// The item's `collisionBoundingPath` (its convex hull is what collides here; UIKit requires
    /// a convex, counter-clockwise path).
    case path
}

/// What a dynamic animator moves: anything with a center, bounds and transform. `UIView` and
/// `UICollectionViewLayoutAttributes` are dynamic items; an app's own model object can be one too.
///
/// The animator reads `center`, `bounds` and `transform` when the item joins it (and when
/// `updateItem(usingCurrentState:)` is called), and afterwards writes `center` and `transform`
/// every frame it runs. `bounds` is read once: its size gives the item's mass (density × area)
/// and shape. `collisionBoundsType` and `collisionBoundingPath` are optional in UIKit; here they
/// default to `.rectangle` and an empty path (a class declaring the conformance may implement them).
public protocol UIDynamicItem: AnyObject {
    /// The item's center, in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The item's bounds (only the size matters to the animator).
    var bounds: CGRect { get }
    /// The item's transform; the animator writes its rotation.
    var transform: CGAffineTransform { get set }
    /// The shape used for collisions.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// With `.path`: the convex outline, relative to the item's center.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// A rectangle, as UIKit assumes when an item does not say.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType {
        UIEntry.check("-[UIDynamicItem collisionBoundsType]", self)
        return .rectangle
    }
    /// An empty path.
    public var collisionBoundingPath: UIBezierPath {
        UIEntry.check("-[UIDynamicItem collisionBoundingPath]", self)
        return UIBezierPath()
    }
}
