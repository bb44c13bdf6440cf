import Foundation
@testable import Mainline
import Testing

@Suite("UIKit Dynamics: many items")
struct DynamicPileTests {
    @Test("a dozen boxes dropped into a container settle inside it without overlapping, and the animator pauses")
    func pileSettles() {
        let sim = makeSimulation()
        let box = Box<([UIView], UIDynamicAnimator)?>(nil)
        sim.start {
            let window = UIWindow()
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            window.addSubview(reference)
            var views: [UIView] = []
            for i in 0..<12 {
                let view = UIView(frame: CGRect(x: 10 + CGFloat(i % 4) * 70 + CGFloat(i / 4 % 2) * 30, y: 10 + CGFloat(i / 4) * 70, width: 50, height: 50))
                reference.addSubview(view)
                views.append(view)
            }
            window.makeKeyAndVisible()
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: views)
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: views))
            let material = UIDynamicItemBehavior(items: views)
            material.friction = 0.4
            animator.addBehavior(material)
            box.value = (views, animator)
        }
        let (views, animator) = box.value!
        let settled = sim.runUntilIdle(maxFrames: 2400)
        let (frames2, time) = inspect(sim) { (views.map(\.frame), animator.elapsedTime) }
        #expect(settled && inspect(sim) { animator.isRunning } == false, "still running after \(time) s")
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 400).insetBy(dx: -1, dy: -1)
        for (i, a) in frames2.enumerated() {
            #expect(bounds.contains(a), "\(a)")
            for b in frames2[(i + 1)...] {
                let overlap = a.insetBy(dx: 1.5, dy: 1.5).intersection(b.insetBy(dx: 1.5, dy: 1.5))
                #expect(overlap.isNull || overlap.isEmpty, "\(a) \(b)")
            }
        }
    }
}
