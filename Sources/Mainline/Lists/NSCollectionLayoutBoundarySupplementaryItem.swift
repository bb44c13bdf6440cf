import Foundation

/// A header or footer of a section (or of the whole layout): aligned to an edge of it, before
/// or after the content along the scroll axis (extending it, unless `extendsBoundary` is off),
/// optionally pinned to the visible bounds while its section shows.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    let storedAlignment: NSRectAlignment
    let storedOffset: CGPoint
    var storedExtendsBoundary = true
    var storedPinToVisibleBounds = false

    init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        storedAlignment = alignment
        storedOffset = offset.isFinitePoint ? offset : .zero
        super.init(size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, offset: .zero, fractional: false),
                   itemAnchor: nil)
    }

    /// A boundary item of `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        let entry = UIEntry("+[NSCollectionLayoutBoundarySupplementaryItem boundarySupplementaryItemWithLayoutSize:elementKind:alignment:]"); defer { entry.end() }
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A boundary item of `elementKind` at `alignment`, moved by `absoluteOffset`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        let entry = UIEntry("+[NSCollectionLayoutBoundarySupplementaryItem boundarySupplementaryItemWithLayoutSize:elementKind:alignment:absoluteOffset:]"); defer { entry.end() }
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    /// Whether it adds its length to its section (default true).
    public var extendsBoundary: Bool {
        get { let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem extendsBoundary]", self); defer { entry.end() }; return storedExtendsBoundary }
        set { let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem setExtendsBoundary:]", self); defer { entry.end() }; storedExtendsBoundary = newValue }
    }

    /// Whether it stays in view while any of its section shows (default false).
    public var pinToVisibleBounds: Bool {
        get { let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem pinToVisibleBounds]", self); defer { entry.end() }; return storedPinToVisibleBounds }
        set { let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem setPinToVisibleBounds:]", self); defer { entry.end() }; storedPinToVisibleBounds = newValue }
    }

    /// The edge it is aligned to.
    public var alignment: NSRectAlignment {
        let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem alignment]", self); defer { entry.end() }
        return storedAlignment
    }

    /// Its offset in points.
    public var offset: CGPoint {
        let entry = UIEntry("-[NSCollectionLayoutBoundarySupplementaryItem offset]", self); defer { entry.end() }
        return storedOffset
    }
}

extension NSRectAlignment {
    /// The edges the alignment hugs.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
