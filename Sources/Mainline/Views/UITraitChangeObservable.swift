import Foundation
import ThreadChecker

// iOS 17's trait-change registrations: `registerForTraitChanges(_:handler:)` on views and view
// controllers, called when one of the listed traits changes, right after the object's
// `traitCollectionDidChange(_:)` (as trait changes are delivered: top-down, when the interface
// the object is in changes). Not called for the first traits an object gets.

/// A trait a trait collection carries: its default value and how it is named. The system's
/// traits (`UITraitUserInterfaceStyle` and the others) are the ones Mainline's trait
/// collections hold; an app's own trait types can be declared and registered for, and never
/// change (Mainline has no `traitOverrides` to set them).
public protocol UITraitDefinition {
    /// The type of the trait's values.
    associatedtype Value
    /// The value in a collection that does not set the trait.
    static var defaultValue: Value { get }
    /// A unique name of the trait (reverse-DNS by convention).
    static var identifier: String { get }
    /// The trait's name for debugging.
    static var name: String { get }
    /// Whether a change of the trait can change how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False: most traits do not change colours.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its definition's type (`UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: how to read it from one of Mainline's trait collections.
protocol SystemTrait {
    static func value(in traits: UITraitCollection) -> AnyHashable
}

/// The light or dark appearance (`userInterfaceStyle`).
public final class UITraitUserInterfaceStyle: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// The style decides how dynamic colours resolve.
    public static let affectsColorAppearance = true
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}

/// The horizontal size class.
public final class UITraitHorizontalSizeClass: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}

/// The vertical size class.
public final class UITraitVerticalSizeClass: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
    /// The trait's name.
    public static let name = "VerticalSizeClass"
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}

/// The display scale (points to pixels).
public final class UITraitDisplayScale: UITraitDefinition, SystemTrait {
    /// Zero: unspecified.
    public static let defaultValue: CGFloat = 0
    /// UIKit's identifier.
    public static let identifier = "UITraitDisplayScale"
    /// The trait's name.
    public static let name = "DisplayScale"
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}

/// The kind of device (`userInterfaceIdiom`).
public final class UITraitUserInterfaceIdiom: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// The trait's name.
    public static let name = "UserInterfaceIdiom"
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceIdiom }
}

/// The Dynamic Type text size (`preferredContentSizeCategory`).
public final class UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}

extension UITraitCollection {
    /// The system traits (of those Mainline's collections hold) whose values differ from
    /// `other`'s (all of them when `other` is nil).
    public func changedTraits(from other: UITraitCollection?) -> [UITrait] {
        Self.systemTraits.filter { trait in
            guard let other else { return true }
            return (trait as! SystemTrait.Type).value(in: self) != (trait as! SystemTrait.Type).value(in: other)
        }
    }

    /// The traits Mainline's trait collections hold.
    static let systemTraits: [UITrait] = [
        UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
        UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self, UITraitPreferredContentSizeCategory.self,
    ]
}

/// An object with traits: views and view controllers.
public protocol UITraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits change.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A handler of a trait-change registration: the object whose traits changed and its previous
/// traits.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// A registration made by `registerForTraitChanges`, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// An object that can register for trait changes.
public protocol UITraitChangeObservable {
    /// Sends `action` to `target` when one of `traits` changes; the method may take the object
    /// and the previous traits.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    /// Sends `action` to the object itself when one of `traits` changes.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    /// Removes a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: the traits and what to call.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [ObjectIdentifier]
    let call: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], call: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits.map { ObjectIdentifier($0) }
        self.call = call
    }

    /// Selector-based: `action` sent to `target` (or to the object), with the object and the
    /// previous traits as its arguments.
    convenience init(traits: [UITrait], target: AnyObject?, action: Selector) {
        self.init(traits: traits) { object, previous in
            SelectorDispatch.send(action, to: target ?? object, arguments: [object, previous])
        }
    }

    /// Whether the registration asked for one of `changed`.
    func wants(_ changed: [UITrait]) -> Bool {
        changed.contains { traits.contains(ObjectIdentifier($0)) }
    }
}

/// The registrations of view controllers, kept beside them.
enum ControllerTraitRegistrations {
    private struct Entry {
        weak var owner: UIViewController?
        var registrations: [TraitChangeRegistration]
    }
    private static let table = Locked<[ObjectIdentifier: Entry]>([:])

    static func registrations(of controller: UIViewController) -> [TraitChangeRegistration] {
        table.withLock { table in
            guard let entry = table[ObjectIdentifier(controller)], entry.owner === controller else { return [] }
            return entry.registrations
        }
    }

    static func add(_ registration: TraitChangeRegistration, to controller: UIViewController) {
        table.withLock { table in
            if table[ObjectIdentifier(controller)]?.owner !== controller {
                table = table.filter { $0.value.owner != nil }
                table[ObjectIdentifier(controller)] = Entry(owner: controller, registrations: [])
            }
            table[ObjectIdentifier(controller)]?.registrations.append(registration)
        }
    }

    static func remove(_ registration: UITraitChangeRegistration, from controller: UIViewController) {
        table.withLock { table in
            table[ObjectIdentifier(controller)]?.registrations.removeAll { $0 === registration }
        }
    }
}

/// Calls the registrations that asked for a trait that changed between `previous` and `current`.
func notifyTraitRegistrations(_ registrations: [TraitChangeRegistration], of object: AnyObject,
                              previous: UITraitCollection?, current: UITraitCollection) {
    guard let previous, !registrations.isEmpty else { return }
    let changed = current.changedTraits(from: previous)
    guard !changed.isEmpty else { return }
    for registration in registrations where registration.wants(changed) {
        registration.call(object, previous)
    }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// Calls `handler` with the view and its previous traits when one of `traits` changes
    /// (after `traitCollectionDidChange(_:)`).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        let entry = UIEntry("-[UIView registerForTraitChanges:withHandler:]", self); defer { entry.end() }
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let object = object as? TraitEnvironment { handler(object, previous) }
        }
        madeViewExtras.traitRegistrations.append(registration)
        return registration
    }

    /// Sends `action` to `target` with the view and its previous traits when one of `traits`
    /// changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let entry = UIEntry("-[UIView registerForTraitChanges:withTarget:action:]", self); defer { entry.end() }
        let registration = TraitChangeRegistration(traits: traits, target: target as AnyObject, action: action)
        madeViewExtras.traitRegistrations.append(registration)
        return registration
    }

    /// Sends `action` to the view itself when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        let entry = UIEntry("-[UIView registerForTraitChanges:withAction:]", self); defer { entry.end() }
        let registration = TraitChangeRegistration(traits: traits, target: nil, action: action)
        madeViewExtras.traitRegistrations.append(registration)
        return registration
    }

    /// Removes a registration this view made.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        let entry = UIEntry("-[UIView unregisterForTraitChanges:]", self); defer { entry.end() }
        viewExtras?.traitRegistrations.removeAll { $0 === registration }
    }

    /// Delivers a trait change: `traitCollectionDidChange(_:)`, then the registrations whose
    /// traits changed.
    func deliverTraitChange(from previous: UITraitCollection?) {
        traitCollectionDidChange(previous)
        if let registrations = viewExtras?.traitRegistrations, !registrations.isEmpty {
            // The view's own previous traits (its overrides applied to what it was given).
            notifyTraitRegistrations(registrations, of: self, previous: previous.map { adjustedTraits($0) },
                                     current: traitCollection)
        }
    }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
    /// Calls `handler` with the controller and its previous traits when one of `traits`
    /// changes (after `traitCollectionDidChange(_:)`).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        let entry = UIEntry("-[UIViewController registerForTraitChanges:withHandler:]", self); defer { entry.end() }
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let object = object as? TraitEnvironment { handler(object, previous) }
        }
        ControllerTraitRegistrations.add(registration, to: self)
        return registration
    }

    /// Sends `action` to `target` with the controller and its previous traits when one of
    /// `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let entry = UIEntry("-[UIViewController registerForTraitChanges:withTarget:action:]", self); defer { entry.end() }
        let registration = TraitChangeRegistration(traits: traits, target: target as AnyObject, action: action)
        ControllerTraitRegistrations.add(registration, to: self)
        return registration
    }

    /// Sends `action` to the controller itself when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        let entry = UIEntry("-[UIViewController registerForTraitChanges:withAction:]", self); defer { entry.end() }
        let registration = TraitChangeRegistration(traits: traits, target: nil, action: action)
        ControllerTraitRegistrations.add(registration, to: self)
        return registration
    }

    /// Removes a registration this controller made.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        let entry = UIEntry("-[UIViewController unregisterForTraitChanges:]", self); defer { entry.end() }
        ControllerTraitRegistrations.remove(registration, from: self)
    }

    /// The controller's registrations for the traits that changed from `previous`.
    func notifyTraitRegistrations(previous: UITraitCollection?) {
        let registrations = ControllerTraitRegistrations.registrations(of: self)
        Mainline.notifyTraitRegistrations(registrations, of: self, previous: previous, current: traitCollection)
    }
}
