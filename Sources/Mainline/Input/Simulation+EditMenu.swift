import Foundation

extension Simulation {
    /// The user taps the selection (or the caret) of `input`, a text field or text view that is
    /// first responder, and its edit menu shows: the input's delegate is asked for the menu
    /// (`editMenuForCharactersInRanges` / `editMenuForTextInRanges`, from the suggested Cut,
    /// Copy, Paste… the input can perform now) and told it will present. `shown` gets the menu's
    /// titles (nil: no menu showed). Anything else is reported as a diagnostic.
    public func showEditMenu(for textInput: UIResponder, after delay: TimeInterval = 0, shown: (([String]?) -> Void)? = nil) {
        let context = self.context
        input(after: delay, "edit menu tap") { _ in
            MainActor.assumeIsolated {
                context.loop.timeline.markInput()
                guard context.app.firstResponder === textInput else {
                    DiagnosticCenter.report(.viewControllerMisuse, "Mainline: showEditMenu(for:): \(Swift.type(of: textInput)) is not the first responder: tap it first (its edit menu shows for its selection).", in: context)
                    shown?(nil)
                    return
                }
                if let field = textInput as? UITextField { field.presentEditMenuForSelection() }
                else if let view = textInput as? UITextView { view.presentEditMenuForSelection() }
                else {
                    DiagnosticCenter.report(.viewControllerMisuse, "Mainline: showEditMenu(for:): \(Swift.type(of: textInput)) is not a text field or text view; present a UIEditMenuInteraction's menu from the app's code instead.", in: context)
                }
                shown?(context.app.editMenu.map { $0.menu.children.map(\.title) })
            }
        }
    }

    /// The user picks the element titled `title` (in the menu or a submenu) of the edit menu on
    /// screen: the menu goes (`willDismissMenuFor`), then an action's handler runs, or a
    /// command's action goes up the responder chain from the first responder. A title the
    /// menu lacks, or no menu, is reported as a diagnostic.
    public func chooseEditMenuAction(_ title: String, after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "edit menu action") { _ in
            MainActor.assumeIsolated {
                context.loop.timeline.markInput()
                guard let shown = context.app.editMenu else {
                    DiagnosticCenter.report(.viewControllerMisuse, "Mainline: chooseEditMenuAction(\"\(title)\"): no edit menu is on screen.", in: context)
                    return
                }
                guard let element = shown.element(titled: title) else {
                    DiagnosticCenter.report(.viewControllerMisuse, "Mainline: chooseEditMenuAction(\"\(title)\"): the edit menu has no element titled \"\(title)\".", in: context)
                    return
                }
                let view = shown.interaction.storedView
                shown.interaction.dismissMenu()
                if let action = element as? UIAction {
                    context.loop.span(.actionHandler, "UIAction handler", object: view, isApp: true) { action.perform(from: view) }
                } else if let command = element as? UICommand, let responder = context.app.firstResponder ?? view {
                    context.loop.span(.actionHandler, command.action.name, object: view, isApp: true) {
                        _ = command.perform(from: responder, sender: shown.interaction)
                    }
                }
            }
        }
    }

    /// The user taps elsewhere: the edit menu on screen goes (`willDismissMenuFor`).
    public func dismissEditMenu(after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "edit menu dismissal") { _ in
            MainActor.assumeIsolated {
                context.loop.timeline.markInput()
                context.app.editMenu?.interaction.dismissMenu()
            }
        }
    }
}
