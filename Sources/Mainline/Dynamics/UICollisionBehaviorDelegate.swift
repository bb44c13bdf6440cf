import Foundation

/// Told when items of a collision behavior start and stop touching each other or a boundary
/// (the reference bounds' boundary has a nil identifier). The methods are optional (defaults
/// do nothing); implement them in the class that declares the conformance.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// Two items started touching at `p` (reference coordinates).
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// An item started touching a boundary (nil: the reference bounds) at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}
