import Foundation
@testable import Mainline
import Testing

@Suite("Rotation: size transitions with a coordinator")
struct RotationTests {
    /// A controller whose root view is laid out by Auto Layout (golden 01's kind), logging the
    /// coordinator's animation and completion too.
    final class RotatingController: LoggingController {
        var sizes: [CGSize] = []
        override func loadView() {
            let root = UIView()
            root.translatesAutoresizingMaskIntoConstraints = false
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                box.heightAnchor.constraint(equalToConstant: 100),
            ])
            view = root
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            coordinator.animate(alongsideTransition: { [log, name] context in
                log("\(name).alongside \(context.isAnimated) \(context.transitionDuration)")
            }, completion: { [log, name] _ in log("\(name).completion") })
        }
    }

    @Test("05: viewWillTransition, then the root view's layout")
    func goldenRotation() throws {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let window = UIWindow()
            window.rootViewController = RotatingController("ViewController", log: log, logging: ["viewWillTransition(to:with:)",
                                                                                                  "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        log.clear()
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(log.entries.filter { !$0.contains("alongside") && !$0.contains("completion") } == (try goldenTrace("05-rotation.trace")))
    }

    @Test("rotation: trait will-change, size will-change, traits, layout, alongside animation, completion 0.4 s later; the Auto Layout root follows")
    func fullRotation() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = Box<RotatingController?>(nil)
        sim.start {
            controller.value = RotatingController("VC", log: log, logging: LoggingController.all.subtracting(["updateViewConstraints"]))
            let window = UIWindow()
            window.rootViewController = controller.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        log.clear()
        sim.rotate(to: .landscapeRight)
        sim.runFrames(2)
        #expect(log.entries == ["VC.willTransition(to:with:)", "VC.viewWillTransition(to:with:)", "VC.traitCollectionDidChange",
                                "VC.viewWillLayoutSubviews", "VC.viewDidLayoutSubviews", "VC.alongside true 0.4"])
        sim.runUntilIdle()
        #expect(log.entries.last == "VC.completion")
        #expect(controller.value!.sizes == [CGSize(width: 844, height: 390)])
        let (rootFrame, boxFrame, screen, insets, traits) = inspect(sim) {
            (controller.value!.view.frame, controller.value!.view.subviews[0].frame, UIScreen.main.bounds, controller.value!.view.safeAreaInsets,
             controller.value!.traitCollection)
        }
        #expect(rootFrame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(boxFrame == CGRect(x: 20, y: 20, width: 804, height: 100))
        #expect(screen == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(insets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(traits.verticalSizeClass == .compact)
        log.clear()
        // Turning within landscape changes no size: no traits, no layout of the root view.
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(log.entries == ["VC.viewWillTransition(to:with:)", "VC.alongside true 0.4", "VC.completion"])
    }

    @Test("rotation reaches children (through super) and presented controllers; a sheet keeps its inset")
    func rotationReachesEveryone() {
        let f = RootFixture(logging: ["viewWillTransition(to:with:)"])
        let log = f.log
        let sheet = Box<LoggingController?>(nil)
        f.sim.perform {
            let child = LoggingController("Child", log: log, logging: ["viewWillTransition(to:with:)"])
            f.root.addChild(child)
            f.root.view.addSubview(child.view)
            child.didMove(toParent: f.root)
            sheet.value = LoggingController("Sheet", log: log, logging: ["viewWillTransition(to:with:)"])
            f.root.present(sheet.value!, animated: false)
        }
        f.sim.runUntilIdle()
        f.sim.rotate(to: .landscapeLeft)
        f.sim.runUntilIdle()
        #expect(log.entries == ["A.viewWillTransition(to:with:)", "Child.viewWillTransition(to:with:)", "Sheet.viewWillTransition(to:with:)"])
        #expect(inspect(f.sim) { sheet.value!.view.frame } == CGRect(x: 0, y: 10, width: 844, height: 380))
    }

    @Test("under a full-screen presentation the covered presenter hears the size change, and its traits when it comes back")
    func coveredPresenter() {
        let f = RootFixture(logging: ["viewWillTransition(to:with:)", "traitCollectionDidChange"])
        let log = f.log
        let cover = Box<LoggingController?>(nil)
        f.sim.perform {
            cover.value = LoggingController("Cover", log: log, logging: ["viewWillTransition(to:with:)", "traitCollectionDidChange"])
            cover.value!.modalPresentationStyle = .fullScreen
            f.root.present(cover.value!, animated: false)
        }
        f.sim.runUntilIdle()
        log.clear()
        f.sim.rotate(to: .landscapeLeft)
        f.sim.setUserInterfaceStyle(.dark, after: 1)
        f.sim.runUntilIdle()
        #expect(log.entries == ["A.viewWillTransition(to:with:)", "Cover.viewWillTransition(to:with:)", "Cover.traitCollectionDidChange",
                                "Cover.traitCollectionDidChange"])
        log.clear()
        f.sim.perform { cover.value!.dismiss(animated: false) }
        f.sim.runUntilIdle()
        #expect(log.entries == ["A.traitCollectionDidChange"])
        #expect(inspect(f.sim) { (f.root.view.frame.size, f.root.traitCollection.userInterfaceStyle) } == (CGSize(width: 844, height: 390), .dark))
    }
}
