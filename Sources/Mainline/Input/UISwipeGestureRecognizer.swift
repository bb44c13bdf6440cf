import Foundation

/// A swipe (UIKit's header: "when numberOfTouchesRequired have moved mostly in the specified
/// direction, enough to be considered a swipe"); discrete, recognized during the move. Mainline's
/// thresholds: within 0.5 s of touching down, the fingers' centroid moves 50 points along
/// one of `direction`'s directions while straying no more than half as far across it (and
/// never more than 50 points); lifting first, or taking longer, fails. `location(in:)` is where
/// the swipe began, as UIKit's is.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    var storedDirection: Direction = .right
    var storedNumberOfTouchesRequired = 1

    /// The directions that count (`.right` by default).
    open var direction: Direction {
        get { let entry = UIEntry("-[UISwipeGestureRecognizer direction]", self); defer { entry.end() }; return storedDirection }
        set { let entry = UIEntry("-[UISwipeGestureRecognizer setDirection:]", self); defer { entry.end() }; storedDirection = newValue }
    }

    /// How many fingers must swipe (1).
    open var numberOfTouchesRequired: Int {
        get { let entry = UIEntry("-[UISwipeGestureRecognizer numberOfTouchesRequired]", self); defer { entry.end() }; return storedNumberOfTouchesRequired }
        set { let entry = UIEntry("-[UISwipeGestureRecognizer setNumberOfTouchesRequired:]", self); defer { entry.end() }; storedNumberOfTouchesRequired = max(1, newValue) }
    }

    /// How far the swipe must go (points), how long it may take (seconds).
    static let minimumPrimaryMovement: CGFloat = 50
    static let maximumSecondaryMovement: CGFloat = 50
    static let maximumDuration = TimeAmount(milliseconds: 500)

    /// Where and when the required fingers were all down.
    var start: (point: CGPoint, time: Instant)?

    /// Where the swipe began (the centroid of its fingers then).
    open override func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UISwipeGestureRecognizer locationInView:]", self); defer { entry.end() }
        guard let start, let window = trackedTouches.first?.storedWindow else { return .zero }
        guard let view else { return start.point }
        return view.convert(start.point, from: window)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UISwipeGestureRecognizer touchesBegan:withEvent:]", self)
        let down = touchesDown.count
        if down > storedNumberOfTouchesRequired { return transition(to: .failed) }
        if down == storedNumberOfTouchesRequired { start = (windowCentroid, event.storedTimestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UISwipeGestureRecognizer touchesMoved:withEvent:]", self)
        guard storedState == .possible, let start else { return }
        if event.storedTimestamp - start.time > Self.maximumDuration { return transition(to: .failed) }
        let now = windowCentroid
        let dx = now.x - start.point.x, dy = now.y - start.point.y
        for (candidate, primary, secondary) in [(Direction.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        where storedDirection.contains(candidate) {
            if primary >= Self.minimumPrimaryMovement, abs(secondary) <= min(Self.maximumSecondaryMovement, primary / 2) {
                return transition(to: .recognized)
            }
        }
        // Gone far, and not along any allowed direction: not this swipe.
        let candidates = [(Direction.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)].filter { storedDirection.contains($0.0) }
        if max(abs(dx), abs(dy)) >= Self.minimumPrimaryMovement,
           !candidates.contains(where: { $0.1 > 0 && abs($0.2) <= Self.maximumSecondaryMovement }) {
            transition(to: .failed)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UISwipeGestureRecognizer touchesEnded:withEvent:]", self)
        if storedState == .possible { transition(to: .failed) }
    }

    override func clearAttempt() { start = nil }
}
