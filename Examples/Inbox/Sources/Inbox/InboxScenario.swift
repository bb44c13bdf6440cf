import Foundation
import MainlineScenarios
import Mainline

/// The inbox on a phone: it launches, then the user flings the list down and back up, once a
/// second, for the run's length.
public struct InboxScenario: Scenario {
    public let name = "inbox"
    public let summary = "the inbox's message list flung down and up once a second"
    public var defaultLength: ScenarioLength { .seconds(8) }

    /// How many messages the inbox lists (`--messages N`).
    public static let messages = ScenarioParameter("messages", default: 500, in: 1...100_000,
                                                   summary: "how many messages the inbox lists")
    public var parameters: [AnyScenarioParameter] { [Self.messages.erased] }

    public init() {}

    public func run(_ run: ScenarioRun) {
        let sim = run.simulation
        let messages = Message.samples(run.options[Self.messages])
        let inbox = Reference<InboxViewController?>(nil)
        sim.start {
            let window = UIWindow()
            let controller = InboxViewController(messages: messages)
            window.rootViewController = UINavigationController(rootViewController: controller)
            window.makeKeyAndVisible()
            inbox.value = controller
        }
        var fling = 0
        while !run.isFinished {
            if let table = inbox.value?.tableView {
                // Four flings down, then four up, at 3,000 to 4,500 points a second.
                let speed = CGFloat(3_000 + (fling * 500) % 1_500)
                sim.fling(table, velocity: CGPoint(x: 0, y: (fling / 4) % 2 == 0 ? -speed : speed))
                fling += 1
            }
            run.advance(seconds: 1)
        }
    }
}

/// A reference the script hands between the driver and the main queue.
final class Reference<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
