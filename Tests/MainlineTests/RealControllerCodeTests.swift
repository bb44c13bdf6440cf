import Foundation
@testable import Mainline
import Testing

// Code shaped like the open-source controllers apps use (a bubble transition with a pan to
// dismiss, a half-screen sheet that animates itself in, a page container laid out by frames),
// run in a simulation. Written for these tests.

/// A circle-reveal style animator: the presented view grows from a point; the presenter is told
/// of its appearance by hand, as such animators do for `.custom` presentations.
final class GrowAnimator: UIViewControllerAnimatedTransitioning {
    var presenting = true
    let origin = CGPoint(x: 195, y: 700)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let from = transitionContext.viewController(forKey: .from), to = transitionContext.viewController(forKey: .to)
        if presenting {
            from?.beginAppearanceTransition(false, animated: true)
            let view = transitionContext.view(forKey: .to)!
            let center = view.center
            view.center = origin
            view.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            container.addSubview(view)
            UIView.animate(withDuration: 0.4, animations: {
                view.transform = .identity
                view.center = center
            }, completion: { _ in
                transitionContext.completeTransition(true)
                from?.endAppearanceTransition()
            })
        } else {
            to?.beginAppearanceTransition(true, animated: true)
            let view = transitionContext.view(forKey: .from)!
            UIView.animate(withDuration: 0.4, animations: {
                view.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
                view.alpha = 0
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    // The animations ran back, but the values set in the block stay: put them back.
                    view.transform = .identity
                    view.alpha = 1
                }
                transitionContext.completeTransition(!cancelled)
                to?.endAppearanceTransition()
                if cancelled {
                    // The presenter is covered again.
                    to?.beginAppearanceTransition(false, animated: false)
                    to?.endAppearanceTransition()
                }
            })
        }
    }
}

/// A pan-to-dismiss interaction: the pan starts the dismissal, its progress drives it, the
/// release finishes or cancels it.
final class PanToDismiss: UIPercentDrivenInteractiveTransition {
    weak var controller: UIViewController?
    var shouldFinish = false

    func attach(to controller: UIViewController) {
        self.controller = controller
        wantsInteractiveStart = false
        controller.view.addGestureRecognizer(UIPanGestureRecognizer(handler: { [weak self] recognizer in
            self?.handle(recognizer as! UIPanGestureRecognizer)
        }))
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        guard let controller, let view = controller.view else { return }
        let progress = min(1, max(0, pan.translation(in: view.superview).y / view.bounds.height))
        switch pan.state {
        case .began: controller.dismiss(animated: true)
        case .changed:
            shouldFinish = progress > 0.3
            update(progress)
        case .ended: shouldFinish ? finish() : cancel()
        case .cancelled: cancel()
        default: break
        }
    }
}

final class BubbleHost: LoggingController, UIViewControllerTransitioningDelegate {
    let animator = GrowAnimator()
    let interaction = PanToDismiss()

    func show(_ modal: UIViewController) {
        modal.transitioningDelegate = self
        modal.modalPresentationStyle = .custom
        interaction.attach(to: modal)
        present(modal, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// A half-screen sheet that presents itself over the current context without animation and
/// then raises its own container with a constraint animation.
final class RisingSheet: UIViewController {
    let container = UIView()
    var bottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        container.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(container)
        bottom = container.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 300)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            container.heightAnchor.constraint(equalToConstant: 300),
            bottom,
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3) {
            self.bottom.constant = 0
            self.view.layoutIfNeeded()
        }
    }
}

@Suite("Real controller code: custom transitions, self-animating sheets, page containers")
struct RealControllerCodeTests {
    @Test("a grow transition with a pan to dismiss: the presenter stays in the window and is told of its appearance by the animator; a short pan cancels, a long one dismisses")
    func bubbleTransition() {
        let sim = makeSimulation()
        let log = CallLog()
        let host = Box<BubbleHost?>(nil)
        let modal = LoggingController("Modal", log: log, logging: ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        sim.start {
            host.value = BubbleHost("Host", log: log, logging: ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
            let window = UIWindow()
            window.rootViewController = host.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        log.clear()
        sim.perform { host.value!.show(modal) }
        sim.runUntilIdle()
        #expect(log.entries == ["Modal.viewWillAppear", "Host.viewWillDisappear", "Modal.viewDidAppear", "Host.viewDidDisappear"])
        #expect(inspect(sim) { (host.value!.view.window != nil, modal.view.frame, modal.view.transform) }
                == (true, CGRect(x: 0, y: 0, width: 390, height: 844), .identity))
        log.clear()
        // A short pan: the dismissal starts, follows the finger, and is cancelled.
        sim.pan(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.3)
        sim.runUntilIdle()
        #expect(inspect(sim) { host.value!.presentedViewController === modal })
        #expect(log.entries == ["Modal.viewWillDisappear", "Host.viewWillAppear", "Modal.viewWillAppear", "Modal.viewDidAppear",
                                "Host.viewDidAppear", "Host.viewWillDisappear", "Host.viewDidDisappear"])
        #expect(inspect(sim) { (modal.view.alpha, modal.view.window != nil) } == (1, true))
        log.clear()
        // A long pan dismisses it.
        sim.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.3)
        sim.runUntilIdle()
        #expect(inspect(sim) { (host.value!.presentedViewController == nil, modal.view.window == nil) } == (true, true))
        #expect(log.entries == ["Modal.viewWillDisappear", "Host.viewWillAppear", "Modal.viewDidDisappear", "Host.viewDidAppear"])
    }

    @Test("a sheet presented over the current context without animation raises its container itself: it ends 300 points above the bottom, the presenter still shown")
    func risingSheet() {
        let f = RootFixture()
        let sheet = RisingSheet()
        let start = Box<CGRect?>(nil)
        f.sim.perform {
            sheet.modalPresentationStyle = .overCurrentContext
            f.root.present(sheet, animated: false)
        }
        f.sim.runFrames(2)
        start.value = inspect(f.sim) { sheet.container.layer.presentation()?.frame }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { sheet.container.frame } == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect((start.value?.minY ?? 0) > 544)
        #expect(inspect(f.sim) { f.root.view.window != nil })
    }

    @Test("a page view controller inside an app's container, laid out by frames: a rotation calls didRotate(from:), which gives it the new size")
    func pageContainerRotation() {
        final class SwipeContainer: UIViewController {
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            override func viewDidLoad() {
                super.viewDidLoad()
                pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
                addChild(pages)
                view.addSubview(pages.view)
                pages.view.frame = view.bounds
                pages.didMove(toParent: self)
            }
            override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
                pages.view.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
            }
        }
        let sim = makeSimulation()
        let container = Box<SwipeContainer?>(nil)
        sim.start {
            container.value = SwipeContainer()
            let window = UIWindow()
            window.rootViewController = container.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        sim.rotate(to: .landscapeRight)
        sim.runUntilIdle()
        let (pageFrame, shownFrame) = inspect(sim) { (container.value!.pages.view.frame, container.value!.pages.viewControllers?.first?.view.frame) }
        #expect(pageFrame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(shownFrame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }
}
