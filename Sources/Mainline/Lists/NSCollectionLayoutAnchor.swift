import Foundation

/// Where a supplementary item is attached to its container (an item or a group): the edges
/// it hugs (none on an axis: centred on it), moved by an offset in points or in fractions of
/// the supplementary item's own size. As an item anchor, the point of the supplementary item
/// placed on the container's anchor point.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    let storedEdges: NSDirectionalRectEdge
    let storedOffset: CGPoint
    let storedIsFractional: Bool

    init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        storedEdges = edges
        storedOffset = offset.isFinitePoint ? offset : .zero
        storedIsFractional = fractional
    }

    /// An anchor on `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        let entry = UIEntry("+[NSCollectionLayoutAnchor layoutAnchorWithEdges:]"); defer { entry.end() }
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        let entry = UIEntry("+[NSCollectionLayoutAnchor layoutAnchorWithEdges:absoluteOffset:]"); defer { entry.end() }
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        let entry = UIEntry("+[NSCollectionLayoutAnchor layoutAnchorWithEdges:fractionalOffset:]"); defer { entry.end() }
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    /// The edges.
    public var edges: NSDirectionalRectEdge { let entry = UIEntry("-[NSCollectionLayoutAnchor edges]", self); defer { entry.end() }; return storedEdges }
    /// The offset (points, or fractions of the supplementary item's size).
    public var offset: CGPoint { let entry = UIEntry("-[NSCollectionLayoutAnchor offset]", self); defer { entry.end() }; return storedOffset }
    /// Whether the offset is in points.
    public var isAbsoluteOffset: Bool { let entry = UIEntry("-[NSCollectionLayoutAnchor isAbsoluteOffset]", self); defer { entry.end() }; return !storedIsFractional }
    /// Whether the offset is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { let entry = UIEntry("-[NSCollectionLayoutAnchor isFractionalOffset]", self); defer { entry.end() }; return storedIsFractional }

    /// The anchor point on `rect` (in left-to-right terms: leading is left).
    func point(on rect: CGRect) -> CGPoint {
        let x = storedEdges.contains(.leading) ? rect.minX : storedEdges.contains(.trailing) ? rect.maxX : rect.midX
        let y = storedEdges.contains(.top) ? rect.minY : storedEdges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary item of `size`.
    func offset(for size: CGSize) -> CGPoint {
        storedIsFractional ? CGPoint(x: storedOffset.x * size.width, y: storedOffset.y * size.height) : storedOffset
    }

    /// A supplementary item of `size` placed on `container` by this anchor (the container's
    /// anchor point, with the item's `itemAnchor` point on it — by default, the item inside
    /// the container against the same edges).
    func frame(of size: CGSize, on container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let anchor = point(on: container)
        let local: CGPoint
        if let itemAnchor {
            local = itemAnchor.point(on: CGRect(origin: .zero, size: size))
        } else {
            // Hugging the same edges from inside.
            local = CGPoint(x: storedEdges.contains(.leading) ? 0 : storedEdges.contains(.trailing) ? size.width : size.width / 2,
                            y: storedEdges.contains(.top) ? 0 : storedEdges.contains(.bottom) ? size.height : size.height / 2)
        }
        let shift = offset(for: size)
        let itemShift = itemAnchor?.offset(for: size) ?? .zero
        return CGRect(x: anchor.x - local.x + shift.x + itemShift.x, y: anchor.y - local.y + shift.y + itemShift.y,
                      width: size.width, height: size.height)
    }
}
