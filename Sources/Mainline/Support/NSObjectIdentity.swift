import Foundation

// UIKit's and Core Animation's classes are NSObjects, which are Equatable and Hashable by
// identity unless a class overrides `isEqual(_:)` (none of these does). Real code relies on it:
// `gestureRecognizer == panGestureRecognizer` in a delegate method, `switch recognizer { case
// tapGesture: … }` (which needs `~=`, so Equatable), sets of constraints, dictionaries keyed by
// bar button items. Mainline's root classes other than `UIResponder`, `CALayer`, `UIImage` and
// `UIColor` (which have their own) get it here.

extension UIGestureRecognizer: Hashable {
    /// The same recognizer (NSObject's `isEqual(_:)`: identity).
    nonisolated public static func == (a: UIGestureRecognizer, b: UIGestureRecognizer) -> Bool { a === b }
    /// Hashes the recognizer's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Hashable {
    /// The same constraint (NSObject's `isEqual(_:)`: identity).
    nonisolated public static func == (a: NSLayoutConstraint, b: NSLayoutConstraint) -> Bool { a === b }
    /// Hashes the constraint's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Hashable {
    /// The same guide (NSObject's `isEqual(_:)`: identity).
    nonisolated public static func == (a: UILayoutGuide, b: UILayoutGuide) -> Bool { a === b }
    /// Hashes the guide's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIBarItem: Hashable {
    /// The same item (NSObject's `isEqual(_:)`: identity).
    nonisolated public static func == (a: UIBarItem, b: UIBarItem) -> Bool { a === b }
    /// Hashes the item's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UINavigationItem: Hashable {
    /// The same item (NSObject's `isEqual(_:)`: identity).
    nonisolated public static func == (a: UINavigationItem, b: UINavigationItem) -> Bool { a === b }
    /// Hashes the item's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CAAnimation: Hashable {
    /// The same animation (NSObject's `isEqual(_:)`: identity).
    public static func == (a: CAAnimation, b: CAAnimation) -> Bool { a === b }
    /// Hashes the animation's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewPropertyAnimator: Hashable {
    /// The same animator (NSObject's `isEqual(_:)`: identity).
    nonisolated public static func == (a: UIViewPropertyAnimator, b: UIViewPropertyAnimator) -> Bool { a === b }
    /// Hashes the animator's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIStoryboardSegue: Hashable {
    /// The same segue (NSObject's `isEqual(_:)`: identity).
    nonisolated public static func == (a: UIStoryboardSegue, b: UIStoryboardSegue) -> Bool { a === b }
    /// Hashes the segue's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
