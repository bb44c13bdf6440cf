import Foundation

/// A table's section index: the data source's index titles in a strip along the trailing
/// edge of the visible area; a finger on a title (touching down or sliding along the strip)
/// scrolls the table to the section the data source says the title leads to.
final class TableSectionIndexView: UIControl {
    weak var table: UITableView?
    private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    private var lastIndex: Int?

    /// The strip's width, and each title's height (Mainline's figures).
    static let width: CGFloat = 16
    static let entryHeight: CGFloat = 14

    func show(_ titles: [String], color: UIColor?) {
        if titles != self.titles {
            for label in labels { label.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                label.textAlignment = .center
                addSubview(label)
                return label
            }
            self.titles = titles
        }
        for label in labels { label.textColor = color ?? tintColor }
        setNeedsLayout()
    }

    /// The titles as a block centred along the strip.
    private var blockTop: CGFloat { max(0, (storedBounds.height - CGFloat(titles.count) * Self.entryHeight) / 2) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = blockTop
        for (i, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(i) * Self.entryHeight, width: storedBounds.width, height: Self.entryHeight)
        }
    }

    /// The title at `y` (clamped to the first and last).
    func index(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let i = Int(((y - blockTop) / Self.entryHeight).rounded(.down))
        return min(max(i, 0), titles.count - 1)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        lastIndex = nil
        jump(to: touch.location(in: self).y)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        jump(to: touch.location(in: self).y)
        return true
    }

    private func jump(to y: CGFloat) {
        guard let index = index(at: y), index != lastIndex, let table else { return }
        lastIndex = index
        table.jumpToIndexTitle(at: index)
    }
}
