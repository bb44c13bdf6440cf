import Foundation

/// One item of a drag: its item provider (the data, loaded by whoever receives the drop), an
/// object for drops inside the app (`localObject`), and how its preview is made.
@preconcurrency @MainActor
open class UIDragItem {
    let storedItemProvider: NSItemProvider
    var storedLocalObject: Any?
    var storedPreviewProvider: (() -> UIDragPreview?)?
    /// The drops-preview updates asked for (`setNeedsDropPreviewUpdate()`).
    var dropPreviewUpdates = 0

    /// An item whose data `itemProvider` gives.
    public init(itemProvider: NSItemProvider) {
        UIEntry.check("-[UIDragItem initWithItemProvider:]")
        storedItemProvider = itemProvider
    }

    /// The provider of the item's data.
    open var itemProvider: NSItemProvider {
        let entry = UIEntry("-[UIDragItem itemProvider]", self); defer { entry.end() }
        return storedItemProvider
    }

    /// An object the app attaches for drops inside itself (a drop in another app does not see it).
    open var localObject: Any? {
        get { let entry = UIEntry("-[UIDragItem localObject]", self); defer { entry.end() }; return storedLocalObject }
        set { let entry = UIEntry("-[UIDragItem setLocalObject:]", self); defer { entry.end() }; storedLocalObject = newValue }
    }

    /// Makes the item's preview while it is dragged (nil: the lifted view's snapshot).
    open var previewProvider: (() -> UIDragPreview?)? {
        get { let entry = UIEntry("-[UIDragItem previewProvider]", self); defer { entry.end() }; return storedPreviewProvider }
        set { let entry = UIEntry("-[UIDragItem setPreviewProvider:]", self); defer { entry.end() }; storedPreviewProvider = newValue }
    }

    /// Asks for the drop preview to be made again (the drop interaction's delegate is asked
    /// `previewForDropping` again when the drop animates).
    open func setNeedsDropPreviewUpdate() {
        let entry = UIEntry("-[UIDragItem setNeedsDropPreviewUpdate]", self); defer { entry.end() }
        dropPreviewUpdates += 1
    }
}
