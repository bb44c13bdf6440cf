import Foundation
@testable import Mainline
import Testing

/// Logs the edit menu interaction's questions and news, and adds "Share" to the suggestions.
private final class MenuRecorder: UIEditMenuInteractionDelegate {
    var log: [String] = []
    var suggested: [String] = []
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        suggested = suggestedActions.map(\.title)
        log.append("menuFor")
        return UIMenu(children: suggestedActions + [UIAction(title: "Share") { [weak self] _ in self?.log.append("share handler") }])
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        log.append("targetRect")
        return CGRect(origin: configuration.sourcePoint, size: CGSize(width: 10, height: 10))
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        log.append("willPresent")
        animator.addAnimations { [weak self] in self?.log.append("present animations") }
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        log.append("willDismiss")
        animator.addCompletion { [weak self] in self?.log.append("dismiss completion") }
    }
}

/// A text field and text view delegate that offers its own edit menu and logs.
private final class TextMenuDelegate: UITextFieldDelegate, UITextViewDelegate {
    var log: [String] = []
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("field menu \(range.location),\(range.length): \(suggestedActions.map(\.title).joined(separator: ","))")
        return UIMenu(children: suggestedActions + [UIAction(title: "Define") { [weak self] _ in self?.log.append("define") }])
    }
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: UIEditMenuInteractionAnimating) { log.append("field willPresent") }
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: UIEditMenuInteractionAnimating) { log.append("field willDismiss") }
    func textView(_ textView: UITextView, editMenuForTextInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("view menu \(ranges.map { "\($0.rangeValue.location),\($0.rangeValue.length)" })")
        return nil
    }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("view shouldChange \(range.location),\(range.length) \(text)")
        return true
    }
}

@Suite("The edit menu: UIEditMenuInteraction, and text fields' and text views' edit menus with their delegates")
struct EditMenuTests {
    @Test("an app's interaction: its delegate is asked for the menu from the actions the first responder can perform, then the target, then told; choosing dismisses, then runs")
    func interaction() {
        let recorder = MenuRecorder()
        let (sim, box) = layOut { window -> (UIView, UITextField, UIEditMenuInteraction) in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let interaction = UIEditMenuInteraction(delegate: recorder)
            view.addInteraction(interaction)
            view.addSubview(field)
            window.addSubview(view)
            return (view, field, interaction)
        }
        let (view, field, interaction) = box.value!
        let before = inspect(sim) { () -> (CGPoint, Bool) in
            field.text = "hello world"
            _ = field.becomeFirstResponder()
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 40, y: 20)))
            return (interaction.location(in: view.superview), interaction.view === view)
        }
        #expect(recorder.suggested == ["Cut", "Copy", "Delete", "Select All"])
        #expect(recorder.log == ["menuFor", "targetRect", "willPresent", "present animations"])
        #expect(before.0 == CGPoint(x: 40, y: 20) && before.1)
        sim.chooseEditMenuAction("Copy")
        sim.runFrames(1)
        #expect(recorder.log.suffix(2) == ["willDismiss", "dismiss completion"])
        #expect(inspect(sim) { UIPasteboard.general.string } == "hello")
        inspect(sim) { interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero)) }
        sim.chooseEditMenuAction("Share")
        sim.chooseEditMenuAction("Share")  // no menu now: a diagnostic
        sim.runFrames(1)
        #expect(recorder.log.suffix(3) == ["willDismiss", "dismiss completion", "share handler"])
        #expect(sim.diagnostics.contains { $0.message.contains("no edit menu is on screen") })
    }

    @Test("a text field's edit menu asks its delegate for the selection's menu; a text view's delegate answering nil gets the suggestions")
    func textInputs() {
        let delegate = TextMenuDelegate()
        let (sim, box) = layOut { window -> (UITextField, UITextView) in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let textView = UITextView(frame: CGRect(x: 0, y: 60, width: 200, height: 200))
            field.delegate = delegate
            textView.delegate = delegate
            window.addSubview(field)
            window.addSubview(textView)
            return (field, textView)
        }
        let (field, textView) = box.value!
        inspect(sim) {
            field.text = "one two"
            _ = field.becomeFirstResponder()
            field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 4)!, to: field.endOfDocument)
        }
        var titles: [String]??
        sim.showEditMenu(for: field) { titles = $0 }
        sim.runFrames(1)
        #expect(titles == .some(["Cut", "Copy", "Delete", "Select All", "Define"]))
        #expect(delegate.log == ["field menu 4,3: Cut,Copy,Delete,Select All", "field willPresent"])
        sim.chooseEditMenuAction("Cut")
        sim.runFrames(1)
        #expect(inspect(sim) { field.text } == "one " && delegate.log.last == "field willDismiss")
        // The text view: no selection, a caret; paste is offered (the pasteboard has text).
        inspect(sim) {
            textView.text = "abc"
            _ = textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 1, length: 0)
        }
        sim.showEditMenu(for: textView) { titles = $0 }
        sim.runFrames(1)
        #expect(titles == .some(["Paste", "Select", "Select All"]))
        sim.chooseEditMenuAction("Paste")
        sim.runFrames(1)
        #expect(inspect(sim) { textView.text } == "atwobc")
        #expect(delegate.log.suffix(2) == ["view menu [\"1,0\"]", "view shouldChange 1,0 two"])
        // Not the first responder: a diagnostic, no menu.
        sim.showEditMenu(for: field) { titles = $0 }
        sim.runFrames(1)
        #expect(titles == .some(nil))
        #expect(sim.diagnostics.contains { $0.message.contains("is not the first responder") })
    }
}
