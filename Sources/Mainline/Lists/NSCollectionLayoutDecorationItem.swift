import Foundation

/// A decoration view behind a section's content (a background), inset by its content insets;
/// its view class is registered with the layout for its element kind.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    let storedElementKind: String
    var storedZIndex = 0

    init(elementKind: String) {
        storedElementKind = elementKind
        super.init(size: NSCollectionLayoutSize(widthDimension: .init(.fractionalWidth, 1), heightDimension: .init(.fractionalHeight, 1)))
    }

    /// A background of its section, of `elementKind`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        let entry = UIEntry("+[NSCollectionLayoutDecorationItem backgroundDecorationItemWithElementKind:]"); defer { entry.end() }
        return NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// The z-index of its views (default 0; the section's items are above it).
    public var zIndex: Int {
        get { let entry = UIEntry("-[NSCollectionLayoutDecorationItem zIndex]", self); defer { entry.end() }; return storedZIndex }
        set { let entry = UIEntry("-[NSCollectionLayoutDecorationItem setZIndex:]", self); defer { entry.end() }; storedZIndex = newValue }
    }

    /// The kind its views are registered for.
    public var elementKind: String {
        let entry = UIEntry("-[NSCollectionLayoutDecorationItem elementKind]", self); defer { entry.end() }
        return storedElementKind
    }
}
