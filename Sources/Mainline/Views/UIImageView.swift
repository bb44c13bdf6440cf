import Foundation

/// An image: only its size and how it was made matter (no pixels are loaded or drawn).
///
/// No asset catalogue exists: `UIImage(named:)` finds images registered with
/// `UIImage.register(named:size:)`, and gives any other name a 40 × 40-point placeholder (so
/// app code that force-unwraps its assets runs). `UIImage(systemName:)` gives SF Symbols the
/// size of a square glyph of their configuration's point size (17 points by default, so 20 × 20
/// after rounding; `.small` scales by 0.8, `.large` by 1.3). `UIImage(data:)` reads the size from
/// PNG, GIF and JPEG headers, and is nil for anything else.
public final class UIImage: @unchecked Sendable, Hashable {
    /// The size in points.
    public let size: CGSize
    public let scale: CGFloat
    /// The asset or symbol name (nil for images made from data or a size).
    public let name: String?
    public let isSymbolImage: Bool
    public let renderingMode: RenderingMode
    /// The colour a `withTintColor(_:)` image draws in.
    public let tintColor: UIColor?
    public let symbolConfiguration: SymbolConfiguration?
    public let capInsets: UIEdgeInsets
    public let alignmentRectInsets: UIEdgeInsets
    /// Whether the image was decoded for display (charged once; main thread only).
    var hasBeenDecoded = false

    /// An image of the given point size.
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(size: size, scale: scale, name: nil, symbol: false)
    }

    init(size: CGSize, scale: CGFloat = 1, name: String?, symbol: Bool, renderingMode: RenderingMode = .automatic,
         tintColor: UIColor? = nil, configuration: SymbolConfiguration? = nil, capInsets: UIEdgeInsets = .zero,
         alignmentRectInsets: UIEdgeInsets = .zero) {
        self.size = size
        self.scale = scale
        self.name = name
        self.isSymbolImage = symbol
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.symbolConfiguration = configuration
        self.capInsets = capInsets
        self.alignmentRectInsets = alignmentRectInsets
    }

    /// How an image uses the tint.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The size of an SF Symbol: a point size, a weight and a scale.
    public struct SymbolConfiguration: Hashable, Sendable {
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        public var pointSize: CGFloat = 17
        public var weight: Weight = .unspecified
        public var scale: Scale = .default

        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: Weight) { self.pointSize = pointSize; self.weight = weight }
        public init(pointSize: CGFloat, weight: Weight, scale: Scale) { self.pointSize = pointSize; self.weight = weight; self.scale = scale }
        public init(scale: Scale) { self.scale = scale }
        public init(weight: Weight) { self.weight = weight }
        public init(font: UIFont) { pointSize = font.pointSize }
        public init(font: UIFont, scale: Scale) { pointSize = font.pointSize; self.scale = scale }
        public init(textStyle: UIFont.TextStyle) { pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize }
        public init(textStyle: UIFont.TextStyle, scale: Scale) { self.init(textStyle: textStyle); self.scale = scale }

        /// This configuration with `other`'s settings where `other` sets them.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var merged = self
            if other.pointSize != 17 { merged.pointSize = other.pointSize }
            if other.weight != .unspecified { merged.weight = other.weight }
            if other.scale != .default { merged.scale = other.scale }
            return merged
        }

        var glyphSize: CGFloat {
            let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.3 : 1
            return (pointSize * 1.2 * factor).rounded()
        }
    }

    // MARK: Making images

    nonisolated(unsafe) private static var registered: [String: CGSize] = [:]
    private static let registryLock = NSLock()

    /// Makes `UIImage(named: name)` an image of `size` points (the stand-in for an asset).
    public static func register(named name: String, size: CGSize) {
        registryLock.lock(); defer { registryLock.unlock() }
        registered[name] = size
    }

    public convenience init?(named name: String) {
        UIImage.registryLock.lock()
        let size = UIImage.registered[name] ?? CGSize(width: 40, height: 40)
        UIImage.registryLock.unlock()
        self.init(size: size, scale: 1, name: name, symbol: false)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        self.init(named: name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name)
    }

    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        let config = SymbolConfiguration(pointSize: 17).applying(configuration)
        let side = config.glyphSize
        self.init(size: CGSize(width: side, height: side), scale: 1, name: name, symbol: true,
                  renderingMode: .alwaysTemplate, configuration: config)
    }

    public convenience init?(systemName name: String, compatibleWith traits: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An image from encoded data: the size from a PNG, GIF or JPEG header, nil otherwise.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = ImageHeader.pixelSize(of: data), scale > 0 else { return nil }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, name: nil, symbol: false)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    // MARK: Variants

    private func with(size: CGSize? = nil, renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil,
                      configuration: SymbolConfiguration?? = nil, capInsets: UIEdgeInsets? = nil,
                      alignmentRectInsets: UIEdgeInsets? = nil) -> UIImage {
        UIImage(size: size ?? self.size, scale: scale, name: name, symbol: isSymbolImage,
                renderingMode: renderingMode ?? self.renderingMode, tintColor: tintColor ?? self.tintColor,
                configuration: configuration ?? symbolConfiguration, capInsets: capInsets ?? self.capInsets,
                alignmentRectInsets: alignmentRectInsets ?? self.alignmentRectInsets)
    }

    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { with(renderingMode: mode) }
    public func withTintColor(_ color: UIColor) -> UIImage { with(renderingMode: .alwaysOriginal, tintColor: color) }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { with(renderingMode: renderingMode, tintColor: color) }
    public func resizableImage(withCapInsets insets: UIEdgeInsets) -> UIImage { with(capInsets: insets) }
    public func withAlignmentRectInsets(_ insets: UIEdgeInsets) -> UIImage { with(alignmentRectInsets: insets) }

    /// A symbol at another configuration (sized again); other images are returned as they are.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage else { return self }
        let config = (symbolConfiguration ?? SymbolConfiguration(pointSize: 17)).applying(configuration)
        return with(size: CGSize(width: config.glyphSize, height: config.glyphSize), configuration: config)
    }

    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    public static func == (a: UIImage, b: UIImage) -> Bool {
        a === b || (a.name != nil && a.name == b.name && a.size == b.size && a.renderingMode == b.renderingMode && a.tintColor == b.tintColor)
    }
}

/// Image sizes from the headers of encoded images.
enum ImageHeader {
    static func pixelSize(of data: Data) -> CGSize? {
        let b = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        // PNG: signature, then the IHDR chunk's width and height.
        if b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 {
            return CGSize(width: be32(16), height: be32(20))
        }
        // GIF: logical screen width and height, little-endian.
        if b.count >= 10, b[0] == 0x47, b[1] == 0x49, b[2] == 0x46 {
            return CGSize(width: Int(b[6]) | Int(b[7]) << 8, height: Int(b[8]) | Int(b[9]) << 8)
        }
        // JPEG: the first start-of-frame segment.
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 {
            var i = 2
            while i + 9 < b.count, b[i] == 0xFF {
                let marker = b[i + 1]
                let length = be16(i + 2)
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    return CGSize(width: be16(i + 7), height: be16(i + 5))
                }
                i += 2 + length
            }
        }
        return nil
    }
}

/// A view that shows an image; the image's size is its intrinsic content size.
open class UIImageView: UIView {
    var storedImage: UIImage?
    var storedHighlightedImage: UIImage?
    var storedIsHighlighted = false
    var storedAnimationImages: [UIImage]?
    var storedAnimationDuration: TimeInterval = 0
    var storedAnimationRepeatCount = 0
    var storedIsAnimating = false

    public init(image: UIImage?) {
        let entry = UIEntry("-[UIImageView initWithImage:]"); defer { entry.end() }
        storedImage = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        storedIsUserInteractionEnabled = false  // UIKit's default for image views
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIImageView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        storedIsUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIImageView initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The image; changing it invalidates the intrinsic size and the display.
    open var image: UIImage? {
        get {
            let entry = UIEntry("-[UIImageView image]", self); defer { entry.end() }
            return storedImage
        }
        set {
            let entry = UIEntry("-[UIImageView setImage:]", self); defer { entry.end() }
            guard newValue !== storedImage else { return }
            let sizeChanged = newValue?.size != storedImage?.size
            storedImage = newValue
            if sizeChanged { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        get { let entry = UIEntry("-[UIImageView highlightedImage]", self); defer { entry.end() }; return storedHighlightedImage }
        set {
            let entry = UIEntry("-[UIImageView setHighlightedImage:]", self); defer { entry.end() }
            storedHighlightedImage = newValue
            if storedIsHighlighted { invalidateIntrinsicContentSize(); setNeedsDisplay() }
        }
    }

    /// Whether the highlighted image is shown (a cell highlights its image views).
    open var isHighlighted: Bool {
        get { let entry = UIEntry("-[UIImageView isHighlighted]", self); defer { entry.end() }; return storedIsHighlighted }
        set {
            let entry = UIEntry("-[UIImageView setHighlighted:]", self); defer { entry.end() }
            guard newValue != storedIsHighlighted else { return }
            storedIsHighlighted = newValue
            if storedHighlightedImage != nil { invalidateIntrinsicContentSize(); setNeedsDisplay() }
        }
    }

    /// Images shown in turn by `startAnimating()`.
    open var animationImages: [UIImage]? {
        get { let entry = UIEntry("-[UIImageView animationImages]", self); defer { entry.end() }; return storedAnimationImages }
        set { let entry = UIEntry("-[UIImageView setAnimationImages:]", self); defer { entry.end() }; storedAnimationImages = newValue }
    }

    /// Seconds for one cycle of `animationImages` (0: 1/30 s per image).
    open var animationDuration: TimeInterval {
        get { let entry = UIEntry("-[UIImageView animationDuration]", self); defer { entry.end() }; return storedAnimationDuration }
        set { let entry = UIEntry("-[UIImageView setAnimationDuration:]", self); defer { entry.end() }; storedAnimationDuration = newValue }
    }

    /// How many cycles to run (0: until stopped).
    open var animationRepeatCount: Int {
        get { let entry = UIEntry("-[UIImageView animationRepeatCount]", self); defer { entry.end() }; return storedAnimationRepeatCount }
        set { let entry = UIEntry("-[UIImageView setAnimationRepeatCount:]", self); defer { entry.end() }; storedAnimationRepeatCount = newValue }
    }

    /// Starts cycling through `animationImages` (nothing to do without images).
    open func startAnimating() {
        let entry = UIEntry("-[UIImageView startAnimating]", self); defer { entry.end() }
        storedIsAnimating = !(storedAnimationImages ?? []).isEmpty
    }

    open func stopAnimating() {
        let entry = UIEntry("-[UIImageView stopAnimating]", self); defer { entry.end() }
        storedIsAnimating = false
    }

    open var isAnimating: Bool {
        let entry = UIEntry("-[UIImageView isAnimating]", self); defer { entry.end() }
        return storedIsAnimating
    }

    /// The image on screen: the highlighted one while highlighted, if there is one.
    var shownImage: UIImage? { storedIsHighlighted ? storedHighlightedImage ?? storedImage : storedImage }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIImageView intrinsicContentSize]", self); defer { entry.end() }
        return shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UIImageView sizeThatFits:]", self); defer { entry.end() }
        return shownImage?.size ?? .zero
    }

    open override func draw(_ rect: CGRect) { UIEntry.check("-[UIImageView drawRect:]", self) }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName:)`: the image of that name (see `init(named:)`).
    public convenience init(imageLiteralResourceName name: String) {
        self.init(named: name)!
    }
}

/// The type of a `#imageLiteral` with no other type to take (as UIKit declares it).
public typealias _ImageLiteralType = UIImage
