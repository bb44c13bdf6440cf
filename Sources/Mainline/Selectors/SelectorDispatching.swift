import Foundation

/// An object whose methods selectors can reach: the Objective-C runtime's message lookup,
/// written out. `UIResponder` conforms (views, controllers and the app); other classes conform
/// in their own body, and subclasses override to add their methods:
///
/// ```swift
/// final class Inbox: UIViewController {
///     @objc func refresh(_ sender: UIRefreshControl) { … }      // on iOS
///
///     override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
///         switch selector {
///         case "refresh:": return SelectorMethod { try self.refresh($0.value(0)); return nil }
///         default: return super.selectorMethod(selector)
///         }
///     }
/// }
/// ```
///
/// Code adapted by the `MainlineAdapt` plugin or `mainline adapt` gets this method generated
/// from its `@objc`, `@IBAction` and `@objc protocol` methods; hand-written code writes it.
/// The requirement lives in the class body (Swift cannot override a method declared in an
/// extension), so a class's own entries come first and `super` answers the rest.
@preconcurrency @MainActor
public protocol SelectorDispatching: AnyObject {
    /// The method `selector` names on this object, or nil when it has none (the object does
    /// not respond to the selector).
    func selectorMethod(_ selector: Selector) -> SelectorMethod?
}

/// A method found for a selector, ready to call with a message's arguments (the sender, the
/// event, the notification, the timer — as many as the method takes).
public struct SelectorMethod {
    let body: (SelectorArguments) throws -> Any?

    /// A method that runs `body` with the message's arguments and returns what the method
    /// returns (nil for none). `body` reads each argument with ``SelectorArguments/value(_:)``,
    /// which checks its type and throws when it does not fit.
    public init(_ body: @escaping (SelectorArguments) throws -> Any?) {
        self.body = body
    }
}

/// The arguments a message carries to the method a selector names.
public struct SelectorArguments {
    /// The selector sent.
    public let selector: Selector
    /// The receiver, for diagnostics.
    let receiver: AnyObject
    let values: [Any?]

    /// How many arguments the message carries.
    public var count: Int { values.count }

    /// The argument at `index` (from 0) as the type the method's parameter has. A message that
    /// carries fewer arguments passes nil for the rest, as Objective-C leaves them undefined.
    /// Throws ``SelectorArgumentError`` when the argument is not of that type (a sender of the
    /// wrong class, nil for a non-optional parameter): the call is not made.
    public func value<T>(_ index: Int) throws -> T {
        let argument: Any? = index < values.count ? values[index] : nil
        if let typed = argument as? T { return typed }
        throw SelectorArgumentError(receiver: SelectorDispatch.describe(receiver), selector: selector, index: index,
                                    expected: String(describing: T.self),
                                    actual: argument.map { String(describing: type(of: $0)) })
    }
}

/// A message argument that does not fit the parameter of the method it was sent to.
public struct SelectorArgumentError: Error, CustomStringConvertible {
    /// `-[Class selector]` of the call.
    public let receiver: String
    /// The selector sent.
    public let selector: Selector
    /// The argument's position, from 0.
    public let index: Int
    /// The parameter's type.
    public let expected: String
    /// The argument's type, nil for nil.
    public let actual: String?

    /// The diagnostic's message.
    public var description: String {
        "-[\(receiver) \(selector.name)]: argument \(index + 1) is \(actual.map { "a \($0)" } ?? "nil"), but the method takes \(expected); the message was not sent"
    }
}

/// Sends selectors: finds the method through the receiver's `SelectorDispatching` conformance
/// (then the selector's own fallback), calls it with the arguments, and reports what iOS would
/// raise — an unrecognized selector, an argument of the wrong type — as a diagnostic instead of
/// crashing.
enum SelectorDispatch {
    /// The method `selector` names on `receiver`, if it has one.
    static func method(of receiver: AnyObject, for selector: Selector) -> SelectorMethod? {
        if let dispatching = receiver as? SelectorDispatching, let method = dispatching.selectorMethod(selector) {
            return method
        }
        return selector.fallback?(receiver)
    }

    /// Whether `receiver` has a method for `selector`.
    static func responds(_ receiver: AnyObject, to selector: Selector) -> Bool {
        method(of: receiver, for: selector) != nil
    }

    /// Sends `selector` to `receiver` with `arguments` (the method takes as many as it
    /// declares). Returns whether a method ran, and what it returned.
    @discardableResult
    static func send(_ selector: Selector, to receiver: AnyObject, arguments: [Any?]) -> (sent: Bool, result: Any?) {
        guard let method = method(of: receiver, for: selector) else {
            reportUnrecognized(selector, receiver)
            return (false, nil)
        }
        do {
            // The method is the app's handler: measured as its own span.
            let arguments = SelectorArguments(selector: selector, receiver: receiver, values: arguments)
            let result: Any?
            if let context = SimulationContext.running {
                result = try context.loop.span(.actionHandler, selector.name, object: receiver as? TimelineObject, isApp: true) {
                    try method.body(arguments)
                }
            } else {
                result = try method.body(arguments)
            }
            return (true, result)
        } catch let error as SelectorArgumentError {
            DiagnosticCenter.report(.selectorArgumentMismatch, error.description, views: viewDescription(receiver))
            return (false, nil)
        } catch {
            DiagnosticCenter.report(.selectorArgumentMismatch,
                                    "-[\(describe(receiver)) \(selector.name)] threw \(error)", views: viewDescription(receiver))
            return (true, nil)
        }
    }

    /// iOS raises `NSInvalidArgumentException` with this reason ("-[Card tapped:]: unrecognized
    /// selector sent to instance 0x…"); Mainline reports it and drops the message.
    static func reportUnrecognized(_ selector: Selector, _ receiver: AnyObject) {
        DiagnosticCenter.report(.unrecognizedSelector,
                                "-[\(describe(receiver)) \(selector.name)]: unrecognized selector sent to instance \(address(of: receiver))",
                                views: viewDescription(receiver))
    }

    /// The class name a message log shows.
    static func describe(_ receiver: AnyObject) -> String {
        String(describing: type(of: receiver))
    }

    /// The instance's address as logs show it: a view's or controller's id (deterministic in a
    /// simulation, as descriptions show it), else the object's address.
    static func address(of receiver: AnyObject) -> String {
        if let object = receiver as? TimelineObject { return "0x" + String(object.objectID, radix: 16) }
        return "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(receiver).toOpaque()), radix: 16)
    }

    private static func viewDescription(_ receiver: AnyObject) -> [String] {
        guard let view = receiver as? UIView else { return [] }
        return [view.shortDescription]
    }
}
