import Foundation

/// A view is a dynamic item: the animator moves its `center` and turns its `transform`
/// (`collisionBoundsType` and `collisionBoundingPath` are declared with the class, so that
/// subclasses can override them).
extension UIView: UIDynamicItem {}

/// Layout attributes are dynamic items: a collection view layout can let an animator move its
/// elements (`UIDynamicAnimator(collectionViewLayout:)`).
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
