import Foundation

/// Hears a navigation controller's transitions and gives their animators. Every method is
/// optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller is about to be shown (after its `viewWillAppear(_:)`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller was shown (after its `viewDidAppear(_:)` and `didMove(toParent:)`).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop (nil: UIKit's slide).
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for a push or pop animated by `animationController`.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The orientations the navigation controller supports (the default answer, `[]`, means
    /// "not implemented": the navigation controller's own).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation a presentation of the navigation controller starts in (`.unknown`: its own).
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        UIEntry.check("-[UINavigationControllerDelegate navigationController:animationControllerForOperation:fromViewController:toViewController:]")
        return nil
    }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        UIEntry.check("-[UINavigationControllerDelegate navigationController:interactionControllerForAnimationController:]")
        return nil
    }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        UIEntry.check("-[UINavigationControllerDelegate navigationControllerSupportedInterfaceOrientations:]")
        return []
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        UIEntry.check("-[UINavigationControllerDelegate navigationControllerPreferredInterfaceOrientationForPresentation:]")
        return .unknown
    }
}

/// A stack of controllers, the top one shown, with UIKit's push and pop transitions (device
/// logs; seed 004 and golden/03 for the pushed controller's own order):
///
/// - push of B over A: B `willMove(toParent:)`, B `loadView`/`viewDidLoad`, A `viewWillDisappear`,
///   B `viewWillAppear`, delegate `willShow`, (B laid out over the transition's frames),
///   A `viewDidDisappear`, B `viewDidAppear`, B `didMove(toParent:)`, delegate `didShow`, and B
///   is laid out again in its final container;
/// - pop of B: B `willMove(toParent: nil)`, B `viewWillDisappear`, A `viewWillAppear`, …,
///   B `viewDidDisappear`, A `viewDidAppear`, B `didMove(toParent: nil)`; the navigation controller
///   lets go of B, which is freed when nothing else holds it;
/// - an interactive pop (`Simulation.swipeBack(in:completes:)`) that is cancelled: B
///   `viewWillDisappear`, A `viewWillAppear`, then at the end A `viewWillDisappear`,
///   A `viewDidDisappear`, B `viewWillAppear`, B `viewDidAppear` (wangling.me, 2014 device logs).
///
/// Animated transitions take `transitionDuration` on the simulation's clock; others end in
/// the commit of the frame they start in. A transition started while one runs ends the
/// running one first. The navigation bar (`navigationBar`) is a subview at the top: the top
/// controller's view fills the navigation controller's view under a translucent bar (below an
/// opaque one), and its safe area starts at the bar's bottom edge.
open class UINavigationController: UIViewController {
    /// A navigation transition's kind, as the delegate's animation controller is asked for it.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// Seconds a push or pop animates (the model's figure for UIKit's slide).
    nonisolated public static let transitionDuration: TimeInterval = 0.35
    /// Seconds the bars take to hide or show (UIKit's `UINavigationControllerHideShowBarDuration`).
    nonisolated public static let hideShowBarDuration: CGFloat = 0.2

    weak var storedDelegate: UINavigationControllerDelegate?
    var storedNavigationBar: UINavigationBar?
    var storedNavigationBarHidden = false
    var runningTransition: RunningTransition?
    var interactivePop: InteractivePop?
    /// The timeline id of the interactive pop's transition record.
    var interactivePopID: UInt64?
    /// The toolbar at the bottom (UINavigationController+Toolbar.swift).
    var storedToolbar: UIToolbar?
    var storedToolbarHidden = true
    /// The edge swipe that pops (made with the view).
    var storedInteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer?
    /// Bar hiding (UINavigationController+Bars.swift).
    var storedHidesBarsOnSwipe = false
    var storedHidesBarsOnTap = false
    var storedHidesBarsWhenKeyboardAppears = false
    var storedHidesBarsWhenVerticallyCompact = false
    var storedBarHideOnSwipeGestureRecognizer: UIPanGestureRecognizer?
    var storedBarHideOnTapGestureRecognizer: UITapGestureRecognizer?
    /// The secondary controller a split view controller collapsed onto this stack.
    weak var collapsedSecondary: UIViewController?
    /// A push or pop run by the delegate's animator.
    var customTransition: TransitionContext?
    var keyboardObserver: NSObjectProtocol?
    /// The bars were hidden for a compact height (`hidesBarsWhenVerticallyCompact`).
    var barsHiddenForCompactHeight = false

    deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    public override init(nibName: String?, bundle: Bundle?) {
        UIEntry.check("-[UINavigationController initWithNibName:bundle:]")
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        let entry = UIEntry("-[UINavigationController initWithRootViewController:]", self); defer { entry.end() }
        replaceStack(with: [rootViewController], animated: false)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UINavigationController initWithCoder:]")
        super.init(coder: coder)
    }

    /// A navigation controller whose bar and toolbar are of the given classes (nil: UIKit's).
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
        let entry = UIEntry("-[UINavigationController initWithNavigationBarClass:toolbarClass:]", self); defer { entry.end() }
        // Without the Objective-C runtime a subclass cannot be made from its class object alone
        // (UIView's init(frame:) is not required): UIKit's own bar and toolbar are used, and said.
        let classes: [(given: AnyClass?, base: AnyClass)] = [(navigationBarClass, UINavigationBar.self), (toolbarClass, UIToolbar.self)]
        for pair in classes {
            guard let given = pair.given, given != pair.base else { continue }
            let base: AnyClass = pair.base
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: UINavigationController(navigationBarClass:toolbarClass:) cannot make an instance of \(given) on Linux \
            (no Objective-C runtime to call its init(frame:)); a \(base) is used. Configure the bar through its appearance instead.
            """, in: context)
        }
    }

    /// The delegate (not retained).
    open var delegate: UINavigationControllerDelegate? {
        get { let entry = UIEntry("-[UINavigationController delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UINavigationController setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController] {
        get { let entry = UIEntry("-[UINavigationController viewControllers]", self); defer { entry.end() }; return storedChildren }
        set { let entry = UIEntry("-[UINavigationController setViewControllers:]", self); defer { entry.end() }; replaceStack(with: newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? {
        let entry = UIEntry("-[UINavigationController topViewController]", self); defer { entry.end() }
        return storedChildren.last
    }

    /// The controller shown: the top one, or what it presents.
    open var visibleViewController: UIViewController? {
        let entry = UIEntry("-[UINavigationController visibleViewController]", self); defer { entry.end() }
        return storedPresentedViewController ?? storedChildren.last
    }

    /// Pushes `viewController` and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let entry = UIEntry("-[UINavigationController pushViewController:animated:]", self); defer { entry.end() }
        push(viewController, animated: animated)
    }

    /// Pops the top controller and returns it (nil with only the root left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let entry = UIEntry("-[UINavigationController popViewControllerAnimated:]", self); defer { entry.end() }
        guard storedChildren.count > 1 else { return nil }
        return pop(to: storedChildren[storedChildren.count - 2], animated: animated)?.last
    }

    /// Pops every controller above the root and returns them (bottom first).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let entry = UIEntry("-[UINavigationController popToRootViewControllerAnimated:]", self); defer { entry.end() }
        guard let root = storedChildren.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them (bottom first).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let entry = UIEntry("-[UINavigationController popToViewController:animated:]", self); defer { entry.end() }
        return pop(to: viewController, animated: animated)
    }

    /// Replaces the stack: controllers that leave it are removed from the container, new ones
    /// added, and if the top changes it is a push (new top not in the old stack) or a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let entry = UIEntry("-[UINavigationController setViewControllers:animated:]", self); defer { entry.end() }
        replaceStack(with: viewControllers, animated: animated)
    }

    open override func loadView() {
        let entry = UIEntry("-[UINavigationController loadView]", self); defer { entry.end() }
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.navigationController = self
        container.addSubview(navigationBarView)
        container.addGestureRecognizer(interactivePopRecognizer)
        view = container
    }

    // MARK: - Showing and unwinding

    /// Pushes `vc` (the navigation controller is where `show(_:sender:)` lands).
    open override func show(_ vc: UIViewController, sender: Any?) {
        let entry = UIEntry("-[UINavigationController showViewController:sender:]", self); defer { entry.end() }
        push(vc, animated: true)
    }

    /// Pops to `subsequentVC` when an unwind segue passes through this stack.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        let entry = UIEntry("-[UINavigationController unwindForSegue:towardsViewController:]", self); defer { entry.end() }
        guard storedChildren.contains(where: { $0 === subsequentVC }), storedChildren.last !== subsequentVC else { return }
        _ = pop(to: subsequentVC, animated: true)
    }

    /// The top controller decides the status bar's style only while the navigation bar is
    /// hidden (with the bar shown, the bar's style does).
    open override var childForStatusBarStyle: UIViewController? {
        UIEntry.check("-[UINavigationController childViewControllerForStatusBarStyle]", self)
        return storedNavigationBarHidden ? storedChildren.last : nil
    }

    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? {
        UIEntry.check("-[UINavigationController childViewControllerForStatusBarHidden]", self)
        return storedChildren.last
    }

    /// The status bar's style from the navigation bar's: light content on a black bar.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        UIEntry.check("-[UINavigationController preferredStatusBarStyle]", self)
        return navigationBarView.storedBarStyle == .black ? .lightContent : .default
    }

    /// The delegate's answer, else all but upside down.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIEntry.check("-[UINavigationController supportedInterfaceOrientations]", self)
        if let delegate = storedDelegate {
            let answer = delegate.navigationControllerSupportedInterfaceOrientations(self)
            if !answer.isEmpty { return answer }
        }
        return super.supportedInterfaceOrientations
    }

    /// The delegate's answer, else the current orientation when supported.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let entry = UIEntry("-[UINavigationController preferredInterfaceOrientationForPresentation]", self); defer { entry.end() }
        if let answer = storedDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self), answer != .unknown { return answer }
        return defaultPreferredOrientation()
    }

    override var placesChildViews: Bool { true }

    override func handlesShowAction(_ action: Selector, asking asker: UIViewController) -> Bool {
        action.name == "showViewController:sender:"
    }

    // MARK: - The navigation bar

    /// The bar at the top (made with the controller's view).
    public var navigationBar: UINavigationBar {
        let entry = UIEntry("-[UINavigationController navigationBar]", self); defer { entry.end() }
        return navigationBarView
    }

    var navigationBarView: UINavigationBar {
        if let bar = storedNavigationBar { return bar }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.standardHeight))
        bar.navigationController = self
        storedNavigationBar = bar
        return bar
    }

    /// Whether the bar is hidden (false by default).
    open var isNavigationBarHidden: Bool {
        get { let entry = UIEntry("-[UINavigationController isNavigationBarHidden]", self); defer { entry.end() }; return storedNavigationBarHidden }
        set { let entry = UIEntry("-[UINavigationController setNavigationBarHidden:]", self); defer { entry.end() }; setBarHidden(newValue) }
    }

    /// Hides or shows the bar; the top controller's safe area follows at the next layout.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        let entry = UIEntry("-[UINavigationController setNavigationBarHidden:animated:]", self); defer { entry.end() }
        setBarHidden(hidden)
    }

    /// Whether the toolbar is hidden (true by default).
    open var isToolbarHidden: Bool {
        get { let entry = UIEntry("-[UINavigationController isToolbarHidden]", self); defer { entry.end() }; return storedToolbarHidden }
        set { let entry = UIEntry("-[UINavigationController setToolbarHidden:]", self); defer { entry.end() }; setToolbarHiddenInternal(newValue) }
    }

    /// Shows or hides the toolbar at the bottom; the top controller's safe area follows at the
    /// next layout (`animated` is accepted: it changes at once).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        let entry = UIEntry("-[UINavigationController setToolbarHidden:animated:]", self); defer { entry.end() }
        setToolbarHiddenInternal(hidden)
    }

    func setBarHidden(_ hidden: Bool) {
        guard hidden != storedNavigationBarHidden else { return }
        storedNavigationBarHidden = hidden
        navigationBarView.isHidden = hidden   // outside the container's layout: no second pass
        barsChanged()
    }

    override func barsChanged() {
        storedView?.setNeedsLayout()
        for child in storedChildren where child.storedView?.storedSuperview === storedView { child.safeAreaChanged() }
    }

    override func barInsets(forChildAt rect: CGRect) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let bar = storedNavigationBar, !storedNavigationBarHidden, bar.storedSuperview != nil {
            let barBottom = bar.pointInRoot(.zero).y + bar.storedBounds.height
            insets.top = max(0, min(rect.height, barBottom - rect.minY))
        }
        if let toolbar = storedToolbar, !storedToolbarHidden, toolbar.storedSuperview != nil {
            let toolbarTop = toolbar.pointInRoot(.zero).y
            insets.bottom = max(0, min(rect.height, rect.maxY - toolbarTop))
        }
        return insets
    }

    /// The bar below the status bar (the container's own safe area), as high as the top item
    /// needs; the shown controllers' views under it or below it.
    func layoutBar(in container: UIView) {
        if storedHidesBarsWhenVerticallyCompact {
            let compact = container.storedBounds.width > container.storedBounds.height
            if compact, !storedNavigationBarHidden {
                barsHiddenForCompactHeight = true
                setBarHidden(true)
            } else if !compact, barsHiddenForCompactHeight {
                barsHiddenForCompactHeight = false
                setBarHidden(false)
            }
        }
        let bar = navigationBarView
        let bounds = container.storedBounds
        let top = container.computedSafeAreaInsets.top
        let barFrame = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bar.barHeight)
        let barMoved = bar.frameValue != barFrame
        if barMoved { bar.applyFrame(barFrame) }
        let toolbarMoved = layoutToolbar(in: container)
        placeChildViews(in: container, barEdge: .top, barLimit: storedNavigationBarHidden ? nil : barFrame.maxY,
                        translucent: bar.storedIsTranslucent, barMoved: barMoved || toolbarMoved)
    }

    // MARK: - The transitions

    override func installVisibleChildView() {
        // Told of its appearance before it is in a window (a custom container's
        // `beginAppearanceTransition`), it loads its view and shows its top controller all the same.
        guard let top = storedChildren.last else { return }
        let container = loadedView
        let view = top.loadedView
        guard view.storedSuperview !== container else { return }
        place(view, in: container, at: container.storedSubviews.count)
    }

    func announceWillShow(_ shown: UIViewController, animated: Bool) {
        guard let delegate = storedDelegate else { return }
        context.loop.span(.delegateCallback, "navigationController(_:willShow:animated:)") {
            delegate.navigationController(self, willShow: shown, animated: animated)
        }
    }

    func announceDidShow(_ shown: UIViewController, animated: Bool) {
        guard let delegate = storedDelegate else { return }
        context.loop.span(.delegateCallback, "navigationController(_:didShow:animated:)") {
            delegate.navigationController(self, didShow: shown, animated: animated)
        }
    }

    /// Where a view goes below `from`'s in the container (the bottom if `from`'s is not there).
    func index(below from: UIViewController?, in container: UIView) -> Int {
        guard let view = from?.storedView, view.storedSuperview === container else { return 0 }
        return view.indexInSuperview
    }

    func push(_ pushed: UIViewController, animated: Bool) {
        if storedChildren.contains(where: { $0 === pushed }) {
            report("\(self) is pushing the same view controller instance (\(pushed)) more than once which is not supported and is most likely an error in the application. The push is ignored (UIKit throws NSInvalidArgumentException).")
            return
        }
        if pushed is UINavigationController {
            report("Pushing a navigation controller (\(pushed)) onto \(self) is not supported. The push is ignored (UIKit throws NSInvalidArgumentException).")
            return
        }
        endRunningTransition()
        let from = storedChildren.last
        guard attachChild(pushed, callerFinishes: false) else { return }
        transition(from: from, to: pushed, animated: animated, added: [pushed], removed: [], isPop: false)
    }

    /// Pops down to `target`; returns the popped controllers (bottom first), nil if `target` is
    /// not in the stack.
    func pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        endRunningTransition()
        guard let index = storedChildren.firstIndex(where: { $0 === target }) else {
            report("\(self) cannot pop to \(target): it is not in the stack. The call is ignored.")
            return nil
        }
        let popped = Array(storedChildren[(index + 1)...])
        guard let from = popped.last else { return [] }
        for controller in popped.reversed() { controller.announceWillMove(toParent: nil) }
        storedChildren.removeSubrange((index + 1)...)
        transition(from: from, to: target, animated: animated, added: [], removed: popped, isPop: true)
        return popped
    }

    func replaceStack(with newStack: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for c in newStack where !seen.insert(ObjectIdentifier(c)).inserted || c is UINavigationController {
            report("\(self) was given a stack with \(c) \(c is UINavigationController ? "(a navigation controller)" : "more than once"), which is not supported. The call is ignored.")
            return
        }
        endRunningTransition()
        let old = storedChildren
        let oldTop = old.last
        let removed = old.filter { o in !newStack.contains { $0 === o } }
        let added = newStack.filter { n in !old.contains { $0 === n } }
        for controller in removed.reversed() { controller.announceWillMove(toParent: nil) }
        for controller in added { attachChild(controller, callerFinishes: false) }
        storedChildren = newStack
        guard let newTop = newStack.last, newTop !== oldTop else {
            if let oldTop, newStack.isEmpty, isOnScreen {
                context.app.managingAppearance {
                    oldTop.beginDisappearance(animated: false)
                    oldTop.storedView?.detachFromSuperview()
                }
                oldTop.endDisappearance()
            }
            finishMoves(added: added, removed: removed)
            return
        }
        transition(from: oldTop, to: newTop, animated: animated, added: added, removed: removed,
                   isPop: old.contains { $0 === newTop })
    }

    /// Shows `to` in place of `from`. Off screen, the views swap at once and no appearance
    /// callbacks are due; on screen, UIKit's order (see the type's documentation).
    private func transition(from: UIViewController?, to: UIViewController, animated: Bool,
                            added: [UIViewController], removed: [UIViewController], isPop: Bool) {
        guard isOnScreen, let container = storedView else {
            if let container = storedView {
                context.app.managingAppearance {
                    if let from, from !== to { from.storedView?.detachFromSuperview() }
                    if to.storedView?.storedSuperview !== container { place(to.loadedView, in: container, at: container.storedSubviews.count) }
                }
            }
            finishMoves(added: added, removed: removed)
            return
        }
        if animated, let from, let delegate = storedDelegate {
            let operation: Operation = isPop ? .pop : .push
            let animator = context.loop.span(.delegateCallback, "navigationController(_:animationControllerFor:from:to:)") {
                delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
            }
            if let animator {
                runCustomTransition(from: from, to: to, animator: animator, added: added, removed: removed, isPop: isPop)
                return
            }
        }
        let context = self.context
        let kind = isPop ? "pop" : "push"
        let transitionID = context.recordTransitionBegan(kind, "\(kind) to \(type(of: to))")
        to.loadViewIfNeededQuietly()
        if isPop { from?.transitionFlags.isMovingFromParent = true } else { to.transitionFlags.isMovingToParent = true }
        for c in removed { c.transitionFlags.isMovingFromParent = true }
        for c in added { c.transitionFlags.isMovingToParent = true }
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: animated,
                                                duration: Self.transitionDuration)
        activeCoordinator = coordinator
        context.app.managingAppearance {
            from?.beginDisappearance(animated: animated)
            to.beginAppearance(animated: animated)
            let index = isPop ? index(below: from, in: container) : container.storedSubviews.count
            place(to.loadedView, in: container, at: index)
        }
        announceWillShow(to, animated: animated)
        to.updateTraitsInTree()
        runningTransition = context.runTransition(animated: animated, duration: Self.transitionDuration, coordinator: coordinator,
                                                  name: isPop ? "pop transition" : "push transition",
                                                  motions: Self.motions(from: from, to: to, in: container, isPop: isPop)) { [weak self] in
            context.recordTransitionEnded(kind, id: transitionID)
            guard let self else { return }
            self.completeTransition(from: from, to: to, animated: animated, added: added, removed: removed)
        }
    }

    func completeTransition(from: UIViewController?, to: UIViewController, animated: Bool,
                            added: [UIViewController], removed: [UIViewController]) {
        runningTransition = nil
        context.app.managingAppearance { from?.storedView?.detachFromSuperview() }
        from?.endDisappearance()
        to.endAppearance()
        finishMoves(added: added, removed: removed)
        activeCoordinator = nil
        announceDidShow(to, animated: animated)
        context.app.application.refreshControllerPreferences(animatedBy: nil)
        // The shown view moves from the transition's container into its final place: UIKit
        // updates its constraints and lays it out once more (seed 004, golden/03).
        if let view = to.storedView {
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
        }
    }

    /// The containment callbacks that end a stack change: `didMove(toParent:)` for the
    /// controllers added, `removeFromParent()`'s `didMove(toParent: nil)` for those removed.
    func finishMoves(added: [UIViewController], removed: [UIViewController]) {
        for c in added where c.storedParent === self {
            c.transitionFlags.isMovingToParent = false
            c.announceDidMove(toParent: self)
        }
        for c in removed where c.storedParent === self && !storedChildren.contains(where: { $0 === c }) {
            c.transitionFlags.isMovingFromParent = false
            c.detachFromParent()
        }
        // A tab bar controller above hides its bar for a controller that asks
        // (`hidesBottomBarWhenPushed`), and shows it again when that one is popped.
        storedParent?.barsChanged()
        storedView?.setNeedsLayout()
    }

    /// How the views move in a push or pop (the model's account of UIKit's: the pushed view
    /// slides in from the right edge while the one below moves a third of the width to the left,
    /// and the reverse for a pop).
    static func motions(from: UIViewController?, to: UIViewController, in container: UIView, isPop: Bool,
                        progress: CGFloat = 0, finishes: Bool = true) -> [TransitionMotion] {
        let width = container.storedBounds.width
        let offscreen = CGPoint(x: width, y: 0), under = CGPoint(x: -width * 0.3, y: 0)
        var motions: [TransitionMotion] = []
        if isPop {
            if let top = from?.storedView {
                motions.append(TransitionMotion(view: top, from: CGPoint(x: width * progress, y: 0), to: finishes ? offscreen : .zero))
            }
            if let below = to.storedView {
                motions.append(TransitionMotion(view: below, from: CGPoint(x: under.x * (1 - progress), y: 0), to: finishes ? .zero : under))
            }
        } else {
            if let top = to.storedView { motions.append(TransitionMotion(view: top, from: offscreen, to: .zero)) }
            if let below = from?.storedView { motions.append(TransitionMotion(view: below, from: .zero, to: under)) }
        }
        return motions
    }

    /// Ends the running transition now (before another one starts).
    func endRunningTransition() {
        if let custom = customTransition, !custom.isComplete {
            // An animator's transition cannot be cut short: it completes as it is.
            customTransition = nil
            custom.completeTransition(!custom.cancelled)
        }
        interactivePop?.finishNow()
        runningTransition?.finish()
        runningTransition = nil
    }

    private func report(_ message: String) {
        DiagnosticCenter.report(.viewControllerMisuse, message, in: context)
    }

    // MARK: - The interactive pop

    /// An edge swipe that drives a pop: begun, then released (finishing or cancelled), then
    /// animated to its end.
    final class InteractivePop {
        let from: UIViewController
        let to: UIViewController
        let coordinator: TransitionCoordinator
        var release: ScheduledWork?
        var completion: RunningTransition?
        var finishes = true

        init(from: UIViewController, to: UIViewController, coordinator: TransitionCoordinator) {
            self.from = from
            self.to = to
            self.coordinator = coordinator
        }

        func finishNow() {
            if let release, !release.isCancelled, let work = release.work {
                release.cancel()
                work()
            }
            completion?.finish()
        }
    }

    /// The finger starts the swipe: B `willMove(toParent: nil)`, B `viewWillDisappear`,
    /// A `viewWillAppear`; the stack loses B until the swipe is cancelled.
    func beginInteractivePop() -> InteractivePop? {
        endRunningTransition()
        guard storedChildren.count > 1, isOnScreen, let container = storedView, let from = storedChildren.last else { return nil }
        let to = storedChildren[storedChildren.count - 2]
        interactivePopID = context.recordTransitionBegan("pop", "interactive pop to \(type(of: to))")
        from.announceWillMove(toParent: nil)
        storedChildren.removeLast()
        from.transitionFlags.isMovingFromParent = true
        to.loadViewIfNeededQuietly()
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: true,
                                                duration: Self.transitionDuration, interactive: true)
        activeCoordinator = coordinator
        let pop = InteractivePop(from: from, to: to, coordinator: coordinator)
        interactivePop = pop
        context.app.managingAppearance {
            from.beginDisappearance(animated: true)
            to.beginAppearance(animated: true)
            place(to.loadedView, in: container, at: index(below: from, in: container))
        }
        announceWillShow(to, animated: true)
        to.updateTraitsInTree()
        coordinator.startAnimations()
        return pop
    }

    /// The finger lifts at `progress`: the pop animates to its end or back, then ends.
    func releaseInteractivePop(_ pop: InteractivePop, finishes: Bool, progress: CGFloat) {
        guard interactivePop === pop else { return }
        pop.release = nil
        pop.finishes = finishes
        pop.coordinator.percentComplete = progress
        pop.coordinator.endInteraction(cancelled: !finishes)
        let remaining = Self.transitionDuration * Double(finishes ? 1 - progress : progress)
        let motions = storedView.map { Self.motions(from: pop.from, to: pop.to, in: $0, isPop: true, progress: progress, finishes: finishes) }
        pop.completion = context.runTransition(animated: remaining > 0, duration: remaining, coordinator: pop.coordinator,
                                               name: finishes ? "interactive pop" : "cancelled interactive pop",
                                               motions: motions ?? []) { [weak self] in
            self?.completeInteractivePop(pop)
        }
    }

    private func completeInteractivePop(_ pop: InteractivePop) {
        interactivePop = nil
        if let id = interactivePopID { context.recordTransitionEnded("pop", id: id) }
        interactivePopID = nil
        activeCoordinator = nil
        let (from, to) = (pop.from, pop.to)
        if pop.finishes {
            context.app.managingAppearance { from.storedView?.detachFromSuperview() }
            from.endDisappearance()
            to.endAppearance()
            from.transitionFlags.isMovingFromParent = false
            from.detachFromParent()
            announceDidShow(to, animated: true)
        } else {
            // Cancelled: the revealed controller goes away again and the top one comes back.
            to.beginDisappearance(animated: true)
            context.app.managingAppearance { to.storedView?.detachFromSuperview() }
            to.endDisappearance()
            from.beginAppearance(animated: true)
            from.endAppearance()
            from.transitionFlags.isMovingFromParent = false
            storedChildren.append(from)
            from.announceDidMove(toParent: self)
        }
    }
}

extension UIViewController {
    /// Loads the view (its `loadView`/`viewDidLoad` spans) if needed, without a checked entry.
    func loadViewIfNeededQuietly() { _ = loadedView }
}
