import Foundation

extension UIImage {
    /// The pixels to encode: the stored ones (not turned by `imageOrientation`, as UIKit's PNG
    /// encoding keeps them), or a transparent image of the pixel size for an image without
    /// pixels of its own.
    private var encodedPixels: PixelBuffer? {
        guard let image = cgImage, image.width > 0, image.height > 0 else { return nil }
        return image.pixels()
    }

    /// The image as PNG data (`UIImagePNGRepresentation`): its pixels, RGB when opaque, RGBA
    /// otherwise; nil for an empty or animated image.
    public func pngData() -> Data? {
        encodedPixels.map(PNGCodec.encode)
    }

    /// The image as baseline JPEG data at `compressionQuality` (0: smallest, 1: best;
    /// `UIImageJPEGRepresentation`): its pixels over black (JPEG has no alpha); nil for an empty
    /// or animated image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encodedPixels.map { JPEGCodec.encode($0, quality: min(1, max(0, compressionQuality))) }
    }

    /// The image as HEIC data: nil, as UIKit answers where no HEIC encoder is available (Linux
    /// has none).
    public func heicData() -> Data? { nil }
}
