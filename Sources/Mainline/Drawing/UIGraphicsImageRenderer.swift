import Foundation

/// How a `UIGraphicsImageRenderer` makes its images: scale, opacity, colour range. Like
/// UIKit's renderer classes, not main-thread-bound.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (the screen's scale by default).
    open var scale: CGFloat
    /// Whether the images are opaque (not modelled beyond being kept).
    open var opaque = false
    /// The colour range of the images.
    open var preferredRange: Range = .automatic

    /// The colour ranges of UIKit's `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// A format for the main screen (its scale).
    public init() {
        scale = GraphicsContextStack.screenScale
    }

    /// The format for the main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The most capable format for the device (the main screen's here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer hands to its drawing closure.
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context being drawn into (recording; see `CGContext`).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far (its size and scale).
    open var currentImage: UIImage { UIImage(size: cgContext.size, scale: cgContext.scale) }

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

/// Makes images by running drawing code in a fresh recording context (UIKit's
/// `UIGraphicsImageRenderer`); the image has the renderer's size and the format's scale.
/// Usable from any thread, as in UIKit.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The area drawn, in the drawing code's coordinates.
    public let bounds: CGRect
    /// The format of the images.
    public let format: UIGraphicsImageRendererFormat
    /// Whether the renderer makes images (always).
    open var allowsImageOutput: Bool { true }

    /// A renderer for images of `size` with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds` (the drawing code's origin maps to the image's).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for images of `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a new context made current, and returns the image of `bounds`'s
    /// size at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = makeContext()
        GraphicsContextStack.withContext(context.cgContext) { actions(context) }
        return context.currentImage
    }

    /// Runs `actions` with a new context made current and gives back the context, for
    /// inspecting what was drawn (Mainline's addition: UIKit renders pixels instead).
    open func recordedDrawing(actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let context = makeContext()
        GraphicsContextStack.withContext(context.cgContext) { actions(context) }
        return context.cgContext
    }

    private func makeContext() -> UIGraphicsImageRendererContext {
        let cgContext = CGContext(size: bounds.size, scale: format.scale,
                                  ctm: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        return UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
    }
}
