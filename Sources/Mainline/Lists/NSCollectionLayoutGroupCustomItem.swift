import Foundation

/// A frame of a custom group's item, relative to the group, and its z-index.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    let storedFrame: CGRect
    let storedZIndex: Int

    /// An item at `frame` (z-index 0).
    public convenience init(frame: CGRect) {
        let entry = UIEntry("+[NSCollectionLayoutGroupCustomItem customItemWithFrame:]"); defer { entry.end() }
        self.init(frame: frame, zIndex: 0, checked: true)
    }

    /// An item at `frame` with `zIndex`.
    public convenience init(frame: CGRect, zIndex: Int) {
        let entry = UIEntry("+[NSCollectionLayoutGroupCustomItem customItemWithFrame:zIndex:]"); defer { entry.end() }
        self.init(frame: frame, zIndex: zIndex, checked: true)
    }

    private init(frame: CGRect, zIndex: Int, checked: Bool) {
        storedFrame = frame.isFiniteRect ? frame : .zero
        storedZIndex = zIndex
    }

    /// The item's frame in the group's coordinates.
    public var frame: CGRect { let entry = UIEntry("-[NSCollectionLayoutGroupCustomItem frame]", self); defer { entry.end() }; return storedFrame }
    /// The item's z-index.
    public var zIndex: Int { let entry = UIEntry("-[NSCollectionLayoutGroupCustomItem zIndex]", self); defer { entry.end() }; return storedZIndex }
}
