import Foundation

/// A long press (UIKit's header): begins when `numberOfTouchesRequired` fingers, after
/// `numberOfTapsRequired` taps, have been held for `minimumPressDuration` without moving more
/// than `allowableMovement`; changes when a finger moves (no limit once it began); ends when
/// a finger lifts. A finger that moves too far or lifts too soon makes it fail.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    var storedMinimumPressDuration: TimeInterval = 0.5
    var storedAllowableMovement: CGFloat = 10
    var storedNumberOfTouchesRequired = 1
    var storedNumberOfTapsRequired = 0

    /// How long the fingers must be held (0.5 s).
    open var minimumPressDuration: TimeInterval {
        get { let entry = UIEntry("-[UILongPressGestureRecognizer minimumPressDuration]", self); defer { entry.end() }; return storedMinimumPressDuration }
        set {
            let entry = UIEntry("-[UILongPressGestureRecognizer setMinimumPressDuration:]", self); defer { entry.end() }
            storedMinimumPressDuration = newValue.isFinite ? max(0, newValue) : 0.5
        }
    }

    /// How far the fingers may move before it begins (10 points).
    open var allowableMovement: CGFloat {
        get { let entry = UIEntry("-[UILongPressGestureRecognizer allowableMovement]", self); defer { entry.end() }; return storedAllowableMovement }
        set { let entry = UIEntry("-[UILongPressGestureRecognizer setAllowableMovement:]", self); defer { entry.end() }; storedAllowableMovement = newValue }
    }

    /// How many fingers must be held (1).
    open var numberOfTouchesRequired: Int {
        get { let entry = UIEntry("-[UILongPressGestureRecognizer numberOfTouchesRequired]", self); defer { entry.end() }; return storedNumberOfTouchesRequired }
        set { let entry = UIEntry("-[UILongPressGestureRecognizer setNumberOfTouchesRequired:]", self); defer { entry.end() }; storedNumberOfTouchesRequired = max(1, newValue) }
    }

    /// How many full taps come before the press (0).
    open var numberOfTapsRequired: Int {
        get { let entry = UIEntry("-[UILongPressGestureRecognizer numberOfTapsRequired]", self); defer { entry.end() }; return storedNumberOfTapsRequired }
        set { let entry = UIEntry("-[UILongPressGestureRecognizer setNumberOfTapsRequired:]", self); defer { entry.end() }; storedNumberOfTapsRequired = max(0, newValue) }
    }

    /// Taps done before the press.
    var tapsDone = 0
    /// Counts the presses started, so a stale timer does nothing.
    var pressToken = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UILongPressGestureRecognizer touchesBegan:withEvent:]", self)
        let down = touchesDown.count
        if down > storedNumberOfTouchesRequired { return transition(to: storedState == .possible ? .failed : storedState) }
        guard down == storedNumberOfTouchesRequired, storedState == .possible else { return }
        pressToken += 1
        let token = pressToken
        let duration = TimeAmount(seconds: storedMinimumPressDuration)
        storedView?.context.loop.scheduleInput(after: duration, "long press") { [weak self] in
            guard let self, self.pressToken == token, self.storedState == .possible, self.pendingRecognition == nil,
                  self.touchesDown.count == self.storedNumberOfTouchesRequired, self.tapsDone >= self.storedNumberOfTapsRequired else { return }
            GestureDelivery.timerFired(for: self) { self.transition(to: .began) }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UILongPressGestureRecognizer touchesMoved:withEvent:]", self)
        switch storedState {
        case .possible:
            if touches.contains(where: { $0.movedFromStart > storedAllowableMovement }) { transition(to: .failed) }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UILongPressGestureRecognizer touchesEnded:withEvent:]", self)
        switch storedState {
        case .began, .changed:
            transition(to: .ended)
        case .possible:
            pressToken += 1
            // A quick tap counts toward numberOfTapsRequired; otherwise lifting too soon fails.
            guard touchesDown.isEmpty, tapsDone < storedNumberOfTapsRequired else { return transition(to: .failed) }
            tapsDone += 1
        default:
            break
        }
    }

    override func clearAttempt() {
        tapsDone = 0
        pressToken += 1
    }
}
