import Foundation

/// A Core Graphics drawing context that records instead of rendering: it keeps the graphics
/// state (with its save/restore stack), the current path, and every painting operation as a
/// `CGDrawingRecord`, and produces no pixels.
///
/// Coordinates: the context's base space is the drawing's own point coordinates (a view's
/// bounds coordinates in `draw(_:)`, the image's in an image context, origin top left, y
/// down), and `ctm` starts as the identity there. (UIKit's real base transform also scales to
/// pixels and flips y; Mainline leaves both out, so `ctm` reads as the transforms the drawing
/// code applied.) Paths are kept in base space, as Core Graphics keeps them in device space.
/// Clipping is kept as the bounding box of the clip paths.
public final class CGContext {
    /// The graphics state (`saveGState()` pushes a copy).
    var state: CGDrawingState
    private var savedStates: [CGDrawingState] = []
    /// The current path, in base space.
    private var currentPath = CGMutablePath()
    /// The painting operations, in order.
    public private(set) var recordedOperations: [CGDrawingRecord] = []
    /// The images drawn (`UIImage.draw(in:)` and its kin), in order.
    public private(set) var drawnImages: [CGImageDrawing] = []
    /// The text drawn into the context (`NSString`/`NSAttributedString` drawing, labels,
    /// text fields and text views), in order.
    public internal(set) var drawnTexts: [CGTextDrawing] = []
    /// The drawing's size in points (a view's bounds size, an image's size).
    public let size: CGSize
    /// The pixels per point of the drawing (the screen's or the image's scale).
    public let scale: CGFloat

    /// A recording context for a drawing of `size` points at `scale`, clipped to `clip`
    /// (the whole drawing when nil).
    init(size: CGSize, scale: CGFloat, clip: CGRect? = nil, ctm: CGAffineTransform = .identity) {
        self.size = size
        self.scale = scale
        state = CGDrawingState(clipBoundingBox: clip ?? CGRect(origin: .zero, size: size), ctm: ctm)
    }

    /// The width in pixels.
    public var width: Int { Int((size.width * scale).rounded()) }
    /// The height in pixels.
    public var height: Int { Int((size.height * scale).rounded()) }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state saved last (ignored when none is saved).
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// How many states `saveGState()` has pushed and not yet restored.
    public var savedStateCount: Int { savedStates.count }

    /// The current transformation matrix: user space to base space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The current graphics state.
    public var drawingState: CGDrawingState { state }

    /// Translates user space (`CGContextTranslateCTM`).
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
    /// Scales user space (`CGContextScaleCTM`).
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
    /// Rotates user space (`CGContextRotateCTM`).
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    /// Applies `transform` before the current one (`CGContextConcatCTM`).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// A user-space point in base space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// A base-space point in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// A user-space rectangle in base space (bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// A base-space rectangle in user space (bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the fill colour from RGBA components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from RGBA components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the width of stroked lines.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Sets how stroked lines end.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how stroked lines join.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Sets how finely curves are drawn.
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }
    /// Sets the dash pattern (empty for solid lines).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.lineDashPhase = phase
        state.lineDashLengths = lengths
    }
    /// Sets the global alpha, clamped to 0…1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }
    /// Sets the compositing mode.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Sets a shadow of `offset` and `blur` in the given colour (nil for none).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { CGDrawingState.Shadow(offset: offset, blur: blur, color: $0) }
    }
    /// Sets a shadow of `offset` and `blur` in black at one-third alpha (Core Graphics' default).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }
    /// Sets whether shapes are antialiased.
    public func setShouldAntialias(_ antialias: Bool) { state.shouldAntialias = antialias }
    /// Sets whether antialiasing is allowed.
    public func setAllowsAntialiasing(_ allows: Bool) { state.allowsAntialiasing = allows }

    // MARK: The current path (added in user space, kept in base space)

    /// Empties the current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a subpath.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    /// Adds a move to the first point and lines through the rest.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
    /// Adds a path's elements.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }
    /// Adds an arc (`clockwise` as in Core Graphics: toward decreasing angles).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.ctm)
    }
    /// Adds a line and an arc tangent to two lines (`CGContextAddArcToPoint`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// The bounding box of the current path (control points excluded), in user space.
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.copy(using: state.ctm.inverted()).boundingBoxOfPath
    }
    /// A copy of the current path in user space (nil when empty).
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy(using: state.ctm.inverted()) }

    // MARK: Painting

    /// Fills the current path and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        record(.fill(rule), consumingPath: true)
    }
    /// Strokes the current path and empties it.
    public func strokePath() { record(.stroke, consumingPath: true) }
    /// Fills and/or strokes the current path and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = currentPath.copy(using: .identity)
        switch mode {
        case .fill: record(.fill(.winding), path: path)
        case .eoFill: record(.fill(.evenOdd), path: path)
        case .stroke: record(.stroke, path: path)
        case .fillStroke:
            record(.fill(.winding), path: path)
            record(.stroke, path: path)
        case .eoFillStroke:
            record(.fill(.evenOdd), path: path)
            record(.stroke, path: path)
        }
        beginPath()
    }
    /// Fills a rectangle (the current path is kept).
    public func fill(_ rect: CGRect) { record(.fill(.winding), path: CGPath(rect: rect, transform: [state.ctm])) }
    /// Fills rectangles (the current path is kept).
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    /// Fills an ellipse (the current path is kept).
    public func fillEllipse(in rect: CGRect) { record(.fill(.winding), path: CGPath(ellipseIn: rect, transform: [state.ctm])) }
    /// Strokes a rectangle (the current path is kept).
    public func stroke(_ rect: CGRect) { record(.stroke, path: CGPath(rect: rect, transform: [state.ctm])) }
    /// Strokes a rectangle with a line width (the current path is kept).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        state.lineWidth = width
        stroke(rect)
        restoreGState()
    }
    /// Strokes an ellipse (the current path is kept).
    public func strokeEllipse(in rect: CGRect) { record(.stroke, path: CGPath(ellipseIn: rect, transform: [state.ctm])) }
    /// Strokes separate line segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index], transform: state.ctm)
            path.addLine(to: points[index + 1], transform: state.ctm)
            index += 2
        }
        record(.stroke, path: path)
    }
    /// Clears a rectangle to transparent.
    public func clear(_ rect: CGRect) { record(.clear, path: CGPath(rect: rect, transform: [state.ctm])) }

    /// Intersects the clip with the current path (kept as its bounding box) and empties it.
    public func clip(using rule: CGPathFillRule = .winding) {
        clipTo(currentPath.boundingBoxOfPath)
        record(.clip(rule), consumingPath: true)
    }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        clipTo(rect.applying(state.ctm))
        record(.clip(.winding), path: CGPath(rect: rect, transform: [state.ctm]))
    }
    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        clipTo(path.boundingBoxOfPath)
        record(.clip(.winding), path: path)
    }
    /// Removes the clip (back to the whole drawing).
    public func resetClip() { state.clipBoundingBox = CGRect(origin: .zero, size: size) }
    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBoundingBox.applying(state.ctm.inverted()) }

    private func clipTo(_ box: CGRect) {
        state.clipBoundingBox = box.isNull ? .zero : state.clipBoundingBox.intersection(box)
        if state.clipBoundingBox.isNull { state.clipBoundingBox = .zero }
    }

    /// Paints a linear gradient along the line from `start` to `end` (user space), within
    /// the clip.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient, start: start.applying(state.ctm), end: end.applying(state.ctm), options: options),
               path: CGPath(rect: state.clipBoundingBox, transform: nil))
    }

    /// Paints a radial gradient between two circles (user space), within the clip.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.radialGradient(gradient, startCenter: startCenter.applying(state.ctm), startRadius: startRadius,
                               endCenter: endCenter.applying(state.ctm), endRadius: endRadius, options: options),
               path: CGPath(rect: state.clipBoundingBox, transform: nil))
    }

    /// Flushes drawing (nothing to do: nothing is rendered).
    public func flush() {}

    /// Records `image` drawn in `rect` (user space), or tiled across it.
    func recordImage(_ image: UIImage, in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, tiled: Bool) {
        drawnImages.append(CGImageDrawing(image: image, rect: rect.applying(state.ctm), blendMode: blendMode,
                                          alpha: state.alpha * min(1, max(0, alpha)), isTiled: tiled,
                                          clipBoundingBox: state.clipBoundingBox, operationIndex: recordedOperations.count))
    }

    private func record(_ operation: CGDrawingRecord.Operation, consumingPath: Bool) {
        record(operation, path: currentPath.copy(using: .identity))
        if consumingPath { beginPath() }
    }

    private func record(_ operation: CGDrawingRecord.Operation, path: CGPath) {
        recordedOperations.append(CGDrawingRecord(operation: operation, path: path, state: state))
    }
}

/// The graphics state of a `CGContext`.
public struct CGDrawingState {
    /// A shadow's geometry and colour.
    public struct Shadow {
        public var offset: CGSize
        public var blur: CGFloat
        public var color: CGColor
    }

    /// The fill colour (opaque black at first).
    public internal(set) var fillColor = CGColor(gray: 0, alpha: 1)
    /// The stroke colour (opaque black at first).
    public internal(set) var strokeColor = CGColor(gray: 0, alpha: 1)
    public internal(set) var lineWidth: CGFloat = 1
    public internal(set) var lineCap: CGLineCap = .butt
    public internal(set) var lineJoin: CGLineJoin = .miter
    public internal(set) var miterLimit: CGFloat = 10
    public internal(set) var flatness: CGFloat = 0.5
    public internal(set) var lineDashPhase: CGFloat = 0
    public internal(set) var lineDashLengths: [CGFloat] = []
    public internal(set) var alpha: CGFloat = 1
    public internal(set) var blendMode: CGBlendMode = .normal
    public internal(set) var shadow: Shadow?
    public internal(set) var shouldAntialias = true
    public internal(set) var allowsAntialiasing = true
    /// The bounding box of the clip, in base space.
    public internal(set) var clipBoundingBox: CGRect
    /// User space to base space.
    public internal(set) var ctm: CGAffineTransform

    init(clipBoundingBox: CGRect, ctm: CGAffineTransform) {
        self.clipBoundingBox = clipBoundingBox
        self.ctm = ctm
    }
}

/// One painting operation a recording `CGContext` kept: what it did, the path it painted
/// (in the context's base space; for a gradient, the clip's box) and the graphics state then.
public struct CGDrawingRecord {
    /// What was painted.
    public enum Operation {
        case fill(CGPathFillRule)
        case stroke
        case clip(CGPathFillRule)
        case clear
        case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
        case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                            options: CGGradientDrawingOptions)

        /// A short name: "fill", "eoFill", "stroke", "clip", "eoClip", "clear", "linearGradient",
        /// "radialGradient".
        public var name: String {
            switch self {
            case .fill(let rule): rule == .evenOdd ? "eoFill" : "fill"
            case .stroke: "stroke"
            case .clip(let rule): rule == .evenOdd ? "eoClip" : "clip"
            case .clear: "clear"
            case .linearGradient: "linearGradient"
            case .radialGradient: "radialGradient"
            }
        }
    }

    public let operation: Operation
    public let path: CGPath
    public let state: CGDrawingState
}

/// An image a recording `CGContext` drew: where (in base space), how it was composited, and
/// where among the context's painting operations it came.
public struct CGImageDrawing {
    /// The image.
    public let image: UIImage
    /// The rectangle it was drawn in (or tiled across), in the context's base space.
    public let rect: CGRect
    /// How it was composited.
    public let blendMode: CGBlendMode
    /// Its opacity: the alpha asked for times the context's alpha.
    public let alpha: CGFloat
    /// Whether it was tiled across `rect` at its own size (`drawAsPattern(in:)`).
    public let isTiled: Bool
    /// The clip then, in base space.
    public let clipBoundingBox: CGRect
    /// How many painting operations came before it (`recordedOperations`).
    public let operationIndex: Int
}
