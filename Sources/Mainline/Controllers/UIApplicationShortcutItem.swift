import Foundation

/// A Home screen quick action: the app's static ones come from its Info.plist, its dynamic ones
/// from `UIApplication.shortcutItems`. When the user chooses one (`Simulation.performShortcut(_:)`)
/// the scene delegate's `windowScene(_:performActionFor:completionHandler:)` — or, without scenes,
/// the app delegate's `application(_:performActionFor:completionHandler:)` — is told.
open class UIApplicationShortcutItem: NSCopying, NSMutableCopying, Hashable, CustomStringConvertible {
    var storedType: String
    var storedLocalizedTitle: String
    var storedLocalizedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: NSSecureCoding]?
    var storedTargetContentIdentifier: Any?

    /// A quick action of the app-defined `type` with a title, subtitle, icon and data.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: NSSecureCoding]? = nil) {
        UIEntry.check("-[UIApplicationShortcutItem initWithType:localizedTitle:localizedSubtitle:icon:userInfo:]")
        storedType = type
        storedLocalizedTitle = localizedTitle
        storedLocalizedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
    }

    /// A quick action with a type and a title only.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// The app's identifier of the action.
    open var type: String { let entry = UIEntry("-[UIApplicationShortcutItem type]", self); defer { entry.end() }; return storedType }
    /// The title shown.
    open var localizedTitle: String { let entry = UIEntry("-[UIApplicationShortcutItem localizedTitle]", self); defer { entry.end() }; return storedLocalizedTitle }
    /// The subtitle shown under it.
    open var localizedSubtitle: String? { let entry = UIEntry("-[UIApplicationShortcutItem localizedSubtitle]", self); defer { entry.end() }; return storedLocalizedSubtitle }
    /// The icon.
    open var icon: UIApplicationShortcutIcon? { let entry = UIEntry("-[UIApplicationShortcutItem icon]", self); defer { entry.end() }; return storedIcon }
    /// The app's data for the action.
    open var userInfo: [String: NSSecureCoding]? { let entry = UIEntry("-[UIApplicationShortcutItem userInfo]", self); defer { entry.end() }; return storedUserInfo }
    /// The content the action targets (matched against scenes' activation conditions).
    open var targetContentIdentifier: Any? {
        let entry = UIEntry("-[UIApplicationShortcutItem targetContentIdentifier]", self); defer { entry.end() }
        return storedTargetContentIdentifier
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        copyValues(into: UIApplicationShortcutItem(type: storedType, localizedTitle: storedLocalizedTitle))
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        copyValues(into: UIMutableApplicationShortcutItem(type: storedType, localizedTitle: storedLocalizedTitle))
    }

    private func copyValues<T: UIApplicationShortcutItem>(into copy: T) -> T {
        copy.storedLocalizedSubtitle = storedLocalizedSubtitle
        copy.storedIcon = storedIcon
        copy.storedUserInfo = storedUserInfo
        copy.storedTargetContentIdentifier = storedTargetContentIdentifier
        return copy
    }

    /// Items are equal when their type, titles and icon are.
    public static func == (a: UIApplicationShortcutItem, b: UIApplicationShortcutItem) -> Bool {
        a.storedType == b.storedType && a.storedLocalizedTitle == b.storedLocalizedTitle
            && a.storedLocalizedSubtitle == b.storedLocalizedSubtitle && a.storedIcon == b.storedIcon
    }

    /// Hashes the type and title.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedType)
        hasher.combine(storedLocalizedTitle)
    }

    /// The type and title.
    open var description: String { "<\(Swift.type(of: self)): type \(storedType), title \(storedLocalizedTitle)>" }
}

/// A quick action whose properties can be changed.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app's identifier of the action.
    open override var type: String {
        get { storedType }
        set { let entry = UIEntry("-[UIMutableApplicationShortcutItem setType:]", self); defer { entry.end() }; storedType = newValue }
    }
    /// The title shown.
    open override var localizedTitle: String {
        get { storedLocalizedTitle }
        set { let entry = UIEntry("-[UIMutableApplicationShortcutItem setLocalizedTitle:]", self); defer { entry.end() }; storedLocalizedTitle = newValue }
    }
    /// The subtitle shown.
    open override var localizedSubtitle: String? {
        get { storedLocalizedSubtitle }
        set { let entry = UIEntry("-[UIMutableApplicationShortcutItem setLocalizedSubtitle:]", self); defer { entry.end() }; storedLocalizedSubtitle = newValue }
    }
    /// The icon.
    open override var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { let entry = UIEntry("-[UIMutableApplicationShortcutItem setIcon:]", self); defer { entry.end() }; storedIcon = newValue }
    }
    /// The app's data.
    open override var userInfo: [String: NSSecureCoding]? {
        get { storedUserInfo }
        set { let entry = UIEntry("-[UIMutableApplicationShortcutItem setUserInfo:]", self); defer { entry.end() }; storedUserInfo = newValue }
    }
    /// The content the action targets.
    open override var targetContentIdentifier: Any? {
        get { storedTargetContentIdentifier }
        set {
            let entry = UIEntry("-[UIMutableApplicationShortcutItem setTargetContentIdentifier:]", self); defer { entry.end() }
            storedTargetContentIdentifier = newValue
        }
    }
}

/// The icon of a quick action: one of the system's, a template image of the app's or an SF
/// Symbol.
open class UIApplicationShortcutIcon: Hashable {
    /// The system's icons.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud,
             invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm,
             bookmark, shuffle, audio, update
    }

    /// What the icon shows.
    enum Source: Hashable {
        case system(IconType)
        case template(String)
        case symbol(String)
    }

    let source: Source

    /// One of the system's icons.
    public init(type: IconType) {
        UIEntry.check("+[UIApplicationShortcutIcon iconWithType:]")
        source = .system(type)
    }

    /// An image of the app's asset catalog, drawn as a template.
    public init(templateImageName: String) {
        UIEntry.check("+[UIApplicationShortcutIcon iconWithTemplateImageName:]")
        source = .template(templateImageName)
    }

    /// An SF Symbol.
    public init(systemImageName: String) {
        UIEntry.check("+[UIApplicationShortcutIcon iconWithSystemImageName:]")
        source = .symbol(systemImageName)
    }

    /// Icons are equal when they show the same thing.
    public static func == (a: UIApplicationShortcutIcon, b: UIApplicationShortcutIcon) -> Bool { a.source == b.source }
    /// Hashes what the icon shows.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
