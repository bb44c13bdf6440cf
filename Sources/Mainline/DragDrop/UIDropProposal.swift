import Foundation

/// What a drop would do (`UIDropOperation`).
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drop is cancelled (the default).
    case cancel = 0
    /// Nothing, and the user sees that a drop here is not allowed.
    case forbidden = 1
    /// The data is copied to the destination.
    case copy = 2
    /// The data is moved (only within the app, and when the drag allows a move).
    case move = 3
}

/// A drop destination's answer while a drag is over it: the operation a drop would do.
@preconcurrency @MainActor
open class UIDropProposal {
    let storedOperation: UIDropOperation
    var storedIsPrecise = false
    var storedPrefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        UIEntry.check("-[UIDropProposal initWithDropOperation:]")
        storedOperation = operation
    }

    /// What a drop would do.
    open var operation: UIDropOperation {
        let entry = UIEntry("-[UIDropProposal operation]", self); defer { entry.end() }
        return storedOperation
    }

    /// Whether the destination wants the exact drop point (a text view's cursor).
    open var isPrecise: Bool {
        get { let entry = UIEntry("-[UIDropProposal isPrecise]", self); defer { entry.end() }; return storedIsPrecise }
        set { let entry = UIEntry("-[UIDropProposal setPrecise:]", self); defer { entry.end() }; storedIsPrecise = newValue }
    }

    /// Whether the previews are shown at full size over the destination.
    open var prefersFullSizePreview: Bool {
        get { let entry = UIEntry("-[UIDropProposal prefersFullSizePreview]", self); defer { entry.end() }; return storedPrefersFullSizePreview }
        set { let entry = UIEntry("-[UIDropProposal setPrefersFullSizePreview:]", self); defer { entry.end() }; storedPrefersFullSizePreview = newValue }
    }

    /// Whether a drop with this proposal is performed (copy or move).
    var performs: Bool { storedOperation == .copy || storedOperation == .move }
}
