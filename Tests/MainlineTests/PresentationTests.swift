import Foundation
@testable import Mainline
import Testing

/// A window showing root controller A, on screen and idle.
struct RootFixture {
    let sim: Simulation
    let log: CallLog
    let rootBox: Box<LoggingController?>
    let windowBox: Box<UIWindow?>

    init(logging: Set<String> = LoggingController.basic) {
        sim = makeSimulation()
        let log = CallLog()
        self.log = log
        let rootBox = Box<LoggingController?>(nil), windowBox = Box<UIWindow?>(nil)
        self.rootBox = rootBox
        self.windowBox = windowBox
        sim.start {
            rootBox.value = LoggingController("A", log: log, logging: logging)
            windowBox.value = UIWindow()
            windowBox.value!.rootViewController = rootBox.value
            windowBox.value!.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        log.clear()
    }

    var root: LoggingController { rootBox.value! }
    var window: UIWindow { windowBox.value! }
}

@Suite("Presentation: present and dismiss in every style")
struct PresentationTests {
    static let fullScreenPresent = ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.traitCollectionDidChange",
                                    "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear", "completion"]
    static let fullScreenDismiss = ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "B.viewDidDisappear", "completion", "B.deinit"]
    static let sheetPresent = ["B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.traitCollectionDidChange", "B.viewIsAppearing",
                               "B.viewDidAppear", "completion"]
    static let sheetDismiss = ["B.viewWillDisappear", "B.viewDidDisappear", "completion", "B.deinit"]

    @Test("each style gives the presenter UIKit's callbacks (full screen: disappear and reappear; sheets and over-full-screen: none)",
          arguments: [
            (UIModalPresentationStyle.fullScreen, fullScreenPresent, fullScreenDismiss),
            (.currentContext, fullScreenPresent, fullScreenDismiss),
            (.automatic, sheetPresent, sheetDismiss),
            (.pageSheet, sheetPresent, sheetDismiss),
            (.formSheet, sheetPresent, sheetDismiss),
            (.overFullScreen, sheetPresent, sheetDismiss),
          ])
    func presentAndDismiss(style: UIModalPresentationStyle, present: [String], dismiss: [String]) {
        let f = RootFixture(logging: LoggingController.basic.union(["viewIsAppearing"]))
        let log = f.log
        let weakB = WeakBox<LoggingController>()
        let beingPresented = Box<[Bool]>([])
        f.sim.perform {
            let b = LoggingController("B", log: log, logging: LoggingController.basic.union(["viewIsAppearing", "deinit"]))
            b.modalPresentationStyle = style
            weakB.value = b
            f.root.present(b, animated: true) { log("completion") }
            beingPresented.value.append(b.isBeingPresented)
        }
        f.sim.runUntilIdle()
        #expect(log.entries == present)
        #expect(beingPresented.value == [true])
        #expect(weakB.value?.flagsSeen["viewWillAppear"] == [false, true])
        let (presented, presenting, presenterInWindow) = inspect(f.sim) {
            (f.root.presentedViewController === weakB.value, weakB.value?.presentingViewController === f.root, f.root.view.window != nil)
        }
        #expect(presented && presenting)
        #expect(presenterInWindow == !style.removesPresenter)
        if style.resolved == .pageSheet {
            #expect(inspect(f.sim) { weakB.value!.view.frame } == CGRect(x: 0, y: 57, width: 390, height: 787))
        } else {
            #expect(inspect(f.sim) { weakB.value!.view.frame } == CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        log.clear()
        f.sim.perform { weakB.value!.dismiss(animated: true) { log("completion") } }
        f.sim.runUntilIdle()
        #expect(log.entries == dismiss)
        #expect(weakB.value == nil)
        #expect(inspect(f.sim) { (f.root.presentedViewController == nil, f.root.view.window === f.window) } == (true, true))
    }

    @Test("the presentation takes its time: viewDidAppear and the completion come half a second later")
    func presentationSpansFrames() {
        let f = RootFixture()
        let log = f.log
        let t0 = Box<TimeInterval>(0), t1 = Box<TimeInterval>(0)
        let sim = f.sim
        f.sim.perform {
            t0.value = sim.context.loop.clock.now.seconds
            let b = LoggingController("B", log: log)
            b.modalPresentationStyle = .fullScreen
            f.root.present(b, animated: true) { t1.value = sim.context.loop.clock.now.seconds }
        }
        f.sim.runFrames(10)
        #expect(!log.entries.contains("B.viewDidAppear"))
        f.sim.runUntilIdle()
        #expect(t1.value - t0.value >= UIViewController.presentationDuration - 1e-9)
        #expect(t1.value - t0.value < UIViewController.presentationDuration + 2.0 / 60)
    }

    @Test("presenting on a controller that is already presenting: UIKit's message, nothing shown, no completion")
    func presentWhilePresenting() {
        let f = RootFixture()
        let log = f.log
        f.sim.perform {
            f.root.present(LoggingController("B", log: log), animated: true) { log("B completion") }
            f.root.present(LoggingController("C", log: log), animated: true) { log("C completion") }
        }
        f.sim.runUntilIdle()
        let misuse = f.sim.diagnostics.filter { $0.kind == .viewControllerMisuse }
        #expect(misuse.count == 1)
        let message = misuse.first?.message ?? ""
        #expect(message.hasPrefix("[Presentation] Attempt to present <LoggingController: 0x"))
        #expect(message.contains("which is already presenting <LoggingController: 0x"))
        #expect(log.entries.contains("B completion") && !log.entries.contains { $0.hasPrefix("C.") || $0 == "C completion" })
    }

    @Test("presenting from viewDidLoad: the view is not in the window hierarchy yet")
    func presentTooEarly() {
        final class Early: UIViewController {
            override func viewDidLoad() { present(UIViewController(), animated: false) }
        }
        let sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            window.rootViewController = Early()
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let messages = sim.diagnostics.filter { $0.kind == .viewControllerMisuse }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
    }

    @Test("a child presents through its container; dismissing a stack of presentations takes the ones above along")
    func presentationChain() {
        let f = RootFixture()
        let log = f.log
        let nav = Box<UINavigationController?>(nil)
        let b = Box<LoggingController?>(nil), c = Box<LoggingController?>(nil)
        f.sim.perform {
            b.value = LoggingController("B", log: log)
            nav.value = UINavigationController(rootViewController: b.value!)
            nav.value!.modalPresentationStyle = .fullScreen
            f.root.present(nav.value!, animated: false)
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["A.viewWillDisappear", "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.traitCollectionDidChange",
                                "B.viewDidAppear", "A.viewDidDisappear"])
        log.clear()
        f.sim.perform {
            c.value = LoggingController("C", log: log)
            b.value!.present(c.value!, animated: true)
        }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { (c.value!.presentingViewController === nav.value, b.value!.presentedViewController === c.value) } == (true, true))
        log.clear()
        f.sim.perform { f.root.dismiss(animated: true) }
        f.sim.runUntilIdle()
        #expect(log.entries == ["C.viewWillDisappear", "C.viewDidDisappear", "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear",
                                "B.viewDidDisappear"])
        #expect(inspect(f.sim) { (f.root.presentedViewController == nil, nav.value!.presentingViewController == nil, f.window.subviews.count) }
            == (true, true, 1))
    }
}
