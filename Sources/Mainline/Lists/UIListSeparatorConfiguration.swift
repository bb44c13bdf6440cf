import Foundation

/// Whether a list separator shows.
public enum UIListSeparatorVisibility: Int, Sendable {
    /// The list decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The look of a list's separators (kept: Mainline draws no separators between list cells).
public struct UIListSeparatorConfiguration: Hashable {
    /// Insets the list resolves itself.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// Whether the separator above an item shows.
    public var topSeparatorVisibility: UIListSeparatorVisibility = .automatic
    /// Whether the separator below an item shows.
    public var bottomSeparatorVisibility: UIListSeparatorVisibility = .automatic
    /// The insets of the separator above an item.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The insets of the separator below an item.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour.
    public var color: UIColor = .separator
    /// The separators' colour between selected items in multiple selection.
    public var multipleSelectionColor: UIColor = .separator
    /// A visual effect for the separators.
    public var visualEffect: UIVisualEffect?

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        UIEntry.check("-[UIListSeparatorConfiguration initWithListAppearance:]")
    }

    public static func == (a: UIListSeparatorConfiguration, b: UIListSeparatorConfiguration) -> Bool {
        a.topSeparatorVisibility == b.topSeparatorVisibility && a.bottomSeparatorVisibility == b.bottomSeparatorVisibility
            && a.topSeparatorInsets == b.topSeparatorInsets && a.bottomSeparatorInsets == b.bottomSeparatorInsets
            && a.color == b.color && a.multipleSelectionColor == b.multipleSelectionColor && a.visualEffect === b.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
    }
}
