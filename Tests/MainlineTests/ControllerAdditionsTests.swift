import Foundation
@testable import Mainline
import Testing

@Suite("UIViewController additions: content scroll views, 3D Touch previewing, preferred transitions, unwinding")
struct ControllerAdditionsTests {
    @Test("a preferred cross-dissolve transition fades the presented view in though its modal transition style is cover vertical")
    func preferredTransition() {
        let f = RootFixture()
        let presented = UIViewController()
        f.sim.perform {
            presented.modalPresentationStyle = .overFullScreen
            presented.preferredTransition = .crossDissolve()
            f.root.present(presented, animated: true)
        }
        f.sim.run(for: 0.25)
        let (opacity, frame, style) = inspect(f.sim) {
            (presented.view.layer.presentation()?.opacity, presented.view.layer.presentation()?.frame, presented.modalTransitionStyle)
        }
        #expect(opacity.map { $0 > 0.1 && $0 < 0.9 } == true)
        #expect(frame?.minY == 0)
        #expect(style == .coverVertical)
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { presented.view.layer.presentation()?.opacity } == 1)
    }

    @Test("setContentScrollView(_:for:) keeps a scroll view per edge, weakly; nil clears it")
    func contentScrollViews() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let controller = UIViewController()
            let top = UIScrollView(), bottom = UIScrollView()
            controller.setContentScrollView(top, for: .top)
            controller.setContentScrollView(bottom, for: .bottom)
            let before = [controller.contentScrollView(for: .top) === top, controller.contentScrollView(for: .bottom) === bottom,
                          controller.contentScrollView(for: .leading) == nil]
            controller.setContentScrollView(nil, for: .top)
            var transient: UIScrollView? = UIScrollView()
            controller.setContentScrollView(transient, for: .bottom)
            transient = nil
            return before + [controller.contentScrollView(for: .top) == nil, controller.contentScrollView(for: .bottom) == nil]
        }
        #expect(result == [true, true, true, true, true])
    }

    @Test("a force touch asks the registered delegate for a preview at the point in its source view, then commits it; an unregistered view previews nothing")
    func previewing() {
        final class Previewer: UIViewControllerPreviewingDelegate {
            let log: CallLog
            let preview = UIViewController()
            init(_ log: CallLog) { self.log = log }
            func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
                log("peek \(Int(location.x)),\(Int(location.y))")
                previewingContext.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
                return location.y < 50 ? preview : nil
            }
            func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
                log("pop \(viewControllerToCommit === preview) \(previewingContext.sourceRect.width)")
            }
        }
        let f = RootFixture()
        let log = CallLog()
        let previewer = Previewer(log)
        let source = Box<UIView?>(nil), registration = Box<UIViewControllerPreviewing?>(nil)
        f.sim.perform {
            let list = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
            let row = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 40))
            list.addSubview(row)
            f.root.view.addSubview(list)
            source.value = row
            registration.value = f.root.registerForPreviewing(with: previewer, sourceView: list)
        }
        f.sim.runUntilIdle()
        f.sim.forceTouch(at: CGPoint(x: 5, y: 5), in: source.value!)
        f.sim.forceTouch(at: CGPoint(x: 5, y: 90), in: f.root.view.subviews[0])
        f.sim.runUntilIdle()
        #expect(log.entries == ["peek 5,25", "pop true 10.0", "peek 5,90"])
        log.clear()
        f.sim.perform { f.root.unregisterForPreviewing(withContext: registration.value!) }
        f.sim.runUntilIdle()
        f.sim.forceTouch(at: CGPoint(x: 5, y: 5), in: source.value!)
        f.sim.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(inspect(f.sim) { f.root.previewActionItems.isEmpty })
    }

    @Test("preview actions keep their title and style and hand their handler the previewed controller")
    func previewActions() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            var seen: [String] = []
            let target = UIViewController()
            target.title = "Item"
            let delete = UIPreviewAction(title: "Delete", style: .destructive) { action, controller in seen.append("\(action.title) \(controller.title ?? "")") }
            let group = UIPreviewActionGroup(title: "More", style: .default, actions: [delete])
            delete.handler(delete, target)
            return seen + [group.title, "\(group.actions.count)", "\(delete.style == .destructive)"]
        }
        #expect(result == ["Delete Item", "More", "1", "true"])
    }

    @Test("forUnwindSegueAction finds the newest child that can unwind, then the controller itself")
    func unwindTarget() {
        final class Unwinding: UIViewController {
            let accepts: Bool
            init(_ accepts: Bool) { self.accepts = accepts; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { accepts = false; super.init(coder: coder) }
            override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { accepts }
        }
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let parent = Unwinding(true), yes = Unwinding(true), no = Unwinding(false), source = UIViewController()
            parent.addChild(yes)
            parent.addChild(no)
            let first = parent.forUnwindSegueAction(Selector("back:"), from: source, withSender: nil) === yes
            let lonely = Unwinding(false)
            lonely.addChild(Unwinding(false))
            return [first, lonely.forUnwindSegueAction(Selector("back:"), from: source, withSender: nil) == nil]
        }
        #expect(result == [true, true])
    }
}
