import Foundation

/// Manages a view hierarchy, with UIKit's names and callback order: the lazy view
/// (`loadView()`, `viewDidLoad()`), the appearance callbacks, the layout callbacks around the
/// root view's constraint update and layout, traits and size transitions, containment
/// (`addChild(_:)`), presentation (`present(_:animated:completion:)`) and memory warnings.
///
/// Override the `open` members as in UIKit and call `super` where UIKit requires it (the
/// transition callbacks forward to children from `super`). The simulation calls them in
/// UIKit's order; each containment, navigation or presentation change is a transition that
/// runs across frames on the simulation's virtual clock.
open class UIViewController: UIResponder, CustomStringConvertible, TimelineObject {
    var storedView: UIView?
    var storedAdditionalSafeAreaInsets = UIEdgeInsets.zero
    var storedEdgesForExtendedLayout = UIRectEdge.all
    var storedExtendedLayoutIncludesOpaqueBars = false
    var storedHidesBottomBarWhenPushed = false
    /// The root view's safe area at its last layout (for `viewSafeAreaInsetsDidChange()`).
    var lastSafeAreaInsets: UIEdgeInsets?
    var loadViewCalls = 0
    /// Whether `loadView()` is running (its own reads of `view` would recurse in UIKit).
    var isLoadingView = false
    /// The traits last delivered by `traitCollectionDidChange(_:)` (nil before the first).
    var deliveredTraits: UITraitCollection?
    var didRunViewDidLoad = false
    /// Deterministic within the simulation whose turn made the controller.
    let objectID: UInt64
    weak var creationContext: SimulationContext?

    // Appearance (UIViewController+Appearance.swift).
    var appearanceState = AppearanceState.disappeared
    var appearanceIsAnimated = false
    /// `viewIsAppearing(_:)` is due (called from the superview's layout, or before
    /// `viewDidAppear(_:)` at the latest).
    var isAppearingCallbackDue = false
    /// Appearance transitions begun with the public API and not ended yet.
    var manualAppearanceTransitions = 0

    // Containment and presentation (UIViewController+Containment.swift, +Presentation.swift).
    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = []
    var transitionFlags = TransitionFlags()
    weak var storedPresentingViewController: UIViewController?
    var storedPresentedViewController: UIViewController?
    var storedModalPresentationStyle = UIModalPresentationStyle.automatic
    /// The style the running or finished presentation used (`.automatic` resolved).
    var presentedStyle = UIModalPresentationStyle.fullScreen
    var activeCoordinator: TransitionCoordinator?
    var storedRespectsSystemMinimumMargins = true
    var storedTitle: String?
    var storedNibName: String?
    var storedNibBundle: Bundle?
    /// The storyboard scene the view loads from (a controller made by a storyboard).
    var nibSource: (element: NibElement, load: NibLoad, storyboard: UIStoryboard)?
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?

    public init(nibName: String?, bundle: Bundle?) {
        let entry = UIEntry("-[UIViewController initWithNibName:bundle:]"); defer { entry.end() }
        (objectID, creationContext) = SimulationContext.identify()
        storedNibName = nibName
        storedNibBundle = bundle
        super.init()
        observeMemoryWarnings()
    }

    public override convenience init() {
        let entry = UIEntry("-[UIViewController init]"); defer { entry.end() }
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive (a storyboard scene); its view loads on first use.
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIViewController initWithCoder:]"); defer { entry.end() }
        (objectID, creationContext) = SimulationContext.identify()
        super.init()
        observeMemoryWarnings()
        if let decoder = coder as? NibDecoder {
            if let title = decoder.element["title"] { storedTitle = title }
        }
    }

    // MARK: - The view

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            let entry = UIEntry("-[UIViewController view]", self); defer { entry.end() }
            return loadedView
        }
        set {
            let entry = UIEntry("-[UIViewController setView:]", self); defer { entry.end() }
            let old = storedView
            old?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
            newValue?.mayAddSafeAreaInsets = true
            if let newValue { LayoutEngine.guidesInsetsChanged(newValue) }
            if let old { LayoutEngine.framePinningChanged(old) }
            if let newValue { LayoutEngine.framePinningChanged(newValue) }
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? {
        let entry = UIEntry("-[UIViewController viewIfLoaded]", self); defer { entry.end() }
        return storedView
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool {
        let entry = UIEntry("-[UIViewController isViewLoaded]", self); defer { entry.end() }
        return storedView != nil
    }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        let entry = UIEntry("-[UIViewController loadViewIfNeeded]", self); defer { entry.end() }
        _ = loadedView
    }

    /// Makes the view. The default loads it from the controller's storyboard scene or from its
    /// nib (`nibName`, File's Owner the controller), and otherwise makes a plain view the size
    /// of the screen; an override must set `view` and not call super.
    open func loadView() {
        let entry = UIEntry("-[UIViewController loadView]", self); defer { entry.end() }
        if let source = nibSource {
            nibSource = nil
            UIStoryboard.loadView(of: self, from: source.element, source.load, source.storyboard)
            return
        }
        // UIKit looks for a nib named after the class when none is named.
        let className = String(describing: type(of: self))
        let name = storedNibName ?? ((storedNibBundle ?? .main).url(forResource: className, withExtension: "xib") != nil ? className : nil)
        if let name {
            _ = UINib(nibName: name, bundle: storedNibBundle).instantiate(withOwner: self)
            if storedView != nil { return }
        }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// The name of the nib the view loads from.
    open var nibName: String? {
        let entry = UIEntry("-[UIViewController nibName]", self); defer { entry.end() }
        return storedNibName
    }

    open var nibBundle: Bundle? {
        let entry = UIEntry("-[UIViewController nibBundle]", self); defer { entry.end() }
        return storedNibBundle
    }

    /// The smallest margins the root view gets: 0 at the top and bottom, and at the sides
    /// 16 points in a window narrower than 414 points (compact-width iPhones) and 20 in wider
    /// ones (Plus and Max iPhones, landscape, iPad). Apple documents "16 or 20 points"; the
    /// width at which 20 begins is observed (the 414-point iPhone 6 Plus has 20).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let entry = UIEntry("-[UIViewController systemMinimumLayoutMargins]", self); defer { entry.end() }
        let width = storedView?.storedWindow?.storedBounds.width ?? UIScreen.main.bounds.width
        let side: CGFloat = width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (default
    /// true); when false they are the view's own `directionalLayoutMargins` alone.
    open var viewRespectsSystemMinimumLayoutMargins: Bool {
        get {
            let entry = UIEntry("-[UIViewController viewRespectsSystemMinimumLayoutMargins]", self); defer { entry.end() }
            return storedRespectsSystemMinimumMargins
        }
        set {
            let entry = UIEntry("-[UIViewController setViewRespectsSystemMinimumLayoutMargins:]", self); defer { entry.end() }
            guard newValue != storedRespectsSystemMinimumMargins else { return }
            storedRespectsSystemMinimumMargins = newValue
            if let view = storedView {
                LayoutEngine.guidesInsetsChanged(view)
                view.markNeedsLayout()
            }
        }
    }

    // MARK: - Safe area and bars (UIViewController+SafeArea.swift)

    /// Insets added to the safe area the controller's view would otherwise have (from the
    /// window, and from a navigation or tab bar over it); its descendants see them too.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIViewController additionalSafeAreaInsets]", self); defer { entry.end() }; return storedAdditionalSafeAreaInsets }
        set {
            let entry = UIEntry("-[UIViewController setAdditionalSafeAreaInsets:]", self); defer { entry.end() }
            guard newValue != storedAdditionalSafeAreaInsets, newValue.isFiniteInsets else { return }
            storedAdditionalSafeAreaInsets = newValue
            safeAreaChanged()
        }
    }

    /// Called when the safe area of the controller's view changes (before its
    /// `viewWillLayoutSubviews()`, in the layout that sees the change).
    open func viewSafeAreaInsetsDidChange() { UIEntry.check("-[UIViewController viewSafeAreaInsetsDidChange]", self) }

    /// The edges of the controller's view that run under a container's bars (all by default).
    open var edgesForExtendedLayout: UIRectEdge {
        get { let entry = UIEntry("-[UIViewController edgesForExtendedLayout]", self); defer { entry.end() }; return storedEdgesForExtendedLayout }
        set {
            let entry = UIEntry("-[UIViewController setEdgesForExtendedLayout:]", self); defer { entry.end() }
            storedEdgesForExtendedLayout = newValue
            storedParent?.barsChanged()
        }
    }

    /// Whether the view also runs under opaque bars (false by default: an opaque bar's edge is
    /// where the view begins).
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { let entry = UIEntry("-[UIViewController extendedLayoutIncludesOpaqueBars]", self); defer { entry.end() }; return storedExtendedLayoutIncludesOpaqueBars }
        set {
            let entry = UIEntry("-[UIViewController setExtendedLayoutIncludesOpaqueBars:]", self); defer { entry.end() }
            storedExtendedLayoutIncludesOpaqueBars = newValue
            storedParent?.barsChanged()
        }
    }

    /// Whether a tab bar hides while this controller is on a navigation stack's top.
    open var hidesBottomBarWhenPushed: Bool {
        get { let entry = UIEntry("-[UIViewController hidesBottomBarWhenPushed]", self); defer { entry.end() }; return storedHidesBottomBarWhenPushed }
        set { let entry = UIEntry("-[UIViewController setHidesBottomBarWhenPushed:]", self); defer { entry.end() }; storedHidesBottomBarWhenPushed = newValue }
    }

    /// The controller's navigation bar content (made on first use; its title is the
    /// controller's unless set).
    open var navigationItem: UINavigationItem {
        let entry = UIEntry("-[UIViewController navigationItem]", self); defer { entry.end() }
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(controller: self)
        storedNavigationItem = item
        return item
    }

    /// The controller's tab bar item (made on first use, with the controller's title).
    open var tabBarItem: UITabBarItem! {
        get {
            let entry = UIEntry("-[UIViewController tabBarItem]", self); defer { entry.end() }
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: storedTitle, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { let entry = UIEntry("-[UIViewController setTabBarItem:]", self); defer { entry.end() }; storedTabBarItem = newValue }
    }

    /// A title for the controller (shown by containers; kept, not drawn).
    open var title: String? {
        get { let entry = UIEntry("-[UIViewController title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UIViewController setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    /// The presenting controller if this one was presented; otherwise its view's superview (the
    /// window for a window's root), or its parent while its view is out of the hierarchy.
    open override var next: UIResponder? {
        UIEntry.check("-[UIViewController nextResponder]", self)
        if let presenter = storedPresentingViewController { return presenter }
        return storedView?.storedSuperview ?? storedParent
    }

    // MARK: - Callbacks the system calls

    /// Called once, after the view is loaded.
    open func viewDidLoad() { UIEntry.check("-[UIViewController viewDidLoad]", self) }
    /// The view is about to be added to a window's visible hierarchy.
    open func viewWillAppear(_ animated: Bool) { UIEntry.check("-[UIViewController viewWillAppear:]", self) }
    /// The view is in the hierarchy, sized by its superview and with current traits: called
    /// from the superview's layout, after `viewWillAppear(_:)` and before `viewDidAppear(_:)`
    /// (iOS 13+ back-deployed behaviour of iOS 17's `viewIsAppearing`).
    open func viewIsAppearing(_ animated: Bool) { UIEntry.check("-[UIViewController viewIsAppearing:]", self) }
    /// The view is on screen (after the transition that showed it finished).
    open func viewDidAppear(_ animated: Bool) { UIEntry.check("-[UIViewController viewDidAppear:]", self) }
    /// The view is about to leave the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) { UIEntry.check("-[UIViewController viewWillDisappear:]", self) }
    /// The view has left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) { UIEntry.check("-[UIViewController viewDidDisappear:]", self) }

    /// Updates the root view's constraints; the default calls `view.updateConstraints()`.
    /// Overrides call super last.
    open func updateViewConstraints() {
        let entry = UIEntry("-[UIViewController updateViewConstraints]", self); defer { entry.end() }
        storedView?.updateConstraints()
    }

    /// Called before the root view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() { UIEntry.check("-[UIViewController viewWillLayoutSubviews]", self) }
    /// Called after the root view's `layoutSubviews()` (before its subviews are laid out).
    open func viewDidLayoutSubviews() { UIEntry.check("-[UIViewController viewDidLayoutSubviews]", self) }

    /// The system is low on memory (after the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`).
    open func didReceiveMemoryWarning() { UIEntry.check("-[UIViewController didReceiveMemoryWarning]", self) }

    open var description: String { let entry = UIEntry("-[UIViewController description]", self); defer { entry.end() }; return "<\(Self.self): 0x\(String(objectID, radix: 16))>" }

    // MARK: - Traits and size transitions

    /// The traits of the interface the controller is shown in: its window's size class and
    /// scale, and the system's appearance.
    public var traitCollection: UITraitCollection {
        let entry = UIEntry("-[UIViewController traitCollection]", self); defer { entry.end() }
        return deliveredTraits ?? currentTraits
    }

    /// Called when the traits change, and once when the view first enters a window (with nil).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        UIEntry.check("-[UIViewController traitCollectionDidChange:]", self)
    }

    /// The traits are about to change (before `viewWillTransition(to:with:)`). The default
    /// forwards to the children: call super.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        let entry = UIEntry("-[UIViewController willTransitionToTraitCollection:withTransitionCoordinator:]", self); defer { entry.end() }
        for child in childrenForTransitions { child.willTransitionWithSpan(to: newCollection, with: coordinator) }
    }

    /// The view's size is about to change to `size` (a rotation, a window resize). The default
    /// forwards to the children: call super. (A presented controller hears it from the system.)
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let entry = UIEntry("-[UIViewController viewWillTransitionToSize:withTransitionCoordinator:]", self); defer { entry.end() }
        for child in childrenForTransitions { child.viewWillTransitionWithSpan(to: size, with: coordinator) }
    }

    /// The coordinator of the transition the controller is part of, while one runs.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        let entry = UIEntry("-[UIViewController transitionCoordinator]", self); defer { entry.end() }
        var c: UIViewController? = self
        while let current = c {
            if let coordinator = current.activeCoordinator { return coordinator }
            c = current.storedParent
        }
        return nil
    }

    // MARK: - Containment

    /// The container this controller is a child of.
    public var parent: UIViewController? {
        let entry = UIEntry("-[UIViewController parentViewController]", self); defer { entry.end() }
        return storedParent
    }

    /// The child controllers, in the order they were added.
    public var children: [UIViewController] {
        let entry = UIEntry("-[UIViewController childViewControllers]", self); defer { entry.end() }
        return storedChildren
    }

    /// Makes `childController` a child (removing it from its old parent first). Calls the
    /// child's `willMove(toParent:)`; the caller adds its view and then calls its
    /// `didMove(toParent:)`. Call super from an override.
    open func addChild(_ childController: UIViewController) {
        let entry = UIEntry("-[UIViewController addChildViewController:]", self); defer { entry.end() }
        attachChild(childController)
    }

    /// Removes the controller from its parent. Calls `didMove(toParent: nil)`; the caller calls
    /// `willMove(toParent: nil)` first and removes the view. Call super from an override.
    open func removeFromParent() {
        let entry = UIEntry("-[UIViewController removeFromParentViewController]", self); defer { entry.end() }
        detachFromParent()
    }

    /// The controller is about to be added to (or, with nil, removed from) a container.
    open func willMove(toParent parent: UIViewController?) {
        UIEntry.check("-[UIViewController willMoveToParentViewController:]", self)
    }

    /// The controller was added to (or, with nil, removed from) a container.
    open func didMove(toParent parent: UIViewController?) {
        UIEntry.check("-[UIViewController didMoveToParentViewController:]", self)
        noteDidMove(toParent: parent)
    }

    /// Whether appearance callbacks reach the children by themselves (default true). A
    /// container that returns false calls `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on them.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool {
        UIEntry.check("-[UIViewController shouldAutomaticallyForwardAppearanceMethods]", self)
        return true
    }

    // MARK: - Presentation

    /// How a presentation of this controller looks (`.automatic`: a page sheet, as on iOS 13+).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { let entry = UIEntry("-[UIViewController modalPresentationStyle]", self); defer { entry.end() }; return storedModalPresentationStyle }
        set { let entry = UIEntry("-[UIViewController setModalPresentationStyle:]", self); defer { entry.end() }; storedModalPresentationStyle = newValue }
    }

    /// Presents `viewControllerToPresent` modally; `completion` runs after its `viewDidAppear(_:)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let entry = UIEntry("-[UIViewController presentViewController:animated:completion:]", self); defer { entry.end() }
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents or, if it presents none, this controller
    /// itself; `completion` runs after the dismissal's last callback.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let entry = UIEntry("-[UIViewController dismissViewControllerAnimated:completion:]", self); defer { entry.end() }
        startDismissal(animated: flag, completion: completion)
    }

    /// Shows `vc`: pushed by the enclosing navigation controller, presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        let entry = UIEntry("-[UIViewController showViewController:sender:]", self); defer { entry.end() }
        if let navigation = enclosingNavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            startPresentation(of: vc, animated: true, completion: nil)
        }
    }

    // MARK: - Internals

    /// The view, loading it if needed. A `loadView()` that does not set `view` makes UIKit
    /// recurse forever when `viewDidLoad()` reads `view` (seed 004, golden/06): the second
    /// fruitless `loadView()` is reported, an empty view is installed, and the run goes on.
    var loadedView: UIView {
        if let view = storedView { return view }
        if isLoadingView {
            // `self.view` read inside loadView() before it is set: in UIKit the getter calls
            // loadView() again, without end (a stack overflow).
            DiagnosticCenter.report(.loadViewLoop, """
            Mainline: \(Self.self).loadView() read `view` before setting it: UIKit would call loadView() again \
            until the stack overflows. An empty view was installed; build the view in a local and assign \
            `self.view` once, without reading it first.
            """, in: creationContext)
            let placeholder = UIView(frame: UIScreen.main.bounds)
            view = placeholder
            return placeholder
        }
        loadViewCalls += 1
        isLoadingView = true
        context.loop.span(.controllerCallback, "loadView()", object: self) { loadView() }
        isLoadingView = false
        if storedView == nil, loadViewCalls >= 2 {
            DiagnosticCenter.report(.loadViewLoop, """
            Mainline: \(Self.self).loadView() did not set `view`, and the view was asked for again while loading \
            (\(loadViewCalls) calls of loadView()): UIKit would call loadView()/viewDidLoad() forever. An empty view \
            was installed; set `self.view` in loadView().
            """, in: creationContext)
            view = UIView(frame: UIScreen.main.bounds)
        }
        // A new root view goes through a constraint pass before its first layout, so the
        // controller's updateViewConstraints() comes first (seed 004's push, golden/03).
        storedView?.setNeedsUpdateConstraints()
        if !didRunViewDidLoad {
            didRunViewDidLoad = true
            context.loop.span(.controllerCallback, "viewDidLoad()", object: self) { viewDidLoad() }
        }
        return storedView ?? {
            let fallback = UIView(frame: UIScreen.main.bounds)
            view = fallback
            return fallback
        }()
    }

    /// The simulation the controller works in: its view's, or the one whose turn made it.
    var context: SimulationContext {
        storedView?.context ?? creationContext ?? SimulationContext.runningOrDetached
    }

    /// The children that transition and appearance callbacks are forwarded to: those whose
    /// views are in this controller's view (a navigation controller's top, a tab controller's
    /// selected child).
    var childrenForTransitions: [UIViewController] {
        storedChildren.filter { $0.isViewShown(in: self) }
    }

    /// Whether this controller's view is inside `parent`'s view.
    func isViewShown(in parent: UIViewController) -> Bool {
        guard let view = storedView, let parentView = parent.storedView else { return false }
        return view === parentView || view.isInSubtree(of: parentView)
    }

    /// A container puts the view of the child it shows into its own view before it appears
    /// (a navigation controller's top, a tab controller's selected child).
    func installVisibleChildView() {}

    /// The insets this container's bars put over a child's view at `rect` (window coordinates):
    /// a navigation bar's bottom edge, a tab bar's top edge. Plain controllers have none.
    func barInsets(forChildAt rect: CGRect) -> UIEdgeInsets { .zero }

    /// A bar of this container, or how its children extend under bars, changed.
    func barsChanged() {}

    func willTransitionWithSpan(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        context.loop.span(.controllerCallback, "willTransition(to:with:)", object: self) { willTransition(to: traits, with: coordinator) }
    }

    func viewWillTransitionWithSpan(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        context.loop.span(.controllerCallback, "viewWillTransition(to:with:)", object: self) { viewWillTransition(to: size, with: coordinator) }
    }
}
