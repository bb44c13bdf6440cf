import Foundation
import ThreadChecker

/// A timer that sends a selector to a target (Foundation's target/selector timers, which
/// Foundation on Linux lacks). Made in a simulation's turn, it runs on the simulation's clock —
/// in the main-queue phase of the first frame at or after each fire date, so under the virtual
/// clock a ten-minute timer costs no real time — and `invalidate()` stops it; made elsewhere, it
/// is an ordinary run-loop timer.
///
/// Differences from Foundation on Apple platforms: a timer made with
/// `Timer(timeInterval:target:selector:userInfo:repeats:)` in a simulation starts counting when
/// it is made, not when it is added to a run loop (Foundation on Linux does not tell Mainline
/// when `RunLoop.add(_:forMode:)` is called; code always adds such a timer right away).
final class SelectorTimer: Timer {
    /// The target and the user info, held until the timer is invalidated ("The timer maintains
    /// a strong reference to target until it (the timer) is invalidated"). Foundation on Linux
    /// never frees a timer (its run-loop timer retains it for good), so a simulated timer holds
    /// them weakly and its scheduled work — which the simulation holds, as a run loop holds its
    /// timers — holds them strongly: dropping the simulation drops them.
    private final class Payload {
        let target: AnyObject
        let userInfo: Any?
        init(target: AnyObject, userInfo: Any?) {
            self.target = target
            self.userInfo = userInfo
        }
    }

    private struct State {
        var strongPayload: Payload?
        weak var payload: Payload?
        var isValid = true
        weak var work: ScheduledWork?
    }

    private let state: Locked<State>
    let selector: Selector
    let interval: TimeInterval
    let repeats: Bool
    /// Whether the simulation's scheduler fires it (the run-loop timer underneath never does).
    private(set) var isSimulated = false

    init(interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) {
        // Foundation: "If ti is less than or equal to 0.0, this method chooses the nonnegative
        // value of 0.0001 seconds instead."
        let interval = interval > 0 ? interval : 0.0001
        self.selector = selector
        self.interval = interval
        self.repeats = repeats
        let payload = Payload(target: target, userInfo: userInfo)
        var initial = State(strongPayload: payload)
        initial.payload = payload
        state = Locked(initial)
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
            // The run loop fires only timers made outside every simulation.
            guard let timer = timer as? SelectorTimer, !timer.isSimulated else { return }
            timer.fireNow()
        }
    }

    /// Starts firing on `context`'s clock.
    func schedule(in context: SimulationContext) {
        isSimulated = true
        // The run-loop timer underneath never fires a simulated timer.
        super.invalidate()
        guard let payload = state.withLock({ state -> Payload? in
            defer { state.strongPayload = nil }
            return state.strongPayload
        }) else { return }
        let work = SimulatedTime.schedule(after: interval, repeating: repeats ? interval : nil,
                                          name: "Timer -[\(SelectorDispatch.describe(payload.target)) \(selector.name)]", in: context) {
            withExtendedLifetime(payload) { self.fireNow() }
        }
        state.withLock { $0.work = work }
    }

    /// Sends the selector (with the timer as its argument) if still valid, and invalidates a
    /// timer that does not repeat.
    private func fireNow() {
        guard let target = state.withLock({ $0.isValid ? $0.payload?.target : nil }) else { return }
        SelectorDispatch.send(selector, to: target, arguments: [self])
        if !repeats { invalidate() }
    }

    override var userInfo: Any? { state.withLock { $0.payload?.userInfo } }

    override var isValid: Bool { state.withLock { $0.isValid } }

    /// Stops the timer for good and releases its target and user info.
    override func invalidate() {
        let work = state.withLock { state -> ScheduledWork? in
            defer { state = State(strongPayload: nil, isValid: false) }
            return state.work
        }
        work?.cancel()
        super.invalidate()
    }

    /// Sends the selector now; a repeating timer keeps its schedule, one that does not repeat
    /// is invalidated (Foundation's `fire()`).
    override func fire() {
        fireNow()
    }
}

extension Equatable where Self == Timer {
    /// A timer that sends `aSelector` to `target`, with the timer as the argument, `ti` seconds
    /// after it is made (and every `ti` seconds if `yesOrNo`). Foundation's initializer: on a
    /// device you then add it to a run loop; in a simulation it runs on the simulation's clock
    /// from now (see the note on `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
    /// The timer holds `target` and `userInfo` until it is invalidated.
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        let timer = SelectorTimer(interval: ti, target: aTarget as AnyObject, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        if let context = SimulationContext.running { timer.schedule(in: context) }
        self = timer
    }
}

extension Timer {
    /// A timer that sends `aSelector` to `target`, with the timer as the argument, `ti` seconds
    /// from now (and every `ti` seconds if `yesOrNo`), already scheduled. In a simulation's
    /// turn it runs on the simulation's clock, in the main-queue phase of the first frame at or
    /// after each fire date (a late timer skips the periods it missed, as a run-loop timer
    /// does); elsewhere it is scheduled on the current run loop, as Foundation does. The timer
    /// holds `target` and `userInfo` until it is invalidated.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = SelectorTimer(interval: ti, target: aTarget as AnyObject, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        if let context = SimulationContext.running {
            timer.schedule(in: context)
        } else {
            RunLoop.current.add(timer, forMode: .default)
        }
        return timer
    }
}
