import Foundation

/// How a renderer makes its drawings (`UIGraphicsRendererFormat`): the area drawn. Renderers
/// and their formats are not main-thread-bound, as in UIKit.
open class UIGraphicsRendererFormat: @unchecked Sendable {
    /// The area drawn, in the drawing code's coordinates (set by the renderer that uses it).
    open internal(set) var bounds: CGRect = .zero

    /// A format with the default settings.
    public required init() {}

    /// The format for the main screen.
    open class func `default`() -> Self { Self() }

    /// The most capable format for the device (the main screen's here).
    open class func preferred() -> Self { Self() }
}

/// How a `UIGraphicsImageRenderer` makes its images: scale, opacity, colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point (the screen's scale by default).
    open var scale: CGFloat
    /// Whether the images are opaque: they start black instead of transparent, and keep no
    /// alpha.
    open var opaque = false
    /// The colour range of the images.
    open var preferredRange: Range = .automatic

    /// The colour ranges of UIKit's `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// A format for the main screen (its scale).
    public required init() {
        scale = GraphicsContextStack.screenScale
        super.init()
    }

    /// A format for images shown with `traitCollection`: its display scale (the screen's when
    /// it has none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// Whether the images use the extended colour range (deprecated by Apple for
    /// `preferredRange`).
    @available(*, deprecated, message: "Use preferredRange")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// Whether the format can hold high-dynamic-range colour (Mainline's images are 8-bit: no).
    open var supportsHighDynamicRange: Bool { false }
}

/// The context a renderer hands to its drawing closure (`UIGraphicsRendererContext`).
open class UIGraphicsRendererContext {
    /// The Core Graphics context being drawn into.
    public let cgContext: CGContext
    let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
    }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the context's stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect` with a blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context an image renderer hands to its drawing closure.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat { rendererFormat as! UIGraphicsImageRendererFormat }

    /// An image of what has been drawn so far, at the format's scale, with its pixels.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage(size: cgContext.size, scale: cgContext.scale) }
        return UIImage(cgImage: image, scale: cgContext.scale, orientation: .up)
    }
}

/// A renderer of drawings (`UIGraphicsRenderer`): it runs drawing code in a fresh context of its
/// bounds and format.
open class UIGraphicsRenderer: @unchecked Sendable {
    /// The area drawn, in the drawing code's coordinates.
    public let bounds: CGRect
    let rendererFormat: UIGraphicsRendererFormat

    /// A renderer of `bounds` with its class's default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat())
    }

    /// A renderer of `bounds` with `format` (whose `bounds` it sets).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        format.bounds = bounds
        rendererFormat = format
    }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer makes images (an image renderer does).
    open var allowsImageOutput: Bool { false }

    /// The class of context the renderer hands to drawing code.
    open class func rendererContextClass() -> AnyClass { UIGraphicsRendererContext.self }

    /// A fresh Core Graphics context for `format` (a UIKit image context of its bounds).
    open class func context(with format: UIGraphicsRendererFormat) -> CGContext? {
        let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? 1
        let b = format.bounds
        return CGContext.imageContext(size: b.size, scale: scale, ctm: CGAffineTransform(translationX: -b.minX, y: -b.minY))
    }

    /// Prepares `context` for drawing with `rendererContext` (an opaque image format starts
    /// black).
    open class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {
        if let format = rendererContext.format as? UIGraphicsImageRendererFormat, format.opaque {
            context.saveGState()
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(format.bounds)
            context.restoreGState()
        }
    }

    /// Runs `drawingActions` with a fresh context made current, then `completionActions` with
    /// the same context.
    open func runDrawingActions(_ drawingActions: (UIGraphicsRendererContext) -> Void,
                                completionActions: ((UIGraphicsRendererContext) -> Void)? = nil) throws {
        let context = makeContext()
        GraphicsContextStack.withContext(context.cgContext) { drawingActions(context) }
        completionActions?(context)
    }

    func makeContext() -> UIGraphicsRendererContext {
        let cgContext = Self.context(with: rendererFormat) ?? CGContext.imageContext(size: bounds.size, scale: 1)
        let context: UIGraphicsRendererContext = rendererFormat is UIGraphicsImageRendererFormat
            ? UIGraphicsImageRendererContext(cgContext: cgContext, format: rendererFormat)
            : UIGraphicsRendererContext(cgContext: cgContext, format: rendererFormat)
        Self.prepare(cgContext, with: context)
        return context
    }
}

/// Makes images by running drawing code in a fresh context (UIKit's `UIGraphicsImageRenderer`);
/// the image has the renderer's size and the format's scale, and real pixels, rendered when
/// first wanted. Usable from any thread, as in UIKit.
open class UIGraphicsImageRenderer: UIGraphicsRenderer, @unchecked Sendable {
    /// A renderer for images of `size` with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer for images of `size` with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds` (the drawing code's origin maps to the image's).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer for images of `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The format of the images.
    open override var format: UIGraphicsImageRendererFormat { rendererFormat as! UIGraphicsImageRendererFormat }

    /// Whether the renderer makes images (always).
    open override var allowsImageOutput: Bool { true }

    /// The class of context the renderer hands to drawing code.
    open override class func rendererContextClass() -> AnyClass { UIGraphicsImageRendererContext.self }

    private func makeImageContext() -> UIGraphicsImageRendererContext {
        makeContext() as! UIGraphicsImageRendererContext
    }

    /// Runs `actions` with a new context made current, and returns the image of `bounds`'s
    /// size at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = makeImageContext()
        GraphicsContextStack.withContext(context.cgContext) { actions(context) }
        return context.currentImage
    }

    /// Runs `actions` and returns the image as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG data at `compressionQuality` (0…1).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// Runs `actions` with a new context made current and gives back the context, for
    /// inspecting what was drawn (Mainline's addition).
    open func recordedDrawing(actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let context = makeImageContext()
        GraphicsContextStack.withContext(context.cgContext) { actions(context) }
        return context.cgContext
    }
}
