import Foundation
import Mainline

/// `rotation`: a controller laid out with Auto Layout against the safe area — a header and two
/// tiles, stacked in portrait and side by side in landscape (switched when the vertical size
/// class changes). The device turns portrait → landscape → portrait → landscape; the trace
/// shows the size transition's callbacks (`willTransition(to:with:)` for the traits,
/// `viewWillTransition(to:with:)` for the size, `traitCollectionDidChange(_:)`, the root view's
/// layout, the coordinator's animation and completion) and the frames after each turn.
struct RotationScenario: Scenario {
    let name = "rotation"
    let summary = "portrait ↔ landscape size transitions of a constraint-based screen: transition, trait and layout callbacks, frames checked"
    var defaultLength: ScenarioLength { .seconds(5) }

    /// The orientations the device turns to, a second apart.
    static let turns: [UIInterfaceOrientation] = [.landscapeLeft, .portrait, .landscapeRight]

    func run(_ run: ScenarioRun) {
        let log: @Sendable (String) -> Void = { run.trace($0) }
        let box = RotationBox()
        let sim = run.simulation

        run.trace("# launch in portrait")
        sim.start {
            let controller = TilesViewController(log: log)
            box.controller = controller
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        run.advance(seconds: 1)
        run.step(thenAdvance: 1) { box.controller!.logFrames("portrait") }

        for orientation in Self.turns {
            guard !run.isFinished else { break }
            let label = orientation.isLandscape ? (orientation == .landscapeLeft ? "landscapeLeft" : "landscapeRight") : "portrait"
            run.trace("# the device turns to \(label)")
            sim.rotate(to: orientation)
            // The rotation animates for 0.4 s; its completion comes after.
            run.advance(seconds: 1)
            run.step(thenAdvance: 1) { box.controller!.logFrames(label) }
        }
        run.advanceToEnd()
    }
}

/// A header and two tiles inside the safe area, inset 20: the tiles are stacked, 120 pt high,
/// in a regular-height environment, and share the width below the header in a compact one.
final class TilesViewController: UIViewController {
    private let log: (String) -> Void
    let header = UIView()
    let tileA = UIView()
    let tileB = UIView()
    private var stacked: [NSLayoutConstraint] = []
    private var sideBySide: [NSLayoutConstraint] = []

    init(log: @escaping (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let safe = view.safeAreaLayoutGuide
        for v in [header, tileA, tileB] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        // Constraints every orientation shares.
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            header.heightAnchor.constraint(equalToConstant: 44),
            tileA.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
            tileA.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
        ])
        stacked = [
            tileA.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            tileA.heightAnchor.constraint(equalToConstant: 120),
            tileB.topAnchor.constraint(equalTo: tileA.bottomAnchor, constant: 12),
            tileB.leadingAnchor.constraint(equalTo: tileA.leadingAnchor),
            tileB.trailingAnchor.constraint(equalTo: tileA.trailingAnchor),
            tileB.heightAnchor.constraint(equalTo: tileA.heightAnchor),
        ]
        sideBySide = [
            tileA.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -20),
            tileB.topAnchor.constraint(equalTo: tileA.topAnchor),
            tileB.bottomAnchor.constraint(equalTo: tileA.bottomAnchor),
            tileB.leadingAnchor.constraint(equalTo: tileA.trailingAnchor, constant: 12),
            tileB.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            tileB.widthAnchor.constraint(equalTo: tileA.widthAnchor),
        ]
    }

    /// Picks the arrangement for the current traits: deactivate first, then activate, so the
    /// two sets never conflict.
    private func applyArrangement() {
        let compactHeight = traitCollection.verticalSizeClass == .compact
        NSLayoutConstraint.deactivate(compactHeight ? stacked : sideBySide)
        NSLayoutConstraint.activate(compactHeight ? sideBySide : stacked)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        log("ViewController.willTransition(to:with:)")
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log("ViewController.viewWillTransition(to:with:)")
        log("# to \(Int(size.width)) × \(Int(size.height)), animated \(coordinator.transitionDuration) s")
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [log] _ in
            log("ViewController.alongside animation")
        }, completion: { [log] _ in
            log("ViewController.transition completion")
        })
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        log("ViewController.traitCollectionDidChange")
        super.traitCollectionDidChange(previous)
        if previous?.verticalSizeClass != traitCollection.verticalSizeClass {
            applyArrangement()
        }
    }

    override func viewWillLayoutSubviews() { log("ViewController.viewWillLayoutSubviews"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { log("ViewController.viewDidLayoutSubviews"); super.viewDidLayoutSubviews() }

    /// Writes the frames as a comment line of the trace.
    func logFrames(_ label: String) {
        log("# \(label): view \(describe(view.frame)), header \(describe(header.frame)), "
            + "tile A \(describe(tileA.frame)), tile B \(describe(tileB.frame))")
    }
}

/// Holds the controller between the script's steps (only touched on the main queue).
final class RotationBox: @unchecked Sendable {
    var controller: TilesViewController?
}
