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

    /// The simulation the responder belongs to (a view's, a controller's view's, or the
    /// running one).
    var responderContext: SimulationContext? {
        if let view = self as? UIView { return view.context }
        if let controller = self as? UIViewController { return controller.storedView?.context ?? controller.creationContext }
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
