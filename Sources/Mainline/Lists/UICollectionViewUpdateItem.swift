import Foundation

/// One change of a batch update, as `prepare(forCollectionViewUpdates:)` sees it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: @preconcurrency CustomStringConvertible {
    /// What the change does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    let storedBefore: IndexPath?
    let storedAfter: IndexPath?
    let storedAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        storedAction = action
        storedBefore = before
        storedAfter = after
    }

    /// Where the item (or, with one index, the section) was before the update (nil for an insert).
    open var indexPathBeforeUpdate: IndexPath? {
        let entry = UIEntry("-[UICollectionViewUpdateItem indexPathBeforeUpdate]", self); defer { entry.end() }
        return storedBefore
    }

    /// Where it is after the update (nil for a delete).
    open var indexPathAfterUpdate: IndexPath? {
        let entry = UIEntry("-[UICollectionViewUpdateItem indexPathAfterUpdate]", self); defer { entry.end() }
        return storedAfter
    }

    /// What the change does.
    open var updateAction: Action {
        let entry = UIEntry("-[UICollectionViewUpdateItem updateAction]", self); defer { entry.end() }
        return storedAction
    }

    open var description: String {
        let entry = UIEntry("-[UICollectionViewUpdateItem description]", self); defer { entry.end() }
        return "<UICollectionViewUpdateItem: \(storedAction) \(storedBefore.map { "\($0)" } ?? "nil") -> \(storedAfter.map { "\($0)" } ?? "nil")>"
    }
}
