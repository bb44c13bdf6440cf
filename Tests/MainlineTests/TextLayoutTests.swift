import Foundation
@testable import Mainline
import Testing

/// A view that draws with the string-drawing calls in its `draw(_:)` and keeps the context.
private final class StringDrawingView: UIView {
    var drawing: ((CGRect) -> Void)?
    var drawn: CGContext?
    override func draw(_ rect: CGRect) {
        drawn = UIGraphicsGetCurrentContext()
        drawing?(rect)
    }
}

/// A label that keeps the context it drew in.
private final class RecordingLabel: UILabel {
    var drawn: CGContext?
    override func drawText(in rect: CGRect) {
        drawn = UIGraphicsGetCurrentContext()
        super.drawText(in: rect)
    }
}

@Suite("Text layout: line break modes, string drawing, label fitting")
struct TextLayoutTests {
    // 17-point system font: lower case 8.5, "W" 13.94, space 4.76.

    @Test("a word longer than the line is broken between characters, on a line of its own, by both wrapping paths")
    func longWordBreaksByCharacters() {
        let font = UIFont.systemFont(ofSize: 10)  // lower case 5 points
        let ascii = font.wrap("ab cdefghijklmnop q", maxWidth: 32)
        // "ab" then the 14-letter word (70 points) on lines of 6 letters (30 points), then " q" joins the rest.
        #expect(ascii == ["ab", "cdefgh", "ijklmn", "op q"])
        #expect(font.wrapCharacters("ab cdefghijklmnop q", maxWidth: 32) == ascii)
        // The character path (non-ASCII text) breaks the same way.
        #expect(font.wrap("é abcdefghij", maxWidth: 21) == ["é", "abcd", "efgh", "ij"])
        // Each line fits.
        for line in font.wrap(String(repeating: "w", count: 50), maxWidth: 40) { #expect(font.width(of: line) <= 40) }
        // A label wraps such a word rather than overflowing its width.
        let size = inspect(makeSimulation()) { () -> CGSize in
            let label = UILabel()
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 10)
            label.text = "supercalifragilistic"
            return label.sizeThatFits(CGSize(width: 50, height: 1000))
        }
        #expect(size == CGSize(width: 46, height: 24))  // "supercalifrag" (46 points) and "ilistic": two lines of 12
    }

    @Test("every NSLineBreakMode: char wrapping, clipping and truncation at the head, middle and tail")
    func lineBreakModes() {
        let font = UIFont.systemFont(ofSize: 10)
        let text = "abcd efgh nopq"  // 65.6 points: letters 5, spaces 2.8
        #expect(TextLayout.lines(text, font: font, width: 32, maximumLines: 0, lineBreakMode: .byWordWrapping) == ["abcd", "efgh", "nopq"])
        #expect(TextLayout.lines(text, font: font, width: 32, maximumLines: 0, lineBreakMode: .byCharWrapping) == ["abcd e", "fgh no", "pq"])
        // One line, 40 points: the ellipsis takes 10.
        #expect(TextLayout.lines(text, font: font, width: 40, maximumLines: 1, lineBreakMode: .byClipping) == [text])
        #expect(TextLayout.lines(text, font: font, width: 40, maximumLines: 1, lineBreakMode: .byTruncatingTail) == ["abcd e…"])
        #expect(TextLayout.lines(text, font: font, width: 40, maximumLines: 1, lineBreakMode: .byTruncatingHead) == ["…h nopq"])
        #expect(TextLayout.lines(text, font: font, width: 40, maximumLines: 1, lineBreakMode: .byTruncatingMiddle) == ["abc…opq"])
        // Word wrapping on one line shows the words that fit.
        #expect(TextLayout.lines(text, font: font, width: 40, maximumLines: 1, lineBreakMode: .byWordWrapping) == ["abcd"])
        // Several lines: the last one shown ends in an ellipsis when text follows.
        let last = TextLayout.lines(text, font: font, width: 32, maximumLines: 2, lineBreakMode: .byTruncatingTail)[1]
        #expect(last.hasSuffix("…") && font.width(of: last[...]) <= 32)
        // A text that fits is not truncated.
        #expect(TextLayout.lines("ab", font: font, width: 40, maximumLines: 1, lineBreakMode: .byTruncatingTail) == ["ab"])
    }

    @Test("String and NSAttributedString measure and draw into the current context as the text model lays them out")
    func stringDrawing() {
        let (sim, box) = layOut { window -> StringDrawingView in
            let view = StringDrawingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.drawing = { _ in
                let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.red]
                "abcd".draw(at: CGPoint(x: 5, y: 6), withAttributes: attributes)
                ("abcd efgh nopq" as NSString).draw(in: CGRect(x: 0, y: 50, width: 32, height: 25), withAttributes: attributes)
                let centred = NSMutableParagraphStyle()
                centred.alignment = .center
                NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: centred])
                    .draw(in: CGRect(x: 0, y: 80, width: 100, height: 20))
            }
            window.addSubview(view)
            return view
        }
        let texts = inspect(sim) { box.value!.drawn!.drawnTexts }
        #expect(texts.count == 3)
        #expect(texts[0].lines == ["abcd"] && texts[0].rect == CGRect(x: 5, y: 6, width: 20, height: 12))
        #expect(texts[0].foregroundColor == .red && texts[0].font.pointSize == 10)
        // Wrapped at 32 and cut to the two 12-point lines that fit 25 points.
        #expect(texts[1].lines == ["abcd", "efgh"] && texts[1].rect == CGRect(x: 0, y: 50, width: 20, height: 24))
        #expect(texts[2].rect == CGRect(x: 45, y: 80, width: 10, height: 12))
        // Measurement agrees.
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
        #expect("abcd".size(withAttributes: attributes) == CGSize(width: 20, height: 12))
        #expect("abcd efgh nopq".boundingRect(with: CGSize(width: 32, height: 1000), options: .usesLineFragmentOrigin,
                                              attributes: attributes, context: nil).size == CGSize(width: 20, height: 36))
        #expect("abcd efgh nopq".boundingRect(with: CGSize(width: 32, height: 25), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                              attributes: attributes, context: nil).height == 24)
        // Without .usesLineFragmentOrigin the box stands on the baseline.
        #expect("ab".boundingRect(with: CGSize(width: 32, height: 25), options: [], attributes: attributes, context: nil).minY == -8)
        // No current context: nothing is drawn, nothing crashes.
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("a label truncates its drawn line, shrinks its font to fit down to minimumScaleFactor, and places it by baselineAdjustment")
    func labelFitting() {
        let (sim, box) = layOut { window -> [RecordingLabel] in
            func label(_ configure: (RecordingLabel) -> Void) -> RecordingLabel {
                let label = RecordingLabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
                label.font = .systemFont(ofSize: 10)
                label.text = "abcd efgh nopq"  // 65.6 points wide
                configure(label)
                window.addSubview(label)
                return label
            }
            return [
                label { _ in },
                label { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5 },
                label { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.8 },
                label { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5; $0.baselineAdjustment = .none },
                label { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5; $0.baselineAdjustment = .alignCenters },
                label { $0.lineBreakMode = .byTruncatingHead },
            ]
        }
        let labels = box.value!
        let (plain, shrunk, floor, top, centred, head) = inspect(sim) {
            (labels[0].drawn!.drawnTexts[0], labels[1].drawn!.drawnTexts[0], labels[2].drawn!.drawnTexts[0],
             labels[3].drawn!.drawnTexts[0], labels[4].drawn!.drawnTexts[0], labels[5].drawn!.drawnTexts[0])
        }
        #expect(plain.lines == ["abcd e…"] && plain.font.pointSize == 10)
        #expect(head.lines == ["…h nopq"])
        // Shrunk to 40 / 65.6 of 10 points, the whole text on the line.
        #expect(shrunk.lines == ["abcd efgh nopq"] && abs(shrunk.font.pointSize - 10 * 40 / 65.6) < 0.01)
        // Not below 8 points: then truncated at 8.
        #expect(floor.font.pointSize == 8 && floor.lines.count == 1 && floor.lines[0].hasSuffix("…"))
        // The 12-point line is centred in 20: top 4. Baselines: 4 + 8 − 0.8 × 6.37; none: 4; centres: the smaller line centred.
        #expect(abs(shrunk.rect.minY - (4 + 8 - 0.8 * 10 * 40 / 65.6)) < 0.01)
        #expect(top.rect.minY == 4)
        #expect(abs(centred.rect.midY - 10) < 0.6)
        // The intrinsic size is the full font's.
        #expect(inspect(sim) { labels[1].intrinsicContentSize } == CGSize(width: 66, height: 12))
        // Tightening lets a line just too long show whole.
        let tightened = inspect(sim) { () -> [String] in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 63, height: 20))
            label.font = .systemFont(ofSize: 10)
            label.text = "abcd efgh nopq"
            label.allowsDefaultTighteningForTruncation = true
            return label.drawingLayout(in: label.bounds).lines
        }
        #expect(tightened == ["abcd efgh nopq"])
    }

    @Test("a label sizes itself through an overridden textRect(forBounds:limitedToNumberOfLines:), as NextGrowingTextView's container does")
    func textRectOverrideSizesLabel() {
        final class Sizing: UILabel {
            var asked: [CGRect] = []
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                asked.append(bounds)
                return CGRect(x: 0, y: 0, width: min(bounds.width, 120), height: 44)
            }
        }
        let (sim, box) = layOut { window -> Sizing in
            let label = Sizing()
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            ])
            return label
        }
        let (frame, asked) = inspect(sim) { (box.value!.frame, box.value!.asked) }
        #expect(frame.size == CGSize(width: 120, height: 44))
        #expect(!asked.isEmpty)
    }
}

@Suite("Paragraph styles: tabs, lists, writing direction, copies")
struct ParagraphStyleTests {
    @Test("mutable paragraph styles keep tab stops ordered, copy every setting, and lists number their items")
    func paragraphStyles() {
        let style = NSMutableParagraphStyle()
        style.tabStops = []
        style.addTabStop(NSTextTab(textAlignment: .right, location: 100))
        style.addTabStop(NSTextTab(textAlignment: .left, location: 40))
        #expect(style.tabStops.map(\.location) == [40, 100])
        style.removeTabStop(NSTextTab(textAlignment: .right, location: 100))
        #expect(style.tabStops.map(\.location) == [40])
        style.paragraphSpacingBefore = 6
        style.baseWritingDirection = .rightToLeft
        style.textLists = [NSTextList(markerFormat: .decimal)]
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(style)
        #expect(other.paragraphSpacingBefore == 6 && other.baseWritingDirection == .rightToLeft && other.tabStops.map(\.location) == [40])
        #expect(NSParagraphStyle.default.tabStops.count == 12 && NSParagraphStyle.default.tabStops[1].location == 56)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "he-IL") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en") == .leftToRight)
        #expect(NSTextList(markerFormat: .decimal).marker(forItemNumber: 3) == "3")
        #expect(NSTextList(markerFormat: NSTextList.MarkerFormat("({upper-roman})")).marker(forItemNumber: 14) == "(XIV)")
        #expect(NSTextList(markerFormat: .lowercaseAlpha).marker(forItemNumber: 28) == "ab")
    }
}
