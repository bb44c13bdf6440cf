import Foundation

/// The name of a method as Objective-C names it — `"buttonTapped:"`, `"handleTap:forEvent:"`,
/// `"refresh"` — which target–action, gesture recognizers, notifications, timers, display links
/// and `perform(_:with:afterDelay:)` send to an object.
///
/// Swift on Linux has no Objective-C runtime, so a selector reaches a method through the
/// receiver's ``SelectorDispatching`` conformance (or ``SelectorRegistry``): the `MainlineAdapt`
/// build plugin and `mainline adapt` generate it for real UIKit code, turning
/// `#selector(buttonTapped(_:))` into `Selector("buttonTapped:")`; hand-written code writes the
/// same. A selector no method answers is reported as iOS reports it ("unrecognized selector sent
/// to instance"), and the run goes on.
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible {
    /// The Objective-C name, colons included.
    let name: String
    /// How to reach the method on a receiver whose own dispatch does not know it: a method
    /// declared in an extension of a class the adapted code does not declare
    /// (`extension UIView { @objc func … }`). Called only where the selector is sent, on the
    /// sender's thread.
    let fallback: ((AnyObject) -> SelectorMethod?)?

    /// The selector of that Objective-C name (`Selector("tableView:didSelectRowAtIndexPath:")`).
    public init(_ name: String) {
        self.name = name
        fallback = nil
    }

    /// The selector of that Objective-C name, which also reaches `method` on instances of
    /// `Receiver` (and its subclasses) that do not dispatch the name themselves. `MainlineAdapt`
    /// writes it for `#selector` expressions naming methods declared in an extension of a
    /// class it does not see, such as `#selector(UIView.handleTap(_:))`.
    public init<Receiver: AnyObject>(_ name: String, receiver: Receiver.Type,
                                     _ method: @escaping (Receiver) -> SelectorMethod) {
        self.name = name
        fallback = { object in (object as? Receiver).map(method) }
    }

    /// Two selectors are equal when their names are.
    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The selector of that Objective-C name, written as a string literal where a `Selector` is
    /// expected.
    public init(stringLiteral name: String) {
        self.name = name
        fallback = nil
    }

    /// The Objective-C name.
    public var description: String { name }

    /// The Objective-C name, as the debugger shows a selector.
    public var debugDescription: String { name }
}

/// The Objective-C name of `selector` (Foundation's function of that name).
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// The selector of the Objective-C name `name` (Foundation's function of that name).
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}
