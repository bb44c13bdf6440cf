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
