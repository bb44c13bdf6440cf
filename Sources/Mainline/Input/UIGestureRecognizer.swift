import Foundation

/// Turns touches into a gesture: a state machine (possible → began → changed → ended, or
/// recognized at once for discrete gestures, or failed/cancelled) that calls its handlers.
///
/// A recognizer sends its action messages (`init(target:action:)`, `addTarget(_:action:)`:
/// a `Selector`, with the recognizer as the argument) or calls its closures (`init(handler:)`,
/// `addHandler(_:)`) at each state it reports, in the order they were added.
/// Recognizers on the touched view and its ancestors see touches before the view does; one
/// that recognizes cancels the view's touches when `cancelsTouchesInView` (the default).
@preconcurrency @MainActor
open class UIGestureRecognizer {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// A closure, or a target (held weakly) and the selector sent to it.
    struct Recipient {
        let handler: ((UIGestureRecognizer) -> Void)?
        weak var target: AnyObject?
        let action: Selector?
    }

    var storedState = State.possible
    var recipients: [Recipient] = []
    weak var storedView: UIView?
    var storedIsEnabled = true
    var storedCancelsTouchesInView = true
    /// The touch being tracked (one finger).
    var touch: UITouch?

    public init() { UIEntry.check("-[UIGestureRecognizer init]") }

    /// A recognizer that sends `action` to `target` with itself as the argument when its state
    /// changes to one it reports (UIKit's designated initializer; nil for either adds nothing,
    /// for subclasses that add targets later). The target is not retained.
    public init(target: Any?, action: Selector?) {
        UIEntry.check("-[UIGestureRecognizer initWithTarget:action:]")
        if let target, let action { recipients.append(Recipient(handler: nil, target: target as AnyObject, action: action)) }
    }

    /// A recognizer that calls `handler` when its state changes to one it reports.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        UIEntry.check("-[UIGestureRecognizer initWithTarget:action:]")
        self.init()
        recipients.append(Recipient(handler: handler, target: nil, action: nil))
    }

    open func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        UIEntry.check("-[UIGestureRecognizer addTarget:action:]", self)
        recipients.append(Recipient(handler: handler, target: nil, action: nil))
    }

    /// Also sends `action` to `target` (not retained) at each state the recognizer reports.
    /// Adding the same pair again does nothing.
    open func addTarget(_ target: Any, action: Selector) {
        let entry = UIEntry("-[UIGestureRecognizer addTarget:action:]", self); defer { entry.end() }
        let object = target as AnyObject
        guard !recipients.contains(where: { $0.target === object && $0.action == action }) else { return }
        recipients.append(Recipient(handler: nil, target: object, action: action))
    }

    /// Stops sending `action` (nil: every action) to `target` (nil: every target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let entry = UIEntry("-[UIGestureRecognizer removeTarget:action:]", self); defer { entry.end() }
        let object = target.map { $0 as AnyObject }
        recipients.removeAll { recipient in
            guard let selector = recipient.action else { return false }
            return (action.map { $0 == selector } ?? true) && (object == nil || recipient.target === object)
        }
    }

    open var state: State {
        get { let entry = UIEntry("-[UIGestureRecognizer state]", self); defer { entry.end() }; return storedState }
        set { let entry = UIEntry("-[UIGestureRecognizer setState:]", self); defer { entry.end() }; transition(to: newValue) }
    }

    open var view: UIView? {
        let entry = UIEntry("-[UIGestureRecognizer view]", self); defer { entry.end() }
        return storedView
    }

    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UIGestureRecognizer isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set {
            let entry = UIEntry("-[UIGestureRecognizer setEnabled:]", self); defer { entry.end() }
            storedIsEnabled = newValue
            if !newValue, storedState == .began || storedState == .changed { transition(to: .cancelled) }
        }
    }

    open var cancelsTouchesInView: Bool {
        get { let entry = UIEntry("-[UIGestureRecognizer cancelsTouchesInView]", self); defer { entry.end() }; return storedCancelsTouchesInView }
        set { let entry = UIEntry("-[UIGestureRecognizer setCancelsTouchesInView:]", self); defer { entry.end() }; storedCancelsTouchesInView = newValue }
    }

    /// The touch's location in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIGestureRecognizer locationInView:]", self); defer { entry.end() }
        return touch?.location(in: view) ?? .zero
    }

    open var numberOfTouches: Int {
        let entry = UIEntry("-[UIGestureRecognizer numberOfTouches]", self); defer { entry.end() }
        return touch == nil ? 0 : 1
    }

    // Subclasses follow the touch.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { UIEntry.check("-[UIGestureRecognizer touchesBegan:withEvent:]", self) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { UIEntry.check("-[UIGestureRecognizer touchesMoved:withEvent:]", self) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { UIEntry.check("-[UIGestureRecognizer touchesEnded:withEvent:]", self) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIGestureRecognizer touchesCancelled:withEvent:]", self)
        if storedState == .began || storedState == .changed { transition(to: .cancelled) } else { transition(to: .failed) }
    }

    /// Back to `.possible` after the gesture (UIKit resets at the end of the run loop turn).
    open func reset() { UIEntry.check("-[UIGestureRecognizer reset]", self) }

    /// Moves to `state`, calling the handlers for the states a gesture reports.
    func transition(to state: State) {
        storedState = state
        switch state {
        case .began, .changed, .ended, .cancelled:
            for recipient in recipients {
                if let handler = recipient.handler {
                    handler(self)
                } else if let action = recipient.action, let target = recipient.target {
                    SelectorDispatch.send(action, to: target, arguments: [self])
                }
            }
        case .possible, .failed:
            break
        }
    }

    var hasFinished: Bool { storedState == .ended || storedState == .cancelled || storedState == .failed }
}

/// A tap: the finger lifts within 10 points of where it went down (and, for
/// `numberOfTapsRequired` over 1, the taps follow within 0.35 s of each other).
open class UITapGestureRecognizer: UIGestureRecognizer {
    var storedNumberOfTapsRequired: Int = 1
    var storedNumberOfTouchesRequired: Int = 1

    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired: Int {
        get { let entry = UIEntry("-[UITapGestureRecognizer numberOfTapsRequired]", self); defer { entry.end() }; return storedNumberOfTapsRequired }
        set { let entry = UIEntry("-[UITapGestureRecognizer setNumberOfTapsRequired:]", self); defer { entry.end() }; storedNumberOfTapsRequired = newValue }
    }

    /// How many fingers (1 by default).
    open var numberOfTouchesRequired: Int {
        get { let entry = UIEntry("-[UITapGestureRecognizer numberOfTouchesRequired]", self); defer { entry.end() }; return storedNumberOfTouchesRequired }
        set { let entry = UIEntry("-[UITapGestureRecognizer setNumberOfTouchesRequired:]", self); defer { entry.end() }; storedNumberOfTouchesRequired = newValue }
    }
    var taps = 0
    var lastTapTime: TimeInterval = -.infinity

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UITapGestureRecognizer touchesBegan:withEvent:]", self)
        if let touch = touches.first, touch.storedTimestamp - lastTapTime > 0.35 { taps = 0 }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UITapGestureRecognizer touchesMoved:withEvent:]", self)
        if let touch = touches.first, touch.movedFromStart > 10 { transition(to: .failed) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UITapGestureRecognizer touchesEnded:withEvent:]", self)
        guard let touch = touches.first, storedState == .possible else { return }
        guard touch.movedFromStart <= 10 else { return transition(to: .failed) }
        taps += 1
        lastTapTime = touch.storedTimestamp
        if taps >= storedNumberOfTapsRequired {
            taps = 0
            transition(to: .recognized)
        }
    }
}

/// A pan: begins once the finger has moved 10 points, reports each move, ends when it lifts.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    var storedMinimumNumberOfTouches: Int = 1
    var storedMaximumNumberOfTouches: Int = Int.max

    /// The fewest fingers (1 by default).
    open var minimumNumberOfTouches: Int {
        get { let entry = UIEntry("-[UIPanGestureRecognizer minimumNumberOfTouches]", self); defer { entry.end() }; return storedMinimumNumberOfTouches }
        set { let entry = UIEntry("-[UIPanGestureRecognizer setMinimumNumberOfTouches:]", self); defer { entry.end() }; storedMinimumNumberOfTouches = newValue }
    }

    /// The most fingers.
    open var maximumNumberOfTouches: Int {
        get { let entry = UIEntry("-[UIPanGestureRecognizer maximumNumberOfTouches]", self); defer { entry.end() }; return storedMaximumNumberOfTouches }
        set { let entry = UIEntry("-[UIPanGestureRecognizer setMaximumNumberOfTouches:]", self); defer { entry.end() }; storedMaximumNumberOfTouches = newValue }
    }
    var translationOrigin: CGPoint = .zero
    var lastSamples: [(time: TimeInterval, point: CGPoint)] = []

    /// How far the finger moved since the gesture began (or the last `setTranslation`), in
    /// `view`'s coordinate space.
    open func translation(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIPanGestureRecognizer translationInView:]", self); defer { entry.end() }
        guard let touch else { return .zero }
        let now = touch.windowLocation
        return CGPoint(x: now.x - translationOrigin.x, y: now.y - translationOrigin.y)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let entry = UIEntry("-[UIPanGestureRecognizer setTranslation:inView:]", self); defer { entry.end() }
        guard let touch else { return }
        translationOrigin = CGPoint(x: touch.windowLocation.x - translation.x, y: touch.windowLocation.y - translation.y)
    }

    /// The finger's velocity over its last 50 ms of movement, in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIPanGestureRecognizer velocityInView:]", self); defer { entry.end() }
        guard let last = lastSamples.last, let first = lastSamples.first(where: { last.time - $0.time <= 0.05 }),
              last.time > first.time else { return .zero }
        let dt = last.time - first.time
        return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPanGestureRecognizer touchesBegan:withEvent:]", self)
        guard let touch = touches.first else { return }
        lastSamples = [(touch.storedTimestamp, touch.windowLocation)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPanGestureRecognizer touchesMoved:withEvent:]", self)
        guard let touch = touches.first else { return }
        lastSamples.append((touch.storedTimestamp, touch.windowLocation))
        if lastSamples.count > 16 { lastSamples.removeFirst(lastSamples.count - 16) }
        switch storedState {
        case .possible where touch.movedFromStart >= 10:
            translationOrigin = touch.startLocation
            transition(to: .began)
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIPanGestureRecognizer touchesEnded:withEvent:]", self)
        if storedState == .began || storedState == .changed { transition(to: .ended) } else { transition(to: .failed) }
    }
}

extension UITouch {
    /// Distance from where the touch went down.
    var movedFromStart: CGFloat {
        hypot(windowLocation.x - startLocation.x, windowLocation.y - startLocation.y)
    }
}

extension UIView {
    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let entry = UIEntry("-[UIView gestureRecognizers]", self); defer { entry.end() }
            return storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers
        }
        set {
            let entry = UIEntry("-[UIView setGestureRecognizers:]", self); defer { entry.end() }
            for g in storedGestureRecognizers { g.storedView = nil }
            storedGestureRecognizers = []
            for g in newValue ?? [] { attach(g) }
        }
    }

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        let entry = UIEntry("-[UIView addGestureRecognizer:]", self); defer { entry.end() }
        attach(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        let entry = UIEntry("-[UIView removeGestureRecognizer:]", self); defer { entry.end() }
        guard recognizer.storedView === self else { return }
        storedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.storedView = nil
    }

    private func attach(_ recognizer: UIGestureRecognizer) {
        recognizer.storedView?.storedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.storedView = self
        storedGestureRecognizers.append(recognizer)
    }
}

/// Delivery of touches to recognizers, before the view.
enum GestureDelivery {
    /// Sends `touch` to the enabled recognizers of `view` and its ancestors; returns whether
    /// one of them has recognized and cancels the view's touches.
    static func deliver(_ touch: UITouch, _ phase: UITouch.Phase, _ event: UIEvent, from view: UIView) -> Bool {
        var recognizers: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            recognizers += current.storedGestureRecognizers.filter { recognizer in
                // UIKit: "default control actions prevent overlapping gesture recognizer
                // behavior" — a control's own taps win over an ancestor's single-tap
                // recognizer, and a slider's or switch's drag over an ancestor's pan.
                guard recognizer.storedIsEnabled else { return false }
                guard current !== view, let control = view as? UIControl, control.storedIsEnabled else { return true }
                if let tap = recognizer as? UITapGestureRecognizer { return tap.storedNumberOfTapsRequired != 1 }
                if recognizer is UIPanGestureRecognizer { return !(control is UISlider || control is UISwitch) }
                return true
            }
            v = current.storedSuperview
        }
        guard !recognizers.isEmpty else { return false }
        var cancels = false
        // Recognizers do not recognize simultaneously (UIKit's default): once one has, those
        // still possible fail; the view's own come first, then its ancestors', innermost first.
        var oneRecognized = recognizers.contains { $0.touch === touch && ($0.storedState == .began || $0.storedState == .changed) }
        for recognizer in recognizers {
            if oneRecognized && recognizer.storedState == .possible && phase != .began {
                recognizer.storedState = .failed
                continue
            }
            if phase == .began {
                if recognizer.hasFinished { recognizer.storedState = .possible; recognizer.reset() }
                recognizer.touch = touch
            }
            guard recognizer.touch === touch, !recognizer.hasFinished || phase != .began else { continue }
            switch phase {
            case .began: recognizer.touchesBegan([touch], with: event)
            case .moved, .stationary: if !recognizer.hasFinished { recognizer.touchesMoved([touch], with: event) }
            case .ended: if !recognizer.hasFinished { recognizer.touchesEnded([touch], with: event) }
            case .cancelled: if !recognizer.hasFinished { recognizer.touchesCancelled([touch], with: event) }
            }
            let recognized = recognizer.storedState == .began || recognizer.storedState == .changed || recognizer.storedState == .ended
            if recognized { oneRecognized = true }
            if recognized && recognizer.storedCancelsTouchesInView { cancels = true }
        }
        return cancels
    }
}

extension Simulation {
    /// A finger drags from `start` to `end` (window coordinates of `window`, the first window
    /// when nil) in a straight line over `duration` seconds, moving once per frame, then lifts.
    public func pan(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, in window: UIWindow? = nil,
                    after delay: TimeInterval = 0) {
        let duration = duration.isFinite && duration > 0 ? duration : 0.3
        let steps = max(1, Int(min(10_000, (duration * refreshRate).rounded())))
        let context = self.context
        input(after: delay, "pan") { [weak window] _ in
            guard let target = window ?? context.windows.first,
                  let touch = context.deliverTouch(.began, at: start, in: target, touch: nil) else { return }
            for step in 1...steps {
                let f = CGFloat(step) / CGFloat(steps)
                let point = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
                context.scheduleInput(after: duration * Double(step) / Double(steps), "pan") {
                    _ = context.deliverTouch(.moved, at: point, in: target, touch: touch)
                    if step == steps { _ = context.deliverTouch(.ended, at: point, in: target, touch: touch) }
                }
            }
        }
    }
}
