import Foundation

/// The clock of an interactive transition's animations. UIKit drives a percent-driven
/// transition by freezing the container's layer (`speed` 0) and moving its `timeOffset`: every
/// animation the animator made in `animateTransition(using:)` then shows the transition's
/// elapsed time, which the interaction sets (`update(_:)`), and which runs on to the end
/// (`finish()`) or back to the start (`cancel()`) at the completion speed. Here the animations
/// added to layers while the clock is `ambient` read their time from it; when a run reaches its
/// end they end, and their completions run (a `UIView.animate` completion hears `true`, even
/// after running back: the model values stay where the animation block set them, as in UIKit,
/// where a cancelled transition's animator must put its views back).
///
/// The rest of the way after `finish()`/`cancel()` runs at a constant rate (each animation
/// keeps its own curve; the interaction's `completionCurve` is not applied).
final class InteractiveTransitionClock: @unchecked Sendable {
    /// The clock animations added now are driven by (set while an interactive transition's
    /// animator or alongside animations run; the main turn is process-wide, so one at a time).
    nonisolated(unsafe) static var ambient: InteractiveTransitionClock?

    /// The transition's length in seconds (the animator's `transitionDuration(using:)`).
    let duration: Double
    private(set) var isRunning = false
    private var pausedElapsed = 0.0
    private var runStart = 0.0
    private var runFrom = 0.0
    private var rate = 1.0
    private var scheduledEnd: ScheduledWork?
    /// The animations it drives (each layer and its key).
    var animations: [(layer: CALayer, key: String)] = []
    private weak var context: SimulationContext?

    init(duration: TimeInterval, context: SimulationContext) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.context = context
    }

    /// Runs `body` with this clock driving the animations it adds.
    func drive(_ body: () -> Void) {
        let saved = Self.ambient
        Self.ambient = self
        defer { Self.ambient = saved }
        body()
    }

    /// The transition's elapsed time at `now` (0 … duration).
    func elapsed(at now: Double) -> Double {
        guard isRunning else { return pausedElapsed }
        return min(duration, max(0, runFrom + (now - runStart) * rate))
    }

    /// How far the transition is at `now`, 0 to 1.
    func fraction(at now: Double) -> Double { duration > 0 ? elapsed(at: now) / duration : (isRunning ? (rate > 0 ? 1 : 0) : pausedElapsed) }

    /// Stops where it is.
    func pause() {
        guard let context else { return }
        pausedElapsed = elapsed(at: context.loop.clock.mediaTime)
        isRunning = false
        scheduledEnd?.cancel()
        scheduledEnd = nil
    }

    /// Stops at `fraction` of the way.
    func scrub(to fraction: Double) {
        pause()
        pausedElapsed = min(1, max(0, fraction.isFinite ? fraction : 0)) * duration
    }

    /// Runs from where it is towards the end (`forward`) or the start at `speed` × real time;
    /// `onEnd` runs when it gets there, after its animations have ended.
    func run(forward: Bool, speed: Double, onEnd: @escaping () -> Void) {
        guard let context else { return onEnd() }
        let now = context.loop.clock.mediaTime
        let from = elapsed(at: now)
        scheduledEnd?.cancel()
        let speed = speed.isFinite && speed > 0 ? speed : 1
        let remaining = (forward ? duration - from : from) / speed
        isRunning = true
        runStart = now
        runFrom = from
        rate = forward ? speed : -speed
        let end = Instant(seconds: now) + TimeAmount(seconds: max(0, remaining))
        context.noteTransition(until: end)
        let finish = { [weak self] in
            guard let self else { return onEnd() }
            self.scheduledEnd = nil
            self.pausedElapsed = forward ? self.duration : 0
            self.isRunning = false
            self.endAnimations()
            onEnd()
        }
        if remaining <= 0 || context.isDetached {
            finish()
        } else {
            scheduledEnd = context.loop.scheduler.schedule(at: end, kind: .scheduledWork, name: "interactive transition") { finish() }
        }
    }

    /// Ends the animations it drives (their completions hear `true`).
    func endAnimations() {
        guard let context else { return }
        let ending = animations
        animations = []
        for (layer, key) in ending {
            // Only its own: the key may name a later animation by now.
            guard let store = layer.animationStore, let index = store.index(of: key), store.entries[index].transitionClock === self else { continue }
            layer.finish(key, finished: true, context: context)
        }
    }
}
