import Foundation

/// A 2-D vector for the dynamics solver (points, velocities, forces), in Double.
struct DynamicVector: Equatable {
    var x: Double
    var y: Double

    static let zero = DynamicVector(x: 0, y: 0)

    init(x: Double, y: Double) { self.x = x; self.y = y }
    init(_ point: CGPoint) { x = Double(point.x); y = Double(point.y) }
    init(_ vector: CGVector) { x = Double(vector.dx); y = Double(vector.dy) }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var lengthSquared: Double { x * x + y * y }
    /// The unit vector (zero for the zero vector).
    var normalized: DynamicVector { let l = length; return l > 1e-12 ? DynamicVector(x: x / l, y: y / l) : .zero }
    /// Turned a quarter to the left (counter-clockwise in y-up maths; clockwise on screen).
    var perpendicular: DynamicVector { DynamicVector(x: -y, y: x) }

    func dot(_ o: DynamicVector) -> Double { x * o.x + y * o.y }
    /// The z component of the cross product.
    func cross(_ o: DynamicVector) -> Double { x * o.y - y * o.x }
    func rotated(by angle: Double) -> DynamicVector {
        let c = cos(angle), s = sin(angle)
        return DynamicVector(x: c * x - s * y, y: s * x + c * y)
    }

    static func + (a: DynamicVector, b: DynamicVector) -> DynamicVector { DynamicVector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: DynamicVector, b: DynamicVector) -> DynamicVector { DynamicVector(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: DynamicVector, s: Double) -> DynamicVector { DynamicVector(x: a.x * s, y: a.y * s) }
    static func / (a: DynamicVector, s: Double) -> DynamicVector { DynamicVector(x: a.x / s, y: a.y / s) }
    static prefix func - (a: DynamicVector) -> DynamicVector { DynamicVector(x: -a.x, y: -a.y) }
    static func += (a: inout DynamicVector, b: DynamicVector) { a = a + b }
    static func -= (a: inout DynamicVector, b: DynamicVector) { a = a - b }
}

/// The cross product of a scalar (an angular velocity, about z) and a vector: the velocity of a
/// point at `r` on a body turning at `w`.
func dynamicCross(_ w: Double, _ r: DynamicVector) -> DynamicVector { DynamicVector(x: -w * r.y, y: w * r.x) }
