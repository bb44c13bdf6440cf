import Foundation

/// Manages a presented controller from its presentation to its dismissal: the container view
/// the presentation happens in, where the presented view goes, what else is shown around it
/// (dimming views, chrome), and how it adapts. UIKit makes one for every presentation — its
/// own for the built-in styles, the transitioning delegate's for `.custom` — and so does
/// Mainline: `UIViewController.presentationController` is the one in use.
///
/// The container view is a `UITransitionView` filling the window (or, for the current-context
/// styles, the presentation context's view), added when the presentation begins and removed
/// when the dismissal ends. It calls `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()` around its layout; the built-in styles place the
/// presented view there, a subclass does it itself (as in UIKit, the base class does not).
///
/// The order of the callbacks of a presentation: `presentationTransitionWillBegin()`, the
/// appearance callbacks' "will" half, the animation, then (when the animator completes the
/// transition) the "did" half and `presentationTransitionDidEnd(_:)`; a dismissal likewise
/// with `dismissalTransitionWillBegin()` and `dismissalTransitionDidEnd(_:)`.
@preconcurrency @MainActor
open class UIPresentationController: UIContentContainer {
    let storedPresentedViewController: UIViewController
    /// The presenter, held while the presentation lasts (UIKit holds it too).
    var storedPresentingViewController: UIViewController?
    weak var storedDelegate: UIAdaptivePresentationControllerDelegate?
    /// The container view while the presentation is on screen.
    var storedContainerView: UITransitionView?
    var storedOverrideTraitCollection: UITraitCollection?
    var storedPreferredContentSize = CGSize.zero
    var storedBackgroundEffect: UIVisualEffect?
    /// The safe area of the screen a size transition is going to (while it is announced).
    var pendingInsets: UIEdgeInsets?
    /// The style this controller was made for (`.automatic` resolved).
    var style: UIModalPresentationStyle

    /// A presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (nil until the presentation chooses one).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        let entry = UIEntry("-[UIPresentationController initWithPresentedViewController:presentingViewController:]")
        defer { entry.end() }
        storedPresentedViewController = presentedViewController
        storedPresentingViewController = presentingViewController
        style = presentedViewController.storedModalPresentationStyle.resolved
    }

    // MARK: - The participants

    /// The controller presented.
    public var presentedViewController: UIViewController {
        let entry = UIEntry("-[UIPresentationController presentedViewController]", self); defer { entry.end() }
        return storedPresentedViewController
    }

    /// The controller presenting it (the presentation context's controller).
    public var presentingViewController: UIViewController {
        let entry = UIEntry("-[UIPresentationController presentingViewController]", self); defer { entry.end() }
        return storedPresentingViewController ?? storedPresentedViewController.storedPresentingViewController ?? storedPresentedViewController
    }

    /// The style the presented controller asked for.
    open var presentationStyle: UIModalPresentationStyle {
        let entry = UIEntry("-[UIPresentationController presentationStyle]", self); defer { entry.end() }
        return storedPresentedViewController.storedModalPresentationStyle
    }

    /// The object told about adaptation and about a dismissal the user starts (pulling a sheet
    /// down). Not retained.
    open var delegate: UIAdaptivePresentationControllerDelegate? {
        get { let entry = UIEntry("-[UIPresentationController delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIPresentationController setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    // MARK: - Views

    /// The view the presentation happens in (nil before it begins and after the dismissal).
    open var containerView: UIView? {
        let entry = UIEntry("-[UIPresentationController containerView]", self); defer { entry.end() }
        return storedContainerView
    }

    /// The view that is animated and shown: the presented controller's view by default (a
    /// subclass may wrap it in a view of its own).
    open var presentedView: UIView? {
        let entry = UIEntry("-[UIPresentationController presentedView]", self); defer { entry.end() }
        return storedPresentedViewController.loadedView
    }

    /// Where the presented view goes in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect {
        let entry = UIEntry("-[UIPresentationController frameOfPresentedViewInContainerView]", self); defer { entry.end() }
        return storedContainerView?.storedBounds ?? .zero
    }

    /// Whether the presentation covers the whole window (true) or only the presentation
    /// context's view.
    open var shouldPresentInFullscreen: Bool {
        let entry = UIEntry("-[UIPresentationController shouldPresentInFullscreen]", self); defer { entry.end() }
        return true
    }

    /// Whether the presenter's view leaves the window once the presentation ends (false by
    /// default; UIKit's full-screen presentations say true). The presenter then hears the
    /// disappearance callbacks, and the appearance ones on dismissal.
    open var shouldRemovePresentersView: Bool {
        let entry = UIEntry("-[UIPresentationController shouldRemovePresentersView]", self); defer { entry.end() }
        return false
    }

    /// A visual effect behind the presented content (kept; Mainline draws no effects).
    open var backgroundEffect: UIVisualEffect? {
        get { let entry = UIEntry("-[UIPresentationController backgroundEffect]", self); defer { entry.end() }; return storedBackgroundEffect }
        set { let entry = UIEntry("-[UIPresentationController setBackgroundEffect:]", self); defer { entry.end() }; storedBackgroundEffect = newValue }
    }

    // MARK: - Adaptation

    /// The style the presentation takes in a compact-width environment: `.fullScreen`, as
    /// UIKit's base class says (the built-in sheet and popover styles adapt themselves).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        let entry = UIEntry("-[UIPresentationController adaptivePresentationStyle]", self); defer { entry.end() }
        return .fullScreen
    }

    /// The style the presentation takes in an environment of `traitCollection`: the
    /// `adaptivePresentationStyle` in a compact width, the presentation's own style otherwise.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let entry = UIEntry("-[UIPresentationController adaptivePresentationStyleForTraitCollection:]", self); defer { entry.end() }
        return traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : presentationStyle
    }

    /// Traits that replace the presented controller's own (deprecated in iOS 17; kept and
    /// merged over the traits the presented controller hears).
    @available(iOS, deprecated: 17.0)
    open var overrideTraitCollection: UITraitCollection? {
        get { let entry = UIEntry("-[UIPresentationController overrideTraitCollection]", self); defer { entry.end() }; return storedOverrideTraitCollection }
        set { let entry = UIEntry("-[UIPresentationController setOverrideTraitCollection:]", self); defer { entry.end() }; storedOverrideTraitCollection = newValue }
    }

    /// The traits of the interface the presentation is shown in.
    open var traitCollection: UITraitCollection {
        let entry = UIEntry("-[UIPresentationController traitCollection]", self); defer { entry.end() }
        return storedPresentedViewController.deliveredTraits ?? storedPresentedViewController.currentTraits
    }

    /// The traits changed (the presentation controller hears it with its presented controller).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        UIEntry.check("-[UIPresentationController traitCollectionDidChange:]", self)
    }

    // MARK: - The transitions

    /// The presentation is about to animate: add the chrome (a dimming view) to the container
    /// here, and animate it with the presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() { UIEntry.check("-[UIPresentationController presentationTransitionWillBegin]", self) }

    /// The presentation ended: `completed` is false when it was cancelled (remove the chrome then).
    open func presentationTransitionDidEnd(_ completed: Bool) {
        UIEntry.check("-[UIPresentationController presentationTransitionDidEnd:]", self)
    }

    /// The dismissal is about to animate.
    open func dismissalTransitionWillBegin() { UIEntry.check("-[UIPresentationController dismissalTransitionWillBegin]", self) }

    /// The dismissal ended: `completed` is false when it was cancelled (the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {
        UIEntry.check("-[UIPresentationController dismissalTransitionDidEnd:]", self)
    }

    /// The container view is about to lay out its subviews (set the presented view's frame
    /// here: the base class leaves it where it is).
    open func containerViewWillLayoutSubviews() {
        UIEntry.check("-[UIPresentationController containerViewWillLayoutSubviews]", self)
    }

    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {
        UIEntry.check("-[UIPresentationController containerViewDidLayoutSubviews]", self)
    }

    // MARK: - UIContentContainer

    /// The size the presented content would like (kept; a popover sizes itself by the presented
    /// controller's).
    open var preferredContentSize: CGSize {
        get { let entry = UIEntry("-[UIPresentationController preferredContentSize]", self); defer { entry.end() }; return storedPreferredContentSize }
        set { let entry = UIEntry("-[UIPresentationController setPreferredContentSize:]", self); defer { entry.end() }; storedPreferredContentSize = newValue }
    }

    /// The presented controller's preferred content size changed: a popover or a sheet that
    /// follows it lays out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        let entry = UIEntry("-[UIPresentationController preferredContentSizeDidChangeForChildContentContainer:]", self); defer { entry.end() }
        storedContainerView?.setNeedsLayout()
    }

    /// The presented controller's view's fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        let entry = UIEntry("-[UIPresentationController systemLayoutFittingSizeDidChangeForChildContentContainer:]", self); defer { entry.end() }
        storedContainerView?.setNeedsLayout()
    }

    /// The size of the presented content in a container of `parentSize`: the size of
    /// `frameOfPresentedViewInContainerView`.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let entry = UIEntry("-[UIPresentationController sizeForChildContentContainer:withParentContainerSize:]", self); defer { entry.end() }
        guard placesPresentedView else { return parentSize }
        return systemFrame(in: CGRect(origin: .zero, size: parentSize), insets: pendingInsets ?? context.app.screen.storedSafeAreaInsets).size
    }

    /// The container is about to change size (a rotation); the default forwards to the
    /// presented controller — call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let entry = UIEntry("-[UIPresentationController viewWillTransitionToSize:withTransitionCoordinator:]", self); defer { entry.end() }
        storedPresentedViewController.viewWillTransitionWithSpan(to: self.size(forChildContentContainer: storedPresentedViewController,
                                                                               withParentContainerSize: size), with: coordinator)
    }

    /// The traits are about to change; the default forwards to the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        let entry = UIEntry("-[UIPresentationController willTransitionToTraitCollection:withTransitionCoordinator:]", self); defer { entry.end() }
        storedPresentedViewController.willTransitionWithSpan(to: newCollection, with: coordinator)
    }

    // MARK: - Internals

    /// Whether this is one of UIKit's own presentation controllers, which place the presented
    /// view themselves when the container lays out.
    var placesPresentedView: Bool { false }

    /// Where a built-in style puts the presented view in a container of `bounds` with the
    /// screen's safe area `insets`.
    func systemFrame(in bounds: CGRect, insets: UIEdgeInsets) -> CGRect { bounds }

    /// The simulation the presentation runs in.
    var context: SimulationContext { storedPresentedViewController.context }
}

/// The presentation controller UIKit uses for the full-screen styles (`.fullScreen`,
/// `.overFullScreen`, the current-context styles) and for a `.custom` presentation whose
/// transitioning delegate gives none: the presented view fills the container, and the
/// presenter's view leaves the window for `.fullScreen` and `.currentContext`.
final class FullscreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        let entry = UIEntry("-[_UIFullscreenPresentationController shouldRemovePresentersView]", self); defer { entry.end() }
        return style.removesPresenter
    }

    override var shouldPresentInFullscreen: Bool {
        let entry = UIEntry("-[_UIFullscreenPresentationController shouldPresentInFullscreen]", self); defer { entry.end() }
        return storedPresentedViewController.storedModalPresentationStyle != .currentContext
            && storedPresentedViewController.storedModalPresentationStyle != .overCurrentContext
    }

    override var placesPresentedView: Bool { storedPresentedViewController.storedModalPresentationStyle != .custom }

    override var frameOfPresentedViewInContainerView: CGRect {
        let entry = UIEntry("-[_UIFullscreenPresentationController frameOfPresentedViewInContainerView]", self); defer { entry.end() }
        return storedContainerView?.storedBounds ?? .zero
    }

    override func containerViewWillLayoutSubviews() {
        let entry = UIEntry("-[_UIFullscreenPresentationController containerViewWillLayoutSubviews]", self); defer { entry.end() }
        placePresentedViewIfSystem()
    }
}

extension UIPresentationController {
    /// A built-in controller keeps the presented view where its style puts it.
    func placePresentedViewIfSystem() {
        guard placesPresentedView, let container = storedContainerView, let view = storedPresentedViewController.storedView,
              view.storedSuperview === container, storedPresentedViewController.transitionFlags.isBeingPresented == false,
              storedPresentedViewController.transitionFlags.isBeingDismissed == false else { return }
        let frame = systemFrame(in: container.storedBounds, insets: context.app.screen.storedSafeAreaInsets)
        if view.frameValue != frame { view.applyFrame(frame) }
    }
}

/// The view a presentation happens in (UIKit's `UITransitionView`): it fills the window or the
/// presentation context, and tells its presentation controller when it lays out.
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    /// Touches where it shows nothing of its own go through to what is below (the presenter of a
    /// custom or over-current-context presentation); its subviews — the presented view, a
    /// dimming view — take theirs.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func layoutSubviews() {
        if let controller = presentationController {
            context.loop.span(.controllerCallback, "containerViewWillLayoutSubviews()", object: controller.storedPresentedViewController) {
                controller.containerViewWillLayoutSubviews()
            }
        }
        super.layoutSubviews()
        if let controller = presentationController {
            context.loop.span(.controllerCallback, "containerViewDidLayoutSubviews()", object: controller.storedPresentedViewController) {
                controller.containerViewDidLayoutSubviews()
            }
        }
    }
}
