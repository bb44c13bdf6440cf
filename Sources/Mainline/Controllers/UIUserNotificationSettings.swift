import Foundation

/// The kinds of notification an app asks the user to allow (iOS 8–9's API).
public struct UIUserNotificationType: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// The types of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A badge on the app's icon.
    nonisolated public static let badge = UIUserNotificationType(rawValue: 1 << 0)
    /// A sound.
    nonisolated public static let sound = UIUserNotificationType(rawValue: 1 << 1)
    /// An alert.
    nonisolated public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}

/// The kinds of remote notification (iOS 3–7's registration API).
public struct UIRemoteNotificationType: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// The types of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A badge on the app's icon.
    nonisolated public static let badge = UIRemoteNotificationType(rawValue: 1 << 0)
    /// A sound.
    nonisolated public static let sound = UIRemoteNotificationType(rawValue: 1 << 1)
    /// An alert.
    nonisolated public static let alert = UIRemoteNotificationType(rawValue: 1 << 2)
    /// Newsstand content.
    nonisolated public static let newsstandContentAvailability = UIRemoteNotificationType(rawValue: 1 << 3)
}

/// How much room a notification's actions have.
public enum UIUserNotificationActionContext: UInt, Sendable {
    /// The full alert: up to four actions.
    case `default` = 0
    /// A banner or lock screen: two actions.
    case minimal = 1
}

/// Whether an action opens the app.
public enum UIUserNotificationActivationMode: UInt, Sendable {
    /// The app comes to the foreground.
    case foreground = 0
    /// The app runs the action in the background.
    case background = 1
}

/// What an action asks of the user.
public enum UIUserNotificationActionBehavior: UInt, Sendable {
    /// A button.
    case `default` = 0
    /// A text field.
    case textInput = 1
}

/// What the user allowed: the notification types and the categories of actions (iOS 8–9).
/// `UIApplication.registerUserNotificationSettings(_:)` asks; the simulated user allows what is
/// asked, and the app delegate's `application(_:didRegister:)` hears it.
open class UIUserNotificationSettings: Equatable {
    let storedTypes: UIUserNotificationType
    let storedCategories: Set<UIUserNotificationCategory>?

    /// Settings asking for `types`, with the action categories.
    public init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
        UIEntry.check("+[UIUserNotificationSettings settingsForTypes:categories:]")
        storedTypes = types
        storedCategories = categories
    }

    /// The notification types.
    open var types: UIUserNotificationType {
        let entry = UIEntry("-[UIUserNotificationSettings types]", self); defer { entry.end() }
        return storedTypes
    }

    /// The action categories.
    open var categories: Set<UIUserNotificationCategory>? {
        let entry = UIEntry("-[UIUserNotificationSettings categories]", self); defer { entry.end() }
        return storedCategories
    }

    /// Settings are equal when they allow the same types and categories.
    public static func == (a: UIUserNotificationSettings, b: UIUserNotificationSettings) -> Bool {
        a.storedTypes == b.storedTypes && a.storedCategories == b.storedCategories
    }
}

/// A group of actions a notification can show, by identifier.
open class UIUserNotificationCategory: NSCoding, NSCopying, NSMutableCopying, Hashable {
    var storedIdentifier: String?
    var storedActions: [UIUserNotificationActionContext: [UIUserNotificationAction]] = [:]

    /// An empty category.
    public init() { UIEntry.check("-[UIUserNotificationCategory init]") }

    /// A category from an archive (its identifier).
    public required init?(coder: NSCoder) {
        storedIdentifier = coder.decodeObject(forKey: "identifier") as? String
    }

    /// Archives the identifier.
    open func encode(with coder: NSCoder) { coder.encode(storedIdentifier, forKey: "identifier") }

    /// The category's identifier (a notification's `category`).
    open var identifier: String? {
        let entry = UIEntry("-[UIUserNotificationCategory identifier]", self); defer { entry.end() }
        return storedIdentifier
    }

    /// The actions shown in `context`.
    open func actions(for context: UIUserNotificationActionContext) -> [UIUserNotificationAction]? {
        let entry = UIEntry("-[UIUserNotificationCategory actionsForContext:]", self); defer { entry.end() }
        return storedActions[context]
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: UIUserNotificationCategory()) }
    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: UIMutableUserNotificationCategory()) }

    private func copyValues(into copy: UIUserNotificationCategory) -> UIUserNotificationCategory {
        copy.storedIdentifier = storedIdentifier
        copy.storedActions = storedActions
        return copy
    }

    /// Categories are equal when their identifiers are.
    public static func == (a: UIUserNotificationCategory, b: UIUserNotificationCategory) -> Bool { a.storedIdentifier == b.storedIdentifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(storedIdentifier) }
}

/// A category whose identifier and actions can be set.
open class UIMutableUserNotificationCategory: UIUserNotificationCategory {
    /// The category's identifier.
    open override var identifier: String? {
        get { storedIdentifier }
        set { let entry = UIEntry("-[UIMutableUserNotificationCategory setIdentifier:]", self); defer { entry.end() }; storedIdentifier = newValue }
    }

    /// Sets the actions shown in `context`.
    open func setActions(_ actions: [UIUserNotificationAction]?, for context: UIUserNotificationActionContext) {
        let entry = UIEntry("-[UIMutableUserNotificationCategory setActions:forContext:]", self); defer { entry.end() }
        storedActions[context] = actions
    }
}

/// An action a notification offers (a button or a text field).
open class UIUserNotificationAction: NSCoding, NSCopying, NSMutableCopying, Hashable {
    var storedIdentifier: String?
    var storedTitle: String?
    var storedBehavior = UIUserNotificationActionBehavior.default
    var storedParameters: [AnyHashable: Any] = [:]
    var storedActivationMode = UIUserNotificationActivationMode.foreground
    var storedIsAuthenticationRequired = false
    var storedIsDestructive = false

    /// An action with no identifier.
    public init() { UIEntry.check("-[UIUserNotificationAction init]") }

    /// An action from an archive (identifier and title).
    public required init?(coder: NSCoder) {
        storedIdentifier = coder.decodeObject(forKey: "identifier") as? String
        storedTitle = coder.decodeObject(forKey: "title") as? String
    }

    /// Archives the identifier and title.
    open func encode(with coder: NSCoder) {
        coder.encode(storedIdentifier, forKey: "identifier")
        coder.encode(storedTitle, forKey: "title")
    }

    /// The action's identifier (passed back when the user chooses it).
    open var identifier: String? { let entry = UIEntry("-[UIUserNotificationAction identifier]", self); defer { entry.end() }; return storedIdentifier }
    /// The button's title.
    open var title: String? { let entry = UIEntry("-[UIUserNotificationAction title]", self); defer { entry.end() }; return storedTitle }
    /// A button or a text field.
    open var behavior: UIUserNotificationActionBehavior { let entry = UIEntry("-[UIUserNotificationAction behavior]", self); defer { entry.end() }; return storedBehavior }
    /// The behaviour's parameters (the text field's button title).
    open var parameters: [AnyHashable: Any] { let entry = UIEntry("-[UIUserNotificationAction parameters]", self); defer { entry.end() }; return storedParameters }
    /// Whether the action opens the app.
    open var activationMode: UIUserNotificationActivationMode {
        let entry = UIEntry("-[UIUserNotificationAction activationMode]", self); defer { entry.end() }
        return storedActivationMode
    }
    /// Whether the device must be unlocked first.
    open var isAuthenticationRequired: Bool {
        let entry = UIEntry("-[UIUserNotificationAction isAuthenticationRequired]", self); defer { entry.end() }
        return storedIsAuthenticationRequired
    }
    /// Whether the action destroys data (shown in red).
    open var isDestructive: Bool { let entry = UIEntry("-[UIUserNotificationAction isDestructive]", self); defer { entry.end() }; return storedIsDestructive }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: UIUserNotificationAction()) }
    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: UIMutableUserNotificationAction()) }

    private func copyValues(into copy: UIUserNotificationAction) -> UIUserNotificationAction {
        copy.storedIdentifier = storedIdentifier
        copy.storedTitle = storedTitle
        copy.storedBehavior = storedBehavior
        copy.storedParameters = storedParameters
        copy.storedActivationMode = storedActivationMode
        copy.storedIsAuthenticationRequired = storedIsAuthenticationRequired
        copy.storedIsDestructive = storedIsDestructive
        return copy
    }

    /// Actions are equal when their identifiers are.
    public static func == (a: UIUserNotificationAction, b: UIUserNotificationAction) -> Bool { a.storedIdentifier == b.storedIdentifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(storedIdentifier) }
}

/// An action whose values can be set.
open class UIMutableUserNotificationAction: UIUserNotificationAction {
    /// The action's identifier.
    open override var identifier: String? {
        get { storedIdentifier }
        set { let entry = UIEntry("-[UIMutableUserNotificationAction setIdentifier:]", self); defer { entry.end() }; storedIdentifier = newValue }
    }
    /// The button's title.
    open override var title: String? {
        get { storedTitle }
        set { let entry = UIEntry("-[UIMutableUserNotificationAction setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }
    /// A button or a text field.
    open override var behavior: UIUserNotificationActionBehavior {
        get { storedBehavior }
        set { let entry = UIEntry("-[UIMutableUserNotificationAction setBehavior:]", self); defer { entry.end() }; storedBehavior = newValue }
    }
    /// The behaviour's parameters.
    open override var parameters: [AnyHashable: Any] {
        get { storedParameters }
        set { let entry = UIEntry("-[UIMutableUserNotificationAction setParameters:]", self); defer { entry.end() }; storedParameters = newValue }
    }
    /// Whether the action opens the app.
    open override var activationMode: UIUserNotificationActivationMode {
        get { storedActivationMode }
        set { let entry = UIEntry("-[UIMutableUserNotificationAction setActivationMode:]", self); defer { entry.end() }; storedActivationMode = newValue }
    }
    /// Whether the device must be unlocked first.
    open override var isAuthenticationRequired: Bool {
        get { storedIsAuthenticationRequired }
        set {
            let entry = UIEntry("-[UIMutableUserNotificationAction setAuthenticationRequired:]", self); defer { entry.end() }
            storedIsAuthenticationRequired = newValue
        }
    }
    /// Whether the action destroys data.
    open override var isDestructive: Bool {
        get { storedIsDestructive }
        set { let entry = UIEntry("-[UIMutableUserNotificationAction setDestructive:]", self); defer { entry.end() }; storedIsDestructive = newValue }
    }
}
