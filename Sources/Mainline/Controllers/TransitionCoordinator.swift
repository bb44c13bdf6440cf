import Foundation

/// The keys of the controllers in a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller on screen when the transition began.
    nonisolated public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen when the transition ends.
    nonisolated public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the views in a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    nonisolated public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    nonisolated public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition's participants can read about it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began driven by a gesture.
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    /// Whether a gesture drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (an interactive pop the user let go of early).
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// How far the transition is, 0 to 1.
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    /// The curve of the rest of an interactive transition once the gesture ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The rotation the transition applies (identity: Mainline's transitions never rotate).
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets a controller run its own animations alongside a transition, and learn when it ends.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animation and `completion` when it ends. Returns
    /// whether they were taken (false once the transition has ended).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// `handler` runs when a gesture stops driving the transition (the finger lifts).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// `handler` runs when a gesture stops driving the transition (deprecated in iOS 10 for
    /// `notifyWhenInteractionChanges(_:)`).
    @available(iOS, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition's animation (UIKit's `completion` defaults to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one transition (a push, pop, presentation, dismissal or size change).
/// Alongside animations run when the transition's animation starts (at once if that has
/// started), as a `UIView` animation of the transition's duration; completions run when it ends,
/// before the participants' last callbacks.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, @unchecked Sendable {
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    var container: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    let transitionDuration: TimeInterval
    var isInteractive: Bool
    var isCancelled = false
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var completionCurve = UIView.AnimationCurve.easeInOut
    var targetTransform: CGAffineTransform { .identity }
    /// Whether a transition animator's context runs it (then its views come from the context).
    weak var transitionContext: TransitionContext?
    /// The interface orientations of a rotation (nil for other transitions).
    var rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
    /// An interruptible animator drives the transition.
    var hasInterruptibleAnimator = false
    var isInterruptible: Bool { hasInterruptibleAnimator }

    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsStarted = false
    private(set) var hasEnded = false
    /// The transition's animation block while it runs: alongside animations added late animate
    /// in it too.
    var animationScope: ViewAnimationScope?

    init(from: UIViewController?, to: UIViewController?, container: UIView, animated: Bool, duration: TimeInterval,
         style: UIModalPresentationStyle = .none, interactive: Bool = false) {
        self.from = from
        self.to = to
        self.container = container
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        presentationStyle = style
        initiallyInteractive = interactive
        isInteractive = interactive
    }

    var containerView: UIView {
        let entry = UIEntry("-[_UIViewControllerTransitionCoordinator containerView]", self); defer { entry.end() }
        return container
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let entry = UIEntry("-[_UIViewControllerTransitionCoordinator viewControllerForKey:]", self); defer { entry.end() }
        return key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let entry = UIEntry("-[_UIViewControllerTransitionCoordinator viewForKey:]", self); defer { entry.end() }
        if let transitionContext { return transitionContext.participantView(forKey: key) }
        return key == .from ? from?.storedView : key == .to ? to?.storedView : nil
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        let entry = UIEntry("-[_UIViewControllerTransitionCoordinator animateAlongsideTransition:completion:]", self); defer { entry.end() }
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if animationsStarted { runAnimation(animation) } else { animations.append(animation) }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        let entry = UIEntry("-[_UIViewControllerTransitionCoordinator animateAlongsideTransitionInView:animation:completion:]", self)
        defer { entry.end() }
        return animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        let entry = UIEntry("-[_UIViewControllerTransitionCoordinator notifyWhenInteractionChangesUsingBlock:]", self); defer { entry.end() }
        if isInteractive { interactionHandlers.append(handler) }
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        let entry = UIEntry("-[_UIViewControllerTransitionCoordinator notifyWhenInteractionEndsUsingBlock:]", self); defer { entry.end() }
        if isInteractive { interactionHandlers.append(handler) }
    }

    /// The transition's animation starts: the alongside animations registered so far run.
    func startAnimations() {
        animationsStarted = true
        let pending = animations
        animations = []
        for animation in pending { runAnimation(animation) }
    }

    private func runAnimation(_ animation: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        let context = SimulationContext.runningOrDetached
        let body = { context.loop.span(.animationBlock, "animate(alongsideTransition:)") { animation(self) } }
        if let scope = animationScope, context.commit.animation.scopes.last !== scope {
            scope.run(in: context, body)
            scope.reportLayoutChangesNotAnimated(in: context)
        } else {
            body()
        }
    }

    /// The gesture let go: the interaction handlers run (`isCancelled` says which way it goes).
    func endInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition ended: the completions run, once.
    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        percentComplete = isCancelled ? 0 : 1
        let pending = completions
        completions = []
        animations = []
        animationScope = nil
        let context = SimulationContext.runningOrDetached
        for completion in pending { context.loop.span(.animationBlock, "transition completion") { completion(self) } }
    }
}

/// A transition that has begun and not ended: `finish()` ends it now (a new transition on the
/// same container ends the running one first: its animations stop unfinished), or the
/// scheduler does when its time comes.
final class RunningTransition {
    private var body: (() -> Void)?
    var scheduled: ScheduledWork?
    /// The animations the transition added (its views' motions, its alongside animations).
    var animations: [(layer: CALayer, key: String)] = []
    weak var context: SimulationContext?

    init(_ body: @escaping () -> Void) { self.body = body }

    var isFinished: Bool { body == nil }

    /// Ends the transition: `completed` when its time has come (its animations end with it).
    func finish(completed: Bool = false) {
        guard let body else { return }
        self.body = nil
        scheduled?.cancel()
        if let context {
            for (layer, key) in animations { layer.finish(key, finished: completed, context: context) }
        }
        animations = []
        body()
    }
}

/// A view's move in a transition: an additive animation of its position from `from` to `to`
/// (offsets from where its model value puts it), as UIKit slides a pushed controller's view in
/// from the right and a presented one up from the bottom; or a fade of its opacity (a
/// cross-dissolve presentation).
struct TransitionMotion {
    enum Kind {
        case offset(from: CGPoint, to: CGPoint)
        case fade(from: Float, to: Float)
    }

    let view: UIView
    let kind: Kind

    init(view: UIView, from: CGPoint, to: CGPoint) {
        self.view = view
        kind = .offset(from: from, to: to)
    }

    init(view: UIView, fadeFrom: Float, to: Float) {
        self.view = view
        kind = .fade(from: fadeFrom, to: to)
    }
}
