import Foundation

/// The display a simulation renders to: its size in points, scale, refresh rate and the
/// insets its rounded corners and sensor housing take from the safe area (UIScreen+Display.swift
/// has its modes, brightness, coordinate spaces and traits).
open class UIScreen: @unchecked Sendable {
    /// The screen's rectangle in points (origin zero); width and height swap when the
    /// interface rotates (changed only holding the turn).
    var storedBounds: CGRect
    public var bounds: CGRect { let entry = UIEntry("-[UIScreen bounds]", self); defer { entry.end() }; return storedBounds }
    /// Pixels per point.
    let storedScale: CGFloat
    public var scale: CGFloat { let entry = UIEntry("-[UIScreen scale]", self); defer { entry.end() }; return storedScale }
    /// Frames per second the display refreshes at.
    let storedMaximumFramesPerSecond: Int
    public var maximumFramesPerSecond: Int { let entry = UIEntry("-[UIScreen maximumFramesPerSecond]", self); defer { entry.end() }; return storedMaximumFramesPerSecond }
    /// The insets of the safe area on this screen, in the current orientation.
    var storedSafeAreaInsets: UIEdgeInsets
    /// The interface orientation the bounds and insets are for.
    var storedOrientation = UIInterfaceOrientation.portrait
    /// The safe-area insets in portrait, from which the other orientations' are derived.
    let portraitSafeAreaInsets: UIEdgeInsets
    public var safeAreaInsets: UIEdgeInsets { let entry = UIEntry("-[UIScreen safeAreaInsets]", self); defer { entry.end() }; return storedSafeAreaInsets }
    /// The screen's brightness, 0…1 (the user's setting: 0.5 unless changed).
    var storedBrightness: CGFloat = 0.5
    /// Whether brightness below the hardware's minimum is simulated.
    var storedWantsSoftwareDimming = false
    /// How the screen compensates for overscan (an external display's).
    var storedOverscanCompensation = OverscanCompensation.scale
    /// Whether the screen is being recorded, mirrored or shared.
    var storedIsCaptured = false
    /// The mode the app prefers (nil: the screen's).
    var storedPreferredModeSize: CGSize?
    /// The screen's coordinate spaces (made on first use).
    lazy var orientedSpace = ScreenCoordinateSpace(screen: self, fixed: false)
    lazy var fixedSpace = ScreenCoordinateSpace(screen: self, fixed: true)

    /// Creates a screen. The default is an iPhone-sized portrait screen: 390 × 844 points at
    /// 3× with a 47-point top and 34-point bottom safe area, 60 Hz.
    public convenience init(bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), scale: CGFloat = 3,
                            maximumFramesPerSecond: Int = 60,
                            safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) {
        UIEntry.check("-[UIScreen initWithBounds:scale:maximumFramesPerSecond:safeAreaInsets:]")
        self.init(unchecked: bounds, scale: scale, maximumFramesPerSecond: maximumFramesPerSecond, safeAreaInsets: safeAreaInsets)
    }

    /// The runtime's own screens (a simulation's, made on whatever thread creates it): the
    /// stored values change only holding the turn, so this needs none.
    init(unchecked bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), scale: CGFloat = 3, maximumFramesPerSecond: Int = 60,
         safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) {
        self.storedBounds = bounds
        self.storedScale = scale
        self.storedMaximumFramesPerSecond = maximumFramesPerSecond
        self.storedSafeAreaInsets = safeAreaInsets
        self.portraitSafeAreaInsets = safeAreaInsets
        if bounds.width > bounds.height { storedOrientation = .landscapeRight }
    }

    /// The screen of the simulation whose turn is running (a default screen outside any
    /// simulation's turn).
    public static var main: UIScreen {
        let entry = UIEntry("+[UIScreen mainScreen]"); defer { entry.end() }
        return SimulationContext.running?.app.screen ?? defaultScreen
    }

    static let defaultScreen = UIScreen(unchecked: CGRect(x: 0, y: 0, width: 390, height: 844))
}
