import Foundation

/// A shadow's look (a background configuration's).
public struct UIShadowProperties: Hashable, @unchecked Sendable {
    /// The shadow's colour (black).
    public var color: UIColor = .black
    /// Its opacity (0: no shadow).
    public var opacity: CGFloat = 0
    /// Its blur radius in points.
    public var radius: CGFloat = 0
    /// Its offset in points.
    public var offset: CGSize = .zero
    /// Its shape (nil: the view's bounds).
    public var path: UIBezierPath?

    public init() {}

    public static func == (a: UIShadowProperties, b: UIShadowProperties) -> Bool {
        a.color == b.color && a.opacity == b.opacity && a.radius == b.radius && a.offset == b.offset && a.path === b.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(opacity)
        hasher.combine(radius)
    }
}

/// The background of a cell, header or footer: a colour (nil: the view's tint colour), an
/// image or a custom view, a corner radius, a stroke, insets and a shadow. A cell shows it in
/// a background view behind its content (`backgroundConfiguration`); the system styles change
/// with the cell's state in `updated(for:)` (a list cell highlighted or selected turns
/// `systemGray4`, a sidebar cell selected takes the tint colour).
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    enum Style: Hashable { case clear, listCell, listGroupedCell, listHeaderFooter, listGroupedHeaderFooter, sidebarCell, sidebarHeader, accompaniedSidebarCell }

    let style: Style
    var storedBackgroundColor: UIColor?
    /// Whether the app set the background colour (the state no longer changes it).
    var customizedBackgroundColor = false

    /// A view shown behind the content, filling the background (inside the insets).
    public var customView: UIView?
    /// The corner radius of the background.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The edges whose inset also takes the view's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The background colour (nil: the view's tint colour).
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            customizedBackgroundColor = true
        }
    }
    /// Applied to the background colour when it is resolved.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or vibrancy behind the content.
    public var visualEffect: UIVisualEffect?
    /// An image filling the background.
    public var image: UIImage?
    /// How the image fills the background.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour (nil: the tint colour).
    public var strokeColor: UIColor?
    /// Applied to the stroke colour when it is resolved.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background.
    public var strokeOutset: CGFloat = 0
    /// The background's shadow.
    public var shadowProperties = UIShadowProperties()

    init(style: Style, color: UIColor?) {
        self.style = style
        storedBackgroundColor = color
    }

    // MARK: - Styles

    /// A transparent background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, color: .clear) }
    /// A list cell's background (the system background colour).
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listCell, color: .systemBackground) }
    /// A list header's background.
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listHeaderFooter, color: .systemBackground) }
    /// A list footer's background.
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listHeaderFooter, color: .systemBackground) }
    /// An accompanied sidebar cell's background.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .accompaniedSidebarCell, color: .clear) }
    /// A plain list cell's background.
    @available(*, deprecated, renamed: "listCell()")
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listCell, color: .systemBackground) }
    /// A grouped list cell's background (the secondary grouped background colour).
    @available(*, deprecated, renamed: "listCell()")
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listGroupedCell, color: .secondarySystemGroupedBackground) }
    /// A sidebar cell's background (clear; the tint colour when selected).
    @available(*, deprecated, renamed: "listCell()")
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell, color: .clear) }
    /// A plain list's header or footer background.
    @available(*, deprecated, message: "Use listHeader() or listFooter()")
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listHeaderFooter, color: .systemBackground) }
    /// A grouped list's header or footer background (clear).
    @available(*, deprecated, message: "Use listHeader() or listFooter()")
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listGroupedHeaderFooter, color: .clear) }
    /// A sidebar's header background (clear).
    @available(*, deprecated, message: "Use listHeader() or listFooter()")
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarHeader, color: .clear) }

    // MARK: - State

    /// The configuration for `state`: a list or grouped cell highlighted or selected shows
    /// `systemGray4`, a sidebar cell selected shows the tint colour (nil) — unless the app set
    /// its own background colour.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        guard !customizedBackgroundColor else { return copy }
        let flags = state.viewFlags
        let active = flags.highlighted || flags.selected
        switch style {
        case .listCell, .listGroupedCell:
            copy.storedBackgroundColor = active ? .systemGray4 : (style == .listCell ? .systemBackground : .secondarySystemGroupedBackground)
        case .sidebarCell, .accompaniedSidebarCell:
            copy.storedBackgroundColor = flags.selected ? nil : (flags.highlighted ? .systemGray4 : .clear)
        case .clear, .listHeaderFooter, .listGroupedHeaderFooter, .sidebarHeader:
            break
        }
        return copy
    }

    /// The background colour shown, given the view's tint colour: the colour (the tint when
    /// nil), through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = storedBackgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour shown, given the view's tint colour.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.style == b.style && a.storedBackgroundColor == b.storedBackgroundColor && a.customView === b.customView && a.cornerRadius == b.cornerRadius
            && a.backgroundInsets == b.backgroundInsets && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.image === b.image && a.imageContentMode == b.imageContentMode && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth
            && a.strokeOutset == b.strokeOutset && a.shadowProperties == b.shadowProperties && a.visualEffect === b.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
    }
}

/// The view a background configuration is shown in (behind a cell's content).
final class BackgroundConfigurationView: UIView {
    let imageView = UIImageView(frame: .zero)
    var customView: UIView?

    /// Shows `configuration` for a view whose tint colour is `tint`, in `bounds` (the owner's)
    /// less the insets (with the owner's `margins` on the edges that add them).
    func show(_ configuration: UIBackgroundConfiguration, tint: UIColor, in bounds: CGRect, margins: NSDirectionalEdgeInsets) {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let frame = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                           width: max(0, bounds.width - insets.leading - insets.trailing), height: max(0, bounds.height - insets.top - insets.bottom))
        if self.frame != frame { self.frame = frame }
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = configuration.cornerRadius
        layer.borderWidth = configuration.strokeWidth
        layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
        layer.shadowOpacity = Float(configuration.shadowProperties.opacity)
        layer.shadowRadius = configuration.shadowProperties.radius
        layer.shadowOffset = configuration.shadowProperties.offset
        layer.shadowColor = configuration.shadowProperties.color.cgColor
        clipsToBounds = configuration.cornerRadius > 0 && configuration.shadowProperties.opacity == 0
        if let image = configuration.image {
            if imageView.superview !== self { insertSubview(imageView, at: 0) }
            imageView.image = image
            imageView.contentMode = configuration.imageContentMode
            imageView.frame = CGRect(origin: .zero, size: frame.size)
        } else if imageView.superview === self {
            imageView.removeFromSuperview()
        }
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let custom = customView { addSubview(custom) }
        }
        customView?.frame = CGRect(origin: .zero, size: frame.size)
    }
}
