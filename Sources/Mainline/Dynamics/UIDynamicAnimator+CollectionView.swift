import Foundation

extension UIDynamicAnimator {
    /// The layout attributes of the cell at `indexPath` among the animator's items (nil when no
    /// behavior holds them).
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UIDynamicAnimator layoutAttributesForCellAtIndexPath:]", self); defer { entry.end() }
        return attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The layout attributes of the supplementary view of `kind` at `indexPath` among its items.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UIDynamicAnimator layoutAttributesForSupplementaryViewOfKind:atIndexPath:]", self); defer { entry.end() }
        return attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    /// The layout attributes of the decoration view of `kind` at `indexPath` among its items.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UIDynamicAnimator layoutAttributesForDecorationViewOfKind:atIndexPath:]", self); defer { entry.end() }
        return attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        world.bodies.lazy.compactMap { $0.item as? UICollectionViewLayoutAttributes }.first(where: matches)
    }
}
