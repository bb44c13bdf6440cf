import Foundation

/// A menu command that sends an action up the responder chain (the menu bar's and keyboard
/// shortcuts' commands, and `UIKeyCommand`): the first responder that can perform `action`
/// (`canPerformAction(_:withSender:)`) gets it, with the command as the sender, after
/// `validate(_:)` let it update the command.
open class UICommand: UIMenuElement {
    var storedAction: Selector
    var storedPropertyList: Any?
    var storedAlternates: [UICommandAlternate]
    var storedDiscoverabilityTitle: String?
    var storedAttributes: UIMenuElement.Attributes
    var storedState: UIMenuElement.State
    weak var storedSender: AnyObject?

    /// A command that sends `action`, with the data in `propertyList`, and alternates the user
    /// gets with modifier keys.
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        UIEntry.check("+[UICommand commandWithTitle:image:action:propertyList:alternates:]")
        storedAction = action
        storedPropertyList = propertyList
        storedAlternates = alternates
        storedDiscoverabilityTitle = discoverabilityTitle
        storedAttributes = attributes
        storedState = state
        super.init(title: title, subtitle: nil, image: image)
    }

    /// A command from an archive (archives hold no actions: one sending nothing).
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UICommand initWithCoder:]")
        storedAction = Selector("")
        storedAlternates = []
        storedAttributes = []
        storedState = .off
        super.init(coder: coder)
    }

    /// The action sent up the responder chain.
    open var action: Selector { let entry = UIEntry("-[UICommand action]", self); defer { entry.end() }; return storedAction }
    /// Data the action's method can read from the command.
    open var propertyList: Any? { let entry = UIEntry("-[UICommand propertyList]", self); defer { entry.end() }; return storedPropertyList }
    /// The commands held modifier keys give instead.
    open var alternates: [UICommandAlternate] { let entry = UIEntry("-[UICommand alternates]", self); defer { entry.end() }; return storedAlternates }
    /// The title shown in the keyboard shortcuts overlay.
    open var discoverabilityTitle: String? {
        get { let entry = UIEntry("-[UICommand discoverabilityTitle]", self); defer { entry.end() }; return storedDiscoverabilityTitle }
        set { let entry = UIEntry("-[UICommand setDiscoverabilityTitle:]", self); defer { entry.end() }; storedDiscoverabilityTitle = newValue }
    }
    /// Disabled, destructive, hidden: a disabled command is not performed.
    open var attributes: UIMenuElement.Attributes {
        get { let entry = UIEntry("-[UICommand attributes]", self); defer { entry.end() }; return storedAttributes }
        set { let entry = UIEntry("-[UICommand setAttributes:]", self); defer { entry.end() }; storedAttributes = newValue }
    }
    /// The checkmark.
    open var state: UIMenuElement.State {
        get { let entry = UIEntry("-[UICommand state]", self); defer { entry.end() }; return storedState }
        set { let entry = UIEntry("-[UICommand setState:]", self); defer { entry.end() }; storedState = newValue }
    }
    /// What sent the command, while its action runs.
    open var sender: Any? { let entry = UIEntry("-[UICommand sender]", self); defer { entry.end() }; return storedSender }

    /// Sends the action from `responder` up the chain to the first that can perform it, after
    /// that target validates the command. Returns whether a method ran.
    @discardableResult
    func perform(from responder: UIResponder, sender: AnyObject?) -> Bool {
        guard !storedAttributes.contains(.disabled), let target = responder.target(forAction: storedAction, withSender: self) as? UIResponder else {
            return false
        }
        target.validate(self)
        guard !storedAttributes.contains(.disabled) else { return false }
        storedSender = sender
        defer { storedSender = nil }
        return SelectorDispatch.send(storedAction, to: target, arguments: [self]).sent
    }
}

/// An alternate of a command, performed when the user holds its modifier keys.
open class UICommandAlternate: NSCopying, Hashable {
    let storedTitle: String
    let storedAction: Selector
    let storedModifierFlags: UIKeyModifierFlags

    /// An alternate titled `title` that sends `action` with `modifierFlags` held.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        UIEntry.check("+[UICommandAlternate alternateWithTitle:action:modifierFlags:]")
        storedTitle = title
        storedAction = action
        storedModifierFlags = modifierFlags
    }

    /// The title.
    open var title: String { UIEntry.check("-[UICommandAlternate title]", self); return storedTitle }
    /// The action.
    open var action: Selector { UIEntry.check("-[UICommandAlternate action]", self); return storedAction }
    /// The modifier keys that choose it.
    open var modifierFlags: UIKeyModifierFlags { UIEntry.check("-[UICommandAlternate modifierFlags]", self); return storedModifierFlags }

    /// The same alternate.
    open func copy(with zone: NSZone? = nil) -> Any { UICommandAlternate(title: storedTitle, action: storedAction, modifierFlags: storedModifierFlags) }

    /// Alternates are equal when their action and modifiers are.
    public static func == (a: UICommandAlternate, b: UICommandAlternate) -> Bool {
        a.storedAction == b.storedAction && a.storedModifierFlags == b.storedModifierFlags
    }
    /// Hashes the action and modifiers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedAction)
        hasher.combine(storedModifierFlags.rawValue)
    }
}
