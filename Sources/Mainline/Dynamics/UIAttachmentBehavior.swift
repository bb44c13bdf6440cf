import Foundation

/// Ties an item to a fixed anchor point or to another item, at points offset from their
/// centers (turning with them).
///
/// With `frequency` 0 (the default) the tie is rigid: the distance between the two points stays
/// `length` (the distance when it was made). With a frequency it is a spring of that frequency
/// (Hz) and damping ratio. The factory methods make the other joints: sliding (along an axis, no
/// turning, within `attachmentRange`), limit (a rope: at most `length`), fixed (welded at the
/// anchor) and pin (turning about the anchor, within `attachmentRange` radians, slowed by
/// `frictionTorque`). The factory methods return `UIAttachmentBehavior` (UIKit: `Self`).
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the first item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point.
        case anchor
    }

    enum Joint: Equatable {
        case distance
        case limit
        case sliding(axis: DynamicVector)
        case fixed
        case pin
    }

    private let item1: UIDynamicItem
    private let item2: UIDynamicItem?
    private let offset1: DynamicVector
    private let offset2: DynamicVector
    private let joint: Joint
    /// The second item's angle minus the first's when made (fixed, sliding and pin joints).
    private let relativeAngle: Double
    private var storedAnchor: CGPoint
    private var storedLength: CGFloat
    private var storedDamping: CGFloat = 0
    private var storedFrequency: CGFloat = 0
    private var storedFrictionTorque: CGFloat = 0
    private var storedRange = UIFloatRange.infinite

    private static func offset(_ o: UIOffset) -> DynamicVector { DynamicVector(x: Double(o.horizontal), y: Double(o.vertical)) }
    private static func angle(of item: UIDynamicItem) -> Double { atan2(Double(item.transform.b), Double(item.transform.a)) }
    /// Where an item's offset point stands now.
    private static func point(_ item: UIDynamicItem, _ offset: DynamicVector) -> DynamicVector {
        DynamicVector(item.center) + offset.rotated(by: angle(of: item))
    }
    /// The offset, in the item's unturned frame, of a point in reference coordinates.
    private static func offset(of point: CGPoint, in item: UIDynamicItem) -> DynamicVector {
        (DynamicVector(point) - DynamicVector(item.center)).rotated(by: -angle(of: item))
    }

    private init(item1: UIDynamicItem, offset1: DynamicVector, item2: UIDynamicItem?, offset2: DynamicVector,
                 anchor: CGPoint, joint: Joint) {
        self.item1 = item1
        self.item2 = item2
        self.offset1 = offset1
        self.offset2 = offset2
        self.joint = joint
        storedAnchor = anchor
        relativeAngle = (item2.map(Self.angle(of:)) ?? 0) - Self.angle(of: item1)
        let p1 = Self.point(item1, offset1)
        let p2 = item2.map { Self.point($0, offset2) } ?? DynamicVector(anchor)
        switch joint {
        case .distance, .limit: storedLength = CGFloat((p2 - p1).length)
        case .sliding, .fixed, .pin: storedLength = 0
        }
        super.init()
    }

    /// Ties the item's center to a point, at their present distance.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        let entry = UIEntry("-[UIAttachmentBehavior initWithItem:attachedToAnchor:]"); defer { entry.end() }
        self.init(item1: item, offset1: .zero, item2: nil, offset2: .zero, anchor: point, joint: .distance)
    }

    /// Ties a point of the item (offset from its center) to an anchor point.
    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        let entry = UIEntry("-[UIAttachmentBehavior initWithItem:offsetFromCenter:attachedToAnchor:]"); defer { entry.end() }
        self.init(item1: item, offset1: Self.offset(offset), item2: nil, offset2: .zero, anchor: point, joint: .distance)
    }

    /// Ties two items' centers, at their present distance.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        let entry = UIEntry("-[UIAttachmentBehavior initWithItem:attachedToItem:]"); defer { entry.end() }
        self.init(item1: item1, offset1: .zero, item2: item2, offset2: .zero, anchor: .zero, joint: .distance)
    }

    /// Ties a point of one item to a point of another.
    public convenience init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                            offsetFromCenter offset2: UIOffset) {
        let entry = UIEntry("-[UIAttachmentBehavior initWithItem:offsetFromCenter:attachedToItem:offsetFromCenter:]"); defer { entry.end() }
        self.init(item1: item1, offset1: Self.offset(offset1), item2: item2, offset2: Self.offset(offset2), anchor: .zero,
                  joint: .distance)
    }

    /// Two items that slide against each other along `axis` (through `point`), without turning.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let entry = UIEntry("+[UIAttachmentBehavior slidingAttachmentWithItem:attachedToItem:attachmentAnchor:axisOfTranslation:]"); defer { entry.end() }
        return UIAttachmentBehavior(item1: item1, offset1: offset(of: point, in: item1), item2: item2,
                                    offset2: offset(of: point, in: item2), anchor: point, joint: .sliding(axis: DynamicVector(axis).normalized))
    }

    /// An item that slides along `axis` through `point`, without turning.
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let entry = UIEntry("+[UIAttachmentBehavior slidingAttachmentWithItem:attachmentAnchor:axisOfTranslation:]"); defer { entry.end() }
        return UIAttachmentBehavior(item1: item, offset1: offset(of: point, in: item), item2: nil, offset2: .zero, anchor: point,
                                    joint: .sliding(axis: DynamicVector(axis).normalized))
    }

    /// Two points of two items kept at most their present distance apart (a rope).
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                                    offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        let entry = UIEntry("+[UIAttachmentBehavior limitAttachmentWithItem:offsetFromCenter:attachedToItem:offsetFromCenter:]"); defer { entry.end() }
        return UIAttachmentBehavior(item1: item1, offset1: offset(offset1), item2: item2, offset2: offset(offset2), anchor: .zero, joint: .limit)
    }

    /// Two items welded together at `point`: they move and turn as one.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let entry = UIEntry("+[UIAttachmentBehavior fixedAttachmentWithItem:attachedToItem:attachmentAnchor:]"); defer { entry.end() }
        return UIAttachmentBehavior(item1: item1, offset1: offset(of: point, in: item1), item2: item2,
                                    offset2: offset(of: point, in: item2), anchor: point, joint: .fixed)
    }

    /// Two items pinned together at `point`, each free to turn about it.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        let entry = UIEntry("+[UIAttachmentBehavior pinAttachmentWithItem:attachedToItem:attachmentAnchor:]"); defer { entry.end() }
        return UIAttachmentBehavior(item1: item1, offset1: offset(of: point, in: item1), item2: item2,
                                    offset2: offset(of: point, in: item2), anchor: point, joint: .pin)
    }

    /// The item (and the other item, if attached to one).
    open var items: [UIDynamicItem] {
        let entry = UIEntry("-[UIAttachmentBehavior items]", self); defer { entry.end() }
        return [item1] + (item2.map { [$0] } ?? [])
    }

    /// `.anchor` or `.items`.
    open var attachedBehaviorType: AttachmentType {
        let entry = UIEntry("-[UIAttachmentBehavior attachedBehaviorType]", self); defer { entry.end() }
        return item2 == nil ? .anchor : .items
    }

    /// The point the item is tied to (setting it moves the tie: drag an item by it).
    open var anchorPoint: CGPoint {
        get { let entry = UIEntry("-[UIAttachmentBehavior anchorPoint]", self); defer { entry.end() }; return storedAnchor }
        set { let entry = UIEntry("-[UIAttachmentBehavior setAnchorPoint:]", self); defer { entry.end() }; storedAnchor = newValue; setNeedsSimulation() }
    }

    /// The distance kept between the two points.
    open var length: CGFloat {
        get { let entry = UIEntry("-[UIAttachmentBehavior length]", self); defer { entry.end() }; return storedLength }
        set { let entry = UIEntry("-[UIAttachmentBehavior setLength:]", self); defer { entry.end() }; storedLength = max(0, newValue); setNeedsSimulation() }
    }

    /// The spring's damping ratio (with a frequency).
    open var damping: CGFloat {
        get { let entry = UIEntry("-[UIAttachmentBehavior damping]", self); defer { entry.end() }; return storedDamping }
        set { let entry = UIEntry("-[UIAttachmentBehavior setDamping:]", self); defer { entry.end() }; storedDamping = max(0, newValue); setNeedsSimulation() }
    }

    /// The spring's frequency, in Hz (0, the default: rigid).
    open var frequency: CGFloat {
        get { let entry = UIEntry("-[UIAttachmentBehavior frequency]", self); defer { entry.end() }; return storedFrequency }
        set { let entry = UIEntry("-[UIAttachmentBehavior setFrequency:]", self); defer { entry.end() }; storedFrequency = max(0, newValue); setNeedsSimulation() }
    }

    /// How much a pin joint resists turning (0: free).
    open var frictionTorque: CGFloat {
        get { let entry = UIEntry("-[UIAttachmentBehavior frictionTorque]", self); defer { entry.end() }; return storedFrictionTorque }
        set { let entry = UIEntry("-[UIAttachmentBehavior setFrictionTorque:]", self); defer { entry.end() }; storedFrictionTorque = max(0, newValue); setNeedsSimulation() }
    }

    /// The range of motion: points along the axis for a sliding joint, radians for a pin
    /// (infinite by default).
    open var attachmentRange: UIFloatRange {
        get { let entry = UIEntry("-[UIAttachmentBehavior attachmentRange]", self); defer { entry.end() }; return storedRange }
        set { let entry = UIEntry("-[UIAttachmentBehavior setAttachmentRange:]", self); defer { entry.end() }; storedRange = newValue; setNeedsSimulation() }
    }

    // MARK: Simulation

    override var dynamicItems: [UIDynamicItem] { [item1] + (item2.map { [$0] } ?? []) }

    /// The two ends: `b` the first item, `a` the second item or nil (the anchor), with their
    /// offsets (turned) and world points.
    private func ends(_ world: DynamicWorld) -> (a: DynamicBody?, ra: DynamicVector, pa: DynamicVector, b: DynamicBody, rb: DynamicVector, pb: DynamicVector)? {
        guard let b = world.body(for: item1) else { return nil }
        let rb = offset1.rotated(by: b.angle)
        if let item2 {
            guard let a = world.body(for: item2) else { return nil }
            let ra = offset2.rotated(by: a.angle)
            return (a, ra, a.position + ra, b, rb, b.position + rb)
        }
        return (nil, .zero, DynamicVector(storedAnchor), b, rb, b.position + rb)
    }

    override func applyForces(in world: DynamicWorld, step h: Double) {
        guard joint == .distance, storedFrequency > 0, let e = ends(world) else { return }
        let d = e.pb - e.pa
        let len = d.length
        guard len > 1e-9 else { return }
        let n = d / len
        let w = e.b.generalizedInverseMass(at: e.rb, along: n) + (e.a?.generalizedInverseMass(at: e.ra, along: n) ?? 0)
        guard w > 0 else { return }
        let omega = 2 * Double.pi * Double(storedFrequency)
        let mass = 1 / w
        let relative = e.b.velocity(at: e.rb) - (e.a?.velocity(at: e.ra) ?? .zero)
        let f = n * (-(mass * omega * omega) * (len - Double(storedLength)) - 2 * mass * Double(storedDamping) * omega * relative.dot(n))
        e.b.force += f
        e.b.torque += e.rb.cross(f)
        if let a = e.a {
            a.force -= f
            a.torque -= e.ra.cross(f)
        }
    }

    override func solvePositions(in world: DynamicWorld, step h: Double) {
        guard let e = ends(world) else { return }
        let d = e.pb - e.pa
        switch joint {
        case .distance:
            guard storedFrequency == 0 else { return }
            keepDistance(e, d, exactly: true, world)
        case .limit:
            keepDistance(e, d, exactly: false, world)
        case .fixed:
            joinPoints(e, d, world)
            world.correctAngle(e.a, e.b, by: -(e.b.angle - (e.a?.angle ?? 0) - relativeAngle))
        case .pin:
            joinPoints(e, d, world)
            let turn = e.b.angle - (e.a?.angle ?? 0) - relativeAngle
            let lo = Double(storedRange.minimum), hi = Double(storedRange.maximum)
            if turn < lo { world.correctAngle(e.a, e.b, by: lo - turn) } else if turn > hi { world.correctAngle(e.a, e.b, by: hi - turn) }
        case .sliding(let axis0):
            world.correctAngle(e.a, e.b, by: -(e.b.angle - (e.a?.angle ?? 0) - relativeAngle))
            // The axis turns with the second item (fixed in the reference view for an anchor).
            let axis = e.a.map { axis0.rotated(by: $0.angle - $0.baseAngle) } ?? axis0
            let normal = axis.perpendicular
            let across = (e.b.position + e.rb - e.pa).dot(normal)
            world.correct(e.a, at: e.ra, e.b, at: e.rb, along: normal, by: -across)
            let along = (e.b.position + e.rb - e.pa).dot(axis)
            let lo = Double(storedRange.minimum), hi = Double(storedRange.maximum)
            if along < lo { world.correct(e.a, at: e.ra, e.b, at: e.rb, along: axis, by: lo - along) }
            else if along > hi { world.correct(e.a, at: e.ra, e.b, at: e.rb, along: axis, by: hi - along) }
        }
    }

    private typealias Ends = (a: DynamicBody?, ra: DynamicVector, pa: DynamicVector, b: DynamicBody, rb: DynamicVector, pb: DynamicVector)

    private func keepDistance(_ e: Ends, _ d: DynamicVector, exactly: Bool, _ world: DynamicWorld) {
        let len = d.length
        guard len > 1e-9 else { return }
        let error = len - Double(storedLength)
        guard exactly || error > 0 else { return }
        world.correct(e.a, at: e.ra, e.b, at: e.rb, along: d / len, by: -error)
    }

    private func joinPoints(_ e: Ends, _ d: DynamicVector, _ world: DynamicWorld) {
        let len = d.length
        guard len > 1e-9 else { return }
        world.correct(e.a, at: e.ra, e.b, at: e.rb, along: d / len, by: -len)
    }

    override func solveVelocities(in world: DynamicWorld, step h: Double) {
        guard joint == .pin, storedFrictionTorque > 0, let e = ends(world) else { return }
        let spin = e.b.angularVelocity - (e.a?.angularVelocity ?? 0)
        let w = e.b.inverseInertia + (e.a?.inverseInertia ?? 0)
        guard w > 0, spin != 0 else { return }
        // The torque's impulse over the substep, at most enough to stop the relative turning.
        let impulse = min(Double(storedFrictionTorque) * 100 * h, abs(spin) / w) * (spin > 0 ? 1 : -1)
        e.b.angularVelocity -= impulse * e.b.inverseInertia
        if let a = e.a { a.angularVelocity += impulse * a.inverseInertia }
    }
}
