import Foundation

/// Gives a page view controller the pages before and after a page. The two page methods are
/// required; the page-indicator methods are optional (a default of -1/0 shows no indicator).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController` (nil: it is the first).
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController` (nil: it is the last).
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many pages the indicator shows (0: no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the indicator marks.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        UIEntry.check("-[UIPageViewControllerDataSource presentationCountForPageViewController:]")
        return 0
    }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        UIEntry.check("-[UIPageViewControllerDataSource presentationIndexForPageViewController:]")
        return 0
    }
}

/// Hears a page view controller's gesture-driven page turns. Every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture is about to turn to `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended: `completed` is false when the user let go short of the turn.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine's location for a page-curl page view controller in `orientation` (default: the current one).
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations it supports (`[]`: its own).
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation a presentation of it starts in (`.unknown`: its own).
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        UIEntry.check("-[UIPageViewControllerDelegate pageViewController:willTransitionToViewControllers:]")
    }
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        UIEntry.check("-[UIPageViewControllerDelegate pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:]")
    }
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        UIEntry.check("-[UIPageViewControllerDelegate pageViewController:spineLocationForInterfaceOrientation:]")
        return pageViewController.storedSpineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        UIEntry.check("-[UIPageViewControllerDelegate pageViewControllerSupportedInterfaceOrientations:]")
        return []
    }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        UIEntry.check("-[UIPageViewControllerDelegate pageViewControllerPreferredInterfaceOrientationForPresentation:]")
        return .unknown
    }
}

/// Pages of controllers, one (or, page curl with the spine in the middle, two) shown at a
/// time, turned by `setViewControllers(_:direction:animated:completion:)` or by the user's
/// swipe.
///
/// The shown pages are children whose views fill the page view controller's view, and hear
/// the appearance callbacks as UIKit's containers give them. A swipe is a pan on the page view
/// controller's view along its orientation (`Simulation.pan(from:to:)` drives it): as it
/// begins, the data source gives the neighbouring page (none: the page only follows the finger
/// and springs back), the delegate hears `willTransitionTo`, the neighbour becomes a child and
/// begins appearing while the current page begins disappearing; both views follow the finger;
/// when the finger lifts past half the width, or flicks faster than 300 points a second, the
/// turn finishes (else it is cancelled, the appearance callbacks reversed), the pages slide the
/// rest of the way in a quarter of a second, the "did" callbacks come, the old page leaves, and
/// the delegate hears `didFinishAnimating:previousViewControllers:transitionCompleted:`.
/// `setViewControllers(_:direction:animated:completion:)` turns without asking the delegate, as
/// in UIKit. Page curls move like scrolls here (the page slides; a curl is not drawn).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// Which way a programmatic turn goes.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// Where a page curl's spine is.
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }

    /// Keys of the options dictionary.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a page curl (a `SpineLocation` raw value).
        nonisolated public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scroll (points).
        nonisolated public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// Seconds a page turn slides (the model's figure).
    static let turnDuration: TimeInterval = 0.35

    let storedTransitionStyle: TransitionStyle
    let storedNavigationOrientation: NavigationOrientation
    var storedSpineLocation: SpineLocation
    var storedInterPageSpacing: CGFloat = 0
    var storedIsDoubleSided = false
    weak var storedDataSource: UIPageViewControllerDataSource?
    weak var storedDelegate: UIPageViewControllerDelegate?
    /// The pages shown.
    var pages: [UIViewController] = []
    /// A turn in progress (programmatic or by the user's swipe).
    var turn: PageTurn?
    var storedPagePan: PagePanGestureRecognizer?
    var storedTapRecognizer: UITapGestureRecognizer?

    /// A page view controller that turns pages in `style` along `navigationOrientation`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        UIEntry.check("-[UIPageViewController initWithTransitionStyle:navigationOrientation:options:]")
        storedTransitionStyle = style
        storedNavigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        storedSpineLocation = style == .pageCurl ? (spine ?? .min) : .none
        if let spacing = options?[.interPageSpacing] as? CGFloat { storedInterPageSpacing = spacing }
        else if let spacing = options?[.interPageSpacing] as? Double { storedInterPageSpacing = CGFloat(spacing) }
        else if let spacing = options?[.interPageSpacing] as? Int { storedInterPageSpacing = CGFloat(spacing) }
        super.init(nibName: nil, bundle: nil)
    }

    /// A page view controller from an archive (a scroll, horizontal).
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIPageViewController initWithCoder:]")
        let element = (coder as? NibDecoder)?.element
        storedTransitionStyle = element?["transitionStyle"] == "pageCurl" ? .pageCurl : .scroll
        storedNavigationOrientation = element?["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        storedSpineLocation = storedTransitionStyle == .pageCurl
            ? ["min": .min, "mid": .mid, "max": .max][element?["spineLocation"] ?? "min"] ?? .min : .none
        super.init(coder: coder)
    }

    /// A horizontal scroll of pages.
    public convenience override init(nibName: String?, bundle: Bundle?) {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        UIEntry.check("-[UIPageViewController initWithNibName:bundle:]")
    }

    /// The pages' source (not retained; nil: no swiping).
    open var dataSource: UIPageViewControllerDataSource? {
        get { let entry = UIEntry("-[UIPageViewController dataSource]", self); defer { entry.end() }; return storedDataSource }
        set { let entry = UIEntry("-[UIPageViewController setDataSource:]", self); defer { entry.end() }; storedDataSource = newValue }
    }

    /// The delegate (not retained).
    open var delegate: UIPageViewControllerDelegate? {
        get { let entry = UIEntry("-[UIPageViewController delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIPageViewController setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The pages shown (nil before any is set).
    open var viewControllers: [UIViewController]? {
        let entry = UIEntry("-[UIPageViewController viewControllers]", self); defer { entry.end() }
        return pages.isEmpty ? nil : pages
    }

    /// How pages turn.
    open var transitionStyle: TransitionStyle {
        let entry = UIEntry("-[UIPageViewController transitionStyle]", self); defer { entry.end() }
        return storedTransitionStyle
    }

    /// The axis pages turn along.
    open var navigationOrientation: NavigationOrientation {
        let entry = UIEntry("-[UIPageViewController navigationOrientation]", self); defer { entry.end() }
        return storedNavigationOrientation
    }

    /// Where a page curl's spine is (`.none` for a scroll).
    open var spineLocation: SpineLocation {
        let entry = UIEntry("-[UIPageViewController spineLocation]", self); defer { entry.end() }
        return storedSpineLocation
    }

    /// Whether a page curl shows content on the back of pages (false by default).
    open var isDoubleSided: Bool {
        get { let entry = UIEntry("-[UIPageViewController isDoubleSided]", self); defer { entry.end() }; return storedIsDoubleSided }
        set { let entry = UIEntry("-[UIPageViewController setDoubleSided:]", self); defer { entry.end() }; storedIsDoubleSided = newValue }
    }

    /// The recognizers that turn pages: a page curl's pan and tap (empty for a scroll, whose
    /// swipe belongs to its internal scrolling, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer] {
        let entry = UIEntry("-[UIPageViewController gestureRecognizers]", self); defer { entry.end() }
        guard storedTransitionStyle == .pageCurl else { return [] }
        return [pagePan, pageTap]
    }

    /// Shows `viewControllers` (one page, or two for a double-sided curl with a middle spine),
    /// turning `direction` with animation or at once; `completion` hears whether the turn
    /// finished. The delegate is not told (it hears only the user's turns).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIPageViewController setViewControllers:direction:animated:completion:]", self); defer { entry.end() }
        showPages(viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    open override func loadView() {
        let entry = UIEntry("-[UIPageViewController loadView]", self); defer { entry.end() }
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.pageViewController = self
        container.clipsToBounds = true
        container.addGestureRecognizer(pagePan)
        if storedTransitionStyle == .pageCurl { container.addGestureRecognizer(pageTap) }
        view = container
    }

    /// The delegate's answer, else its own.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIEntry.check("-[UIPageViewController supportedInterfaceOrientations]", self)
        if let answer = storedDelegate?.pageViewControllerSupportedInterfaceOrientations(self), !answer.isEmpty { return answer }
        return super.supportedInterfaceOrientations
    }

    /// The delegate's answer, else its own.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let entry = UIEntry("-[UIPageViewController preferredInterfaceOrientationForPresentation]", self); defer { entry.end() }
        if let answer = storedDelegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self), answer != .unknown { return answer }
        return defaultPreferredOrientation()
    }

    /// The page shown decides the status bar.
    open override var childForStatusBarStyle: UIViewController? {
        UIEntry.check("-[UIPageViewController childViewControllerForStatusBarStyle]", self)
        return pages.first
    }

    open override var childForStatusBarHidden: UIViewController? {
        UIEntry.check("-[UIPageViewController childViewControllerForStatusBarHidden]", self)
        return pages.first
    }

    override var placesChildViews: Bool { true }

    override func installVisibleChildView() {
        guard let container = storedView else { return }
        layoutPages(in: container)
    }
}

/// A page view controller's view: it keeps the shown pages' views filling it.
final class PageContainerView: UIView {
    weak var pageViewController: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        pageViewController?.layoutPages(in: self)
    }
}
