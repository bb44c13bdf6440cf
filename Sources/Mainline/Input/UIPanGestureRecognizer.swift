import Foundation

/// A pan: begins once at least `minimumNumberOfTouches` fingers have moved 10 points, reports
/// each move, ends when all fingers have lifted (UIKit's header). Translation and velocity
/// follow the centroid of the fingers.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    var storedMinimumNumberOfTouches: Int = 1
    var storedMaximumNumberOfTouches: Int = Int.max
    var storedAllowedScrollTypesMask: UIScrollTypeMask = []

    /// The scroll inputs (trackpad, mouse wheel) that also move the pan (none by default: only
    /// touches). Kept: the simulation's input is touches.
    open var allowedScrollTypesMask: UIScrollTypeMask {
        get { let entry = UIEntry("-[UIPanGestureRecognizer allowedScrollTypesMask]", self); defer { entry.end() }; return storedAllowedScrollTypesMask }
        set { let entry = UIEntry("-[UIPanGestureRecognizer setAllowedScrollTypesMask:]", self); defer { entry.end() }; storedAllowedScrollTypesMask = newValue }
    }

    /// The fewest fingers (1 by default).
    open var minimumNumberOfTouches: Int {
        get { let entry = UIEntry("-[UIPanGestureRecognizer minimumNumberOfTouches]", self); defer { entry.end() }; return storedMinimumNumberOfTouches }
        set { let entry = UIEntry("-[UIPanGestureRecognizer setMinimumNumberOfTouches:]", self); defer { entry.end() }; storedMinimumNumberOfTouches = max(1, newValue) }
    }

    /// The most fingers.
    open var maximumNumberOfTouches: Int {
        get { let entry = UIEntry("-[UIPanGestureRecognizer maximumNumberOfTouches]", self); defer { entry.end() }; return storedMaximumNumberOfTouches }
        set { let entry = UIEntry("-[UIPanGestureRecognizer setMaximumNumberOfTouches:]", self); defer { entry.end() }; storedMaximumNumberOfTouches = max(1, newValue) }
    }

    /// Where the centroid was when the translation was zero (window coordinates).
    var translationOrigin: CGPoint = .zero
    /// Recent centroids, for the velocity.
    var lastSamples: [(time: Instant, point: CGPoint)] = []
    /// Velocities are taken over the fingers' last 50 ms of movement.
    static let velocityWindow = TimeAmount(milliseconds: 50)

    /// How far the pan moves before it begins (points).
    static let hysteresis: CGFloat = 10

    /// How far the fingers moved since the gesture began (or the last `setTranslation`), in
    /// `view`'s coordinate space (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIPanGestureRecognizer translationInView:]", self); defer { entry.end() }
        guard !trackedTouches.isEmpty else { return .zero }
        return vector(from: translationOrigin, to: windowCentroid, in: view)
    }

    /// Makes the translation `translation` (in `view`'s coordinates) from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let entry = UIEntry("-[UIPanGestureRecognizer setTranslation:inView:]", self); defer { entry.end() }
        guard !trackedTouches.isEmpty else { return }
        let inWindow = vector(from: .zero, to: translation, in: view, inverse: true)
        let centroid = windowCentroid
        translationOrigin = CGPoint(x: centroid.x - inWindow.x, y: centroid.y - inWindow.y)
    }

    /// The fingers' velocity over their last 50 ms of movement, in points per second, in
    /// `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIPanGestureRecognizer velocityInView:]", self); defer { entry.end() }
        guard let last = lastSamples.last, let first = lastSamples.first(where: { last.time - $0.time <= Self.velocityWindow }),
              last.time > first.time else { return .zero }
        let dt = (last.time - first.time).seconds
        let moved = vector(from: first.point, to: last.point, in: view)
        return CGPoint(x: moved.x / dt, y: moved.y / dt)
    }

    /// The window vector `from`→`to` in `view`'s coordinates (or, with `inverse`, a vector
    /// of `view`'s in window coordinates).
    func vector(from: CGPoint, to: CGPoint, in view: UIView?, inverse: Bool = false) -> CGPoint {
        guard let view, let window = view.storedWindow else { return CGPoint(x: to.x - from.x, y: to.y - from.y) }
        let a = inverse ? window.convert(from, from: view) : view.convert(from, from: window)
        let b = inverse ? window.convert(to, from: view) : view.convert(to, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPanGestureRecognizer touchesBegan:withEvent:]", self)
        if touchesDown.count > storedMaximumNumberOfTouches, storedState == .possible { return transition(to: .failed) }
        lastSamples.append((event.storedTimestamp, windowCentroid))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPanGestureRecognizer touchesMoved:withEvent:]", self)
        lastSamples.append((event.storedTimestamp, windowCentroid))
        if lastSamples.count > 16 { lastSamples.removeFirst(lastSamples.count - 16) }
        switch storedState {
        case .possible:
            let down = touchesDown
            guard down.count >= storedMinimumNumberOfTouches, down.contains(where: { $0.movedFromStart >= Self.hysteresis }) else { return }
            guard mayBeginPan() else { return transition(to: .failed) }
            translationOrigin = startCentroid
            transition(to: .began)
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPanGestureRecognizer touchesEnded:withEvent:]", self)
        guard touchesDown.isEmpty else { return }
        if storedState == .began || storedState == .changed { transition(to: .ended) } else if storedState == .possible { transition(to: .failed) }
    }

    /// Where the fingers went down (their centroid).
    var startCentroid: CGPoint {
        let n = CGFloat(trackedTouches.count)
        return CGPoint(x: trackedTouches.reduce(0) { $0 + $1.startLocation.x } / n, y: trackedTouches.reduce(0) { $0 + $1.startLocation.y } / n)
    }

    /// A subclass's extra condition for beginning (a screen-edge pan's edge).
    func mayBeginPan() -> Bool { true }

    override func clearAttempt() {
        translationOrigin = .zero
        lastSamples = []
    }
}

/// A pan that starts at an edge of the screen: the finger goes down within 20 points of one of
/// `edges` and moves away from it (the system's back swipe is one).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    var storedEdges: UIRectEdge = []

    /// The edges the pan may start from (none by default: set it).
    open var edges: UIRectEdge {
        get { let entry = UIEntry("-[UIScreenEdgePanGestureRecognizer edges]", self); defer { entry.end() }; return storedEdges }
        set { let entry = UIEntry("-[UIScreenEdgePanGestureRecognizer setEdges:]", self); defer { entry.end() }; storedEdges = newValue }
    }

    /// How near an edge the finger must go down (points).
    static let edgeRegion: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIScreenEdgePanGestureRecognizer touchesBegan:withEvent:]", self)
        super.touchesBegan(touches, with: event)
        if storedState == .possible, startingEdge == nil { transition(to: .failed) }
    }

    /// The requested edge the fingers went down at, if any.
    var startingEdge: UIRectEdge? {
        guard let window = trackedTouches.first?.storedWindow else { return nil }
        let start = startCentroid
        let bounds = window.storedBounds
        for edge in [UIRectEdge.left, .right, .top, .bottom] where storedEdges.contains(edge) {
            let distance: CGFloat
            switch edge {
            case .left: distance = start.x - bounds.minX
            case .right: distance = bounds.maxX - start.x
            case .top: distance = start.y - bounds.minY
            default: distance = bounds.maxY - start.y
            }
            if distance >= 0, distance <= Self.edgeRegion { return edge }
        }
        return nil
    }

    /// It begins only moving away from its edge, more across the edge than along it.
    override func mayBeginPan() -> Bool {
        guard let edge = startingEdge else { return false }
        let start = startCentroid, now = windowCentroid
        let dx = now.x - start.x, dy = now.y - start.y
        switch edge {
        case .left: return dx > 0 && abs(dx) >= abs(dy)
        case .right: return dx < 0 && abs(dx) >= abs(dy)
        case .top: return dy > 0 && abs(dy) >= abs(dx)
        default: return dy < 0 && abs(dy) >= abs(dx)
        }
    }
}

/// Kinds of scroll input a pan recognizer may follow.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Continuous scrolling (a trackpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 0)
    /// Discrete scrolling (a mouse wheel).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.continuous, .discrete]
}
