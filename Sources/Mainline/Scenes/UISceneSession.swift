import Foundation

/// The persistent record of one of the app's scenes: its role, configuration and the state it
/// keeps across disconnections. UIKit makes a session when a scene is first requested and
/// keeps it until the user closes the scene (`application(_:didDiscardSceneSessions:)`); a
/// disconnected scene comes back for the same session.
open class UISceneSession {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive window on the device's screen.
        nonisolated public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        nonisolated public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// A window on an external display.
        @available(iOS, deprecated: 16.0, message: "Use windowExternalDisplayNonInteractive")
        nonisolated public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
        /// The app's window in Assistive Access.
        nonisolated public static let windowAssistiveAccessApplication = Role(rawValue: "UIWindowSceneSessionRoleAssistiveAccessApplication")
    }

    let storedPersistentIdentifier: String
    let storedRole: Role
    var storedConfiguration: UISceneConfiguration
    weak var storedScene: UIScene?
    var storedUserInfo: [String: Any]?
    var storedStateRestorationActivity: NSUserActivity?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        storedRole = role
        storedConfiguration = configuration
        storedPersistentIdentifier = persistentIdentifier
    }

    /// A unique identifier of the session, kept across launches.
    public var persistentIdentifier: String {
        let entry = UIEntry("-[UISceneSession persistentIdentifier]", self); defer { entry.end() }
        return storedPersistentIdentifier
    }

    /// The session's role.
    public var role: Role {
        let entry = UIEntry("-[UISceneSession role]", self); defer { entry.end() }
        return storedRole
    }

    /// The configuration the session's scenes are made with (a copy: changing it changes
    /// nothing).
    public var configuration: UISceneConfiguration {
        let entry = UIEntry("-[UISceneSession configuration]", self); defer { entry.end() }
        return storedConfiguration.copy() as! UISceneConfiguration
    }

    /// The session's connected scene (nil while disconnected).
    public var scene: UIScene? {
        let entry = UIEntry("-[UISceneSession scene]", self); defer { entry.end() }
        return storedScene
    }

    /// The app's own data about the session, kept across disconnections.
    open var userInfo: [String: Any]? {
        get { let entry = UIEntry("-[UISceneSession userInfo]", self); defer { entry.end() }; return storedUserInfo }
        set { let entry = UIEntry("-[UISceneSession setUserInfo:]", self); defer { entry.end() }; storedUserInfo = newValue }
    }

    /// The activity the scene delegate gave for restoring the scene (`stateRestorationActivity(for:)`,
    /// asked when the scene went to the background); a reconnecting scene gets it among its
    /// connection options' activities.
    public var stateRestorationActivity: NSUserActivity? {
        let entry = UIEntry("-[UISceneSession stateRestorationActivity]", self); defer { entry.end() }
        return storedStateRestorationActivity
    }
}

/// How UIKit makes a scene: the name of the configuration (from the app's scene manifest), its
/// role, the scene and delegate classes and the storyboard whose initial controller fills its
/// window. The app delegate returns one from `application(_:configurationForConnecting:options:)`.
///
/// Swift on Linux cannot make an object from a class value, so the delegate is made by the
/// simulation's scene manifest (`Simulation.SceneManifest`); `delegateClass` is checked against
/// it. `sceneClass` must be `UIWindowScene` or a subclass of it (made with its required
/// initializer).
open class UISceneConfiguration: NSCopying {
    let storedName: String?
    let storedRole: UISceneSession.Role
    /// The class of the scene to make (nil: `UIWindowScene`).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate (nil: the scene manifest's).
    open var delegateClass: AnyClass?
    /// The storyboard whose initial controller becomes the root of the scene's window.
    open var storyboard: UIStoryboard?

    /// A configuration of `name` for scenes of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        UIEntry.check("+[UISceneConfiguration configurationWithName:sessionRole:]")
        storedName = name
        storedRole = sessionRole
    }

    /// The configuration's name (the manifest entry's `UISceneConfigurationName`).
    public var name: String? {
        let entry = UIEntry("-[UISceneConfiguration name]", self); defer { entry.end() }
        return storedName
    }

    /// The role of the scenes it makes.
    public var role: UISceneSession.Role {
        let entry = UIEntry("-[UISceneConfiguration role]", self); defer { entry.end() }
        return storedRole
    }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: storedName, sessionRole: storedRole)
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        copy.storyboard = storyboard
        return copy
    }

    /// A copy with the same settings (NSObject's `copy()`).
    open func copy() -> Any { copy(with: nil) }
}
