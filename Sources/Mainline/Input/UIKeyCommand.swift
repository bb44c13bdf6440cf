import Foundation

/// A keyboard shortcut: a key (`input`) with modifier keys that performs `action`. A responder
/// lists its shortcuts in `keyCommands`; when a key is pressed on a hardware keyboard
/// (`Simulation.pressKey(_:modifierFlags:)`), the shortcuts of the first responder and of each
/// responder after it, in chain order, are searched for one with that input and those
/// modifiers, and the first is performed (its action sent from the responder that lists it,
/// see `UICommand`) instead of delivering the press.
open class UIKeyCommand: UICommand {
    /// The up arrow key's input.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key's input.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key's input.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key's input.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key's input.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key's input.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key's input.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key's input.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key's input.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key's input.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// F2.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// F3.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// F4.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// F5.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// F6.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// F7.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// F8.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// F9.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// F10.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// F11.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// F12.
    nonisolated public static let f12 = "UIKeyInputF12"

    var storedInput: String?
    var storedModifierFlags: UIKeyModifierFlags = []
    var storedWantsPriorityOverSystemBehavior = false
    var storedAllowsAutomaticLocalization = true
    var storedAllowsAutomaticMirroring = true

    /// A shortcut with a title (shown in the shortcuts overlay and menus) for `input` with
    /// `modifierFlags` that sends `action`.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        storedInput = input
        storedModifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
        UIEntry.check("+[UIKeyCommand commandWithTitle:image:action:input:modifierFlags:propertyList:alternates:]")
    }

    /// A shortcut for `input` with `modifierFlags` that sends `action`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        UIEntry.check("+[UIKeyCommand keyCommandWithInput:modifierFlags:action:]")
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A shortcut with a title for the shortcuts overlay (iOS 9–13's form).
    @available(iOS, deprecated: 13.0, message: "Use init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)")
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        UIEntry.check("+[UIKeyCommand keyCommandWithInput:modifierFlags:action:discoverabilityTitle:]")
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// A shortcut with no input (set one through a subclass; it matches no key).
    public convenience init() {
        UIEntry.check("-[UIKeyCommand init]")
        self.init(title: "", action: Selector(""), input: "")
        storedInput = nil
    }

    /// A shortcut from an archive.
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIKeyCommand initWithCoder:]")
        storedInput = coder.decodeObject(forKey: "UIKeyCommandInput") as? String
        storedModifierFlags = UIKeyModifierFlags(rawValue: coder.decodeInteger(forKey: "UIKeyCommandModifierFlags"))
        super.init(coder: coder)
    }

    /// The key: a character, or one of the `input…` constants.
    open var input: String? { let entry = UIEntry("-[UIKeyCommand input]", self); defer { entry.end() }; return storedInput }
    /// The modifier keys held with it.
    open var modifierFlags: UIKeyModifierFlags { let entry = UIEntry("-[UIKeyCommand modifierFlags]", self); defer { entry.end() }; return storedModifierFlags }

    /// Whether the shortcut wins over what the system does with the key in a text field or
    /// scroll view (false: a text input that is first responder takes its arrow keys, Return and
    /// Delete first).
    open var wantsPriorityOverSystemBehavior: Bool {
        get { let entry = UIEntry("-[UIKeyCommand wantsPriorityOverSystemBehavior]", self); defer { entry.end() }; return storedWantsPriorityOverSystemBehavior }
        set {
            let entry = UIEntry("-[UIKeyCommand setWantsPriorityOverSystemBehavior:]", self); defer { entry.end() }
            storedWantsPriorityOverSystemBehavior = newValue
        }
    }

    /// Whether the system remaps the input for the user's keyboard layout (true).
    open var allowsAutomaticLocalization: Bool {
        get { let entry = UIEntry("-[UIKeyCommand allowsAutomaticLocalization]", self); defer { entry.end() }; return storedAllowsAutomaticLocalization }
        set {
            let entry = UIEntry("-[UIKeyCommand setAllowsAutomaticLocalization:]", self); defer { entry.end() }
            storedAllowsAutomaticLocalization = newValue
        }
    }

    /// Whether arrow and bracket inputs swap in a right-to-left interface (true).
    open var allowsAutomaticMirroring: Bool {
        get { let entry = UIEntry("-[UIKeyCommand allowsAutomaticMirroring]", self); defer { entry.end() }; return storedAllowsAutomaticMirroring }
        set {
            let entry = UIEntry("-[UIKeyCommand setAllowsAutomaticMirroring:]", self); defer { entry.end() }
            storedAllowsAutomaticMirroring = newValue
        }
    }

    /// Whether the shortcut matches `key` (its input case-insensitively for letters, and exactly
    /// its modifiers apart from Caps Lock and the keypad flag).
    func matches(_ key: UIKey) -> Bool {
        guard let input = storedInput, !input.isEmpty else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard storedModifierFlags.intersection(relevant) == key.storedModifierFlags.intersection(relevant) else { return false }
        if UIKey.special[input] != nil { return input == key.storedCharactersIgnoringModifiers }
        return input.lowercased() == key.storedCharactersIgnoringModifiers.lowercased()
    }
}
