import Foundation
import ThreadChecker

/// What kind of accessibility element a view is.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// Assistive-technology state and announcements. A simulation runs without VoiceOver; posted
/// notifications are kept by the simulation they were posted in
/// (`Simulation.accessibilityNotifications`) so tests can check them.
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` (with an announcement's text, or the element to move to), in the
    /// simulation whose turn runs (outside every simulation, in the world of objects made
    /// outside them).
    public static func post(notification: Notification, argument: Any?) {
        let entry = UIEntry("UIAccessibilityPostNotification"); defer { entry.end() }
        SimulationContext.runningOrDetached.app.accessibilityNotifications.append((notification, argument as? String))
    }

    /// The notifications posted in the simulation whose turn runs (outside every simulation,
    /// those posted outside them), oldest first, with an announcement's text.
    @available(*, deprecated, message: "Read the simulation's: Simulation.accessibilityNotifications.")
    public static var postedNotifications: [(notification: Notification, text: String?)] {
        let entry = UIEntry("UIAccessibility.postedNotifications"); defer { entry.end() }
        return SimulationContext.runningOrDetached.app.accessibilityNotifications
    }

    /// Whether VoiceOver is on (never, in a simulation).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether the user asked for less motion (no, in a simulation).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency (no, in a simulation).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether bold text is on (no, in a simulation).
    public static var isBoldTextEnabled: Bool { false }
    /// Posted when VoiceOver turns on or off.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// How a view's content is laid out with respect to the writing direction.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The direction the user interface is laid out in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

extension UIView {
    /// The layout direction for a semantic content attribute: the simulation's language reads
    /// left to right, so only `.forceRightToLeft` gives right to left.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    var accessibilityStorage: AccessibilitySettings {
        if let settings = accessibility { return settings }
        let settings = AccessibilitySettings()
        accessibility = settings
        return settings
    }

    /// UIKit's defaults: text, controls and text inputs are elements; the rest are containers.
    var defaultIsAccessibilityElement: Bool {
        self is UILabel || self is UIControl || self is UITextView
    }

    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: label.storedText ?? label.storedAttributedText?.string
        case let button as UIButton: button.currentTitle
        default: nil
        }
    }

    var defaultAccessibilityTraits: UIAccessibilityTraits {
        switch self {
        case let button as UIButton:
            UIAccessibilityTraits.button.union(button.storedIsEnabled ? [] : .notEnabled).union(button.storedIsSelected ? .selected : [])
        case is UILabel: .staticText
        case is UIImageView: .image
        case let slider as UISlider: slider.isEnabled ? .adjustable : [.adjustable, .notEnabled]
        default: .none
        }
    }
}

/// A view's accessibility settings, kept out of line (few views set any).
final class AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var elements: [Any]?
    var semanticContent: UISemanticContentAttribute?
    var customActions: [UIAccessibilityCustomAction]?
    var customRotors: [UIAccessibilityCustomRotor]?
}

extension UIApplication {
    /// The app's layout direction (left to right: the simulation's language).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let entry = UIEntry("-[UIApplication userInterfaceLayoutDirection]", self); defer { entry.end() }
        return .leftToRight
    }
}
