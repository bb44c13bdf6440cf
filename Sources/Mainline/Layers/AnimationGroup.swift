import Foundation

/// The animations one source made — a `UIView` animation block, a property animator's run, a
/// transition — seen as one: it hears each of them stop, and when the last has stopped (and the
/// source is done adding them) it ends, once, finished only if every one of them ran to its end.
/// Its time from the first begin to its end is one animation interval of the timeline (what
/// `os_signpost` animation intervals are to Instruments).
final class AnimationGroup {
    /// The interval's name in the timeline ("UIView.animate(withDuration:)", "push transition").
    let name: String
    let intervalID: UInt64
    private(set) var pending = 0
    private(set) var finished = true
    private(set) var hasEnded = false
    private var isSealed = false
    /// When its first animation began (nil: none has).
    private(set) var begin: Double?
    /// Runs once when it ends, with whether every animation finished.
    var onEnd: ((Bool) -> Void)?
    private weak var context: SimulationContext?

    init(name: String, in context: SimulationContext) {
        self.name = name
        self.context = context
        intervalID = context.commit.animation.makeIntervalID()
    }

    /// An animation of the group was added to a layer.
    func animationAdded() {
        pending += 1
    }

    /// An animation of the group began (its transaction committed) at `time`.
    func animationBegan(at time: Double) {
        begin = min(begin ?? time, time)
    }

    /// An animation of the group stopped: finished, or removed before its end.
    func animationStopped(finished flag: Bool) {
        pending -= 1
        if !flag { finished = false }
        endIfDone()
    }

    /// The source has added all its animations: a group with none ends now.
    func seal() {
        isSealed = true
        endIfDone()
    }

    /// Ends the group now whatever is pending (its source was cut short): unfinished.
    func cancel() {
        finished = false
        isSealed = true
        pending = 0
        endIfDone()
    }

    private func endIfDone() {
        guard isSealed, pending <= 0, !hasEnded else { return }
        hasEnded = true
        if let context, let begin { context.commit.animation.recordInterval(name, id: intervalID, begin: begin, end: context.loop.clock.mediaTime, in: context) }
        let end = onEnd
        onEnd = nil
        end?(finished)
    }
}
