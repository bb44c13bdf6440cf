import Foundation
@testable import MainlineTesting
import Testing

/// A list whose scroll handler can force a layout (`forcesLayout`), for baselines to catch.
struct ListScenario: Scenario {
    let name = "list"
    let summary = "a list flung down and up"
    var defaultLength: ScenarioLength { .seconds(3) }
    static let forcesLayout = ScenarioParameter(flag: "forces-layout", summary: "the scroll handler forces a layout")
    var parameters: [AnyScenarioParameter] { [Self.forcesLayout.erased] }

    func run(_ run: ScenarioRun) {
        let sim = run.simulation
        let forces = run.options[Self.forcesLayout]
        let list = ListBox()
        sim.start {
            let window = UIWindow()
            let controller = ListController(forcesLayout: forces)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            list.controller = controller
        }
        var fling = 0
        while !run.isFinished {
            if let table = list.controller?.table {
                sim.fling(table, velocity: CGPoint(x: 0, y: fling % 2 == 0 ? -3_000 : 3_000))
                fling += 1
            }
            run.advance(seconds: 1)
        }
    }
}

final class ListBox: @unchecked Sendable {
    var controller: ListController?
}

final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table = UITableView()
    let banner = UIView()
    let forcesLayout: Bool

    init(forcesLayout: Bool) {
        self.forcesLayout = forcesLayout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        table.delegate = self
        table.rowHeight = 44
        table.frame = view.bounds
        view.addSubview(table)
        view.addSubview(banner)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 300 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        banner.frame.size.height = max(0, 60 - scrollView.contentOffset.y)
        if forcesLayout {
            banner.setNeedsLayout()
            view.layoutIfNeeded()  // the forced layout the baseline must catch (ProfileAssertionTests.forcedLine)
        }
    }
}

@Suite struct ProfileAssertionTests {
    /// The line of `view.layoutIfNeeded()` above.
    static let forcedLine = 73

    private func profile(forcing: Bool) -> Profile {
        var options = ScenarioOptions()
        options[ListScenario.forcesLayout] = forcing
        return withMainlineConfiguration(.init(checkerPolicy: .collect, printsDiagnostics: false)) { ListScenario().run(options).profile }
    }

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mainline-baseline-\(UUID().uuidString)")
            .appendingPathComponent("list.json")
    }

    @Test func aBaselineIsRecordedThenPassesThenCatchesAnAddedForcedLayout() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let directory = url.deletingLastPathComponent()

        let first = ProfileAssertion.evaluate(profile(forcing: false), budget: nil, baseline: .automatic, automaticURL: url,
                                              relativeTo: directory, record: false)
        #expect(first.failures.isEmpty)
        #expect(first.recorded == url)
        #expect(first.notes.first?.contains("recorded the baseline") == true)
        let recorded = try Profile(json: Data(contentsOf: url))
        #expect(recorded.series.count == 0, "a baseline keeps no frame series")
        #expect(try Data(contentsOf: url).count < 64_000)

        // The same code again, under the virtual clock whose times vary: passes.
        let second = ProfileAssertion.evaluate(profile(forcing: false), budget: nil, baseline: .automatic, automaticURL: url,
                                               relativeTo: directory, record: false)
        #expect(second.failures.isEmpty, "\(second.failures)")
        #expect(second.recorded == nil)

        // A forced layout added in the scroll handler: fails, saying what, by how much and where.
        let third = ProfileAssertion.evaluate(profile(forcing: true), budget: nil, baseline: .automatic, automaticURL: url,
                                              relativeTo: directory, record: false)
        let message = try #require(third.failures.first)
        #expect(third.failures.count == 1)
        #expect(message.contains("forced synchronous layouts: 0 →"))
        #expect(message.contains("ProfileAssertionTests.swift:\(Self.forcedLine) in scrollViewDidScroll"), "\(message)")
        #expect(message.contains("MAINLINE_RECORD=1"))
        #expect(try Profile(json: Data(contentsOf: url)).summary.forcedLayouts == 0, "a failing run does not record")

        // Recording again (MAINLINE_RECORD=1) takes the new run as the baseline.
        let again = ProfileAssertion.evaluate(profile(forcing: true), budget: nil, baseline: .automatic, automaticURL: url,
                                              relativeTo: directory, record: true)
        #expect(again.failures.isEmpty)
        #expect(again.recorded == url)
        #expect(try Profile(json: Data(contentsOf: url)).summary.forcedLayouts > 0)
    }

    @Test func theStableComparisonLeavesTimesOutAndTheFullOneDoesNot() {
        let clean = profile(forcing: false)
        var slower = clean
        slower.summary.frameTime.p95 += 5  // (well past the 1 ms noise floor, whatever the clean run's p95)
        slower.summary.hitchTimeRatio += 50
        let stable = ProfileAssertion.evaluate(slower, budget: nil, baseline: .profile(clean), automaticURL: temporaryFile(),
                                               relativeTo: URL(fileURLWithPath: "/"), record: false)
        #expect(stable.failures.isEmpty, "frame times are not compared under the virtual clock by default")
        let full = ProfileAssertion.evaluate(slower, budget: nil, baseline: .profile(clean, comparing: .all), automaticURL: temporaryFile(),
                                             relativeTo: URL(fileURLWithPath: "/"), record: false)
        #expect(full.failures.first?.contains("p95 frame time") == true)
    }

    @Test func aCrossedBudgetNamesTheLine() {
        let outcome = ProfileAssertion.evaluate(profile(forcing: true), budget: Budget(maxForcedLayouts: 0), baseline: .none,
                                                automaticURL: temporaryFile(), relativeTo: URL(fileURLWithPath: "/"), record: false)
        let message = outcome.failures.first ?? ""
        #expect(message.contains("list exceeded its budget"))
        #expect(message.contains("ProfileAssertionTests.swift:\(Self.forcedLine)"), "\(message)")
    }

    @Test func aMissingBaselineFileFails() {
        let outcome = ProfileAssertion.evaluate(profile(forcing: false), budget: nil, baseline: .file("no/such/profile.json"),
                                                automaticURL: temporaryFile(), relativeTo: URL(fileURLWithPath: "/tmp"), record: false)
        #expect(outcome.failures.first?.contains("Cannot read the baseline /tmp/no/such/profile.json") == true)
    }

    @Test func assertProfileReportsARegressionAsAnIssueOfTheTest() {
        let clean = profile(forcing: false)
        var options = ScenarioOptions()
        options[ListScenario.forcesLayout] = true
        withKnownIssue {
            assertProfile(of: ListScenario(), options: options, baseline: .profile(clean))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("regressed against the baseline given") && $0.rawValue.contains("forced synchronous layouts") }
        }
        // The clean run against its own kind: no issue (a recorded issue would fail this test).
        let result = assertProfile(of: ListScenario(), baseline: .profile(clean))
        #expect(result.profile.summary.forcedLayouts == 0)
    }

    @Test func automaticBaselinesLiveBesideTheTestFile() {
        let file = URL(fileURLWithPath: "/src/Tests/AppTests/ScrollTests.swift")
        let first = BaselineFiles.automaticURL(testFile: file, testName: "testInbox()", line: 10, named: false)
        #expect(first.path == "/src/Tests/AppTests/__Profiles__/ScrollTests/testInbox.json")
        let second = BaselineFiles.automaticURL(testFile: file, testName: "testInbox()", line: 14, named: false)
        #expect(second.lastPathComponent == "testInbox-2.json")
        #expect(BaselineFiles.automaticURL(testFile: file, testName: "testInbox()", line: 10, named: false) == first)
        #expect(BaselineFiles.automaticURL(testFile: file, testName: "inbox fixed", line: 20, named: true).lastPathComponent == "inbox-fixed.json")
        #expect(BaselineFiles.sanitized("scrolls(count:)") == "scrolls")
    }

    @Test func twoSuitesWithOneTestNameHaveTheirOwnBaselines() throws {
        let file = temporaryFile().deletingPathExtension().appendingPathExtension("swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "@Suite struct A { @Test func scrolls() {} }\n@Suite struct B { @Test func scrolls() {} }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(BaselineFiles.testName("scrolls()", in: file, options: ScenarioOptions()) == "ProfileAssertionTests.scrolls")
        // A name the file declares once stays the function's own (baselines recorded before keep their names).
        #expect(BaselineFiles.testName("loads()", in: file, options: ScenarioOptions()) == "loads()")
    }

    @Test(arguments: [false, true])
    func parameterisedCasesHaveTheirOwnBaselines(fixed: Bool) {
        var options = ScenarioOptions(length: .frames(30))
        options.fixed = fixed
        options.parameterArguments = ["messages": "2000"]
        let name = BaselineFiles.testName("scrolls(count:)", in: URL(fileURLWithPath: "/nonexistent.swift"), options: options)
        #expect(name == (fixed ? "scrolls-fixed-messages-2000-30-frames" : "scrolls-messages-2000-30-frames"))
    }
}

@Suite("assertProfile on several devices", .serialized)
struct DeviceAssertionTests {
    @Test("a baseline per device: recorded the first time beside the test, each device's later run judged against its own")
    func baselinePerDevice() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Profiles__").appendingPathComponent("ProfileAssertionTests")
        let names = ["iphone-16-pro", "iphone-8"].map { directory.appendingPathComponent("baselinePerDevice.\($0).json") }
        for url in names { try? FileManager.default.removeItem(at: url) }
        defer { for url in names { try? FileManager.default.removeItem(at: url) } }
        let options = ScenarioOptions(length: .frames(30), clock: .deterministic)
        let first = assertProfile(of: ListScenario(), options: options, devices: [.iPhone16Pro, .iPhone8])
        #expect(first.map(\.profile.configuration.device) == ["iPhone 16 Pro", "iPhone 8"])
        for url in names { #expect(FileManager.default.fileExists(atPath: url.path), "\(url.lastPathComponent) recorded") }
        // The two baselines differ (the iPhone 8 is slower); each device's second run matches its own
        // (a mismatch would fail this test through assertProfile).
        let recorded = try names.map { try JSONDecoder().decode(Profile.self, from: Data(contentsOf: $0)) }
        #expect(recorded[0].summary.frameTime.p95 < recorded[1].summary.frameTime.p95)
        let second = assertProfile(of: ListScenario(), options: options, devices: [.iPhone16Pro, .iPhone8])
        #expect(second.map(\.profile.summary.frameTime.p95) == first.map(\.profile.summary.frameTime.p95))
    }
}
