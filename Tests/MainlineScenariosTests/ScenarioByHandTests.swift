// Writing a scenario in a test and asserting on its profile by hand, with Swift Testing and
// XCTest: the simplest uses of the Scenario API, compiled and run here so they stay true (the
// README's "Writing your own" walks through Examples/Inbox, which CI builds and tests).
import Foundation
import Mainline
import MainlineScenarios
import MainlineTesting
import Testing
import XCTest

/// A screen with a list of 500 rows and a scroll handler, flung twice a second.
struct InboxScenario: Scenario {
    let name = "inbox"
    let summary = "500 rows flung twice a second"
    var defaultLength: ScenarioLength { .seconds(3) }

    final class Screen: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let table = UITableView(frame: .zero, style: .plain)
        let forcesLayout: Bool
        init(forcesLayout: Bool) {
            self.forcesLayout = forcesLayout
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.rowHeight = 56
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.delegate = self
            view.addSubview(table)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if forcesLayout { view.layoutIfNeeded() }   // what the profile should catch
        }
    }

    func run(_ run: ScenarioRun) {
        let sim = run.simulation
        let screen = Screen(forcesLayout: !run.options.fixed)
        sim.start {
            let window = UIWindow()
            window.rootViewController = screen
            window.makeKeyAndVisible()
        }
        var flings = 0
        while !run.isFinished {
            // Down four times, then back up: the scroll keeps moving.
            sim.fling(screen.table, velocity: CGPoint(x: 0, y: flings % 8 < 4 ? -4_000 : 4_000))
            flings += 1
            run.advance(seconds: 0.5)
        }
    }
}

@Suite("A scenario asserted on by hand in Swift Testing", .mainline(.quiet))
struct ScenarioByHandSwiftTesting {
    @Test func inboxStaysWithinBudget() {
        let result = InboxScenario().run(ScenarioOptions(fixed: true))
        let profile = result.profile
        #expect(profile.check(Budget(maxHitchTimeRatio: 5, maxForcedLayouts: 0)).isEmpty)
        #expect(profile.summary.scrollingFrames > 300)
    }

    @Test func inboxWithTheBugIsCaught() {
        let profile = InboxScenario().run(ScenarioOptions(length: .seconds(1))).profile
        let forced = profile.findings.filter { $0.kind == .forcedSynchronousLayout }
        #expect(forced.first?.handler == "scrollViewDidScroll(_:)")
        #expect(forced.first?.callSite?.fileName == "ScenarioByHandTests.swift")
    }
}

final class ScenarioByHandXCTest: XCTestCase {
    func testInboxStaysWithinBudget() {
        let profile = InboxScenario().run(ScenarioOptions(fixed: true)).profile
        XCTAssertEqual(profile.check(Budget(maxHitchTimeRatio: 5, maxForcedLayouts: 0, maxLayoutThrashes: 0)), [],
                       profile.report(.text))
    }
}
