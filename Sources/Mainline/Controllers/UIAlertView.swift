import Foundation

/// The alert view's delegate (optional methods).
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: AnyObject {
    /// The user tapped the button at `buttonIndex` (before the alert goes away).
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    /// The system cancelled the alert.
    func alertViewCancel(_ alertView: UIAlertView)
    /// The alert is about to show.
    func willPresent(_ alertView: UIAlertView)
    /// The alert showed.
    func didPresent(_ alertView: UIAlertView)
    /// The alert is about to go away after a tap on `buttonIndex`.
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
    /// The alert went away.
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
    /// Whether the first button after the cancel button is enabled (asked as text changes).
    func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool
}

extension UIAlertViewDelegate {
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    public func alertViewCancel(_ alertView: UIAlertView) {}
    public func willPresent(_ alertView: UIAlertView) {}
    public func didPresent(_ alertView: UIAlertView) {}
    public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    public func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool { true }
}

/// An alert (deprecated in UIKit since iOS 8, for `UIAlertController`; kept for the apps that
/// still use it). `show()` presents it as UIKit does today — an alert controller over the key
/// window's topmost controller, so `Simulation.tapAlertAction(_:)` taps its buttons — and a tap
/// tells the delegate `clickedButtonAt`, `willDismissWithButtonIndex` and, once it is gone,
/// `didDismissWithButtonIndex`. The cancel button is listed first, as UIKit lists it.
open class UIAlertView: UIView {
    /// Whether the alert has text fields.
    public enum Style: Int, Sendable { case `default`, secureTextInput, plainTextInput, loginAndPasswordInput }

    var storedTitle = ""
    var storedMessage: String?
    weak var storedDelegate: UIAlertViewDelegate?
    var buttonTitles: [String] = []
    var storedCancelButtonIndex = -1
    var storedStyle = Style.default
    /// The controller showing the alert (made on show, or when a text field is asked for).
    var controller: LegacyAlertController?

    /// An alert with a title, a message, a cancel button and other buttons.
    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?,
                            otherButtonTitles: String...) {
        self.init(frame: .zero)
        let entry = UIEntry("-[UIAlertView initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:]", self); defer { entry.end() }
        storedTitle = title ?? ""
        storedMessage = message
        storedDelegate = delegate as? UIAlertViewDelegate
        if let cancelButtonTitle {
            buttonTitles.append(cancelButtonTitle)
            storedCancelButtonIndex = 0
        }
        buttonTitles += otherButtonTitles
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIAlertView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIAlertView initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The delegate.
    open weak var delegate: AnyObject? {
        get { let entry = UIEntry("-[UIAlertView delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIAlertView setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue as? UIAlertViewDelegate }
    }
    /// The title.
    open var title: String {
        get { let entry = UIEntry("-[UIAlertView title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UIAlertView setTitle:]", self); defer { entry.end() }; storedTitle = newValue; controller?.title = newValue }
    }
    /// The message.
    open var message: String? {
        get { let entry = UIEntry("-[UIAlertView message]", self); defer { entry.end() }; return storedMessage }
        set { let entry = UIEntry("-[UIAlertView setMessage:]", self); defer { entry.end() }; storedMessage = newValue; controller?.message = newValue }
    }
    /// The index of the cancel button (-1: none).
    open var cancelButtonIndex: Int {
        get { let entry = UIEntry("-[UIAlertView cancelButtonIndex]", self); defer { entry.end() }; return storedCancelButtonIndex }
        set { let entry = UIEntry("-[UIAlertView setCancelButtonIndex:]", self); defer { entry.end() }; storedCancelButtonIndex = newValue }
    }
    /// The index of the first button that is not the cancel button (-1: none).
    open var firstOtherButtonIndex: Int {
        let entry = UIEntry("-[UIAlertView firstOtherButtonIndex]", self); defer { entry.end() }
        return buttonTitles.indices.first { $0 != storedCancelButtonIndex } ?? -1
    }
    /// How many buttons there are.
    open var numberOfButtons: Int {
        let entry = UIEntry("-[UIAlertView numberOfButtons]", self); defer { entry.end() }
        return buttonTitles.count
    }
    /// Whether the alert is on screen.
    open var isVisible: Bool {
        let entry = UIEntry("-[UIAlertView isVisible]", self); defer { entry.end() }
        return controller?.storedPresentingViewController != nil
    }
    /// Which text fields the alert has.
    open var alertViewStyle: Style {
        get { let entry = UIEntry("-[UIAlertView alertViewStyle]", self); defer { entry.end() }; return storedStyle }
        set { let entry = UIEntry("-[UIAlertView setAlertViewStyle:]", self); defer { entry.end() }; storedStyle = newValue }
    }

    /// Adds a button; returns its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        let entry = UIEntry("-[UIAlertView addButtonWithTitle:]", self); defer { entry.end() }
        buttonTitles.append(title ?? "")
        return buttonTitles.count - 1
    }

    /// The title of the button at `buttonIndex` (nil outside the buttons).
    open func buttonTitle(at buttonIndex: Int) -> String? {
        let entry = UIEntry("-[UIAlertView buttonTitleAtIndex:]", self); defer { entry.end() }
        return buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
    }

    /// The text field at `textFieldIndex` for the style (0, and 1 for the password of
    /// `.loginAndPasswordInput`); nil for `.default` or outside them.
    open func textField(at textFieldIndex: Int) -> UITextField? {
        let entry = UIEntry("-[UIAlertView textFieldAtIndex:]", self); defer { entry.end() }
        let fields = makeController().textFields ?? []
        return fields.indices.contains(textFieldIndex) ? fields[textFieldIndex] : nil
    }

    /// Shows the alert over the key window's topmost presented controller.
    open func show() {
        let entry = UIEntry("-[UIAlertView show]", self); defer { entry.end() }
        let alert = makeController()
        let app = context.app
        guard alert.storedPresentingViewController == nil,
              let root = (app.windows.first { $0.storedIsKeyWindow && !$0.storedIsHidden } ?? app.windows.first { !$0.storedIsHidden })?.storedRootViewController,
              let top = root.presentationChain.last else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: UIAlertView.show(): no visible window with a root view controller to present it from.", in: context)
            return
        }
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "willPresent(_:)", object: self) { delegate.willPresent(self) }
        }
        top.present(alert, animated: true) { [weak self] in
            guard let self, let delegate = self.storedDelegate else { return }
            self.context.loop.span(.delegateCallback, "didPresent(_:)", object: self) { delegate.didPresent(self) }
        }
    }

    /// Dismisses the alert as if the button at `buttonIndex` were tapped (the delegate hears
    /// `willDismiss`/`didDismiss`, not `clickedButtonAt`).
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        let entry = UIEntry("-[UIAlertView dismissWithClickedButtonIndex:animated:]", self); defer { entry.end() }
        guard let alert = controller, alert.storedPresentingViewController != nil else { return }
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "alertView(_:willDismissWithButtonIndex:)", object: self) { delegate.alertView(self, willDismissWithButtonIndex: buttonIndex) }
        }
        alert.dismiss(animated: animated) { [weak self] in self?.didDismiss(buttonIndex) }
    }

    func makeController() -> LegacyAlertController {
        if let controller { return controller }
        let alert = LegacyAlertController(title: storedTitle, message: storedMessage, preferredStyle: .alert)
        alert.legacyAlert = self
        switch storedStyle {
        case .default: break
        case .plainTextInput: alert.addTextField()
        case .secureTextInput: alert.addTextField { $0.isSecureTextEntry = true }
        case .loginAndPasswordInput:
            alert.addTextField()
            alert.addTextField { $0.isSecureTextEntry = true }
        }
        for (index, title) in buttonTitles.enumerated() {
            alert.addAction(UIAlertAction(title: title, style: index == storedCancelButtonIndex ? .cancel : .default) { [weak self] _ in
                self?.didDismiss(index)
            })
        }
        controller = alert
        return alert
    }

    /// A button was tapped: the delegate hears of it before the alert goes away.
    func willDismissAfterTap(_ index: Int) {
        guard let delegate = storedDelegate else { return }
        context.loop.span(.delegateCallback, "alertView(_:clickedButtonAt:)", object: self) { delegate.alertView(self, clickedButtonAt: index) }
        context.loop.span(.delegateCallback, "alertView(_:willDismissWithButtonIndex:)", object: self) { delegate.alertView(self, willDismissWithButtonIndex: index) }
    }

    func didDismiss(_ index: Int) {
        controller = nil
        guard let delegate = storedDelegate else { return }
        context.loop.span(.delegateCallback, "alertView(_:didDismissWithButtonIndex:)", object: self) { delegate.alertView(self, didDismissWithButtonIndex: index) }
    }
}

/// The alert controller a `UIAlertView` shows: a tap tells the alert view's delegate first.
final class LegacyAlertController: UIAlertController {
    weak var legacyAlert: UIAlertView?

    override func userTapped(_ action: UIAlertAction) {
        if action.storedIsEnabled, tappedAction == nil, storedPresentingViewController != nil,
           let index = storedActions.firstIndex(where: { $0 === action }) {
            legacyAlert?.willDismissAfterTap(index)
        }
        super.userTapped(action)
    }
}
