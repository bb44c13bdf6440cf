import Foundation

/// What one element of a path does (`CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as `applyWithBlock(_:)` hands it out: its type and its points (one
/// for a move or line, two for a quadratic curve — control, end — three for a cubic curve —
/// control 1, control 2, end — none for a close). The points are valid only during the call.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` whose points are at `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// Which points a path encloses when it is filled or hit-tested.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number (the default).
    case winding = 0
    /// An odd number of crossings.
    case evenOdd = 1
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How the joints of stroked lines are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// Core Graphics' compositing modes (kept in the graphics state; nothing is composited).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// One stored element of a path, in the path's coordinates.
enum PathSegment: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, end: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case close

    /// The element's points, end point last (none for a close).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let e): [c, e]
        case .cubic(let c1, let c2, let e): [c1, c2, e]
        case .close: []
        }
    }

    /// The element with every point transformed by `t`.
    func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let e): .quad(control: c.applying(t), end: e.applying(t))
        case .cubic(let c1, let c2, let e): .cubic(control1: c1.applying(t), control2: c2.applying(t), end: e.applying(t))
        case .close: .close
        }
    }

    var elementType: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .cubic: .addCurveToPoint
        case .close: .closeSubpath
        }
    }
}
