import Foundation
@testable import Mainline
import Testing

/// A reference view 300 × 400 with two 60 × 60 boxes, and an animator on it.
private func twoBoxes(_ a: CGPoint, _ b: CGPoint) -> (Simulation, UIView, UIView, UIView, UIDynamicAnimator) {
    let sim = makeSimulation()
    let box = Box<(UIView, UIView, UIView, UIDynamicAnimator)?>(nil)
    sim.start {
        let window = UIWindow()
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(reference)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        first.center = a
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        second.center = b
        reference.addSubview(first)
        reference.addSubview(second)
        window.makeKeyAndVisible()
        box.value = (reference, first, second, UIDynamicAnimator(referenceView: reference))
    }
    sim.runUntilIdle()
    let (reference, first, second, animator) = box.value!
    return (sim, reference, first, second, animator)
}

private func angle(of view: UIView) -> Double { Double(atan2(view.transform.b, view.transform.a)) }
private func gap(_ a: UIView, _ b: UIView) -> CGPoint { CGPoint(x: b.center.x - a.center.x, y: b.center.y - a.center.y) }

@Suite("UIKit Dynamics: attachments between items, groups, shapes and collision modes")
struct DynamicJointTests {
    @Test("two items attached center to center keep their distance while one is pushed")
    func itemToItem() {
        let (sim, _, a, b, animator) = twoBoxes(CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200))
        let distances = Box<[Double]>([])
        inspect(sim) {
            let attachment = UIAttachmentBehavior(item: a, attachedTo: b)
            attachment.action = { let g = gap(a, b); distances.value.append(Double(hypot(g.x, g.y))) }
            animator.addBehavior(attachment)
            let push = UIPushBehavior(items: [a], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0, dy: 0.36)   // 100 pt/s for a 60 × 60 item
            animator.addBehavior(push)
        }
        sim.run(for: 0.5)
        #expect(inspect(sim) { attachment(animator)?.attachedBehaviorType } == .items)
        #expect(distances.value.count > 20 && distances.value.allSatisfy { abs($0 - 100) < 0.5 }, "\(distances.value)")
        // Momentum is kept: the pair's middle moves at half a's initial 100 pt/s, and the pair turns.
        // (tied at their centers, the items themselves do not turn: the line between them does, at 1 rad/s).
        let (middle, t, link, own) = inspect(sim) { () -> (CGFloat, Double, Double, Double) in
            let g = gap(a, b)
            return ((a.center.y + b.center.y) / 2 - 200, animator.elapsedTime, atan2(Double(g.y), Double(g.x)), angle(of: a))
        }
        #expect(abs(Double(middle) - 50 * t) < 1 && abs(link + t) < 0.05 && own == 0, "\(middle) in \(t), link \(link), own \(own)")
    }

    @Test("a limit attachment lets items come closer but not further than its length")
    func limit() {
        let (sim, _, a, b, animator) = twoBoxes(CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 200))
        let (length, type) = inspect(sim) { () -> (CGFloat, UIAttachmentBehavior.AttachmentType) in
            let rope = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
            animator.addBehavior(rope)
            let anchor = UIDynamicItemBehavior(items: [a])
            anchor.isAnchored = true
            animator.addBehavior(anchor)
            animator.addBehavior(UIGravityBehavior(items: [b]))
            return (rope.length, rope.attachedBehaviorType)
        }
        #expect(length == 100 && type == .items)
        sim.run(for: 0.5)
        #expect(inspect(sim) { abs(gap(a, b).y - 100) < 0.5 && a.center == CGPoint(x: 150, y: 100) })
        // Pushed up towards a, b may come closer.
        inspect(sim) {
            let push = UIPushBehavior(items: [b], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0, dy: -0.36 * 4)
            animator.addBehavior(push)
        }
        sim.runFrames(6)
        #expect(inspect(sim) { gap(a, b).y < 95 })
    }

    @Test("a fixed attachment welds two items: they keep their offset and turn together")
    func fixed() {
        let (sim, _, a, b, animator) = twoBoxes(CGPoint(x: 100, y: 200), CGPoint(x: 160, y: 200))
        inspect(sim) {
            animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 130, y: 200)))
            let push = UIPushBehavior(items: [a], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0, dy: 0.36)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: -30, vertical: 0), for: a)
            animator.addBehavior(push)
        }
        sim.run(for: 0.3)
        let (turnA, turnB, g) = inspect(sim) { (angle(of: a), angle(of: b), gap(a, b)) }
        #expect(abs(turnA) > 0.05 && abs(turnA - turnB) < 0.01, "\(turnA) \(turnB)")
        // The centers stay 60 pt apart, along the turned x axis.
        #expect(abs(Double(hypot(g.x, g.y)) - 60) < 0.5 && abs(atan2(Double(g.y), Double(g.x)) - turnA) < 0.02, "\(g)")
    }

    @Test("a pin attachment keeps the two anchor points together while the items turn freely; attachmentRange limits the turn")
    func pin() {
        func turn(range: UIFloatRange?) -> (Double, Double) {
            let (sim, _, a, b, animator) = twoBoxes(CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 100))
            inspect(sim) {
                let pin = UIAttachmentBehavior.pinAttachment(with: b, attachedTo: a, attachmentAnchor: CGPoint(x: 130, y: 100))
                if let range { pin.attachmentRange = range }
                animator.addBehavior(pin)
                let anchored = UIDynamicItemBehavior(items: [a])
                anchored.isAnchored = true
                animator.addBehavior(anchored)
                animator.addBehavior(UIGravityBehavior(items: [b]))
            }
            sim.run(for: 0.6)
            return inspect(sim) {
                // b's left edge middle (its anchor point) stays at (130, 100).
                let t = angle(of: b)
                let anchor = CGPoint(x: b.center.x - 30 * CGFloat(cos(t)), y: b.center.y - 30 * CGFloat(sin(t)))
                return (t, distance(anchor, CGPoint(x: 130, y: 100)))
            }
        }
        let (free, drift) = turn(range: nil)
        #expect(free > 0.5 && drift < 0.5, "\(free) \(drift)")
        let (limited, _) = turn(range: UIFloatRange(minimum: -0.2, maximum: 0.2))
        #expect(limited <= 0.21, "\(limited)")
    }

    @Test("a sliding attachment keeps an item on its axis without turning, within its range")
    func sliding() {
        let (sim, _, a, _, animator) = twoBoxes(CGPoint(x: 100, y: 100), CGPoint(x: 260, y: 360))
        inspect(sim) {
            let slide = UIAttachmentBehavior.slidingAttachment(with: a, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                               axisOfTranslation: CGVector(dx: 1, dy: 1))
            slide.attachmentRange = UIFloatRange(minimum: -1000, maximum: 100)
            animator.addBehavior(slide)
            animator.addBehavior(UIGravityBehavior(items: [a]))
        }
        sim.run(for: 1)
        let (center, turn) = inspect(sim) { (a.center, angle(of: a)) }
        // Gravity slides it down the diagonal until 100 pt along it.
        #expect(abs(center.x - center.y) < 0.5 && abs(turn) < 1e-6, "\(center) \(turn)")
        #expect(abs(Double(center.x - 100) * 2.0.squareRoot() - 100) < 1, "\(center)")
    }

    @Test("an item group falls and lands as one body: its items keep their offsets")
    func group() {
        let (sim, _, a, b, animator) = twoBoxes(CGPoint(x: 100, y: 50), CGPoint(x: 160, y: 80))
        let groupFrame = inspect(sim) { () -> CGRect in
            let group = UIDynamicItemGroup(items: [a, b])
            let collision = UICollisionBehavior(items: [group])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: [group]))
            let material = UIDynamicItemBehavior(items: [group])
            material.allowsRotation = false
            animator.addBehavior(material)
            return CGRect(x: group.center.x - group.bounds.width / 2, y: group.center.y - group.bounds.height / 2,
                          width: group.bounds.width, height: group.bounds.height)
        }
        #expect(groupFrame == CGRect(x: 70, y: 20, width: 120, height: 90))
        #expect(sim.runUntilIdle(maxFrames: 600))
        let (ga, gb) = inspect(sim) { (a.center, b.center) }
        // The union's bottom (b's) rests on 400; a keeps 60 right and 30 up of b.
        #expect(abs(gb.y - 370) < 0.5 && abs((gb.x - ga.x) - 60) < 1e-6 && abs((gb.y - ga.y) - 30) < 1e-6, "\(ga) \(gb)")
    }

    @Test("with collisionMode .boundaries items pass through each other and still land on the reference bounds")
    func shapesAndModes() {
        let sim = makeSimulation()
        let box = Box<(UIView, UIView, UIView, UIDynamicAnimator, UICollisionBehavior)?>(nil)
        sim.start {
            let window = UIWindow()
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            window.addSubview(reference)
            let ball = UIView(frame: CGRect(x: 120, y: 0, width: 60, height: 60))
            let plank = UIView(frame: CGRect(x: 120, y: 200, width: 60, height: 60))
            let other = UIView(frame: CGRect(x: 120, y: 330, width: 60, height: 60))
            for v in [ball, plank, other] { reference.addSubview(v) }
            window.makeKeyAndVisible()
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: [ball, other])
            collision.collisionMode = .boundaries
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            box.value = (ball, plank, other, animator, collision)
        }
        sim.runUntilIdle(maxFrames: 600)
        let (ball, _, other, animator, collision) = box.value!
        // Boundaries only: the ball passed through `other` to the floor.
        #expect(inspect(sim) { (abs(ball.center.y - 370) < 0.5, other.center.y, collision.collisionMode == .boundaries) } == (true, 360, true))
        #expect(inspect(sim) { animator.isRunning } == false)
    }

    @Test("a path boundary (a V-shaped funnel) catches an item at its bottom; an ellipse sits lower than a square")
    func pathBoundary() {
        func rest(_ make: @escaping () -> UIView) -> CGPoint {
            let (sim, reference, _, _, animator) = twoBoxes(CGPoint(x: 1000, y: 1000), CGPoint(x: 1000, y: 1000))
            let item = inspect(sim) { () -> UIView in
                let item = make()
                item.center = CGPoint(x: 150, y: 40)
                reference.addSubview(item)
                let funnel = UIBezierPath()
                funnel.move(to: CGPoint(x: 0, y: 100))
                funnel.addLine(to: CGPoint(x: 150, y: 250))
                funnel.addLine(to: CGPoint(x: 300, y: 100))
                let collision = UICollisionBehavior(items: [item])
                collision.addBoundary(withIdentifier: "funnel" as NSCopying, for: funnel)
                #expect(collision.boundary(withIdentifier: "funnel" as NSCopying) != nil)
                animator.addBehavior(collision)
                animator.addBehavior(UIGravityBehavior(items: [item]))
                let material = UIDynamicItemBehavior(items: [item])
                material.allowsRotation = false
                animator.addBehavior(material)
                return item
            }
            #expect(sim.runUntilIdle(maxFrames: 900))
            return inspect(sim) { item.center }
        }
        // The V's sides are at 45°: a 60 × 60 square rests on its bottom corners, which meet the
        // sides 30 pt out and 30 pt up from the vertex (center 60 pt above it); a 60 pt circle
        // touches both sides, its center 30·√2 pt above the vertex.
        let square = rest { UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60)) }
        #expect(abs(square.x - 150) < 1 && abs(square.y - 190) < 1.5, "\(square)")
        let ball = rest { DynamicBall(frame: CGRect(x: 0, y: 0, width: 60, height: 60)) }
        #expect(abs(ball.x - 150) < 1 && abs(Double(ball.y) - (250 - 30 * 2.0.squareRoot())) < 1.5, "\(ball)")
    }
}

/// A view that collides as the ellipse in its bounds.
final class DynamicBall: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

private func attachment(_ animator: UIDynamicAnimator) -> UIAttachmentBehavior? {
    animator.behaviors.compactMap { $0 as? UIAttachmentBehavior }.first
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(a.x - b.x, a.y - b.y)) }

@Suite("UIKit Dynamics: an animator's lifetime")
struct DynamicLifetimeTests {
    @Test("a running animator that is freed stops stepping, and the simulation goes idle")
    func freedAnimatorStops() {
        let sim = makeSimulation()
        let item = Box<UIView?>(nil)
        let animator = Box<UIDynamicAnimator?>(nil)
        sim.start {
            let window = UIWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            window.makeKeyAndVisible()
            let dynamics = UIDynamicAnimator(referenceView: window)
            dynamics.addBehavior(UIGravityBehavior(items: [view]))   // falls forever: never rests
            item.value = view
            animator.value = dynamics
        }
        sim.runFrames(10)
        let y = inspect(sim) { item.value!.center.y }
        #expect(y > 25)
        #expect(!sim.runUntilIdle(maxFrames: 20))
        inspect(sim) { animator.value = nil }
        #expect(sim.runUntilIdle(maxFrames: 5))
        #expect(inspect(sim) { item.value!.center.y } > y)
    }
}
