import Foundation

/// An image: only its size matters to layout (no pixels are loaded).
public final class UIImage: @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    public let scale: CGFloat

    /// An image of the given point size.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }
}

/// A view that shows an image; the image's size is its intrinsic content size.
open class UIImageView: UIView {
    var storedImage: UIImage?

    public init(image: UIImage?) {
        let entry = UIEntry("-[UIImageView initWithImage:]"); defer { entry.end() }
        storedImage = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIImageView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIImageView initWithCoder:]"); defer { entry.end() }
        return nil
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

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIImageView intrinsicContentSize]", self); defer { entry.end() }
        return storedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UIImageView sizeThatFits:]", self); defer { entry.end() }
        return storedImage?.size ?? .zero
    }

    open override func draw(_ rect: CGRect) { UIEntry.check("-[UIImageView drawRect:]", self) }
}
