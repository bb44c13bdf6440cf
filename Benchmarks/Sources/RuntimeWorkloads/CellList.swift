import Foundation
import Mainline

/// A window holding a list of table-like cells: each cell is positioned by its frame (as a
/// table or collection view positions its cells) and lays out an icon and two labels inside
/// it with Auto Layout. Four views per cell, so `views / 4` cells.
///
/// Everything is created and touched on the main queue, inside the simulation's turns.
public final class CellList: @unchecked Sendable {
    public static let cellHeight: CGFloat = 44
    public let simulation: Simulation
    public let viewCount: Int
    public private(set) var window: UIWindow!
    public private(set) var container: UIView!
    /// Per cell, the constraint from the cell's top to its title's top.
    public private(set) var titleTops: [NSLayoutConstraint] = []

    /// Whether the list is the content of a scroll view (scrolled by `scroll(by:)`).
    public let scrolls: Bool

    /// Makes the simulation and its window (the list is made by `build()`).
    public init(views: Int, scrolls: Bool = false, refreshRate: Double = 60, timeline: TimelineOptions = TimelineOptions()) {
        simulation = Simulation(refreshRate: refreshRate, clock: .virtual, timeline: timeline)
        viewCount = views
        self.scrolls = scrolls
        simulation.start {
            self.window = UIWindow()
            self.window.makeKeyAndVisible()
        }
    }

    /// In the next frame's event phase: makes the cells (each made whole, then added to the
    /// list, as a data source hands out cells) and puts the list in the window. That frame's
    /// commit is the list's first layout.
    public func build() {
        simulation.perform {
            let container = self.scrolls ? UIScrollView(frame: self.window.bounds) : UIView(frame: self.window.bounds)
            self.container = container
            let cells = max(1, self.viewCount / 4)
            for i in 0..<cells {
                container.addSubview(self.makeCell(index: i, width: container.bounds.width))
            }
            (container as? UIScrollView)?.contentSize = CGSize(width: container.bounds.width, height: CGFloat(cells) * Self.cellHeight)
            self.window.addSubview(container)
        }
    }

    /// Moves the scroll view's content offset by `points` in the next frame's event phase (a
    /// scroll step, as a drag delivers one per frame).
    public func scroll(by points: CGFloat) {
        simulation.perform {
            guard let scrollView = self.container as? UIScrollView else { return }
            scrollView.contentOffset.y += points
        }
    }

    /// Changes one constant in the middle cell.
    public func nudgeMiddleCell(to value: CGFloat) {
        let constraint = titleTops[titleTops.count / 2]
        simulation.perform { constraint.constant = value }
    }

    private func makeCell(index: Int, width: CGFloat) -> UIView {
        let cell = UIView(frame: CGRect(x: 0, y: CGFloat(index) * Self.cellHeight, width: width, height: Self.cellHeight))
        let icon = UIImageView(image: UIImage(size: CGSize(width: 28, height: 28)))
        let title = UILabel()
        title.text = "Row \(index)"
        title.font = .boldSystemFont(ofSize: 15)
        let detail = UILabel()
        detail.text = "Detail for row \(index)"
        detail.font = .systemFont(ofSize: 12)
        for v in [icon, title, detail] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(v)
        }
        let titleTop = title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4)
        titleTops.append(titleTop)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            titleTop,
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
        ])
        return cell
    }
}
