import Foundation
import ThreadChecker

/// Selector-sending timers and delayed performs on a simulation's clock, through its scheduler
/// (the one place this folder touches the frame loop's internals).
enum SimulatedTime {
    /// Runs `work` in the main-queue phase of the first frame at or after `delay` seconds from
    /// now on `context`'s clock (and every `interval` seconds after, if given), in a span named
    /// `name`. Call it in the simulation's turn.
    static func schedule(after delay: TimeInterval, repeating interval: TimeInterval?, name: String,
                         in context: SimulationContext, _ work: @escaping () -> Void) -> ScheduledWork {
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        return context.loop.scheduler.schedule(at: context.loop.clock.now + TimeAmount(seconds: max(0, delay)),
                                          repeating: interval.map { TimeAmount(seconds: $0) }, kind: .scheduledWork,
                                          name: name, work)
    }
}
