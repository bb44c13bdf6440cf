import Foundation

/// A table view row. Put your subviews in `contentView` (constrain them to it for self-sizing);
/// the table sets the cell's frame. The system styles lay out `textLabel`, `detailTextLabel`
/// and `imageView` in the content view.
///
/// A class registered with `register(_:forCellReuseIdentifier:)` is made with
/// `init(style: .default, reuseIdentifier:)`, your override of it included.
open class UITableViewCell: UIView {
    /// The system layouts of the built-in labels.
    public enum CellStyle: Int, Sendable {
        /// An image and one label.
        case `default`
        /// A label, and a detail label right-aligned on the trailing side.
        case value1
        /// A small blue label, and the detail label after it.
        case value2
        /// A label, and a smaller detail label under it.
        case subtitle
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    /// The standard accessory views.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// The editing control a row shows while its table edits.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    /// How rows are separated (`UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none
        /// A one-pixel line under each row (the default).
        case singleLine
        @available(*, deprecated, message: "Use singleLine for a single line separator.")
        case singleLineEtched
    }

    /// How a focused cell looks (tvOS, keyboards).
    public enum FocusStyle: Int, Sendable { case `default`, custom }

    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable { case none, lifting, dragging }

    /// The editing parts a cell shows (`willTransition(to:)`, `didTransition(to:)`).
    public struct StateMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Nothing shown.
        public static let defaultMask = StateMask([])
        /// The delete or insert control (the table is editing).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The Delete button (a swipe or a tap on the delete control revealed it).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// What `updateConfiguration(using:)` and `configurationUpdateHandler` get.
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    let storedStyle: CellStyle
    var storedReuseIdentifier: String?
    let storedContentView: UIView
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    var storedIsSelected = false
    var storedIsHighlighted = false
    var storedSelectionStyle: SelectionStyle = .default
    var storedAccessoryType: AccessoryType = .none
    var storedAccessoryView: UIView?
    var storedBackgroundView: UIView?
    var storedSelectedBackgroundView: UIView?
    var storedSeparatorInset: UIEdgeInsets?
    var storedContentConfiguration: UIContentConfiguration?
    var configuredContentView: (UIView & UIContentView)?
    /// The height of the separator under the content view (set by the table: one pixel, or 0).
    var separatorHeight: CGFloat = 0
    var storedMultipleSelectionBackgroundView: UIView?
    var storedEditingStyle: EditingStyle = .none
    var storedShowsReorderControl = false
    var storedShouldIndentWhileEditing = true
    var storedEditingAccessoryType: AccessoryType = .none
    var storedEditingAccessoryView: UIView?
    var storedIndentationLevel = 0
    var storedIndentationWidth: CGFloat = 10
    var storedIsEditing = false
    var storedFocusStyle: FocusStyle = .default
    var storedUserInteractionEnabledWhileDragging = false
    var storedState: StateMask = []
    /// Whether the table's multiple selection is on (the multiple-selection background shows).
    var inMultipleSelection = false
    /// Configurations (see `UITableViewCell+Configuration.swift`).
    var needsConfigurationUpdate = true
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    var storedAutomaticallyUpdatesContentConfiguration = true
    var storedAutomaticallyUpdatesBackgroundConfiguration = true
    var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?
    var backgroundConfigurationView: BackgroundConfigurationView?
    var storedIsSwiped = false
    var storedIsReordering = false
    /// Where the cell is in a drag (set by its list's drag and drop).
    var storedDragState: DragState = .none
    /// Where the cell is in a drop over its list (set by the list's drag and drop).
    var storedDropState: UICellConfigurationDropState = .none
    /// The table that shows the cell (for its style and editing).
    weak var owner: UITableView?
    /// How far a swipe has moved the content (negative: to the left), and its actions' view.
    var swipeOffset: CGFloat = 0
    var swipeActionsView: SwipeActionsView?
    var legacyHidesAccessoryWhenEditing = true
    let legacyTarget = WeakTarget()
    var legacyEditAction: Selector?
    var legacyAccessoryAction: Selector?

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        let entry = UIEntry("-[UITableViewCell initWithStyle:reuseIdentifier:]"); defer { entry.end() }
        storedStyle = style
        storedReuseIdentifier = reuseIdentifier
        storedContentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UITableViewCell initWithCoder:]"); defer { entry.end() }
        storedStyle = .default
        // A cell from a nib or a storyboard's prototype carries its reuse identifier.
        storedReuseIdentifier = (coder as? NibDecoder)?.element["reuseIdentifier"]
        storedContentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        setUpContentView()
    }

    /// A default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        let entry = UIEntry("-[UITableViewCell initWithFrame:]"); defer { entry.end() }
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class: `init(style: .default, reuseIdentifier:)`,
    /// dispatched to the subclass's override (UIKit calls `initWithStyle:reuseIdentifier:`
    /// dynamically; Swift needs a required initializer to do so from a class value).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        let entry = UIEntry("-[UITableViewCell initWithStyle:reuseIdentifier:]"); defer { entry.end() }
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func setUpContentView() {
        storedContentView.storedAutoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView.yieldsHeightToContent = true
        storedContentView.frame = storedBounds
        addSubview(storedContentView)
    }

    // MARK: - Content

    /// The view to put the cell's content in.
    open var contentView: UIView {
        let entry = UIEntry("-[UITableViewCell contentView]", self); defer { entry.end() }
        return storedContentView
    }

    /// The identifier the cell is reused under.
    open var reuseIdentifier: String? {
        let entry = UIEntry("-[UITableViewCell reuseIdentifier]", self); defer { entry.end() }
        return storedReuseIdentifier
    }

    /// The main label of the system styles (made on first use).
    open var textLabel: UILabel? {
        let entry = UIEntry("-[UITableViewCell textLabel]", self); defer { entry.end() }
        if let label = storedTextLabel { return label }
        let label = UILabel()
        if storedStyle == .value2 {
            // value2: a blue, right-aligned caption in a column of its own.
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .systemBlue
            label.textAlignment = .right
        } else {
            label.font = .preferredFont(forTextStyle: .body)
        }
        storedTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail label of the `value1`, `value2` and `subtitle` styles (nil for `default`).
    open var detailTextLabel: UILabel? {
        let entry = UIEntry("-[UITableViewCell detailTextLabel]", self); defer { entry.end() }
        guard storedStyle != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: storedStyle == .subtitle ? .subheadline : storedStyle == .value2 ? .footnote : .body)
        label.textColor = storedStyle == .subtitle ? .label : .secondaryLabel
        storedDetailTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view of the system styles (made on first use).
    open var imageView: UIImageView? {
        let entry = UIEntry("-[UITableViewCell imageView]", self); defer { entry.end() }
        if let view = storedImageView { return view }
        let view = UIImageView()
        storedImageView = view
        storedContentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The content as a configuration (iOS 14): its view fills `contentView`; setting one of the
    /// same kind again updates that view in place.
    open var contentConfiguration: UIContentConfiguration? {
        get { let entry = UIEntry("-[UITableViewCell contentConfiguration]", self); defer { entry.end() }; return storedContentConfiguration }
        set {
            let entry = UIEntry("-[UITableViewCell setContentConfiguration:]", self); defer { entry.end() }
            storedContentConfiguration = newValue
            installContentConfiguration(newValue, in: storedContentView, replacing: &configuredContentView)
        }
    }

    /// A list configuration in the cell's style to fill in and set as `contentConfiguration`:
    /// `.cell()`, `.subtitleCell()` or `.valueCell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let entry = UIEntry("-[UITableViewCell defaultContentConfiguration]", self); defer { entry.end() }
        switch storedStyle {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    /// Called just before `dequeueReusableCell` hands the cell out again: reset what the last
    /// row set (UIKit's implementation resets selection and highlight; call super).
    open func prepareForReuse() {
        let entry = UIEntry("-[UITableViewCell prepareForReuse]", self); defer { entry.end() }
        storedIsSelected = false
        storedIsHighlighted = false
        closeSwipe()
        updateSelectedBackground()
    }

    // MARK: - State

    /// Whether the row is selected.
    open var isSelected: Bool {
        get { let entry = UIEntry("-[UITableViewCell isSelected]", self); defer { entry.end() }; return storedIsSelected }
        set { let entry = UIEntry("-[UITableViewCell setSelected:]", self); defer { entry.end() }; setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell's look.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let entry = UIEntry("-[UITableViewCell setSelected:animated:]", self); defer { entry.end() }
        let changed = storedIsSelected != selected
        storedIsSelected = selected
        updateSelectedBackground()
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Whether the row is highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { let entry = UIEntry("-[UITableViewCell isHighlighted]", self); defer { entry.end() }; return storedIsHighlighted }
        set { let entry = UIEntry("-[UITableViewCell setHighlighted:]", self); defer { entry.end() }; setHighlighted(newValue, animated: false) }
    }

    /// Highlights the cell's look.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let entry = UIEntry("-[UITableViewCell setHighlighted:animated:]", self); defer { entry.end() }
        let changed = storedIsHighlighted != highlighted
        storedIsHighlighted = highlighted
        updateSelectedBackground()
        if changed { setNeedsUpdateConfiguration() }
    }

    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle {
        get { let entry = UIEntry("-[UITableViewCell selectionStyle]", self); defer { entry.end() }; return storedSelectionStyle }
        set { let entry = UIEntry("-[UITableViewCell setSelectionStyle:]", self); defer { entry.end() }; storedSelectionStyle = newValue }
    }

    /// The standard accessory (Mainline does not draw it or narrow the content view; a detail
    /// button's tap reaches the delegate's `accessoryButtonTappedForRowWith`).
    open var accessoryType: AccessoryType {
        get { let entry = UIEntry("-[UITableViewCell accessoryType]", self); defer { entry.end() }; return storedAccessoryType }
        set { let entry = UIEntry("-[UITableViewCell setAccessoryType:]", self); defer { entry.end() }; storedAccessoryType = newValue }
    }

    /// A custom accessory view, shown at the trailing edge, centred vertically.
    open var accessoryView: UIView? {
        get { let entry = UIEntry("-[UITableViewCell accessoryView]", self); defer { entry.end() }; return storedAccessoryView }
        set {
            let entry = UIEntry("-[UITableViewCell setAccessoryView:]", self); defer { entry.end() }
            storedAccessoryView?.removeFromSuperview()
            storedAccessoryView = newValue
            if let newValue { addSubview(newValue) }
            setNeedsLayout()
        }
    }

    /// A view behind the content (sized with the cell).
    open var backgroundView: UIView? {
        get { let entry = UIEntry("-[UITableViewCell backgroundView]", self); defer { entry.end() }; return storedBackgroundView }
        set {
            let entry = UIEntry("-[UITableViewCell setBackgroundView:]", self); defer { entry.end() }
            if newValue != nil { clearBackgroundConfiguration() }
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view behind the content while the cell is selected or highlighted (unless the
    /// selection style is none), above the background view.
    open var selectedBackgroundView: UIView? {
        get { let entry = UIEntry("-[UITableViewCell selectedBackgroundView]", self); defer { entry.end() }; return storedSelectedBackgroundView }
        set {
            let entry = UIEntry("-[UITableViewCell setSelectedBackgroundView:]", self); defer { entry.end() }
            if newValue != nil { clearBackgroundConfiguration() }
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            updateSelectedBackground()
        }
    }

    /// The selected background of a table with multiple selection (default: the selected
    /// background view).
    open var multipleSelectionBackgroundView: UIView? {
        get { let entry = UIEntry("-[UITableViewCell multipleSelectionBackgroundView]", self); defer { entry.end() }; return storedMultipleSelectionBackgroundView }
        set {
            let entry = UIEntry("-[UITableViewCell setMultipleSelectionBackgroundView:]", self); defer { entry.end() }
            if newValue != nil { clearBackgroundConfiguration() }
            storedMultipleSelectionBackgroundView?.removeFromSuperview()
            storedMultipleSelectionBackgroundView = newValue
            updateSelectedBackground()
        }
    }

    /// The selected background shown now (or nil): the multiple-selection one in a table with
    /// multiple selection, else the selected one, while selected or highlighted.
    func updateSelectedBackground() {
        let active = (storedIsSelected || storedIsHighlighted) && storedSelectionStyle != .none
        let chosen = inMultipleSelection ? (storedMultipleSelectionBackgroundView ?? storedSelectedBackgroundView) : storedSelectedBackgroundView
        for view in [storedSelectedBackgroundView, storedMultipleSelectionBackgroundView].compactMap({ $0 }) where view !== chosen || !active {
            if view.storedSuperview === self { view.removeFromSuperview() }
        }
        guard active, let view = chosen else { return }
        if view.storedSuperview !== self {
            let below = storedBackgroundView.map { storedSubviews.firstIndex(of: $0).map { $0 + 1 } ?? 0 } ?? 0
            insertSubview(view, at: below)
        }
        view.frame = CGRect(origin: .zero, size: storedBounds.size)
    }

    // MARK: - Editing (the rest in UITableViewCell+Editing.swift)

    /// The editing control the table gives the row (the delegate's editing style) while it
    /// edits.
    open var editingStyle: EditingStyle {
        let entry = UIEntry("-[UITableViewCell editingStyle]", self); defer { entry.end() }
        return storedEditingStyle
    }

    /// Whether the cell shows its editing controls. Setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { let entry = UIEntry("-[UITableViewCell isEditing]", self); defer { entry.end() }; return storedIsEditing }
        set { let entry = UIEntry("-[UITableViewCell setEditing:]", self); defer { entry.end() }; setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls: `willTransition(to:)` with the new state, the
    /// content moves over for the control (`shouldIndentWhileEditing`), then
    /// `didTransition(to:)`. The table calls it for its cells; call super in an override.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let entry = UIEntry("-[UITableViewCell setEditing:animated:]", self); defer { entry.end() }
        guard editing != storedIsEditing else { return }
        var state = storedState
        if editing { state.insert(.showingEditControl) } else { state.remove(.showingEditControl) }
        transition(to: state) { storedIsEditing = editing }
        setNeedsUpdateConfiguration()
    }

    /// Called before the cell shows or hides its editing control or Delete button.
    open func willTransition(to state: StateMask) { UIEntry.check("-[UITableViewCell willTransitionToState:]", self) }

    /// Called after the cell showed or hid its editing control or Delete button.
    open func didTransition(to state: StateMask) { UIEntry.check("-[UITableViewCell didTransitionToState:]", self) }

    /// Moves to `state` between the transition callbacks (none when the state stays),
    /// laying the cell out for it.
    func transition(to state: StateMask, _ change: () -> Void) {
        guard state != storedState else {
            change()
            return setNeedsLayout()
        }
        willTransition(to: state)
        change()
        storedState = state
        setNeedsLayout()
        didTransition(to: state)
    }

    /// Called when the cell's drag state changes: lifting and dragging as a drag of its item
    /// begins, none when the drag ends.
    open func dragStateDidChange(_ dragState: DragState) { UIEntry.check("-[UITableViewCell dragStateDidChange:]", self) }

    // MARK: - Configuration state (the rest in UITableViewCell+Configuration.swift)

    /// The cell's state for configurations: traits, selected, highlighted, disabled, editing,
    /// swiped (its actions showing), reordering. Override it to add custom keys (call super).
    open var configurationState: UICellConfigurationState {
        let entry = UIEntry("-[UITableViewCell configurationState]", self); defer { entry.end() }
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = storedIsSelected
        state.isHighlighted = storedIsHighlighted
        state.isDisabled = !storedIsUserInteractionEnabled
        state.isEditing = storedIsEditing
        state.isSwiped = storedIsSwiped
        state.isReordering = storedIsReordering
        state.cellDragState = UICellConfigurationDragState(rawValue: storedDragState.rawValue) ?? .none
        state.cellDropState = storedDropState
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        let entry = UIEntry("-[UITableViewCell setNeedsUpdateConfiguration]", self); defer { entry.end() }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state` (override to restyle it). Called before the
    /// cell is first shown and at the next layout after its state changed or
    /// `setNeedsUpdateConfiguration()`; `configurationUpdateHandler` runs after it.
    open func updateConfiguration(using state: UICellConfigurationState) {
        UIEntry.check("-[UITableViewCell updateConfigurationUsingState:]", self)
    }

    /// Called with the cell and its state after each `updateConfiguration(using:)`; setting it
    /// asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { let entry = UIEntry("-[UITableViewCell configurationUpdateHandler]", self); defer { entry.end() }; return storedConfigurationUpdateHandler }
        set {
            let entry = UIEntry("-[UITableViewCell setConfigurationUpdateHandler:]", self); defer { entry.end() }
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The background, as a configuration (exclusive with the background views).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { let entry = UIEntry("-[UITableViewCell backgroundConfiguration]", self); defer { entry.end() }; return storedBackgroundConfiguration }
        set {
            let entry = UIEntry("-[UITableViewCell setBackgroundConfiguration:]", self); defer { entry.end() }
            if newValue != nil {
                for view in [storedBackgroundView, storedSelectedBackgroundView, storedMultipleSelectionBackgroundView].compactMap({ $0 }) { view.removeFromSuperview() }
                storedBackgroundView = nil
                storedSelectedBackgroundView = nil
                storedMultipleSelectionBackgroundView = nil
            }
            storedBackgroundConfiguration = newValue
            layoutBackgroundConfiguration()
        }
    }

    /// The background configuration for the cell's table: a grouped list cell's in a grouped
    /// or inset-grouped table, a plain one's otherwise.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let entry = UIEntry("-[UITableViewCell defaultBackgroundConfiguration]", self); defer { entry.end() }
        let grouped = (owner?.storedStyle ?? .plain) != .plain
        return UIBackgroundConfiguration(style: grouped ? .listGroupedCell : .listCell,
                                         color: grouped ? .secondarySystemGroupedBackground : .systemBackground)
    }

    /// Insets of the separator under the cell (default: the table's `separatorInset`).
    open var separatorInset: UIEdgeInsets {
        get {
            let entry = UIEntry("-[UITableViewCell separatorInset]", self); defer { entry.end() }
            return storedSeparatorInset ?? UIEdgeInsets(top: 0, left: systemSideMargin, bottom: 0, right: 0)
        }
        set { let entry = UIEntry("-[UITableViewCell setSeparatorInset:]", self); defer { entry.end() }; storedSeparatorInset = newValue }
    }

    // MARK: - Layout

    /// The content view fills the cell above its separator, left of a custom accessory view;
    /// the system styles' labels are laid out in it.
    open override func layoutSubviews() {
        let entry = UIEntry("-[UITableViewCell layoutSubviews]", self); defer { entry.end() }
        updateConfigurationIfNeeded()
        asFrameworkWork {
            super.layoutSubviews()
            let bounds = storedBounds
            // While editing, the content makes room for the editing control (leading) and the
            // reorder control (trailing); a swipe moves it aside for its actions.
            // The content stays inside the safe area (a landscape notch) unless the table says
            // otherwise.
            let safe = owner?.storedInsetsContentViewsToSafeArea ?? true ? computedSafeAreaInsets : .zero
            let leading = safe.left + (storedIsEditing && storedShouldIndentWhileEditing && storedEditingStyle != .none ? Self.editControlWidth : 0)
            let reorder = safe.right + (storedIsEditing && storedShowsReorderControl ? Self.reorderControlWidth : 0)
            var contentWidth = bounds.width - leading - reorder
            let accessoryView = storedIsEditing ? storedEditingAccessoryView : storedAccessoryView
            for view in [storedAccessoryView, storedEditingAccessoryView].compactMap({ $0 }) where view !== accessoryView {
                if view.storedSuperview === self { view.removeFromSuperview() }
            }
            if let accessory = accessoryView {
                if accessory.storedSuperview !== self { addSubview(accessory) }
                let size = accessory.storedBounds.size
                let margin = systemSideMargin
                accessory.frame = CGRect(x: bounds.width - reorder - margin - size.width + swipeOffset,
                                         y: ((bounds.height - separatorHeight) - size.height) / 2, width: size.width, height: size.height)
                contentWidth = max(0, accessory.frameValue.minX - swipeOffset - 8 - leading)
            }
            storedContentView.frame = CGRect(x: leading + swipeOffset, y: 0, width: max(0, contentWidth), height: max(0, bounds.height - separatorHeight))
            followReadableWidthIfAsked()
            storedBackgroundView?.frame = bounds
            updateSelectedBackground()
            layoutBackgroundConfiguration()
            let actionsHeight = max(0, bounds.height - separatorHeight)
            swipeActionsView?.frame = swipeOffset <= 0 ? CGRect(x: bounds.width + swipeOffset, y: 0, width: -swipeOffset, height: actionsHeight)
                                                       : CGRect(x: 0, y: 0, width: swipeOffset, height: actionsHeight)
            layOutSystemContent()
        }
    }

    /// With the table's `cellLayoutMarginsFollowReadableWidth`, the content view's side margins
    /// grow so what lies between them is no wider than the readable width (672 points).
    private func followReadableWidthIfAsked() {
        guard let table = owner, table.storedCellLayoutMarginsFollowReadableWidth else { return }
        let content = storedContentView
        let margins = content.storedLayoutMargins
        let side = (content.storedBounds.width - UIView.readableWidth) / 2
        guard side > margins.left || side > margins.right else { return }
        content.layoutMargins = UIEdgeInsets(top: margins.top, left: max(side, margins.left), bottom: margins.bottom, right: max(side, margins.right))
    }

    /// The space between the text and the detail of the value styles (Mainline's figure).
    static let valueSpacing: CGFloat = 6
    /// The width of `value2`'s text column (Mainline's figure, near UIKit's).
    static let value2Column: CGFloat = 91

    /// The room the editing control takes at the leading edge (Mainline's figure: 38 points).
    static let editControlWidth: CGFloat = 38
    /// The room the reorder control takes at the trailing edge (Mainline's figure: 40 points).
    static let reorderControlWidth: CGFloat = 40

    /// The cell's leading and trailing margin: 16 points below 414 points of width, else 20
    /// (the system minimum margins, as a root view's).
    var systemSideMargin: CGFloat { storedBounds.width < 414 ? 16 : 20 }

    /// Frames of the system style's image and labels: the image on the leading margin, the
    /// labels after it; `subtitle` stacks the detail under the text, `value1` puts it on the
    /// trailing margin.
    private func layOutSystemContent() {
        guard storedTextLabel != nil || storedDetailTextLabel != nil || storedImageView != nil else { return }
        let area = storedContentView.storedBounds
        let margin = systemSideMargin
        var x = margin + CGFloat(storedIndentationLevel) * storedIndentationWidth
        if let image = storedImageView, image.storedImage != nil {
            let size = image.intrinsicContentSize
            image.frame = CGRect(x: x, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            x = image.frameValue.maxX + margin
        }
        let available = max(0, area.width - margin - x)
        let text = storedTextLabel.map { $0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) } ?? .zero
        let detail = storedDetailTextLabel.map { $0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) } ?? .zero
        switch storedStyle {
        case .default:
            // The text label spans the width between the margins.
            storedTextLabel?.frame = CGRect(x: x, y: (area.height - text.height) / 2, width: available, height: text.height)
        case .subtitle:
            // Both labels span that width, stacked and centred as a block.
            let top = (area.height - text.height - detail.height) / 2
            storedTextLabel?.frame = CGRect(x: x, y: top, width: available, height: text.height)
            storedDetailTextLabel?.frame = CGRect(x: x, y: top + text.height, width: available, height: detail.height)
        case .value1:
            // The text at the leading margin, the detail against the trailing one; the detail
            // yields when both do not fit.
            let textWidth = min(text.width, available)
            storedTextLabel?.frame = CGRect(x: x, y: (area.height - text.height) / 2, width: textWidth, height: text.height)
            let detailWidth = min(detail.width, max(0, available - textWidth - Self.valueSpacing))
            storedDetailTextLabel?.frame = CGRect(x: area.width - margin - detailWidth, y: (area.height - detail.height) / 2,
                                                  width: detailWidth, height: detail.height)
        case .value2:
            // The text right-aligned in a fixed column, the detail after it.
            let column = min(Self.value2Column, available)
            storedTextLabel?.frame = CGRect(x: x, y: (area.height - text.height) / 2, width: column, height: text.height)
            let dx = x + column + Self.valueSpacing
            storedDetailTextLabel?.frame = CGRect(x: dx, y: (area.height - detail.height) / 2,
                                                  width: max(0, area.width - margin - dx), height: detail.height)
        }
    }
}
