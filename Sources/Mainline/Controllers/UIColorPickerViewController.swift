import Foundation

/// Hears the colours the user selects in a colour picker and when they close it. Every method
/// is optional.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// The user selected `color`; `continuously` while dragging through colours (a last call
    /// with false ends the drag).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user selected a colour (iOS 14; deprecated in iOS 15, called when the method above
    /// is not implemented).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The user closed the picker.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        UIEntry.check("-[UIColorPickerViewControllerDelegate colorPickerViewController:didSelectColor:continuously:]")
        colorPickerViewControllerDidSelectColor(viewController)
    }
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        UIEntry.check("-[UIColorPickerViewControllerDelegate colorPickerViewControllerDidSelectColor:]")
    }
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        UIEntry.check("-[UIColorPickerViewControllerDelegate colorPickerViewControllerDidFinish:]")
    }
}

/// The system colour picker. Present it (as a popover or sheet); the user's choices are
/// scripted with `Simulation.pickColor(_:continuously:)`, which sets `selectedColor` (opaque
/// unless `supportsAlpha`) and tells the delegate, and `Simulation.closeColorPicker()`, which
/// dismisses the picker and then tells the delegate it finished. Setting `selectedColor` in
/// code tells no one, as in UIKit.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    weak var storedColorDelegate: UIColorPickerViewControllerDelegate?
    var storedSelectedColor: UIColor = .white
    var storedSupportsAlpha = true
    var storedSupportsEyedropper = true
    var storedMaximumLinearExposure: CGFloat = 1
    /// What a selection does besides telling the delegate (a colour well's picker updates the
    /// well).
    var onSelection: ((UIColor, Bool) -> Void)?
    var onFinish: (() -> Void)?

    /// A picker with white selected.
    public init() {
        UIEntry.check("-[UIColorPickerViewController init]")
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIColorPickerViewController initWithCoder:]")
        super.init(coder: coder)
    }

    /// The delegate (not retained).
    open weak var delegate: UIColorPickerViewControllerDelegate? {
        get { let entry = UIEntry("-[UIColorPickerViewController delegate]", self); defer { entry.end() }; return storedColorDelegate }
        set { let entry = UIEntry("-[UIColorPickerViewController setDelegate:]", self); defer { entry.end() }; storedColorDelegate = newValue }
    }

    /// The colour selected (white at first).
    open var selectedColor: UIColor {
        get { let entry = UIEntry("-[UIColorPickerViewController selectedColor]", self); defer { entry.end() }; return storedSelectedColor }
        set { let entry = UIEntry("-[UIColorPickerViewController setSelectedColor:]", self); defer { entry.end() }; storedSelectedColor = newValue }
    }

    /// Whether the user may pick translucent colours (true by default); without, picked
    /// colours are made opaque.
    open var supportsAlpha: Bool {
        get { let entry = UIEntry("-[UIColorPickerViewController supportsAlpha]", self); defer { entry.end() }; return storedSupportsAlpha }
        set { let entry = UIEntry("-[UIColorPickerViewController setSupportsAlpha:]", self); defer { entry.end() }; storedSupportsAlpha = newValue }
    }

    /// Whether the picker offers the eyedropper (true by default; kept).
    open var supportsEyedropper: Bool {
        get { let entry = UIEntry("-[UIColorPickerViewController supportsEyedropper]", self); defer { entry.end() }; return storedSupportsEyedropper }
        set { let entry = UIEntry("-[UIColorPickerViewController setSupportsEyedropper:]", self); defer { entry.end() }; storedSupportsEyedropper = newValue }
    }

    /// The brightest linear exposure the user may pick (1: standard range, the default; values
    /// below 1 are raised to 1). Picked colours' components are capped at it.
    open var maximumLinearExposure: CGFloat {
        get { let entry = UIEntry("-[UIColorPickerViewController maximumLinearExposure]", self); defer { entry.end() }; return storedMaximumLinearExposure }
        set { let entry = UIEntry("-[UIColorPickerViewController setMaximumLinearExposure:]", self); defer { entry.end() }; storedMaximumLinearExposure = max(1, newValue) }
    }

    // MARK: - The user's choices

    /// The colour a pick of `color` selects: opaque without alpha support, components within
    /// the exposure.
    func pickable(_ color: UIColor) -> UIColor {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
        let limit = storedMaximumLinearExposure
        let clamp = { (v: CGFloat) in min(limit, max(0, v)) }
        return UIColor(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: storedSupportsAlpha ? min(1, max(0, a)) : 1)
    }

    /// The user selected `color` (`continuously` while dragging): the selection changes, then
    /// the delegate hears it.
    func userSelected(_ color: UIColor, continuously: Bool) {
        let picked = pickable(color)
        storedSelectedColor = picked
        onSelection?(picked, continuously)
        guard let delegate = storedColorDelegate else { return }
        context.loop.span(.delegateCallback, "colorPickerViewController(_:didSelect:continuously:)", object: self) {
            delegate.colorPickerViewController(self, didSelect: picked, continuously: continuously)
        }
    }

    /// The user closed the picker: dismissed, then the delegate hears it.
    func userClosed() {
        let delegate = storedColorDelegate
        let context = self.context
        startDismissal(animated: true) { [weak self] in
            guard let self else { return }
            self.onFinish?()
            guard let delegate else { return }
            context.loop.span(.delegateCallback, "colorPickerViewControllerDidFinish(_:)", object: self) { delegate.colorPickerViewControllerDidFinish(self) }
        }
    }
}

/// Scripts for the colour picker on screen (the topmost one presented in the visible windows;
/// none is reported as a diagnostic), in the event phase of a frame.
extension Simulation {
    /// The user selects `color` in the colour picker on screen (`continuously`: as part of a
    /// drag through colours).
    public func pickColor(_ color: UIColor, continuously: Bool = false, after delay: TimeInterval = 0) {
        onTopmostColorPicker("color pick", after: delay) { $0.userSelected(color, continuously: continuously) }
    }

    /// The user closes the colour picker on screen.
    public func closeColorPicker(after delay: TimeInterval = 0) {
        onTopmostColorPicker("color picker close", after: delay) { $0.userClosed() }
    }

    private func onTopmostColorPicker(_ name: String, after delay: TimeInterval, _ body: @escaping (UIColorPickerViewController) -> Void) {
        let context = self.context
        input(after: delay, name) { _ in
            for root in context.app.visibleRootControllers.reversed() {
                if let found = root.presentationChain.reversed().compactMap({ $0 as? UIColorPickerViewController })
                    .first(where: { !$0.transitionFlags.isBeingDismissed }) {
                    return body(found)
                }
            }
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: \(name): no UIColorPickerViewController is on screen.", in: context)
        }
    }
}
