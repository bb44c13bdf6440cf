import Foundation

extension UIScreen {
    /// How a screen compensates for a TV's overscan.
    public enum OverscanCompensation: Int, Sendable {
        /// The image is scaled down to fit.
        case scale = 0
        /// The bounds are inset.
        case insetBounds = 1
        /// No compensation.
        case none = 2
        /// (Deprecated: `.none`.)
        @available(iOS, deprecated: 9.0, renamed: "none")
        public static var insetApplicationFrame: OverscanCompensation { .none }
    }

    /// Whether the screen has a reference display mode (a calibrated colour mode of the iPad
    /// Pro's XDR display).
    public enum ReferenceDisplayModeStatus: Int, Sendable {
        /// The screen has none.
        case notSupported = 0
        /// It has one, and it is off.
        case notEnabled = 1
        /// It is on.
        case enabled = 2
        /// It is on, with limits.
        case limited = 3
    }

    /// Posted when the screen's brightness changes (the screen as its object).
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    /// Posted when a screen is connected (iOS 3.2–16).
    @available(iOS, deprecated: 16.0, message: "Use UISceneDelegate's scene(_:willConnectTo:options:)")
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected (iOS 3.2–16).
    @available(iOS, deprecated: 16.0, message: "Use UISceneDelegate's sceneDidDisconnect(_:)")
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when the screen's mode changes.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    /// Posted when the screen starts or stops being captured (recorded, mirrored, shared).
    nonisolated public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    /// Posted when the reference display mode changes.
    nonisolated public static let referenceDisplayModeStatusDidChangeNotification = Notification.Name("UIScreenReferenceDisplayModeStatusDidChangeNotification")

    /// The screens connected: the simulation's (iOS 3.2–16).
    @available(iOS, deprecated: 16.0, message: "Use UIApplication.shared.openSessions to find open sessions with scenes on other screens")
    public static var screens: [UIScreen] {
        let entry = UIEntry("+[UIScreen screens]"); defer { entry.end() }
        return [main]
    }

    /// The screen's bounds in pixels, in portrait whatever the interface's orientation.
    public var nativeBounds: CGRect {
        let entry = UIEntry("-[UIScreen nativeBounds]", self); defer { entry.end() }
        let b = storedBounds.size
        return CGRect(x: 0, y: 0, width: min(b.width, b.height) * storedScale, height: max(b.width, b.height) * storedScale)
    }

    /// Pixels per point of the physical screen (its `scale`: the simulated screen is not
    /// zoomed).
    public var nativeScale: CGFloat {
        let entry = UIEntry("-[UIScreen nativeScale]", self); defer { entry.end() }
        return storedScale
    }

    /// The screen's brightness, 0…1. Setting it changes the screen's brightness until the
    /// device locks, and posts `brightnessDidChangeNotification`.
    public var brightness: CGFloat {
        get { let entry = UIEntry("-[UIScreen brightness]", self); defer { entry.end() }; return storedBrightness }
        set {
            let entry = UIEntry("-[UIScreen setBrightness:]", self); defer { entry.end() }
            let value = newValue.isFinite ? min(1, max(0, newValue)) : storedBrightness
            guard value != storedBrightness else { return }
            storedBrightness = value
            NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
        }
    }

    /// Whether brightness below the hardware's minimum is simulated by dimming (false).
    public var wantsSoftwareDimming: Bool {
        get { let entry = UIEntry("-[UIScreen wantsSoftwareDimming]", self); defer { entry.end() }; return storedWantsSoftwareDimming }
        set { let entry = UIEntry("-[UIScreen setWantsSoftwareDimming:]", self); defer { entry.end() }; storedWantsSoftwareDimming = newValue }
    }

    /// The screen's coordinate space, which turns with the interface.
    public var coordinateSpace: UICoordinateSpace {
        let entry = UIEntry("-[UIScreen coordinateSpace]", self); defer { entry.end() }
        return orientedSpace
    }

    /// The screen's fixed coordinate space: portrait, whatever the interface's orientation.
    public var fixedCoordinateSpace: UICoordinateSpace {
        let entry = UIEntry("-[UIScreen fixedCoordinateSpace]", self); defer { entry.end() }
        return fixedSpace
    }

    /// The screen's bounds less the status bar (iOS 2–9).
    @available(iOS, deprecated: 9.0, message: "Use bounds")
    public var applicationFrame: CGRect {
        let entry = UIEntry("-[UIScreen applicationFrame]", self); defer { entry.end() }
        let statusBar = storedOrientation.isLandscape ? 0 : storedSafeAreaInsets.top
        return CGRect(x: 0, y: statusBar, width: storedBounds.width, height: storedBounds.height - statusBar)
    }

    /// The screen mirrored on this one (nil: none).
    public var mirrored: UIScreen? {
        UIEntry.check("-[UIScreen mirroredScreen]", self)
        return nil
    }

    /// Whether the screen is being recorded, mirrored or shared (iOS 11–18; see
    /// `Simulation.setScreenCaptured(_:)` and the `sceneCaptureState` trait).
    @available(iOS, deprecated: 18.0, message: "Use the sceneCaptureState trait")
    public var isCaptured: Bool {
        let entry = UIEntry("-[UIScreen isCaptured]", self); defer { entry.end() }
        return storedIsCaptured
    }

    /// The display modes the screen has (one: its native resolution).
    public var availableModes: [UIScreenMode] {
        let entry = UIEntry("-[UIScreen availableModes]", self); defer { entry.end() }
        return [nativeMode]
    }

    /// The mode the screen prefers (its native resolution).
    public var preferredMode: UIScreenMode? {
        let entry = UIEntry("-[UIScreen preferredMode]", self); defer { entry.end() }
        return nativeMode
    }

    /// The screen's current mode.
    public var currentMode: UIScreenMode? {
        get { let entry = UIEntry("-[UIScreen currentMode]", self); defer { entry.end() }; return nativeMode }
        set { UIEntry.check("-[UIScreen setCurrentMode:]", self) }
    }

    private var nativeMode: UIScreenMode {
        UIScreenMode(size: nativeBounds.size, pixelAspectRatio: 1)
    }

    /// How the screen compensates for overscan (`.scale`; a phone's screen has no overscan).
    public var overscanCompensation: OverscanCompensation {
        get { let entry = UIEntry("-[UIScreen overscanCompensation]", self); defer { entry.end() }; return storedOverscanCompensation }
        set { let entry = UIEntry("-[UIScreen setOverscanCompensation:]", self); defer { entry.end() }; storedOverscanCompensation = newValue }
    }

    /// The overscan insets (none on a phone).
    public var overscanCompensationInsets: UIEdgeInsets {
        UIEntry.check("-[UIScreen overscanCompensationInsets]", self)
        return .zero
    }

    /// The display's latency (0: the simulated display adds none).
    public var calibratedLatency: CFTimeInterval {
        UIEntry.check("-[UIScreen calibratedLatency]", self)
        return 0
    }

    /// Whether the screen has a reference display mode (an iPhone's has none).
    public var referenceDisplayModeStatus: ReferenceDisplayModeStatus {
        UIEntry.check("-[UIScreen referenceDisplayModeStatus]", self)
        return .notSupported
    }

    /// How far above standard white the display shows content now (1: the simulated display is
    /// standard dynamic range).
    public var currentEDRHeadroom: CGFloat {
        UIEntry.check("-[UIScreen currentEDRHeadroom]", self)
        return 1
    }

    /// How far above standard white the display can show content (1: standard dynamic range).
    public var potentialEDRHeadroom: CGFloat {
        UIEntry.check("-[UIScreen potentialEDRHeadroom]", self)
        return 1
    }

    /// The focused view (nothing has the focus on a touch-driven iPhone).
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.focusSystem.focusedItem")
    public var focusedView: UIView? {
        UIEntry.check("-[UIScreen focusedView]", self)
        return nil
    }

    /// Whether the screen has a focus engine (false).
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.focusSystem")
    public var supportsFocus: Bool {
        UIEntry.check("-[UIScreen supportsFocus]", self)
        return false
    }

    /// A display link for this screen calling `selector` on `target` every frame (see
    /// `CADisplayLink(target:selector:)`).
    public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        let entry = UIEntry("-[UIScreen displayLinkWithTarget:selector:]", self); defer { entry.end() }
        return CADisplayLink(target: target, selector: sel)
    }

    /// A view standing for the screen's content: as large as the screen, holding one view per
    /// visible window (its frame and background colour, front window last). What the windows
    /// draw is not copied: Mainline renders no pixels.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let entry = UIEntry("-[UIScreen snapshotViewAfterScreenUpdates:]", self); defer { entry.end() }
        let snapshot = UIView(frame: storedBounds)
        guard let context = SimulationContext.running, context.app.screen === self else { return snapshot }
        if afterUpdates { context.commitNow() }
        for window in context.app.windowsFrontToBack.reversed() {
            let copy = UIView(frame: window.frameValue)
            copy.backgroundColor = window.backgroundColor
            snapshot.addSubview(copy)
        }
        return snapshot
    }

    /// The screen's traits: those of a window filling it.
    public var traitCollection: UITraitCollection {
        let entry = UIEntry("-[UIScreen traitCollection]", self); defer { entry.end() }
        let context = SimulationContext.running
        return UITraitCollection.phone(size: storedBounds.size, scale: storedScale,
                                       style: context?.app.effectiveUserInterfaceStyle ?? .light,
                                       category: context?.app.application.storedContentSizeCategory ?? .large)
    }
}

/// A display mode of a screen: its size in pixels and the pixels' shape.
open class UIScreenMode: @unchecked Sendable {
    let storedSize: CGSize
    let storedPixelAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat) {
        storedSize = size
        storedPixelAspectRatio = pixelAspectRatio
    }

    /// The mode's size in pixels.
    open var size: CGSize { UIEntry.check("-[UIScreenMode size]", self); return storedSize }
    /// The width-to-height ratio of a pixel (1: square).
    open var pixelAspectRatio: CGFloat { UIEntry.check("-[UIScreenMode pixelAspectRatio]", self); return storedPixelAspectRatio }
}

extension Simulation {
    /// The user starts or stops recording, mirroring or sharing the screen:
    /// `UIScreen.isCaptured` changes and `capturedDidChangeNotification` is posted.
    public func setScreenCaptured(_ captured: Bool, after delay: TimeInterval = 0) {
        systemEvent(after: delay, "screen capture") { context in
            let screen = context.app.screen
            guard screen.storedIsCaptured != captured else { return }
            screen.storedIsCaptured = captured
            NotificationCenter.default.post(name: UIScreen.capturedDidChangeNotification, object: screen)
        }
    }

    /// The user changes the screen's brightness (Control Centre): `brightness` changes and
    /// `UIScreen.brightnessDidChangeNotification` is posted.
    public func setScreenBrightness(_ brightness: CGFloat, after delay: TimeInterval = 0) {
        systemEvent(after: delay, "brightness change") { context in
            let screen = context.app.screen
            let value = brightness.isFinite ? min(1, max(0, brightness)) : screen.storedBrightness
            guard value != screen.storedBrightness else { return }
            screen.storedBrightness = value
            NotificationCenter.default.post(name: UIScreen.brightnessDidChangeNotification, object: screen)
        }
    }
}
