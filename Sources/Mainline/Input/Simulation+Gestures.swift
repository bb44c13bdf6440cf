import Foundation

/// One finger of a scripted touch sequence: where it is (window coordinates) at times from the
/// sequence's start. The finger goes down at its first point and lifts (or is cancelled) at
/// its last.
public struct FingerPath: Sendable, Equatable {
    /// Where the finger is, at seconds from the start of the sequence (sorted by time).
    public var points: [(time: TimeInterval, location: CGPoint)]

    public init(_ points: [(time: TimeInterval, location: CGPoint)]) {
        self.points = points.filter { $0.time.isFinite && $0.location.isFinitePoint }.sorted { $0.time < $1.time }
    }

    /// A finger moving in a straight line from `start` to `end` over `duration` seconds.
    public init(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        self.init([(0, start), (duration, end)])
    }

    /// Where the finger is at `time` (on the straight line between the points around it).
    public func location(at time: TimeInterval) -> CGPoint {
        guard let first = points.first else { return .zero }
        guard time > first.time else { return first.location }
        for (a, b) in zip(points, points.dropFirst()) where time <= b.time {
            let f = b.time > a.time ? CGFloat((time - a.time) / (b.time - a.time)) : 1
            return CGPoint(x: a.location.x + (b.location.x - a.location.x) * f, y: a.location.y + (b.location.y - a.location.y) * f)
        }
        return points.last!.location
    }

    var start: TimeInterval { points.first?.time ?? 0 }
    var end: TimeInterval { points.last?.time ?? 0 }

    public static func == (a: FingerPath, b: FingerPath) -> Bool {
        a.points.count == b.points.count && zip(a.points, b.points).allSatisfy { $0.time == $1.time && $0.location == $1.location }
    }
}

/// How a scripted touch sequence ends.
public enum TouchSequenceEnd: Sendable {
    /// The fingers lift (`touchesEnded`).
    case lifted
    /// The system cancels the touches at the end (`touchesCancelled`, as for an incoming call).
    case cancelled
}

/// Multi-finger gestures: the fingers of a sequence go down, move once per frame (fingers that
/// move in the same frame move in one event, as on a device) and lift or are cancelled
/// together. Times are seconds from now on the simulation's clock.
extension Simulation {
    /// Runs a touch sequence in `window` (the front visible window when nil): each finger goes down at
    /// its path's first time, moves along it once per frame, and at its last time lifts — or,
    /// with `ending: .cancelled`, every touch still down is cancelled by the system then.
    public func touchSequence(_ fingers: [FingerPath], ending: TouchSequenceEnd = .lifted, in window: UIWindow? = nil,
                              after delay: TimeInterval = 0) {
        runTouchSequence(fingers, ending: ending, in: window, stylus: nil, after: delay)
    }

    /// An Apple Pencil drawn along `path` (window coordinates): its touch is of type `.pencil`,
    /// pressing with `force` (of a maximum of 4.17, the Pencil's), held at `altitudeAngle`
    /// radians from the screen (π/2: upright) and pointing at `azimuthAngle` radians in the
    /// window (0: along +x). Its force, altitude and azimuth are reported as estimated, as a
    /// Pencil's are; the script's values are final, so no updates are expected.
    public func pencilStroke(_ path: FingerPath, force: CGFloat = 1, altitudeAngle: CGFloat = .pi / 3, azimuthAngle: CGFloat = 0,
                             in window: UIWindow? = nil, after delay: TimeInterval = 0) {
        runTouchSequence([path], ending: .lifted, in: window,
                         stylus: UITouch.StylusPose(force: force, altitude: altitudeAngle, azimuth: azimuthAngle), after: delay)
    }

    func runTouchSequence(_ fingers: [FingerPath], ending: TouchSequenceEnd, in window: UIWindow?, stylus: UITouch.StylusPose?,
                          after delay: TimeInterval) {
        let fingers = fingers.filter { !$0.points.isEmpty }
        guard !fingers.isEmpty else { return }
        let context = self.context
        let end = fingers.map(\.end).max()!
        // The moments something happens: each finger's start and end, and one per refresh
        // between. The fingers are where their paths put them at each moment; a moment is
        // delivered at a whole number of vsync intervals from the first start (so each refresh
        // gets one).
        var moments: [TimeInterval: TimeAmount] = [:]
        for finger in fingers {
            moments[finger.start] = TimeAmount(seconds: finger.start)
            moments[finger.end] = TimeAmount(seconds: finger.end)
        }
        let first = fingers.map(\.start).min()!
        for refresh in 1..<100_000 {
            let time = first + Double(refresh) / timing.refreshRate
            guard time < end else { break }
            moments[time] = TimeAmount(seconds: first) + (timing.instant(ofVsync: refresh) - .zero)
        }
        let steps = moments.sorted { $0.key < $1.key }
        input(after: delay, "touch sequence") { [weak window] _ in
            guard let target = window ?? context.app.frontWindow else { return }
            let state = TouchSequenceState(count: fingers.count)
            state.stylus = stylus
            for (time, delivery) in steps {
                context.loop.scheduleInput(after: delivery, "touch sequence") {
                    state.step(fingers, at: time, final: time == end, ending: ending, context: context, window: target)
                }
            }
        }
    }

    /// A pinch centred on `center` (window coordinates): two fingers on a line at `angle`
    /// radians, `startDistance` points apart, spread (or closed) to `endDistance` over
    /// `duration` seconds, then lifted (or cancelled by the system, with `ending`).
    public func pinch(at center: CGPoint, from startDistance: CGFloat = 100, to endDistance: CGFloat, angle: CGFloat = 0,
                      duration: TimeInterval = 0.3, ending: TouchSequenceEnd = .lifted, in window: UIWindow? = nil,
                      after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.3
        let start = startDistance.isFinite ? max(1, startDistance) : 100
        let finish = endDistance.isFinite ? max(1, endDistance) : start
        let (dx, dy) = (cos(angle) / 2, sin(angle) / 2)
        func finger(_ sign: CGFloat) -> FingerPath {
            FingerPath(from: CGPoint(x: center.x - sign * dx * start, y: center.y - sign * dy * start),
                       to: CGPoint(x: center.x - sign * dx * finish, y: center.y - sign * dy * finish), duration: duration)
        }
        touchSequence([finger(1), finger(-1)], ending: ending, in: window, after: delay)
    }

    /// A two-finger rotation about `center` (window coordinates): the fingers, `distance`
    /// points apart on a line at `startAngle`, turn by `angle` radians (positive clockwise on
    /// screen) over `duration` seconds along their circle, then lift (or are cancelled).
    public func rotate(at center: CGPoint, by angle: CGFloat, distance: CGFloat = 100, startAngle: CGFloat = 0,
                       duration: TimeInterval = 0.3, ending: TouchSequenceEnd = .lifted, in window: UIWindow? = nil,
                       after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.3
        let radius = (distance.isFinite ? max(2, distance) : 100) / 2
        let angle = angle.isFinite ? angle : 0
        let steps = max(2, Int(min(10_000, (duration * refreshRate).rounded())))
        func finger(_ offset: CGFloat) -> FingerPath {
            FingerPath((0...steps).map { i in
                let f = CGFloat(i) / CGFloat(steps)
                let a = startAngle + offset + angle * f
                return (duration * Double(f), CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
            })
        }
        touchSequence([finger(.pi), finger(0)], ending: ending, in: window, after: delay)
    }

    /// A finger drags from `start` to `end` (window coordinates of `window`, the front visible
    /// window when nil) in a straight line over `duration` seconds, moving once per frame, then lifts
    /// (or is cancelled by the system, with `ending`).
    public func pan(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, ending: TouchSequenceEnd = .lifted,
                    in window: UIWindow? = nil, after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.3
        touchSequence([FingerPath(from: start, to: end, duration: duration)], ending: ending, in: window, after: delay)
    }

    /// A finger held still at `point` for `duration` seconds, then lifted (a long press).
    public func press(at point: CGPoint, duration: TimeInterval = 0.6, in window: UIWindow? = nil, after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration >= 0 ? duration : 0.6
        touchSequence([FingerPath([(0, point), (duration, point)])], in: window, after: delay)
    }

    /// The system cancels every touch down `delay` seconds from now (an incoming call, a
    /// system gesture): gesture recognizers hear `touchesCancelled` (a recognized gesture is
    /// cancelled, one not yet recognized fails), then the views; the rest of those touches'
    /// scripts is dropped.
    public func cancelTouches(after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "touches cancelled") { _ in context.cancelAllTouches() }
    }
}

/// The touches of a running sequence, one per finger (nil before it goes down).
private final class TouchSequenceState {
    var touches: [UITouch?]
    var started: [Bool]
    /// The Pencil's pose when the sequence is a Pencil's (its touches are made as `.pencil`).
    var stylus: UITouch.StylusPose?

    init(count: Int) {
        touches = Array(repeating: nil, count: count)
        started = Array(repeating: false, count: count)
    }

    /// Delivers what happens at `time`: fingers going down, then the moves, then the fingers
    /// lifting (each kind one event).
    func step(_ fingers: [FingerPath], at time: TimeInterval, final: Bool, ending: TouchSequenceEnd,
              context: SimulationContext, window: UIWindow) {
        var began: [Int] = [], moved: [Int] = [], lifted: [Int] = []
        for (i, finger) in fingers.enumerated() {
            if !started[i] {
                if finger.start <= time { began.append(i) }
                continue
            }
            guard let touch = touches[i], !touch.hasLifted else { continue }
            if finger.end <= time { lifted.append(i) } else { moved.append(i) }
        }
        if !began.isEmpty {
            let made = UITouch.making(stylus) { context.deliverTouches(.began, began.map { (nil, fingers[$0].location(at: time)) }, in: window) }
            for (i, touch) in zip(began, made) {
                started[i] = true
                touches[i] = touch
                // A finger that goes down and up at the same moment lifts at once.
                if fingers[i].end <= time, touch != nil { lifted.append(i) }
            }
        }
        // Only fingers that moved make a move event (a finger held still sends none).
        let moves = moved.compactMap { i -> (UITouch?, CGPoint)? in
            guard let touch = touches[i], touch.windowLocation != fingers[i].location(at: time) else { return nil }
            return (touch, fingers[i].location(at: time))
        }
        if !moves.isEmpty { _ = context.deliverTouches(.moved, moves, in: window) }
        if !lifted.isEmpty {
            if ending == .cancelled && final {
                // The system cancels every touch of the sequence still down.
                let down = touches.compactMap { $0 }.filter { !$0.hasLifted }
                _ = context.deliverTouches(.cancelled, down.map { ($0, $0.windowLocation) }, in: window)
            } else {
                // A lifting finger is where its path ends: one last move there if it moved.
                let moves = lifted.compactMap { i -> (UITouch?, CGPoint)? in
                    guard let touch = touches[i], touch.windowLocation != fingers[i].location(at: time) else { return nil }
                    return (touch, fingers[i].location(at: time))
                }
                if !moves.isEmpty { _ = context.deliverTouches(.moved, moves, in: window) }
                _ = context.deliverTouches(.ended, lifted.compactMap { i in touches[i].map { ($0, fingers[i].location(at: time)) } }, in: window)
            }
        }
    }
}
