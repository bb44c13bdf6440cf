import Foundation

/// An item of the edit menu before iOS 16: a title and the action sent up the responder chain.
@preconcurrency @MainActor
open class UIMenuItem {
    var storedTitle: String
    var storedAction: Selector

    /// An item titled `title` sending `action`.
    public init(title: String, action: Selector) {
        UIEntry.check("-[UIMenuItem initWithTitle:action:]")
        storedTitle = title
        storedAction = action
    }

    /// The title.
    open var title: String {
        get { let entry = UIEntry("-[UIMenuItem title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UIMenuItem setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    /// The action sent to the first responder that answers it.
    open var action: Selector {
        get { let entry = UIEntry("-[UIMenuItem action]", self); defer { entry.end() }; return storedAction }
        set { let entry = UIEntry("-[UIMenuItem setAction:]", self); defer { entry.end() }; storedAction = newValue }
    }
}

/// The edit menu before iOS 16 (deprecated for `UIEditMenuInteraction`): one per simulation
/// (`shared`). Showing it from a rectangle of a view makes it visible above that rectangle
/// (44 points high, as wide as the rectangle or 200 points) and posts the will/did-show
/// notifications; hiding it posts the will/did-hide ones. Its custom `menuItems` are kept for
/// the app (there is no menu to tap them in).
@preconcurrency @MainActor
open class UIMenuController {
    /// The direction the menu's arrow points.
    public enum ArrowDirection: Int, Sendable { case `default` = 0, up, down, left, right }

    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    nonisolated public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The menu controller of each simulation (a simulation's world is its own; only the
    /// main turn touches this table).
    nonisolated(unsafe) private static var controllers: [ObjectIdentifier: UIMenuController] = [:]

    var storedMenuItems: [UIMenuItem]?
    var storedIsMenuVisible = false
    var storedMenuFrame = CGRect.zero
    var storedArrowDirection = ArrowDirection.default
    var target: (rect: CGRect, view: UIView)?

    init() {}

    /// The simulation's menu controller.
    open class var shared: UIMenuController {
        UIEntry.check("+[UIMenuController sharedMenuController]")
        let key = ObjectIdentifier(SimulationContext.runningOrDetached)
        if let controller = controllers[key] { return controller }
        let controller = UIMenuController()
        controllers[key] = controller
        return controller
    }

    /// The app's own items, after the system's.
    open var menuItems: [UIMenuItem]? {
        get { let entry = UIEntry("-[UIMenuController menuItems]", self); defer { entry.end() }; return storedMenuItems }
        set { let entry = UIEntry("-[UIMenuController setMenuItems:]", self); defer { entry.end() }; storedMenuItems = newValue }
    }

    /// Whether the menu shows.
    open var isMenuVisible: Bool {
        get { let entry = UIEntry("-[UIMenuController isMenuVisible]", self); defer { entry.end() }; return storedIsMenuVisible }
        set { let entry = UIEntry("-[UIMenuController setMenuVisible:]", self); defer { entry.end() }; setVisible(newValue) }
    }

    /// Shows or hides the menu (at the target rectangle set before).
    @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect: or hideMenuFromView:")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        let entry = UIEntry("-[UIMenuController setMenuVisible:animated:]", self); defer { entry.end() }
        setVisible(menuVisible)
    }

    /// Sets where the menu points (before iOS 13's `showMenu(from:rect:)`).
    @available(iOS, deprecated: 13.0, message: "Use showMenuFromView:rect:")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        let entry = UIEntry("-[UIMenuController setTargetRect:inView:]", self); defer { entry.end() }
        target = (targetRect, targetView)
    }

    /// Shows the menu pointing at `rect` of `targetView`.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        let entry = UIEntry("-[UIMenuController showMenuFromView:rect:]", self); defer { entry.end() }
        target = (targetRect, targetView)
        setVisible(true)
    }

    /// Hides the menu shown from `targetView` (or any).
    open func hideMenu(from targetView: UIView) {
        let entry = UIEntry("-[UIMenuController hideMenuFromView:]", self); defer { entry.end() }
        guard target == nil || target?.view === targetView else { return }
        setVisible(false)
    }

    /// Hides the menu.
    open func hideMenu() {
        let entry = UIEntry("-[UIMenuController hideMenu]", self); defer { entry.end() }
        setVisible(false)
    }

    /// Where the menu is, in screen coordinates (zero while hidden).
    open var menuFrame: CGRect {
        let entry = UIEntry("-[UIMenuController menuFrame]", self); defer { entry.end() }
        return storedMenuFrame
    }

    /// The direction of the menu's arrow.
    open var arrowDirection: ArrowDirection {
        get { let entry = UIEntry("-[UIMenuController arrowDirection]", self); defer { entry.end() }; return storedArrowDirection }
        set { let entry = UIEntry("-[UIMenuController setArrowDirection:]", self); defer { entry.end() }; storedArrowDirection = newValue }
    }

    /// Updates the menu's items (nothing to redraw here).
    open func update() {
        UIEntry.check("-[UIMenuController update]", self)
    }

    private func setVisible(_ visible: Bool) {
        guard visible != storedIsMenuVisible else { return }
        if visible {
            NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self)
            storedIsMenuVisible = true
            if let (rect, view) = target {
                let inWindow = view.convert(rect, to: nil)
                let width = rect.width > 0 ? rect.width : 200
                storedMenuFrame = CGRect(x: inWindow.midX - width / 2, y: inWindow.minY - 44, width: width, height: 44)
                NotificationCenter.default.post(name: Self.menuFrameDidChangeNotification, object: self)
            }
            NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
        } else {
            NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
            storedIsMenuVisible = false
            storedMenuFrame = .zero
            NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
        }
    }
}
