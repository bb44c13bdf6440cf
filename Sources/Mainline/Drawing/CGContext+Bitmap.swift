import Foundation

/// A bitmap context's memory: the app's (given to `init(data:…)`) or the context's own, laid
/// out as the context was described. The renderer reads it before drawing (the app may have
/// written pixels) and writes it after.
final class BitmapMemory {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let layout: PixelLayout
    let space: CGColorSpace?
    let pointer: UnsafeMutableRawPointer
    private let owned: Bool
    private let release: (() -> Void)?

    init(width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout, space: CGColorSpace?, pointer: UnsafeMutableRawPointer?,
         release: (() -> Void)? = nil) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.layout = layout
        self.space = space
        if let pointer {
            self.pointer = pointer
            owned = false
        } else {
            self.pointer = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytesPerRow * height), alignment: 16)
            self.pointer.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, bytesPerRow * height))
            owned = true
        }
        self.release = release
    }

    deinit {
        if owned { pointer.deallocate() }
        release?()
    }

    private var raw: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(start: pointer, count: bytesPerRow * height) }

    func read() -> PixelBuffer { layout.decode(UnsafeRawBufferPointer(raw), width: width, height: height, bytesPerRow: bytesPerRow) }

    func write(_ pixels: PixelBuffer) { layout.encode(pixels, into: raw, bytesPerRow: bytesPerRow) }
}

extension CGContext {
    /// A bitmap context over `data` (nil: memory of its own) of `width` × `height` pixels, 8 bits a
    /// component, in `space` with the alpha and byte order `bitmapInfo` gives
    /// (`CGBitmapContextCreate`): every drawing call renders into the memory at once. Its base
    /// space is Core Graphics': pixels, origin bottom left, y up. Nil for a layout Mainline does
    /// not render (components of more than 8 bits, floats, packed pixels, an alpha that does not
    /// go with the space) or too few bytes a row.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow, space: space,
                  bitmapInfo: bitmapInfo, release: nil)
    }

    /// A bitmap context as `init(data:width:…)` makes, calling `releaseCallback` with
    /// `releaseInfo` and the data when the context is freed (`CGBitmapContextCreateWithData`).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32,
                             releaseCallback: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)?,
                             releaseInfo: UnsafeMutableRawPointer?) {
        let release = releaseCallback.map { callback in { callback(releaseInfo, data) } }
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow, space: space,
                  bitmapInfo: bitmapInfo, release: release)
    }

    private convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                              space: CGColorSpace, bitmapInfo: UInt32, release: (() -> Void)?) {
        guard width > 0, height > 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: nil, colorComponents: space.numberOfComponents,
                                       bitmapInfo: bitmapInfo) else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else { return nil }
        self.init(bitmap: BitmapMemory(width: width, height: height, bytesPerRow: rowBytes, layout: layout, space: space, pointer: data,
                                       release: release))
    }

    /// A bitmap context's memory (nil for other contexts).
    public var data: UnsafeMutableRawPointer? { bitmap?.pointer }

    /// Bytes from one row of a bitmap context's memory to the next (0 for other contexts).
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }

    /// Bits of each component of a bitmap context's pixels (8; 0 for other contexts).
    public var bitsPerComponent: Int { bitmap == nil ? 0 : 8 }

    /// Bits of a bitmap context's pixel (0 for other contexts).
    public var bitsPerPixel: Int { bitmap?.layout.bitsPerPixel ?? 0 }

    /// A bitmap context's colour space (nil for other contexts).
    public var colorSpace: CGColorSpace? { bitmap?.space }

    /// Where a bitmap context's alpha is (`.none` for other contexts).
    public var alphaInfo: CGImageAlphaInfo { bitmap?.layout.alpha ?? .none }

    /// A bitmap context's pixel layout.
    public var bitmapInfo: CGBitmapInfo { bitmap?.layout.bitmapInfo ?? CGBitmapInfo(rawValue: 0) }

    /// An image of the pixels drawn so far (`CGBitmapContextCreateImage`): a bitmap context's in
    /// its layout; a UIKit image context's or a view's at its pixel size, RGBA. Later drawing in
    /// the context does not change the image.
    public func makeImage() -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        if let bitmap {
            renderPending()
            let pixels = bitmap.read()
            return CGImage(width: width, height: height, layout: bitmap.layout, colorSpace: bitmap.space, source: .pixels(pixels))
        }
        return CGImage(width: width, height: height, layout: .rgba, colorSpace: CGColorSpaceCreateDeviceRGB(),
                       source: .drawing(self, count: paintCount))
    }
}
