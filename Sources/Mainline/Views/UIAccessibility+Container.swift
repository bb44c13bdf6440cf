import Foundation

/// Objects that carry an identifier for UI tests and automation (views, bar items).
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element in tests.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}

/// How urgently an announcement interrupts speech (the value of
/// `NSAttributedString.Key.accessibilitySpeechAnnouncementPriority`).
public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    /// The priority's name.
    public let rawValue: String
    /// A priority of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Interrupts what is spoken and is never dropped.
    nonisolated public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
    /// Waits for speech to finish; queued.
    nonisolated public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
    /// Spoken only when nothing else is; dropped otherwise.
    nonisolated public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}

extension NSAttributedString.Key {
    /// An announcement's `UIAccessibilityPriority`.
    nonisolated public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// Whether an announcement waits in the queue (an `NSNumber` Bool).
    nonisolated public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
}

/// An action VoiceOver offers on an element besides activating it (the rotor's "Actions").
/// The handler (or target and selector) runs when the user picks it; it returns whether it
/// succeeded. A simulation picks one with `Simulation.performAccessibilityCustomAction(named:on:)`.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    var storedName: String
    var storedImage: UIImage?
    var storedHandler: ((UIAccessibilityCustomAction) -> Bool)?
    weak var storedTarget: AnyObject?
    var storedSelector: Selector?
    /// A short phrase naming the action.
    open var name: String {
        get { let entry = UIEntry("-[UIAccessibilityCustomAction name]", self); defer { entry.end() }; return storedName }
        set { let entry = UIEntry("-[UIAccessibilityCustomAction setName:]", self); defer { entry.end() }; storedName = newValue }
    }
    /// The name with attributes.
    open var attributedName: NSAttributedString {
        get { let entry = UIEntry("-[UIAccessibilityCustomAction attributedName]", self); defer { entry.end() }; return NSAttributedString(string: storedName) }
        set { let entry = UIEntry("-[UIAccessibilityCustomAction setAttributedName:]", self); defer { entry.end() }; storedName = newValue.string }
    }
    /// An image shown with the action (Switch Control).
    open var image: UIImage? {
        get { let entry = UIEntry("-[UIAccessibilityCustomAction image]", self); defer { entry.end() }; return storedImage }
        set { let entry = UIEntry("-[UIAccessibilityCustomAction setImage:]", self); defer { entry.end() }; storedImage = newValue }
    }
    /// The object the selector is sent to.
    open var target: AnyObject? {
        get { let entry = UIEntry("-[UIAccessibilityCustomAction target]", self); defer { entry.end() }; return storedTarget }
        set { let entry = UIEntry("-[UIAccessibilityCustomAction setTarget:]", self); defer { entry.end() }; storedTarget = newValue }
    }
    /// The selector sent to the target (`func name(_ action:) -> Bool`).
    open var selector: Selector? {
        get { let entry = UIEntry("-[UIAccessibilityCustomAction selector]", self); defer { entry.end() }; return storedSelector }
        set { let entry = UIEntry("-[UIAccessibilityCustomAction setSelector:]", self); defer { entry.end() }; storedSelector = newValue }
    }
    /// The handler run when the action is picked.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)? {
        get { let entry = UIEntry("-[UIAccessibilityCustomAction actionHandler]", self); defer { entry.end() }; return storedHandler }
        set { let entry = UIEntry("-[UIAccessibilityCustomAction setActionHandler:]", self); defer { entry.end() }; storedHandler = newValue }
    }

    /// An action that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        UIEntry.check("-[UIAccessibilityCustomAction initWithName:target:selector:]")
        storedName = name
        storedTarget = target as AnyObject?
        storedSelector = selector
    }
    /// An action with an image that sends `selector` to `target`.
    public init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        UIEntry.check("-[UIAccessibilityCustomAction initWithName:image:target:selector:]")
        storedName = name
        storedImage = image
        storedTarget = target as AnyObject?
        storedSelector = selector
    }
    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        UIEntry.check("-[UIAccessibilityCustomAction initWithName:actionHandler:]")
        storedName = name
        storedHandler = actionHandler
    }
    /// An action with an image that runs `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        UIEntry.check("-[UIAccessibilityCustomAction initWithName:image:actionHandler:]")
        storedName = name
        storedImage = image
        storedHandler = actionHandler
    }
    /// An action named by an attributed string that runs `actionHandler`.
    public convenience init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        UIEntry.check("-[UIAccessibilityCustomAction initWithAttributedName:actionHandler:]")
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// Runs the action: the handler when there is one, else the selector on the target (a
    /// selector that returns no Bool counts as success, as in UIKit).
    func perform() -> Bool {
        if let handler = storedHandler { return handler(self) }
        guard let target = storedTarget, let selector = storedSelector else { return false }
        return (SelectorDispatch.send(selector, to: target, arguments: [self]).result as? Bool) ?? true
    }
}

/// A rotor VoiceOver offers on a container: the user turns it and flicks to step through the
/// items the app's search block returns.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor {
    /// Which way the user flicked.
    public enum Direction: Int, Sendable { case previous, next }
    /// The system rotors an app can provide items for.
    public enum SystemRotorType: Int, Sendable {
        case none, link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4,
             headingLevel5, headingLevel6, boldText, italicText, underlineText, misspelledWord, image,
             textField, table, list, landmark
    }

    /// The search block: the next item in the predicate's direction, or nil at the end.
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    var storedName: String
    var storedSearch: Search
    let storedSystemRotorType: SystemRotorType

    /// The rotor's name.
    open var name: String {
        get { let entry = UIEntry("-[UIAccessibilityCustomRotor name]", self); defer { entry.end() }; return storedName }
        set { let entry = UIEntry("-[UIAccessibilityCustomRotor setName:]", self); defer { entry.end() }; storedName = newValue }
    }
    /// The name with attributes.
    open var attributedName: NSAttributedString {
        get { let entry = UIEntry("-[UIAccessibilityCustomRotor attributedName]", self); defer { entry.end() }; return NSAttributedString(string: storedName) }
        set { let entry = UIEntry("-[UIAccessibilityCustomRotor setAttributedName:]", self); defer { entry.end() }; storedName = newValue.string }
    }
    /// The block that finds items.
    open var itemSearchBlock: Search {
        get { let entry = UIEntry("-[UIAccessibilityCustomRotor itemSearchBlock]", self); defer { entry.end() }; return storedSearch }
        set { let entry = UIEntry("-[UIAccessibilityCustomRotor setItemSearchBlock:]", self); defer { entry.end() }; storedSearch = newValue }
    }
    /// The system rotor this one provides items for (`.none` for a named one).
    open var systemRotorType: SystemRotorType {
        let entry = UIEntry("-[UIAccessibilityCustomRotor systemRotorType]", self); defer { entry.end() }
        return storedSystemRotorType
    }

    /// A named rotor whose items `itemSearch` finds.
    public init(name: String, itemSearch: @escaping Search) {
        UIEntry.check("-[UIAccessibilityCustomRotor initWithName:itemSearchBlock:]")
        storedName = name
        storedSearch = itemSearch
        storedSystemRotorType = .none
    }
    /// A rotor with an attributed name.
    public convenience init(attributedName: NSAttributedString, itemSearch: @escaping Search) {
        UIEntry.check("-[UIAccessibilityCustomRotor initWithAttributedName:itemSearchBlock:]")
        self.init(name: attributedName.string, itemSearch: itemSearch)
    }
    /// Items for one of the system's rotors.
    public init(systemType: SystemRotorType, itemSearch: @escaping Search) {
        UIEntry.check("-[UIAccessibilityCustomRotor initWithSystemType:itemSearchBlock:]")
        storedName = ""
        storedSearch = itemSearch
        storedSystemRotorType = systemType
    }

    /// Steps the rotor once from `item` in `direction`, as a flick does: the search block's
    /// answer.
    public func search(from item: UIAccessibilityCustomRotorItemResult, direction: Direction) -> UIAccessibilityCustomRotorItemResult? {
        let entry = UIEntry("UIAccessibilityCustomRotor.search", self); defer { entry.end() }
        return storedSearch(UIAccessibilityCustomRotorSearchPredicate(currentItem: item, direction: direction))
    }
}

/// What the search block is asked: the item the rotor is on and the direction.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorSearchPredicate {
    var storedCurrentItem: UIAccessibilityCustomRotorItemResult
    var storedDirection: UIAccessibilityCustomRotor.Direction
    /// The item the rotor is on.
    open var currentItem: UIAccessibilityCustomRotorItemResult {
        get { let entry = UIEntry("-[UIAccessibilityCustomRotorSearchPredicate currentItem]", self); defer { entry.end() }; return storedCurrentItem }
        set { let entry = UIEntry("-[UIAccessibilityCustomRotorSearchPredicate setCurrentItem:]", self); defer { entry.end() }; storedCurrentItem = newValue }
    }
    /// The direction of the search.
    open var searchDirection: UIAccessibilityCustomRotor.Direction {
        get { let entry = UIEntry("-[UIAccessibilityCustomRotorSearchPredicate searchDirection]", self); defer { entry.end() }; return storedDirection }
        set { let entry = UIEntry("-[UIAccessibilityCustomRotorSearchPredicate setSearchDirection:]", self); defer { entry.end() }; storedDirection = newValue }
    }
    init(currentItem: UIAccessibilityCustomRotorItemResult, direction: UIAccessibilityCustomRotor.Direction) {
        storedCurrentItem = currentItem
        storedDirection = direction
    }
}

/// An item a rotor lands on: an element, and a range within it for text.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult {
    weak var storedTargetElement: AnyObject?
    var storedTargetRange: UITextRange?
    /// The element.
    open weak var targetElement: AnyObject? {
        get { let entry = UIEntry("-[UIAccessibilityCustomRotorItemResult targetElement]", self); defer { entry.end() }; return storedTargetElement }
        set { let entry = UIEntry("-[UIAccessibilityCustomRotorItemResult setTargetElement:]", self); defer { entry.end() }; storedTargetElement = newValue }
    }
    /// The range of text within the element, if any.
    open var targetRange: UITextRange? {
        get { let entry = UIEntry("-[UIAccessibilityCustomRotorItemResult targetRange]", self); defer { entry.end() }; return storedTargetRange }
        set { let entry = UIEntry("-[UIAccessibilityCustomRotorItemResult setTargetRange:]", self); defer { entry.end() }; storedTargetRange = newValue }
    }

    /// The item `targetElement` (and `targetRange` of its text).
    public init(targetElement: Any, targetRange: UITextRange?) {
        UIEntry.check("-[UIAccessibilityCustomRotorItemResult initWithTargetElement:targetRange:]")
        storedTargetElement = targetElement as AnyObject
        storedTargetRange = targetRange
    }
}

extension UIBarItem: UIAccessibilityIdentification {}
