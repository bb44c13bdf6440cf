import Foundation
@testable import Mainline
import Testing

/// A view that counts its layouts and its setNeedsLayout calls.
final class CountingView: UIView {
    var layouts = 0
    var invalidations = 0
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
    override func setNeedsLayout() {
        invalidations += 1
        super.setNeedsLayout()
    }
}

/// golden/07-layout-triggers.md: what schedules layoutSubviews. Each case starts from a laid-out
/// window holding `parent > child` (both frame-based), makes one change in a frame's event
/// phase, and counts the layouts at that frame's commit.
@Suite("Layout triggers (golden/07)")
struct LayoutTriggerTests {
    final class Scene: @unchecked Sendable {
        var window: UIWindow!
        var parent: CountingView!
        var child: CountingView!
        func reset() {
            parent.layouts = 0
            child.layouts = 0
            parent.invalidations = 0
            child.invalidations = 0
        }
    }

    func makeScene() -> (Simulation, Scene) {
        let sim = makeSimulation()
        let scene = Scene()
        sim.start {
            scene.window = UIWindow()
            scene.parent = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            scene.child = CountingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            scene.parent.addSubview(scene.child)
            scene.window.addSubview(scene.parent)
            scene.window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        scene.reset()
        return (sim, scene)
    }

    /// Runs `change` in the next frame and returns (parent layouts, child layouts) at its commit.
    func layouts(after change: @escaping @MainActor @Sendable (Scene) -> Void) -> (Int, Int) {
        let (sim, scene) = makeScene()
        sim.perform { change(scene) }
        sim.runFrames(1)
        return (scene.parent.layouts, scene.child.layouts)
    }

    @Test("creating a view does not schedule layout")
    func creating() {
        let (sim, scene) = makeScene()
        let made = Box<CountingView?>(nil)
        sim.perform { made.value = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        sim.runFrames(1)
        #expect(made.value?.layouts == 0)
        #expect(scene.parent.layouts == 0)
    }

    @Test("addSubview lays out the added view and the receiver")
    func adding() {
        let (sim, scene) = makeScene()
        let added = Box<CountingView?>(nil)
        sim.perform {
            let v = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            added.value = v
            scene.parent.addSubview(v)
        }
        sim.runFrames(1)
        #expect(added.value?.layouts == 1)
        #expect(scene.parent.layouts == 1)
        #expect(scene.child.layouts == 0)
    }

    @Test("setting the same frame does nothing")
    func sameFrame() {
        #expect(layouts { $0.child.frame = CGRect(x: 10, y: 10, width: 100, height: 100) } == (0, 0))
    }

    @Test("a size change lays out the view and its superview")
    func sizeChange() {
        #expect(layouts { $0.child.frame = CGRect(x: 10, y: 10, width: 120, height: 100) } == (1, 1))
    }

    @Test("a change of origin alone does not lay out the view itself")
    func originChange() {
        let (parent, child) = layouts { $0.child.frame = CGRect(x: 40, y: 10, width: 100, height: 100) }
        #expect(child == 0)
        #expect(parent == 0)
    }

    @Test("scrolling a scroll view lays out the scroll view and its superview")
    func scrolling() {
        let sim = makeSimulation()
        let parent = Box<CountingView?>(nil)
        final class CountingScrollView: UIScrollView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
        }
        let scroll = Box<CountingScrollView?>(nil)
        sim.start {
            let window = UIWindow()
            let p = CountingView(frame: window.bounds)
            let s = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            s.contentSize = CGSize(width: 390, height: 3000)
            p.addSubview(s)
            window.addSubview(p)
            window.makeKeyAndVisible()
            parent.value = p
            scroll.value = s
        }
        sim.runUntilIdle()
        parent.value!.layouts = 0
        scroll.value!.layouts = 0
        sim.perform { scroll.value!.contentOffset = CGPoint(x: 0, y: 120) }
        sim.runFrames(1)
        #expect(scroll.value!.layouts == 1)
        #expect(parent.value!.layouts == 1)
    }

    @Test("resizing the window (a rotation) lays out the root view")
    func rotation() {
        let sim = makeSimulation()
        let root = Box<CountingView?>(nil)
        let window = Box<UIWindow?>(nil)
        sim.start {
            let w = UIWindow()
            let r = CountingView(frame: w.bounds)
            r.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            w.addSubview(r)
            w.makeKeyAndVisible()
            root.value = r
            window.value = w
        }
        sim.runUntilIdle()
        root.value!.layouts = 0
        sim.perform { window.value!.frame = CGRect(x: 0, y: 0, width: 844, height: 390) }
        sim.runFrames(1)
        #expect(root.value!.frame.size == CGSize(width: 844, height: 390))
        #expect(root.value!.layouts == 1)
    }

    @Test("changing a constraint lays out the view that holds it", arguments: ["constant", "priority", "activate", "deactivate"])
    func constraintChange(kind: String) {
        let sim = makeSimulation()
        final class Scene: @unchecked Sendable {
            var container: CountingView!
            var box: CountingView!
            var width: NSLayoutConstraint!
            var optional: NSLayoutConstraint!
            var extra: NSLayoutConstraint!
        }
        let scene = Scene()
        sim.start {
            let window = UIWindow()
            let container = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let box = CountingView()
            box.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(box)
            window.addSubview(container)
            scene.width = box.widthAnchor.constraint(equalToConstant: 100)
            scene.optional = box.widthAnchor.constraint(equalToConstant: 50)
            scene.optional.priority = .defaultLow
            scene.extra = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 40), scene.width, scene.optional,
            ])
            window.makeKeyAndVisible()
            scene.container = container
            scene.box = box
        }
        sim.runUntilIdle()
        scene.container.layouts = 0
        scene.container.invalidations = 0
        sim.perform {
            switch kind {
            case "constant": scene.width.constant = 150
            case "priority": scene.optional.priority = UILayoutPriority(300)
            case "activate": scene.extra.isActive = true
            default: scene.width.isActive = false
            }
        }
        sim.runFrames(1)
        // The container holds the width constraint's item: UIKit calls setNeedsLayout on it
        // (seed 000's log) and lays it out once at the commit.
        #expect(scene.container.invalidations >= 1)
        #expect(scene.container.layouts == 1)
        if kind == "constant" {
            #expect(scene.box.frame.width == 150)
        }
    }

    @Test("removeFromSuperview lays out the former superview")
    func removing() {
        #expect(layouts { $0.child.removeFromSuperview() } == (1, 0))
    }

    @Test("any number of triggers in one turn cost one pass")
    func coalescing() {
        let (parent, child) = layouts { scene in
            for i in 0..<10 { scene.child.frame = CGRect(x: 10, y: 10, width: 100 + CGFloat(i), height: 100) }
            scene.parent.setNeedsLayout()
        }
        #expect(parent == 1)
        #expect(child == 1)
    }
}
