import Foundation

/// Where an edit menu's arrow points.
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic = 0, up, down, left, right
}

/// What an edit menu is presented for: an identifier and the point it points at (in the
/// interaction's view).
@preconcurrency @MainActor
open class UIEditMenuConfiguration {
    let storedIdentifier: NSCopying
    let storedSourcePoint: CGPoint
    /// The configuration's identifier (made when not given).
    open var identifier: NSCopying { UIEntry.check("-[UIEditMenuConfiguration identifier]", self); return storedIdentifier }
    /// The point the menu points at, in the interaction's view.
    open var sourcePoint: CGPoint { UIEntry.check("-[UIEditMenuConfiguration sourcePoint]", self); return storedSourcePoint }
    var storedPreferredArrowDirection = UIEditMenuArrowDirection.automatic

    /// A configuration for a menu pointing at `sourcePoint`.
    public init(identifier: NSCopying?, sourcePoint: CGPoint) {
        UIEntry.check("+[UIEditMenuConfiguration configurationWithIdentifier:sourcePoint:]")
        storedIdentifier = identifier ?? (UUID().uuidString as NSString)
        storedSourcePoint = sourcePoint
    }

    /// The direction the arrow should point.
    open var preferredArrowDirection: UIEditMenuArrowDirection {
        get { let entry = UIEntry("-[UIEditMenuConfiguration preferredArrowDirection]", self); defer { entry.end() }; return storedPreferredArrowDirection }
        set { let entry = UIEntry("-[UIEditMenuConfiguration setPreferredArrowDirection:]", self); defer { entry.end() }; storedPreferredArrowDirection = newValue }
    }
}

/// The animations that go with an edit menu showing or going.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// What an edit menu interaction asks its delegate (the menu, where it points) and tells it.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu for `configuration`, from the system's suggested actions (nil: the suggestions).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle the menu avoids covering, in the interaction's view (default: the source point).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to show.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
    /// The menu is about to go.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
}

/// The edit menu (Cut, Copy, Paste… in a bar above the selection) shown for a view. The app
/// presents it, typically from a gesture; the menu holds the delegate's menu, made from the
/// system's suggested actions: the standard edit actions the responder chain from the first
/// responder in the view's window (else the view) can perform. One edit menu shows at a time;
/// `Simulation.chooseEditMenuAction(_:)` picks from it.
@preconcurrency @MainActor
open class UIEditMenuInteraction: UIInteraction {
    weak var storedDelegate: UIEditMenuInteractionDelegate?
    weak var storedView: UIView?

    /// An interaction asking `delegate` for its menus.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        UIEntry.check("-[UIEditMenuInteraction initWithDelegate:]")
        storedDelegate = delegate
    }

    /// The delegate.
    open var delegate: UIEditMenuInteractionDelegate? {
        let entry = UIEntry("-[UIEditMenuInteraction delegate]", self); defer { entry.end() }
        return storedDelegate
    }

    /// The view the interaction is on.
    open var view: UIView? {
        let entry = UIEntry("-[UIEditMenuInteraction view]", self); defer { entry.end() }
        return storedView
    }

    /// The interaction is about to move to `view`: a menu it shows goes.
    open func willMove(to view: UIView?) {
        let entry = UIEntry("-[UIEditMenuInteraction willMoveToView:]", self); defer { entry.end() }
        if view !== storedView { dismissMenu() }
    }

    /// The interaction moved to `view`.
    open func didMove(to view: UIView?) {
        let entry = UIEntry("-[UIEditMenuInteraction didMoveToView:]", self); defer { entry.end() }
        storedView = view
    }

    /// Shows the edit menu for `configuration` (replacing any edit menu on screen). Nothing
    /// shows when the menu has no elements or the interaction is on no view in a simulation.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        let entry = UIEntry("-[UIEditMenuInteraction presentEditMenuWithConfiguration:]", self); defer { entry.end() }
        guard let view = storedView else { return }
        let context = view.context
        context.app.editMenu?.interaction.dismissMenu()
        guard let menu = makeMenu(for: configuration, in: view, context: context), !menu.children.isEmpty else { return }
        let target = context.loop.span(.delegateCallback, "editMenuInteraction(_:targetRectFor:)", object: view) {
            storedDelegate?.editMenuInteraction(self, targetRectFor: configuration) ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        }
        let animator = ImmediateEditMenuAnimator()
        context.loop.span(.delegateCallback, "editMenuInteraction(_:willPresentMenuFor:animator:)", object: view) {
            storedDelegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        }
        context.app.editMenu = VisibleEditMenu(interaction: self, configuration: configuration, menu: menu, targetRect: target)
        animator.run()
    }

    /// Closes the menu this interaction shows.
    open func dismissMenu() {
        let entry = UIEntry("-[UIEditMenuInteraction dismissMenu]", self); defer { entry.end() }
        guard let context = storedView?.context, let shown = context.app.editMenu, shown.interaction === self else { return }
        context.app.editMenu = nil
        let animator = ImmediateEditMenuAnimator()
        context.loop.span(.delegateCallback, "editMenuInteraction(_:willDismissMenuFor:animator:)", object: storedView) {
            storedDelegate?.editMenuInteraction(self, willDismissMenuFor: shown.configuration, animator: animator)
        }
        animator.run()
    }

    /// Asks the delegate for the menu again (the shown menu's contents changed).
    open func reloadVisibleMenu() {
        let entry = UIEntry("-[UIEditMenuInteraction reloadVisibleMenu]", self); defer { entry.end() }
        guard let view = storedView, let shown = view.context.app.editMenu, shown.interaction === self,
              let menu = makeMenu(for: shown.configuration, in: view, context: view.context) else { return }
        shown.menu = menu
    }

    /// Asks the delegate where the shown menu points again.
    open func updateVisibleMenuPosition(animated: Bool) {
        let entry = UIEntry("-[UIEditMenuInteraction updateVisibleMenuPositionAnimated:]", self); defer { entry.end() }
        guard let context = storedView?.context, let shown = context.app.editMenu, shown.interaction === self else { return }
        shown.targetRect = storedDelegate?.editMenuInteraction(self, targetRectFor: shown.configuration)
            ?? CGRect(origin: shown.configuration.sourcePoint, size: .zero)
    }

    /// Where the shown menu points (its configuration's source point), in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIEditMenuInteraction locationInView:]", self); defer { entry.end() }
        let point = storedView?.context.app.editMenu.flatMap { $0.interaction === self ? $0.configuration.sourcePoint : nil } ?? .zero
        guard let own = storedView else { return point }
        return own.convert(point, to: view)
    }

    /// The delegate's menu for `configuration`, or the suggested actions.
    func makeMenu(for configuration: UIEditMenuConfiguration, in view: UIView, context: SimulationContext) -> UIMenu? {
        let suggested = Self.suggestedActions(for: view, context: context)
        let menu = context.loop.span(.delegateCallback, "editMenuInteraction(_:menuFor:suggestedActions:)", object: view) {
            storedDelegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
        }
        return menu ?? UIMenu(children: suggested)
    }

    /// The standard edit actions, in UIKit's order, that the responder chain from the first
    /// responder in `view`'s window (else `view`) can perform, as commands.
    static func suggestedActions(for view: UIView, context: SimulationContext) -> [UIMenuElement] {
        let start: UIResponder = context.app.firstResponder ?? view
        let standard: [(String, String)] = [("Cut", "cut:"), ("Copy", "copy:"), ("Paste", "paste:"), ("Delete", "delete:"),
                                            ("Select", "select:"), ("Select All", "selectAll:")]
        return standard.compactMap { title, name in
            let action = Selector(name)
            guard start.target(forAction: action, withSender: nil) != nil else { return nil }
            return UICommand(title: title, action: action)
        }
    }
}

/// The edit menu on screen.
@MainActor
final class VisibleEditMenu {
    let interaction: UIEditMenuInteraction
    let configuration: UIEditMenuConfiguration
    var menu: UIMenu
    var targetRect: CGRect

    init(interaction: UIEditMenuInteraction, configuration: UIEditMenuConfiguration, menu: UIMenu, targetRect: CGRect) {
        self.interaction = interaction
        self.configuration = configuration
        self.menu = menu
        self.targetRect = targetRect
    }

    /// The element titled `title` (an action or a command), searching submenus.
    func element(titled title: String) -> UIMenuElement? {
        var pending: [UIMenuElement] = menu.children
        while !pending.isEmpty {
            let element = pending.removeFirst()
            if let submenu = element as? UIMenu { pending += submenu.children; continue }
            if element.title == title { return element }
        }
        return nil
    }
}

/// The edit menu's animations, run as it shows (it shows without animating here), then the
/// completions.
@MainActor
final class ImmediateEditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var ran = false

    func addAnimations(_ animations: @escaping () -> Void) {
        if ran { animations() } else { self.animations.append(animations) }
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        if ran { completion() } else { completions.append(completion) }
    }

    func run() {
        ran = true
        for animation in animations { animation() }
        for completion in completions { completion() }
        animations = []
        completions = []
    }
}
