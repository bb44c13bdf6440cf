import Foundation

/// A view shown at the side of a list cell: a disclosure chevron, a checkmark, a delete or
/// insert control, a reorder handle, an outline disclosure, a selection circle, a label or a
/// view of yours. A `UICollectionViewListCell` shows the accessories its editing state calls
/// for (delete, insert and selection circles on the leading side, the rest trailing), narrows
/// its content view for them, and runs their actions when tapped: an outline disclosure with no
/// handler expands or collapses its item in the diffable data source's section snapshot, a
/// delete control with no handler reveals the row's trailing swipe actions.
public struct UICellAccessory: @unchecked Sendable {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// The width an accessory takes: its own, the standard one, or one of yours.
    public enum LayoutDimension: Equatable, Sendable {
        /// The accessory's own width.
        case actual
        /// The standard width of the system accessories (Mainline: 24 points).
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    /// Where in the list of the side's accessories a custom view goes: an index.
    public typealias Position = ([UICellAccessory]) -> Int

    /// Which side a custom view accessory is on, when it shows, and where among the side's
    /// accessories.
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })
    }

    /// How an outline disclosure behaves: as a header (a tap anywhere toggles the item, the
    /// cell is not selected) or a cell (only a tap on the chevron toggles it).
    public enum OutlineDisclosureStyle: Int, Sendable {
        case automatic, header, cell
    }

    /// What a tapped accessory calls.
    public typealias ActionHandler = () -> Void

    /// The kinds of accessory.
    public enum Kind: Equatable {
        case disclosureIndicator, checkmark, detail, delete, insert, reorder, outlineDisclosure, multiselect
        case label(String)
        case customView(UIView)

        public static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.detail, .detail), (.delete, .delete),
                 (.insert, .insert), (.reorder, .reorder), (.outlineDisclosure, .outlineDisclosure), (.multiselect, .multiselect): return true
            case (.label(let x), .label(let y)): return x == y
            case (.customView(let x), .customView(let y)): return x === y
            default: return false
            }
        }
    }

    /// Options of the disclosure indicator, checkmark and detail accessories (a tint, hiding,
    /// the room kept for it).
    public struct Options {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
        /// Mainline's earlier form, a width in points: `.custom(reservedLayoutWidth)`.
        @available(*, deprecated, message: "UIKit's reservedLayoutWidth is a UICellAccessory.LayoutDimension: .custom(width)")
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat, tintColor: UIColor? = nil) {
            self.init(isHidden: isHidden, reservedLayoutWidth: .custom(reservedLayoutWidth), tintColor: tintColor)
        }
    }
    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DetailOptions = Options

    /// Options of the delete, insert and selection-circle accessories (they have a background
    /// colour too).
    public struct FilledOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public typealias DeleteOptions = FilledOptions
    public typealias InsertOptions = FilledOptions
    public typealias MultiselectOptions = FilledOptions

    /// Options of the reorder handle.
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of the outline disclosure.
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of the label accessory.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A custom view accessory: the view, its side, and how it is laid out.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// What the accessory is.
    public let kind: Kind
    /// When it shows.
    public let displayedState: DisplayedState
    /// Its tint (nil: the cell's).
    public let tintColor: UIColor?
    /// Whether it is hidden while it would show.
    public let isHidden: Bool
    /// The width it takes (nil: its own).
    let reservedWidth: LayoutDimension?
    /// What a tap calls.
    let actionHandler: ActionHandler?
    /// A custom view's side (leading) and position.
    let leadingPlacement: Bool?
    let position: Position?
    var backgroundColor: UIColor?
    var outlineStyle: OutlineDisclosureStyle = .automatic
    var font: UIFont?

    init(_ kind: Kind, _ displayed: DisplayedState, isHidden: Bool?, reserved: LayoutDimension?, tint: UIColor?,
         action: ActionHandler? = nil, leading: Bool? = nil, position: Position? = nil) {
        self.kind = kind
        displayedState = displayed
        tintColor = tint
        self.isHidden = isHidden ?? false
        reservedWidth = reserved
        actionHandler = action
        leadingPlacement = leading
        self.position = position
    }

    /// A chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryDisclosureIndicator new]")
        return UICellAccessory(.disclosureIndicator, displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryCheckmark new]")
        return UICellAccessory(.checkmark, displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// An info button; a tap calls `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryDetail new]")
        return UICellAccessory(.detail, displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }
    /// A delete control (shown while editing by default); a tap calls `actionHandler`, or
    /// reveals the row's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryDelete new]")
        var accessory = UICellAccessory(.delete, displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
        accessory.backgroundColor = options.backgroundColor
        return accessory
    }
    /// An insert control (shown while editing by default); a tap calls `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryInsert new]")
        var accessory = UICellAccessory(.insert, displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
        accessory.backgroundColor = options.backgroundColor
        return accessory
    }
    /// A reorder handle (shown while editing by default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryReorder new]")
        return UICellAccessory(.reorder, displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// An expand/collapse chevron of an outline; a tap calls `actionHandler`, or expands or
    /// collapses the item in its section snapshot.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryOutlineDisclosure new]")
        var accessory = UICellAccessory(.outlineDisclosure, displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor,
                                        action: actionHandler)
        accessory.outlineStyle = options.style
        return accessory
    }
    /// A selection circle (shown while editing by default), filled while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryMultiselect new]")
        var accessory = UICellAccessory(.multiselect, displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        return accessory
    }
    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryLabel new]")
        var accessory = UICellAccessory(.label(text), displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth, tint: options.tintColor)
        accessory.font = options.font
        return accessory
    }
    /// A view of yours, on the side and at the position its configuration says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UIEntry.check("+[UICellAccessoryCustomView new]")
        switch configuration.placement {
        case .leading(let displayed, let position):
            return UICellAccessory(.customView(configuration.customView), displayed, isHidden: configuration.isHidden, reserved: configuration.reservedLayoutWidth,
                                   tint: configuration.tintColor, leading: true, position: position)
        case .trailing(let displayed, let position):
            return UICellAccessory(.customView(configuration.customView), displayed, isHidden: configuration.isHidden, reserved: configuration.reservedLayoutWidth,
                                   tint: configuration.tintColor, leading: false, position: position)
        }
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

    /// Whether it sits on the leading side.
    var isLeading: Bool {
        if let leadingPlacement { return leadingPlacement }
        switch kind {
        case .delete, .insert, .multiselect: return true
        default: return false
        }
    }
}
