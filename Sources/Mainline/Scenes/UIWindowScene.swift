import Foundation

/// A scene that shows the app's windows on a screen: on an iPhone the one full-screen scene,
/// whose screen, orientation, traits and status bar are the simulation's.
open class UIWindowScene: UIScene {
    /// How a window scene's window is presented when the system makes it (iPad).
    public enum PresentationStyle: Int, Sendable {
        /// As the system decides.
        case automatic = 0
        /// A regular window.
        case standard = 1
        /// Centred above the others.
        case prominent = 2
    }

    /// How a window scene's window is dismissed (iPad, visionOS).
    public enum DismissalAnimation: Int, Sendable {
        /// The system's.
        case standard = 1
        /// As accepting its content.
        case commit = 2
        /// As rejecting its content.
        case decline = 3
    }

    /// The scene's geometry: where its coordinate space is and how it is turned.
    open class Geometry {
        let storedCoordinateSpace: UICoordinateSpace
        let storedInterfaceOrientation: UIInterfaceOrientation
        let storedIsInterfaceOrientationLocked: Bool

        init(coordinateSpace: UICoordinateSpace, interfaceOrientation: UIInterfaceOrientation, isInterfaceOrientationLocked: Bool) {
            storedCoordinateSpace = coordinateSpace
            storedInterfaceOrientation = interfaceOrientation
            storedIsInterfaceOrientationLocked = isInterfaceOrientationLocked
        }

        /// The scene's coordinate space (the screen's on an iPhone).
        open var coordinateSpace: UICoordinateSpace {
            let entry = UIEntry("-[UIWindowSceneGeometry coordinateSpace]", self); defer { entry.end() }
            return storedCoordinateSpace
        }

        /// The interface's orientation.
        open var interfaceOrientation: UIInterfaceOrientation {
            let entry = UIEntry("-[UIWindowSceneGeometry interfaceOrientation]", self); defer { entry.end() }
            return storedInterfaceOrientation
        }

        /// Whether the controllers lock the interface's orientation
        /// (`prefersInterfaceOrientationLocked`).
        open var isInterfaceOrientationLocked: Bool {
            let entry = UIEntry("-[UIWindowSceneGeometry isInterfaceOrientationLocked]", self); defer { entry.end() }
            return storedIsInterfaceOrientationLocked
        }

        /// Whether the user is resizing the scene (never, on an iPhone).
        open var isInteractivelyResizing: Bool {
            UIEntry.check("-[UIWindowSceneGeometry isInteractivelyResizing]", self)
            return false
        }
    }

    /// What an app asks of a scene's geometry (`requestGeometryUpdate(_:errorHandler:)`): use
    /// `.iOS(interfaceOrientations:)` on an iPhone.
    open class GeometryPreferences {
        init() {}
    }

    /// How the scene's window controls look (Mac Catalyst).
    public struct WindowingControlStyle: Hashable, Sendable {
        let kind: Int
        /// As the system decides.
        nonisolated public static let automatic = WindowingControlStyle(kind: 0)
        /// Controls merged with the toolbar.
        nonisolated public static let unified = WindowingControlStyle(kind: 1)
        /// The fewest controls.
        nonisolated public static let minimal = WindowingControlStyle(kind: 2)
    }

    var storedStatusBarManager: UIStatusBarManager?
    lazy var storedScreenshotService = UIScreenshotService(scene: self)

    /// A window scene for `session`.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        UIEntry.check("-[UIWindowScene initWithSession:connectionOptions:]")
    }

    /// The simulation's screen.
    var sceneScreen: UIScreen { (simulationContext ?? SimulationContext.runningOrDetached).app.screen }

    /// The screen the scene is on.
    open var screen: UIScreen {
        let entry = UIEntry("-[UIWindowScene screen]", self); defer { entry.end() }
        return sceneScreen
    }

    /// The scene's windows (visible or not) that are alive, in the order they were made.
    open var windows: [UIWindow] {
        let entry = UIEntry("-[UIWindowScene windows]", self); defer { entry.end() }
        return sceneWindows
    }

    var sceneWindows: [UIWindow] {
        guard let context = simulationContext else { return [] }
        return context.app.windows.filter { $0.storedWindowScene === self }
    }

    /// The scene's key window, if one of its windows is key.
    open var keyWindow: UIWindow? {
        let entry = UIEntry("-[UIWindowScene keyWindow]", self); defer { entry.end() }
        return sceneWindows.first { $0.storedIsKeyWindow }
    }

    /// The interface's orientation.
    @available(iOS, deprecated: 26.0, message: "Use effectiveGeometry.interfaceOrientation")
    open var interfaceOrientation: UIInterfaceOrientation {
        let entry = UIEntry("-[UIWindowScene interfaceOrientation]", self); defer { entry.end() }
        return sceneScreen.storedOrientation
    }

    /// The scene's coordinate space: the screen's.
    @available(iOS, deprecated: 26.0, message: "Use effectiveGeometry.coordinateSpace")
    open var coordinateSpace: UICoordinateSpace {
        let entry = UIEntry("-[UIWindowScene coordinateSpace]", self); defer { entry.end() }
        return sceneScreen.coordinateSpace
    }

    /// The scene's traits: those of a window filling the screen.
    open var traitCollection: UITraitCollection {
        let entry = UIEntry("-[UIWindowScene traitCollection]", self); defer { entry.end() }
        return sceneTraits
    }

    /// The traits of a window filling the scene's screen.
    var sceneTraits: UITraitCollection {
        let context = simulationContext ?? SimulationContext.runningOrDetached
        let screen = sceneScreen
        return UITraitCollection.phone(size: screen.storedBounds.size, scale: screen.storedScale,
                                       style: context.app.effectiveUserInterfaceStyle,
                                       category: context.app.application.storedContentSizeCategory)
    }

    /// The traits changed (the appearance, the text size, a rotation): called once the
    /// controllers on screen heard it, before the scene delegate's
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        UIEntry.check("-[UIWindowScene traitCollectionDidChange:]", self)
    }

    /// The scene's geometry now.
    open var effectiveGeometry: Geometry {
        let entry = UIEntry("-[UIWindowScene effectiveGeometry]", self); defer { entry.end() }
        let context = simulationContext ?? SimulationContext.runningOrDetached
        return Geometry(coordinateSpace: sceneScreen.coordinateSpace, interfaceOrientation: sceneScreen.storedOrientation,
                        isInterfaceOrientationLocked: context.app.application.storedControllerPreferences.isInterfaceOrientationLocked)
    }

    /// The status bar over the scene.
    open var statusBarManager: UIStatusBarManager? {
        let entry = UIEntry("-[UIWindowScene statusBarManager]", self); defer { entry.end() }
        if let manager = storedStatusBarManager { return manager }
        let manager = UIStatusBarManager(scene: self)
        storedStatusBarManager = manager
        return manager
    }

    /// The scene's size limits: nil, as on an iPhone (only resizable scenes have them).
    open var sizeRestrictions: UISceneSizeRestrictions? {
        UIEntry.check("-[UIWindowScene sizeRestrictions]", self)
        return nil
    }

    /// Whether the scene fills the screen (always, on an iPhone).
    open var isFullScreen: Bool {
        UIEntry.check("-[UIWindowScene isFullScreen]", self)
        return true
    }

    /// The scene's windowing behaviours (nil: an iPhone's scene has no window controls).
    open var windowingBehaviors: UISceneWindowingBehaviors? {
        UIEntry.check("-[UIWindowScene windowingBehaviors]", self)
        return nil
    }

    /// The scene's focus system (the simulation's focus engine, as with a hardware keyboard).
    open var focusSystem: UIFocusSystem? {
        let entry = UIEntry("-[UIWindowScene focusSystem]", self); defer { entry.end() }
        return UIFocusSystem(context: simulationContext ?? SimulationContext.runningOrDetached)
    }

    /// The service that supplies full-page screenshots of the scene.
    open var screenshotService: UIScreenshotService? {
        let entry = UIEntry("-[UIWindowScene screenshotService]", self); defer { entry.end() }
        return storedScreenshotService
    }

    /// Asks for another geometry. On an iPhone, `.iOS(interfaceOrientations:)`: when one of the
    /// orientations is supported by the controllers that decide orientation, the interface turns
    /// to it (the current one if it is among them, else portrait, then landscape right, landscape
    /// left and upside down) at the next frame; when none is, `errorHandler` gets
    /// `UISceneError.geometryRequestDenied` with UIKit's message. Other preferences (Mac) get
    /// `geometryRequestUnsupported`.
    open func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((Error) -> Void)? = nil) {
        let entry = UIEntry("-[UIWindowScene requestGeometryUpdateWithPreferences:errorHandler:]", self); defer { entry.end() }
        guard let context = simulationContext else { return }
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
            errorHandler?(UISceneError(.geometryRequestUnsupported, "The requested geometry is not supported on this device."))
            return
        }
        let requested = preferences.storedInterfaceOrientations
        context.app.application.refreshControllerPreferences(animatedBy: nil)
        let supported = context.app.application.storedControllerPreferences.supportedInterfaceOrientations
        let allowed = requested.intersection(supported)
        guard !allowed.isEmpty else {
            errorHandler?(UISceneError(.geometryRequestDenied,
                                       "None of the requested orientations are supported by the view controller. Requested: "
                                       + requested.names + "; Supported: " + supported.names))
            return
        }
        let current = sceneScreen.storedOrientation
        guard !allowed.contains(UIInterfaceOrientationMask(orientation: current)) else { return }
        let order: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        guard let target = order.first(where: { allowed.contains(UIInterfaceOrientationMask(orientation: $0)) }) else { return }
        context.loop.scheduleInput(after: .zero, "geometry update") {
            let scenes = context.app.application.sceneGeometrySnapshots()
            context.rotateInterface(to: target, duration: Simulation.rotationDuration)
            context.app.application.sceneGeometryChanged(since: scenes)
        }
    }
}

extension UIWindowScene.GeometryPreferences {
    /// The geometry an iPhone or iPad app asks for: the orientations its interface may take.
    open class iOS: UIWindowScene.GeometryPreferences {
        var storedInterfaceOrientations: UIInterfaceOrientationMask

        /// Preferences allowing every orientation.
        public override init() {
            storedInterfaceOrientations = .all
            super.init()
            UIEntry.check("-[UIWindowSceneGeometryPreferencesIOS init]")
        }

        /// Preferences allowing `interfaceOrientations`.
        public init(interfaceOrientations: UIInterfaceOrientationMask) {
            storedInterfaceOrientations = interfaceOrientations
            super.init()
            UIEntry.check("-[UIWindowSceneGeometryPreferencesIOS initWithInterfaceOrientations:]")
        }

        /// The orientations asked for.
        open var interfaceOrientations: UIInterfaceOrientationMask {
            get { let entry = UIEntry("-[UIWindowSceneGeometryPreferencesIOS interfaceOrientations]", self); defer { entry.end() }; return storedInterfaceOrientations }
            set { let entry = UIEntry("-[UIWindowSceneGeometryPreferencesIOS setInterfaceOrientations:]", self); defer { entry.end() }; storedInterfaceOrientations = newValue }
        }
    }

    /// The geometry a Mac Catalyst app asks for: its window's frame (unsupported on an iPhone).
    open class Mac: UIWindowScene.GeometryPreferences {
        var storedSystemFrame: CGRect

        /// Preferences keeping the frame.
        public override init() {
            storedSystemFrame = .zero
            super.init()
            UIEntry.check("-[UIWindowSceneGeometryPreferencesMac init]")
        }

        /// Preferences asking for `systemFrame`.
        public init(systemFrame: CGRect) {
            storedSystemFrame = systemFrame
            super.init()
            UIEntry.check("-[UIWindowSceneGeometryPreferencesMac initWithSystemFrame:]")
        }

        /// The window frame asked for.
        open var systemFrame: CGRect {
            get { let entry = UIEntry("-[UIWindowSceneGeometryPreferencesMac systemFrame]", self); defer { entry.end() }; return storedSystemFrame }
            set { let entry = UIEntry("-[UIWindowSceneGeometryPreferencesMac setSystemFrame:]", self); defer { entry.end() }; storedSystemFrame = newValue }
        }
    }
}

/// UIKit's Objective-C spelling of the geometry preferences' base class.
public typealias UIWindowSceneGeometryPreferences = UIWindowScene.GeometryPreferences

extension UIInterfaceOrientationMask {
    /// The orientations' names as UIKit's geometry errors list them ("portrait; landscapeLeft").
    var names: String {
        var parts: [String] = []
        if contains(.portrait) { parts.append("portrait") }
        if contains(.portraitUpsideDown) { parts.append("portraitUpsideDown") }
        if contains(.landscapeLeft) { parts.append("landscapeLeft") }
        if contains(.landscapeRight) { parts.append("landscapeRight") }
        return parts.joined(separator: "; ")
    }
}

/// The size limits of a resizable scene (an iPad's or Mac's; an iPhone's scene has none).
open class UISceneSizeRestrictions {
    /// The smallest size the user may give the scene.
    open var minimumSize: CGSize {
        get { let entry = UIEntry("-[UISceneSizeRestrictions minimumSize]", self); defer { entry.end() }; return storedMinimumSize }
        set { let entry = UIEntry("-[UISceneSizeRestrictions setMinimumSize:]", self); defer { entry.end() }; storedMinimumSize = newValue }
    }
    var storedMinimumSize: CGSize = .zero
    /// The largest size (`.zero`: no limit).
    open var maximumSize: CGSize {
        get { let entry = UIEntry("-[UISceneSizeRestrictions maximumSize]", self); defer { entry.end() }; return storedMaximumSize }
        set { let entry = UIEntry("-[UISceneSizeRestrictions setMaximumSize:]", self); defer { entry.end() }; storedMaximumSize = newValue }
    }
    var storedMaximumSize: CGSize = .zero
    /// Whether the scene may fill the screen.
    open var allowsFullScreen: Bool {
        get { let entry = UIEntry("-[UISceneSizeRestrictions allowsFullScreen]", self); defer { entry.end() }; return storedAllowsFullScreen }
        set { let entry = UIEntry("-[UISceneSizeRestrictions setAllowsFullScreen:]", self); defer { entry.end() }; storedAllowsFullScreen = newValue }
    }
    var storedAllowsFullScreen: Bool = true

    init() {}
}

/// Whether a scene's window may be closed or minimized (Mac Catalyst).
open class UISceneWindowingBehaviors {
    /// Whether the window can be closed (true).
    open var isClosable: Bool {
        get { let entry = UIEntry("-[UISceneWindowingBehaviors isClosable]", self); defer { entry.end() }; return storedIsClosable }
        set { let entry = UIEntry("-[UISceneWindowingBehaviors setClosable:]", self); defer { entry.end() }; storedIsClosable = newValue }
    }
    var storedIsClosable: Bool = true
    /// Whether the window can be minimized (true).
    open var isMiniaturizable: Bool {
        get { let entry = UIEntry("-[UISceneWindowingBehaviors isMiniaturizable]", self); defer { entry.end() }; return storedIsMiniaturizable }
        set { let entry = UIEntry("-[UISceneWindowingBehaviors setMiniaturizable:]", self); defer { entry.end() }; storedIsMiniaturizable = newValue }
    }
    var storedIsMiniaturizable: Bool = true

    init() {}
}

/// The service that supplies a full-page (PDF) screenshot of a scene when the user takes a
/// screenshot; its delegate supplies the data.
open class UIScreenshotService {
    /// Supplies the PDF of the full page.
    open weak var delegate: UIScreenshotServiceDelegate? {
        get { let entry = UIEntry("-[UIScreenshotService delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIScreenshotService setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }
    weak var storedDelegate: UIScreenshotServiceDelegate?
    /// The scene the service belongs to.
    open var windowScene: UIWindowScene? {
        let entry = UIEntry("-[UIScreenshotService windowScene]", self); defer { entry.end() }
        return storedWindowScene
    }
    weak var storedWindowScene: UIWindowScene?

    init(scene: UIWindowScene) {
        storedWindowScene = scene
    }
}

/// Supplies a scene's full-page screenshot.
public protocol UIScreenshotServiceDelegate: AnyObject {
    /// Supplies the PDF data, the page's index and the visible rectangle in it.
    func screenshotService(_ screenshotService: UIScreenshotService,
                           generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void)
}

extension UIScreenshotServiceDelegate {
    /// Supplies nothing.
    public func screenshotService(_ screenshotService: UIScreenshotService,
                                  generatePDFRepresentationWithCompletion completionHandler: @escaping (Data?, Int, CGRect) -> Void) {
        completionHandler(nil, 0, .zero)
    }
}

/// The status bar over a window scene: its style, visibility and frame as the controllers on
/// screen decide them.
open class UIStatusBarManager {
    weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    private var application: UIApplication? { scene?.simulationContext?.app.application }

    /// The status bar's style.
    open var statusBarStyle: UIStatusBarStyle {
        let entry = UIEntry("-[UIStatusBarManager statusBarStyle]", self); defer { entry.end() }
        return application?.storedControllerPreferences.statusBarStyle ?? .default
    }

    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool {
        let entry = UIEntry("-[UIStatusBarManager isStatusBarHidden]", self); defer { entry.end() }
        return application?.storedControllerPreferences.isStatusBarHidden ?? false
    }

    /// The status bar's frame in the scene's coordinates: the top of the safe area in portrait
    /// on a phone, nothing when hidden or in landscape.
    open var statusBarFrame: CGRect {
        let entry = UIEntry("-[UIStatusBarManager statusBarFrame]", self); defer { entry.end() }
        guard let app = application, let screen = scene?.sceneScreen else { return .zero }
        guard !app.storedControllerPreferences.isStatusBarHidden, !screen.storedOrientation.isLandscape else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.storedBounds.width, height: screen.storedSafeAreaInsets.top)
    }
}
