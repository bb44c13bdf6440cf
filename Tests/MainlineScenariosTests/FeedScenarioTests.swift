import Foundation
import Mainline
@testable import MainlineScenarios
import Testing
import ThreadChecker

/// The line of a planted bug in the feed's sources (found by its text, so the test follows edits).
func feedLine(_ file: String, containing text: String) throws -> Int {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MainlineScenarios/Feed/\(file)")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(text) })
    return index + 1
}

@Suite("The feed scenario", .serialized)
struct FeedScenarioTests {
    init() {
        Simulation.printsDiagnostics = false
        MainThreadChecker.shared.policy = .collect
    }

    @Test("feed reports its three planted bugs at their lines; feed --fixed reports none and hitches far less")
    func plantedBugs() throws {
        let buggy = FeedScenario().run(ScenarioOptions(length: .seconds(5)))
        let fixed = FeedScenario().run(ScenarioOptions(fixed: true, length: .seconds(5)))
        let b = buggy.profile, f = fixed.profile

        // 1: the photo set on the loader's queue.
        let imageLine = try feedLine("FeedViewController.swift", containing: "BUG (planted): on the loader's") + 1
        let violation = try #require(b.findings.first { $0.kind == .threadViolation && $0.callSite?.file.contains("/Feed/") == true })
        #expect(violation.api == "-[UIImageView setImage:]")
        #expect(violation.callSite?.fileName == "FeedViewController.swift")
        #expect(violation.callSite?.line == imageLine)
        #expect(violation.occurrences > 10)

        // 2: layoutIfNeeded in scrollViewDidScroll, twice with a read between: forced layouts and thrashing.
        let forcedLine = try feedLine("FeedViewController.swift", containing: "BUG (planted): forces") + 1
        let forced = b.findings.filter { $0.kind == .forcedSynchronousLayout }
        #expect(forced.contains { $0.callSite?.line == forcedLine && $0.handler == "scrollViewDidScroll(_:)" })
        #expect(b.findings.contains { $0.kind == .layoutThrashing && $0.handler == "scrollViewDidScroll(_:)" })

        // 3: the cell's layoutSubviews invalidating the table.
        let ancestorLine = try feedLine("FeedCell.swift", containing: "superview?.setNeedsLayout()")
        let ancestor = try #require(b.findings.first { $0.kind == .ancestorInvalidatedDuringLayout })
        #expect(ancestor.callSite?.line == ancestorLine)
        #expect(ancestor.title == "FeedCell.layoutSubviews() invalidates its ancestor UITableView")

        // The fixed app: none of them, and a much better hitch-time ratio.
        // (The checker's records are process-wide: other suites' violations, from other files, are
        // seen by every simulation driven meanwhile.)
        let fromFeed = { (finding: Finding) in finding.kind != .threadViolation || finding.callSite?.file.contains("/Feed/") == true }
        // (Notes are allowed: the launch's real work, measured, is what time to first frame shows.)
        #expect(f.findings.filter { $0.kind != .hitch && $0.severity > .note && fromFeed($0) }.isEmpty, "\(f.findings.map(\.title))")
        #expect(f.summary.forcedLayouts == 0 && f.summary.layoutThrashes == 0)
        #expect(b.summary.hitchTimeRatio > 2 * max(1, f.summary.hitchTimeRatio))
        #expect(f.summary.grade == .good)
        // Both scrolled the same feed the same way.
        #expect(b.summary.scrollingFrames > 400 && f.summary.scrollingFrames > 400)
        #expect(b.diagnostics.isEmpty && f.diagnostics.isEmpty, "\(b.diagnostics.map(\.message))")
    }

    @Test("the fixed feed is deterministic: two runs give the same profile")
    func deterministic() {
        let a = FeedScenario().run(ScenarioOptions(fixed: true, length: .seconds(2), clock: .deterministic))
        let b = FeedScenario().run(ScenarioOptions(fixed: true, length: .seconds(2), clock: .deterministic))
        // (Violations are left out: the checker's records are process-wide, and suites running
        // beside this one make some.)
        var summaries = [a.profile.summary, b.profile.summary]
        for i in summaries.indices { summaries[i].threadViolations = 0 }
        #expect(summaries[0] == summaries[1])
        #expect(a.profile.frames == b.profile.frames)
    }
}
