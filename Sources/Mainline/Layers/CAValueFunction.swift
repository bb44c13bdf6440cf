import Foundation

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about the x axis by an angle (radians).
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three factors (x, y, z).
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three distances (x, y, z).
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// A function turning an animation's numbers into a transform (`CAValueFunction`), for
/// `CAPropertyAnimation.valueFunction`.
open class CAValueFunction: @unchecked Sendable {
    /// The function's name.
    open var name: CAValueFunctionName { functionName }
    private let functionName: CAValueFunctionName

    /// The function of that name (nil for a name Core Animation does not define).
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX,
                                            .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        functionName = name
    }
}

/// A range of frame rates an animation (or display link) would like (`CAFrameRateRange`).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate acceptable.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate wanted (0: none in particular).
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range from `minimum` to `maximum`.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The default range: whatever the display does (0 to 0, no preference).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    /// Whether two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

/// `CAFrameRateRange(minimum:maximum:preferred:)` as Core Animation's C function.
public func CAFrameRateRangeMake(_ minimum: Float, _ maximum: Float, _ preferred: Float) -> CAFrameRateRange {
    CAFrameRateRange(minimum: minimum, maximum: maximum, preferred: preferred)
}

/// A layer that groups its sublayers in 3D without flattening them (`CATransformLayer`): it
/// draws nothing of its own — no background, border, contents or drawing — only its sublayers.
open class CATransformLayer: CALayer {
    /// A transform layer with Core Animation's defaults.
    public override init() { super.init() }
    /// A copy of `layer`'s model values.
    public override init(layer: Any) { super.init(layer: layer) }
    /// A transform layer from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The farthest sublayer containing `p` (a transform layer itself is never hit).
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }
}

/// A layer that draws its contents in tiles (`CATiledLayer`): each display calls `draw(in:)`
/// once a tile, with the context clipped to the tile, for the tiles of `tileSize` (pixels) the
/// part marked for display covers. Core Animation draws tiles on background threads as they come
/// into view; Mainline draws them all at the commit.
open class CATiledLayer: CALayer {
    /// The number of levels of detail kept (1 by default).
    open var levelsOfDetail = 1
    /// The levels magnified beyond the layer's resolution (0 by default).
    open var levelsOfDetailBias = 0
    /// The size of a tile, in pixels (256 × 256 by default).
    open var tileSize = CGSize(width: 256, height: 256)

    /// Seconds a newly drawn tile fades in over (0.25).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// A tiled layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s model values, its tiling's included.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATiledLayer { (levelsOfDetail, levelsOfDetailBias, tileSize) = (other.levelsOfDetail, other.levelsOfDetailBias, other.tileSize) }
    }

    /// A tiled layer from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let model = (coder as? PresentationArchive)?.model as? CATiledLayer {
            (levelsOfDetail, levelsOfDetailBias, tileSize) = (model.levelsOfDetail, model.levelsOfDetailBias, model.tileSize)
        }
    }

    /// Displays tile by tile: `draw(in:)` for each tile in the part marked for display, the
    /// context clipped to it.
    open override func display() {
        let b = bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return }
        let scale = contentsScale > 0 ? contentsScale : 1
        let tile = CGSize(width: max(1, tileSize.width / scale), height: max(1, tileSize.height / scale))
        let area = extras?.dirtyRect ?? b
        extras?.dirtyRect = nil
        let context = CGContext(size: b.size, scale: scale, ctm: CGAffineTransform(translationX: -b.minX, y: -b.minY))
        delegate?.layerWillDraw(self)
        var y = b.minY + ((area.minY - b.minY) / tile.height).rounded(.down) * tile.height
        while y < min(area.maxY, b.maxY) {
            var x = b.minX + ((area.minX - b.minX) / tile.width).rounded(.down) * tile.width
            while x < min(area.maxX, b.maxX) {
                context.saveGState()
                context.clip(to: CGRect(x: x, y: y, width: tile.width, height: tile.height).intersection(b))
                draw(in: context)
                context.restoreGState()
                x += tile.width
            }
            y += tile.height
        }
        madeExtras.displayedDrawing = context
    }
}
