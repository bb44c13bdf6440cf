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
    /// A finger on the content, following its path (or, for a real touch, the scroll view's
    /// pan recognizer).
    case drag(ScrollDrag)
    /// After the finger lifted: each axis decelerates, bounces back, or rests.
    case deceleration(x: AxisMotion, y: AxisMotion)
    /// `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`, scroll to top, a
    /// refresh control's inset going away.
    case animation(from: CGPoint, to: CGPoint, start: Instant, kind: ScrollAnimationKind)
    /// `setZoomScale(_:animated:)`, `zoom(to:animated:)`, a zoom bouncing back to its limits.
    case zoom(ZoomAnimation)

    /// The duration of UIKit's animated scrolls. Not documented; Mainline takes 0.3 s, UIKit's
    /// usual animation length.
    static let animationDuration = TimeAmount(milliseconds: 300)
}

/// What an animated scroll tells the delegate when it ends.
enum ScrollAnimationKind {
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    case scroll
    /// `scrollViewDidScrollToTop(_:)`.
    case toTop
    /// Nothing (the content settling after a refresh ended).
    case silent
}

/// An animated zoom: scale and offset move together.
struct ZoomAnimation {
    var fromScale: CGFloat
    var toScale: CGFloat
    var fromOffset: CGPoint
    var toOffset: CGPoint
    var start: Instant
    /// Whether it is a gesture's bounce back to the zoom limits (`isZoomBouncing`).
    var isBounce: Bool
}

/// A drag in progress.
struct ScrollDrag {
    var path: [TouchSample]
    var releaseVelocity: CGPoint?
    var touchDown: TimeInterval
    var startOffset: CGPoint
    var hasMoved = false
    /// A real finger: the pan recognizer moves the content, not the frame loop.
    var isLive = false
    /// The axis a directional lock keeps the drag to, once decided (`.free`: not locked).
    var lockedAxis: LockedAxis?

    enum LockedAxis { case free, horizontal, vertical }

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

    /// The finger's velocity `t` seconds after touch down (over the 50 ms before).
    func velocity(at t: TimeInterval) -> CGPoint {
        let window = min(0.05, t)
        guard window > 0 else { return .zero }
        let a = translation(at: t - window), b = translation(at: t)
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

    var isBouncing: Bool {
        if case .bouncing = self { return true }
        return false
    }
}

extension UIScrollView {
    /// Half a pixel of this view's screen: motion below it is not shown.
    var restThreshold: Double {
        0.5 / Double(pixelScale)
    }

    /// UIKit's paging ignores `decelerationRate`: the content snaps to its page quickly.
    /// Mainline aims the snap with `.fast`'s rate (not documented).
    static let pagingDecelerationRate = Double(DecelerationRate.fast.rawValue)

    // MARK: - Starting and stopping

    /// A finger touches down and will follow `path` (a scripted drag).
    func beginDrag(path: [TouchSample], releaseVelocity: CGPoint?, at time: Instant) {
        if motion != nil { stopMotion() }
        storedIsTracking = true
        motion = .drag(ScrollDrag(path: path, releaseVelocity: releaseVelocity, touchDown: time.seconds, startOffset: storedBounds.origin))
        context.loop.startMoving(self)
    }

    /// Starts an animated scroll to `offset`.
    func animateOffset(to offset: CGPoint, toTop: Bool) {
        animateOffset(to: offset, kind: toTop ? .toTop : .scroll)
    }

    func animateOffset(to offset: CGPoint, kind: ScrollAnimationKind) {
        guard offset != storedBounds.origin else {
            if kind == .toTop { tellDelegate("scrollViewDidScrollToTop(_:)") { $0.scrollViewDidScrollToTop(self) } }
            return
        }
        motion = .animation(from: storedBounds.origin, to: offset, start: context.loop.clock.now, kind: kind)
        context.loop.startMoving(self)
    }

    /// A touch or code stopped the motion where it is: no end callback (UIKit calls
    /// `scrollViewDidEndDecelerating(_:)` only when the content comes to rest by itself).
    func stopMotion() {
        if case .zoom(let zoom)? = motion { applyZoomStep(zoom, progress: 1) }
        if case .drag(let drag)? = motion, drag.isLive || drag.hasMoved { scrollPan?.endScriptedDrag(cancelled: true) }
        motion = nil
        storedIsDecelerating = false
        storedIsDragging = false
        storedIsTracking = false
        storedIsZoomBouncing = false
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
        case .animation(let from, let to, let start, let kind):
            motion = .animation(from: CGPoint(x: from.x + delta.x, y: from.y + delta.y),
                                to: CGPoint(x: to.x + delta.x, y: to.y + delta.y), start: start, kind: kind)
        case .zoom(var zoom):
            zoom.fromOffset.x += delta.x
            zoom.fromOffset.y += delta.y
            zoom.toOffset.x += delta.x
            zoom.toOffset.y += delta.y
            motion = .zoom(zoom)
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
            guard !drag.isLive else { return }
            let t = time - drag.touchDown
            let translation = drag.translation(at: t)
            if !drag.hasMoved, translation != .zero {
                drag.hasMoved = true
                self.motion = .drag(drag)
                beginDragging()
                scrollPan?.beginScriptedDrag(in: self)
            }
            if drag.hasMoved {
                let offset = draggedOffset(&drag, translation)
                self.motion = .drag(drag)
                scroll(to: offset)
                scrollPan?.updateScriptedDrag(translation: translation, velocity: drag.velocity(at: t), ended: false)
            }
            if t >= drag.duration {
                if drag.hasMoved { scrollPan?.updateScriptedDrag(translation: translation, velocity: drag.liftVelocity, ended: true) }
                release(hasMoved: drag.hasMoved, fingerVelocity: drag.liftVelocity, at: time)
                if drag.hasMoved { scrollPan?.endScriptedDrag(cancelled: false) }
            }
        case .deceleration(var x, var y):
            let limits = offsetLimits
            let ox = advance(&x, at: time, origin: storedBounds.origin.x, low: limits.minX, high: limits.maxX, bounces: storedBouncesHorizontally)
            let oy = advance(&y, at: time, origin: storedBounds.origin.y, low: limits.minY, high: limits.maxY, bounces: storedBouncesVertically)
            self.motion = .deceleration(x: x, y: y)
            scroll(to: CGPoint(x: ox, y: oy))
            if !x.isMoving, !y.isMoving {
                self.motion = nil
                storedIsDecelerating = false
                context.loop.stopMoving(self)
                tellDelegate("scrollViewDidEndDecelerating(_:)") { $0.scrollViewDidEndDecelerating(self) }
            }
        case .animation(let from, let to, let start, let kind):
            let p = progress(since: start)
            let f = ScrollPhysics.easeInEaseOut(p)
            scroll(to: p >= 1 ? to : CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            if p >= 1 {
                self.motion = nil
                context.loop.stopMoving(self)
                switch kind {
                case .toTop: tellDelegate("scrollViewDidScrollToTop(_:)") { $0.scrollViewDidScrollToTop(self) }
                case .scroll: tellDelegate("scrollViewDidEndScrollingAnimation(_:)") { $0.scrollViewDidEndScrollingAnimation(self) }
                case .silent: break
                }
            }
        case .zoom(let zoom):
            let p = progress(since: zoom.start)
            applyZoomStep(zoom, progress: p)
            if p >= 1 {
                self.motion = nil
                storedIsZoomBouncing = false
                context.loop.stopMoving(self)
                finishZoomAnimation(zoom)
            }
        }
    }

    /// How far an animation that started at `start` is, from 0 to 1.
    private func progress(since start: Instant) -> Double {
        min(1, max(0, Double((context.loop.clock.now - start).nanoseconds) / Double(ScrollMotion.animationDuration.nanoseconds)))
    }

    /// The finger started to move the content: `scrollViewWillBeginDragging(_:)`, after the
    /// keyboard goes away for `.onDrag`.
    func beginDragging() {
        storedIsDragging = true
        indicatorsShownAt = context.loop.clock.now
        if storedKeyboardDismissMode == .onDrag || storedKeyboardDismissMode == .onDragWithAccessory { dismissKeyboard() }
        tellDelegate("scrollViewWillBeginDragging(_:)") { $0.scrollViewWillBeginDragging(self) }
    }

    /// The offset a drag shows: the finger's movement, rubber-banded past the edges (or stopped
    /// at them when the view does not bounce), on the axes the content scrolls along, and only
    /// one of them once a directional lock has chosen it.
    func draggedOffset(_ drag: inout ScrollDrag, _ translation: CGPoint) -> CGPoint {
        let limits = offsetLimits
        let axes = scrollableAxes(within: limits)
        let size = storedBounds.size
        if drag.lockedAxis == nil, translation != .zero {
            drag.lockedAxis = .free
            // UIKit: "try to lock vertical or horizontal scrolling while dragging". Mainline locks
            // to an axis the first movement is at least twice as long along as across.
            if storedIsDirectionalLockEnabled, axes.x, axes.y {
                if abs(translation.x) >= 2 * abs(translation.y) { drag.lockedAxis = .horizontal }
                if abs(translation.y) >= 2 * abs(translation.x) { drag.lockedAxis = .vertical }
            }
        }
        let start = drag.startOffset
        func axis(_ start: Double, _ move: Double, _ low: Double, _ high: Double, _ dimension: Double, _ bounces: Bool) -> Double {
            let raw = start - move
            if raw < low { return bounces ? low - ScrollPhysics.rubberBand(low - raw, dimension: dimension) : low }
            if raw > high { return bounces ? high + ScrollPhysics.rubberBand(raw - high, dimension: dimension) : high }
            return raw
        }
        let movesX = axes.x && drag.lockedAxis != .vertical
        let movesY = axes.y && drag.lockedAxis != .horizontal
        return CGPoint(x: movesX ? axis(start.x, translation.x, limits.minX, limits.maxX, size.width, storedBouncesHorizontally) : start.x,
                       y: movesY ? axis(start.y, translation.y, limits.minY, limits.maxY, size.height, storedBouncesVertically) : start.y)
    }

    /// The finger lifts: `scrollViewWillEndDragging` with the velocity (points per ms) and the
    /// projected target, which the delegate may change; `scrollViewDidEndDragging`; then, if
    /// the content moves on, `scrollViewWillBeginDecelerating`. `fingerVelocity` is the finger's
    /// (points per second; the content moves the other way).
    func release(hasMoved: Bool, fingerVelocity finger: CGPoint, at time: TimeInterval) {
        storedRefreshControl?.scrollViewWillRelease(self)
        let limits = offsetLimits
        let axes = scrollableAxes(within: limits)
        var lockedAxis: ScrollDrag.LockedAxis?
        if case .drag(let drag)? = motion { lockedAxis = drag.lockedAxis }
        var velocity = CGPoint(x: axes.x && lockedAxis != .vertical ? -finger.x : 0, y: axes.y && lockedAxis != .horizontal ? -finger.y : 0)
        let offset = storedBounds.origin
        let paging = storedIsPagingEnabled
        let rate = paging ? Self.pagingDecelerationRate : Double(storedDecelerationRate.rawValue)
        func projected(_ x: Double, _ v: Double, _ low: Double, _ high: Double) -> Double {
            if x < low { return low }
            if x > high { return high }
            return min(high, max(low, ScrollPhysics.projection(x0: x, v0: v, rate: rate)))
        }
        var projection = CGPoint(x: projected(offset.x, velocity.x, limits.minX, limits.maxX),
                                 y: projected(offset.y, velocity.y, limits.minY, limits.maxY))
        if paging { projection = pageTarget(from: offset, velocity: velocity, limits: limits) }
        // A collection view's layout may move the resting point (paging by item), then the
        // delegate sees that target (UIKit asks the layout first).
        let proposed = hasMoved && !paging ? decelerationTarget(proposed: projection, velocity: velocity) : projection
        var target = proposed.isFinitePoint ? proposed : projection
        storedIsTracking = false
        if hasMoved, let delegate {
            let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
            withUnsafeMutablePointer(to: &target) { pointer in
                context.loop.span(.delegateCallback, "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", object: self) {
                    delegate.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
                }
            }
        }
        // A paging scroll view comes to rest on its page whatever the delegate wrote.
        if !target.isFinitePoint || paging { target = proposed.isFinitePoint ? proposed : projection }
        // A target other than where the motion would rest: the deceleration is aimed at it
        // (UIKit adjusts the motion so the content comes to rest there).
        let natural = CGPoint(x: projected(offset.x, velocity.x, limits.minX, limits.maxX), y: projected(offset.y, velocity.y, limits.minY, limits.maxY))
        if target.x != natural.x, offset.x >= limits.minX, offset.x <= limits.maxX {
            velocity.x = ScrollPhysics.velocity(reaching: target.x, from: offset.x, rate: rate)
        }
        if target.y != natural.y, offset.y >= limits.minY, offset.y <= limits.maxY {
            velocity.y = ScrollPhysics.velocity(reaching: target.y, from: offset.y, rate: rate)
        }
        let x = axisMotion(offset.x, velocity.x, limits.minX, limits.maxX, time, rate, bounces: storedBouncesHorizontally)
        let y = axisMotion(offset.y, velocity.y, limits.minY, limits.maxY, time, rate, bounces: storedBouncesVertically)
        let decelerates = x.isMoving || y.isMoving
        motion = decelerates ? .deceleration(x: x, y: y) : nil
        if hasMoved {
            tellDelegate("scrollViewDidEndDragging(_:willDecelerate:)") { $0.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
            // `.interactive`: the keyboard followed the finger; a finger moving down as it lifts
            // takes it away (Mainline does not move the keyboard during the drag).
            if storedKeyboardDismissMode == .interactive || storedKeyboardDismissMode == .interactiveWithAccessory, finger.y > 0 {
                dismissKeyboard()
            }
        }
        storedIsDragging = false
        if decelerates {
            storedIsDecelerating = true
            context.loop.startMoving(self)
            tellDelegate("scrollViewWillBeginDecelerating(_:)") { $0.scrollViewWillBeginDecelerating(self) }
        } else {
            context.loop.stopMoving(self)
        }
    }

    /// Where a paging scroll view comes to rest: on a multiple of its bounds size, the next
    /// page in the direction of a fling, else the page most of the view shows (UIKit's header:
    /// "stop on multiples of view bounds"). Mainline's fling threshold: 300 points per second.
    func pageTarget(from offset: CGPoint, velocity: CGPoint, limits: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat)) -> CGPoint {
        func page(_ x: CGFloat, _ v: CGFloat, _ size: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard size > 0, high > low else { return min(max(x, low), high) }
            let position = x / size
            var index = position.rounded()
            if v > 300 { index = position.rounded(.down) + 1 } else if v < -300 { index = position.rounded(.up) - 1 }
            // A fling moves one page at most from where the drag started it.
            return min(max(index * size, low), high)
        }
        let size = storedBounds.size
        return CGPoint(x: page(offset.x, velocity.x, size.width, limits.minX, limits.maxX),
                       y: page(offset.y, velocity.y, size.height, limits.minY, limits.maxY))
    }

    private func axisMotion(_ x: Double, _ v: Double, _ low: Double, _ high: Double, _ time: TimeInterval, _ rate: Double,
                            bounces: Bool) -> AxisMotion {
        if x < low { return .bouncing(edge: low, x0: x - low, v0: bounces ? v : 0, start: time) }
        if x > high { return .bouncing(edge: high, x0: x - high, v0: bounces ? v : 0, start: time) }
        let left = abs(v) / (-1000 * log(rate))
        return left > restThreshold ? .decelerating(x0: x, v0: v, start: time) : .rest
    }

    /// One axis at `time`: its position, and its motion updated (a deceleration that reaches an
    /// edge becomes a bounce, or stops there when the view does not bounce).
    private func advance(_ motion: inout AxisMotion, at time: TimeInterval, origin: Double, low: Double, high: Double, bounces: Bool) -> Double {
        let rate = storedIsPagingEnabled ? Self.pagingDecelerationRate : Double(storedDecelerationRate.rawValue)
        let threshold = restThreshold
        switch motion {
        case .rest:
            return origin
        case .decelerating(let x0, let v0, let start):
            let t = time - start
            let rest = ScrollPhysics.projection(x0: x0, v0: v0, rate: rate)
            let edge = rest < low ? low : rest > high ? high : nil
            if let edge, let reach = ScrollPhysics.timeToReach(edge, x0: x0, v0: v0, rate: rate), t >= reach {
                guard bounces else {
                    motion = .rest
                    return edge
                }
                let v = ScrollPhysics.decelerationVelocity(v0: v0, rate: rate, after: reach)
                motion = .bouncing(edge: edge, x0: 0, v0: v, start: start + reach)
                return advance(&motion, at: time, origin: origin, low: low, high: high, bounces: bounces)
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

    /// The keyboard goes away: the window ends editing (its first responder resigns).
    func dismissKeyboard() {
        guard context.app.firstResponder != nil, let window = storedWindow else { return }
        _ = window.endEditing(true)
    }
}
