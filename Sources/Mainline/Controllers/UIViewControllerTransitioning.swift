import Foundation

/// What an animator reads about the transition it animates, and how it says it is done: the
/// view it happens in, the controllers and views taking part with their frames, and, while a
/// gesture drives it, how far it is and whether it was cancelled. UIKit makes one for each
/// custom presentation, dismissal, push, pop and tab switch; Mainline's is the same
/// (`TransitionContext`).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: the animator adds the incoming view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture (an interaction controller) drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (an interaction that went back): pass the opposite to
    /// `completeTransition(_:)`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition (`.none` for a push, pop or tab switch).
    var presentationStyle: UIModalPresentationStyle { get }
    /// An interaction controller's progress, 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition goes on to its end.
    func finishInteractiveTransition()
    /// The interaction ended and the transition goes back to where it began.
    func cancelInteractiveTransition()
    /// A running transition becomes interactive again (it stops where it is).
    func pauseInteractiveTransition()
    /// The animation is over: `true` if the transition happened, `false` if it was cancelled.
    /// The participants' last callbacks and the caller's completion follow at once.
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving, or nil where the transition does not move it (a
    /// presenter that stays on screen under an over-full-screen or custom presentation).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation the transition applies (identity: Mainline's transitions never rotate).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts, in the container's coordinates (`.zero` when it is not on
    /// screen at the start: the presented controller).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (`.zero` when it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition: UIKit asks for its duration and hands it the
/// transition's context; it calls `completeTransition(_:)` when its animations end.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animation takes (read for the transition coordinator, and by a
    /// percent-driven interaction as its length).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the transition; must end with `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// An animator that a percent-driven interaction scrubs, pauses and reverses instead of
    /// calling `animateTransition(using:)` (optional: the default has none).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Called after the transition completed (optional).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// No interruptible animator: the transition runs `animateTransition(using:)`.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UIEntry.check("-[UIViewControllerAnimatedTransitioning interruptibleAnimatorForTransition:]")
        return NoInterruptibleAnimator.shared
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        UIEntry.check("-[UIViewControllerAnimatedTransitioning animationEnded:]")
    }
}

/// An object that drives a transition from a gesture: UIKit calls
/// `startInteractiveTransition(_:)` instead of the animator's `animateTransition(using:)`, and
/// the object reports progress through the context.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// The transition begins: set it up and start following the gesture.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the gesture ends (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition once the gesture ends (ease-in-out by default).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true by default); when false it starts
    /// animating and becomes interactive only when paused.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { UIEntry.check("-[UIViewControllerInteractiveTransitioning completionSpeed]"); return 1 }
    public var completionCurve: UIView.AnimationCurve {
        UIEntry.check("-[UIViewControllerInteractiveTransitioning completionCurve]")
        return .easeInOut
    }
    public var wantsInteractiveStart: Bool { UIEntry.check("-[UIViewControllerInteractiveTransitioning wantsInteractiveStart]"); return true }
}

/// The object a controller asks for its presentation's and dismissal's animators, interaction
/// controllers and presentation controller. Every method is optional: nil means UIKit's own.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation of `presented` by `presenting` (`source` is the
    /// controller `present` was called on).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator of the dismissal of `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for a presentation animated by `animator`.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// An interaction controller for a dismissal animated by `animator`.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        UIEntry.check("-[UIViewControllerTransitioningDelegate animationControllerForPresentedController:presentingController:sourceController:]")
        return nil
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        UIEntry.check("-[UIViewControllerTransitioningDelegate animationControllerForDismissedController:]")
        return nil
    }

    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        UIEntry.check("-[UIViewControllerTransitioningDelegate interactionControllerForPresentation:]")
        return nil
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        UIEntry.check("-[UIViewControllerTransitioningDelegate interactionControllerForDismissal:]")
        return nil
    }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        UIEntry.check("-[UIViewControllerTransitioningDelegate presentationControllerForPresentedViewController:presentingViewController:sourceViewController:]")
        return nil
    }
}

/// The answer of an animator that does not implement `interruptibleAnimator(using:)` (the
/// method is optional in UIKit: an animator without it is driven through
/// `animateTransition(using:)`). It animates nothing.
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool { get { false } set {} }
    var fractionComplete: CGFloat { get { 0 } set {} }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
