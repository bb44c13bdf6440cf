import Foundation

/// A view whose bounds origin is the scroll position. Scrolling lays out the scroll view and
/// its superview (seed 001, golden/07) and calls the delegate's `scrollViewDidScroll(_:)` —
/// at once when code sets `contentOffset`, once per frame while a drag, a deceleration or an
/// animation moves the content (the motion is modelled in `ScrollPhysics`; gestures come from
/// `Simulation.drag`, `fling`, `tap` and `tapStatusBar`).
open class UIScrollView: UIView {
    /// The delegate (not retained).
    weak var storedDelegate: UIScrollViewDelegate?
    open var delegate: UIScrollViewDelegate? {
        get { let entry = UIEntry("-[UIScrollView delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIScrollView setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }
    var storedContentSize: CGSize = .zero
    var storedContentGuide: UILayoutGuide?
    var storedFrameGuide: UILayoutGuide?
    /// Whether constraints decide the content size, as of engine revision `contentGuideRevision`.
    var contentSizeFromConstraints = false
    var contentGuideRevision: UInt64 = .max
    var storedContentInset: UIEdgeInsets = .zero
    var storedAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    var storedIsScrollEnabled = true
    var storedBouncesHorizontally = true
    var storedBouncesVertically = true
    var storedAlwaysBounceVertical = false
    var storedAlwaysBounceHorizontal = false
    var storedDecelerationRate: DecelerationRate = .normal
    var storedScrollsToTop = true
    var storedShowsHorizontalScrollIndicator = true
    var storedShowsVerticalScrollIndicator = true
    var storedIndicatorStyle = IndicatorStyle.default
    var storedHorizontalScrollIndicatorInsets = UIEdgeInsets.zero
    var storedVerticalScrollIndicatorInsets = UIEdgeInsets.zero
    var motion: ScrollMotion?
    var storedIsTracking = false
    var storedIsDragging = false
    var storedIsDecelerating = false
    var storedIsDirectionalLockEnabled = false
    var storedIsPagingEnabled = false
    var storedTransfersHorizontalScrollingToParent = true
    var storedTransfersVerticalScrollingToParent = true
    var storedContentAlignmentPoint: CGPoint = .zero
    var storedAutomaticallyAdjustsScrollIndicatorInsets = true
    var storedIndexDisplayMode: IndexDisplayMode = .automatic
    var storedAllowsKeyboardScrolling = true
    var storedDelaysContentTouches = true
    var storedCanCancelContentTouches = true
    var storedKeyboardDismissMode: KeyboardDismissMode = .none
    var storedMinimumZoomScale: CGFloat = 1
    var storedMaximumZoomScale: CGFloat = 1
    var storedZoomScale: CGFloat = 1
    var storedBouncesZoom = true
    var storedIsZooming = false
    var storedIsZoomBouncing = false
    var storedRefreshControl: UIRefreshControl?
    /// The top inset a refreshing refresh control adds to the adjusted content inset.
    var refreshInset: CGFloat = 0
    /// The adjusted content inset last reported to `adjustedContentInsetDidChange()`.
    var reportedAdjustedContentInset: UIEdgeInsets = .zero
    var storedEdgeEffects: [UIScrollEdgeEffect] = []
    /// The built-in pan recognizer (made with the view; see `UIScrollView+Gestures.swift`).
    var scrollPan: ScrollViewPanGestureRecognizer!
    /// The built-in pinch recognizer, while zooming is enabled.
    var scrollPinch: ScrollViewPinchGestureRecognizer?
    /// Offset changes inside `withScrollIndicatorsShown(forContentOffsetChanges:)` flash the indicators.
    var indicatorsShownForChanges = 0
    /// When the scroll indicators were last shown (a drag, a flash), for `flashScrollIndicators()`.
    var indicatorsShownAt: Instant?
    /// tvOS's directional-press recognizer: disabled, as UIKit's on iOS.
    lazy var storedDirectionalPress: UIGestureRecognizer = {
        let recognizer = UIGestureRecognizer()
        recognizer.isEnabled = false
        return recognizer
    }()

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIScrollView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        installScrollRecognizers()
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIScrollView initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
        installScrollRecognizers()
    }

    // MARK: - Offset and content

    /// The point of the content shown at the top left: the bounds origin. Setting it calls
    /// `scrollViewDidScroll(_:)` at once. A drag or deceleration in progress goes on from the new
    /// offset (as in UIKit, where an infinite carousel recentres its content while it moves).
    open var contentOffset: CGPoint {
        get {
            let entry = UIEntry("-[UIScrollView contentOffset]", self); defer { entry.end() }
            return storedBounds.origin
        }
        set {
            let entry = UIEntry("-[UIScrollView setContentOffset:]", self); defer { entry.end() }
            guard newValue.isFinitePoint else { return refuseGeometry("setContentOffset:", "(\(newValue.x), \(newValue.y))") }
            if motion != nil {
                let old = storedBounds.origin
                shiftMotion(by: CGPoint(x: newValue.x - old.x, y: newValue.y - old.y))
            }
            scroll(to: newValue)
        }
    }

    /// Sets the content offset; animated, the content moves over `ScrollMotion.animationDuration`
    /// with UIKit's ease-in-ease-out curve, `scrollViewDidScroll(_:)` once per frame, then
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let entry = UIEntry("-[UIScrollView setContentOffset:animated:]", self); defer { entry.end() }
        guard offset.isFinitePoint else { return refuseGeometry("setContentOffset:animated:", "(\(offset.x), \(offset.y))") }
        if animated {
            // An animated scroll replaces a deceleration (not a finger's drag).
            if motion != nil, !storedIsTracking { stopMotion() }
            animateOffset(to: offset, toTop: false)
        } else {
            contentOffset = offset
        }
    }

    /// Scrolls the least that makes `rect` (in the content's coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let entry = UIEntry("-[UIScrollView scrollRectToVisible:animated:]", self); defer { entry.end() }
        guard rect.origin.isFinitePoint, rect.size.isFiniteSize else { return refuseGeometry("scrollRectToVisible:animated:", "\(rect)") }
        let visible = storedBounds
        func axis(_ offset: CGFloat, _ size: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            if low < offset { return low }
            if high > offset + size { return min(low, high - size) }
            return offset
        }
        var target = CGPoint(x: axis(visible.minX, visible.width, rect.minX, rect.maxX),
                             y: axis(visible.minY, visible.height, rect.minY, rect.maxY))
        let limits = offsetLimits
        target.x = min(max(target.x, limits.minX), limits.maxX)
        target.y = min(max(target.y, limits.minY), limits.maxY)
        guard target != visible.origin else { return }
        if motion != nil, !storedIsTracking { stopMotion() }
        if animated { animateOffset(to: target, toTop: false) } else { scroll(to: target) }
    }

    /// The size of the scrollable content.
    open var contentSize: CGSize {
        get {
            let entry = UIEntry("-[UIScrollView contentSize]", self); defer { entry.end() }
            return storedContentSize
        }
        set {
            let entry = UIEntry("-[UIScrollView setContentSize:]", self); defer { entry.end() }
            guard newValue.isFiniteSize else { return refuseGeometry("setContentSize:", "\(newValue)") }
            storedContentSize = newValue
            noteAdjustedContentInsetChange()
        }
    }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets {
        get {
            let entry = UIEntry("-[UIScrollView contentInset]", self); defer { entry.end() }
            return storedContentInset
        }
        set {
            let entry = UIEntry("-[UIScrollView setContentInset:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setContentInset:", "\(newValue)") }
            storedContentInset = newValue
            noteAdjustedContentInsetChange()
        }
    }

    /// Whether and how the safe area adds to the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get {
            let entry = UIEntry("-[UIScrollView contentInsetAdjustmentBehavior]", self); defer { entry.end() }
            return storedAdjustmentBehavior
        }
        set {
            let entry = UIEntry("-[UIScrollView setContentInsetAdjustmentBehavior:]", self); defer { entry.end() }
            storedAdjustmentBehavior = newValue
            noteAdjustedContentInsetChange()
        }
    }

    /// The content inset plus the safe area, as `contentInsetAdjustmentBehavior` says.
    open var adjustedContentInset: UIEdgeInsets {
        let entry = UIEntry("-[UIScrollView adjustedContentInset]", self); defer { entry.end() }
        return computedAdjustedContentInset
    }

    // MARK: - Behaviour

    /// Whether the user can scroll (code can always set the offset). Turning it off disables
    /// `panGestureRecognizer`, as UIKit does.
    open var isScrollEnabled: Bool {
        get { let entry = UIEntry("-[UIScrollView isScrollEnabled]", self); defer { entry.end() }; return storedIsScrollEnabled }
        set {
            let entry = UIEntry("-[UIScrollView setScrollEnabled:]", self); defer { entry.end() }
            storedIsScrollEnabled = newValue
            scrollPan?.isEnabled = newValue
        }
    }

    /// Whether the content rubber-bands past its edges and bounces back: true only when both
    /// `bouncesHorizontally` and `bouncesVertically` are; setting it sets both (UIKit's header).
    open var bounces: Bool {
        get { let entry = UIEntry("-[UIScrollView bounces]", self); defer { entry.end() }; return storedBouncesHorizontally && storedBouncesVertically }
        set {
            let entry = UIEntry("-[UIScrollView setBounces:]", self); defer { entry.end() }
            storedBouncesHorizontally = newValue
            storedBouncesVertically = newValue
        }
    }

    /// Whether the content bounces past its left and right edges (default true).
    open var bouncesHorizontally: Bool {
        get { let entry = UIEntry("-[UIScrollView bouncesHorizontally]", self); defer { entry.end() }; return storedBouncesHorizontally }
        set { let entry = UIEntry("-[UIScrollView setBouncesHorizontally:]", self); defer { entry.end() }; storedBouncesHorizontally = newValue }
    }

    /// Whether the content bounces past its top and bottom edges (default true).
    open var bouncesVertically: Bool {
        get { let entry = UIEntry("-[UIScrollView bouncesVertically]", self); defer { entry.end() }; return storedBouncesVertically }
        set { let entry = UIEntry("-[UIScrollView setBouncesVertically:]", self); defer { entry.end() }; storedBouncesVertically = newValue }
    }

    /// Whether a vertical drag moves (and bounces) content no taller than the view.
    open var alwaysBounceVertical: Bool {
        get { let entry = UIEntry("-[UIScrollView alwaysBounceVertical]", self); defer { entry.end() }; return storedAlwaysBounceVertical }
        set { let entry = UIEntry("-[UIScrollView setAlwaysBounceVertical:]", self); defer { entry.end() }; storedAlwaysBounceVertical = newValue }
    }

    /// Whether a horizontal drag moves (and bounces) content no wider than the view.
    open var alwaysBounceHorizontal: Bool {
        get { let entry = UIEntry("-[UIScrollView alwaysBounceHorizontal]", self); defer { entry.end() }; return storedAlwaysBounceHorizontal }
        set { let entry = UIEntry("-[UIScrollView setAlwaysBounceHorizontal:]", self); defer { entry.end() }; storedAlwaysBounceHorizontal = newValue }
    }

    /// How fast the content slows after a fling.
    open var decelerationRate: DecelerationRate {
        get { let entry = UIEntry("-[UIScrollView decelerationRate]", self); defer { entry.end() }; return storedDecelerationRate }
        set {
            let entry = UIEntry("-[UIScrollView setDecelerationRate:]", self); defer { entry.end() }
            guard newValue.rawValue > 0, newValue.rawValue < 1 else { return refuseGeometry("setDecelerationRate:", "\(newValue.rawValue)") }
            storedDecelerationRate = newValue
        }
    }

    /// Whether a status-bar tap scrolls this view to the top.
    open var scrollsToTop: Bool {
        get { let entry = UIEntry("-[UIScrollView scrollsToTop]", self); defer { entry.end() }; return storedScrollsToTop }
        set { let entry = UIEntry("-[UIScrollView setScrollsToTop:]", self); defer { entry.end() }; storedScrollsToTop = newValue }
    }

    // MARK: - Scroll indicators (kept: nothing is drawn)

    /// The indicators' colour scheme.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border, visible on any background (the default).
        case `default`
        /// Black, for light backgrounds.
        case black
        /// White, for dark backgrounds.
        case white
    }

    /// Whether the horizontal indicator shows while the user scrolls (true by default).
    open var showsHorizontalScrollIndicator: Bool {
        get { let entry = UIEntry("-[UIScrollView showsHorizontalScrollIndicator]", self); defer { entry.end() }; return storedShowsHorizontalScrollIndicator }
        set { let entry = UIEntry("-[UIScrollView setShowsHorizontalScrollIndicator:]", self); defer { entry.end() }; storedShowsHorizontalScrollIndicator = newValue }
    }

    /// Whether the vertical indicator shows while the user scrolls (true by default).
    open var showsVerticalScrollIndicator: Bool {
        get { let entry = UIEntry("-[UIScrollView showsVerticalScrollIndicator]", self); defer { entry.end() }; return storedShowsVerticalScrollIndicator }
        set { let entry = UIEntry("-[UIScrollView setShowsVerticalScrollIndicator:]", self); defer { entry.end() }; storedShowsVerticalScrollIndicator = newValue }
    }

    /// The indicators' style (`.default`).
    open var indicatorStyle: IndicatorStyle {
        get { let entry = UIEntry("-[UIScrollView indicatorStyle]", self); defer { entry.end() }; return storedIndicatorStyle }
        set { let entry = UIEntry("-[UIScrollView setIndicatorStyle:]", self); defer { entry.end() }; storedIndicatorStyle = newValue }
    }

    /// How far the horizontal indicator is inset from the scroll view's edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIScrollView horizontalScrollIndicatorInsets]", self); defer { entry.end() }; return storedHorizontalScrollIndicatorInsets }
        set { let entry = UIEntry("-[UIScrollView setHorizontalScrollIndicatorInsets:]", self); defer { entry.end() }; storedHorizontalScrollIndicatorInsets = newValue }
    }

    /// How far the vertical indicator is inset from the scroll view's edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIScrollView verticalScrollIndicatorInsets]", self); defer { entry.end() }; return storedVerticalScrollIndicatorInsets }
        set { let entry = UIEntry("-[UIScrollView setVerticalScrollIndicatorInsets:]", self); defer { entry.end() }; storedVerticalScrollIndicatorInsets = newValue }
    }

    /// Both indicators' insets: reading gives the vertical one's; setting sets both (deprecated
    /// in UIKit for the two properties above).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIScrollView scrollIndicatorInsets]", self); defer { entry.end() }; return storedVerticalScrollIndicatorInsets }
        set {
            let entry = UIEntry("-[UIScrollView setScrollIndicatorInsets:]", self); defer { entry.end() }
            storedVerticalScrollIndicatorInsets = newValue
            storedHorizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators for a moment: Mainline draws no indicator, but records when they
    /// were last shown (`indicatorsShownAt`), as a drag or a flash shows them.
    open func flashScrollIndicators() {
        let entry = UIEntry("-[UIScrollView flashScrollIndicators]", self); defer { entry.end() }
        indicatorsShownAt = context.loop.clock.now
    }

    /// Whether a finger is on the content (it may not have moved yet).
    open var isTracking: Bool { let entry = UIEntry("-[UIScrollView isTracking]", self); defer { entry.end() }; return storedIsTracking }
    /// Whether a finger has begun to move the content.
    open var isDragging: Bool { let entry = UIEntry("-[UIScrollView isDragging]", self); defer { entry.end() }; return storedIsDragging }
    /// Whether the content moves on after the finger lifted (a deceleration or a bounce back).
    open var isDecelerating: Bool { let entry = UIEntry("-[UIScrollView isDecelerating]", self); defer { entry.end() }; return storedIsDecelerating }

    // MARK: - Content touches (see UIScrollView+Gestures.swift)

    /// Called before touches go to `view`, a view inside the scroll view; false keeps them from
    /// it. The default is true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        UIEntry.check("-[UIScrollView touchesShouldBegin:withEvent:inContentView:]", self)
        return true
    }

    /// Called before a drag takes touches `view` already has (only while
    /// `canCancelContentTouches`); false lets the view keep them and the drag does not happen.
    /// The default is true unless the view is a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        UIEntry.check("-[UIScrollView touchesShouldCancelInContentView:]", self)
        return !(view is UIControl)
    }

    /// Called when `adjustedContentInset` changed (a new `contentInset`, safe area, content size
    /// or refresh control), before the delegate's `scrollViewDidChangeAdjustedContentInset(_:)`.
    /// Overrides must call super.
    open func adjustedContentInsetDidChange() {
        UIEntry.check("-[UIScrollView adjustedContentInsetDidChange]", self)
    }

    open override func safeAreaInsetsDidChange() {
        let entry = UIEntry("-[UIScrollView safeAreaInsetsDidChange]", self); defer { entry.end() }
        super.safeAreaInsetsDidChange()
        noteAdjustedContentInsetChange()
    }

    /// Lays out the scroll view: its refresh control above the content, and a change of the
    /// adjusted content inset its new size brings is reported.
    open override func layoutSubviews() {
        let entry = UIEntry("-[UIScrollView layoutSubviews]", self); defer { entry.end() }
        super.layoutSubviews()
        asFrameworkWork {
            noteAdjustedContentInsetChange()
            layoutRefreshControl()
        }
    }

    // MARK: - Internals

    var computedAdjustedContentInset: UIEdgeInsets {
        var inset = storedContentInset
        let behavior = storedAdjustmentBehavior
        guard behavior != .never else {
            inset.top += refreshInset
            return inset
        }
        let safe = computedSafeAreaInsets
        let size = storedBounds.size
        let vertical = behavior == .always || storedAlwaysBounceVertical
            || storedContentSize.height + inset.top + inset.bottom > size.height
        let horizontal = behavior == .always || storedAlwaysBounceHorizontal
            || storedContentSize.width + inset.left + inset.right > size.width
        return UIEdgeInsets(top: inset.top + (vertical ? safe.top : 0) + refreshInset, left: inset.left + (horizontal ? safe.left : 0),
                            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// The offsets the content rests within: from `-adjustedContentInset.top/left` to where the
    /// content's far edge (plus its inset) meets the view's. Content smaller than the view rests
    /// where `contentAlignmentPoint` anchors it (the top left by default).
    var offsetLimits: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat) {
        let inset = computedAdjustedContentInset
        let size = storedBounds.size
        var minX = -inset.left, minY = -inset.top
        let spareX = size.width - (storedContentSize.width + inset.left + inset.right)
        let spareY = size.height - (storedContentSize.height + inset.top + inset.bottom)
        if spareX > 0 { minX -= spareX * storedContentAlignmentPoint.x }
        if spareY > 0 { minY -= spareY * storedContentAlignmentPoint.y }
        let maxX = max(minX, storedContentSize.width + inset.right - size.width)
        let maxY = max(minY, storedContentSize.height + inset.bottom - size.height)
        return (minX, maxX, minY, maxY)
    }

    /// Whether a drag moves the content along each axis.
    var scrollableAxes: (x: Bool, y: Bool) { scrollableAxes(within: offsetLimits) }

    /// Whether a drag moves the content along each axis, given its offset limits.
    final func scrollableAxes(within limits: (minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat)) -> (x: Bool, y: Bool) {
        guard storedIsScrollEnabled else { return (false, false) }
        return (limits.maxX > limits.minX || storedAlwaysBounceHorizontal, limits.maxY > limits.minY || storedAlwaysBounceVertical)
    }

    /// Moves the bounds origin; on a change, lays out the scroll view and its superview, marks
    /// the frame as a scrolling one and calls `scrollViewDidScroll(_:)`.
    func scroll(to offset: CGPoint) {
        guard offset.isFinitePoint else { return refuseGeometry("setContentOffset:", "(\(offset.x), \(offset.y))") }
        guard offset != storedBounds.origin else { return }
        let context = self.context
        let cause = context.commit.invalidations.cause
        if context.commit.invalidations.isRecording { context.commit.invalidations.cause = .init(action: "scroll", type: Swift.type(of: self), id: objectID) }
        applyBounds(CGRect(origin: offset, size: storedBounds.size))
        storedSuperview?.setNeedsLayout()
        context.commit.invalidations.cause = cause
        context.loop.timeline.markScrolling()
        if indicatorsShownForChanges > 0 { indicatorsShownAt = context.loop.clock.now }
        storedRefreshControl?.scrollViewDidMove(self)
        if let delegate {
            context.loop.span(.delegateCallback, "scrollViewDidScroll(_:)", object: self) { delegate.scrollViewDidScroll(self) }
        }
    }

    /// Where a deceleration should come to rest instead of `proposed` (a collection view asks its
    /// layout); `velocity` in points per second.
    func decelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Calls a delegate method in its span.
    func tellDelegate(_ name: String, _ call: (UIScrollViewDelegate) -> Void) {
        guard let delegate else { return }
        context.loop.span(.delegateCallback, name, object: self) { call(delegate) }
    }
}
