import Foundation
@testable import Mainline
import Testing

// Golden trace 01: a controller whose root view is built in loadView(); White > Red > Blue, all
// Auto Layout; Red centred in White, 200×200; Blue inset 20 inside Red. Each view overrides
// updateConstraints, layoutSubviews and draw(_:), logging before calling super.

private final class TraceViewController: UIViewController {
    let log: CallLog
    var red: UIView!
    var blue: UIView!

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func loadView() {
        log("ViewController.loadView")
        let white = LoggingView("WhiteView", log: log)
        let red = LoggingView("RedView", log: log)
        let blue = LoggingView("BlueView", log: log)
        for v in [white, red, blue] { v.translatesAutoresizingMaskIntoConstraints = false }
        white.addSubview(red)
        red.addSubview(blue)
        NSLayoutConstraint.activate([
            red.centerXAnchor.constraint(equalTo: white.centerXAnchor),
            red.centerYAnchor.constraint(equalTo: white.centerYAnchor),
            red.widthAnchor.constraint(equalToConstant: 200),
            red.heightAnchor.constraint(equalToConstant: 200),
            blue.topAnchor.constraint(equalTo: red.topAnchor, constant: 20),
            blue.leadingAnchor.constraint(equalTo: red.leadingAnchor, constant: 20),
            red.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
            red.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
        ])
        view = white
        self.red = red
        self.blue = blue
    }

    override func viewDidLoad() { log("ViewController.viewDidLoad"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { log("ViewController.viewWillAppear"); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { log("ViewController.viewDidAppear"); super.viewDidAppear(animated) }
    override func updateViewConstraints() { log("ViewController.updateViewConstraints"); super.updateViewConstraints() }
    override func viewWillLayoutSubviews() { log("ViewController.viewWillLayoutSubviews"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { log("ViewController.viewDidLayoutSubviews"); super.viewDidLayoutSubviews() }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        log("ViewController.traitCollectionDidChange")
        super.traitCollectionDidChange(previous)
    }
}

@Suite("Golden traces")
struct GoldenTraceTests {
    @Test("01: first display — constraints bottom-up, layout top-down, then draw (view part)")
    func firstDisplayViews() throws {
        let log = CallLog()
        let sim = makeSimulation()
        let controller = Box<TraceViewController?>(nil)
        sim.start {
            let window = UIWindow()
            let vc = TraceViewController(log: log)
            controller.value = vc
            window.rootViewController = vc
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let views = ["WhiteView", "RedView", "BlueView"]
        let expected = try goldenTrace("01-first-display.trace").filter { line in views.contains { line.hasPrefix($0 + ".") } }
        let actual = log.entries.filter { line in views.contains { line.hasPrefix($0 + ".") } }
        #expect(actual == expected)
        // And the layout the constraints describe: Red centred in the 390×844 screen, Blue inset 20.
        let frames = Box<(CGRect, CGRect)>((.zero, .zero))
        sim.perform { frames.value = (controller.value!.red.frame, controller.value!.blue.frame) }
        sim.runFrames(1)
        #expect(frames.value.0 == CGRect(x: 95, y: 322, width: 200, height: 200))
        #expect(frames.value.1 == CGRect(x: 20, y: 20, width: 160, height: 160))
    }

    @Test("01: the controller's callbacks interleave as in UIKit, the first trait change included")
    func firstDisplayWithController() throws {
        let log = CallLog()
        let sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            window.rootViewController = TraceViewController(log: log)
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        #expect(log.entries == (try goldenTrace("01-first-display.trace")))
    }

    @Test("02: invalidation coalesces; the \"if needed\" variants act only when something is pending")
    func coalescing() throws {
        let log = CallLog()
        let sim = makeSimulation()
        let view = Box<LoggingView?>(nil)
        sim.start {
            let window = UIWindow()
            let v = LoggingView("V", log: log)
            v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            window.addSubview(v)
            window.makeKeyAndVisible()
            view.value = v
        }
        sim.runUntilIdle()
        log.clear()
        sim.perform {
            view.value!.setNeedsLayout()
            view.value!.setNeedsLayout()
            view.value!.setNeedsLayout()
        }
        sim.runFrames(1)
        var actual = log.entries.filter { $0 == "V.layoutSubviews" }
        log.clear()
        sim.perform {
            view.value!.layoutIfNeeded()
            view.value!.layoutIfNeeded()
        }
        sim.runFrames(1)
        actual += log.entries.filter { $0 == "V.layoutSubviews" }
        log.clear()
        let inside = Box(0)
        sim.perform {
            view.value!.setNeedsLayout()
            view.value!.layoutIfNeeded()
            inside.value = log.entries.filter { $0 == "V.layoutSubviews" }.count
            view.value!.layoutIfNeeded()
        }
        sim.runFrames(1)
        actual += log.entries.filter { $0 == "V.layoutSubviews" }
        #expect(actual == (try goldenTrace("02-coalescing.trace")))
        #expect(inside.value == 1, "the layout happened inside the first layoutIfNeeded()")
    }
}
