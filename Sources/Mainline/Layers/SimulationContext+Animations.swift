import Foundation
import ThreadChecker

/// A simulation's animation state: the layers whose animations wait for their transaction to
/// commit, the layers animating, the open `UIView` animation blocks, and the timeline records of
/// animation intervals, the launch and transitions. Confined to the main turn.
final class AnimationState {
    /// Layers with animations added since the last commit.
    private(set) var uncommittedLayers: [CALayer] = []
    /// Layers with animations that began, held until their animations are over (a view removed
    /// mid-animation finishes it, as on a device).
    private(set) var animatingLayers: [CALayer] = []
    /// The open `UIView` animation blocks (and `performWithoutAnimation` blocks), innermost last.
    var scopes: [ViewAnimationScope] = []
    /// The open `beginAnimations(_:context:)` blocks, innermost last.
    var legacyBlocks: [LegacyAnimationBlock] = []
    /// Records made between frames, for the next frame's timeline.
    private var pendingEvents: [TimelineEvent] = []
    /// Set once the frame's layout and display passes have run: a transition that begins now is
    /// first shown by the next frame.
    var isPastLayoutPasses = false
    /// While a layer's implicit action runs: the layer, the key and the value shown before the
    /// change (what an implicit animation with no values starts from), and for a key of the
    /// app's own the kind of value it holds.
    var implicitFrom: (layer: ObjectIdentifier, key: String, value: AnimationVector, custom: CustomAnimatedKey.Kind?)?
    /// Above 0 while the runtime sets model values itself (an animator putting views back):
    /// layers of the app's own run no implicit animation for those changes.
    var actionsSuppressed = 0
    private var lastIntervalID: UInt64 = 0

    var hasUncommittedAnimations: Bool { !uncommittedLayers.isEmpty }

    func makeIntervalID() -> UInt64 {
        lastIntervalID += 1
        return lastIntervalID
    }

    /// `layer` has animations that run again (its timing changed): the render server composites
    /// it while they are in flight.
    func noteAnimating(_ layer: CALayer) {
        if !animatingLayers.contains(where: { $0 === layer }) { animatingLayers.append(layer) }
    }

    func noteUncommitted(_ layer: CALayer) {
        if !uncommittedLayers.contains(where: { $0 === layer }) { uncommittedLayers.append(layer) }
    }

    /// The animations added since the last commit begin now (their transaction committed).
    func commit(at now: Double, in context: SimulationContext) {
        guard !uncommittedLayers.isEmpty else { return }
        let layers = uncommittedLayers
        uncommittedLayers = []
        for layer in layers {
            guard let store = layer.animationStore, store.uncommittedCount > 0 else { continue }
            layer.beginAnimations(in: store, at: now, context: context)
            if !animatingLayers.contains(where: { $0 === layer }) { animatingLayers.append(layer) }
        }
    }

    // MARK: - The render server's share

    /// The device pixels of the layers animating at `now` (their presentation bounds at the
    /// screen's scale, each at most the screen): what the render server composites again in a
    /// frame of animation. Layers with nothing in flight are let go. Allocates nothing.
    func animatedPixels(at now: Double, scale: Double, screenPixels: Double) -> Double {
        guard !animatingLayers.isEmpty else { return 0 }
        var pixels = 0.0
        var i = 0
        while i < animatingLayers.count {
            let layer = animatingLayers[i]
            // A layer whose time is stopped (`speed` 0 on it or above) shows a still picture.
            guard let store = layer.animationStore, store.isInFlight(at: layer.localTime(now)), !layer.isTimeStopped else {
                animatingLayers.swapAt(i, animatingLayers.count - 1)
                animatingLayers.removeLast()
                continue
            }
            i += 1
            guard layer.isInVisibleWindow else { continue }
            let bounds = layer.presentationValue(of: .bounds, at: now)
            let area = abs(bounds[2] * bounds[3]) * scale * scale
            pixels += area.isFinite ? min(area, screenPixels) : 0
        }
        return pixels
    }

    // MARK: - Timeline records

    /// Records an animation interval (`begin` to `end`, simulation seconds).
    func recordInterval(_ name: String, id: UInt64, begin: CFTimeInterval, end: CFTimeInterval, in context: SimulationContext) {
        let (start, stop) = (Instant(seconds: begin), Instant(seconds: end))
        add(TimelineEvent(kind: .animationInterval, name: name, message: "animated \(String(format: "%.3f", end - begin)) s",
                          at: start, lasts: max(.zero, stop - start), track: .main, id: id), in: context)
    }

    /// Adds an event to the frame in progress, or keeps it for the next frame.
    func add(_ event: TimelineEvent, in context: SimulationContext, nextFrame: Bool = false) {
        if context.loop.timeline.isInFrame && !nextFrame {
            context.loop.timeline.add(event)
        } else if pendingEvents.count < 10_000 {
            pendingEvents.append(event)
        }
    }

    /// A frame begins: the records kept for it go on its timeline.
    func frameBegan(in context: SimulationContext) {
        isPastLayoutPasses = false
        guard !pendingEvents.isEmpty else { return }
        let events = pendingEvents
        pendingEvents = []
        for event in events { context.loop.timeline.add(event) }
    }
}

extension CALayer {
    /// Whether the layer is in a visible window's layer tree.
    var isInVisibleWindow: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.hostView {
                guard let window = view.storedWindow ?? (view as? UIWindow) else { return false }
                return !window.storedIsHidden
            }
            layer = current.storedSuperlayer
        }
        return false
    }
}

extension SimulationContext {
    /// The transaction committed (the frame's commit, or an outermost `CATransaction.commit()`):
    /// its animations begin.
    func commitAnimations() {
        commit.animation.commit(at: loop.clock.mediaTime, in: self)
    }

    /// The render server's work for a frame of animation: every animating layer is composited
    /// again, in device pixels (0 when nothing animates: a run with no animations pays nothing).
    func animatedPixels() -> Double {
        let scale = Double(app.screen.storedScale)
        let size = app.screen.storedBounds.size
        return commit.animation.animatedPixels(at: loop.clock.mediaTime, scale: scale, screenPixels: Double(size.width * size.height) * scale * scale)
    }

    /// The app's launch begins now.
    func recordLaunch() {
        commit.animation.add(TimelineEvent(kind: .launch, name: "launch", message: "the app's launch", at: loop.clock.now, track: .main), in: self)
    }

    /// A transition of `kind` ("push", "pop", "present", "dismiss", "tab") begins now; returns
    /// the id its end is recorded with. It is first shown by this frame's commit, or by the next
    /// frame's when this frame has laid out already.
    func recordTransitionBegan(_ kind: String, _ description: String) -> UInt64 {
        let id = commit.animation.makeIntervalID()
        commit.animation.add(TimelineEvent(kind: .transitionBegan, name: kind, message: description, at: loop.clock.now, track: .main, id: id),
                      in: self, nextFrame: commit.animation.isPastLayoutPasses)
        return id
    }

    /// The transition `id` ended now.
    func recordTransitionEnded(_ kind: String, id: UInt64) {
        commit.animation.add(TimelineEvent(kind: .transitionEnded, name: kind, message: "", at: loop.clock.now, track: .main, id: id), in: self)
    }
}
