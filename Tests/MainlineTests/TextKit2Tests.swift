import Foundation
@testable import Mainline
import Testing

/// A content storage with `text` in `font`, laid out by a layout manager in a container `width` wide.
/// (The layout manager holds its content manager weakly, as UIKit's does: tests keep it.)
private func textKit2(_ text: String, width: CGFloat = 10_000, font: UIFont = .systemFont(ofSize: 17))
    -> (NSTextContentStorage, NSTextLayoutManager, NSTextContainer) {
    let content = NSTextContentStorage()
    let manager = NSTextLayoutManager()
    content.addTextLayoutManager(manager)
    let container = NSTextContainer(size: CGSize(width: width, height: 0))
    manager.textContainer = container
    content.attributedString = NSAttributedString(string: text, attributes: [.font: font])
    return (content, manager, container)
}

private func offset(_ location: NSTextLocation?) -> Int? { (location as? TextOffsetLocation)?.offset }
private func offsets(_ range: NSTextRange?) -> [Int]? { range.map { [offset($0.location)!, offset($0.endLocation)!] } }
private func location(_ manager: NSTextLayoutManager, _ at: Int) -> NSTextLocation {
    manager.location(manager.documentRange.location, offsetBy: at)!
}

/// Records the viewport controller's callbacks.
private final class ViewportRecorder: NSTextViewportLayoutControllerDelegate {
    var bounds = CGRect(x: 0, y: 0, width: 200, height: 30)
    var log: [String] = []
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect { bounds }
    func textViewportLayoutController(_ controller: NSTextViewportLayoutController, configureRenderingSurfaceFor fragment: NSTextLayoutFragment) {
        log.append("configure \(offset(fragment.rangeInElement.location)!) \(fragment.state == .layoutAvailable)")
    }
    func textViewportLayoutControllerWillLayout(_ controller: NSTextViewportLayoutController) { log.append("will") }
    func textViewportLayoutControllerDidLayout(_ controller: NSTextViewportLayoutController) { log.append("did") }
}

/// Draws paragraphs in a fragment of its own, and replaces "secret" paragraphs' text.
private final class BubbleFragment: NSTextLayoutFragment {}
private final class CustomLayout: NSTextLayoutManagerDelegate, NSTextContentStorageDelegate {
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: NSTextLocation,
                           in textElement: NSTextElement) -> NSTextLayoutFragment {
        BubbleFragment(textElement: textElement, range: textElement.elementRange)
    }
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? {
        let text = textContentStorage.textStorage!.attributedSubstring(from: range)
        guard text.string.hasPrefix("secret") else { return nil }
        return NSTextParagraph(attributedString: NSAttributedString(string: String(repeating: "•", count: text.length), attributes: [.font: UIFont.systemFont(ofSize: 17)]))
    }
}

/// Shows a switch for every attachment of its file type, counting its loads.
private final class SwitchProvider: NSTextAttachmentViewProvider {
    nonisolated(unsafe) static var loads = 0
    override func loadView() {
        Self.loads += 1
        view = UISwitch()
        tracksTextAttachmentViewBounds = true
    }
}

@Suite("TextKit 2: content storage, layout fragments, selection navigation, viewport, attachment views, text views")
struct TextKit2Tests {
    @Test("the content storage's elements are its paragraphs, separator included; edits of the text storage reach the layout")
    func paragraphs() {
        let (content, manager, _) = textKit2("Hello world\nSecond line\nlast")
        defer { withExtendedLifetime(content) {} }
        var ranges: [[Int]] = []
        content.enumerateTextElements(from: nil) { element in ranges.append(offsets(element.elementRange)!); return true }
        #expect(ranges == [[0, 12], [12, 24], [24, 28]])
        let first = content.textElements(for: NSTextRange(location: location(manager, 3)))[0] as! NSTextParagraph
        #expect(first.attributedString.string == "Hello world\n")
        #expect(offsets(first.paragraphContentRange) == [0, 11] && offsets(first.paragraphSeparatorRange) == [11, 12])
        var backwards: [Int] = []
        content.enumerateTextElements(from: content.documentRange.endLocation, options: .reverse) { element in
            backwards.append(offset(element.elementRange?.location)!); return true
        }
        #expect(backwards == [24, 12, 0])
        #expect(manager.textLayoutFragment(for: location(manager, 13))?.textElement === content.textElements(for: NSTextRange(location: location(manager, 13)))[0])
        // Editing the text storage: new paragraphs, new fragments.
        content.textStorage!.replaceCharacters(in: NSRange(location: 5, length: 0), with: "\nthere")
        var count = 0
        manager.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { _ in count += 1; return true }
        #expect(count == 4)
        #expect(offsets(manager.documentRange) == [0, 34])
    }

    @Test("fragments wrap at the container's width less its padding, stack down the container, and are laid out only when needed")
    func layoutFragments() {
        let font = UIFont.systemFont(ofSize: 17)
        let (content, manager, container) = textKit2("The quick brown fox jumps over the lazy dog\nshort\n", width: 120, font: font)
        defer { withExtendedLifetime(content) {} }
        let fragments = manager.fragments
        #expect(fragments.count == 2 && fragments.allSatisfy { $0.state == .none })
        var seen: [NSTextLayoutFragment] = []
        manager.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { seen.append($0); return true }
        #expect(seen.allSatisfy { $0.state == .layoutAvailable })
        let lines = seen[0].textLineFragments
        #expect(lines.count > 1)
        for line in lines {
            let text = (line.attributedString.string as NSString).substring(with: line.characterRange).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(font.width(of: Substring(text)) <= container.size.width - 2 * container.lineFragmentPadding)
            #expect(line.typographicBounds.height == font.lineHeight)
        }
        // Lines cover the paragraph, in order, each below the one before.
        #expect(lines.first!.characterRange.location == 0 && NSMaxRange(lines.last!.characterRange) == 44)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { NSMaxRange($0.characterRange) == $1.characterRange.location && $1.typographicBounds.minY == $0.typographicBounds.maxY })
        #expect(seen[0].layoutFragmentFrame.height == CGFloat(lines.count) * font.lineHeight)
        #expect(seen[1].layoutFragmentFrame.minY == seen[0].layoutFragmentFrame.maxY)
        // The final line break gives the last fragment an extra, empty line.
        #expect(seen[1].textLineFragments.count == 2 && seen[1].textLineFragments[1].characterRange.length == 0)
        #expect(manager.usageBoundsForTextContainer.height == seen[1].layoutFragmentFrame.maxY)
        // Invalidating forgets the layout until it is needed again; the same fragments come back.
        manager.invalidateLayout(for: NSTextRange(location: location(manager, 2)))
        #expect(seen[0].state == .none && seen[1].state == .layoutAvailable)
        #expect(manager.textLayoutFragment(for: CGPoint(x: 5, y: seen[0].layoutFragmentFrame.maxY + 1)) === seen[1])
        #expect(seen[0].state == .layoutAvailable)
        // Hit-testing a line: the character under a point.
        let line = lines[0]
        let third = (line.attributedString.string as NSString).substring(to: 2)
        #expect(line.characterIndex(for: CGPoint(x: font.width(of: Substring(third)) + 1, y: 5)) == 2)
        #expect(line.locationForCharacter(at: 2).x == font.width(of: Substring(third)))
    }

    @Test("a layout manager delegate's fragments and a content storage delegate's paragraphs are the ones laid out")
    func delegates() {
        let custom = CustomLayout()
        let (content, manager, _) = textKit2("open\nsecret code\n")
        defer { withExtendedLifetime(content) {} }
        manager.delegate = custom
        content.delegate = custom
        content.textStorage!.append(NSAttributedString(string: "tail"))
        let fragments = manager.fragments
        #expect(fragments.allSatisfy { $0 is BubbleFragment })
        #expect((fragments[1].textElement as? NSTextParagraph)?.attributedString.string == String(repeating: "•", count: 12))
        #expect(fragments[1].textLineFragments[0].attributedString.string.hasPrefix("•"))
    }

    @Test("navigation moves by characters, words, lines and paragraphs, extends, deletes and widens selections like the keys do")
    func navigation() {
        let (content, manager, _) = textKit2("one two three\nfour five")
        defer { withExtendedLifetime(content) {} }
        let nav = manager.textSelectionNavigation
        func caret(_ at: Int) -> NSTextSelection { NSTextSelection(location(manager, at), affinity: .downstream) }
        func move(_ from: Int, _ direction: NSTextSelectionNavigation.Direction, _ destination: NSTextSelectionNavigation.Destination, extending: Bool = false) -> [Int]? {
            offsets(nav.destinationSelection(for: caret(from), direction: direction, destination: destination, extending: extending, confined: false)?.textRanges.first)
        }
        #expect(move(0, .right, .character) == [1, 1])
        #expect(move(5, .left, .character) == [4, 4])
        #expect(move(0, .forward, .word) == [3, 3])
        #expect(move(5, .forward, .word) == [7, 7])
        #expect(move(9, .backward, .word) == [8, 8])
        #expect(move(2, .down, .character) == [16, 16])
        #expect(move(16, .up, .character) == [2, 2])
        #expect(move(5, .forward, .paragraph) == [13, 13])
        #expect(move(16, .backward, .line) == [14, 14])
        #expect(move(3, .forward, .document) == [23, 23])
        #expect(move(4, .forward, .word, extending: true) == [4, 7])
        // A selection moved by a character collapses to the side moved to.
        let word = NSTextSelection(range: NSTextRange(location: location(manager, 4), end: location(manager, 7))!, affinity: .downstream, granularity: .word)
        #expect(offsets(nav.destinationSelection(for: word, direction: .left, destination: .character, extending: false, confined: false)?.textRanges.first) == [4, 4])
        #expect(nav.deletionRanges(for: caret(5), direction: .backward, destination: .character, allowsDecomposition: false).map { offsets($0)! } == [[4, 5]])
        #expect(nav.deletionRanges(for: caret(7), direction: .backward, destination: .word, allowsDecomposition: false).map { offsets($0)! } == [[4, 7]])
        #expect(nav.deletionRanges(for: word, direction: .forward, destination: .character, allowsDecomposition: false).map { offsets($0)! } == [[4, 7]])
        #expect(offsets(nav.textSelection(for: .word, enclosing: caret(5)).textRanges.first) == [4, 7])
        #expect(offsets(nav.textSelection(for: .paragraph, enclosing: caret(16)).textRanges.first) == [14, 23])
        // A tap on the second line puts the caret at the nearest character boundary.
        let font = UIFont.systemFont(ofSize: 17)
        let y = font.lineHeight * 1.5
        let x = 5 + font.width(of: "fo") + 1
        let tapped = nav.textSelections(interactingAt: CGPoint(x: x, y: y), inContainerAt: manager.documentRange.location, anchors: [],
                                        modifiers: [], selecting: false, bounds: .zero)
        #expect(tapped.count == 1 && offsets(tapped[0].textRanges[0]) == [16, 16])
    }

    @Test("segments: a caret, a range on one line and a range across lines, in container coordinates")
    func segments() {
        let font = UIFont.systemFont(ofSize: 17)
        let (content, manager, container) = textKit2("one two three\nfour five", width: 300, font: font)
        defer { withExtendedLifetime(content) {} }
        var rects: [CGRect] = []
        manager.enumerateTextSegments(in: NSTextRange(location: location(manager, 4), end: location(manager, 7))!, type: .standard) { _, rect, _, _ in
            rects.append(rect); return true
        }
        #expect(rects == [CGRect(x: 5 + font.width(of: "one "), y: 0, width: font.width(of: "two"), height: font.lineHeight)])
        rects = []
        manager.enumerateTextSegments(in: NSTextRange(location: location(manager, 16)), type: .standard) { _, rect, _, _ in rects.append(rect); return true }
        #expect(rects == [CGRect(x: 5 + font.width(of: "fo"), y: font.lineHeight, width: 0, height: font.lineHeight)])
        rects = []
        manager.enumerateTextSegments(in: NSTextRange(location: location(manager, 8), end: location(manager, 16))!, type: .selection) { _, rect, _, _ in
            rects.append(rect); return true
        }
        #expect(rects.count == 2 && rects[0].maxX == container.size.width - 5 && rects[1].minX == 5 && rects[1].minY == font.lineHeight)
    }

    @Test("rendering attributes are kept by range apart from the text and move with edits before them")
    func renderingAttributes() {
        let (content, manager, _) = textKit2("hello world")
        defer { withExtendedLifetime(content) {} }
        manager.addRenderingAttribute(.foregroundColor, value: UIColor.red, for: NSTextRange(location: location(manager, 6), end: location(manager, 11))!)
        func runs() -> [[Int]] {
            var found: [[Int]] = []
            manager.enumerateRenderingAttributes(from: manager.documentRange.location, reverse: false) { _, attributes, range in
                if attributes[.foregroundColor] as? UIColor == .red { found.append(offsets(range)!) }
                return true
            }
            return found
        }
        #expect(runs() == [[6, 11]])
        #expect(content.textStorage!.attribute(.foregroundColor, at: 6, effectiveRange: nil) == nil)
        content.textStorage!.insert(NSAttributedString(string: ">> "), at: 0)
        #expect(runs() == [[9, 14]])
        manager.invalidateRenderingAttributes(for: manager.documentRange)
        #expect(runs().isEmpty)
        #expect((manager.renderingAttributes(forLink: "x", at: manager.documentRange.location)[.foregroundColor] as? UIColor) == .blue)
    }

    @Test("the viewport controller lays out and configures only the fragments in its bounds, between will and did")
    func viewport() {
        let font = UIFont.systemFont(ofSize: 17)
        let (content, manager, _) = textKit2((0..<20).map { "line \($0)" }.joined(separator: "\n"), width: 200, font: font)
        defer { withExtendedLifetime(content) {} }
        let recorder = ViewportRecorder()
        recorder.bounds = CGRect(x: 0, y: font.lineHeight * 2 + 1, width: 200, height: font.lineHeight * 2)
        let controller = manager.textViewportLayoutController
        controller.delegate = recorder
        var validated = 0
        manager.renderingAttributesValidator = { _, _ in validated += 1 }
        controller.layoutViewport()
        #expect(recorder.log == ["will", "configure 14 true", "configure 21 true", "configure 28 true", "did"])
        #expect(validated == 3 && offsets(controller.viewportRange) == [14, 35])
        #expect(manager.fragments.last?.state == NSTextLayoutFragment.State.none)
        #expect(controller.relocateViewport(to: location(manager, 50)) == manager.textLayoutFragment(for: location(manager, 50))!.layoutFragmentFrame.minY)
    }

    @Test("a text view lays out with TextKit 2 until its layoutManager is asked for; edits reach its content storage")
    func textViewTextKit2() {
        let (sim, box) = layOut { window -> UITextView in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            view.text = "first\nsecond"
            window.addSubview(view)
            return view
        }
        let result = inspect(sim) { () -> (String?, Int, Bool, Bool, Bool) in
            let view = box.value!
            let manager = view.textLayoutManager
            let storage = manager?.textContentManager as? NSTextContentStorage
            let string = storage?.attributedString?.string
            var count = 0
            manager?.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { _ in count += 1; return true }
            view.text = "a\nb\nc"
            var after = 0
            manager?.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { _ in after += 1; return true }
            let sameContainer = manager?.textContainer === view.textContainer
            _ = view.layoutManager
            let legacy = UITextView(usingTextLayoutManager: false)
            return (string, count * 10 + after, sameContainer, view.textLayoutManager == nil, legacy.textLayoutManager == nil)
        }
        #expect(result.0 == "first\nsecond")
        #expect(result.1 == 23)
        #expect(result.2 && result.3 && result.4)
    }

    @Test("an attachment of a registered file type shows its provider's view in a text view, loaded once, at the attachment's place")
    func attachmentViews() {
        NSTextAttachment.registerViewProviderClass(SwitchProvider.self, forFileType: "com.example.switch")
        SwitchProvider.loads = 0
        let (sim, box) = layOut { window -> UITextView in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let text = NSMutableAttributedString(string: "Wi-Fi ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
            text.append(NSAttributedString(attachment: NSTextAttachment(data: nil, ofType: "com.example.switch")))
            view.attributedText = text
            window.addSubview(view)
            _ = view.textLayoutManager
            return view
        }
        sim.runFrames(2)
        let found = inspect(sim) { () -> (Int, CGRect?, Bool) in
            let view = box.value!
            let switches = view.subviews.compactMap { $0 as? UISwitch }
            return (switches.count, switches.first?.frame, NSTextAttachment(data: nil, ofType: "com.example.switch").usesTextAttachmentView)
        }
        let font = UIFont.systemFont(ofSize: 17)
        #expect(found.0 == 1 && SwitchProvider.loads == 1 && found.2)
        // After "Wi-Fi " and the padding, inside the top inset; as big as the switch.
        #expect(found.1?.minX == 5 + font.width(of: "Wi-Fi "))
        #expect(found.1?.size == CGSize(width: 51, height: 31))
        #expect(found.1.map { $0.minY >= 8 } == true)
    }
}

/// Refuses digits through the iOS 26 ranges question only.
private final class RangesDelegate: UITextFieldDelegate {
    var asked: [[NSRange]] = []
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool {
        asked.append(ranges.map(\.rangeValue))
        return !string.allSatisfy(\.isNumber)
    }
}

/// Refuses digits through the single-range question.
private final class SingleRangeDelegate: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !string.allSatisfy(\.isNumber)
    }
}

@Suite("UITextFieldDelegate: the iOS 26 ranges question, with the single-range one behind it")
struct TextFieldRangesDelegateTests {
    @Test("typing asks shouldChangeCharactersInRanges; a delegate answering only the single-range question is still asked")
    func ranges() {
        let ranges = RangesDelegate(), single = SingleRangeDelegate()
        let (sim, box) = layOut { window -> (UITextField, UITextField) in
            let a = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40)), b = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
            a.delegate = ranges
            b.delegate = single
            window.addSubview(a)
            window.addSubview(b)
            return (a, b)
        }
        let (a, b) = inspect(sim) { box.value! }
        sim.type("a1b", into: a)
        sim.run(for: 1)
        sim.type("x2y", into: b)
        sim.run(for: 1)
        let texts = inspect(sim) { (a.text, b.text) }
        #expect(texts.0 == "ab" && texts.1 == "xy")
        #expect(ranges.asked == [[NSRange(location: 0, length: 0)], [NSRange(location: 1, length: 0)], [NSRange(location: 1, length: 0)]])
        #expect(UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact)]).userInterfaceStyle == .dark)
    }
}

/// Refuses every line break before a "!" (a word that must stay with the one before it).
private final class KeepBangs: NSTextLayoutManagerDelegate {
    var asked = 0
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: NSTextLocation, hyphenating: Bool) -> Bool {
        asked += 1
        guard let storage = textLayoutManager.textContentManager as? NSTextContentStorage, let text = storage.textStorage,
              let at = (location as? TextOffsetLocation)?.offset, at < text.length else { return true }
        return (text.string as NSString).character(at: at) != 33
    }
}

@Suite("TextKit 2, after review: extending back, reverse enumeration, container resizing, refused breaks, text view selections")
struct TextKit2ReviewTests {
    @Test("extending right twice then left shrinks the selection from the moving end")
    func extendBack() {
        let (content, manager, _) = textKit2("abcdef")
        defer { withExtendedLifetime(content) {} }
        let nav = manager.textSelectionNavigation
        var selection = NSTextSelection(manager.location(manager.documentRange.location, offsetBy: 1)!, affinity: .downstream)
        for direction in [NSTextSelectionNavigation.Direction.right, .right, .left] {
            selection = nav.destinationSelection(for: selection, direction: direction, destination: .character, extending: true, confined: false)!
        }
        let range = selection.textRanges[0]
        #expect([range.location, range.endLocation].map { ($0 as! TextOffsetLocation).offset } == [1, 2])
    }

    @Test("backwards from a location, enumeration starts with the fragment before the one holding it; a resized container relays out")
    func reverseAndResize() {
        let font = UIFont.systemFont(ofSize: 17)
        let (content, manager, container) = textKit2("one\ntwo words here\nthree", width: 1_000, font: font)
        defer { withExtendedLifetime(content) {} }
        var starts: [Int] = []
        manager.enumerateTextLayoutFragments(from: manager.location(manager.documentRange.location, offsetBy: 6), options: [.reverse]) {
            starts.append(($0.rangeInElement.location as! TextOffsetLocation).offset); return true
        }
        #expect(starts == [0])
        let second = manager.textLayoutFragment(for: manager.location(manager.documentRange.location, offsetBy: 6)!)!
        #expect(second.textLineFragments.count == 1)
        container.size = CGSize(width: 10 + font.width(of: "two words"), height: 0)
        #expect(second.state == .none && second.textLineFragments.count == 2)
    }

    @Test("a delegate refusing a break keeps the lines on either side of it together")
    func refusedBreak() {
        let font = UIFont.systemFont(ofSize: 17)
        let keep = KeepBangs()
        let (content, manager, _) = textKit2("aaa bbb ! ccc", width: 10 + font.width(of: "aaa bbb "), font: font)
        defer { withExtendedLifetime(content) {} }
        let before = manager.textLayoutFragment(for: manager.documentRange.location)!.textLineFragments.map(\.characterRange.location)
        manager.delegate = keep
        let after = manager.textLayoutFragment(for: manager.documentRange.location)!.textLineFragments.map(\.characterRange.location)
        #expect(before.contains(8))
        #expect(!after.contains(8) && keep.asked > 0)
    }

    @Test("a text view's TextKit 2 selection is its own selection, through typing")
    func textViewSelection() {
        let (sim, box) = layOut { window -> UITextView in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(view)
            return view
        }
        let view = box.value!
        inspect(sim) {
            _ = view.textLayoutManager
            view.text = "hello"
            view.selectedRange = NSRange(location: 0, length: 0)
        }
        sim.type("ab", into: view)
        sim.run(for: 1)
        let offsets = inspect(sim) { () -> [Int] in
            let range = view.textLayoutManager!.textSelections[0].textRanges[0]
            return [range.location, range.endLocation].map { ($0 as! TextOffsetLocation).offset }
        }
        #expect(offsets == [2, 2])
    }
}
