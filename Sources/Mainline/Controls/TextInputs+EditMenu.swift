import Foundation

/// A text field's or text view's edit menu: an edit menu interaction on the input whose
/// delegate asks the input (`editMenu(for:suggestedActions:)`, which asks the input's delegate)
/// for the menu of its selection, points it at the selection, and tells the input as it shows
/// and goes — as UIKit's text interaction does.
@MainActor
final class TextEditMenuBridge: UIEditMenuInteractionDelegate {
    private weak var input: UIView?
    private(set) lazy var interaction = UIEditMenuInteraction(delegate: self)

    init(input: UIView) {
        self.input = input
    }

    private var textInput: (UIView & UITextInput)? { input as? UIView & UITextInput }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let input = textInput, let range = input.selectedTextRange else { return nil }
        return input.editMenu(for: range, suggestedActions: suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        guard let input = textInput, let range = input.selectedTextRange else { return CGRect(origin: configuration.sourcePoint, size: .zero) }
        let rect = range.isEmpty ? input.caretRect(for: range.start) : input.firstRect(for: range)
        return rect.isNull ? CGRect(origin: configuration.sourcePoint, size: .zero) : rect
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        textInput?.willPresentEditMenu(animator: animator)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        textInput?.willDismissEditMenu(animator: animator)
    }
}

extension TextEditMenuBridge {
    /// Shows `input`'s edit menu for its selection (the user tapped it), pointing at the caret;
    /// the bridge and its interaction are made and added to the input on first use.
    static func presentMenu(for input: UIView & UITextInput, bridge: inout TextEditMenuBridge?) {
        let shown = bridge ?? TextEditMenuBridge(input: input)
        if bridge == nil {
            bridge = shown
            input.addInteraction(shown.interaction)
        }
        let caret = input.selectedTextRange.map { input.caretRect(for: $0.end) } ?? .zero
        shown.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: caret.midX, y: caret.minY)))
    }
}

extension UITextField {
    /// Shows the edit menu for the selection (the user tapped it).
    func presentEditMenuForSelection() { TextEditMenuBridge.presentMenu(for: self, bridge: &editMenuBridge) }
}

extension UITextView {
    /// Shows the edit menu for the selection (the user tapped it).
    func presentEditMenuForSelection() { TextEditMenuBridge.presentMenu(for: self, bridge: &editMenuBridge) }
}
