import Foundation

/// An area of a view the pointer is in, with the style it takes there.
@preconcurrency @MainActor
open class UIPointerRegion {
    /// The area, in the interaction's view.
    public let rect: CGRect
    /// The app's tag for the region (regions with the same identifier are the same region).
    public let identifier: AnyHashable?
    /// Axes along which the pointer stays in the region while it moves (none by default).
    open var latchingAxes: UIAxis = []

    /// A region of `rect` tagged `identifier`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        UIEntry.check("+[UIPointerRegion regionWithRect:identifier:]")
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is when the interaction asks for a region.
@preconcurrency @MainActor
open class UIPointerRegionRequest {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags
    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// How the pointer changes a view under it.
public enum UIPointerEffect {
    /// How an effect tints the view.
    public enum TintMode: Int, Sendable { case none, overlay, underlay }
    /// The system's choice for the preview.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts under the pointer.
    case lift(UITargetedPreview)
    /// The view reacts to the pointer with these settings.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// The view the effect is on.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let p), .highlight(let p), .lift(let p): p
        case .hover(let p, _, _, _): p
        }
    }
}

/// The pointer's shape.
public enum UIPointerShape {
    /// A shape of its own.
    case path(UIBezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical text beam.
    case verticalBeam(length: CGFloat)
    /// A horizontal text beam.
    case horizontalBeam(length: CGFloat)
    /// The system's corner radius for rounded pointers.
    public static let defaultCornerRadius: CGFloat = 8
}

/// How the pointer looks in a region: an effect on a view, a shape, or hidden.
@preconcurrency @MainActor
open class UIPointerStyle {
    /// What the style is.
    public enum Kind { case system, hidden, effect(UIPointerEffect, UIPointerShape?), shape(UIPointerShape, constrainedAxes: UIAxis) }
    let storedKind: Kind
    var storedAccessories: [UIPointerAccessory] = []
    /// The style's kind.
    open var kind: Kind { let entry = UIEntry("UIPointerStyle.kind", self); defer { entry.end() }; return storedKind }
    /// Accessories shown around the pointer.
    open var accessories: [UIPointerAccessory] {
        get { let entry = UIEntry("-[UIPointerStyle accessories]", self); defer { entry.end() }; return storedAccessories }
        set { let entry = UIEntry("-[UIPointerStyle setAccessories:]", self); defer { entry.end() }; storedAccessories = newValue }
    }

    init(kind: Kind) { storedKind = kind }

    /// `effect` on a view, with `shape` for the pointer.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        UIEntry.check("+[UIPointerStyle styleWithEffect:shape:]")
        self.init(kind: .effect(effect, shape))
    }
    /// The pointer takes `shape`, moving freely except along `axes`.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        UIEntry.check("+[UIPointerStyle styleWithShape:constrainedAxes:]")
        self.init(kind: .shape(shape, constrainedAxes: axes))
    }
    /// The pointer is hidden.
    public class func hidden() -> UIPointerStyle { UIEntry.check("+[UIPointerStyle hiddenPointerStyle]"); return UIPointerStyle(kind: .hidden) }
    /// The system's pointer.
    public class func system() -> UIPointerStyle { UIEntry.check("+[UIPointerStyle systemPointerStyle]"); return UIPointerStyle(kind: .system) }
}

/// A shape shown beside the pointer (an arrow, a plus).
@preconcurrency @MainActor
open class UIPointerAccessory {
    /// Where the accessory sits around the pointer.
    public struct Position: Hashable, Sendable {
        /// Distance from the pointer's center.
        public var offset: CGFloat
        /// Angle, in radians, clockwise from the top.
        public var angle: CGFloat
        /// A position `offset` points away at `angle`.
        public init(offset: CGFloat, angle: CGFloat) { self.offset = offset; self.angle = angle }
    }
    let storedShape: UIPointerShape
    let storedPosition: Position
    var storedOrientationMatchesAngle = true
    /// The accessory's shape.
    open var shape: UIPointerShape { let entry = UIEntry("-[UIPointerAccessory shape]", self); defer { entry.end() }; return storedShape }
    /// Its position.
    open var position: Position { let entry = UIEntry("-[UIPointerAccessory position]", self); defer { entry.end() }; return storedPosition }
    /// Whether it turns with its angle.
    open var orientationMatchesAngle: Bool {
        get { let entry = UIEntry("-[UIPointerAccessory orientationMatchesAngle]", self); defer { entry.end() }; return storedOrientationMatchesAngle }
        set { let entry = UIEntry("-[UIPointerAccessory setOrientationMatchesAngle:]", self); defer { entry.end() }; storedOrientationMatchesAngle = newValue }
    }
    /// An accessory of `shape` at `position`.
    public init(_ shape: UIPointerShape, position: Position) {
        UIEntry.check("+[UIPointerAccessory accessoryWithShape:position:]")
        storedShape = shape
        storedPosition = position
    }
}

/// Animations run with the pointer's move into or out of a region (run at once here).
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations to run alongside.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when they end.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

@MainActor
final class ImmediatePointerAnimator: UIPointerInteractionAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completion(true) }
}

/// The pointer interaction's delegate (optional methods: by default the view's bounds are the
/// region and the system picks the style).
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in, given the default (the view's bounds); nil: none here.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The pointer's style in `region` (nil: the system's).
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is entering `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)
    /// The pointer is leaving `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {}
}

/// Changes the pointer (trackpad or mouse) over its view: it asks its delegate for the region
/// the pointer is in and its style there, and tells it as the pointer enters and leaves
/// regions. `Simulation.movePointer(to:)` moves the pointer.
@preconcurrency @MainActor
open class UIPointerInteraction: UIInteraction {
    weak var storedDelegate: UIPointerInteractionDelegate?
    weak var storedView: UIView?
    var storedIsEnabled = true
    /// The region the pointer is in, and the style it took there.
    var currentRegion: UIPointerRegion?
    /// The style asked for the current region (nil: the system's).
    var currentStyle: UIPointerStyle?

    /// An interaction that asks `delegate`.
    public init(delegate: UIPointerInteractionDelegate?) {
        UIEntry.check("-[UIPointerInteraction initWithDelegate:]")
        storedDelegate = delegate
    }

    /// The delegate.
    open weak var delegate: UIPointerInteractionDelegate? {
        let entry = UIEntry("-[UIPointerInteraction delegate]", self); defer { entry.end() }
        return storedDelegate
    }
    /// The view the interaction is on.
    open var view: UIView? {
        let entry = UIEntry("-[UIPointerInteraction view]", self); defer { entry.end() }
        return storedView
    }
    /// Whether the interaction changes the pointer.
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UIPointerInteraction isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set { let entry = UIEntry("-[UIPointerInteraction setEnabled:]", self); defer { entry.end() }; storedIsEnabled = newValue }
    }

    /// Asks the delegate for the region again at the pointer's next move (the current one is
    /// left).
    open func invalidate() {
        let entry = UIEntry("-[UIPointerInteraction invalidate]", self); defer { entry.end() }
        exitRegion()
    }

    /// The interaction is about to move to `view`.
    public func willMove(to view: UIView?) { UIEntry.check("-[UIPointerInteraction willMoveToView:]", self); if view == nil { exitRegion() } }
    /// The interaction moved to `view`.
    public func didMove(to view: UIView?) { UIEntry.check("-[UIPointerInteraction didMoveToView:]", self); storedView = view }

    /// The region the pointer at `point` (in the view) is in, per the delegate.
    func region(at point: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard let view = storedView else { return nil }
        let fallback = UIPointerRegion(rect: view.bounds)
        guard let delegate = storedDelegate else { return fallback }
        return view.context.loop.span(.delegateCallback, "pointerInteraction(_:regionFor:defaultRegion:)", object: view) {
            delegate.pointerInteraction(self, regionFor: UIPointerRegionRequest(location: point, modifiers: modifiers), defaultRegion: fallback)
        }
    }

    func enter(_ region: UIPointerRegion) {
        currentRegion = region
        guard let view = storedView, let delegate = storedDelegate else { return }
        currentStyle = view.context.loop.span(.delegateCallback, "pointerInteraction(_:styleFor:)", object: view) { delegate.pointerInteraction(self, styleFor: region) }
        view.context.loop.span(.delegateCallback, "pointerInteraction(_:willEnter:animator:)", object: view) {
            delegate.pointerInteraction(self, willEnter: region, animator: ImmediatePointerAnimator())
        }
    }

    func exitRegion() {
        guard let region = currentRegion else { return }
        currentRegion = nil
        currentStyle = nil
        guard let view = storedView, let delegate = storedDelegate else { return }
        view.context.loop.span(.delegateCallback, "pointerInteraction(_:willExit:animator:)", object: view) {
            delegate.pointerInteraction(self, willExit: region, animator: ImmediatePointerAnimator())
        }
    }
}

/// Follows the pointer hovering over its view (no button held): `.began` when it comes over
/// the view, `.changed` as it moves, `.ended` when it leaves.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    var hoverLocation: CGPoint?

    /// The pointer's location in `view` (in the recognizer's view when nil).
    open override func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UIHoverGestureRecognizer locationInView:]", self); defer { entry.end() }
        guard let own = storedView, let point = hoverLocation else { return super.location(in: view) }
        return own.convert(point, to: view)
    }

    /// The Pencil's height above the screen (0: a pointer has none).
    open var zOffset: CGFloat { let entry = UIEntry("-[UIHoverGestureRecognizer zOffset]", self); defer { entry.end() }; return 0 }
    /// The Pencil's altitude (a pointer: straight up, π/2).
    open var altitudeAngle: CGFloat { let entry = UIEntry("-[UIHoverGestureRecognizer altitudeAngle]", self); defer { entry.end() }; return .pi / 2 }
    /// The Pencil's roll (0 for a pointer).
    open var rollAngle: CGFloat { let entry = UIEntry("-[UIHoverGestureRecognizer rollAngle]", self); defer { entry.end() }; return 0 }
    /// The Pencil's azimuth in `view` (0 for a pointer).
    open func azimuthAngle(in view: UIView?) -> CGFloat { UIEntry.check("-[UIHoverGestureRecognizer azimuthAngleInView:]", self); return 0 }
    /// The Pencil's azimuth as a unit vector (pointing right for a pointer).
    open func azimuthUnitVector(in view: UIView?) -> CGVector { UIEntry.check("-[UIHoverGestureRecognizer azimuthUnitVectorInView:]", self); return CGVector(dx: 1, dy: 0) }

    func hover(at point: CGPoint?) {
        switch (hoverLocation, point) {
        case (nil, let point?):
            hoverLocation = point
            transition(to: .began)
        case (_?, let point?):
            hoverLocation = point
            transition(to: .changed)
        case (_?, nil):
            transition(to: .ended)
            hoverLocation = nil
        case (nil, nil):
            break
        }
    }
}

extension Simulation {
    /// The pointer (trackpad or mouse, no button held) moves to `point` in `window` (the key
    /// window when nil), or leaves the window when `point` is nil. Pointer interactions on the
    /// view under it and its ancestors are asked for their region, the innermost that gives one
    /// is entered (its style asked, `willEnter`) and the one left hears `willExit`; hover
    /// recognizers on those views begin or change, and those no longer under it end.
    public func movePointer(to point: CGPoint?, in window: UIWindow? = nil, modifierFlags: UIKeyModifierFlags = [], after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "pointer move") { _ in
            context.loop.timeline.markInput()
            let window = window ?? context.app.windows.first(where: { $0.storedIsKeyWindow && !$0.storedIsHidden })
            var chain: [UIView] = []
            if let point, let window, var view = window.hitTest(point, with: nil) {
                chain.append(view)
                while let parent = view.storedSuperview { chain.append(parent); view = parent }
            }
            let pointer = context.app.pointer
            // Pointer interactions: the innermost giving a region.
            var entered: (UIPointerInteraction, UIPointerRegion)?
            search: for view in chain {
                for interaction in (view.viewExtras?.interactions ?? []).compactMap({ $0 as? UIPointerInteraction }) where interaction.storedIsEnabled {
                    let local = window!.convert(point!, to: view)
                    if let region = interaction.region(at: local, modifiers: modifierFlags) {
                        entered = (interaction, region)
                        break search
                    }
                }
            }
            if let active = pointer.activeInteraction,
               entered?.0 !== active || (entered.map { $0.1.identifier != active.currentRegion?.identifier || $0.1.rect != active.currentRegion?.rect } ?? true) {
                active.exitRegion()
                pointer.activeInteraction = nil
            }
            if let (interaction, region) = entered, pointer.activeInteraction == nil {
                interaction.enter(region)
                pointer.activeInteraction = interaction
            }
            // Hover recognizers.
            let hovering = chain.flatMap { view in view.storedGestureRecognizers.compactMap { $0 as? UIHoverGestureRecognizer }.filter { $0.storedIsEnabled } }
            for recognizer in pointer.hoverRecognizers.compactMap(\.recognizer) where !hovering.contains(where: { $0 === recognizer }) {
                (recognizer as? UIHoverGestureRecognizer)?.hover(at: nil)
            }
            for recognizer in hovering {
                recognizer.hover(at: window!.convert(point!, to: recognizer.storedView))
            }
            pointer.hoverRecognizers = hovering.map { WeakRecognizer($0) }
        }
    }
}

/// Where the simulated pointer is: the pointer interaction whose region it is in, and the
/// hover recognizers it is over.
final class PointerState {
    weak var activeInteraction: UIPointerInteraction?
    var hoverRecognizers: [WeakRecognizer] = []
}
