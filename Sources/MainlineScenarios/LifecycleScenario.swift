import Foundation
import Mainline

/// `lifecycle`: the sample app of the seed articles on the view lifecycle. A controller builds
/// White > Red > Blue in `loadView()`, all with Auto Layout (Red centred in White, 200 × 200;
/// Blue inset 20 inside Red), and every view and the controller log their callbacks. The
/// trace shows the first display — constraints bottom-up, layout top-down, then draw — and
/// then a size change made three times in one turn that costs one constraint pass and one
/// layout pass, then the seeds' animation trap: Red moved without animation, with its constraint
/// changed inside an animation block (it jumps: the profile's layoutChangeNotAnimated finding at
/// that line), and the right way (it moves along the curve).
struct LifecycleScenario: Scenario {
    let name = "lifecycle"
    let summary = "the seeds' White/Red/Blue sample: the first display's callback order, a coalesced constraint update, the animation trap three ways"
    var defaultLength: ScenarioLength { .seconds(2) }

    func run(_ run: ScenarioRun) {
        let log: @Sendable (String) -> Void = { run.trace($0) }
        let box = LifecycleBox()

        run.trace("# first display: the window shows the controller")
        run.simulation.start {
            let window = UIWindow()
            let controller = SampleViewController(log: log)
            box.controller = controller
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        // Let the first display finish (viewDidAppear comes after the first commit).
        run.advance(frames: 2)
        run.step(thenAdvance: 1) {
            let c = box.controller!
            log("# Red \(describe(c.red.frame)), Blue \(describe(c.blue.frame)) in White \(describe(c.view.frame))")
            log("# Red grows to 240 pt in three steps in one turn: each asks for a constraint update")
            c.redSide = 220
            c.redSide = 230
            c.redSide = 240
            log("# (nothing has run yet: the flags wait for the commit)")
        }
        run.step(thenAdvance: 1) {
            let c = box.controller!
            log("# one pass each: Red \(describe(c.red.frame)), Blue \(describe(c.blue.frame))")
        }
        // The seeds' trap (seed 000 "AutoLayoutでのアニメーションが動かない", seed 001): Red moves
        // 60 pt three ways; where it is shown is read every 6 frames (50 ms at 120 Hz).
        for way in RedMove.allCases {
            run.step(thenAdvance: 1) {
                log("# Red moves \(way.title)")
                box.controller!.moveRed(way)
            }
            for _ in 0..<7 {
                run.step(thenAdvance: 6) {
                    let shown = box.controller!.red.layer.presentation()?.frame.minX ?? .nan
                    log(String(format: "# Red shown at x = %.1f", Double(shown)))
                }
            }
        }
        run.advanceToEnd()
    }
}

/// The controller of the seeds' sample: its view is built in `loadView()`.
final class SampleViewController: UIViewController {
    private let log: (String) -> Void
    private(set) var red: UIView!
    private(set) var blue: UIView!
    private var redWidth: NSLayoutConstraint!
    private var redHeight: NSLayoutConstraint!
    private var redCenterX: NSLayoutConstraint!

    /// The side of the red square. Setting it asks for a constraint update, which applies it
    /// in `updateViewConstraints()` (Apple's pattern: any number of changes, one pass).
    var redSide: CGFloat = 200 {
        didSet { view.setNeedsUpdateConstraints() }
    }

    init(log: @escaping (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        log("ViewController.loadView")
        let white = SampleView(name: "WhiteView", log: log)
        let red = SampleView(name: "RedView", log: log)
        let blue = SampleView(name: "BlueView", log: log)
        white.backgroundColor = .white
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        for v in [white, red, blue] { v.translatesAutoresizingMaskIntoConstraints = false }
        white.addSubview(red)
        red.addSubview(blue)
        redWidth = red.widthAnchor.constraint(equalToConstant: redSide)
        redHeight = red.heightAnchor.constraint(equalToConstant: redSide)
        redCenterX = red.centerXAnchor.constraint(equalTo: white.centerXAnchor)
        NSLayoutConstraint.activate([
            redCenterX,
            red.centerYAnchor.constraint(equalTo: white.centerYAnchor),
            redWidth, redHeight,
            blue.topAnchor.constraint(equalTo: red.topAnchor, constant: 20),
            blue.leadingAnchor.constraint(equalTo: red.leadingAnchor, constant: 20),
            red.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
            red.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
        ])
        view = white
        self.red = red
        self.blue = blue
    }

    // Each callback logs before calling super, as the seeds' sample does.
    override func viewDidLoad() { log("ViewController.viewDidLoad"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { log("ViewController.viewWillAppear"); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { log("ViewController.viewDidAppear"); super.viewDidAppear(animated) }
    override func viewWillLayoutSubviews() { log("ViewController.viewWillLayoutSubviews"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { log("ViewController.viewDidLayoutSubviews"); super.viewDidLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        log("ViewController.traitCollectionDidChange")
        super.traitCollectionDidChange(previous)
    }

    /// Moves Red 60 pt (right, then back, then right again) the way given.
    func moveRed(_ way: RedMove) {
        switch way {
        case .withoutAnimation:
            redCenterX.constant = 60
        case .constantInsideBlock:
            // The trap: the change is laid out at the next commit, outside the animation.
            UIView.animate(withDuration: 0.3) {
                self.redCenterX.constant = 0
            }
        case .layoutInsideBlock:
            view.layoutIfNeeded()
            redCenterX.constant = 60
            UIView.animate(withDuration: 0.3) {
                self.view.layoutIfNeeded()
            }
        }
    }

    override func updateViewConstraints() {
        log("ViewController.updateViewConstraints")
        // Apply the wanted size here: the last value set wins, whatever the number of sets.
        if redWidth.constant != redSide {
            redWidth.constant = redSide
            redHeight.constant = redSide
        }
        super.updateViewConstraints()
    }
}

/// The three ways of the seeds' animation sample.
enum RedMove: CaseIterable, Sendable {
    case withoutAnimation, constantInsideBlock, layoutInsideBlock

    var title: String {
        switch self {
        case .withoutAnimation: "60 pt right without animation: it jumps at the next commit"
        case .constantInsideBlock: "back, its constant changed inside UIView.animate: it jumps too (the trap)"
        case .layoutInsideBlock: "right again, the constant changed outside and layoutIfNeeded() inside: it moves"
        }
    }
}

/// A view that logs its three update-cycle callbacks as `Name.callback`.
final class SampleView: UIView {
    private let name: String
    private let log: (String) -> Void

    init(name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() { log("\(name).updateConstraints"); super.updateConstraints() }
    override func layoutSubviews() { log("\(name).layoutSubviews"); super.layoutSubviews() }
    override func draw(_ rect: CGRect) { log("\(name).draw") }
}

/// Holds the controller between the script's steps (only touched on the main queue).
final class LifecycleBox: @unchecked Sendable {
    var controller: SampleViewController?
}

/// `(x, y, w × h)` with whole numbers where they are whole.
func describe(_ rect: CGRect) -> String {
    func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
    return "(\(n(rect.minX)), \(n(rect.minY)), \(n(rect.width)) × \(n(rect.height)))"
}
