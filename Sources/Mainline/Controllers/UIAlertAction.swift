import Foundation

/// A button of an alert or action sheet: its title, its style, and the handler that runs when
/// the user taps it — after the alert controller has been dismissed, as UIKit runs it.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How the button looks and where it goes.
    public enum Style: Int, Sendable {
        /// An ordinary button.
        case `default` = 0
        /// The button that cancels (one per alert; last in an action sheet, first of two in an alert).
        case cancel = 1
        /// A button that destroys data (shown red).
        case destructive = 2
    }

    let storedTitle: String?
    let storedStyle: Style
    let handler: ((UIAlertAction) -> Void)?
    var storedIsEnabled = true
    /// The alert controller it was added to.
    weak var alertController: UIAlertController?

    /// An action titled `title` whose `handler` runs when it is tapped.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        let entry = UIEntry("+[UIAlertAction actionWithTitle:style:handler:]"); defer { entry.end() }
        storedTitle = title
        storedStyle = style
        self.handler = handler
    }

    /// The button's title.
    open var title: String? {
        let entry = UIEntry("-[UIAlertAction title]", self); defer { entry.end() }
        return storedTitle
    }

    /// The button's style.
    open var style: Style {
        let entry = UIEntry("-[UIAlertAction style]", self); defer { entry.end() }
        return storedStyle
    }

    /// Whether the button can be tapped (true by default).
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UIAlertAction isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set {
            let entry = UIEntry("-[UIAlertAction setEnabled:]", self); defer { entry.end() }
            storedIsEnabled = newValue
            alertController?.actionEnablingChanged(self)
        }
    }
}
