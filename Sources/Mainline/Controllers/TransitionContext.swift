import Foundation

/// The context of a transition animated by an app's animator (UIKit's
/// `_UIViewControllerTransitionContext`): a custom presentation or dismissal, or a push, pop or
/// tab switch whose delegate gave an animation controller.
///
/// It starts the transition — the interaction controller's `startInteractiveTransition(_:)`
/// when there is one, else the animator's `animateTransition(using:)` — with the coordinator's
/// alongside animations in an animation of the animator's duration, and waits for
/// `completeTransition(_:)`: then the coordinator's completions run, then `finish` (the
/// owner's end of the transition: the "did" appearance callbacks, the views put in their final
/// places, the caller's completion), then the animator's `animationEnded(_:)`. Until then the
/// transition is running, whatever the time: an animator that never completes leaves it so, as
/// UIKit does.
final class TransitionContext: UIViewControllerContextTransitioning {
    private let container: UIView
    let fromController: UIViewController?
    let toController: UIViewController?
    /// The views the transition moves (nil where it leaves one in place).
    private let fromView: UIView?
    private let toView: UIView?
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]
    private let animated: Bool
    private let style: UIModalPresentationStyle
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    let coordinator: TransitionCoordinator
    private var finish: ((Bool) -> Void)?
    private(set) var interactive = false
    private(set) var cancelled = false
    private(set) var isComplete = false
    /// The clock a percent-driven interaction drives the animations with.
    var clock: InteractiveTransitionClock?
    /// The duration the animator gives (asked once, at the start).
    private(set) var duration: TimeInterval = 0
    private weak var simulation: SimulationContext?

    init(container: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?, animated: Bool,
         style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
         interactor: UIViewControllerInteractiveTransitioning?, coordinator: TransitionCoordinator,
         finish: @escaping (Bool) -> Void) {
        self.container = container
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        self.animated = animated
        self.style = style
        self.animator = animator
        self.interactor = interactor
        self.coordinator = coordinator
        self.finish = finish
        simulation = container.context
        coordinator.transitionContext = self
        coordinator.container = container
    }

    /// Records where `controller`'s view starts and ends.
    func setFrames(of controller: UIViewController?, initial: CGRect, final: CGRect) {
        guard let controller else { return }
        initialFrames[ObjectIdentifier(controller)] = initial
        finalFrames[ObjectIdentifier(controller)] = final
    }

    var context: SimulationContext { simulation ?? container.context }

    // MARK: - UIViewControllerContextTransitioning

    var containerView: UIView {
        let entry = UIEntry("-[_UIViewControllerTransitionContext containerView]", self); defer { entry.end() }
        return container
    }

    var isAnimated: Bool {
        let entry = UIEntry("-[_UIViewControllerTransitionContext isAnimated]", self); defer { entry.end() }
        return animated
    }

    var isInteractive: Bool {
        let entry = UIEntry("-[_UIViewControllerTransitionContext isInteractive]", self); defer { entry.end() }
        return interactive
    }

    var transitionWasCancelled: Bool {
        let entry = UIEntry("-[_UIViewControllerTransitionContext transitionWasCancelled]", self); defer { entry.end() }
        return cancelled
    }

    var presentationStyle: UIModalPresentationStyle {
        let entry = UIEntry("-[_UIViewControllerTransitionContext presentationStyle]", self); defer { entry.end() }
        return style
    }

    var targetTransform: CGAffineTransform {
        let entry = UIEntry("-[_UIViewControllerTransitionContext targetTransform]", self); defer { entry.end() }
        return .identity
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        let entry = UIEntry("-[_UIViewControllerTransitionContext updateInteractiveTransition:]", self); defer { entry.end() }
        guard !isComplete else { return }
        coordinator.percentComplete = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
    }

    func finishInteractiveTransition() {
        let entry = UIEntry("-[_UIViewControllerTransitionContext finishInteractiveTransition]", self); defer { entry.end() }
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        let entry = UIEntry("-[_UIViewControllerTransitionContext cancelInteractiveTransition]", self); defer { entry.end() }
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        let entry = UIEntry("-[_UIViewControllerTransitionContext pauseInteractiveTransition]", self); defer { entry.end() }
        guard !isComplete else { return }
        interactive = true
        coordinator.isInteractive = true
    }

    func completeTransition(_ didComplete: Bool) {
        let entry = UIEntry("-[_UIViewControllerTransitionContext completeTransition:]", self); defer { entry.end() }
        guard !isComplete, let finish else { return }
        isComplete = true
        self.finish = nil
        if !didComplete { cancelled = true }
        coordinator.isCancelled = !didComplete
        coordinator.percentComplete = didComplete ? 1 : 0
        coordinator.end()
        finish(didComplete)
        context.loop.span(.delegateCallback, "animationEnded(_:)") { animator.animationEnded(didComplete) }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let entry = UIEntry("-[_UIViewControllerTransitionContext viewControllerForKey:]", self); defer { entry.end() }
        return key == .from ? fromController : key == .to ? toController : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let entry = UIEntry("-[_UIViewControllerTransitionContext viewForKey:]", self); defer { entry.end() }
        return participantView(forKey: key)
    }

    func participantView(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : key == .to ? toView : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        let entry = UIEntry("-[_UIViewControllerTransitionContext initialFrameForViewController:]", self); defer { entry.end() }
        return initialFrames[ObjectIdentifier(vc)] ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        let entry = UIEntry("-[_UIViewControllerTransitionContext finalFrameForViewController:]", self); defer { entry.end() }
        return finalFrames[ObjectIdentifier(vc)] ?? .zero
    }

    // MARK: - Running

    /// Starts the transition (see the type's documentation).
    func start() {
        duration = context.loop.span(.delegateCallback, "transitionDuration(using:)") { animator.transitionDuration(using: self) }
        if !duration.isFinite || duration < 0 { duration = 0 }
        if let interactor {
            interactive = interactor.wantsInteractiveStart
            coordinator.isInteractive = interactive
            context.loop.span(.delegateCallback, "startInteractiveTransition(_:)") { interactor.startInteractiveTransition(self) }
            // A percent-driven interaction ran the animator under its clock; the alongside
            // animations follow the same clock.
            if let clock { clock.drive { runAlongsideAnimations() } } else { runAlongsideAnimations() }
        } else {
            context.loop.span(.delegateCallback, "animateTransition(using:)") { animator.animateTransition(using: self) }
            runAlongsideAnimations()
        }
    }

    /// The coordinator's alongside animations, as one animation of the transition's duration.
    private func runAlongsideAnimations() {
        guard !isComplete else { return }
        let context = self.context
        guard animated, duration > 0, !context.isDetached, context.commit.animationsEnabled else {
            coordinator.startAnimations()
            return
        }
        let group = AnimationGroup(name: "transition alongside animations", in: context)
        let scope = ViewAnimationScope(kind: .animate, duration: duration, delay: 0, timing: .curve(CAMediaTimingFunction(name: .easeInEaseOut)),
                                       group: group)
        coordinator.animationScope = scope
        scope.run(in: context) { context.loop.span(.animationBlock, "UIView.animate(withDuration:)") { coordinator.startAnimations() } }
        scope.close(in: context)
        if clock == nil { context.noteTransition(until: context.loop.clock.now + TimeAmount(seconds: duration)) }
    }

    /// The interaction ended: the transition goes on to its end or back to its start.
    private func endInteraction(cancelled: Bool) {
        guard !isComplete else { return }
        interactive = false
        self.cancelled = cancelled
        coordinator.completionVelocity = interactor?.completionSpeed ?? 1
        coordinator.completionCurve = interactor?.completionCurve ?? .easeInOut
        coordinator.endInteraction(cancelled: cancelled)
    }
}
