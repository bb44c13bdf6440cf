import Foundation
import Mainline

/// Issue 10's scroll workload: a full-window `UIScrollView` of 1,000 rows, each a view placed
/// by four constraints holding a label placed by two (2,000 views, 6,000 constraints), in a
/// window of its simulation, laid out and settled.
public final class ConstraintRowList: @unchecked Sendable {
    public let simulation: Simulation
    public private(set) var scrollView: UIScrollView!

    public init(rows: Int = 1_000, refreshRate: Double = 120, timeline: TimelineOptions = TimelineOptions()) {
        simulation = Simulation(refreshRate: refreshRate, timeline: timeline)
        simulation.start {
            let window = UIWindow()
            let scrollView = UIScrollView(frame: window.bounds)
            var previous: NSLayoutYAxisAnchor = scrollView.topAnchor
            var constraints: [NSLayoutConstraint] = []
            for i in 0..<rows {
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.text = "Row \(i)"
                row.addSubview(label)
                scrollView.addSubview(row)
                constraints += [
                    row.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                    row.widthAnchor.constraint(equalToConstant: 390),
                    row.topAnchor.constraint(equalTo: previous),
                    row.heightAnchor.constraint(equalToConstant: 44),
                    label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                    label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                ]
                previous = row.bottomAnchor
            }
            NSLayoutConstraint.activate(constraints)
            scrollView.contentSize = CGSize(width: 390, height: CGFloat(rows) * 44)
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            self.scrollView = scrollView
        }
        precondition(simulation.runUntilIdle(), "the list never settled")
        precondition(simulation.diagnostics.isEmpty, "unexpected diagnostics: \(simulation.diagnostics.prefix(1))")
    }
}
