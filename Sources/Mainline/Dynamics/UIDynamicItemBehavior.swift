import Foundation

/// The physical properties of its items (elasticity, friction, density, resistance, rotation,
/// charge, anchoring), and a way to give them velocity — typically a gesture's, on release.
///
/// When several item behaviors hold an item, the one added last decides each property.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    private var storedElasticity: CGFloat = 0
    private var storedFriction: CGFloat = 0
    private var storedDensity: CGFloat = 1
    private var storedResistance: CGFloat = 0
    private var storedAngularResistance: CGFloat = 0
    private var storedCharge: CGFloat = 0
    private var storedIsAnchored = false
    private var storedAllowsRotation = true
    /// Velocity added since the last step (applied at the next one, or at once when the item's
    /// body exists).
    private var pendingLinear: [ObjectIdentifier: DynamicVector] = [:]
    private var pendingAngular: [ObjectIdentifier: Double] = [:]

    /// Properties for these items.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
        UIEntry.check("-[UIDynamicItemBehavior initWithItems:]")
    }

    /// Properties for no items yet.
    public convenience override init() {
        let entry = UIEntry("-[UIDynamicItemBehavior init]"); defer { entry.end() }
        self.init(items: [])
    }

    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UIDynamicItemBehavior addItem:]", self); defer { entry.end() }
        list.add(item)
        storedAnimator?.behaviorsChanged()
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UIDynamicItemBehavior removeItem:]", self); defer { entry.end() }
        list.remove(item)
        storedAnimator?.behaviorsChanged()
    }

    /// The items, in the order added.
    open var items: [UIDynamicItem] {
        let entry = UIEntry("-[UIDynamicItemBehavior items]", self); defer { entry.end() }
        return list.items
    }

    /// How much of its speed a collision gives back: 0 (the default) no bounce, 1 fully elastic.
    open var elasticity: CGFloat {
        get { let entry = UIEntry("-[UIDynamicItemBehavior elasticity]", self); defer { entry.end() }; return storedElasticity }
        set { let entry = UIEntry("-[UIDynamicItemBehavior setElasticity:]", self); defer { entry.end() }; storedElasticity = newValue; setNeedsSimulation() }
    }

    /// How much sliding against another item or a boundary slows it: 0 (the default) none, 1 strong.
    open var friction: CGFloat {
        get { let entry = UIEntry("-[UIDynamicItemBehavior friction]", self); defer { entry.end() }; return storedFriction }
        set { let entry = UIEntry("-[UIDynamicItemBehavior setFriction:]", self); defer { entry.end() }; storedFriction = newValue; setNeedsSimulation() }
    }

    /// The mass per area: a 100 × 100 item of density 1 (the default) has mass 1.
    open var density: CGFloat {
        get { let entry = UIEntry("-[UIDynamicItemBehavior density]", self); defer { entry.end() }; return storedDensity }
        set { let entry = UIEntry("-[UIDynamicItemBehavior setDensity:]", self); defer { entry.end() }; storedDensity = newValue; setNeedsSimulation() }
    }

    /// Damping of its speed: 0 (the default) none; 1 stops it soon after no force acts.
    open var resistance: CGFloat {
        get { let entry = UIEntry("-[UIDynamicItemBehavior resistance]", self); defer { entry.end() }; return storedResistance }
        set { let entry = UIEntry("-[UIDynamicItemBehavior setResistance:]", self); defer { entry.end() }; storedResistance = max(0, newValue); setNeedsSimulation() }
    }

    /// Damping of its turning, as `resistance` for speed.
    open var angularResistance: CGFloat {
        get { let entry = UIEntry("-[UIDynamicItemBehavior angularResistance]", self); defer { entry.end() }; return storedAngularResistance }
        set { let entry = UIEntry("-[UIDynamicItemBehavior setAngularResistance:]", self); defer { entry.end() }; storedAngularResistance = max(0, newValue); setNeedsSimulation() }
    }

    /// The electric charge electric and magnetic fields act on (0 by default).
    open var charge: CGFloat {
        get { let entry = UIEntry("-[UIDynamicItemBehavior charge]", self); defer { entry.end() }; return storedCharge }
        set { let entry = UIEntry("-[UIDynamicItemBehavior setCharge:]", self); defer { entry.end() }; storedCharge = newValue; setNeedsSimulation() }
    }

    /// Whether the items stay where they are (still colliding with others, like a wall).
    open var isAnchored: Bool {
        get { let entry = UIEntry("-[UIDynamicItemBehavior anchored]", self); defer { entry.end() }; return storedIsAnchored }
        set { let entry = UIEntry("-[UIDynamicItemBehavior setAnchored:]", self); defer { entry.end() }; storedIsAnchored = newValue; setNeedsSimulation() }
    }

    /// Whether the items may turn (true by default).
    open var allowsRotation: Bool {
        get { let entry = UIEntry("-[UIDynamicItemBehavior allowsRotation]", self); defer { entry.end() }; return storedAllowsRotation }
        set { let entry = UIEntry("-[UIDynamicItemBehavior setAllowsRotation:]", self); defer { entry.end() }; storedAllowsRotation = newValue; setNeedsSimulation() }
    }

    /// Adds to an item's velocity, in points per second (a pan gesture's velocity on release).
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        let entry = UIEntry("-[UIDynamicItemBehavior addLinearVelocity:forItem:]", self); defer { entry.end() }
        guard list.contains(item) else { return }
        pendingLinear[ObjectIdentifier(item), default: .zero] += DynamicVector(velocity)
        setNeedsSimulation()
    }

    /// The item's velocity, in points per second (zero for an item it does not hold).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        let entry = UIEntry("-[UIDynamicItemBehavior linearVelocityForItem:]", self); defer { entry.end() }
        guard list.contains(item) else { return .zero }
        let current = storedAnimator?.world.body(for: item)?.velocity ?? .zero
        return (current + (pendingLinear[ObjectIdentifier(item)] ?? .zero)).point
    }

    /// Adds to an item's turning speed, in radians per second.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        let entry = UIEntry("-[UIDynamicItemBehavior addAngularVelocity:forItem:]", self); defer { entry.end() }
        guard list.contains(item) else { return }
        pendingAngular[ObjectIdentifier(item), default: 0] += Double(velocity)
        setNeedsSimulation()
    }

    /// The item's turning speed, in radians per second.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        let entry = UIEntry("-[UIDynamicItemBehavior angularVelocityForItem:]", self); defer { entry.end() }
        guard list.contains(item) else { return 0 }
        let current = storedAnimator?.world.body(for: item)?.angularVelocity ?? 0
        return CGFloat(current + (pendingAngular[ObjectIdentifier(item)] ?? 0))
    }

    // MARK: Simulation

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func applyMaterial(in world: DynamicWorld) {
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            body.elasticity = Double(storedElasticity)
            body.friction = Double(storedFriction)
            body.density = Double(storedDensity)
            body.resistance = Double(storedResistance)
            body.angularResistance = Double(storedAngularResistance)
            body.charge = Double(storedCharge)
            body.isAnchored = storedIsAnchored
            body.allowsRotation = storedAllowsRotation
        }
    }

    override func beginFrame(in world: DynamicWorld, duration: Double) {
        for item in list.items {
            let id = ObjectIdentifier(item)
            guard let body = world.body(for: item) else { continue }
            if let v = pendingLinear.removeValue(forKey: id) { body.velocity += v }
            if let w = pendingAngular.removeValue(forKey: id) { body.angularVelocity += w }
        }
    }
}
