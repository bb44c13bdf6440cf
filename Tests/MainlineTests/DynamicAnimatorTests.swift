import Dispatch
import Foundation
@testable import Mainline
import Testing
import ThreadChecker

/// Records what a dynamic animator tells its delegate, with whether it ran at the time.
final class DynamicsLog: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    let log = CallLog()

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log("resume running=\(animator.isRunning)") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log("pause running=\(animator.isRunning)") }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        log("began boundary \(identifier.map { "\($0)" } ?? "nil") y=\(Int(p.y.rounded()))")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?) {
        log("ended boundary \(identifier.map { "\($0)" } ?? "nil")")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint) {
        log("began items")
    }
}

/// A window holding a 300 × 400 reference view at the origin, with a 100 × 100 box whose
/// center is `center`; the animator is made on the reference view.
private func dynamicsScene(center: CGPoint = CGPoint(x: 150, y: 50), size: CGSize = CGSize(width: 100, height: 100),
                           refreshRate: Double = 60) -> (Simulation, UIView, UIView, UIDynamicAnimator) {
    let sim = makeSimulation(refreshRate: refreshRate)
    let box = Box<(UIView, UIView, UIDynamicAnimator)?>(nil)
    sim.start {
        let window = UIWindow()
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(reference)
        let item = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        item.center = center
        reference.addSubview(item)
        window.makeKeyAndVisible()
        box.value = (reference, item, UIDynamicAnimator(referenceView: reference))
    }
    sim.runUntilIdle()
    let (reference, item, animator) = box.value!
    return (sim, reference, item, animator)
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(a.x - b.x, a.y - b.y)) }

@Suite("UIKit Dynamics: UIDynamicAnimator and its behaviors")
struct DynamicAnimatorTests {
    @Test("a dropped view falls at 1,000 points/s² and comes to rest on the reference view's bottom edge; the animator pauses")
    func dropRestsOnBottomEdge() {
        let (sim, _, view, animator) = dynamicsScene()
        let recorder = DynamicsLog()
        let early = inspect(sim) { () -> (Double, Double) in
            animator.delegate = recorder
            animator.addBehavior(UIGravityBehavior(items: [view]))
            let collision = UICollisionBehavior(items: [view])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = recorder
            animator.addBehavior(collision)
            return (Double(view.center.y), animator.elapsedTime)
        }
        #expect(early == (50, 0))
        sim.run(for: 0.3)
        let (y, t) = inspect(sim) { (Double(view.center.y), animator.elapsedTime) }
        // Free fall: y = 50 + ½ · 1000 · t² (a step's integration error is well under a point).
        #expect(abs(y - (50 + 500 * t * t)) < 2, "y \(y) at t \(t)")
        #expect(sim.runUntilIdle(maxFrames: 600))
        let rest = inspect(sim) { (view.center, view.frame, animator.isRunning) }
        #expect(abs(rest.0.y - 350) < 0.5 && rest.0.x == 150, "\(rest.0)")
        #expect(abs(rest.1.maxY - 400) < 0.5)
        #expect(rest.2 == false)
        let entries = recorder.log.entries
        #expect(entries.first == "resume running=true")
        #expect(entries.last == "pause running=false")
        #expect(entries.contains("began boundary nil y=400"), "\(entries)")
        // Each delegate call is a span of its own in the timeline, inside the display-link phase.
        let names = Set(sim.timeline.flatMap(\.spans).filter { $0.kind == .delegateCallback }.map(\.name))
        #expect(names.isSuperset(of: ["dynamicAnimatorWillResume(_:)", "dynamicAnimatorDidPause(_:)",
                                      "collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)"]), "\(names)")
    }

    @Test("an elastic item bounces back up after hitting the floor, a plastic one does not")
    func elasticityBounces() {
        func highestAfterImpact(elasticity: CGFloat) -> Double {
            let (sim, _, view, animator) = dynamicsScene()
            let ys = Box<[Double]>([])
            sim.perform {
                animator.addBehavior(UIGravityBehavior(items: [view]))
                let collision = UICollisionBehavior(items: [view])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(collision)
                let material = UIDynamicItemBehavior(items: [view])
                material.elasticity = elasticity
                material.action = { ys.value.append(Double(view.center.y)) }
                animator.addBehavior(material)
            }
            sim.run(for: 1.2)
            // The highest point after the first time it came down.
            let lowest = ys.value.firstIndex { $0 > 340 } ?? ys.value.count - 1
            return ys.value[lowest...].min()!
        }
        // Impact speed √(2·1000·300) ≈ 775 pt/s; with elasticity 0.8 it climbs ≈ 0.64 × 300 pt.
        #expect(highestAfterImpact(elasticity: 0.8) < 250)
        #expect(highestAfterImpact(elasticity: 0) > 340)
    }

    @Test("a snapped view moves over several frames and settles exactly on the snap point")
    func snapSettlesOnPoint() {
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 60, y: 60))
        inspect(sim) { animator.addBehavior(UISnapBehavior(item: view, snapTo: CGPoint(x: 200, y: 300))) }
        sim.runFrames(3)
        let moving = inspect(sim) { view.center }
        #expect(moving != CGPoint(x: 60, y: 60) && moving != CGPoint(x: 200, y: 300))
        #expect(sim.runUntilIdle(maxFrames: 600))
        #expect(inspect(sim) { (view.center, view.transform, animator.isRunning) } == (CGPoint(x: 200, y: 300), .identity, false))
    }

    @Test("an attachment to an anchor keeps its length while gravity swings the item")
    func attachmentKeepsLength() {
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 250, y: 100))
        let lengths = Box<[Double]>([])
        let made = inspect(sim) { () -> CGFloat in
            let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 150, y: 100))
            attachment.action = { lengths.value.append(distance(view.center, CGPoint(x: 150, y: 100))) }
            animator.addBehavior(attachment)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            return attachment.length
        }
        #expect(made == 100)
        sim.run(for: 1)
        let (center, lowest) = inspect(sim) { (view.center, Double(view.center.y)) }
        #expect(lengths.value.count > 50)
        #expect(lengths.value.allSatisfy { abs($0 - 100) < 0.5 }, "\(lengths.value.map { Int($0) })")
        // It swung: down and back from the right of the anchor.
        #expect(lowest > 100 && center.x < 250)
    }

    @Test("a springy attachment (frequency) stretches and returns to its length")
    func springAttachment() {
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 150, y: 200))
        let stretch = Box(0.0)
        inspect(sim) {
            let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 150, y: 100))
            attachment.frequency = 2
            attachment.damping = 0.7
            attachment.action = { stretch.value = max(stretch.value, distance(view.center, CGPoint(x: 150, y: 100)) - 100) }
            animator.addBehavior(attachment)
            animator.addBehavior(UIGravityBehavior(items: [view]))
        }
        #expect(sim.runUntilIdle(maxFrames: 600))
        // Hanging still: gravity 1000 pt/s² against ω² = (4π)²: stretched by 1000 / 158 ≈ 6.3 pt.
        let rest = inspect(sim) { distance(view.center, CGPoint(x: 150, y: 100)) - 100 }
        #expect(abs(rest - 1000 / pow(4 * Double.pi, 2)) < 0.5, "\(rest)")
        #expect(stretch.value > rest)
    }

    @Test("a continuous push of magnitude 1 accelerates a 100 × 100 view of density 1 at 100 points/s², a twice-as-heavy one at half")
    func continuousPush() {
        func moved(size: CGSize) -> (Double, Double) {
            let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 100, y: 100), size: size)
            inspect(sim) {
                let push = UIPushBehavior(items: [view], mode: .continuous)
                push.pushDirection = CGVector(dx: 1, dy: 0)
                animator.addBehavior(push)
            }
            sim.run(for: 1)
            return inspect(sim) { (Double(view.center.x) - 100, animator.elapsedTime) }
        }
        let (light, t1) = moved(size: CGSize(width: 100, height: 100))
        #expect(t1 > 0.9 && abs(light - 50 * t1 * t1) < 1, "\(light) in \(t1) s")
        let (heavy, t2) = moved(size: CGSize(width: 200, height: 100))
        #expect(abs(heavy - 25 * t2 * t2) < 1, "\(heavy) in \(t2) s")
    }

    @Test("a continuous push against a wall keeps the animator running until it is made inactive")
    func continuousPushKeepsRunning() {
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 100, y: 100))
        let push = inspect(sim) { () -> UIPushBehavior in
            let push = UIPushBehavior(items: [view], mode: .continuous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            animator.addBehavior(push)
            let collision = UICollisionBehavior(items: [view])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            return push
        }
        sim.run(for: 3)
        #expect(inspect(sim) { (abs(view.center.x - 250) < 0.5, animator.isRunning) } == (true, true))
        inspect(sim) { push.active = false }
        #expect(sim.runUntilIdle(maxFrames: 120))
        #expect(inspect(sim) { animator.isRunning } == false)
    }

    @Test("an instantaneous push gives 100 points/s per unit of magnitude once, then turns inactive")
    func instantaneousPush() {
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 100, y: 100))
        let push = inspect(sim) { () -> UIPushBehavior in
            let push = UIPushBehavior(items: [view], mode: .instantaneous)
            push.setAngle(.pi / 2, magnitude: 0.5)
            animator.addBehavior(push)
            return push
        }
        sim.run(for: 1)
        let (dy, dx, t, active) = inspect(sim) { (Double(view.center.y) - 100, Double(view.center.x) - 100, animator.elapsedTime, push.active) }
        #expect(abs(dy - 50 * t) < 1 && abs(dx) < 1e-6, "\(dy) in \(t)")
        #expect(active == false)
        #expect(inspect(sim) { abs(push.magnitude - 0.5) < 1e-9 && abs(push.angle - .pi / 2) < 1e-9 })
    }

    @Test("a push off the center turns the view; with allowsRotation false it only slides")
    func offsetPushTurns() {
        func angle(allowsRotation: Bool) -> Double {
            let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 150, y: 200))
            inspect(sim) {
                let push = UIPushBehavior(items: [view], mode: .instantaneous)
                push.pushDirection = CGVector(dx: 1, dy: 0)
                push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 40), for: view)
                animator.addBehavior(push)
                let material = UIDynamicItemBehavior(items: [view])
                material.allowsRotation = allowsRotation
                animator.addBehavior(material)
            }
            sim.run(for: 0.2)
            return inspect(sim) { Double(atan2(view.transform.b, view.transform.a)) }
        }
        // Pushed right below the center: it turns counter-clockwise on screen (negative angle).
        #expect(angle(allowsRotation: true) < -0.05)
        #expect(angle(allowsRotation: false) == 0)
    }

    @Test("the animator resumes when an item's state is updated, and tells its delegate each time")
    func pauseAndResume() {
        let (sim, _, view, animator) = dynamicsScene()
        let recorder = DynamicsLog()
        inspect(sim) {
            animator.delegate = recorder
            animator.addBehavior(UIGravityBehavior(items: [view]))
            let collision = UICollisionBehavior(items: [view])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
        }
        #expect(sim.runUntilIdle(maxFrames: 600))
        let firstRun = inspect(sim) { animator.elapsedTime }
        inspect(sim) {
            view.center = CGPoint(x: 150, y: 100)
            animator.updateItem(usingCurrentState: view)
        }
        #expect(inspect(sim) { animator.isRunning })
        #expect(sim.runUntilIdle(maxFrames: 600))
        #expect(recorder.log.entries == ["resume running=true", "pause running=false", "resume running=true", "pause running=false"])
        #expect(inspect(sim) { (abs(view.center.y - 350) < 0.5, animator.elapsedTime > firstRun + 0.3) } == (true, true))
        // With no behaviors nothing runs.
        inspect(sim) { animator.removeAllBehaviors() }
        #expect(inspect(sim) { (animator.behaviors.count, animator.isRunning) } == (0, false))
    }

    @Test("a boundary line stops a falling item; its identifier reaches the collision delegate")
    func boundaryLine() {
        let (sim, _, view, animator) = dynamicsScene()
        let recorder = DynamicsLog()
        let identifiers = inspect(sim) { () -> [String] in
            let collision = UICollisionBehavior(items: [view])
            collision.addBoundary(withIdentifier: NSString(string: "shelf"), from: CGPoint(x: 0, y: 250), to: CGPoint(x: 300, y: 250))
            collision.addBoundary(withIdentifier: NSString(string: "ring"), for: UIBezierPath(ovalIn: CGRect(x: 1000, y: 0, width: 10, height: 10)))
            collision.removeBoundary(withIdentifier: NSString(string: "ring"))
            collision.collisionDelegate = recorder
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            return (collision.boundaryIdentifiers ?? []).map { "\($0)" }
        }
        #expect(identifiers == ["shelf"])
        #expect(sim.runUntilIdle(maxFrames: 600))
        #expect(inspect(sim) { abs(view.center.y - 200) < 0.5 })
        #expect(recorder.log.entries.contains("began boundary shelf y=250"), "\(recorder.log.entries)")
    }

    @Test("items of one collision behavior stack instead of passing through each other")
    func itemsCollide() {
        let (sim, reference, lower, animator) = dynamicsScene(center: CGPoint(x: 150, y: 300))
        let recorder = DynamicsLog()
        let upper = inspect(sim) { () -> UIView in
            let upper = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            reference.addSubview(upper)
            let collision = UICollisionBehavior(items: [lower, upper])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = recorder
            animator.addBehavior(collision)
            animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
            return upper
        }
        #expect(sim.runUntilIdle(maxFrames: 900))
        let (a, b) = inspect(sim) { (lower.center, upper.center) }
        #expect(abs(a.y - 350) < 1 && abs(b.y - 250) < 1.5, "\(a) \(b)")
        #expect(recorder.log.entries.contains("began items"))
    }

    @Test("addLinearVelocity moves an item at that speed; resistance slows it to a stop")
    func linearVelocityAndResistance() {
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 50, y: 200))
        let material = inspect(sim) { () -> UIDynamicItemBehavior in
            let material = UIDynamicItemBehavior(items: [view])
            animator.addBehavior(material)
            material.addLinearVelocity(CGPoint(x: 120, y: 0), for: view)
            material.addAngularVelocity(1, for: view)
            return material
        }
        sim.run(for: 0.5)
        let (x, t, v, w) = inspect(sim) { (Double(view.center.x) - 50, animator.elapsedTime, material.linearVelocity(for: view), material.angularVelocity(for: view)) }
        #expect(abs(x - 120 * t) < 1 && abs(v.x - 120) < 1e-6 && abs(w - 1) < 1e-6, "\(x) \(t) \(v) \(w)")
        inspect(sim) { material.resistance = 1; material.angularResistance = 1 }
        #expect(sim.runUntilIdle(maxFrames: 600))
        #expect(inspect(sim) { (animator.isRunning, material.linearVelocity(for: view)) } == (false, .zero))
    }

    @Test("an anchored item does not move but others collide with it")
    func anchoredItem() {
        let (sim, reference, floor, animator) = dynamicsScene(center: CGPoint(x: 150, y: 300))
        let faller = inspect(sim) { () -> UIView in
            let faller = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            reference.addSubview(faller)
            let anchored = UIDynamicItemBehavior(items: [floor])
            anchored.isAnchored = true
            animator.addBehavior(anchored)
            animator.addBehavior(UICollisionBehavior(items: [floor, faller]))
            animator.addBehavior(UIGravityBehavior(items: [floor, faller]))
            return faller
        }
        #expect(sim.runUntilIdle(maxFrames: 600))
        let (a, b) = inspect(sim) { (floor.center, faller.center) }
        #expect(a == CGPoint(x: 150, y: 300) && abs(b.y - 200) < 1, "\(a) \(b)")
    }

    @Test("gravity's angle and magnitude are its direction vector's")
    func gravityDirection() {
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 150, y: 200))
        let (angle, magnitude, direction) = inspect(sim) { () -> (CGFloat, CGFloat, CGVector) in
            let gravity = UIGravityBehavior(items: [view])
            let before = (gravity.angle, gravity.magnitude)
            #expect(abs(before.0 - .pi / 2) < 1e-9 && before.1 == 1)
            gravity.setAngle(0, magnitude: 0.5)
            animator.addBehavior(gravity)
            return (gravity.angle, gravity.magnitude, gravity.gravityDirection)
        }
        #expect(angle == 0 && magnitude == 0.5 && abs(direction.dx - 0.5) < 1e-12)
        sim.run(for: 0.4)
        let (dx, t) = inspect(sim) { (Double(view.center.x) - 150, animator.elapsedTime) }
        #expect(abs(dx - 250 * t * t) < 1.5, "\(dx) in \(t)")
    }

    @Test("fields act only inside their region: a linear gravity field moves an item inside it and not one outside")
    func fieldRegion() {
        let (sim, reference, inside, animator) = dynamicsScene(center: CGPoint(x: 50, y: 50))
        let outside = inspect(sim) { () -> UIView in
            let outside = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
            reference.addSubview(outside)
            let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
            field.position = CGPoint(x: 50, y: 50)
            field.region = UIRegion(radius: 100)
            field.addItem(inside)
            field.addItem(outside)
            animator.addBehavior(field)
            return outside
        }
        sim.run(for: 0.1)
        let (a, b) = inspect(sim) { (inside.center, outside.center) }
        #expect(a.y > 52 && b == CGPoint(x: 225, y: 25), "\(a) \(b)")
    }

    @Test("a radial gravity field pulls towards its position, a vortex turns about it, a velocity field sets the speed, drag slows")
    func fieldKinds() {
        func run(_ make: @escaping (UIView) -> [UIDynamicBehavior], center: CGPoint = CGPoint(x: 250, y: 200), seconds: Double = 0.2) -> (CGPoint, Double) {
            let (sim, _, view, animator) = dynamicsScene(center: center, size: CGSize(width: 20, height: 20))
            inspect(sim) { for behavior in make(view) { animator.addBehavior(behavior) } }
            sim.run(for: seconds)
            return inspect(sim) { (view.center, animator.elapsedTime) }
        }
        let (pulled, t1) = run { view in
            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 150, y: 200))
            field.addItem(view)
            return [field]
        }
        // 1,000 points/s² towards the position (no falloff).
        #expect(abs((250 - pulled.x) - 500 * t1 * t1) < 1 && abs(pulled.y - 200) < 1e-6, "\(pulled) in \(t1)")
        let (swirled, _) = run { view in
            let field = UIFieldBehavior.vortexField()
            field.position = CGPoint(x: 150, y: 200)
            field.strength = 10
            field.addItem(view)
            return [field]
        }
        #expect(swirled.y < 199, "\(swirled)")
        let (carried, t3) = run { view in
            let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 0, dy: 100))
            field.addItem(view)
            return [field]
        }
        #expect(abs((carried.y - 200) - 100 * t3) < 1 && carried.x == 250, "\(carried) in \(t3)")
        let (dragged, t4) = run({ view in
            let drag = UIFieldBehavior.dragField()
            drag.strength = 5
            drag.addItem(view)
            let material = UIDynamicItemBehavior(items: [view])
            material.addLinearVelocity(CGPoint(x: -100, y: 0), for: view)
            return [drag, material]
        }, seconds: 1)
        // v = 100·e^(-5t): it covers 20 · (1 - e^(-5t)) points, not 100 t.
        #expect(abs((250 - dragged.x) - 20 * (1 - exp(-5 * t4))) < 1, "\(dragged) in \(t4)")
    }

    @Test("regions combine: union, difference, intersection and inverse")
    func regions() {
        let (sim, _, _, _) = dynamicsScene()
        let results = inspect(sim) { () -> [Bool] in
            let circle = UIRegion(radius: 10)
            let square = UIRegion(size: CGSize(width: 40, height: 4))
            return [
                circle.contains(CGPoint(x: 6, y: 6)), circle.contains(CGPoint(x: 8, y: 8)),
                circle.byUnion(with: square).contains(CGPoint(x: 19, y: 1)),
                circle.byDifference(from: square).contains(CGPoint(x: 0, y: 1)),
                circle.byDifference(from: square).contains(CGPoint(x: 0, y: 5)),
                circle.byIntersection(with: square).contains(CGPoint(x: 15, y: 0)),
                circle.inverse().contains(CGPoint(x: 50, y: 50)),
                UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)),
            ]
        }
        #expect(results == [true, false, true, false, true, false, true, true])
    }

    @Test("child behaviors run with their parent; willMove(to:) and dynamicAnimator follow adding and removing")
    func childBehaviors() {
        final class Falling: UIDynamicBehavior {
            let moves = CallLog()
            init(item: UIDynamicItem) {
                super.init()
                addChildBehavior(UIGravityBehavior(items: [item]))
            }
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
                super.willMove(to: dynamicAnimator)
                moves(dynamicAnimator == nil ? "nil" : "animator")
            }
        }
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 150, y: 100))
        let behavior = inspect(sim) { () -> Falling in
            let behavior = Falling(item: view)
            animator.addBehavior(behavior)
            return behavior
        }
        sim.runFrames(10)
        let (y, child) = inspect(sim) { (view.center.y, behavior.childBehaviors.first?.dynamicAnimator) }
        #expect(y > 100 && child === animator)
        inspect(sim) { animator.removeBehavior(behavior) }
        #expect(behavior.moves.entries == ["animator", "nil"])
        // Its items left with it: the animator stops at once.
        #expect(inspect(sim) { (behavior.dynamicAnimator == nil, animator.isRunning) } == (true, false))
        #expect(sim.runUntilIdle(maxFrames: 5))
    }

    @Test("items(in:) finds the items whose frames meet a rect")
    func itemsInRect() {
        let (sim, _, view, animator) = dynamicsScene(center: CGPoint(x: 150, y: 50))
        let found = inspect(sim) { () -> (Int, Int) in
            animator.addBehavior(UIDynamicItemBehavior(items: [view]))
            return (animator.items(in: CGRect(x: 0, y: 0, width: 120, height: 20)).count,
                    animator.items(in: CGRect(x: 0, y: 200, width: 300, height: 20)).count)
        }
        #expect(found == (1, 0))
    }

    @Test("layout attributes are dynamic items: the animator moves them and finds them by index path")
    func layoutAttributesItems() {
        let (sim, _, _, _) = dynamicsScene()
        let (animator, attributes, found) = inspect(sim) { () -> (UIDynamicAnimator, UICollectionViewLayoutAttributes, Bool) in
            let layout = UICollectionViewFlowLayout()
            let animator = UIDynamicAnimator(collectionViewLayout: layout)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
            attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            animator.addBehavior(UISnapBehavior(item: attributes, snapTo: CGPoint(x: 100, y: 100)))
            return (animator, attributes, animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) === attributes)
        }
        #expect(found)
        #expect(sim.runUntilIdle(maxFrames: 600))
        #expect(inspect(sim) { (attributes.center, attributes.frame.origin, animator.isRunning) } == (CGPoint(x: 100, y: 100), CGPoint(x: 75, y: 75), false))
    }

    @Test("the Main Thread Checker reports dynamics calls made off the main thread")
    func offMainThread() {
        let (sim, _, view, animator) = dynamicsScene()
        let queue = DispatchQueue(label: "com.example.dynamics")
        let line = #line + 1
        queue.sync { animator.addBehavior(UIGravityBehavior(items: [view])) }
        let snap = inspect(sim) { UISnapBehavior(item: view, snapTo: .zero) }
        let material = inspect(sim) { UIDynamicItemBehavior(items: [view]) }
        let later = #line + 1
        queue.sync { snap.snapPoint = CGPoint(x: 10, y: 10); material.addLinearVelocity(CGPoint(x: 1, y: 0), for: view); _ = animator.isRunning }
        func apis(at line: Int) -> Set<String> {
            Set(MainThreadChecker.shared.violations.filter {
                $0.callSite?.fileName == "DynamicAnimatorTests.swift" && $0.callSite?.line == line
            }.map(\.api))
        }
        #expect(apis(at: line).isSuperset(of: ["-[UIDynamicAnimator addBehavior:]", "-[UIGravityBehavior initWithItems:]"]), "\(apis(at: line))")
        #expect(apis(at: later).isSuperset(of: ["-[UISnapBehavior setSnapPoint:]", "-[UIDynamicItemBehavior addLinearVelocity:forItem:]",
                                                "-[UIDynamicAnimator isRunning]"]), "\(apis(at: later))")
        _ = sim.runUntilIdle(maxFrames: 5)
    }
}

/// App-shaped code: a controller drops a card in when it appears, and snaps it to a tapped point.
final class DropCardController: UIViewController, UIDynamicAnimatorDelegate {
    var animator: UIDynamicAnimator!
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    var snap: UISnapBehavior?
    var pauses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        card.center = CGPoint(x: view.bounds.midX, y: 60)
        view.addSubview(card)
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let gravity = UIGravityBehavior(items: [card])
        let collision = UICollisionBehavior(items: [card])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        let bounce = UIDynamicItemBehavior(items: [card])
        bounce.elasticity = 0.4
        bounce.allowsRotation = false
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(bounce)
    }

    func snapCard(to point: CGPoint) {
        animator.removeAllBehaviors()
        let snap = UISnapBehavior(item: card, snapTo: point)
        snap.damping = 0.8
        animator.addBehavior(snap)
        self.snap = snap
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
}

@Suite("UIKit Dynamics in an app's controller")
struct DynamicAppCodeTests {
    @Test("a card dropped in viewDidAppear bounces to rest above the inset bottom edge; a snap then carries it to the tapped point")
    func controllerDropsAndSnaps() {
        let sim = makeSimulation()
        let box = Box<DropCardController?>(nil)
        sim.start {
            let window = UIWindow()
            let controller = DropCardController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            box.value = controller
        }
        #expect(sim.runUntilIdle(maxFrames: 900))
        let controller = box.value!
        let (frame, height, pauses) = inspect(sim) { (controller.card.frame, controller.view.bounds.height, controller.pauses) }
        #expect(abs(frame.maxY - (height - 44)) < 0.5 && pauses == 1, "\(frame) in \(height)")
        // The animator stepped in the display-link phase, once per frame while it ran.
        #expect(sim.frames.contains { $0.counters.displayLinkCallbacks > 0 })
        inspect(sim) { controller.snapCard(to: CGPoint(x: 100, y: 200)) }
        #expect(sim.runUntilIdle(maxFrames: 900))
        #expect(inspect(sim) { (controller.card.center, controller.card.frame.origin, controller.pauses) }
                == (CGPoint(x: 100, y: 200), CGPoint(x: 40, y: 160), 2))
    }
}
