import Foundation

/// A tap: `numberOfTouchesRequired` fingers go down and lift within 10 points of where they
/// went down, `numberOfTapsRequired` times, each tap following the last within 0.35 s; a
/// discrete gesture (recognized when the last tap lifts). A multi-tap recognizer that waits
/// in vain for the next tap fails 0.35 s after the last lift, so a recognizer that requires
/// it to fail (`require(toFail:)`) recognizes then.
open class UITapGestureRecognizer: UIGestureRecognizer {
    var storedNumberOfTapsRequired: Int = 1
    var storedNumberOfTouchesRequired: Int = 1

    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired: Int {
        get { let entry = UIEntry("-[UITapGestureRecognizer numberOfTapsRequired]", self); defer { entry.end() }; return storedNumberOfTapsRequired }
        set { let entry = UIEntry("-[UITapGestureRecognizer setNumberOfTapsRequired:]", self); defer { entry.end() }; storedNumberOfTapsRequired = max(1, newValue) }
    }

    /// How many fingers (1 by default).
    open var numberOfTouchesRequired: Int {
        get { let entry = UIEntry("-[UITapGestureRecognizer numberOfTouchesRequired]", self); defer { entry.end() }; return storedNumberOfTouchesRequired }
        set { let entry = UIEntry("-[UITapGestureRecognizer setNumberOfTouchesRequired:]", self); defer { entry.end() }; storedNumberOfTouchesRequired = max(1, newValue) }
    }

    /// Taps completed in this attempt.
    var taps = 0
    /// The most fingers down at once in the tap in progress.
    var fingersInTap = 0
    /// The touches of the tap in progress (or the last one).
    var tapTouches: [UITouch] = []
    /// Counts the waits for a next tap, so a stale one does nothing.
    var waitToken = 0

    /// The most a finger may move and still tap (points).
    static let allowableMovement: CGFloat = 10
    /// The longest pause between the taps of a multi-tap.
    static let maximumTapInterval = TimeAmount(milliseconds: 350)

    /// Where the last tap is: the centroid of its touches.
    open override func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UITapGestureRecognizer locationInView:]", self); defer { entry.end() }
        guard !tapTouches.isEmpty else { return .zero }
        let points = tapTouches.map { $0.location(in: view) }
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / CGFloat(points.count), y: points.reduce(0) { $0 + $1.y } / CGFloat(points.count))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UITapGestureRecognizer touchesBegan:withEvent:]", self)
        if tapTouches.allSatisfy(\.hasLifted) {
            tapTouches = []
            fingersInTap = 0
            waitToken += 1
        }
        tapTouches += touches.sorted { $0.startTimestamp < $1.startTimestamp }
        fingersInTap = max(fingersInTap, tapTouches.filter { !$0.hasLifted }.count)
        if fingersInTap > storedNumberOfTouchesRequired { transition(to: .failed) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UITapGestureRecognizer touchesMoved:withEvent:]", self)
        if touches.contains(where: { $0.movedFromStart > Self.allowableMovement }) { transition(to: .failed) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UITapGestureRecognizer touchesEnded:withEvent:]", self)
        guard storedState == .possible else { return }
        if touches.contains(where: { $0.movedFromStart > Self.allowableMovement }) { return transition(to: .failed) }
        guard tapTouches.allSatisfy(\.hasLifted) else { return }
        guard fingersInTap == storedNumberOfTouchesRequired else { return transition(to: .failed) }
        taps += 1
        if taps >= storedNumberOfTapsRequired { return transition(to: .recognized) }
        // Wait for the next tap; without one in time, the attempt fails.
        waitToken += 1
        let token = waitToken
        storedView?.context.loop.scheduleInput(after: Self.maximumTapInterval, "tap timeout") { [weak self] in
            guard let self, self.waitToken == token, self.storedState == .possible, self.taps > 0 else { return }
            GestureDelivery.timerFired(for: self) { self.transition(to: .failed) }
        }
    }

    override func clearAttempt() {
        taps = 0
        fingersInTap = 0
        tapTouches = []
        waitToken += 1
    }
}
