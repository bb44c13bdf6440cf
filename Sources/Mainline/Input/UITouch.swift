import Foundation

/// A finger on the screen, as a gesture script delivers it.
open class UITouch: Hashable, @unchecked Sendable {
    /// Where the touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
        /// A pointer entered the view's region (hovering, no button down).
        case regionEntered
        /// A pointer moved in the view's region.
        case regionMoved
        /// A pointer left the view's region.
        case regionExited
    }

    /// The properties of a touch that may be estimated (and updated later).
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Properties from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `force`.
        public static let force = Properties(rawValue: 1 << 0)
        /// `azimuthAngle(in:)` and `azimuthUnitVector(in:)`.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// `altitudeAngle`.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// `location(in:)` and `previousLocation(in:)`.
        public static let location = Properties(rawValue: 1 << 3)
        /// `rollAngle`.
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// How an Apple Pencil touches the screen (a scripted stroke's).
    struct StylusPose {
        var force: CGFloat
        var altitude: CGFloat
        var azimuth: CGFloat
    }

    /// What touches the screen.
    public enum TouchType: Int, Sendable {
        /// A finger.
        case direct
        /// A touch through an indirect input (a remote).
        case indirect
        /// An Apple Pencil.
        case pencil
        /// A pointer (a trackpad or mouse).
        case indirectPointer

        /// An Apple Pencil (the name before iOS 10.3).
        @available(*, deprecated, renamed: "pencil")
        public static var stylus: TouchType { .pencil }
    }

    /// The Pencil's pose while a scripted stroke's touches are made on this thread.
    private static let pendingStylusKey = "Mainline.UITouch.pendingStylus"

    /// Runs `body` with touches made in it being a Pencil's in `pose` (fingers when nil).
    static func making<T>(_ pose: StylusPose?, _ body: () -> T) -> T {
        guard let pose else { return body() }
        let dictionary = Thread.current.threadDictionary
        dictionary[pendingStylusKey] = pose
        defer { dictionary.removeObject(forKey: pendingStylusKey) }
        return body()
    }

    /// The Pencil's pose (nil for a finger).
    var stylus: StylusPose?

    var storedPhase: Phase
    var storedTimestamp: Instant
    var storedTapCount = 1
    weak var storedView: UIView?
    weak var storedWindow: UIWindow?
    var windowLocation: CGPoint
    /// Where the touch went down (window coordinates), for gesture recognizers.
    let startLocation: CGPoint
    let startTimestamp: Instant
    /// Set once a gesture recognizer cancelled the touch for its view: the view hears no more of it.
    var cancelledForView = false
    /// Whether the view has heard the touch begin, and end (or be cancelled).
    var viewHasBegun = false
    var viewHasEnded = false
    /// The scroll view holding the touch back from its view (`delaysContentTouches`) until it
    /// knows whether the touch becomes a drag.
    weak var heldByScrollView: UIScrollView?
    /// Whether the enclosing scroll view has had its say (held the touch or let it through).
    var contentDelayDone = false
    /// Where the touch was at the delivery before this one (window coordinates).
    var previousWindowLocation: CGPoint

    /// The phase of the delivery in progress.
    public var phase: Phase { let entry = UIEntry("-[UITouch phase]", self); defer { entry.end() }; return storedPhase }
    /// Simulation seconds of the delivery.
    public var timestamp: TimeInterval { let entry = UIEntry("-[UITouch timestamp]", self); defer { entry.end() }; return storedTimestamp.seconds }
    /// The number of taps (1 for a single tap).
    public var tapCount: Int { let entry = UIEntry("-[UITouch tapCount]", self); defer { entry.end() }; return storedTapCount }
    /// The view the touch was delivered to (the hit-tested view).
    public var view: UIView? { let entry = UIEntry("-[UITouch view]", self); defer { entry.end() }; return storedView }
    /// The window it happened in.
    public var window: UIWindow? { let entry = UIEntry("-[UITouch window]", self); defer { entry.end() }; return storedWindow }

    init(phase: Phase, timestamp: Instant, view: UIView?, window: UIWindow?, location: CGPoint) {
        storedPhase = phase
        storedTimestamp = timestamp
        storedView = view
        storedWindow = window
        windowLocation = location
        previousWindowLocation = location
        startLocation = location
        startTimestamp = timestamp
        stylus = Thread.current.threadDictionary[Self.pendingStylusKey] as? StylusPose
    }

    /// Where the touch was at the previous delivery, in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UITouch previousLocationInView:]", self); defer { entry.end() }
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: storedWindow)
    }

    /// A finger (`.direct`), or `.pencil` for a scripted Pencil stroke.
    open var type: TouchType { let entry = UIEntry("-[UITouch type]", self); defer { entry.end() }; return stylus == nil ? .direct : .pencil }

    /// The pressure (a finger on a screen without 3D Touch: 0; a Pencil's as scripted).
    open var force: CGFloat { let entry = UIEntry("-[UITouch force]", self); defer { entry.end() }; return stylus?.force ?? 0 }

    /// The most pressure the screen reports (0 for a finger without 3D Touch; 4.17 for a Pencil,
    /// the value iPads report).
    open var maximumPossibleForce: CGFloat { let entry = UIEntry("-[UITouch maximumPossibleForce]", self); defer { entry.end() }; return stylus == nil ? 0 : 4.17 }

    /// The angle of a Pencil to the screen, in radians (π/2: upright, as it always is for a
    /// finger).
    open var altitudeAngle: CGFloat { let entry = UIEntry("-[UITouch altitudeAngle]", self); defer { entry.end() }; return stylus?.altitude ?? .pi / 2 }

    /// The direction a Pencil points in `view`'s coordinates (the window's when nil), in
    /// radians from its +x axis (0 for a finger).
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        let entry = UIEntry("-[UITouch azimuthAngleInView:]", self); defer { entry.end() }
        let vector = azimuthVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The direction a Pencil points in `view`'s coordinates (the window's when nil), as a
    /// vector of length 1 ((1, 0) for a finger).
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let entry = UIEntry("-[UITouch azimuthUnitVectorInView:]", self); defer { entry.end() }
        return azimuthVector(in: view)
    }

    /// The azimuth as a unit vector in `view`'s coordinates: the window's direction carried
    /// through the view's transforms.
    private func azimuthVector(in view: UIView?) -> CGVector {
        let angle = stylus?.azimuth ?? 0
        let direction = CGVector(dx: cos(angle), dy: sin(angle))
        guard let view else { return direction }
        let from = view.convert(windowLocation, from: storedWindow)
        let to = view.convert(CGPoint(x: windowLocation.x + direction.dx, y: windowLocation.y + direction.dy), from: storedWindow)
        let length = hypot(to.x - from.x, to.y - from.y)
        guard length > 0 else { return direction }
        return CGVector(dx: (to.x - from.x) / length, dy: (to.y - from.y) / length)
    }

    /// The Pencil's roll about its axis, in radians (0: Mainline's Pencils do not roll; 0 for a
    /// finger).
    open var rollAngle: CGFloat { let entry = UIEntry("-[UITouch rollAngle]", self); defer { entry.end() }; return 0 }

    /// The properties whose values are estimates: a Pencil's force, azimuth and altitude; none
    /// for a finger.
    open var estimatedProperties: Properties {
        let entry = UIEntry("-[UITouch estimatedProperties]", self); defer { entry.end() }
        return stylus == nil ? [] : [.force, .azimuth, .altitude]
    }

    /// The estimated properties whose refined values will come later (none: scripted values
    /// are final).
    open var estimatedPropertiesExpectingUpdates: Properties {
        let entry = UIEntry("-[UITouch estimatedPropertiesExpectingUpdates]", self); defer { entry.end() }
        return []
    }

    /// The number relating later updates to this touch (nil: no updates are expected).
    open var estimationUpdateIndex: NSNumber? {
        let entry = UIEntry("-[UITouch estimationUpdateIndex]", self); defer { entry.end() }
        return nil
    }

    /// Where the touch is in `view`'s coordinates at full precision (the script's points are
    /// exact, so this is `location(in:)`).
    open func preciseLocation(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UITouch preciseLocationInView:]", self); defer { entry.end() }
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: storedWindow)
    }

    /// Where the touch was at the previous delivery at full precision (`previousLocation(in:)`).
    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UITouch precisePreviousLocationInView:]", self); defer { entry.end() }
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: storedWindow)
    }

    /// The radius of the touched area, in points (a fingertip's).
    open var majorRadius: CGFloat { let entry = UIEntry("-[UITouch majorRadius]", self); defer { entry.end() }; return stylus == nil ? 20 : 0.25 }

    /// How far `majorRadius` may be off, in points (Mainline's model: a fingertip's ±5, a
    /// Pencil's tip exact).
    open var majorRadiusTolerance: CGFloat { let entry = UIEntry("-[UITouch majorRadiusTolerance]", self); defer { entry.end() }; return stylus == nil ? 5 : 0 }

    /// The recognizers that follow the touch.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        let entry = UIEntry("-[UITouch gestureRecognizers]", self); defer { entry.end() }
        guard let view = storedView else { return nil }
        let following = GestureDelivery.recognizers(for: view).filter { $0.follows(self) }
        return following.isEmpty ? nil : following
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UITouch locationInView:]", self); defer { entry.end() }
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: storedWindow)
    }

    // Identity: safe from any thread (no state is read).
    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { let entry = UIEntry("-[UITouch hash]", self); defer { entry.end() }; hasher.combine(ObjectIdentifier(self)) }
}

/// An event: the set of touches of one delivery, or a motion, remote-control or press event
/// (see UIEvent+Kinds.swift).
open class UIEvent: @unchecked Sendable {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        /// Fingers on the screen.
        case touches = 0
        /// The device moved (a shake).
        case motion = 1
        /// A media control (headphones, the lock screen).
        case remoteControl = 2
        /// Physical buttons or keys.
        case presses = 3
        /// A scroll of a trackpad or mouse wheel.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A trackpad pinch or rotation.
        case transform = 14
    }

    let storedTimestamp: Instant
    let touches: Set<UITouch>
    /// The event's kind and subtype.
    var storedType = EventType.touches
    var storedSubtype = EventSubtype.none
    /// A touch event's delivery: the window, the touches whose phase changed and that phase.
    weak var touchWindow: UIWindow?
    var changedTouches: [UITouch] = []
    var changedPhase = UITouch.Phase.began
    /// A motion event's phase; a press event's modifier keys.
    var motionPhase = MotionPhase.began
    var storedModifierFlags = UIKeyModifierFlags()

    /// The kind of event.
    public var type: EventType { UIEntry.check("-[UIEvent type]", self); return storedType }
    /// Simulation seconds.
    public var timestamp: TimeInterval { let entry = UIEntry("-[UIEvent timestamp]", self); defer { entry.end() }; return storedTimestamp.seconds }

    init(touches: Set<UITouch>, timestamp: Instant) {
        self.touches = touches
        storedTimestamp = timestamp
    }

    /// All touches of the event: every finger down in its window.
    open var allTouches: Set<UITouch>? { let entry = UIEntry("-[UIEvent allTouches]", self); defer { entry.end() }; return touches }

    /// The event's touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let entry = UIEntry("-[UIEvent touchesForView:]", self); defer { entry.end() }
        let found = touches.filter { $0.storedView === view }
        return found.isEmpty ? nil : found
    }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let entry = UIEntry("-[UIEvent touchesForWindow:]", self); defer { entry.end() }
        let found = touches.filter { $0.storedWindow === window }
        return found.isEmpty ? nil : found
    }

    /// The event's touches that `gesture` follows.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let entry = UIEntry("-[UIEvent touchesForGestureRecognizer:]", self); defer { entry.end() }
        let found = touches.filter(gesture.follows)
        return found.isEmpty ? nil : found
    }
}

extension UIView {
    /// UIKit's hit test: hidden, non-interactive or nearly transparent views (alpha < 0.01) and
    /// their subtrees are skipped; subviews are tried front (last) to back.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !storedIsHidden, storedIsUserInteractionEnabled, storedAlpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
