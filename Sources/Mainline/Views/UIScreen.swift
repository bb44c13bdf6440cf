import Foundation

/// The display a simulation renders to: its size in points, scale, refresh rate and the
/// insets its rounded corners and sensor housing take from the safe area.
public final class UIScreen: @unchecked Sendable {
    /// The screen's rectangle in points (origin zero).
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// Frames per second the display refreshes at.
    public let maximumFramesPerSecond: Int
    /// The insets of the safe area on this screen.
    public let safeAreaInsets: UIEdgeInsets

    /// Creates a screen. The default is an iPhone-sized portrait screen: 390 × 844 points at
    /// 3× with a 47-point top and 34-point bottom safe area, 60 Hz.
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), scale: CGFloat = 3,
                maximumFramesPerSecond: Int = 60,
                safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) {
        self.bounds = bounds
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.safeAreaInsets = safeAreaInsets
    }

    /// The screen of the simulation whose turn is running (a default screen outside any
    /// simulation's turn).
    public static var main: UIScreen {
        let entry = UIEntry("+[UIScreen mainScreen]"); defer { entry.end() }
        return SimulationContext.running?.screen ?? defaultScreen
    }

    static let defaultScreen = UIScreen()
}
