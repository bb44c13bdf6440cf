import Foundation
import ThreadChecker

/// The corners `CALayer.maskedCorners` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// What a layer asks its delegate (a view is the delegate of its own layer).
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
}

/// A Core Animation layer: every view has one (`view.layer`), and layers of their own can be
/// added beneath it. Nothing is rendered; the layer keeps its geometry, styling and tree, and
/// has Core Animation's update cycle: `setNeedsLayout()` leads to `layoutSublayers()` and
/// `setNeedsDisplay()` to `display()` at the next commit, after the views' own passes.
///
/// A view's own layer shares the view's state, as in UIKit: its frame, bounds and position are
/// the view's, `opacity` is `alpha`, `masksToBounds` is `clipsToBounds`, `isHidden` is the
/// view's, and `backgroundColor` follows the view's. Core Animation is not main-thread-only,
/// so the Main Thread Checker does not check layers.
open class CALayer {
    /// The view whose layer this is (nil for a layer of its own).
    weak var hostView: UIView?
    weak var storedSuperlayer: CALayer?
    var storedSublayers: [CALayer] = []
    private var ownBounds: CGRect = .zero
    private var ownPosition: CGPoint = .zero
    /// A layer of its own's transform and sublayer transform, out of line (128 bytes each;
    /// nil: the identity).
    private var ownTransformBox: Boxed<CATransform3D>?
    private var sublayerTransformBox: Boxed<CATransform3D>?
    private var ownTransform: CATransform3D {
        get { ownTransformBox?.value ?? CATransform3DIdentity }
        set { ownTransformBox = CATransform3DIsIdentity(newValue) ? nil : Boxed(newValue) }
    }
    private var ownBackgroundColor: CGColor?
    private var ownOpacity: Float = 1
    private var ownIsHidden = false
    private var ownMasksToBounds = false
    var needsLayoutFlag = false
    var needsDisplayFlag = false
    /// The animations added with `add(_:forKey:)` (made at the first).
    var animationStore: LayerAnimations?

    /// A name for logs and lookups.
    open var name: String?
    /// Who lays out and displays the layer (a view's layer has its view).
    open weak var delegate: CALayerDelegate?
    public var cornerRadius: CGFloat = 0
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var cornerCurve: CALayerCornerCurve = .circular
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    /// The point of the bounds (in unit coordinates, the middle by default) that sits at
    /// `position` and that transforms turn about. Changing it keeps the position and moves
    /// the frame, as in Core Animation (a view's frame moves too).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The transform applied to the sublayers (kept; nothing is rendered).
    public var sublayerTransform: CATransform3D {
        get { sublayerTransformBox?.value ?? CATransform3DIdentity }
        set { sublayerTransformBox = CATransform3DIsIdentity(newValue) ? nil : Boxed(newValue) }
    }
    /// The shape of the shadow, in the layer's coordinates (nil: the layer's own shape).
    public var shadowPath: CGPath?
    public var zPosition: CGFloat = 0
    public var contents: Any?
    public var contentsScale: CGFloat = 1
    public var isOpaque = false
    public var mask: CALayer?
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    public var allowsGroupOpacity = true
    /// How many times `display()` ran for this layer.
    public private(set) var displayCount = 0

    public required init() {}

    /// A copy of `layer`'s styling, as Core Animation makes for presentation layers.
    public init(layer: Any) {
        if let other = layer as? CALayer {
            ownBounds = other.bounds
            ownPosition = other.position
            anchorPoint = other.anchorPoint
            ownTransform = other.transform
            shadowPath = other.shadowPath
            cornerRadius = other.cornerRadius
            borderWidth = other.borderWidth
            borderColor = other.borderColor
            ownBackgroundColor = other.backgroundColor
            ownOpacity = other.opacity
        }
    }

    // MARK: Geometry (a view's layer reads and writes its view's)

    /// The frame in the superlayer's coordinates: the bounding box of the bounds, with the
    /// anchor point at `position`, transformed about it. Setting it with a transform does
    /// what Core Animation does (see `UIView.frame`).
    public var frame: CGRect {
        get {
            if let view = hostView { return view.frame }
            return CALayer.frame(size: ownBounds.size, position: ownPosition, anchor: anchorPoint,
                                 transform: CATransform3DGetAffineTransform(ownTransform))
        }
        set {
            if let view = hostView { view.frame = newValue; return }
            guard newValue.isFiniteRect else { return }
            let t = CATransform3DGetAffineTransform(ownTransform)
            var linear = t
            (linear.tx, linear.ty) = (0, 0)
            let size = t.isIdentity ? newValue.size : CGRect(origin: .zero, size: newValue.size).applying(linear.inverted()).size
            let local = CALayer.frame(size: size, position: .zero, anchor: anchorPoint, transform: t)
            let sizeChanged = size != ownBounds.size
            ownBounds.size = size
            ownPosition = CGPoint(x: newValue.minX - local.minX, y: newValue.minY - local.minY)
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// The layer's own coordinate space (a view's layer: the view's bounds).
    public var bounds: CGRect {
        get { hostView?.bounds ?? ownBounds }
        set {
            if let view = hostView { view.bounds = newValue; return }
            guard newValue.isFiniteRect else { return }
            let sizeChanged = newValue.size != ownBounds.size
            ownBounds = newValue
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// Where the anchor point sits in the superlayer (a view's layer: the view's center).
    public var position: CGPoint {
        get { hostView?.center ?? ownPosition }
        set {
            if let view = hostView { view.center = newValue; return }
            guard newValue.isFinitePoint else { return }
            ownPosition = newValue
        }
    }

    /// The layer's transform, applied about the anchor point (a view's layer: the view's
    /// transform, which is its affine part). Changing it marks nothing for layout.
    public var transform: CATransform3D {
        get {
            if let view = hostView {
                let entry = UIEntry("-[UIView transform]", view); defer { entry.end() }
                return view.storedLayerTransform ?? CATransform3DIdentity
            }
            return ownTransform
        }
        set {
            if let view = hostView {
                let entry = UIEntry("-[UIView setTransform:]", view); defer { entry.end() }
                view.setLayerTransform(newValue)
                return
            }
            ownTransform = newValue
        }
    }

    /// The transform as an affine transform (its affine part).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    public var backgroundColor: CGColor? {
        get { hostView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let view = hostView { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
            ownBackgroundColor = newValue
        }
    }

    public var opacity: Float {
        get { hostView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            guard !newValue.isNaN else { return }
            if let view = hostView { view.alpha = CGFloat(newValue) }
            ownOpacity = min(1, max(0, newValue))
        }
    }

    public var isHidden: Bool {
        get { hostView?.isHidden ?? ownIsHidden }
        set {
            if let view = hostView { view.isHidden = newValue }
            ownIsHidden = newValue
        }
    }

    public var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view = hostView { view.clipsToBounds = newValue }
            ownMasksToBounds = newValue
        }
    }

    // MARK: The layer tree

    /// The layer above (a view's layer: its superview's).
    public var superlayer: CALayer? { storedSuperlayer ?? hostView?.storedSuperview?.layer }

    /// The sublayers; a view's layer lists its own sublayers and then its subviews' layers.
    public var sublayers: [CALayer]? {
        get {
            let all = storedSublayers + (hostView?.storedSubviews.map(\.layer) ?? [])
            return all.isEmpty ? nil : all
        }
        set {
            for layer in storedSublayers { layer.storedSuperlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` on top of the sublayers (a layer added to itself or to one of its own
    /// sublayers is refused).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !layer.isAncestor(of: self) else { return }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.storedSuperlayer = self
        if layer.needsLayoutFlag || layer.needsDisplayFlag { layer.enqueueForCommit() }
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    public func removeFromSuperlayer() {
        storedSuperlayer?.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    func isAncestor(of layer: CALayer) -> Bool {
        var l: CALayer? = layer
        while let current = l {
            if current === self { return true }
            l = current.superlayer
        }
        return false
    }

    // MARK: The update cycle

    /// Marks the layer for `layoutSublayers()` at the next commit (a view's layer: its view
    /// for `layoutSubviews()`).
    open func setNeedsLayout() {
        if let view = hostView { view.setNeedsLayout(); return }
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        enqueueForCommit()
    }

    open func needsLayout() -> Bool { hostView.map { $0.pending.contains(.layout) } ?? needsLayoutFlag }

    /// Lays out now if marked.
    open func layoutIfNeeded() {
        if let view = hostView { view.layoutIfNeeded(); return }
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// Positions the sublayers; by default asks the delegate. Override it in a layer class.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Marks the layer for `display()` at the next commit (a view's layer: its view for
    /// `draw(_:)`).
    open func setNeedsDisplay() {
        if let view = hostView { view.setNeedsDisplay(); return }
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        enqueueForCommit()
    }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Produces the contents; by default asks the delegate.
    open func display() {
        displayCount += 1
        delegate?.display(self)
    }

    /// Whether a change of `key` marks the layer for display (none by default).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The simulation whose commit lays out and displays this layer: the one of the view it
    /// is in, or the one running now.
    private func enqueueForCommit() {
        // Core Animation may be used from any thread; the tree is read holding the main turn.
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        var l: CALayer? = self
        while let current = l, current.hostView == nil { l = current.storedSuperlayer }
        (l?.hostView?.context ?? SimulationContext.running)?.enqueueLayer(self)
    }

    /// Converts a point from `layer`'s coordinates (layers in one tree; offsets added up).
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let a = originInRoot(), b = layer?.originInRoot() ?? .zero
        return CGPoint(x: point.x + b.x - a.x, y: point.y + b.y - a.y)
    }

    private func originInRoot() -> CGPoint {
        var point = CGPoint.zero
        var l: CALayer? = self
        while let current = l {
            point.x += current.frame.minX - current.bounds.minX
            point.y += current.frame.minY - current.bounds.minY
            l = current.storedSuperlayer
        }
        return point
    }
}

/// How a layer's rounded corners are drawn.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A layer that draws a gradient (its colours and stops are kept).
open class CAGradientLayer: CALayer {
    /// `CGColor`s, as in Core Animation (`[UIColor.red.cgColor, …]`).
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
