import Foundation
import Mainline

/// `feed`, the default scenario: a 1,000-post self-sizing feed scrolled by flings at 120 Hz,
/// photos "downloaded" on a background queue. As shipped it has three bugs real apps have: a
/// photo set on a cell from the background queue, `layoutIfNeeded()` in `scrollViewDidScroll`
/// (twice, with a frame read in between: thrashing), and a cell whose `layoutSubviews`
/// invalidates the table's layout. `--fixed` runs the same app done right.
///
/// Declared costs (`Workload.spend`) stand for what the real app's code would take on a phone:
/// configuring a cell 1.5 ms, a cell's layout 0.4 ms, the header's layout 3.5 ms.
struct FeedScenario: Scenario {
    let name = "feed"
    let summary = "a 1,000-post self-sizing feed flung at 120 Hz, photos loaded on a background queue; 3 planted bugs (--fixed: none)"
    var defaultLength: ScenarioLength { .seconds(20) }

    /// Posts in the feed.
    static let postCount = 1_000
    /// A fling every second, 40 down then 40 up, at 5,000 to 7,000 points a second.
    static func flingVelocity(_ index: Int) -> CGFloat {
        let speed = CGFloat(5_000 + (index * 700) % 2_100)
        return (index / 40) % 2 == 0 ? -speed : speed
    }

    func run(_ run: ScenarioRun) {
        let sim = run.simulation
        let controller = Box<FeedViewController?>(nil)
        let fixed = run.options.fixed
        sim.start {
            let window = UIWindow()
            let feed = FeedViewController(posts: FeedPost.make(Self.postCount), fixed: fixed)
            window.rootViewController = feed
            window.makeKeyAndVisible()
            controller.value = feed
        }
        let framesPerFling = max(1, Int(sim.refreshRate.rounded()))
        var frame = 0, flings = 0
        while !run.isFinished {
            if frame % framesPerFling == framesPerFling / 4, let table = controller.value?.tableView {
                sim.fling(table, velocity: CGPoint(x: 0, y: Self.flingVelocity(flings)))
                flings += 1
            }
            run.advance(frames: 1)
            frame += 1
        }
    }
}

/// A reference that scripts hand between the driver and the main queue.
final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
