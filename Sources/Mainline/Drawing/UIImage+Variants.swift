import Foundation
import ThreadChecker

extension UIImage {
    private func variant(_ change: (inout Parts) -> Void) -> UIImage {
        var p = parts
        change(&p)
        return UIImage(parts: p)
    }

    /// The image drawn as `mode` says (a template takes the tint).
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { variant { $0.renderingMode = mode } }

    /// The image drawn in `color` (always original: it keeps that colour whatever the tint).
    public func withTintColor(_ color: UIColor) -> UIImage { variant { $0.renderingMode = .alwaysOriginal; $0.tintColor = color } }

    /// The image drawn in `color`, rendered as `renderingMode` says.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        variant { $0.renderingMode = renderingMode; $0.tintColor = color }
    }

    /// The image resizable with `capInsets` (its middle tiled, UIKit's default).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image resizable with `capInsets`: drawn larger, its corners keep their size, its edges
    /// stretch (or tile) along one axis, its middle along both.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        variant { $0.capInsets = capInsets; $0.resizingMode = resizingMode }
    }

    /// The image resizable about one pixel column and row (deprecated by Apple for cap insets):
    /// the left cap is `leftCapWidth` wide, the right cap the rest but one point.
    @available(*, deprecated, message: "Use resizableImage(withCapInsets:)")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let right = leftCapWidth > 0 ? max(0, size.width - left - 1) : 0
        let bottom = topCapHeight > 0 ? max(0, size.height - top - 1) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The left cap of a stretchable image (deprecated by Apple).
    @available(*, deprecated, message: "Use capInsets")
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The top cap of a stretchable image (deprecated by Apple).
    @available(*, deprecated, message: "Use capInsets")
    public var topCapHeight: Int { Int(capInsets.top) }

    /// The image with alignment insets.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { variant { $0.alignmentRectInsets = alignmentInsets } }

    /// A symbol at another configuration (sized again); another image with the configuration's
    /// traits.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage else {
            return variant { if let traits = configuration.traitCollection { $0.traits = traits } }
        }
        let config = (symbolConfiguration ?? SymbolConfiguration(pointSize: 17)).applying(configuration)
        return variant {
            $0.configuration = config
            $0.size = CGSize(width: config.glyphSize, height: config.glyphSize)
            if let traits = configuration.traitCollection { $0.traits = traits }
        }
    }

    /// A symbol at `configuration` applied over its own (nil for other images).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// The configuration the image was made with: a symbol's symbol configuration, else one of
    /// its traits.
    public var configuration: Configuration? {
        symbolConfiguration ?? Configuration(traitCollection: traitCollection)
    }

    /// The image mirrored: its orientation's mirrored counterpart (`.up` ↔ `.upMirrored` …).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: Orientation
        switch imageOrientation {
        case .up: flipped = .upMirrored
        case .upMirrored: flipped = .up
        case .down: flipped = .downMirrored
        case .downMirrored: flipped = .down
        case .left: flipped = .leftMirrored
        case .leftMirrored: flipped = .left
        case .right: flipped = .rightMirrored
        case .rightMirrored: flipped = .right
        }
        return variant { $0.orientation = flipped }
    }

    /// The image marked to be drawn mirrored in right-to-left layouts.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { variant { $0.flips = true } }

    /// The image with a text baseline `offset` points above its bottom.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { variant { $0.baseline = baselineOffset } }

    /// The image without a baseline.
    public func imageWithoutBaseline() -> UIImage { variant { $0.baseline = nil } }

    /// Whether the image has a baseline.
    public var hasBaseline: Bool { baselineOffsetFromBottom != nil }

    /// The asset the image belongs to (its traits' variants), made when first asked for.
    public var imageAsset: UIImageAsset? {
        UIImageAsset.assets.withLock { assets in
            if let asset = assets[ObjectIdentifier(self)]?.asset { return asset }
            let asset = UIImageAsset()
            asset.register(self, with: traitCollection)
            assets[ObjectIdentifier(self)] = .init(asset: asset)
            return asset
        }
    }

    // MARK: Preparing

    /// A copy of the image decoded and ready to draw (its pixels worked out now, on the calling
    /// thread, so showing it costs no decode); nil for an image that cannot be prepared (an
    /// animated one).
    public func preparingForDisplay() -> UIImage? {
        guard images == nil else { return nil }
        _ = backing?.pixels()
        let prepared = UIImage(parts: parts)
        prepared.hasBeenDecoded = true
        return prepared
    }

    /// Prepares the image on a background queue and hands it to `completionHandler` there.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingForDisplay()) }
    }

    /// A thumbnail of the image fitting in `size` points, keeping its aspect ratio, at the
    /// image's scale (its pixels drawn smaller); nil for an empty size or image.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, self.size.width > 0, self.size.height > 0 else { return nil }
        let factor = min(size.width / self.size.width, size.height / self.size.height, 1)
        let target = CGSize(width: (self.size.width * factor).rounded(), height: (self.size.height * factor).rounded())
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: target, format: format).image { _ in draw(in: CGRect(origin: .zero, size: target)) }
    }

    /// Makes a thumbnail on a background queue and hands it to `completionHandler` there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingThumbnail(of: size)) }
    }
}

/// The variants of an image for different traits (`UIImageAsset`): register an image for a
/// trait collection, and ask for the one that best matches another.
public final class UIImageAsset: @unchecked Sendable {
    struct WeakAsset { weak var asset: UIImageAsset? }
    /// The asset of each image asked for.
    static let assets = Locked<[ObjectIdentifier: WeakAsset]>([:])

    private var variants: [(traits: UITraitCollection, image: UIImage)] = []
    private let lock = NSLock()

    /// An empty asset.
    public init() {}

    /// Adds `image` as the variant for `traitCollection` (replacing one for the same traits).
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        lock.lock(); defer { lock.unlock() }
        variants.removeAll { $0.traits == traitCollection }
        variants.append((traitCollection, image))
    }

    /// Removes the variant for `traitCollection`.
    public func unregisterImage(with traitCollection: UITraitCollection) {
        lock.lock(); defer { lock.unlock() }
        variants.removeAll { $0.traits == traitCollection }
    }

    /// The variant that best matches `traitCollection`: the one whose specified traits all match
    /// and that specifies the most (the first registered on a tie).
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        lock.lock(); defer { lock.unlock() }
        var best: (score: Int, image: UIImage)?
        for (traits, image) in variants {
            guard let score = Self.match(traits, in: traitCollection) else { continue }
            if best == nil || score > best!.score { best = (score, image) }
        }
        return best?.image ?? variants.first?.image ?? UIImage()
    }

    /// How many traits `variant` specifies, all of which `wanted` has (nil: one differs).
    private static func match(_ variant: UITraitCollection, in wanted: UITraitCollection) -> Int? {
        var score = 0
        func check<T: Equatable>(_ value: T, _ unspecified: T, _ other: T) -> Bool {
            guard value != unspecified else { return true }
            score += 1
            return value == other
        }
        guard check(variant.userInterfaceStyle, .unspecified, wanted.userInterfaceStyle),
              check(variant.horizontalSizeClass, .unspecified, wanted.horizontalSizeClass),
              check(variant.verticalSizeClass, .unspecified, wanted.verticalSizeClass),
              check(variant.displayScale, 0, wanted.displayScale),
              check(variant.userInterfaceIdiom, .unspecified, wanted.userInterfaceIdiom),
              check(variant.preferredContentSizeCategory, .unspecified, wanted.preferredContentSizeCategory) else { return nil }
        return score
    }

    /// The variant for the configuration's traits.
    public func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Adds `image` as the variant for the configuration's traits.
    public func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the variant for the configuration's traits.
    public func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }
}
