import Foundation

/// The view settings few views change — appearance overrides, tint adjustment, interactions,
/// motion effects, restoration, large content, content size limits, focus groups, trait-change
/// registrations — kept out of line and made when one is first set.
final class ViewExtras {
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var interactions: [UIInteraction] = []
    var motionEffects: [UIMotionEffect] = []
    /// The values motion effects add to, by key path (taken when an effect first sets one).
    var motionBase: [String: CGFloat] = [:]
    var restorationIdentifier: String?
    /// Set with `contentScaleFactor` (nil: the screen's scale).
    var contentScaleFactor: CGFloat?
    var mask: UIView?
    var clearsContextBeforeDrawing = true
    var contentStretch = CGRect(x: 0, y: 0, width: 1, height: 1)
    var showsLargeContentViewer: Bool?
    var largeContentTitle: String?
    var largeContentImage: UIImage?
    var scalesLargeContentImage = false
    var largeContentImageInsets: UIEdgeInsets = .zero
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?
    var accessibilityIgnoresInvertColors = false
    var focusGroupIdentifier: String?
    var focusGroupPriority: UIFocusGroupPriority = .ignored
    var traitRegistrations: [TraitChangeRegistration] = []
}

extension UIView {
    var madeViewExtras: ViewExtras {
        if let viewExtras { return viewExtras }
        let made = ViewExtras()
        viewExtras = made
        return made
    }
}

/// How strongly a view asks for the focus in its focus group (kept: touch devices have no focus
/// engine).
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    /// A priority from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Not a candidate for the group's primary item (the default).
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The item focused last in the group.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// An item worth focusing.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The item focused now.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)
    /// Orders priorities by value.
    public static func < (a: UIFocusGroupPriority, b: UIFocusGroupPriority) -> Bool { a.rawValue < b.rawValue }
}
