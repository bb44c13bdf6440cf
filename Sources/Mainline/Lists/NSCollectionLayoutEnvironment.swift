import Foundation

/// The size of what a section (or a custom group) is laid out in, and the insets its content
/// keeps from it.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size, before insets.
    var contentSize: CGSize { get }
    /// The size inside the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets (values below 1 are fractions of the size, as UIKit reads them).
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in points.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider (or a custom group's item provider) is told: the container and the
/// traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// A container and environment: the collection view's content area (or a group's size) with
/// the insets of the content insets reference.
@MainActor
final class LayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    let size: CGSize
    let insets: NSDirectionalEdgeInsets
    let traits: UITraitCollection
    weak var collectionView: UICollectionView?

    init(size: CGSize, insets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
         traits: UITraitCollection, collectionView: UICollectionView?) {
        self.size = size
        self.insets = insets
        self.traits = traits
        self.collectionView = collectionView
    }

    var contentSize: CGSize { size }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: max(0, size.height - insets.top - insets.bottom))
    }
    var contentInsets: NSDirectionalEdgeInsets { insets }
    var effectiveContentInsets: NSDirectionalEdgeInsets { insets }
    var container: NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { traits }
}
