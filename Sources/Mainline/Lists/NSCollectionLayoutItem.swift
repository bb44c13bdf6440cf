import Foundation

/// One item of a compositional layout: its size in its group, the insets of its content within
/// that size (applied after the layout, as UIKit does: they do not move other items), the
/// spacing it needs around it, and the supplementary items anchored to it (badges).
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    let storedSize: NSCollectionLayoutSize
    var storedContentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    var storedEdgeSpacing: NSCollectionLayoutEdgeSpacing?
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

    init(size: NSCollectionLayoutSize) { storedSize = size }

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        let entry = UIEntry("+[NSCollectionLayoutItem itemWithLayoutSize:]"); defer { entry.end() }
        self.init(size: layoutSize)
    }

    /// An item of `layoutSize` with supplementary items anchored to it.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        let entry = UIEntry("+[NSCollectionLayoutItem itemWithLayoutSize:supplementaryItems:]"); defer { entry.end() }
        self.init(size: layoutSize)
        storedSupplementaryItems = supplementaryItems
    }

    /// The item's size.
    public var layoutSize: NSCollectionLayoutSize {
        let entry = UIEntry("-[NSCollectionLayoutItem layoutSize]", self); defer { entry.end() }
        return storedSize
    }

    /// Insets of the content within the item's size (ignored along an estimated dimension).
    public var contentInsets: NSDirectionalEdgeInsets {
        get { let entry = UIEntry("-[NSCollectionLayoutItem contentInsets]", self); defer { entry.end() }; return storedContentInsets }
        set { let entry = UIEntry("-[NSCollectionLayoutItem setContentInsets:]", self); defer { entry.end() }; storedContentInsets = newValue }
    }

    /// Space the item needs around it when its group lays it out.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        get { let entry = UIEntry("-[NSCollectionLayoutItem edgeSpacing]", self); defer { entry.end() }; return storedEdgeSpacing }
        set { let entry = UIEntry("-[NSCollectionLayoutItem setEdgeSpacing:]", self); defer { entry.end() }; storedEdgeSpacing = newValue }
    }

    /// The supplementary items anchored to the item.
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        let entry = UIEntry("-[NSCollectionLayoutItem supplementaryItems]", self); defer { entry.end() }
        return storedSupplementaryItems
    }
}
