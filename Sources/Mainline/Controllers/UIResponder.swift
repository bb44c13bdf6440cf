import Foundation

/// The base of objects that take part in event handling. For now it is what an app delegate
/// declares itself as (`class AppDelegate: UIResponder, UIApplicationDelegate`) and the base
/// of `UIApplication`; views and controllers do not inherit from it yet, so the responder chain
/// ends at the application.
open class UIResponder: @unchecked Sendable {
    public init() {
        UIEntry.check("-[UIResponder init]")
    }

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

    /// Asks to become first responder; returns whether it did (only if it can).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        UIEntry.check("-[UIResponder becomeFirstResponder]", self)
        return false
    }

    /// Gives up first-responder status (default true).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        UIEntry.check("-[UIResponder resignFirstResponder]", self)
        return true
    }
}
