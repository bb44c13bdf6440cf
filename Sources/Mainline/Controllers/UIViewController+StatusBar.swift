import Foundation

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3

    /// (Deprecated in iOS 7: `.lightContent`.)
    @available(iOS, deprecated: 7.0, renamed: "lightContent")
    public static var blackTranslucent: UIStatusBarStyle { .lightContent }
    /// (Deprecated in iOS 7: `.lightContent`.)
    @available(iOS, deprecated: 7.0, renamed: "lightContent")
    public static var blackOpaque: UIStatusBarStyle { .lightContent }
}

/// How the status bar animates when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

/// What the controllers on screen ask of the system, resolved as UIKit resolves it (Mainline's
/// record of it; see `UIApplication.controllerPreferences`): the status bar's style and
/// visibility, the home indicator, the screen edges that defer system gestures, pointer and
/// orientation locks, and the orientations allowed.
public struct ControllerPreferences: Equatable, Sendable {
    public var statusBarStyle = UIStatusBarStyle.default
    public var isStatusBarHidden = false
    /// How the last change of the status bar's visibility animated.
    public var statusBarUpdateAnimation = UIStatusBarAnimation.none
    public var isHomeIndicatorAutoHidden = false
    public var screenEdgesDeferringSystemGestures = UIRectEdge()
    public var isPointerLocked = false
    public var isInterfaceOrientationLocked = false
    public var supportedInterfaceOrientations = UIInterfaceOrientationMask.allButUpsideDown

    public init() {}
}

/// How UIKit finds the controller whose preferences the system follows: from the key window's
/// root, the topmost presented controller that covers the screen (a full-screen style) or says
/// `modalPresentationCapturesStatusBarAppearance`; then, down its `childFor…` chain, the child
/// it names for each preference. The system reads them again when a controller calls one of the
/// `setNeedsUpdateOf…`/`setNeedsStatusBarAppearanceUpdate()` methods and when a transition
/// (presentation, dismissal, push, pop, tab switch, a new root) ends.
extension UIViewController {
    /// The controller of the presentation chain from this root that decides the preferences.
    var preferenceDecidingController: UIViewController {
        var decider: UIViewController = self
        for controller in presentationChain.dropFirst() where !controller.transitionFlags.isBeingDismissed {
            let style = controller.presentedStyle
            if style == .fullScreen || style == .overFullScreen && controller.storedModalPresentationStyle != .custom
                || controller.storedModalPresentationCapturesStatusBarAppearance {
                decider = controller
            }
        }
        return decider
    }

    /// Follows a `childFor…` chain from this controller (a loop ends it).
    func following(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = child(current), seen.insert(ObjectIdentifier(next)).inserted { current = next }
        return current
    }

    /// The preferences as this root's presentation chain states them now.
    func resolvedPreferences() -> ControllerPreferences {
        // The preferences are getters read in passing (no spans of their own: their time counts
        // in the surrounding work, as the system's reads do in a device's traces).
        let decider = preferenceDecidingController
        var p = ControllerPreferences()
        p.statusBarStyle = decider.following { $0.childForStatusBarStyle }.preferredStatusBarStyle
        let hiding = decider.following { $0.childForStatusBarHidden }
        p.isStatusBarHidden = hiding.prefersStatusBarHidden
        p.statusBarUpdateAnimation = hiding.preferredStatusBarUpdateAnimation
        p.isHomeIndicatorAutoHidden = decider.following { $0.childForHomeIndicatorAutoHidden }.prefersHomeIndicatorAutoHidden
        p.screenEdgesDeferringSystemGestures = decider.following { $0.childForScreenEdgesDeferringSystemGestures }
            .preferredScreenEdgesDeferringSystemGestures
        p.isPointerLocked = decider.following { $0.childViewControllerForPointerLock }.prefersPointerLocked
        p.isInterfaceOrientationLocked = decider.following { $0.childForInterfaceOrientationLock }.prefersInterfaceOrientationLocked
        p.supportedInterfaceOrientations = decider.supportedInterfaceOrientations
        return p
    }
}

extension UIApplication {
    /// What the controllers on screen last asked of the system (Mainline's record; UIKit keeps it
    /// in the status bar manager and the scene).
    public var controllerPreferences: ControllerPreferences {
        let entry = UIEntry("-[UIApplication _controllerPreferences]", self); defer { entry.end() }
        return storedControllerPreferences
    }

    /// Whether the Info.plist keeps the status bar to the controllers (the default, as Xcode's
    /// templates leave `UIViewControllerBasedStatusBarAppearance` out).
    var viewControllerBasedStatusBarAppearance: Bool {
        Bundle.main.object(forInfoDictionaryKey: "UIViewControllerBasedStatusBarAppearance") as? Bool ?? true
    }

    /// Reads the preferences of the key window's controllers again. `animatedBy` is the
    /// controller whose `setNeedsStatusBarAppearanceUpdate()` asked (its
    /// `preferredStatusBarUpdateAnimation` says how a change of visibility animates).
    func refreshControllerPreferences(animatedBy controller: UIViewController?) {
        let windows = context.app.windows.filter { !$0.storedIsHidden }
        guard let window = windows.first(where: { $0.storedIsKeyWindow }) ?? windows.last, let root = window.storedRootViewController else { return }
        var resolved = root.resolvedPreferences()
        if !viewControllerBasedStatusBarAppearance {
            resolved.statusBarStyle = storedAppStatusBarStyle
            resolved.isStatusBarHidden = storedAppStatusBarHidden
        }
        if resolved.isStatusBarHidden == storedControllerPreferences.isStatusBarHidden {
            resolved.statusBarUpdateAnimation = storedControllerPreferences.statusBarUpdateAnimation
        } else if controller == nil {
            resolved.statusBarUpdateAnimation = .none
        }
        storedControllerPreferences = resolved
    }

    /// The status bar's style (deprecated in iOS 9: the controllers decide it, see
    /// `UIViewController.preferredStatusBarStyle`).
    @available(iOS, deprecated: 9.0, message: "Use UIViewController.preferredStatusBarStyle")
    public var statusBarStyle: UIStatusBarStyle {
        get {
            let entry = UIEntry("-[UIApplication statusBarStyle]", self); defer { entry.end() }
            return storedControllerPreferences.statusBarStyle
        }
        set {
            let entry = UIEntry("-[UIApplication setStatusBarStyle:]", self); defer { entry.end() }
            setAppStatusBar(style: newValue, hidden: nil)
        }
    }

    /// Sets the status bar's style app-wide (deprecated in iOS 9). With view-controller-based
    /// status bar appearance (the default) it changes nothing, as on iOS; with
    /// `UIViewControllerBasedStatusBarAppearance` false in the Info.plist it is the style.
    @available(iOS, deprecated: 9.0, message: "Use UIViewController.preferredStatusBarStyle")
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        let entry = UIEntry("-[UIApplication setStatusBarStyle:animated:]", self); defer { entry.end() }
        setAppStatusBar(style: statusBarStyle, hidden: nil)
    }

    /// Whether the status bar is hidden (deprecated in iOS 9).
    @available(iOS, deprecated: 9.0, message: "Use UIViewController.prefersStatusBarHidden")
    public var isStatusBarHidden: Bool {
        get {
            let entry = UIEntry("-[UIApplication isStatusBarHidden]", self); defer { entry.end() }
            return storedControllerPreferences.isStatusBarHidden
        }
        set {
            let entry = UIEntry("-[UIApplication setStatusBarHidden:]", self); defer { entry.end() }
            setAppStatusBar(style: nil, hidden: newValue)
        }
    }

    /// Hides or shows the status bar app-wide (deprecated in iOS 9; as `setStatusBarStyle`).
    @available(iOS, deprecated: 9.0, message: "Use UIViewController.prefersStatusBarHidden")
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        let entry = UIEntry("-[UIApplication setStatusBarHidden:withAnimation:]", self); defer { entry.end() }
        setAppStatusBar(style: nil, hidden: hidden)
    }

    /// The status bar's frame in screen coordinates: the top of the safe area in portrait on a
    /// phone, nothing when hidden or in landscape (deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use the window scene's statusBarManager")
    public var statusBarFrame: CGRect {
        let entry = UIEntry("-[UIApplication statusBarFrame]", self); defer { entry.end() }
        let screen = context.app.screen
        guard !storedControllerPreferences.isStatusBarHidden, !screen.storedOrientation.isLandscape else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.storedBounds.width, height: screen.storedSafeAreaInsets.top)
    }

    /// The interface's orientation (deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use the window scene's interfaceOrientation")
    public var statusBarOrientation: UIInterfaceOrientation {
        let entry = UIEntry("-[UIApplication statusBarOrientation]", self); defer { entry.end() }
        return context.app.screen.storedOrientation
    }

    private func setAppStatusBar(style: UIStatusBarStyle?, hidden: Bool?) {
        if let style { storedAppStatusBarStyle = style }
        if let hidden { storedAppStatusBarHidden = hidden }
        guard !viewControllerBasedStatusBarAppearance else { return }
        if let style { storedControllerPreferences.statusBarStyle = style }
        if let hidden { storedControllerPreferences.isStatusBarHidden = hidden }
    }
}
