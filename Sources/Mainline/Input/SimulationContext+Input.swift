import Foundation

/// Input in the event phase: scripted gestures due by the frame's vsync, then one step of every
/// scroll view whose content is moving (a drag, a deceleration, an animation).
extension SimulationContext {
    /// Runs the input due by `timestamp` and moves the moving scroll views to where they are at
    /// it: each scroll view calls `scrollViewDidScroll(_:)` at most once per frame.
    func deliverInput(at timestamp: Instant) {
        if !loop.inputs.isEmpty {
            let limit = loop.inputs.lastSequence
            while let (item, work) = loop.inputs.takeDue(by: timestamp, scheduledBefore: limit) {
                loop.sawWork = true
                loop.span(.eventHandler, item.name) { work() }
            }
        }
        guard !loop.movingScrollViews.isEmpty else { return }
        loop.sawWork = true
        loop.timeline.markScrolling()
        for scrollView in loop.movingScrollViews {
            loop.span(.eventHandler, "scroll", object: scrollView) { scrollView.advanceMotion(to: timestamp) }
        }
    }

    /// Delivers one touch phase at `location` (window coordinates) to the view hit there; a
    /// touch down stops the motion of the scroll views it lands in.
    func deliverTouch(_ phase: UITouch.Phase, at location: CGPoint, in window: UIWindow, touch: UITouch?) -> UITouch? {
        deliverTouches(phase, [(touch, location)], in: window)[0]
    }

    /// Delivers one event: `fingers` (each an existing touch, or nil for a finger going down,
    /// and where it is now, in window coordinates) all in `phase`. A new finger goes to the view
    /// hit at its location (nil when none is); a touch that has lifted or was cancelled is left
    /// out. The event's `allTouches` are all the fingers down in the window.
    func deliverTouches(_ phase: UITouch.Phase, _ fingers: [(touch: UITouch?, location: CGPoint)], in window: UIWindow) -> [UITouch?] {
        // Input reached the app in this frame: its handlers are what the user waits on.
        loop.timeline.markInput()
        let now = loop.clock.now
        var current: [UITouch] = []
        var result: [UITouch?] = []
        for (existing, location) in fingers {
            if let touch = existing {
                result.append(touch)
                guard !touch.hasLifted else { continue }
                touch.previousWindowLocation = touch.windowLocation
                touch.storedPhase = phase
                touch.storedTimestamp = now
                touch.windowLocation = location
                current.append(touch)
            } else {
                // A finger going down while the app ignores interaction events is dropped.
                guard phase == .began, app.application.system.ignoringInteractionEvents == 0,
                      let view = window.hitTest(location, with: nil) else { result.append(nil); continue }
                let touch = UITouch(phase: phase, timestamp: now, view: view, window: window, location: location)
                result.append(touch)
                current.append(touch)
            }
        }
        guard !current.isEmpty else { return result }
        if phase == .began {
            for touch in current {
                var v: UIView? = touch.storedView
                while let candidate = v {
                    if let scrollView = candidate as? UIScrollView, scrollView.motion != nil { scrollView.stopMotion() }
                    v = candidate.storedSuperview
                }
            }
            window.activeTouches += current
        }
        let event = UIEvent(touches: Set(window.activeTouches), timestamp: now)
        event.touchWindow = window
        event.changedTouches = current
        event.changedPhase = phase
        // The app dispatches the event to the window, which delivers it (both overridable).
        app.application.sendEvent(event)
        if phase == .ended || phase == .cancelled { window.activeTouches.removeAll(where: \.hasLifted) }
        return result
    }

    /// The system cancels every touch down in the simulation's windows (an incoming call, a
    /// system gesture): recognizers hear `touchesCancelled` (a recognized gesture is
    /// cancelled, one not yet recognized fails), then the views.
    func cancelAllTouches() {
        for window in app.windows where !window.activeTouches.isEmpty {
            let touches = window.activeTouches
            _ = deliverTouches(.cancelled, touches.map { ($0, $0.windowLocation) }, in: window)
        }
    }
}
