import Foundation

/// A contact found in a substep: body `b` touches `a` (nil: a boundary) at `point`, `normal`
/// pointing from `a` into `b`, overlapping by `depth` (negative: apart by less than the
/// touching tolerance, reported but not corrected).
struct DynamicContact {
    var a: DynamicBody?
    var b: DynamicBody
    var point: DynamicVector
    var normal: DynamicVector
    var depth: Double
    /// The normal velocity of `b` relative to `a` before the correction (negative: approaching).
    var approach: Double = 0
    /// The position correction's size (for friction).
    var correction: Double = 0
    var elasticity: Double
    var friction: Double
}

/// Separating-axis tests between convex outlines (and segments, as two-point outlines).
enum DynamicCollision {
    /// Points closer than this count as touching (for the delegate), in points.
    static let touchingTolerance = 0.5

    /// The least-overlap axis between convex polygons `a` and `b` (world points): the normal
    /// from `a` into `b`, the overlap, and a contact point; nil when apart by more than the
    /// touching tolerance.
    static func overlap(_ a: [DynamicVector], _ b: [DynamicVector]) -> (normal: DynamicVector, depth: Double, point: DynamicVector)? {
        guard a.count >= 2, b.count >= 2 else { return nil }
        var best: (normal: DynamicVector, depth: Double, fromA: Bool)?
        for (poly, fromA) in [(a, true), (b, false)] {
            let count = poly.count == 2 ? 1 : poly.count
            for i in 0..<count {
                let edge = poly[(i + 1) % poly.count] - poly[i]
                let axis = edge.perpendicular.normalized
                if axis == .zero { continue }
                let (minA, maxA) = project(a, on: axis)
                let (minB, maxB) = project(b, on: axis)
                // The two ways out: b moved along +axis by maxA - minB, or along -axis by
                // maxB - minA (for a segment, which has no thickness, only these say how deep).
                let forward = maxA - minB, backward = maxB - minA
                let depth = min(forward, backward)
                if depth < -touchingTolerance { return nil }
                if best == nil || depth < best!.depth { best = (forward <= backward ? axis : -axis, depth, fromA) }
            }
        }
        guard let found = best else { return nil }
        let n = found.normal
        // The contact: the middle of where the two touching features overlap along the face (a
        // box resting across two others is held at each overlap, not at its own corners); else
        // the deepest point of the incident outline.
        let featureA = deepestPoints(a, along: n), featureB = deepestPoints(b, along: -n)
        let t = n.perpendicular
        let (loA, hiA) = project(featureA, on: t), (loB, hiB) = project(featureB, on: t)
        let lo = max(loA, loB), hi = min(hiA, hiB)
        let point: DynamicVector
        if lo <= hi {
            let face = found.fromA ? featureB : featureA
            let depthPoint = face.reduce(.zero, +) / Double(face.count)
            point = depthPoint + t * ((lo + hi) / 2 - depthPoint.dot(t))
        } else {
            point = found.fromA ? deepest(b, along: -n) : deepest(a, along: n)
        }
        return (n, found.depth, point)
    }

    /// The points furthest along `direction` (within a small tolerance).
    static func deepestPoints(_ poly: [DynamicVector], along direction: DynamicVector) -> [DynamicVector] {
        let extent = poly.map { $0.dot(direction) }.max() ?? 0
        return poly.filter { $0.dot(direction) >= extent - 0.25 }
    }

    static func project(_ poly: [DynamicVector], on axis: DynamicVector) -> (Double, Double) {
        var lo = Double.infinity, hi = -Double.infinity
        for p in poly { let d = p.dot(axis); lo = min(lo, d); hi = max(hi, d) }
        return (lo, hi)
    }

    /// The average of the points furthest along `direction` (within a small tolerance).
    static func deepest(_ poly: [DynamicVector], along direction: DynamicVector) -> DynamicVector {
        let extent = poly.map { $0.dot(direction) }.max() ?? 0
        let near = poly.filter { $0.dot(direction) >= extent - 0.25 }
        return near.reduce(.zero, +) / Double(max(near.count, 1))
    }
}
