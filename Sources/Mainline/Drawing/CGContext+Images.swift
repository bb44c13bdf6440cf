import Foundation

extension CGContext {
    /// How finely images are resampled when drawn at another size (`.default`: bilinear;
    /// `.none`: the nearest pixel).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Draws `image` scaled into `rect` (user space) as Core Graphics does: its first row at the
    /// top of the rectangle in a y-up space — so in UIKit's y-down contexts it comes out upside
    /// down unless the code flips the context, as on iOS. An image mask paints the fill colour
    /// through its samples. With `byTiling`, the image is repeated at `rect`'s size across the
    /// clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.isFiniteRect, !rect.isEmpty else { return }
        recordedImages.append((image, rect.standardized, state.ctm))
        addPaint(.image(image, rect: rect.standardized, topDown: false, tiled: byTiling, alpha: 1, blendMode: state.blendMode, state))
    }

    /// Intersects the clip with `mask` stretched over `rect` (user space; placed as `draw(_:in:)`
    /// places images): an image mask lets painting through where its samples are 0, an image
    /// with alpha where it is opaque, a grayscale image where it is white
    /// (`CGContextClipToMask`).
    public func clip(to rect: CGRect, mask: CGImage) {
        guard rect.isFiniteRect, !rect.isEmpty else { return }
        clipTo(rect.applying(state.ctm), item: ClipItem(.mask(mask, rect: rect.standardized, ctm: state.ctm)))
    }

    /// Clips the group being drawn (a transparency layer about to close) to `mask` over `rect`,
    /// `mask` made upright in UIKit's coordinates.
    func clipGroup(to rect: CGRect, mask: CGImage) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        let item = ClipItem(.mask(mask, rect: rect, ctm: state.ctm))
        restoreGState()
        state.clipStack.append(item)
    }

    // MARK: Transparency layers

    /// Begins a transparency layer: drawing goes into a fully transparent layer until
    /// `endTransparencyLayer()`, which composites it as one image with the alpha, blend mode,
    /// shadow and clip in effect now (inside the layer they start over: alpha 1, normal, no
    /// shadow). The graphics state is saved.
    public func beginTransparencyLayer(auxiliaryInfo: [AnyHashable: Any]?) {
        beginLayer(in: nil)
    }

    /// Begins a transparency layer bounded by `rect` (user space): what is drawn outside it is
    /// dropped.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [AnyHashable: Any]?) {
        beginLayer(in: rect)
    }

    private func beginLayer(in rect: CGRect?) {
        addPaint(.beginLayer(state, rect: rect))
        saveGState()
        layerDepth += 1
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }

    /// Ends the transparency layer begun last, compositing it and restoring the graphics state
    /// (ignored when no layer is open).
    public func endTransparencyLayer() {
        guard layerDepth > 0 else { return }
        layerDepth -= 1
        restoreGState()
        addPaint(.endLayer)
    }

    // MARK: Layers

    /// Draws `layer`'s drawing scaled into `rect` (user space).
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.context?.makeImage() else { return }
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: rect)
        restoreGState()
    }

    /// Draws `layer`'s drawing at its own size with its origin at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}

/// An offscreen drawing to draw again and again (Core Graphics' `CGLayer`): a context of its own
/// of `size`, made like the context it is made for.
public final class CGLayer {
    /// The layer's size, in the user space of the context it was made for.
    public let size: CGSize
    /// The context to draw the layer's contents in.
    public let context: CGContext?

    /// A layer for drawing into `context` later (`CGLayerCreateWithContext`).
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: [AnyHashable: Any]?) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        self.size = size
        self.context = CGContext.imageContext(size: size, scale: max(1, context.scale))
    }

    /// Core Foundation's type identifier (a stable number for the class).
    public class var typeID: UInt { 0x4347_4C59 }
}
