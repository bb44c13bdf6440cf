import Foundation

extension UIScrollView {
    /// What a drag does to the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Nothing (the default).
        case none
        /// The keyboard goes away when a drag begins.
        case onDrag
        /// The keyboard follows the finger down and goes away if the finger lifts moving down
        /// (Mainline does not move the keyboard during the drag).
        case interactive
        /// As `onDrag`, the input accessory view going too.
        case onDragWithAccessory
        /// As `interactive`, the input accessory view going too.
        case interactiveWithAccessory
    }

    /// Whether tvOS shows a section index (kept; iOS has no such index).
    public enum IndexDisplayMode: Int, Sendable {
        case automatic
        case alwaysHidden
    }

    /// Whether a drag that starts mostly along one axis stays on it (default false). Mainline
    /// locks when the first movement is at least twice as long along an axis as across it.
    public var isDirectionalLockEnabled: Bool {
        get { let entry = UIEntry("-[UIScrollView isDirectionalLockEnabled]", self); defer { entry.end() }; return storedIsDirectionalLockEnabled }
        set { let entry = UIEntry("-[UIScrollView setDirectionalLockEnabled:]", self); defer { entry.end() }; storedIsDirectionalLockEnabled = newValue }
    }

    /// Whether the content comes to rest on multiples of the view's bounds size (default false):
    /// a fling goes to the next page in its direction, a slow drag back to the nearest one.
    public var isPagingEnabled: Bool {
        get { let entry = UIEntry("-[UIScrollView isPagingEnabled]", self); defer { entry.end() }; return storedIsPagingEnabled }
        set { let entry = UIEntry("-[UIScrollView setPagingEnabled:]", self); defer { entry.end() }; storedIsPagingEnabled = newValue }
    }

    /// Whether a horizontal drag that starts past the left or right edge of the content goes to
    /// an enclosing scroll view instead (default true).
    public var transfersHorizontalScrollingToParent: Bool {
        get { let entry = UIEntry("-[UIScrollView transfersHorizontalScrollingToParent]", self); defer { entry.end() }; return storedTransfersHorizontalScrollingToParent }
        set { let entry = UIEntry("-[UIScrollView setTransfersHorizontalScrollingToParent:]", self); defer { entry.end() }; storedTransfersHorizontalScrollingToParent = newValue }
    }

    /// Whether a vertical drag that starts past the top or bottom edge of the content goes to an
    /// enclosing scroll view instead (default true).
    public var transfersVerticalScrollingToParent: Bool {
        get { let entry = UIEntry("-[UIScrollView transfersVerticalScrollingToParent]", self); defer { entry.end() }; return storedTransfersVerticalScrollingToParent }
        set { let entry = UIEntry("-[UIScrollView setTransfersVerticalScrollingToParent:]", self); defer { entry.end() }; storedTransfersVerticalScrollingToParent = newValue }
    }

    /// Where content smaller than the view rests, in the unit square ((0, 0) the top left, the
    /// default; (0.5, 0.5) centred).
    public var contentAlignmentPoint: CGPoint {
        get { let entry = UIEntry("-[UIScrollView contentAlignmentPoint]", self); defer { entry.end() }; return storedContentAlignmentPoint }
        set {
            let entry = UIEntry("-[UIScrollView setContentAlignmentPoint:]", self); defer { entry.end() }
            guard newValue.isFinitePoint else { return refuseGeometry("setContentAlignmentPoint:", "\(newValue)") }
            storedContentAlignmentPoint = CGPoint(x: min(max(newValue.x, 0), 1), y: min(max(newValue.y, 0), 1))
            // Content at rest moves to its new anchor.
            if motion == nil {
                let limits = offsetLimits
                let origin = storedBounds.origin
                let clamped = CGPoint(x: min(max(origin.x, limits.minX), limits.maxX), y: min(max(origin.y, limits.minY), limits.maxY))
                if clamped != origin { scroll(to: clamped) }
            }
        }
    }

    /// Whether the scroll indicators' insets follow the safe area (default true). Mainline draws
    /// no indicators: the setting is kept.
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { let entry = UIEntry("-[UIScrollView automaticallyAdjustsScrollIndicatorInsets]", self); defer { entry.end() }; return storedAutomaticallyAdjustsScrollIndicatorInsets }
        set { let entry = UIEntry("-[UIScrollView setAutomaticallyAdjustsScrollIndicatorInsets:]", self); defer { entry.end() }; storedAutomaticallyAdjustsScrollIndicatorInsets = newValue }
    }

    /// tvOS's index display mode (kept; iOS shows no such index).
    public var indexDisplayMode: IndexDisplayMode {
        get { let entry = UIEntry("-[UIScrollView indexDisplayMode]", self); defer { entry.end() }; return storedIndexDisplayMode }
        set { let entry = UIEntry("-[UIScrollView setIndexDisplayMode:]", self); defer { entry.end() }; storedIndexDisplayMode = newValue }
    }

    /// Whether hardware-keyboard keys (arrows, Page Up/Down) scroll the focused scroll view
    /// (default true). The simulation has no hardware keyboard: the setting is kept.
    public var allowsKeyboardScrolling: Bool {
        get { let entry = UIEntry("-[UIScrollView allowsKeyboardScrolling]", self); defer { entry.end() }; return storedAllowsKeyboardScrolling }
        set { let entry = UIEntry("-[UIScrollView setAllowsKeyboardScrolling:]", self); defer { entry.end() }; storedAllowsKeyboardScrolling = newValue }
    }

    /// What a drag does to the keyboard (default `.none`).
    public var keyboardDismissMode: KeyboardDismissMode {
        get { let entry = UIEntry("-[UIScrollView keyboardDismissMode]", self); defer { entry.end() }; return storedKeyboardDismissMode }
        set { let entry = UIEntry("-[UIScrollView setKeyboardDismissMode:]", self); defer { entry.end() }; storedKeyboardDismissMode = newValue }
    }

    /// Whether an animated `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`
    /// or scroll to the top is moving the content (a deceleration is not an animation).
    public var isScrollAnimating: Bool {
        let entry = UIEntry("-[UIScrollView isScrollAnimating]", self); defer { entry.end() }
        if case .animation? = motion { return true }
        return false
    }

    /// Runs `changes`; the offset changes it makes show the scroll indicators (Mainline records
    /// when, as for `flashScrollIndicators()`; nothing is drawn).
    public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        let entry = UIEntry("-[UIScrollView withScrollIndicatorsShownForContentOffsetChanges:]", self); defer { entry.end() }
        indicatorsShownForChanges += 1
        defer { indicatorsShownForChanges -= 1 }
        changes()
    }

    /// Stops any scroll or zoom where it is: a deceleration stops on the spot, content past an
    /// edge moves inside the limits, a paging scroll view aligns with its nearest page, an
    /// animated zoom takes its final scale. No delegate callback says it ended.
    public func stopScrollingAndZooming() {
        let entry = UIEntry("-[UIScrollView stopScrollingAndZooming]", self); defer { entry.end() }
        let wasMoving = motion != nil
        if storedIsZooming, let pinch = scrollPinch { pinch.isEnabled = false; pinch.isEnabled = true; storedIsZooming = false }
        if wasMoving { stopMotion() }
        let limits = offsetLimits
        let origin = storedBounds.origin
        var target = CGPoint(x: min(max(origin.x, limits.minX), limits.maxX), y: min(max(origin.y, limits.minY), limits.maxY))
        if storedIsPagingEnabled { target = pageTarget(from: target, velocity: .zero, limits: limits) }
        if target != origin { scroll(to: target) }
    }

    // MARK: - Edge effects (iOS 26)

    /// The effect at the top edge (visual: Mainline keeps its settings).
    public var topEdgeEffect: UIScrollEdgeEffect {
        let entry = UIEntry("-[UIScrollView topEdgeEffect]", self); defer { entry.end() }
        return edgeEffect(0)
    }

    /// The effect at the left edge.
    public var leftEdgeEffect: UIScrollEdgeEffect {
        let entry = UIEntry("-[UIScrollView leftEdgeEffect]", self); defer { entry.end() }
        return edgeEffect(1)
    }

    /// The effect at the bottom edge.
    public var bottomEdgeEffect: UIScrollEdgeEffect {
        let entry = UIEntry("-[UIScrollView bottomEdgeEffect]", self); defer { entry.end() }
        return edgeEffect(2)
    }

    /// The effect at the right edge.
    public var rightEdgeEffect: UIScrollEdgeEffect {
        let entry = UIEntry("-[UIScrollView rightEdgeEffect]", self); defer { entry.end() }
        return edgeEffect(3)
    }

    private func edgeEffect(_ index: Int) -> UIScrollEdgeEffect {
        if storedEdgeEffects.isEmpty { storedEdgeEffects = (0..<4).map { _ in UIScrollEdgeEffect(owner: self) } }
        return storedEdgeEffects[index]
    }

    // MARK: - Refresh control

    /// The pull-to-refresh control shown above the content (added as a subview). Pulling the
    /// content down past its threshold in a drag starts it refreshing; while it refreshes, the
    /// adjusted content inset's top grows by its height, so the content rests under it.
    public var refreshControl: UIRefreshControl? {
        get { let entry = UIEntry("-[UIScrollView refreshControl]", self); defer { entry.end() }; return storedRefreshControl }
        set {
            let entry = UIEntry("-[UIScrollView setRefreshControl:]", self); defer { entry.end() }
            guard newValue !== storedRefreshControl else { return }
            if let old = storedRefreshControl, old.storedSuperview === self { old.removeFromSuperview() }
            storedRefreshControl = newValue
            refreshInset = 0
            if let control = newValue {
                insertSubview(control, at: 0)
                if control.storedIsRefreshing { refreshInset = UIRefreshControl.height }
                layoutRefreshControl()
            }
            noteAdjustedContentInsetChange()
        }
    }

    /// Places the refresh control above the content: the full width, its height, its bottom at
    /// the content's top.
    func layoutRefreshControl() {
        guard let control = storedRefreshControl, control.storedSuperview === self else { return }
        let frame = CGRect(x: 0, y: -UIRefreshControl.height, width: storedBounds.width, height: UIRefreshControl.height)
        if control.frameValue != frame { control.frame = frame }
    }

    // MARK: - Adjusted content inset

    /// Reports a change of `adjustedContentInset` since the last report:
    /// `adjustedContentInsetDidChange()`, then the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`.
    func noteAdjustedContentInsetChange() {
        let now = computedAdjustedContentInset
        guard now != reportedAdjustedContentInset else { return }
        reportedAdjustedContentInset = now
        adjustedContentInsetDidChange()
        tellDelegate("scrollViewDidChangeAdjustedContentInset(_:)") { $0.scrollViewDidChangeAdjustedContentInset(self) }
    }
}
