import Foundation

/// Whether a text interaction edits its text or only selects it.
public enum UITextInteractionMode: Int, Sendable {
    case editable = 0, nonEditable
}

/// What a text interaction asks and tells its delegate around each gesture.
@preconcurrency @MainActor
public protocol UITextInteractionDelegate: AnyObject {
    /// Whether the gesture at `point` (in the view) may act.
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    /// A gesture is about to act.
    func interactionWillBegin(_ interaction: UITextInteraction)
    /// It acted.
    func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}

/// The system's text gestures for a custom text input view: added to a view, it adds a tap that
/// (editable) makes the text input first responder and puts the caret at the closest position,
/// and a double tap that selects the word there, through the input's own `UITextInput` methods.
/// The delegate is asked before each and told around it.
@preconcurrency @MainActor
open class UITextInteraction: UIInteraction {
    let storedMode: UITextInteractionMode
    weak var storedDelegate: UITextInteractionDelegate?
    weak var storedTextInput: (UIResponder & UITextInput)?
    weak var storedView: UIView?
    private var gestures: [UIGestureRecognizer] = []

    /// An interaction for text of `mode`.
    public init(for mode: UITextInteractionMode) {
        UIEntry.check("+[UITextInteraction textInteractionForMode:]")
        storedMode = mode
    }

    /// Whether the text is edited or only selected.
    open var textInteractionMode: UITextInteractionMode {
        UIEntry.check("-[UITextInteraction textInteractionMode]", self)
        return storedMode
    }

    /// Asked before each gesture acts, told around it.
    open var delegate: UITextInteractionDelegate? {
        get { let entry = UIEntry("-[UITextInteraction delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UITextInteraction setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The text input the gestures act on (the view itself, usually).
    open var textInput: (UIResponder & UITextInput)? {
        get { let entry = UIEntry("-[UITextInteraction textInput]", self); defer { entry.end() }; return storedTextInput }
        set { let entry = UIEntry("-[UITextInteraction setTextInput:]", self); defer { entry.end() }; storedTextInput = newValue }
    }

    /// The interaction's recognizers, for the app's own gestures to require to fail.
    open var gesturesForFailureRequirements: [UIGestureRecognizer] {
        let entry = UIEntry("-[UITextInteraction gesturesForFailureRequirements]", self); defer { entry.end() }
        return gestures
    }

    /// The view the interaction is on.
    open var view: UIView? {
        let entry = UIEntry("-[UITextInteraction view]", self); defer { entry.end() }
        return storedView
    }

    /// The interaction is about to move to `view`: its recognizers leave the old view.
    open func willMove(to view: UIView?) {
        let entry = UIEntry("-[UITextInteraction willMoveToView:]", self); defer { entry.end() }
        for gesture in gestures { storedView?.removeGestureRecognizer(gesture) }
        gestures = []
    }

    /// The interaction moved to `view`: its tap and double tap are added there.
    open func didMove(to view: UIView?) {
        let entry = UIEntry("-[UITextInteraction didMoveToView:]", self); defer { entry.end() }
        storedView = view
        guard let view else { return }
        let doubleTap = UITapGestureRecognizer { [weak self] recognizer in self?.act(recognizer, selectingWord: true) }
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer { [weak self] recognizer in self?.act(recognizer, selectingWord: false) }
        tap.require(toFail: doubleTap)
        gestures = [tap, doubleTap]
        for gesture in gestures { view.addGestureRecognizer(gesture) }
    }

    /// A recognized tap: asks the delegate, then places the caret (or selects the word).
    private func act(_ recognizer: UIGestureRecognizer, selectingWord: Bool) {
        guard recognizer.state == .ended, let view = storedView, let input = storedTextInput else { return }
        let point = recognizer.location(in: view)
        guard storedDelegate?.interactionShouldBegin(self, at: point) ?? true else { return }
        storedDelegate?.interactionWillBegin(self)
        if storedMode == .editable, !input.isFirstResponder { _ = input.becomeFirstResponder() }
        let inputPoint = (input as? UIView).map { view.convert(point, to: $0) } ?? point
        if let position = input.closestPosition(to: inputPoint) {
            if selectingWord, let word = input.tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward))
                ?? input.tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.backward)) {
                input.selectedTextRange = word
            } else {
                input.selectedTextRange = input.textRange(from: position, to: position)
            }
        }
        storedDelegate?.interactionDidEnd(self)
    }
}
