import Foundation

/// An animator's rigid-body world: the bodies of the items its behaviors name, stepped with
/// position-based dynamics in substeps (forces → predicted positions → constraints and contacts
/// corrected in place → velocities from the motion → restitution and friction on the contacts).
///
/// What is approximate: outlines are convex (a `.path` item collides as its convex hull, an
/// ellipse as a 24-sided polygon); a pair of items touches at one point per substep (the average
/// of the deepest vertices); a boundary path collides as its flattened segments, from either side.
final class DynamicWorld {
    private(set) var bodies: [DynamicBody] = []
    private var index: [ObjectIdentifier: DynamicBody] = [:]
    /// The contacts of the running substep (collision behaviors add to it).
    var contacts: [DynamicContact] = []
    /// Whether contacts found now are kept for the velocity pass (the first position pass).
    private(set) var recordsContacts = true
    /// Whether anything touched in the last frame.
    private(set) var hadContacts = false
    /// Substeps per frame: 8 keeps a rigid attachment and a pile of items steady at 60 Hz.
    let substeps = 8
    /// Below this approach speed (points/s) a contact does not bounce: resting contacts stay put.
    static let restitutionThreshold = 30.0

    func body(for item: UIDynamicItem) -> DynamicBody? { index[ObjectIdentifier(item)] }

    /// Keeps a body for every item, in order; new items are read as they stand, items no behavior
    /// names any more are dropped. Returns the bodies made.
    @discardableResult
    func sync(items: [UIDynamicItem]) -> [DynamicBody] {
        var seen = Set<ObjectIdentifier>()
        var kept: [DynamicBody] = []
        var made: [DynamicBody] = []
        for item in items {
            let id = ObjectIdentifier(item)
            guard seen.insert(id).inserted else { continue }
            if let body = index[id] {
                kept.append(body)
            } else {
                let body = DynamicBody(item: item)
                index[id] = body
                kept.append(body)
                made.append(body)
            }
        }
        for id in index.keys where !seen.contains(id) { index[id] = nil }
        bodies = kept
        return made
    }

    /// Advances the world by `dt` seconds under `behaviors` (each behavior and its children, in order).
    func step(_ dt: Double, behaviors: [UIDynamicBehavior]) {
        guard dt > 0, !bodies.isEmpty else { return }
        hadContacts = false
        for body in bodies { body.resetMaterial() }
        for behavior in behaviors { behavior.applyMaterial(in: self) }
        for behavior in behaviors { behavior.beginFrame(in: self, duration: dt) }
        let h = dt / Double(substeps)
        for _ in 0..<substeps {
            for body in bodies {
                body.force = .zero; body.torque = 0; body.acceleration = .zero
            }
            for behavior in behaviors { behavior.applyForces(in: self, step: h) }
            for body in bodies {
                body.previousPosition = body.position
                body.previousAngle = body.angle
                guard !body.isAnchored else { body.velocity = .zero; body.angularVelocity = 0; continue }
                body.velocity += (body.acceleration + body.force * body.inverseMass) * h
                body.angularVelocity += body.torque * body.inverseInertia * h
                // Resistance damps the velocity: 1 stops an item soon after the force goes away
                // (UIDynamicItemBehavior's documentation), larger values sooner.
                if body.resistance > 0 { body.velocity = body.velocity * (1 / (1 + h * body.resistance * 60)) }
                if body.angularResistance > 0 { body.angularVelocity *= 1 / (1 + h * body.angularResistance * 60) }
                if !body.allowsRotation { body.angularVelocity = 0 }
                body.position += body.velocity * h
                body.angle += body.angularVelocity * h
            }
            contacts = []
            // Two passes over the constraints: a pile's contacts settle together (the second
            // corrects what the first left, and records no new contacts).
            for pass in 0..<2 {
                recordsContacts = pass == 0
                for behavior in behaviors { behavior.solvePositions(in: self, step: h) }
            }
            if !contacts.isEmpty { hadContacts = true }
            for body in bodies where !body.isAnchored {
                body.velocity = (body.position - body.previousPosition) / h
                body.angularVelocity = body.allowsRotation ? (body.angle - body.previousAngle) / h : 0
            }
            solveContactVelocities(step: h)
            for behavior in behaviors { behavior.solveVelocities(in: self, step: h) }
        }
    }

    // MARK: Contacts

    /// Corrects a contact's overlap in place (shared by the bodies by their inverse masses) and
    /// keeps it for the velocity pass.
    func resolve(_ contact: DynamicContact) {
        var contact = contact
        let n = contact.normal
        let rb = contact.point - contact.b.position
        let ra = contact.a.map { contact.point - $0.position } ?? .zero
        let relative = contact.b.velocity(at: rb) - (contact.a?.velocity(at: ra) ?? .zero)
        contact.approach = relative.dot(n)
        if contact.depth > 0 {
            let w = contact.b.generalizedInverseMass(at: rb, along: n) + (contact.a?.generalizedInverseMass(at: ra, along: n) ?? 0)
            if w > 0 {
                let lambda = contact.depth / w
                contact.b.shift(by: n * lambda, at: rb)
                contact.a?.shift(by: n * -lambda, at: ra)
                contact.correction = contact.depth
            }
        }
        if recordsContacts { contacts.append(contact) }
    }

    /// Bounce (elasticity) and sliding friction on the substep's contacts.
    private func solveContactVelocities(step h: Double) {
        for contact in contacts where contact.depth > 0 {
            let n = contact.normal
            let rb = contact.point - contact.b.position
            let ra = contact.a.map { contact.point - $0.position } ?? .zero
            let wn = contact.b.generalizedInverseMass(at: rb, along: n) + (contact.a?.generalizedInverseMass(at: ra, along: n) ?? 0)
            guard wn > 0 else { continue }
            var relative = contact.b.velocity(at: rb) - (contact.a?.velocity(at: ra) ?? .zero)
            let vn = relative.dot(n)
            let target = contact.approach < -Self.restitutionThreshold ? -contact.elasticity * contact.approach : 0
            let dvn = target - vn
            if dvn != 0 {
                let impulse = n * (dvn / wn)
                contact.b.push(by: impulse, at: rb)
                contact.a?.push(by: -impulse, at: ra)
            }
            // Coulomb friction: the sliding speed falls by at most friction × the normal speed change.
            guard contact.friction > 0 else { continue }
            relative = contact.b.velocity(at: rb) - (contact.a?.velocity(at: ra) ?? .zero)
            let vt = relative - n * relative.dot(n)
            let speed = vt.length
            guard speed > 1e-9 else { continue }
            let t = vt / speed
            let normalChange = abs(dvn) + contact.correction / h
            let change = min(contact.friction * normalChange, speed)
            let wt = contact.b.generalizedInverseMass(at: rb, along: t) + (contact.a?.generalizedInverseMass(at: ra, along: t) ?? 0)
            guard wt > 0 else { continue }
            let impulse = t * (-change / wt)
            contact.b.push(by: impulse, at: rb)
            contact.a?.push(by: -impulse, at: ra)
        }
    }

    // MARK: Constraints

    /// Moves the point `rb` of `b` (and `ra` of `a`, or a fixed point) by `amount` along `n`
    /// between them, shared by their inverse masses. Returns the correction's size per mass.
    @discardableResult
    func correct(_ a: DynamicBody?, at ra: DynamicVector, _ b: DynamicBody?, at rb: DynamicVector,
                 along n: DynamicVector, by amount: Double) -> Double {
        let w = (a?.generalizedInverseMass(at: ra, along: n) ?? 0) + (b?.generalizedInverseMass(at: rb, along: n) ?? 0)
        guard w > 0, amount != 0 else { return 0 }
        let lambda = amount / w
        b?.shift(by: n * lambda, at: rb)
        a?.shift(by: n * -lambda, at: ra)
        return lambda
    }

    /// Turns `b` (and `a` the other way) by `amount` radians, shared by their inverse inertias.
    func correctAngle(_ a: DynamicBody?, _ b: DynamicBody?, by amount: Double) {
        let w = (a?.inverseInertia ?? 0) + (b?.inverseInertia ?? 0)
        guard w > 0, amount != 0 else { return }
        let lambda = amount / w
        if let b { b.angle += lambda * b.inverseInertia }
        if let a { a.angle -= lambda * a.inverseInertia }
    }

    /// Whether nothing moves. Touching bodies rest below 2 points per second and 2°/s (Box2D's
    /// sleep tolerances, a point for a centimetre); free ones below half a point per second and
    /// 0.01 rad/s (a spring or a snap is not stopped near the end of a swing).
    var isStill: Bool {
        let (speed, spin) = hadContacts ? (2.0, 0.035) : (0.5, 0.01)
        return bodies.allSatisfy { $0.isAnchored || ($0.velocity.length < speed && abs($0.angularVelocity) < spin) }
    }
}
