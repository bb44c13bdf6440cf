import Foundation

/// What the app asks of the system, and what the system tells it: orientations, the badge and
/// the network indicator, quick actions, the app's icon, interaction events, remote-control
/// events, screenshots, the clock and data protection.
extension UIApplication {
    /// Posted when the day changes, the time zone changes or the clock is set (after
    /// `applicationSignificantTimeChange(_:)`).
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted after the user takes a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when protected files are about to become unreadable (the device locks).
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    /// Posted when protected files are readable again (the device unlocks).
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted before the status bar's orientation changes (iOS 2–12; `userInfo`: the new one).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:)")
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the status bar's orientation changed (iOS 2–12; `userInfo`: the old one).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:)")
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    /// Posted before the status bar's frame changes (iOS 2–12; `userInfo`: the new frame).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:)")
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed (iOS 2–12; `userInfo`: the old frame).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:)")
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The `userInfo` key of the status bar orientation notifications (an `NSNumber`).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:)")
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// The `userInfo` key of the status bar frame notifications (an `NSValue` of a `CGRect`).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:)")
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    /// The name of the exception UIKit raises when controllers support no orientation the app does.
    nonisolated public static let invalidInterfaceOrientationException = NSExceptionName("UIApplicationInvalidInterfaceOrientationException")

    // MARK: Orientation

    /// The orientations the Info.plist lists (`UISupportedInterfaceOrientations~iphone`, then
    /// `UISupportedInterfaceOrientations`); all but upside down when it lists none.
    var infoPlistOrientations: UIInterfaceOrientationMask {
        let names = (Bundle.main.object(forInfoDictionaryKey: "UISupportedInterfaceOrientations~iphone")
            ?? Bundle.main.object(forInfoDictionaryKey: "UISupportedInterfaceOrientations")) as? [String]
        guard let names, !names.isEmpty else { return .allButUpsideDown }
        var mask = UIInterfaceOrientationMask()
        for name in names {
            switch name {
            case "UIInterfaceOrientationPortrait": mask.insert(.portrait)
            case "UIInterfaceOrientationPortraitUpsideDown": mask.insert(.portraitUpsideDown)
            case "UIInterfaceOrientationLandscapeLeft": mask.insert(.landscapeLeft)
            case "UIInterfaceOrientationLandscapeRight": mask.insert(.landscapeRight)
            default: break
            }
        }
        return mask.isEmpty ? .allButUpsideDown : mask
    }

    /// The orientations the app allows in `window` (the app delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, else the Info.plist's); the system
    /// turns the interface only to orientations both the app and the controllers allow.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        let entry = UIEntry("-[UIApplication supportedInterfaceOrientationsForWindow:]", self); defer { entry.end() }
        return appSupportedOrientations(for: window)
    }

    func appSupportedOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        guard let delegate = storedDelegate else { return infoPlistOrientations }
        var mask = infoPlistOrientations
        context.loop.span(.delegateCallback, "application(_:supportedInterfaceOrientationsFor:)") {
            mask = delegate.application(self, supportedInterfaceOrientationsFor: window)
        }
        return mask
    }

    /// How long the status bar's rotation animates (iOS 2–12: 0.4 seconds, a rotation's length).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransition(to:with:)")
    public var statusBarOrientationAnimationDuration: TimeInterval {
        UIEntry.check("-[UIApplication statusBarOrientationAnimationDuration]", self)
        return Simulation.rotationDuration
    }

    /// Sets the status bar's orientation (iOS 2–9). Since iOS 9 the controllers' supported
    /// orientations decide it, and the call changes nothing, as on iOS.
    @available(iOS, deprecated: 9.0, message: "Use supportedInterfaceOrientations")
    public func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {
        UIEntry.check("-[UIApplication setStatusBarOrientation:animated:]", self)
    }

    /// Hides or shows the status bar (iOS 2–3.2's form of `setStatusBarHidden(_:with:)`).
    @available(iOS, deprecated: 3.2, message: "Use prefersStatusBarHidden")
    public func setStatusBarHidden(_ hidden: Bool, animated: Bool) {
        let entry = UIEntry("-[UIApplication setStatusBarHidden:animated:]", self); defer { entry.end() }
        setStatusBarHidden(hidden, with: animated ? .fade : .none)
    }

    // MARK: Indicators and the icon

    /// Whether the status bar shows the network activity spinner (iOS 2–12; an iPhone with a
    /// notch never shows it, the value is kept).
    @available(iOS, deprecated: 13.0, message: "Provide a custom network activity UI in your app if desired.")
    public var isNetworkActivityIndicatorVisible: Bool {
        get { let entry = UIEntry("-[UIApplication isNetworkActivityIndicatorVisible]", self); defer { entry.end() }; return system.networkActivityIndicatorVisible }
        set { let entry = UIEntry("-[UIApplication setNetworkActivityIndicatorVisible:]", self); defer { entry.end() }; system.networkActivityIndicatorVisible = newValue }
    }

    /// The number on the app's icon (0: no badge). A local notification that fires while the
    /// app is in the background sets it to the notification's number.
    @available(iOS, deprecated: 17.0, message: "Use UNUserNotificationCenter's setBadgeCount(_:withCompletionHandler:)")
    public var applicationIconBadgeNumber: Int {
        get { let entry = UIEntry("-[UIApplication applicationIconBadgeNumber]", self); defer { entry.end() }; return system.badgeNumber }
        set { let entry = UIEntry("-[UIApplication setApplicationIconBadgeNumber:]", self); defer { entry.end() }; system.badgeNumber = newValue }
    }

    /// The app's dynamic Home screen quick actions (shown after the static ones of the Info.plist).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { let entry = UIEntry("-[UIApplication shortcutItems]", self); defer { entry.end() }; return system.shortcutItems }
        set {
            let entry = UIEntry("-[UIApplication setShortcutItems:]", self); defer { entry.end() }
            system.shortcutItems = newValue?.map { $0.copy() as! UIApplicationShortcutItem }
        }
    }

    /// The alternate icons the Info.plist declares (`CFBundleIcons` › `CFBundleAlternateIcons`),
    /// or those a test declares with `Simulation.declareAlternateIcons(_:)`.
    var alternateIconNames: Set<String> {
        if let names = system.declaredAlternateIcons { return names }
        let icons = Bundle.main.object(forInfoDictionaryKey: "CFBundleIcons") as? [String: Any]
        let alternates = icons?["CFBundleAlternateIcons"] as? [String: Any]
        return Set(alternates?.keys.map { $0 } ?? [])
    }

    /// Whether the app declares alternate icons.
    public var supportsAlternateIcons: Bool {
        let entry = UIEntry("-[UIApplication supportsAlternateIcons]", self); defer { entry.end() }
        return !alternateIconNames.isEmpty
    }

    /// The alternate icon the app shows (nil: its primary icon).
    public var alternateIconName: String? {
        let entry = UIEntry("-[UIApplication alternateIconName]", self); defer { entry.end() }
        return system.alternateIconName
    }

    /// Changes the app's icon (nil: the primary one). `completionHandler` gets nil on success,
    /// or — as iOS — `NSFeatureUnsupportedError` when the app declares no alternate icons and
    /// `NSFileNoSuchFileError` for a name it does not declare (on the main queue, after the
    /// call returns).
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        let entry = UIEntry("-[UIApplication setAlternateIconName:completionHandler:]", self); defer { entry.end() }
        let names = alternateIconNames
        var error: Error?
        if names.isEmpty {
            error = NSError(domain: NSCocoaErrorDomain, code: CocoaError.featureUnsupported.rawValue,
                            userInfo: [NSLocalizedDescriptionKey: "The requested operation couldn’t be completed because the feature is not supported."])
        } else if let name = alternateIconName, !names.contains(name) {
            error = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileNoSuchFile.rawValue,
                            userInfo: [NSLocalizedDescriptionKey: "The file doesn’t exist."])
        } else {
            system.alternateIconName = alternateIconName
        }
        guard let completionHandler else { return }
        DispatchQueue.main.async { completionHandler(error) }
    }

    /// Sets the icon of a Newsstand app (iOS 5–9; kept).
    @available(iOS, deprecated: 9.0, message: "Newsstand apps now behave like normal apps on SpringBoard")
    public func setNewsstandIconImage(_ image: UIImage?) {
        let entry = UIEntry("-[UIApplication setNewsstandIconImage:]", self); defer { entry.end() }
        system.newsstandIconImage = image
    }

    // MARK: Events

    /// Whether touches are held back from the app's windows (between `beginIgnoringInteractionEvents()`
    /// and the matching end).
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool {
        let entry = UIEntry("-[UIApplication isIgnoringInteractionEvents]", self); defer { entry.end() }
        return system.ignoringInteractionEvents > 0
    }

    /// Stops touches reaching the app's windows (calls nest: each needs an end). A touch that
    /// goes down meanwhile is dropped.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() {
        let entry = UIEntry("-[UIApplication beginIgnoringInteractionEvents]", self); defer { entry.end() }
        system.ignoringInteractionEvents += 1
    }

    /// Balances a `beginIgnoringInteractionEvents()`.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        let entry = UIEntry("-[UIApplication endIgnoringInteractionEvents]", self); defer { entry.end() }
        system.ignoringInteractionEvents = max(0, system.ignoringInteractionEvents - 1)
    }

    /// Whether shaking the device offers to undo (true).
    public var applicationSupportsShakeToEdit: Bool {
        get { let entry = UIEntry("-[UIApplication applicationSupportsShakeToEdit]", self); defer { entry.end() }; return system.supportsShakeToEdit }
        set { let entry = UIEntry("-[UIApplication setApplicationSupportsShakeToEdit:]", self); defer { entry.end() }; system.supportsShakeToEdit = newValue }
    }

    /// Starts delivering remote-control events (headphone and lock-screen media controls) to the
    /// first responder's chain (`remoteControlReceived(with:)`).
    public func beginReceivingRemoteControlEvents() {
        let entry = UIEntry("-[UIApplication beginReceivingRemoteControlEvents]", self); defer { entry.end() }
        system.receivesRemoteControlEvents = true
    }

    /// Stops delivering remote-control events.
    public func endReceivingRemoteControlEvents() {
        let entry = UIEntry("-[UIApplication endReceivingRemoteControlEvents]", self); defer { entry.end() }
        system.receivesRemoteControlEvents = false
    }

    /// Whether the proximity sensor turns the screen off (iOS 2–3; the device's
    /// `isProximityMonitoringEnabled`).
    @available(iOS, deprecated: 3.0, message: "Use UIDevice.isProximityMonitoringEnabled")
    public var isProximitySensingEnabled: Bool {
        get { let entry = UIEntry("-[UIApplication isProximitySensingEnabled]", self); defer { entry.end() }; return device.storedIsProximityMonitoringEnabled }
        set { let entry = UIEntry("-[UIApplication setProximitySensingEnabled:]", self); defer { entry.end() }; device.storedIsProximityMonitoringEnabled = newValue }
    }

    // MARK: Data protection and VoIP

    /// Whether protected files are readable (false while the simulated device is locked).
    public var isProtectedDataAvailable: Bool {
        let entry = UIEntry("-[UIApplication isProtectedDataAvailable]", self); defer { entry.end() }
        return !system.deviceLocked
    }

    /// Runs `keepAliveHandler` every `timeout` seconds (at least 600) while the app is in the
    /// background, for a VoIP app's connection (iOS 4–9). Returns whether it was installed.
    @available(iOS, deprecated: 9.0, message: "Use PushKit")
    public func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool {
        let entry = UIEntry("-[UIApplication setKeepAliveTimeout:handler:]", self); defer { entry.end() }
        guard timeout >= 600, timeout.isFinite, let keepAliveHandler else { return false }
        system.keepAlive?.cancel()
        let context = self.context
        system.keepAlive = context.loop.scheduler.schedule(at: context.loop.clock.now + TimeAmount(seconds: timeout),
                                                          repeating: TimeAmount(seconds: timeout), kind: .scheduledWork, name: "keep-alive handler") {
            guard context.app.application.storedState == .background else { return }
            context.loop.span(.delegateCallback, "keep-alive handler") { keepAliveHandler() }
        }
        return true
    }

    /// Removes the keep-alive handler.
    @available(iOS, deprecated: 9.0, message: "Use PushKit")
    public func clearKeepAliveTimeout() {
        let entry = UIEntry("-[UIApplication clearKeepAliveTimeout]", self); defer { entry.end() }
        system.keepAlive?.cancel()
        system.keepAlive = nil
    }
}

/// The app's settings with the system (kept by `UIApplication`).
struct SystemSettings {
    var networkActivityIndicatorVisible = false
    var badgeNumber = 0
    var shortcutItems: [UIApplicationShortcutItem]?
    var declaredAlternateIcons: Set<String>?
    var alternateIconName: String?
    var newsstandIconImage: UIImage?
    var ignoringInteractionEvents = 0
    var supportsShakeToEdit = true
    var receivesRemoteControlEvents = false
    var deviceLocked = false
    var keepAlive: ScheduledWork?
}

extension Simulation {
    /// Declares the app's alternate icons, as its Info.plist's `CFBundleAlternateIcons` would.
    public func declareAlternateIcons(_ names: [String]) {
        let context = self.context
        context.turn { context.app.application.system.declaredAlternateIcons = Set(names) }
    }

    /// The user takes a screenshot: `UIApplication.userDidTakeScreenshotNotification`.
    public func takeScreenshot(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "screenshot") { context in
            context.app.application.post(UIApplication.userDidTakeScreenshotNotification)
        }
    }

    /// The day changes (or the time zone, or the clock is set): the app delegate's
    /// `applicationSignificantTimeChange(_:)`, then the notification.
    public func significantTimeChange(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "significant time change") { context in
            let app = context.app.application
            if let delegate = app.storedDelegate {
                app.delegateCall("applicationSignificantTimeChange(_:)") { delegate.applicationSignificantTimeChange(app) }
            }
            app.post(UIApplication.significantTimeChangeNotification)
        }
    }

    /// The user locks the device (protected data becomes unavailable: the app delegate's
    /// `applicationProtectedDataWillBecomeUnavailable(_:)`, then the notification) or unlocks it.
    public func setDeviceLocked(_ locked: Bool, after delay: TimeInterval = 0) {
        systemEvent(after: delay, locked ? "device locks" : "device unlocks") { context in
            let app = context.app.application
            guard app.system.deviceLocked != locked else { return }
            if locked {
                if let delegate = app.storedDelegate {
                    app.delegateCall("applicationProtectedDataWillBecomeUnavailable(_:)") { delegate.applicationProtectedDataWillBecomeUnavailable(app) }
                }
                app.post(UIApplication.protectedDataWillBecomeUnavailableNotification)
                app.system.deviceLocked = true
            } else {
                app.system.deviceLocked = false
                if let delegate = app.storedDelegate {
                    app.delegateCall("applicationProtectedDataDidBecomeAvailable(_:)") { delegate.applicationProtectedDataDidBecomeAvailable(app) }
                }
                app.post(UIApplication.protectedDataDidBecomeAvailableNotification)
            }
        }
    }
}
