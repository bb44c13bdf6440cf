import Foundation

extension UIImage {
    nonisolated(unsafe) private static var registered: [String: UIImage] = [:]
    private static let registryLock = NSLock()

    /// Makes `UIImage(named: name)` an image of `size` points (the stand-in for an asset).
    public static func register(named name: String, size: CGSize) {
        registryLock.lock(); defer { registryLock.unlock() }
        registered[name] = UIImage(parts: Parts(size: size, name: name))
    }

    /// Makes `UIImage(named: name)` `image` (with its pixels: a stand-in for an asset drawn
    /// or decoded by the test).
    public static func register(named name: String, image: UIImage) {
        registryLock.lock(); defer { registryLock.unlock() }
        var p = image.parts
        p.name = name
        registered[name] = UIImage(parts: p)
    }

    /// The asset of that name: one registered with `register(named:…)`, else a 40 × 40-point
    /// placeholder without pixels.
    public convenience init?(named name: String) {
        UIImage.registryLock.lock()
        let found = UIImage.registered[name]
        UIImage.registryLock.unlock()
        self.init(parts: found?.parts ?? Parts(size: CGSize(width: 40, height: 40), name: name))
    }

    /// `init(named:)`, the image chosen for `traits`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        self.init(named: name)
    }

    /// `init(named:)`, a symbol asset sized by `configuration`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// An SF Symbol: a square glyph 1.2 × the configuration's point size on a side.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An SF Symbol sized by `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        let config = SymbolConfiguration(pointSize: 17).applying(configuration)
        let side = config.glyphSize
        var p = Parts(size: CGSize(width: side, height: side), name: name, isSymbol: true, renderingMode: .alwaysTemplate, configuration: config)
        if let traits = configuration?.traitCollection { p.traits = traits }
        self.init(parts: p)
    }

    /// An SF Symbol chosen for `traits`.
    public convenience init?(systemName name: String, compatibleWith traits: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traits.map { Configuration(traitCollection: $0) })
    }

    /// A variable SF Symbol showing `value` (0…1), sized by `configuration`.
    public convenience init?(systemName name: String, variableValue value: Double, configuration: Configuration?) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// An image decoded from PNG or JPEG data at scale 1 (see `init(data:scale:)`).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from encoded data at `scale`: PNG files of every kind and baseline JPEG
    /// files get their pixels; GIF and progressive JPEG files, and PNG files whose pixels do not
    /// decode, an image of their header's size without pixels; anything else nil.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, scale.isFinite, let kind = ImageHeader.kind(of: data), let size = ImageHeader.pixelSize(of: data),
              size.width > 0, size.height > 0 else { return nil }
        let cgImage: CGImage
        switch kind {
        case .png:
            // A PNG whose pixels do not decode (cut short, damaged) still has its header's size.
            cgImage = CGDataProvider(data: data).flatMap {
                CGImage(pngDataProviderSource: $0, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
            } ?? CGImage.clear(width: Int(size.width), height: Int(size.height))
        case .jpeg:
            guard let provider = CGDataProvider(data: data),
                  let decoded = CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) else { return nil }
            cgImage = decoded
        case .gif:
            cgImage = CGImage.clear(width: Int(size.width), height: Int(size.height))
        }
        self.init(cgImage: cgImage, scale: scale, orientation: .up)
    }

    /// An image of the file at `path` (see `init(data:)`); an `@2x`/`@3x` name gives the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    // MARK: Animated images

    /// An animated image showing `images` in turn, all of them in `duration` seconds: its size
    /// and scale are the first frame's.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        var p = first.parts
        p.images = images
        p.duration = max(0, duration)
        p.name = nil
        return UIImage(parts: p)
    }

    /// An animated image of the assets `name0`, `name1` … (as many as are registered, at least
    /// `name0` or `name1`), shown in `duration` seconds.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: frames(named: name), duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with each frame resizable with `capInsets`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedImage(with: frames(named: name).map { $0.resizableImage(withCapInsets: capInsets) }, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with each frame resizable with `capInsets` and `resizingMode`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                                                  duration: TimeInterval) -> UIImage? {
        animatedImage(with: frames(named: name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }, duration: duration)
    }

    /// The registered assets `name0`… (or `name1`…), in order.
    private static func frames(named name: String) -> [UIImage] {
        registryLock.lock(); defer { registryLock.unlock() }
        var frames: [UIImage] = []
        var index = registered["\(name)0"] == nil ? 1 : 0
        while let frame = registered["\(name)\(index)"], index < 1024 {
            frames.append(frame)
            index += 1
        }
        return frames
    }

    // MARK: System images

    /// The system's “add” symbol (`plus`).
    public class var add: UIImage { UIImage(systemName: "plus")! }
    /// The system's “remove” symbol (`minus`).
    public class var remove: UIImage { UIImage(systemName: "minus")! }
    /// The system's “actions” symbol (`ellipsis.circle`).
    public class var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }
    /// The system's checkmark symbol.
    public class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The system's stroked checkmark symbol.
    public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle")! }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName:)`: the image of that name (see `init(named:)`).
    public convenience init(imageLiteralResourceName name: String) {
        self.init(named: name)!
    }
}

/// The type of a `#imageLiteral` with no other type to take (as UIKit declares it).
public typealias _ImageLiteralType = UIImage
