import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

@Suite("Memory and depth", .mainline(.quiet))
struct MemoryAndDepthTests {
    @Test("a removed, unreferenced subtree frees every view and constraint; the window's engine forgets it")
    func removedSubtreesAreFreed() {
        let sim = makeSimulation()
        let window = Box<UIWindow?>(nil)
        sim.start {
            window.value = UIWindow()
            window.value!.makeKeyAndVisible()
        }
        final class Weak: @unchecked Sendable { weak var object: AnyObject? }
        var baseline = -1
        for _ in 0..<3 {
            let views = Box<[Weak]>([]), constraints = Box<[Weak]>([])
            sim.perform {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
                for i in 0..<200 {
                    let cell = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 4, width: 390, height: 4))
                    let a = alView(), b = alView()
                    cell.addSubview(a)
                    cell.addSubview(b)
                    let made = [a.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4)]
                    NSLayoutConstraint.activate(made)
                    root.addSubview(cell)
                    for v in [cell, a, b] { let w = Weak(); w.object = v; views.value.append(w) }
                    for c in made { let w = Weak(); w.object = c; constraints.value.append(w) }
                }
                window.value!.addSubview(root)
            }
            sim.runUntilIdle()
            sim.perform { window.value!.subviews.forEach { $0.removeFromSuperview() } }
            sim.runUntilIdle()
            #expect(views.value.allSatisfy { $0.object == nil })
            #expect(constraints.value.allSatisfy { $0.object == nil })
            let tracked = inspect(sim) { window.value!.hostedEngine?.trackedItemCount ?? 0 }
            if baseline < 0 { baseline = tracked }
            #expect(tracked == baseline)
        }
    }

    @Test("a hierarchy 30,000 levels deep is built, laid out, drawn, removed and freed without recursion")
    func deepHierarchy() {
        let sim = makeSimulation()
        final class Weak: @unchecked Sendable { weak var view: UIView? }
        let deepest = Weak()
        let window = Box<UIWindow?>(nil)
        sim.start {
            let w = UIWindow()
            var parent: UIView = w
            for _ in 0..<30_000 {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                parent.addSubview(v)
                parent = v
            }
            deepest.view = parent
            w.makeKeyAndVisible()
            window.value = w
        }
        #expect(sim.runUntilIdle())
        #expect(sim.frames.first!.counters.drawCalls == 0)  // plain views draw nothing
        #expect(sim.frames.first!.counters.layoutSubviewsCalls >= 30_000)
        sim.perform { window.value!.subviews.first!.removeFromSuperview() }
        sim.runUntilIdle()
        #expect(deepest.view == nil)
    }
}
