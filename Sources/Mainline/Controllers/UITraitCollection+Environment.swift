import Foundation
import MainlineSystem

/// Which way text and interfaces run in a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified by the collection.
    case unspecified = -1
    /// Left to right (English, and the simulated device's language).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// Whether a screen senses the force of touches (3D Touch).
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known (not specified by the collection).
    case unknown = 0
    /// The screen does not sense force.
    case unavailable = 1
    /// The screen senses force.
    case available = 2
}

extension UITraitCollection {
    /// A collection with only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(layoutDirection: layoutDirection, forceTouchCapability: .unknown)
    }

    /// A collection with only the force-touch capability.
    public convenience init(forceTouchCapability: UIForceTouchCapability) {
        self.init(layoutDirection: .unspecified, forceTouchCapability: forceTouchCapability)
    }

    /// The traits of `traitCollections` together: for each trait, the value of the last
    /// collection that specifies it (unspecified when none does).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(traitsFromCollections: traitCollections)
    }

    /// The traits of `traitCollections` together (the Objective-C spelling; Swift's is
    /// `init(traitsFrom:)`).
    public convenience init(traitsFromCollections traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
                  horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
                  forceTouchCapability: last(\.forceTouchCapability, unspecified: .unknown),
                  more: MoreTraits.merging(traitCollections.map(\.more)))
    }

    /// Whether every trait `trait` specifies has the same value here (a nil collection, or one
    /// specifying nothing, is contained in every collection).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let other = trait else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.preferredContentSizeCategory == .unspecified || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.forceTouchCapability == .unknown || other.forceTouchCapability == forceTouchCapability)
            && more.contains(other.more)
    }

    /// The collection set as current on each thread (`current`, `performAsCurrent(_:)`).
    private static let currentByThread = Locked<[ObjectIdentifier: UITraitCollection]>([:])

    /// The traits that dynamic colours and images resolve against now: the collection set on
    /// this thread (by the setter or `performAsCurrent(_:)`), else the traits of a window
    /// filling the running simulation's screen, else an empty collection. (UIKit also sets it
    /// around `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)`; Mainline does
    /// not.)
    public static var current: UITraitCollection {
        get {
            if let set = currentByThread.withLock({ $0[ObjectIdentifier(Thread.current)] }) { return set }
            guard let context = SimulationContext.running else { return UITraitCollection() }
            let screen = context.app.screen
            return .phone(size: screen.storedBounds.size, scale: screen.storedScale, style: context.app.effectiveUserInterfaceStyle,
                          category: context.app.application.storedContentSizeCategory)
        }
        set {
            currentByThread.withLock { $0[ObjectIdentifier(Thread.current)] = newValue }
        }
    }

    /// Runs `actions` with this collection as `current`, then restores the one before.
    public func performAsCurrent(_ actions: () -> Void) {
        let key = ObjectIdentifier(Thread.current)
        let previous = Self.currentByThread.withLock { $0[key] }
        Self.currentByThread.withLock { $0[key] = self }
        defer { Self.currentByThread.withLock { $0[key] = previous } }
        actions()
    }
}

extension UIContentSizeCategory {
    /// The `userInfo` key of `didChangeNotification`: the new category's raw value.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

// (UITraitEnvironment itself and the conformances of views and view controllers: UITraitChangeObservable.swift.)
extension UIPresentationController: UITraitEnvironment {}
extension UIWindowScene: UITraitEnvironment {}
