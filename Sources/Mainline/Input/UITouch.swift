import Foundation

/// A finger on the screen, as a gesture script delivers it.
open class UITouch: Hashable, @unchecked Sendable {
    /// Where the touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
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
    }

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
    }

    /// Where the touch was at the previous delivery, in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UITouch previousLocationInView:]", self); defer { entry.end() }
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: storedWindow)
    }

    /// A finger (`.direct`).
    open var type: TouchType { let entry = UIEntry("-[UITouch type]", self); defer { entry.end() }; return .direct }

    /// The pressure (a finger on a screen without 3D Touch: 0).
    open var force: CGFloat { let entry = UIEntry("-[UITouch force]", self); defer { entry.end() }; return 0 }

    /// The most pressure the screen reports (0 without 3D Touch).
    open var maximumPossibleForce: CGFloat { let entry = UIEntry("-[UITouch maximumPossibleForce]", self); defer { entry.end() }; return 0 }

    /// The radius of the touched area, in points (a fingertip's).
    open var majorRadius: CGFloat { let entry = UIEntry("-[UITouch majorRadius]", self); defer { entry.end() }; return 20 }

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
