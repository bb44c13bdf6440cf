import Foundation

/// An interaction showing a context menu on a long press over its view. A control with
/// `isContextMenuInteractionEnabled` has one (its `contextMenuInteraction`), and is its delegate.
@preconcurrency @MainActor
open class UIContextMenuInteraction {
    weak var storedDelegate: UIContextMenuInteractionDelegate?
    weak var storedView: UIView?
    /// Where the long press that showed the menu was, in the view.
    var lastLocation: CGPoint = .zero

    /// An interaction asking `delegate` for its menus.
    public init(delegate: UIContextMenuInteractionDelegate) {
        UIEntry.check("-[UIContextMenuInteraction initWithDelegate:]")
        storedDelegate = delegate
    }

    /// The delegate giving the menus.
    open var delegate: UIContextMenuInteractionDelegate? {
        let entry = UIEntry("-[UIContextMenuInteraction delegate]", self); defer { entry.end() }
        return storedDelegate
    }

    /// The view the interaction is on.
    open var view: UIView? {
        let entry = UIEntry("-[UIContextMenuInteraction view]", self); defer { entry.end() }
        return storedView
    }

    /// Where the press was, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIContextMenuInteraction locationInView:]", self); defer { entry.end() }
        guard let own = storedView else { return lastLocation }
        return own.convert(lastLocation, to: view)
    }

    /// Closes the menu shown by the interaction.
    open func dismissMenu() {
        let entry = UIEntry("-[UIContextMenuInteraction dismissMenu]", self); defer { entry.end() }
        guard let control = storedView as? UIControl, control.presentedMenu != nil else { return }
        if let configuration = control.presentedConfiguration {
            storedDelegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ImmediateMenuAnimator())
        }
        control.presentedMenu = nil
        control.presentedConfiguration = nil
    }
}

/// What a context menu interaction asks its delegate: the configuration for a press, and the
/// previews; and what it tells it as the menu shows and closes.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a press at `location` (nil: no menu).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The menu is about to close.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
}

/// The animations that go with a context menu showing or closing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller, if any.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// A preview of a view, shown while a context menu is up.
@preconcurrency @MainActor
open class UITargetedPreview {
    let storedView: UIView

    /// A preview of `view`.
    public init(view: UIView) {
        UIEntry.check("-[UITargetedPreview initWithView:]")
        storedView = view
    }

    /// The view previewed.
    open var view: UIView {
        let entry = UIEntry("-[UITargetedPreview view]", self); defer { entry.end() }
        return storedView
    }
}

/// The menu's animations, run at once (the menu shows without animating here).
@MainActor
final class ImmediateMenuAnimator: UIContextMenuInteractionAnimating {
    var previewViewController: UIViewController? { nil }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}
