import Foundation
import Synchronization

/// A rectangular area of the screen and the unit of layout, with UIKit's names and semantics.
///
/// Subclass it as in UIKit and override `layoutSubviews()`, `updateConstraints()`,
/// `draw(_:)`, `intrinsicContentSize` and the hierarchy callbacks; the simulation calls them
/// in UIKit's order (constraints bottom-up, layout top-down, then display).
///
/// Like UIKit's, it is `@MainActor` (through `UIResponder`, with `@preconcurrency`): Swift 6
/// code must call it from the main actor, and Swift 5 code may call it from anywhere, as it can
/// UIKit. Every entry point checks the thread at run time (see `MainThreadChecker`); calls from
/// the wrong thread are reported and then serialised with the main thread, so the runtime
/// stays sound.
open class UIView: UIResponder, CustomStringConvertible, TimelineObject {
    /// A sequential id used in descriptions (`RedView:0x1a`): deterministic within the
    /// simulation whose turn made the view.
    let objectID: UInt64
    /// The simulation whose turn made the view (it belongs there until it is in a window).
    weak var creationContext: SimulationContext?

    // MARK: Geometry: center and bounds, as UIKit stores them; the frame is derived.

    var storedCenter: CGPoint
    var storedBounds: CGRect
    /// The layer's transform (nil: the identity), kept out of line: a 3-D transform is 128
    /// bytes and few views have one. `transform` is its affine part.
    var layerTransformBox: Boxed<CATransform3D>?
    var storedLayerTransform: CATransform3D? {
        get { layerTransformBox?.value }
        set { layerTransformBox = newValue.map(Boxed.init) }
    }

    // MARK: Hierarchy

    weak var storedSuperview: UIView?
    var storedSubviews: [UIView] = []
    /// The window this view is in, kept current when subtrees move between windows.
    weak var storedWindow: UIWindow?
    var storedLayoutGuides: [UILayoutGuide] = []
    /// Set on a controller's root view.
    weak var owningViewController: UIViewController?
    /// Set on a controller's root view, which may add to the safe area (a container's bars,
    /// `additionalSafeAreaInsets`): only those are looked at when a safe area is computed.
    var mayAddSafeAreaInsets = false
    /// Accessibility and semantic settings, made when one is first set.
    var accessibility: AccessibilitySettings?
    /// The settings few views change (appearance overrides, interactions …), made when one is
    /// first set.
    var viewExtras: ViewExtras?

    // MARK: Update-cycle flags

    /// The work pending on the view and below it.
    var pending: PendingWork = []
    var dirtyRect: CGRect?
    /// Subviews with any of the flags above set, each listed once, in no particular order.
    /// The passes visit these rather than every subview, so a frame's work follows what is
    /// dirty, not how many siblings the dirty views have.
    var pendingSubviews: [UIView] = []
    /// Whether the view is in its superview's `pendingSubviews`.
    var isListedAsPending = false
    /// The view's position in its superview's `subviews`.
    var indexInSuperview = 0
    /// True while this view runs `layoutSubviews()` (a subview resized there does not
    /// invalidate it again).
    var isInLayoutSubviews = false
    /// Times laid out in the current commit, for feedback-loop detection.
    var layoutCountInCommit = 0
    var layoutCommitStamp: UInt64 = 0

    // MARK: Properties

    var storedIsHidden = false
    var storedAlpha: CGFloat = 1
    var storedTag = 0
    var storedAccessibilityIdentifier: String?
    var storedContentMode: ContentMode = .scaleToFill
    var storedBackgroundColor: UIColor?
    /// The view's own tint (nil: inherited from the superview).
    var storedTintColor: UIColor?
    /// The view's layer, made on first use (`layer`).
    var storedLayer: CALayer?
    var storedClipsToBounds = false
    var storedAutoresizingMask: AutoresizingMask = []
    /// Whether the engine pins the view's height at the fitting-size priority (50), below every
    /// content priority: a list cell's content view, whose content decides its height until the
    /// list has measured it and sized the cell to fit (UIKit measures a cell before it lays it
    /// out at its own size, so the two do not conflict).
    var yieldsHeightToContent = false
    var storedAutoresizesSubviews = true
    var storedLayoutMargins = UIView.defaultLayoutMargins
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether margins were set on the view (a root view's otherwise count as zero).
    var hasOwnLayoutMargins = false
    var storedPreservesSuperviewLayoutMargins = false
    var storedInsetsLayoutMarginsFromSafeArea = true
    var storedIsUserInteractionEnabled = true

    // MARK: Auto Layout

    var storedTranslatesAutoresizingMask = true {
        didSet { storedSuperview?.engineFramesRevision = 0 }
    }
    /// The engine revision and screen scale at which the engine's frames were last applied to
    /// the subviews (0: they must be applied again).
    var engineFramesRevision: UInt64 = 0
    var engineFramesScale: CGFloat = 0
    /// Constraints installed on this view (their nearest common ancestor).
    var installedConstraints = ConstraintList<InstalledListSlot>()
    var storedHugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var storedCompression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The view's place in a layout engine: variables, generated constraints.
    var layoutState: ItemLayoutState?
    /// The engine this view hosts, when it is the root of a hierarchy that uses constraints.
    var hostedEngine: LayoutEngine?
    /// Lazily made guides.
    var storedSafeAreaGuide: UILayoutGuide?
    var storedMarginsGuide: UILayoutGuide?
    var storedReadableGuide: UILayoutGuide?
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    var storedIsMultipleTouchEnabled = false
    var storedIsExclusiveTouch = false
    var storedKeyboardGuide: UIKeyboardLayoutGuide?
    var storedIsOpaque = true
    /// Whether the view has made its safe-area or margins guide (checked without retaining it).
    var hasSystemGuides: Bool {
        storedSafeAreaGuide != nil || storedMarginsGuide != nil || storedReadableGuide != nil || storedKeyboardGuide != nil
    }
    var systemGuides: [UILayoutGuide] {
        [storedSafeAreaGuide, storedMarginsGuide, storedReadableGuide, storedKeyboardGuide].compactMap { $0 }
    }

    // MARK: Drawing statistics

    /// Whether the last `draw(_:)` call reached the base implementation (custom drawing that
    /// does not call super leaves it false: that is what counts as a draw).
    var baseDrawReached = false

    // MARK: - Initialisers

    /// Creates a view with the given frame. Creating a view schedules no layout (seed 004,
    /// golden/07); it does mark the view for display, as UIKit's initialiser does.
    public init(frame: CGRect) {
        let entry = UIEntry("-[UIView initWithFrame:]"); defer { entry.end() }
        let checked = frame.isFiniteRect ? frame : .zero
        storedCenter = CGPoint(x: checked.midX, y: checked.midY)
        storedBounds = CGRect(origin: .zero, size: checked.size)
        (objectID, creationContext) = SimulationContext.identify()
        super.init()
        creationContext?.loop.clock.charge(.viewCreated)
        if !frame.isFiniteRect {
            DiagnosticCenter.report(.invalidGeometry, "Mainline: [\(Self.self) initWithFrame:] with a non-finite frame \(format(frame)); using CGRectZero.",
                                    in: creationContext)
        }
        if Self.requiresConstraintBasedLayout { pending.insert(.constraints) }
        setNeedsDisplay()
    }

    /// Releases the subtree without recursion: a hierarchy of any depth is freed one view at a
    /// time, not by a chain of nested deinits that could overflow the stack.
    deinit {
        var orphans = storedSubviews
        storedSubviews = []
        pendingSubviews = []
        while var view = orphans.popLast() {
            view.pendingSubviews = []
            if isKnownUniquelyReferenced(&view) {
                orphans.append(contentsOf: view.storedSubviews)
                view.storedSubviews = []
            }
        }
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        let entry = UIEntry("-[UIView init]"); defer { entry.end() }
        self.init(frame: .zero)
    }

    /// A view decoded from an archive: Mainline has no archives of its own, so the view starts
    /// with a zero frame (subclasses written for UIKit call it from their `init(coder:)`).
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIView initWithCoder:]"); defer { entry.end() }
        storedCenter = .zero
        storedBounds = .zero
        (objectID, creationContext) = SimulationContext.identify()
        super.init()
        creationContext?.loop.clock.charge(.viewCreated)
        if Self.requiresConstraintBasedLayout { pending.insert(.constraints) }
        setNeedsDisplay()
        (coder as? NibDecoder)?.decode(into: self)
    }

    /// The class of the view's layer (`CALayer`; override it to back a view with a layer
    /// class of your own, such as `CAGradientLayer`).
    open class var layerClass: AnyClass { UIEntry.check("+[UIView layerClass]"); return CALayer.self }

    /// Whether the view needs constraint-based layout even without constraints of its own:
    /// subclasses that create their constraints in `updateConstraints()` return true (seed 004).
        open class var requiresConstraintBasedLayout: Bool { let entry = UIEntry("+[UIView requiresConstraintBasedLayout]"); defer { entry.end() }; return false }

    /// Baselines for views with text (labels, stack views): distances from the top to the
    /// first baseline and from the bottom to the last. Nil: baselines are the bottom edge.
    var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { nil }

    /// Called on the superview after a subview left it (stack views stop arranging it).
    func didRemoveSubview(_ view: UIView) {}

    /// Called after the bounds size changed: subclasses whose content depends on their width
    /// (labels that wrap) react here.
    func sizeDidChange() {}

    // MARK: - Hierarchy (UIView+Hierarchy.swift)
    //
    // Overridable members live in the class body (Swift does not let extensions declare
    // them); their implementations are in the extension file.

    /// Removes the view from its superview. As in UIKit, every constraint that refers to the
    /// view or its subtree and to a view outside it is removed too; the former superview is
    /// laid out again.
    open func removeFromSuperview() {
        let entry = UIEntry("-[UIView removeFromSuperview]", self); defer { entry.end() }
        detachFromSuperview()
    }

    /// Called before the view moves to a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) { UIEntry.check("-[UIView willMoveToSuperview:]", self) }

    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() { UIEntry.check("-[UIView didMoveToSuperview]", self) }

    /// Called before the view (or an ancestor) moves to a new window.
    open func willMove(toWindow newWindow: UIWindow?) { UIEntry.check("-[UIView willMoveToWindow:]", self) }

    /// Called after the view (or an ancestor) moved to a new window.
    open func didMoveToWindow() { UIEntry.check("-[UIView didMoveToWindow]", self) }

    /// Called on the superview after a subview was added.
    open func didAddSubview(_ subview: UIView) { UIEntry.check("-[UIView didAddSubview:]", self) }

    /// Called on the superview before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) { UIEntry.check("-[UIView willRemoveSubview:]", self) }

    // MARK: - Geometry (UIView+Geometry.swift)
    //
    // Overridable members live in the class body (Swift does not let extensions declare
    // them); their implementations are in the extension file.

    /// The frame in the superview's coordinates. Setting it schedules layout only when it
    /// changes: a size change lays out the view and its superview; a change of origin alone
    /// does not lay out the view itself (golden/07). Non-finite values are refused.
    ///
    /// With a transform (or a layer anchor point other than the middle) the frame is derived,
    /// as in UIKit: the bounding box of the transformed bounds about the center. Setting it
    /// then is undefined in UIKit's documentation; Mainline does what Core Animation does
    /// (see `UIView+Transform.swift`).
    open var frame: CGRect {
        get {
            let entry = UIEntry("-[UIView frame]", self); defer { entry.end() }
            return hasGeometryTransform ? transformedFrame : frameValue
        }
        set {
            let entry = UIEntry("-[UIView setFrame:]", self); defer { entry.end() }
            guard newValue.isFiniteRect else { return refuseGeometry("setFrame:", format(newValue)) }
            if hasGeometryTransform { applyTransformedFrame(newValue) } else { applyFrame(newValue) }
        }
    }

    /// The view's affine transform, applied about its center (the layer's anchor point):
    /// the layer's transform, in 2-D. Bounds and center are unchanged by it, and so is layout:
    /// Auto Layout and `layoutSubviews()` keep working on bounds and center, and setting it
    /// does not mark anything for layout (UIKit does not either).
    open var transform: CGAffineTransform {
        get {
            let entry = UIEntry("-[UIView transform]", self); defer { entry.end() }
            return affineTransform
        }
        set {
            let entry = UIEntry("-[UIView setTransform:]", self); defer { entry.end() }
            setLayerTransform(newValue.isIdentity ? nil : CATransform3DMakeAffineTransform(newValue))
        }
    }

    /// The bounds: the view's own coordinate space. Changing the origin scrolls the content
    /// and lays the view out again; changing the size also lays out the superview.
    open var bounds: CGRect {
        get {
            let entry = UIEntry("-[UIView bounds]", self); defer { entry.end() }
            return storedBounds
        }
        set {
            let entry = UIEntry("-[UIView setBounds:]", self); defer { entry.end() }
            guard newValue.isFiniteRect else { return refuseGeometry("setBounds:", format(newValue)) }
            applyBounds(newValue)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get {
            let entry = UIEntry("-[UIView center]", self); defer { entry.end() }
            return storedCenter
        }
        set {
            let entry = UIEntry("-[UIView setCenter:]", self); defer { entry.end() }
            guard newValue.isFinitePoint else { return refuseGeometry("setCenter:", "(\(newValue.x), \(newValue.y))") }
            if newValue != storedCenter {
                if !storedTranslatesAutoresizingMask { storedSuperview?.engineFramesRevision = 0 }
                let old = storedCenter
                storedCenter = newValue
                frameDidMove()
                if ViewAnimationScope.isAnyOpen { animatableChange(.position, from: AnimationValue.vector(old)) }
            }
        }
    }

    /// The size that best fits `size`: the base implementation returns the current size
    /// (UIKit's default for plain views).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UIView sizeThatFits:]", self); defer { entry.end() }
        return storedBounds.size
    }

    /// Resizes the view to `sizeThatFits(current size)`.
    open func sizeToFit() {
        let entry = UIEntry("-[UIView sizeToFit]", self); defer { entry.end() }
        let size = sizeThatFits(storedBounds.size)
        guard size.isFiniteSize else { return refuseGeometry("sizeToFit", "\(size)") }
        let f = frameValue
        applyFrame(CGRect(origin: f.origin, size: size))
    }

    // MARK: - Touches (Input/UITouch.swift)

    /// The deepest visible, interactive descendant (or the view itself) that contains `point`
    /// (in the view's coordinates), subviews front to back; nil if the point is outside.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let entry = UIEntry("-[UIView hitTest:withEvent:]", self); defer { entry.end() }
        return defaultHitTest(point, with: event)
    }

    /// Whether `point` (in the view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let entry = UIEntry("-[UIView pointInside:withEvent:]", self); defer { entry.end() }
        return storedBounds.contains(point)
    }

    /// Adds a subview on top of the others (moving it from its previous superview). Open, as in
    /// UIKit: a container may override it to put the view somewhere else (UIView+Hierarchy.swift
    /// has the rest of the hierarchy API).
    open func addSubview(_ view: UIView) {
        let entry = UIEntry("-[UIView addSubview:]", self); defer { entry.end() }
        insert(view, .top)
    }

    /// Archives the view (NSCoding). Mainline reads Interface Builder files but writes no
    /// archives: subclasses that encode their own state and call super compile and run.
    open func encode(with coder: NSCoder) { UIEntry.check("-[UIView encodeWithCoder:]", self) }

    /// A controller's root view hands events to its controller; any other view to its superview.
    open override var next: UIResponder? {
        UIEntry.check("-[UIView nextResponder]", self)
        return owningViewController ?? storedSuperview
    }

    /// Makes the first responder resign if it is this view or one of its subviews (how a screen
    /// dismisses the keyboard: `view.endEditing(true)`). With `force`, it resigns even if its
    /// `canResignFirstResponder` says no. Returns whether no responder in the view is left.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        let entry = UIEntry("-[UIView endEditing:]", self); defer { entry.end() }
        guard let responder = context.app.firstResponder as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if force { return responder.forceResignFirstResponder() }
        return responder.resignFirstResponder()
    }

    // MARK: - Update cycle (UIView+Layout.swift)
    //
    // Overridable members live in the class body (Swift does not let extensions declare
    // them); their implementations are in the extension file.

    /// Marks the view for layout at the next commit and returns. Any number of calls in one
    /// turn cost one `layoutSubviews()` (golden/02).
    open func setNeedsLayout() {
        let entry = UIEntry("-[UIView setNeedsLayout]", self); defer { entry.end() }
        // A layoutSubviews() invalidating an ancestor (not itself, nor the subviews it places).
        if !pending.contains(.layout), let running = SimulationContext.running, let laidOut = running.commit.passes.layingOut,
           laidOut !== self, storedSuperview !== laidOut {
            CommitPasses.noteInvalidation(of: self, during: laidOut, running)
        }
        markNeedsLayout()
    }

    /// Lays out now, if a layout is pending: the pending constraint updates first, then
    /// `layoutSubviews()` from the topmost ancestor that needs layout down (as Core Animation
    /// does). Does nothing when nothing is pending. Called from an event handler this is a
    /// forced synchronous layout and is recorded with its call site.
    open func layoutIfNeeded() {
        let entry = UIEntry("-[UIView layoutIfNeeded]", self); defer { entry.end() }
        CommitPasses.layoutIfNeeded(from: self)
    }

    /// Lays out the subviews. The base implementation gives every Auto Layout subview the
    /// frame the engine solved for it: an override must call `super.layoutSubviews()` for
    /// constraint-based subviews to move (seed 003).
    open func layoutSubviews() {
        let entry = UIEntry("-[UIView layoutSubviews]", self); defer { entry.end() }
        asFrameworkWork { LayoutEngine.applyEngineFrames(toSubviewsOf: self) }
    }

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() { UIEntry.check("-[UIView layoutMarginsDidChange]", self) }

    /// Called when the safe area insets change.
    open func safeAreaInsetsDidChange() { UIEntry.check("-[UIView safeAreaInsetsDidChange]", self) }

    /// Marks the view for a constraint update at the next commit.
    open func setNeedsUpdateConstraints() {
        let entry = UIEntry("-[UIView setNeedsUpdateConstraints]", self); defer { entry.end() }
        markNeedsUpdateConstraints()
    }

    /// Runs the constraint pass now (bottom-up) for the view's hierarchy, if an update is
    /// pending. From an event handler it is a forced synchronous layout.
    open func updateConstraintsIfNeeded() {
        let entry = UIEntry("-[UIView updateConstraintsIfNeeded]", self); defer { entry.end() }
        CommitPasses.updateConstraintsIfNeeded(from: self)
    }

    /// Updates the view's constraints; override to change constraints in the batch, and call
    /// `super.updateConstraints()` last.
    open func updateConstraints() {
        let entry = UIEntry("-[UIView updateConstraints]", self)
        entry.end()
    }

    /// Marks the whole view for redrawing at the next commit.
    open func setNeedsDisplay() {
        let entry = UIEntry("-[UIView setNeedsDisplay]", self); defer { entry.end() }
        markNeedsDisplay(nil)
    }

    /// Marks part of the view for redrawing at the next commit.
    open func setNeedsDisplay(_ rect: CGRect) {
        let entry = UIEntry("-[UIView setNeedsDisplayInRect:]", self); defer { entry.end() }
        guard rect.isFiniteRect else { return refuseGeometry("setNeedsDisplayInRect:", format(rect)) }
        markNeedsDisplay(rect)
    }

    /// Draws the view's content in `rect` (called by the display pass; never call it
    /// directly). Overrides need not call super. A view whose `layerClass` is a layer class of
    /// the app's own draws through that layer's `draw(in:)` when the class overrides it, as
    /// Core Animation's display asks the layer before its delegate (the view).
    open func draw(_ rect: CGRect) {
        let entry = UIEntry("-[UIView drawRect:]", self); defer { entry.end() }
        guard let layer = storedLayer, !CALayer.isBuiltIn(type(of: layer)), let context = UIGraphicsGetCurrentContext() else {
            baseDrawReached = true
            return
        }
        layer.baseDrawReached = false
        layer.draw(in: context)
        baseDrawReached = layer.baseDrawReached
    }

    // MARK: - Properties (UIView+Properties.swift)
    //
    // Overridable members live in the class body (Swift does not let extensions declare
    // them); their implementations are in the extension file.

    /// Whether the view is hidden (a hidden arranged subview takes no space in a stack view).
    open var isHidden: Bool {
        get {
            let entry = UIEntry("-[UIView isHidden]", self); defer { entry.end() }
            return storedIsHidden
        }
        set {
            let entry = UIEntry("-[UIView setHidden:]", self); defer { entry.end() }
            guard newValue != storedIsHidden else { return }
            storedIsHidden = newValue
            RenderTree.changed()
            (self as? UIWindow)?.visibilityChanged()
            // Display work left pending while hidden is due again.
            if !newValue { propagateDirtyFlagsUp() }
            (storedSuperview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }

    /// The view's opacity, clamped to 0...1 (NaN is refused).
    open var alpha: CGFloat {
        get {
            let entry = UIEntry("-[UIView alpha]", self); defer { entry.end() }
            return storedAlpha
        }
        set {
            let entry = UIEntry("-[UIView setAlpha:]", self); defer { entry.end() }
            guard !newValue.isNaN else { return refuseGeometry("setAlpha:", "NaN") }
            let old = storedAlpha
            storedAlpha = min(1, max(0, newValue))
            if (old > 0) != (storedAlpha > 0) { RenderTree.changed() }
            if ViewAnimationScope.isAnyOpen, old != storedAlpha { animatableChange(.opacity, from: AnimationValue.vector(Double(old))) }
        }
    }

    /// An integer that identifies the view (`viewWithTag(_:)`).
    open var tag: Int {
        get {
            let entry = UIEntry("-[UIView tag]", self); defer { entry.end() }
            return storedTag
        }
        set {
            let entry = UIEntry("-[UIView setTag:]", self); defer { entry.end() }
            storedTag = newValue
        }
    }

    /// A string that identifies the view in tests and reports.
    open var accessibilityIdentifier: String? {
        get {
            let entry = UIEntry("-[UIView accessibilityIdentifier]", self); defer { entry.end() }
            return storedAccessibilityIdentifier
        }
        set {
            let entry = UIEntry("-[UIView setAccessibilityIdentifier:]", self); defer { entry.end() }
            storedAccessibilityIdentifier = newValue
        }
    }

    // MARK: Focus (UIFocusSystem.swift has the engine)

    /// Whether the view can take focus (keyboard or remote focus). Views cannot by default;
    /// text fields can.
    open var canBecomeFocused: Bool {
        let entry = UIEntry("-[UIView canBecomeFocused]", self); defer { entry.end() }
        return false
    }

    /// Whether the view has focus.
    open var isFocused: Bool {
        let entry = UIEntry("-[UIView isFocused]", self); defer { entry.end() }
        return context.app.focusedItem === self
    }

    /// The environments to search for focus first, in order (none: the subviews in reading order).
    open var preferredFocusEnvironments: [UIFocusEnvironment] {
        let entry = UIEntry("-[UIView preferredFocusEnvironments]", self); defer { entry.end() }
        return []
    }

    /// Whether focus may move as `context` describes (asked of each environment holding the
    /// item focused before or after; any refusal stops the move).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        UIEntry.check("-[UIView shouldUpdateFocusInContext:]", self)
        return true
    }

    /// Focus moved as `context` describes: told to each environment holding the item focused
    /// before or after, innermost first.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        UIEntry.check("-[UIView didUpdateFocusInContext:withAnimationCoordinator:]", self)
    }

    // MARK: Accessibility (UIAccessibility.swift has the types and defaults)

    /// Whether assistive technologies see the view as one element (labels, controls and text
    /// views by default; plain views and image views are not).
    open var isAccessibilityElement: Bool {
        get { let entry = UIEntry("-[UIView isAccessibilityElement]", self); defer { entry.end() }; return accessibility?.isElement ?? defaultIsAccessibilityElement }
        set { let entry = UIEntry("-[UIView setIsAccessibilityElement:]", self); defer { entry.end() }; accessibilityStorage.isElement = newValue }
    }

    /// What VoiceOver reads for the view (a label's or a button's text unless set).
    open var accessibilityLabel: String? {
        get { let entry = UIEntry("-[UIView accessibilityLabel]", self); defer { entry.end() }; return accessibility?.label ?? defaultAccessibilityLabel }
        set { let entry = UIEntry("-[UIView setAccessibilityLabel:]", self); defer { entry.end() }; accessibilityStorage.label = newValue }
    }

    /// What the element does, read after a pause.
    open var accessibilityHint: String? {
        get { let entry = UIEntry("-[UIView accessibilityHint]", self); defer { entry.end() }; return accessibility?.hint }
        set { let entry = UIEntry("-[UIView setAccessibilityHint:]", self); defer { entry.end() }; accessibilityStorage.hint = newValue }
    }

    /// The element's current value (a slider's percentage, a field's text).
    open var accessibilityValue: String? {
        get { let entry = UIEntry("-[UIView accessibilityValue]", self); defer { entry.end() }; return accessibility?.value }
        set { let entry = UIEntry("-[UIView setAccessibilityValue:]", self); defer { entry.end() }; accessibilityStorage.value = newValue }
    }

    /// What kind of element it is (`.button`, `.staticText`, `.header`…); UIKit's defaults by class.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { let entry = UIEntry("-[UIView accessibilityTraits]", self); defer { entry.end() }; return accessibility?.traits ?? defaultAccessibilityTraits }
        set { let entry = UIEntry("-[UIView setAccessibilityTraits:]", self); defer { entry.end() }; accessibilityStorage.traits = newValue }
    }

    /// Whether the view's subtree is hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { let entry = UIEntry("-[UIView accessibilityElementsHidden]", self); defer { entry.end() }; return accessibility?.elementsHidden ?? false }
        set { let entry = UIEntry("-[UIView setAccessibilityElementsHidden:]", self); defer { entry.end() }; accessibilityStorage.elementsHidden = newValue }
    }

    /// Whether VoiceOver ignores the view's siblings (a modal view).
    open var accessibilityViewIsModal: Bool {
        get { let entry = UIEntry("-[UIView accessibilityViewIsModal]", self); defer { entry.end() }; return accessibility?.viewIsModal ?? false }
        set { let entry = UIEntry("-[UIView setAccessibilityViewIsModal:]", self); defer { entry.end() }; accessibilityStorage.viewIsModal = newValue }
    }

    /// Whether VoiceOver reads the view's children together.
    open var shouldGroupAccessibilityChildren: Bool {
        get { let entry = UIEntry("-[UIView shouldGroupAccessibilityChildren]", self); defer { entry.end() }; return accessibility?.groupsChildren ?? false }
        set { let entry = UIEntry("-[UIView setShouldGroupAccessibilityChildren:]", self); defer { entry.end() }; accessibilityStorage.groupsChildren = newValue }
    }

    /// The elements of a container, in reading order (nil: the subviews).
    open var accessibilityElements: [Any]? {
        get { let entry = UIEntry("-[UIView accessibilityElements]", self); defer { entry.end() }; return accessibility?.elements }
        set { let entry = UIEntry("-[UIView setAccessibilityElements:]", self); defer { entry.end() }; accessibilityStorage.elements = newValue }
    }

    /// The actions assistive technologies offer on the view besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { let entry = UIEntry("-[UIView accessibilityCustomActions]", self); defer { entry.end() }; return accessibility?.customActions }
        set { let entry = UIEntry("-[UIView setAccessibilityCustomActions:]", self); defer { entry.end() }; accessibilityStorage.customActions = newValue }
    }

    /// The rotors the view offers as a container.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { let entry = UIEntry("-[UIView accessibilityCustomRotors]", self); defer { entry.end() }; return accessibility?.customRotors }
        set { let entry = UIEntry("-[UIView setAccessibilityCustomRotors:]", self); defer { entry.end() }; accessibilityStorage.customRotors = newValue }
    }

    // The container methods read `accessibilityElements` (UIAccessibilityContainer: "the
    // default implementations use accessibilityElements"); subclasses override them to vend
    // elements lazily.

    /// How many elements the container holds.
    open func accessibilityElementCount() -> Int {
        let entry = UIEntry("-[UIView accessibilityElementCount]", self); defer { entry.end() }
        return accessibility?.elements?.count ?? 0
    }

    /// The element at `index`, or nil outside the elements.
    open func accessibilityElement(at index: Int) -> Any? {
        let entry = UIEntry("-[UIView accessibilityElementAtIndex:]", self); defer { entry.end() }
        guard let elements = accessibility?.elements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` among the elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let entry = UIEntry("-[UIView indexOfAccessibilityElement:]", self); defer { entry.end() }
        let target = element as AnyObject
        return accessibility?.elements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
    }

    /// Dismisses what the view shows when the user makes the escape gesture (a two-finger
    /// Z); returns whether it did. Views do nothing by default.
    open func accessibilityPerformEscape() -> Bool {
        let entry = UIEntry("-[UIView accessibilityPerformEscape]", self); defer { entry.end() }
        return false
    }

    /// Whether content is laid out left to right or right to left; only
    /// `.forceRightToLeft` flips it (the simulation's language reads left to right).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { let entry = UIEntry("-[UIView semanticContentAttribute]", self); defer { entry.end() }; return accessibility?.semanticContent ?? .unspecified }
        set { let entry = UIEntry("-[UIView setSemanticContentAttribute:]", self); defer { entry.end() }; accessibilityStorage.semanticContent = newValue }
    }

    /// How content is laid out, from `semanticContentAttribute` and the simulation's language.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let entry = UIEntry("-[UIView effectiveUserInterfaceLayoutDirection]", self); defer { entry.end() }
        return UIView.userInterfaceLayoutDirection(for: accessibility?.semanticContent ?? .unspecified)
    }

    /// How content fills the bounds; `.redraw` redraws the view when its size changes.
    open var contentMode: ContentMode {
        get {
            let entry = UIEntry("-[UIView contentMode]", self); defer { entry.end() }
            return storedContentMode
        }
        set {
            let entry = UIEntry("-[UIView setContentMode:]", self); defer { entry.end() }
            storedContentMode = newValue
        }
    }

    /// The background colour (setting it marks the view for display).
    open var backgroundColor: UIColor? {
        get {
            let entry = UIEntry("-[UIView backgroundColor]", self); defer { entry.end() }
            return storedBackgroundColor
        }
        set {
            let entry = UIEntry("-[UIView setBackgroundColor:]", self); defer { entry.end() }
            let old = storedBackgroundColor
            storedBackgroundColor = newValue
            if ViewAnimationScope.isAnyOpen, old != newValue { animatableChange(.backgroundColor, from: AnimationValue.vector(old?.cgColor)) }
        }
    }

    /// The tint: the view's own, or else its superview's, and `systemBlue` at the top —
    /// dimmed (desaturated to its luminance, half its alpha) where `tintAdjustmentMode` is
    /// `.dimmed`. Setting it calls `tintColorDidChange()` on the view and on the descendants
    /// that inherit it.
    open var tintColor: UIColor! {
        get {
            let entry = UIEntry("-[UIView tintColor]", self); defer { entry.end() }
            let tint = effectiveTintColor
            return effectiveTintAdjustmentMode == .dimmed ? UIView.dimmed(tint) : tint
        }
        set {
            let entry = UIEntry("-[UIView setTintColor:]", self); defer { entry.end() }
            guard newValue != storedTintColor else { return }
            storedTintColor = newValue
            if newValue != nil { UIView.someTintWasSet.store(true, ordering: .relaxed) }
            notifyTintChange()
        }
    }

    /// The traits of the interface the view is in: those of the nearest view controller up
    /// the tree, or else its window's (unspecified outside a window).
    /// `overrideUserInterfaceStyle` of the view or a view above it replaces the style, and the
    /// content size category is kept within `minimumContentSizeCategory` …
    /// `maximumContentSizeCategory` of the view and those above it.
    open var traitCollection: UITraitCollection {
        let entry = UIEntry("-[UIView traitCollection]", self); defer { entry.end() }
        return adjustedTraits(baseTraitCollection)
    }

    /// The traits of the controller or window the view is in, before the view's adjustments.
    var baseTraitCollection: UITraitCollection {
        var view: UIView? = self
        while let v = view {
            if let controller = v.owningViewController { return controller.deliveredTraits ?? controller.currentTraits }
            view = v.storedSuperview
        }
        if let window = (self as? UIWindow) ?? storedWindow, let screen = window.screenForLayout {
            return UITraitCollection.phone(size: window.storedBounds.size, scale: screen.storedScale,
                                           style: context.app.effectiveUserInterfaceStyle,
                                           category: context.app.application.storedContentSizeCategory)
        }
        return UITraitCollection()
    }

    /// The traits changed (appearance, size class, text size): called on the views of a
    /// controller whose traits changed, after the controller's own callback, top-down.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        UIEntry.check("-[UIView traitCollectionDidChange:]", self)
    }

    // MARK: Restoration and focus (UIView+Appearance.swift)

    /// Saves the view's state for restoration (the base saves nothing; override it to encode
    /// what the view needs, calling super). Called only for views with a `restorationIdentifier`.
    open func encodeRestorableState(with coder: NSCoder) {
        UIEntry.check("-[UIView encodeRestorableStateWithCoder:]", self)
    }

    /// Restores the view's state (the base reads nothing; override it to decode what
    /// `encodeRestorableState(with:)` saved, calling super).
    open func decodeRestorableState(with coder: NSCoder) {
        UIEntry.check("-[UIView decodeRestorableStateWithCoder:]", self)
    }

    /// The view whose first baseline aligns the view (itself by default).
    open var forFirstBaselineLayout: UIView {
        UIEntry.check("-[UIView viewForFirstBaselineLayout]", self)
        return self
    }

    /// The view whose last baseline aligns the view (itself by default).
    open var forLastBaselineLayout: UIView {
        UIEntry.check("-[UIView viewForLastBaselineLayout]", self)
        return self
    }

    /// Pixels per point of the view's drawing: the screen's scale unless set; setting it sets
    /// the layer's `contentsScale` and redraws the view.
    open var contentScaleFactor: CGFloat {
        get {
            let entry = UIEntry("-[UIView contentScaleFactor]", self); defer { entry.end() }
            return viewExtras?.contentScaleFactor ?? (storedWindow?.screenForLayout ?? context.app.screen).storedScale
        }
        set {
            let entry = UIEntry("-[UIView setContentScaleFactor:]", self); defer { entry.end() }
            guard newValue.isFinite, newValue > 0 else { return }
            madeViewExtras.contentScaleFactor = newValue
            layer.contentsScale = newValue
            markNeedsDisplay(nil)
        }
    }

    /// The view's layer needs its sublayers laid out: called after `layoutSubviews()` for a
    /// view whose layer exists (override it to size layers of your own, calling super).
    open func layoutSublayers(of layer: CALayer) { UIEntry.check("-[UIView layoutSublayersOfLayer:]", self) }

    /// The view's layer displays (the view draws in `draw(_:)`).
    open func display(_ layer: CALayer) { UIEntry.check("-[UIView displayLayer:]", self) }

    /// The view's layer draws its contents (a view draws in `draw(_:)`, from the display pass).
    open func draw(_ layer: CALayer, in ctx: CGContext) { UIEntry.check("-[UIView drawLayer:inContext:]", self) }

    /// Whether the view hears several touches at once (false: only the first finger on it;
    /// its gesture recognizers hear them all).
    open var isMultipleTouchEnabled: Bool {
        get { let entry = UIEntry("-[UIView isMultipleTouchEnabled]", self); defer { entry.end() }; return storedIsMultipleTouchEnabled }
        set { let entry = UIEntry("-[UIView setMultipleTouchEnabled:]", self); defer { entry.end() }; storedIsMultipleTouchEnabled = newValue }
    }

    /// Whether the view takes its touches alone (false; kept).
    open var isExclusiveTouch: Bool {
        get { let entry = UIEntry("-[UIView isExclusiveTouch]", self); defer { entry.end() }; return storedIsExclusiveTouch }
        set { let entry = UIEntry("-[UIView setExclusiveTouch:]", self); defer { entry.end() }; storedIsExclusiveTouch = newValue }
    }

    /// Asked when a recognizer attached to the view or a superview is about to leave
    /// `.possible`: false makes it fail (true by default).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        UIEntry.check("-[UIView gestureRecognizerShouldBegin:]", self)
        return true
    }

    /// The action for a change of the layer's `event` property: `NSNull()`, as UIKit's views
    /// answer outside animation blocks — a view's layer has no implicit animation (a view
    /// animates through `UIView.animate`, which times its own animations).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIEntry.check("-[UIView actionForLayer:forKey:]", self)
        return NSNull()
    }

    /// The tint changed (set here or inherited from above).
    open func tintColorDidChange() { UIEntry.check("-[UIView tintColorDidChange]", self) }

    /// Whether the view promises to fill its bounds with opaque content (true by default).
    open var isOpaque: Bool {
        get { let entry = UIEntry("-[UIView isOpaque]", self); defer { entry.end() }; return storedIsOpaque }
        set { let entry = UIEntry("-[UIView setOpaque:]", self); defer { entry.end() }; storedIsOpaque = newValue }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get {
            let entry = UIEntry("-[UIView clipsToBounds]", self); defer { entry.end() }
            return storedClipsToBounds
        }
        set {
            let entry = UIEntry("-[UIView setClipsToBounds:]", self); defer { entry.end() }
            storedClipsToBounds = newValue
            RenderTree.changed()
        }
    }

    /// Whether the view receives touches.
    open var isUserInteractionEnabled: Bool {
        get {
            let entry = UIEntry("-[UIView isUserInteractionEnabled]", self); defer { entry.end() }
            return storedIsUserInteractionEnabled
        }
        set {
            let entry = UIEntry("-[UIView setUserInteractionEnabled:]", self); defer { entry.end() }
            storedIsUserInteractionEnabled = newValue
        }
    }

    /// How the view resizes with its superview (frame-based layout).
    open var autoresizingMask: AutoresizingMask {
        get {
            let entry = UIEntry("-[UIView autoresizingMask]", self); defer { entry.end() }
            return storedAutoresizingMask
        }
        set {
            let entry = UIEntry("-[UIView setAutoresizingMask:]", self); defer { entry.end() }
            storedAutoresizingMask = newValue
        }
    }

    /// Whether frame-based subviews follow their autoresizing masks.
    open var autoresizesSubviews: Bool {
        get {
            let entry = UIEntry("-[UIView autoresizesSubviews]", self); defer { entry.end() }
            return storedAutoresizesSubviews
        }
        set {
            let entry = UIEntry("-[UIView setAutoresizesSubviews:]", self); defer { entry.end() }
            storedAutoresizesSubviews = newValue
        }
    }

    /// The default spacing around the content (8 points on each side by default). A
    /// controller's root view reports the margins in effect: its own, raised to the system
    /// minimum, and measured from the safe area (UIKit: "the default value of this property
    /// reflects the system minimum margins and safe area insets").
    open var layoutMargins: UIEdgeInsets {
        get {
            let entry = UIEntry("-[UIView layoutMargins]", self); defer { entry.end() }
            return owningViewController == nil ? storedLayoutMargins : effectiveLayoutMargins
        }
        set {
            let entry = UIEntry("-[UIView setLayoutMargins:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setLayoutMargins:", newValue.description) }
            hasOwnLayoutMargins = true
            guard newValue != storedLayoutMargins else { return }
            storedLayoutMargins = newValue
            LayoutEngine.guidesInsetsChanged(self)
            layoutMarginsDidChange()
            markNeedsLayout()
        }
    }

    /// The layout margins in leading/trailing terms (left-to-right layout).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let entry = UIEntry("-[UIView directionalLayoutMargins]", self); defer { entry.end() }
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            let entry = UIEntry("-[UIView setDirectionalLayoutMargins:]", self); defer { entry.end() }
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the superview's margins also apply to this view's content.
    open var preservesSuperviewLayoutMargins: Bool {
        get {
            let entry = UIEntry("-[UIView preservesSuperviewLayoutMargins]", self); defer { entry.end() }
            return storedPreservesSuperviewLayoutMargins
        }
        set {
            let entry = UIEntry("-[UIView setPreservesSuperviewLayoutMargins:]", self); defer { entry.end() }
            storedPreservesSuperviewLayoutMargins = newValue
        }
    }

    /// Whether the margins are measured from the safe area.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get {
            let entry = UIEntry("-[UIView insetsLayoutMarginsFromSafeArea]", self); defer { entry.end() }
            return storedInsetsLayoutMarginsFromSafeArea
        }
        set {
            let entry = UIEntry("-[UIView setInsetsLayoutMarginsFromSafeArea:]", self); defer { entry.end() }
            guard newValue != storedInsetsLayoutMarginsFromSafeArea else { return }
            storedInsetsLayoutMarginsFromSafeArea = newValue
            LayoutEngine.guidesInsetsChanged(self)
        }
    }

    // MARK: - Auto Layout (UIView+Constraints.swift)
    //
    // Overridable members live in the class body (Swift does not let extensions declare
    // them); their implementations are in the extension file.

    /// Whether the view's frame is turned into constraints when it takes part in Auto Layout
    /// (true for views made in code). Those constraints fix its position and size and show in
    /// logs as `NSAutoresizingMaskLayoutConstraint` — set it to false for views you constrain.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get {
            let entry = UIEntry("-[UIView translatesAutoresizingMaskIntoConstraints]", self); defer { entry.end() }
            return storedTranslatesAutoresizingMask
        }
        set {
            let entry = UIEntry("-[UIView setTranslatesAutoresizingMaskIntoConstraints:]", self); defer { entry.end() }
            guard newValue != storedTranslatesAutoresizingMask else { return }
            storedTranslatesAutoresizingMask = newValue
            LayoutEngine.framePinningChanged(self)
            if !newValue { markNeedsUpdateConstraints() }
            storedSuperview?.markNeedsLayout()
        }
    }

    /// Activates a constraint (the pre-iOS 8 way; same effect as `isActive = true`).
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        let entry = UIEntry("-[UIView addConstraint:]", self); defer { entry.end() }
        constraint.activateOne()
    }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        let entry = UIEntry("-[UIView addConstraints:]", self); defer { entry.end() }
        for c in constraints { c.activateOne() }
    }

    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        let entry = UIEntry("-[UIView removeConstraint:]", self); defer { entry.end() }
        if constraint.container === self { constraint.deactivateOne() }
    }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        let entry = UIEntry("-[UIView removeConstraints:]", self); defer { entry.end() }
        for c in constraints where c.container === self { c.deactivateOne() }
    }

    /// The size the content wants, or `UIView.noIntrinsicMetric` in a dimension. Plain views
    /// have none.
    open var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIView intrinsicContentSize]", self); defer { entry.end() }
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the engine the intrinsic size changed: it is read again at the next constraint
    /// pass (the view is marked for a constraint update).
    open func invalidateIntrinsicContentSize() {
        let entry = UIEntry("-[UIView invalidateIntrinsicContentSize]", self); defer { entry.end() }
        if layoutState != nil || !storedTranslatesAutoresizingMask { markNeedsUpdateConstraints() }
        if let stack = storedSuperview as? UIStackView, stack.storedArranged.contains(where: { $0 === self }) {
            context.loop.clock.charge(.stackArrangement)
        }
    }

    /// How much the view resists growing past its intrinsic size on an axis (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let entry = UIEntry("-[UIView contentHuggingPriorityForAxis:]", self); defer { entry.end() }
        return axis == .horizontal ? storedHugging.horizontal : storedHugging.vertical
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let entry = UIEntry("-[UIView setContentHuggingPriority:forAxis:]", self); defer { entry.end() }
        if axis == .horizontal { storedHugging.horizontal = priority } else { storedHugging.vertical = priority }
        markNeedsUpdateConstraints()
    }

    /// How much the view resists shrinking below its intrinsic size on an axis (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let entry = UIEntry("-[UIView contentCompressionResistancePriorityForAxis:]", self); defer { entry.end() }
        return axis == .horizontal ? storedCompression.horizontal : storedCompression.vertical
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let entry = UIEntry("-[UIView setContentCompressionResistancePriority:forAxis:]", self); defer { entry.end() }
        if axis == .horizontal { storedCompression.horizontal = priority } else { storedCompression.vertical = priority }
        markNeedsUpdateConstraints()
    }

    /// How far the alignment rectangle (what constraints align) lies inside the frame; a
    /// shadow drawn inside an image would be left out this way (seed 003).
    open var alignmentRectInsets: UIEdgeInsets {
        let entry = UIEntry("-[UIView alignmentRectInsets]", self); defer { entry.end() }
        return .zero
    }

    /// The alignment rectangle of a frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let entry = UIEntry("-[UIView alignmentRectForFrame:]", self); defer { entry.end() }
        return frame.inset(by: alignmentRectInsets)
    }

    /// The frame of an alignment rectangle.
    open func frame(forAlignmentRect rect: CGRect) -> CGRect {
        let entry = UIEntry("-[UIView frameForAlignmentRect:]", self); defer { entry.end() }
        let i = alignmentRectInsets
        return CGRect(x: rect.minX - i.left, y: rect.minY - i.top,
                      width: rect.width + i.left + i.right, height: rect.height + i.top + i.bottom)
    }

    /// The smallest size (`UIView.layoutFittingCompressedSize`) or largest
    /// The smallest size (`UIView.layoutFittingCompressedSize`) or largest
    /// (`layoutFittingExpandedSize`) that satisfies the view's constraints, nearest to
    /// `targetSize` at the fitting-size priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let entry = UIEntry("-[UIView systemLayoutSizeFittingSize:]", self); defer { entry.end() }
        return fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)`, with a priority for each dimension of the target
    /// (`.required` fixes it: a cell of a given width asking for its height).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                      verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        let entry = UIEntry("-[UIView systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:]", self); defer { entry.end() }
        return fittingSize(targetSize, horizontal: horizontal, vertical: vertical)
    }

    // MARK: - Descriptions

    /// `RedView:0x1a`, as constraint logs name views.
    var shortDescription: String { "\(Self.self):0x\(String(objectID, radix: 16))" }
    /// The short description with the accessibility identifier, when there is one.
    var namedDescription: String {
        guard let name = storedAccessibilityIdentifier, !name.isEmpty else { return shortDescription }
        return "\(shortDescription) '\(name)'"
    }

    open var description: String {
        let entry = UIEntry("-[UIView description]", self); defer { entry.end() }
        var parts = ["<\(Self.self): 0x\(String(objectID, radix: 16))", "frame = \(format(hasGeometryTransform ? transformedFrame : frameValue))"]
        if storedLayerTransform != nil {
            let t = affineTransform
            parts.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { "\(Double($0))" }.joined(separator: ", "))]")
        }
        if storedIsHidden { parts.append("hidden = YES") }
        if storedTag != 0 { parts.append("tag = \(storedTag)") }
        if let identifier = storedAccessibilityIdentifier { parts.append("identifier = '\(identifier)'") }
        return parts.joined(separator: "; ") + ">"
    }

    // MARK: Dynamics (UIDynamicItem)

    /// The shape the view presents to a dynamic animator's collisions (`.rectangle`; override
    /// it, with `collisionBoundingPath` for `.path`).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType {
        let entry = UIEntry("-[UIView collisionBoundsType]", self); defer { entry.end() }
        return .rectangle
    }

    /// The convex outline, centered on the view's center, used when `collisionBoundsType` is
    /// `.path` (an empty path by default).
    open var collisionBoundingPath: UIBezierPath {
        let entry = UIEntry("-[UIView collisionBoundingPath]", self); defer { entry.end() }
        return UIBezierPath()
    }
}

extension UIView {
    var effectiveTintColor: UIColor {
        var view: UIView? = self
        while let v = view {
            if let tint = v.storedTintColor { return tint }
            view = v.storedSuperview
        }
        return .systemBlue
    }

    /// Whether any view in the process was ever given a tint of its own; until one is, every
    /// view's tint is the default and a move cannot change it.
    nonisolated static let someTintWasSet = Atomic<Bool>(false)

    /// `tintColorDidChange()` for this view and the descendants without a tint of their own.
    func notifyTintChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            stack.append(contentsOf: view.storedSubviews.filter { $0.storedTintColor == nil })
        }
    }
}
