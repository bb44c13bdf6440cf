import Foundation

/// A point of a finger's path: where the finger is, relative to where it touched down, a
/// number of seconds after it touched down.
public struct TouchSample: Sendable, Equatable {
    public var time: TimeInterval
    public var translation: CGPoint

    public init(time: TimeInterval, translation: CGPoint) {
        self.time = time
        self.translation = translation
    }
}

/// What moves a scroll view's content from frame to frame.
enum ScrollMotion {
    /// A finger on the content, following its path.
    case drag(ScrollDrag)
    /// After the finger lifted: each axis decelerates, bounces back, or rests.
    case deceleration(x: AxisMotion, y: AxisMotion)
    /// `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`, scroll to top.
    case animation(from: CGPoint, to: CGPoint, start: Instant, toTop: Bool)

    /// The duration of UIKit's animated scrolls. Not documented; Mainline takes 0.3 s, UIKit's
    /// usual animation length.
    static let animationDuration = TimeAmount(milliseconds: 300)
}

/// A drag in progress.
struct ScrollDrag {
    var path: [TouchSample]
    var releaseVelocity: CGPoint?
    var touchDown: TimeInterval
    var startOffset: CGPoint
    var hasMoved = false

    /// The finger's translation `t` seconds after touch down (linear between samples).
    func translation(at t: TimeInterval) -> CGPoint {
        guard let first = path.first else { return .zero }
        if t <= first.time { return t <= 0 ? .zero : lerp(.zero, first.translation, t / max(first.time, 1e-9)) }
        for i in 1..<path.count where t <= path[i].time {
            let a = path[i - 1], b = path[i]
            return lerp(a.translation, b.translation, (t - a.time) / max(b.time - a.time, 1e-9))
        }
        return path[path.count - 1].translation
    }

    var duration: TimeInterval { path.last?.time ?? 0 }

    /// The finger's velocity when it lifts: the declared one, else its motion over the last
    /// 50 ms of the path.
    var liftVelocity: CGPoint {
        if let releaseVelocity { return releaseVelocity }
        let end = duration
        let window = min(0.05, end)
        guard window > 0 else { return .zero }
        let a = translation(at: end - window), b = translation(at: end)
        return CGPoint(x: (b.x - a.x) / window, y: (b.y - a.y) / window)
    }

    private func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }
}

/// One axis after the finger lifted.
enum AxisMotion {
    case rest
    /// Decelerating from `x0` at `v0` since `start`.
    case decelerating(x0: Double, v0: Double, start: TimeInterval)
    /// Springing back to `edge` from displacement `x0` at `v0` since `start`.
    case bouncing(edge: Double, x0: Double, v0: Double, start: TimeInterval)

    var isMoving: Bool {
        if case .rest = self { return false }
        return true
    }
}

extension UIScrollView {
    /// Half a pixel of this view's screen: motion below it is not shown.
    var restThreshold: Double {
        0.5 / Double(pixelScale)
    }

    // MARK: - Starting and stopping

    /// A finger touches down and will follow `path`.
    func beginDrag(path: [TouchSample], releaseVelocity: CGPoint?, at time: Instant) {
        if motion != nil { stopMotion() }
        storedIsTracking = true
        motion = .drag(ScrollDrag(path: path, releaseVelocity: releaseVelocity, touchDown: time.seconds, startOffset: storedBounds.origin))
        context.loop.startMoving(self)
    }

    /// Starts an animated scroll to `offset`.
    func animateOffset(to offset: CGPoint, toTop: Bool) {
        guard offset != storedBounds.origin else {
            if toTop { tellDelegate("scrollViewDidScrollToTop(_:)") { $0.scrollViewDidScrollToTop(self) } }
            return
        }
        motion = .animation(from: storedBounds.origin, to: offset, start: context.loop.clock.now, toTop: toTop)
        context.loop.startMoving(self)
    }

    /// A touch or code stopped the motion where it is: no end callback (UIKit calls
    /// `scrollViewDidEndDecelerating(_:)` only when the content comes to rest by itself).
    func stopMotion() {
        motion = nil
        storedIsDecelerating = false
        storedIsDragging = false
        storedIsTracking = false
        context.loop.stopMoving(self)
    }

    /// Code moved the content by `delta` while it was moving: the motion goes on from there.
    func shiftMotion(by delta: CGPoint) {
        guard let current = motion else { return }
        func shifted(_ axis: AxisMotion, _ d: Double) -> AxisMotion {
            switch axis {
            case .rest: .rest
            case .decelerating(let x0, let v0, let start): .decelerating(x0: x0 + d, v0: v0, start: start)
            case .bouncing(let edge, let x0, let v0, let start): .bouncing(edge: edge, x0: x0 + d, v0: v0, start: start)
            }
        }
        switch current {
        case .drag(var drag):
            drag.startOffset.x += delta.x
            drag.startOffset.y += delta.y
            motion = .drag(drag)
        case .deceleration(let x, let y):
            motion = .deceleration(x: shifted(x, delta.x), y: shifted(y, delta.y))
        case .animation(let from, let to, let start, let toTop):
            motion = .animation(from: CGPoint(x: from.x + delta.x, y: from.y + delta.y),
                                to: CGPoint(x: to.x + delta.x, y: to.y + delta.y), start: start, toTop: toTop)
        }
    }

    /// Scroll to top from a status-bar tap.
    func scrollToTop() {
        if let delegate, !context.loop.span(.delegateCallback, "scrollViewShouldScrollToTop(_:)", object: self, {
            delegate.scrollViewShouldScrollToTop(self)
        }) { return }
        if motion != nil { stopMotion() }
        let limits = offsetLimits
        animateOffset(to: CGPoint(x: storedBounds.origin.x, y: limits.minY), toTop: true)
    }

    // MARK: - Each frame

    /// Moves the content to where its motion puts it at `time` (the frame's vsync), with the
    /// delegate callbacks UIKit makes on the way.
    func advanceMotion(to instant: Instant) {
        guard let motion else { return }
        // The physics of a drag and a deceleration is continuous: it runs in seconds.
        let time = instant.seconds
        switch motion {
        case .drag(var drag):
            let t = time - drag.touchDown
            let translation = drag.translation(at: t)
            if !drag.hasMoved, translation != .zero {
                drag.hasMoved = true
                storedIsDragging = true
                self.motion = .drag(drag)
                tellDelegate("scrollViewWillBeginDragging(_:)") { $0.scrollViewWillBeginDragging(self) }
            }
            if drag.hasMoved { scroll(to: draggedOffset(drag.startOffset, translation)) }
            if t >= drag.duration { release(drag, at: time) }
        case .deceleration(var x, var y):
            let limits = offsetLimits
            let ox = advance(&x, at: time, origin: storedBounds.origin.x, low: limits.minX, high: limits.maxX)
            let oy = advance(&y, at: time, origin: storedBounds.origin.y, low: limits.minY, high: limits.maxY)
            self.motion = .deceleration(x: x, y: y)
            scroll(to: CGPoint(x: ox, y: oy))
            if !x.isMoving, !y.isMoving {
                self.motion = nil
                storedIsDecelerating = false
                context.loop.stopMoving(self)
                tellDelegate("scrollViewDidEndDecelerating(_:)") { $0.scrollViewDidEndDecelerating(self) }
            }
        case .animation(let from, let to, let start, let toTop):
            let p = min(1, max(0, Double((instant - start).nanoseconds) / Double(ScrollMotion.animationDuration.nanoseconds)))
            let f = ScrollPhysics.easeInEaseOut(p)
            scroll(to: p >= 1 ? to : CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            if p >= 1 {
                self.motion = nil
                context.loop.stopMoving(self)
                if toTop {
                    tellDelegate("scrollViewDidScrollToTop(_:)") { $0.scrollViewDidScrollToTop(self) }
                } else {
                    tellDelegate("scrollViewDidEndScrollingAnimation(_:)") { $0.scrollViewDidEndScrollingAnimation(self) }
                }
            }
        }
    }

    /// The offset a drag shows: the finger's movement, rubber-banded past the edges (or stopped
    /// at them when the view does not bounce), on the axes the content scrolls along.
    private func draggedOffset(_ start: CGPoint, _ translation: CGPoint) -> CGPoint {
        let limits = offsetLimits
        let axes = scrollableAxes(within: limits)
        let size = storedBounds.size
        func axis(_ start: Double, _ move: Double, _ low: Double, _ high: Double, _ dimension: Double) -> Double {
            let raw = start - move
            if raw < low { return storedBounces ? low - ScrollPhysics.rubberBand(low - raw, dimension: dimension) : low }
            if raw > high { return storedBounces ? high + ScrollPhysics.rubberBand(raw - high, dimension: dimension) : high }
            return raw
        }
        return CGPoint(x: axes.x ? axis(start.x, translation.x, limits.minX, limits.maxX, size.width) : start.x,
                       y: axes.y ? axis(start.y, translation.y, limits.minY, limits.maxY, size.height) : start.y)
    }

    /// The finger lifts: `scrollViewWillEndDragging` with the velocity (points per ms) and the
    /// projected target, which the delegate may change; `scrollViewDidEndDragging`; then, if
    /// the content moves on, `scrollViewWillBeginDecelerating`.
    private func release(_ drag: ScrollDrag, at time: TimeInterval) {
        let limits = offsetLimits
        let axes = scrollableAxes(within: limits)
        let finger = drag.liftVelocity
        var velocity = CGPoint(x: axes.x ? -finger.x : 0, y: axes.y ? -finger.y : 0)
        let offset = storedBounds.origin
        let rate = Double(storedDecelerationRate.rawValue)
        func projected(_ x: Double, _ v: Double, _ low: Double, _ high: Double) -> Double {
            if x < low { return low }
            if x > high { return high }
            return min(high, max(low, ScrollPhysics.projection(x0: x, v0: v, rate: rate)))
        }
        let projection = CGPoint(x: projected(offset.x, velocity.x, limits.minX, limits.maxX),
                                 y: projected(offset.y, velocity.y, limits.minY, limits.maxY))
        // A collection view's layout may move the resting point (paging by item), then the
        // delegate sees that target (UIKit asks the layout first).
        let proposed = drag.hasMoved ? decelerationTarget(proposed: projection, velocity: velocity) : projection
        var target = proposed.isFinitePoint ? proposed : projection
        storedIsTracking = false
        if drag.hasMoved, let delegate {
            let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
            withUnsafeMutablePointer(to: &target) { pointer in
                context.loop.span(.delegateCallback, "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", object: self) {
                    delegate.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
                }
            }
        }
        if !target.isFinitePoint { target = projection }
        // A changed target: the deceleration is aimed at it (UIKit adjusts the motion so the
        // content comes to rest there).
        if target.x != projection.x, offset.x >= limits.minX, offset.x <= limits.maxX {
            velocity.x = ScrollPhysics.velocity(reaching: target.x, from: offset.x, rate: rate)
        }
        if target.y != projection.y, offset.y >= limits.minY, offset.y <= limits.maxY {
            velocity.y = ScrollPhysics.velocity(reaching: target.y, from: offset.y, rate: rate)
        }
        let x = axisMotion(offset.x, velocity.x, limits.minX, limits.maxX, time, rate)
        let y = axisMotion(offset.y, velocity.y, limits.minY, limits.maxY, time, rate)
        let decelerates = x.isMoving || y.isMoving
        motion = decelerates ? .deceleration(x: x, y: y) : nil
        if drag.hasMoved {
            tellDelegate("scrollViewDidEndDragging(_:willDecelerate:)") { $0.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
        }
        storedIsDragging = false
        if decelerates {
            storedIsDecelerating = true
            tellDelegate("scrollViewWillBeginDecelerating(_:)") { $0.scrollViewWillBeginDecelerating(self) }
        } else {
            context.loop.stopMoving(self)
        }
    }

    private func axisMotion(_ x: Double, _ v: Double, _ low: Double, _ high: Double, _ time: TimeInterval, _ rate: Double) -> AxisMotion {
        if x < low { return .bouncing(edge: low, x0: x - low, v0: storedBounces ? v : 0, start: time) }
        if x > high { return .bouncing(edge: high, x0: x - high, v0: storedBounces ? v : 0, start: time) }
        let left = abs(v) / (-1000 * log(rate))
        return left > restThreshold ? .decelerating(x0: x, v0: v, start: time) : .rest
    }

    /// One axis at `time`: its position, and its motion updated (a deceleration that reaches an
    /// edge becomes a bounce, or stops there when the view does not bounce).
    private func advance(_ motion: inout AxisMotion, at time: TimeInterval, origin: Double, low: Double, high: Double) -> Double {
        let rate = Double(storedDecelerationRate.rawValue)
        let threshold = restThreshold
        switch motion {
        case .rest:
            return origin
        case .decelerating(let x0, let v0, let start):
            let t = time - start
            let rest = ScrollPhysics.projection(x0: x0, v0: v0, rate: rate)
            let edge = rest < low ? low : rest > high ? high : nil
            if let edge, let reach = ScrollPhysics.timeToReach(edge, x0: x0, v0: v0, rate: rate), t >= reach {
                guard storedBounces else {
                    motion = .rest
                    return edge
                }
                let v = ScrollPhysics.decelerationVelocity(v0: v0, rate: rate, after: reach)
                motion = .bouncing(edge: edge, x0: 0, v0: v, start: start + reach)
                return advance(&motion, at: time, origin: origin, low: low, high: high)
            }
            if t >= ScrollPhysics.decelerationDuration(v0: v0, rate: rate, threshold: threshold) {
                motion = .rest
                return min(high, max(low, rest))
            }
            return ScrollPhysics.decelerationOffset(x0: x0, v0: v0, rate: rate, after: t)
        case .bouncing(let edge, let x0, let v0, let start):
            let t = time - start
            let d = ScrollPhysics.springDisplacement(x0: x0, v0: v0, after: t)
            let v = ScrollPhysics.springVelocity(x0: x0, v0: v0, after: t)
            if abs(d) < threshold, abs(v) < threshold * ScrollPhysics.springFrequency {
                motion = .rest
                return edge
            }
            return edge + d
        }
    }
}
