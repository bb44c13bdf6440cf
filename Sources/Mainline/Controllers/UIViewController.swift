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
open class UIViewController: UIResponder, CustomStringConvertible, TimelineObject, UIContentContainer {
    var addedKeyCommands: [UIKeyCommand] = []
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

    // Presentation and transitions (UIViewController+Presentation.swift, TransitionContext.swift).
    weak var storedTransitioningDelegate: UIViewControllerTransitioningDelegate?
    var storedModalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// The presentation controller, from when it is first read or the presentation begins
    /// until the dismissal ends.
    var storedPresentationController: UIPresentationController?
    var storedDefinesPresentationContext = false
    var storedProvidesPresentationContextTransitionStyle = false
    var storedModalInPresentation = false
    var storedPreferredContentSize = CGSize.zero
    var storedModalPresentationCapturesStatusBarAppearance = false
    var storedDisablesAutomaticKeyboardDismissal: Bool?

    // Appearance preferences, editing, toolbar, restoration (their UIViewController+… files).
    var storedOverrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var storedIsEditing = false
    var storedEditButtonItem: UIBarButtonItem?
    var storedToolbarItems: [UIBarButtonItem]?
    var storedRestorationIdentifier: String?
    var storedRestorationClass: UIViewControllerRestoration.Type?
    var storedLayoutSupportGuides: (top: ViewControllerLayoutSupport, bottom: ViewControllerLayoutSupport)?
    var storedAutomaticallyAdjustsScrollViewInsets = true
    var storedRestoresFocusAfterTransition = true
    var storedFocusGroupIdentifier: String?
    var storedInteractionActivityTrackingBaseName: String?
    var storedChildTraitOverrides: [(child: UIViewController, traits: UITraitCollection)] = []
    /// The scroll views set for the top and bottom edges (`setContentScrollView(_:for:)`).
    var storedContentScrollViews: [(edge: NSDirectionalRectEdge, view: WeakReference<UIScrollView>)] = []
    /// The 3D Touch previewing registrations (`registerForPreviewing(with:sourceView:)`).
    var storedPreviewingContexts: [ViewControllerPreviewingContext] = []
    var storedPreferredTransition: Transition?
    /// The storyboard scene the controller was made from (its segues).
    var storedStoryboardScene: StoryboardScene?
    /// `updateProperties()` is due before the root view's next layout.
    var needsUpdateProperties = true

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
    /// forwards to the children — call super — and, when the size turns (a rotation), calls the
    /// deprecated rotation callbacks as UIKit's does: `willRotate(to:duration:)` now,
    /// `willAnimateRotation(to:duration:)` in the rotation's animation, `didRotate(from:)` when it
    /// ends. (A presented controller hears it from the system.)
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let entry = UIEntry("-[UIViewController viewWillTransitionToSize:withTransitionCoordinator:]", self); defer { entry.end() }
        for child in childrenForTransitions { child.viewWillTransitionWithSpan(to: size, with: coordinator) }
        deliverDeprecatedRotationCallbacks(to: size, with: coordinator)
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

    /// Dismisses what the controller shows on the escape gesture; returns whether it did.
    /// Controllers do nothing by default (`Simulation.accessibilityEscape(from:)` walks on).
    open func accessibilityPerformEscape() -> Bool {
        let entry = UIEntry("-[UIViewController accessibilityPerformEscape]", self); defer { entry.end() }
        return false
    }

    /// Adds a keyboard shortcut to the controller: it is part of `keyCommands` (so a key press
    /// finds it while the controller is in the responder chain) until removed.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        let entry = UIEntry("-[UIViewController addKeyCommand:]", self); defer { entry.end() }
        if !addedKeyCommands.contains(where: { $0 === keyCommand }) { addedKeyCommands.append(keyCommand) }
    }

    /// Removes a shortcut added with `addKeyCommand(_:)`.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        let entry = UIEntry("-[UIViewController removeKeyCommand:]", self); defer { entry.end() }
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    /// The shortcuts added with `addKeyCommand(_:)` (nil when none); subclasses override it
    /// to list their own (adding `super`'s to keep the added ones).
    open override var keyCommands: [UIKeyCommand]? {
        let entry = UIEntry("-[UIViewController keyCommands]", self); defer { entry.end() }
        return addedKeyCommands.isEmpty ? nil : addedKeyCommands
    }

    // MARK: - Focus (UIFocusSystem.swift has the engine)

    /// The environments to search for focus first: the controller's view.
    open var preferredFocusEnvironments: [UIFocusEnvironment] {
        let entry = UIEntry("-[UIViewController preferredFocusEnvironments]", self); defer { entry.end() }
        return storedView.map { [$0] } ?? []
    }

    /// Whether focus may move as `context` describes.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        UIEntry.check("-[UIViewController shouldUpdateFocusInContext:]", self)
        return true
    }

    /// Focus moved as `context` describes (the controller's view holds the item focused before
    /// or after).
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        UIEntry.check("-[UIViewController didUpdateFocusInContext:withAnimationCoordinator:]", self)
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

    /// Shows `vc` in the primary context: the controller that handles `show(_:sender:)` up the
    /// hierarchy (`targetViewController(forAction:sender:)`: a navigation controller pushes it),
    /// presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        let entry = UIEntry("-[UIViewController showViewController:sender:]", self); defer { entry.end() }
        if let target = targetForShow(detail: false, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            startPresentation(of: vc, animated: true, completion: nil)
        }
    }

    /// Shows `vc` in the secondary (detail) context: a split view controller puts it in its
    /// secondary column (pushes it when collapsed); without one it is shown as `show(_:sender:)`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        let entry = UIEntry("-[UIViewController showDetailViewController:sender:]", self); defer { entry.end() }
        if let target = targetForShow(detail: true, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            startPresentation(of: vc, animated: true, completion: nil)
        }
    }

    /// The controller up the hierarchy (this one, its parents, then its presenters) that handles
    /// `action` (`show(_:sender:)` or `showDetailViewController(_:sender:)`): a navigation
    /// controller handles `show`, a split view controller both; nil when none does.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        let entry = UIEntry("-[UIViewController targetViewControllerForAction:sender:]", self); defer { entry.end() }
        var c: UIViewController? = self
        while let current = c {
            if current.handlesShowAction(action, asking: self) { return current }
            c = current.storedParent ?? current.storedPresentingViewController
        }
        return nil
    }

    /// Whether this controller shows controllers for `action` itself (containers override).
    func handlesShowAction(_ action: Selector, asking asker: UIViewController) -> Bool { false }

    /// Whether this container places its children's views itself, as UIKit's containers do: their
    /// root views then get the encapsulated frame constraints of a view the system places (a
    /// custom container's children lay out as their own constraints say).
    var placesChildViews: Bool { false }

    // MARK: - Presentation (UIViewController+Presentation.swift)

    /// Whether the user may not dismiss the presentation by pulling the sheet down (false by
    /// default); the presentation controller's delegate hears the attempt.
    open var isModalInPresentation: Bool {
        get { let entry = UIEntry("-[UIViewController isModalInPresentation]", self); defer { entry.end() }; return storedModalInPresentation }
        set { let entry = UIEntry("-[UIViewController setModalInPresentation:]", self); defer { entry.end() }; storedModalInPresentation = newValue }
    }

    /// Whether a non-full-screen presentation of this controller decides the status bar's
    /// appearance (false by default; full-screen presentations always do).
    open var modalPresentationCapturesStatusBarAppearance: Bool {
        get { let entry = UIEntry("-[UIViewController modalPresentationCapturesStatusBarAppearance]", self); defer { entry.end() }; return storedModalPresentationCapturesStatusBarAppearance }
        set {
            let entry = UIEntry("-[UIViewController setModalPresentationCapturesStatusBarAppearance:]", self); defer { entry.end() }
            storedModalPresentationCapturesStatusBarAppearance = newValue
        }
    }

    /// Whether the keyboard stays up when the text input of a form sheet resigns (true for a form
    /// sheet, false otherwise, as UIKit documents).
    open var disablesAutomaticKeyboardDismissal: Bool {
        let entry = UIEntry("-[UIViewController disablesAutomaticKeyboardDismissal]", self); defer { entry.end() }
        return storedDisablesAutomaticKeyboardDismissal ?? (storedModalPresentationStyle == .formSheet)
    }

    /// Whether the controller's actions run while it presents another (true; UIKit's default).
    open var performsActionsWhilePresentingModally: Bool {
        let entry = UIEntry("-[UIViewController performsActionsWhilePresentingModally]", self); defer { entry.end() }
        return true
    }

    // MARK: - Content size (UIContentContainer)

    /// The size the controller's content would like (a popover is this size); setting it tells
    /// the parent, or the presentation controller of a presented controller.
    open var preferredContentSize: CGSize {
        get { let entry = UIEntry("-[UIViewController preferredContentSize]", self); defer { entry.end() }; return storedPreferredContentSize }
        set {
            let entry = UIEntry("-[UIViewController setPreferredContentSize:]", self); defer { entry.end() }
            guard newValue != storedPreferredContentSize else { return }
            storedPreferredContentSize = newValue
            if let parent = storedParent {
                context.loop.span(.controllerCallback, "preferredContentSizeDidChange(forChildContentContainer:)", object: parent) {
                    parent.preferredContentSizeDidChange(forChildContentContainer: self)
                }
            } else if storedPresentingViewController != nil, let controller = storedPresentationController {
                controller.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// A child's preferred content size changed (the default does nothing).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        UIEntry.check("-[UIViewController preferredContentSizeDidChangeForChildContentContainer:]", self)
    }

    /// A child's Auto Layout fitting size changed (the default does nothing).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        UIEntry.check("-[UIViewController systemLayoutFittingSizeDidChangeForChildContentContainer:]", self)
    }

    /// The size a child's content gets when this controller is `parentSize` (the parent's size
    /// by default).
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        UIEntry.check("-[UIViewController sizeForChildContentContainer:withParentContainerSize:]", self)
        return parentSize
    }

    // MARK: - Status bar and system preferences (UIViewController+StatusBar.swift)

    /// The status bar's style while this controller decides it (`.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle {
        UIEntry.check("-[UIViewController preferredStatusBarStyle]", self)
        return .default
    }

    /// Whether the status bar is hidden while this controller decides it (false).
    open var prefersStatusBarHidden: Bool {
        UIEntry.check("-[UIViewController prefersStatusBarHidden]", self)
        return false
    }

    /// How a change of `prefersStatusBarHidden` animates (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        UIEntry.check("-[UIViewController preferredStatusBarUpdateAnimation]", self)
        return .fade
    }

    /// The child whose `preferredStatusBarStyle` is used instead of this controller's (nil).
    open var childForStatusBarStyle: UIViewController? {
        UIEntry.check("-[UIViewController childViewControllerForStatusBarStyle]", self)
        return nil
    }

    /// The child whose `prefersStatusBarHidden` is used instead of this controller's (nil).
    open var childForStatusBarHidden: UIViewController? {
        UIEntry.check("-[UIViewController childViewControllerForStatusBarHidden]", self)
        return nil
    }

    /// Asks the system to read the status bar preferences again (see `UIApplication.statusBarStyle`).
    open func setNeedsStatusBarAppearanceUpdate() {
        let entry = UIEntry("-[UIViewController setNeedsStatusBarAppearanceUpdate]", self); defer { entry.end() }
        context.app.application.refreshControllerPreferences(animatedBy: self)
    }

    /// Whether the home indicator hides itself while this controller decides it (false).
    open var prefersHomeIndicatorAutoHidden: Bool {
        UIEntry.check("-[UIViewController prefersHomeIndicatorAutoHidden]", self)
        return false
    }

    /// The child whose `prefersHomeIndicatorAutoHidden` is used instead (nil).
    open var childForHomeIndicatorAutoHidden: UIViewController? {
        UIEntry.check("-[UIViewController childViewControllerForHomeIndicatorAutoHidden]", self)
        return nil
    }

    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        let entry = UIEntry("-[UIViewController setNeedsUpdateOfHomeIndicatorAutoHidden]", self); defer { entry.end() }
        context.app.application.refreshControllerPreferences(animatedBy: nil)
    }

    /// The screen edges whose system gestures wait for the app's own ([]).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        UIEntry.check("-[UIViewController preferredScreenEdgesDeferringSystemGestures]", self)
        return []
    }

    /// The child whose `preferredScreenEdgesDeferringSystemGestures` is used instead (nil).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? {
        UIEntry.check("-[UIViewController childViewControllerForScreenEdgesDeferringSystemGestures]", self)
        return nil
    }

    /// Asks the system to read `preferredScreenEdgesDeferringSystemGestures` again.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        let entry = UIEntry("-[UIViewController setNeedsUpdateOfScreenEdgesDeferringSystemGestures]", self); defer { entry.end() }
        context.app.application.refreshControllerPreferences(animatedBy: nil)
    }

    /// Whether the pointer is locked while this controller decides it (false; only an iPad with
    /// a pointer locks it, so on the simulated phone the preference is recorded, never applied).
    open var prefersPointerLocked: Bool {
        UIEntry.check("-[UIViewController prefersPointerLocked]", self)
        return false
    }

    /// The child whose `prefersPointerLocked` is used instead (nil).
    open var childViewControllerForPointerLock: UIViewController? {
        UIEntry.check("-[UIViewController childViewControllerForPointerLock]", self)
        return nil
    }

    /// Asks the system to read `prefersPointerLocked` again.
    open func setNeedsUpdateOfPrefersPointerLocked() {
        let entry = UIEntry("-[UIViewController setNeedsUpdateOfPrefersPointerLocked]", self); defer { entry.end() }
        context.app.application.refreshControllerPreferences(animatedBy: nil)
    }

    /// Whether the interface keeps its orientation when the device turns, while this controller
    /// decides it (false).
    open var prefersInterfaceOrientationLocked: Bool {
        UIEntry.check("-[UIViewController prefersInterfaceOrientationLocked]", self)
        return false
    }

    /// The child whose `prefersInterfaceOrientationLocked` is used instead (nil).
    open var childForInterfaceOrientationLock: UIViewController? {
        UIEntry.check("-[UIViewController childViewControllerForInterfaceOrientationLock]", self)
        return nil
    }

    /// Asks the system to read `prefersInterfaceOrientationLocked` again.
    open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {
        let entry = UIEntry("-[UIViewController setNeedsUpdateOfPrefersInterfaceOrientationLocked]", self); defer { entry.end() }
        context.app.application.refreshControllerPreferences(animatedBy: nil)
    }

    /// The light or dark appearance this controller and its views take whatever the system's
    /// (`.unspecified`: the system's). Its children and presented sheets inherit it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { let entry = UIEntry("-[UIViewController overrideUserInterfaceStyle]", self); defer { entry.end() }; return storedOverrideUserInterfaceStyle }
        set {
            let entry = UIEntry("-[UIViewController setOverrideUserInterfaceStyle:]", self); defer { entry.end() }
            guard newValue != storedOverrideUserInterfaceStyle else { return }
            storedOverrideUserInterfaceStyle = newValue
            updateTraitsInTree()
        }
    }

    // MARK: - Orientation (UIViewController+Orientation.swift)

    /// The orientations the interface may take while this controller decides them (all but
    /// upside down, the phone's default).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIEntry.check("-[UIViewController supportedInterfaceOrientations]", self)
        return .allButUpsideDown
    }

    /// Whether the interface turns with the device (true; deprecated in iOS 16).
    @available(iOS, deprecated: 16.0, message: "Use setNeedsUpdateOfSupportedInterfaceOrientations()")
    open var shouldAutorotate: Bool {
        UIEntry.check("-[UIViewController shouldAutorotate]", self)
        return true
    }

    /// The orientation a full-screen presentation of this controller starts in (the current
    /// one when it is supported, else the first supported).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let entry = UIEntry("-[UIViewController preferredInterfaceOrientationForPresentation]", self); defer { entry.end() }
        return defaultPreferredOrientation()
    }

    /// `supportedInterfaceOrientations` changed: the interface turns to a supported orientation
    /// (the device's, if supported) when the current one no longer is.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        let entry = UIEntry("-[UIViewController setNeedsUpdateOfSupportedInterfaceOrientations]", self); defer { entry.end() }
        context.app.application.refreshControllerPreferences(animatedBy: nil)
        context.turnInterfaceToSupportedOrientation()
    }

    /// Turns the interface to the device's orientation if the controllers now allow it
    /// (deprecated in iOS 16 for `setNeedsUpdateOfSupportedInterfaceOrientations()`).
    @available(iOS, deprecated: 16.0, message: "Use setNeedsUpdateOfSupportedInterfaceOrientations()")
    open class func attemptRotationToDeviceOrientation() {
        let entry = UIEntry("+[UIViewController attemptRotationToDeviceOrientation]"); defer { entry.end() }
        SimulationContext.runningOrDetached.turnInterfaceToSupportedOrientation()
    }

    /// The interface is about to turn to `toInterfaceOrientation` (deprecated in iOS 8; called
    /// from the default `viewWillTransition(to:with:)`).
    @available(iOS, deprecated: 8.0)
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        UIEntry.check("-[UIViewController willRotateToInterfaceOrientation:duration:]", self)
    }

    /// Inside the rotation's animation (deprecated in iOS 8).
    @available(iOS, deprecated: 8.0)
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        UIEntry.check("-[UIViewController willAnimateRotationToInterfaceOrientation:duration:]", self)
    }

    /// The interface turned from `fromInterfaceOrientation` (deprecated in iOS 8).
    @available(iOS, deprecated: 8.0)
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        UIEntry.check("-[UIViewController didRotateFromInterfaceOrientation:]", self)
    }

    /// The first half of a two-step rotation (deprecated in iOS 5; UIKit no longer calls it).
    @available(iOS, deprecated: 5.0)
    open func willAnimateFirstHalfOfRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        UIEntry.check("-[UIViewController willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:]", self)
    }

    /// (Deprecated in iOS 5; UIKit no longer calls it.)
    @available(iOS, deprecated: 5.0)
    open func didAnimateFirstHalfOfRotation(to toInterfaceOrientation: UIInterfaceOrientation) {
        UIEntry.check("-[UIViewController didAnimateFirstHalfOfRotationToInterfaceOrientation:]", self)
    }

    /// (Deprecated in iOS 5; UIKit no longer calls it.)
    @available(iOS, deprecated: 5.0)
    open func willAnimateSecondHalfOfRotation(from fromInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        UIEntry.check("-[UIViewController willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:]", self)
    }

    /// Whether the controller supports `toInterfaceOrientation` (deprecated in iOS 6): whether
    /// `supportedInterfaceOrientations` contains it.
    @available(iOS, deprecated: 6.0)
    open func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool {
        let entry = UIEntry("-[UIViewController shouldAutorotateToInterfaceOrientation:]", self); defer { entry.end() }
        return supportedInterfaceOrientations.contains(UIInterfaceOrientationMask(orientation: toInterfaceOrientation))
    }

    /// A header view that moves aside during a rotation (deprecated in iOS 8; nil).
    @available(iOS, deprecated: 8.0)
    open func rotatingHeaderView() -> UIView? {
        UIEntry.check("-[UIViewController rotatingHeaderView]", self)
        return nil
    }

    /// A footer view that moves aside during a rotation (deprecated in iOS 8): the tab bar of a
    /// tab bar controller, else nil.
    @available(iOS, deprecated: 8.0)
    open func rotatingFooterView() -> UIView? {
        UIEntry.check("-[UIViewController rotatingFooterView]", self)
        return (self as? UITabBarController)?.storedTabBar
    }

    /// Whether rotation callbacks reach the children by themselves (true; deprecated in iOS 8).
    @available(iOS, deprecated: 8.0)
    open func shouldAutomaticallyForwardRotationMethods() -> Bool {
        UIEntry.check("-[UIViewController shouldAutomaticallyForwardRotationMethods]", self)
        return true
    }

    /// Whether appearance and rotation callbacks reach the children (deprecated in iOS 6; true).
    @available(iOS, deprecated: 6.0)
    open func automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers() -> Bool {
        UIEntry.check("-[UIViewController automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers]", self)
        return true
    }

    // MARK: - Segues (UIViewController+Segues.swift)

    /// Performs the storyboard segue `identifier` from this controller's scene: the
    /// destination is made, `prepare(for:sender:)` is called, then the segue's `perform()`. An
    /// identifier the scene does not have is reported (UIKit throws).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        let entry = UIEntry("-[UIViewController performSegueWithIdentifier:sender:]", self); defer { entry.end() }
        performStoryboardSegue(identifier: identifier, sender: sender, checked: false)
    }

    /// Whether the segue `identifier` triggered by a control should happen (true). Not asked for
    /// `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        UIEntry.check("-[UIViewController shouldPerformSegueWithIdentifier:sender:]", self)
        return true
    }

    /// A segue from this controller is about to be performed: configure its destination.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        UIEntry.check("-[UIViewController prepareForSegue:sender:]", self)
    }

    /// Whether this controller handles the unwind action `action` (true when it has a method of
    /// that selector, found through `selectorMethod(_:)`).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        let entry = UIEntry("-[UIViewController canPerformUnwindSegueAction:fromViewController:sender:]", self); defer { entry.end() }
        return fromViewController !== self && SelectorDispatch.responds(self, to: action)
    }

    /// (Deprecated in iOS 13 for `canPerformUnwindSegueAction(_:from:sender:)`.)
    @available(iOS, deprecated: 13.0, renamed: "canPerformUnwindSegueAction(_:from:sender:)")
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        let entry = UIEntry("-[UIViewController canPerformUnwindSegueAction:fromViewController:withSender:]", self); defer { entry.end() }
        return canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    /// The children an unwind search looks through, newest first (all but the one the search
    /// came from).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let entry = UIEntry("-[UIViewController allowedChildViewControllersForUnwindingFromSource:]", self); defer { entry.end() }
        let from = childContaining(source)
        return storedChildren.reversed().filter { $0 !== from }
    }

    /// The child that contains the unwind's source controller (nil when none does).
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        let entry = UIEntry("-[UIViewController childViewControllerContainingSegueSource:]", self); defer { entry.end() }
        var c: UIViewController? = source.storedSource
        while let current = c {
            if current.storedParent === self { return current }
            c = current.storedParent ?? current.storedPresentingViewController
        }
        return nil
    }

    /// Brings `subsequentVC` (a child of this container on the unwind's way) on screen: a
    /// navigation controller pops to it, a tab bar controller selects it; the default does
    /// nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        UIEntry.check("-[UIViewController unwindForSegue:towardsViewController:]", self)
    }

    /// The segue that unwinds from `fromViewController` to `toViewController` (deprecated in
    /// iOS 9): a segue whose `perform()` dismisses what `toViewController` presents.
    @available(iOS, deprecated: 9.0)
    open func segueForUnwinding(to toViewController: UIViewController, from fromViewController: UIViewController,
                                identifier: String?) -> UIStoryboardSegue? {
        let entry = UIEntry("-[UIViewController segueForUnwindingToViewController:fromViewController:identifier:]", self); defer { entry.end() }
        return UIStoryboardSegue(identifier: identifier, source: fromViewController, destination: toViewController) { [weak toViewController] in
            toViewController?.startDismissal(animated: true, completion: nil)
        }
    }

    /// The actions shown under this controller while it is previewed with 3D Touch (none by
    /// default: override to offer some; deprecated in iOS 13).
    open var previewActionItems: [UIPreviewActionItem] {
        UIEntry.check("-[UIViewController previewActionItems]", self)
        return []
    }

    /// The controller that handles an unwind action (deprecated in iOS 9): this controller's
    /// children, newest first, then itself.
    @available(iOS, deprecated: 9.0)
    open func forUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController,
                                   withSender sender: Any?) -> UIViewController? {
        let entry = UIEntry("-[UIViewController viewControllerForUnwindSegueAction:fromViewController:withSender:]", self); defer { entry.end() }
        for child in storedChildren.reversed() where child.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) { return child }
        return canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) ? self : nil
    }

    /// (Mainline's earlier spelling of `forUnwindSegueAction(_:from:withSender:)`.)
    @available(*, deprecated, renamed: "forUnwindSegueAction(_:from:withSender:)")
    public func viewController(forUnwindSegueAction action: Selector, from fromViewController: UIViewController,
                               withSender sender: Any?) -> UIViewController? {
        let entry = UIEntry("-[UIViewController viewControllerForUnwindSegueAction:fromViewController:withSender:]", self); defer { entry.end() }
        return forUnwindSegueAction(action, from: fromViewController, withSender: sender)
    }

    // MARK: - Editing and toolbar items (UIViewController+Editing.swift)

    /// Whether the controller is in editing mode (set with `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { let entry = UIEntry("-[UIViewController isEditing]", self); defer { entry.end() }; return storedIsEditing }
        set { let entry = UIEntry("-[UIViewController setEditing:]", self); defer { entry.end() }; setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off: `isEditing` changes and the `editButtonItem` says Done or
    /// Edit. Overrides call super and put their views in editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let entry = UIEntry("-[UIViewController setEditing:animated:]", self); defer { entry.end() }
        storedIsEditing = editing
        storedEditButtonItem?.updateEditButton(editing: editing)
    }

    /// A bar button item that toggles editing mode (Edit / Done).
    open var editButtonItem: UIBarButtonItem {
        let entry = UIEntry("-[UIViewController editButtonItem]", self); defer { entry.end() }
        return makeEditButtonItem()
    }

    /// The items the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { let entry = UIEntry("-[UIViewController toolbarItems]", self); defer { entry.end() }; return storedToolbarItems }
        set { let entry = UIEntry("-[UIViewController setToolbarItems:]", self); defer { entry.end() }; setToolbarItemsInternal(newValue) }
    }

    /// Sets the toolbar items (`animated` is accepted: the toolbar changes at once).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        let entry = UIEntry("-[UIViewController setToolbarItems:animated:]", self); defer { entry.end() }
        setToolbarItemsInternal(toolbarItems)
    }

    // MARK: - Layout guides and scroll views (UIViewController+LayoutGuides.swift)

    /// The root view's layout margins changed (before its next layout).
    open func viewLayoutMarginsDidChange() { UIEntry.check("-[UIViewController viewLayoutMarginsDidChange]", self) }

    /// Updates the controller's properties (iOS 26): called before `viewWillLayoutSubviews()`
    /// when an update is due — once after the view loads, then after each
    /// `setNeedsUpdateProperties()`.
    open func updateProperties() { UIEntry.check("-[UIViewController updateProperties]", self) }

    /// Asks for `updateProperties()` before the root view's next layout.
    public func setNeedsUpdateProperties() {
        let entry = UIEntry("-[UIViewController setNeedsUpdateProperties]", self); defer { entry.end() }
        needsUpdateProperties = true
        storedView?.setNeedsLayout()
    }

    /// Runs `updateProperties()` now if an update is due.
    public func updatePropertiesIfNeeded() {
        let entry = UIEntry("-[UIViewController updatePropertiesIfNeeded]", self); defer { entry.end() }
        runUpdatePropertiesIfDue()
    }

    /// Delivers a pending change of traits now (`traitCollectionDidChange(_:)` to this
    /// controller and those below it) instead of at the next layout.
    public func updateTraitsIfNeeded() {
        let entry = UIEntry("-[UIViewController updateTraitsIfNeeded]", self); defer { entry.end() }
        updateTraitsInTree()
    }

    // MARK: - Containment extras (UIViewController+Containment.swift)

    /// Makes `secondaryViewController` part of this one when a split view controller collapses
    /// (the default: a navigation controller pushes it; nothing otherwise).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        let entry = UIEntry("-[UIViewController collapseSecondaryViewController:forSplitViewController:]", self); defer { entry.end() }
        defaultCollapse(secondaryViewController)
    }

    /// The controller to show in the secondary column when a split view controller expands
    /// again (the default: a navigation controller pops what it collapsed onto itself).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        let entry = UIEntry("-[UIViewController separateSecondaryViewControllerForSplitViewController:]", self); defer { entry.end() }
        return defaultSeparate()
    }

    /// Traits merged over those `childViewController` hears (deprecated in iOS 17).
    @available(iOS, deprecated: 17.0)
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        let entry = UIEntry("-[UIViewController setOverrideTraitCollection:forChildViewController:]", self); defer { entry.end() }
        storedChildTraitOverrides.removeAll { $0.child === childViewController }
        if let collection { storedChildTraitOverrides.append((childViewController, collection)) }
        childViewController.updateTraitsInTree()
    }

    /// The traits set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`.
    @available(iOS, deprecated: 17.0)
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        let entry = UIEntry("-[UIViewController overrideTraitCollectionForChildViewController:]", self); defer { entry.end() }
        return storedChildTraitOverrides.first { $0.child === childViewController }?.traits
    }

    /// Swaps two children's views in a container: `fromViewController`'s view leaves,
    /// `toViewController`'s takes its place (with its frame), the change animating for `duration`
    /// (`options` as `UIView.transition`), with the appearance callbacks; `completion` runs at the
    /// end. Both must be children of this controller (UIKit throws otherwise; reported here).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]", self)
        defer { entry.end() }
        transitionBetweenChildren(from: fromViewController, to: toViewController, duration: duration, options: options,
                                  animations: animations, completion: completion)
    }

    // MARK: - Restoration and the rest

    /// The identifier state restoration saves the controller under (nil: not saved).
    open var restorationIdentifier: String? {
        get { let entry = UIEntry("-[UIViewController restorationIdentifier]", self); defer { entry.end() }; return storedRestorationIdentifier }
        set { let entry = UIEntry("-[UIViewController setRestorationIdentifier:]", self); defer { entry.end() }; storedRestorationIdentifier = newValue }
    }

    /// Saves the controller's state into `coder` (the default saves nothing of its own).
    open func encodeRestorableState(with coder: NSCoder) {
        UIEntry.check("-[UIViewController encodeRestorableStateWithCoder:]", self)
    }

    /// Restores the controller's state from `coder` (the default reads nothing).
    open func decodeRestorableState(with coder: NSCoder) {
        UIEntry.check("-[UIViewController decodeRestorableStateWithCoder:]", self)
    }

    /// State restoration finished.
    open func applicationFinishedRestoringState() {
        UIEntry.check("-[UIViewController applicationFinishedRestoringState]", self)
    }

    /// The app extension's context: nil, as for every controller of an app (Mainline runs apps,
    /// not extensions).
    open var extensionContext: NSExtensionContext? {
        let entry = UIEntry("-[UIViewController extensionContext]", self); defer { entry.end() }
        return nil
    }

    /// Called before the view was unloaded under memory pressure (deprecated in iOS 6: views are
    /// no longer unloaded, so UIKit never calls it).
    @available(iOS, deprecated: 6.0)
    open func viewWillUnload() { UIEntry.check("-[UIViewController viewWillUnload]", self) }

    /// Called after the view was unloaded (deprecated in iOS 6; never called).
    @available(iOS, deprecated: 6.0)
    open func viewDidUnload() { UIEntry.check("-[UIViewController viewDidUnload]", self) }

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
