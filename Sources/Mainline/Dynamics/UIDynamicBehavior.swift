import Foundation

/// A physical behavior a dynamic animator applies to items; the concrete behaviors (gravity,
/// collision, snap, push, attachment, item properties, fields) are its subclasses, and an app's
/// own behavior composes them as child behaviors and reacts to each step in `action`.
open class UIDynamicBehavior {
    private var storedChildBehaviors: [UIDynamicBehavior] = []
    private var storedAction: (() -> Void)?
    /// The animator it (or the behavior it is a child of) was added to.
    weak var storedAnimator: UIDynamicAnimator?
    /// The behavior it is a child of.
    weak var parent: UIDynamicBehavior?

    /// A behavior with no items and no children.
    public init() {
        UIEntry.check("-[UIDynamicBehavior init]")
    }

    /// Adds a behavior that takes part as this one does (added to the animator with it).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        let entry = UIEntry("-[UIDynamicBehavior addChildBehavior:]", self); defer { entry.end() }
        guard behavior !== self, !storedChildBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.storedChildBehaviors.removeAll { $0 === behavior }
        storedChildBehaviors.append(behavior)
        behavior.parent = self
        if let animator = storedAnimator {
            behavior.attach(to: animator)
            animator.behaviorsChanged()
        }
    }

    /// Removes a child behavior.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        let entry = UIEntry("-[UIDynamicBehavior removeChildBehavior:]", self); defer { entry.end() }
        guard storedChildBehaviors.contains(where: { $0 === behavior }) else { return }
        storedChildBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        if let animator = storedAnimator {
            behavior.attach(to: nil)
            animator.behaviorsChanged()
        }
    }

    /// The child behaviors, in the order they were added.
    open var childBehaviors: [UIDynamicBehavior] {
        let entry = UIEntry("-[UIDynamicBehavior childBehaviors]", self); defer { entry.end() }
        return storedChildBehaviors
    }

    /// A block the animator calls after every step of the simulation, on the main thread.
    open var action: (() -> Void)? {
        get { let entry = UIEntry("-[UIDynamicBehavior action]", self); defer { entry.end() }; return storedAction }
        set { let entry = UIEntry("-[UIDynamicBehavior setAction:]", self); defer { entry.end() }; storedAction = newValue }
    }

    /// Called when the behavior is added to an animator (or removed: `nil`), before it moves.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        UIEntry.check("-[UIDynamicBehavior willMoveToAnimator:]", self)
    }

    /// The animator the behavior runs in, if any.
    open var dynamicAnimator: UIDynamicAnimator? {
        let entry = UIEntry("-[UIDynamicBehavior dynamicAnimator]", self); defer { entry.end() }
        return storedAnimator
    }

    // MARK: Internals

    /// Tells the behavior and its children which animator they run in.
    func attach(to animator: UIDynamicAnimator?) {
        guard storedAnimator !== animator else { return }
        willMove(to: animator)
        storedAnimator = animator
        for child in storedChildBehaviors { child.attach(to: animator) }
    }

    /// The behavior and its descendants, depth first.
    var flattened: [UIDynamicBehavior] { [self] + storedChildBehaviors.flatMap(\.flattened) }

    /// Runs the action block (the animator calls it after each step).
    func runAction() { storedAction?() }

    /// Something that changes the motion changed: the animator runs again if it rested.
    func setNeedsSimulation() { storedAnimator?.wake() }

    /// The items the behavior acts on (each becomes a body in the animator).
    var dynamicItems: [UIDynamicItem] { [] }
    /// Sets the materials of its items' bodies (UIDynamicItemBehavior).
    func applyMaterial(in world: DynamicWorld) {}
    /// Once per frame, before the substeps (impulses, velocities added since the last frame).
    func beginFrame(in world: DynamicWorld, duration: Double) {}
    /// Adds forces and accelerations for a substep of `h` seconds.
    func applyForces(in world: DynamicWorld, step h: Double) {}
    /// Corrects positions (constraints, contacts) after the bodies moved in a substep.
    func solvePositions(in world: DynamicWorld, step h: Double) {}
    /// Adjusts velocities after the position pass.
    func solveVelocities(in world: DynamicWorld, step h: Double) {}
    /// After the frame's substeps (contact callbacks).
    func endFrame(in world: DynamicWorld) {}
    /// Whether the behavior still moves its items although they are slow (a snap far from its point).
    func keepsMoving(in world: DynamicWorld) -> Bool { false }
    /// When the animator comes to rest (a snap puts its item exactly on its point).
    func settle(in world: DynamicWorld) {}
}

/// Items a behavior holds, in the order added (no duplicates).
struct DynamicItemList {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem] = []) { for item in items { add(item) } }

    mutating func add(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
    }

    mutating func remove(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    func contains(_ item: UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
