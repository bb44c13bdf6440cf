import Foundation
@testable import Mainline
import Testing

/// A delegate that logs every callback with the text and selection then.
private final class LoggingTextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    var refuse: Set<String> = []
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \(text)")
        return !refuse.contains(text)
    }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection \(textView.selectedRange.location) \(textView.text!)") }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange \(textView.text!)") }
}

@Suite("UITextView: editing, selection, layout as typed, the text system")
struct TextViewTests {
    @Test("typing calls every delegate method at its moment, at the caret, and code changes call none")
    func delegateCallbacks() {
        let delegate = LoggingTextViewDelegate()
        delegate.refuse = ["x"]
        let (sim, box) = layOut { window -> UITextView in
            let view = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            view.delegate = delegate
            view.text = "ac"
            window.addSubview(view)
            return view
        }
        let view = box.value!
        #expect(inspect(sim) { view.selectedRange } == NSRange(location: 2, length: 0))
        sim.perform { view.selectedRange = NSRange(location: 1, length: 0) }
        sim.runFrames(1)
        #expect(delegate.log == ["selection 1 ac"])
        delegate.log.removeAll()
        sim.type("bx", into: view)
        sim.run(for: 0.5)
        #expect(delegate.log == ["shouldBegin", "didBegin",
                                 "shouldChange 1,0 b", "selection 2 abc", "didChange abc",
                                 "shouldChange 2,0 x"])
        #expect(inspect(sim) { (view.text!, view.selectedRange, view.hasText) } == ("abc", NSRange(location: 2, length: 0), true))
        delegate.log.removeAll()
        sim.perform { view.text = "code"; _ = view.resignFirstResponder() }
        sim.runFrames(1)
        #expect(delegate.log == ["shouldEnd", "didEnd"])
        #expect(inspect(sim) { view.selectedRange } == NSRange(location: 4, length: 0))
    }

    @Test("a scrolling text view lays itself out as text is typed: content size grows and the caret stays in view")
    func scrollingTextViewFollowsCaret() {
        let (sim, box) = layOut { window -> UITextView in
            let view = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
            view.font = .systemFont(ofSize: 10)  // 12-point lines; insets 8 above and below
            window.addSubview(view)
            return view
        }
        let view = box.value!
        sim.type("a\nb", into: view)
        sim.run(for: 0.5)
        #expect(inspect(sim) { (view.contentSize.height, view.contentOffset.y) } == (40, 0))
        sim.type("\nc\nd\ne", into: view)
        sim.run(for: 1)
        // Five lines: 60 + 16 = 76 high; scrolled so the last line ends 8 above the bottom.
        #expect(inspect(sim) { (view.contentSize.height, view.contentOffset.y) } == (76, 16))
        sim.perform { view.scrollRangeToVisible(NSRange(location: 0, length: 0)) }
        sim.runFrames(1)
        #expect(inspect(sim) { view.contentOffset.y } == 0)
        sim.perform { view.scrollRangeToVisible(NSRange(location: -1, length: 0)) }
        sim.runFrames(1)
        #expect(inspect(sim) { view.contentOffset.y } == 16)
    }

    @Test("with scrolling off a text view sizes to its text through its intrinsic size, growing as typed")
    func selfSizingTextView() {
        let (sim, box) = layOut { window -> UITextView in
            let view = UITextView()
            view.isScrollEnabled = false
            view.font = .systemFont(ofSize: 10)
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                view.widthAnchor.constraint(equalToConstant: 80),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            ])
            return view
        }
        let view = box.value!
        #expect(inspect(sim) { view.frame.height } == 28)  // one line + 16
        sim.type("abcde abcde abcde", into: view)  // 80.6 points: wraps at 80 − 10 padding = 70 → 2 lines
        sim.run(for: 2)
        #expect(inspect(sim) { view.frame.height } == 40)
        sim.type("\nx\ny", into: view)
        sim.run(for: 1)
        #expect(inspect(sim) { view.frame.height } == 64)
    }

    @Test("typing attributes style typed text; the text storage and layout manager follow the text, and edits to the storage show")
    func textSystem() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> (String, Bool, CGRect, Int, String, Int, NSRange) in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 110, height: 100))  // container 110, lines wrap at 100
            view.font = .systemFont(ofSize: 10)
            view.text = "abcd efgh"
            view.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 20)]
            view.insertText("!")
            let bold = (view.attributedText.attribute(.font, at: 9, effectiveRange: nil) as? UIFont)?.isBold ?? false
            view.text = String(repeating: "abcd ", count: 6)  // 22.8 each: four words a line (88.4), then two
            let used = view.layoutManager.usedRect(for: view.textContainer)
            var lines = 0
            view.layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 30)) { _, _, _, _, _ in lines += 1 }
            view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 4), with: "wxyz")
            let index = view.layoutManager.characterIndex(for: CGPoint(x: 5 + 12, y: 15), in: view.textContainer,
                                                          fractionOfDistanceBetweenInsertionPoints: nil)
            return (view.textStorage.string.prefix(4) + "", bold, used, lines, String(view.text.prefix(5)), index,
                    view.layoutManager.glyphRange(for: view.textContainer))
        }
        #expect(result.1)
        #expect(result.0 == "abcd" || result.0 == "wxyz")
        #expect(abs(result.2.width - (10 + 88.4)) < 0.001 && result.2.height == 24)
        #expect(result.3 == 2)
        #expect(result.4 == "wxyz ")  // the storage edit reached the view's text
        #expect(result.5 == 22)      // line 2 starts at 20; x 17 − 5 padding = 12 is in its third letter
        #expect(result.6 == NSRange(location: 0, length: 30))
    }

    @Test("a text view that is not editable finds links and phone numbers for its dataDetectorTypes")
    func dataDetectors() {
        let sim = makeSimulation()
        let ranges = inspect(sim) { () -> [NSRange] in
            let view = UITextView()
            view.text = "Call +1 555 123 4567 or see https://example.com/a."
            view.dataDetectorTypes = [.link, .phoneNumber]
            let editable = view.detectedDataRanges.count
            view.isEditable = false
            return editable == 0 ? view.detectedDataRanges.map(\.range) : []
        }
        #expect(ranges == [NSRange(location: 5, length: 15), NSRange(location: 28, length: 21)])
    }
}
