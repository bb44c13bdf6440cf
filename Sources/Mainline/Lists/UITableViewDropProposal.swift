import Foundation

/// A table destination's proposal: the operation, and how the rows go in.
open class UITableViewDropProposal: UIDropProposal {
    /// How dropped rows go into the table.
    public enum Intent: Int, Sendable {
        /// No preference (the table shows no gap).
        case unspecified = 0
        /// Inserted at the destination index path (the rows make room).
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination index path.
        case insertIntoDestinationIndexPath = 2
        /// Inserted or into, as the finger's place over the row says.
        case automatic = 3
    }

    var storedIntent: Intent = .unspecified

    /// A proposal of `operation`, with `intent`.
    public convenience init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent) {
        UIEntry.check("-[UITableViewDropProposal initWithDropOperation:intent:]")
        self.init(operation: operation)
        storedIntent = intent
    }

    /// How the rows go in.
    open var intent: UITableViewDropProposal.Intent {
        let entry = UIEntry("-[UITableViewDropProposal intent]", self); defer { entry.end() }
        return storedIntent
    }
}
