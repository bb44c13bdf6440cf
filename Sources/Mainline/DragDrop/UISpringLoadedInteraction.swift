import Foundation

/// Where a spring-loaded interaction is in its activation.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    /// No drag is hovering over the view.
    case inactive = 0
    /// A drag is over the view; it may activate.
    case possible = 1
    /// The drag has paused over the view: it is about to activate.
    case activating = 2
    /// It activated (the handler runs).
    case activated = 3
}

/// What a spring-loaded interaction tells its behavior, effect and handler.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionContext: AnyObject {
    /// Where the interaction is in its activation.
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view the effect applies to (default the interaction's view, or a list's cell).
    var targetView: UIView? { get set }
    /// What the interaction is about (a list sets the index path of the item under the drag).
    var targetItem: Any? { get set }
    /// Where the drag is in `view` (the window's coordinates when nil).
    func location(in view: UIView?) -> CGPoint
}

/// Decides whether a spring-loaded interaction may go on, and hears when it is over.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionBehavior: AnyObject {
    /// Whether the interaction may begin or go on in `context` (asked as the drag enters and
    /// as the state changes).
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool
    /// The interaction ended (activated, or the drag left or ended).
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {}
}

/// Shows a spring-loaded interaction's state on its target view.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionEffect: AnyObject {
    /// The state changed (read it from `context`).
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext)
}

/// A view (a button, a list's cell, a tab) that activates when a drag pauses over it
/// (`UISpringLoadedInteractionSupporting`).
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionSupporting: AnyObject {
    /// Whether a drag pausing over it activates it.
    var isSpringLoaded: Bool { get set }
}

/// Activates its view when a drag pauses over it (spring loading: a folder opening under a
/// dragged file). The drag entering the view makes it possible (if the behavior allows); held
/// within 10 points for 0.5 s it is activating, for 1 s it activates — the handler runs —
/// and is inactive until the drag leaves and comes back. Moving further starts the pause
/// again. (UIKit documents no timing; these are Mainline's.)
@preconcurrency @MainActor
open class UISpringLoadedInteraction: UIInteraction {
    let storedBehavior: UISpringLoadedInteractionBehavior
    let storedEffect: UISpringLoadedInteractionEffect
    let handler: (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void
    weak var storedView: UIView?

    /// An interaction with its own behavior and effect (nil: the system's) that calls `handler`
    /// when it activates.
    public init(interactionBehavior: UISpringLoadedInteractionBehavior?, interactionEffect: UISpringLoadedInteractionEffect?,
                activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        UIEntry.check("-[UISpringLoadedInteraction initWithInteractionBehavior:interactionEffect:activationHandler:]")
        storedBehavior = interactionBehavior ?? SystemSpringLoadedBehavior()
        storedEffect = interactionEffect ?? SystemSpringLoadedEffect()
        self.handler = handler
    }

    /// An interaction with the system's behavior and effect.
    public convenience init(activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        UIEntry.check("-[UISpringLoadedInteraction initWithActivationHandler:]")
        self.init(interactionBehavior: nil, interactionEffect: nil, activationHandler: handler)
    }

    /// Decides whether the interaction goes on.
    open var interactionBehavior: UISpringLoadedInteractionBehavior {
        let entry = UIEntry("-[UISpringLoadedInteraction interactionBehavior]", self); defer { entry.end() }
        return storedBehavior
    }

    /// Shows the state.
    open var interactionEffect: UISpringLoadedInteractionEffect {
        let entry = UIEntry("-[UISpringLoadedInteraction interactionEffect]", self); defer { entry.end() }
        return storedEffect
    }

    /// The view the interaction is on.
    open var view: UIView? {
        let entry = UIEntry("-[UISpringLoadedInteraction view]", self); defer { entry.end() }
        return storedView
    }

    /// Leaves the old view.
    open func willMove(to view: UIView?) { UIEntry.check("-[UISpringLoadedInteraction willMoveToView:]", self) }

    /// Is now on `view`.
    open func didMove(to view: UIView?) {
        let entry = UIEntry("-[UISpringLoadedInteraction didMoveToView:]", self); defer { entry.end() }
        storedView = view
    }
}

/// The system's behavior: allowed while the view takes touches and is visible.
final class SystemSpringLoadedBehavior: UISpringLoadedInteractionBehavior {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool {
        guard let view = context.targetView ?? interaction.storedView else { return false }
        return view.storedIsUserInteractionEnabled && !view.isHiddenInWindow
    }
}

/// The system's effect: the target view blinks as the interaction activates (its alpha dips
/// to half while activating and comes back when it activates or ends).
final class SystemSpringLoadedEffect: UISpringLoadedInteractionEffect {
    private var dimmed: [(view: UIView, alpha: CGFloat)] = []

    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
        guard let view = context.targetView else { return }
        if context.state == .activating, !dimmed.contains(where: { $0.view === view }) {
            dimmed.append((view, view.alpha))
            view.alpha = view.alpha / 2
        } else if context.state != .activating, let i = dimmed.firstIndex(where: { $0.view === view }) {
            view.alpha = dimmed[i].alpha
            dimmed.remove(at: i)
        }
    }
}
