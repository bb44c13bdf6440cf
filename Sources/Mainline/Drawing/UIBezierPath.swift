import Foundation

/// The corners of a rectangle (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A set of corners from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (all bits set, as UIKit declares it).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path with its stroke and fill attributes, UIKit's `UIBezierPath`, over a `CGMutablePath`.
///
/// Angles and directions are in UIKit's y-down coordinates: `clockwise: true` goes toward
/// increasing angles, which is clockwise on screen (and `clockwise: false` in Core Graphics'
/// terms). `fill()`, `stroke()` and `addClip()` act on the current context
/// (`UIGraphicsGetCurrentContext()`), where they are recorded; without one they do nothing.
/// Like UIKit's, the class is not main-thread-bound.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// The width of stroked lines (1 by default).
    open var lineWidth: CGFloat = 1
    /// How stroked lines end.
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked lines join.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit for mitered joins (10 by default).
    open var miterLimit: CGFloat = 10
    /// How finely curves are drawn (0.6 by default).
    open var flatness: CGFloat = 0.6
    /// Whether filling and hit-testing use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle, starting at its origin.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed oval inscribed in `rect`, drawn clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with round corners of `cornerRadius`, at most half the shorter side.
    /// UIKit draws the corners as continuous ("squircle") curves; here they are quarter
    /// circles: the bounds are the same, points near a corner may hit-test differently.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = min(max(0, cornerRadius), min(r.width, r.height) / 2)
        path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// A closed rectangle with the chosen corners rounded. As UIKit does, only
    /// `cornerRadii.width` is used (for both axes), at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = min(max(0, cornerRadii.width), min(r.width, r.height) / 2)
        func size(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) && radius > 0 ? CGSize(width: radius, height: radius) : .zero
        }
        path.addRoundedRect(r, radii: [size(.topLeft), size(.topRight), size(.bottomRight), size(.bottomLeft)], transform: .identity)
    }

    /// An open arc of a circle, as `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`
    /// on an empty path.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a copy of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// A copy of the path and its attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path.addPath(path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    // MARK: The path

    /// The Core Graphics path (an immutable copy); setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy(using: .identity) }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// The smallest rectangle holding the path's points, control points included (the null
    /// rectangle for an empty path).
    open var bounds: CGRect { path.boundingBox }

    /// The point the next element starts from (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A line from the current point (ignored without one).
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc of the circle about `center`; `clockwise` on a y-down screen (toward increasing
    /// angles). A line joins the current point, if any, to the arc's start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds `bezierPath`'s elements after this path's.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        path.segments = path.segments.map { $0.applying(transform) }
    }

    /// The same subpaths, each traced backwards (a closed subpath stays closed).
    open func reversing() -> UIBezierPath {
        let reversed = copy() as! UIBezierPath
        reversed.path.segments = Self.reversed(path.segments)
        return reversed
    }

    /// Whether `point` is inside the path filled with its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// The dash pattern for strokes (`count` lengths from `pattern`; nil or 0 for solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Reads the dash pattern: as many lengths as `pattern` has room for (give `count` the
    /// room first if `pattern` is not nil), the count and the phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing (into the current context)

    /// Fills the path with the context's fill colour and the path's fill rule.
    open func fill() { fill(with: nil, alpha: nil) }

    /// Fills the path with a blend mode and alpha.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fill(with: Optional(blendMode), alpha: Optional(alpha)) }

    /// Strokes the path with the context's stroke colour and the path's line attributes.
    open func stroke() { stroke(with: nil, alpha: nil) }

    /// Strokes the path with a blend mode and alpha.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { stroke(with: Optional(blendMode), alpha: Optional(alpha)) }

    /// Intersects the context's clipping region with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func fill(with blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func stroke(with blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
    }

    /// Each subpath traced backwards.
    static func reversed(_ segments: [PathSegment]) -> [PathSegment] {
        var result: [PathSegment] = []
        var subpath: [PathSegment] = []
        func flush() {
            guard case .move(let start)? = subpath.first else { subpath = []; return }
            let closed = subpath.last == .close
            let body = subpath.dropFirst().filter { $0 != .close }
            // The start point of each drawing element, then walk them backwards.
            var starts: [CGPoint] = []
            var point = start
            for segment in body {
                starts.append(point)
                point = segment.points.last ?? point
            }
            result.append(.move(point))
            for (segment, from) in zip(body, starts).reversed() {
                switch segment {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(control: c, end: from))
                case .cubic(let c1, let c2, _): result.append(.cubic(control1: c2, control2: c1, end: from))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
            subpath = []
        }
        for segment in segments {
            if case .move = segment { flush() }
            subpath.append(segment)
        }
        flush()
        return result
    }
}
