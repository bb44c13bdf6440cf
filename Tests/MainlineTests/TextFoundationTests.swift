import Foundation
@testable import Mainline
import Testing

/// Hides every "*" (a markdown editor hiding its syntax) and refuses to break a line before "B".
private final class HidingDelegate: NSLayoutManagerDelegate {
    var asked: [String] = []
    func layoutManager(_ layoutManager: NSLayoutManager, shouldGenerateGlyphs glyphs: UnsafePointer<CGGlyph>,
                       properties props: UnsafePointer<NSLayoutManager.GlyphProperty>, characterIndexes charIndexes: UnsafePointer<Int>,
                       font aFont: UIFont, forGlyphRange glyphRange: NSRange) -> Int {
        asked.append("generate \(glyphRange.length)")
        var properties = (0..<glyphRange.length).map { props[$0] }
        for i in 0..<glyphRange.length where glyphs[i] == UInt16(UInt8(ascii: "*")) { properties[i] = .null }
        properties.withUnsafeBufferPointer {
            layoutManager.setGlyphs(glyphs, properties: $0.baseAddress!, characterIndexes: charIndexes, font: aFont, forGlyphRange: glyphRange)
        }
        return glyphRange.length
    }
    func layoutManager(_ layoutManager: NSLayoutManager, shouldUse action: NSLayoutManager.ControlCharacterAction,
                       forControlCharacterAt charIndex: Int) -> NSLayoutManager.ControlCharacterAction {
        asked.append("control \(charIndex)")
        return action
    }
}

private final class BreakDelegate: NSLayoutManagerDelegate {
    var text = ""
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool {
        (text as NSString).substring(with: NSRange(location: charIndex, length: 1)) != "B"
    }
    func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                       lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                       in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool {
        lineFragmentRect.pointee.size.height += 10
        lineFragmentUsedRect.pointee.size.height += 10
        return true
    }
}

/// The notification names an observer heard.
private final class NameLog: @unchecked Sendable {
    var names: [Notification.Name] = []
}

private func makeManager(_ text: NSAttributedString, width: CGFloat = 300) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
    let storage = NSTextStorage(attributedString: text)
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: width, height: 10_000))
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    return (storage, manager, container)
}

@Suite("Foundation-side text: attribute keys, string drawing contexts and fonts, the layout manager's glyphs, lists")
struct TextFoundationTests {
    @Test("attribute keys and document keys have UIKit's raw values")
    func rawValues() {
        #expect(NSAttributedString.Key.expansion.rawValue == "NSExpansion")
        #expect(NSAttributedString.Key.verticalGlyphForm.rawValue == "CTVerticalForms")
        #expect(NSAttributedString.Key.tracking.rawValue == "CTTracking")
        #expect(NSAttributedString.Key.textItemTag.rawValue == "UITextItemTagAttribute")
        #expect(NSAttributedString.DocumentAttributeKey.defaultFontExcluded.rawValue == "NoDefaultFonts")
        #expect(NSAttributedString.TextHighlightColorScheme.mint.rawValue == "NSTextHighlightColorSchemeMint")
        #expect(NSUnderlineStyle([.single, .patternDash, .byWord]).rawValue == 0x8201)
        #expect(NSStringDrawingOptions.optionsResolvesNaturalAlignmentWithBaseWritingDirection.rawValue == 512)
    }

    @Test("expansion widens measured text by exp(value); kern and tracking add space after each character")
    func spacingAttributes() {
        let font = UIFont.systemFont(ofSize: 20)
        let plain = ("abcd" as NSString).size(withAttributes: [.font: font]).width
        let expanded = ("abcd" as NSString).size(withAttributes: [.font: font, .expansion: 0.5]).width
        #expect(abs(expanded - (font.width(of: "abcd") * CGFloat(exp(0.5))).rounded(.up)) < 0.01)
        #expect(expanded > plain)
        let kerned = ("abcd" as NSString).size(withAttributes: [.font: font, .kern: 2]).width
        #expect(kerned == (font.width(of: "abcd") + 8).rounded(.up))
        let tracked = ("abcd" as NSString).size(withAttributes: [.font: font, .kern: 2, .tracking: 1]).width
        #expect(tracked == (font.width(of: "abcd") + 4).rounded(.up))
    }

    @Test("a drawing context shrinks text that does not fit to its minimum scale and reports the scale and bounds")
    func drawingContext() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        let full = ("Hello world" as NSString).size(withAttributes: attributes).width
        let rect = ("Hello world" as NSString).boundingRect(with: CGSize(width: full * 0.8, height: 100), options: [],
                                                           attributes: attributes, context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.5)
        #expect(rect.width <= full * 0.8)
        #expect(context.totalBounds == rect)
        // Text that fits keeps its size.
        _ = ("Hi" as NSString).boundingRect(with: CGSize(width: 500, height: 100), options: [], attributes: attributes, context: context)
        #expect(context.actualScaleFactor == 1)
        // Tracking tightens first when allowed.
        let tight = NSStringDrawingContext()
        tight.minimumTrackingAdjustment = -1
        _ = ("Hello world" as NSString).boundingRect(with: CGSize(width: full - 5, height: 100), options: [], attributes: attributes, context: tight)
        #expect(tight.actualTrackingAdjustment < 0 && tight.actualTrackingAdjustment >= -1 && tight.actualScaleFactor == 1)
    }

    @Test("UIStringDrawing's font methods measure, truncate, shrink and draw")
    @available(iOS, deprecated: 7.0)
    func fontStringDrawing() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = "one two three four five" as NSString
        #expect(text.size(with: font) == TextLayout.size(of: [text as String], font: font))
        let cut = text.size(with: font, forWidth: 40, lineBreakMode: .byTruncatingTail)
        #expect(cut.width <= 40 && cut.height == font.lineHeight)
        var actual: CGFloat = 0
        _ = text.size(with: font, minFontSize: 6, actualFontSize: &actual, forWidth: 80, lineBreakMode: .byTruncatingTail)
        #expect(actual < 10 && actual >= 6)
        let wrapped = text.size(with: font, constrainedTo: CGSize(width: 50, height: 1000))
        #expect(wrapped.height > font.lineHeight && wrapped.width <= 50)
        let limited = text.size(with: font, constrainedTo: CGSize(width: 50, height: font.lineHeight * 2))
        #expect(limited.height == font.lineHeight * 2)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 200, height: 200), false, 1)
        defer { UIGraphicsEndImageContext() }
        let drawn = text.draw(in: CGRect(x: 10, y: 10, width: 50, height: 1000), with: font, lineBreakMode: .byWordWrapping, alignment: .right)
        let record = UIGraphicsGetCurrentContext()!.drawnTexts.last!
        #expect(drawn == wrapped && record.lines.count > 1 && record.rect.maxX == 60)
    }

    @Test("glyphs: one per UTF-16 unit with their properties; the delegate hides characters with null glyphs, which take no space")
    func glyphsAndNullGlyphs() {
        let font = UIFont.systemFont(ofSize: 10)
        let (storage, manager, container) = makeManager(NSAttributedString(string: "a **b** c\n", attributes: [.font: font]))
        #expect(manager.glyph(at: 0) == UInt16(UInt8(ascii: "a")))
        #expect(manager.propertyForGlyph(at: 1) == .elastic && manager.propertyForGlyph(at: 9) == .controlCharacter)
        var valid = ObjCBool(true)
        _ = manager.glyph(at: 99, isValidIndex: &valid)
        #expect(!valid.boolValue && !manager.isValidGlyphIndex(10) && manager.isValidGlyphIndex(9))
        let plainWidth = manager.usedRect(for: container).width
        let delegate = HidingDelegate()
        manager.delegate = delegate
        manager.ensureLayout(for: container)
        #expect(delegate.asked.contains("generate 10") && delegate.asked.contains("control 9"))
        #expect(manager.propertyForGlyph(at: 2) == .null)
        let hiddenWidth = manager.usedRect(for: container).width
        #expect(abs((plainWidth - hiddenWidth) - 4 * font.width(of: "*")) < 0.01)
        // The glyph after hidden ones sits where they would have been.
        #expect(manager.location(forGlyphAt: 4).x == manager.location(forGlyphAt: 2).x)
        var glyphs = [CGGlyph](repeating: 0, count: 3)
        var props = [NSLayoutManager.GlyphProperty](repeating: [], count: 3)
        #expect(manager.getGlyphs(in: NSRange(location: 2, length: 3), glyphs: &glyphs, properties: &props, characterIndexes: nil, bidiLevels: nil) == 3)
        #expect(props == [.null, .null, []])
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 300, height: 100), false, 1)
        defer { UIGraphicsEndImageContext() }
        manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: storage.length), at: .zero)
        #expect(UIGraphicsGetCurrentContext()!.drawnTexts.first?.string == "a b c")
    }

    @Test("the delegate may forbid a word break (the line breaks earlier) and resize line fragments")
    func breaksAndFragments() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = "aaaa aaaa Bbbb"
        let width = font.width(of: "aaaa aaaa") + 10 + 1
        let (storage, manager, _) = makeManager(NSAttributedString(string: text, attributes: [.font: font]), width: width)
        defer { withExtendedLifetime(storage) {} }
        var range = NSRange()
        _ = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 10))
        let delegate = BreakDelegate()
        delegate.text = text
        manager.delegate = delegate
        let rect = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 5))
        #expect(rect.height == font.lineHeight + 10)
        #expect(manager.lineFragmentRect(forGlyphAt: 6, effectiveRange: nil).minY == rect.maxY)
    }

    @Test("layout is lazy: nothing is laid out until asked; the extra line fragment follows text ending in a line break")
    func unlaidAndExtraFragment() {
        let font = UIFont.systemFont(ofSize: 10)
        let (storage, manager, container) = makeManager(NSAttributedString(string: "one\ntwo\n", attributes: [.font: font]))
        #expect(manager.firstUnlaidCharacterIndex() == 0)
        #expect(manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil, withoutAdditionalLayout: true) == .zero)
        manager.ensureLayout(for: container)
        #expect(manager.firstUnlaidCharacterIndex() == storage.length && manager.firstUnlaidGlyphIndex() == storage.length)
        let last = manager.lineFragmentRect(forGlyphAt: 6, effectiveRange: nil)
        #expect(manager.extraLineFragmentRect == CGRect(x: 0, y: last.maxY, width: 300, height: font.lineHeight))
        #expect(manager.extraLineFragmentUsedRect.width == 10 && manager.extraLineFragmentTextContainer === container)
        storage.replaceCharacters(in: NSRange(location: 7, length: 1), with: "")
        #expect(manager.extraLineFragmentRect == .zero && manager.extraLineFragmentTextContainer == nil)
        #expect(manager.glyphRange(forBoundingRect: CGRect(x: 0, y: font.lineHeight + 1, width: 10, height: 1), in: container)
                == NSRange(location: 4, length: 3))
    }

    @Test("a truncating container hides the rest of the text behind an ellipsis: truncatedGlyphRange names it")
    func truncation() {
        let font = UIFont.systemFont(ofSize: 10)
        let (storage, manager, container) = makeManager(NSAttributedString(string: "alpha beta gamma delta epsilon", attributes: [.font: font]), width: 60)
        container.maximumNumberOfLines = 1
        container.lineBreakMode = .byTruncatingTail
        let truncated = manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0)
        #expect(truncated.location != NSNotFound && truncated.location > 0)
        #expect(truncated.location + truncated.length == storage.length)
        container.lineBreakMode = .byWordWrapping
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0).location == NSNotFound)
    }

    @Test("enclosing rects cover a range line by line; insertion points stand before each character and after the last")
    func rectsAndInsertionPoints() {
        let font = UIFont.systemFont(ofSize: 10)
        let (storage, manager, container) = makeManager(NSAttributedString(string: "abc\ndef", attributes: [.font: font]))
        defer { withExtendedLifetime(storage) {} }
        var rects: [CGRect] = []
        manager.enumerateEnclosingRects(forGlyphRange: NSRange(location: 1, length: 4), withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0),
                                        in: container) { rect, _ in rects.append(rect) }
        #expect(rects.count == 2)
        #expect(rects[0].minX == 5 + font.width(of: "a") && rects[1].minX == 5 && rects[1].width == font.width(of: "d"))
        var positions = [CGFloat](repeating: 0, count: 8)
        var indexes = [Int](repeating: 0, count: 8)
        let count = manager.getLineFragmentInsertionPoints(forCharacterAt: 1, alternatePositions: false, inDisplayOrder: true,
                                                           positions: &positions, characterIndexes: &indexes)
        #expect(count == 4 && Array(indexes.prefix(4)) == [0, 1, 2, 3])
        #expect(positions[3] == 5 + font.width(of: "abc"))
        var fraction: CGFloat = 0
        let glyph = manager.glyphIndex(for: CGPoint(x: 5 + font.width(of: "a") * 1.5, y: 2), in: container, fractionOfDistanceThroughGlyph: &fraction)
        #expect(glyph == 1 && abs(fraction - 0.5) < 0.01)
    }

    @Test("backgrounds, highlights, underlines and strikethroughs are filled where their runs lie")
    func decorations() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = NSMutableAttributedString(string: "red under struck", attributes: [.font: font])
        text.addAttribute(.backgroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.double.rawValue, range: NSRange(location: 4, length: 5))
        text.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 10, length: 6))
        let (storage, manager, _) = makeManager(text)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 300, height: 100), false, 1)
        defer { UIGraphicsEndImageContext() }
        let all = NSRange(location: 0, length: storage.length)
        manager.drawBackground(forGlyphRange: all, at: .zero)
        manager.drawGlyphs(forGlyphRange: all, at: .zero)
        let fills = UIGraphicsGetCurrentContext()!.recordedOperations.filter { $0.operation.name == "fill" }.map(\.path.boundingBox)
        #expect(fills.count == 4)
        #expect(fills[0] == CGRect(x: 5, y: 0, width: font.width(of: "red"), height: font.lineHeight))
        let underlineX = 5 + font.width(of: "red ")
        #expect(abs(fills[1].minX - underlineX) < 0.01 && abs(fills[1].width - font.width(of: "under")) < 0.01)
        #expect(fills[2].minY == fills[1].minY + 2)
        #expect(fills[3].minY < fills[1].minY && abs(fills[3].width - font.width(of: "struck")) < 0.01)
    }

    @Test("list markers: decimal, roman, alphabetic, hexadecimal, octal and bullets; ordered lists; list elements number their items")
    func lists() {
        #expect(NSTextList(markerFormat: .lowercaseHexadecimal, options: 0).marker(forItemNumber: 255) == "ff")
        #expect(NSTextList(markerFormat: .uppercaseHexadecimal, options: 0).marker(forItemNumber: 26) == "1A")
        #expect(NSTextList(markerFormat: .octal, options: 0).marker(forItemNumber: 8) == "10")
        #expect(NSTextList(markerFormat: .uppercaseLatin, options: 0).marker(forItemNumber: 28) == "AB")
        #expect(NSTextList(markerFormat: .lowercaseRoman, options: 0).marker(forItemNumber: 14) == "xiv")
        #expect(NSTextList(markerFormat: NSTextList.MarkerFormat("({decimal})"), options: 0).marker(forItemNumber: 3) == "(3)")
        #expect(NSTextList(markerFormat: .check, options: 0).marker(forItemNumber: 1) == "\u{2713}")
        #expect(NSTextList(markerFormat: .decimal, options: 0).isOrdered && !NSTextList(markerFormat: .diamond, options: 0).isOrdered)
        let list = NSTextList(markerFormat: .decimal, options: [], startingItemNumber: 5)
        #expect(list.startingItemNumber == 5)
        let first = NSTextListElement(contents: NSAttributedString(string: "milk"), textList: list, children: nil)
        let second = NSTextListElement(contents: NSAttributedString(string: "eggs"), markerAttributes: [.foregroundColor: UIColor.red],
                                       textList: list, children: nil)
        let parent = NSTextListElement(children: [first, second], textList: list, nestingLevel: 0)!
        #expect(first.parent === parent && parent.childElements.count == 2 && (first as NSTextElement).parent === parent)
        #expect(first.attributedString.string == "5\tmilk" && second.attributedString.string == "6\teggs")
        #expect(second.attributedString.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(NSTextListElement(children: [], textList: list, nestingLevel: -1) == nil)
    }

    @Test("documents: written as plain text, HTML and RTF and read back, from files too; attachments are found")
    func documents() throws {
        let bold = UIFont.boldSystemFont(ofSize: 12)
        let text = NSMutableAttributedString(string: "plain ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: "bold <b>", attributes: [.font: bold]))
        let html = try text.data(from: NSRange(location: 0, length: text.length), documentAttributes: [.documentType: NSAttributedString.DocumentType.html])
        let back = try NSAttributedString(data: html, options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        #expect(back.string == "plain bold <b>")
        #expect((back.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)?.isBold == true)
        let rtf = try text.data(from: NSRange(location: 0, length: text.length), documentAttributes: [.documentType: NSAttributedString.DocumentType.rtf])
        #expect(String(decoding: rtf, as: UTF8.self).contains("\\b bold"))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-\(UUID().uuidString).html")
        try html.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var attributes: NSDictionary?
        let read = try NSAttributedString(url: url, documentAttributes: &attributes)
        #expect(read.string == "plain bold <b>")
        #expect(attributes?[NSAttributedString.DocumentAttributeKey.documentType.rawValue] as? String == "NSHTML")
        let mutable = NSMutableAttributedString(string: "old")
        try mutable.read(from: url, documentAttributes: nil)
        #expect(mutable.string == "plain bold <b>")
        #expect(throws: (any Error).self) { try NSAttributedString(url: url.appendingPathExtension("missing"), documentAttributes: nil) }
        let attached = NSMutableAttributedString(string: "ab")
        attached.append(NSAttributedString(attachment: NSTextAttachment(), attributes: [.foregroundColor: UIColor.red]))
        #expect(attached.containsAttachments(in: NSRange(location: 0, length: 3)) && !attached.containsAttachments(in: NSRange(location: 0, length: 2)))
        #expect(attached.prefersRTFD(in: NSRange(location: 0, length: 3)))
        #expect(attached.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
    }

    @Test("fixAttributes drops attachments off other characters and makes each paragraph's style its first character's")
    func fixAttributes() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSMutableAttributedString(string: "ab\ncd")
        text.addAttribute(.attachment, value: NSTextAttachment(), range: NSRange(location: 0, length: 1))
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 1))
        text.fixAttributes(in: NSRange(location: 0, length: text.length))
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) == nil)
        #expect((text.attribute(.paragraphStyle, at: 2, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        #expect(text.attribute(.paragraphStyle, at: 3, effectiveRange: nil) == nil)
    }

    @Test("a text storage posts will- and did-process-editing notifications around each edit")
    func storageNotifications() {
        let storage = NSTextStorage(string: "abc")
        let log = NameLog()
        let tokens = [NSTextStorage.willProcessEditingNotification, NSTextStorage.didProcessEditingNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: storage, queue: nil) { log.names.append($0.name) }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        storage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "x")
        #expect(log.names == [NSTextStorage.willProcessEditingNotification, NSTextStorage.didProcessEditingNotification])
    }
}
