import Foundation

/// An on/off switch: 51 × 31 points whatever frame it is given (UIKit: "UISwitch overrides
/// init(frame:) and enforces a size appropriate for the control"). A tap toggles it and sends
/// `.valueChanged`.
open class UISwitch: UIControl {
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }
    static let fixedSize = CGSize(width: 51, height: 31)
    var storedIsOn = false
    var storedOnTintColor: UIColor? = nil
    var storedThumbTintColor: UIColor? = nil
    var storedPreferredStyle: Style = Style.automatic
    var storedOnImage: UIImage?
    var storedOffImage: UIImage?
    var storedTitle: String?

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UISwitch initWithFrame:]"); defer { entry.end() }
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UISwitch initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    open var isOn: Bool {
        get { let entry = UIEntry("-[UISwitch isOn]", self); defer { entry.end() }; return storedIsOn }
        set { let entry = UIEntry("-[UISwitch setOn:]", self); defer { entry.end() }; storedIsOn = newValue; setNeedsDisplay() }
    }

    open func setOn(_ on: Bool, animated: Bool) {
        let entry = UIEntry("-[UISwitch setOn:animated:]", self); defer { entry.end() }
        storedIsOn = on
        setNeedsDisplay()
    }

    /// The track's colour when on (nil: `systemGreen`).
    open var onTintColor: UIColor? {
        get { let entry = UIEntry("-[UISwitch onTintColor]", self); defer { entry.end() }; return storedOnTintColor }
        set { let entry = UIEntry("-[UISwitch setOnTintColor:]", self); defer { entry.end() }; storedOnTintColor = newValue }
    }

    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        get { let entry = UIEntry("-[UISwitch thumbTintColor]", self); defer { entry.end() }; return storedThumbTintColor }
        set { let entry = UIEntry("-[UISwitch setThumbTintColor:]", self); defer { entry.end() }; storedThumbTintColor = newValue }
    }

    /// The style asked for.
    open var preferredStyle: Style {
        get { let entry = UIEntry("-[UISwitch preferredStyle]", self); defer { entry.end() }; return storedPreferredStyle }
        set { let entry = UIEntry("-[UISwitch setPreferredStyle:]", self); defer { entry.end() }; storedPreferredStyle = newValue }
    }

    /// The style in effect: a sliding switch on iPhone and iPad (a checkbox only on a Mac).
    open var style: Style {
        let entry = UIEntry("-[UISwitch style]", self); defer { entry.end() }
        return .sliding
    }

    /// An image on the track when on (no effect since iOS 7, as in UIKit: kept).
    open var onImage: UIImage? {
        get { let entry = UIEntry("-[UISwitch onImage]", self); defer { entry.end() }; return storedOnImage }
        set { let entry = UIEntry("-[UISwitch setOnImage:]", self); defer { entry.end() }; storedOnImage = newValue }
    }

    /// An image on the track when off (no effect since iOS 7: kept).
    open var offImage: UIImage? {
        get { let entry = UIEntry("-[UISwitch offImage]", self); defer { entry.end() }; return storedOffImage }
        set { let entry = UIEntry("-[UISwitch setOffImage:]", self); defer { entry.end() }; storedOffImage = newValue }
    }

    /// The title a checkbox switch shows beside it (a sliding switch shows none: kept).
    open var title: String? {
        get { let entry = UIEntry("-[UISwitch title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UISwitch setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UISwitch intrinsicContentSize]", self); defer { entry.end() }
        return UISwitch.fixedSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UISwitch sizeThatFits:]", self); defer { entry.end() }
        return UISwitch.fixedSize
    }

    override func touchUpInside(_ touch: UITouch) {
        storedIsOn.toggle()
        setNeedsDisplay()
        super.touchUpInside(touch)
        sendActions(for: .valueChanged)
    }
}

/// A progress bar: no intrinsic width, 4 points high.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }
    var storedProgress: Float = 0
    var storedProgressTintColor: UIColor? = nil
    var storedTrackTintColor: UIColor? = nil
    var storedProgressViewStyle: Style = Style.default
    var storedProgressImage: UIImage? = nil
    var storedTrackImage: UIImage? = nil
    var storedObservedProgress: Progress?
    var progressWatch: ScheduledWork?

    /// An image for the filled part of the bar (it takes the place of the tint).
    open var progressImage: UIImage? {
        get { let entry = UIEntry("-[UIProgressView progressImage]", self); defer { entry.end() }; return storedProgressImage }
        set { let entry = UIEntry("-[UIProgressView setProgressImage:]", self); defer { entry.end() }; storedProgressImage = newValue; setNeedsDisplay() }
    }

    /// An image for the unfilled part.
    open var trackImage: UIImage? {
        get { let entry = UIEntry("-[UIProgressView trackImage]", self); defer { entry.end() }; return storedTrackImage }
        set { let entry = UIEntry("-[UIProgressView setTrackImage:]", self); defer { entry.end() }; storedTrackImage = newValue; setNeedsDisplay() }
    }
    /// A `Progress` the bar follows: its `fractionCompleted` is read at every frame (on the
    /// simulation's clock) and becomes `progress`, until another is set or nil.
    open var observedProgress: Progress? {
        get { let entry = UIEntry("-[UIProgressView observedProgress]", self); defer { entry.end() }; return storedObservedProgress }
        set {
            let entry = UIEntry("-[UIProgressView setObservedProgress:]", self); defer { entry.end() }
            storedObservedProgress = newValue
            progressWatch?.cancel()
            progressWatch = nil
            guard let observed = newValue else { return }
            followObserved(observed)
            let interval = context.loop.timing.refreshInterval
            progressWatch = context.loop.scheduler.schedule(at: context.loop.clock.now + interval, repeating: interval, kind: .scheduledWork,
                                                            name: "UIProgressView observedProgress", isApp: false) { [weak self] in
                guard let self, let observed = self.storedObservedProgress else { return }
                self.followObserved(observed)
            }
        }
    }

    func followObserved(_ observed: Progress) {
        let fraction = Float(observed.fractionCompleted)
        guard !fraction.isNaN, fraction != storedProgress else { return }
        storedProgress = min(1, max(0, fraction))
        setNeedsDisplay()
    }


    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIProgressView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public init(progressViewStyle style: Style) {
        let entry = UIEntry("-[UIProgressView initWithProgressViewStyle:]"); defer { entry.end() }
        storedProgressViewStyle = style
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIProgressView initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The progress, kept within 0...1.
    open var progress: Float {
        get { let entry = UIEntry("-[UIProgressView progress]", self); defer { entry.end() }; return storedProgress }
        set { let entry = UIEntry("-[UIProgressView setProgress:]", self); defer { entry.end() }; if !newValue.isNaN { storedProgress = min(1, max(0, newValue)); setNeedsDisplay() } }
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        let entry = UIEntry("-[UIProgressView setProgress:animated:]", self); defer { entry.end() }
        if !progress.isNaN { storedProgress = min(1, max(0, progress)); setNeedsDisplay() }
    }

    /// The filled part's colour.
    open var progressTintColor: UIColor? {
        get { let entry = UIEntry("-[UIProgressView progressTintColor]", self); defer { entry.end() }; return storedProgressTintColor }
        set { let entry = UIEntry("-[UIProgressView setProgressTintColor:]", self); defer { entry.end() }; storedProgressTintColor = newValue }
    }

    /// The track's colour.
    open var trackTintColor: UIColor? {
        get { let entry = UIEntry("-[UIProgressView trackTintColor]", self); defer { entry.end() }; return storedTrackTintColor }
        set { let entry = UIEntry("-[UIProgressView setTrackTintColor:]", self); defer { entry.end() }; storedTrackTintColor = newValue }
    }

    /// The style.
    open var progressViewStyle: Style {
        get { let entry = UIEntry("-[UIProgressView progressViewStyle]", self); defer { entry.end() }; return storedProgressViewStyle }
        set { let entry = UIEntry("-[UIProgressView setProgressViewStyle:]", self); defer { entry.end() }; storedProgressViewStyle = newValue }
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIProgressView intrinsicContentSize]", self); defer { entry.end() }
        return CGSize(width: UIView.noIntrinsicMetric, height: 4)
    }
}

/// A spinner: 20 × 20 points (`.medium`) or 37 × 37 (`.large`). Hidden while stopped unless
/// `hidesWhenStopped` is false; `startAnimating()` shows it.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
        var isLarge: Bool { self == .large || self == .whiteLarge }
    }
    var storedStyle: Style
    var storedIsAnimating = false
    var storedColor: UIColor?
    var storedHidesWhenStopped: Bool = true

    public init(style: Style) {
        let entry = UIEntry("-[UIActivityIndicatorView initWithActivityIndicatorStyle:]"); defer { entry.end() }
        storedStyle = style
        let side: CGFloat = style.isLarge ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        storedIsHidden = true
    }

    /// A `.medium` indicator (UIKit's `init()` is `init(style: .medium)`), 20 × 20.
    public convenience init() {
        UIEntry.check("-[UIActivityIndicatorView init]")
        self.init(style: .medium)
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIActivityIndicatorView initWithFrame:]"); defer { entry.end() }
        storedStyle = .medium
        super.init(frame: frame)
        storedIsHidden = true
    }

    public required init(coder: NSCoder) {
        let entry = UIEntry("-[UIActivityIndicatorView initWithCoder:]"); defer { entry.end() }
        storedStyle = .medium
        super.init(coder: coder)!  // UIView's never fails
        if storedBounds.size == .zero { bounds = CGRect(x: 0, y: 0, width: 20, height: 20) }
        if storedHidesWhenStopped && !storedIsAnimating { storedIsHidden = true }
    }

    open var style: Style {
        get { let entry = UIEntry("-[UIActivityIndicatorView activityIndicatorViewStyle]", self); defer { entry.end() }; return storedStyle }
        set {
            let entry = UIEntry("-[UIActivityIndicatorView setActivityIndicatorViewStyle:]", self); defer { entry.end() }
            storedStyle = newValue
            // The spinner takes the new style's size (code that centres it relies on this).
            let side: CGFloat = newValue.isLarge ? 37 : 20
            bounds = CGRect(origin: storedBounds.origin, size: CGSize(width: side, height: side))
            invalidateIntrinsicContentSize()
        }
    }

    /// The spinner's colour (the style's default: gray, or white for the old white styles).
    open var color: UIColor! {
        get { let entry = UIEntry("-[UIActivityIndicatorView color]", self); defer { entry.end() }; return storedColor ?? (storedStyle == .white || storedStyle == .whiteLarge ? .white : .gray) }
        set { let entry = UIEntry("-[UIActivityIndicatorView setColor:]", self); defer { entry.end() }; storedColor = newValue }
    }

    open var isAnimating: Bool {
        let entry = UIEntry("-[UIActivityIndicatorView isAnimating]", self); defer { entry.end() }
        return storedIsAnimating
    }

    open func startAnimating() {
        let entry = UIEntry("-[UIActivityIndicatorView startAnimating]", self); defer { entry.end() }
        storedIsAnimating = true
        if storedHidesWhenStopped { isHidden = false }
    }

    open func stopAnimating() {
        let entry = UIEntry("-[UIActivityIndicatorView stopAnimating]", self); defer { entry.end() }
        storedIsAnimating = false
        if storedHidesWhenStopped { isHidden = true }
    }

    /// Whether the indicator hides while stopped (true by default).
    open var hidesWhenStopped: Bool {
        get { let entry = UIEntry("-[UIActivityIndicatorView hidesWhenStopped]", self); defer { entry.end() }; return storedHidesWhenStopped }
        set {
            let entry = UIEntry("-[UIActivityIndicatorView setHidesWhenStopped:]", self); defer { entry.end() }
            storedHidesWhenStopped = newValue
            // UIKit: "If hidesWhenStopped is false, the receiver is not hidden when animation stops."
            if !storedIsAnimating { isHidden = newValue }
        }
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIActivityIndicatorView intrinsicContentSize]", self); defer { entry.end() }
        let side: CGFloat = storedStyle.isLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }
}
