#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#else
import Mainline
#endif

extension CalibrationWorkload {
    /// Every workload, each made to exercise a few of the framework's operations in proportions
    /// the others do not, so that together they tell each operation's cost apart.
    public static let all: [CalibrationWorkload] = [
        viewsCreated, viewsAdded, viewsRemoved, framesSet, alphaSet,
        labelsShort, labelsMedium, labelsLong, constraintsCreated, constraintsActivated, constraintsDeactivated, constantsChanged,
        autoLayoutChain, autoLayoutFan, fitting, stackArrangement, layoutPasses, constraintUpdates,
    ]

    /// Plain views made.
    static let viewsCreated = CalibrationWorkload(name: "views.create", summary: "make N plain views", sizes: [50, 200, 800]) { n in
        {
            var views: [UIView] = []
            views.reserveCapacity(n)
            for i in 0..<n { views.append(UIView(frame: CGRect(x: 0, y: CGFloat(i), width: 10, height: 10))) }
            keep(views)
        }
    }

    /// Views added to a container.
    static let viewsAdded = CalibrationWorkload(name: "views.add", summary: "add N views to a container", sizes: [50, 200, 800]) { n in
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = (0..<n).map { i in UIView(frame: CGRect(x: 0, y: CGFloat(i % 480), width: 10, height: 10)) }
        return {
            for view in views { container.addSubview(view) }
        }
    }

    /// Views removed from their container.
    static let viewsRemoved = CalibrationWorkload(name: "views.remove", summary: "remove N views from a container", sizes: [50, 200, 800]) { n in
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = (0..<n).map { i in UIView(frame: CGRect(x: 0, y: CGFloat(i % 480), width: 10, height: 10)) }
        for view in views { container.addSubview(view) }
        return {
            withExtendedLifetime(container) {
                for view in views { view.removeFromSuperview() }
            }
        }
    }

    /// Frames set (each a change).
    static let framesSet = CalibrationWorkload(name: "frames.set", summary: "set 4 new frames on each of N views", sizes: [50, 200, 800]) { n in
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = (0..<n).map { _ in UIView() }
        for view in views { container.addSubview(view) }
        return {
            withExtendedLifetime(container) {
                for step in 1...4 {
                    for (i, view) in views.enumerated() {
                        view.frame = CGRect(x: CGFloat(step), y: CGFloat(i % 400), width: CGFloat(10 + step), height: 10)
                    }
                }
            }
        }
    }

    /// Cheap calls: a property set that changes nothing else.
    static let alphaSet = CalibrationWorkload(name: "calls.alpha", summary: "set alpha 10 times on each of N views", sizes: [50, 200, 800]) { n in
        let views = (0..<n).map { _ in UIView() }
        return {
            for step in 0..<10 {
                for view in views { view.alpha = step % 2 == 0 ? 0.5 : 1 }
            }
        }
    }

    /// Short one-line texts measured.
    static let labelsShort = CalibrationWorkload(name: "labels.short", summary: "size N one-line labels of 8 to 20 characters", sizes: [50, 200, 800]) { n in
        let labels = (0..<n).map { i -> UILabel in
            let label = UILabel()
            label.font = .systemFont(ofSize: 15 + CGFloat(i % 3))
            label.text = "Label \(i) " + String(repeating: "x", count: i % 12)
            return label
        }
        return {
            for label in labels { label.sizeToFit() }
        }
    }

    /// Medium texts on two or three lines.
    static let labelsMedium = CalibrationWorkload(name: "labels.medium", summary: "size N labels of about 60 characters wrapped at 120 points", sizes: [30, 120, 480]) { n in
        let labels = (0..<n).map { i -> UILabel in
            let label = UILabel()
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 13)
            label.text = "Order \(i) shipped to the north depot on time and in full"
            return label
        }
        return {
            for label in labels { _ = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)) }
        }
    }

    /// Long texts wrapped over many lines.
    static let labelsLong = CalibrationWorkload(name: "labels.long", summary: "size N labels of 300 characters wrapped at 200 points", sizes: [20, 80, 320]) { n in
        let words = ["layout", "frame", "commit", "scroll", "constraint", "view", "hitch", "vsync", "render", "cell"]
        let labels = (0..<n).map { i -> UILabel in
            let label = UILabel()
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 14)
            label.text = (0..<40).map { words[($0 + i) % words.count] }.joined(separator: " ")
            return label
        }
        return {
            for label in labels { _ = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)) }
        }
    }

    /// Constraints made, not activated.
    static let constraintsCreated = CalibrationWorkload(name: "constraints.create", summary: "make N constraints (inactive)", sizes: [50, 200, 800]) { n in
        let container = UIView()
        let view = UIView()
        container.addSubview(view)
        return {
            var made: [NSLayoutConstraint] = []
            made.reserveCapacity(n)
            for i in 0..<n { made.append(view.widthAnchor.constraint(equalToConstant: CGFloat(i % 100))) }
            keep(made)
        }
    }

    /// Constraints activated: a chain of views, each below the last.
    static let constraintsActivated = CalibrationWorkload(name: "constraints.activate", summary: "activate a chain of N views' constraints", sizes: [20, 80, 320]) { n in
        let (_, constraints) = chain(n)
        return { NSLayoutConstraint.activate(constraints) }
    }

    /// Constraints deactivated.
    static let constraintsDeactivated = CalibrationWorkload(name: "constraints.deactivate", summary: "deactivate a chain of N views' constraints", sizes: [20, 80, 320]) { n in
        let (_, constraints) = chain(n)
        NSLayoutConstraint.activate(constraints)
        return { NSLayoutConstraint.deactivate(constraints) }
    }

    /// Active constraints' constants changed, then laid out.
    static let constantsChanged = CalibrationWorkload(name: "constraints.constant", summary: "change the heights of a chain of N views, then lay out", sizes: [20, 80, 320]) { n in
        let (container, constraints) = chain(n)
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        let heights = constraints.filter { $0.firstAttribute == .height }
        return {
            for (i, height) in heights.enumerated() { height.constant = CGFloat(12 + i % 5) }
            container.layoutIfNeeded()
        }
    }

    /// A first layout of an Auto Layout chain.
    static let autoLayoutChain = CalibrationWorkload(name: "autolayout.chain", summary: "activate and lay out a chain of N views", sizes: [20, 80, 320]) { n in
        let (container, constraints) = chain(n)
        return {
            NSLayoutConstraint.activate(constraints)
            container.layoutIfNeeded()
        }
    }

    /// A hub's size that N views follow, changed: many rows of the engine move at once.
    static let autoLayoutFan = CalibrationWorkload(name: "autolayout.fan", summary: "change a hub's width 5 times that N views follow, then lay out", sizes: [20, 80, 320]) { n in
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10_000))
        let hub = UIView()
        hub.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(hub)
        let hubWidth = hub.widthAnchor.constraint(equalToConstant: 40)
        var constraints = [hubWidth, hub.heightAnchor.constraint(equalToConstant: 10),
                           hub.topAnchor.constraint(equalTo: container.topAnchor), hub.leadingAnchor.constraint(equalTo: container.leadingAnchor)]
        for i in 0..<n {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            constraints += [
                view.widthAnchor.constraint(equalTo: hub.widthAnchor, constant: CGFloat(i % 7)),
                view.heightAnchor.constraint(equalTo: hub.heightAnchor),
                view.leadingAnchor.constraint(equalTo: hub.trailingAnchor, constant: CGFloat(i % 11)),
                view.topAnchor.constraint(equalTo: hub.bottomAnchor, constant: CGFloat(i * 12)),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        return {
            for step in 1...5 {
                hubWidth.constant = CGFloat(40 + step * 3)
                container.layoutIfNeeded()
            }
        }
    }

    /// Fitting sizes of a view holding N labels.
    static let fitting = CalibrationWorkload(name: "fitting", summary: "10 fitting sizes of a view holding N labels", sizes: [4, 16, 64]) { n in
        let card = UIView()
        var above: NSLayoutYAxisAnchor = card.topAnchor
        for i in 0..<n {
            let label = UILabel()
            label.text = "Row \(i)"
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: above, constant: 4),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
            ])
            above = label.bottomAnchor
        }
        card.bottomAnchor.constraint(equalTo: above, constant: 4).isActive = true
        return {
            for width in 0..<10 { _ = card.systemLayoutSizeFitting(CGSize(width: 300 + CGFloat(width), height: 0)) }
        }
    }

    /// A stack view arranging N labels.
    static let stackArrangement = CalibrationWorkload(name: "stack.arrange", summary: "arrange N labels in a stack view and lay it out", sizes: [4, 16, 64]) { n in
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
        stack.axis = .vertical
        stack.spacing = 4
        let labels = (0..<n).map { i -> UILabel in
            let label = UILabel()
            label.text = "Item \(i)"
            return label
        }
        return {
            for label in labels { stack.addArrangedSubview(label) }
            stack.layoutIfNeeded()
        }
    }

    /// Layout passes of plain views.
    static let layoutPasses = CalibrationWorkload(name: "layout.passes", summary: "lay out N views each marked for layout", sizes: [50, 200, 800]) { n in
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = (0..<n).map { i in UIView(frame: CGRect(x: 0, y: CGFloat(i % 480), width: 10, height: 10)) }
        for view in views { container.addSubview(view) }
        container.layoutIfNeeded()
        return {
            for view in views { view.setNeedsLayout() }
            container.layoutIfNeeded()
        }
    }

    /// Constraint update passes.
    static let constraintUpdates = CalibrationWorkload(name: "constraints.update", summary: "update the constraints of N views each marked", sizes: [50, 200, 800]) { n in
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = (0..<n).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        container.updateConstraintsIfNeeded()
        return {
            for view in views { view.setNeedsUpdateConstraints() }
            container.updateConstraintsIfNeeded()
        }
    }

    /// A container holding `n` views stacked by constraints (top to bottom, each 10 points high),
    /// and those constraints (inactive).
    static func chain(_ n: Int) -> (UIView, [NSLayoutConstraint]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10_000))
        var constraints: [NSLayoutConstraint] = []
        var above = container.topAnchor
        for _ in 0..<n {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            constraints += [
                view.topAnchor.constraint(equalTo: above, constant: 2),
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            above = view.bottomAnchor
        }
        return (container, constraints)
    }
}

extension CalibrationWorkload {
    /// Lets go of what the last timed run made (call it between runs, outside the timing).
    public static func discardKept() {
        kept = []
    }
}

/// What a timed run made, kept alive past its end (so its making is not optimised away, and
/// its freeing is not timed).
private var kept: [Any] = []

private func keep(_ value: Any) {
    kept.append(value)
}
