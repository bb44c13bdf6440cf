import Foundation

extension UIScene {
    /// Why UIKit connected a scene: the URLs, activities and shortcut it is to show. Made by
    /// UIKit (`Simulation.launch` passes what a launch carries).
    open class ConnectionOptions {
        let storedURLContexts: Set<UIOpenURLContext>
        let storedSourceApplication: String?
        let storedUserActivities: Set<NSUserActivity>
        let storedShortcutItem: UIApplicationShortcutItem?

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil,
             userActivities: Set<NSUserActivity> = [], shortcutItem: UIApplicationShortcutItem? = nil) {
            storedURLContexts = urlContexts
            storedSourceApplication = sourceApplication
            storedUserActivities = userActivities
            storedShortcutItem = shortcutItem
        }

        /// The URLs to open (empty when none).
        open var urlContexts: Set<UIOpenURLContext> {
            let entry = UIEntry("-[UISceneConnectionOptions URLContexts]", self); defer { entry.end() }
            return storedURLContexts
        }

        /// The bundle identifier of the app that asked to open a URL.
        open var sourceApplication: String? {
            let entry = UIEntry("-[UISceneConnectionOptions sourceApplication]", self); defer { entry.end() }
            return storedSourceApplication
        }

        /// The type of the Handoff activity being continued (its activity follows in
        /// `scene(_:continue:)`).
        open var handoffUserActivityType: String? {
            let entry = UIEntry("-[UISceneConnectionOptions handoffUserActivityType]", self); defer { entry.end() }
            return storedUserActivities.first?.activityType
        }

        /// The activities to continue (a session's restoration activity included).
        open var userActivities: Set<NSUserActivity> {
            let entry = UIEntry("-[UISceneConnectionOptions userActivities]", self); defer { entry.end() }
            return storedUserActivities
        }

        /// The Home screen quick action the user chose, if the app was launched by one.
        open var shortcutItem: UIApplicationShortcutItem? {
            let entry = UIEntry("-[UISceneConnectionOptions shortcutItem]", self); defer { entry.end() }
            return storedShortcutItem
        }
    }

    /// How UIKit asks a scene to open a URL (made by UIKit).
    open class OpenURLOptions {
        let storedSourceApplication: String?
        let storedAnnotation: Any?
        let storedOpenInPlace: Bool
        let storedEventAttribution: UIEventAttribution?

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false, eventAttribution: UIEventAttribution? = nil) {
            storedSourceApplication = sourceApplication
            storedAnnotation = annotation
            storedOpenInPlace = openInPlace
            storedEventAttribution = eventAttribution
        }

        /// The bundle identifier of the app that asked.
        open var sourceApplication: String? {
            let entry = UIEntry("-[UISceneOpenURLOptions sourceApplication]", self); defer { entry.end() }
            return storedSourceApplication
        }

        /// A property list a document interaction controller passed.
        open var annotation: Any? {
            let entry = UIEntry("-[UISceneOpenURLOptions annotation]", self); defer { entry.end() }
            return storedAnnotation
        }

        /// Whether the file is to be opened where it is rather than copied.
        open var openInPlace: Bool {
            let entry = UIEntry("-[UISceneOpenURLOptions openInPlace]", self); defer { entry.end() }
            return storedOpenInPlace
        }

        /// The ad attribution that came with the URL.
        open var eventAttribution: UIEventAttribution? {
            let entry = UIEntry("-[UISceneOpenURLOptions eventAttribution]", self); defer { entry.end() }
            return storedEventAttribution
        }
    }

    /// What a scene asks of the system when it opens a URL.
    open class OpenExternalURLOptions {
        /// Open the URL only if it is a universal link of an installed app (false).
        open var universalLinksOnly = false
        /// An ad attribution to pass on.
        open var eventAttribution: UIEventAttribution?

        /// Options with their defaults.
        public init() { UIEntry.check("-[UISceneOpenExternalURLOptions init]") }
    }

    /// What an app asks of the system when it requests a scene.
    open class ActivationRequestOptions {
        /// The scene making the request (the system places the new scene next to it).
        open var requestingScene: UIScene?

        /// Options with their defaults.
        public init() { UIEntry.check("-[UISceneActivationRequestOptions init]") }
    }
}

/// What an app asks of the system when it closes a scene.
open class UISceneDestructionRequestOptions {
    /// Options with their defaults.
    public init() { UIEntry.check("-[UISceneDestructionRequestOptions init]") }
}

/// How a window scene goes away when an app closes it.
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    /// The animation of the window's dismissal.
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation {
        get { let entry = UIEntry("-[UIWindowSceneDestructionRequestOptions windowDismissalAnimation]", self); defer { entry.end() }; return storedWindowDismissalAnimation }
        set { let entry = UIEntry("-[UIWindowSceneDestructionRequestOptions setWindowDismissalAnimation:]", self); defer { entry.end() }; storedWindowDismissalAnimation = newValue }
    }
    var storedWindowDismissalAnimation: UIWindowScene.DismissalAnimation = .standard
}

/// A URL to open and how to open it (made by UIKit; see `scene(_:openURLContexts:)`).
public final class UIOpenURLContext: Hashable, CustomStringConvertible {
    let storedURL: URL
    let storedOptions: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        storedURL = url
        storedOptions = options
    }

    /// The URL to open.
    public var url: URL {
        let entry = UIEntry("-[UIOpenURLContext URL]", self); defer { entry.end() }
        return storedURL
    }

    /// How to open it.
    public var options: UIScene.OpenURLOptions {
        let entry = UIEntry("-[UIOpenURLContext options]", self); defer { entry.end() }
        return storedOptions
    }

    /// The URL, as UIKit describes a context.
    public var description: String { "<UIOpenURLContext: URL: \(storedURL.absoluteString)>" }

    /// Contexts compare by identity, as the objects UIKit makes do.
    public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a === b }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Which targets a scene takes when the system routes an activity, URL or notification to one of
/// the app's scenes: predicates over the target content identifier. On an iPhone there is one
/// scene; it takes everything.
open class UISceneActivationConditions: NSObject, NSSecureCoding {
    /// The identifiers the scene can be activated for (every one, by default).
    open var canActivateForTargetContentIdentifierPredicate: NSPredicate = NSPredicate(value: true)
    /// The identifiers the scene prefers (none, by default).
    open var prefersToActivateForTargetContentIdentifierPredicate: NSPredicate = NSPredicate(value: false)

    /// Conditions that take every target and prefer none.
    public override init() {
        super.init()
    }

    /// Conditions from an archive (the defaults: predicates are not archived here).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Archives nothing (the predicates are not archived here).
    open func encode(with coder: NSCoder) {}

    /// Conditions support secure coding.
    public static var supportsSecureCoding: Bool { true }

    /// Whether the scene can take `identifier` (and whether it prefers it).
    func evaluate(_ identifier: String?) -> (can: Bool, prefers: Bool) {
        let object = identifier as Any
        return (canActivateForTargetContentIdentifierPredicate.evaluate(with: object),
                prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: object))
    }
}

/// Where an ad the user tapped came from, passed with the URL it opens (Private Click
/// Measurement). Kept, never reported: a simulation has no ad network.
open class UIEventAttribution {
    /// The ad campaign's identifier (8 bits).
    public let sourceIdentifier: UInt8
    /// The website the ad leads to.
    public let destinationURL: URL
    /// Where attribution reports go (the destination's site).
    public let reportEndpoint: URL?
    /// A description of the ad.
    public let sourceDescription: String
    /// Who paid for the ad.
    public let purchaser: String

    /// An attribution of an ad.
    public init(sourceIdentifier: UInt8, destinationURL: URL, sourceDescription: String, purchaser: String) {
        UIEntry.check("-[UIEventAttribution initWithSourceIdentifier:destinationURL:sourceDescription:purchaser:]")
        self.sourceIdentifier = sourceIdentifier
        self.destinationURL = destinationURL
        var components = URLComponents(url: destinationURL, resolvingAgainstBaseURL: false)
        components?.path = ""
        components?.query = nil
        components?.fragment = nil
        self.reportEndpoint = components?.url
        self.sourceDescription = sourceDescription
        self.purchaser = purchaser
    }
}

/// Errors of scene requests.
public struct UISceneError: Error, Hashable, CustomNSError {
    /// The codes.
    public enum Code: Int, Sendable {
        /// The app does not support several scenes (an iPhone app's scene manifest says so).
        case multipleScenesNotSupported = 0
        /// The system refused.
        case requestDenied = 1
        /// The geometry asked for cannot be had on this device.
        case geometryRequestUnsupported = 100
        /// The geometry is possible, but the system refused it (no supported orientation).
        case geometryRequestDenied = 101
    }

    /// The error's code.
    public let code: Code
    /// A description for the user.
    let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// "UISceneErrorDomain".
    public static var errorDomain: String { UISceneErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The description, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    /// The app does not support several scenes.
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    /// The system refused.
    public static var requestDenied: Code { .requestDenied }
    /// The geometry cannot be had on this device.
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    /// The system refused the geometry.
    public static var geometryRequestDenied: Code { .geometryRequestDenied }

    /// Errors compare by code.
    public static func == (a: UISceneError, b: UISceneError) -> Bool { a.code == b.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// The domain of scene errors.
public let UISceneErrorDomain = "UISceneErrorDomain"
