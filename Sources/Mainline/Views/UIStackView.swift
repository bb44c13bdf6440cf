import Foundation

/// Lays out its arranged subviews in a row or a column with constraints, as UIKit does: it
/// makes them Auto Layout views and generates constraints named as UIKit names them
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`, `UISV-alignment`, …) in
/// `updateConstraints()`, whenever the arrangement, a property, or an arranged view's
/// visibility changes. Hidden arranged views take no space.
open class UIStackView: UIView {
    /// How arranged views share the main axis.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views sit on the cross axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        nonisolated public static let top = Alignment.leading
        nonisolated public static let bottom = Alignment.trailing
    }

    /// `setCustomSpacing(_:after:)` with this value goes back to `spacing`.
    nonisolated public static let spacingUseDefault = -CGFloat.greatestFiniteMagnitude
    /// `setCustomSpacing(_:after:)` with this value uses the system spacing (8 points).
    nonisolated public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    var storedArranged: [UIView] = []
    var storedAxis: NSLayoutConstraint.Axis = .horizontal
    var storedDistribution: Distribution = .fill
    var storedAlignment: Alignment = .fill
    var storedSpacing: CGFloat = 0
    var storedMarginsRelative = false
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var generated: [NSLayoutConstraint] = []
    var spacerGuides: [UILayoutGuide] = []
    var needsArrangementUpdate = true

    public init(arrangedSubviews views: [UIView]) {
        let entry = UIEntry("-[UIStackView initWithArrangedSubviews:]"); defer { entry.end() }
        super.init(frame: .zero)
        for v in views { arrange(v, at: storedArranged.count) }
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIStackView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init(coder: NSCoder) {
        let entry = UIEntry("-[UIStackView initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)!  // UIView's never fails
    }

    open override class var requiresConstraintBasedLayout: Bool { let entry = UIEntry("+[UIStackView requiresConstraintBasedLayout]"); defer { entry.end() }; return true }

    /// The views laid out by the stack, in order.
    public var arrangedSubviews: [UIView] {
        let entry = UIEntry("-[UIStackView arrangedSubviews]", self); defer { entry.end() }
        return storedArranged
    }

    public func addArrangedSubview(_ view: UIView) {
        let entry = UIEntry("-[UIStackView addArrangedSubview:]", self); defer { entry.end() }
        arrange(view, at: storedArranged.count)
    }

    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        let entry = UIEntry("-[UIStackView insertArrangedSubview:atIndex:]", self); defer { entry.end() }
        arrange(view, at: index)
    }

    /// Stops arranging a view; it stays a subview (UIKit's behaviour).
    public func removeArrangedSubview(_ view: UIView) {
        let entry = UIEntry("-[UIStackView removeArrangedSubview:]", self); defer { entry.end() }
        guard let i = storedArranged.firstIndex(where: { $0 === view }) else { return }
        storedArranged.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    open var axis: NSLayoutConstraint.Axis {
        get { let entry = UIEntry("-[UIStackView axis]", self); defer { entry.end() }; return storedAxis }
        set { let entry = UIEntry("-[UIStackView setAxis:]", self); defer { entry.end() }; if newValue != storedAxis { storedAxis = newValue; arrangementChanged() } }
    }

    open var distribution: Distribution {
        get { let entry = UIEntry("-[UIStackView distribution]", self); defer { entry.end() }; return storedDistribution }
        set { let entry = UIEntry("-[UIStackView setDistribution:]", self); defer { entry.end() }; if newValue != storedDistribution { storedDistribution = newValue; arrangementChanged() } }
    }

    open var alignment: Alignment {
        get { let entry = UIEntry("-[UIStackView alignment]", self); defer { entry.end() }; return storedAlignment }
        set { let entry = UIEntry("-[UIStackView setAlignment:]", self); defer { entry.end() }; if newValue != storedAlignment { storedAlignment = newValue; arrangementChanged() } }
    }

    /// The space between adjacent arranged views.
    open var spacing: CGFloat {
        get { let entry = UIEntry("-[UIStackView spacing]", self); defer { entry.end() }; return storedSpacing }
        set {
            let entry = UIEntry("-[UIStackView setSpacing:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setSpacing:", "\(newValue)") }
            if newValue != storedSpacing { storedSpacing = newValue; arrangementChanged() }
        }
    }

    /// Whether the arranged views are laid out within the stack's layout margins.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { let entry = UIEntry("-[UIStackView isLayoutMarginsRelativeArrangement]", self); defer { entry.end() }; return storedMarginsRelative }
        set { let entry = UIEntry("-[UIStackView setLayoutMarginsRelativeArrangement:]", self); defer { entry.end() }; if newValue != storedMarginsRelative { storedMarginsRelative = newValue; arrangementChanged() } }
    }

    public func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        let entry = UIEntry("-[UIStackView setCustomSpacing:afterView:]", self); defer { entry.end() }
        customSpacings[ObjectIdentifier(view)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    public func customSpacing(after view: UIView) -> CGFloat {
        let entry = UIEntry("-[UIStackView customSpacingAfterView:]", self); defer { entry.end() }
        return customSpacings[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
    }

    open override func updateConstraints() {
        let entry = UIEntry("-[UIStackView updateConstraints]", self); defer { entry.end() }
        if needsArrangementUpdate { asFrameworkWork { rebuildConstraints() } }
        super.updateConstraints()
    }

    open override func draw(_ rect: CGRect) {
        let entry = UIEntry("-[UIStackView drawRect:]", self); defer { entry.end() }
        // A stack view draws nothing (it is a non-rendering container); reaching the base
        // implementation keeps it out of the draw counts.
        super.draw(rect)
    }

    override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        let visible = storedArranged.filter { !$0.storedIsHidden }
        guard let first = visible.first, let last = visible.last else { return nil }
        let top = first.frameValue.minY + (first.firstBaselineOffsetFromTop ?? first.storedBounds.height)
        let lastBaseline = last.frameValue.maxY - (last.lastBaselineOffsetFromBottom ?? 0)
        return (top, max(0, storedBounds.height - lastBaseline))
    }

    // MARK: - Implementation

    private func arrange(_ view: UIView, at index: Int) {
        if let i = storedArranged.firstIndex(where: { $0 === view }) { storedArranged.remove(at: i) }
        storedArranged.insert(view, at: max(0, min(index, storedArranged.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.storedSuperview !== self { insert(view, at: storedSubviews.count) }
        arrangementChanged()
    }

    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if storedArranged.contains(where: { $0 === view }) { arrangementChanged() }
    }

    override func didRemoveSubview(_ view: UIView) {
        if let i = storedArranged.firstIndex(where: { $0 === view }) {
            storedArranged.remove(at: i)
            arrangementChanged()
        }
    }

    private func arrangementChanged() {
        needsArrangementUpdate = true
        markNeedsUpdateConstraints()
    }

    private func rebuildConstraints() {
        needsArrangementUpdate = false
        NSLayoutConstraint.deactivate(generated)
        generated = []
        for guide in spacerGuides { removeGuide(guide) }
        spacerGuides = []
        let views = storedArranged.filter { !$0.storedIsHidden && $0.storedSuperview === self }
        guard !views.isEmpty else { return }
        context.loop.clock.charge(.stackArrangement, views.count)
        let canvas: LayoutItem = storedMarginsRelative ? layoutMarginsGuideForEngine : self
        let horizontal = storedAxis == .horizontal
        let (start, end, length, center): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let (crossStart, crossEnd, crossLength, crossCenter): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)

        func make(_ name: String, _ a: LayoutItem, _ aAttr: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                  _ b: LayoutItem?, _ bAttr: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                  priority: UILayoutPriority = .required) {
            let c = NSLayoutConstraint(item: a, attribute: aAttr, relatedBy: relation, toItem: b, attribute: bAttr,
                                       multiplier: multiplier, constant: constant)
            c.identifier = name
            c.storedPriority = priority
            generated.append(c)
        }

        // Main axis: the ends of the canvas, then the gaps.
        make("UISV-canvas-connection", views[0], start, .equal, canvas, start)
        make("UISV-canvas-connection", canvas, end, .equal, views[views.count - 1], end)
        for (prev, next) in zip(views, views.dropFirst()) {
            let custom = customSpacings[ObjectIdentifier(prev)]
            let gap = custom == UIStackView.spacingUseSystem ? 8 : custom ?? storedSpacing
            switch storedDistribution {
            case .fill, .fillEqually, .fillProportionally:
                make("UISV-spacing", next, start, .equal, prev, end, constant: gap)
            case .equalSpacing, .equalCentering:
                make("UISV-spacing", next, start, .greaterThanOrEqual, prev, end, constant: gap)
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addGuide(guide)
                spacerGuides.append(guide)
                let (from, to): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = storedDistribution == .equalSpacing ? (end, start) : (center, center)
                make("UISV-distributing-edge", guide, start, .equal, prev, from)
                make("UISV-distributing-edge", guide, end, .equal, next, to)
                if let first = spacerGuides.first, first !== guide {
                    make("UISV-fill-equally", guide, length, .equal, first, length)
                }
            }
        }
        switch storedDistribution {
        case .fillEqually:
            for v in views.dropFirst() { make("UISV-fill-equally", v, length, .equal, views[0], length) }
        case .fillProportionally:
            let sizes = views.map { v -> CGFloat in
                let s = v.intrinsicContentSizeForEngine ?? .zero
                return max(0, horizontal ? s.width : s.height)
            }
            if sizes[0] > 0 {
                for (v, size) in zip(views.dropFirst(), sizes.dropFirst()) where size > 0 {
                    make("UISV-fill-proportionally", v, length, .equal, views[0], length, multiplier: size / sizes[0], priority: UILayoutPriority(999))
                }
            }
        default:
            break
        }

        // Cross axis.
        for v in views {
            switch storedAlignment {
            case .fill:
                make("UISV-alignment", v, crossStart, .equal, canvas, crossStart)
                make("UISV-alignment", v, crossEnd, .equal, canvas, crossEnd)
            case .leading:
                make("UISV-alignment", v, crossStart, .equal, canvas, crossStart)
                make("UISV-spanning-boundary", canvas, crossEnd, .greaterThanOrEqual, v, crossEnd)
            case .trailing:
                make("UISV-alignment", v, crossEnd, .equal, canvas, crossEnd)
                make("UISV-spanning-boundary", v, crossStart, .greaterThanOrEqual, canvas, crossStart)
            case .center:
                make("UISV-alignment", v, crossCenter, .equal, canvas, crossCenter)
                make("UISV-spanning-boundary", v, crossStart, .greaterThanOrEqual, canvas, crossStart)
                make("UISV-spanning-boundary", canvas, crossEnd, .greaterThanOrEqual, v, crossEnd)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = storedAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, v !== views[0] {
                    make("UISV-alignment", v, baseline, .equal, views[0], baseline)
                }
                make("UISV-spanning-boundary", v, crossStart, .greaterThanOrEqual, canvas, crossStart)
                make("UISV-spanning-boundary", canvas, crossEnd, .greaterThanOrEqual, v, crossEnd)
            }
        }
        if storedAlignment != .fill {
            // With only inequalities on the cross axis, the stack would be ambiguous: it hugs
            // its largest arranged view at a low priority.
            make("UISV-canvas-fit", canvas, crossLength, .equal, nil, .notAnAttribute, constant: 0, priority: UILayoutPriority(49))
        }
        NSLayoutConstraint.activate(generated)
    }
}
