import Foundation
@testable import Mainline
import Testing

@Suite("Presentation contexts, cross-dissolves and trait overrides")
struct PresentationContextTests {
    @Test("over the current context: a child that defines the presentation context is covered, the tab bar stays above; the child is the presenter")
    func currentContext() {
        let sim = makeSimulation()
        let tabs = Box<UITabBarController?>(nil)
        let first = UIViewController(), second = UIViewController(), covering = UIViewController()
        sim.start {
            first.definesPresentationContext = true
            let t = UITabBarController()
            t.viewControllers = [first, second]
            tabs.value = t
            let window = UIWindow()
            window.rootViewController = t
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        sim.perform {
            covering.modalPresentationStyle = .overCurrentContext
            first.present(covering, animated: false)
        }
        sim.runUntilIdle()
        let state = inspect(sim) { () -> (Bool, Bool, Bool, CGRect, Bool) in
            let container = covering.view.superview!
            let host = container.superview!
            return (covering.presentingViewController === first, tabs.value!.presentedViewController == nil, host === tabs.value!.view,
                    container.frame, host.subviews.firstIndex(of: container)! < host.subviews.firstIndex(of: tabs.value!.tabBar)!)
        }
        #expect(state.0 && state.1 && state.2 && state.4)
        #expect(state.3 == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("a cross-dissolve presentation fades the presented view in instead of sliding it up")
    func crossDissolve() {
        let f = RootFixture()
        let presented = UIViewController()
        f.sim.perform {
            presented.modalPresentationStyle = .overFullScreen
            presented.modalTransitionStyle = .crossDissolve
            f.root.present(presented, animated: true)
        }
        f.sim.run(for: 0.25)
        let (opacity, frame) = inspect(f.sim) { (presented.view.layer.presentation()?.opacity, presented.view.layer.presentation()?.frame) }
        #expect(opacity.map { $0 > 0.1 && $0 < 0.9 } == true)
        #expect(frame?.minY == 0)
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { presented.view.layer.presentation()?.opacity } == 1)
    }

    @Test("overrideUserInterfaceStyle: the controller and its children take the style, hear traitCollectionDidChange, and follow the system again when it is cleared")
    func overrideStyle() {
        let f = RootFixture(logging: ["traitCollectionDidChange"])
        let child = LoggingController("Child", log: f.log, logging: ["traitCollectionDidChange"])
        f.sim.perform {
            f.root.addChild(child)
            f.root.view.addSubview(child.view)
            child.didMove(toParent: f.root)
        }
        f.sim.runUntilIdle()
        f.log.clear()
        f.sim.perform { f.root.overrideUserInterfaceStyle = .dark }
        f.sim.runUntilIdle()
        #expect(f.log.entries == ["A.traitCollectionDidChange", "Child.traitCollectionDidChange"])
        #expect(inspect(f.sim) { (f.root.traitCollection.userInterfaceStyle, child.traitCollection.userInterfaceStyle, child.view.traitCollection.userInterfaceStyle) }
                == (.dark, .dark, .dark))
        f.sim.perform { f.root.overrideUserInterfaceStyle = .unspecified }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { child.traitCollection.userInterfaceStyle } == .light)
    }

    @Test("setOverrideTraitCollection(_:forChild:) gives the child a regular width on a phone")
    func childTraitOverride() {
        let f = RootFixture()
        let child = UIViewController()
        f.sim.perform {
            f.root.addChild(child)
            f.root.view.addSubview(child.view)
            child.didMove(toParent: f.root)
            f.root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { (child.traitCollection.horizontalSizeClass, f.root.traitCollection.horizontalSizeClass) } == (.regular, .compact))
    }

    @Test("touches outside a custom presentation's presented view go through to the presenter (the container shows nothing of its own)")
    func touchesPassThroughContainer() {
        final class HalfCard: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect {
                CGRect(x: 0, y: 422, width: 390, height: 422)
            }
            override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
        }
        final class Vending: UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                HalfCard(presentedViewController: presented, presenting: presenting)
            }
        }
        let f = RootFixture()
        let log = f.log
        let vending = Vending()
        let card = UIViewController()
        f.sim.perform {
            let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
            button.addAction(UIAction { _ in log("presenter's button") }, for: .touchUpInside)
            f.root.view.addSubview(button)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = vending
            f.root.present(card, animated: false)
        }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { card.view.frame } == CGRect(x: 0, y: 422, width: 390, height: 422))
        f.sim.tap(at: CGPoint(x: 60, y: 120))
        f.sim.runUntilIdle()
        #expect(log.entries == ["presenter's button"])
    }
}
