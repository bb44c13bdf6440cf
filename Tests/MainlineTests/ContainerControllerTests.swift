import Foundation
@testable import Mainline
import Testing

/// Pages of a fixed list, as data sources are written.
final class PageList: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    let log: CallLog
    init(_ pages: [UIViewController], log: CallLog) { self.pages = pages; self.log = log }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log("willTransitionTo \((pendingViewControllers.first as? LoggingController)?.name ?? "?")")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log("didFinishAnimating completed=\(completed) now=\((pageViewController.viewControllers?.first as? LoggingController)?.name ?? "?")")
    }
}

@Suite("Containers: page view controllers, split view controllers, tabs")
struct ContainerControllerTests {
    static let appearance: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "willMove(toParent:)",
                                          "didMove(toParent:)", "willMove(toParent: nil)", "didMove(toParent: nil)"]

    /// A page view controller as a window's root, showing page A of A, B, C.
    func pagesFixture() -> (Simulation, CallLog, Box<UIPageViewController?>, PageList) {
        let sim = makeSimulation()
        let log = CallLog()
        let pages = ["A", "B", "C"].map { LoggingController($0, log: log, logging: Self.appearance) }
        let list = PageList(pages, log: log)
        let box = Box<UIPageViewController?>(nil)
        sim.start {
            let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            controller.dataSource = list
            controller.delegate = list
            controller.setViewControllers([pages[0]], direction: .forward, animated: false)
            box.value = controller
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        log.clear()
        return (sim, log, box, list)
    }

    @Test("a swipe to the left turns to the next page: willTransitionTo, the pages' appearance and containment callbacks as UIKit gives them, the views follow the finger, then didFinishAnimating")
    func swipeTurnsPage() {
        let (sim, log, box, list) = pagesFixture()
        sim.pan(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
        sim.runUntilIdle()
        #expect(log.entries == ["willTransitionTo B", "B.willMove(toParent:)", "A.viewWillDisappear", "B.viewWillAppear",
                                "A.willMove(toParent: nil)", "A.viewDidDisappear", "B.viewDidAppear", "A.didMove(toParent: nil)",
                                "B.didMove(toParent:)", "didFinishAnimating completed=true now=B"])
        let state = inspect(sim) { (box.value!.viewControllers?.first === list.pages[1], list.pages[1].view.frame, list.pages[0].view.superview == nil,
                                    box.value!.children.count) }
        #expect(state.0 && state.2)
        #expect(state.1 == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(state.3 == 1)
    }

    @Test("a short swipe springs back: the turn is cancelled, the callbacks reversed, the page stays")
    func shortSwipeCancels() {
        let (sim, log, box, list) = pagesFixture()
        sim.pan(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.6)
        sim.runUntilIdle()
        #expect(log.entries == ["willTransitionTo B", "B.willMove(toParent:)", "A.viewWillDisappear", "B.viewWillAppear",
                                "B.viewWillDisappear", "A.viewWillAppear", "B.willMove(toParent: nil)", "B.viewDidDisappear",
                                "A.viewDidAppear", "B.didMove(toParent: nil)", "didFinishAnimating completed=false now=A"])
        #expect(inspect(sim) { (box.value!.viewControllers?.first === list.pages[0], list.pages[0].view.frame.minX) } == (true, 0))
    }

    @Test("a swipe past the last page does nothing: the data source has none")
    func swipePastEnd() {
        let (sim, log, box, list) = pagesFixture()
        sim.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        sim.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(inspect(sim) { box.value!.viewControllers?.first === list.pages[0] })
    }

    @Test("setViewControllers animated slides the new page in without telling the delegate; the completion hears true")
    func programmaticTurn() {
        let (sim, log, box, list) = pagesFixture()
        let frameMidway = Box<CGRect?>(nil)
        sim.perform {
            box.value!.setViewControllers([list.pages[2]], direction: .reverse, animated: true) { done in log("completion \(done)") }
        }
        sim.run(for: 0.1)
        frameMidway.value = inspect(sim) { list.pages[2].view.layer.presentation()?.frame }
        sim.runUntilIdle()
        #expect(log.entries == ["C.willMove(toParent:)", "A.viewWillDisappear", "C.viewWillAppear", "A.willMove(toParent: nil)",
                                "A.viewDidDisappear", "C.viewDidAppear", "A.didMove(toParent: nil)", "C.didMove(toParent:)", "completion true"])
        // A reverse turn brings the page in from the left.
        #expect((frameMidway.value?.minX ?? 0) < 0)
        #expect(inspect(sim) { box.value!.viewControllers?.first === list.pages[2] })
    }

    @Test("a split view controller on a phone is collapsed: the secondary is pushed onto the primary navigation controller; showDetailViewController pushes too")
    func splitCollapsesOnPhone() {
        final class Delegate: UISplitViewControllerDelegate {
            var collapsed = 0
            func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapsed += 1 }
        }
        let sim = makeSimulation()
        let log = CallLog()
        let split = Box<UISplitViewController?>(nil), primary = Box<UINavigationController?>(nil)
        let detail = LoggingController("Detail", log: log, logging: [])
        let delegate = Delegate()
        sim.start {
            let s = UISplitViewController()
            s.delegate = delegate
            primary.value = UINavigationController(rootViewController: LoggingController("List", log: log, logging: []))
            s.viewControllers = [primary.value!, detail]
            split.value = s
            let window = UIWindow()
            window.rootViewController = s
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let state = inspect(sim) { () -> (Bool, Int, Bool, Bool, CGRect) in
            (split.value!.isCollapsed, primary.value!.viewControllers.count, detail.navigationController === primary.value,
             detail.splitViewController === split.value, primary.value!.view.frame)
        }
        #expect(state.0 && state.1 == 2 && state.2 && state.3)
        #expect(state.4 == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(delegate.collapsed == 1)
        let next = LoggingController("Next", log: log, logging: [])
        sim.perform { detail.showDetailViewController(next, sender: nil) }
        sim.runUntilIdle()
        #expect(inspect(sim) { primary.value!.topViewController === next })
    }

    @Test("a split view controller in a regular width shows the primary column beside the secondary, 320 points wide")
    func splitExpandedInLandscape() {
        let sim = Simulation(screenSize: CGSize(width: 932, height: 430))
        let split = Box<UISplitViewController?>(nil)
        let primary = UIViewController(), secondary = UIViewController()
        sim.start {
            let s = UISplitViewController(style: .doubleColumn)
            s.setViewController(primary, for: .primary)
            s.setViewController(secondary, for: .secondary)
            s.preferredDisplayMode = .oneBesideSecondary
            split.value = s
            let window = UIWindow()
            window.rootViewController = s
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let state = inspect(sim) { () -> (Bool, CGRect?, CGRect?, Bool) in
            let s = split.value!
            return (s.isCollapsed, s.viewController(for: .primary)?.view.frame, s.viewController(for: .secondary)?.view.frame,
                    s.viewController(for: .primary) is UINavigationController)
        }
        #expect(!state.0 && state.3)
        #expect(state.1 == CGRect(x: 0, y: 0, width: 320, height: 430))
        #expect(state.2 == CGRect(x: 320, y: 0, width: 612, height: 430))
    }

    @Test("UITab: the tabs' controllers are made on first use and become the tabs; selectedTab and tab(forIdentifier:) find them; a hidden tab leaves the bar")
    func tabs() {
        let sim = makeSimulation()
        let made = Box<[String]>([])
        let tabs = Box<UITabBarController?>(nil)
        sim.start {
            let home = UITab(title: "Home", image: nil, identifier: "home") { _ in made.value.append("home"); return UIViewController() }
            let search = UITab(title: "Search", image: nil, identifier: "search") { _ in made.value.append("search"); return UIViewController() }
            let t = UITabBarController(tabs: [home, search])
            tabs.value = t
            let window = UIWindow()
            window.rootViewController = t
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let state = inspect(sim) { () -> (Int, String?, String?, String?) in
            let t = tabs.value!
            return (t.viewControllers?.count ?? 0, t.selectedTab?.identifier, t.tab(forIdentifier: "search")?.viewController?.tabBarItem.title,
                    t.viewControllers?.first?.tab?.identifier)
        }
        #expect(state == (2, "home", "Search", "home"))
        #expect(made.value == ["home", "search"])
        sim.perform { tabs.value!.tab(forIdentifier: "search")!.isHidden = true }
        sim.runUntilIdle()
        #expect(inspect(sim) { tabs.value!.viewControllers?.count } == 1)
    }
}
