import Foundation

/// A layer that draws a path: its path, fill and stroke are kept (nothing is rendered), with
/// Core Animation's defaults — an opaque black fill, no stroke, a 1-point line, the whole
/// stroke (`strokeStart` 0, `strokeEnd` 1).
open class CAShapeLayer: CALayer {
    /// The shape (nil: nothing is drawn).
    open var path: CGPath? { didSet { propertyDidChange("path", from: oldValue, to: path) } }
    /// The fill (opaque black by default; nil: none).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { propertyDidChange("fillColor", from: oldValue, to: fillColor) } }
    /// How the inside of the path is decided.
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The outline's colour (nil by default: no outline).
    open var strokeColor: CGColor? { didSet { propertyDidChange("strokeColor", from: oldValue, to: strokeColor) } }
    /// The part of the path stroked, from 0 (its start) to 1 (its end): how progress rings and
    /// check marks are drawn in.
    open var strokeStart: CGFloat = 0 { didSet { propertyDidChange("strokeStart", from: oldValue, to: strokeStart) } }
    /// Where the stroke ends along the path (0…1).
    open var strokeEnd: CGFloat = 1 { didSet { propertyDidChange("strokeEnd", from: oldValue, to: strokeEnd) } }
    /// The outline's width in points.
    open var lineWidth: CGFloat = 1 { didSet { propertyDidChange("lineWidth", from: oldValue, to: lineWidth) } }
    /// When a mitred corner is bevelled instead.
    open var miterLimit: CGFloat = 10 { didSet { propertyDidChange("miterLimit", from: oldValue, to: miterLimit) } }
    /// The ends of open subpaths.
    open var lineCap = CAShapeLayerLineCap.butt
    /// The corners between segments.
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0 { didSet { propertyDidChange("lineDashPhase", from: oldValue, to: lineDashPhase) } }
    /// Dash and gap lengths (nil: a solid line).
    open var lineDashPattern: [NSNumber]?

    /// A layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s model values, its shape's included.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer { copyOwnValues(from: other) }
    }

    private func copyOwnValues(from other: CAShapeLayer) {
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    /// A layer from an archive (nothing is decoded: Core Animation's defaults; a presentation
    /// copy of a subclass of the app's own starts from its model layer's values).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let model = (coder as? PresentationArchive)?.model as? CAShapeLayer { copyOwnValues(from: model) }
    }
}

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a string (kept, not rendered): Core Animation's defaults, a 36-point
/// font in opaque white.
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any?
    /// A `UIFont`, a `CGFont` or a font name.
    open var font: Any?
    /// The text size in points (36 by default).
    open var fontSize: CGFloat = 36 { didSet { propertyDidChange("fontSize", from: oldValue, to: fontSize) } }
    /// Whether glyph positions are quantized to subpixels (false by default; kept: no glyphs are drawn).
    open var allowsFontSubpixelQuantization = false
    /// The text colour (opaque white by default).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { propertyDidChange("foregroundColor", from: oldValue, to: foregroundColor) } }
    /// Whether the text wraps to the bounds.
    open var isWrapped = false
    /// Where text that does not fit is cut.
    open var truncationMode = CATextLayerTruncationMode.none
    /// How lines are aligned.
    open var alignmentMode = CATextLayerAlignmentMode.natural

    /// A layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s model values, its text's included.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer { copyOwnValues(from: other) }
    }

    private func copyOwnValues(from other: CATextLayer) {
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    /// A layer from an archive (nothing is decoded: Core Animation's defaults; a presentation
    /// copy of a subclass of the app's own starts from its model layer's values).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let model = (coder as? PresentationArchive)?.model as? CATextLayer { copyOwnValues(from: model) }
    }
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that repeats its sublayers `instanceCount` times, each copy offset by
/// `instanceTransform` and delayed by `instanceDelay` (kept; the copies are not made).
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are shown (1: just them).
    open var instanceCount = 1
    /// The delay between copies' animations.
    open var instanceDelay: CFTimeInterval = 0 { didSet { propertyDidChange("instanceDelay", from: oldValue, to: instanceDelay) } }
    /// The transform from one copy to the next.
    open var instanceTransform = CATransform3DIdentity { didSet { propertyDidChange("instanceTransform", from: oldValue, to: instanceTransform) } }
    /// Whether copies keep their depth (kept).
    open var preservesDepth = false
    /// The colour the first copy is tinted with (opaque white: no tint).
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { propertyDidChange("instanceColor", from: oldValue, to: instanceColor) } }
    /// The red added from one copy to the next.
    open var instanceRedOffset: Float = 0
    /// The green added from one copy to the next.
    open var instanceGreenOffset: Float = 0
    /// The blue added from one copy to the next.
    open var instanceBlueOffset: Float = 0
    /// The opacity added from one copy to the next.
    open var instanceAlphaOffset: Float = 0

    /// A layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s model values, its replication's included.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAReplicatorLayer { copyOwnValues(from: other) }
    }

    private func copyOwnValues(from other: CAReplicatorLayer) {
        instanceCount = other.instanceCount
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        preservesDepth = other.preservesDepth
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    /// A layer from an archive (nothing is decoded: Core Animation's defaults; a presentation
    /// copy of a subclass of the app's own starts from its model layer's values).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let model = (coder as? PresentationArchive)?.model as? CAReplicatorLayer { copyOwnValues(from: model) }
    }
}
