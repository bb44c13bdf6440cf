import Foundation

/// The function `CGPath.apply(info:function:)` calls with each element.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// A subpath followed as straight pieces: its points, and whether it closes back to its start.
struct Polyline {
    var points: [CGPoint]
    var closed: Bool
}

extension CGPath {
    /// The subpaths as polylines, curves split finely enough that no piece strays more than
    /// `tolerance` from the curve (Wang's bound on the pieces a Bézier curve needs). A subpath
    /// of a single point is kept (a zero-length stroke may still draw a cap).
    func polylines(tolerance: CGFloat = 0.1) -> [Polyline] {
        let tol = max(1e-4, tolerance)
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var pendingMove: CGPoint?
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        func begin() {
            if current.isEmpty, let start = pendingMove { current = [start] }
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                finish(closed: false)
                pendingMove = p
            case .line(let p):
                begin()
                if current.isEmpty { current = [p] } else { current.append(p) }
            case .quad(let c, let e):
                begin()
                guard let p0 = current.last else { current = [e]; continue }
                let dx = p0.x - 2 * c.x + e.x, dy = p0.y - 2 * c.y + e.y
                let n = max(1, min(512, Int(ceil(sqrt(0.25 * sqrt(dx * dx + dy * dy) / tol)))))
                for i in 1...n { current.append(Self.quadPoint(p0, c, e, CGFloat(i) / CGFloat(n))) }
            case .cubic(let c1, let c2, let e):
                begin()
                guard let p0 = current.last else { current = [e]; continue }
                let ax = p0.x - 2 * c1.x + c2.x, ay = p0.y - 2 * c1.y + c2.y
                let bx = c1.x - 2 * c2.x + e.x, by = c1.y - 2 * c2.y + e.y
                let dd = max(sqrt(ax * ax + ay * ay), sqrt(bx * bx + by * by))
                let n = max(1, min(512, Int(ceil(sqrt(0.75 * dd / tol)))))
                for i in 1...n { current.append(Self.cubicPoint(p0, c1, c2, e, CGFloat(i) / CGFloat(n))) }
            case .close:
                let start = current.first ?? pendingMove
                if current.isEmpty, let start { current = [start] }
                finish(closed: true)
                pendingMove = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Polylines as a path of straight lines.
    static func path(of polylines: [Polyline]) -> CGPath {
        var segments: [PathSegment] = []
        for line in polylines where !line.points.isEmpty {
            segments.append(.move(line.points[0]))
            for p in line.points.dropFirst() { segments.append(.line(p)) }
            if line.closed { segments.append(.close) }
        }
        return CGPath(segments: segments)
    }

    /// Polygons (each closed) as a path.
    static func path(ofPolygons polygons: [[CGPoint]]) -> CGPath {
        path(of: polygons.map { Polyline(points: $0, closed: true) })
    }

    // MARK: - Stroking

    /// The outline of the path stroked with `lineWidth` (`CGPathCreateCopyByStrokingPath`): to be
    /// filled with the winding rule. It is made of a piece per segment, join and cap, all wound
    /// the same way, so filled they cover exactly the stroke (Core Graphics returns one merged
    /// outline; the area is the same).
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let polygons = strokePolygons(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit, tolerance: 0.05)
        return CGPath.path(ofPolygons: polygons).copy(using: transform)
    }

    /// The stroke's pieces as polygons (see `copy(strokingWithWidth:…)`).
    func strokePolygons(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, tolerance: CGFloat) -> [[CGPoint]] {
        let h = abs(width) / 2
        guard h > 0, h.isFinite else { return [] }
        var pieces: [[CGPoint]] = []
        func add(_ polygon: [CGPoint]) {
            guard polygon.count >= 3 else { return }
            pieces.append(Self.signedArea(polygon) < 0 ? polygon.reversed() : polygon)
        }
        func circle(_ c: CGPoint) -> [CGPoint] {
            let n = max(8, min(128, Int(ceil(CGFloat.pi / acos(max(0, 1 - tolerance / max(h, tolerance)))))))
            return (0..<n).map { i in
                let a = CGFloat(i) / CGFloat(n) * 2 * .pi
                return CGPoint(x: c.x + h * cos(a), y: c.y + h * sin(a))
            }
        }
        for line in polylines(tolerance: tolerance) {
            var pts: [CGPoint] = []
            for p in line.points where pts.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { pts.append(p) }
            if line.closed, pts.count > 1, let first = pts.first, let last = pts.last, hypot(first.x - last.x, first.y - last.y) <= 1e-9 {
                pts.removeLast()
            }
            if pts.count == 1 {
                // A zero-length subpath: a round cap draws a dot, a square cap a square.
                let c = pts[0]
                if cap == .round { add(circle(c)) }
                if cap == .square { add([CGPoint(x: c.x - h, y: c.y - h), CGPoint(x: c.x + h, y: c.y - h), CGPoint(x: c.x + h, y: c.y + h), CGPoint(x: c.x - h, y: c.y + h)]) }
                continue
            }
            let closed = line.closed && pts.count > 2
            let count = closed ? pts.count : pts.count - 1
            func direction(_ i: Int) -> CGPoint {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let len = hypot(b.x - a.x, b.y - a.y)
                return CGPoint(x: (b.x - a.x) / len, y: (b.y - a.y) / len)
            }
            for i in 0..<count {
                let a = pts[i], b = pts[(i + 1) % pts.count], d = direction(i)
                let n = CGPoint(x: -d.y * h, y: d.x * h)
                var (s, e) = (a, b)
                if !closed && cap == .square {
                    if i == 0 { s = CGPoint(x: a.x - d.x * h, y: a.y - d.y * h) }
                    if i == count - 1 { e = CGPoint(x: b.x + d.x * h, y: b.y + d.y * h) }
                }
                add([CGPoint(x: s.x + n.x, y: s.y + n.y), CGPoint(x: e.x + n.x, y: e.y + n.y),
                     CGPoint(x: e.x - n.x, y: e.y - n.y), CGPoint(x: s.x - n.x, y: s.y - n.y)])
            }
            // Joins: at the inner vertices, and all round for a closed subpath.
            let joints = closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
            for j in joints {
                let p = pts[j]
                let d0 = direction((j - 1 + pts.count) % pts.count), d1 = direction(j % pts.count)
                let cross = d0.x * d1.y - d0.y * d1.x
                let dot = d0.x * d1.x + d0.y * d1.y
                guard abs(cross) > 1e-9 || dot < 0 else { continue }
                if join == .round { add(circle(p)); continue }
                // The outer side is where the turn opens.
                let side: CGFloat = cross > 0 ? -1 : 1
                let n0 = CGPoint(x: -d0.y * h * side, y: d0.x * h * side), n1 = CGPoint(x: -d1.y * h * side, y: d1.x * h * side)
                let a = CGPoint(x: p.x + n0.x, y: p.y + n0.y), b = CGPoint(x: p.x + n1.x, y: p.y + n1.y)
                let cosHalf = sqrt(max(0, (1 + dot) / 2))
                if join == .miter, cosHalf > 1e-9, 1 / cosHalf <= miterLimit {
                    let bisector = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
                    let len = hypot(bisector.x, bisector.y)
                    if len > 1e-12 {
                        let reach = h / cosHalf
                        let m = CGPoint(x: p.x + bisector.x / len * reach, y: p.y + bisector.y / len * reach)
                        add([p, a, m, b])
                        continue
                    }
                }
                add([p, a, b])
            }
            if !closed && cap == .round {
                add(circle(pts[0]))
                add(circle(pts[pts.count - 1]))
            }
        }
        return pieces
    }

    /// The signed area of a polygon (positive for one winding, negative for the other).
    static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        var area: CGFloat = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area / 2
    }

    // MARK: - Dashing and trimming

    /// The path cut into dashes: `lengths` alternate on and off, starting `phase` into the
    /// pattern (`CGPathCreateCopyByDashingPath`); curves become straight pieces. With no lengths
    /// (or none above zero) the path is returned as it is.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        guard lengths.contains(where: { $0 > 0 }), lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return copy(using: transform) }
        return CGPath.path(of: dashed(phase: phase, lengths: lengths)).copy(using: transform)
    }

    /// The dashes as open polylines.
    func dashed(phase: CGFloat, lengths: [CGFloat]) -> [Polyline] {
        let total = lengths.reduce(0, +)
        guard total > 0 else { return polylines() }
        var result: [Polyline] = []
        for line in polylines() {
            var pts = line.points
            if line.closed, let first = pts.first { pts.append(first) }
            guard pts.count > 1 else { continue }
            // Where in the pattern the subpath starts.
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            while offset >= lengths[index] {
                offset -= lengths[index]
                index = (index + 1) % lengths.count
            }
            var remaining = lengths[index] - offset
            var on = index % 2 == 0
            var dash: [CGPoint] = on ? [pts[0]] : []
            for i in 1..<pts.count {
                var a = pts[i - 1]
                let b = pts[i]
                var segment = hypot(b.x - a.x, b.y - a.y)
                while segment > 0 {
                    if remaining >= segment {
                        remaining -= segment
                        if on { dash.append(b) }
                        segment = 0
                    } else {
                        let t = remaining / segment
                        let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                        if on {
                            dash.append(cut)
                            result.append(Polyline(points: dash, closed: false))
                            dash = []
                        } else {
                            dash = [cut]
                        }
                        on.toggle()
                        segment -= remaining
                        a = cut
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                    }
                }
            }
            if on && dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
        }
        return result
    }

    /// The part of the path from fraction `start` to `end` of its length (Core Animation's
    /// `strokeStart` and `strokeEnd`), as open polylines.
    func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        var lines = polylines()
        for i in lines.indices where lines[i].closed {
            if let first = lines[i].points.first { lines[i].points.append(first) }
            lines[i].closed = false
        }
        let total = lines.reduce(CGFloat(0)) { sum, line in
            sum + zip(line.points, line.points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        guard total > 0 else { return CGPath(segments: []) }
        let from = start * total, to = end * total
        var travelled: CGFloat = 0
        var result: [Polyline] = []
        for line in lines {
            var piece: [CGPoint] = []
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                let s = travelled, e = travelled + length
                travelled = e
                guard e > from, s < to, length > 0 else { continue }
                let t0 = max(0, (from - s) / length), t1 = min(1, (to - s) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if piece.isEmpty { piece.append(p0) }
                piece.append(p1)
            }
            if piece.count > 1 { result.append(Polyline(points: piece, closed: false)) }
        }
        return CGPath.path(of: result)
    }

    /// The path with its curves replaced by straight pieces no farther than `threshold` from
    /// them (`CGPathCreateCopyByFlattening`, iOS 16).
    public func flattened(threshold: CGFloat) -> CGPath {
        CGPath.path(of: polylines(tolerance: max(threshold, 1e-3)))
    }

    /// Calls `function` with `info` and each element in order (`CGPathApply`).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Core Foundation's type identifier (a stable number for the class).
    public class var typeID: UInt { 0x4347_5041 }
}
