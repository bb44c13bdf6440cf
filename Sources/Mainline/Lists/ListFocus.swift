import Foundation

/// A focus move in a table view (hardware keyboards, tvOS): the rows focus left and reached.
/// Tables and collection views do not take part in the focus engine (`UIFocusSystem`) yet, so
/// the delegate methods that take these contexts are not called.
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
