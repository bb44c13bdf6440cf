import Foundation

/// Turns touches into a gesture: a state machine (possible → began → changed → ended, or
/// recognized at once for discrete gestures, or failed/cancelled) that calls its handlers.
///
/// A recognizer sends its action messages (`init(target:action:)`, `addTarget(_:action:)`:
/// a `Selector`, with the recognizer as the argument) or calls its closures (`init(handler:)`,
/// `addHandler(_:)`) at each state it reports, in the order they were added.
/// Recognizers on the touched view and its ancestors see touches before the view does; one
/// that recognizes cancels the view's touches when `cancelsTouchesInView` (the default) —
/// the view hears `touchesCancelled` just before the handlers run (UIKit's header).
///
/// After a terminal state (ended, cancelled, failed) the recognizer calls `reset()` and is
/// `.possible` again once the event that ended the attempt has been handled, as UIKit resets
/// it; it hears nothing more of the touches of that attempt.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended

        /// Whether an attempt is over: the recognizer resets after it.
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether the gesture has been recognized (it may still be going on).
        var isRecognized: Bool { self == .began || self == .changed || self == .ended }
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
    var storedDelaysTouchesBegan = false
    var storedDelaysTouchesEnded = true
    var storedAllowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    var storedAllowedPressTypes: [NSNumber] = []
    var storedRequiresExclusiveTouchType = true
    weak var storedDelegate: UIGestureRecognizerDelegate?
    var storedName: String?
    /// The touches of the current attempt, in the order they went down.
    var trackedTouches: [UITouch] = []
    /// Touches of an attempt that is over: no more updates until they lift (UIKit's `reset()`).
    var ignoredTouches: [UITouch] = []
    /// Recognizers that must fail before this one may recognize (`require(toFail:)`).
    var requiredToFail: [WeakRecognizer] = []
    /// Recognizers that wait for this one to fail.
    var failureDependents: [WeakRecognizer] = []
    /// The state a recognition that waits for required failures will take.
    var pendingRecognition: State?

    /// The first touch of the attempt.
    var touch: UITouch? { trackedTouches.first }

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

    /// Adds a handler, called at each state the recognizer reports (began, changed, ended,
    /// cancelled), as a target–action pair is.
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

    /// Sends the recognizer's actions — its closures and target–action pairs, in the order they
    /// were added — each as a handler of the app's.
    func sendActions() {
        let context = storedView?.context
        // A recognized gesture is input even when no touch moved in this frame (a long press
        // recognized by its timer).
        context?.loop.timeline.markInput()
        for recipient in recipients {
            if let handler = recipient.handler {
                if let context {
                    context.loop.span(.actionHandler, "\(Swift.type(of: self)) handler", object: storedView, isApp: true) { handler(self) }
                } else {
                    handler(self)
                }
            } else if let action = recipient.action, let target = recipient.target {
                SelectorDispatch.send(action, to: target, arguments: [self])
            }
        }
    }

    /// The recognizer's state. Subclasses set it from their touch methods; a change out of
    /// `.possible` asks the delegate (`gestureRecognizerShouldBegin(_:)`) and waits for the
    /// recognizers it requires to fail.
    open var state: State {
        get { let entry = UIEntry("-[UIGestureRecognizer state]", self); defer { entry.end() }; return storedState }
        set { let entry = UIEntry("-[UIGestureRecognizer setState:]", self); defer { entry.end() }; transition(to: newValue) }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? {
        let entry = UIEntry("-[UIGestureRecognizer view]", self); defer { entry.end() }
        return storedView
    }

    /// The delegate (not retained).
    open var delegate: UIGestureRecognizerDelegate? {
        get { let entry = UIEntry("-[UIGestureRecognizer delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIGestureRecognizer setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// A name for debugging.
    open var name: String? {
        get { let entry = UIEntry("-[UIGestureRecognizer name]", self); defer { entry.end() }; return storedName }
        set { let entry = UIEntry("-[UIGestureRecognizer setName:]", self); defer { entry.end() }; storedName = newValue }
    }

    /// Whether the recognizer takes touches (true). Turning it off while it recognizes cancels
    /// the gesture; while it is possible, the attempt fails.
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UIGestureRecognizer isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set {
            let entry = UIEntry("-[UIGestureRecognizer setEnabled:]", self); defer { entry.end() }
            storedIsEnabled = newValue
            guard !newValue else { return }
            if storedState == .began || storedState == .changed {
                transition(to: .cancelled)
            } else if storedState == .possible && !trackedTouches.isEmpty {
                transition(to: .failed)
            }
        }
    }

    /// Whether the view's touches of a recognized gesture are cancelled (true).
    open var cancelsTouchesInView: Bool {
        get { let entry = UIEntry("-[UIGestureRecognizer cancelsTouchesInView]", self); defer { entry.end() }; return storedCancelsTouchesInView }
        set { let entry = UIEntry("-[UIGestureRecognizer setCancelsTouchesInView:]", self); defer { entry.end() }; storedCancelsTouchesInView = newValue }
    }

    /// Whether the view hears of a touch only once the recognizer has failed (false; kept).
    open var delaysTouchesBegan: Bool {
        get { let entry = UIEntry("-[UIGestureRecognizer delaysTouchesBegan]", self); defer { entry.end() }; return storedDelaysTouchesBegan }
        set { let entry = UIEntry("-[UIGestureRecognizer setDelaysTouchesBegan:]", self); defer { entry.end() }; storedDelaysTouchesBegan = newValue }
    }

    /// Whether the view hears a touch end only once the recognizer has failed (true; kept).
    open var delaysTouchesEnded: Bool {
        get { let entry = UIEntry("-[UIGestureRecognizer delaysTouchesEnded]", self); defer { entry.end() }; return storedDelaysTouchesEnded }
        set { let entry = UIEntry("-[UIGestureRecognizer setDelaysTouchesEnded:]", self); defer { entry.end() }; storedDelaysTouchesEnded = newValue }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes;
    /// if the other recognizes instead, this one fails (a single tap that requires a double tap
    /// to fail).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        let entry = UIEntry("-[UIGestureRecognizer requireGestureRecognizerToFail:]", self); defer { entry.end() }
        guard otherGestureRecognizer !== self, !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.failureDependents.append(WeakRecognizer(self))
    }

    /// Where the gesture is in `view`'s coordinates: the centroid of its touches (the window's
    /// coordinates when nil).
    open func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIGestureRecognizer locationInView:]", self); defer { entry.end() }
        return centroidLocation(in: view)
    }

    /// Where touch `touchIndex` of the gesture is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIGestureRecognizer locationOfTouch:inView:]", self); defer { entry.end() }
        guard trackedTouches.indices.contains(touchIndex) else {
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: -[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count)); returning CGPointZero.
            """, in: storedView?.context)
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the gesture involves.
    open var numberOfTouches: Int {
        let entry = UIEntry("-[UIGestureRecognizer numberOfTouches]", self); defer { entry.end() }
        return trackedTouches.count
    }

    // Subclasses follow the touches (call super, as in UIKit).

    /// New touches of the attempt went down.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { UIEntry.check("-[UIGestureRecognizer touchesBegan:withEvent:]", self) }
    /// Touches of the attempt moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { UIEntry.check("-[UIGestureRecognizer touchesMoved:withEvent:]", self) }
    /// Touches of the attempt lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { UIEntry.check("-[UIGestureRecognizer touchesEnded:withEvent:]", self) }
    /// The system cancelled touches of the attempt: a recognized gesture is cancelled, one not
    /// recognized yet fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        UIEntry.check("-[UIGestureRecognizer touchesCancelled:withEvent:]", self)
        if storedState == .began || storedState == .changed { transition(to: .cancelled) } else if storedState == .possible { transition(to: .failed) }
    }

    /// The kinds of touch (`UITouch.TouchType` raw values) the recognizer sees; others pass it
    /// by. Every kind by default.
    open var allowedTouchTypes: [NSNumber] {
        get { let entry = UIEntry("-[UIGestureRecognizer allowedTouchTypes]", self); defer { entry.end() }; return storedAllowedTouchTypes }
        set { let entry = UIEntry("-[UIGestureRecognizer setAllowedTouchTypes:]", self); defer { entry.end() }; storedAllowedTouchTypes = newValue }
    }

    /// The kinds of press (`UIPress.PressType` raw values) the recognizer sees: none by default
    /// on iOS, so presses go to the responders.
    open var allowedPressTypes: [NSNumber] {
        get { let entry = UIEntry("-[UIGestureRecognizer allowedPressTypes]", self); defer { entry.end() }; return storedAllowedPressTypes }
        set { let entry = UIEntry("-[UIGestureRecognizer setAllowedPressTypes:]", self); defer { entry.end() }; storedAllowedPressTypes = newValue }
    }

    /// Whether an attempt follows one kind of touch only.
    open var requiresExclusiveTouchType: Bool {
        get { let entry = UIEntry("-[UIGestureRecognizer requiresExclusiveTouchType]", self); defer { entry.end() }; return storedRequiresExclusiveTouchType }
        set { let entry = UIEntry("-[UIGestureRecognizer setRequiresExclusiveTouchType:]", self); defer { entry.end() }; storedRequiresExclusiveTouchType = newValue }
    }

    /// Whether the recognizer sees touches of `type`.
    func allows(_ type: UITouch.TouchType) -> Bool {
        storedAllowedTouchTypes.contains { $0.intValue == type.rawValue }
    }

    // Presses of an allowed type (subclasses follow them; call super).

    /// Presses of an allowed type went down.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) { UIEntry.check("-[UIGestureRecognizer pressesBegan:withEvent:]", self) }
    /// Presses of an allowed type changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) { UIEntry.check("-[UIGestureRecognizer pressesChanged:withEvent:]", self) }
    /// Presses of an allowed type lifted.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) { UIEntry.check("-[UIGestureRecognizer pressesEnded:withEvent:]", self) }
    /// The system cancelled presses: a recognized gesture is cancelled, one not recognized yet fails.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        UIEntry.check("-[UIGestureRecognizer pressesCancelled:withEvent:]", self)
        if storedState == .began || storedState == .changed { transition(to: .cancelled) } else if storedState == .possible { transition(to: .failed) }
    }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (subclasses override
    /// it; false by default). Asked for each recognizer of the same touches, like the delegate.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        UIEntry.check("-[UIGestureRecognizer shouldRequireFailureOfGestureRecognizer:]", self)
        return false
    }

    /// Whether `otherGestureRecognizer` waits for this one to fail (subclasses override it;
    /// false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        UIEntry.check("-[UIGestureRecognizer shouldBeRequiredToFailByGestureRecognizer:]", self)
        return false
    }

    /// Whether the recognizer looks at `event` at all (subclasses override it; true by default).
    open func shouldReceive(_ event: UIEvent) -> Bool {
        UIEntry.check("-[UIGestureRecognizer shouldReceiveEvent:]", self)
        return true
    }

    /// Stops following `touch`: the recognizer gets no more of its phases in this attempt.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        let entry = UIEntry("-[UIGestureRecognizer ignoreTouch:forEvent:]", self); defer { entry.end() }
        trackedTouches.removeAll { $0 === touch }
        if !ignoredTouches.contains(where: { $0 === touch }) { ignoredTouches.append(touch) }
    }

    /// The modifier keys held during the gesture (none for a finger's touches).
    open var modifierFlags: UIKeyModifierFlags {
        let entry = UIEntry("-[UIGestureRecognizer modifierFlags]", self); defer { entry.end() }
        return []
    }

    /// The mouse buttons held (a finger's touch counts as the primary button).
    open var buttonMask: UIEvent.ButtonMask {
        let entry = UIEntry("-[UIGestureRecognizer buttonMask]", self); defer { entry.end() }
        return trackedTouches.isEmpty ? [] : .primary
    }

    /// Estimated touch properties (a Pencil's force, azimuth) were refined (none are estimated here).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        UIEntry.check("-[UIGestureRecognizer touchesEstimatedPropertiesUpdated:]", self)
    }

    /// Called after every attempt (once the recognizer is back to `.possible`): subclasses
    /// clear what they kept of it.
    open func reset() { UIEntry.check("-[UIGestureRecognizer reset]", self) }

    /// Whether this recognizer may recognize at the same time as `preventedGestureRecognizer`
    /// (true by default; subclasses refine it, as in UIKit).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        UIEntry.check("-[UIGestureRecognizer canPreventGestureRecognizer:]", self)
        return true
    }

    /// Whether `preventingGestureRecognizer` may keep this one from recognizing (true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        UIEntry.check("-[UIGestureRecognizer canBePreventedByGestureRecognizer:]", self)
        return true
    }

    // MARK: - The state machine

    /// What the built-in recognizers keep of an attempt, cleared by the runtime after it
    /// (whether or not a subclass's `reset()` calls super).
    func clearAttempt() {}

    /// Moves to `state`: leaving `.possible` asks the delegate and the view, and waits for or
    /// gives way to the recognizers this one requires to fail; the handlers run for the
    /// states a gesture reports (after the view's touches are cancelled, within a delivery).
    func transition(to state: State) {
        if storedState == .possible, state == .began || state == .ended {
            guard mayBegin() else { return transition(to: .failed) }
            switch requiredFailures() {
            case .oneRecognized: return transition(to: .failed)
            case .waiting:
                pendingRecognition = state
                return
            case .allFailed:
                break
            }
        }
        storedState = state
        switch state {
        case .began, .changed, .ended, .cancelled:
            GestureDelivery.actionDue(self)
        case .possible, .failed:
            break
        }
        if state == .began || state == .ended {
            // Those waiting for this one to fail fail instead.
            for dependent in failureDependents.compactMap(\.recognizer) where dependent.pendingRecognition != nil {
                dependent.pendingRecognition = nil
                dependent.transition(to: .failed)
            }
        }
        if state == .failed || state == .cancelled {
            pendingRecognition = nil
            for dependent in failureDependents.compactMap(\.recognizer) { dependent.requiredRecognizerFailed() }
        }
        if state.isTerminal { GestureDelivery.resetDue(self) }
    }

    /// The delegate, then the views the touches are in up to the recognizer's own (a slider
    /// keeps an ancestor's swipe from beginning so), may refuse.
    private func mayBegin() -> Bool {
        if let delegate = storedDelegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        guard let home = storedView else { return true }
        var asked: [UIView] = []
        for touch in trackedTouches {
            var v = touch.storedView
            while let view = v, !asked.contains(where: { $0 === view }) {
                asked.append(view)
                if view === home { break }
                v = view.storedSuperview
            }
        }
        if !asked.contains(where: { $0 === home }) { asked.append(home) }
        return asked.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
    }

    enum RequiredFailures { case allFailed, waiting, oneRecognized }

    /// The recognizers this one waits for: those given to `require(toFail:)`, and those of the
    /// handling in progress the delegates or subclasses tie to it (`shouldRequireFailureOf`,
    /// `shouldBeRequiredToFailBy`).
    private var requiredRecognizers: [UIGestureRecognizer] {
        var required = requiredToFail.compactMap(\.recognizer)
        for other in storedView?.storedWindow?.gestureRound?.involved ?? [] where other !== self && !required.contains(where: { $0 === other }) {
            // The subclasses' overrides count as the delegates' answers do (UIKit asks both).
            if storedDelegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.storedDelegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
                || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) {
                required.append(other)
                if !other.failureDependents.contains(where: { $0.recognizer === self }) { other.failureDependents.append(WeakRecognizer(self)) }
            }
        }
        return required
    }

    private func requiredFailures() -> RequiredFailures {
        var waiting = false
        for required in requiredRecognizers where required.storedIsEnabled && required.storedView != nil {
            if required.storedState.isRecognized { return .oneRecognized }
            if required.storedState == .possible && !required.trackedTouches.isEmpty { waiting = true }
        }
        return waiting ? .waiting : .allFailed
    }

    /// A recognizer this one requires to fail has failed: a recognition that waited for it
    /// happens now, if nothing else holds it back.
    private func requiredRecognizerFailed() {
        guard let pending = pendingRecognition, storedState == .possible else { return }
        switch requiredFailures() {
        case .waiting: return
        case .oneRecognized:
            pendingRecognition = nil
            transition(to: .failed)
        case .allFailed:
            storedState = pending
            pendingRecognition = nil
            GestureDelivery.actionDue(self)
            if pending.isTerminal { GestureDelivery.resetDue(self) }
        }
    }

    /// Back to `.possible` after an attempt: the runtime's part (touches of the attempt are
    /// ignored from now on), then `reset()`.
    func resetAfterAttempt() {
        guard storedState.isTerminal else { return }
        storedState = .possible
        pendingRecognition = nil
        ignoredTouches = (ignoredTouches + trackedTouches).filter { !$0.hasLifted }
        trackedTouches = []
        clearAttempt()
        reset()
    }

    /// Starts following `touch` (a new finger of the attempt).
    func track(_ touch: UITouch) {
        if !trackedTouches.contains(where: { $0 === touch }) { trackedTouches.append(touch) }
    }

    /// Whether the recognizer follows `touch` in this attempt.
    func follows(_ touch: UITouch) -> Bool { trackedTouches.contains { $0 === touch } }

    /// The centroid of the touches in `view`'s coordinates.
    func centroidLocation(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in trackedTouches {
            let point = touch.location(in: view)
            sum.x += point.x
            sum.y += point.y
        }
        let n = CGFloat(trackedTouches.count)
        return CGPoint(x: sum.x / n, y: sum.y / n)
    }

    /// The centroid of the touches in window coordinates.
    var windowCentroid: CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let n = CGFloat(trackedTouches.count)
        return CGPoint(x: trackedTouches.reduce(0) { $0 + $1.windowLocation.x } / n,
                       y: trackedTouches.reduce(0) { $0 + $1.windowLocation.y } / n)
    }

    /// The touches still down (not lifted or cancelled).
    var touchesDown: [UITouch] { trackedTouches.filter { !$0.hasLifted } }

    var hasFinished: Bool { storedState.isTerminal }
}

/// A weak reference to a recognizer (failure requirements do not keep recognizers alive).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UITouch {
    /// Distance from where the touch went down.
    var movedFromStart: CGFloat {
        hypot(windowLocation.x - startLocation.x, windowLocation.y - startLocation.y)
    }

    /// Whether the finger has lifted or the touch was cancelled.
    var hasLifted: Bool { storedPhase == .ended || storedPhase == .cancelled }
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

    /// Attaches a recognizer (taking it from the view it was on).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        let entry = UIEntry("-[UIView addGestureRecognizer:]", self); defer { entry.end() }
        attach(recognizer)
    }

    /// Detaches a recognizer; one that was recognizing is cancelled.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        let entry = UIEntry("-[UIView removeGestureRecognizer:]", self); defer { entry.end() }
        guard recognizer.storedView === self else { return }
        if recognizer.storedState == .began || recognizer.storedState == .changed { recognizer.transition(to: .cancelled) }
        storedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.storedView = nil
    }

    private func attach(_ recognizer: UIGestureRecognizer) {
        recognizer.storedView?.storedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.storedView = self
        storedGestureRecognizers.append(recognizer)
    }
}
