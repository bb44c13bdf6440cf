import Foundation

/// The base of objects that take part in event handling: views, view controllers, the
/// application, and app delegates declared as in Xcode's template
/// (`class AppDelegate: UIResponder, UIApplicationDelegate`).
///
/// As in UIKit, it and its subclasses are `@MainActor` — with `@preconcurrency`, as UIKit's
/// Objective-C classes are imported — so subclasses are `Sendable` without restating it, and
/// off-main calls compile where they would against UIKit and are caught at run time.
@preconcurrency @MainActor
open class UIResponder: SelectorDispatching {
    /// The settings few responders change (user activity, input assistant item), made when one
    /// is first set.
    var responderExtras: ResponderExtras?

    public init() {
        UIEntry.check("-[UIResponder init]")
    }

    // MARK: Selectors

    /// The method `selector` names on this responder, or nil when it has none. Subclasses
    /// override it to add their methods and call `super` for the rest (`MainlineAdapt` writes
    /// the override for adapted code); the base answers UIKit's own methods that actions
    /// commonly name: `becomeFirstResponder`, `resignFirstResponder`, and a view's
    /// `setNeedsLayout`, `layoutIfNeeded`, `setNeedsDisplay`, `removeFromSuperview`,
    /// `sizeToFit` and `endEditing:`.
    open func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        switch selector.name {
        case "becomeFirstResponder": return SelectorMethod { _ in self.becomeFirstResponder() }
        case "resignFirstResponder": return SelectorMethod { _ in self.resignFirstResponder() }
        default: break
        }
        guard let view = self as? UIView else { return nil }
        switch selector.name {
        case "setNeedsLayout": return SelectorMethod { _ in view.setNeedsLayout(); return nil }
        case "layoutIfNeeded": return SelectorMethod { _ in view.layoutIfNeeded(); return nil }
        case "setNeedsDisplay": return SelectorMethod { _ in view.setNeedsDisplay(); return nil }
        case "removeFromSuperview": return SelectorMethod { _ in view.removeFromSuperview(); return nil }
        case "sizeToFit": return SelectorMethod { _ in view.sizeToFit(); return nil }
        case "endEditing:": return SelectorMethod { view.endEditing(try $0.value(0)) }
        default: return nil
        }
    }

    /// Whether the responder has a method for `selector` (NSObject's `respondsToSelector:`).
    nonisolated open func responds(to selector: Selector?) -> Bool {
        guard let selector else { return false }
        return SelectorDispatch.responds(self, to: selector)
    }

    /// Whether the responder handles the action `action` itself. The base implementation says
    /// whether it has a method of that name (UIKit's default).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let entry = UIEntry("-[UIResponder canPerformAction:withSender:]", self); defer { entry.end() }
        return responds(to: action)
    }

    /// The responder an action sent up the chain from here reaches: the first, from this one
    /// along `next`, whose `canPerformAction(_:withSender:)` says it handles it (UIKit's default
    /// implementation asks this one, then the next responder). The chain is walked as a loop, so
    /// a hierarchy of any depth is fine; an override here is asked where the walk starts.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        let entry = UIEntry("-[UIResponder targetForAction:withSender:]", self); defer { entry.end() }
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Called on every object a nib or storyboard made, once all of them exist and their
    /// outlets are connected.
    open func awakeFromNib() { UIEntry.check("-[NSObject awakeFromNib]", self) }

    /// Called by Interface Builder when it renders an `@IBDesignable` object on its canvas, to
    /// set it up with sample content. Never called at run time, so never by Mainline.
    open func prepareForInterfaceBuilder() { UIEntry.check("-[NSObject prepareForInterfaceBuilder]", self) }

    /// The next responder in the chain, following UIKit's rules ("Using responders and the
    /// responder chain"): a controller's root view → the controller; any other view → its
    /// superview; a controller → the presenting controller if it was presented, else its
    /// view's superview (the window for a window's root); a window → the application; the
    /// application → its delegate when that is a responder. A plain responder has none.
    open var next: UIResponder? {
        UIEntry.check("-[UIResponder nextResponder]", self)
        return nil
    }

    // MARK: Touches
    //
    // UIResponder's implementations pass the touches to the next responder, so a view that does
    // not handle a touch lets its superview, then its controller, then the window see it.

    /// Fingers touched down. The base implementation passes the touches to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIResponder touchesBegan:withEvent:]", self); defer { entry.end() }
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved. The base implementation passes the touches to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIResponder touchesMoved:withEvent:]", self); defer { entry.end() }
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted. The base implementation passes the touches to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIResponder touchesEnded:withEvent:]", self); defer { entry.end() }
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a recognizer or a scroll view took them over). The
    /// base implementation passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIResponder touchesCancelled:withEvent:]", self); defer { entry.end() }
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Motion, presses, remote control and keyboard shortcuts
    //
    // As with touches, the base implementations pass the event to the next responder, so one
    // the first responder does not handle goes up the chain (UIResponder+Input.swift and
    // UIEvent+Kinds.swift say how the simulation delivers them).

    /// A motion (a shake) began. The base implementation passes it to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let entry = UIEntry("-[UIResponder motionBegan:withEvent:]", self); defer { entry.end() }
        next?.motionBegan(motion, with: event)
    }

    /// A motion ended. The base implementation passes it to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let entry = UIEntry("-[UIResponder motionEnded:withEvent:]", self); defer { entry.end() }
        next?.motionEnded(motion, with: event)
    }

    /// A motion was cancelled. The base implementation passes it to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let entry = UIEntry("-[UIResponder motionCancelled:withEvent:]", self); defer { entry.end() }
        next?.motionCancelled(motion, with: event)
    }

    /// Buttons or keys went down. The base implementation passes them to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let entry = UIEntry("-[UIResponder pressesBegan:withEvent:]", self); defer { entry.end() }
        next?.pressesBegan(presses, with: event)
    }

    /// Presses changed. The base implementation passes them to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let entry = UIEntry("-[UIResponder pressesChanged:withEvent:]", self); defer { entry.end() }
        next?.pressesChanged(presses, with: event)
    }

    /// Buttons or keys were released. The base implementation passes them to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let entry = UIEntry("-[UIResponder pressesEnded:withEvent:]", self); defer { entry.end() }
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled presses. The base implementation passes them to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let entry = UIEntry("-[UIResponder pressesCancelled:withEvent:]", self); defer { entry.end() }
        next?.pressesCancelled(presses, with: event)
    }

    /// A media control sent an event (while the app receives them:
    /// `UIApplication.beginReceivingRemoteControlEvents()`). The base implementation passes it
    /// to `next`.
    open func remoteControlReceived(with event: UIEvent?) {
        let entry = UIEntry("-[UIResponder remoteControlReceivedWithEvent:]", self); defer { entry.end() }
        next?.remoteControlReceived(with: event)
    }

    /// Estimated touch properties (a pencil's force and angles) were updated: never, as a
    /// simulated touch's properties are exact when it is delivered.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        UIEntry.check("-[UIResponder touchesEstimatedPropertiesUpdated:]", self)
    }

    /// The keyboard shortcuts this responder offers (nil: none). Asked each time a key is
    /// pressed (`Simulation.pressKey`), for the first responder and every responder after it.
    open var keyCommands: [UIKeyCommand]? {
        UIEntry.check("-[UIResponder keyCommands]", self)
        return nil
    }

    /// Lets the target of a command update it (its title, state or attributes — disabling it
    /// refuses it) before it is performed. The base implementation leaves it as it is.
    open func validate(_ command: UICommand) {
        UIEntry.check("-[UIResponder validateCommand:]", self)
    }

    /// Adds to or changes the app's main menu (Mac Catalyst's menu bar, an iPad's keyboard
    /// menu). An iPhone has no main menu: the system never asks.
    open func buildMenu(with builder: UIMenuBuilder) {
        UIEntry.check("-[UIResponder buildMenuWithBuilder:]", self)
    }

    /// The provider of a focus-based deferred menu element this responder fills (the base asks
    /// the next responder).
    open func provider(for deferredElement: UIDeferredMenuElement) -> UIDeferredMenuElement.Provider? {
        let entry = UIEntry("-[UIResponder providerForDeferredMenuElement:]", self); defer { entry.end() }
        return next?.provider(for: deferredElement)
    }

    // MARK: Input views, undo and user activities (UIResponder+Input.swift)

    /// The view shown in place of the keyboard while this responder is first responder (nil:
    /// the system keyboard). Its height is the keyboard's.
    open var inputView: UIView? {
        UIEntry.check("-[UIResponder inputView]", self)
        return nil
    }

    /// The controller whose view is shown in place of the keyboard (nil: none).
    open var inputViewController: UIInputViewController? {
        UIEntry.check("-[UIResponder inputViewController]", self)
        return nil
    }

    /// The view shown above the keyboard while this responder is first responder (nil: none).
    /// Its height adds to the keyboard's frame in the keyboard notifications.
    open var inputAccessoryView: UIView? {
        UIEntry.check("-[UIResponder inputAccessoryView]", self)
        return nil
    }

    /// The controller whose view is shown above the keyboard (nil: none).
    open var inputAccessoryViewController: UIInputViewController? {
        UIEntry.check("-[UIResponder inputAccessoryViewController]", self)
        return nil
    }

    /// The keyboard's language while this responder is first responder: the current input
    /// mode for a text input, nil for other responders.
    open var textInputMode: UITextInputMode? {
        UIEntry.check("-[UIResponder textInputMode]", self)
        return self is UIKeyInput ? UITextInputMode.current : nil
    }

    /// An identifier under which the keyboard remembers its input mode for this responder
    /// (nil: none).
    open var textInputContextIdentifier: String? {
        UIEntry.check("-[UIResponder textInputContextIdentifier]", self)
        return nil
    }

    /// Replaces the input and accessory views of the first responder with its current ones:
    /// when this responder is first responder and the keyboard is up, the keyboard's frame
    /// changes to their heights (with the keyboard notifications).
    open func reloadInputViews() {
        let entry = UIEntry("-[UIResponder reloadInputViews]", self); defer { entry.end() }
        reloadInputViewsIfFirstResponder()
    }

    /// The undo manager of the nearest responder up the chain that has one (a window has one).
    open var undoManager: UndoManager? {
        let entry = UIEntry("-[UIResponder undoManager]", self); defer { entry.end() }
        return next?.undoManager
    }

    /// Whether the responder takes the system's editing gestures (three-finger undo and the
    /// like): `.default`.
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration {
        UIEntry.check("-[UIResponder editingInteractionConfiguration]", self)
        return .default
    }

    /// The activity this responder keeps: setting it makes it the current activity while the
    /// responder is on screen, and its `needsSave` asks `updateUserActivityState(_:)`.
    open var userActivity: NSUserActivity? {
        get { let entry = UIEntry("-[UIResponder userActivity]", self); defer { entry.end() }; return responderExtras?.userActivity }
        set {
            let entry = UIEntry("-[UIResponder setUserActivity:]", self); defer { entry.end() }
            setUserActivity(newValue)
        }
    }

    /// Brings the responder's activity up to date before it is saved (the base clears nothing:
    /// add the state to `activity`'s `userInfo`).
    open func updateUserActivityState(_ activity: NSUserActivity) {
        UIEntry.check("-[UIResponder updateUserActivityState:]", self)
    }

    /// Restores the state an activity carries (the base does nothing).
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {
        UIEntry.check("-[UIResponder restoreUserActivityState:]", self)
    }

    /// Inserts text read by the camera into this text input: a simulation has no camera, so
    /// nothing is inserted.
    open func captureText(fromCamera sender: Any?) {
        UIEntry.check("-[UIResponder captureTextFromCamera:]", self)
    }

    // MARK: Pasting item providers (UIPasteConfigurationSupporting, UIPasteControl.swift)

    var storedPasteConfiguration: UIPasteConfiguration?

    /// The content the responder accepts from paste controls and pastes (nil: none).
    open var pasteConfiguration: UIPasteConfiguration? {
        get { let entry = UIEntry("-[UIResponder pasteConfiguration]", self); defer { entry.end() }; return storedPasteConfiguration }
        set { let entry = UIEntry("-[UIResponder setPasteConfiguration:]", self); defer { entry.end() }; storedPasteConfiguration = newValue }
    }

    /// Takes pasted content (a paste control's tap); the base does nothing: override it.
    open func paste(itemProviders: [NSItemProvider]) {
        UIEntry.check("-[UIResponder pasteItemProviders:]", self)
    }

    /// Whether the responder takes `itemProviders`: when its configuration accepts one of them.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        let entry = UIEntry("-[UIResponder canPasteItemProviders:]", self); defer { entry.end() }
        return storedPasteConfiguration?.accepts(itemProviders) ?? false
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions)
    //
    // UIKit's responders implement none of these except the text inputs (text fields and text
    // views); a plain responder does not answer their selectors, so `canPerformAction` is false
    // for them. Calling one a class does not implement is what iOS raises as "unrecognized
    // selector" (Mainline reports it and goes on).

    /// Removes the selection and puts it on the pasteboard.
    open func cut(_ sender: Any?) { let entry = UIEntry("-[UIResponder cut:]", self); defer { entry.end() }; editActionNotImplemented("cut:") }
    /// Puts the selection on the pasteboard.
    open func copy(_ sender: Any?) { let entry = UIEntry("-[UIResponder copy:]", self); defer { entry.end() }; editActionNotImplemented("copy:") }
    /// Inserts the pasteboard's content.
    open func paste(_ sender: Any?) { let entry = UIEntry("-[UIResponder paste:]", self); defer { entry.end() }; editActionNotImplemented("paste:") }
    /// Inserts the pasteboard's content in the surrounding style.
    open func pasteAndMatchStyle(_ sender: Any?) { let entry = UIEntry("-[UIResponder pasteAndMatchStyle:]", self); defer { entry.end() }; editActionNotImplemented("pasteAndMatchStyle:") }
    /// Pastes a URL and opens it.
    open func pasteAndGo(_ sender: Any?) { let entry = UIEntry("-[UIResponder pasteAndGo:]", self); defer { entry.end() }; editActionNotImplemented("pasteAndGo:") }
    /// Pastes text and searches for it.
    open func pasteAndSearch(_ sender: Any?) { let entry = UIEntry("-[UIResponder pasteAndSearch:]", self); defer { entry.end() }; editActionNotImplemented("pasteAndSearch:") }
    /// Makes a new document from the pasteboard's content.
    open func newFromPasteboard(_ sender: Any?) { let entry = UIEntry("-[UIResponder newFromPasteboard:]", self); defer { entry.end() }; editActionNotImplemented("newFromPasteboard:") }
    /// Selects the word at the insertion point.
    open func select(_ sender: Any?) { let entry = UIEntry("-[UIResponder select:]", self); defer { entry.end() }; editActionNotImplemented("select:") }
    /// Selects everything.
    open func selectAll(_ sender: Any?) { let entry = UIEntry("-[UIResponder selectAll:]", self); defer { entry.end() }; editActionNotImplemented("selectAll:") }
    /// Deletes the selection.
    open func delete(_ sender: Any?) { let entry = UIEntry("-[UIResponder delete:]", self); defer { entry.end() }; editActionNotImplemented("delete:") }
    /// Makes the writing direction left to right.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) { let entry = UIEntry("-[UIResponder makeTextWritingDirectionLeftToRight:]", self); defer { entry.end() }; editActionNotImplemented("makeTextWritingDirectionLeftToRight:") }
    /// Makes the writing direction right to left.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) { let entry = UIEntry("-[UIResponder makeTextWritingDirectionRightToLeft:]", self); defer { entry.end() }; editActionNotImplemented("makeTextWritingDirectionRightToLeft:") }
    /// Toggles bold.
    open func toggleBoldface(_ sender: Any?) { let entry = UIEntry("-[UIResponder toggleBoldface:]", self); defer { entry.end() }; editActionNotImplemented("toggleBoldface:") }
    /// Toggles italics.
    open func toggleItalics(_ sender: Any?) { let entry = UIEntry("-[UIResponder toggleItalics:]", self); defer { entry.end() }; editActionNotImplemented("toggleItalics:") }
    /// Toggles underline.
    open func toggleUnderline(_ sender: Any?) { let entry = UIEntry("-[UIResponder toggleUnderline:]", self); defer { entry.end() }; editActionNotImplemented("toggleUnderline:") }
    /// Makes the font larger.
    open func increaseSize(_ sender: Any?) { let entry = UIEntry("-[UIResponder increaseSize:]", self); defer { entry.end() }; editActionNotImplemented("increaseSize:") }
    /// Makes the font smaller.
    open func decreaseSize(_ sender: Any?) { let entry = UIEntry("-[UIResponder decreaseSize:]", self); defer { entry.end() }; editActionNotImplemented("decreaseSize:") }
    /// Aligns the text left.
    open func alignLeft(_ sender: Any?) { let entry = UIEntry("-[UIResponder alignLeft:]", self); defer { entry.end() }; editActionNotImplemented("alignLeft:") }
    /// Centres the text.
    open func alignCenter(_ sender: Any?) { let entry = UIEntry("-[UIResponder alignCenter:]", self); defer { entry.end() }; editActionNotImplemented("alignCenter:") }
    /// Justifies the text.
    open func alignJustified(_ sender: Any?) { let entry = UIEntry("-[UIResponder alignJustified:]", self); defer { entry.end() }; editActionNotImplemented("alignJustified:") }
    /// Aligns the text right.
    open func alignRight(_ sender: Any?) { let entry = UIEntry("-[UIResponder alignRight:]", self); defer { entry.end() }; editActionNotImplemented("alignRight:") }
    /// Shows the find interface.
    open func find(_ sender: Any?) { let entry = UIEntry("-[UIResponder find:]", self); defer { entry.end() }; editActionNotImplemented("find:") }
    /// Shows the find-and-replace interface.
    open func findAndReplace(_ sender: Any?) { let entry = UIEntry("-[UIResponder findAndReplace:]", self); defer { entry.end() }; editActionNotImplemented("findAndReplace:") }
    /// Finds the next match.
    open func findNext(_ sender: Any?) { let entry = UIEntry("-[UIResponder findNext:]", self); defer { entry.end() }; editActionNotImplemented("findNext:") }
    /// Finds the previous match.
    open func findPrevious(_ sender: Any?) { let entry = UIEntry("-[UIResponder findPrevious:]", self); defer { entry.end() }; editActionNotImplemented("findPrevious:") }
    /// Searches for the selection.
    open func useSelectionForFind(_ sender: Any?) { let entry = UIEntry("-[UIResponder useSelectionForFind:]", self); defer { entry.end() }; editActionNotImplemented("useSelectionForFind:") }
    /// Changes the selection's attributes with the ones `conversionHandler` returns.
    open func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {
        let entry = UIEntry("-[UIResponder updateTextAttributesWithConversionHandler:]", self); defer { entry.end() }
        editActionNotImplemented("updateTextAttributesWithConversionHandler:")
    }
    /// Prints the content.
    open func printContent(_ sender: Any?) { let entry = UIEntry("-[UIResponder printContent:]", self); defer { entry.end() }; editActionNotImplemented("printContent:") }
    /// Renames the content.
    open func rename(_ sender: Any?) { let entry = UIEntry("-[UIResponder rename:]", self); defer { entry.end() }; editActionNotImplemented("rename:") }
    /// Duplicates the content.
    open func duplicate(_ sender: Any?) { let entry = UIEntry("-[UIResponder duplicate:]", self); defer { entry.end() }; editActionNotImplemented("duplicate:") }
    /// Moves the content.
    open func move(_ sender: Any?) { let entry = UIEntry("-[UIResponder move:]", self); defer { entry.end() }; editActionNotImplemented("move:") }
    /// Exports the content.
    open func export(_ sender: Any?) { let entry = UIEntry("-[UIResponder export:]", self); defer { entry.end() }; editActionNotImplemented("export:") }
    /// Shows or hides the sidebar.
    open func toggleSidebar(_ sender: Any?) { let entry = UIEntry("-[UIResponder toggleSidebar:]", self); defer { entry.end() }; editActionNotImplemented("toggleSidebar:") }
    /// Shows or hides the inspector.
    open func toggleInspector(_ sender: Any?) { let entry = UIEntry("-[UIResponder toggleInspector:]", self); defer { entry.end() }; editActionNotImplemented("toggleInspector:") }
    /// Closes the content.
    open func performClose(_ sender: Any?) { let entry = UIEntry("-[UIResponder performClose:]", self); defer { entry.end() }; editActionNotImplemented("performClose:") }
    /// Shows Writing Tools for the selection (there is no Writing Tools service here).
    open func showWritingTools(_ sender: Any) { let entry = UIEntry("-[UIResponder showWritingTools:]", self); defer { entry.end() }; editActionNotImplemented("showWritingTools:") }

    /// A standard edit action this class does not implement: iOS raises "unrecognized selector".
    func editActionNotImplemented(_ name: String) {
        SelectorDispatch.reportUnrecognized(Selector(name), self)
    }

    /// Whether the responder can become first responder (default false).
    open var canBecomeFirstResponder: Bool {
        UIEntry.check("-[UIResponder canBecomeFirstResponder]", self)
        return false
    }

    /// Asks to become first responder; returns whether it did: only a responder that can, in
    /// a simulation, and after the current one agreed to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let entry = UIEntry("-[UIResponder becomeFirstResponder]", self); defer { entry.end() }
        // A view must be in a window (UIKit refuses, e.g. from viewDidLoad before the view is shown).
        if let view = self as? UIView, view.storedWindow == nil || view.isHiddenInWindow { return false }
        guard canBecomeFirstResponder, let context = responderContext else { return false }
        if context.app.firstResponder === self { return true }
        if let current = context.app.firstResponder {
            context.app.textInputHandoff = self is UITextField || self is UITextView
            defer { context.app.textInputHandoff = false }
            guard current.resignFirstResponder() else { return false }
        }
        context.app.firstResponder = self
        didBecomeFirstResponder()
        return true
    }

    /// Whether the responder agrees to resign (default true).
    open var canResignFirstResponder: Bool {
        UIEntry.check("-[UIResponder canResignFirstResponder]", self)
        return true
    }

    /// Gives up first-responder status; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let entry = UIEntry("-[UIResponder resignFirstResponder]", self); defer { entry.end() }
        guard let context = responderContext, context.app.firstResponder === self else { return true }
        guard context.app.isForcingResign || canResignFirstResponder else { return false }
        context.app.firstResponder = nil
        didResignFirstResponder()
        return true
    }

    /// `resignFirstResponder()` (a subclass's override included) with its refusal overruled:
    /// `canResignFirstResponder` is not asked (`endEditing(true)`).
    func forceResignFirstResponder() -> Bool {
        guard let context = responderContext else { return resignFirstResponder() }
        let outer = context.app.isForcingResign
        context.app.isForcingResign = true
        defer { context.app.isForcingResign = outer }
        return resignFirstResponder()
    }

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool {
        let entry = UIEntry("-[UIResponder isFirstResponder]", self); defer { entry.end() }
        return responderContext?.app.firstResponder === self
    }

    /// The simulation the responder belongs to (a view's, a controller's view's, a scene's or
    /// the app's, or the running one).
    var responderContext: SimulationContext? {
        if let view = self as? UIView { return view.context }
        if let controller = self as? UIViewController { return controller.storedView?.context ?? controller.creationContext }
        if let scene = self as? UIScene, let context = scene.simulationContext { return context }
        if let application = self as? UIApplication { return application.context }
        return SimulationContext.running
    }

    /// Hooks for text input controls.
    func didBecomeFirstResponder() {}
    func didResignFirstResponder() {}
}

// Responders compare and hash by identity, as NSObjects do (`view == self`, sets of views).
extension UIResponder: Hashable {
    nonisolated public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
