import Foundation

/// A pull-to-refresh control. Give it to a scroll view's (or a table view controller's)
/// `refreshControl` and add a target for `.valueChanged`: when the user pulls the content down
/// past the threshold during a drag, the control starts refreshing and sends `.valueChanged`
/// once; the scroll view then keeps room for it above the content (its adjusted content inset
/// grows by the control's height) until `endRefreshing()`, when the content settles back.
/// `beginRefreshing()` starts it from code without sending the event (UIKit's header: "May be
/// used to indicate to the refreshControl that an external event has initiated the refresh").
///
/// UIKit documents neither the control's height nor the pull distance: Mainline takes 60 points
/// for the height and a pull of 100 points past the content's resting top as the threshold.
open class UIRefreshControl: UIControl {
    /// The control's height.
    static let height: CGFloat = 60
    /// How far past its resting top the content must be pulled.
    static let threshold: CGFloat = 100

    var storedIsRefreshing = false
    var storedAttributedTitle: NSAttributedString?
    /// Whether the drag in progress has already started a refresh.
    var firedThisPull = false

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIRefreshControl initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame == .zero ? CGRect(x: 0, y: 0, width: 320, height: Self.height) : frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIRefreshControl initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// Whether a refresh is going on.
    open var isRefreshing: Bool {
        let entry = UIEntry("-[UIRefreshControl isRefreshing]", self); defer { entry.end() }
        return storedIsRefreshing
    }

    /// A title shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        get { let entry = UIEntry("-[UIRefreshControl attributedTitle]", self); defer { entry.end() }; return storedAttributedTitle }
        set { let entry = UIEntry("-[UIRefreshControl setAttributedTitle:]", self); defer { entry.end() }; storedAttributedTitle = newValue }
    }

    /// Starts refreshing from code (no `.valueChanged`): the scroll view keeps room for the
    /// control above its content.
    open func beginRefreshing() {
        let entry = UIEntry("-[UIRefreshControl beginRefreshing]", self); defer { entry.end() }
        guard !storedIsRefreshing else { return }
        storedIsRefreshing = true
        if let scrollView = storedSuperview as? UIScrollView, scrollView.storedRefreshControl === self, !scrollView.storedIsDragging {
            setInset(Self.height, in: scrollView)
        }
    }

    /// Ends the refresh: the room above the content goes, and content resting in it settles
    /// back to the top (animated, with no delegate callback).
    open func endRefreshing() {
        let entry = UIEntry("-[UIRefreshControl endRefreshing]", self); defer { entry.end() }
        guard storedIsRefreshing else { return }
        storedIsRefreshing = false
        guard let scrollView = storedSuperview as? UIScrollView, scrollView.storedRefreshControl === self else { return }
        setInset(0, in: scrollView)
        let limits = scrollView.offsetLimits
        if !scrollView.storedIsDragging, scrollView.motion == nil, scrollView.storedBounds.minY < limits.minY {
            scrollView.animateOffset(to: CGPoint(x: scrollView.storedBounds.minX, y: limits.minY), kind: .silent)
        }
    }

    private func setInset(_ inset: CGFloat, in scrollView: UIScrollView) {
        guard scrollView.refreshInset != inset else { return }
        scrollView.refreshInset = inset
        scrollView.noteAdjustedContentInsetChange()
    }

    // MARK: - Driven by the scroll view

    /// The content moved: during a drag, a pull past the threshold starts a refresh.
    func scrollViewDidMove(_ scrollView: UIScrollView) {
        guard scrollView.storedIsDragging, !storedIsRefreshing, !firedThisPull, storedIsEnabled else { return }
        let restingTop = scrollView.offsetLimits.minY
        guard restingTop - scrollView.storedBounds.minY >= Self.threshold else { return }
        firedThisPull = true
        storedIsRefreshing = true
        sendActions(for: .valueChanged)
    }

    /// The finger lifts: a refresh the pull started now gets its room, so the content settles
    /// under the control.
    func scrollViewWillRelease(_ scrollView: UIScrollView) {
        firedThisPull = false
        if storedIsRefreshing { setInset(Self.height, in: scrollView) }
    }
}
