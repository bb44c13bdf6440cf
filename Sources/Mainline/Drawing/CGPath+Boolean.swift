import Foundation

// Boolean operations on filled regions (iOS 16's `CGPath.union(_:using:)` family).
//
// Both paths are followed as polygons (curves as straight pieces within 0.01 of them, every
// subpath closed); every edge is cut where it meets any other edge, and each piece is kept when
// the result region is on one side of it and not on the other (tested just beside the piece's
// middle with the fill rule), turned so the region is on its left. The kept pieces are then
// chained into closed outlines. The results are polygons: Core Graphics keeps curves where it
// can, so a result's elements differ from Core Graphics' while its filled area is the same (to
// the flattening tolerance).

/// A point pool that merges points closer than a tolerance, so pieces cut from different
/// edges at the same crossing share their ends.
private struct VertexPool {
    var points: [CGPoint] = []
    private var grid: [Key: [Int]] = [:]
    let epsilon: CGFloat

    private struct Key: Hashable { var x: Int, y: Int }

    init(epsilon: CGFloat) { self.epsilon = epsilon }

    private func key(_ p: CGPoint) -> Key {
        Key(x: Int((p.x / (epsilon * 4)).rounded(.down)), y: Int((p.y / (epsilon * 4)).rounded(.down)))
    }

    mutating func id(of p: CGPoint) -> Int {
        let k = key(p)
        for dx in -1...1 {
            for dy in -1...1 {
                for candidate in grid[Key(x: k.x + dx, y: k.y + dy)] ?? []
                where abs(points[candidate].x - p.x) <= epsilon && abs(points[candidate].y - p.y) <= epsilon {
                    return candidate
                }
            }
        }
        points.append(p)
        grid[k, default: []].append(points.count - 1)
        return points.count - 1
    }
}

/// A straight edge: its ends.
private struct Edge {
    var a: CGPoint
    var b: CGPoint
}

extension CGPath {
    /// The closed edges of filled polygons, zero-length ones dropped.
    fileprivate static func edges(of polygons: [[CGPoint]]) -> [Edge] {
        var edges: [Edge] = []
        for polygon in polygons where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a != b { edges.append(Edge(a: a, b: b)) }
            }
        }
        return edges
    }

    /// The parameters (0…1) along `e` where the edges `others` cross or overlap it.
    fileprivate static func cuts(of e: Edge, by others: [Edge], epsilon: CGFloat) -> [CGFloat] {
        let r = CGPoint(x: e.b.x - e.a.x, y: e.b.y - e.a.y)
        let rr = r.x * r.x + r.y * r.y
        guard rr > 0 else { return [] }
        let minX = min(e.a.x, e.b.x) - epsilon, maxX = max(e.a.x, e.b.x) + epsilon
        let minY = min(e.a.y, e.b.y) - epsilon, maxY = max(e.a.y, e.b.y) + epsilon
        var cuts: [CGFloat] = []
        for o in others {
            if max(o.a.x, o.b.x) < minX || min(o.a.x, o.b.x) > maxX || max(o.a.y, o.b.y) < minY || min(o.a.y, o.b.y) > maxY {
                continue
            }
            let s = CGPoint(x: o.b.x - o.a.x, y: o.b.y - o.a.y)
            let qp = CGPoint(x: o.a.x - e.a.x, y: o.a.y - e.a.y)
            let denom = r.x * s.y - r.y * s.x
            let ss = s.x * s.x + s.y * s.y
            guard ss > 0 else { continue }
            if abs(denom) > 1e-12 * sqrt(rr * ss) {
                let t = (qp.x * s.y - qp.y * s.x) / denom
                let u = (qp.x * r.y - qp.y * r.x) / denom
                let tSlack = epsilon / sqrt(rr), uSlack = epsilon / sqrt(ss)
                if t > -tSlack, t < 1 + tSlack, u > -uSlack, u < 1 + uSlack { cuts.append(min(1, max(0, t))) }
            } else if abs(qp.x * r.y - qp.y * r.x) / sqrt(rr) <= epsilon {
                // Collinear: the other edge's ends cut this one where they lie on it.
                for end in [o.a, o.b] {
                    let t = ((end.x - e.a.x) * r.x + (end.y - e.a.y) * r.y) / rr
                    if t > 0, t < 1 { cuts.append(t) }
                }
            }
        }
        return cuts
    }

    /// The outline of the region `inside` describes, bounded by (pieces of) `edges`: closed
    /// polygons with the region on their left (counter-clockwise outer outlines in a y-up
    /// frame, clockwise holes).
    fileprivate static func outline(edges: [Edge], inside: (CGPoint) -> Bool) -> [[CGPoint]] {
        guard !edges.isEmpty else { return [] }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for e in edges {
            minX = min(minX, e.a.x, e.b.x); maxX = max(maxX, e.a.x, e.b.x)
            minY = min(minY, e.a.y, e.b.y); maxY = max(maxY, e.a.y, e.b.y)
        }
        let scale = max(1, maxX - minX, maxY - minY, abs(minX), abs(minY), abs(maxX), abs(maxY))
        let epsilon = scale * 1e-9
        var pool = VertexPool(epsilon: epsilon)
        var kept: [(Int, Int)] = []
        var seen = Set<[Int]>()
        for e in edges {
            var ts = cuts(of: e, by: edges, epsilon: epsilon) + [0, 1]
            ts.sort()
            var previous: Int?
            var previousPoint = e.a
            for t in ts {
                let p = t == 0 ? e.a : t == 1 ? e.b : CGPoint(x: e.a.x + (e.b.x - e.a.x) * t, y: e.a.y + (e.b.y - e.a.y) * t)
                let id = pool.id(of: p)
                defer { previous = id; previousPoint = p }
                guard let from = previous, from != id else { continue }
                let length = hypot(p.x - previousPoint.x, p.y - previousPoint.y)
                guard length > 0 else { continue }
                let mid = CGPoint(x: (p.x + previousPoint.x) / 2, y: (p.y + previousPoint.y) / 2)
                let normal = CGPoint(x: -(p.y - previousPoint.y) / length, y: (p.x - previousPoint.x) / length)
                let delta = min(length * 0.01, scale * 1e-6)
                let left = inside(CGPoint(x: mid.x + normal.x * delta, y: mid.y + normal.y * delta))
                let right = inside(CGPoint(x: mid.x - normal.x * delta, y: mid.y - normal.y * delta))
                guard left != right else { continue }
                let piece = left ? (from, id) : (id, from)
                if seen.insert([piece.0, piece.1]).inserted { kept.append(piece) }
            }
        }
        // Chain the pieces into closed outlines.
        var outgoing: [Int: [Int]] = [:]
        for (index, piece) in kept.enumerated() { outgoing[piece.0, default: []].append(index) }
        var used = [Bool](repeating: false, count: kept.count)
        var polygons: [[CGPoint]] = []
        for startIndex in kept.indices where !used[startIndex] {
            used[startIndex] = true
            let start = kept[startIndex].0
            var loop = [start]
            var current = kept[startIndex].1
            while current != start {
                loop.append(current)
                guard let next = outgoing[current]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                current = kept[next].1
            }
            let simplified = simplify(loop.map { pool.points[$0] })
            if simplified.count > 2 { polygons.append(simplified) }
        }
        return polygons
    }

    /// A closed polygon without the points that lie straight on between their neighbours.
    fileprivate static func simplify(_ polygon: [CGPoint]) -> [CGPoint] {
        var points = polygon
        var changed = true
        while changed, points.count > 2 {
            changed = false
            for i in points.indices.reversed() where points.count > 2 {
                let a = points[(i + points.count - 1) % points.count], b = points[i], c = points[(i + 1) % points.count]
                let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
                let dot = (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y)
                let scale = hypot(b.x - a.x, b.y - a.y) * hypot(c.x - b.x, c.y - b.y)
                if abs(cross) <= 1e-9 * scale, dot >= 0 {
                    points.remove(at: i)
                    changed = true
                }
            }
        }
        return points
    }

    /// The outline of combining this path's filled region with `other`'s (each filled with
    /// `rule`) by `keep`.
    fileprivate func combined(with other: CGPath?, rule: CGPathFillRule, keep: @escaping (Bool, Bool) -> Bool) -> [[CGPoint]] {
        let mine = polylines(tolerance: 0.01).filter { $0.points.count > 1 }.map(\.points)
        let theirs = other?.polylines(tolerance: 0.01).filter { $0.points.count > 1 }.map(\.points) ?? []
        let edges = Self.edges(of: mine) + Self.edges(of: theirs)
        return Self.outline(edges: edges) { p in
            keep(Self.contains(p, in: mine, rule: rule), Self.contains(p, in: theirs, rule: rule))
        }
    }

    /// The region filled by this path or by `other` (each filled with `rule`), as a new path
    /// (`CGPathCreateCopyByUnioningPath`). Curves come back as fine straight pieces.
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath.path(ofPolygons: combined(with: other, rule: rule) { $0 || $1 })
    }

    /// The region filled by both this path and `other` (each filled with `rule`), as a new path
    /// (`CGPathCreateCopyByIntersectingPath`).
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath.path(ofPolygons: combined(with: other, rule: rule) { $0 && $1 })
    }

    /// The region this path fills that `other` does not (each filled with `rule`), as a new path
    /// (`CGPathCreateCopyBySubtractingPath`).
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath.path(ofPolygons: combined(with: other, rule: rule) { $0 && !$1 })
    }

    /// The region filled by exactly one of this path and `other` (each filled with `rule`), as a
    /// new path (`CGPathCreateCopyBySymmetricDifferenceOfPath`).
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath.path(ofPolygons: combined(with: other, rule: rule) { $0 != $1 })
    }

    /// The same filled region (with `rule`) outlined without crossings or overlaps: outer
    /// outlines wound one way, holes the other (`CGPathCreateCopyByNormalizingPath`), so the
    /// result fills the same with either rule.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath.path(ofPolygons: combined(with: nil, rule: rule) { mine, _ in mine })
    }

    /// Whether the regions this path and `other` fill (each with `rule`) overlap
    /// (`CGPathIntersectsPath`); touching along an edge or at a point is not overlapping.
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        guard boundingBox.intersects(other.boundingBox) else { return false }
        return !combined(with: other, rule: rule) { $0 && $1 }.isEmpty
    }

    /// The path's filled region (with `rule`) split into the pieces that do not touch: each an
    /// outer outline with the holes inside it (`CGPathCreateSeparateComponents`).
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        let loops = combined(with: nil, rule: rule) { mine, _ in mine }
        let outers = loops.filter { Self.signedArea($0) > 0 }
        var members: [[[CGPoint]]] = outers.map { [$0] }
        for hole in loops where Self.signedArea(hole) <= 0 {
            // A point just beside the hole's first edge, on the filled side.
            let a = hole[0], b = hole[1]
            let length = hypot(b.x - a.x, b.y - a.y)
            let delta = min(length * 0.01, 1e-4)
            let probe = CGPoint(x: (a.x + b.x) / 2 + (b.y - a.y) / length * delta, y: (a.y + b.y) / 2 - (b.x - a.x) / length * delta)
            let owner = outers.indices
                .filter { Self.contains(probe, in: [outers[$0]], rule: .evenOdd) }
                .min { abs(Self.signedArea(outers[$0])) < abs(Self.signedArea(outers[$1])) }
            if let owner { members[owner].append(hole) }
        }
        return members.map { CGPath.path(ofPolygons: $0) }
    }

    /// The lines of this path that run inside the region `other` fills (with `rule`)
    /// (`CGPathCreateCopyByIntersectingLineWithPath`): a line, not a region, so the result is
    /// meant to be stroked.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath.path(of: lines(clippedBy: other, rule: rule, keepInside: true))
    }

    /// The lines of this path that run outside the region `other` fills (with `rule`)
    /// (`CGPathCreateCopyBySubtractingLineWithPath`).
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        CGPath.path(of: lines(clippedBy: other, rule: rule, keepInside: false))
    }

    /// This path's lines cut where they cross `other`'s outline, the pieces inside (or outside)
    /// its filled region kept and joined.
    private func lines(clippedBy other: CGPath, rule: CGPathFillRule, keepInside: Bool) -> [Polyline] {
        let region = other.polylines(tolerance: 0.01).filter { $0.points.count > 1 }.map(\.points)
        let boundary = Self.edges(of: region)
        var result: [Polyline] = []
        for line in polylines() where line.points.count > 1 {
            var points = line.points
            if line.closed, points.first != points.last { points.append(points[0]) }
            var pieces: [Polyline] = []
            var current: [CGPoint] = []
            func flush() {
                if current.count > 1 { pieces.append(Polyline(points: current, closed: false)) }
                current = []
            }
            for i in 1..<points.count {
                let e = Edge(a: points[i - 1], b: points[i])
                guard e.a != e.b else { continue }
                var ts = Self.cuts(of: e, by: boundary, epsilon: 1e-9) + [0, 1]
                ts.sort()
                for j in 1..<ts.count where ts[j] - ts[j - 1] > 1e-12 {
                    let p = CGPoint(x: e.a.x + (e.b.x - e.a.x) * ts[j - 1], y: e.a.y + (e.b.y - e.a.y) * ts[j - 1])
                    let q = CGPoint(x: e.a.x + (e.b.x - e.a.x) * ts[j], y: e.a.y + (e.b.y - e.a.y) * ts[j])
                    let mid = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
                    if Self.contains(mid, in: region, rule: rule) == keepInside {
                        if current.isEmpty { current = [p] }
                        current.append(q)
                    } else {
                        flush()
                    }
                }
            }
            flush()
            // A closed line kept all round stays closed; one cut at its start joins its ends.
            if line.closed, pieces.count == 1, pieces[0].points.first == points.first, pieces[0].points.last == points.last {
                pieces[0].points.removeLast()
                pieces[0].closed = true
            } else if line.closed, pieces.count > 1, pieces[0].points.first == points.first,
                      pieces[pieces.count - 1].points.last == points.last {
                let last = pieces.removeLast()
                pieces[0].points = last.points + pieces[0].points.dropFirst()
            }
            result += pieces
        }
        return result
    }
}
