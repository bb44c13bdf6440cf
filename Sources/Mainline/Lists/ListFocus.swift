import Foundation

/// A focus move in a table view (hardware keyboards, tvOS): the rows focus left and reached.
/// The simulation has no focus engine: tables and collection views never move focus, so the
/// delegate methods that take these contexts are not called.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext {
    let storedPrevious: IndexPath?
    let storedNext: IndexPath?

    init(previous: IndexPath?, next: IndexPath?) {
        storedPrevious = previous
        storedNext = next
    }

    /// The row focus left.
    open var previouslyFocusedIndexPath: IndexPath? {
        let entry = UIEntry("-[UITableViewFocusUpdateContext previouslyFocusedIndexPath]", self); defer { entry.end() }
        return storedPrevious
    }

    /// The row focus reached.
    open var nextFocusedIndexPath: IndexPath? {
        let entry = UIEntry("-[UITableViewFocusUpdateContext nextFocusedIndexPath]", self); defer { entry.end() }
        return storedNext
    }
}

/// A focus move in a collection view (see `UITableViewFocusUpdateContext`).
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext {
    let storedPrevious: IndexPath?
    let storedNext: IndexPath?

    init(previous: IndexPath?, next: IndexPath?) {
        storedPrevious = previous
        storedNext = next
    }

    /// The item focus left.
    open var previouslyFocusedIndexPath: IndexPath? {
        let entry = UIEntry("-[UICollectionViewFocusUpdateContext previouslyFocusedIndexPath]", self); defer { entry.end() }
        return storedPrevious
    }

    /// The item focus reached.
    open var nextFocusedIndexPath: IndexPath? {
        let entry = UIEntry("-[UICollectionViewFocusUpdateContext nextFocusedIndexPath]", self); defer { entry.end() }
        return storedNext
    }
}

/// Runs animations with a focus move's own (the focus engine's coordinator). Animations
/// added run at once, in a `UIView.animate` block of the focus animation's length.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    init() {}

    /// Runs `animations` with the focus animation, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        UIEntry.check("-[UIFocusAnimationCoordinator addCoordinatedAnimations:completion:]", self)
        UIView.animate(withDuration: 0.2, animations: { animations?() }, completion: { _ in completion?() })
    }
}
