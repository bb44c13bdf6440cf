import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A size class: how much room an axis has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The environment a controller's interface is shown in: appearance, size classes, scale,
/// idiom. Immutable, and usable from any thread (as UIKit's is).
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The text size for Dynamic Type (`preferredFont(forTextStyle:compatibleWith:)`).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Which way text and interfaces run (an iPhone app in a left-to-right language:
    /// `.leftToRight`).
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Whether the screen senses touch force (3D Touch; no iPhone since the 11 has it).
    public let forceTouchCapability: UIForceTouchCapability
    /// The other traits (UITraitCollection+MoreTraits.swift).
    let more: MoreTraits

    /// A collection with the given traits (unspecified where not given).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                displayScale: CGFloat = 0, userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                forceTouchCapability: UIForceTouchCapability = .unknown) {
        self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                  displayScale: displayScale, userInterfaceIdiom: userInterfaceIdiom, preferredContentSizeCategory: preferredContentSizeCategory,
                  layoutDirection: layoutDirection, forceTouchCapability: forceTouchCapability, more: .unspecified)
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
         displayScale: CGFloat, userInterfaceIdiom: UIUserInterfaceIdiom, preferredContentSizeCategory: UIContentSizeCategory,
         layoutDirection: UITraitEnvironmentLayoutDirection, forceTouchCapability: UIForceTouchCapability, more: MoreTraits) {
        self.more = more
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.forceTouchCapability = forceTouchCapability
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Whether colours resolve differently in `other` (the appearance changed).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.horizontalSizeClass == b.horizontalSizeClass
            && a.verticalSizeClass == b.verticalSizeClass && a.displayScale == b.displayScale
            && a.userInterfaceIdiom == b.userInterfaceIdiom && a.preferredContentSizeCategory == b.preferredContentSizeCategory
            && a.layoutDirection == b.layoutDirection && a.forceTouchCapability == b.forceTouchCapability && a.more == b.more
    }

    public var description: String {
        "<UITraitCollection: style \(userInterfaceStyle), \(horizontalSizeClass)×\(verticalSizeClass), @\(displayScale)x, \(userInterfaceIdiom)>"
    }

    /// An iPhone's traits for a window of `size`: compact width, regular height in portrait;
    /// in landscape compact height, and a regular width on the large phones (a portrait
    /// width of 414 points or more: the Plus and Max models), as Apple's size-class tables give.
    /// An iPhone's other traits in a window: base level, normal contrast, regular weight, P3.
    static let phoneTraits: MoreTraits = {
        var more = MoreTraits()
        more.userInterfaceLevel = .base
        more.accessibilityContrast = .normal
        more.legibilityWeight = .regular
        more.displayGamut = .P3
        more.sceneCaptureState = .inactive
        return more
    }()

    static func phone(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle,
                      category: UIContentSizeCategory = .large) -> UITraitCollection {
        let landscape = size.width > size.height
        let narrowSide = min(size.width, size.height)
        return UITraitCollection(userInterfaceStyle: style,
                                 horizontalSizeClass: landscape && narrowSide >= 414 ? .regular : .compact,
                                 verticalSizeClass: landscape ? .compact : .regular,
                                 displayScale: scale, userInterfaceIdiom: .phone, preferredContentSizeCategory: category,
                                 layoutDirection: .leftToRight, forceTouchCapability: .unavailable, more: phoneTraits)
    }
}

extension UITraitCollection {
    /// A collection with only the content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }
}
