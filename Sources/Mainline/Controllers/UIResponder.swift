import Foundation

/// The base of objects that take part in event handling: views, view controllers, the
/// application, and app delegates declared as in Xcode's template
/// (`class AppDelegate: UIResponder, UIApplicationDelegate`).
///
/// As in UIKit, it and its subclasses are `@MainActor` — with `@preconcurrency`, as UIKit's
/// Objective-C classes are imported — so subclasses are `Sendable` without restating it, and
/// off-main calls compile where they would against UIKit and are caught at run time.
@preconcurrency @MainActor
open class UIResponder {
    public init() {
        UIEntry.check("-[UIResponder init]")
    }

    /// Called on every object a nib or storyboard made, once all of them exist and their
    /// outlets are connected.
    open func awakeFromNib() { UIEntry.check("-[NSObject awakeFromNib]", self) }

    /// The next responder in the chain (none by default).
    open var next: UIResponder? {
        UIEntry.check("-[UIResponder nextResponder]", self)
        return nil
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
        if context.firstResponder === self { return true }
        if let current = context.firstResponder {
            context.textInputHandoff = self is UITextField || self is UITextView
            defer { context.textInputHandoff = false }
            guard current.resignFirstResponder() else { return false }
        }
        context.firstResponder = self
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
        guard let context = responderContext, context.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        context.firstResponder = nil
        didResignFirstResponder()
        return true
    }

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool {
        let entry = UIEntry("-[UIResponder isFirstResponder]", self); defer { entry.end() }
        return responderContext?.firstResponder === self
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
