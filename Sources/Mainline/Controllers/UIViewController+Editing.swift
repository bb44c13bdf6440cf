import Foundation

/// Editing mode and the toolbar items: `setEditing(_:animated:)` sets `isEditing` and turns the
/// `editButtonItem` into Done (back to Edit when it ends); a tap on that item toggles editing
/// with animation, as UIKit's does. `toolbarItems` are what a navigation controller's toolbar
/// shows while the controller is on top.
extension UIViewController {
    /// The Edit/Done item, made on first use.
    func makeEditButtonItem() -> UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain)
        item.storedPrimaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.storedIsEditing, animated: true)
        }
        item.updateEditButton(editing: storedIsEditing)
        storedEditButtonItem = item
        return item
    }

    func setToolbarItemsInternal(_ items: [UIBarButtonItem]?) {
        storedToolbarItems = items
        if let navigation = enclosingNavigationController, navigation.storedChildren.last === self {
            navigation.toolbarItemsChanged()
        }
    }
}

extension UIBarButtonItem {
    /// An edit button shows Edit (plain) or Done (bold) as editing is off or on.
    func updateEditButton(editing: Bool) {
        storedTitle = editing ? "Done" : "Edit"
        storedStyle = editing ? .done : .plain
    }
}

/// What state restoration asks a class for: the controller to restore at `identifierComponents`.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// The controller for the restoration path `identifierComponents`, made from `coder`'s state
    /// (nil: none).
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
