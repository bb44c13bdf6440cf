import Foundation

/// How a layer's contents image is placed in its bounds (QuartzCore's `kCAGravity…` values).
/// `top` means the top of the bounds as the layer's coordinates run on iOS (smaller y), as
/// `UIView.ContentMode.top` does.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A gravity from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred at the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred at the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio (cropped).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The pixel format of the backing store a layer draws into.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A format from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Four 8-bit components per pixel (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Four 16-bit floating-point components per pixel.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One 8-bit gray component per pixel.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
    /// Chosen from the contents.
    public static let automatic = CALayerContentsFormat(rawValue: "AutomaticContentsFormat")
}

/// How contents are sampled when drawn smaller or larger than they are.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A filter from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear interpolation between mipmap levels.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The edges of a layer that are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// A mask from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The minimum-x edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The maximum-x edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The minimum-y edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The maximum-y edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

extension CALayer {
    /// How a layer with high-dynamic-range contents is tone mapped.
    public struct ToneMapMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A mode from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system decides (the default).
        public static let automatic = ToneMapMode(rawValue: "automatic")
        /// Never tone mapped.
        public static let never = ToneMapMode(rawValue: "never")
        /// Tone mapped when the display supports it.
        public static let ifSupported = ToneMapMode(rawValue: "ifSupported")
    }

    /// The dynamic range a layer's contents prefer.
    public struct DynamicRange: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A range from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system decides (the default).
        public static let automatic = DynamicRange(rawValue: "automatic")
        /// Standard dynamic range.
        public static let standard = DynamicRange(rawValue: "standard")
        /// High dynamic range, limited.
        public static let constrainedHigh = DynamicRange(rawValue: "constrainedHigh")
        /// High dynamic range.
        public static let high = DynamicRange(rawValue: "high")
    }

    private func setExtra<T: Equatable>(_ key: String, _ path: ReferenceWritableKeyPath<LayerExtras, T>, _ value: T,
                                        default initial: T) {
        let old = extras?[keyPath: path] ?? initial
        guard old != value else { return }
        madeExtras[keyPath: path] = value
        propertyDidChange(key, oldValue: old)
    }

    // MARK: Contents

    /// The part of the contents image shown, in unit coordinates of the image (the whole image
    /// by default). Animatable.
    public var contentsRect: CGRect {
        get { extras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { setExtra("contentsRect", \.contentsRect, newValue, default: CGRect(x: 0, y: 0, width: 1, height: 1)) }
    }

    /// The stretchable middle of the contents image, in unit coordinates (the whole image by
    /// default: it all stretches); the parts outside it keep their size (nine-part scaling).
    /// Animatable.
    public var contentsCenter: CGRect {
        get { extras?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { setExtra("contentsCenter", \.contentsCenter, newValue, default: CGRect(x: 0, y: 0, width: 1, height: 1)) }
    }

    /// How the contents image is placed in the bounds (`.resize` by default: stretched).
    public var contentsGravity: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set { setExtra("contentsGravity", \.contentsGravity, newValue, default: .resize) }
    }

    /// The pixel format of the layer's drawing (`.RGBA8Uint` by default).
    public var contentsFormat: CALayerContentsFormat {
        get { extras?.contentsFormat ?? .RGBA8Uint }
        set { setExtra("contentsFormat", \.contentsFormat, newValue, default: .RGBA8Uint) }
    }

    /// How the contents are sampled when drawn smaller (`.linear` by default).
    public var minificationFilter: CALayerContentsFilter {
        get { extras?.minificationFilter ?? .linear }
        set { setExtra("minificationFilter", \.minificationFilter, newValue, default: .linear) }
    }

    /// How the contents are sampled when drawn larger (`.linear` by default; `.nearest` keeps
    /// pixel art sharp).
    public var magnificationFilter: CALayerContentsFilter {
        get { extras?.magnificationFilter ?? .linear }
        set { setExtra("magnificationFilter", \.magnificationFilter, newValue, default: .linear) }
    }

    /// The level-of-detail bias of trilinear minification (0 by default).
    public var minificationFilterBias: Float {
        get { extras?.minificationFilterBias ?? 0 }
        set { setExtra("minificationFilterBias", \.minificationFilterBias, newValue, default: 0) }
    }

    /// Whether a change of the bounds marks the layer for display (false by default).
    public var needsDisplayOnBoundsChange: Bool {
        get { extras?.needsDisplayOnBoundsChange ?? false }
        set { setExtra("needsDisplayOnBoundsChange", \.needsDisplayOnBoundsChange, newValue, default: false) }
    }

    /// Whether drawing commands are queued to run on a background thread (false by default).
    /// Mainline runs `draw(in:)` at the commit either way, as the commands are recorded then.
    public var drawsAsynchronously: Bool {
        get { extras?.drawsAsynchronously ?? false }
        set { setExtra("drawsAsynchronously", \.drawsAsynchronously, newValue, default: false) }
    }

    /// Which edges are antialiased (all four by default; see `allowsEdgeAntialiasing`).
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { extras?.edgeAntialiasingMask ?? [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] }
        set {
            setExtra("edgeAntialiasingMask", \.edgeAntialiasingMask, newValue,
                     default: [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        }
    }

    /// Whether the edges in `edgeAntialiasingMask` are antialiased when the layer is transformed
    /// (false by default on iOS, as the `UIViewEdgeAntialiasing` Info.plist key's default).
    public var allowsEdgeAntialiasing: Bool {
        get { extras?.allowsEdgeAntialiasing ?? false }
        set { setExtra("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, newValue, default: false) }
    }

    /// Whether the layer's geometry is flipped vertically relative to its superlayer's (false
    /// by default); `contentsAreFlipped()` answers for the layer's drawing.
    public var isGeometryFlipped: Bool {
        get { extras?.isGeometryFlipped ?? false }
        set { setExtra("geometryFlipped", \.isGeometryFlipped, newValue, default: false) }
    }

    /// Whether the layer shows when it faces away from the viewer (true by default).
    public var isDoubleSided: Bool {
        get { extras?.isDoubleSided ?? true }
        set { setExtra("doubleSided", \.isDoubleSided, newValue, default: true) }
    }

    /// The anchor point's position on the z axis (0 by default). Animatable.
    public var anchorPointZ: CGFloat {
        get { extras?.anchorPointZ ?? 0 }
        set { setExtra("anchorPointZ", \.anchorPointZ, newValue, default: 0) }
    }

    /// Core Image filters applied to the layer and its sublayers (kept; Linux has no Core Image,
    /// so nothing is filtered).
    public var filters: [Any]? {
        get { extras?.filters }
        set { madeExtras.filters = newValue; propertyDidChange("filters") }
    }

    /// Core Image filters applied to what lies behind the layer (kept, not applied).
    public var backgroundFilters: [Any]? {
        get { extras?.backgroundFilters }
        set { madeExtras.backgroundFilters = newValue; propertyDidChange("backgroundFilters") }
    }

    /// A Core Image filter compositing the layer with what lies behind it (kept, not applied).
    public var compositingFilter: Any? {
        get { extras?.compositingFilter }
        set { madeExtras.compositingFilter = newValue; propertyDidChange("compositingFilter") }
    }

    /// Whether the layer asks for extended-range contents (deprecated by Apple for
    /// `preferredDynamicRange`; kept).
    @available(*, deprecated, message: "Use preferredDynamicRange")
    public var wantsExtendedDynamicRangeContent: Bool {
        get { extras?.wantsExtendedDynamicRangeContent ?? false }
        set { madeExtras.wantsExtendedDynamicRangeContent = newValue }
    }

    /// How the layer's high-dynamic-range contents are tone mapped (`.automatic` by default).
    public var toneMapMode: ToneMapMode {
        get { extras?.toneMapMode ?? .automatic }
        set { madeExtras.toneMapMode = newValue }
    }

    /// The dynamic range the layer's contents prefer (`.automatic` by default).
    public var preferredDynamicRange: DynamicRange {
        get { extras?.preferredDynamicRange ?? .automatic }
        set { madeExtras.preferredDynamicRange = newValue }
    }

    /// The headroom of the layer's high-dynamic-range contents (0 by default: unknown).
    public var contentsHeadroom: CGFloat {
        get { extras?.contentsHeadroom ?? 0 }
        set { madeExtras.contentsHeadroom = max(0, newValue.isFinite ? newValue : 0) }
    }

    /// How much larger a corner of `curve` is drawn than its radius: 1 for circular corners,
    /// about 1.528665 for continuous ones (the curve eases in over more of the edge; Apple's
    /// value for `cornerCurveExpansionFactor(_:)`).
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
}
