import Foundation

/// One item's rigid body in an animator: its state between frames and its material, read from
/// the item when it joins (or on `updateItem(usingCurrentState:)`) and written back after each step.
///
/// Units follow UIKit's: a 100 × 100 point item of density 1 has mass 1, and a force of one
/// "UIKit newton" accelerates it at 100 points/s² (UIPushBehavior's documentation).
final class DynamicBody {
    let item: UIDynamicItem
    var position = DynamicVector.zero
    var velocity = DynamicVector.zero
    /// The rotation, in radians (clockwise on screen, as `CGAffineTransform(rotationAngle:)`).
    var angle = 0.0
    var angularVelocity = 0.0
    var size = CGSize.zero
    /// The convex outline, about the center, unrotated.
    var hull: [DynamicVector] = []
    /// The distance from the center to the outline's furthest point.
    var radius = 0.0
    /// The outline's area, in points² (the mass is density × area / 10,000).
    var area = 0.0
    /// The moment of inertia per unit mass.
    var inertiaPerMass = 0.0
    /// The item's transform when read, and the angle it held: written transforms turn it by the
    /// change of angle, keeping any scale the app gave it.
    var baseTransform = CGAffineTransform.identity
    var baseAngle = 0.0

    // Material (UIDynamicItemBehavior), reset to UIKit's defaults before each step.
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var charge = 0.0
    var isAnchored = false
    var allowsRotation = true

    // Per step.
    var force = DynamicVector.zero
    var torque = 0.0
    var acceleration = DynamicVector.zero
    var previousPosition = DynamicVector.zero
    var previousAngle = 0.0

    init(item: UIDynamicItem) {
        self.item = item
        read()
    }

    /// Takes the item's center, size, shape and rotation as they stand now.
    func read() {
        position = DynamicVector(item.center)
        size = item.bounds.size
        let t = item.transform
        baseTransform = t
        baseAngle = atan2(Double(t.b), Double(t.a))
        angle = baseAngle
        let w = Double(size.width), h = Double(size.height)
        switch item.collisionBoundsType {
        case .rectangle:
            hull = [DynamicVector(x: -w / 2, y: -h / 2), DynamicVector(x: w / 2, y: -h / 2),
                    DynamicVector(x: w / 2, y: h / 2), DynamicVector(x: -w / 2, y: h / 2)]
            area = w * h
            inertiaPerMass = (w * w + h * h) / 12
        case .ellipse:
            let n = 24
            hull = (0..<n).map { i in
                let a = Double(i) / Double(n) * 2 * .pi
                return DynamicVector(x: cos(a) * w / 2, y: sin(a) * h / 2)
            }
            area = .pi * w * h / 4
            inertiaPerMass = (w * w + h * h) / 16
        case .path:
            let points = item.collisionBoundingPath.cgPath.flattened().flatMap { $0 }.map { DynamicVector($0) }
            hull = Self.convexHull(points)
            area = Self.polygonArea(hull)
            inertiaPerMass = hull.isEmpty ? 0 : hull.map(\.lengthSquared).reduce(0, +) / Double(hull.count) / 2
            if hull.count < 3 {
                hull = [DynamicVector(x: -w / 2, y: -h / 2), DynamicVector(x: w / 2, y: -h / 2),
                        DynamicVector(x: w / 2, y: h / 2), DynamicVector(x: -w / 2, y: h / 2)]
                area = w * h
                inertiaPerMass = (w * w + h * h) / 12
            }
        }
        area = max(area, 1)
        inertiaPerMass = max(inertiaPerMass, 1)
        radius = hull.map(\.length).max() ?? 0
    }

    /// Writes the center and rotation to the item (the transform only once the angle moved).
    func write() {
        let center = position.point
        if item.center != center { item.center = center }
        if abs(angle - baseAngle) > 1e-9 {
            let turned = baseTransform.rotated(by: CGFloat(angle - baseAngle))
            if item.transform != turned { item.transform = turned }
        }
    }

    func resetMaterial() {
        elasticity = 0; friction = 0; density = 1; resistance = 0; angularResistance = 0; charge = 0
        isAnchored = false; allowsRotation = true
    }

    var mass: Double { max(density, 1e-6) * area / 10_000 }
    var inverseMass: Double { isAnchored ? 0 : 1 / mass }
    var inverseInertia: Double { isAnchored || !allowsRotation ? 0 : 1 / (mass * inertiaPerMass) }

    /// The inverse mass a correction along `n` at offset `r` meets (translation and rotation).
    func generalizedInverseMass(at r: DynamicVector, along n: DynamicVector) -> Double {
        let rn = r.cross(n)
        return inverseMass + inverseInertia * rn * rn
    }

    /// The velocity of the point at offset `r` from the center.
    func velocity(at r: DynamicVector) -> DynamicVector { velocity + dynamicCross(angularVelocity, r) }

    /// The outline where the body stands now.
    var worldHull: [DynamicVector] { hull.map { position + $0.rotated(by: angle) } }

    /// The axis-aligned frame of the turned outline.
    var frame: CGRect {
        let points = worldHull
        guard let first = points.first else { return CGRect(origin: position.point, size: .zero) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Moves the body by a position correction `impulse` applied at offset `r`.
    func shift(by impulse: DynamicVector, at r: DynamicVector) {
        position += impulse * inverseMass
        angle += inverseInertia * r.cross(impulse)
    }

    /// Changes the velocity by `impulse` applied at offset `r`.
    func push(by impulse: DynamicVector, at r: DynamicVector) {
        velocity += impulse * inverseMass
        angularVelocity += inverseInertia * r.cross(impulse)
    }

    static func polygonArea(_ p: [DynamicVector]) -> Double {
        guard p.count >= 3 else { return 0 }
        var sum = 0.0
        for i in p.indices { sum += p[i].cross(p[(i + 1) % p.count]) }
        return abs(sum) / 2
    }

    /// Andrew's monotone chain.
    static func convexHull(_ points: [DynamicVector]) -> [DynamicVector] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count > 2 else { return sorted }
        func turn(_ o: DynamicVector, _ a: DynamicVector, _ b: DynamicVector) -> Double { (a - o).cross(b - o) }
        var lower: [DynamicVector] = []
        for p in sorted {
            while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        var upper: [DynamicVector] = []
        for p in sorted.reversed() {
            while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
