import Foundation
@testable import Mainline
import Testing

/// A text view that grows with its text up to a height, as growing-text-view libraries do:
/// it measures itself in `layoutSubviews()` and keeps a height constraint of its own, draws a
/// placeholder while empty, and keeps the caret in view once it stops growing.
private final class AutoGrowingTextView: UITextView {
    var maxHeight: CGFloat = 70
    var heightConstraint: NSLayoutConstraint?
    var placeholder: String?
    var heights: [CGFloat] = []
    var drawnPlaceholders: [[String]] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        let fitting = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
        let height = min(fitting, maxHeight)
        if heightConstraint == nil {
            heightConstraint = heightAnchor.constraint(equalToConstant: height)
            heightConstraint?.isActive = true
        }
        guard let constraint = heightConstraint, constraint.constant != height || heights.isEmpty else { return }
        constraint.constant = height
        heights.append(height)
        if height == maxHeight { scrollRangeToVisible(NSRange(location: -1, length: 0)) }
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard text.isEmpty, let placeholder, let context = UIGraphicsGetCurrentContext() else { return drawnPlaceholders.append([]) }
        let area = rect.inset(by: textContainerInset).insetBy(dx: textContainer.lineFragmentPadding, dy: 0)
        placeholder.draw(in: area, withAttributes: [.font: font!, .foregroundColor: UIColor.gray])
        drawnPlaceholders.append(context.drawnTexts.last?.lines ?? [])
    }
}

@Suite("A growing text view, as real apps write one")
struct GrowingTextViewTests {
    @Test("it grows a line at a time as text is typed, stops at its maximum and keeps the caret in view, and draws its placeholder only while empty")
    func growsAsTyped() {
        let (sim, box) = layOut { window -> AutoGrowingTextView in
            let view = AutoGrowingTextView()
            view.font = .systemFont(ofSize: 10)  // 12-point lines, 8 above and below
            view.placeholder = "Message"
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
                view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
                view.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -300),
            ])
            return view
        }
        let view = box.value!
        #expect(inspect(sim) { (view.frame.height, view.drawnPlaceholders.last) } == (28, ["Message"]))
        sim.type("one\ntwo\nthree\nfour\nfive", into: view)
        sim.run(for: 3)
        let (heights, frame, offset, contentHeight, placeholders) = inspect(sim) {
            (view.heights, view.frame, view.contentOffset.y, view.contentSize.height, view.drawnPlaceholders.last)
        }
        #expect(heights == [28, 40, 52, 64, 70])
        #expect(frame.height == 70 && frame.maxY == 844 - 300)
        // Five lines: 76 of content in 70 of view, scrolled to the end.
        #expect(contentHeight == 76 && offset == 6)
        #expect(placeholders == [])
    }
}
