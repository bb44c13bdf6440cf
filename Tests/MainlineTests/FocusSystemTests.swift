import Foundation
@testable import Mainline
import Testing

/// A form of three fields; logs focus updates and can refuse moves away from the second field.
private final class FormController: UIViewController {
    let log: CallLog
    let fields = (0..<3).map { _ in UITextField() }
    var lockSecond = false
    var preferred: UIView?

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (i, field) in fields.enumerated() {
            field.frame = CGRect(x: 20, y: 100 + CGFloat(i) * 60, width: 200, height: 40)
            view.addSubview(field)
        }
    }

    override var preferredFocusEnvironments: [UIFocusEnvironment] { preferred.map { [$0] } ?? super.preferredFocusEnvironments }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        !(lockSecond && context.previouslyFocusedView === fields[1])
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        let name = { (view: UIView?) in view.flatMap { v in self.fields.firstIndex { $0 === v } }.map(String.init) ?? "-" }
        log("\(name(context.previouslyFocusedView))->\(name(context.nextFocusedView)) \(context.focusHeading.rawValue)")
    }
}

@Suite("The focus engine: Tab moves in reading order, environments are asked and told, preferred environments take a requested update")
struct FocusSystemTests {
    private func show(_ sim: Simulation, _ log: CallLog) -> FormController {
        let controller = inspect(sim) { () -> FormController in
            let window = UIWindow()
            let controller = FormController(log: log)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return controller
        }
        sim.runUntilIdle()
        return controller
    }

    @Test("Tab focuses the first field, then the next; arrows move to the nearest field that way; isFocused follows")
    func tabAndArrows() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = show(sim, log)
        sim.moveFocus(.next)
        sim.moveFocus(.next, after: 0.05)
        sim.moveFocus(.down, after: 0.1)
        sim.moveFocus(.up, after: 0.15)
        sim.runUntilIdle()
        #expect(log.entries == ["-->0 16", "0->1 16", "1->2 2", "2->1 1"])
        #expect(inspect(sim) { controller.fields.map(\.isFocused) } == [false, true, false])
    }

    @Test("an environment that refuses keeps focus where it is and the move fails")
    func refusal() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = show(sim, log)
        let failures = Box(0)
        let observer = NotificationCenter.default.addObserver(forName: UIFocusSystem.movementDidFailNotification, object: nil, queue: nil) { _ in failures.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        sim.moveFocus(.next)
        sim.moveFocus(.next, after: 0.05)
        sim.runUntilIdle()
        inspect(sim) { controller.lockSecond = true }
        sim.moveFocus(.next)
        sim.runUntilIdle()
        #expect(log.entries == ["-->0 16", "0->1 16"])
        #expect(failures.value == 1)
        #expect(inspect(sim) { controller.fields[1].isFocused })
    }

    @Test("setNeedsFocusUpdate on the controller moves focus to its preferred environment in the next turn")
    func preferredEnvironment() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = show(sim, log)
        sim.moveFocus(.next)
        sim.runUntilIdle()
        inspect(sim) {
            controller.preferred = controller.fields[2]
            controller.setNeedsFocusUpdate()
            log("requested")
        }
        sim.runUntilIdle()
        #expect(log.entries == ["-->0 16", "requested", "0->2 0"])
        #expect(inspect(sim) { UIFocusSystem(forEnvironment: controller)?.focusedItem === controller.fields[2] })
    }
}
