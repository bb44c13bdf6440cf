import Foundation

/// A custom field: the force (in UIKit newtons) on an item at `position` moving at `velocity`, of
/// mass `mass` and charge `charge`, over `deltaTime` seconds.
public typealias UIFieldCustomEvaluator = (_ field: UIFieldBehavior, _ position: CGPoint, _ velocity: CGVector, _ mass: CGFloat,
                                           _ charge: CGFloat, _ deltaTime: TimeInterval) -> CGVector

/// A force field acting on its items within a region about a position: linear or radial
/// gravity, a spring, drag, a velocity, noise, turbulence, electric, magnetic, vortex, or one
/// an app computes.
///
/// Scales (UIKit documents none but gravity's): gravity fields accelerate at 1,000 points/s² per
/// unit of strength, as `UIGravityBehavior`; forces are in UIKit newtons (1 accelerates a mass of
/// 1 at 100 points/s²); distances for `falloff` are in points (strength × distance^-falloff beyond
/// `minimumRadius`). Noise and turbulence are a deterministic smooth noise over position and time.
/// The factory methods return `UIFieldBehavior` (UIKit: `Self`).
open class UIFieldBehavior: UIDynamicBehavior {
    enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, noise, turbulence, electric, magnetic, vortex
        case custom(UIFieldCustomEvaluator)
    }

    private let kind: Kind
    private var list = DynamicItemList()
    private var storedPosition = CGPoint.zero
    private var storedRegion = UIRegion(shape: .infinite)
    private var storedStrength: CGFloat = 1
    private var storedFalloff: CGFloat = 0
    private var storedMinimumRadius: CGFloat = 1e-3
    private var storedDirection = CGVector(dx: 0, dy: 0)
    private var storedSmoothness: CGFloat = 0
    private var storedAnimationSpeed: CGFloat = 0
    /// The field's own clock (noise moves with it).
    private var time = 0.0

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// Slows items in proportion to their speed.
    open class func dragField() -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior dragField]"); defer { entry.end() }
        return UIFieldBehavior(kind: .drag)
    }
    /// Turns items about the position (counter-clockwise on screen for a positive strength).
    open class func vortexField() -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior vortexField]"); defer { entry.end() }
        return UIFieldBehavior(kind: .vortex)
    }
    /// Pulls items towards `position` (a negative strength pushes them away).
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior radialGravityFieldWithPosition:]"); defer { entry.end() }
        let field = UIFieldBehavior(kind: .radialGravity)
        field.storedPosition = position
        return field
    }
    /// Accelerates items along `direction` (its length scales the acceleration).
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior linearGravityFieldWithVector:]"); defer { entry.end() }
        let field = UIFieldBehavior(kind: .linearGravity)
        field.storedDirection = direction
        return field
    }
    /// Moves items at `direction` (points per second, times the strength), whatever their mass.
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior velocityFieldWithVector:]"); defer { entry.end() }
        let field = UIFieldBehavior(kind: .velocity)
        field.storedDirection = direction
        return field
    }
    /// Random forces, smoother as `smoothness` goes to 1, changing at `animationSpeed`.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior noiseFieldWithSmoothness:animationSpeed:]"); defer { entry.end() }
        let field = UIFieldBehavior(kind: .noise)
        field.storedSmoothness = smoothness
        field.storedAnimationSpeed = speed
        return field
    }
    /// Random forces in proportion to each item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior turbulenceFieldWithSmoothness:animationSpeed:]"); defer { entry.end() }
        let field = UIFieldBehavior(kind: .turbulence)
        field.storedSmoothness = smoothness
        field.storedAnimationSpeed = speed
        return field
    }
    /// Pulls items towards the position in proportion to their distance from it, as springs would.
    open class func springField() -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior springField]"); defer { entry.end() }
        return UIFieldBehavior(kind: .spring)
    }
    /// Pushes charged items away from the position (like charges repel for a positive strength).
    open class func electricField() -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior electricField]"); defer { entry.end() }
        return UIFieldBehavior(kind: .electric)
    }
    /// Deflects moving charged items sideways (a field out of the screen).
    open class func magneticField() -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior magneticField]"); defer { entry.end() }
        return UIFieldBehavior(kind: .magnetic)
    }
    /// A field whose force the block computes (in UIKit newtons) for each item each step.
    open class func field(evaluationBlock block: @escaping UIFieldCustomEvaluator) -> UIFieldBehavior {
        let entry = UIEntry("+[UIFieldBehavior fieldWithEvaluationBlock:]"); defer { entry.end() }
        return UIFieldBehavior(kind: .custom(block))
    }

    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UIFieldBehavior addItem:]", self); defer { entry.end() }
        list.add(item)
        storedAnimator?.behaviorsChanged()
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UIFieldBehavior removeItem:]", self); defer { entry.end() }
        list.remove(item)
        storedAnimator?.behaviorsChanged()
    }

    /// The items, in the order added.
    open var items: [UIDynamicItem] {
        let entry = UIEntry("-[UIFieldBehavior items]", self); defer { entry.end() }
        return list.items
    }

    /// The field's origin, in reference coordinates.
    open var position: CGPoint {
        get { let entry = UIEntry("-[UIFieldBehavior position]", self); defer { entry.end() }; return storedPosition }
        set { let entry = UIEntry("-[UIFieldBehavior setPosition:]", self); defer { entry.end() }; storedPosition = newValue; setNeedsSimulation() }
    }

    /// Where it acts, relative to `position` (everywhere by default).
    open var region: UIRegion {
        get { let entry = UIEntry("-[UIFieldBehavior region]", self); defer { entry.end() }; return storedRegion }
        set { let entry = UIEntry("-[UIFieldBehavior setRegion:]", self); defer { entry.end() }; storedRegion = newValue; setNeedsSimulation() }
    }

    /// The scale of its effect (1 by default).
    open var strength: CGFloat {
        get { let entry = UIEntry("-[UIFieldBehavior strength]", self); defer { entry.end() }; return storedStrength }
        set { let entry = UIEntry("-[UIFieldBehavior setStrength:]", self); defer { entry.end() }; storedStrength = newValue; setNeedsSimulation() }
    }

    /// How fast it weakens with distance (0, the default: not at all).
    open var falloff: CGFloat {
        get { let entry = UIEntry("-[UIFieldBehavior falloff]", self); defer { entry.end() }; return storedFalloff }
        set { let entry = UIEntry("-[UIFieldBehavior setFalloff:]", self); defer { entry.end() }; storedFalloff = newValue; setNeedsSimulation() }
    }

    /// Distances below it count as it, and falloff starts beyond it (very small by default).
    open var minimumRadius: CGFloat {
        get { let entry = UIEntry("-[UIFieldBehavior minimumRadius]", self); defer { entry.end() }; return storedMinimumRadius }
        set { let entry = UIEntry("-[UIFieldBehavior setMinimumRadius:]", self); defer { entry.end() }; storedMinimumRadius = max(0, newValue); setNeedsSimulation() }
    }

    /// The direction of a linear gravity or velocity field.
    open var direction: CGVector {
        get { let entry = UIEntry("-[UIFieldBehavior direction]", self); defer { entry.end() }; return storedDirection }
        set { let entry = UIEntry("-[UIFieldBehavior setDirection:]", self); defer { entry.end() }; storedDirection = newValue; setNeedsSimulation() }
    }

    /// How smooth a noise or turbulence field is, 0 to 1.
    open var smoothness: CGFloat {
        get { let entry = UIEntry("-[UIFieldBehavior smoothness]", self); defer { entry.end() }; return storedSmoothness }
        set { let entry = UIEntry("-[UIFieldBehavior setSmoothness:]", self); defer { entry.end() }; storedSmoothness = min(max(newValue, 0), 1); setNeedsSimulation() }
    }

    /// How fast a noise or turbulence field changes over time.
    open var animationSpeed: CGFloat {
        get { let entry = UIEntry("-[UIFieldBehavior animationSpeed]", self); defer { entry.end() }; return storedAnimationSpeed }
        set { let entry = UIEntry("-[UIFieldBehavior setAnimationSpeed:]", self); defer { entry.end() }; storedAnimationSpeed = newValue; setNeedsSimulation() }
    }

    // MARK: Simulation

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        time += h
        let origin = DynamicVector(storedPosition)
        let strength = Double(storedStrength)
        for item in list.items {
            guard let body = world.body(for: item), !body.isAnchored else { continue }
            let offset = body.position - origin
            guard storedRegion.shape.contains(offset) else { continue }
            let distance = max(offset.length, Double(storedMinimumRadius))
            let scale = storedFalloff != 0 && distance > Double(storedMinimumRadius) ? pow(distance, -Double(storedFalloff)) : 1
            let toward = -offset.normalized
            switch kind {
            case .linearGravity:
                body.acceleration += DynamicVector(storedDirection) * (UIGravityBehavior.pointsPerSecondSquared * strength * scale)
            case .radialGravity:
                body.acceleration += toward * (UIGravityBehavior.pointsPerSecondSquared * strength * scale)
            case .spring:
                // A 1 Hz spring per unit of strength.
                body.acceleration += offset * (-(2 * Double.pi) * (2 * Double.pi) * strength * scale)
            case .drag:
                body.acceleration += body.velocity * (-strength * scale)
            case .velocity:
                let target = DynamicVector(storedDirection) * (strength * scale)
                body.acceleration += (target - body.velocity) / h
            case .noise:
                body.force += noise(at: body.position) * (UIPushBehavior.pointsPerNewton * strength * scale)
            case .turbulence:
                body.force += noise(at: body.position) * (body.velocity.length * strength * scale)
            case .electric:
                body.force += -toward * (UIPushBehavior.pointsPerNewton * body.charge * strength * scale)
            case .magnetic:
                let v = body.velocity
                body.force += DynamicVector(x: v.y, y: -v.x) * (body.charge * strength * scale)
            case .vortex:
                body.acceleration += DynamicVector(x: -toward.y, y: toward.x) * (UIPushBehavior.pointsPerNewton * strength * scale)
            case .custom(let block):
                let f = block(self, body.position.point, body.velocity.vector, CGFloat(body.mass), CGFloat(body.charge), h)
                body.force += DynamicVector(f) * UIPushBehavior.pointsPerNewton
            }
        }
    }

    /// A smooth noise vector (each component in -1...1) at `p` and the field's time.
    private func noise(at p: DynamicVector) -> DynamicVector {
        let cell = 20 + 380 * Double(storedSmoothness)
        let t = time * Double(storedAnimationSpeed)
        return DynamicVector(x: Self.valueNoise(p.x / cell + t, p.y / cell, seed: 17),
                             y: Self.valueNoise(p.x / cell, p.y / cell - t, seed: 91))
    }

    private static func valueNoise(_ x: Double, _ y: Double, seed: UInt64) -> Double {
        func lattice(_ i: Int, _ j: Int) -> Double {
            var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F ^ seed
            h ^= h >> 33; h = h &* 0xFF51_AFD7_ED55_8CCD; h ^= h >> 33
            return Double(h % 2001) / 1000 - 1
        }
        let i = Int(floor(x)), j = Int(floor(y))
        let fx = x - floor(x), fy = y - floor(y)
        let sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy)
        let top = lattice(i, j) + (lattice(i + 1, j) - lattice(i, j)) * sx
        let bottom = lattice(i, j + 1) + (lattice(i + 1, j + 1) - lattice(i, j + 1)) * sx
        return top + (bottom - top) * sy
    }
}
