import Foundation

/// A guide that marks where bars end (the deprecated `topLayoutGuide`/`bottomLayoutGuide`).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the bars reach into the view: the guide's height.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide: a layout guide of its root view, from the top of
/// the view to the top of its safe area (the status bar and top bars) or from the bottom of the
/// safe area to the bottom of the view (the tab bar, the home indicator) — the guides storyboards
/// made before iOS 11 — pinned by required constraints the controller owns.
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
    /// Its constraints to the view and its safe area are in place.
    var isPinnedToBars = false

    /// The guide's height: the bar area it covers.
    var length: CGFloat {
        let entry = UIEntry("-[_UILayoutSupportGuide length]", self); defer { entry.end() }
        return layoutFrame.height
    }
}

extension UIViewController {
    /// The top and bottom layout guides, made on first use (or by the storyboard scene that
    /// refers to them), added to the root view and pinned there.
    var layoutSupportGuides: (top: ViewControllerLayoutSupport, bottom: ViewControllerLayoutSupport) {
        let guides = unpinnedLayoutSupportGuides()
        let view = loadedView
        guard guides.top.storedOwningView !== view || !guides.top.isPinnedToBars else { return guides }
        if guides.top.storedOwningView !== view { view.addLayoutGuide(guides.top) }
        if guides.bottom.storedOwningView !== view { view.addLayoutGuide(guides.bottom) }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guides.top.topAnchor.constraint(equalTo: view.topAnchor),
            guides.top.bottomAnchor.constraint(equalTo: safe.topAnchor),
            guides.top.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guides.top.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guides.bottom.topAnchor.constraint(equalTo: safe.bottomAnchor),
            guides.bottom.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            guides.bottom.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guides.bottom.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        guides.top.isPinnedToBars = true
        return guides
    }

    /// The guides, made if needed, not yet in the view (a storyboard's constraints refer to them
    /// while its view is decoded).
    func unpinnedLayoutSupportGuides() -> (top: ViewControllerLayoutSupport, bottom: ViewControllerLayoutSupport) {
        if let guides = storedLayoutSupportGuides { return guides }
        let top = ViewControllerLayoutSupport(), bottom = ViewControllerLayoutSupport()
        top.identifier = "_UIViewControllerTopLayoutGuide"
        bottom.identifier = "_UIViewControllerBottomLayoutGuide"
        storedLayoutSupportGuides = (top, bottom)
        return (top, bottom)
    }
}

extension UIViewController {
    /// The bottom of the top bars (deprecated in iOS 11 for the safe area): a guide from the top
    /// of the root view to the top of its safe area, as storyboards made them.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor")
    public var topLayoutGuide: UILayoutSupport {
        let entry = UIEntry("-[UIViewController topLayoutGuide]", self); defer { entry.end() }
        return layoutSupportGuides.top
    }

    /// The top of the bottom bars (deprecated in iOS 11): a guide from the bottom of the safe
    /// area to the bottom of the root view.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
    public var bottomLayoutGuide: UILayoutSupport {
        let entry = UIEntry("-[UIViewController bottomLayoutGuide]", self); defer { entry.end() }
        return layoutSupportGuides.bottom
    }

    /// Whether scroll views' insets follow the bars (deprecated in iOS 11 for
    /// `UIScrollView.contentInsetAdjustmentBehavior`; kept).
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView.contentInsetAdjustmentBehavior")
    public var automaticallyAdjustsScrollViewInsets: Bool {
        get { let entry = UIEntry("-[UIViewController automaticallyAdjustsScrollViewInsets]", self); defer { entry.end() }; return storedAutomaticallyAdjustsScrollViewInsets }
        set { let entry = UIEntry("-[UIViewController setAutomaticallyAdjustsScrollViewInsets:]", self); defer { entry.end() }; storedAutomaticallyAdjustsScrollViewInsets = newValue }
    }
}
