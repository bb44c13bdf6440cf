import Foundation

extension UIView {
    /// How a view's tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview's (normal at the top).
        case automatic
        /// The tint as it is.
        case normal
        /// The tint desaturated and dimmed (as UIKit dims tints behind a modal alert).
        case dimmed
    }

    // MARK: Appearance

    /// The interface style of the view and the views below it, whatever the system's: their
    /// `traitCollection` reports it, and they hear `traitCollectionDidChange(_:)` when it
    /// changes what they report (`.unspecified`, the default: as the superview's).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get {
            let entry = UIEntry("-[UIView overrideUserInterfaceStyle]", self); defer { entry.end() }
            return viewExtras?.overrideUserInterfaceStyle ?? .unspecified
        }
        set {
            let entry = UIEntry("-[UIView setOverrideUserInterfaceStyle:]", self); defer { entry.end() }
            guard newValue != (viewExtras?.overrideUserInterfaceStyle ?? .unspecified) else { return }
            changeTraits { madeViewExtras.overrideUserInterfaceStyle = newValue }
        }
    }

    /// The smallest content size category the view and the views below it see (nil: no limit).
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { let entry = UIEntry("-[UIView minimumContentSizeCategory]", self); defer { entry.end() }; return viewExtras?.minimumContentSizeCategory }
        set {
            let entry = UIEntry("-[UIView setMinimumContentSizeCategory:]", self); defer { entry.end() }
            changeTraits { madeViewExtras.minimumContentSizeCategory = newValue }
        }
    }

    /// The largest content size category the view and the views below it see (nil: no limit).
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { let entry = UIEntry("-[UIView maximumContentSizeCategory]", self); defer { entry.end() }; return viewExtras?.maximumContentSizeCategory }
        set {
            let entry = UIEntry("-[UIView setMaximumContentSizeCategory:]", self); defer { entry.end() }
            changeTraits { madeViewExtras.maximumContentSizeCategory = newValue }
        }
    }

    /// A description of the content size limits in effect on the view (its own and those above).
    public var appliedContentSizeCategoryLimitsDescription: String {
        let entry = UIEntry("-[UIView appliedContentSizeCategoryLimitsDescription]", self); defer { entry.end() }
        let (minimum, maximum) = contentSizeLimits
        func name(_ c: UIContentSizeCategory?) -> String { c.map { $0.rawValue } ?? "none" }
        return "<\(type(of: self)): minimum \(name(minimum)), maximum \(name(maximum))>"
    }

    /// The tightest content size limits of the view and the views above it.
    private var contentSizeLimits: (UIContentSizeCategory?, UIContentSizeCategory?) {
        var minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?
        var view: UIView? = self
        while let v = view {
            if let m = v.viewExtras?.minimumContentSizeCategory { minimum = minimum.map { max($0, m) } ?? m }
            if let m = v.viewExtras?.maximumContentSizeCategory { maximum = maximum.map { min($0, m) } ?? m }
            view = v.storedSuperview
        }
        return (minimum, maximum)
    }

    /// `traits` with the view's adjustments: the nearest style override at or above it, the
    /// content size category within the limits at or above it.
    func adjustedTraits(_ traits: UITraitCollection) -> UITraitCollection {
        var style: UIUserInterfaceStyle?
        var view: UIView? = self
        var anyAdjustment = false
        while let v = view {
            if let extras = v.viewExtras {
                anyAdjustment = true
                if style == nil, extras.overrideUserInterfaceStyle != .unspecified { style = extras.overrideUserInterfaceStyle }
            }
            view = v.storedSuperview
        }
        guard anyAdjustment else { return traits }
        var category = traits.preferredContentSizeCategory
        let (minimum, maximum) = contentSizeLimits
        if category != .unspecified {
            if let minimum, category < minimum { category = minimum }
            if let maximum, category > maximum { category = maximum }
        }
        guard style != nil || category != traits.preferredContentSizeCategory else { return traits }
        return UITraitCollection(userInterfaceStyle: style ?? traits.userInterfaceStyle, horizontalSizeClass: traits.horizontalSizeClass,
                                 verticalSizeClass: traits.verticalSizeClass, displayScale: traits.displayScale,
                                 userInterfaceIdiom: traits.userInterfaceIdiom, preferredContentSizeCategory: category)
    }

    /// Makes `change`, then tells each view of the subtree whose traits it changed
    /// (`traitCollectionDidChange(_:)`, top-down), in a window.
    private func changeTraits(_ change: () -> Void) {
        var before: [(UIView, UITraitCollection)] = []
        let inWindow = storedWindow != nil || self is UIWindow
        if inWindow {
            var stack: [UIView] = [self]
            while let view = stack.popLast() {
                before.append((view, view.adjustedTraits(view.baseTraitCollection)))
                stack.append(contentsOf: view.storedSubviews.reversed())
            }
        }
        change()
        for (view, previous) in before where view.adjustedTraits(view.baseTraitCollection) != previous {
            view.deliverTraitChange(from: previous)
        }
    }

    /// Delivers the trait changes the view's interface has not reported yet: its controller's
    /// (and the controllers below) now, instead of at the next layout.
    public func updateTraitsIfNeeded() {
        let entry = UIEntry("-[UIView updateTraitsIfNeeded]", self); defer { entry.end() }
        var view: UIView? = self
        while let v = view {
            if let controller = v.owningViewController { return controller.updateTraitsInTree() }
            view = v.storedSuperview
        }
    }

    /// How the tint is adjusted: the first mode other than `.automatic` from the view up, else
    /// `.normal` (reading it gives that effective mode, as UIKit's does). Changing it calls
    /// `tintColorDidChange()` on the view and the descendants that follow it.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            let entry = UIEntry("-[UIView tintAdjustmentMode]", self); defer { entry.end() }
            return effectiveTintAdjustmentMode
        }
        set {
            let entry = UIEntry("-[UIView setTintAdjustmentMode:]", self); defer { entry.end() }
            let before = effectiveTintAdjustmentMode
            guard newValue != (viewExtras?.tintAdjustmentMode ?? .automatic) else { return }
            madeViewExtras.tintAdjustmentMode = newValue
            guard effectiveTintAdjustmentMode != before else { return }
            var stack: [UIView] = [self]
            while let view = stack.popLast() {
                view.tintColorDidChange()
                stack.append(contentsOf: view.storedSubviews.filter { ($0.viewExtras?.tintAdjustmentMode ?? .automatic) == .automatic })
            }
        }
    }

    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let v = view {
            if let mode = v.viewExtras?.tintAdjustmentMode, mode != .automatic { return mode }
            view = v.storedSuperview
        }
        return .normal
    }

    /// A tint dimmed: gray of its luminance, at half its alpha.
    static func dimmed(_ color: UIColor) -> UIColor {
        var white: CGFloat = 0, alpha: CGFloat = 0
        color.getWhite(&white, alpha: &alpha)
        return UIColor(white: white, alpha: alpha / 2)
    }

    // MARK: Geometry

    /// The layer's transform in 3D (the view's `transform` is its affine part); animatable.
    public var transform3D: CATransform3D {
        get {
            let entry = UIEntry("-[UIView transform3D]", self); defer { entry.end() }
            return storedLayerTransform ?? CATransform3DIdentity
        }
        set {
            let entry = UIEntry("-[UIView setTransform3D:]", self); defer { entry.end() }
            setLayerTransform(newValue)
        }
    }

    /// The point of the bounds (unit coordinates) at the view's center, which transforms turn
    /// about: the layer's anchor point.
    public var anchorPoint: CGPoint {
        get {
            let entry = UIEntry("-[UIView anchorPoint]", self); defer { entry.end() }
            return anchor
        }
        set {
            let entry = UIEntry("-[UIView setAnchorPoint:]", self); defer { entry.end() }
            layer.anchorPoint = newValue
        }
    }

    /// A view whose alpha masks this view (its layer becomes the layer's mask).
    public var mask: UIView? {
        get {
            let entry = UIEntry("-[UIView maskView]", self); defer { entry.end() }
            return viewExtras?.mask
        }
        set {
            let entry = UIEntry("-[UIView setMaskView:]", self); defer { entry.end() }
            madeViewExtras.mask = newValue
            layer.mask = newValue?.layer
        }
    }

    // MARK: Drawing

    /// Whether the context is cleared before `draw(_:)` (true by default; Mainline's view
    /// contexts start clear either way).
    public var clearsContextBeforeDrawing: Bool {
        get { let entry = UIEntry("-[UIView clearsContextBeforeDrawing]", self); defer { entry.end() }; return viewExtras?.clearsContextBeforeDrawing ?? true }
        set { let entry = UIEntry("-[UIView setClearsContextBeforeDrawing:]", self); defer { entry.end() }; madeViewExtras.clearsContextBeforeDrawing = newValue }
    }

    /// The stretchable part of the view's content (deprecated by Apple for resizable images).
    @available(*, deprecated, message: "Use resizable images or a content mode")
    public var contentStretch: CGRect {
        get { let entry = UIEntry("-[UIView contentStretch]", self); defer { entry.end() }; return viewExtras?.contentStretch ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { let entry = UIEntry("-[UIView setContentStretch:]", self); defer { entry.end() }; madeViewExtras.contentStretch = newValue }
    }

    // MARK: Restoration

    /// The identifier state restoration saves the view under (nil: the view is not saved).
    public var restorationIdentifier: String? {
        get { let entry = UIEntry("-[UIView restorationIdentifier]", self); defer { entry.end() }; return viewExtras?.restorationIdentifier }
        set { let entry = UIEntry("-[UIView setRestorationIdentifier:]", self); defer { entry.end() }; madeViewExtras.restorationIdentifier = newValue }
    }

    // MARK: Accessibility and large content

    /// Whether the view keeps its colours when Smart Invert inverts the screen (false).
    public var accessibilityIgnoresInvertColors: Bool {
        get { let entry = UIEntry("-[UIView accessibilityIgnoresInvertColors]", self); defer { entry.end() }; return viewExtras?.accessibilityIgnoresInvertColors ?? false }
        set {
            let entry = UIEntry("-[UIView setAccessibilityIgnoresInvertColors:]", self); defer { entry.end() }
            madeViewExtras.accessibilityIgnoresInvertColors = newValue
        }
    }

    /// Whether a long press shows the large content viewer at accessibility text sizes (false
    /// by default; true for bar buttons and tab bar items in UIKit).
    public var showsLargeContentViewer: Bool {
        get { let entry = UIEntry("-[UIView showsLargeContentViewer]", self); defer { entry.end() }; return viewExtras?.showsLargeContentViewer ?? false }
        set { let entry = UIEntry("-[UIView setShowsLargeContentViewer:]", self); defer { entry.end() }; madeViewExtras.showsLargeContentViewer = newValue }
    }

    /// The title the large content viewer shows.
    public var largeContentTitle: String? {
        get { let entry = UIEntry("-[UIView largeContentTitle]", self); defer { entry.end() }; return viewExtras?.largeContentTitle }
        set { let entry = UIEntry("-[UIView setLargeContentTitle:]", self); defer { entry.end() }; madeViewExtras.largeContentTitle = newValue }
    }

    /// The image the large content viewer shows.
    public var largeContentImage: UIImage? {
        get { let entry = UIEntry("-[UIView largeContentImage]", self); defer { entry.end() }; return viewExtras?.largeContentImage }
        set { let entry = UIEntry("-[UIView setLargeContentImage:]", self); defer { entry.end() }; madeViewExtras.largeContentImage = newValue }
    }

    /// Whether the large content image is scaled up (false).
    public var scalesLargeContentImage: Bool {
        get { let entry = UIEntry("-[UIView scalesLargeContentImage]", self); defer { entry.end() }; return viewExtras?.scalesLargeContentImage ?? false }
        set { let entry = UIEntry("-[UIView setScalesLargeContentImage:]", self); defer { entry.end() }; madeViewExtras.scalesLargeContentImage = newValue }
    }

    /// The insets of the large content image.
    public var largeContentImageInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIView largeContentImageInsets]", self); defer { entry.end() }; return viewExtras?.largeContentImageInsets ?? .zero }
        set { let entry = UIEntry("-[UIView setLargeContentImageInsets:]", self); defer { entry.end() }; madeViewExtras.largeContentImageInsets = newValue }
    }

    // MARK: Focus groups

    /// The focus group the view and its descendants are in (kept).
    public var focusGroupIdentifier: String? {
        get { let entry = UIEntry("-[UIView focusGroupIdentifier]", self); defer { entry.end() }; return viewExtras?.focusGroupIdentifier }
        set { let entry = UIEntry("-[UIView setFocusGroupIdentifier:]", self); defer { entry.end() }; madeViewExtras.focusGroupIdentifier = newValue }
    }

    /// How strongly the view asks to be its group's primary item (`.ignored`).
    public var focusGroupPriority: UIFocusGroupPriority {
        get { let entry = UIEntry("-[UIView focusGroupPriority]", self); defer { entry.end() }; return viewExtras?.focusGroupPriority ?? .ignored }
        set { let entry = UIEntry("-[UIView setFocusGroupPriority:]", self); defer { entry.end() }; madeViewExtras.focusGroupPriority = newValue }
    }

    // MARK: Layout

    /// The view its baseline aligns (deprecated by Apple: `forLastBaselineLayout`).
    @available(*, deprecated, message: "Use forFirstBaselineLayout or forLastBaselineLayout")
    public func forBaselineLayout() -> UIView {
        let entry = UIEntry("-[UIView viewForBaselineLayout]", self); defer { entry.end() }
        return forLastBaselineLayout
    }

    /// The layout direction for `attribute` in an interface laid out in `layoutDirection`:
    /// forced directions win; playback and spatial content stays left to right; unspecified
    /// content follows the interface.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection
        }
    }
}
