import Foundation

/// An element of a menu: an action or a submenu, with a title, subtitle and image.
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element behaves and shows.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The checkmark state of an element.
    public enum State: Int, Sendable { case off = 0, on, mixed }

    /// The size of elements in a menu.
    public enum Size: Int, Sendable { case small = 0, medium, large, automatic = -1 }

    var storedTitle: String
    var storedSubtitle: String?
    var storedImage: UIImage?

    /// The title.
    open var title: String {
        get { let entry = UIEntry("-[UIMenuElement title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UIMenuElement setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    /// The subtitle under the title.
    open var subtitle: String? {
        get { let entry = UIEntry("-[UIMenuElement subtitle]", self); defer { entry.end() }; return storedSubtitle }
        set { let entry = UIEntry("-[UIMenuElement setSubtitle:]", self); defer { entry.end() }; storedSubtitle = newValue }
    }

    /// The image beside the title.
    open var image: UIImage? {
        get { let entry = UIEntry("-[UIMenuElement image]", self); defer { entry.end() }; return storedImage }
        set { let entry = UIEntry("-[UIMenuElement setImage:]", self); defer { entry.end() }; storedImage = newValue }
    }

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        storedSubtitle = subtitle
        storedImage = image
    }

    /// Decodes an element (archives hold no menu elements here: an untitled one).
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIMenuElement initWithCoder:]"); defer { entry.end() }
        storedTitle = ""
    }
}

/// A menu: a titled group of actions and submenus, shown by a button or bar button item
/// (`menu`), for a long press or as its primary action.
open class UIMenu: UIMenuElement {
    /// A menu's standard identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Children shown inline in the parent menu, with separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Children shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on (`selectedElements` has at most one).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Children shown as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How a menu lays out its elements.
    public final class DisplayPreferences: @unchecked Sendable {
        /// The most lines a title takes.
        public var maximumNumberOfTitleLines = 0
        public init() {}
    }

    /// The menu's identifier (generated when not given).
    public let identifier: Identifier
    /// How it shows its children.
    public let options: Options
    /// The menu's elements.
    public let children: [UIMenuElement]
    var storedPreferredElementSize = UIMenuElement.Size.automatic

    /// The size of its elements.
    open var preferredElementSize: UIMenuElement.Size {
        get { let entry = UIEntry("-[UIMenu preferredElementSize]", self); defer { entry.end() }; return storedPreferredElementSize }
        set { let entry = UIEntry("-[UIMenu setPreferredElementSize:]", self); defer { entry.end() }; storedPreferredElementSize = newValue }
    }
    var storedDisplayPreferences: DisplayPreferences?

    /// How it lays out its elements.
    open var displayPreferences: DisplayPreferences? {
        get { let entry = UIEntry("-[UIMenu displayPreferences]", self); defer { entry.end() }; return storedDisplayPreferences }
        set { let entry = UIEntry("-[UIMenu setDisplayPreferences:]", self); defer { entry.end() }; storedDisplayPreferences = newValue }
    }

    /// A menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: UIMenuElement.Size = .automatic, children: [UIMenuElement] = []) {
        UIEntry.check("+[UIMenu menuWithTitle:image:identifier:options:children:]")
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        storedPreferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Decodes a menu (an empty one).
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIMenu initWithCoder:]"); defer { entry.end() }
        identifier = Identifier(UUID().uuidString)
        options = []
        children = []
        super.init(coder: coder)
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIEntry.check("-[UIMenu menuByReplacingChildren:]")
        return UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
                      preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The children that are on (actions whose `state` is `.on`).
    open var selectedElements: [UIMenuElement] {
        let entry = UIEntry("-[UIMenu selectedElements]", self); defer { entry.end() }
        return children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// The actions of the menu and its submenus, in order.
    var allActions: [UIAction] {
        children.flatMap { ($0 as? UIMenu)?.allActions ?? [$0 as? UIAction].compactMap { $0 } }
    }

    /// Chooses `action` as a user does: a disabled or hidden one does nothing; in a
    /// single-selection menu it turns on and the others off; its handler runs with `sender`.
    func choose(_ action: UIAction, sender: AnyObject?) {
        guard action.attributes.isDisjoint(with: [.disabled, .hidden]) else { return }
        if options.contains(.singleSelection) {
            for other in allActions { other.state = other === action ? .on : .off }
        }
        action.perform(from: sender)
    }
}

/// What a context menu shows: an identifier, a preview and the menu's actions (made when the
/// menu is about to show).
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The order a menu's elements show in.
    public enum ElementOrder: Int, Sendable { case automatic = 0, priority, fixed }

    /// The configuration's identifier.
    public let identifier: NSCopying
    let previewProvider: (() -> UIViewController?)?
    let actionProvider: (([UIMenuElement]) -> UIMenu?)?
    var storedPreferredMenuElementOrder = ElementOrder.automatic

    /// The order the elements show in.
    open var preferredMenuElementOrder: ElementOrder {
        get { let entry = UIEntry("-[UIContextMenuConfiguration preferredMenuElementOrder]", self); defer { entry.end() }; return storedPreferredMenuElementOrder }
        set { let entry = UIEntry("-[UIContextMenuConfiguration setPreferredMenuElementOrder:]", self); defer { entry.end() }; storedPreferredMenuElementOrder = newValue }
    }

    /// A configuration whose menu `actionProvider` makes from the suggested actions.
    public init(identifier: NSCopying? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        UIEntry.check("+[UIContextMenuConfiguration configurationWithIdentifier:previewProvider:actionProvider:]")
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the configuration shows (no suggested actions here).
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}

/// How a control behaves and looks: as on an iPhone or iPad, or as on a Mac.
public enum UIBehavioralStyle: Int, Sendable { case automatic = 0, pad, mac }

extension UIMenu {
    /// The size of a menu's elements (UIKit's Swift name for `UIMenuElementSize`).
    public typealias ElementSize = UIMenuElement.Size
}
