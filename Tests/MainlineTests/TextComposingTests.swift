import Foundation
@testable import Mainline
import Testing

/// Logs what the text field tells its delegate, refusing nothing.
private final class FieldLog: UITextFieldDelegate {
    var log: [String] = []
    var inserted: [UIInputSuggestion] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("should \(range.location),\(range.length) \(string)")
        return true
    }
    func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) { inserted.append(inputSuggestion) }
}

/// The input system's side: what a text input tells it.
private final class InputSystem: UITextInputDelegate {
    var log: [String] = []
    func selectionWillChange(_ textInput: UITextInput?) { log.append("selectionWillChange") }
    func selectionDidChange(_ textInput: UITextInput?) { log.append("selectionDidChange") }
    func textWillChange(_ textInput: UITextInput?) { log.append("textWillChange") }
    func textDidChange(_ textInput: UITextInput?) { log.append("textDidChange") }
}

/// A text field `width` wide with `delegate`, in a window of a simulation run to idle.
private func hostedField(width: CGFloat, delegate: UITextFieldDelegate) -> (Simulation, UITextField) {
    let (sim, box) = layOut { window -> UITextField in
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        field.delegate = delegate
        window.addSubview(field)
        return field
    }
    return (sim, box.value!)
}

private final class EmojiSuggestion: UIInputSuggestion, @unchecked Sendable {}

@Suite("Composing text: marked text, the input delegate, the tokenizer, dictation, the floating cursor")
struct TextComposingTests {
    @Test("an input method composes in marked text the delegate is asked about; committing keeps it, typing replaces it")
    func markedText() {
        let delegate = FieldLog()
        let (sim, field) = hostedField(width: 200, delegate: delegate)
        let result = inspect(sim) { () -> [String] in
            _ = field.becomeFirstResponder()
            field.insertText("I ")
            var seen: [String] = []
            field.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
            field.setMarkedText("かん", selectedRange: NSRange(location: 2, length: 0))
            let marked = field.markedTextRange.map { field.text(in: $0) ?? "-" } ?? "none"
            seen.append("\(field.text!) marked \(marked) caret \(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start))")
            field.setMarkedText("漢字", selectedRange: NSRange(location: 0, length: 2))
            seen.append("selected \(field.text(in: field.selectedTextRange!)!)")
            field.setMarkedText("漢字", selectedRange: NSRange(location: 2, length: 0))
            field.unmarkText()
            seen.append("\(field.text!) marked \(field.markedTextRange == nil ? "none" : "some")")
            field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
            field.insertText("!")
            seen.append("\(field.text!) marked \(field.markedTextRange == nil ? "none" : "some")")
            return seen
        }
        #expect(result == ["I かん marked かん caret 4", "selected 漢字", "I 漢字 marked none", "I 漢字! marked none"])
        // The delegate was asked for each composing step, each replacing the marked text (code's
        // insertText asks nothing).
        #expect(delegate.log == ["should 2,0 k", "should 2,1 かん", "should 2,2 漢字", "should 2,2 漢字", "should 4,0 x"])
    }

    @Test("changes made in code are told to the input delegate; the keyboard's suggestion goes to the text field's delegate")
    func inputDelegate() {
        let system = InputSystem()
        let delegate = FieldLog()
        let suggestion = EmojiSuggestion()
        let (sim, box) = layOut { window -> (UITextField, UITextView) in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let view = UITextView(frame: CGRect(x: 0, y: 50, width: 200, height: 200))
            field.delegate = delegate
            window.addSubview(field)
            window.addSubview(view)
            return (field, view)
        }
        let (field, view) = box.value!
        inspect(sim) {
            field.inputDelegate = system
            view.inputDelegate = system
            field.text = "code"
            view.text = "more code"
            field.insert(suggestion)
        }
        #expect(system.log == ["textWillChange", "textDidChange", "textWillChange", "textDidChange"])
        #expect(delegate.inserted.count == 1 && delegate.inserted[0] === suggestion)
    }

    @Test("the string tokenizer finds words, sentences, paragraphs and the document; lines from the text view's layout")
    func tokenizer() {
        let (sim, box) = layOut { window -> UITextView in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
            view.font = .systemFont(ofSize: 17)
            window.addSubview(view)
            return view
        }
        let view = box.value!
        let found = inspect(sim) { () -> [String] in
            view.text = "Hello there. Second one here!\nNext paragraph"
            let t = view.tokenizer
            func text(_ r: UITextRange?) -> String { r.flatMap { view.text(in: $0) } ?? "nil" }
            let at7 = view.position(from: view.beginningOfDocument, offset: 7)!
            let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
            var seen = [text(t.rangeEnclosingPosition(at7, with: .word, inDirection: forward)),
                        text(t.rangeEnclosingPosition(at7, with: .sentence, inDirection: forward)),
                        text(t.rangeEnclosingPosition(at7, with: .paragraph, inDirection: forward))]
            let end = t.position(from: at7, toBoundary: .word, inDirection: forward)!
            seen.append("\(view.offset(from: view.beginningOfDocument, to: end))")
            let back = t.position(from: at7, toBoundary: .word, inDirection: backward)!
            seen.append("\(view.offset(from: view.beginningOfDocument, to: back))")
            seen.append("\(t.isPosition(view.position(from: view.beginningOfDocument, offset: 5)!, atBoundary: .word, inDirection: forward))")
            seen.append("\(t.isPosition(at7, withinTextUnit: .word, inDirection: forward))")
            // The first line is as wide as the view lets it be: shorter than the paragraph.
            let line = text(t.rangeEnclosingPosition(view.beginningOfDocument, with: .line, inDirection: forward))
            seen.append("\("Hello there. Second one here!".hasPrefix(line) && line.count < 29)")
            seen.append(text(t.rangeEnclosingPosition(at7, with: .document, inDirection: forward)).count.description)
            return seen
        }
        #expect(found == ["there", "Hello there.", "Hello there. Second one here!", "11", "6", "true", "true", "true", "44"])
    }

    @Test("dictation inserts its phrases as typed text; its placeholder holds a place; the floating cursor moves the caret")
    func dictationAndFloatingCursor() {
        let delegate = FieldLog()
        let (sim, field) = hostedField(width: 300, delegate: delegate)
        let result = inspect(sim) { () -> [String] in
            _ = field.becomeFirstResponder()
            field.insertDictationResult([UIDictationPhrase(text: "hello "), UIDictationPhrase(text: "world", alternativeInterpretations: ["word"])])
            var seen = [field.text ?? "-"]
            let placeholder = field.insertDictationResultPlaceholder
            seen.append("\(field.text!.count) \(field.frame(forDictationResultPlaceholder: placeholder).isNull)")
            field.dictationRecognitionFailed()
            seen.append("\(field.text!.count)")
            let start = field.caretRect(for: field.beginningOfDocument)
            field.beginFloatingCursor(at: CGPoint(x: start.midX + 1, y: start.midY))
            field.endFloatingCursor()
            seen.append("\(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start))")
            let styling = field.textStyling(at: field.beginningOfDocument, in: .forward)
            seen.append("\(styling?[.font] != nil)")
            return seen
        }
        #expect(result == ["hello world", "12 false", "11", "0", "true"])
        #expect(delegate.log.prefix(2) == ["should 0,0 hello ", "should 6,0 world"])
    }
}

/// Limits the field to four characters, counting composing text too (a common bug: the
/// limit cuts a word being composed).
private final class LimitDelegate: UITextFieldDelegate {
    var asked: [String] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        asked.append(string)
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 4
    }
}

@Suite("Simulation.compose: an input method's marked text, step by step, then committed")
struct ComposeDriverTests {
    @Test("each stage reaches the delegate as marked text; the commit replaces it; a limit refusing a stage keeps the last accepted one")
    func compose() {
        let limit = LimitDelegate()
        let (sim, field) = hostedField(width: 200, delegate: limit)
        sim.compose(["に", "にほ", "にほん"], commit: "日本", into: field)
        sim.run(for: 1)
        #expect(inspect(sim) { (field.text, field.markedTextRange == nil) } == ("日本", true))
        #expect(limit.asked == ["に", "にほ", "にほん", "日本"])
        sim.compose(["ご", "ごが", "ごがつ"], into: field)
        sim.run(for: 1)
        // "日本ごがつ" would be five: the third stage is refused, the second stays and is committed.
        #expect(inspect(sim) { field.text } == "日本ごが")
    }
}

/// Logs the text interaction's questions, refusing gestures in the top 5 points.
private final class InteractionLog: UITextInteractionDelegate {
    var log: [String] = []
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool {
        log.append("shouldBegin \(Int(point.y))")
        return point.y > 5
    }
    func interactionWillBegin(_ interaction: UITextInteraction) { log.append("willBegin") }
    func interactionDidEnd(_ interaction: UITextInteraction) { log.append("didEnd") }
}

@Suite("UITextInteraction: the system's taps for a text input")
struct TextInteractionTests {
    @Test("a tap makes the input first responder and puts the caret at the point; a double tap selects the word; the delegate can refuse")
    func taps() {
        let log = InteractionLog()
        let font = UIFont.systemFont(ofSize: 17)
        let (sim, box) = layOut { window -> (UIView, UITextField, UITextInteraction) in
            let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            field.font = font
            field.text = "hello wide world"
            container.addSubview(field)
            field.isUserInteractionEnabled = false  // the container's interaction takes the taps
            let interaction = UITextInteraction(for: .editable)
            interaction.textInput = field
            interaction.delegate = log
            container.addInteraction(interaction)
            window.addSubview(container)
            return (container, field, interaction)
        }
        let (_, field, interaction) = box.value!
        let origin = inspect(sim) { field.caretRect(for: field.beginningOfDocument).origin }
        let x = origin.x + font.width(of: "hello wi")
        sim.tap(at: CGPoint(x: x, y: 120))
        sim.run(for: 1)
        let afterTap = inspect(sim) { (field.isFirstResponder, field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)) }
        #expect(afterTap.0 && afterTap.1 == 8)
        #expect(log.log == ["shouldBegin 20", "willBegin", "didEnd"])
        sim.tap(at: CGPoint(x: x, y: 120))
        sim.tap(at: CGPoint(x: x, y: 120), after: 0.1)
        sim.run(for: 1)
        #expect(inspect(sim) { field.text(in: field.selectedTextRange!) } == "wide")
        sim.tap(at: CGPoint(x: 5, y: 102))
        sim.run(for: 1)
        #expect(log.log.last == "shouldBegin 2")
        #expect(inspect(sim) { (interaction.gesturesForFailureRequirements.count, interaction.textInteractionMode) } == (2, .editable))
    }
}

/// Counts the text view's selection and change callbacks.
private final class ViewCallbackCount: UITextViewDelegate {
    var selections = 0, changes = 0
    func textViewDidChangeSelection(_ textView: UITextView) { selections += 1 }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

/// Counts the text field's selection callbacks.
private final class FieldSelectionCount: UITextFieldDelegate {
    var selections = 0
    func textFieldDidChangeSelection(_ textField: UITextField) { selections += 1 }
}

@Suite("Composing tells each selection change once")
struct ComposingCallbackTests {
    @Test("each composing step gives one selection callback (and, in a text view, one change)")
    func oncePerStep() {
        let viewCount = ViewCallbackCount(), fieldCount = FieldSelectionCount()
        let (sim, box) = layOut { window -> (UITextView, UITextField) in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let field = UITextField(frame: CGRect(x: 0, y: 120, width: 200, height: 40))
            view.delegate = viewCount
            field.delegate = fieldCount
            window.addSubview(view)
            window.addSubview(field)
            return (view, field)
        }
        let (view, field) = box.value!
        inspect(sim) {
            for input in [view as UITextInput, field as UITextInput] {
                input.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
                input.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
            }
        }
        #expect(viewCount.selections == 2 && viewCount.changes == 2)
        #expect(fieldCount.selections == 2)
    }
}
