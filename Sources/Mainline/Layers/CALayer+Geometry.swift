import Foundation

// Converting between layers' coordinate spaces, hit-testing, and scrolling within scroll layers.
// A layer maps its own coordinates to its superlayer's through its bounds' origin, its anchor
// point, its transform (its affine part: Mainline keeps 3D transforms but flattens them here, as
// `UIView` conversions do) and its position, then through the superlayer's sublayer transform,
// applied about the superlayer's anchor point.
extension CALayer {
    /// The transform from the layer's coordinates to its superlayer's.
    var transformToSuperlayer: CGAffineTransform {
        let b = bounds, anchor = anchorPoint, p = position
        let a = CGPoint(x: b.minX + anchor.x * b.width, y: b.minY + anchor.y * b.height)
        var t = CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        if let parent = superlayer, let sublayerTransform = parent.sublayerTransformBox?.value {
            let pb = parent.bounds, pa = parent.anchorPoint
            let c = CGPoint(x: pb.minX + pa.x * pb.width, y: pb.minY + pa.y * pb.height)
            t = t.concatenating(CGAffineTransform(translationX: -c.x, y: -c.y))
                .concatenating(CATransform3DGetAffineTransform(sublayerTransform))
                .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        }
        return t
    }

    /// The transform from the layer's coordinates to its root layer's (a window's layer, for a
    /// layer on screen).
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, let parent = current.superlayer {
            t = t.concatenating(current.transformToSuperlayer)
            layer = parent
        }
        return t
    }

    /// The transform from `layer`'s coordinates (nil: the root's) to this layer's.
    private func transform(from layer: CALayer?) -> CGAffineTransform {
        let from = layer?.transformToRoot ?? .identity
        return from.concatenating(transformToRoot.inverted())
    }

    /// Converts a point from `layer`'s coordinates to this layer's (nil: from the root layer's,
    /// which on screen is the window's).
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        p.applying(transform(from: layer))
    }

    /// Converts a point from this layer's coordinates to `layer`'s (nil: to the root layer's).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return p.applying(transformToRoot) }
        return layer.convert(p, from: self)
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's (the bounding box of its
    /// corners when a transform turns it).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        r.applying(transform(from: layer))
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let layer else { return r.applying(transformToRoot) }
        return layer.convert(r, from: self)
    }

    /// `hitTest(_:)`'s search: front to back (the last sublayer first, a higher `zPosition`
    /// first), skipping hidden layers, and sublayers outside the bounds of a layer that masks to
    /// them.
    func hitTestTree(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = superlayer.map { convert(p, from: $0) } ?? p.applying(transformToSuperlayer.inverted())
        if masksToBounds && !contains(local) { return nil }
        let subs = (sublayers ?? []).enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition > b.element.zPosition : a.offset > b.offset
        }
        for (_, sublayer) in subs {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// The nearest scroll layer at or above this layer.
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer: CALayer? = self
        while let current = layer {
            if let scroll = current as? CAScrollLayer { return scroll }
            layer = current.superlayer
        }
        return nil
    }

    /// The part of the layer its nearest scroll layer shows, in the layer's coordinates (its
    /// bounds when no scroll layer contains it).
    public var visibleRect: CGRect {
        guard let scroll = enclosingScrollLayer, scroll !== self else { return bounds }
        let shown = convert(scroll.bounds, from: scroll)
        let visible = bounds.intersection(shown)
        return visible.isNull ? .zero : visible
    }

    /// Scrolls the nearest scroll layer so that `p` (in this layer's coordinates) is at its
    /// origin.
    public func scroll(_ p: CGPoint) {
        guard let scroll = enclosingScrollLayer else { return }
        scroll.scroll(to: scroll.convert(p, from: self))
    }

    /// Scrolls the nearest scroll layer as little as needed to show `r` (in this layer's
    /// coordinates).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroll = enclosingScrollLayer else { return }
        scroll.scroll(to: scroll.convert(r, from: self))
    }
}

/// Which ways a scroll layer scrolls.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not at all.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Up and down only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Sideways only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both ways (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers: scrolling moves its bounds' origin, and its
/// sublayers' `visibleRect`s say what of them shows. It masks to its bounds by default.
open class CAScrollLayer: CALayer {
    /// Which ways `scroll(to:)` scrolls (`.both` by default).
    open var scrollMode = CAScrollLayerScrollMode.both

    /// A scroll layer with Core Animation's defaults (masking to its bounds).
    public override init() {
        super.init()
        masksToBounds = true
    }

    /// A copy of `layer`'s model values, its scroll mode included.
    public override init(layer: Any) {
        super.init(layer: layer)
        scrollMode = (layer as? CAScrollLayer)?.scrollMode ?? .both
    }

    /// A scroll layer from an archive (Core Animation's defaults).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let model = (coder as? PresentationArchive)?.model as? CAScrollLayer { scrollMode = model.scrollMode } else { masksToBounds = true }
    }

    /// Moves the bounds' origin to `p` (in the directions `scrollMode` allows).
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        switch scrollMode {
        case .both: origin = p
        case .horizontally: origin.x = p.x
        case .vertically: origin.y = p.y
        default: return
        }
        guard origin != bounds.origin, origin.x.isFinite, origin.y.isFinite else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as needed for `r` (in the layer's coordinates) to show: its origin
    /// edge first when it is larger than the bounds.
    open func scroll(to r: CGRect) {
        let b = bounds
        var origin = b.origin
        if r.maxX > b.maxX { origin.x = r.maxX - b.width }
        if r.minX < origin.x { origin.x = r.minX }
        if r.maxY > b.maxY { origin.y = r.maxY - b.height }
        if r.minY < origin.y { origin.y = r.minY }
        scroll(to: origin)
    }
}
