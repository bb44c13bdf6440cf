import Foundation

/// The device the simulation runs on: an iPhone (the simulation's screen) on iOS 17. Each
/// simulation has its own (`UIDevice.current` is the running one's).
///
/// Its orientation follows `Simulation.rotate(to:)` once orientation notifications are on
/// (`beginGeneratingDeviceOrientationNotifications()`; before that it is `.unknown`, as Apple
/// documents), and each rotation then posts `UIDevice.orientationDidChangeNotification`. Battery
/// monitoring reports a full battery, unplugged; proximity monitoring turns on (an iPhone has
/// the sensor) and reports nothing near.
open class UIDevice: @unchecked Sendable {
    /// The orientation of the device in space (UIKit's `UIDeviceOrientation`).
    public typealias Orientation = UIDeviceOrientation

    /// The battery's charging state.
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    /// Posted when the device's orientation changes (while notifications are generated).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes (while battery monitoring is on).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes (while battery monitoring is on).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity sensor's state changes.
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    private unowned let application: UIApplication
    var orientationNotificationRequests = 0
    /// The way the device is held, when it differs from the interface's orientation (a turn to
    /// an orientation the controllers do not support leaves the interface where it was).
    var storedDeviceOrientation: UIInterfaceOrientation?
    var storedIsBatteryMonitoringEnabled = false
    var storedIsProximityMonitoringEnabled = false

    init(application: UIApplication) {
        self.application = application
    }

    /// The device of the simulation whose turn is running.
    public static var current: UIDevice {
        let entry = UIEntry("+[UIDevice currentDevice]"); defer { entry.end() }
        return SimulationContext.runningOrDetached.app.application.device
    }

    /// The kind of interface the device has (`.phone`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let entry = UIEntry("-[UIDevice userInterfaceIdiom]", self); defer { entry.end() }
        return .phone
    }

    /// The operating system's name ("iOS").
    public var systemName: String { let entry = UIEntry("-[UIDevice systemName]", self); defer { entry.end() }; return "iOS" }
    /// The operating system's version ("17.0").
    public var systemVersion: String { let entry = UIEntry("-[UIDevice systemVersion]", self); defer { entry.end() }; return "17.0" }
    /// The model ("iPhone").
    public var model: String { let entry = UIEntry("-[UIDevice model]", self); defer { entry.end() }; return "iPhone" }
    /// The model, localized ("iPhone").
    public var localizedModel: String { let entry = UIEntry("-[UIDevice localizedModel]", self); defer { entry.end() }; return "iPhone" }
    /// The device's name (the generic "iPhone", as apps see it since iOS 16).
    public var name: String { let entry = UIEntry("-[UIDevice name]", self); defer { entry.end() }; return "iPhone" }
    /// An identifier of the app's vendor on this device (the same in every run).
    public var identifierForVendor: UUID? {
        let entry = UIEntry("-[UIDevice identifierForVendor]", self); defer { entry.end() }
        return UUID(uuidString: "6D61696E-6C69-6E65-0000-000000000001")
    }
    /// Whether the device runs several apps at once (true).
    public var isMultitaskingSupported: Bool { let entry = UIEntry("-[UIDevice isMultitaskingSupported]", self); defer { entry.end() }; return true }

    // MARK: Orientation

    /// The device's orientation: `.unknown` unless orientation notifications are on, then the
    /// orientation the simulation's screen was turned to.
    public var orientation: Orientation {
        let entry = UIEntry("-[UIDevice orientation]", self); defer { entry.end() }
        return orientationNotificationRequests > 0 ? deviceOrientation : .unknown
    }

    /// Whether orientation notifications are generated.
    public var isGeneratingDeviceOrientationNotifications: Bool {
        let entry = UIEntry("-[UIDevice isGeneratingDeviceOrientationNotifications]", self); defer { entry.end() }
        return orientationNotificationRequests > 0
    }

    /// Turns orientation notifications on (calls nest: each needs its end call).
    public func beginGeneratingDeviceOrientationNotifications() {
        let entry = UIEntry("-[UIDevice beginGeneratingDeviceOrientationNotifications]", self); defer { entry.end() }
        orientationNotificationRequests += 1
    }

    /// Balances a `beginGeneratingDeviceOrientationNotifications()`.
    public func endGeneratingDeviceOrientationNotifications() {
        let entry = UIEntry("-[UIDevice endGeneratingDeviceOrientationNotifications]", self); defer { entry.end() }
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// The device orientation matching the screen's interface orientation (UIKit's raw values
    /// agree: interface landscape-left is device landscape-right).
    var deviceOrientation: Orientation {
        Orientation(rawValue: (storedDeviceOrientation ?? application.screenOrientation).rawValue) ?? .unknown
    }

    /// The screen turned: observers hear it when notifications are on.
    func orientationDidChange() {
        guard orientationNotificationRequests > 0 else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery and proximity

    /// Whether battery monitoring is on (false).
    public var isBatteryMonitoringEnabled: Bool {
        get { let entry = UIEntry("-[UIDevice isBatteryMonitoringEnabled]", self); defer { entry.end() }; return storedIsBatteryMonitoringEnabled }
        set { let entry = UIEntry("-[UIDevice setBatteryMonitoringEnabled:]", self); defer { entry.end() }; storedIsBatteryMonitoringEnabled = newValue }
    }

    /// The charge, 0…1 (-1 while monitoring is off, as Apple documents; 1 when on).
    public var batteryLevel: Float {
        let entry = UIEntry("-[UIDevice batteryLevel]", self); defer { entry.end() }
        return storedIsBatteryMonitoringEnabled ? 1 : -1
    }

    /// The charging state (`.unknown` while monitoring is off; `.unplugged` when on).
    public var batteryState: BatteryState {
        let entry = UIEntry("-[UIDevice batteryState]", self); defer { entry.end() }
        return storedIsBatteryMonitoringEnabled ? .unplugged : .unknown
    }

    /// Whether the proximity sensor is on (it turns on: an iPhone has one).
    public var isProximityMonitoringEnabled: Bool {
        get { let entry = UIEntry("-[UIDevice isProximityMonitoringEnabled]", self); defer { entry.end() }; return storedIsProximityMonitoringEnabled }
        set { let entry = UIEntry("-[UIDevice setProximityMonitoringEnabled:]", self); defer { entry.end() }; storedIsProximityMonitoringEnabled = newValue }
    }

    /// Whether something is near the sensor (never, here).
    public var proximityState: Bool { let entry = UIEntry("-[UIDevice proximityState]", self); defer { entry.end() }; return false }

    /// Plays the keyboard click (nothing is heard).
    public func playInputClick() { UIEntry.check("-[UIDevice playInputClick]", self) }
}

extension UIApplication {
    /// The orientation the simulation's screen is turned to.
    var screenOrientation: UIInterfaceOrientation { simulationScreen.storedOrientation }
}

/// The device's orientation by the name Swift gives it on iOS (`UIDevice.orientation`'s type).
