import Foundation

/// An immutable graphics path, Core Graphics' `CGPath`: subpaths of lines and quadratic and
/// cubic Bézier curves. Arcs, ellipses and rounded rectangles are stored as cubic curves (at
/// most a quarter turn each), as Core Graphics stores them, so `boundingBox` (which counts
/// control points) and `boundingBoxOfPath` (which does not) read as in Core Graphics.
///
/// Core Graphics objects are not main-thread-bound; paths are used from any thread (a mutable
/// path, like Core Graphics', must not be mutated from two threads at once).
public class CGPath: Hashable, @unchecked Sendable {
    /// The elements, in the path's coordinates.
    var segments: [PathSegment]

    init(segments: [PathSegment]) {
        self.segments = segments
    }

    /// A closed rectangle (`CGPathCreateWithRect`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A closed ellipse inscribed in `rect` (`CGPathCreateWithEllipseInRect`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A closed rectangle with elliptical corners (`CGPathCreateWithRoundedRect`).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The point the next element starts from: the last end point, the start of the subpath
    /// after a close, `.zero` for an empty path.
    public var currentPoint: CGPoint { Self.currentPoint(of: segments) }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`CGPathGetBoundingBox`); the null rectangle for an empty path.
    public var boundingBox: CGRect {
        CGRect.boundingBox(of: segments.flatMap(\.points))
    }

    /// The smallest rectangle holding the path itself: curves' extremes, not their control
    /// points (`CGPathGetPathBoundingBox`); the null rectangle for an empty path.
    public var boundingBoxOfPath: CGRect { tightBoundingBox() }

    /// Whether `point` is inside the path filled with `rule` (`CGPathContainsPoint`); every
    /// subpath counts as closed, and curves are followed as fine polylines. A point exactly on
    /// a right or bottom edge counts as outside, one on a left or top edge as inside.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let polygons = transform.isIdentity ? flattened() : copy(using: transform).flattened()
        return Self.contains(point, in: polygons, rule: rule)
    }

    /// Whether the path is exactly one rectangle (move, three lines, optional fourth line back
    /// to the start, close); if so, `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p): points.append(p)
            case .close where index == segments.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2,
              points[0].x == points[1].x || points[0].y == points[1].y,
              points[1].x == points[2].x || points[1].y == points[2].y,
              points[2].x == points[3].x || points[2].y == points[3].y else { return false }
        rect?.pointee = CGRect.boundingBox(of: points)
        return true
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// An immutable copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        copy(using: transform?.pointee ?? .identity)
    }

    func copy(using transform: CGAffineTransform) -> CGPath {
        CGPath(segments: transform.isIdentity ? segments : segments.map { $0.applying(transform) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.segments = segments
        return path
    }

    /// A mutable copy with every point transformed by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let path = CGMutablePath()
        path.segments = copy(using: transform?.pointee ?? .identity).segments
        return path
    }

    /// Calls `block` with each element in order (`CGPathApplyWithBlock`).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for segment in segments {
            var points = segment.points
            if points.isEmpty { points = [.zero] }
            points.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var element = CGPathElement(type: segment.elementType, points: base)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Paths are equal when their elements are (`CGPathEqualToPath`).
    public static func == (a: CGPath, b: CGPath) -> Bool { a.segments == b.segments }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    static func currentPoint(of segments: [PathSegment]) -> CGPoint {
        guard let last = segments.last else { return .zero }
        if case .close = last { return subpathStart(of: segments) ?? .zero }
        return last.points.last ?? .zero
    }

    /// The first point of the last subpath.
    static func subpathStart(of segments: [PathSegment]) -> CGPoint? {
        for segment in segments.reversed() { if case .move(let p) = segment { return p } }
        return nil
    }
}

/// A path that can be added to, Core Graphics' `CGMutablePath`. Every `add…` takes a
/// `transform` applied to its points first. An element that needs a current point (a line, a
/// curve, a tangent arc) on an empty path is ignored, as Core Graphics ignores it (with a
/// log message there).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(segments: [])
    }

    private var hasCurrentPoint: Bool { !segments.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        segments.append(.line(point.applying(transform)))
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        segments.append(.cubic(control1: control1.applying(transform), control2: control2.applying(transform), end: end.applying(transform)))
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        segments.append(.quad(control: control.applying(transform), end: end.applying(transform)))
    }

    /// Closes the subpath with a line back to its start; the current point becomes that start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        if case .close = segments.last { return }
        segments.append(.close)
    }

    /// A closed rectangle: a move to the origin, lines along the edges (increasing x first),
    /// and a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// A closed rectangle for each of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`: four quarter-turn cubic curves starting at the
    /// right-hand middle point, in the direction of increasing angle (clockwise on a y-down
    /// screen).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let kx = rx * Self.kappa, ky = ry * Self.kappa
        let (midX, midY) = (r.midX, r.midY)
        move(to: CGPoint(x: r.maxX, y: midY), transform: transform)
        addCurve(to: CGPoint(x: midX, y: r.maxY), control1: CGPoint(x: r.maxX, y: midY + ky), control2: CGPoint(x: midX + kx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: midY), control1: CGPoint(x: midX - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: midY + ky), transform: transform)
        addCurve(to: CGPoint(x: midX, y: r.minY), control1: CGPoint(x: r.minX, y: midY - ky), control2: CGPoint(x: midX - kx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: midY), control1: CGPoint(x: midX + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: midY - ky), transform: transform)
        closeSubpath()
    }

    /// A closed rectangle with elliptical corners of `cornerWidth` × `cornerHeight`; corners
    /// larger than half the rectangle are reduced to half of it (Core Graphics refuses them),
    /// and zero corners give a plain rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = min(max(0, cornerWidth), r.width / 2), ch = min(max(0, cornerHeight), r.height / 2)
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        addRoundedRect(r, radii: [CGSize(width: cw, height: ch), CGSize(width: cw, height: ch),
                                  CGSize(width: cw, height: ch), CGSize(width: cw, height: ch)], transform: transform)
    }

    /// A closed rectangle whose corners (top-left, top-right, bottom-right, bottom-left in
    /// y-down terms) have the given elliptical radii (zero for a square corner), starting after
    /// the top-left corner and going clockwise on a y-down screen.
    func addRoundedRect(_ r: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        let k = Self.kappa
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
        if tr.width > 0 && tr.height > 0 {
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height), control1: CGPoint(x: r.maxX - tr.width + tr.width * k, y: r.minY),
                     control2: CGPoint(x: r.maxX, y: r.minY + tr.height - tr.height * k), transform: transform)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
        if br.width > 0 && br.height > 0 {
            addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br.height + br.height * k),
                     control2: CGPoint(x: r.maxX - br.width + br.width * k, y: r.maxY), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
        if bl.width > 0 && bl.height > 0 {
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height), control1: CGPoint(x: r.minX + bl.width - bl.width * k, y: r.maxY),
                     control2: CGPoint(x: r.minX, y: r.maxY - bl.height + bl.height * k), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
        if tl.width > 0 && tl.height > 0 {
            addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl.height - tl.height * k),
                     control2: CGPoint(x: r.minX + tl.width - tl.width * k, y: r.minY), transform: transform)
        }
        closeSubpath()
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians, from the
    /// positive x axis toward the positive y axis). `clockwise` as in Core Graphics: true goes
    /// toward decreasing angles (which is counter-clockwise on a y-down screen — UIBezierPath's
    /// `clockwise` is the opposite). A sweep of 2π or more in the chosen direction is a full
    /// circle; otherwise the end angle is taken modulo 2π. If the path has a current point, a
    /// line joins it to the arc's start; otherwise the arc starts a subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let full = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep <= -full { sweep = -full } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: full)
                if sweep > 0 { sweep -= full }
            }
        } else {
            if sweep >= full { sweep = full } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: full)
                if sweep < 0 { sweep += full }
            }
        }
        addArcSegments(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive toward increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArcSegments(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    /// A line from the current point toward `tangent1End` and an arc of `radius` tangent to
    /// the lines current point → `tangent1End` and `tangent1End` → `tangent2End` (as
    /// `CGPathAddArcToPoint`); collinear points or a zero radius give a line to `tangent1End`.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        // Work in the path's space: the current point is stored transformed already.
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, cross != 0 else { return addLine(to: p1, transform: transform) }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))  // between the two lines
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let h = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * h, y: p1.y + bisector.y / bl * h)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addArcSegments(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// The elements of `path`, transformed, after this path's.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        segments += transform.isIdentity ? path.segments : path.segments.map { $0.applying(transform) }
    }

    /// 4/3 (√2 − 1): the control distance, as a fraction of the radius, of a cubic curve that
    /// follows a quarter circle.
    static let kappa: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

    /// The arc as cubic curves of equal sweep, at most a quarter turn each (with a line or a
    /// move to its start).
    func addArcSegments(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let first = point(start)
        if hasCurrentPoint { addLine(to: first, transform: transform) } else { move(to: first, transform: transform) }
        guard sweep != 0, radius > 0, sweep.isFinite else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4) * radius
        for index in 0..<count {
            let a0 = start + step * CGFloat(index), a1 = index == count - 1 ? start + sweep : a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            addCurve(to: p1, control1: c1, control2: c2, transform: transform)
        }
    }
}
