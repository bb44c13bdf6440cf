import Foundation

extension UITableViewCell {
    /// Whether a state change updates `contentConfiguration` with its `updated(for:)` (default
    /// true).
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { let entry = UIEntry("-[UITableViewCell automaticallyUpdatesContentConfiguration]", self); defer { entry.end() }; return storedAutomaticallyUpdatesContentConfiguration }
        set { let entry = UIEntry("-[UITableViewCell setAutomaticallyUpdatesContentConfiguration:]", self); defer { entry.end() }; storedAutomaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether a state change updates `backgroundConfiguration` with its `updated(for:)`
    /// (default true).
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { let entry = UIEntry("-[UITableViewCell automaticallyUpdatesBackgroundConfiguration]", self); defer { entry.end() }; return storedAutomaticallyUpdatesBackgroundConfiguration }
        set { let entry = UIEntry("-[UITableViewCell setAutomaticallyUpdatesBackgroundConfiguration:]", self); defer { entry.end() }; storedAutomaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// Runs a due configuration update: the automatic updates, `updateConfiguration(using:)`,
    /// then the handler.
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

    func clearBackgroundConfiguration() {
        storedBackgroundConfiguration = nil
        backgroundConfigurationView?.removeFromSuperview()
        backgroundConfigurationView = nil
    }
}
