import Foundation

/// Hears a sheet's changes of detent made by the user (see `Simulation.dragSheet(_:to:)`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (`selectedDetentIdentifier` changed).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        UIEntry.check("-[UISheetPresentationControllerDelegate sheetPresentationControllerDidChangeSelectedDetentIdentifier:]")
    }
}

/// What a custom detent's resolver knows: the container's traits and the height of the
/// largest detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

/// The presentation controller of the page and form sheets (and of `.automatic`, which is a
/// page sheet on a phone): a card rising from the bottom to the height of its selected detent,
/// the presenter left on screen under it. With the default detent (`.large()`) the card's top is
/// 10 points below the top of the safe area; `.medium()` is half that height. The user's
/// gestures are `Simulation.dragSheet(_:to:)` and `Simulation.pullDownSheet(_:)`.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height at which a sheet rests.
    @preconcurrency @MainActor
    public class Detent {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            nonisolated public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's identifier.
            nonisolated public static let large = Identifier("com.apple.UIKit.large")
        }

        let storedIdentifier: Identifier
        let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        var storedBackgroundEffect: UIVisualEffect?

        init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            storedIdentifier = identifier
            self.resolver = resolver
        }

        /// About half the height of the large detent.
        public class func medium() -> Detent {
            let entry = UIEntry("+[UISheetPresentationControllerDetent mediumDetent]"); defer { entry.end() }
            return Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The full height of a sheet (the default).
        public class func large() -> Detent {
            let entry = UIEntry("+[UISheetPresentationControllerDetent largeDetent]"); defer { entry.end() }
            return Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent at the height `resolver` gives (nil: the detent is left out).
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            let entry = UIEntry("+[UISheetPresentationControllerDetent customDetentWithIdentifier:resolver:]"); defer { entry.end() }
            return Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's name.
        public var identifier: Identifier {
            let entry = UIEntry("-[UISheetPresentationControllerDetent identifier]"); defer { entry.end() }
            return storedIdentifier
        }

        /// The effect behind the sheet at this detent (kept).
        public var backgroundEffect: UIVisualEffect? {
            get { let entry = UIEntry("-[UISheetPresentationControllerDetent backgroundEffect]"); defer { entry.end() }; return storedBackgroundEffect }
            set { let entry = UIEntry("-[UISheetPresentationControllerDetent setBackgroundEffect:]"); defer { entry.end() }; storedBackgroundEffect = newValue }
        }

        /// The detent's height in `context` (nil when the resolver leaves it out).
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            let entry = UIEntry("-[UISheetPresentationControllerDetent resolvedValueInContext:]"); defer { entry.end() }
            return resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }
    }

    var storedDetents: [Detent] = [.large()]
    var storedSelectedDetentIdentifier: Detent.Identifier?
    var storedLargestUndimmedDetentIdentifier: Detent.Identifier?
    var storedPrefersGrabberVisible = false
    var storedPrefersScrollingExpandsWhenScrolledToEdge = true
    var storedPrefersEdgeAttachedInCompactHeight = false
    var storedWidthFollowsPreferredContentSizeWhenEdgeAttached = false
    var storedPreferredCornerRadius: CGFloat?
    var storedPrefersPageSizing = true
    weak var storedSourceView: UIView?
    /// Inside `animateChanges(_:)`: changes of detent animate.
    var animatesChanges = false

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        UIEntry.check("-[UISheetPresentationController initWithPresentedViewController:presentingViewController:]")
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        style = .pageSheet
    }

    /// The heights the sheet may rest at (`.large()` by default).
    open var detents: [Detent] {
        get { let entry = UIEntry("-[UISheetPresentationController detents]", self); defer { entry.end() }; return storedDetents }
        set {
            let entry = UIEntry("-[UISheetPresentationController setDetents:]", self); defer { entry.end() }
            storedDetents = newValue.isEmpty ? [.large()] : newValue
            detentsChanged()
        }
    }

    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        get { let entry = UIEntry("-[UISheetPresentationController selectedDetentIdentifier]", self); defer { entry.end() }; return storedSelectedDetentIdentifier }
        set {
            let entry = UIEntry("-[UISheetPresentationController setSelectedDetentIdentifier:]", self); defer { entry.end() }
            storedSelectedDetentIdentifier = newValue
            detentsChanged()
        }
    }

    /// The largest detent at which the presenter is not dimmed (nil: dimmed at every detent).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { let entry = UIEntry("-[UISheetPresentationController largestUndimmedDetentIdentifier]", self); defer { entry.end() }; return storedLargestUndimmedDetentIdentifier }
        set { let entry = UIEntry("-[UISheetPresentationController setLargestUndimmedDetentIdentifier:]", self); defer { entry.end() }; storedLargestUndimmedDetentIdentifier = newValue }
    }

    /// Whether the sheet shows a grabber at its top (false by default; kept, not drawn).
    open var prefersGrabberVisible: Bool {
        get { let entry = UIEntry("-[UISheetPresentationController prefersGrabberVisible]", self); defer { entry.end() }; return storedPrefersGrabberVisible }
        set { let entry = UIEntry("-[UISheetPresentationController setPrefersGrabberVisible:]", self); defer { entry.end() }; storedPrefersGrabberVisible = newValue }
    }

    /// Whether scrolling the sheet's content at its edge expands the sheet (true by default).
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { let entry = UIEntry("-[UISheetPresentationController prefersScrollingExpandsWhenScrolledToEdge]", self); defer { entry.end() }; return storedPrefersScrollingExpandsWhenScrolledToEdge }
        set { let entry = UIEntry("-[UISheetPresentationController setPrefersScrollingExpandsWhenScrolledToEdge:]", self); defer { entry.end() }; storedPrefersScrollingExpandsWhenScrolledToEdge = newValue }
    }

    /// Whether the sheet attaches to the bottom edge in a compact height (false by default).
    open var prefersEdgeAttachedInCompactHeight: Bool {
        get { let entry = UIEntry("-[UISheetPresentationController prefersEdgeAttachedInCompactHeight]", self); defer { entry.end() }; return storedPrefersEdgeAttachedInCompactHeight }
        set { let entry = UIEntry("-[UISheetPresentationController setPrefersEdgeAttachedInCompactHeight:]", self); defer { entry.end() }; storedPrefersEdgeAttachedInCompactHeight = newValue }
    }

    /// Whether an edge-attached sheet is as wide as the presented controller's preferred size.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { let entry = UIEntry("-[UISheetPresentationController widthFollowsPreferredContentSizeWhenEdgeAttached]", self); defer { entry.end() }; return storedWidthFollowsPreferredContentSizeWhenEdgeAttached }
        set { let entry = UIEntry("-[UISheetPresentationController setWidthFollowsPreferredContentSizeWhenEdgeAttached:]", self); defer { entry.end() }; storedWidthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
    }

    /// The sheet's corner radius (nil: the system's).
    open var preferredCornerRadius: CGFloat? {
        get { let entry = UIEntry("-[UISheetPresentationController preferredCornerRadius]", self); defer { entry.end() }; return storedPreferredCornerRadius }
        set { let entry = UIEntry("-[UISheetPresentationController setPreferredCornerRadius:]", self); defer { entry.end() }; storedPreferredCornerRadius = newValue }
    }

    /// Whether a form sheet is sized like a page (true by default; matters on wide screens).
    open var prefersPageSizing: Bool {
        get { let entry = UIEntry("-[UISheetPresentationController prefersPageSizing]", self); defer { entry.end() }; return storedPrefersPageSizing }
        set { let entry = UIEntry("-[UISheetPresentationController setPrefersPageSizing:]", self); defer { entry.end() }; storedPrefersPageSizing = newValue }
    }

    /// The view a popover-like sheet points at (kept).
    open var sourceView: UIView? {
        get { let entry = UIEntry("-[UISheetPresentationController sourceView]", self); defer { entry.end() }; return storedSourceView }
        set { let entry = UIEntry("-[UISheetPresentationController setSourceView:]", self); defer { entry.end() }; storedSourceView = newValue }
    }

    /// Changes made in `changes` (of `selectedDetentIdentifier`, `detents`) animate the sheet
    /// to its new height.
    open func animateChanges(_ changes: () -> Void) {
        let entry = UIEntry("-[UISheetPresentationController animateChanges:]", self); defer { entry.end() }
        animatesChanges = true
        defer { animatesChanges = false }
        changes()
    }

    /// Custom detents' heights may have changed: they are resolved again.
    open func invalidateDetents() {
        let entry = UIEntry("-[UISheetPresentationController invalidateDetents]", self); defer { entry.end() }
        detentsChanged()
    }

    /// The card's frame in the container, at the selected detent.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let entry = UIEntry("-[UISheetPresentationController frameOfPresentedViewInContainerView]", self); defer { entry.end() }
        guard let container = storedContainerView else { return .zero }
        return systemFrame(in: container.storedBounds, insets: context.app.screen.storedSafeAreaInsets)
    }

    // MARK: - Internals

    override var placesPresentedView: Bool { true }

    /// The container lays out: the presented view goes where the sheet puts it.
    open override func containerViewWillLayoutSubviews() {
        let entry = UIEntry("-[UISheetPresentationController containerViewWillLayoutSubviews]", self); defer { entry.end() }
        placePresentedViewIfSystem()
    }

    /// The card: as high as the selected detent (the smallest when none is selected).
    override func systemFrame(in bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        let top = insets.top + 10
        let resolution = DetentResolution(traits: storedPresentedViewController.currentTraits, maximum: max(0, bounds.height - top))
        let heights = storedDetents.compactMap { d in d.resolvedValue(in: resolution).map { (d.storedIdentifier, $0) } }
        let height = heights.first { $0.0 == storedSelectedDetentIdentifier }?.1 ?? heights.map(\.1).min() ?? resolution.maximumDetentValue
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The sheet takes the height of its detent: at once, or animated inside `animateChanges(_:)`.
    func detentsChanged() {
        guard let view = storedPresentedViewController.storedView, let container = storedContainerView,
              view.storedSuperview === container, !storedPresentedViewController.transitionFlags.isBeingPresented else { return }
        let frame = systemFrame(in: container.storedBounds, insets: context.app.screen.storedSafeAreaInsets)
        guard frame != view.frameValue else { return }
        if animatesChanges {
            UIView.animate(withDuration: UIViewController.presentationDuration) { view.frame = frame }
        } else {
            view.applyFrame(frame)
        }
    }

    /// The user's drag ended at the detent `identifier`.
    func userSelectDetent(_ identifier: Detent.Identifier) {
        guard storedDetents.contains(where: { $0.storedIdentifier == identifier }), identifier != storedSelectedDetentIdentifier else { return }
        storedSelectedDetentIdentifier = identifier
        animatesChanges = true
        detentsChanged()
        animatesChanges = false
        if let delegate = storedDelegate as? UISheetPresentationControllerDelegate {
            context.loop.span(.delegateCallback, "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)") {
                delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
        }
    }
}

/// A detent resolver's view of the sheet's container.
final class DetentResolution: UISheetPresentationControllerDetentResolutionContext {
    let traits: UITraitCollection
    let maximum: CGFloat
    init(traits: UITraitCollection, maximum: CGFloat) { self.traits = traits; self.maximum = maximum }
    var containerTraitCollection: UITraitCollection { UIEntry.check("-[_UISheetDetentResolutionContext containerTraitCollection]"); return traits }
    var maximumDetentValue: CGFloat { UIEntry.check("-[_UISheetDetentResolutionContext maximumDetentValue]"); return maximum }
}
