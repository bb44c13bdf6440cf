import Foundation

/// Accelerates its items in one direction: a magnitude of 1 is 1,000 points/s² (UIKit's
/// documented "standard" gravity), whatever the item's mass.
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    private var storedDirection = CGVector(dx: 0, dy: 1)

    /// Gravity on these items, straight down at magnitude 1.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
        UIEntry.check("-[UIGravityBehavior initWithItems:]")
    }

    /// Gravity on no items yet.
    public convenience override init() {
        let entry = UIEntry("-[UIGravityBehavior init]"); defer { entry.end() }
        self.init(items: [])
    }

    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UIGravityBehavior addItem:]", self); defer { entry.end() }
        list.add(item)
        storedAnimator?.behaviorsChanged()
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UIGravityBehavior removeItem:]", self); defer { entry.end() }
        list.remove(item)
        storedAnimator?.behaviorsChanged()
    }

    /// The items, in the order added.
    open var items: [UIDynamicItem] {
        let entry = UIEntry("-[UIGravityBehavior items]", self); defer { entry.end() }
        return list.items
    }

    /// The acceleration as a vector: (0, 1) is 1,000 points/s² down.
    open var gravityDirection: CGVector {
        get { let entry = UIEntry("-[UIGravityBehavior gravityDirection]", self); defer { entry.end() }; return storedDirection }
        set {
            let entry = UIEntry("-[UIGravityBehavior setGravityDirection:]", self); defer { entry.end() }
            storedDirection = newValue
            setNeedsSimulation()
        }
    }

    /// The direction's angle, in radians (0: right, π/2: down).
    open var angle: CGFloat {
        get { let entry = UIEntry("-[UIGravityBehavior angle]", self); defer { entry.end() }; return atan2(storedDirection.dy, storedDirection.dx) }
        set { let entry = UIEntry("-[UIGravityBehavior setAngle:]", self); defer { entry.end() }; set(angle: newValue, magnitude: currentMagnitude) }
    }

    /// The direction's length: 1 is 1,000 points/s².
    open var magnitude: CGFloat {
        get { let entry = UIEntry("-[UIGravityBehavior magnitude]", self); defer { entry.end() }; return currentMagnitude }
        set { let entry = UIEntry("-[UIGravityBehavior setMagnitude:]", self); defer { entry.end() }; set(angle: atan2(storedDirection.dy, storedDirection.dx), magnitude: newValue) }
    }

    /// Sets the angle and the magnitude together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        let entry = UIEntry("-[UIGravityBehavior setAngle:magnitude:]", self); defer { entry.end() }
        set(angle: angle, magnitude: magnitude)
    }

    private var currentMagnitude: CGFloat { (storedDirection.dx * storedDirection.dx + storedDirection.dy * storedDirection.dy).squareRoot() }

    private func set(angle: CGFloat, magnitude: CGFloat) {
        storedDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
        setNeedsSimulation()
    }

    /// UIKit's gravity: 1,000 points/s² per unit of magnitude.
    static let pointsPerSecondSquared = 1000.0

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        let a = DynamicVector(storedDirection) * Self.pointsPerSecondSquared
        for item in list.items { world.body(for: item)?.acceleration += a }
    }

    override func keepsMoving(in world: DynamicWorld) -> Bool { false }
}
