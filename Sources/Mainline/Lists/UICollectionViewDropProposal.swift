import Foundation

/// A collection view destination's proposal: the operation, and how the items go in.
open class UICollectionViewDropProposal: UIDropProposal {
    /// How dropped items go into the collection view.
    public enum Intent: Int, Sendable {
        /// No preference (the collection view shows no gap).
        case unspecified = 0
        /// Inserted at the destination index path (the items make room).
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination index path (a folder).
        case insertIntoDestinationIndexPath = 2
    }

    var storedIntent: Intent = .unspecified

    /// A proposal of `operation`, with `intent`.
    public convenience init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent) {
        UIEntry.check("-[UICollectionViewDropProposal initWithDropOperation:intent:]")
        self.init(operation: operation)
        storedIntent = intent
    }

    /// How the items go in.
    open var intent: UICollectionViewDropProposal.Intent {
        let entry = UIEntry("-[UICollectionViewDropProposal intent]", self); defer { entry.end() }
        return storedIntent
    }
}
