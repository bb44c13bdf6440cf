import Foundation

/// One handling of touches in a window — an event, or the timer of a recognizer (a long
/// press's duration, a tap's wait for the next tap) — in UIKit's order:
///
/// 1. the recognizers on the touched views and their ancestors get the touches (the view's
///    own first, then its ancestors', innermost first) and update their states; a recognizer
///    that recognizes makes the others that share its touches fail, unless one of the pair's
///    delegates lets them recognize simultaneously;
/// 2. the views hear `touchesCancelled` for the touches of recognized gestures that cancel
///    touches in view ("immediately before the action method is called": UIKit's header);
/// 3. the recognizers' handlers run, in the order their states changed;
/// 4. the views hear the rest of the touches;
/// 5. recognizers whose attempt is over reset to `.possible` (`reset()`), ignoring the rest of
///    that attempt's touches.
final class GestureRound {
    /// Recognizers whose handlers are due, with the state each reported.
    var actions: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Recognizers whose attempt is over.
    var resets: [UIGestureRecognizer] = []
    /// Recognizers that took part (for exclusivity and cancelling).
    var involved: [UIGestureRecognizer] = []

    func involve(_ recognizer: UIGestureRecognizer) {
        if !involved.contains(where: { $0 === recognizer }) { involved.append(recognizer) }
    }
}

enum GestureDelivery {
    /// The recognizers that see touches on `view`: its own and its ancestors', enabled, where
    /// UIKit lets them (a control's own action wins over an ancestor's single tap or pan).
    static func recognizers(for view: UIView) -> [UIGestureRecognizer] {
        var recognizers: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            recognizers += current.storedGestureRecognizers.filter { recognizer in
                // UIKit: "default control actions prevent overlapping gesture recognizer
                // behavior" — a control's own taps win over an ancestor's single-tap
                // recognizer, and a slider's or switch's drag over an ancestor's pan.
                guard recognizer.storedIsEnabled, recognizer.allows(.direct) else { return false }
                guard current !== view, let control = view as? UIControl, control.storedIsEnabled else { return true }
                if let tap = recognizer as? UITapGestureRecognizer { return tap.storedNumberOfTapsRequired != 1 }
                if recognizer is UIPanGestureRecognizer { return !(control is UISlider || control is UISwitch) }
                return true
            }
            v = current.storedSuperview
        }
        return recognizers
    }

    /// Handles `touches` (all in `phase`) of `event` in `window`: recognizers, cancellations,
    /// handlers, the views' own touch methods, resets.
    static func handle(_ touches: [UITouch], _ phase: UITouch.Phase, _ event: UIEvent, in window: UIWindow) {
        inRound(window) { round in
            // The touches each recognizer gets, in the order the recognizers are met.
            var perRecognizer: [(UIGestureRecognizer, [UITouch])] = []
            for touch in touches {
                guard let view = touch.storedView else { continue }
                for recognizer in recognizers(for: view) {
                    if let i = perRecognizer.firstIndex(where: { $0.0 === recognizer }) {
                        perRecognizer[i].1.append(touch)
                    } else {
                        perRecognizer.append((recognizer, [touch]))
                    }
                }
            }
            for (recognizer, candidates) in perRecognizer {
                // The subclass may decline the whole event, and the delegate the event or a touch.
                if phase == .began, !recognizer.shouldReceive(event)
                    || !(recognizer.storedDelegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true) { continue }
                var mine = candidates.filter { touch in !recognizer.ignoredTouches.contains { $0 === touch } }
                if phase == .began {
                    // A recognizer waiting for another to fail starts nothing new.
                    guard recognizer.pendingRecognition == nil, !recognizer.hasFinished else { continue }
                    mine = mine.filter { recognizer.storedDelegate?.gestureRecognizer(recognizer, shouldReceive: $0) ?? true }
                    for touch in mine { recognizer.track(touch) }
                } else {
                    mine = mine.filter(recognizer.follows)
                }
                guard !mine.isEmpty else { continue }
                round.involve(recognizer)
                if recognizer.storedState == .possible, isBlocked(recognizer, among: round.involved) {
                    recognizer.transition(to: .failed)
                    continue
                }
                guard !recognizer.hasFinished, recognizer.pendingRecognition == nil || phase == .cancelled else { continue }
                let set = Set(mine)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved, .stationary: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                // Hover phases go to hover recognizers, never through touch delivery.
                case .regionEntered, .regionMoved, .regionExited: break
                }
            }
            finish(round, event: event, in: window) {
                deliverToViews(touches.filter { !$0.cancelledForView }, phase, event)
            }
        }
    }

    /// A recognizer's timer fired (`body` updates it), handled as a delivery is.
    static func timerFired(for recognizer: UIGestureRecognizer, _ body: () -> Void) {
        guard let window = recognizer.storedView?.storedWindow else { return body() }
        inRound(window) { round in
            round.involve(recognizer)
            body()
            let event = UIEvent(touches: Set(window.activeTouches), timestamp: window.context.loop.clock.now)
            finish(round, event: event, in: window) {}
        }
    }

    /// Runs `body` as a round of `window` (a nested call joins the round in progress).
    private static func inRound(_ window: UIWindow, _ body: (GestureRound) -> Void) {
        if let round = window.gestureRound { return body(round) }
        let round = GestureRound()
        window.gestureRound = round
        defer { window.gestureRound = nil }
        body(round)
        // Handlers may have ended more attempts (a handler that disables its recognizer).
        while !round.resets.isEmpty {
            let resets = round.resets
            round.resets = []
            for recognizer in resets { recognizer.resetAfterAttempt() }
        }
    }

    /// Steps 1's end to 5: exclusivity, cancellations, handlers, `views`, resets.
    private static func finish(_ round: GestureRound, event: UIEvent, in window: UIWindow, views: () -> Void) {
        // Recognized gestures make the recognizers that share their touches fail.
        for recognizer in round.involved where recognizer.storedState == .possible && !recognizer.trackedTouches.isEmpty {
            if isBlocked(recognizer, among: round.involved) { recognizer.transition(to: .failed) }
        }
        // The views' touches of recognized gestures are cancelled, before the handlers run.
        var cancelled: [UITouch] = []
        for recognizer in round.involved where recognizer.storedState.isRecognized && recognizer.storedCancelsTouchesInView {
            for touch in recognizer.trackedTouches where !touch.cancelledForView && !cancelled.contains(where: { $0 === touch }) {
                cancelled.append(touch)
            }
        }
        for touch in cancelled { touch.cancelledForView = true }
        let begun = cancelled.filter { $0.viewHasBegun && !$0.viewHasEnded }
        for touch in begun { touch.viewHasEnded = true }
        sendToViews(begun, .cancelled, event)
        while !round.actions.isEmpty {
            let actions = round.actions
            round.actions = []
            for (recognizer, _) in actions {
                recognizer.sendActions()
            }
        }
        views()
    }

    /// Whether a recognizer still possible must give way to a recognized one sharing a touch.
    static func isBlocked(_ recognizer: UIGestureRecognizer, among others: [UIGestureRecognizer]) -> Bool {
        others.contains { other in
            other !== recognizer && other.storedState.isRecognized
                && other.trackedTouches.contains(where: recognizer.follows)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
                && !recognizeSimultaneously(other, recognizer)
        }
    }

    /// Whether either delegate lets the pair recognize at once (UIKit's default: no).
    static func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.storedDelegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.storedDelegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// The views hear `touches` in `phase`, grouped by view; a view that does not take
    /// several touches (`isMultipleTouchEnabled` false, UIKit's default) hears only its first.
    static func deliverToViews(_ touches: [UITouch], _ phase: UITouch.Phase, _ event: UIEvent) {
        var delivered: [UITouch] = []
        for touch in touches {
            guard let view = touch.storedView, !touch.cancelledForView else { continue }
            // A touch a scroll view holds back (`delaysContentTouches`): nothing until its delay
            // ends; lifting first, the view hears it begin and end at once.
            if touch.heldByScrollView != nil {
                if phase == .ended { releaseHeldTouch(touch, event) } else if phase == .cancelled { touch.heldByScrollView = nil; continue } else { continue }
            }
            if phase == .began, !touch.viewHasBegun, holdsContentTouch(touch, event) { continue }
            if phase == .began {
                let busy = !view.storedIsMultipleTouchEnabled && (view.activeViewTouch(in: event, other: touch) != nil
                    || delivered.contains { $0.storedView === view })
                if busy { continue }
                touch.viewHasBegun = true
            }
            guard touch.viewHasBegun, !touch.viewHasEnded else { continue }
            if phase == .ended || phase == .cancelled { touch.viewHasEnded = true }
            delivered.append(touch)
        }
        sendToViews(delivered, phase, event)
    }

    /// Calls each view's touch method once with its touches of the delivery.
    private static func sendToViews(_ touches: [UITouch], _ phase: UITouch.Phase, _ event: UIEvent) {
        var groups: [(UIView, [UITouch])] = []
        for touch in touches {
            guard let view = touch.storedView else { continue }
            if let i = groups.firstIndex(where: { $0.0 === view }) { groups[i].1.append(touch) } else { groups.append((view, [touch])) }
        }
        let name: String
        switch phase {
        case .began: name = "touchesBegan(_:with:)"
        case .moved, .stationary: name = "touchesMoved(_:with:)"
        case .ended: name = "touchesEnded(_:with:)"
        case .cancelled: name = "touchesCancelled(_:with:)"
        case .regionEntered, .regionMoved, .regionExited: return
        }
        for (view, touches) in groups {
            let set = Set(touches)
            view.context.loop.span(.touchHandler, name, object: view) {
                switch phase {
                case .began: view.touchesBegan(set, with: event)
                case .moved, .stationary: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                case .cancelled: view.touchesCancelled(set, with: event)
                case .regionEntered, .regionMoved, .regionExited: break
                }
            }
        }
    }

    /// `recognizer` reported a state: its handlers run in the round in progress, or now.
    static func actionDue(_ recognizer: UIGestureRecognizer) {
        if let round = recognizer.storedView?.storedWindow?.gestureRound {
            round.involve(recognizer)
            round.actions.append((recognizer, recognizer.storedState))
        } else {
            recognizer.sendActions()
        }
    }

    /// `recognizer`'s attempt is over: it resets when the round ends (outside a round, in the
    /// next event phase: "the recognizer will be reset … at the next turn of the run loop").
    static func resetDue(_ recognizer: UIGestureRecognizer) {
        if let round = recognizer.storedView?.storedWindow?.gestureRound {
            if !round.resets.contains(where: { $0 === recognizer }) { round.resets.append(recognizer) }
        } else if let context = recognizer.storedView?.context, !context.isDetached {
            context.loop.scheduleInput(after: .zero, "gesture reset") { [weak recognizer] in recognizer?.resetAfterAttempt() }
        } else {
            recognizer.resetAfterAttempt()
        }
    }
}

extension UIView {
    /// A touch other than `other` that this view is following (began, not ended).
    func activeViewTouch(in event: UIEvent, other: UITouch) -> UITouch? {
        event.touches.first { $0 !== other && $0.storedView === self && $0.viewHasBegun && !$0.viewHasEnded }
    }
}
