import Foundation
import ThreadChecker

/// NSObject's `perform` family for responders (views, controllers, the app) and for plain
/// `NSObject` subclasses: a selector sent now, or after a delay on the simulation's clock.
enum PerformRequests {
    /// A request waiting for its delay, as cancellation finds it. The scheduled work holds the
    /// target and the argument until it runs or is cancelled ("This method retains the receiver
    /// and the anArgument parameter until after the selector is performed"); this list holds
    /// them weakly, so a simulation that is dropped drops its requests.
    private struct Pending {
        weak var target: AnyObject?
        let selector: Selector
        let argument: ArgumentKey
        let cancel: () -> Void
        let id: UInt64
    }

    /// An argument, as `cancelPreviousPerformRequests(withTarget:selector:object:)` compares it.
    private enum ArgumentKey {
        case none
        case value(AnyHashable)
        case object(Weak)

        final class Weak {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }

        init(_ argument: Any?) {
            guard let argument else { self = .none; return }
            if let hashable = argument as? AnyHashable { self = .value(hashable) } else { self = .object(Weak(argument as AnyObject)) }
        }

        func matches(_ argument: Any?) -> Bool {
            switch (self, ArgumentKey(argument)) {
            case (.none, .none): return true
            case let (.value(a), .value(b)): return a == b
            case let (.object(a), .object(b)): return a.object != nil && a.object === b.object
            default: return false
            }
        }
    }

    private static let pending = Locked<(requests: [Pending], nextID: UInt64)>(([], 0))

    /// The last results handed out unretained, kept alive a while as an autorelease pool would
    /// keep them (Linux has none): `perform(_:)` returns `Unmanaged`, read at once by callers.
    private static let recentResults = Locked<[AnyObject]>([])

    /// Sends `selector` to `target` with `arguments` now; returns what the method returned.
    static func perform(_ selector: Selector, on target: AnyObject, arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let result = SelectorDispatch.send(selector, to: target, arguments: arguments).result else { return nil }
        let object = result as AnyObject
        recentResults.withLock { results in
            results.append(object)
            if results.count > 64 { results.removeFirst(results.count - 64) }
        }
        return Unmanaged.passUnretained(object)
    }

    /// Sends `selector` to `target` with `argument` after `delay` seconds: on the simulation's
    /// clock in a simulation's turn (the main-queue phase of the first frame at or after it),
    /// else on the current run loop, as Foundation does.
    static func perform(_ selector: Selector, on target: AnyObject, with argument: Any?, afterDelay delay: TimeInterval) {
        let id = pending.withLock { state -> UInt64 in state.nextID += 1; return state.nextID }
        let run = {
            guard take(id) else { return }
            SelectorDispatch.send(selector, to: target, arguments: [argument])
        }
        // A delay that never ends never comes due (and holds nothing).
        guard delay.isFinite else { return }
        let cancel: () -> Void
        if let context = SimulationContext.running {
            let work = SimulatedTime.schedule(after: delay, repeating: nil,
                                              name: "perform(_:with:afterDelay:) -[\(SelectorDispatch.describe(target)) \(selector.name)]",
                                              in: context, run)
            cancel = { [weak work] in work?.cancel() }
        } else {
            let timer = Timer(timeInterval: max(0, delay), repeats: false) { _ in run() }
            RunLoop.current.add(timer, forMode: .default)
            cancel = { [weak timer] in timer?.invalidate() }
        }
        pending.withLock { state in
            state.requests.removeAll { $0.target == nil }
            state.requests.append(Pending(target: target, selector: selector, argument: ArgumentKey(argument), cancel: cancel, id: id))
        }
    }

    /// Cancels the requests made with `perform(_:with:afterDelay:)` for `target` — all of them,
    /// or those of `selector` whose argument equals `argument` (`isEqual:` in Foundation: here
    /// `==` for hashable values, identity for objects).
    static func cancel(target: AnyObject, selector: Selector?, argument: Any?) {
        let cancelled = pending.withLock { state -> [Pending] in
            let matching = state.requests.filter { request in
                request.target === target
                    && (selector.map { $0 == request.selector && request.argument.matches(argument) } ?? true)
            }
            state.requests.removeAll { request in matching.contains { $0.id == request.id } }
            return matching
        }
        for request in cancelled { request.cancel() }
    }

    /// Removes request `id` as it runs; false if it was cancelled meanwhile.
    private static func take(_ id: UInt64) -> Bool {
        pending.withLock { state in
            guard let index = state.requests.firstIndex(where: { $0.id == id }) else { return false }
            state.requests.remove(at: index)
            return true
        }
    }
}

extension UIResponder {
    /// Sends `aSelector` to the responder now and returns what the method returned (NSObject's
    /// `performSelector:`).
    @discardableResult
    nonisolated public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        PerformRequests.perform(aSelector, on: self, arguments: [])
    }

    /// Sends `aSelector` to the responder now with `object` as its argument.
    @discardableResult
    nonisolated public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        PerformRequests.perform(aSelector, on: self, arguments: [object])
    }

    /// Sends `aSelector` to the responder now with two arguments.
    @discardableResult
    nonisolated public func perform(_ aSelector: Selector, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>? {
        PerformRequests.perform(aSelector, on: self, arguments: [object1, object2])
    }

    /// Sends `aSelector` to the responder with `anArgument` after `delay` seconds: in a
    /// simulation, on its clock, in the main-queue phase of the first frame at or after that
    /// time (a delay of 0 waits for the next frame, as for the next run-loop pass). The
    /// responder and the argument are held until then.
    nonisolated public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.perform(aSelector, on: self, with: anArgument, afterDelay: delay)
    }

    /// `perform(_:with:afterDelay:)`; the modes do not matter in a simulation.
    nonisolated public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        PerformRequests.perform(aSelector, on: self, with: anArgument, afterDelay: delay)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made for `aTarget`.
    nonisolated public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` made for `aTarget` with `aSelector`
    /// and an argument equal to `anArgument`.
    nonisolated public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument)
    }
}

extension NSObject {
    /// Whether the object has a method for `aSelector` (reached through its
    /// `SelectorDispatching` conformance).
    public func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        return SelectorDispatch.responds(self, to: aSelector)
    }

    /// Sends `aSelector` to the object now and returns what the method returned.
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        PerformRequests.perform(aSelector, on: self, arguments: [])
    }

    /// Sends `aSelector` to the object now with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        PerformRequests.perform(aSelector, on: self, arguments: [object])
    }

    /// Sends `aSelector` to the object now with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>? {
        PerformRequests.perform(aSelector, on: self, arguments: [object1, object2])
    }

    /// Sends `aSelector` to the object with `anArgument` after `delay` seconds (see
    /// `UIResponder.perform(_:with:afterDelay:)`).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.perform(aSelector, on: self, with: anArgument, afterDelay: delay)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made for `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: nil, argument: nil)
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` made for `aTarget` with `aSelector`
    /// and an argument equal to `anArgument`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument)
    }
}
