import Foundation

/// Space an item needs around it when its group lays it out (outside its size, unlike content
/// insets): a fixed edge adds its points, a flexible one also takes a share of the space the
/// group has left (a flexible bottom with a fixed top keeps the item at the top of its group).
public final class NSCollectionLayoutEdgeSpacing: @unchecked Sendable {
    let storedLeading: NSCollectionLayoutSpacing?
    let storedTop: NSCollectionLayoutSpacing?
    let storedTrailing: NSCollectionLayoutSpacing?
    let storedBottom: NSCollectionLayoutSpacing?

    /// Spacing on the given edges (nil: none).
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        UIEntry.check("+[NSCollectionLayoutEdgeSpacing spacingForLeading:top:trailing:bottom:]")
        storedLeading = leading
        storedTop = top
        storedTrailing = trailing
        storedBottom = bottom
    }

    /// The leading edge's spacing.
    public var leading: NSCollectionLayoutSpacing? { UIEntry.check("-[NSCollectionLayoutEdgeSpacing leading]"); return storedLeading }
    /// The top edge's spacing.
    public var top: NSCollectionLayoutSpacing? { UIEntry.check("-[NSCollectionLayoutEdgeSpacing top]"); return storedTop }
    /// The trailing edge's spacing.
    public var trailing: NSCollectionLayoutSpacing? { UIEntry.check("-[NSCollectionLayoutEdgeSpacing trailing]"); return storedTrailing }
    /// The bottom edge's spacing.
    public var bottom: NSCollectionLayoutSpacing? { UIEntry.check("-[NSCollectionLayoutEdgeSpacing bottom]"); return storedBottom }
}
