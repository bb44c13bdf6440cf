import Foundation

/// Keeps its items from passing through each other and through boundaries: the reference
/// view's bounds (`translatesReferenceBoundsIntoBoundary`), and lines or paths added with an
/// identifier. A contact moves the items apart by their masses, bounces them by their
/// elasticity (the larger of the two) and slows their sliding by their friction
/// (`UIDynamicItemBehavior`); a boundary takes the item's own.
///
/// Only items of the same collision behavior collide with each other. A boundary path collides
/// as its outline's segments (from either side); curves are flattened.
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a mode from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// The boundaries (the reference bounds and the identified ones).
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything = Mode(rawValue: UInt.max)
    }

    private struct Boundary {
        let identifier: NSCopying
        let path: UIBezierPath
        let segments: [(DynamicVector, DynamicVector)]
        let key: Int
    }

    /// A pair touching: two items, or an item and a boundary (-1: the reference bounds).
    private enum ContactKey: Hashable {
        case items(ObjectIdentifier, ObjectIdentifier)
        case boundary(ObjectIdentifier, Int)
    }

    private var list: DynamicItemList
    private var storedMode = Mode.everything
    private var storedTranslatesReferenceBounds = false
    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries: [Boundary] = []
    private var nextBoundaryKey = 0
    private weak var storedCollisionDelegate: UICollisionBehaviorDelegate?
    /// What touched in the frame being stepped, and in the last one (with what the delegate needs).
    private var touching: [ContactKey: (UIDynamicItem, UIDynamicItem?, NSCopying?, CGPoint)] = [:]
    private var touched: [ContactKey: (UIDynamicItem, UIDynamicItem?, NSCopying?, CGPoint)] = [:]
    private var touchingOrder: [ContactKey] = []
    private var touchedOrder: [ContactKey] = []

    /// Collisions among these items.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
        UIEntry.check("-[UICollisionBehavior initWithItems:]")
    }

    /// Collisions among no items yet.
    public convenience override init() {
        let entry = UIEntry("-[UICollisionBehavior init]"); defer { entry.end() }
        self.init(items: [])
    }

    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UICollisionBehavior addItem:]", self); defer { entry.end() }
        list.add(item)
        storedAnimator?.behaviorsChanged()
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) {
        let entry = UIEntry("-[UICollisionBehavior removeItem:]", self); defer { entry.end() }
        list.remove(item)
        storedAnimator?.behaviorsChanged()
    }

    /// The items, in the order added.
    open var items: [UIDynamicItem] {
        let entry = UIEntry("-[UICollisionBehavior items]", self); defer { entry.end() }
        return list.items
    }

    /// Whether items collide with each other, with boundaries, or both (the default).
    open var collisionMode: Mode {
        get { let entry = UIEntry("-[UICollisionBehavior collisionMode]", self); defer { entry.end() }; return storedMode }
        set { let entry = UIEntry("-[UICollisionBehavior setCollisionMode:]", self); defer { entry.end() }; storedMode = newValue; setNeedsSimulation() }
    }

    /// Whether the reference view's bounds are a boundary (false by default).
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { let entry = UIEntry("-[UICollisionBehavior translatesReferenceBoundsIntoBoundary]", self); defer { entry.end() }; return storedTranslatesReferenceBounds }
        set {
            let entry = UIEntry("-[UICollisionBehavior setTranslatesReferenceBoundsIntoBoundary:]", self); defer { entry.end() }
            storedTranslatesReferenceBounds = newValue
            if !newValue { referenceInsets = .zero }
            setNeedsSimulation()
        }
    }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        let entry = UIEntry("-[UICollisionBehavior setTranslatesReferenceBoundsIntoBoundaryWithInsets:]", self); defer { entry.end() }
        storedTranslatesReferenceBounds = true
        referenceInsets = insets
        setNeedsSimulation()
    }

    /// Adds (or replaces) a boundary along a path's outline.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let entry = UIEntry("-[UICollisionBehavior addBoundaryWithIdentifier:forPath:]", self); defer { entry.end() }
        var segments: [(DynamicVector, DynamicVector)] = []
        for polygon in bezierPath.cgPath.flattened() {
            let points = polygon.map { DynamicVector($0) }
            for i in 0..<(points.count - 1) where points[i] != points[i + 1] { segments.append((points[i], points[i + 1])) }
        }
        add(Boundary(identifier: identifier, path: bezierPath.copy() as? UIBezierPath ?? bezierPath, segments: segments, key: 0))
    }

    /// Adds (or replaces) a boundary along the line from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let entry = UIEntry("-[UICollisionBehavior addBoundaryWithIdentifier:fromPoint:toPoint:]", self); defer { entry.end() }
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        add(Boundary(identifier: identifier, path: path, segments: [(DynamicVector(p1), DynamicVector(p2))], key: 0))
    }

    private func add(_ boundary: Boundary) {
        boundaries.removeAll { Self.same($0.identifier, boundary.identifier) }
        nextBoundaryKey += 1
        boundaries.append(Boundary(identifier: boundary.identifier, path: boundary.path, segments: boundary.segments, key: nextBoundaryKey))
        setNeedsSimulation()
    }

    /// The path of the boundary with this identifier (a line's is a two-point path).
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        let entry = UIEntry("-[UICollisionBehavior boundaryWithIdentifier:]", self); defer { entry.end() }
        return boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary with this identifier.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        let entry = UIEntry("-[UICollisionBehavior removeBoundaryWithIdentifier:]", self); defer { entry.end() }
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        setNeedsSimulation()
    }

    /// The identifiers of the boundaries added, in order (nil when there are none).
    open var boundaryIdentifiers: [NSCopying]? {
        let entry = UIEntry("-[UICollisionBehavior boundaryIdentifiers]", self); defer { entry.end() }
        return boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Removes every identified boundary (the reference bounds stay as set).
    open func removeAllBoundaries() {
        let entry = UIEntry("-[UICollisionBehavior removeAllBoundaries]", self); defer { entry.end() }
        boundaries.removeAll()
        setNeedsSimulation()
    }

    /// Told when contacts begin and end.
    open var collisionDelegate: UICollisionBehaviorDelegate? {
        get { let entry = UIEntry("-[UICollisionBehavior collisionDelegate]", self); defer { entry.end() }; return storedCollisionDelegate }
        set { let entry = UIEntry("-[UICollisionBehavior setCollisionDelegate:]", self); defer { entry.end() }; storedCollisionDelegate = newValue }
    }

    /// Identifiers are equal as objects (`isEqual`), else as the same object, else by description.
    static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        if (a as AnyObject) === (b as AnyObject) { return true }
        return String(describing: a) == String(describing: b)
    }

    // MARK: Simulation

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func beginFrame(in world: DynamicWorld, duration: Double) {
        touching = [:]
        touchingOrder = []
    }

    private func note(_ key: ContactKey, _ value: (UIDynamicItem, UIDynamicItem?, NSCopying?, CGPoint)) {
        if touching[key] == nil { touchingOrder.append(key) }
        touching[key] = value
    }

    override func solvePositions(in world: DynamicWorld, step h: Double) {
        let bodies = list.items.compactMap { world.body(for: $0) }
        if storedMode.contains(.items), bodies.count > 1 {
            for i in 0..<(bodies.count - 1) {
                for j in (i + 1)..<bodies.count {
                    let a = bodies[i], b = bodies[j]
                    // Broad phase: outlines whose bounding circles are apart cannot touch.
                    let reach = a.radius + b.radius + DynamicCollision.touchingTolerance
                    guard !(a.isAnchored && b.isAnchored), (b.position - a.position).lengthSquared <= reach * reach,
                          let hit = DynamicCollision.overlap(a.worldHull, b.worldHull) else { continue }
                    note(.items(ObjectIdentifier(a.item), ObjectIdentifier(b.item)), (a.item, b.item, nil, hit.point.point))
                    world.resolve(DynamicContact(a: a, b: b, point: hit.point, normal: hit.normal, depth: hit.depth,
                                                 elasticity: max(a.elasticity, b.elasticity),
                                                 friction: (a.friction * b.friction).squareRoot()))
                }
            }
        }
        guard storedMode.contains(.boundaries) else { return }
        if storedTranslatesReferenceBounds, let bounds = storedAnimator?.referenceBounds {
            let box = bounds.inset(by: referenceInsets)
            for body in bodies where !body.isAnchored { collide(body, inside: box, world) }
        }
        for boundary in boundaries {
            for body in bodies where !body.isAnchored {
                for (p, q) in boundary.segments {
                    guard let hit = DynamicCollision.overlap([p, q], body.worldHull) else { continue }
                    note(.boundary(ObjectIdentifier(body.item), boundary.key), (body.item, nil, boundary.identifier, hit.point.point))
                    world.resolve(DynamicContact(a: nil, b: body, point: hit.point, normal: hit.normal, depth: hit.depth,
                                                 elasticity: body.elasticity, friction: body.friction))
                }
            }
        }
    }

    /// Keeps a body inside `box`: each side it crosses pushes it back at the middle of the
    /// vertices beyond it.
    private func collide(_ body: DynamicBody, inside box: CGRect, _ world: DynamicWorld) {
        let walls: [(DynamicVector, Double)] = [
            (DynamicVector(x: 1, y: 0), Double(box.minX)), (DynamicVector(x: -1, y: 0), -Double(box.maxX)),
            (DynamicVector(x: 0, y: 1), Double(box.minY)), (DynamicVector(x: 0, y: -1), -Double(box.maxY)),
        ]
        for (n, offset) in walls {
            let hull = body.worldHull
            // Distance inside the wall along n (negative: beyond it).
            let depths = hull.map { offset - $0.dot(n) }
            guard let deepest = depths.max(), deepest > -DynamicCollision.touchingTolerance else { continue }
            let near = zip(hull, depths).filter { $0.1 >= deepest - 0.25 }.map(\.0)
            let point = near.reduce(.zero, +) / Double(near.count)
            note(.boundary(ObjectIdentifier(body.item), -1), (body.item, nil, nil, point.point))
            world.resolve(DynamicContact(a: nil, b: body, point: point, normal: n, depth: deepest,
                                         elasticity: body.elasticity, friction: body.friction))
        }
    }

    override func endFrame(in world: DynamicWorld) {
        defer { touched = touching; touchedOrder = touchingOrder }
        guard let delegate = storedCollisionDelegate else { return }
        let call: (String, () -> Void) -> Void = { name, body in
            if let animator = self.storedAnimator { animator.callBack(name, body) } else { body() }
        }
        for key in touchedOrder where touching[key] == nil {
            guard let (item, other, identifier, _) = touched[key] else { continue }
            if let other {
                call("collisionBehavior(_:endedContactFor:with:)") { delegate.collisionBehavior(self, endedContactFor: item, with: other) }
            } else {
                call("collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)") {
                    delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
                }
            }
        }
        for key in touchingOrder where touched[key] == nil {
            guard let (item, other, identifier, point) = touching[key] else { continue }
            if let other {
                call("collisionBehavior(_:beganContactFor:with:at:)") {
                    delegate.collisionBehavior(self, beganContactFor: item, with: other, at: point)
                }
            } else {
                call("collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)") {
                    delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
                }
            }
        }
    }
}
