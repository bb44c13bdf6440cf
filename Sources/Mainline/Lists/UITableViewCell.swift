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
        label.font = .preferredFont(forTextStyle: .body)
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
        label.font = .preferredFont(forTextStyle: storedStyle == .subtitle ? .subheadline : .body)
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
        storedIsSelected = selected
    }

    /// Whether the row is highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { let entry = UIEntry("-[UITableViewCell isHighlighted]", self); defer { entry.end() }; return storedIsHighlighted }
        set { let entry = UIEntry("-[UITableViewCell setHighlighted:]", self); defer { entry.end() }; setHighlighted(newValue, animated: false) }
    }

    /// Highlights the cell's look.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let entry = UIEntry("-[UITableViewCell setHighlighted:animated:]", self); defer { entry.end() }
        storedIsHighlighted = highlighted
    }

    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle {
        get { let entry = UIEntry("-[UITableViewCell selectionStyle]", self); defer { entry.end() }; return storedSelectionStyle }
        set { let entry = UIEntry("-[UITableViewCell setSelectionStyle:]", self); defer { entry.end() }; storedSelectionStyle = newValue }
    }

    /// The standard accessory (kept; Mainline does not draw it or narrow the content view).
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
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view behind the content while selected.
    open var selectedBackgroundView: UIView? {
        get { let entry = UIEntry("-[UITableViewCell selectedBackgroundView]", self); defer { entry.end() }; return storedSelectedBackgroundView }
        set { let entry = UIEntry("-[UITableViewCell setSelectedBackgroundView:]", self); defer { entry.end() }; storedSelectedBackgroundView = newValue }
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
        asFrameworkWork {
            super.layoutSubviews()
            let bounds = storedBounds
            var contentWidth = bounds.width
            if let accessory = storedAccessoryView {
                let size = accessory.storedBounds.size
                let margin = systemSideMargin
                accessory.frame = CGRect(x: bounds.width - margin - size.width, y: ((bounds.height - separatorHeight) - size.height) / 2,
                                         width: size.width, height: size.height)
                contentWidth = max(0, accessory.frameValue.minX - 8)
            }
            storedContentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: max(0, bounds.height - separatorHeight))
            storedBackgroundView?.frame = bounds
            layOutSystemContent()
        }
    }

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
        var x = margin
        if let image = storedImageView, image.storedImage != nil {
            let size = image.intrinsicContentSize
            image.frame = CGRect(x: margin, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            x = image.frameValue.maxX + margin
        }
        let available = max(0, area.width - margin - x)
        let text = storedTextLabel.map { $0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) } ?? .zero
        let detail = storedDetailTextLabel.map { $0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) } ?? .zero
        switch storedStyle {
        case .subtitle:
            let top = (area.height - text.height - detail.height) / 2
            storedTextLabel?.frame = CGRect(x: x, y: top, width: min(text.width, available), height: text.height)
            storedDetailTextLabel?.frame = CGRect(x: x, y: top + text.height, width: min(detail.width, available), height: detail.height)
        case .value1, .value2, .default:
            storedTextLabel?.frame = CGRect(x: x, y: (area.height - text.height) / 2, width: min(text.width, available), height: text.height)
            if let label = storedDetailTextLabel {
                let dx = storedStyle == .value1 ? area.width - margin - detail.width : x + min(text.width, available) + 6
                label.frame = CGRect(x: dx, y: (area.height - detail.height) / 2, width: detail.width, height: detail.height)
            }
        }
    }
}

/// A reusable section header or footer; `textLabel` shows the data source's title.
open class UITableViewHeaderFooterView: UIView {
    let storedReuseIdentifier: String?
    let storedContentView: UIView
    var storedTextLabel: UILabel?

    /// A header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        let entry = UIEntry("-[UITableViewHeaderFooterView initWithReuseIdentifier:]"); defer { entry.end() }
        storedReuseIdentifier = reuseIdentifier
        storedContentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        storedContentView.storedAutoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UITableViewHeaderFooterView initWithCoder:]"); defer { entry.end() }
        storedReuseIdentifier = nil
        storedContentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(coder: coder)
        addSubview(storedContentView)
    }

    /// A header with no reuse identifier.
    public override convenience init(frame: CGRect) {
        let entry = UIEntry("-[UITableViewHeaderFooterView initWithFrame:]"); defer { entry.end() }
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class (see `UITableViewCell.init(registeredReuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        let entry = UIEntry("-[UITableViewHeaderFooterView initWithReuseIdentifier:]"); defer { entry.end() }
        self.init(reuseIdentifier: identifier)
    }

    /// The view to put the header's content in.
    open var contentView: UIView {
        let entry = UIEntry("-[UITableViewHeaderFooterView contentView]", self); defer { entry.end() }
        return storedContentView
    }

    /// The identifier it is reused under.
    open var reuseIdentifier: String? {
        let entry = UIEntry("-[UITableViewHeaderFooterView reuseIdentifier]", self); defer { entry.end() }
        return storedReuseIdentifier
    }

    /// The title label (made on first use).
    open var textLabel: UILabel? {
        let entry = UIEntry("-[UITableViewHeaderFooterView textLabel]", self); defer { entry.end() }
        if let label = storedTextLabel { return label }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        storedTextLabel = label
        storedContentView.addSubview(label)
        return label
    }

    /// Called before the view is handed out again.
    open func prepareForReuse() {
        UIEntry.check("-[UITableViewHeaderFooterView prepareForReuse]", self)
    }

    open override func layoutSubviews() {
        let entry = UIEntry("-[UITableViewHeaderFooterView layoutSubviews]", self); defer { entry.end() }
        asFrameworkWork {
            super.layoutSubviews()
            storedContentView.frame = storedBounds
            if let label = storedTextLabel {
                let margin: CGFloat = storedBounds.width < 414 ? 16 : 20
                let size = label.sizeThatFits(CGSize(width: max(0, storedBounds.width - 2 * margin), height: .greatestFiniteMagnitude))
                label.frame = CGRect(x: margin, y: max(0, storedBounds.height - size.height - 6), width: min(size.width, storedBounds.width - 2 * margin), height: size.height)
            }
        }
    }
}
