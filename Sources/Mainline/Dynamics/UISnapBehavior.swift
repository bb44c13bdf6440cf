import Foundation

/// Moves an item to a point with a damped spring, straightening its rotation, and leaves it
/// exactly there when it settles.
///
/// The spring here has a frequency of 2.5 Hz and a damping ratio from 0.2 (damping 0) to 1
/// (damping 1, no overshoot); UIKit does not document its constants.
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    private var storedSnapPoint: CGPoint
    private var storedDamping: CGFloat = 0.5

    /// Snaps `item` to `point` (reference coordinates).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        storedSnapPoint = point
        super.init()
        UIEntry.check("-[UISnapBehavior initWithItem:snapToPoint:]")
    }

    /// Where the item's center goes.
    open var snapPoint: CGPoint {
        get { let entry = UIEntry("-[UISnapBehavior snapPoint]", self); defer { entry.end() }; return storedSnapPoint }
        set { let entry = UIEntry("-[UISnapBehavior setSnapPoint:]", self); defer { entry.end() }; storedSnapPoint = newValue; setNeedsSimulation() }
    }

    /// How much the oscillation is damped, 0 to 1 (0.5 by default).
    open var damping: CGFloat {
        get { let entry = UIEntry("-[UISnapBehavior damping]", self); defer { entry.end() }; return storedDamping }
        set { let entry = UIEntry("-[UISnapBehavior setDamping:]", self); defer { entry.end() }; storedDamping = min(max(newValue, 0), 1); setNeedsSimulation() }
    }

    private static let omega = 2 * Double.pi * 2.5

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        guard let body = world.body(for: item), !body.isAnchored else { return }
        let zeta = 0.2 + 0.8 * Double(storedDamping)
        let w = Self.omega
        body.acceleration += (DynamicVector(storedSnapPoint) - body.position) * (w * w) - body.velocity * (2 * zeta * w)
        if body.allowsRotation {
            let turn = remainder(body.angle, 2 * .pi)
            body.torque += (-turn * w * w - body.angularVelocity * 2 * zeta * w) / body.inverseInertia
        }
    }

    override func keepsMoving(in world: DynamicWorld) -> Bool {
        guard let body = world.body(for: item), !body.isAnchored else { return false }
        return (DynamicVector(storedSnapPoint) - body.position).length > 0.5 || (body.allowsRotation && abs(remainder(body.angle, 2 * .pi)) > 0.005)
    }

    override func settle(in world: DynamicWorld) {
        guard let body = world.body(for: item), !body.isAnchored else { return }
        body.position = DynamicVector(storedSnapPoint)
        if body.allowsRotation { body.angle = 0 }
    }
}
