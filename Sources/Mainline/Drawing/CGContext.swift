import Foundation

/// A Core Graphics drawing context. It keeps the graphics state (with its save/restore stack),
/// the current path, and every painting operation as a `CGDrawingRecord`, and renders them into
/// real pixels when pixels are wanted: at once for a bitmap context made with
/// `init(data:width:height:…)` (its memory holds them after each call, as Core Graphics'
/// does), and when first asked for otherwise (`makeImage()` and the images of image contexts and
/// renderers render on demand; a view's `draw(_:)` context renders only if its pixels are read).
///
/// Coordinates: the context's base space is where `ctm` starts as the identity. For UIKit's
/// contexts (a view's in `draw(_:)`, image contexts, renderers) it is the drawing's own point
/// coordinates, origin top left, y down (UIKit's real base transform also scales to pixels and
/// flips y; Mainline leaves both out, so `ctm` reads as the transforms the drawing code applied).
/// For a bitmap context it is Core Graphics' own: pixels, origin bottom left, y up. Device space
/// is the pixels, origin top left, y down (the order of rows in memory). Paths are kept in base
/// space. Images drawn with `draw(_:in:)` are placed as Core Graphics places them (their first
/// row at the top of the rectangle in a y-up space: upside down in UIKit's contexts unless the
/// code flips, as on iOS); `UIImage`'s drawing methods place them upright.
public final class CGContext {
    /// The graphics state (`saveGState()` pushes a copy).
    var state: CGDrawingState
    var savedStates: [CGDrawingState] = []
    /// The current path, in base space.
    var currentPath = CGMutablePath()
    /// The PDF document a PDF context draws into (nil for other contexts).
    weak var pdfDocument: PDFDocumentWriter?
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
    /// Base space to device pixels.
    let baseToDevice: CGAffineTransform
    /// The operations to render, in order.
    private(set) var paintLog: [PaintOp] = []
    /// Renders `paintLog` (made when pixels are first wanted).
    private var renderer: RasterRenderer?
    /// A bitmap context's memory.
    let bitmap: BitmapMemory?
    /// The `CGImage`s drawn with `draw(_:in:)`, with their rectangles (user space) and transforms.
    var recordedImages: [(image: CGImage, rect: CGRect, ctm: CGAffineTransform)] = []
    /// How many transparency layers are open.
    var layerDepth = 0
    /// The headroom drawing may use (`setEDRTargetHeadroom(_:)`).
    var edrHeadroom: Float = 1
    /// The size in pixels.
    private let pixelWidth: Int
    private let pixelHeight: Int

    /// A recording context for a drawing of `size` points at `scale`, clipped to `clip`
    /// (the whole drawing when nil).
    init(size: CGSize, scale: CGFloat, clip: CGRect? = nil, ctm: CGAffineTransform = .identity) {
        self.size = size
        self.scale = scale
        baseToDevice = CGAffineTransform(scaleX: scale, y: scale)
        bitmap = nil
        pixelWidth = Int((size.width * scale).rounded())
        pixelHeight = Int((size.height * scale).rounded())
        state = CGDrawingState(clipBoundingBox: clip ?? CGRect(origin: .zero, size: size), ctm: ctm)
    }

    /// A bitmap context over `memory` (base space: pixels, y up).
    init(bitmap memory: BitmapMemory) {
        size = CGSize(width: memory.width, height: memory.height)
        scale = 1
        baseToDevice = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(memory.height))
        bitmap = memory
        pixelWidth = memory.width
        pixelHeight = memory.height
        state = CGDrawingState(clipBoundingBox: CGRect(x: 0, y: 0, width: memory.width, height: memory.height), ctm: .identity)
    }

    /// A UIKit image context of `size` points at `scale` (what `UIGraphicsBeginImageContext`
    /// and the renderers make).
    static func imageContext(size: CGSize, scale: CGFloat, ctm: CGAffineTransform = .identity) -> CGContext {
        CGContext(size: size, scale: scale, ctm: ctm)
    }

    /// The width in pixels.
    public var width: Int { pixelWidth }
    /// The height in pixels.
    public var height: Int { pixelHeight }

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

    /// User space to device space (pixels, origin top left, y down): the current transform
    /// followed by the base space's scale to pixels (`CGContextGetUserSpaceToDeviceSpaceTransform`).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm.concatenating(baseToDevice) }
    /// A user-space point in device space (pixels).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(userSpaceToDeviceSpaceTransform) }
    /// A device-space point in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(userSpaceToDeviceSpaceTransform.inverted()) }
    /// A user-space size in device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(userSpaceToDeviceSpaceTransform) }
    /// A device-space size in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(userSpaceToDeviceSpaceTransform.inverted()) }
    /// A user-space rectangle in device space (bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(userSpaceToDeviceSpaceTransform) }
    /// A device-space rectangle in user space (bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(userSpaceToDeviceSpaceTransform.inverted()) }

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

    /// Intersects the clip with the current path filled with `rule`, and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = currentPath.copy(using: .identity)
        clipTo(path.boundingBoxOfPath, item: ClipItem(.path(path, rule)))
        record(.clip(rule), consumingPath: true)
    }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        let path = CGPath(rect: rect, transform: [state.ctm])
        clipTo(rect.applying(state.ctm), item: ClipItem(.path(path, .winding)))
        record(.clip(.winding), path: path)
    }
    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        clipTo(path.boundingBoxOfPath, item: ClipItem(.path(path, .winding)))
        record(.clip(.winding), path: path)
    }
    /// Removes the clip (back to the whole drawing; `CGContextResetClip`).
    public func resetClip() {
        state.clipBoundingBox = CGRect(origin: .zero, size: size)
        state.clipStack = []
    }
    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBoundingBox.applying(state.ctm.inverted()) }

    /// Intersects the clip's box with `box` (base space) and adds `item` to the clip.
    func clipTo(_ box: CGRect, item: ClipItem) {
        state.clipBoundingBox = box.isNull ? .zero : state.clipBoundingBox.intersection(box)
        if state.clipBoundingBox.isNull { state.clipBoundingBox = .zero }
        state.clipStack.append(item)
    }

    /// Paints a linear gradient along the line from `start` to `end` (user space), across the
    /// clip: the colour at each point is the one at its projection on the line; past the ends,
    /// the end colours where `options` extend them.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient, start: start.applying(state.ctm), end: end.applying(state.ctm), options: options),
               path: CGPath(rect: state.clipBoundingBox, transform: nil),
               paint: .linearGradient(gradient, start: start, end: end, options: options, state))
    }

    /// Paints a radial gradient between two circles (user space), across the clip: each point
    /// takes the colour of the largest circle between them passing through it.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.radialGradient(gradient, startCenter: startCenter.applying(state.ctm), startRadius: startRadius,
                               endCenter: endCenter.applying(state.ctm), endRadius: endRadius, options: options),
               path: CGPath(rect: state.clipBoundingBox, transform: nil),
               paint: .radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                      endRadius: endRadius, options: options, state))
    }

    /// Flushes drawing: a bitmap context's memory already holds every operation's pixels.
    public func flush() { renderPending() }

    /// Records `image` drawn in `rect` (user space) upright, or tiled across it at its own size.
    func recordImage(_ image: UIImage, in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat, tiled: Bool) {
        drawnImages.append(CGImageDrawing(image: image, rect: rect.applying(state.ctm), blendMode: blendMode,
                                          alpha: state.alpha * min(1, max(0, alpha)), isTiled: tiled,
                                          clipBoundingBox: state.clipBoundingBox, operationIndex: recordedOperations.count))
        guard let cgImage = image.drawnImage else { return }
        saveGState()
        if tiled {
            // Tiles of the image's size from the rectangle's origin, across the rectangle.
            clipTo(rect.applying(state.ctm), item: ClipItem(.path(CGPath(rect: rect, transform: [state.ctm]), .winding)))
            let placed = image.orientedRect(CGRect(origin: rect.origin, size: image.size))
            concatenate(placed.transform)
            addPaint(.image(cgImage, rect: placed.rect, topDown: true, tiled: true, alpha: min(1, max(0, alpha)), blendMode: blendMode, state))
        } else {
            let placed = image.orientedRect(rect)
            concatenate(placed.transform)
            addPaint(.image(cgImage, rect: placed.rect, topDown: true, tiled: false, alpha: min(1, max(0, alpha)), blendMode: blendMode, state))
        }
        restoreGState()
    }

    private func record(_ operation: CGDrawingRecord.Operation, consumingPath: Bool) {
        record(operation, path: currentPath.copy(using: .identity))
        if consumingPath { beginPath() }
    }

    private func record(_ operation: CGDrawingRecord.Operation, path: CGPath, paint: PaintOp? = nil) {
        recordedOperations.append(CGDrawingRecord(operation: operation, path: path, state: state))
        switch operation {
        case .fill(let rule): addPaint(.fill(path, rule, state))
        case .stroke: addPaint(.stroke(path, state))
        case .clear: addPaint(.clear(path, state))
        case .clip: break
        case .linearGradient, .radialGradient: if let paint { addPaint(paint) }
        }
    }

    // MARK: Pixels

    /// Adds an operation to render (at once in a bitmap context).
    func addPaint(_ op: PaintOp) {
        paintLog.append(op)
        if bitmap != nil { renderPending() }
    }

    /// Renders the operations not rendered yet (a bitmap context: into its memory).
    func renderPending() {
        guard renderer != nil || bitmap != nil || !paintLog.isEmpty else { return }
        let r = renderer ?? makeRenderer()
        renderer = r
        guard r.renderedCount < paintLog.count else { return }
        if let bitmap { r.pixels = bitmap.read() }
        while r.renderedCount < paintLog.count {
            r.render(paintLog[r.renderedCount])
            r.renderedCount += 1
        }
        if let bitmap { bitmap.write(r.pixels) }
    }

    private func makeRenderer() -> RasterRenderer {
        RasterRenderer(width: pixelWidth, height: pixelHeight, baseToDevice: baseToDevice, initial: bitmap?.read())
    }

    /// The pixels after the first `count` operations (rendered again from the start when the
    /// context has gone on drawing since).
    func renderedPixels(upTo count: Int) -> PixelBuffer {
        if count == paintLog.count {
            renderPending()
            return renderer?.pixels ?? bitmap?.read() ?? PixelBuffer(width: pixelWidth, height: pixelHeight)
        }
        let r = RasterRenderer(width: pixelWidth, height: pixelHeight, baseToDevice: baseToDevice)
        for op in paintLog.prefix(count) { r.render(op) }
        return r.pixels
    }

    /// The number of operations drawn so far.
    var paintCount: Int { paintLog.count }
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
    /// The parts of the clip, intersected (empty: nothing clipped but the drawing's bounds).
    var clipStack: [ClipItem] = []
    /// How images are resampled.
    public internal(set) var interpolationQuality: CGInterpolationQuality = .default
    /// Text space to user space (its translation is the text position).
    public internal(set) var textMatrix: CGAffineTransform = .identity
    /// How text is painted.
    public internal(set) var textDrawingMode: CGTextDrawingMode = .fill
    /// Extra space added between characters, in text space.
    public internal(set) var characterSpacing: CGFloat = 0
    /// The font size text is drawn at (12 by default).
    public internal(set) var fontSize: CGFloat = 12
    /// The name of the font `selectFont` chose.
    public internal(set) var fontName: String?
    /// How colours outside the destination's space are mapped.
    public internal(set) var renderingIntent: CGColorRenderingIntent = .defaultIntent
    /// Where patterns start, in base space.
    public internal(set) var patternPhase: CGSize = .zero
    /// The colour spaces fills and strokes are set in.
    public internal(set) var fillColorSpace: CGColorSpace?
    public internal(set) var strokeColorSpace: CGColorSpace?
    /// Font rendering switches (kept: Mainline draws no glyphs).
    public internal(set) var shouldSmoothFonts = true
    public internal(set) var allowsFontSmoothing = true
    public internal(set) var shouldSubpixelPositionFonts = true
    public internal(set) var allowsFontSubpixelPositioning = true
    public internal(set) var shouldSubpixelQuantizeFonts = true
    public internal(set) var allowsFontSubpixelQuantization = true

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
