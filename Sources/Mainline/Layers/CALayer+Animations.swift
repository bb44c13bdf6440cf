import Foundation
import ThreadChecker

/// A layer's animations, in the order they were added, with their tracks and schedule.
final class LayerAnimations {
    struct Entry {
        let key: String
        let isAnonymous: Bool
        /// The layer's own copy (what `animation(forKey:)` returns).
        var animation: CAAnimation
        var tracks: [AnimationTrack]
        /// Its timing, for its begin and end.
        let timing: AnimationTiming
        /// Seconds after its transaction's commit it begins (a `UIView` animation's delay).
        let delay: Double
        /// When it begins in the layer's local time (absolute time unless a layer in its chain
        /// has timing of its own), once its transaction has committed (nil before).
        var begin: Double?
        /// When its active time ends, in the layer's local time (nil: never, or not committed yet).
        var end: Double?
        /// When it began in absolute time (for its interval on the timeline).
        var absoluteBegin: Double?
        /// Whether its delegate has heard it start.
        var started = false
        var start: ScheduledWork?
        var stop: ScheduledWork?
        /// Ended and kept (`isRemovedOnCompletion` false): its stop has been reported.
        var hasEnded = false
        /// The group it belongs to (a `UIView` animation block, an animator, a transition).
        let group: AnimationGroup?
        /// Its animation interval, when it is not part of a group's.
        let intervalID: UInt64
        /// The property animator that drives it (it ends when the animator ends it).
        let driver: AnimatorClock?
        /// The interactive transition whose clock drives it (it ends when the transition's run does).
        var transitionClock: InteractiveTransitionClock? = nil
        /// The transaction it was added in, told when it stops (its completion block waits).
        var transaction: TransactionAnimations?
    }

    private(set) var entries: [Entry] = []
    private var anonymous = 0
    /// Entries whose transaction has not committed.
    private(set) var uncommittedCount = 0

    var isEmpty: Bool { entries.isEmpty }

    func key(for key: String?) -> (String, Bool) {
        if let key { return (key, false) }
        anonymous += 1
        return ("\u{0}anonymous-\(anonymous)", true)
    }

    func index(of key: String) -> Int? { entries.firstIndex { $0.key == key } }

    func append(_ entry: Entry) {
        entries.append(entry)
        if entry.begin == nil { uncommittedCount += 1 }
    }

    @discardableResult
    func remove(at index: Int) -> Entry {
        let entry = entries.remove(at: index)
        if entry.begin == nil { uncommittedCount -= 1 }
        return entry
    }

    func update(at index: Int, _ change: (inout Entry) -> Void) {
        let wasUncommitted = entries[index].begin == nil
        change(&entries[index])
        if wasUncommitted && entries[index].begin != nil { uncommittedCount -= 1 }
    }

    /// Whether an animation of `property` is on the layer.
    func animates(_ property: AnimatedProperty) -> Bool {
        for entry in entries {
            for track in entry.tracks where track.keyPath.property == property { return true }
        }
        return false
    }

    /// Whether an animation is in flight at `now`, the layer's local time (begun or waiting for
    /// its commit, not ended).
    func isInFlight(at now: Double) -> Bool {
        for entry in entries where !entry.hasEnded {
            guard let end = entry.end else { return true }
            if end > now { return true }
        }
        return false
    }
}

extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing, and stopping unfinished, one with the same
    /// key). An animation whose `beginTime` is 0 begins when its transaction commits — the
    /// frame's commit, or an outermost `CATransaction.commit()` — as Core Animation begins it;
    /// it then runs on the simulation's clock, and its values show in `presentation()`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        // CALayer.h: a transition is keyed by kCATransition when it is given no key.
        let key = key ?? (anim is CATransition ? kCATransition : nil)
        withAnimationTurn {
            guard let copy = anim.copy() as? CAAnimation else { return }
            let context = animationContext
            let from = context.commit.animation.implicitFrom.flatMap { $0.layer == ObjectIdentifier(self) && $0.key == key ? $0 : nil }
            addAnimation(copy, forKey: key, in: context, implicitFrom: from?.value, implicitCustom: from?.custom)
        }
    }

    /// Adds `animation` (the layer's own object) under `key`: a `UIView` animation's `delay`
    /// after its transaction commits, reporting to `group`. An implicit animation with no values
    /// runs from `implicitFrom` (the value shown before the change). Returns the key used.
    @discardableResult
    func addAnimation(_ animation: CAAnimation, forKey key: String?, in context: SimulationContext, delay: Double = 0,
                      group: AnimationGroup? = nil, implicitFrom: AnimationVector? = nil, implicitCustom: CustomAnimatedKey.Kind? = nil,
                      driver: AnimatorClock? = nil, driverStart: Double = 0) -> String {
        let store = runningAnimations
        let (key, isAnonymous) = store.key(for: key)
        if store.index(of: key) != nil { removeRunning(key, in: store, context: context) }
        let defaultDuration = context.commit.transactions.value(forKey: kCATransactionAnimationDuration) as? TimeInterval ?? 0.25
        var tracks = animation.tracks(defaultDuration: defaultDuration, implicitFrom: implicitFrom, implicitCustom: implicitCustom) { problem in
            DiagnosticCenter.report(.animationMisuse, "Mainline: [CALayer addAnimation:forKey:\(isAnonymous ? "nil" : key)]: \(problem).",
                                    in: context)
        }
        if let driver {
            for i in tracks.indices {
                tracks[i].driver = driver
                tracks[i].driverStart = driverStart
            }
        }
        // Added while an interactive transition sets up its animations: its clock drives them.
        let transitionClock = driver == nil ? InteractiveTransitionClock.ambient : nil
        if let transitionClock {
            for i in tracks.indices {
                tracks[i].transitionClock = transitionClock
                tracks[i].transitionClockDelay = max(0, delay.isFinite ? delay : 0)
            }
        }
        let timing = AnimationTiming(animation, defaultDuration: defaultDuration)
        group?.animationAdded()
        let entry = LayerAnimations.Entry(key: key, isAnonymous: isAnonymous, animation: animation, tracks: tracks, timing: timing,
                                          delay: max(0, delay.isFinite ? delay : 0), group: group,
                                          intervalID: group == nil ? context.commit.animation.makeIntervalID() : 0, driver: driver,
                                          transitionClock: transitionClock)
        store.append(entry)
        transitionClock?.animations.append((self, key))
        if context.isDetached {
            // No clock runs outside a simulation: it begins and, if it ends, ends now.
            beginAnimations(in: store, at: context.loop.clock.mediaTime, context: context)
            if let index = store.index(of: key), store.entries[index].end != nil { finish(key, finished: true, context: context) }
            return key
        }
        context.commit.animation.noteUncommitted(self)
        // A transaction's completion block waits for the animations added in it to stop (an
        // animator's are its own business).
        if driver == nil, transitionClock == nil, let index = store.index(of: key) {
            let counter = context.commit.transactions.countAnimation()
            store.update(at: index) { $0.transaction = counter }
            if let active = timing.activeDurationInParent {
                if animation.beginTime > 0, animation.beginTime.isFinite {
                    context.commit.transactions.noteAnimation(until: Instant(seconds: animation.beginTime + active))
                } else {
                    context.commit.transactions.noteAnimation(lasting: TimeAmount(seconds: entry.delay + active))
                }
            }
        }
        return key
    }

    /// The animations added since the last commit begin: at their `beginTime` when they have
    /// one, else at `now` (the commit) plus their delay — both in the layer's local time, which is
    /// `now` itself unless a layer in its chain has timing of its own (`speed`, `timeOffset`…).
    /// Their delegates hear them start then, and stop at their end; the frames until then are
    /// animation frames.
    func beginAnimations(in store: LayerAnimations, at now: Double, context: SimulationContext) {
        // Outside a simulation the delegates hear the start at once: after the loop, since a
        // delegate may add or remove animations of this layer.
        var startedAtOnce: [CAAnimation] = []
        defer { for animation in startedAtOnce { animation.delegate?.animationDidStart(animation) } }
        let timed = hasTimingInChain
        let localNow = timed ? localTime(now) : now
        for i in store.entries.indices where i < store.entries.count && store.entries[i].begin == nil {
            let entry = store.entries[i]
            let explicit = entry.animation.beginTime
            let begin = explicit > 0 && explicit.isFinite ? explicit : localNow + entry.delay
            // In whole nanoseconds, so the frame at the end's vsync is the one that ends it.
            let end = entry.driver == nil && entry.transitionClock == nil ? entry.timing.activeDurationInParent.map { Instant(seconds: begin) + TimeAmount(seconds: $0) } : nil
            let absoluteBegin = timed ? absoluteTime(fromLocal: begin) : begin
            let absoluteEnd = timed ? end.flatMap { absoluteTime(fromLocal: $0.seconds) }.map { Instant(seconds: $0) } : end
            var start: ScheduledWork?, stop: ScheduledWork?
            if !context.isDetached {
                start = scheduleStart(entry.key, at: absoluteBegin, now: now, context: context)
                stop = scheduleStop(entry.key, at: absoluteEnd, context: context)
            } else {
                startedAtOnce.append(entry.animation)
            }
            store.update(at: i) { e in
                e.begin = begin
                e.end = end?.seconds
                e.absoluteBegin = absoluteBegin ?? now
                e.started = context.isDetached
                e.start = start
                e.stop = stop
                for t in e.tracks.indices {
                    if e.tracks[t].parents.isEmpty { e.tracks[t].timing.begin = begin } else { e.tracks[t].parents[0].begin = begin }
                }
            }
            entry.group?.animationBegan(at: absoluteBegin ?? now)
        }
    }

    /// Schedules the start of the animation under `key` (its delegate hears it) at absolute time
    /// `time` (nil: not while the layer's time is stopped).
    private func scheduleStart(_ key: String, at time: Double?, now: Double, context: SimulationContext) -> ScheduledWork? {
        guard let time else { return nil }
        return context.loop.scheduler.schedule(at: Instant(seconds: max(time, now)), kind: .scheduledWork, name: "CAAnimation start") { [weak self] in
            guard let self, let store = self.animationStore, let index = store.index(of: key), !store.entries[index].started else { return }
            store.update(at: index) { $0.started = true }
            let animation = store.entries[index].animation
            animation.delegate?.animationDidStart(animation)
        }
    }

    /// Schedules the end of the animation under `key` at `end` (nil: it does not end on its own).
    private func scheduleStop(_ key: String, at end: Instant?, context: SimulationContext) -> ScheduledWork? {
        guard let end else { return nil }
        let stop = context.loop.scheduler.schedule(at: end, kind: .scheduledWork, name: "CAAnimation stop") { [weak self] in
            self?.finish(key, finished: true, context: context)
        }
        // The frames until it ends show an animation (for the hitch-time ratio and idling).
        context.loop.extendAnimations(until: end)
        return stop
    }

    /// The layer's timing (or an ancestor's) changed: each committed animation's start and end
    /// are scheduled again for the absolute times its local times now fall at. One whose end has
    /// passed in the new local time stops at the next main-queue phase.
    func rescheduleAnimations(in store: LayerAnimations, context: SimulationContext) {
        let now = context.loop.clock.mediaTime
        let localNow = localTime(now)
        var moving = false
        for i in store.entries.indices {
            let entry = store.entries[i]
            guard let begin = entry.begin, !entry.hasEnded, entry.driver == nil else { continue }
            entry.stop?.cancel()
            var start = entry.start
            if !entry.started {
                start?.cancel()
                start = scheduleStart(entry.key, at: absoluteTime(fromLocal: begin), now: now, context: context)
            }
            var stop: ScheduledWork?
            if let end = entry.end {
                let absolute = end <= localNow ? now : absoluteTime(fromLocal: end)
                stop = scheduleStop(entry.key, at: absolute.map { Instant(seconds: max($0, now)) }, context: context)
            }
            if stop != nil || entry.end == nil { moving = true }
            store.update(at: i) { $0.start = start; $0.stop = stop }
        }
        if moving { context.commit.animation.noteAnimating(self) }
    }

    /// The running animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        var found: CAAnimation?
        withAnimationTurn { found = animationStore.flatMap { store in store.index(of: key).map { store.entries[$0].animation } } }
        return found
    }

    /// The keys of the running animations added with a key, in the order they were added (nil
    /// for none).
    public func animationKeys() -> [String]? {
        var keys: [String] = []
        withAnimationTurn { keys = animationStore?.entries.filter { !$0.isAnonymous }.map(\.key) ?? [] }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears it stop unfinished.
    public func removeAnimation(forKey key: String) {
        withAnimationTurn {
            guard let store = animationStore else { return }
            removeRunning(key, in: store, context: animationContext)
        }
    }

    /// Removes every animation; their delegates hear them stop unfinished.
    public func removeAllAnimations() {
        withAnimationTurn {
            guard let store = animationStore else { return }
            let context = animationContext
            for key in store.entries.map(\.key) { removeRunning(key, in: store, context: context) }
        }
    }

    /// The layer's tree left its window: Core Animation drops the animations of layers that are
    /// no longer rendered, so each stops unfinished (a `UIView.animate` completion hears `false`,
    /// as on a device when an animating view is removed). A property animator's animations stay
    /// with the animator, which owns them. Sublayers that are not a view's go too (a view's own
    /// subviews are handled as their views leave).
    func dropAnimationsOnLeavingWindow() {
        if let store = animationStore, !store.entries.isEmpty {
            let context = animationContext
            for key in store.entries.filter({ $0.driver == nil }).map(\.key) { removeRunning(key, in: store, context: context) }
        }
        for sublayer in storedSublayers where sublayer.hostView == nil { sublayer.dropAnimationsOnLeavingWindow() }
    }

    /// Core Animation may be driven from any thread (it is not main-thread-checked), but its
    /// animations run on the simulation's clock: a call from off the main turn takes the turn
    /// for its duration, as a checked call does, without a report.
    func withAnimationTurn(_ body: () -> Void) {
        if MainTurn.isSharedTurnHeldByCurrentThread { return body() }
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        body()
    }

    /// The simulation whose clock runs the layer's animations: its view's, or the one of the
    /// view whose layer tree it is in; for a tree of layers of their own, the one that made its
    /// root (else the one running).
    var animationContext: SimulationContext {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.hostView { return view.context }
            guard let parent = current.storedSuperlayer else {
                if let context = current.creationContext { return context }
                break
            }
            layer = parent
        }
        return SimulationContext.runningOrDetached
    }

    var runningAnimations: LayerAnimations {
        if let store = animationStore { return store }
        let store = LayerAnimations()
        animationStore = store
        return store
    }

    func removeRunning(_ key: String, in store: LayerAnimations, context: SimulationContext) {
        guard let index = store.index(of: key) else { return }
        store.entries[index].start?.cancel()
        store.entries[index].stop?.cancel()
        finish(key, finished: false, context: context)
    }

    /// The animation under `key` stopped: at its end (kept if it is not removed on completion)
    /// or removed early. Its delegate and its group hear it once.
    func finish(_ key: String, finished: Bool, context: SimulationContext) {
        guard let store = animationStore, let index = store.index(of: key) else { return }
        let entry = store.entries[index]
        // Its scheduled start and stop go with it: a stop left behind would end whatever
        // animation is added under the same key later.
        entry.start?.cancel()
        entry.stop?.cancel()
        if finished && !entry.animation.isRemovedOnCompletion {
            // Kept on the layer (the fill-mode idiom): it reports its end and stays.
            store.update(at: index) { $0.hasEnded = true; $0.start = nil; $0.stop = nil }
        } else {
            store.remove(at: index)
        }
        // Its transaction's completion stops waiting for it (once: a kept one has stopped).
        if !entry.hasEnded { entry.transaction?.stopped() }
        // Core Animation tells the delegate once: removing an ended, kept animation is silent.
        guard !entry.hasEnded else { return }
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        if let group = entry.group {
            group.animationStopped(finished: finished)
        } else if let begin = entry.absoluteBegin, !context.isDetached {
            context.commit.animation.recordInterval(Self.intervalName(entry), id: entry.intervalID, begin: begin, end: context.loop.clock.mediaTime,
                                             in: context)
        }
    }

    /// What an animation's interval is called in the timeline: its class, key path and key.
    static func intervalName(_ entry: LayerAnimations.Entry) -> String {
        let path = (entry.animation as? CAPropertyAnimation)?.keyPath.map { " \($0)" } ?? ""
        let key = entry.isAnonymous ? "" : " (\(entry.key))"
        return "\(type(of: entry.animation))\(path)\(key)"
    }
}
