import Foundation

/// Pushes its items with a force: continuously (an acceleration while active) or once (an
/// impulse, after which `active` turns false). A magnitude of 1 — one "UIKit newton" —
/// accelerates a 100 × 100 point item of density 1 at 100 points/s² (continuous), or changes
/// its speed by 100 points/s (instantaneous); heavier items move less. A push at an offset
/// from the center also turns the item.
open class UIPushBehavior: UIDynamicBehavior {
    /// How the force is applied.
    public enum Mode: Int, Sendable {
        /// A constant force while active.
        case continuous
        /// One impulse when activated.
        case instantaneous
    }

    private var list: DynamicItemList
    private let storedMode: Mode
    private var storedActive = true
    private var storedDirection = CGVector(dx: 0, dy: 0)
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// An instantaneous push waiting for the next step.
    private var impulsePending = true

    /// A push on these items (active, with no force until a direction or magnitude is set).
    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        storedMode = mode
        super.init()
        UIEntry.check("-[UIPushBehavior initWithItems:mode:]")
    }

    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UIPushBehavior addItem:]", self); defer { entry.end() }
        list.add(item)
        storedAnimator?.behaviorsChanged()
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UIPushBehavior removeItem:]", self); defer { entry.end() }
        list.remove(item)
        offsets[ObjectIdentifier(item)] = nil
        storedAnimator?.behaviorsChanged()
    }

    /// The items, in the order added.
    open var items: [UIDynamicItem] {
        let entry = UIEntry("-[UIPushBehavior items]", self); defer { entry.end() }
        return list.items
    }

    /// Where on the item the force applies, from its center (zero by default).
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        let entry = UIEntry("-[UIPushBehavior targetOffsetFromCenterForItem:]", self); defer { entry.end() }
        return offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Applies the force at this offset from the item's center (it turns the item).
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        let entry = UIEntry("-[UIPushBehavior setTargetOffsetFromCenter:forItem:]", self); defer { entry.end() }
        offsets[ObjectIdentifier(item)] = o
    }

    /// Continuous or instantaneous (fixed at creation).
    open var mode: Mode {
        let entry = UIEntry("-[UIPushBehavior mode]", self); defer { entry.end() }
        return storedMode
    }

    /// Whether the force applies. An instantaneous push turns it false once applied; setting it
    /// true again pushes again.
    open var active: Bool {
        get { let entry = UIEntry("-[UIPushBehavior active]", self); defer { entry.end() }; return storedActive }
        set {
            let entry = UIEntry("-[UIPushBehavior setActive:]", self); defer { entry.end() }
            storedActive = newValue
            if newValue { impulsePending = true; setNeedsSimulation() }
        }
    }

    /// The force's direction's angle, in radians.
    open var angle: CGFloat {
        get { let entry = UIEntry("-[UIPushBehavior angle]", self); defer { entry.end() }; return atan2(storedDirection.dy, storedDirection.dx) }
        set { let entry = UIEntry("-[UIPushBehavior setAngle:]", self); defer { entry.end() }; set(angle: newValue, magnitude: currentMagnitude) }
    }

    /// The force's size, in UIKit newtons.
    open var magnitude: CGFloat {
        get { let entry = UIEntry("-[UIPushBehavior magnitude]", self); defer { entry.end() }; return currentMagnitude }
        set { let entry = UIEntry("-[UIPushBehavior setMagnitude:]", self); defer { entry.end() }; set(angle: atan2(storedDirection.dy, storedDirection.dx), magnitude: newValue) }
    }

    /// The force as a vector (its length is the magnitude).
    open var pushDirection: CGVector {
        get { let entry = UIEntry("-[UIPushBehavior pushDirection]", self); defer { entry.end() }; return storedDirection }
        set { let entry = UIEntry("-[UIPushBehavior setPushDirection:]", self); defer { entry.end() }; storedDirection = newValue; setNeedsSimulation() }
    }

    /// Sets the angle and the magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        let entry = UIEntry("-[UIPushBehavior setAngle:magnitude:]", self); defer { entry.end() }
        set(angle: angle, magnitude: magnitude)
    }

    private var currentMagnitude: CGFloat { (storedDirection.dx * storedDirection.dx + storedDirection.dy * storedDirection.dy).squareRoot() }

    private func set(angle: CGFloat, magnitude: CGFloat) {
        storedDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
        setNeedsSimulation()
    }

    /// 100 points/s² for a mass of 1 (a 100 × 100 item of density 1).
    static let pointsPerNewton = 100.0

    override var dynamicItems: [UIDynamicItem] { list.items }

    private func offset(of body: DynamicBody) -> DynamicVector {
        let o = offsets[ObjectIdentifier(body.item)] ?? .zero
        return DynamicVector(x: Double(o.horizontal), y: Double(o.vertical)).rotated(by: body.angle)
    }

    override func beginFrame(in world: DynamicWorld, duration: Double) {
        guard storedMode == .instantaneous, storedActive, impulsePending else { return }
        impulsePending = false
        storedActive = false
        let impulse = DynamicVector(storedDirection) * Self.pointsPerNewton
        for item in list.items {
            guard let body = world.body(for: item), !body.isAnchored else { continue }
            body.push(by: impulse, at: offset(of: body))
        }
    }

    /// An active continuous push keeps the animator running, as a force applied every step
    /// keeps a body awake.
    override func keepsMoving(in world: DynamicWorld) -> Bool {
        storedMode == .continuous && storedActive && (storedDirection.dx != 0 || storedDirection.dy != 0) && !list.items.isEmpty
    }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        guard storedMode == .continuous, storedActive else { return }
        let force = DynamicVector(storedDirection) * Self.pointsPerNewton
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            body.force += force
            body.torque += offset(of: body).cross(force)
        }
    }
}
