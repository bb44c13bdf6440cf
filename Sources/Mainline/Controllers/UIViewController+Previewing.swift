import Foundation

/// A 3D Touch previewing registration (deprecated in iOS 13 for context menus): the source
/// view, the area that previews, and the delegate that supplies the preview.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: AnyObject {
    /// A gesture recognizer other recognizers can be made to wait for.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate that supplies and commits previews.
    var delegate: UIViewControllerPreviewingDelegate { get }
    /// The view pressed.
    var sourceView: UIView { get }
    /// The area kept sharp while peeking (set it in `viewControllerForLocation`; the source
    /// view's bounds by default).
    var sourceRect: CGRect { get set }
}

/// Supplies the controller to preview (peek) and shows it (pop).
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    /// The controller to preview for a press at `location` (in the source view), or nil.
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    /// The user pressed harder: show `viewControllerToCommit` (push or present it).
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// An action shown under a previewed controller (swipe up while peeking).
@preconcurrency @MainActor
public protocol UIPreviewActionItem: AnyObject {
    /// Its title.
    var title: String { get }
}

/// A preview action: a title, a style and a handler that gets the action and the previewed controller.
@preconcurrency @MainActor
open class UIPreviewAction: UIPreviewActionItem {
    /// How the action is drawn.
    public enum Style: Int, Sendable {
        case `default` = 0
        case selected = 1
        case destructive = 2
    }

    let storedTitle: String
    let storedStyle: Style
    /// Runs with the action and the previewed controller.
    public let handler: (UIPreviewActionItem, UIViewController) -> Void

    /// An action titled `title`.
    public init(title: String, style: Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void) {
        UIEntry.check("+[UIPreviewAction actionWithTitle:style:handler:]")
        storedTitle = title
        storedStyle = style
        self.handler = { item, controller in
            if let action = item as? UIPreviewAction { handler(action, controller) }
        }
    }

    /// Its title.
    open var title: String { UIEntry.check("-[UIPreviewAction title]", self); return storedTitle }
    /// Its style.
    open var style: Style { UIEntry.check("-[UIPreviewAction style]", self); return storedStyle }
}

/// Preview actions shown as one item that opens them.
@preconcurrency @MainActor
open class UIPreviewActionGroup: UIPreviewActionItem {
    let storedTitle: String
    let storedStyle: UIPreviewAction.Style
    let storedActions: [UIPreviewAction]

    /// A group titled `title` of `actions`.
    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        UIEntry.check("+[UIPreviewActionGroup actionGroupWithTitle:style:actions:]")
        storedTitle = title
        storedStyle = style
        storedActions = actions
    }

    /// Its title.
    open var title: String { UIEntry.check("-[UIPreviewActionGroup title]", self); return storedTitle }
    /// Its style.
    open var style: UIPreviewAction.Style { UIEntry.check("-[UIPreviewActionGroup style]", self); return storedStyle }
    /// The actions it opens.
    open var actions: [UIPreviewAction] { UIEntry.check("-[UIPreviewActionGroup actions]", self); return storedActions }
}

/// A registration made by `registerForPreviewing(with:sourceView:)`.
@preconcurrency @MainActor
final class ViewControllerPreviewingContext: UIViewControllerPreviewing {
    let storedDelegate: UIViewControllerPreviewingDelegate
    let storedSourceView: UIView
    let recognizer: UILongPressGestureRecognizer
    var storedSourceRect: CGRect

    init(delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) {
        storedDelegate = delegate
        storedSourceView = sourceView
        storedSourceRect = sourceView.bounds
        recognizer = UILongPressGestureRecognizer()
    }

    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer {
        UIEntry.check("-[UIViewControllerPreviewing previewingGestureRecognizerForFailureRelationship]", self); return recognizer
    }
    var delegate: UIViewControllerPreviewingDelegate { UIEntry.check("-[UIViewControllerPreviewing delegate]", self); return storedDelegate }
    var sourceView: UIView { UIEntry.check("-[UIViewControllerPreviewing sourceView]", self); return storedSourceView }
    var sourceRect: CGRect {
        get { let entry = UIEntry("-[UIViewControllerPreviewing sourceRect]", self); defer { entry.end() }; return storedSourceRect }
        set { let entry = UIEntry("-[UIViewControllerPreviewing setSourceRect:]", self); defer { entry.end() }; storedSourceRect = newValue }
    }
}

extension UIViewController {
    /// Registers `sourceView` for previews supplied by `delegate` (deprecated in iOS 13). A
    /// press is scripted with `Simulation.forceTouch(at:in:commit:)`: the delegate is asked for
    /// a controller at the point, then (committing) told to show it.
    @available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
    public func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) -> UIViewControllerPreviewing {
        let entry = UIEntry("-[UIViewController registerForPreviewingWithDelegate:sourceView:]", self); defer { entry.end() }
        let registration = ViewControllerPreviewingContext(delegate: delegate, sourceView: sourceView)
        storedPreviewingContexts.append(registration)
        return registration
    }

    /// Removes a registration (deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use UIContextMenuInteraction")
    public func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing) {
        let entry = UIEntry("-[UIViewController unregisterForPreviewingWithContext:]", self); defer { entry.end() }
        storedPreviewingContexts.removeAll { $0 === previewing }
    }
}

extension Simulation {
    /// The user presses hard at `point` of `view` (3D Touch): the registration whose source view
    /// holds the point asks its delegate for a controller to preview; with `commit` the user
    /// presses through and the delegate is told to show it. A press that finds no registration
    /// or no controller does nothing (reported).
    public func forceTouch(at point: CGPoint, in view: UIView, commit: Bool = true, after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "force touch") { _ in
            let registrations = context.app.visibleRootControllers.flatMap { $0.allPreviewingContexts }
            guard let registration = registrations.last(where: { reg in
                let local = view.convert(point, to: reg.storedSourceView)
                return reg.storedSourceView.bounds.contains(local) && (view === reg.storedSourceView || view.isDescendant(of: reg.storedSourceView))
            }) else {
                DiagnosticCenter.report(.viewControllerMisuse, "Mainline: force touch: no view registered for previewing holds the point; nothing happens.", in: context)
                return
            }
            let local = view.convert(point, to: registration.storedSourceView)
            let delegate = registration.storedDelegate
            guard let preview = context.loop.span(.delegateCallback, "previewingContext(_:viewControllerForLocation:)", {
                delegate.previewingContext(registration, viewControllerForLocation: local)
            }) else { return }
            guard commit else { return }
            context.loop.span(.delegateCallback, "previewingContext(_:commit:)") { delegate.previewingContext(registration, commit: preview) }
        }
    }
}

extension UIViewController {
    /// Every previewing registration of this controller, its children and presented controllers.
    var allPreviewingContexts: [ViewControllerPreviewingContext] {
        storedPreviewingContexts
            + storedChildren.flatMap(\.allPreviewingContexts)
            + (storedPresentedViewController?.allPreviewingContexts ?? [])
    }
}
