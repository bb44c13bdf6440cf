import Foundation

/// Columns of controllers side by side — a primary (a list) and a secondary (the detail) —
/// collapsed to one column in a compact width.
///
/// In a compact width (a phone in portrait, and the smaller phones in landscape) the split view
/// controller is collapsed: it shows one controller, the primary, onto which the secondary was
/// collapsed — by the delegate (`splitViewController(_:collapseSecondary:onto:)` returning
/// true), or by the primary's `collapseSecondaryViewController(_:for:)` (a navigation controller
/// pushes it). In a regular width it shows the primary beside (or over) the secondary, as
/// `preferredDisplayMode` says (`.automatic`: beside in landscape, secondary only in portrait);
/// expanding again separates the secondary (`splitViewController(_:separateSecondaryFrom:)`,
/// else the primary's `separateSecondaryViewController(for:)`). The primary column is
/// `preferredPrimaryColumnWidth` wide (320 points by default, within the minimum and maximum).
/// `showDetailViewController(_:sender:)` replaces the secondary, or, collapsed, is shown by the
/// primary (pushed). The column-style API of iOS 14 (`init(style:)`, `setViewController(_:for:)`)
/// wraps each column's controller in a navigation controller, as UIKit does, and shows the
/// `.compact` column's controller, when there is one, while collapsed.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The interface style: classic (`.unspecified`, `viewControllers`) or columns.
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }

    /// How the columns are shown in a regular width.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary

        @available(iOS, deprecated: 14.0, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        @available(iOS, deprecated: 14.0, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        @available(iOS, deprecated: 14.0, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How the side columns share the width with the secondary.
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }
    /// When the display-mode button shows.
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic, never, always }

    /// "The split view controller's choice" for a width.
    nonisolated public static let automaticDimension: CGFloat = -.greatestFiniteMagnitude
    /// The primary column's width when none is given.
    static let defaultPrimaryWidth: CGFloat = 320

    let storedStyle: Style
    weak var storedDelegate: UISplitViewControllerDelegate?
    var columnControllers: [Column: UIViewController] = [:]
    var storedPreferredDisplayMode = DisplayMode.automatic
    var storedDisplayMode = DisplayMode.automatic
    var storedPreferredSplitBehavior = SplitBehavior.automatic
    var storedIsCollapsed = false
    /// The secondary collapsed onto the primary (to separate again on expanding).
    var collapsedSecondary: UIViewController?
    /// While collapsed: a column shown instead of the primary (`show(_:)`, the delegate's top column).
    weak var collapsedTop: UIViewController?
    var collapseResolved = false
    var widths: [String: CGFloat] = [:]
    var storedPresentsWithGesture = true
    var storedShowsSecondaryOnlyButton = false
    var storedPrimaryEdge = PrimaryEdge.leading
    var storedPrimaryBackgroundStyle = BackgroundStyle.none
    var storedDisplayModeButtonVisibility = DisplayModeButtonVisibility.automatic
    var storedDisplayModeButtonItem: UIBarButtonItem?

    /// A classic split view controller (set `viewControllers`).
    public override init(nibName: String?, bundle: Bundle?) {
        UIEntry.check("-[UISplitViewController initWithNibName:bundle:]")
        storedStyle = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A split view controller with two or three columns (set their controllers with
    /// `setViewController(_:for:)`).
    public init(style: Style) {
        UIEntry.check("-[UISplitViewController initWithStyle:]")
        storedStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UISplitViewController initWithCoder:]")
        storedStyle = .unspecified
        super.init(coder: coder)
    }

    /// The style it was made with.
    open var style: Style {
        let entry = UIEntry("-[UISplitViewController style]", self); defer { entry.end() }
        return storedStyle
    }

    /// The delegate (not retained).
    open var delegate: UISplitViewControllerDelegate? {
        get { let entry = UIEntry("-[UISplitViewController delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UISplitViewController setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The controllers: primary, then secondary (classic); the columns' controllers, primary
    /// first (column style).
    open var viewControllers: [UIViewController] {
        get { let entry = UIEntry("-[UISplitViewController viewControllers]", self); defer { entry.end() }; return shownControllers }
        set { let entry = UIEntry("-[UISplitViewController setViewControllers:]", self); defer { entry.end() }; replaceChildren(newValue) }
    }

    /// Puts `vc` in `column` (a controller that is not a navigation controller is wrapped in one,
    /// except in the compact column).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        let entry = UIEntry("-[UISplitViewController setViewController:forColumn:]", self); defer { entry.end() }
        setColumn(vc, column)
    }

    /// The controller in `column` (the navigation controller that wraps it, if any).
    open func viewController(for column: Column) -> UIViewController? {
        let entry = UIEntry("-[UISplitViewController viewControllerForColumn:]", self); defer { entry.end() }
        if storedStyle == .unspecified {
            switch column {
            case .primary: return storedChildren.first
            case .secondary: return storedChildren.count > 1 ? storedChildren[1] : collapsedSecondary
            default: return nil
            }
        }
        return columnControllers[column]
    }

    /// Whether only one column is shown (a compact width).
    open var isCollapsed: Bool {
        let entry = UIEntry("-[UISplitViewController isCollapsed]", self); defer { entry.end() }
        resolveCollapse()
        return storedIsCollapsed
    }

    /// The display mode asked for (`.automatic`: the split view controller's choice).
    open var preferredDisplayMode: DisplayMode {
        get { let entry = UIEntry("-[UISplitViewController preferredDisplayMode]", self); defer { entry.end() }; return storedPreferredDisplayMode }
        set {
            let entry = UIEntry("-[UISplitViewController setPreferredDisplayMode:]", self); defer { entry.end() }
            storedPreferredDisplayMode = newValue
            changeDisplayMode(to: resolvedDisplayMode())
        }
    }

    /// The display mode in effect (`.secondaryOnly`… in a regular width; collapsed it is the
    /// mode it would have).
    open var displayMode: DisplayMode {
        let entry = UIEntry("-[UISplitViewController displayMode]", self); defer { entry.end() }
        if storedDisplayMode == .automatic { storedDisplayMode = resolvedDisplayMode() }
        return storedDisplayMode
    }

    /// How the columns share the width, asked for.
    open var preferredSplitBehavior: SplitBehavior {
        get { let entry = UIEntry("-[UISplitViewController preferredSplitBehavior]", self); defer { entry.end() }; return storedPreferredSplitBehavior }
        set {
            let entry = UIEntry("-[UISplitViewController setPreferredSplitBehavior:]", self); defer { entry.end() }
            storedPreferredSplitBehavior = newValue
            storedView?.setNeedsLayout()
        }
    }

    /// How the columns share the width in effect (`.tile` unless `.overlay`/`.displace` was asked).
    open var splitBehavior: SplitBehavior {
        let entry = UIEntry("-[UISplitViewController splitBehavior]", self); defer { entry.end() }
        return storedPreferredSplitBehavior == .automatic ? .tile : storedPreferredSplitBehavior
    }

    /// An item that shows or hides the primary column (for a navigation bar).
    open var displayModeButtonItem: UIBarButtonItem {
        let entry = UIEntry("-[UISplitViewController displayModeButtonItem]", self); defer { entry.end() }
        if let item = storedDisplayModeButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain)
        item.storedPrimaryAction = UIAction(title: "Toggle Sidebar") { [weak self] _ in self?.toggleDisplayMode() }
        storedDisplayModeButtonItem = item
        return item
    }

    /// Whether a swipe shows and hides the primary column (true by default).
    open var presentsWithGesture: Bool {
        get { let entry = UIEntry("-[UISplitViewController presentsWithGesture]", self); defer { entry.end() }; return storedPresentsWithGesture }
        set { let entry = UIEntry("-[UISplitViewController setPresentsWithGesture:]", self); defer { entry.end() }; storedPresentsWithGesture = newValue }
    }

    /// Whether the secondary shows a button to show only itself (false by default).
    open var showsSecondaryOnlyButton: Bool {
        get { let entry = UIEntry("-[UISplitViewController showsSecondaryOnlyButton]", self); defer { entry.end() }; return storedShowsSecondaryOnlyButton }
        set { let entry = UIEntry("-[UISplitViewController setShowsSecondaryOnlyButton:]", self); defer { entry.end() }; storedShowsSecondaryOnlyButton = newValue }
    }

    /// The side the primary column is on (leading by default).
    open var primaryEdge: PrimaryEdge {
        get { let entry = UIEntry("-[UISplitViewController primaryEdge]", self); defer { entry.end() }; return storedPrimaryEdge }
        set {
            let entry = UIEntry("-[UISplitViewController setPrimaryEdge:]", self); defer { entry.end() }
            storedPrimaryEdge = newValue
            storedView?.setNeedsLayout()
        }
    }

    /// The primary column's background (none by default).
    open var primaryBackgroundStyle: BackgroundStyle {
        get { let entry = UIEntry("-[UISplitViewController primaryBackgroundStyle]", self); defer { entry.end() }; return storedPrimaryBackgroundStyle }
        set { let entry = UIEntry("-[UISplitViewController setPrimaryBackgroundStyle:]", self); defer { entry.end() }; storedPrimaryBackgroundStyle = newValue }
    }

    /// When the display-mode button shows (automatic by default).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility {
        get { let entry = UIEntry("-[UISplitViewController displayModeButtonVisibility]", self); defer { entry.end() }; return storedDisplayModeButtonVisibility }
        set { let entry = UIEntry("-[UISplitViewController setDisplayModeButtonVisibility:]", self); defer { entry.end() }; storedDisplayModeButtonVisibility = newValue }
    }

    // MARK: - Column widths

    open var preferredPrimaryColumnWidthFraction: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController preferredPrimaryColumnWidthFraction]", self); defer { entry.end() }; return width("primaryFraction") }
        set { let entry = UIEntry("-[UISplitViewController setPreferredPrimaryColumnWidthFraction:]", self); defer { entry.end() }; setWidth("primaryFraction", newValue) }
    }
    open var preferredPrimaryColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController preferredPrimaryColumnWidth]", self); defer { entry.end() }; return width("primary") }
        set { let entry = UIEntry("-[UISplitViewController setPreferredPrimaryColumnWidth:]", self); defer { entry.end() }; setWidth("primary", newValue) }
    }
    open var minimumPrimaryColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController minimumPrimaryColumnWidth]", self); defer { entry.end() }; return width("primaryMin") }
        set { let entry = UIEntry("-[UISplitViewController setMinimumPrimaryColumnWidth:]", self); defer { entry.end() }; setWidth("primaryMin", newValue) }
    }
    open var maximumPrimaryColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController maximumPrimaryColumnWidth]", self); defer { entry.end() }; return width("primaryMax") }
        set { let entry = UIEntry("-[UISplitViewController setMaximumPrimaryColumnWidth:]", self); defer { entry.end() }; setWidth("primaryMax", newValue) }
    }
    /// The primary column's width in effect.
    open var primaryColumnWidth: CGFloat {
        let entry = UIEntry("-[UISplitViewController primaryColumnWidth]", self); defer { entry.end() }
        return resolvedPrimaryWidth(in: storedView?.storedBounds.width ?? UIScreen.main.bounds.width)
    }
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController preferredSupplementaryColumnWidthFraction]", self); defer { entry.end() }; return width("supplementaryFraction") }
        set { let entry = UIEntry("-[UISplitViewController setPreferredSupplementaryColumnWidthFraction:]", self); defer { entry.end() }; setWidth("supplementaryFraction", newValue) }
    }
    open var preferredSupplementaryColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController preferredSupplementaryColumnWidth]", self); defer { entry.end() }; return width("supplementary") }
        set { let entry = UIEntry("-[UISplitViewController setPreferredSupplementaryColumnWidth:]", self); defer { entry.end() }; setWidth("supplementary", newValue) }
    }
    open var minimumSupplementaryColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController minimumSupplementaryColumnWidth]", self); defer { entry.end() }; return width("supplementaryMin") }
        set { let entry = UIEntry("-[UISplitViewController setMinimumSupplementaryColumnWidth:]", self); defer { entry.end() }; setWidth("supplementaryMin", newValue) }
    }
    open var maximumSupplementaryColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController maximumSupplementaryColumnWidth]", self); defer { entry.end() }; return width("supplementaryMax") }
        set { let entry = UIEntry("-[UISplitViewController setMaximumSupplementaryColumnWidth:]", self); defer { entry.end() }; setWidth("supplementaryMax", newValue) }
    }
    /// The supplementary column's width in effect (0 without one).
    open var supplementaryColumnWidth: CGFloat {
        let entry = UIEntry("-[UISplitViewController supplementaryColumnWidth]", self); defer { entry.end() }
        return storedStyle == .tripleColumn ? resolvedSupplementaryWidth() : 0
    }
    open var preferredSecondaryColumnWidthFraction: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController preferredSecondaryColumnWidthFraction]", self); defer { entry.end() }; return width("secondaryFraction") }
        set { let entry = UIEntry("-[UISplitViewController setPreferredSecondaryColumnWidthFraction:]", self); defer { entry.end() }; setWidth("secondaryFraction", newValue) }
    }
    open var preferredSecondaryColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController preferredSecondaryColumnWidth]", self); defer { entry.end() }; return width("secondary") }
        set { let entry = UIEntry("-[UISplitViewController setPreferredSecondaryColumnWidth:]", self); defer { entry.end() }; setWidth("secondary", newValue) }
    }
    open var minimumSecondaryColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController minimumSecondaryColumnWidth]", self); defer { entry.end() }; return width("secondaryMin") }
        set { let entry = UIEntry("-[UISplitViewController setMinimumSecondaryColumnWidth:]", self); defer { entry.end() }; setWidth("secondaryMin", newValue) }
    }
    open var preferredInspectorColumnWidthFraction: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController preferredInspectorColumnWidthFraction]", self); defer { entry.end() }; return width("inspectorFraction") }
        set { let entry = UIEntry("-[UISplitViewController setPreferredInspectorColumnWidthFraction:]", self); defer { entry.end() }; setWidth("inspectorFraction", newValue) }
    }
    open var preferredInspectorColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController preferredInspectorColumnWidth]", self); defer { entry.end() }; return width("inspector") }
        set { let entry = UIEntry("-[UISplitViewController setPreferredInspectorColumnWidth:]", self); defer { entry.end() }; setWidth("inspector", newValue) }
    }
    open var minimumInspectorColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController minimumInspectorColumnWidth]", self); defer { entry.end() }; return width("inspectorMin") }
        set { let entry = UIEntry("-[UISplitViewController setMinimumInspectorColumnWidth:]", self); defer { entry.end() }; setWidth("inspectorMin", newValue) }
    }
    open var maximumInspectorColumnWidth: CGFloat {
        get { let entry = UIEntry("-[UISplitViewController maximumInspectorColumnWidth]", self); defer { entry.end() }; return width("inspectorMax") }
        set { let entry = UIEntry("-[UISplitViewController setMaximumInspectorColumnWidth:]", self); defer { entry.end() }; setWidth("inspectorMax", newValue) }
    }

    // MARK: - Showing and hiding columns

    /// Shows `column` (the primary or supplementary beside the secondary; collapsed: the
    /// column's controller on top).
    open func show(_ column: Column) {
        let entry = UIEntry("-[UISplitViewController showColumn:]", self); defer { entry.end() }
        showColumn(column)
    }

    /// Hides `column` (the side columns: the secondary only).
    open func hide(_ column: Column) {
        let entry = UIEntry("-[UISplitViewController hideColumn:]", self); defer { entry.end() }
        hideColumn(column)
    }

    /// Whether `column` is shown now.
    open func isShowing(_ column: Column) -> Bool {
        let entry = UIEntry("-[UISplitViewController isShowingColumn:]", self); defer { entry.end() }
        return columnIsShowing(column)
    }

    // MARK: - Containers' overrides

    open override func loadView() {
        let entry = UIEntry("-[UISplitViewController loadView]", self); defer { entry.end() }
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.splitViewController = self
        view = container
    }

    /// Shows `vc` in the primary column (the delegate first; collapsed: the primary shows it).
    open override func show(_ vc: UIViewController, sender: Any?) {
        let entry = UIEntry("-[UISplitViewController showViewController:sender:]", self); defer { entry.end() }
        showInPrimary(vc, sender: sender)
    }

    /// Shows `vc` as the secondary (the delegate first; collapsed: the primary shows it).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        let entry = UIEntry("-[UISplitViewController showDetailViewController:sender:]", self); defer { entry.end() }
        showAsDetail(vc, sender: sender)
    }

    /// The delegate's answer, else its own.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIEntry.check("-[UISplitViewController supportedInterfaceOrientations]", self)
        if let answer = storedDelegate?.splitViewControllerSupportedInterfaceOrientations(self), !answer.isEmpty { return answer }
        return super.supportedInterfaceOrientations
    }

    /// The delegate's answer, else its own.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let entry = UIEntry("-[UISplitViewController preferredInterfaceOrientationForPresentation]", self); defer { entry.end() }
        if let answer = storedDelegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self), answer != .unknown { return answer }
        return defaultPreferredOrientation()
    }

    /// The secondary decides the status bar (the shown controller while collapsed).
    open override var childForStatusBarStyle: UIViewController? {
        UIEntry.check("-[UISplitViewController childViewControllerForStatusBarStyle]", self)
        return storedIsCollapsed ? shownWhileCollapsed : secondaryController
    }

    open override var childForStatusBarHidden: UIViewController? {
        UIEntry.check("-[UISplitViewController childViewControllerForStatusBarHidden]", self)
        return storedIsCollapsed ? shownWhileCollapsed : secondaryController
    }

    override var placesChildViews: Bool { true }

    override func handlesShowAction(_ action: Selector, asking asker: UIViewController) -> Bool {
        action.name == "showViewController:sender:" || action.name == "showDetailViewController:sender:"
    }

    override func installVisibleChildView() {
        _ = loadedView
        resolveCollapse()
        arrangeColumnViews()
    }
}

/// A split view controller's view: it lays out the columns.
final class SplitContainerView: UIView {
    weak var splitViewController: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        splitViewController?.layoutColumns(in: self)
    }
}

extension UIViewController {
    /// The nearest split view controller this controller is in (itself excluded).
    public var splitViewController: UISplitViewController? {
        let entry = UIEntry("-[UIViewController splitViewController]", self); defer { entry.end() }
        var c = storedParent
        while let current = c {
            if let split = current as? UISplitViewController { return split }
            c = current.storedParent
        }
        return nil
    }

    /// Posted when a split view controller's collapsing changes where `showDetailViewController`
    /// goes.
    nonisolated public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// The name of the exception UIKit raises for an inconsistent controller hierarchy.
    nonisolated public static let hierarchyInconsistencyException = NSExceptionName("UIViewControllerHierarchyInconsistency")
}
