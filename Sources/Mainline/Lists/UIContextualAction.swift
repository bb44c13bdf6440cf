import Foundation

/// An action a swipe on a row or list cell reveals (a button beside the content): its handler
/// runs when the user taps it, or performs the first action of a full swipe, and must call its
/// completion (`true`: the action was performed) to close the swipe.
@preconcurrency @MainActor
open class UIContextualAction {
    /// The action's look.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button, for deleting.
        case destructive
    }

    /// What runs for the action: the action, the view it was revealed from, and the completion
    /// to call when done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    let storedStyle: Style
    let storedHandler: Handler
    var storedTitle: String?
    var storedBackgroundColor: UIColor?
    var storedImage: UIImage?

    /// An action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        let entry = UIEntry("+[UIContextualAction contextualActionWithStyle:title:handler:]"); defer { entry.end() }
        storedStyle = style
        storedTitle = title
        storedHandler = handler
    }

    /// The action's style.
    open var style: Style {
        let entry = UIEntry("-[UIContextualAction style]", self); defer { entry.end() }
        return storedStyle
    }

    /// What runs for the action.
    open var handler: Handler {
        let entry = UIEntry("-[UIContextualAction handler]", self); defer { entry.end() }
        return storedHandler
    }

    /// The button's title.
    open var title: String? {
        get { let entry = UIEntry("-[UIContextualAction title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UIContextualAction setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    /// The button's colour (default by style: red for destructive, grey otherwise).
    open var backgroundColor: UIColor! {
        get {
            let entry = UIEntry("-[UIContextualAction backgroundColor]", self); defer { entry.end() }
            return storedBackgroundColor ?? (storedStyle == .destructive ? .systemRed : .systemGray)
        }
        set { let entry = UIEntry("-[UIContextualAction setBackgroundColor:]", self); defer { entry.end() }; storedBackgroundColor = newValue }
    }

    /// The button's image.
    open var image: UIImage? {
        get { let entry = UIEntry("-[UIContextualAction image]", self); defer { entry.end() }; return storedImage }
        set { let entry = UIEntry("-[UIContextualAction setImage:]", self); defer { entry.end() }; storedImage = newValue }
    }
}

/// The actions a swipe reveals on one side of a row or list cell.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    let storedActions: [UIContextualAction]
    var storedPerformsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, the first nearest the content.
    public init(actions: [UIContextualAction]) {
        let entry = UIEntry("+[UISwipeActionsConfiguration configurationWithActions:]"); defer { entry.end() }
        storedActions = actions
    }

    /// The actions.
    open var actions: [UIContextualAction] {
        let entry = UIEntry("-[UISwipeActionsConfiguration actions]", self); defer { entry.end() }
        return storedActions
    }

    /// Whether a swipe across the whole row performs the first action (default true).
    open var performsFirstActionWithFullSwipe: Bool {
        get { let entry = UIEntry("-[UISwipeActionsConfiguration performsFirstActionWithFullSwipe]", self); defer { entry.end() }; return storedPerformsFirstActionWithFullSwipe }
        set { let entry = UIEntry("-[UISwipeActionsConfiguration setPerformsFirstActionWithFullSwipe:]", self); defer { entry.end() }; storedPerformsFirstActionWithFullSwipe = newValue }
    }
}

/// A row action of iOS 8's swipe (deprecated in UIKit since iOS 13: `UIContextualAction`). A
/// table shows the delegate's `editActionsForRowAt` actions as trailing swipe actions.
@preconcurrency @MainActor
open class UITableViewRowAction {
    /// The action's look.
    public enum Style: Int, Sendable {
        case `default` = 0
        public static let destructive = Style.default
        case normal = 1
    }

    let storedStyle: Style
    let storedHandler: (UITableViewRowAction, IndexPath) -> Void
    var storedTitle: String?
    var storedBackgroundColor: UIColor?
    var storedBackgroundEffect: UIVisualEffect?

    /// An action of `style` titled `title`, whose handler gets the row.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        let entry = UIEntry("+[UITableViewRowAction rowActionWithStyle:title:handler:]"); defer { entry.end() }
        storedStyle = style
        storedTitle = title
        storedHandler = handler
    }

    /// The action's style.
    open var style: Style {
        let entry = UIEntry("-[UITableViewRowAction style]", self); defer { entry.end() }
        return storedStyle
    }

    /// The button's title.
    open var title: String? {
        get { let entry = UIEntry("-[UITableViewRowAction title]", self); defer { entry.end() }; return storedTitle }
        set { let entry = UIEntry("-[UITableViewRowAction setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
    }

    /// The button's colour (by style when nil).
    open var backgroundColor: UIColor? {
        get { let entry = UIEntry("-[UITableViewRowAction backgroundColor]", self); defer { entry.end() }; return storedBackgroundColor }
        set { let entry = UIEntry("-[UITableViewRowAction setBackgroundColor:]", self); defer { entry.end() }; storedBackgroundColor = newValue }
    }

    /// A blur behind the button.
    open var backgroundEffect: UIVisualEffect? {
        get { let entry = UIEntry("-[UITableViewRowAction backgroundEffect]", self); defer { entry.end() }; return storedBackgroundEffect }
        set { let entry = UIEntry("-[UITableViewRowAction setBackgroundEffect:]", self); defer { entry.end() }; storedBackgroundEffect = newValue }
    }
}
