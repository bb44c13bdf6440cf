import Foundation

/// The scroll view's built-in recognizers, and how touches reach its content.
///
/// A finger on a scroll view (`Simulation.pan`, `touchSequence`) is followed by
/// `panGestureRecognizer`: once it has moved 10 points along an axis the content can scroll
/// along, the content follows the finger, and when it lifts the content decelerates (or, with
/// `isPagingEnabled`, snaps to a page). A scripted drag (`Simulation.drag`, `fling`) moves
/// the content without touches; the pan recognizer then reports the drag's states, translation
/// and velocity to its targets all the same, so code that reads
/// `scrollView.panGestureRecognizer.translation(in:)` works with either.
///
/// Touches on the content are held back for 150 ms while `delaysContentTouches` is true (the
/// header: "on touch down, we start a timer … if the timer elapses without sufficient change
/// in position, we start sending events to the hit view"): a tap is delivered when the finger
/// lifts, a drag that starts in time never reaches the content. `touchesShouldBegin(_:with:in:)`
/// may refuse content touches; once the content has them, the pan begins only if
/// `canCancelContentTouches` and `touchesShouldCancel(in:)` (false for a `UIControl`) allow.
extension UIScrollView {
    /// How long content touches are held back while the scroll view waits to see a drag. UIKit
    /// does not document it; 150 ms is its observed delay.
    static let contentTouchDelay = TimeAmount(milliseconds: 150)

    func installScrollRecognizers() {
        let pan = ScrollViewPanGestureRecognizer()
        pan.scrollView = self
        pan.addHandler { [weak self] recognizer in
            guard let self, let pan = recognizer as? ScrollViewPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        scrollPan = pan
        addGestureRecognizer(pan)
    }

    /// The recognizer that follows a finger dragging the content. Add targets to it, make other
    /// recognizers `require(toFail:)` it, or disable it; do not change its delegate.
    public var panGestureRecognizer: UIPanGestureRecognizer {
        let entry = UIEntry("-[UIScrollView panGestureRecognizer]", self); defer { entry.end() }
        return scrollPan
    }

    /// The recognizer that zooms the content with two fingers: nil while zooming is disabled
    /// (`maximumZoomScale` not above `minimumZoomScale`).
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        let entry = UIEntry("-[UIScrollView pinchGestureRecognizer]", self); defer { entry.end() }
        return scrollPinch
    }

    /// tvOS's arrow-press scrolling recognizer (deprecated there since tvOS 11): on iOS it is
    /// a recognizer that stays disabled, as UIKit's.
    @available(*, deprecated, message: "Configuring the panGestureRecognizer for indirect scrolling automatically supports directional presses now")
    public var directionalPressGestureRecognizer: UIGestureRecognizer {
        let entry = UIEntry("-[UIScrollView directionalPressGestureRecognizer]", self); defer { entry.end() }
        return storedDirectionalPress
    }

    /// Whether touches on the content wait 150 ms to see whether they become a drag (default
    /// true).
    public var delaysContentTouches: Bool {
        get { let entry = UIEntry("-[UIScrollView delaysContentTouches]", self); defer { entry.end() }; return storedDelaysContentTouches }
        set { let entry = UIEntry("-[UIScrollView setDelaysContentTouches:]", self); defer { entry.end() }; storedDelaysContentTouches = newValue }
    }

    /// Whether a drag may take touches the content already has (default true); false: once the
    /// content tracks a touch, moving it does not scroll.
    public var canCancelContentTouches: Bool {
        get { let entry = UIEntry("-[UIScrollView canCancelContentTouches]", self); defer { entry.end() }; return storedCanCancelContentTouches }
        set { let entry = UIEntry("-[UIScrollView setCanCancelContentTouches:]", self); defer { entry.end() }; storedCanCancelContentTouches = newValue }
    }

    // MARK: - The pan, driven by touches

    /// The pan recognizer's handler: the content follows the finger, and decelerates when it
    /// lifts.
    func handlePan(_ pan: ScrollViewPanGestureRecognizer) {
        guard pan.scripted == nil else { return }
        let now = context.loop.clock.now
        switch pan.storedState {
        case .began:
            if motion != nil { stopMotion() }
            storedIsTracking = true
            var drag = ScrollDrag(path: [], releaseVelocity: nil, touchDown: now.seconds, startOffset: storedBounds.origin)
            drag.hasMoved = true
            drag.isLive = true
            motion = .drag(drag)
            beginDragging()
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended, .cancelled:
            guard case .drag(let drag)? = motion, drag.isLive else { return }
            let velocity = pan.storedState == .ended ? pan.velocity(in: nil) : .zero
            release(hasMoved: true, fingerVelocity: velocity, at: now.seconds)
        default:
            break
        }
    }

    private func followFinger(_ pan: ScrollViewPanGestureRecognizer) {
        guard case .drag(var drag)? = motion, drag.isLive else { return }
        let translation = pan.translationFromTouchDown
        let offset = draggedOffset(&drag, translation)
        motion = .drag(drag)
        scroll(to: offset)
    }

    // MARK: - Content touches

    /// The innermost scroll view that holds `view` inside its content (not `view` itself).
    static func enclosing(_ view: UIView) -> UIScrollView? {
        var v = view.storedSuperview
        while let current = v {
            if let scrollView = current as? UIScrollView { return scrollView }
            v = current.storedSuperview
        }
        return nil
    }
}

extension GestureDelivery {
    /// Whether a touch beginning on content of a scroll view is held back or refused, before the
    /// view hears it: true when it must not be delivered now.
    static func holdsContentTouch(_ touch: UITouch, _ event: UIEvent) -> Bool {
        guard !touch.contentDelayDone else { return false }
        touch.contentDelayDone = true
        guard let view = touch.storedView, let scrollView = UIScrollView.enclosing(view), scrollView.storedWindow != nil else { return false }
        guard scrollView.touchesShouldBegin([touch], with: event, in: view) else {
            touch.cancelledForView = true
            return true
        }
        guard scrollView.storedDelaysContentTouches, let pan = scrollView.scrollPan, pan.storedIsEnabled,
              pan.storedState == .possible, pan.follows(touch) else { return false }
        touch.heldByScrollView = scrollView
        let context = scrollView.context
        context.loop.scheduleInput(after: UIScrollView.contentTouchDelay, "content touch delay") { [weak touch] in
            guard let touch, touch.heldByScrollView != nil else { return }
            touch.heldByScrollView = nil
            guard !touch.cancelledForView, !touch.hasLifted, let window = touch.storedWindow else { return }
            let event = UIEvent(touches: Set(window.activeTouches), timestamp: context.loop.clock.now)
            deliverToViews([touch], .began, event)
        }
        return true
    }

    /// A held touch lifts before its delay ran out: the view hears it begin, then end (a quick
    /// tap on a button in a scroll view).
    static func releaseHeldTouch(_ touch: UITouch, _ event: UIEvent) {
        touch.heldByScrollView = nil
        guard !touch.cancelledForView else { return }
        deliverToViews([touch], .began, event)
    }
}

/// The scroll view's pan recognizer.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// A scripted drag in progress: its translation, velocity and where it is taken to start
    /// (the scroll view's centre, window coordinates), standing for the touches'.
    var scripted: (translation: CGPoint, velocity: CGPoint, origin: CGPoint)?

    /// The finger's movement since it touched down (window coordinates).
    var translationFromTouchDown: CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let start = startCentroid, now = windowCentroid
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    override func translation(in view: UIView?) -> CGPoint {
        guard let scripted else { return super.translation(in: view) }
        let entry = UIEntry("-[UIPanGestureRecognizer translationInView:]", self); defer { entry.end() }
        return vector(from: .zero, to: scripted.translation, in: view)
    }

    override func velocity(in view: UIView?) -> CGPoint {
        guard let scripted else { return super.velocity(in: view) }
        let entry = UIEntry("-[UIPanGestureRecognizer velocityInView:]", self); defer { entry.end() }
        return vector(from: .zero, to: scripted.velocity, in: view)
    }

    override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = scripted else { return super.setTranslation(translation, in: view) }
        let entry = UIEntry("-[UIPanGestureRecognizer setTranslation:inView:]", self); defer { entry.end() }
        let inWindow = vector(from: .zero, to: translation, in: view, inverse: true)
        scripted = (inWindow, current.velocity, CGPoint(x: current.origin.x + current.translation.x - inWindow.x,
                                                        y: current.origin.y + current.translation.y - inWindow.y))
    }

    override func location(in view: UIView?) -> CGPoint {
        guard let scripted else { return super.location(in: view) }
        let entry = UIEntry("-[UIGestureRecognizer locationInView:]", self); defer { entry.end() }
        let point = CGPoint(x: scripted.origin.x + scripted.translation.x, y: scripted.origin.y + scripted.translation.y)
        guard let view, let window = view.storedWindow else { return point }
        return view.convert(point, from: window)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let scrollView, storedIsEnabled { scrollView.storedIsTracking = true }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if touchesDown.isEmpty, let scrollView, !scrollView.storedIsDragging { scrollView.storedIsTracking = false }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if touchesDown.isEmpty, let scrollView, !scrollView.storedIsDragging { scrollView.storedIsTracking = false }
    }

    /// The pan begins only along an axis the content scrolls along (so a vertical list inside a
    /// horizontal pager leaves horizontal drags to the pager), not past an edge it hands to an
    /// enclosing scroll view (`transfers…ScrollingToParent`), and not over content touches it
    /// may not cancel.
    override func mayBeginPan() -> Bool {
        guard let scrollView else { return false }
        // A finger on a table's section index picks a section, not the content.
        if let table = scrollView as? UITableView, let index = table.sectionIndexView, let window = table.storedWindow,
           index.frameValue.contains(table.convert(startCentroid, from: window)) { return false }
        // A finger on a table row's reorder control moves the row, not the content.
        if let table = scrollView as? UITableView, table.storedIsEditing, let window = table.storedWindow {
            let start = table.convert(startCentroid, from: window)
            if let row = table.indexPathForRow(at: start), let cell = table.cellsOnScreen[row], cell.storedShowsReorderControl,
               cell.convert(start, from: table).x > cell.storedBounds.width - UITableViewCell.reorderControlWidth { return false }
        }
        let limits = scrollView.offsetLimits
        let axes = scrollView.scrollableAxes(within: limits)
        let move = translationFromTouchDown
        let horizontal = abs(move.x) > abs(move.y)
        guard horizontal ? axes.x : axes.y else { return false }
        // Two fingers zooming: the pinch has them.
        if let pinch = scrollView.scrollPinch, pinch.storedState == .began || pinch.storedState == .changed { return false }
        let offset = scrollView.storedBounds.origin
        let pastEdge = horizontal
            ? (move.x > 0 && offset.x <= limits.minX) || (move.x < 0 && offset.x >= limits.maxX)
            : (move.y > 0 && offset.y <= limits.minY) || (move.y < 0 && offset.y >= limits.maxY)
        let transfers = horizontal ? scrollView.storedTransfersHorizontalScrollingToParent : scrollView.storedTransfersVerticalScrollingToParent
        if pastEdge, transfers, let parent = UIScrollView.enclosing(scrollView) {
            let parentAxes = parent.scrollableAxes(within: parent.offsetLimits)
            if horizontal ? parentAxes.x : parentAxes.y { return false }
        }
        for touch in trackedTouches where touch.viewHasBegun && !touch.viewHasEnded && !touch.cancelledForView {
            guard let view = touch.storedView, view !== scrollView, view.isDescendant(of: scrollView) else { continue }
            guard scrollView.storedCanCancelContentTouches, scrollView.touchesShouldCancel(in: view) else { return false }
        }
        return true
    }

    /// The scroll view's own pan and pinch recognize together.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let pinch = preventedGestureRecognizer as? ScrollViewPinchGestureRecognizer, pinch.scrollView === scrollView { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let pinch = preventingGestureRecognizer as? ScrollViewPinchGestureRecognizer, pinch.scrollView === scrollView { return false }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }

    // MARK: Scripted drags

    /// A scripted drag started to move the content: the recognizer reports `.began`.
    func beginScriptedDrag(in scrollView: UIScrollView) {
        guard storedIsEnabled, storedState == .possible, trackedTouches.isEmpty else { return }
        var origin = CGPoint(x: scrollView.storedBounds.midX, y: scrollView.storedBounds.midY)
        if let window = scrollView.storedWindow { origin = window.convert(origin, from: scrollView) }
        scripted = (.zero, .zero, origin)
        storedState = .began
        sendActions()
    }

    /// The scripted finger moved (or lifted, with `ended`): `.changed` is reported for a move.
    func updateScriptedDrag(translation: CGPoint, velocity: CGPoint, ended: Bool) {
        guard let current = scripted else { return }
        let moved = translation != current.translation
        scripted = (translation, velocity, current.origin)
        if moved, !ended, storedState == .began || storedState == .changed {
            storedState = .changed
            sendActions()
        }
    }

    /// The scripted finger lifted (`.ended`) or was stopped (`.cancelled`); the recognizer is
    /// ready for the next drag.
    func endScriptedDrag(cancelled: Bool) {
        guard scripted != nil else { return }
        storedState = cancelled ? .cancelled : .ended
        sendActions()
        storedState = .possible
        scripted = nil
    }
}

/// The scroll view's pinch recognizer (while zooming is enabled).
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// The zoom scale when the pinch began.
    var startScale: CGFloat = 1

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let pan = preventedGestureRecognizer as? ScrollViewPanGestureRecognizer, pan.scrollView === scrollView { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let pan = preventingGestureRecognizer as? ScrollViewPanGestureRecognizer, pan.scrollView === scrollView { return false }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }
}
