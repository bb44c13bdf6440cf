import Foundation
import ThreadChecker

/// The settings few responders change, made when one is first set.
final class ResponderExtras {
    var userActivity: NSUserActivity?
    var inputAssistantItem: UITextInputAssistantItem?
    /// The update of the user activity's state waiting for the main-queue phase.
    var userActivityUpdateQueued = false
}

extension UIResponder {
    var madeResponderExtras: ResponderExtras {
        if let extras = responderExtras { return extras }
        let extras = ResponderExtras()
        responderExtras = extras
        return extras
    }

    /// The shortcuts bar items above the keyboard while this text input is first responder
    /// (an iPad shows them; kept here).
    public var inputAssistantItem: UITextInputAssistantItem {
        let entry = UIEntry("-[UIResponder inputAssistantItem]", self); defer { entry.end() }
        if let item = responderExtras?.inputAssistantItem { return item }
        let item = UITextInputAssistantItem()
        madeResponderExtras.inputAssistantItem = item
        return item
    }

    /// Forgets the input mode the keyboard remembered under `identifier`.
    public static func clearTextInputContextIdentifier(_ identifier: String) {
        let entry = UIEntry("+[UIResponder clearTextInputContextIdentifier:]"); defer { entry.end() }
        UITextInputMode.rememberedModes.withLock { _ = $0.removeValue(forKey: identifier) }
    }

    /// A responder's user activity is the app's current one while set (UIKit makes it current
    /// when the responder's view is on screen); when the activity needs saving, the responder
    /// is asked to update it in the next main-queue phase (`updateUserActivityState(_:)`), then
    /// `needsSave` is cleared.
    func setUserActivity(_ activity: NSUserActivity?) {
        let old = responderExtras?.userActivity
        guard old !== activity else { return }
        if let old, old.isCurrent { old.resignCurrent() }
        madeResponderExtras.userActivity = activity
        guard let activity else { return }
        activity.becomeCurrent()
        scheduleUserActivityUpdate()
    }

    /// Asks the responder to bring its activity up to date at the end of this turn (UIKit does
    /// it "at appropriate times", before the activity is saved or handed off).
    func scheduleUserActivityUpdate() {
        guard let extras = responderExtras, !extras.userActivityUpdateQueued, responderContext != nil else { return }
        extras.userActivityUpdateQueued = true
        DispatchQueue.main.async { [weak self] in
            guard let self, let extras = self.responderExtras else { return }
            extras.userActivityUpdateQueued = false
            guard let activity = extras.userActivity, activity.needsSave else { return }
            self.updateUserActivityState(activity)
            activity.needsSave = false
        }
    }

    /// This responder's input and accessory views changed: the keyboard takes their heights.
    func reloadInputViewsIfFirstResponder() {
        guard let context = responderContext, context.app.firstResponder === self, context.app.keyboardFrame != nil else { return }
        context.setKeyboard(height: keyboardHeightForInputViews, for: self)
    }

    /// The keyboard's height for this responder: its input view's height (or the system
    /// keyboard's), plus its accessory view's.
    var keyboardHeightForInputViews: CGFloat {
        let input = inputView ?? inputViewController?.inputView
        let accessory = inputAccessoryView ?? inputAccessoryViewController?.inputView
        let base = input.map { Self.inputViewHeight($0) } ?? Simulation.defaultKeyboardHeight
        return base + (accessory.map { Self.inputViewHeight($0) } ?? 0)
    }

    /// An input view's height: its frame's, else its intrinsic height.
    static func inputViewHeight(_ view: UIView) -> CGFloat {
        let height = view.frameValue.height
        if height > 0 { return height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : 0
    }
}

extension UIResponder: UIUserActivityRestoring {}

/// The standard editing actions a responder may implement (`UIResponder` declares them all:
/// override the ones a class implements, and say so in `canPerformAction(_:withSender:)`).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection and puts it on the pasteboard.
    func cut(_ sender: Any?)
    /// Puts the selection on the pasteboard.
    func copy(_ sender: Any?)
    /// Inserts the pasteboard's content.
    func paste(_ sender: Any?)
    /// Selects the word at the insertion point.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Deletes the selection.
    func delete(_ sender: Any?)
    // The other actions UIResponder declares (each does nothing unless a class implements it).
    /// The `pasteAndMatchStyle:` action.
    func pasteAndMatchStyle(_ sender: Any?)
    /// The `pasteAndGo:` action.
    func pasteAndGo(_ sender: Any?)
    /// The `pasteAndSearch:` action.
    func pasteAndSearch(_ sender: Any?)
    /// The `newFromPasteboard:` action.
    func newFromPasteboard(_ sender: Any?)
    /// The `makeTextWritingDirectionLeftToRight:` action.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// The `makeTextWritingDirectionRightToLeft:` action.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// The `toggleBoldface:` action.
    func toggleBoldface(_ sender: Any?)
    /// The `toggleItalics:` action.
    func toggleItalics(_ sender: Any?)
    /// The `toggleUnderline:` action.
    func toggleUnderline(_ sender: Any?)
    /// The `increaseSize:` action.
    func increaseSize(_ sender: Any?)
    /// The `decreaseSize:` action.
    func decreaseSize(_ sender: Any?)
    /// The `alignLeft:` action.
    func alignLeft(_ sender: Any?)
    /// The `alignCenter:` action.
    func alignCenter(_ sender: Any?)
    /// The `alignJustified:` action.
    func alignJustified(_ sender: Any?)
    /// The `alignRight:` action.
    func alignRight(_ sender: Any?)
    /// The `find:` action.
    func find(_ sender: Any?)
    /// The `findAndReplace:` action.
    func findAndReplace(_ sender: Any?)
    /// The `findNext:` action.
    func findNext(_ sender: Any?)
    /// The `findPrevious:` action.
    func findPrevious(_ sender: Any?)
    /// The `useSelectionForFind:` action.
    func useSelectionForFind(_ sender: Any?)
    /// The `printContent:` action.
    func printContent(_ sender: Any?)
    /// The `rename:` action.
    func rename(_ sender: Any?)
    /// The `duplicate:` action.
    func duplicate(_ sender: Any?)
    /// The `move:` action.
    func move(_ sender: Any?)
    /// The `export:` action.
    func export(_ sender: Any?)
    /// The `toggleSidebar:` action.
    func toggleSidebar(_ sender: Any?)
    /// The `toggleInspector:` action.
    func toggleInspector(_ sender: Any?)
    /// The `performClose:` action.
    func performClose(_ sender: Any?)
    /// Changes the selection's attributes through `conversionHandler`.
    func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any])
    /// Shows the Writing Tools.
    func showWritingTools(_ sender: Any)
}

extension UIResponder: UIResponderStandardEditActions {}

/// Whether a responder takes the system's editing gestures.
public enum UIEditingInteractionConfiguration: Int, Sendable {
    /// None.
    case none = 0
    /// The system's (three-finger undo, redo, copy and paste).
    case `default` = 1
}

/// A keyboard language: the simulated iPhone has one, US English.
open class UITextInputMode {
    /// Posted when the user switches keyboards.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    /// The modes remembered by text input context identifier.
    static let rememberedModes = Locked<[String: String]>([:])

    let storedPrimaryLanguage: String?

    init(primaryLanguage: String?) {
        storedPrimaryLanguage = primaryLanguage
    }

    /// The keyboard's language ("en-US").
    open var primaryLanguage: String? {
        UIEntry.check("-[UITextInputMode primaryLanguage]", self)
        return storedPrimaryLanguage
    }

    /// The keyboard in use.
    static let current = UITextInputMode(primaryLanguage: "en-US")

    /// The keyboard in use (iOS 4–7).
    @available(iOS, deprecated: 7.0, message: "Use a responder's textInputMode")
    open class func currentInputMode() -> UITextInputMode? {
        UIEntry.check("+[UITextInputMode currentInputMode]")
        return current
    }

    /// The keyboards the user enabled (the one).
    open class var activeInputModes: [UITextInputMode] {
        UIEntry.check("+[UITextInputMode activeInputModes]")
        return [current]
    }
}

/// The shortcuts shown beside the keyboard's suggestions (an iPad's shortcuts bar).
open class UITextInputAssistantItem {
    /// Whether the bar may hide the shortcuts to make room for suggestions (true).
    open var allowsHidingShortcuts: Bool {
        get { let entry = UIEntry("-[UITextInputAssistantItem allowsHidingShortcuts]", self); defer { entry.end() }; return storedAllowsHidingShortcuts }
        set { let entry = UIEntry("-[UITextInputAssistantItem setAllowsHidingShortcuts:]", self); defer { entry.end() }; storedAllowsHidingShortcuts = newValue }
    }
    var storedAllowsHidingShortcuts: Bool = true
    /// The groups of items before the suggestions.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] {
        get { let entry = UIEntry("-[UITextInputAssistantItem leadingBarButtonGroups]", self); defer { entry.end() }; return storedLeadingBarButtonGroups }
        set { let entry = UIEntry("-[UITextInputAssistantItem setLeadingBarButtonGroups:]", self); defer { entry.end() }; storedLeadingBarButtonGroups = newValue }
    }
    var storedLeadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups of items after the suggestions.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] {
        get { let entry = UIEntry("-[UITextInputAssistantItem trailingBarButtonGroups]", self); defer { entry.end() }; return storedTrailingBarButtonGroups }
        set { let entry = UIEntry("-[UITextInputAssistantItem setTrailingBarButtonGroups:]", self); defer { entry.end() }; storedTrailingBarButtonGroups = newValue }
    }
    var storedTrailingBarButtonGroups: [UIBarButtonItemGroup] = []

    /// An empty bar.
    public init() { UIEntry.check("-[UITextInputAssistantItem init]") }
}

/// The controller of a custom keyboard (a keyboard extension) or of a responder's input view.
/// A custom keyboard talks to the text input through `textDocumentProxy`.
open class UIInputViewController: UIViewController {
    /// The input view: the controller's view (a `UIInputView` in UIKit's declaration; any view
    /// here, as Swift cannot narrow an inherited property's type).
    open override var inputView: UIView? {
        get { let entry = UIEntry("-[UIInputViewController inputView]", self); defer { entry.end() }; return view }
        set { let entry = UIEntry("-[UIInputViewController setInputView:]", self); defer { entry.end() }; if let newValue { view = newValue } }
    }

    /// The language of the keyboard (nil: the system's).
    open var primaryLanguage: String? {
        get { let entry = UIEntry("-[UIInputViewController primaryLanguage]", self); defer { entry.end() }; return storedPrimaryLanguage }
        set { let entry = UIEntry("-[UIInputViewController setPrimaryLanguage:]", self); defer { entry.end() }; storedPrimaryLanguage = newValue }
    }
    var storedPrimaryLanguage: String?

    /// Whether the keyboard shows a dictation key (false: no dictation here).
    open var hasDictationKey: Bool {
        get { let entry = UIEntry("-[UIInputViewController hasDictationKey]", self); defer { entry.end() }; return storedHasDictationKey }
        set { let entry = UIEntry("-[UIInputViewController setHasDictationKey:]", self); defer { entry.end() }; storedHasDictationKey = newValue }
    }
    var storedHasDictationKey: Bool = false

    /// Whether the user gave the keyboard full access (false).
    open var hasFullAccess: Bool { UIEntry.check("-[UIInputViewController hasFullAccess]", self); return false }

    /// Whether the keyboard must show a key to switch keyboards (true: there is no Globe key
    /// on the simulated device).
    open var needsInputModeSwitchKey: Bool { UIEntry.check("-[UIInputViewController needsInputModeSwitchKey]", self); return true }

    /// Hides the keyboard: the first responder resigns.
    open func dismissKeyboard() {
        let entry = UIEntry("-[UIInputViewController dismissKeyboard]", self); defer { entry.end() }
        _ = context.app.firstResponder?.forceResignFirstResponder()
    }

    /// Switches to the next keyboard (the simulated device has one: nothing changes).
    open func advanceToNextInputMode() {
        UIEntry.check("-[UIInputViewController advanceToNextInputMode]", self)
    }

    /// Shows the keyboard list for a long press on the switch key (none here).
    open func handleInputModeList(from view: UIView, with event: UIEvent) {
        UIEntry.check("-[UIInputViewController handleInputModeListFromView:withEvent:]", self)
    }
}

/// A view to use as an input view, in the keyboard's style.
open class UIInputView: UIView {
    /// The style of an input view.
    public enum Style: Int, Sendable {
        /// No keyboard background.
        case `default` = 0
        /// The keyboard's background.
        case keyboard = 1
    }

    let storedInputViewStyle: Style
    /// Whether the view sizes itself with its constraints (false: its frame's height).
    open var allowsSelfSizing: Bool {
        get { let entry = UIEntry("-[UIInputView allowsSelfSizing]", self); defer { entry.end() }; return storedAllowsSelfSizing }
        set { let entry = UIEntry("-[UIInputView setAllowsSelfSizing:]", self); defer { entry.end() }; storedAllowsSelfSizing = newValue }
    }
    var storedAllowsSelfSizing: Bool = false

    /// An input view with a frame and a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        storedInputViewStyle = inputViewStyle
        super.init(frame: frame)
        UIEntry.check("-[UIInputView initWithFrame:inputViewStyle:]", self)
    }

    /// An input view from an archive (default style).
    public required init?(coder: NSCoder) {
        storedInputViewStyle = .default
        super.init(coder: coder)
        UIEntry.check("-[UIInputView initWithCoder:]", self)
    }

    /// The view's style.
    open var inputViewStyle: Style {
        let entry = UIEntry("-[UIInputView inputViewStyle]", self); defer { entry.end() }
        return storedInputViewStyle
    }
}

/// What the system's main menu is made of, handed to `buildMenu(with:)` (Mac Catalyst, an iPad
/// with a keyboard). An iPhone has no main menu, so no builder reaches an app; the protocol is
/// here for source compatibility.
@preconcurrency @MainActor
public protocol UIMenuBuilder: AnyObject {
    /// The system the menu is for.
    var system: UIMenuSystem { get }
    /// The menu with `identifier`.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with `identifier`.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command sending `action` with `propertyList`.
    func command(forAction action: Selector, propertyList: Any?) -> UICommand?
    /// Replaces a menu.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces a menu's children.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts a menu before another.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu after another.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu at the start of another.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts a menu at the end of another.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes a menu.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

/// The system a menu builder builds for.
open class UIMenuSystem {
    /// The main menu (Mac Catalyst's menu bar, an iPad's keyboard shortcuts menu).
    nonisolated(unsafe) public static let main = UIMenuSystem()
    /// The context menus.
    nonisolated(unsafe) public static let context = UIMenuSystem()

    init() {}

    /// Asks the system to rebuild its menu (none on an iPhone).
    open func setNeedsRebuild() { UIEntry.check("-[UIMenuSystem setNeedsRebuild]", self) }
    /// Asks the system to revalidate its menu's commands (none on an iPhone).
    open func setNeedsRevalidate() { UIEntry.check("-[UIMenuSystem setNeedsRevalidate]", self) }
}

/// A menu element whose content is provided when the menu shows it.
open class UIDeferredMenuElement: UIMenuElement {
    /// The provider of a focus-based element's content (a responder's `provider(for:)`).
    open class Provider {
        let body: (@escaping ([UIMenuElement]) -> Void) -> Void

        /// A provider calling `body` with the completion handler to pass the elements to.
        public init(_ body: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
            UIEntry.check("+[UIDeferredMenuElementProvider providerWithElementProvider:]")
            self.body = body
        }
    }

    let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    let cachesItems: Bool
    let storedIdentifier: UIDeferredMenuElement.Identifier?
    /// The elements provided, when cached.
    var cachedElements: [UIMenuElement]?

    /// An element whose content `elementProvider` provides the first time it is shown (then kept).
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        cachesItems = true
        storedIdentifier = nil
        super.init(title: "", subtitle: nil, image: nil)
        UIEntry.check("+[UIDeferredMenuElement elementWithProvider:]")
    }

    init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, caches: Bool, identifier: Identifier?) {
        self.provider = provider
        cachesItems = caches
        storedIdentifier = identifier
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element from an archive (it provides nothing).
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIDeferredMenuElement initWithCoder:]")
        provider = { $0([]) }
        cachesItems = true
        storedIdentifier = nil
        super.init(coder: coder)
    }

    /// An element whose content is provided each time it is shown.
    public static func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIEntry.check("+[UIDeferredMenuElement elementWithUncachedProvider:]")
        return UIDeferredMenuElement(provider: elementProvider, caches: false, identifier: nil)
    }

    /// An element filled by the focused responder's `provider(for:)`.
    public static func usingFocus(identifier: Identifier, shouldCacheItems: Bool) -> UIDeferredMenuElement {
        UIEntry.check("+[UIDeferredMenuElement elementUsingFocusWithIdentifier:shouldCacheItems:]")
        return UIDeferredMenuElement(provider: { $0([]) }, caches: shouldCacheItems, identifier: identifier)
    }

    /// The identifier of a focus-based element.
    open var identifier: Identifier? {
        let entry = UIEntry("-[UIDeferredMenuElement identifier]", self); defer { entry.end() }
        return storedIdentifier
    }

    /// The elements to show: the cached ones, or those the provider gives now.
    func elements(completion: @escaping ([UIMenuElement]) -> Void) {
        if let cached = cachedElements { return completion(cached) }
        provider { [weak self] elements in
            if let self, self.cachesItems { self.cachedElements = elements }
            completion(elements)
        }
    }

    /// Identifiers of focus-based deferred elements.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public let rawValue: String
        /// An identifier of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier of that name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
