import Foundation

/// How severe an alert is (it matters on Mac Catalyst; kept).
public enum UIAlertControllerSeverity: Int, Sendable {
    case `default` = 0
    case critical = 1
}

/// An alert or an action sheet: a title, a message, text fields (alerts only) and buttons, one
/// per `UIAlertAction`. Present it with `present(_:animated:completion:)`: an alert fades in over
/// the presenter (which stays on screen and hears nothing), an action sheet rises from the
/// bottom (on a phone a popover adapts to it). The buttons are real `UIButton`s laid out as
/// UIKit lays them out — two actions side by side with the cancel action first, more in a
/// column with the cancel action last, an action sheet's cancel button apart at the bottom — so
/// a tap at a button's place taps it; `Simulation.tapAlertAction(_:)` taps one by its title. A
/// tapped action dismisses the alert, then its handler runs (UIKit runs it after the dismissal).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert (in the middle of the screen) or an action sheet (at the bottom).
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    var storedMessage: String?
    var storedPreferredStyle = Style.alert
    var storedActions: [UIAlertAction] = []
    var storedTextFields: [UITextField] = []
    weak var storedPreferredAction: UIAlertAction?
    var storedSeverity = UIAlertControllerSeverity.default
    /// The action whose tap is dismissing the alert.
    var tappedAction: UIAlertAction?

    /// An alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        let entry = UIEntry("+[UIAlertController alertControllerWithTitle:message:preferredStyle:]", self); defer { entry.end() }
        storedTitle = title
        storedMessage = message
        storedPreferredStyle = preferredStyle
        storedModalPresentationStyle = preferredStyle == .alert ? .custom : .popover
        storedModalTransitionStyle = preferredStyle == .alert ? .crossDissolve : .coverVertical
    }

    public override init(nibName: String?, bundle: Bundle?) {
        UIEntry.check("-[UIAlertController initWithNibName:bundle:]")
        super.init(nibName: nibName, bundle: bundle)
        storedModalPresentationStyle = .custom
        storedModalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIAlertController initWithCoder:]")
        super.init(coder: coder)
        storedModalPresentationStyle = .custom
    }

    /// The message under the title.
    open var message: String? {
        get { let entry = UIEntry("-[UIAlertController message]", self); defer { entry.end() }; return storedMessage }
        set {
            let entry = UIEntry("-[UIAlertController setMessage:]", self); defer { entry.end() }
            storedMessage = newValue
            (storedView as? AlertView)?.contentChanged()
        }
    }

    /// An alert or an action sheet.
    open var preferredStyle: Style {
        let entry = UIEntry("-[UIAlertController preferredStyle]", self); defer { entry.end() }
        return storedPreferredStyle
    }

    /// The actions, in the order they were added.
    open var actions: [UIAlertAction] {
        let entry = UIEntry("-[UIAlertController actions]", self); defer { entry.end() }
        return storedActions
    }

    /// Adds a button. A second cancel action is refused (UIKit throws).
    open func addAction(_ action: UIAlertAction) {
        let entry = UIEntry("-[UIAlertController addAction:]", self); defer { entry.end() }
        if action.storedStyle == .cancel, storedActions.contains(where: { $0.storedStyle == .cancel }) {
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: UIAlertController can only have one action with a style of UIAlertActionStyleCancel (UIKit throws \
            NSInternalInconsistencyException); "\(action.storedTitle ?? "")" is not added.
            """, in: context)
            return
        }
        action.alertController = self
        storedActions.append(action)
        (storedView as? AlertView)?.contentChanged()
    }

    /// The action the Return key performs, shown bold (it must be one of `actions`).
    open var preferredAction: UIAlertAction? {
        get { let entry = UIEntry("-[UIAlertController preferredAction]", self); defer { entry.end() }; return storedPreferredAction }
        set {
            let entry = UIEntry("-[UIAlertController setPreferredAction:]", self); defer { entry.end() }
            if let newValue, !storedActions.contains(where: { $0 === newValue }) {
                DiagnosticCenter.report(.viewControllerMisuse, """
                Mainline: UIAlertController's preferredAction must be one of its actions (UIKit throws); the call is ignored.
                """, in: context)
                return
            }
            storedPreferredAction = newValue
            (storedView as? AlertView)?.contentChanged()
        }
    }

    /// Adds a text field below the message, configured by `configurationHandler` (alerts only:
    /// UIKit throws for an action sheet).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let entry = UIEntry("-[UIAlertController addTextFieldWithConfigurationHandler:]", self); defer { entry.end() }
        guard storedPreferredStyle == .alert else {
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert (UIKit throws \
            NSInternalInconsistencyException); the text field is not added.
            """, in: context)
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        storedTextFields.append(field)
        configurationHandler?(field)
        field.addAction(UIAction { [weak self] _ in self?.returnPressed() }, for: .editingDidEndOnExit)
        (storedView as? AlertView)?.contentChanged()
    }

    /// The text fields, in order (nil when there are none).
    open var textFields: [UITextField]? {
        let entry = UIEntry("-[UIAlertController textFields]", self); defer { entry.end() }
        return storedTextFields.isEmpty ? nil : storedTextFields
    }

    /// How severe the alert is (kept).
    open var severity: UIAlertControllerSeverity {
        get { let entry = UIEntry("-[UIAlertController severity]", self); defer { entry.end() }; return storedSeverity }
        set { let entry = UIEntry("-[UIAlertController setSeverity:]", self); defer { entry.end() }; storedSeverity = newValue }
    }

    /// The title above the message.
    open override var title: String? {
        get { let entry = UIEntry("-[UIAlertController title]", self); defer { entry.end() }; return storedTitle }
        set {
            let entry = UIEntry("-[UIAlertController setTitle:]", self); defer { entry.end() }
            storedTitle = newValue
            (storedView as? AlertView)?.contentChanged()
        }
    }

    open override func loadView() {
        let entry = UIEntry("-[UIAlertController loadView]", self); defer { entry.end() }
        let view = AlertView(frame: UIScreen.main.bounds)
        view.alertController = self
        self.view = view
    }

    // MARK: - Taps

    /// The user tapped `action`'s button: the alert is dismissed, then the handler runs.
    func userTapped(_ action: UIAlertAction) {
        guard action.storedIsEnabled, tappedAction == nil, storedPresentingViewController != nil,
              !transitionFlags.isBeingPresented, !transitionFlags.isBeingDismissed else { return }
        tappedAction = action
        let context = self.context
        startDismissal(animated: true) { [weak self] in
            self?.tappedAction = nil
            guard let handler = action.handler else { return }
            context.loop.span(.actionHandler, "UIAlertAction handler", object: self, isApp: true) { handler(action) }
        }
    }

    /// Return in a text field performs the preferred action.
    func returnPressed() {
        if let action = storedPreferredAction { userTapped(action) }
    }

    func actionEnablingChanged(_ action: UIAlertAction) {
        (storedView as? AlertView)?.contentChanged()
    }

    /// The button of the action titled `title` (nil when there is none).
    func button(titled title: String) -> AlertActionButton? {
        _ = loadedView
        return (storedView as? AlertView)?.buttons.first { $0.action?.storedTitle == title }
    }
}

/// An alert's button: it taps its action.
final class AlertActionButton: UIButton {
    weak var action: UIAlertAction?
}

/// An alert controller's view: a dimming view filling the window, with the alert's box in the
/// middle (an alert, 270 points wide) or at the bottom (an action sheet, 8 points from the
/// edges and the safe area), its labels, text fields and buttons laid out in it.
final class AlertView: UIView {
    weak var alertController: UIAlertController?
    let box = UIView()
    let cancelBox = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    var buttons: [AlertActionButton] = []

    static let alertWidth: CGFloat = 270
    static let buttonHeight: CGFloat = 44
    static let actionSheetButtonHeight: CGFloat = 57

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        box.backgroundColor = .systemBackground
        box.layer.cornerRadius = 14
        cancelBox.backgroundColor = .systemBackground
        cancelBox.layer.cornerRadius = 14
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        addSubview(box)
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// Title, message, fields or actions changed: the content is made again.
    func contentChanged() {
        guard let alert = alertController else { return }
        titleLabel.text = alert.storedTitle
        messageLabel.text = alert.storedMessage
        for field in alert.storedTextFields where field.superview !== box { box.addSubview(field) }
        for button in buttons { button.removeFromSuperview() }
        buttons = alert.storedActions.map { action in
            let button = AlertActionButton(type: .system)
            button.action = action
            button.setTitle(action.storedTitle, for: .normal)
            button.titleLabel?.font = action === alert.storedPreferredAction || action.storedStyle == .cancel && alert.storedPreferredStyle == .actionSheet
                ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            button.setTitleColor(action.storedStyle == .destructive ? .systemRed : .systemBlue, for: .normal)
            button.isEnabled = action.storedIsEnabled
            button.addAction(UIAction { [weak alert, weak action] _ in
                guard let alert, let action else { return }
                alert.userTapped(action)
            }, for: .touchUpInside)
            return button
        }
        let sheet = alert.storedPreferredStyle == .actionSheet
        if sheet, cancelBox.superview == nil, alert.storedActions.contains(where: { $0.storedStyle == .cancel }) { addSubview(cancelBox) }
        for button in buttons {
            (sheet && button.action?.storedStyle == .cancel ? cancelBox : box).addSubview(button)
        }
        backgroundColor = UIColor(white: 0, alpha: sheet ? 0.4 : 0.2)
        setNeedsLayout()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, buttons.count != alertController?.storedActions.count ?? 0 || titleLabel.text != alertController?.storedTitle {
            contentChanged()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let alert = alertController else { return }
        if buttons.count != alert.storedActions.count { contentChanged() }
        if alert.storedPreferredStyle == .alert { layoutAlert(alert) } else { layoutActionSheet(alert) }
    }

    /// The labels from `y` down in a box `width` wide; returns where they end.
    private func layoutLabels(width: CGFloat, top: CGFloat) -> CGFloat {
        var y = top
        for label in [titleLabel, messageLabel] {
            guard let text = label.text, !text.isEmpty else { label.frame = .zero; continue }
            let size = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: 16, y: y, width: width - 32, height: ceil(size.height))
            y += ceil(size.height) + 4
        }
        return y
    }

    private func layoutAlert(_ alert: UIAlertController) {
        let width = Self.alertWidth
        var y = layoutLabels(width: width, top: 20) + 12
        for field in alert.storedTextFields {
            field.frame = CGRect(x: 16, y: y, width: width - 32, height: 24)
            y += 32
        }
        // Two actions side by side (cancel first), otherwise one per row (cancel last).
        let ordered = orderedButtons(cancelFirst: buttons.count == 2)
        if ordered.count == 2 {
            for (i, button) in ordered.enumerated() {
                button.frame = CGRect(x: CGFloat(i) * width / 2, y: y, width: width / 2, height: Self.buttonHeight)
            }
            y += Self.buttonHeight
        } else {
            for button in ordered {
                button.frame = CGRect(x: 0, y: y, width: width, height: Self.buttonHeight)
                y += Self.buttonHeight
            }
        }
        let safe = safeAreaInsets
        let area = bounds.inset(by: safe)
        let keyboardTop = context.app.keyboardFrame.map { convert($0, from: nil).minY } ?? bounds.maxY
        let middle = min(area.midY, (area.minY + keyboardTop) / 2)
        box.frame = CGRect(x: (bounds.width - width) / 2, y: max(area.minY, middle - y / 2), width: width, height: y)
        cancelBox.frame = .zero
    }

    private func layoutActionSheet(_ alert: UIAlertController) {
        let width = bounds.width - 16
        var y = layoutLabels(width: width, top: titleLabel.text == nil && messageLabel.text == nil ? 0 : 14)
        if y > 0 { y += 10 }
        let cancel = buttons.first { $0.action?.storedStyle == .cancel }
        for button in orderedButtons(cancelFirst: false) where button !== cancel {
            button.frame = CGRect(x: 0, y: y, width: width, height: Self.actionSheetButtonHeight)
            y += Self.actionSheetButtonHeight
        }
        let bottom = bounds.maxY - max(8, safeAreaInsets.bottom)
        var boxBottom = bottom
        if let cancel {
            cancel.frame = CGRect(x: 0, y: 0, width: width, height: Self.actionSheetButtonHeight)
            cancelBox.frame = CGRect(x: 8, y: bottom - Self.actionSheetButtonHeight, width: width, height: Self.actionSheetButtonHeight)
            boxBottom = cancelBox.frame.minY - 8
        }
        box.frame = CGRect(x: 8, y: boxBottom - y, width: width, height: y)
    }

    private func orderedButtons(cancelFirst: Bool) -> [AlertActionButton] {
        let cancel = buttons.filter { $0.action?.storedStyle == .cancel }
        let others = buttons.filter { $0.action?.storedStyle != .cancel }
        return cancelFirst ? cancel + others : others + cancel
    }
}
