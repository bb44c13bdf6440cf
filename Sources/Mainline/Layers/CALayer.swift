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
    /// Produces the layer's contents (by default: the layer draws in `draw(in:)`).
    func display(_ layer: CALayer)
    /// Draws the layer's contents in `ctx` (called by the layer's default `draw(in:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` (nil: the layer goes on looking; `NSNull()`: no action, and the
    /// search stops).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// The layer is about to draw its contents (`draw(in:)`).
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    /// Core Animation's default when the delegate does not display the layer itself: the
    /// layer draws its contents (`draw(in:)`, which asks `draw(_:in:)`).
    public func display(_ layer: CALayer) { layer.drawContents() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// No opinion: the layer looks in its `actions`, its `style`, then its class.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
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
///
/// A view's layer lists its subviews' layers among its sublayers, in the order the matching
/// Core Animation calls give: `addSubview(_:)` adds the subview's layer on top,
/// `insertSubview(_:at:)` inserts it at that index of `sublayers`, `insertSubview(_:aboveSubview:)`
/// and `insertSubview(_:belowSubview:)` put it just above or below the sibling's layer, whatever
/// layers of their own lie between.
///
/// As an `NSObject`, a layer is equal to another only if it is the same object (`isEqual(_:)`
/// and `hash` can be overridden).
open class CALayer: Hashable {
    /// The view whose layer this is (nil for a layer of its own).
    weak var hostView: UIView?
    weak var storedSuperlayer: CALayer?
    /// The layers of its own added to this layer, in order (for a view's layer, not its
    /// subviews' layers: those are its view's subviews).
    var storedSublayers: [CALayer] = []
    /// For a view's layer with layers of its own: the order of all its sublayers, true for a
    /// subview's layer, false for one of `storedSublayers` (each kind in its own order). Nil:
    /// the subviews' layers only, in the subviews' order.
    var viewSlots: [Bool]?
    /// The frame count of the layer's simulation when the layer joined its current superlayer
    /// (an implicit animation needs the layer to have been committed once).
    var joinedTreeAtFrame = Int.max
    var ownBounds: CGRect = .zero
    var ownPosition: CGPoint = .zero
    /// A layer of its own's transform and sublayer transform, out of line (128 bytes each;
    /// nil: the identity).
    private var ownTransformBox: Boxed<CATransform3D>?
    var sublayerTransformBox: Boxed<CATransform3D>?
    var ownTransform: CATransform3D {
        get { ownTransformBox?.value ?? CATransform3DIdentity }
        set { ownTransformBox = CATransform3DIsIdentity(newValue) ? nil : Boxed(newValue) }
    }
    var ownBackgroundColor: CGColor?
    var ownOpacity: Float = 1
    private var ownIsHidden = false
    private var ownMasksToBounds = false
    var needsLayoutFlag = false
    var needsDisplayFlag = false
    /// Set by the base `draw(in:)`: the drawing reached it (a class that draws itself does not).
    var baseDrawReached = false
    /// The animations added with `add(_:forKey:)` (made at the first).
    var animationStore: LayerAnimations?
    /// For a presentation copy (`presentation()`): the layer it shows (nil for a model layer).
    var modelLayer: CALayer?
    /// For a presentation copy: its place in the presentation tree (made when asked for).
    var presentationLinks: PresentationLinks?
    /// The layer's own `CAMediaTiming` values (nil: the defaults).
    var timingBox: Boxed<LayerTiming>?
    /// The properties few layers set, and the values of the app's own keys (nil: none set).
    var extras: LayerExtras?
    /// The simulation whose turn made the layer: the clock of a layer of its own that is in no
    /// view's tree.
    weak var creationContext: SimulationContext?

    /// A name for logs and lookups.
    open var name: String?
    /// Who lays out and displays the layer (a view's layer has its view).
    open weak var delegate: CALayerDelegate?
    public var cornerRadius: CGFloat = 0 { didSet { RenderTree.changed(); propertyDidChange("cornerRadius", from: oldValue, to: cornerRadius) } }
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var cornerCurve: CALayerCornerCurve = .circular
    public var borderWidth: CGFloat = 0 { didSet { propertyDidChange("borderWidth", from: oldValue, to: borderWidth) } }
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { propertyDidChange("borderColor", from: oldValue, to: borderColor) } }
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { propertyDidChange("shadowColor", from: oldValue, to: shadowColor) } }
    public var shadowOpacity: Float = 0 { didSet { RenderTree.changed(); propertyDidChange("shadowOpacity", from: oldValue, to: shadowOpacity) } }
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { propertyDidChange("shadowOffset", from: oldValue, to: shadowOffset) } }
    public var shadowRadius: CGFloat = 3 { didSet { propertyDidChange("shadowRadius", from: oldValue, to: shadowRadius) } }
    /// The point of the bounds (in unit coordinates, the middle by default) that sits at
    /// `position` and that transforms turn about. Changing it keeps the position and moves
    /// the frame, as in Core Animation (a view's frame moves too).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { propertyDidChange("anchorPoint", from: oldValue, to: anchorPoint) } }
    /// The transform applied to the sublayers (kept; nothing is rendered).
    public var sublayerTransform: CATransform3D {
        get { sublayerTransformBox?.value ?? CATransform3DIdentity }
        set {
            let old = sublayerTransform
            sublayerTransformBox = CATransform3DIsIdentity(newValue) ? nil : Boxed(newValue)
            propertyDidChange("sublayerTransform", from: old, to: newValue)
        }
    }
    /// The shape of the shadow, in the layer's coordinates (nil: the layer's own shape).
    public var shadowPath: CGPath? { didSet { RenderTree.changed(); propertyDidChange("shadowPath", from: oldValue, to: shadowPath) } }
    public var zPosition: CGFloat = 0 { didSet { propertyDidChange("zPosition", from: oldValue, to: zPosition) } }
    public var contents: Any? { didSet { propertyDidChange("contents") } }
    public var contentsScale: CGFloat = 1
    public var isOpaque = false
    public var mask: CALayer? { didSet { if oldValue !== mask { RenderTree.changed(); propertyDidChange("mask") } } }
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    public var allowsGroupOpacity = true
    /// How many times `display()` ran for this layer.
    public private(set) var displayCount = 0
    /// Actions by key, searched by `action(forKey:)` after the delegate (`NSNull()` under a
    /// key turns that key's implicit animation off).
    open var actions: [String: CAAction]?
    /// Default values by key; its `"actions"` entry (a `[String: CAAction]`) is searched after
    /// `actions`.
    open var style: [AnyHashable: Any]?

    /// A layer with Core Animation's defaults. Subclasses may override it (`override init()`),
    /// as with QuartzCore.
    public init() {
        noteCreation()
    }

    /// Remembers the simulation whose turn made the layer: a layer of its own is a tree of its
    /// own, committed (and so implicitly animated) from that simulation's next frame on.
    private func noteCreation() {
        guard let context = SimulationContext.running else { return }
        creationContext = context
        joinedTreeAtFrame = context.loop.timeline.framesStarted
    }

    /// A copy of `layer`'s model values, as Core Animation makes for presentation layers;
    /// subclasses override it to copy their own properties (calling super).
    public init(layer: Any) {
        if let other = layer as? CALayer { copyModelValues(from: other) }
    }

    /// A presentation copy made with the class's own `init(layer:)`, as Core Animation makes
    /// one. Not UIKit API: `mainline-adapt` overrides it in each layer subclass it adapts that
    /// has an `init(layer:)` (`ClassName(layer: self)`: Swift calls a subclass's non-required
    /// initializer only where the class is named). Nil here: the copy is then made through
    /// `init?(coder:)`.
    open func mainlinePresentationCopy() -> CALayer? { nil }

    /// Takes `other`'s model values (what `init(layer:)` copies).
    func copyModelValues(from other: CALayer) {
        ownBounds = other.bounds
        ownPosition = other.position
        anchorPoint = other.anchorPoint
        ownTransform = other.transform
        sublayerTransformBox = other.sublayerTransformBox
        shadowPath = other.shadowPath
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        ownBackgroundColor = other.backgroundColor
        ownOpacity = other.opacity
        ownIsHidden = other.isHidden
        ownMasksToBounds = other.masksToBounds
        zPosition = other.zPosition
        contents = other.contents
        contentsScale = other.contentsScale
        isOpaque = other.isOpaque
        name = other.name
        actions = other.actions
        style = other.style
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        allowsGroupOpacity = other.allowsGroupOpacity
        mask = other.mask
        timingBox = other.timingBox
        extras = other.extras?.copy()
    }

    /// A layer from an archive: Mainline decodes nothing from it, so the layer has Core
    /// Animation's defaults. (Required, as `NSSecureCoding` makes it in QuartzCore; it is
    /// also how a view makes a `layerClass` of the app's own: see `UIView.layer`.)
    public required init?(coder: NSCoder) {
        // A presentation copy of a layer class of the app's own is made this way (see
        // `presentation()`): it starts from the model layer's values.
        if let archive = coder as? PresentationArchive {
            modelLayer = archive.model
            copyModelValues(from: archive.model)
        } else {
            noteCreation()
        }
    }

    // MARK: Identity (as an NSObject)

    /// Whether `object` is this layer (override for a value-like equality, as with NSObject).
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CALayer else { return false }
        return other === self
    }

    /// The hash `isEqual(_:)` agrees with (by default, of the object's identity).
    open var hash: Int { ObjectIdentifier(self).hashValue }

    /// NSObject's `==`: `isEqual(_:)`.
    public static func == (a: CALayer, b: CALayer) -> Bool { a.isEqual(b) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

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
            let oldPosition = ownPosition, oldBounds = ownBounds
            ownBounds.size = size
            ownPosition = CGPoint(x: newValue.minX - local.minX, y: newValue.minY - local.minY)
            if sizeChanged { setNeedsLayout() }
            if sizeChanged, extras?.needsDisplayOnBoundsChange == true { setNeedsDisplay() }
            if sizeChanged { propertyDidChange("bounds", from: oldBounds, to: ownBounds) }
            propertyDidChange("position", from: oldPosition, to: ownPosition)
        }
    }

    /// The layer's own coordinate space (a view's layer: the view's bounds).
    public var bounds: CGRect {
        get { hostView?.bounds ?? ownBounds }
        set {
            if let view = hostView { view.bounds = newValue; return }
            guard newValue.isFiniteRect else { return }
            let sizeChanged = newValue.size != ownBounds.size
            let old = ownBounds
            ownBounds = newValue
            if sizeChanged { setNeedsLayout() }
            if old != newValue, extras?.needsDisplayOnBoundsChange == true { setNeedsDisplay() }
            propertyDidChange("bounds", from: old, to: newValue)
        }
    }

    /// Where the anchor point sits in the superlayer (a view's layer: the view's center).
    public var position: CGPoint {
        get { hostView?.center ?? ownPosition }
        set {
            if let view = hostView { view.center = newValue; return }
            guard newValue.isFinitePoint else { return }
            let old = ownPosition
            ownPosition = newValue
            propertyDidChange("position", from: old, to: newValue)
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
            let old = ownTransform
            ownTransform = newValue
            propertyDidChange("transform", from: old, to: newValue)
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
            let old = ownBackgroundColor
            ownBackgroundColor = newValue
            propertyDidChange("backgroundColor", from: old, to: newValue)
        }
    }

    public var opacity: Float {
        get { hostView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            guard !newValue.isNaN else { return }
            if let view = hostView { view.alpha = CGFloat(newValue) }
            let old = ownOpacity
            ownOpacity = min(1, max(0, newValue))
            RenderTree.changed()
            propertyDidChange("opacity", from: old, to: ownOpacity)
        }
    }

    public var isHidden: Bool {
        get { hostView?.isHidden ?? ownIsHidden }
        set {
            if let view = hostView { view.isHidden = newValue }
            let old = ownIsHidden
            ownIsHidden = newValue
            RenderTree.changed()
            propertyDidChange("hidden", from: old, to: newValue)
        }
    }

    public var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view = hostView { view.clipsToBounds = newValue }
            let old = ownMasksToBounds
            ownMasksToBounds = newValue
            RenderTree.changed()
            propertyDidChange("masksToBounds", from: old, to: newValue)
        }
    }

    // MARK: The layer tree

    /// The layer above (a view's layer: its superview's). A presentation copy's is the
    /// presentation copy of its model layer's superlayer: the presentation tree mirrors the model
    /// tree.
    public var superlayer: CALayer? {
        if let model = modelLayer {
            if let parent = presentationLinks?.parent { return parent }
            return model.superlayer?.presentation()
        }
        return storedSuperlayer ?? hostView?.storedSuperview?.layer
    }

    /// The sublayers, back to front; a view's layer lists its subviews' layers among its own,
    /// each where the call that put it there placed it.
    ///
    /// Setting it replaces the layer's own sublayers. On a view's layer, the subviews' layers
    /// stay (Core Animation would take them out, leaving UIKit's views without layers): those
    /// the new list names go where it puts them, in its order; the others go on top.
    public var sublayers: [CALayer]? {
        get {
            MainTurn.shared.begin()
            defer { MainTurn.shared.end() }
            if modelLayer != nil { return presentationSublayers() }
            guard let view = hostView else { return storedSublayers.isEmpty ? nil : storedSublayers }
            let subviews = view.storedSubviews
            guard let slots = viewSlots else { return subviews.isEmpty ? nil : subviews.map(\.layer) }
            var all: [CALayer] = []
            all.reserveCapacity(slots.count)
            var (nextView, nextOwn) = (0, 0)
            for isView in slots {
                if isView { all.append(subviews[nextView].layer); nextView += 1 } else { all.append(storedSublayers[nextOwn]); nextOwn += 1 }
            }
            return all.isEmpty ? nil : all
        }
        set {
            MainTurn.shared.begin()
            defer { MainTurn.shared.end() }
            replaceSublayers(with: newValue ?? [])
        }
    }

    /// Adds `layer` on top of the sublayers (a layer added to itself or to one of its own
    /// sublayers is refused).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayerCount))
    }

    /// Inserts `layer` at `index` of `sublayers` (the top when past the end). On a view's
    /// layer, a subview's layer moves its subview (subviews follow their layers' order).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        // Core Animation may be used from any thread; the tree is changed holding the main turn.
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        guard layer !== self, !layer.isAncestor(of: self) else { return }
        if let view = hostView, let subview = layer.hostView, subview.storedSuperview === view {
            view.insert(subview, .sublayerIndex(Int(index)))
            return
        }
        if let other = layer.hostView {
            // Another view's layer: in UIKit its view would lose its place; refused.
            DiagnosticCenter.report(.invalidHierarchy, """
            Mainline: [CALayer insertSublayer:] with the layer of \(other.shortDescription), which is not a subview of \
            \(hostView?.shortDescription ?? "the layer's view"); add the view with addSubview(_:) instead. The call is ignored.
            """, views: [other.description], in: other.context)
            return
        }
        layer.removeFromSuperlayer()
        insertOwnSublayer(layer, atSlot: Int(index))
        layer.storedSuperlayer = self
        layer.joinedTreeAtFrame = treeContext?.loop.timeline.framesStarted ?? Int.max
        if layer.needsLayoutFlag || layer.needsDisplayFlag { layer.enqueueForCommit() }
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        if let view = hostView, let subview = layer.hostView, subview.storedSuperview === view {
            return view.insert(subview, sibling.map { .belowLayer($0) } ?? .sublayerIndex(0))
        }
        guard layer !== sibling else { return }
        let slot = sibling.flatMap { slotIndex(of: $0, ignoring: layer) } ?? 0
        insertSublayer(layer, at: UInt32(clamping: slot))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        if let view = hostView, let subview = layer.hostView, subview.storedSuperview === view {
            return view.insert(subview, sibling.map { .aboveLayer($0) } ?? .top)
        }
        guard layer !== sibling else { return }
        let slot = sibling.flatMap { slotIndex(of: $0, ignoring: layer) }.map { $0 + 1 } ?? Int.max
        insertSublayer(layer, at: UInt32(clamping: slot))
    }

    /// Puts `new` where `old` is.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        guard old !== new, let slot = slotIndex(of: old, ignoring: new), old.hostView == nil else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(clamping: slot))
    }

    /// Takes the layer out of its superlayer (a view's layer stays with its view: remove the
    /// view with `removeFromSuperview()`).
    public func removeFromSuperlayer() {
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        guard let parent = storedSuperlayer else { return }
        if let index = parent.storedSublayers.firstIndex(where: { $0 === self }) {
            parent.storedSublayers.remove(at: index)
            RenderTree.changed()
            if var slots = parent.viewSlots {
                slots.remove(at: CALayer.position(ofNth: index, where: false, in: slots))
                parent.viewSlots = parent.storedSublayers.isEmpty ? nil : slots
            }
        }
        storedSuperlayer = nil
        joinedTreeAtFrame = Int.max
    }

    // The order of a view's layer's sublayers.

    /// How many sublayers there are (a view's layer: its own and its subviews').
    var sublayerCount: Int { storedSublayers.count + (hostView?.storedSubviews.count ?? 0) }

    /// Where `layer` is in `sublayers`, counted as if `moving` (about to be inserted) were
    /// already out of the list.
    func slotIndex(of layer: CALayer, ignoring moving: CALayer) -> Int? {
        guard let slot = slotIndex(of: layer) else { return nil }
        guard let movingSlot = slotIndex(of: moving), movingSlot < slot else { return slot }
        return slot - 1
    }

    /// Where `layer` is in `sublayers`.
    func slotIndex(of layer: CALayer) -> Int? {
        if let view = hostView, let subview = layer.hostView {
            guard subview.storedSuperview === view else { return nil }
            return viewSlotIndex(ofSubviewAt: subview.indexInSuperview)
        }
        guard let own = storedSublayers.firstIndex(where: { $0 === layer }) else { return nil }
        guard let slots = viewSlots else { return own }
        return CALayer.position(ofNth: own, where: false, in: slots)
    }

    /// Where the layer of the subview at `index` of its view's subviews is in `sublayers`.
    func viewSlotIndex(ofSubviewAt index: Int) -> Int {
        guard let slots = viewSlots else { return index }
        return CALayer.position(ofNth: index, where: true, in: slots)
    }

    /// Inserts a layer of its own at `slot` of `sublayers` (clamped).
    private func insertOwnSublayer(_ layer: CALayer, atSlot slot: Int) {
        guard let view = hostView else {
            storedSublayers.insert(layer, at: max(0, min(slot, storedSublayers.count)))
            RenderTree.changed()
            return
        }
        var slots = viewSlots ?? Array(repeating: true, count: view.storedSubviews.count)
        let at = max(0, min(slot, slots.count))
        let ownBefore = slots[..<at].reduce(0) { $0 + ($1 ? 0 : 1) }
        storedSublayers.insert(layer, at: ownBefore)
        RenderTree.changed()
        slots.insert(false, at: at)
        viewSlots = slots
    }

    /// A subview's layer joined at `slot` of `sublayers` (its view is already in the subviews).
    func viewLayerInserted(atSlot slot: Int) {
        guard viewSlots != nil else { return }
        viewSlots!.insert(true, at: max(0, min(slot, viewSlots!.count)))
    }

    /// The layer of the subview that was at `index` of the subviews left.
    func viewLayerRemoved(subviewIndex index: Int) {
        guard let slots = viewSlots else { return }
        viewSlots!.remove(at: CALayer.position(ofNth: index, where: true, in: slots))
    }

    /// The index in `slots` of its `n`th entry equal to `value` (n from 0).
    static func position(ofNth n: Int, where value: Bool, in slots: [Bool]) -> Int {
        var seen = 0
        for (i, slot) in slots.enumerated() where slot == value {
            if seen == n { return i }
            seen += 1
        }
        return slots.count
    }

    private func replaceSublayers(with layers: [CALayer]) {
        for layer in storedSublayers { layer.storedSuperlayer = nil; layer.joinedTreeAtFrame = Int.max }
        storedSublayers = []
        viewSlots = nil
        RenderTree.changed()
        guard let view = hostView else {
            for layer in layers { addSublayer(layer) }
            return
        }
        // The subviews the list names take its order; the others go on top, in their order.
        var named: [UIView] = []
        var slots: [Bool] = []
        var own: [CALayer] = []
        for layer in layers {
            if let subview = layer.hostView {
                guard subview.storedSuperview === view, !named.contains(where: { $0 === subview }) else { continue }
                named.append(subview)
                slots.append(true)
            } else if layer !== self, !layer.isAncestor(of: self), !own.contains(where: { $0 === layer }) {
                own.append(layer)
                slots.append(false)
            }
        }
        let others = view.storedSubviews.filter { subview in !named.contains { $0 === subview } }
        slots += Array(repeating: true, count: others.count)
        view.storedSubviews = named + others
        view.renumberSubviews(from: 0)
        let frame = treeContext?.loop.timeline.framesStarted ?? Int.max
        for layer in own {
            layer.removeFromSuperlayer()
            layer.storedSuperlayer = self
            layer.joinedTreeAtFrame = frame
            storedSublayers.append(layer)
            if layer.needsLayoutFlag || layer.needsDisplayFlag { layer.enqueueForCommit() }
        }
        viewSlots = own.isEmpty ? nil : slots
    }

    /// The simulation of the view whose layer tree this layer is in; for a tree of layers of
    /// their own, the one that made its root (nil: none).
    var treeContext: SimulationContext? {
        var l: CALayer? = self
        while let current = l {
            if let view = current.hostView { return view.context }
            guard let parent = current.storedSuperlayer else { return current.creationContext }
            l = parent
        }
        return nil
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
        extras?.dirtyRect = nil
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

    /// Produces the contents: the delegate's `display(_:)` when there is a delegate (whose
    /// default draws the layer), else `draw(in:)`.
    open func display() {
        displayCount += 1
        if let delegate { delegate.display(self) } else { drawContents() }
    }

    /// Draws the layer's contents; by default asks the delegate's `draw(_:in:)`. Override it
    /// in a layer class that draws itself.
    open func draw(in ctx: CGContext) {
        baseDrawReached = true
        // A view's layer: the view is drawing through it (its `draw(_:)` called this), so its
        // delegate's drawing is the view's own, already under way.
        guard hostView == nil else { return }
        delegate?.draw(self, in: ctx)
    }

    /// Whether the classes are Core Animation's own (their contents are not drawn by `draw(in:)`).
    static func isBuiltIn(_ type: CALayer.Type) -> Bool {
        type == CALayer.self || type == CAShapeLayer.self || type == CAGradientLayer.self || type == CATextLayer.self
            || type == CAReplicatorLayer.self || type == CAScrollLayer.self || type == CAEmitterLayer.self
            || type == CATransformLayer.self
    }

    /// Whether a change of `key` marks the layer for display (none by default). A layer class
    /// returns true for its own animatable properties: while such a property animates, the layer
    /// is displayed every frame with the property's animated value (as Core Animation redraws the
    /// presentation layer).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Key-value coding (see CALayer+KeyValueCoding.swift)

    /// The value of `key`: Core Animation's property of that name, else the value kept for it
    /// with `setValue(_:forKey:)`, else `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }

    /// Sets `key`: Core Animation's property of that name, else a value the layer keeps (how a
    /// layer subclass's animatable properties of its own are stored).
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }

    /// The value at `keyPath` (`"transform.rotation.z"`, `"position.x"`, `"sublayers"` …).
    open func value(forKeyPath keyPath: String) -> Any? { keyedValue(forKeyPath: keyPath) }

    /// Sets the value at `keyPath` (`layer.setValue(angle, forKeyPath: "transform.rotation.z")`).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyedValue(value, forKeyPath: keyPath) }

    /// The value a key has until it is set: Core Animation's default for its own properties,
    /// nil for others. Override it to give a property of the layer class's own a default.
    open class func defaultValue(forKey key: String) -> Any? { builtInDefault(forKey: key) }

    /// Whether an archive of the layer keeps `key`'s value (every key's: true, as Core Animation
    /// answers by default).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Overridable geometry and drawing (see CALayer+Geometry.swift, CALayer+Rendering.swift)

    /// The size the layer would like: by default its frame's size (its bounds' size through its
    /// transform).
    open func preferredFrameSize() -> CGSize { frame.size }

    /// Whether `p`, in the layer's own coordinates, is inside it (by default: inside its bounds).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant of the layer (or the layer) containing `p`, given in the
    /// superlayer's coordinates, front to back; hidden layers and the parts of a layer's
    /// sublayers outside its bounds when it masks to them are skipped (nil: none).
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestTree(p) }

    /// Draws the layer and its sublayers into `ctx`, in the layer's coordinates: what Core
    /// Animation would show of it (see `CALayer+Rendering.swift`).
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// Marks `r` (in the layer's coordinates) for display: the next display redraws the layer,
    /// with the union of the marked rectangles as its context's clip.
    open func setNeedsDisplay(_ r: CGRect) {
        if let view = hostView { view.setNeedsDisplay(r); return }
        guard !r.isNull, r.isFiniteRect else { return }
        if !needsDisplayFlag || extras?.dirtyRect != nil {
            let dirty = extras?.dirtyRect.map { $0.union(r) } ?? r
            madeExtras.dirtyRect = dirty
        }
        if !needsDisplayFlag {
            needsDisplayFlag = true
            enqueueForCommit()
        }
    }

    /// Whether the layer's contents are drawn flipped (a layer whose geometry is flipped, inside a
    /// superlayer that is not, or the other way round).
    open func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }

    // MARK: Actions

    /// The action for `event`, searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, then `actions`, then `style`'s `"actions"`, then the class's
    /// `defaultAction(forKey:)`, then Core Animation's implicit animation of an animatable
    /// property. `NSNull()` found at any step ends the search with no action.
    open func action(forKey event: String) -> CAAction? {
        func found(_ action: CAAction?) -> CAAction?? {
            guard let action else { return nil }
            return .some(action is NSNull ? nil : action)
        }
        if let delegate, let result = found(delegate.action(for: self, forKey: event)) { return result }
        if let result = found(actions?[event]) { return result }
        if let result = found((style?["actions"] as? [String: CAAction])?[event]) { return result }
        if let result = found(type(of: self).defaultAction(forKey: event)) { return result }
        return CALayer.implicitAnimation(forKey: event)
    }

    /// The class's default action for `event` (none: Core Animation's implicit animation is
    /// used). Override it to give a layer class actions of its own.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The simulation whose commit lays out and displays this layer: the one of the view it
    /// is in, or the one running now (else the one that made its tree).
    func enqueueForCommit() {
        // Core Animation may be used from any thread; the tree is read holding the main turn.
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        var l: CALayer? = self
        while let current = l, current.hostView == nil { l = current.storedSuperlayer }
        (l?.hostView?.context ?? SimulationContext.running ?? treeContext)?.enqueueLayer(self)
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
    open var colors: [Any]? { didSet { propertyDidChange("colors", oldValue: oldValue ?? []) } }
    /// Where each colour stops, from 0 to 1 (nil: evenly spaced).
    open var locations: [NSNumber]? { didSet { propertyDidChange("locations", from: oldValue, to: locations) } }
    /// Where the gradient starts, in unit coordinates of the bounds (the top middle).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { propertyDidChange("startPoint", from: oldValue, to: startPoint) } }
    /// Where the gradient ends (the bottom middle).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { propertyDidChange("endPoint", from: oldValue, to: endPoint) } }
    /// The kind of gradient.
    open var type: CAGradientLayerType = .axial

    /// The locations, or evenly spread ones when none are given.
    var effectiveLocations: [Any] {
        if let locations { return locations }
        let n = colors?.count ?? 0
        return n <= 1 ? [0.0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// A layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s model values, its gradient's included.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { copyOwnValues(from: other) }
    }

    private func copyOwnValues(from other: CAGradientLayer) {
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// A layer from an archive (nothing is decoded: Core Animation's defaults; a presentation
    /// copy of a subclass of the app's own starts from its model layer's values).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let model = (coder as? PresentationArchive)?.model as? CAGradientLayer { copyOwnValues(from: model) }
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
