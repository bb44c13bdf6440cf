import Foundation

/// The buttons of a row's revealed swipe actions (a table row's or a list cell's), at its
/// trailing (or leading) edge, from the outer edge inward as UIKit orders them: the first action
/// is the outermost (the one a full swipe performs). A tap on one runs its action's handler.
final class SwipeActionsView: UIView {
    /// UIKit sizes action buttons to their titles; Mainline gives each 74 points.
    static let buttonWidth: CGFloat = 74
    /// A swipe that reveals more than this share of the row's width performs the first action
    /// (Mainline's figure).
    static let fullSwipeFraction: CGFloat = 0.65
    var buttons: [SwipeActionButton] = []
    var leading = false

    /// Button `i`'s x: counted from the left for leading actions, from the right for trailing.
    func buttonX(_ i: Int) -> CGFloat {
        leading ? CGFloat(i) * Self.buttonWidth : totalWidth - CGFloat(i + 1) * Self.buttonWidth
    }

    var totalWidth: CGFloat { CGFloat(buttons.count) * Self.buttonWidth }

    /// One button per action, `height` tall; a tap on one calls `perform` with its action.
    func show(_ actions: [UIContextualAction], height: CGFloat, perform: @escaping @MainActor (UIContextualAction) -> Void) {
        for button in buttons { button.removeFromSuperview() }
        buttons = actions.map { action in
            let button = SwipeActionButton(frame: CGRect(x: 0, y: 0, width: Self.buttonWidth, height: height))
            button.action = action
            button.setTitle(action.storedTitle, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { _ in perform(action) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        for (i, button) in buttons.enumerated() { button.frame.origin.x = buttonX(i) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: buttonX(i), y: 0, width: Self.buttonWidth, height: storedBounds.height)
        }
    }
}

/// A swipe action's button.
final class SwipeActionButton: UIButton {
    weak var action: UIContextualAction?
}
