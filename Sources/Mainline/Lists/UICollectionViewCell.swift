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
    /// The collection view that dequeued the view.
    weak var owner: UICollectionView?

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
    /// Whether `updateConfiguration(using:)` is due (before the next layout; true for a new cell).
    var needsConfigurationUpdate = true
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    var storedAutomaticallyUpdatesContentConfiguration = true
    var storedAutomaticallyUpdatesBackgroundConfiguration = true
    var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?
    /// The view showing the background configuration.
    var backgroundConfigurationView: BackgroundConfigurationView?
    /// Set by the list machinery: whether the cell's outline item is expanded, swiped, reordering.
    var storedIsExpanded = false
    var storedIsSwiped = false
    var storedIsReordering = false
    /// Where the cell is in a drag (set by its list's drag and drop).
    var storedDragState: DragState = .none
    /// Where the cell is in a drop over its list (set by the list's drag and drop).
    var storedDropState: UICellConfigurationDropState = .none
    /// Whether the background configuration is the cell's default (replaced by the default for
    /// the list it turns out to be in, until the app sets its own).
    var usesDefaultBackground = false

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
            let changed = storedIsSelected != newValue
            storedIsSelected = newValue
            updateBackgrounds()
            if changed { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether a finger is down on the cell.
    open var isHighlighted: Bool {
        get { let entry = UIEntry("-[UICollectionViewCell isHighlighted]", self); defer { entry.end() }; return storedIsHighlighted }
        set {
            let entry = UIEntry("-[UICollectionViewCell setHighlighted:]", self); defer { entry.end() }
            let changed = storedIsHighlighted != newValue
            storedIsHighlighted = newValue
            updateBackgrounds()
            if changed { setNeedsUpdateConfiguration() }
        }
    }

    /// A view behind the content, sized with the cell.
    open var backgroundView: UIView? {
        get { let entry = UIEntry("-[UICollectionViewCell backgroundView]", self); defer { entry.end() }; return storedBackgroundView }
        set {
            let entry = UIEntry("-[UICollectionViewCell setBackgroundView:]", self); defer { entry.end() }
            if newValue != nil { clearBackgroundConfiguration() }
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
            if newValue != nil { clearBackgroundConfiguration() }
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
        updateConfigurationIfNeeded()
        asFrameworkWork {
            let full = CGRect(origin: .zero, size: storedBounds.size)
            layoutBackgroundConfiguration()
            if storedContentView.frameValue != full { storedContentView.frame = full }
            storedBackgroundView?.frame = full
            storedSelectedBackgroundView?.frame = full
            super.layoutSubviews()
        }
    }

    override var measuredView: UIView { storedContentView }

    /// The collection view started or stopped editing.
    func collectionViewEditingChanged(_ editing: Bool) {
        guard storedIsEditing != editing else { return }
        storedIsEditing = editing
        setNeedsUpdateConfiguration()
    }

    // MARK: - Configuration state

    /// What `updateConfiguration(using:)` and `configurationUpdateHandler` get.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's state for configurations: traits, selected, highlighted, disabled (when it
    /// takes no touches), editing, expanded, swiped, reordering. Override it to add custom
    /// keys (call super).
    open var configurationState: UICellConfigurationState {
        let entry = UIEntry("-[UICollectionViewCell configurationState]", self); defer { entry.end() }
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = storedIsSelected
        state.isHighlighted = storedIsHighlighted
        state.isDisabled = !storedIsUserInteractionEnabled
        state.isEditing = storedIsEditing
        state.isExpanded = storedIsExpanded
        state.isSwiped = storedIsSwiped
        state.isReordering = storedIsReordering
        state.cellDragState = UICellConfigurationDragState(rawValue: storedDragState.rawValue) ?? .none
        state.cellDropState = storedDropState
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout (any number of requests:
    /// one update).
    open func setNeedsUpdateConfiguration() {
        let entry = UIEntry("-[UICollectionViewCell setNeedsUpdateConfiguration]", self); defer { entry.end() }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`: override it to restyle the cell for its
    /// state. UIKit calls it (after the automatic updates of the content and background
    /// configurations) before the cell is first shown and at the next layout after the state
    /// changed or `setNeedsUpdateConfiguration()`; `configurationUpdateHandler` runs after it.
    open func updateConfiguration(using state: UICellConfigurationState) {
        UIEntry.check("-[UICollectionViewCell updateConfigurationUsingState:]", self)
    }

    /// Called with the cell and its state after each `updateConfiguration(using:)`; setting it
    /// asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { let entry = UIEntry("-[UICollectionViewCell configurationUpdateHandler]", self); defer { entry.end() }; return storedConfigurationUpdateHandler }
        set {
            let entry = UIEntry("-[UICollectionViewCell setConfigurationUpdateHandler:]", self); defer { entry.end() }
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether a state change updates `contentConfiguration` with its `updated(for:)` (default
    /// true).
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { let entry = UIEntry("-[UICollectionViewCell automaticallyUpdatesContentConfiguration]", self); defer { entry.end() }; return storedAutomaticallyUpdatesContentConfiguration }
        set { let entry = UIEntry("-[UICollectionViewCell setAutomaticallyUpdatesContentConfiguration:]", self); defer { entry.end() }; storedAutomaticallyUpdatesContentConfiguration = newValue }
    }

    /// The background, as a configuration (exclusive with `backgroundView` and
    /// `selectedBackgroundView`: setting one resets the other).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { let entry = UIEntry("-[UICollectionViewCell backgroundConfiguration]", self); defer { entry.end() }; return storedBackgroundConfiguration }
        set {
            let entry = UIEntry("-[UICollectionViewCell setBackgroundConfiguration:]", self); defer { entry.end() }
            if newValue != nil {
                storedBackgroundView?.removeFromSuperview()
                storedBackgroundView = nil
                storedSelectedBackgroundView?.removeFromSuperview()
                storedSelectedBackgroundView = nil
            }
            storedBackgroundConfiguration = newValue
            usesDefaultBackground = false
            layoutBackgroundConfiguration()
        }
    }

    /// Whether a state change updates `backgroundConfiguration` with its `updated(for:)`
    /// (default true).
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { let entry = UIEntry("-[UICollectionViewCell automaticallyUpdatesBackgroundConfiguration]", self); defer { entry.end() }; return storedAutomaticallyUpdatesBackgroundConfiguration }
        set { let entry = UIEntry("-[UICollectionViewCell setAutomaticallyUpdatesBackgroundConfiguration:]", self); defer { entry.end() }; storedAutomaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The background configuration for this kind of cell (clear; a list cell's is a list cell
    /// background).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let entry = UIEntry("-[UICollectionViewCell defaultBackgroundConfiguration]", self); defer { entry.end() }
        return .clear()
    }

    /// Where the cell is in a drag (called as it changes).
    public enum DragState: Int, Sendable { case none, lifting, dragging }

    /// Called when the cell's drag state changes: lifting and dragging as a drag of its item
    /// begins, none when the drag ends.
    open func dragStateDidChange(_ dragState: DragState) {
        UIEntry.check("-[UICollectionViewCell dragStateDidChange:]", self)
    }

    /// Runs a due configuration update: the automatic updates, `updateConfiguration(using:)`,
    /// then the handler.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        if usesDefaultBackground { storedBackgroundConfiguration = defaultBackgroundConfiguration() }
        let state = configurationState
        if storedAutomaticallyUpdatesContentConfiguration, let content = storedContentConfiguration {
            let updated = content.updated(for: state)
            storedContentConfiguration = updated
            installContentConfiguration(updated, in: storedContentView, replacing: &configuredContentView)
        }
        if storedAutomaticallyUpdatesBackgroundConfiguration, let background = storedBackgroundConfiguration {
            storedBackgroundConfiguration = background.updated(for: state)
            layoutBackgroundConfiguration()
        }
        context.loop.span(.delegateCallback, "updateConfiguration(using:)", object: self) { updateConfiguration(using: state) }
        if let handler = storedConfigurationUpdateHandler {
            context.loop.span(.delegateCallback, "configurationUpdateHandler", object: self, isApp: true) { handler(self, state) }
        }
    }

    /// Shows the background configuration behind everything (or removes its view).
    func layoutBackgroundConfiguration() {
        guard let configuration = storedBackgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let view = backgroundConfigurationView ?? BackgroundConfigurationView(frame: .zero)
        if view.storedSuperview !== self { insertSubview(view, at: 0) }
        backgroundConfigurationView = view
        view.show(configuration, tint: tintColor, in: CGRect(origin: .zero, size: storedBounds.size), margins: directionalLayoutMargins)
    }

    private func clearBackgroundConfiguration() {
        storedBackgroundConfiguration = nil
        backgroundConfigurationView?.removeFromSuperview()
        backgroundConfigurationView = nil
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

/// A cell of a list layout, with a list content configuration by default, accessories at its
/// sides (see `UICellAccessory`), and swipe actions from its list configuration.
open class UICollectionViewListCell: UICollectionViewCell {
    var storedAccessories: [UICellAccessory] = []
    var storedIndentationLevel = 0
    var storedIndentationWidth: CGFloat = 10
    var storedIndentsAccessories = true
    var storedSeparatorGuide: UILayoutGuide?
    /// How far a swipe moved the content aside (negative: to the left, for trailing actions).
    var swipeOffset: CGFloat = 0
    /// The revealed swipe actions' buttons.
    var swipeActionsView: SwipeActionsView?
    /// The views of the accessories showing, leading ones first.
    var accessoryViews: [CellAccessoryView] = []

    /// The accessories at the cell's sides (see `UICellAccessory`): shown as the editing state
    /// says, the content view narrowed for them.
    open var accessories: [UICellAccessory] {
        get { let entry = UIEntry("-[UICollectionViewListCell accessories]", self); defer { entry.end() }; return storedAccessories }
        set {
            let entry = UIEntry("-[UICollectionViewListCell setAccessories:]", self); defer { entry.end() }
            storedAccessories = newValue
            setNeedsLayout()
        }
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UICollectionViewListCell initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        storedBackgroundConfiguration = UIBackgroundConfiguration(style: .listCell, color: .systemBackground)
        usesDefaultBackground = true
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UICollectionViewListCell initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
        storedBackgroundConfiguration = UIBackgroundConfiguration(style: .listCell, color: .systemBackground)
        usesDefaultBackground = true
    }

    /// A `.cell()` list configuration to fill in and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let entry = UIEntry("-[UICollectionViewListCell defaultContentConfiguration]", self); defer { entry.end() }
        return .cell()
    }

    /// A list cell's background: `listGroupedCell()` in a grouped or inset-grouped list,
    /// `listCell()` otherwise.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let entry = UIEntry("-[UICollectionViewListCell defaultBackgroundConfiguration]", self); defer { entry.end() }
        return UIBackgroundConfiguration(style: isInGroupedList ? .listGroupedCell : .listCell,
                                         color: isInGroupedList ? .secondarySystemGroupedBackground : .systemBackground)
    }

    /// How deep the cell is indented, in `indentationWidth`s (an outline sets it from the
    /// item's level).
    open var indentationLevel: Int {
        get { let entry = UIEntry("-[UICollectionViewListCell indentationLevel]", self); defer { entry.end() }; return storedIndentationLevel }
        set {
            let entry = UIEntry("-[UICollectionViewListCell setIndentationLevel:]", self); defer { entry.end() }
            storedIndentationLevel = max(0, newValue)
            setNeedsLayout()
        }
    }

    /// The width of one level of indentation (default 10 points).
    open var indentationWidth: CGFloat {
        get { let entry = UIEntry("-[UICollectionViewListCell indentationWidth]", self); defer { entry.end() }; return storedIndentationWidth }
        set {
            let entry = UIEntry("-[UICollectionViewListCell setIndentationWidth:]", self); defer { entry.end() }
            storedIndentationWidth = newValue.isFinite ? max(0, newValue) : storedIndentationWidth
            setNeedsLayout()
        }
    }

    /// Whether the leading accessories are indented with the content (default true).
    open var indentsAccessories: Bool {
        get { let entry = UIEntry("-[UICollectionViewListCell indentsAccessories]", self); defer { entry.end() }; return storedIndentsAccessories }
        set { let entry = UIEntry("-[UICollectionViewListCell setIndentsAccessories:]", self); defer { entry.end() }; storedIndentsAccessories = newValue }
    }

    /// Where the separator under the cell runs: constrain its leading anchor (to the content's
    /// text, say) to move the separator's start. By default it starts at the content's leading
    /// layout margin.
    open var separatorLayoutGuide: UILayoutGuide {
        let entry = UIEntry("-[UICollectionViewListCell separatorLayoutGuide]", self); defer { entry.end() }
        if let guide = storedSeparatorGuide { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        let start = guide.leadingAnchor.constraint(equalTo: storedContentView.layoutMarginsGuide.leadingAnchor)
        start.priority = .defaultLow
        NSLayoutConstraint.activate([start, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
                                     guide.bottomAnchor.constraint(equalTo: bottomAnchor), guide.heightAnchor.constraint(equalToConstant: 0)])
        storedSeparatorGuide = guide
        return guide
    }

    /// The content view is inset by the indentation.
    open override func layoutSubviews() {
        let entry = UIEntry("-[UICollectionViewListCell layoutSubviews]", self); defer { entry.end() }
        super.layoutSubviews()
        let indent = CGFloat(storedIndentationLevel) * storedIndentationWidth
        let placed = layOutAccessories(indent: indent)
        if indent > 0 || swipeOffset != 0 || swipeActionsView != nil || placed.leading > 0 || placed.trailing > 0 {
            asFrameworkWork {
                // Leading accessories (and the indentation) before the content, trailing ones
                // after it; a swipe moves the content aside for the actions revealed beside it.
                let start = max(indent, placed.leading)
                let frame = CGRect(x: start + swipeOffset, y: 0, width: max(0, storedBounds.width - start - placed.trailing), height: storedBounds.height)
                if storedContentView.frameValue != frame { storedContentView.frame = frame }
                let height = storedBounds.height
                swipeActionsView?.frame = swipeOffset <= 0 ? CGRect(x: storedBounds.width + swipeOffset, y: 0, width: -swipeOffset, height: height)
                                                           : CGRect(x: 0, y: 0, width: swipeOffset, height: height)
            }
        }
    }

    /// The gap between the cell's edge and its outermost accessory (Mainline: the system side
    /// margin, 16 points below 414 points of width, else 20).
    var accessoryMargin: CGFloat { storedBounds.width < 414 ? 16 : 20 }
    /// The gap between accessories, and between them and the content (Mainline's figure).
    static let accessorySpacing: CGFloat = 10

    /// Shows the accessories the editing state calls for, at the leading and trailing edges;
    /// returns how much room each side takes (0 for a side with none).
    private func layOutAccessories(indent: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let shown = storedAccessories.filter { $0.shows(editing: storedIsEditing) }
        guard !shown.isEmpty || !accessoryViews.isEmpty else { return (0, 0) }
        func ordered(_ side: [UICellAccessory]) -> [UICellAccessory] {
            // Custom views go where their position says among the system accessories.
            var result = side.filter { $0.position == nil }
            for custom in side where custom.position != nil {
                let index = min(max(0, custom.position!(result)), result.count)
                result.insert(custom, at: index)
            }
            return result
        }
        let leading = ordered(shown.filter(\.isLeading)), trailing = ordered(shown.filter { !$0.isLeading })
        var reusable = accessoryViews
        var views: [CellAccessoryView] = []
        asFrameworkWork {
            for accessory in leading + trailing {
                let view: CellAccessoryView
                if let i = reusable.firstIndex(where: { $0.accessory.kind == accessory.kind }) {
                    view = reusable.remove(at: i)
                    view.update(accessory)
                } else {
                    view = CellAccessoryView(accessory)
                }
                view.cell = self
                if view.storedSuperview !== self { addSubview(view) }
                views.append(view)
            }
            for view in reusable { view.removeFromSuperview() }
        }
        accessoryViews = views
        let height = storedBounds.height
        let expanded = storedIsExpanded
        var x = accessoryMargin + (storedIndentsAccessories ? indent : 0) + max(0, swipeOffset)
        var leadingEnd: CGFloat = 0
        asFrameworkWork {
            for view in views.prefix(leading.count) {
                let width = view.takenWidth
                view.frame = CGRect(x: x, y: 0, width: width, height: height)
                view.follow(expanded: expanded, selected: storedIsSelected)
                x += width + Self.accessorySpacing
                leadingEnd = x
            }
            var right = storedBounds.width - accessoryMargin + min(0, swipeOffset)
            for view in views.suffix(trailing.count).reversed() {
                let width = view.takenWidth
                right -= width
                view.frame = CGRect(x: right, y: 0, width: width, height: height)
                view.follow(expanded: expanded, selected: storedIsSelected)
                right -= Self.accessorySpacing
            }
        }
        let trailingRoom = trailing.isEmpty ? 0 : storedBounds.width - (views.suffix(trailing.count).first?.frameValue.minX ?? storedBounds.width) + Self.accessorySpacing
        return (leading.isEmpty ? 0 : leadingEnd - max(0, swipeOffset), trailingRoom)
    }

    /// A tap on an accessory: its handler, or the default of its kind.
    func accessoryTapped(_ accessory: UICellAccessory) {
        let cv = owner
        let path = cv.flatMap { $0.indexPath(of: self) }
        switch accessory.kind {
        case .outlineDisclosure:
            if let handler = accessory.actionHandler { return runAccessoryHandler(handler) }
            if let cv, let path { cv.toggleOutline(at: path) }
        case .delete:
            if let handler = accessory.actionHandler { return runAccessoryHandler(handler) }
            if let cv, let path { cv.revealTrailingActions(at: path) }
        case .detail, .insert:
            if let handler = accessory.actionHandler { runAccessoryHandler(handler) }
        default:
            break
        }
    }

    private func runAccessoryHandler(_ handler: @escaping UICellAccessory.ActionHandler) {
        context.loop.span(.actionHandler, "UICellAccessory actionHandler", object: self, isApp: true) { handler() }
    }

    /// Whether a tap anywhere on the cell toggles its outline item instead of selecting it (an
    /// outline disclosure in the header style).
    var togglesOutlineOnTap: Bool {
        guard let disclosure = storedAccessories.first(where: { $0.kind == .outlineDisclosure && $0.shows(editing: storedIsEditing) }) else { return false }
        switch disclosure.outlineStyle {
        case .header: return true
        case .cell: return false
        case .automatic:
            if let content = storedContentConfiguration as? UIListContentConfiguration {
                switch content.style {
                case .header, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader: return true
                default: break
                }
            }
            guard let cv = owner, let path = cv.indexPath(of: self), path.item == 0,
                  let layout = cv.storedLayout as? UICollectionViewCompositionalLayout,
                  let list = layout.laidOut[path.section]?.section.listConfiguration else { return false }
            return list.headerMode == .firstItemInSection
        }
    }

    /// Moves the content aside by `offset`.
    func setSwipeOffset(_ offset: CGFloat) {
        guard offset != swipeOffset else { return }
        swipeOffset = offset
        setNeedsLayout()
    }

    /// Shows `actions` beside the content, moved aside for them: the cell is swiped.
    func openSwipe(_ actions: [UIContextualAction], leading: Bool, perform: @escaping @MainActor (UIContextualAction) -> Void) {
        let view = swipeActionsView ?? SwipeActionsView(frame: .zero)
        if view.storedSuperview !== self { addSubview(view) }
        swipeActionsView = view
        view.leading = leading
        view.show(actions, height: storedBounds.height, perform: perform)
        storedIsSwiped = true
        setSwipeOffset(leading ? view.totalWidth : -view.totalWidth)
        setNeedsUpdateConfiguration()
    }

    /// Puts the content back and removes the actions.
    func closeSwipe() {
        guard storedIsSwiped || swipeOffset != 0 || swipeActionsView != nil else { return }
        storedIsSwiped = false
        setSwipeOffset(0)
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        setNeedsUpdateConfiguration()
    }

    /// Whether the cell is in a grouped or inset-grouped list layout.
    var isInGroupedList: Bool {
        guard let cv = owner ?? storedSuperview as? UICollectionView, let layout = cv.storedLayout as? UICollectionViewCompositionalLayout,
              let appearance = layout.listAppearance else { return false }
        return appearance == .grouped || appearance == .insetGrouped
    }
}
