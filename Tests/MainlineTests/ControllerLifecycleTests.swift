import Foundation
@testable import Mainline
import Testing

/// A controller that logs its lifecycle as `name.callback`, before calling super. By default
/// it logs loading, appearance and trait changes; `logging` adds more (`.all` for everything).
class LoggingController: UIViewController {
    static let basic: Set<String> = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
                                     "viewDidDisappear", "traitCollectionDidChange"]
    static let all: Set<String> = basic.union(["viewIsAppearing", "willMove(toParent:)", "didMove(toParent:)", "willMove(toParent: nil)", "didMove(toParent: nil)", "updateViewConstraints",
                                               "viewWillLayoutSubviews", "viewDidLayoutSubviews", "didReceiveMemoryWarning",
                                               "willTransition(to:with:)", "viewWillTransition(to:with:)", "deinit"])
    let log: CallLog
    let name: String
    let logged: Set<String>
    var previousTraits: [UITraitCollection?] = []
    /// `isMovingToParent`, `isBeingPresented` … as read in the last appearance callback.
    var flagsSeen: [String: [Bool]] = [:]

    init(_ name: String, log: CallLog, logging: Set<String> = LoggingController.basic) {
        self.name = name
        self.log = log
        self.logged = logging
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    deinit { note("deinit") }

    func note(_ callback: String) {
        if logged.contains(callback) { log("\(name).\(callback)") }
    }

    override func loadView() { note("loadView"); super.loadView() }
    override func viewDidLoad() { note("viewDidLoad"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) {
        note("viewWillAppear")
        flagsSeen["viewWillAppear"] = [isMovingToParent, isBeingPresented]
        super.viewWillAppear(animated)
    }
    override func viewIsAppearing(_ animated: Bool) { note("viewIsAppearing"); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) {
        note("viewWillDisappear")
        flagsSeen["viewWillDisappear"] = [isMovingFromParent, isBeingDismissed]
        super.viewWillDisappear(animated)
    }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear"); super.viewDidDisappear(animated) }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        note("traitCollectionDidChange")
        previousTraits.append(previous)
        super.traitCollectionDidChange(previous)
    }
    override func willMove(toParent parent: UIViewController?) {
        note(parent == nil ? "willMove(toParent: nil)" : "willMove(toParent:)")
        super.willMove(toParent: parent)
    }
    override func didMove(toParent parent: UIViewController?) {
        note(parent == nil ? "didMove(toParent: nil)" : "didMove(toParent:)")
        super.didMove(toParent: parent)
    }
    override func updateViewConstraints() { note("updateViewConstraints"); super.updateViewConstraints() }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews"); super.viewDidLayoutSubviews() }
    override func didReceiveMemoryWarning() { note("didReceiveMemoryWarning"); super.didReceiveMemoryWarning() }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        note("willTransition(to:with:)")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        note("viewWillTransition(to:with:)")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@Suite("View controllers: loading, appearance, traits")
struct ControllerLifecycleTests {
    @Test("replacing the root controller: the old one disappears, and appears again when it comes back")
    func rootReplacement() {
        let log = CallLog()
        let sim = makeSimulation()
        let window = Box<UIWindow?>(nil)
        let a = Box<LoggingController?>(nil), b = Box<LoggingController?>(nil)
        sim.start {
            a.value = LoggingController("A", log: log)
            b.value = LoggingController("B", log: log)
            window.value = UIWindow()
            window.value!.rootViewController = a.value
            window.value!.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.traitCollectionDidChange", "A.viewDidAppear"])
        log.clear()
        sim.perform { window.value!.rootViewController = b.value }
        sim.runUntilIdle()
        #expect(log.entries == ["A.viewWillDisappear", "A.viewDidDisappear", "B.loadView", "B.viewDidLoad",
                                "B.viewWillAppear", "B.traitCollectionDidChange", "B.viewDidAppear"])
        log.clear()
        sim.perform { window.value!.rootViewController = a.value }
        sim.runUntilIdle()
        // A's view is loaded and its traits are unchanged: no load, no trait callback.
        #expect(log.entries == ["B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(inspect(sim) { (a.value!.view.superview === window.value!, b.value!.view.superview == nil) } == (true, true))
    }

    @Test("a root controller replaced before its first frame never gets viewDidAppear")
    func replacedBeforeAppearing() {
        let log = CallLog()
        let sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            window.rootViewController = LoggingController("A", log: log)
            window.makeKeyAndVisible()
            window.rootViewController = LoggingController("B", log: log)
        }
        sim.runUntilIdle()
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.traitCollectionDidChange",
                                "A.viewWillDisappear", "A.viewDidDisappear",
                                "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.traitCollectionDidChange", "B.viewDidAppear"])
    }

    @Test("reading self.view inside loadView(): a diagnostic naming the controller, not a stack overflow")
    func viewReadInsideLoadView() {
        final class Reader: UIViewController {
            var sawDuringLoad: UIView?
            override func loadView() {
                sawDuringLoad = view          // recurses forever in UIKit
                view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let sim = makeSimulation()
        let controller = Box<Reader?>(nil)
        sim.start {
            let window = UIWindow()
            controller.value = Reader()
            window.rootViewController = controller.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let loops = sim.diagnostics.filter { $0.kind == .loadViewLoop }
        #expect(loops.count == 1)
        #expect(loops.first?.message.contains("Reader.loadView() read `view` before setting it") ?? false, "\(loops)")
        // The run went on: the view loadView() assigned last is the one on screen.
        let (placeholder, installed, superview) = inspect(sim) {
            (controller.value!.sawDuringLoad, controller.value!.view, controller.value!.view.superview)
        }
        #expect(placeholder != nil && placeholder !== installed)
        #expect(superview is UIWindow)
    }

    @Test("an Auto Layout root view follows the window's size; rotating to landscape changes the size classes")
    func autoLayoutRootFollowsWindow() {
        final class Pinned: LoggingController {
            var child: UIView!
            override func loadView() {
                let root = UIView()
                root.translatesAutoresizingMaskIntoConstraints = false   // golden 01's root views do this
                let child = UIView()
                child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    child.topAnchor.constraint(equalTo: root.topAnchor),
                    child.heightAnchor.constraint(equalToConstant: 50),
                ])
                view = root
                self.child = child
            }
        }
        let log = CallLog()
        let sim = makeSimulation()
        let window = Box<UIWindow?>(nil)
        let controller = Box<Pinned?>(nil)
        sim.start {
            controller.value = Pinned("P", log: log)
            window.value = UIWindow()
            window.value!.rootViewController = controller.value
            window.value!.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let portrait = inspect(sim) { (controller.value!.view.frame, controller.value!.child.frame, controller.value!.traitCollection) }
        #expect(portrait.0 == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(portrait.1 == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(portrait.2.horizontalSizeClass == .compact && portrait.2.verticalSizeClass == .regular)
        sim.perform { window.value!.frame = CGRect(x: 0, y: 0, width: 844, height: 390) }
        sim.runUntilIdle()
        let landscape = inspect(sim) { (controller.value!.view.frame, controller.value!.child.frame, controller.value!.traitCollection) }
        #expect(landscape.0 == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(landscape.1 == CGRect(x: 0, y: 0, width: 844, height: 50))
        #expect(landscape.2.verticalSizeClass == .compact && landscape.2.horizontalSizeClass == .compact)
        #expect(log.entries.filter { $0 == "P.traitCollectionDidChange" }.count == 2)
        #expect(controller.value!.previousTraits.count == 2)
        #expect(controller.value!.previousTraits.first! == nil)
        #expect(controller.value!.previousTraits.last??.verticalSizeClass == .regular)
    }
}
