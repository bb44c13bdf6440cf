import Foundation

/// A supplementary view anchored to an item or a group (a badge): sized against its container,
/// placed by its container anchor (and item anchor), drawn above the items (z-index 1).
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    let storedElementKind: String
    let storedContainerAnchor: NSCollectionLayoutAnchor
    let storedItemAnchor: NSCollectionLayoutAnchor?
    var storedZIndex = 1

    init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?) {
        storedElementKind = elementKind
        storedContainerAnchor = containerAnchor
        storedItemAnchor = itemAnchor
        super.init(size: size)
    }

    /// A supplementary item of `elementKind` at `containerAnchor` of its container.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        let entry = UIEntry("+[NSCollectionLayoutSupplementaryItem supplementaryItemWithLayoutSize:elementKind:containerAnchor:]"); defer { entry.end() }
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item of `elementKind` whose `itemAnchor` point sits on its container's
    /// `containerAnchor` point.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        let entry = UIEntry("+[NSCollectionLayoutSupplementaryItem supplementaryItemWithLayoutSize:elementKind:containerAnchor:itemAnchor:]"); defer { entry.end() }
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    /// The z-index of its views (default 1: above the items).
    public var zIndex: Int {
        get { let entry = UIEntry("-[NSCollectionLayoutSupplementaryItem zIndex]", self); defer { entry.end() }; return storedZIndex }
        set { let entry = UIEntry("-[NSCollectionLayoutSupplementaryItem setZIndex:]", self); defer { entry.end() }; storedZIndex = newValue }
    }

    /// The kind its views are registered for.
    public var elementKind: String {
        let entry = UIEntry("-[NSCollectionLayoutSupplementaryItem elementKind]", self); defer { entry.end() }
        return storedElementKind
    }

    /// Where it attaches to its container.
    public var containerAnchor: NSCollectionLayoutAnchor {
        let entry = UIEntry("-[NSCollectionLayoutSupplementaryItem containerAnchor]", self); defer { entry.end() }
        return storedContainerAnchor
    }

    /// Which of its points sits on the container's anchor point (nil: it hugs the same edges).
    public var itemAnchor: NSCollectionLayoutAnchor? {
        let entry = UIEntry("-[NSCollectionLayoutSupplementaryItem itemAnchor]", self); defer { entry.end() }
        return storedItemAnchor
    }
}
