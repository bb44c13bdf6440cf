import Mainline

/// Shows the counter screen in a simulation, taps its button `taps` times, then its Reset bar
/// button item, and returns what the label showed after the taps and after the reset.
public func runCounter(taps: Int) -> (afterTaps: String?, afterReset: String?) {
    final class Results: @unchecked Sendable {
        var controller: CounterViewController?
        var afterTaps: String?
        var afterReset: String?
    }
    let results = Results()
    let sim = Simulation()
    sim.start {
        let window = UIWindow()
        let controller = CounterViewController()
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        results.controller = controller
    }
    sim.runUntilIdle()
    for index in 0..<taps {
        sim.tap(at: CGPoint(x: 70, y: 122), after: Double(index) * 0.5)
    }
    sim.run(for: Double(taps) * 0.5 + 0.5)
    sim.perform {
        results.afterTaps = results.controller?.label.text
        results.controller?.navigationItem.rightBarButtonItem?.perform()
        results.afterReset = results.controller?.label.text
    }
    sim.runFrames(1)
    return (results.afterTaps, results.afterReset)
}
