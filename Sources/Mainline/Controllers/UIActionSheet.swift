import Foundation

/// How an action sheet looks (deprecated with `UIActionSheet`; kept).
public enum UIActionSheetStyle: Int, Sendable {
    /// The system's choice.
    case automatic = -1
    /// The default look.
    case `default` = 0
    /// Translucent black.
    case blackTranslucent = 2
    /// Opaque black.
    case blackOpaque = 1
}

/// The action sheet's delegate (optional methods).
@preconcurrency @MainActor
public protocol UIActionSheetDelegate: AnyObject {
    /// The user tapped the button at `buttonIndex` (before the sheet goes away).
    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int)
    /// The system cancelled the sheet.
    func actionSheetCancel(_ actionSheet: UIActionSheet)
    /// The sheet is about to show.
    func willPresent(_ actionSheet: UIActionSheet)
    /// The sheet showed.
    func didPresent(_ actionSheet: UIActionSheet)
    /// The sheet is about to go away after a tap on `buttonIndex`.
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int)
    /// The sheet went away.
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIActionSheetDelegate {
    public func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {}
    public func actionSheetCancel(_ actionSheet: UIActionSheet) {}
    public func willPresent(_ actionSheet: UIActionSheet) {}
    public func didPresent(_ actionSheet: UIActionSheet) {}
    public func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) {}
    public func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {}
}

/// An action sheet (deprecated in UIKit since iOS 8, for `UIAlertController` with
/// `.actionSheet`; kept for the apps that still use it). Showing it presents an action-sheet
/// alert controller over the topmost controller of the window it is shown in (a popover from
/// the view, rectangle or bar button item given, on a regular width), so
/// `Simulation.tapAlertAction(_:)` taps its buttons. A tap tells the delegate
/// `clickedButtonAt` and `willDismissWithButtonIndex`, and, once the sheet is gone,
/// `didDismissWithButtonIndex`. Buttons are numbered as UIKit numbers them: the destructive
/// button first, then the other buttons, then the cancel button.
open class UIActionSheet: UIView {
    var storedTitle: String?
    weak var storedDelegate: UIActionSheetDelegate?
    var buttonTitles: [String] = []
    var storedCancelButtonIndex = -1
    var storedDestructiveButtonIndex = -1
    var storedStyle = UIActionSheetStyle.automatic
    /// The controller showing the sheet, while it is up.
    var controller: LegacyActionSheetController?

    /// A sheet with a title, a destructive button, other buttons and a cancel button.
    public convenience init(title: String?, delegate: UIActionSheetDelegate?, cancelButtonTitle: String?,
                            destructiveButtonTitle: String?, otherButtonTitles: String...) {
        self.init(frame: .zero)
        let entry = UIEntry("-[UIActionSheet initWithTitle:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:]", self); defer { entry.end() }
        storedTitle = title
        storedDelegate = delegate
        if let destructiveButtonTitle {
            buttonTitles.append(destructiveButtonTitle)
            storedDestructiveButtonIndex = 0
        }
        buttonTitles += otherButtonTitles
        if let cancelButtonTitle {
            buttonTitles.append(cancelButtonTitle)
            storedCancelButtonIndex = buttonTitles.count - 1
        }
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIActionSheet initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIActionSheet initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The delegate.
    open weak var delegate: UIActionSheetDelegate? {
        get { let entry = UIEntry("-[UIActionSheet delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIActionSheet setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }
    /// The title.
    open var title: String {
        get { let entry = UIEntry("-[UIActionSheet title]", self); defer { entry.end() }; return storedTitle ?? "" }
        set { let entry = UIEntry("-[UIActionSheet setTitle:]", self); defer { entry.end() }; storedTitle = newValue; controller?.title = newValue }
    }
    /// How the sheet looks (kept).
    open var actionSheetStyle: UIActionSheetStyle {
        get { let entry = UIEntry("-[UIActionSheet actionSheetStyle]", self); defer { entry.end() }; return storedStyle }
        set { let entry = UIEntry("-[UIActionSheet setActionSheetStyle:]", self); defer { entry.end() }; storedStyle = newValue }
    }
    /// The index of the cancel button (-1: none).
    open var cancelButtonIndex: Int {
        get { let entry = UIEntry("-[UIActionSheet cancelButtonIndex]", self); defer { entry.end() }; return storedCancelButtonIndex }
        set { let entry = UIEntry("-[UIActionSheet setCancelButtonIndex:]", self); defer { entry.end() }; storedCancelButtonIndex = newValue }
    }
    /// The index of the destructive button (-1: none).
    open var destructiveButtonIndex: Int {
        get { let entry = UIEntry("-[UIActionSheet destructiveButtonIndex]", self); defer { entry.end() }; return storedDestructiveButtonIndex }
        set { let entry = UIEntry("-[UIActionSheet setDestructiveButtonIndex:]", self); defer { entry.end() }; storedDestructiveButtonIndex = newValue }
    }
    /// The index of the first button that is neither the cancel nor the destructive button
    /// (-1: none).
    open var firstOtherButtonIndex: Int {
        let entry = UIEntry("-[UIActionSheet firstOtherButtonIndex]", self); defer { entry.end() }
        return buttonTitles.indices.first { $0 != storedCancelButtonIndex && $0 != storedDestructiveButtonIndex } ?? -1
    }
    /// How many buttons there are.
    open var numberOfButtons: Int {
        let entry = UIEntry("-[UIActionSheet numberOfButtons]", self); defer { entry.end() }
        return buttonTitles.count
    }
    /// Whether the sheet is on screen.
    open var isVisible: Bool {
        let entry = UIEntry("-[UIActionSheet isVisible]", self); defer { entry.end() }
        return controller?.storedPresentingViewController != nil
    }

    /// Adds a button; returns its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        let entry = UIEntry("-[UIActionSheet addButtonWithTitle:]", self); defer { entry.end() }
        buttonTitles.append(title ?? "")
        return buttonTitles.count - 1
    }

    /// The title of the button at `buttonIndex` (nil outside the buttons).
    open func buttonTitle(at buttonIndex: Int) -> String? {
        let entry = UIEntry("-[UIActionSheet buttonTitleAtIndex:]", self); defer { entry.end() }
        return buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
    }

    /// Shows the sheet from a toolbar (over its window's topmost controller).
    open func show(from view: UIToolbar) {
        let entry = UIEntry("-[UIActionSheet showFromToolbar:]", self); defer { entry.end() }
        present(in: view.storedWindow) { $0.sourceView = view; $0.sourceRect = view.storedBounds }
    }

    /// Shows the sheet from a tab bar (over its window's topmost controller).
    open func show(from view: UITabBar) {
        let entry = UIEntry("-[UIActionSheet showFromTabBar:]", self); defer { entry.end() }
        present(in: view.storedWindow) { $0.sourceView = view; $0.sourceRect = view.storedBounds }
    }

    /// Shows the sheet from a bar button item (a popover from it on a regular width).
    open func show(from item: UIBarButtonItem, animated: Bool) {
        let entry = UIEntry("-[UIActionSheet showFromBarButtonItem:animated:]", self); defer { entry.end() }
        present(in: nil) { $0.barButtonItem = item }
    }

    /// Shows the sheet from `rect` of `view` (a popover from it on a regular width).
    open func show(from rect: CGRect, in view: UIView, animated: Bool) {
        let entry = UIEntry("-[UIActionSheet showFromRect:inView:animated:]", self); defer { entry.end() }
        present(in: view.storedWindow) { $0.sourceView = view; $0.sourceRect = rect }
    }

    /// Shows the sheet over the topmost controller of `view`'s window.
    open func show(in view: UIView) {
        let entry = UIEntry("-[UIActionSheet showInView:]", self); defer { entry.end() }
        present(in: view.storedWindow) { $0.sourceView = view; $0.sourceRect = view.storedBounds }
    }

    /// Dismisses the sheet as if the button at `buttonIndex` were tapped (the delegate hears
    /// `willDismiss`/`didDismiss`, not `clickedButtonAt`).
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        let entry = UIEntry("-[UIActionSheet dismissWithClickedButtonIndex:animated:]", self); defer { entry.end() }
        guard let sheet = controller, sheet.storedPresentingViewController != nil else { return }
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "actionSheet(_:willDismissWithButtonIndex:)", object: self) { delegate.actionSheet(self, willDismissWithButtonIndex: buttonIndex) }
        }
        sheet.dismiss(animated: animated) { [weak self] in self?.didDismiss(buttonIndex) }
    }

    /// Presents the sheet over the topmost controller of `window` (the key window when nil),
    /// its popover anchored by `anchor`.
    private func present(in window: UIWindow?, anchor: (UIPopoverPresentationController) -> Void) {
        let app = context.app
        guard controller == nil,
              let root = (window ?? app.windows.first { $0.storedIsKeyWindow && !$0.storedIsHidden } ?? app.windows.first { !$0.storedIsHidden })?.storedRootViewController,
              let top = root.presentationChain.last else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: UIActionSheet.show: no visible window with a root view controller to present it from.", in: context)
            return
        }
        let sheet = makeController()
        if let popover = sheet.popoverPresentationController { anchor(popover) }
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "willPresent(_:)", object: self) { delegate.willPresent(self) }
        }
        top.present(sheet, animated: true) { [weak self] in
            guard let self, let delegate = self.storedDelegate else { return }
            self.context.loop.span(.delegateCallback, "didPresent(_:)", object: self) { delegate.didPresent(self) }
        }
    }

    private func makeController() -> LegacyActionSheetController {
        let sheet = LegacyActionSheetController(title: storedTitle, message: nil, preferredStyle: .actionSheet)
        sheet.actionSheet = self
        for (index, title) in buttonTitles.enumerated() {
            let style: UIAlertAction.Style = index == storedCancelButtonIndex ? .cancel : index == storedDestructiveButtonIndex ? .destructive : .default
            sheet.addAction(UIAlertAction(title: title, style: style) { [weak self] _ in self?.didDismiss(index) })
        }
        controller = sheet
        return sheet
    }

    /// A button was tapped: the delegate hears of it before the sheet goes away.
    func willDismissAfterTap(_ index: Int) {
        guard let delegate = storedDelegate else { return }
        context.loop.span(.delegateCallback, "actionSheet(_:clickedButtonAt:)", object: self) { delegate.actionSheet(self, clickedButtonAt: index) }
        context.loop.span(.delegateCallback, "actionSheet(_:willDismissWithButtonIndex:)", object: self) { delegate.actionSheet(self, willDismissWithButtonIndex: index) }
    }

    func didDismiss(_ index: Int) {
        controller = nil
        guard let delegate = storedDelegate else { return }
        context.loop.span(.delegateCallback, "actionSheet(_:didDismissWithButtonIndex:)", object: self) { delegate.actionSheet(self, didDismissWithButtonIndex: index) }
    }
}

/// The alert controller a `UIActionSheet` shows: a tap tells the sheet's delegate first.
final class LegacyActionSheetController: UIAlertController {
    weak var actionSheet: UIActionSheet?

    override func userTapped(_ action: UIAlertAction) {
        if action.storedIsEnabled, tappedAction == nil, storedPresentingViewController != nil,
           !transitionFlags.isBeingPresented, !transitionFlags.isBeingDismissed,
           let index = storedActions.firstIndex(where: { $0 === action }) {
            actionSheet?.willDismissAfterTap(index)
        }
        super.userTapped(action)
    }
}
