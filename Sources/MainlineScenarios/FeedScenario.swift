import Foundation
import Mainline

/// `feed`: a 1,000-row self-sizing feed scrolled by flings at 120 Hz (being written on main).
struct FeedScenario: Scenario {
    let name = "feed"
    let summary = "a 1,000-row self-sizing feed scrolled by flings, images loaded on a background queue (3 planted bugs; --fixed: none)"

    func run(_ run: ScenarioRun) {
        run.simulation.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
        }
        run.advanceToEnd()
    }
}
