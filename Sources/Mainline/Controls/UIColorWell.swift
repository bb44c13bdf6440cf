import Foundation

/// A control showing a colour that, tapped, presents the system colour picker (UIKit's
/// `UIColorWell`): from the controller whose view holds the well (its topmost presented one).
/// A colour the user picks there becomes `selectedColor` and the well sends `.valueChanged`;
/// setting `selectedColor` in code sends nothing. The picker takes the well's `title`, alpha,
/// eyedropper and exposure settings.
open class UIColorWell: UIControl {
    var storedTitle: String?
    var storedSupportsAlpha = true
    var storedSelectedColor: UIColor?
    var storedSupportsEyedropper = true
    var storedMaximumLinearExposure: CGFloat = 1
    /// The picker the well presented, while it is up.
    weak var presentedPicker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIColorWell initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIColorWell initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The title of the picker the well presents.
    open var title: String? {
        get { let entry = UIEntry("-[UIColorWell title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UIColorWell setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    /// Whether translucent colours may be picked (true by default).
    open var supportsAlpha: Bool {
        get { let entry = UIEntry("-[UIColorWell supportsAlpha]", self); defer { entry.end() }; return storedSupportsAlpha }
        set { let entry = UIEntry("-[UIColorWell setSupportsAlpha:]", self); defer { entry.end() }; storedSupportsAlpha = newValue }
    }

    /// The colour shown (nil at first).
    open var selectedColor: UIColor? {
        get { let entry = UIEntry("-[UIColorWell selectedColor]", self); defer { entry.end() }; return storedSelectedColor }
        set { let entry = UIEntry("-[UIColorWell setSelectedColor:]", self); defer { entry.end() }; storedSelectedColor = newValue }
    }

    /// Whether the picker offers the eyedropper (true by default).
    open var supportsEyedropper: Bool {
        get { let entry = UIEntry("-[UIColorWell supportsEyedropper]", self); defer { entry.end() }; return storedSupportsEyedropper }
        set { let entry = UIEntry("-[UIColorWell setSupportsEyedropper:]", self); defer { entry.end() }; storedSupportsEyedropper = newValue }
    }

    /// The brightest linear exposure that may be picked (1 by default; at least 1).
    open var maximumLinearExposure: CGFloat {
        get { let entry = UIEntry("-[UIColorWell maximumLinearExposure]", self); defer { entry.end() }; return storedMaximumLinearExposure }
        set { let entry = UIEntry("-[UIColorWell setMaximumLinearExposure:]", self); defer { entry.end() }; storedMaximumLinearExposure = max(1, newValue) }
    }

    override func touchUpInside(_ touch: UITouch) {
        super.touchUpInside(touch)
        presentPicker()
    }

    /// Presents a picker set up from the well over the topmost controller above the well's.
    func presentPicker() {
        guard presentedPicker == nil else { return }
        var view: UIView? = self
        while let current = view, current.owningViewController == nil { view = current.storedSuperview }
        guard let owner = view?.owningViewController, let presenter = owner.presentationChain.last else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: UIColorWell: no view controller holds the well to present the color picker from.", in: context)
            return
        }
        let picker = UIColorPickerViewController()
        picker.storedSelectedColor = storedSelectedColor ?? .white
        picker.storedSupportsAlpha = storedSupportsAlpha
        picker.storedSupportsEyedropper = storedSupportsEyedropper
        picker.storedMaximumLinearExposure = storedMaximumLinearExposure
        picker.title = storedTitle
        picker.onSelection = { [weak self] color, _ in
            guard let self else { return }
            self.storedSelectedColor = color
            self.sendActions(for: .valueChanged)
        }
        presentedPicker = picker
        presenter.present(picker, animated: true)
    }
}
