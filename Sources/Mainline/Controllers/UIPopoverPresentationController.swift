import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Something a popover can point at: a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// Hears a popover's presentation and its dismissal by a tap outside. Every method is optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented (set its source here).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated; true by default).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The popover is about to move (its source moved).
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        UIEntry.check("-[UIPopoverPresentationControllerDelegate prepareForPopoverPresentation:]")
    }

    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        UIEntry.check("-[UIPopoverPresentationControllerDelegate popoverPresentationControllerShouldDismissPopover:]")
        return true
    }

    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        UIEntry.check("-[UIPopoverPresentationControllerDelegate popoverPresentationControllerDidDismissPopover:]")
    }

    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: AutoreleasingUnsafeMutablePointer<UIView>) {
        UIEntry.check("-[UIPopoverPresentationControllerDelegate popoverPresentationController:willRepositionPopoverToRect:inView:]")
    }
}

/// The presentation controller of `.popover`. In a compact width (every phone in portrait) a
/// popover adapts to a sheet unless the delegate's `adaptivePresentationStyle` says `.none`;
/// shown as a popover it is a box the presented controller's `preferredContentSize` (320 × 480
/// when it has none) next to its source — below it when it fits (arrow up), else above — kept
/// 10 points inside the container, and the presenter stays on screen. A popover shown without
/// a source view, source item or bar button item is reported (UIKit throws).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    weak var storedSourceView: UIView?
    var storedSourceRect = CGRect.zero
    weak var storedBarButtonItem: UIBarButtonItem?
    weak var storedSourceItem: UIPopoverPresentationControllerSourceItem?
    var storedPermittedArrowDirections = UIPopoverArrowDirection.any
    var storedArrowDirection = UIPopoverArrowDirection.unknown
    var storedCanOverlapSourceViewRect = false
    var storedPassthroughViews: [UIView]?
    var storedPopoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    var storedPopoverBackgroundViewClass: AnyClass?
    var storedBackgroundColor: UIColor?
    var storedAdaptiveSheet: UISheetPresentationController?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        UIEntry.check("-[UIPopoverPresentationController initWithPresentedViewController:presentingViewController:]")
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        style = .popover
    }

    /// The delegate, as a popover delegate (the presentation controller's `delegate`).
    open override var delegate: UIAdaptivePresentationControllerDelegate? {
        get { let entry = UIEntry("-[UIPopoverPresentationController delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIPopoverPresentationController setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The view the popover points at (with `sourceRect`).
    open var sourceView: UIView? {
        get { let entry = UIEntry("-[UIPopoverPresentationController sourceView]", self); defer { entry.end() }; return storedSourceView }
        set { let entry = UIEntry("-[UIPopoverPresentationController setSourceView:]", self); defer { entry.end() }; storedSourceView = newValue }
    }

    /// The rectangle in `sourceView` the popover points at (its bounds when empty).
    open var sourceRect: CGRect {
        get { let entry = UIEntry("-[UIPopoverPresentationController sourceRect]", self); defer { entry.end() }; return storedSourceRect }
        set { let entry = UIEntry("-[UIPopoverPresentationController setSourceRect:]", self); defer { entry.end() }; storedSourceRect = newValue }
    }

    /// The bar button item the popover points at (deprecated in iOS 16 for `sourceItem`).
    @available(iOS, deprecated: 16.0, renamed: "sourceItem")
    open var barButtonItem: UIBarButtonItem? {
        get { let entry = UIEntry("-[UIPopoverPresentationController barButtonItem]", self); defer { entry.end() }; return storedBarButtonItem }
        set { let entry = UIEntry("-[UIPopoverPresentationController setBarButtonItem:]", self); defer { entry.end() }; storedBarButtonItem = newValue }
    }

    /// The view or bar button item the popover points at.
    open var sourceItem: UIPopoverPresentationControllerSourceItem? {
        get { let entry = UIEntry("-[UIPopoverPresentationController sourceItem]", self); defer { entry.end() }; return storedSourceItem }
        set { let entry = UIEntry("-[UIPopoverPresentationController setSourceItem:]", self); defer { entry.end() }; storedSourceItem = newValue }
    }

    /// The directions the arrow may point (any by default).
    open var permittedArrowDirections: UIPopoverArrowDirection {
        get { let entry = UIEntry("-[UIPopoverPresentationController permittedArrowDirections]", self); defer { entry.end() }; return storedPermittedArrowDirections }
        set { let entry = UIEntry("-[UIPopoverPresentationController setPermittedArrowDirections:]", self); defer { entry.end() }; storedPermittedArrowDirections = newValue }
    }

    /// The direction the arrow points while the popover is shown (`.unknown` before, or when
    /// the popover adapted to a sheet).
    open var arrowDirection: UIPopoverArrowDirection {
        let entry = UIEntry("-[UIPopoverPresentationController arrowDirection]", self); defer { entry.end() }
        return storedArrowDirection
    }

    /// Whether the popover may cover its source (false by default).
    open var canOverlapSourceViewRect: Bool {
        get { let entry = UIEntry("-[UIPopoverPresentationController canOverlapSourceViewRect]", self); defer { entry.end() }; return storedCanOverlapSourceViewRect }
        set { let entry = UIEntry("-[UIPopoverPresentationController setCanOverlapSourceViewRect:]", self); defer { entry.end() }; storedCanOverlapSourceViewRect = newValue }
    }

    /// Views that still receive touches while the popover is shown.
    open var passthroughViews: [UIView]? {
        get { let entry = UIEntry("-[UIPopoverPresentationController passthroughViews]", self); defer { entry.end() }; return storedPassthroughViews }
        set { let entry = UIEntry("-[UIPopoverPresentationController setPassthroughViews:]", self); defer { entry.end() }; storedPassthroughViews = newValue }
    }

    /// How far from the container's edges the popover stays (10 points by default).
    open var popoverLayoutMargins: UIEdgeInsets {
        get { let entry = UIEntry("-[UIPopoverPresentationController popoverLayoutMargins]", self); defer { entry.end() }; return storedPopoverLayoutMargins }
        set { let entry = UIEntry("-[UIPopoverPresentationController setPopoverLayoutMargins:]", self); defer { entry.end() }; storedPopoverLayoutMargins = newValue }
    }

    /// A custom background view class (kept; Mainline draws no popover chrome).
    open var popoverBackgroundViewClass: AnyClass? {
        get { let entry = UIEntry("-[UIPopoverPresentationController popoverBackgroundViewClass]", self); defer { entry.end() }; return storedPopoverBackgroundViewClass }
        set { let entry = UIEntry("-[UIPopoverPresentationController setPopoverBackgroundViewClass:]", self); defer { entry.end() }; storedPopoverBackgroundViewClass = newValue }
    }

    /// The popover's background colour (kept).
    open var backgroundColor: UIColor? {
        get { let entry = UIEntry("-[UIPopoverPresentationController backgroundColor]", self); defer { entry.end() }; return storedBackgroundColor }
        set { let entry = UIEntry("-[UIPopoverPresentationController setBackgroundColor:]", self); defer { entry.end() }; storedBackgroundColor = newValue }
    }

    /// The sheet the popover adapts to in a compact width (configure its detents here).
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        let entry = UIEntry("-[UIPopoverPresentationController adaptiveSheetPresentationController]", self); defer { entry.end() }
        if let sheet = storedAdaptiveSheet { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: storedPresentedViewController, presenting: storedPresentingViewController)
        storedAdaptiveSheet = sheet
        return sheet
    }

    /// In a compact width a popover becomes a sheet (UIKit's adaptation since iOS 13).
    open override var adaptivePresentationStyle: UIModalPresentationStyle {
        let entry = UIEntry("-[UIPopoverPresentationController adaptivePresentationStyle]", self); defer { entry.end() }
        return .formSheet
    }

    // MARK: - Internals

    override var placesPresentedView: Bool { true }

    /// The container lays out: the presented view goes where the popover puts it.
    open override func containerViewWillLayoutSubviews() {
        let entry = UIEntry("-[UIPopoverPresentationController containerViewWillLayoutSubviews]", self); defer { entry.end() }
        placePresentedViewIfSystem()
    }

    /// The source rectangle in the coordinates of `container`, or nil when there is no source.
    func sourceFrame(in container: UIView) -> CGRect? {
        let view = storedSourceView ?? (storedSourceItem as? UIView) ?? (storedBarButtonItem ?? storedSourceItem as? UIBarButtonItem).flatMap(barView)
        guard let view else { return nil }
        let rect = storedSourceView != nil && !storedSourceRect.isEmpty ? storedSourceRect : view.storedBounds
        return view.storedWindow == nil ? rect : view.convert(rect, to: container)
    }

    /// A bar button item's view: its custom view, else the bar it is in (the navigation bar of
    /// the presenting controller's navigation controller).
    private func barView(_ item: UIBarButtonItem) -> UIView? {
        if let custom = item.storedCustomView { return custom }
        return (storedPresentingViewController as? UINavigationController ?? storedPresentingViewController?.enclosingNavigationController)?
            .storedNavigationBar
    }

    /// Where the presented view goes: beside the source, or the sheet's card when the popover
    /// adapted to a sheet.
    open override var frameOfPresentedViewInContainerView: CGRect {
        let entry = UIEntry("-[UIPopoverPresentationController frameOfPresentedViewInContainerView]", self); defer { entry.end() }
        guard let container = storedContainerView else { return .zero }
        return systemFrame(in: container.storedBounds, insets: context.app.screen.storedSafeAreaInsets)
    }

    /// The style the presentation adapted to in a compact width (nil: shown as a popover).
    var adaptation: UIModalPresentationStyle?
    /// Whether the presentation adapted to a sheet.
    var adaptedToSheet: Bool { adaptation == .pageSheet }

    /// The popover's box beside its source (or the adaptive sheet's card).
    override func systemFrame(in bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        if let adaptation {
            storedArrowDirection = .unknown
            return adaptation == .pageSheet ? adaptiveSheetPresentationController.systemFrame(in: bounds, insets: insets) : bounds
        }
        guard let container = storedContainerView, let source = sourceFrame(in: container) else { return bounds }
        let margins = storedPopoverLayoutMargins
        let area = bounds.inset(by: UIEdgeInsets(top: max(margins.top, insets.top), left: margins.left,
                                                 bottom: max(margins.bottom, insets.bottom), right: margins.right))
        var size = storedPresentedViewController.storedPreferredContentSize
        if size.width <= 0 { size.width = 320 }
        if size.height <= 0 { size.height = 480 }
        size.width = min(size.width, area.width)
        let permitted = storedPermittedArrowDirections
        let below = area.maxY - source.maxY, above = source.minY - area.minY
        let arrow: UIPopoverArrowDirection
        if permitted.contains(.up) && (below >= size.height || !permitted.contains(.down) || below >= above) {
            arrow = .up
        } else {
            arrow = .down
        }
        size.height = min(size.height, max(0, arrow == .up ? below : above))
        storedArrowDirection = arrow
        let x = min(max(area.minX, source.midX - size.width / 2), area.maxX - size.width)
        let y = arrow == .up ? source.maxY : source.minY - size.height
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
