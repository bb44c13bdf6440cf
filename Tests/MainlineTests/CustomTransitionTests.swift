import Foundation
@testable import Mainline
import Testing

/// A fade animator, as apps write them: adds the incoming view, fades it in, completes.
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let log: CallLog
    var contexts: [UIViewControllerContextTransitioning] = []

    init(duration: TimeInterval = 0.5, log: CallLog) {
        self.duration = duration
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log("animateTransition")
        contexts.append(transitionContext)
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: duration, animations: { toView.alpha = 1 }, completion: { _ in
                self.log("completeTransition")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromView = transitionContext.view(forKey: .from)
            UIView.animate(withDuration: duration, animations: { fromView?.alpha = 0 }, completion: { _ in
                self.log("completeTransition")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log("animationEnded(\(transitionCompleted))") }
}

/// A transitioning delegate that hands out the fade animator (and an interaction controller
/// for dismissals, when it has one).
final class FadeTransitioning: UIViewControllerTransitioningDelegate {
    let animator: FadeAnimator
    var interaction: UIPercentDrivenInteractiveTransition?
    var presentation: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    init(_ animator: FadeAnimator) { self.animator = animator }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        presentation?(presented, presenting)
    }
}

/// A half-height card with a dimming view, as custom presentation controllers are written.
final class CardPresentationController: UIPresentationController {
    let log: CallLog
    let dimming = UIView()

    init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log("presentationTransitionWillBegin")
        dimming.frame = containerView?.bounds ?? .zero
        dimming.alpha = 0
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log("dismissalTransitionDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

@Suite("Custom transitions: animators, transition contexts, presentation controllers, interactions")
struct CustomTransitionTests {
    @Test("a full-screen presentation by an animator: animateTransition is called with the container, the did-callbacks and the completion wait for completeTransition(true), then the presenter's view leaves the window")
    func animatedFullScreen() {
        let f = RootFixture()
        let log = f.log
        let animator = FadeAnimator(log: log)
        let transitioning = FadeTransitioning(animator)
        let presented = Box<LoggingController?>(nil)
        f.sim.perform {
            let b = LoggingController("B", log: log)
            b.modalPresentationStyle = .fullScreen
            b.transitioningDelegate = transitioning
            presented.value = b
            f.root.present(b, animated: true) { log("completion") }
        }
        f.sim.run(for: 0.25)
        #expect(!log.entries.contains("B.viewDidAppear"))
        #expect(log.entries.contains("animateTransition"))
        let mid = inspect(f.sim) { (presented.value!.view.window != nil, f.root.view.window != nil) }
        #expect(mid == (true, true))
        f.sim.runUntilIdle()
        #expect(log.entries == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "animateTransition",
                                "B.traitCollectionDidChange", "completeTransition", "B.viewDidAppear", "A.viewDidDisappear", "completion",
                                "animationEnded(true)"])
        let context = animator.contexts.first
        let after = inspect(f.sim) {
            (f.root.view.window == nil, presented.value!.view.frame, context?.containerView === presented.value!.view.superview,
             context?.viewController(forKey: .from) === f.root, context?.view(forKey: .from) === f.root.view, context?.isAnimated)
        }
        #expect(after.0)
        #expect(after.1 == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(after.2 && after.3 && after.4 && after.5 == true)
        log.clear()
        f.sim.perform { presented.value!.dismiss(animated: true) { log("dismissed") } }
        f.sim.runUntilIdle()
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "animateTransition", "completeTransition", "A.viewDidAppear",
                                "B.viewDidDisappear", "dismissed", "animationEnded(true)"])
        #expect(inspect(f.sim) { (f.root.view.window === f.window, presented.value!.view.window == nil, f.root.presentedViewController == nil) }
                == (true, true, true))
    }

    @Test("a .custom presentation keeps the presenter's view in the window, silent; the presentation controller's frame, callbacks and alongside animation; the container leaves with the dismissal")
    func customPresentationController() {
        let f = RootFixture()
        let log = f.log
        let animator = FadeAnimator(log: log)
        let transitioning = FadeTransitioning(animator)
        transitioning.presentation = { presented, presenting in CardPresentationController(presented: presented, presenting: presenting, log: log) }
        let presented = Box<LoggingController?>(nil)
        f.sim.perform {
            let b = LoggingController("B", log: log, logging: ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = transitioning
            presented.value = b
            f.root.present(b, animated: true)
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["presentationTransitionWillBegin", "B.viewWillAppear", "animateTransition", "completeTransition",
                                "B.viewDidAppear", "presentationTransitionDidEnd(true)", "animationEnded(true)"])
        let state = inspect(f.sim) { () -> (Bool, CGRect, CGFloat, Bool, Bool) in
            let b = presented.value!
            let card = b.presentationController as? CardPresentationController
            return (f.root.view.window === f.window, b.view.frame, card?.dimming.alpha ?? -1,
                    card?.containerView === b.view.superview, b.presentationController?.presentingViewController === f.root)
        }
        #expect(state.0)
        #expect(state.1 == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(state.2 == 0.5)
        #expect(state.3 && state.4)
        log.clear()
        let container = Box<UIView?>(nil)
        f.sim.perform {
            container.value = presented.value!.presentationController?.containerView
            presented.value!.dismiss(animated: true)
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["dismissalTransitionWillBegin", "B.viewWillDisappear", "animateTransition", "completeTransition",
                                "B.viewDidDisappear", "dismissalTransitionDidEnd(true)", "animationEnded(true)"])
        #expect(inspect(f.sim) { (container.value?.superview == nil, f.root.view.window === f.window, f.root.presentedViewController == nil) }
                == (true, true, true))
    }

    @Test("an interactive dismissal: update(0.5) shows the animation half way; cancel() runs it back, completes with false, and the presented controller stays; finish() dismisses it")
    func percentDrivenDismissal() {
        let f = RootFixture()
        let log = f.log
        let animator = FadeAnimator(duration: 0.4, log: log)
        let transitioning = FadeTransitioning(animator)
        let interaction = UIPercentDrivenInteractiveTransition()
        let presented = Box<LoggingController?>(nil)
        f.sim.perform {
            let b = LoggingController("B", log: log, logging: ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
            b.modalPresentationStyle = .overFullScreen
            b.transitioningDelegate = transitioning
            presented.value = b
            f.root.present(b, animated: true)
        }
        f.sim.runUntilIdle()
        log.clear()
        transitioning.interaction = interaction
        f.sim.perform {
            presented.value!.dismiss(animated: true) { log("dismissed") }
            interaction.update(0.5)
        }
        f.sim.run(for: 1)
        let halfway = inspect(f.sim) { (presented.value!.view.layer.presentation()?.opacity, presented.value!.isBeingDismissed, interaction.duration) }
        #expect(halfway.0.map { abs($0 - 0.5) < 0.01 } == true)
        #expect(halfway.1 && halfway.2 == 0.4)
        #expect(!log.entries.contains("completeTransition"))
        f.sim.perform { interaction.cancel() }
        f.sim.runUntilIdle()
        #expect(log.entries == ["B.viewWillDisappear", "animateTransition", "completeTransition", "B.viewWillAppear", "B.viewDidAppear",
                                "animationEnded(false)"])
        #expect(inspect(f.sim) { (f.root.presentedViewController === presented.value, presented.value!.view.window != nil) } == (true, true))
        log.clear()
        f.sim.perform {
            presented.value!.view.alpha = 1
            presented.value!.dismiss(animated: true) { log("dismissed") }
            interaction.update(0.25)
        }
        f.sim.runFrames(2)
        f.sim.perform { interaction.finish() }
        f.sim.runUntilIdle()
        #expect(log.entries == ["B.viewWillDisappear", "animateTransition", "completeTransition", "B.viewDidDisappear", "dismissed",
                                "animationEnded(true)"])
        #expect(inspect(f.sim) { f.root.presentedViewController == nil })
    }

    @Test("a navigation controller's delegate animates a push: its container is the navigation controller's view, the pushed view ends under the bar, didShow after completeTransition")
    func navigationDelegateAnimator() {
        final class Delegate: UINavigationControllerDelegate {
            let animator: FadeAnimator
            var operations: [UINavigationController.Operation] = []
            let log: CallLog
            init(_ animator: FadeAnimator, log: CallLog) { self.animator = animator; self.log = log }
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                operations.append(operation)
                return animator
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                log("didShow")
            }
        }
        let sim = makeSimulation()
        let log = CallLog()
        let animator = FadeAnimator(duration: 0.3, log: log)
        let delegate = Delegate(animator, log: log)
        let nav = Box<UINavigationController?>(nil), b = Box<LoggingController?>(nil)
        sim.start {
            nav.value = UINavigationController(rootViewController: LoggingController("A", log: log, logging: []))
            nav.value!.delegate = delegate
            let window = UIWindow()
            window.rootViewController = nav.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        sim.perform {
            b.value = LoggingController("B", log: log, logging: ["viewWillAppear", "viewDidAppear"])
            nav.value!.pushViewController(b.value!, animated: true)
        }
        sim.runUntilIdle()
        #expect(log.entries == ["B.viewWillAppear", "animateTransition", "completeTransition", "B.viewDidAppear", "didShow", "animationEnded(true)"])
        let state = inspect(sim) { () -> (Bool, Bool, Int?, Int) in
            let container = nav.value!.view!
            return (animator.contexts.first?.containerView === container, b.value!.view.superview === container,
                    container.subviews.firstIndex { $0 === b.value!.view }, container.subviews.firstIndex { $0 === nav.value!.navigationBar } ?? -1)
        }
        #expect(state.0 && state.1)
        #expect((state.2 ?? 99) < state.3)
        #expect(delegate.operations == [.push])
    }

    @Test("a child's root view with translatesAutoresizingMaskIntoConstraints off, in an app's container, is as wide as its own constraints say (a 280-point drawer), not pinned to its frame")
    func childRootViewKeepsItsConstraints() {
        final class Drawer: UIViewController {
            let drawer = UIViewController()
            var width: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(drawer)
                drawer.view.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(drawer.view)
                width = drawer.view.widthAnchor.constraint(equalToConstant: 280)
                NSLayoutConstraint.activate([
                    width,
                    drawer.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    drawer.view.topAnchor.constraint(equalTo: view.topAnchor),
                    drawer.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                drawer.didMove(toParent: self)
            }
        }
        let sim = makeSimulation()
        let root = Box<Drawer?>(nil)
        sim.start {
            root.value = Drawer()
            let window = UIWindow()
            window.rootViewController = root.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        #expect(inspect(sim) { root.value!.drawer.view.frame } == CGRect(x: 0, y: 0, width: 280, height: 844))
        sim.perform { root.value!.width.constant = 300 }
        sim.runUntilIdle()
        #expect(inspect(sim) { root.value!.drawer.view.frame.width } == 300)
        #expect(sim.diagnostics.filter { $0.kind == .unsatisfiableConstraints }.isEmpty)
    }

    @Test("a navigation controller told it appears before it is in a window loads its view and shows its top controller, which appears with it")
    func navigationAppearingBeforeWindow() {
        final class Container: UIViewController {
            let main: UINavigationController
            init(main: UINavigationController) { self.main = main; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(main)
                main.beginAppearanceTransition(true, animated: false)
                main.view.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(main.view)
                NSLayoutConstraint.activate([
                    main.view.leadingAnchor.constraint(equalTo: view.leadingAnchor), main.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    main.view.topAnchor.constraint(equalTo: view.topAnchor), main.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                main.endAppearanceTransition()
                main.didMove(toParent: self)
            }
        }
        let sim = makeSimulation()
        let log = CallLog()
        let top = Box<LoggingController?>(nil), container = Box<Container?>(nil)
        sim.start {
            top.value = LoggingController("Top", log: log, logging: ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
            container.value = Container(main: UINavigationController(rootViewController: top.value!))
            let window = UIWindow()
            window.rootViewController = container.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        #expect(log.entries == ["Top.viewDidLoad", "Top.viewWillAppear", "Top.viewDidAppear"])
        #expect(inspect(sim) { (top.value!.view.window != nil, top.value!.view.frame) } == (true, CGRect(x: 0, y: 0, width: 390, height: 844)))
    }
}
