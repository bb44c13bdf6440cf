import Foundation
@testable import Mainline
import Testing

/// Records what the layout manager tells its delegate, and adds spacing after every line.
private final class SpacingDelegate: NSLayoutManagerDelegate {
    var events: [String] = []
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 10 }
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 5 }
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) { events.append("invalidated") }
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {
        events.append("completed \(layoutFinishedFlag)")
    }
    func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) {
        events.append("geometry from \(Int(oldSize.width))")
    }
}

@Suite("Documents and text geometry: HTML and RTF into attributed strings, the layout manager's delegate, caret and selection rectangles")
struct TextDocumentTests {
    @Test("HTML: bold, italic, links, colours, entities, breaks and list items become attributes and text; the title is a document attribute")
    func html() throws {
        let html = """
        <html><head><title>Notes &amp; more</title><style>p { color: red }</style></head>
        <body><p>Hello <b>bold</b> and <i>it</i>&nbsp;&lt;3</p><p><a href="https://example.com">link</a> <font color="#ff0000">red</font></p>
        <ul><li>one</li><li>two</li></ul>Line<br>break</body></html>
        """
        var attributes: NSDictionary?
        let text = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html,
                                                                            .characterEncoding: String.Encoding.utf8.rawValue],
                                          documentAttributes: &attributes)
        #expect(text.string == "Hello bold and it <3\nlink red\n•\tone\n•\ttwo\nLine\nbreak")
        let ns = text.string as NSString
        let bold = text.attribute(.font, at: ns.range(of: "bold").location, effectiveRange: nil) as? UIFont
        let plain = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        let italic = text.attribute(.font, at: ns.range(of: "it ").location, effectiveRange: nil) as? UIFont
        #expect(bold?.isBold == true && plain?.isBold == false && plain?.pointSize == 12)
        #expect(italic?.fontName.contains("Italic") == true)
        #expect(text.attribute(.link, at: ns.range(of: "link").location, effectiveRange: nil) as? URL == URL(string: "https://example.com"))
        let red = text.attribute(.foregroundColor, at: ns.range(of: "red").location, effectiveRange: nil) as? UIColor
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(attributes?[NSAttributedString.DocumentAttributeKey.title.rawValue] as? String == "Notes & more")
    }

    @Test("RTF is read as its text; bytes that do not decode throw")
    func rtfAndErrors() throws {
        let rtf = #"{\rtf1\ansi{\fonttbl\f0 Helvetica;}\f0\pard Hello \b world\b0\par second}"#
        let text = try NSAttributedString(data: Data(rtf.utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
        #expect(text.string == "Hello world\nsecond")
        #expect(throws: (any Error).self) {
            try NSAttributedString(data: Data([0xff, 0xfe, 0xfd]), options: [.characterEncoding: String.Encoding.utf8.rawValue], documentAttributes: nil)
        }
    }

    @Test("the layout manager's delegate adds spacing between lines and hears invalidation, completion and container changes")
    func layoutDelegate() {
        let storage = NSTextStorage(string: "one\ntwo\nthree")
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 300, height: 1000))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let plainTop = manager.lineFragmentRect(forGlyphAt: 4, effectiveRange: nil).minY
        let delegate = SpacingDelegate()
        manager.delegate = delegate
        let spacedTop = manager.lineFragmentRect(forGlyphAt: 4, effectiveRange: nil).minY
        #expect(spacedTop - plainTop == 15)
        container.size = CGSize(width: 200, height: 1000)
        _ = manager.usedRect(for: container)
        #expect(delegate.events == ["invalidated", "completed true", "invalidated", "geometry from 300", "completed true"])
    }

    @Test("a text view's caret sits after the text before it on its line; selection rectangles cover each line; the closest position inverts the caret")
    func textViewGeometry() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.font = .systemFont(ofSize: 17)
            view.text = "hello\nworld"
            view.layoutIfNeeded()
            let font = UIFont.systemFont(ofSize: 17)
            let start = view.caretRect(for: view.beginningOfDocument)
            let afterHel = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 3)!)
            let secondLine = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 8)!)
            let rects = view.selectionRects(for: view.textRange(from: view.position(from: view.beginningOfDocument, offset: 2)!,
                                                                to: view.position(from: view.beginningOfDocument, offset: 8)!)!)
            let back = view.closestPosition(to: CGPoint(x: afterHel.midX, y: afterHel.midY)).map { view.offset(from: view.beginningOfDocument, to: $0) }
            return [start.minX == 5, start.minY == 8, start.width == 2, start.height == font.lineHeight,
                    afterHel.minX == 5 + font.width(of: "hel"), secondLine.minY == 8 + font.lineHeight,
                    secondLine.minX == 5 + font.width(of: "wo"), rects.count == 2, rects.first?.containsStart == true,
                    rects.last?.containsEnd == true, back == 3]
        }
        #expect(result.allSatisfy { $0 }, "\(result)")
    }

    @Test("a text field's caret follows its text and alignment; a placeholder holds a place in the text until removed")
    func textFieldGeometryAndPlaceholder() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            field.text = "abc"
            let font = field.font ?? .systemFont(ofSize: 17)
            let end = field.caretRect(for: field.endOfDocument)
            field.textAlignment = .right
            let rightEnd = field.caretRect(for: field.endOfDocument)
            field.becomeFirstResponder()
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            let placeholder = field.insertTextPlaceholder(with: CGSize(width: 30, height: 10))
            let held = field.text == "\u{FFFC}abc"
            field.remove(placeholder)
            return [end.minX == field.textRect(forBounds: field.bounds).minX + font.width(of: "abc"),
                    rightEnd.minX == field.textRect(forBounds: field.bounds).maxX, end.midY == 20,
                    held, field.text == "abc", placeholder.rects.first?.rect.width == 30]
        }
        #expect(result.allSatisfy { $0 }, "\(result)")
    }
}
