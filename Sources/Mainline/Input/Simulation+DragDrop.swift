import Foundation

/// Drag and drop scripts.
extension Simulation {
    /// How long a drag script holds the finger still before moving it: past the lift press
    /// (0.5 s) of a drag interaction or a list's drag.
    public static let dragLiftDuration: TimeInterval = 0.6

    /// A drag and drop by one finger: it presses at `start` (window coordinates of `window`, the
    /// front visible window when nil) and holds still for `Simulation.dragLiftDuration`, so the
    /// view there (a view with a `UIDragInteraction`, a table or collection view with a drag
    /// delegate) lifts its items; then it moves in a straight line to `end` over `duration`
    /// seconds, once per frame, the drop destinations under it being told and asked for
    /// proposals; and it lifts at `end`, dropping there. Where nothing lifts a drag, it is a
    /// long press followed by a pan.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.5, in window: UIWindow? = nil,
                     after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.5
        let hold = Simulation.dragLiftDuration
        touchSequence([FingerPath([(0, start), (hold, start), (hold + duration, end)])], in: window, after: delay)
    }
}
