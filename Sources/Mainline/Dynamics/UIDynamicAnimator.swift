import Foundation

/// Runs physical behaviors on items: each frame of the main thread's display loop it steps a
/// rigid-body simulation and writes the items' `center` and `transform`, so views move and
/// their layout follows.
///
/// It steps in the display-link phase of the frames of the simulation its reference view
/// belongs to (before the commit, so a moved view is drawn in the same frame), with the frame's
/// real interval. It runs while anything moves: once every item has rested for a few frames it
/// pauses (`isRunning` false, `dynamicAnimatorDidPause(_:)`), and it resumes — telling the
/// delegate `dynamicAnimatorWillResume(_:)` at its first step — when a behavior is added or
/// removed, an item joins a behavior, a behavior's parameters change, or
/// `updateItem(usingCurrentState:)` is called.
open class UIDynamicAnimator {
    private var storedBehaviors: [UIDynamicBehavior] = []
    private weak var storedReferenceView: UIView?
    private weak var storedLayout: UICollectionViewLayout?
    private weak var storedDelegate: UIDynamicAnimatorDelegate?
    private var storedIsRunning = false
    private var storedElapsedTime: TimeInterval = 0
    let world = DynamicWorld()
    private var link: CADisplayLink?
    private var lastTimestamp: TimeInterval?
    private var stillFrames = 0
    private var announcedResume = false
    /// The simulation whose frames step it (the reference view's, or the one running when made).
    private weak var owningContext: SimulationContext?

    /// An animator whose items live in `view`'s coordinates (its bounds are the collision
    /// behaviors' reference boundary).
    public init(referenceView view: UIView) {
        let entry = UIEntry("-[UIDynamicAnimator initWithReferenceView:]"); defer { entry.end() }
        storedReferenceView = view
        owningContext = view.context
    }

    /// An animator for a collection view layout's elements: its items are layout attributes, in
    /// the collection view's content coordinates (its content size is the reference boundary),
    /// and the layout is invalidated after every step so the collection view shows the moves.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        let entry = UIEntry("-[UIDynamicAnimator initWithCollectionViewLayout:]"); defer { entry.end() }
        storedLayout = layout
        owningContext = SimulationContext.running ?? SimulationContext.detached
    }

    // MARK: Behaviors

    /// Adds a behavior (and its children): the animator starts moving its items.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        let entry = UIEntry("-[UIDynamicAnimator addBehavior:]", self); defer { entry.end() }
        guard !storedBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.storedAnimator?.detach(behavior)
        storedBehaviors.append(behavior)
        behavior.attach(to: self)
        behaviorsChanged()
    }

    /// Removes a behavior; its items keep where they are.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        let entry = UIEntry("-[UIDynamicAnimator removeBehavior:]", self); defer { entry.end() }
        detach(behavior)
    }

    /// Removes every behavior.
    open func removeAllBehaviors() {
        let entry = UIEntry("-[UIDynamicAnimator removeAllBehaviors]", self); defer { entry.end() }
        for behavior in storedBehaviors { detach(behavior) }
    }

    private func detach(_ behavior: UIDynamicBehavior) {
        guard storedBehaviors.contains(where: { $0 === behavior }) else { return }
        storedBehaviors.removeAll { $0 === behavior }
        behavior.attach(to: nil)
        behaviorsChanged()
    }

    /// The behaviors added to the animator (not their children), in order.
    open var behaviors: [UIDynamicBehavior] {
        let entry = UIEntry("-[UIDynamicAnimator behaviors]", self); defer { entry.end() }
        return storedBehaviors
    }

    /// The view given at creation (nil for a collection view layout's animator).
    open var referenceView: UIView? {
        let entry = UIEntry("-[UIDynamicAnimator referenceView]", self); defer { entry.end() }
        return storedReferenceView
    }

    /// Whether it is stepping (false once everything has come to rest).
    open var isRunning: Bool {
        let entry = UIEntry("-[UIDynamicAnimator isRunning]", self); defer { entry.end() }
        return storedIsRunning
    }

    /// The simulated time it has run, in seconds (paused time does not count).
    open var elapsedTime: TimeInterval {
        let entry = UIEntry("-[UIDynamicAnimator elapsedTime]", self); defer { entry.end() }
        return storedElapsedTime
    }

    /// Told when it pauses and resumes.
    open var delegate: UIDynamicAnimatorDelegate? {
        get { let entry = UIEntry("-[UIDynamicAnimator delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIDynamicAnimator setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The items whose frames (as turned) meet `rect`, in the reference coordinates.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        let entry = UIEntry("-[UIDynamicAnimator itemsInRect:]", self); defer { entry.end() }
        syncBodies()
        return world.bodies.filter { $0.frame.intersects(rect) }.map(\.item)
    }

    /// Reads the item's center, bounds and transform again (after the app moved it), and runs.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        let entry = UIEntry("-[UIDynamicAnimator updateItemUsingCurrentState:]", self); defer { entry.end() }
        guard let body = world.body(for: item) else { return }
        body.read()
        wake()
    }

    // MARK: Running

    /// The bounds items collide with when a collision behavior translates the reference bounds
    /// into a boundary: the reference view's bounds, or the collection view's content.
    var referenceBounds: CGRect? {
        if let view = storedReferenceView { return CGRect(origin: .zero, size: view.bounds.size) }
        if let layout = storedLayout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return nil
    }

    private var allBehaviors: [UIDynamicBehavior] { storedBehaviors.flatMap(\.flattened) }

    private func syncBodies() {
        world.sync(items: allBehaviors.flatMap(\.dynamicItems))
    }

    /// The behaviors or their items changed: it runs, or, with no items left, stops at once.
    func behaviorsChanged() {
        syncBodies()
        if world.bodies.isEmpty {
            if storedIsRunning, let link { pause(link, behaviors: allBehaviors) }
            return
        }
        wake()
    }

    /// Starts stepping at the next frame if it rests and has items to move.
    func wake() {
        stillFrames = 0
        guard !storedIsRunning else { return }
        syncBodies()
        guard !world.bodies.isEmpty else { return }
        storedIsRunning = true
        announcedResume = false
        lastTimestamp = nil
        let link = self.link ?? makeLink()
        link.isPaused = false
    }

    private func makeLink() -> CADisplayLink {
        let link = CADisplayLink { [weak self] link in
            guard let self else { return Self.retire(link) }
            self.step(link)
        }
        let context = storedReferenceView?.context ?? owningContext ?? SimulationContext.running ?? SimulationContext.detached
        link.context = context
        context.register(link)
        self.link = link
        return link
    }

    /// A freed animator's link stops for good (else it would keep the simulation from idling).
    private static func retire(_ link: CADisplayLink) {
        link.isInvalidated = true
        link.storedIsPaused = true
    }

    deinit {
        if let link { Self.retire(link) }
    }

    private func step(_ link: CADisplayLink) {
        guard storedIsRunning else { link.isPaused = true; return }
        if !announcedResume {
            announcedResume = true
            if let delegate = storedDelegate {
                callBack("dynamicAnimatorWillResume(_:)") { delegate.dynamicAnimatorWillResume(self) }
            }
        }
        let now = link.timestamp
        let interval = link.duration > 0 ? link.duration : 1.0 / 60
        let dt = min(max(lastTimestamp.map { now - $0 } ?? interval, 0), 1.0 / 15)
        lastTimestamp = now
        syncBodies()
        let behaviors = allBehaviors
        if dt > 0 {
            world.step(dt, behaviors: behaviors)
            storedElapsedTime += dt
        }
        for body in world.bodies { body.write() }
        for behavior in behaviors { behavior.endFrame(in: world) }
        for behavior in behaviors { behavior.runAction() }
        storedLayout?.invalidateLayout()
        // At rest once everything has been still for half a second (Box2D's time to sleep), a
        // twentieth when nothing touches anything (a snap at its point, an item let go in mid-air).
        if world.bodies.isEmpty || (world.isStill && !behaviors.contains { $0.keepsMoving(in: world) }) {
            stillFrames += 1
        } else {
            stillFrames = 0
        }
        let settling = world.hadContacts ? 0.5 : 0.05
        let needed = max(3, Int((settling / max(interval, 1e-3)).rounded(.up)))
        if stillFrames >= needed { pause(link, behaviors: behaviors) }
    }

    private func pause(_ link: CADisplayLink, behaviors: [UIDynamicBehavior]) {
        for behavior in behaviors { behavior.settle(in: world) }
        for body in world.bodies { body.velocity = .zero; body.angularVelocity = 0; body.write() }
        storedIsRunning = false
        stillFrames = 0
        link.isPaused = true
        // The delegate hears of a pause only after it heard of the resume.
        if announcedResume, let delegate = storedDelegate {
            callBack("dynamicAnimatorDidPause(_:)") { delegate.dynamicAnimatorDidPause(self) }
        }
    }

    /// Runs a delegate method (the animator's or a behavior's) in its own span of the timeline.
    func callBack(_ name: String, _ body: () -> Void) {
        if let context = link?.context {
            context.loop.span(.delegateCallback, name, object: nil, body)
        } else {
            body()
        }
    }
}
