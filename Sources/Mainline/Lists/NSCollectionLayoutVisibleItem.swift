import Foundation

/// A visible item of a section as its `visibleItemsInvalidationHandler` sees it: what it may
/// change before the item shows (alpha, z-index, hidden, centre, transforms), and where it is.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's opacity.
    var alpha: CGFloat { get set }
    /// The item's z-index.
    var zIndex: Int { get set }
    /// Whether the item is hidden.
    var isHidden: Bool { get set }
    /// The item's centre in the collection view's content (its section's own scrolling not
    /// applied).
    var center: CGPoint { get set }
    /// The item's affine transform.
    var transform: CGAffineTransform { get set }
    /// The item's 3D transform.
    var transform3D: CATransform3D { get set }
    /// A name for debugging.
    var name: String { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The item's frame (its section's own scrolling not applied).
    var frame: CGRect { get }
    /// The item's bounds.
    var bounds: CGRect { get }
    /// Whether it is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view.
    var representedElementKind: String? { get }
}

/// A visible item over the attributes the layout returns for this pass.
@MainActor
final class VisibleLayoutItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat {
        get { UIEntry.check("-[_UICollectionLayoutVisibleItem alpha]", self); return attributes.storedAlpha }
        set { UIEntry.check("-[_UICollectionLayoutVisibleItem setAlpha:]", self); attributes.storedAlpha = newValue.isFinite ? newValue : 1 }
    }
    var zIndex: Int {
        get { UIEntry.check("-[_UICollectionLayoutVisibleItem zIndex]", self); return attributes.storedZIndex }
        set { UIEntry.check("-[_UICollectionLayoutVisibleItem setZIndex:]", self); attributes.storedZIndex = newValue }
    }
    var isHidden: Bool {
        get { UIEntry.check("-[_UICollectionLayoutVisibleItem isHidden]", self); return attributes.storedIsHidden }
        set { UIEntry.check("-[_UICollectionLayoutVisibleItem setHidden:]", self); attributes.storedIsHidden = newValue }
    }
    var center: CGPoint {
        get { UIEntry.check("-[_UICollectionLayoutVisibleItem center]", self); return CGPoint(x: attributes.storedFrame.midX, y: attributes.storedFrame.midY) }
        set {
            UIEntry.check("-[_UICollectionLayoutVisibleItem setCenter:]", self)
            guard newValue.isFinitePoint else { return }
            let size = attributes.storedFrame.size
            attributes.storedFrame.origin = CGPoint(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2)
        }
    }
    var transform: CGAffineTransform {
        get { UIEntry.check("-[_UICollectionLayoutVisibleItem transform]", self); return CATransform3DGetAffineTransform(attributes.storedTransform3D) }
        set { UIEntry.check("-[_UICollectionLayoutVisibleItem setTransform:]", self); attributes.storedTransform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    var transform3D: CATransform3D {
        get { UIEntry.check("-[_UICollectionLayoutVisibleItem transform3D]", self); return attributes.storedTransform3D }
        set { UIEntry.check("-[_UICollectionLayoutVisibleItem setTransform3D:]", self); attributes.storedTransform3D = newValue }
    }
    var name: String {
        UIEntry.check("-[_UICollectionLayoutVisibleItem name]", self)
        let path = attributes.storedIndexPath
        return "\(attributes.storedKind ?? "cell") \(path.section).\(path.count > 1 ? path.item : 0)"
    }
    var indexPath: IndexPath { UIEntry.check("-[_UICollectionLayoutVisibleItem indexPath]", self); return attributes.storedIndexPath }
    var frame: CGRect { UIEntry.check("-[_UICollectionLayoutVisibleItem frame]", self); return attributes.storedFrame }
    var bounds: CGRect { UIEntry.check("-[_UICollectionLayoutVisibleItem bounds]", self); return CGRect(origin: .zero, size: attributes.storedFrame.size) }
    var representedElementCategory: UICollectionView.ElementCategory {
        UIEntry.check("-[_UICollectionLayoutVisibleItem representedElementCategory]", self)
        return attributes.storedCategory
    }
    var representedElementKind: String? {
        UIEntry.check("-[_UICollectionLayoutVisibleItem representedElementKind]", self)
        return attributes.storedCategory == .cell ? nil : attributes.storedKind
    }
}
