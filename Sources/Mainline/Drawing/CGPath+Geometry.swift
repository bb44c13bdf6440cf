import Foundation

extension CGPath {
    /// The path as closed polygons, one per subpath, curves followed by straight pieces (a
    /// subpath of a single point is dropped).
    func flattened(piecesPerCurve: Int = 32) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 1 { polygons.append(current) }
            current = []
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quad(let c, let e):
                guard let p0 = current.last else { continue }
                for i in 1...piecesPerCurve {
                    current.append(Self.quadPoint(p0, c, e, CGFloat(i) / CGFloat(piecesPerCurve)))
                }
            case .cubic(let c1, let c2, let e):
                guard let p0 = current.last else { continue }
                for i in 1...piecesPerCurve {
                    current.append(Self.cubicPoint(p0, c1, c2, e, CGFloat(i) / CGFloat(piecesPerCurve)))
                }
            case .close:
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
        return polygons
    }

    /// Whether `point` is inside the closed `polygons` under `rule` (a ray toward +x counts
    /// crossings, upward edges +1 and downward −1; an edge includes its lower end, not its
    /// upper one).
    static func contains(_ point: CGPoint, in polygons: [[CGPoint]], rule: CGPathFillRule) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ e: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * e.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * e.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ e: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * e.x, y: a * p0.y + b * c1.y + c * c2.y + d * e.y)
    }

    /// End points and the curves' extremes (where a coordinate's derivative is zero).
    func tightBoundingBox() -> CGRect {
        var points: [CGPoint] = []
        var last: CGPoint?, start: CGPoint?
        for segment in segments {
            switch segment {
            case .move(let p):
                points.append(p)
                last = p
                start = p
            case .line(let p):
                points.append(p)
                last = p
            case .quad(let c, let e):
                if let p0 = last {
                    for t in Self.quadExtremes(p0.x, c.x, e.x) + Self.quadExtremes(p0.y, c.y, e.y) {
                        points.append(Self.quadPoint(p0, c, e, t))
                    }
                }
                points.append(e)
                last = e
            case .cubic(let c1, let c2, let e):
                if let p0 = last {
                    for t in Self.cubicExtremes(p0.x, c1.x, c2.x, e.x) + Self.cubicExtremes(p0.y, c1.y, c2.y, e.y) {
                        points.append(Self.cubicPoint(p0, c1, c2, e, t))
                    }
                }
                points.append(e)
                last = e
            case .close:
                last = start ?? last
            }
        }
        return CGRect.boundingBox(of: points)
    }

    /// Parameters in (0, 1) where a quadratic coordinate has a turning point.
    static func quadExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic coordinate has a turning point: the roots of
    /// `3[(b−a)(1−t)² + 2(c−b)t(1−t) + (d−c)t²]`.
    static func cubicExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant >= 0 else { return [] }
            let s = discriminant.squareRoot()
            roots = [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
