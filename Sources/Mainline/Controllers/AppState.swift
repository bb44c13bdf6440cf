import Foundation

/// The state of a simulation's app: its screen and windows, the application object, the first
/// responder and the keyboard, the appearance the system gives it, and the controller callbacks
/// UIKit owes it.
///
/// Touched only by the thread that holds the simulation's turn.
final class AppState {
    /// The screen windows are made on.
    let screen: UIScreen
    /// Visible windows are held (as a scene holds its windows); hidden ones only while
    /// something else holds them.
    private var windowEntries: [WindowEntry] = []
    /// The app: its state, delegate and notifications (made on first use).
    private(set) lazy var application = UIApplication(context: owner!)
    /// The responder that receives text input (a text field or text view being edited).
    weak var firstResponder: UIResponder?
    /// The software keyboard's frame in screen coordinates while it is shown.
    var keyboardFrame: CGRect?
    /// Set while a text input takes first responder from another (the keyboard stays up).
    var textInputHandoff = false
    /// `endEditing(true)` is resigning the first responder: its refusal does not count.
    var isForcingResign = false
    /// The appearance the system gives the app (light unless a simulation changes it).
    var userInterfaceStyle = UIUserInterfaceStyle.light
    /// The appearance of the system's snapshot of a backgrounded app, while it is taken.
    var snapshotUserInterfaceStyle: UIUserInterfaceStyle?
    /// Transitions moving controllers' views are running: the automatic appearance hook is off.
    var managedAppearanceDepth = 0
    /// Controllers whose `viewIsAppearing(_:)` is due (the layout pass looks for them only then).
    var controllersAwaitingIsAppearing = 0
    /// Children added with `addChild(_:)` whose `didMove(toParent:)` is owed.
    var childrenAwaitingDidMove: [UIViewController] = []
    /// The controllers made in this simulation, for memory warnings.
    var memoryWarningListeners = ControllerRegistry()
    /// The focused item (keyboard focus), if any.
    weak var focusedItem: UIView?
    /// Environments that asked for a focus update (`setNeedsFocusUpdate()`), oldest first.
    var focusUpdateRequests: [FocusRequest] = []
    /// The list context menu on screen (`Simulation.showContextMenu(at:)`).
    var listContextMenu: ListContextMenu?
    /// The edit menu on screen (`UIEditMenuInteraction.presentEditMenu(with:)`).
    var editMenu: VisibleEditMenu?
    /// The simulated pointer's hover state.
    let pointer = PointerState()
    /// The app's pasteboards by name (`UIPasteboard.general` and named ones), held while the
    /// simulation runs as the system holds them.
    var pasteboards: [String: UIPasteboard] = [:]
    /// The notifications posted to assistive technologies (`UIAccessibility.post`), oldest first.
    var accessibilityNotifications: [(notification: UIAccessibility.Notification, text: String?)] = []
    /// What the app's Info.plist says of its scenes (nil: an app without scenes).
    var sceneManifest: Simulation.SceneManifest?
    /// The scenes connected to the app, in the order they connected (held, as UIKit holds them).
    var connectedScenes: [UIScene] = []
    /// The sessions the app has (connected or not), in the order they were made.
    var openSessions: [UISceneSession] = []
    /// How many sessions were made (their identifiers count up).
    var sessionCount = 0
    /// The URL schemes of the other apps on the simulated device (`Simulation.installApp(urlSchemes:)`).
    var installedURLSchemes: Set<String> = []
    /// The URLs the app opened in other apps, oldest first.
    var openedURLs: [URL] = []
    /// How many times a window was ordered front (windows of one level stack by it).
    var windowOrderCount = 0

    /// The simulation whose app this is (set once it is made).
    unowned var owner: SimulationContext?

    init(screen: UIScreen) {
        self.screen = screen
    }

    /// The appearance controllers are shown in now.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle { snapshotUserInterfaceStyle ?? userInterfaceStyle }

    /// Runs `body` (a transition moving controllers' views in and out of windows) with the
    /// automatic appearance hook held off: the transition calls the callbacks itself.
    func managingAppearance<T>(_ body: () -> T) -> T {
        managedAppearanceDepth += 1
        defer { managedAppearanceDepth -= 1 }
        return body()
    }

    // MARK: - Windows

    /// The root controllers of the visible windows, in window order.
    var visibleRootControllers: [UIViewController] {
        windows.compactMap { $0.storedIsHidden ? nil : $0.storedRootViewController }
    }

    private struct WindowEntry {
        weak var window: UIWindow?
        var held: UIWindow?
    }

    /// The windows the frames serve, in the order they were made.
    var windows: [UIWindow] {
        if windowEntries.count == 1, let only = windowEntries[0].window { return [only] }
        windowEntries.removeAll { $0.window == nil }
        return windowEntries.compactMap(\.window)
    }

    /// Whether every window satisfies `predicate` (no array is made).
    func allWindows(_ predicate: (UIWindow) -> Bool) -> Bool {
        for entry in windowEntries {
            if let window = entry.window, !predicate(window) { return false }
        }
        return true
    }

    func register(_ window: UIWindow) {
        windowEntries.append(WindowEntry(window: window, held: window.storedIsHidden ? nil : window))
    }

    /// A window was shown or hidden: shown windows are held.
    func visibilityChanged(_ window: UIWindow) {
        guard let i = windowEntries.firstIndex(where: { $0.window === window }) else { return }
        windowEntries[i].held = window.storedIsHidden ? nil : window
    }
}
