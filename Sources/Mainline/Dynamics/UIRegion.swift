import Foundation

/// An area a field acts in, relative to the field's position: a circle, a rectangle, the whole
/// plane, or their inverse, union, difference and intersection. Immutable. (The combining
/// methods return `UIRegion`; UIKit's return `Self`.)
open class UIRegion: NSCopying {
    indirect enum Shape {
        case infinite
        case circle(radius: Double)
        case rectangle(size: CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: DynamicVector) -> Bool {
            switch self {
            case .infinite: return true
            case .circle(let r): return p.lengthSquared <= r * r
            case .rectangle(let s): return abs(p.x) <= Double(s.width) / 2 && abs(p.y) <= Double(s.height) / 2
            case .inverse(let a): return !a.contains(p)
            case .union(let a, let b): return a.contains(p) || b.contains(p)
            case .difference(let a, let b): return a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): return a.contains(p) && b.contains(p)
            }
        }
    }

    let shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// The whole plane (a field's default region).
    open class var infinite: UIRegion {
        UIEntry.check("+[UIRegion infiniteRegion]")
        return UIRegion(shape: .infinite)
    }

    /// A circle of this radius about the origin.
    public init(radius: CGFloat) {
        UIEntry.check("-[UIRegion initWithRadius:]")
        shape = .circle(radius: Double(radius))
    }

    /// A rectangle of this size centered on the origin.
    public init(size: CGSize) {
        UIEntry.check("-[UIRegion initWithSize:]")
        shape = .rectangle(size: size)
    }

    /// Everywhere this region is not.
    open func inverse() -> UIRegion {
        UIEntry.check("-[UIRegion inverseRegion]", self)
        return UIRegion(shape: .inverse(shape))
    }

    /// Where either region is.
    open func byUnion(with region: UIRegion) -> UIRegion {
        UIEntry.check("-[UIRegion regionByUnionWithRegion:]", self)
        return UIRegion(shape: .union(shape, region.shape))
    }

    /// This region without `region`.
    open func byDifference(from region: UIRegion) -> UIRegion {
        UIEntry.check("-[UIRegion regionByDifferenceFromRegion:]", self)
        return UIRegion(shape: .difference(shape, region.shape))
    }

    /// Where both regions are.
    open func byIntersection(with region: UIRegion) -> UIRegion {
        UIEntry.check("-[UIRegion regionByIntersectionWithRegion:]", self)
        return UIRegion(shape: .intersection(shape, region.shape))
    }

    /// Whether `point` (relative to the origin) is in the region.
    open func contains(_ point: CGPoint) -> Bool {
        UIEntry.check("-[UIRegion containsPoint:]", self)
        return shape.contains(DynamicVector(point))
    }

    /// The region itself (it is immutable).
    open func copy(with zone: NSZone? = nil) -> Any {
        UIEntry.check("-[UIRegion copyWithZone:]", self)
        return self
    }
}
