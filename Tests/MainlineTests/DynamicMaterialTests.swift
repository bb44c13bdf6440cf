import Foundation
@testable import Mainline
import Testing

/// A reference view 300 × 400 holding one item made by `make`, and an animator on it.
private func scene(_ make: @escaping () -> UIView) -> (Simulation, UIView, UIDynamicAnimator) {
    let sim = makeSimulation()
    let box = Box<(UIView, UIDynamicAnimator)?>(nil)
    sim.start {
        let window = UIWindow()
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(reference)
        let item = make()
        reference.addSubview(item)
        window.makeKeyAndVisible()
        box.value = (item, UIDynamicAnimator(referenceView: reference))
    }
    sim.runUntilIdle()
    let (item, animator) = box.value!
    return (sim, item, animator)
}

/// A view that collides as a triangle pointing down (its collision path).
final class DynamicWedge: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
    override var collisionBoundingPath: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: -30, y: -30))
        path.addLine(to: CGPoint(x: 30, y: -30))
        path.addLine(to: CGPoint(x: 0, y: 30))
        path.close()
        return path
    }
}

@Suite("UIKit Dynamics: friction, shapes by path, and the other fields")
struct DynamicMaterialTests {
    @Test("friction stops an item sliding along the floor; without friction it keeps its speed")
    func friction() {
        func slid(friction: CGFloat) -> (Double, Double) {
            let (sim, item, animator) = scene { UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 100)) }
            let material = inspect(sim) { () -> UIDynamicItemBehavior in
                let collision = UICollisionBehavior(items: [item])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(collision)
                animator.addBehavior(UIGravityBehavior(items: [item]))
                let material = UIDynamicItemBehavior(items: [item])
                material.friction = friction
                material.allowsRotation = false
                material.addLinearVelocity(CGPoint(x: 100, y: 0), for: item)
                animator.addBehavior(material)
                return material
            }
            sim.run(for: 1)
            return inspect(sim) { (Double(item.center.x) - 25, Double(material.linearVelocity(for: item).x)) }
        }
        let (free, freeSpeed) = slid(friction: 0)
        #expect(abs(freeSpeed - 100) < 1 && free > 95, "\(free) \(freeSpeed)")
        // μ = 0.5 on a level floor: deceleration μ·g = 500 pt/s², stopping after 100²/1000 = 10 pt.
        let (rough, roughSpeed) = slid(friction: 0.5)
        #expect(abs(roughSpeed) < 0.5 && abs(rough - 10) < 2, "\(rough) \(roughSpeed)")
    }

    @Test("an item whose collision bounds are a path lands on the path's lowest point")
    func pathShape() {
        let (sim, item, animator) = scene { DynamicWedge(frame: CGRect(x: 120, y: 0, width: 60, height: 60)) }
        inspect(sim) {
            let collision = UICollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            let material = UIDynamicItemBehavior(items: [item])
            material.allowsRotation = false
            animator.addBehavior(material)
        }
        #expect(sim.runUntilIdle(maxFrames: 600))
        #expect(inspect(sim) { abs(item.center.y - 370) < 0.5 })
    }

    @Test("a custom field's block sees each item's mass and moves it by the force it returns")
    func customField() {
        let (sim, item, animator) = scene { UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)) }
        let masses = Box<[CGFloat]>([])
        inspect(sim) {
            let field = UIFieldBehavior.field { _, _, _, mass, _, _ in
                masses.value.append(mass)
                return CGVector(dx: 2, dy: 0)
            }
            field.addItem(item)
            animator.addBehavior(field)
        }
        sim.run(for: 0.5)
        let (dx, t) = inspect(sim) { (Double(item.center.x) - 150, animator.elapsedTime) }
        #expect(masses.value.first == 1)
        // 2 UIKit newtons on a mass of 1: 200 points/s².
        #expect(abs(dx - 100 * t * t) < 1, "\(dx) in \(t)")
    }

    @Test("an electric field pushes a charged item away and leaves an uncharged one; a magnetic field bends a moving charge's path")
    func chargeFields() {
        func moved(charge: CGFloat, field: @escaping () -> UIFieldBehavior, velocity: CGPoint = .zero) -> CGPoint {
            let (sim, item, animator) = scene { UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)) }
            inspect(sim) {
                let material = UIDynamicItemBehavior(items: [item])
                material.charge = charge
                material.addLinearVelocity(velocity, for: item)
                animator.addBehavior(material)
                let f = field()
                f.position = CGPoint(x: 100, y: 150)
                f.addItem(item)
                animator.addBehavior(f)
            }
            sim.run(for: 0.3)
            return inspect(sim) { CGPoint(x: item.center.x - 150, y: item.center.y - 150) }
        }
        #expect(moved(charge: 1, field: UIFieldBehavior.electricField).x > 1)
        #expect(moved(charge: 0, field: UIFieldBehavior.electricField) == .zero)
        let bent = moved(charge: 1, field: { let f = UIFieldBehavior.magneticField(); f.strength = 5; return f }, velocity: CGPoint(x: 100, y: 0))
        #expect(abs(bent.y) > 1, "\(bent)")
    }

    @Test("a spring field pulls an item back and forth through its position; noise moves items the same way in every run")
    func springAndNoise() {
        let (sim, item, animator) = scene { UIView(frame: CGRect(x: 175, y: 100, width: 50, height: 50)) }
        let xs = Box<[Double]>([])
        inspect(sim) {
            let spring = UIFieldBehavior.springField()
            spring.position = CGPoint(x: 150, y: 125)
            spring.addItem(item)
            spring.action = { xs.value.append(Double(item.center.x)) }
            animator.addBehavior(spring)
        }
        sim.run(for: 1.2)
        // A 1 Hz spring: from 50 pt right it crosses to about 50 pt left half a second later.
        #expect((xs.value.min() ?? 200) < 110 && (xs.value.max() ?? 0) <= 200.5, "\(xs.value)")
        func noisy() -> CGPoint {
            let (sim, item, animator) = scene { UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50)) }
            inspect(sim) {
                let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
                noise.strength = 3
                noise.addItem(item)
                animator.addBehavior(noise)
            }
            sim.run(for: 0.5)
            return inspect(sim) { item.center }
        }
        let first = noisy()
        #expect(first != CGPoint(x: 125, y: 125) && first == noisy())
    }
}
