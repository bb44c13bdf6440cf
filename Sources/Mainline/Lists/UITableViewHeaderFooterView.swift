import Foundation

/// A reusable section header or footer; `textLabel` shows the data source's title.
open class UITableViewHeaderFooterView: UIView {
    let storedReuseIdentifier: String?
    let storedContentView: UIView
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedBackgroundView: UIView?
    var storedContentConfiguration: UIContentConfiguration?
    var configuredContentView: (UIView & UIContentView)?
    var needsConfigurationUpdate = true
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    var storedAutomaticallyUpdatesContentConfiguration = true
    var storedAutomaticallyUpdatesBackgroundConfiguration = true
    var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?
    var backgroundConfigurationView: BackgroundConfigurationView?

    /// What `updateConfiguration(using:)` and `configurationUpdateHandler` get.
    public typealias ConfigurationUpdateHandler = (_ view: UITableViewHeaderFooterView, _ state: UIViewConfigurationState) -> Void

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

    /// A second label under the title (deprecated in UIKit: use a content configuration).
    open var detailTextLabel: UILabel? {
        let entry = UIEntry("-[UITableViewHeaderFooterView detailTextLabel]", self); defer { entry.end() }
        if let label = storedDetailTextLabel { return label }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .secondaryLabel
        storedDetailTextLabel = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A view behind the content, sized with the view (exclusive with a background
    /// configuration).
    open var backgroundView: UIView? {
        get { let entry = UIEntry("-[UITableViewHeaderFooterView backgroundView]", self); defer { entry.end() }; return storedBackgroundView }
        set {
            let entry = UIEntry("-[UITableViewHeaderFooterView setBackgroundView:]", self); defer { entry.end() }
            if newValue != nil {
                storedBackgroundConfiguration = nil
                backgroundConfigurationView?.removeFromSuperview()
                backgroundConfigurationView = nil
            }
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            if let view = newValue { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }

    /// The content as a configuration: its view fills `contentView`.
    open var contentConfiguration: UIContentConfiguration? {
        get { let entry = UIEntry("-[UITableViewHeaderFooterView contentConfiguration]", self); defer { entry.end() }; return storedContentConfiguration }
        set {
            let entry = UIEntry("-[UITableViewHeaderFooterView setContentConfiguration:]", self); defer { entry.end() }
            storedContentConfiguration = newValue
            installContentConfiguration(newValue, in: storedContentView, replacing: &configuredContentView)
        }
    }

    /// A list configuration for the table's style to fill in: a plain or grouped header.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let entry = UIEntry("-[UITableViewHeaderFooterView defaultContentConfiguration]", self); defer { entry.end() }
        let table = storedSuperview as? UITableView
        return table.map { $0.storedStyle == .plain } ?? true ? .plainHeader() : .groupedHeader()
    }

    /// The view's state for configurations (traits; disabled when it takes no touches).
    open var configurationState: UIViewConfigurationState {
        let entry = UIEntry("-[UITableViewHeaderFooterView configurationState]", self); defer { entry.end() }
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !storedIsUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        let entry = UIEntry("-[UITableViewHeaderFooterView setNeedsUpdateConfiguration]", self); defer { entry.end() }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the view's configurations for `state` (override to restyle it); called before
    /// it is first shown and after `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        UIEntry.check("-[UITableViewHeaderFooterView updateConfigurationUsingState:]", self)
    }

    /// Called after each `updateConfiguration(using:)`; setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { let entry = UIEntry("-[UITableViewHeaderFooterView configurationUpdateHandler]", self); defer { entry.end() }; return storedConfigurationUpdateHandler }
        set {
            let entry = UIEntry("-[UITableViewHeaderFooterView setConfigurationUpdateHandler:]", self); defer { entry.end() }
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether a state change updates `contentConfiguration` (default true).
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { let entry = UIEntry("-[UITableViewHeaderFooterView automaticallyUpdatesContentConfiguration]", self); defer { entry.end() }; return storedAutomaticallyUpdatesContentConfiguration }
        set { let entry = UIEntry("-[UITableViewHeaderFooterView setAutomaticallyUpdatesContentConfiguration:]", self); defer { entry.end() }; storedAutomaticallyUpdatesContentConfiguration = newValue }
    }

    /// The background as a configuration (exclusive with `backgroundView`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { let entry = UIEntry("-[UITableViewHeaderFooterView backgroundConfiguration]", self); defer { entry.end() }; return storedBackgroundConfiguration }
        set {
            let entry = UIEntry("-[UITableViewHeaderFooterView setBackgroundConfiguration:]", self); defer { entry.end() }
            if newValue != nil {
                storedBackgroundView?.removeFromSuperview()
                storedBackgroundView = nil
            }
            storedBackgroundConfiguration = newValue
            showBackgroundConfiguration()
        }
    }

    /// Whether a state change updates `backgroundConfiguration` (default true).
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { let entry = UIEntry("-[UITableViewHeaderFooterView automaticallyUpdatesBackgroundConfiguration]", self); defer { entry.end() }; return storedAutomaticallyUpdatesBackgroundConfiguration }
        set { let entry = UIEntry("-[UITableViewHeaderFooterView setAutomaticallyUpdatesBackgroundConfiguration:]", self); defer { entry.end() }; storedAutomaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The background configuration for the table's style (plain: the plain header's; grouped:
    /// clear).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let entry = UIEntry("-[UITableViewHeaderFooterView defaultBackgroundConfiguration]", self); defer { entry.end() }
        let plain = (storedSuperview as? UITableView).map { $0.storedStyle == .plain } ?? true
        return plain ? UIBackgroundConfiguration(style: .listHeaderFooter, color: .systemBackground) : UIBackgroundConfiguration(style: .listGroupedHeaderFooter, color: .clear)
    }

    /// Called before the view is handed out again.
    open func prepareForReuse() {
        UIEntry.check("-[UITableViewHeaderFooterView prepareForReuse]", self)
    }

    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if storedAutomaticallyUpdatesContentConfiguration, let content = storedContentConfiguration {
            let updated = content.updated(for: state)
            storedContentConfiguration = updated
            installContentConfiguration(updated, in: storedContentView, replacing: &configuredContentView)
        }
        if storedAutomaticallyUpdatesBackgroundConfiguration, let background = storedBackgroundConfiguration {
            storedBackgroundConfiguration = background.updated(for: state)
        }
        context.loop.span(.delegateCallback, "updateConfiguration(using:)", object: self) { updateConfiguration(using: state) }
        if let handler = storedConfigurationUpdateHandler {
            context.loop.span(.delegateCallback, "configurationUpdateHandler", object: self, isApp: true) { handler(self, state) }
        }
    }

    private func showBackgroundConfiguration() {
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

    open override func layoutSubviews() {
        let entry = UIEntry("-[UITableViewHeaderFooterView layoutSubviews]", self); defer { entry.end() }
        updateConfigurationIfNeeded()
        asFrameworkWork {
            super.layoutSubviews()
            storedContentView.frame = storedBounds
            storedBackgroundView?.frame = storedBounds
            showBackgroundConfiguration()
            if let detail = storedDetailTextLabel {
                let margin: CGFloat = storedBounds.width < 414 ? 16 : 20
                let size = detail.sizeThatFits(CGSize(width: max(0, storedBounds.width - 2 * margin), height: .greatestFiniteMagnitude))
                detail.frame = CGRect(x: margin, y: max(0, storedBounds.height - size.height - 6), width: min(size.width, storedBounds.width - 2 * margin), height: size.height)
            }
            if let label = storedTextLabel {
                let margin: CGFloat = storedBounds.width < 414 ? 16 : 20
                let detail = storedDetailTextLabel.map { $0.frameValue.height } ?? 0
                let size = label.sizeThatFits(CGSize(width: max(0, storedBounds.width - 2 * margin), height: .greatestFiniteMagnitude))
                label.frame = CGRect(x: margin, y: max(0, storedBounds.height - size.height - 6 - detail), width: min(size.width, storedBounds.width - 2 * margin), height: size.height)
            }
        }
    }
}
