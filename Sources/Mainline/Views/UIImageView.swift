import Foundation

/// A view that shows an image; the image's size is its intrinsic content size.
open class UIImageView: UIView {
    var storedImage: UIImage?
    var storedHighlightedImage: UIImage?
    var storedPreferredSymbolConfiguration: UIImage.SymbolConfiguration?
    var storedIsHighlighted = false
    var storedAnimationImages: [UIImage]?
    var storedAnimationDuration: TimeInterval = 0
    var storedAnimationRepeatCount = 0
    var storedIsAnimating = false
    var storedHighlightedAnimationImages: [UIImage]?
    var storedPreferredImageDynamicRange = UIImage.DynamicRange.unspecified

    public init(image: UIImage?) {
        let entry = UIEntry("-[UIImageView initWithImage:]"); defer { entry.end() }
        storedImage = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        storedIsUserInteractionEnabled = false  // UIKit's default for image views
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted (sized to `image`).
    public init(image: UIImage?, highlightedImage: UIImage?) {
        let entry = UIEntry("-[UIImageView initWithImage:highlightedImage:]"); defer { entry.end() }
        storedImage = image
        storedHighlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        storedIsUserInteractionEnabled = false
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

    /// The images cycled while highlighted and animating (`animationImages` when nil).
    open var highlightedAnimationImages: [UIImage]? {
        get { let entry = UIEntry("-[UIImageView highlightedAnimationImages]", self); defer { entry.end() }; return storedHighlightedAnimationImages }
        set { let entry = UIEntry("-[UIImageView setHighlightedAnimationImages:]", self); defer { entry.end() }; storedHighlightedAnimationImages = newValue }
    }

    /// The dynamic range the view would like its image shown in (unspecified: the trait's).
    open var preferredImageDynamicRange: UIImage.DynamicRange {
        get { let entry = UIEntry("-[UIImageView preferredImageDynamicRange]", self); defer { entry.end() }; return storedPreferredImageDynamicRange }
        set { let entry = UIEntry("-[UIImageView setPreferredImageDynamicRange:]", self); defer { entry.end() }; storedPreferredImageDynamicRange = newValue }
    }

    /// The dynamic range the image is shown in: the preferred one, limited to what the traits
    /// allow (standard when they say nothing, as on a display without HDR headroom).
    open var imageDynamicRange: UIImage.DynamicRange {
        let entry = UIEntry("-[UIImageView imageDynamicRange]", self); defer { entry.end() }
        let allowed = traitCollection.imageDynamicRange == .unspecified ? .standard : traitCollection.imageDynamicRange
        let preferred = storedPreferredImageDynamicRange == .unspecified ? .standard : storedPreferredImageDynamicRange
        return preferred.rawValue <= allowed.rawValue ? preferred : allowed
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

    /// Starts cycling through `animationImages` (`highlightedAnimationImages` while
    /// highlighted, when set; nothing to do without images).
    open func startAnimating() {
        let entry = UIEntry("-[UIImageView startAnimating]", self); defer { entry.end() }
        let images = storedIsHighlighted ? (storedHighlightedAnimationImages ?? storedAnimationImages) : storedAnimationImages
        storedIsAnimating = !(images ?? []).isEmpty
    }

    open func stopAnimating() {
        let entry = UIEntry("-[UIImageView stopAnimating]", self); defer { entry.end() }
        storedIsAnimating = false
    }

    open var isAnimating: Bool {
        let entry = UIEntry("-[UIImageView isAnimating]", self); defer { entry.end() }
        return storedIsAnimating
    }

    /// The image on screen: the highlighted one while highlighted, if there is one; a symbol
    /// image with `preferredSymbolConfiguration` applied (its size follows the configuration's).
    var shownImage: UIImage? {
        let image = storedIsHighlighted ? storedHighlightedImage ?? storedImage : storedImage
        guard let image, image.isSymbolImage, let configuration = storedPreferredSymbolConfiguration else { return image }
        return image.applyingSymbolConfiguration(configuration) ?? image
    }

    /// The configuration symbol images take when this view shows them (on top of the image's
    /// own); nil: the image's. Other images ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        get {
            let entry = UIEntry("-[UIImageView preferredSymbolConfiguration]", self); defer { entry.end() }
            return storedPreferredSymbolConfiguration
        }
        set {
            let entry = UIEntry("-[UIImageView setPreferredSymbolConfiguration:]", self); defer { entry.end() }
            storedPreferredSymbolConfiguration = newValue
            guard storedImage?.isSymbolImage == true || storedHighlightedImage?.isSymbolImage == true else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

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
