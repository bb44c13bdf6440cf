import Foundation
import ThreadChecker

/// Observers added with a selector (`addObserver(_:selector:name:object:)`), which Foundation on
/// Linux does not have: each center gets one catch-all block observer, which delivers a
/// notification to the selector observers whose name and object match, in the order they were
/// added (Apple's Foundation calls observers in registration order), on the posting thread.
/// Observers are held weakly and a freed one is dropped (iOS 9 and later: "the system won't send
/// notifications to deallocated observers").
final class SelectorObservers: @unchecked Sendable {
    struct Registration {
        weak var observer: AnyObject?
        let selector: Selector
        let name: Notification.Name?
        /// The object whose notifications are wanted (nil: any), compared by identity.
        weak var object: AnyObject?
        let filtersByObject: Bool
    }

    private struct CenterEntry {
        weak var center: NotificationCenter?
        var registrations: [Registration] = []
        var token: NSObjectProtocol?
    }

    static let shared = SelectorObservers()
    private let centers = Locked<[ObjectIdentifier: CenterEntry]>([:])

    func add(_ registration: Registration, to center: NotificationCenter) {
        let key = ObjectIdentifier(center)
        let needsToken = centers.withLock { centers -> Bool in
            var entry = centers[key].flatMap { $0.center === center ? $0 : nil } ?? CenterEntry(center: center)
            entry.registrations.removeAll { $0.observer == nil }
            entry.registrations.append(registration)
            let needsToken = entry.token == nil
            centers[key] = entry
            return needsToken
        }
        guard needsToken else { return }
        let token = center.addObserver(forName: nil, object: nil, queue: nil) { [weak center] notification in
            guard let center else { return }
            SelectorObservers.shared.deliver(notification, from: center)
        }
        let installed = centers.withLock { centers -> Bool in
            guard centers[key]?.token == nil else { return false }
            centers[key]?.token = token
            return true
        }
        if !installed { center.removeObserver(token as Any) }
    }

    /// Removes `observer`'s registrations (for `name`, nil: all; for `object`, nil: all).
    func remove(_ observer: AnyObject, name: Notification.Name?, object: AnyObject?, from center: NotificationCenter) {
        centers.withLock { centers in
            centers[ObjectIdentifier(center)]?.registrations.removeAll { registration in
                registration.observer == nil
                    || (registration.observer === observer
                        && (name == nil || registration.name == name)
                        && (object == nil || registration.object === object))
            }
        }
    }

    private func deliver(_ notification: Notification, from center: NotificationCenter) {
        let poster = notification.object.map { $0 as AnyObject }
        let matching = centers.withLock { centers -> [(AnyObject, Selector)] in
            guard let entry = centers[ObjectIdentifier(center)] else { return [] }
            return entry.registrations.compactMap { registration in
                guard let observer = registration.observer,
                      registration.name == nil || registration.name == notification.name else { return nil }
                if registration.filtersByObject {
                    guard let wanted = registration.object, let poster, wanted === poster else { return nil }
                }
                return (observer, registration.selector)
            }
        }
        for (observer, selector) in matching {
            SelectorDispatch.send(selector, to: observer, arguments: [notification])
        }
    }
}

extension NotificationCenter {
    /// Calls `observer`'s method `aSelector` with the notification whenever one named `aName`
    /// (nil: any) is posted by `anObject` (nil: anyone) — on the posting thread, as Foundation
    /// does. The observer and the object are not retained; a freed observer hears nothing more.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let object = anObject.map { $0 as AnyObject }
        SelectorObservers.shared.add(SelectorObservers.Registration(observer: observer as AnyObject, selector: aSelector, name: aName,
                                                                    object: object, filtersByObject: object != nil),
                                     to: self)
    }

    /// Removes every registration of `observer`: its selector observations and, when it is a
    /// token of `addObserver(forName:object:queue:using:)`, that block observer.
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservers.shared.remove(observer, name: nil, object: nil, from: self)
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for notifications named `aName` (nil: any) from
    /// `anObject` (nil: any), selector observations and block observers alike.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservers.shared.remove(observer, name: aName, object: anObject.map { $0 as AnyObject }, from: self)
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}
