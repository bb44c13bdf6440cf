import Foundation

/// Input in the event phase: scripted gestures due by the frame's vsync, then one step of every
/// scroll view whose content is moving (a drag, a deceleration, an animation).
extension SimulationContext {
    /// Runs the input due by `timestamp` and moves the moving scroll views to where they are at
    /// it: each scroll view calls `scrollViewDidScroll(_:)` at most once per frame.
    func deliverInput(at timestamp: TimeInterval) {
        if !inputs.isEmpty {
            let limit = inputs.lastSequence
            while let (item, work) = inputs.takeDue(by: timestamp, scheduledBefore: limit) {
                sawWork = true
                span(.eventHandler, item.name) { work() }
            }
        }
        guard !movingScrollViews.isEmpty else { return }
        sawWork = true
        timeline.markScrolling()
        for scrollView in movingScrollViews {
            span(.eventHandler, "scroll", object: scrollView) { scrollView.advanceMotion(to: timestamp) }
        }
    }

    /// Schedules input `delay` seconds from now.
    func scheduleInput(after delay: TimeInterval, _ name: String, _ body: @escaping () -> Void) {
        inputs.schedule(at: clock.now + max(0, delay.isFinite ? delay : 0), kind: .eventHandler, name: name, body)
    }

    func startMoving(_ scrollView: UIScrollView) {
        if !movingScrollViews.contains(where: { $0 === scrollView }) { movingScrollViews.append(scrollView) }
    }

    func stopMoving(_ scrollView: UIScrollView) {
        movingScrollViews.removeAll { $0 === scrollView }
    }

    /// Delivers one touch phase at `location` (window coordinates) to the view hit there; a
    /// touch down stops the motion of the scroll views it lands in.
    func deliverTouch(_ phase: UITouch.Phase, at location: CGPoint, in window: UIWindow, touch: UITouch?) -> UITouch? {
        let now = clock.now
        let target: UIView?
        if let touch {
            target = touch.view
            touch.storedPhase = phase
            touch.storedTimestamp = now
            touch.windowLocation = location
        } else {
            target = window.hitTest(location, with: nil)
        }
        guard let view = target else { return nil }
        let current = touch ?? UITouch(phase: phase, timestamp: now, view: view, window: window, location: location)
        if phase == .began {
            var v: UIView? = view
            while let candidate = v {
                if let scrollView = candidate as? UIScrollView, scrollView.motion != nil { scrollView.stopMotion() }
                v = candidate.storedSuperview
            }
        }
        let event = UIEvent(touches: [current], timestamp: now)
        let name: String
        switch phase {
        case .began: name = "touchesBegan(_:with:)"
        case .moved, .stationary: name = "touchesMoved(_:with:)"
        case .ended: name = "touchesEnded(_:with:)"
        case .cancelled: name = "touchesCancelled(_:with:)"
        }
        // Gesture recognizers on the view and its ancestors see the touch first; a recognizer
        // that recognized with `cancelsTouchesInView` turns the view's end into a cancel.
        let cancelled = GestureDelivery.deliver(current, phase, event, from: view)
        if current.cancelledForView { return current }
        let delivered: UITouch.Phase = cancelled && (phase == .ended || phase == .moved) ? .cancelled : phase
        if delivered == .cancelled { current.cancelledForView = true }
        span(.touchHandler, name, object: view) {
            switch delivered {
            case .began: view.touchesBegan([current], with: event)
            case .moved, .stationary: view.touchesMoved([current], with: event)
            case .ended: view.touchesEnded([current], with: event)
            case .cancelled: view.touchesCancelled([current], with: event)
            }
        }
        return current
    }
}
