import Foundation
@testable import Mainline
import Testing

private final class EndLog: UITextFieldDelegate {
    var log: [String] = []
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("end \(reason.rawValue)") }
}

/// A text view that keeps the context it drew in.
private final class HighlightingTextView: UITextView {
    var drawn: CGContext?
    var highlight: NSTextRange?
    override func draw(_ rect: CGRect) {
        drawn = UIGraphicsGetCurrentContext()
        if let highlight { drawTextHighlightBackground(for: highlight, origin: .zero) }
    }
}

@Suite("Text input additions: text field typing attributes and insertion, text view find and highlights")
struct TextInputAdditionsTests {
    @Test("a text field's typing attributes style typed text, clearsOnInsertion replaces the text, and editing ends with a reason")
    func textFieldTyping() {
        let log = EndLog()
        let (sim, box) = layOut { window -> UITextField in
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
            field.text = "old"
            field.clearsOnInsertion = true
            field.delegate = log
            window.addSubview(field)
            return field
        }
        let field = box.value!
        #expect(inspect(sim) { field.typingAttributes == nil })
        sim.perform {
            _ = field.becomeFirstResponder()
            field.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 30)]
        }
        sim.runFrames(1)
        sim.type("ab", into: field)
        sim.run(for: 0.5)
        let (text, bold) = inspect(sim) { () -> (String?, Bool) in
            (field.text, (field.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        }
        #expect(text == "ab" && bold)
        let state = inspect(sim) { () -> Any in
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            return field.interactionState
        }
        inspect(sim) {
            field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
            field.interactionState = state
        }
        #expect(inspect(sim) { field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) } == 0)
        sim.perform { _ = field.resignFirstResponder() }
        sim.runFrames(1)
        #expect(log.log == ["end 0"])
        // Setting the default attributes sets the font and colour.
        #expect(inspect(sim) { () -> (CGFloat, UIColor?) in
            field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red]
            return (field.font!.pointSize, field.textColor)
        } == (12, .red))
    }

    @Test("a text view's find interaction selects each match in turn and scrolls to it; highlights are drawn over the lines of a range")
    func findAndHighlight() {
        let (sim, box) = layOut { window -> HighlightingTextView in
            let view = HighlightingTextView(frame: CGRect(x: 0, y: 100, width: 110, height: 30))
            view.font = .systemFont(ofSize: 10)
            view.text = "abcd efgh abcd efgh abcd efgh abcd efgh abcd"  // lines of four words
            view.isFindInteractionEnabled = true
            window.addSubview(view)
            return view
        }
        let view = box.value!
        let selections = inspect(sim) { () -> [NSRange] in
            let find = view.findInteraction!
            find.presentFindNavigator(showingReplace: false)
            find.searchText = "ABCD"
            var picked: [NSRange] = []
            for _ in 0..<4 { find.findNext(); picked.append(view.selectedRange) }
            find.findPrevious()
            picked.append(view.selectedRange)
            return picked
        }
        #expect(selections == [NSRange(location: 0, length: 4), NSRange(location: 10, length: 4), NSRange(location: 20, length: 4),
                               NSRange(location: 30, length: 4), NSRange(location: 20, length: 4)])
        #expect(inspect(sim) { view.findInteraction!.isFindNavigatorVisible })
        // The fourth match is on the second line: the view scrolled down to it.
        #expect(inspect(sim) { view.contentOffset.y } == 10)  // 24 + 16 − 30
        sim.perform {
            view.highlight = NSTextRange(location: TextOffsetLocation(5), end: TextOffsetLocation(25))
            view.setNeedsDisplay()
        }
        sim.runFrames(1)
        let fills = inspect(sim) { view.drawn!.recordedOperations.filter { $0.operation.name == "fill" }.map(\.path.boundingBox) }
        // Line 1 from "efgh" (x 5 + 22.8) to its end, line 2 from its start to the end of "abcd".
        #expect(fills.count == 2 && fills[0].minY == 0 && fills[1].minY == 12 && fills[1].minX == 5)
        #expect(inspect(sim) { view.isWritingToolsActive } == false)
    }
}

@Suite("Text input traits and the edit menu")
struct TextInputTraitsTests {
    @Test("text fields, text views and search bars keep their traits through UITextInputTraits; other conformers read UIKit's defaults")
    func traits() {
        final class Keypad: UIView, UITextInputTraits {
            var keyboardType: UIKeyboardType = .numberPad
        }
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let inputs: [UITextInputTraits] = [UITextField(), UITextView(), UISearchBar(), Keypad()]
            for input in inputs.prefix(3) {
                input.smartQuotesType = .no
                input.keyboardType = .emailAddress
            }
            return inputs.map { "\($0.smartQuotesType.rawValue) \($0.keyboardType.rawValue) \($0.autocapitalizationType.rawValue)" }
        }
        // A search bar does not capitalise; the others capitalise sentences.
        #expect(result == ["1 7 2", "1 7 2", "1 7 0", "0 4 2"])
    }

    @Test("the edit menu shows above its target rectangle and posts its notifications in order")
    func menuController() {
        let (sim, box) = layOut { window -> UIView in
            let view = UIView(frame: CGRect(x: 20, y: 300, width: 300, height: 100))
            window.addSubview(view)
            return view
        }
        let view = box.value!
        let names = Box<[String]>([])
        let observers = [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                         UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { names.value.append($0.name.rawValue) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let (visible, frame, same) = inspect(sim) { () -> (Bool, CGRect, Bool) in
            let menu = UIMenuController.shared
            menu.menuItems = [UIMenuItem(title: "Define", action: "define:")]
            menu.showMenu(from: view, rect: CGRect(x: 10, y: 40, width: 80, height: 20))
            return (menu.isMenuVisible, menu.menuFrame, UIMenuController.shared === menu)
        }
        #expect(visible && same && frame == CGRect(x: 30, y: 296, width: 80, height: 44))
        inspect(sim) { UIMenuController.shared.hideMenu() }
        #expect(names.value == ["UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidShowMenuNotification",
                                "UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification"])
        #expect(inspect(sim) { UIMenuController.shared.menuFrame } == .zero)
    }
}
