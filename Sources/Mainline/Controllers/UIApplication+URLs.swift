import Foundation

/// Opening URLs in other apps, and being opened by them. The simulated iPhone has the system's
/// apps — Safari (`http`, `https`), Mail (`mailto`), Phone (`tel`, `telprompt`), Messages
/// (`sms`), FaceTime (`facetime`, `facetime-audio`), Maps (`maps`), the App Store (`itms-apps`,
/// `itms-appss`) and Settings (`app-settings`, for this app's page) — and the apps a test
/// installs with `Simulation.installApp(urlSchemes:)`. The app's own URL schemes are those of
/// its Info.plist (`CFBundleURLTypes`).
extension UIApplication {
    /// The URL that opens this app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL that opens the Settings page where the user chooses default apps.
    nonisolated public static let openDefaultApplicationsSettingsURLString = "app-settings:default-applications"
    /// The URL that opens this app's notification settings in Settings.
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link of an installed app (an `NSNumber` Bool).
        nonisolated public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// An ad's attribution (`UIEventAttribution`).
        nonisolated public static let eventAttribution = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// The schemes the system's apps open.
    static let systemURLSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "telprompt", "sms", "facetime", "facetime-audio", "maps", "itms-apps", "itms-appss",
        "app-settings",
    ]

    /// The app's own URL schemes (its Info.plist's `CFBundleURLTypes`).
    var ownURLSchemes: Set<String> {
        guard let types = Bundle.main.object(forInfoDictionaryKey: "CFBundleURLTypes") as? [[String: Any]] else { return [] }
        return Set(types.flatMap { ($0["CFBundleURLSchemes"] as? [String]) ?? [] }.map { $0.lowercased() })
    }

    /// Whether an app of the simulated device opens `url`.
    func hasHandler(for url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Self.systemURLSchemes.contains(scheme) || context.app.installedURLSchemes.contains(scheme) || ownURLSchemes.contains(scheme)
    }

    /// Whether an app on the device opens `url` (a system app's scheme, an installed app's, or
    /// the app's own).
    public func canOpenURL(_ url: URL) -> Bool {
        let entry = UIEntry("-[UIApplication canOpenURL:]", self); defer { entry.end() }
        return hasHandler(for: url)
    }

    /// Opens `url` in the app that handles it; `completion` gets whether it opened (on the main
    /// queue, after this call returns). Opening another app sends this one to the background at
    /// the next frame (`willResignActive`, `didEnterBackground`), as the other app comes to the
    /// front; a URL of the app's own scheme comes back to the app itself (see
    /// `Simulation.open(_:sourceApplication:after:)`). The URLs opened elsewhere are in
    /// `Simulation.openedURLs`. With `.universalLinksOnly`, only a universal link of an installed
    /// app opens (none here: `completion(false)`).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIApplication openURL:options:completionHandler:]", self); defer { entry.end() }
        let universal = (options[.universalLinksOnly] as? Bool) ?? (options[.universalLinksOnly] as? NSNumber)?.boolValue ?? false
        openURL(url, universalLinksOnly: universal, completion: completion)
    }

    /// Opens `url` at once and returns whether it opened (iOS 2–10).
    @available(iOS, deprecated: 10.0, message: "Use open(_:options:completionHandler:)")
    public func openURL(_ url: URL) -> Bool {
        let entry = UIEntry("-[UIApplication openURL:]", self); defer { entry.end() }
        let opens = hasHandler(for: url)
        if opens { openElsewhere(url) }
        return opens
    }

    func openURL(_ url: URL, universalLinksOnly: Bool, completion: ((Bool) -> Void)?) {
        let opens = !universalLinksOnly && hasHandler(for: url)
        if opens { openElsewhere(url) }
        guard let completion else { return }
        DispatchQueue.main.async { completion(opens) }
    }

    /// The URL opens in its app: the app's own scheme comes back to it; another app comes to the
    /// front and this one goes to the background.
    private func openElsewhere(_ url: URL) {
        let context = self.context
        if let scheme = url.scheme?.lowercased(), ownURLSchemes.contains(scheme) {
            context.loop.scheduleInput(after: .zero, "open URL") { context.app.application.receiveURL(url, sourceApplication: nil) }
            return
        }
        context.app.openedURLs.append(url)
        context.loop.scheduleInput(after: .zero, "another app opens") {
            let app = context.app.application
            if app.storedState == .active { app.resignActive() }
            if app.storedState != .background { app.enterBackground() }
        }
    }

    /// The system hands the app `url` (another app opened it): a background app comes to the
    /// foreground first, then the scene delegate's `scene(_:openURLContexts:)` — or, without
    /// scenes, the app delegate's `application(_:open:options:)` — then the app becomes active.
    func receiveURL(_ url: URL, sourceApplication: String?) {
        let wasBackground = storedState == .background
        if wasBackground { enterForeground() }
        if usesScenes {
            if let scene = context.app.connectedScenes.first, let delegate = scene.storedDelegate {
                let contexts: Set<UIOpenURLContext> = [UIOpenURLContext(url: url, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))]
                context.loop.span(.delegateCallback, "scene(_:openURLContexts:)") { delegate.scene(scene, openURLContexts: contexts) }
            }
        } else if let delegate = storedDelegate {
            var options: [OpenURLOptionsKey: Any] = [.openInPlace: false]
            if let sourceApplication { options[.sourceApplication] = sourceApplication }
            delegateCall("application(_:open:options:)") { _ = delegate.application(self, open: url, options: options) }
        }
        if wasBackground { announceDidBecomeActive() }
    }
}

extension Simulation {
    /// Installs another app on the simulated device that opens URLs of `urlSchemes`
    /// (`canOpenURL(_:)` is then true for them, and `open(_:)` opens them).
    public func installApp(urlSchemes: [String]) {
        let context = self.context
        context.turn { context.app.installedURLSchemes.formUnion(urlSchemes.map { $0.lowercased() }) }
    }

    /// The URLs the app opened in other apps, oldest first.
    public var openedURLs: [URL] {
        let context = self.context
        return context.turn { context.app.openedURLs }
    }
}
