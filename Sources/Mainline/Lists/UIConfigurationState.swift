import Foundation

/// A key for an app's own state in a configuration state (`state[.myKey] = value`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for (`updated(for:)`): the traits and whatever the
/// view adds, custom keys included.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    /// The traits of the view whose state this is.
    var traitCollection: UITraitCollection { get set }
    /// An app's own state under `key`.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's configuration state: traits, disabled, highlighted, selected, focused, pinned.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled (it does not take touches).
    public var isDisabled = false
    /// Whether a finger is down on the view.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view is pinned (a header at the top of its section).
    public var isPinned = false
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    public static func == (a: UIViewConfigurationState, b: UIViewConfigurationState) -> Bool {
        a.isDisabled == b.isDisabled && a.isHighlighted == b.isHighlighted && a.isSelected == b.isSelected
            && a.isFocused == b.isFocused && a.isPinned == b.isPinned && a.custom == b.custom && a.traitCollection === b.traitCollection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isDisabled)
        hasher.combine(isHighlighted)
        hasher.combine(isSelected)
        hasher.combine(isFocused)
        hasher.combine(isPinned)
        hasher.combine(custom)
    }
}

/// Where a cell is in a drag.
public enum UICellConfigurationDragState: Int, Sendable {
    case none, lifting, dragging
}

/// Where a cell is in a drop.
public enum UICellConfigurationDropState: Int, Sendable {
    case none, notTargeted, targeted
}

extension UICellConfigurationState {
    /// Where a cell is in a drag (the Swift name of `UICellConfigurationDragState`).
    public typealias DragState = UICellConfigurationDragState
    /// Where a cell is in a drop (the Swift name of `UICellConfigurationDropState`).
    public typealias DropState = UICellConfigurationDropState
}

/// A cell's configuration state: a view's, and editing, expanded, swiped, reordering, drag and
/// drop. A cell makes it in `configurationState` (override that to add custom keys) and
/// updates its configurations for it in `updateConfiguration(using:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    /// Whether the cell (its table or collection view) is editing.
    public var isEditing = false
    /// Whether the cell's outline item shows its children.
    public var isExpanded = false
    /// Whether the cell is swiped open (its swipe actions showing).
    public var isSwiped = false
    /// Whether the cell is being moved by the user.
    public var isReordering = false
    /// Where the cell is in a drag.
    public var cellDragState: UICellConfigurationDragState = .none
    /// Where the cell is in a drop.
    public var cellDropState: UICellConfigurationDropState = .none
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    public static func == (a: UICellConfigurationState, b: UICellConfigurationState) -> Bool {
        a.isDisabled == b.isDisabled && a.isHighlighted == b.isHighlighted && a.isSelected == b.isSelected && a.isFocused == b.isFocused
            && a.isPinned == b.isPinned && a.isEditing == b.isEditing && a.isExpanded == b.isExpanded && a.isSwiped == b.isSwiped
            && a.isReordering == b.isReordering && a.cellDragState == b.cellDragState && a.cellDropState == b.cellDropState
            && a.custom == b.custom && a.traitCollection === b.traitCollection
    }

    public func hash(into hasher: inout Hasher) {
        for flag in [isDisabled, isHighlighted, isSelected, isFocused, isPinned, isEditing, isExpanded, isSwiped, isReordering] { hasher.combine(flag) }
        hasher.combine(cellDragState)
        hasher.combine(cellDropState)
        hasher.combine(custom)
    }
}

extension UIConfigurationState {
    /// The view-level flags of any state (a cell's or a view's).
    var viewFlags: (disabled: Bool, highlighted: Bool, selected: Bool, focused: Bool) {
        if let cell = self as? UICellConfigurationState { return (cell.isDisabled, cell.isHighlighted, cell.isSelected, cell.isFocused) }
        if let view = self as? UIViewConfigurationState { return (view.isDisabled, view.isHighlighted, view.isSelected, view.isFocused) }
        return (false, false, false, false)
    }
}
