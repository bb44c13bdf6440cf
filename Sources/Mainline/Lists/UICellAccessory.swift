import Foundation

/// A view shown at the side of a list cell: a disclosure chevron, a checkmark, a delete or
/// reorder control… Mainline keeps a list cell's accessories and which of them show (by the
/// editing state); it does not draw them or narrow the content for them.
public struct UICellAccessory: Sendable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// The kinds of accessory.
    public enum Kind: Sendable, Equatable {
        case disclosureIndicator, checkmark, detail, delete, insert, reorder, outlineDisclosure, multiselect
        case label(String)
    }

    /// What the accessory is.
    public let kind: Kind
    /// When it shows.
    public let displayedState: DisplayedState
    /// Its tint (nil: the cell's).
    public let tintColor: UIColor?
    /// Whether it is hidden while it would show.
    public let isHidden: Bool

    /// Options of the accessories (a tint, hiding, the room kept for it).
    public struct Options: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DetailOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias OutlineDisclosureOptions = Options
    public typealias MultiselectOptions = Options
    public typealias LabelOptions = Options

    init(_ kind: Kind, _ displayed: DisplayedState, _ options: Options) {
        self.kind = kind
        displayedState = displayed
        tintColor = options.tintColor
        isHidden = options.isHidden ?? false
    }

    /// A chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, options)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: Options = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, options)
    }
    /// An info button.
    public static func detail(displayed: DisplayedState = .always, options: Options = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed, options)
    }
    /// A delete control (shown while editing by default).
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed, options)
    }
    /// An insert control (shown while editing by default).
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed, options)
    }
    /// A reorder handle (shown while editing by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, options)
    }
    /// An expand/collapse chevron of an outline.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: Options = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed, options)
    }
    /// A selection circle (shown while editing by default).
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed, options)
    }
    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = .init()) -> UICellAccessory {
        UICellAccessory(.label(text), displayed, options)
    }

    /// Whether it shows in a cell that is (or is not) editing.
    func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
