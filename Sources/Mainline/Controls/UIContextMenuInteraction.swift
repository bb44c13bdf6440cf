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
    let storedParameters: UIPreviewParameters
    let storedTarget: UIPreviewTarget?

    /// A preview of `view`, which must be in a window (its own place is the target).
    public convenience init(view: UIView) {
        UIEntry.check("-[UITargetedPreview initWithView:]")
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// A preview of `view` shaped by `parameters`.
    public init(view: UIView, parameters: UIPreviewParameters) {
        UIEntry.check("-[UITargetedPreview initWithView:parameters:]")
        storedView = view
        storedParameters = parameters
        storedTarget = nil
    }

    /// A preview of `view` (which need not be in a window) shown at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        UIEntry.check("-[UITargetedPreview initWithView:parameters:target:]")
        storedView = view
        storedParameters = parameters
        storedTarget = target
    }

    /// The view previewed.
    open var view: UIView {
        let entry = UIEntry("-[UITargetedPreview view]", self); defer { entry.end() }
        return storedView
    }

    /// How the preview is shaped.
    open var parameters: UIPreviewParameters {
        let entry = UIEntry("-[UITargetedPreview parameters]", self); defer { entry.end() }
        return storedParameters
    }

    /// Where the preview is shown: the given target, else the view's superview at the view's center.
    open var target: UIPreviewTarget {
        let entry = UIEntry("-[UITargetedPreview target]", self); defer { entry.end() }
        if let storedTarget { return storedTarget }
        return UIPreviewTarget(container: storedView.storedSuperview ?? storedView, center: storedView.center)
    }

    /// The preview's size: the visible path's bounds, else the view's bounds.
    open var size: CGSize {
        let entry = UIEntry("-[UITargetedPreview size]", self); defer { entry.end() }
        return storedParameters.storedVisiblePath?.bounds.size ?? storedView.bounds.size
    }

    /// The same preview shown at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        let entry = UIEntry("-[UITargetedPreview retargetedPreviewWithTarget:]", self); defer { entry.end() }
        return UITargetedPreview(view: storedView, parameters: storedParameters, target: newTarget)
    }
}

/// The menu's animations, run at once (the menu shows without animating here).
@MainActor
final class ImmediateMenuAnimator: UIContextMenuInteractionAnimating {
    var previewViewController: UIViewController? { nil }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completion() }
}
