import Foundation

/// Gesture scripts. Times are seconds from now on the simulation's clock; each step is
/// delivered in the event phase of the first frame whose vsync is at or after it, as touches
/// are delivered on a device (one coalesced step per frame). Translations and velocities are
/// the finger's: a finger moving up (negative y) scrolls the content down (the offset grows).
extension Simulation {
    /// A finger touches `scrollView` `delay` seconds from now and follows `path` (translations
    /// from the touch-down point, at times from the touch-down), then lifts. Without a
    /// `releaseVelocity` the finger lifts at the velocity of the path's last 50 ms.
    public func drag(_ scrollView: UIScrollView, along path: [TouchSample], releaseVelocity: CGPoint? = nil,
                     after delay: TimeInterval = 0) {
        let path = path.filter { $0.time.isFinite && $0.translation.isFinitePoint }.sorted { $0.time < $1.time }
        input(after: delay, "drag") { [weak scrollView] time in
            scrollView?.beginDrag(path: path, releaseVelocity: releaseVelocity, at: time)
        }
    }

    /// A straight drag by `translation` over `duration` seconds, lifting with `releaseVelocity`
    /// (nil: the drag's own velocity — a flick; `.zero`: the finger stops before it lifts).
    public func drag(_ scrollView: UIScrollView, by translation: CGPoint, duration: TimeInterval = 0.25,
                     releaseVelocity: CGPoint? = nil, after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.25
        drag(scrollView, along: [TouchSample(time: duration, translation: translation)], releaseVelocity: releaseVelocity, after: delay)
    }

    /// A fling: the finger moves at `velocity` (points per second) for `duration` seconds and
    /// lifts at that velocity; the content decelerates (and bounces at an edge).
    public func fling(_ scrollView: UIScrollView, velocity: CGPoint, duration: TimeInterval = 0.1,
                      after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.1
        let translation = CGPoint(x: velocity.x * duration, y: velocity.y * duration)
        drag(scrollView, along: [TouchSample(time: duration, translation: translation)], releaseVelocity: velocity, after: delay)
    }

    /// A tap at `point` (window coordinates) of `window` (when nil, the front visible window:
    /// the highest `windowLevel`, then the one shown or made key last): the view hit there gets
    /// `touchesBegan` and, `duration` seconds later, `touchesEnded`. A touch on a moving scroll
    /// view stops it.
    public func tap(at point: CGPoint, in window: UIWindow? = nil, duration: TimeInterval = 0.05, after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration >= 0 ? duration : 0.05
        let context = self.context
        input(after: delay, "tap") { [weak window] _ in
            guard let target = window ?? context.app.frontWindow else { return }
            guard let touch = context.deliverTouch(.began, at: point, in: target, touch: nil) else { return }
            context.loop.scheduleInput(after: TimeAmount(seconds: duration), "tap") {
                _ = context.deliverTouch(.ended, at: point, in: target, touch: touch)
            }
        }
    }

    /// A tap on the status bar: the one visible scroll view with `scrollsToTop` (UIKit does
    /// nothing when there are several) scrolls to the top, animated, then the delegate hears
    /// `scrollViewDidScrollToTop(_:)`.
    public func tapStatusBar(after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "status bar tap") { _ in
            var candidates: [UIScrollView] = []
            for window in context.app.windows where !window.storedIsHidden {
                for view in window.subtreeInPreOrder() {
                    if let scrollView = view as? UIScrollView, scrollView.storedScrollsToTop, !scrollView.isHiddenInWindow {
                        candidates.append(scrollView)
                    }
                }
            }
            if candidates.count == 1 { candidates[0].scrollToTop() }
        }
    }

    func input(after delay: TimeInterval, _ name: String, _ body: @escaping (Instant) -> Void) {
        let context = self.context
        let delay = TimeAmount(seconds: delay.isFinite ? max(0, delay) : 0)
        context.turn {
            context.loop.scheduleInput(after: delay, name) { body(context.loop.clock.now) }
        }
    }
}

extension UIView {
    /// Whether the view or an ancestor is hidden.
    var isHiddenInWindow: Bool {
        var v: UIView? = self
        while let view = v {
            if view.storedIsHidden { return true }
            v = view.storedSuperview
        }
        return false
    }
}
