import Foundation

/// A finger on the screen, as a tap script delivers it.
open class UITouch: Hashable, @unchecked Sendable {
    /// Where the touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The phase of the delivery in progress.
    public internal(set) var phase: Phase
    /// Simulation seconds of the delivery.
    public internal(set) var timestamp: TimeInterval
    /// The number of taps (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The view the touch was delivered to (the hit-tested view).
    public internal(set) weak var view: UIView?
    /// The window it happened in.
    public internal(set) weak var window: UIWindow?
    let windowLocation: CGPoint

    init(phase: Phase, timestamp: TimeInterval, view: UIView?, window: UIWindow?, location: CGPoint) {
        self.phase = phase
        self.timestamp = timestamp
        tapCount = 1
        self.view = view
        self.window = window
        windowLocation = location
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event: the set of touches of one delivery.
open class UIEvent: @unchecked Sendable {
    /// The kinds of event.
    public enum EventType: Int, Sendable { case touches }

    public let type: EventType
    /// Simulation seconds.
    public let timestamp: TimeInterval
    let touches: Set<UITouch>

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        type = .touches
        self.touches = touches
        self.timestamp = timestamp
    }

    /// All touches of the event.
    open var allTouches: Set<UITouch>? { touches }
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
