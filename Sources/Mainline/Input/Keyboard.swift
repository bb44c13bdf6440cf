import Foundation

// The software keyboard: UIKit's notifications and their user-info keys, the keyboard layout
// guide, and scripts that show and hide it. A text field or text view that becomes first
// responder shows it; `sim.showKeyboard(height:)` and `sim.hideKeyboard()` do it directly.
//
// Showing posts willChangeFrame, then willShow, with the frames, a 0.25-second duration and
// animation curve 7; the layout guide moves at once (its layout comes in the next commit, the
// frames until the animation ends count as animation frames), and 0.25 seconds later come
// didChangeFrame and didShow. Hiding mirrors it. (Order and values as observed on devices.)
// The notifications' object is the simulation's screen (iOS 16 and later post them with the
// screen), so an observer can keep to one simulation of several in a process.

extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change (an `NSValue` holding a screen-coordinate `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (an `NSValue` holding a screen-coordinate `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve (an `NSNumber`; 7, the keyboard's own curve).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` Bool).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

/// A layout guide that tracks the keyboard: its top is the keyboard's top where the keyboard
/// covers the view, and otherwise the top of the bottom safe area (or the view's bottom when
/// `usesBottomSafeArea` is false). It reaches the view's bottom edge.
open class UIKeyboardLayoutGuide: UILayoutGuide {
    var storedFollowsUndockedKeyboard = false
    var storedUsesBottomSafeArea = true

    /// Whether an undocked keyboard moves the guide (false: only a docked one does).
    open var followsUndockedKeyboard: Bool {
        get { let entry = UIEntry("-[UIKeyboardLayoutGuide followsUndockedKeyboard]", self); defer { entry.end() }; return storedFollowsUndockedKeyboard }
        set { let entry = UIEntry("-[UIKeyboardLayoutGuide setFollowsUndockedKeyboard:]", self); defer { entry.end() }; storedFollowsUndockedKeyboard = newValue }
    }

    /// Whether, with no keyboard, the guide covers the bottom safe area (true) or has no height.
    open var usesBottomSafeArea: Bool {
        get { let entry = UIEntry("-[UIKeyboardLayoutGuide usesBottomSafeArea]", self); defer { entry.end() }; return storedUsesBottomSafeArea }
        set {
            let entry = UIEntry("-[UIKeyboardLayoutGuide setUsesBottomSafeArea:]", self); defer { entry.end() }
            storedUsesBottomSafeArea = newValue
            if let view = storedOwningView { LayoutEngine.guidesInsetsChanged(view) }
        }
    }

    /// The guide's insets from its view's edges.
    func insets(in view: UIView) -> UIEdgeInsets {
        let height = view.storedBounds.height
        var covered = storedUsesBottomSafeArea ? view.computedSafeAreaInsets.bottom : 0
        if let keyboard = view.context.app.keyboardFrame, let window = view.storedWindow {
            let inWindow = view.convert(view.storedBounds, to: window)
            covered = max(covered, inWindow.maxY - keyboard.minY)
        }
        return UIEdgeInsets(top: max(0, height - max(0, covered)), left: 0, bottom: 0, right: 0)
    }
}

extension UIView {
    /// The guide that tracks the keyboard (made on first use).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let entry = UIEntry("-[UIView keyboardLayoutGuide]", self); defer { entry.end() }
        if let guide = storedKeyboardGuide { return guide }
        let guide = installSystemGuide(UIKeyboardLayoutGuide(), "UIViewKeyboardLayoutGuide", .keyboard)
        storedKeyboardGuide = guide
        return guide
    }
}

extension UIView {
    /// The keyboard appeared, moved or left while this text input is first responder: the input
    /// places its caret and selection again, so it needs layout, and so do the views whose
    /// layout applies its frame — with Auto Layout, each superview up to the first view that
    /// is not placed by constraints (a controller's root view), whose controller then hears
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` (seed 004: "当呼出键盘后,
    /// viewWillLayoutSubview viewDidLayoutSubviews 将会被调用").
    func layOutForKeyboardChange() {
        markNeedsLayout()
        var view: UIView = self
        while !view.storedTranslatesAutoresizingMask, let superview = view.storedSuperview {
            superview.markNeedsLayout()
            view = superview
        }
    }
}

extension Simulation {
    /// The keyboard's height on a phone in portrait with the predictive bar (336 points on a
    /// 390 × 844-point phone, home indicator area included).
    nonisolated public static let defaultKeyboardHeight: CGFloat = 336

    /// Shows the software keyboard (or changes its height), as a text input becoming first
    /// responder does.
    public func showKeyboard(height: CGFloat = Simulation.defaultKeyboardHeight, after delay: TimeInterval = 0) {
        let height = height.isFinite ? max(0, height) : Simulation.defaultKeyboardHeight
        let context = self.context
        input(after: delay, "keyboard") { _ in context.setKeyboard(height: height) }
    }

    /// Hides the software keyboard.
    public func hideKeyboard(after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "keyboard") { _ in context.setKeyboard(height: nil) }
    }
}

extension UIResponder {
    /// A text input became first responder: the keyboard shows (if it is not already).
    func showKeyboardForTextInput() {
        guard let context = responderContext, context.app.keyboardFrame == nil else { return }
        context.setKeyboard(height: Simulation.defaultKeyboardHeight, for: self)
    }

    /// A text input resigned: the keyboard hides unless another text input took over.
    func hideKeyboardAfterTextInput() {
        guard let context = responderContext, context.app.keyboardFrame != nil, !context.app.textInputHandoff else { return }
        context.setKeyboard(height: nil, for: self)
    }
}
