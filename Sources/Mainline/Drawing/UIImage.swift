import Foundation

/// An image: its size in points, scale and orientation, how it is tinted and stretched — and,
/// when it has them, real pixels in a `CGImage`: images decoded from PNG or JPEG data, made from
/// a `CGImage`, or drawn (`UIGraphicsImageRenderer`, image contexts, snapshots). Images made
/// from nothing Mainline can read have no pixels of their own (their `cgImage` is transparent).
///
/// No asset catalogue exists: `UIImage(named:)` finds images registered with
/// `UIImage.register(named:size:)` (or `register(named:image:)` with pixels), and gives any
/// other name a 40 × 40-point placeholder (so app code that force-unwraps its assets runs).
/// `UIImage(systemName:)` gives SF Symbols the size of a square glyph of their configuration's
/// point size (17 points by default, so 20 × 20 after rounding; `.small` scales by 0.8, `.large`
/// by 1.3). `UIImage(data:)` decodes PNG (every kind) and baseline JPEG pixels; GIF and
/// progressive JPEG data give an image of the right size without pixels; other data gives nil.
/// Images are immutable and may be used from any thread, as in UIKit.
public final class UIImage: @unchecked Sendable, Hashable {
    /// The size in points (the pixels over the scale, turned by the orientation).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The asset or symbol name (nil for images made from data, pixels or a size).
    public let name: String?
    /// Whether the image is an SF Symbol.
    public let isSymbolImage: Bool
    /// How the image uses the tint.
    public let renderingMode: RenderingMode
    /// The colour a `withTintColor(_:)` image draws in.
    public let tintColor: UIColor?
    /// A symbol's size and weight.
    public let symbolConfiguration: SymbolConfiguration?
    /// The edges that keep their size when a resizable image stretches.
    public let capInsets: UIEdgeInsets
    /// How a resizable image's middle fills the space: stretched or tiled.
    public let resizingMode: ResizingMode
    /// The insets of the image's content from its edges, for alignment.
    public let alignmentRectInsets: UIEdgeInsets
    /// How the pixels are turned to show the image upright.
    public let imageOrientation: Orientation
    /// An animated image's frames (nil for a still image).
    public let images: [UIImage]?
    /// Seconds an animated image's frames take to show once (0 for a still image).
    public let duration: TimeInterval
    /// The distance from the image's bottom to its text baseline (nil: no baseline).
    public let baselineOffsetFromBottom: CGFloat?
    /// Whether the image is drawn mirrored in a right-to-left layout.
    public let flipsForRightToLeftLayoutDirection: Bool
    /// The traits the image was chosen for.
    public let traitCollection: UITraitCollection
    /// The pixels (nil: none known).
    let backing: CGImage?
    /// Whether the image was decoded for display (charged once; main thread only).
    var hasBeenDecoded = false

    /// The settings a variant changes.
    struct Parts {
        var size: CGSize
        var scale: CGFloat = 1
        var name: String?
        var isSymbol = false
        var renderingMode: RenderingMode = .automatic
        var tintColor: UIColor?
        var configuration: SymbolConfiguration?
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        var alignmentRectInsets: UIEdgeInsets = .zero
        var orientation: Orientation = .up
        var images: [UIImage]?
        var duration: TimeInterval = 0
        var baseline: CGFloat?
        var flips = false
        var traits = UITraitCollection()
        var backing: CGImage?
    }

    var parts: Parts {
        Parts(size: size, scale: scale, name: name, isSymbol: isSymbolImage, renderingMode: renderingMode, tintColor: tintColor,
              configuration: symbolConfiguration, capInsets: capInsets, resizingMode: resizingMode, alignmentRectInsets: alignmentRectInsets,
              orientation: imageOrientation, images: images, duration: duration, baseline: baselineOffsetFromBottom,
              flips: flipsForRightToLeftLayoutDirection, traits: traitCollection, backing: backing)
    }

    init(parts p: Parts) {
        size = p.size
        scale = p.scale
        name = p.name
        isSymbolImage = p.isSymbol
        renderingMode = p.renderingMode
        tintColor = p.tintColor
        symbolConfiguration = p.configuration
        capInsets = p.capInsets
        resizingMode = p.resizingMode
        alignmentRectInsets = p.alignmentRectInsets
        imageOrientation = p.orientation
        images = p.images
        duration = p.duration
        baselineOffsetFromBottom = p.baseline
        flipsForRightToLeftLayoutDirection = p.flips
        traitCollection = p.traits
        backing = p.backing
    }

    /// An image of the given point size with no pixels of its own (Mainline's stand-in for an
    /// image it cannot read).
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(parts: Parts(size: size, scale: scale))
    }

    convenience init(size: CGSize, scale: CGFloat = 1, name: String?, symbol: Bool, renderingMode: RenderingMode = .automatic,
                     configuration: SymbolConfiguration? = nil) {
        self.init(parts: Parts(size: size, scale: scale, name: name, isSymbol: symbol, renderingMode: renderingMode, configuration: configuration))
    }

    /// An empty image (0 × 0 points).
    public convenience init() {
        self.init(size: .zero)
    }

    /// How an image uses the tint.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// How an image's pixels are turned to show it upright (EXIF's orientations).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether the pixels are turned a quarter (their width shows as the height).
        var swapsSides: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
    }

    /// How a resizable image's middle fills the space.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    // MARK: Pixels

    /// An image of `cgImage`'s pixels at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale`, shown turned by `orientation`: its size is the
    /// pixels over the scale, width and height exchanged for the quarter turns.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let w = CGFloat(cgImage.width) / s, h = CGFloat(cgImage.height) / s
        self.init(parts: Parts(size: orientation.swapsSides ? CGSize(width: h, height: w) : CGSize(width: w, height: h), scale: s,
                               orientation: orientation, backing: cgImage))
    }

    /// The pixels, as they are stored (not turned by `imageOrientation`): the image's own, or,
    /// for an image with none (a placeholder, a symbol), a transparent image of its pixel size;
    /// nil for an animated image.
    public var cgImage: CGImage? {
        if images != nil { return nil }
        if let backing { return backing }
        let pixelSize = imageOrientation.swapsSides ? CGSize(width: size.height, height: size.width) : size
        return CGImage.clear(width: Int((pixelSize.width * scale).rounded()), height: Int((pixelSize.height * scale).rounded()))
    }

    /// The pixels to draw (nil: none to draw — a placeholder draws nothing).
    var drawnImage: CGImage? {
        if let images { return images.first?.drawnImage }
        return backing
    }

    /// Whether the image's pixels have more than standard dynamic range (Mainline's images are
    /// 8-bit: only one marked with headroom above 1).
    public var isHighDynamicRange: Bool { (backing?.contentHeadroom ?? 0) > 1 }

    /// The image with its pixels limited to standard dynamic range (itself: they are).
    public func imageRestrictedToStandardDynamicRange() -> UIImage {
        guard isHighDynamicRange, let backing, let sdr = backing.copy(headroom: 1, colorSpace: backing.colorSpace) else { return self }
        var p = parts
        p.backing = sdr
        return UIImage(parts: p)
    }

    /// The format a renderer drawing this image keeps its scale and range with.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = backing.map { $0.alphaInfo == .none || $0.alphaInfo == .noneSkipLast || $0.alphaInfo == .noneSkipFirst } ?? false
        return format
    }

    /// The transform and rectangle to draw the stored pixels in, top row first, so that the image
    /// fills `rect` upright: the unit square, carried by the orientation's turn onto `rect`.
    func orientedRect(_ rect: CGRect) -> (transform: CGAffineTransform, rect: CGRect) {
        // Where a stored point (u, v) shows, in unit coordinates of the shown image.
        let (a00, a01, a10, a11, b0, b1): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
        switch imageOrientation {
        case .up: (a00, a01, a10, a11, b0, b1) = (1, 0, 0, 1, 0, 0)
        case .down: (a00, a01, a10, a11, b0, b1) = (-1, 0, 0, -1, 1, 1)
        case .right: (a00, a01, a10, a11, b0, b1) = (0, -1, 1, 0, 1, 0)
        case .left: (a00, a01, a10, a11, b0, b1) = (0, 1, -1, 0, 0, 1)
        case .upMirrored: (a00, a01, a10, a11, b0, b1) = (-1, 0, 0, 1, 1, 0)
        case .downMirrored: (a00, a01, a10, a11, b0, b1) = (1, 0, 0, -1, 0, 1)
        case .leftMirrored: (a00, a01, a10, a11, b0, b1) = (0, 1, 1, 0, 0, 0)
        case .rightMirrored: (a00, a01, a10, a11, b0, b1) = (0, -1, -1, 0, 1, 1)
        }
        let (w, h) = (rect.width, rect.height)
        let t = CGAffineTransform(a: w * a00, b: h * a10, c: w * a01, d: h * a11, tx: rect.minX + w * b0, ty: rect.minY + h * b1)
        return (t, CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    // MARK: Equality

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    /// The same image, or images of the same name, size and rendering.
    public static func == (a: UIImage, b: UIImage) -> Bool {
        a === b || (a.name != nil && a.name == b.name && a.size == b.size && a.renderingMode == b.renderingMode && a.tintColor == b.tintColor)
    }
}
