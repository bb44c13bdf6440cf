import Foundation

/// A view a collection view shows for an element, kept in a reuse pool when it leaves the
/// visible area and handed out again by `dequeueReusable…`.
///
/// A registered class is made with `init(frame: .zero)`, your override of it included (through
/// `init(registeredReuseIdentifier:)`: UIKit calls `initWithFrame:` dynamically, which Swift
/// without Objective-C does through a required initializer).
open class UICollectionReusableView: UIView {
    var storedReuseIdentifier: String?
    /// Set when `dequeueReusable…` hands the view out; checked and cleared when the data
    /// source returns it.
    var isFreshlyDequeued = false
    /// The attributes last applied.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UICollectionReusableView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    /// How the collection view makes a registered class: `init(frame: .zero)`, dispatched to
    /// the subclass's override. Subclasses inherit it when they override `init(frame:)` and
    /// `init(coder:)`, or declare no initializer.
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        let entry = UIEntry("-[UICollectionReusableView initWithFrame:]"); defer { entry.end() }
        self.init(frame: .zero)
        storedReuseIdentifier = identifier
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UICollectionReusableView initWithCoder:]"); defer { entry.end() }
        // A view from a nib or a storyboard's prototype carries its reuse identifier.
        storedReuseIdentifier = (coder as? NibDecoder)?.element["reuseIdentifier"]
        super.init(coder: coder)
    }

    /// The identifier the view was registered and dequeued with.
    open var reuseIdentifier: String? {
        let entry = UIEntry("-[UICollectionReusableView reuseIdentifier]", self); defer { entry.end() }
        return storedReuseIdentifier
    }

    /// Called just before `dequeueReusable…` returns this view again: reset its state.
    open func prepareForReuse() { UIEntry.check("-[UICollectionReusableView prepareForReuse]", self) }

    /// The attributes the view would like, given the layout's (self-sizing): the default
    /// measures the view with Auto Layout (`systemLayoutSizeFitting`) at the layout's size,
    /// each dimension held as the layout asks (the fixed one at `.required`).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let entry = UIEntry("-[UICollectionReusableView preferredLayoutAttributesFittingAttributes:]", self); defer { entry.end() }
        let result = layoutAttributes.duplicate()
        let priorities = fittingPriorities ?? (.fittingSizeLevel, .fittingSizeLevel)
        var size = measuredView.fittingSize(layoutAttributes.storedFrame.size, horizontal: priorities.horizontal, vertical: priorities.vertical)
        if !size.isFiniteSize || size.width < 0 || size.height < 0 { size = layoutAttributes.storedFrame.size }
        result.storedFrame.size = size
        return result
    }

    /// Applies layout attributes (the collection view has already placed the view by them):
    /// override it to read a custom attributes subclass's properties.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        UIEntry.check("-[UICollectionReusableView applyLayoutAttributes:]", self)
    }

    /// Called before the collection view changes from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        UIEntry.check("-[UICollectionReusableView willTransitionFromLayout:toLayout:]", self)
    }

    /// Called once the collection view changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        UIEntry.check("-[UICollectionReusableView didTransitionFromLayout:toLayout:]", self)
    }

    /// The fitting priorities for the next measurement (set by the collection view).
    var fittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    /// The view whose constraints decide the size: the content view of a cell.
    var measuredView: UIView { self }

    /// Places the view for its attributes — its bounds and centre, its transform (the layer's,
    /// for a 3D one), `zIndex` as the layer's `zPosition`, alpha and hidden — then `apply(_:)`.
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        let frame = attributes.storedFrame
        let transform = attributes.storedTransform3D
        if CATransform3DIsIdentity(transform) {
            if storedLayerTransform != nil { layer.transform = CATransform3DIdentity }
            if frameValue != frame { self.frame = frame }
        } else {
            let size = frame.size
            if storedBounds.size != size { bounds = CGRect(origin: storedBounds.origin, size: size) }
            let middle = CGPoint(x: frame.midX, y: frame.midY)
            if storedCenter != middle { center = middle }
            if !CATransform3DEqualToTransform(layer.transform, transform) { layer.transform = transform }
        }
        let z = CGFloat(attributes.storedZIndex)
        if layer.zPosition != z { layer.zPosition = z }
        if storedAlpha != attributes.storedAlpha { alpha = attributes.storedAlpha }
        if storedIsHidden != attributes.storedIsHidden { isHidden = attributes.storedIsHidden }
        appliedAttributes = attributes
        apply(attributes)
    }
}

/// A collection view's cell: a `contentView` for the content, sized with the cell, optional
/// background and selected-background views, and the selected and highlighted states.
open class UICollectionViewCell: UICollectionReusableView {
    var storedContentView: UIView!
    var storedIsSelected = false
    var storedIsHighlighted = false
    var storedBackgroundView: UIView?
    var storedSelectedBackgroundView: UIView?
    var storedContentConfiguration: UIContentConfiguration?
    /// The view a content configuration made (inside `contentView`).
    var configuredContentView: (UIView & UIContentView)?
    /// Whether the collection view is editing.
    var storedIsEditing = false

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UICollectionViewCell initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UICollectionViewCell initWithCoder:]"); defer { entry.end() }
        // The content view exists before the archive is decoded: a nib's cell decodes its
        // content into it.
        storedContentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        let content = storedContentView ?? UIView(frame: .zero)
        content.frame = CGRect(origin: .zero, size: storedBounds.size)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        storedContentView = content
    }

    /// The view to add the cell's content to; it fills the cell.
    open var contentView: UIView {
        let entry = UIEntry("-[UICollectionViewCell contentView]", self); defer { entry.end() }
        return storedContentView
    }

    /// Whether the cell is selected (the collection view sets it); shows the selected
    /// background view.
    open var isSelected: Bool {
        get { let entry = UIEntry("-[UICollectionViewCell isSelected]", self); defer { entry.end() }; return storedIsSelected }
        set {
            let entry = UIEntry("-[UICollectionViewCell setSelected:]", self); defer { entry.end() }
            storedIsSelected = newValue
            updateBackgrounds()
        }
    }

    /// Whether a finger is down on the cell.
    open var isHighlighted: Bool {
        get { let entry = UIEntry("-[UICollectionViewCell isHighlighted]", self); defer { entry.end() }; return storedIsHighlighted }
        set {
            let entry = UIEntry("-[UICollectionViewCell setHighlighted:]", self); defer { entry.end() }
            storedIsHighlighted = newValue
            updateBackgrounds()
        }
    }

    /// A view behind the content, sized with the cell.
    open var backgroundView: UIView? {
        get { let entry = UIEntry("-[UICollectionViewCell backgroundView]", self); defer { entry.end() }; return storedBackgroundView }
        set {
            let entry = UIEntry("-[UICollectionViewCell setBackgroundView:]", self); defer { entry.end() }
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            installBackgrounds()
        }
    }

    /// A view shown above the background view while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        get { let entry = UIEntry("-[UICollectionViewCell selectedBackgroundView]", self); defer { entry.end() }; return storedSelectedBackgroundView }
        set {
            let entry = UIEntry("-[UICollectionViewCell setSelectedBackgroundView:]", self); defer { entry.end() }
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            installBackgrounds()
        }
    }

    /// The content: the configuration's view fills `contentView`. Setting a configuration of
    /// the same type again updates that view in place.
    open var contentConfiguration: UIContentConfiguration? {
        get { let entry = UIEntry("-[UICollectionViewCell contentConfiguration]", self); defer { entry.end() }; return storedContentConfiguration }
        set {
            let entry = UIEntry("-[UICollectionViewCell setContentConfiguration:]", self); defer { entry.end() }
            storedContentConfiguration = newValue
            installContentConfiguration(newValue, in: storedContentView, replacing: &configuredContentView)
        }
    }

    open override func layoutSubviews() {
        let entry = UIEntry("-[UICollectionViewCell layoutSubviews]", self); defer { entry.end() }
        asFrameworkWork {
            let full = CGRect(origin: .zero, size: storedBounds.size)
            if storedContentView.frameValue != full { storedContentView.frame = full }
            storedBackgroundView?.frame = full
            storedSelectedBackgroundView?.frame = full
            super.layoutSubviews()
        }
    }

    override var measuredView: UIView { storedContentView }

    /// The collection view started or stopped editing.
    func collectionViewEditingChanged(_ editing: Bool) {
        storedIsEditing = editing
    }

    private func installBackgrounds() {
        let full = CGRect(origin: .zero, size: storedBounds.size)
        if let selected = storedSelectedBackgroundView {
            selected.frame = full
            insertSubview(selected, at: 0)
        }
        if let background = storedBackgroundView {
            background.frame = full
            insertSubview(background, at: 0)
        }
        updateBackgrounds()
    }

    private func updateBackgrounds() {
        storedSelectedBackgroundView?.isHidden = !(storedIsSelected || storedIsHighlighted)
    }
}

/// A cell of a list layout, with a list content configuration by default.
open class UICollectionViewListCell: UICollectionViewCell {
    var storedAccessories: [UICellAccessory] = []

    /// The accessories at the cell's side (kept; see `UICellAccessory`).
    open var accessories: [UICellAccessory] {
        get { let entry = UIEntry("-[UICollectionViewListCell accessories]", self); defer { entry.end() }; return storedAccessories }
        set { let entry = UIEntry("-[UICollectionViewListCell setAccessories:]", self); defer { entry.end() }; storedAccessories = newValue }
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UICollectionViewListCell initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UICollectionViewListCell initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// A `.cell()` list configuration to fill in and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let entry = UIEntry("-[UICollectionViewListCell defaultContentConfiguration]", self); defer { entry.end() }
        return .cell()
    }
}
