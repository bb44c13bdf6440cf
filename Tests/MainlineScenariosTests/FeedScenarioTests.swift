import Foundation
import Mainline
@testable import MainlineScenarios
import MainlineTesting
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

@Suite("The feed scenario", .serialized, .mainline(.quiet))
struct FeedScenarioTests {

    @Test("feed reports its four planted bugs at their lines; feed --fixed reports none and hitches far less")
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

        // 4: new date formatters for every comment of every cell: a slow cellForRowAt, measured
        // (the virtual clock), at the line in its body that made the formatters, its time in them.
        let slowLine = try feedLine("FeedViewController.swift", containing: "BUG (planted): the same line rebuilt") + 1
        let slow = try #require(b.findings.first { $0.kind == .slowHandler && $0.severity == .warning
            && $0.handler == "tableView(_:cellForRowAt:) on UITableView" })
        #expect(slow.callSite?.fileName == "FeedViewController.swift")
        #expect(slow.callSite?.line == slowLine)
        #expect(slow.occurrences >= 10)
        #expect(slow.lines.first?.callSite.function.contains("summaryMakingFormatters") == true, "\(slow.lines)")
        // (Slow handlers are measured app code: instrumented by ThreadSanitizer, the fixed header's
        // 3.5 ms backdrop crosses half a frame's budget in some runs; the threading is what that
        // build checks.)
        if !MainlineBuild.isThreadSanitized { #expect(!f.findings.contains { $0.kind == .slowHandler && $0.severity == .warning }) }

        // The fixed app: none of them, and a much better hitch-time ratio.
        // (The checker's records are process-wide: other suites' violations, from other files, are
        // seen by every simulation driven meanwhile.)
        let fromFeed = { (finding: Finding) in finding.kind != .threadViolation || finding.callSite?.file.contains("/Feed/") == true }
        // (Notes are allowed: the launch's real work, measured, is what time to first frame shows.)
        let measured: Set<Finding.Kind> = MainlineBuild.isThreadSanitized ? [.hitch, .slowHandler] : [.hitch]
        #expect(f.findings.filter { !measured.contains($0.kind) && $0.severity > .note && fromFeed($0) }.isEmpty, "\(f.findings.map(\.title))")
        #expect(f.summary.forcedLayouts == 0 && f.summary.layoutThrashes == 0)
        #expect(b.summary.hitchTimeRatio > 2 * max(1, f.summary.hitchTimeRatio))
        // (The app's code is measured: instrumented by ThreadSanitizer it runs several times slower.)
        if !MainlineBuild.isThreadSanitized { #expect(f.summary.grade == .good) }
        // Both scrolled the same feed the same way. (Under ThreadSanitizer the buggy feed's measured
        // cellForRowAt runs several times slower: its late frames cover the same gestures in fewer.)
        let scrolled = MainlineBuild.isThreadSanitized ? 40 : 400
        #expect(b.summary.scrollingFrames > scrolled && f.summary.scrollingFrames > scrolled,
                "\(b.summary.scrollingFrames), \(f.summary.scrollingFrames)")
        #expect(b.diagnostics.isEmpty && f.diagnostics.isEmpty, "\(b.diagnostics.map(\.message))")
    }

    @Test("under the deterministic clock, feed and feed --fixed give the same JSON twice, byte for byte (background work included)",
          arguments: [false, true])
    func deterministic(fixed: Bool) {
        let options = ScenarioOptions(fixed: fixed, length: .seconds(3), clock: .deterministic)
        let a = FeedScenario().run(options), b = FeedScenario().run(options)
        #expect(a.profile.report(.json) == b.profile.report(.json))
        #expect(fixed || a.profile.summary.threadViolations > 0)
        // The planted slow cellForRowAt is measured work: the deterministic clock leaves it out.
        #expect(!a.profile.findings.contains { $0.kind == .slowHandler && $0.severity == .warning && $0.handler?.hasPrefix("tableView(_:cellForRowAt:)") == true })
    }
}

@Suite("Repeatable findings", .serialized)
struct RepeatableFindingsTests {
    /// What a warning or error says, without its times and counts: kind, severity, line, handler
    /// or API.
    static func signature(_ f: Finding) -> String {
        let site = f.callSite.map { "\($0.fileName):\($0.line)" } ?? "-"
        return "\(f.kind) \(f.severity) \(site) \(f.handler ?? f.api ?? "")"
    }

    @Test("feed under the virtual clock, five times in one process: the same warnings and errors at the same lines, their counts within 5 % (or 2) beyond the frames the runs covered differently")
    func fiveRunsInOneProcess() {
        let options = ScenarioOptions(length: .seconds(3))
        let profiles = (0..<5).map { _ in FeedScenario().run(options).profile }
        // (Warnings and errors. Notes may differ: the first simulation in a process pays the
        // process's one-time costs in its launch — the Swift runtime's type metadata and protocol
        // conformance lookups, as a cold launch does on a phone — and can cross a note's line.)
        let runs = profiles.map { $0.findings.filter { $0.severity > .note } }
        let first = runs[0].map(Self.signature).sorted()
        for (i, run) in runs.enumerated() {
            #expect(!run.contains { $0.callSite.map { !$0.isResolved } ?? false }, "run \(i + 1): no site at line 0 or in compiler-made code")
            #expect(run.map(Self.signature).sorted() == first, "run \(i + 1):\n\(run.map(Self.signature).sorted().joined(separator: "\n"))")
            // (How many frames a timed gesture covers depends on the measured frame times: a
            // frame at the budget's edge is late in one run and not in the next, and each frame
            // more or fewer is at most one more or fewer of a per-frame finding. So the counts
            // are compared within max(2, 5 %) beyond the difference in frames. Under
            // ThreadSanitizer the measured app code runs several times slower and less evenly, so
            // only the findings and their lines are compared there.)
            if MainlineBuild.isThreadSanitized { continue }
            let framesApart = abs(profiles[i].summary.frames - profiles[0].summary.frames)
            for finding in run {
                let twins = runs[0].filter { Self.signature($0) == Self.signature(finding) }
                guard let twin = twins.min(by: { abs($0.occurrences - finding.occurrences) < abs($1.occurrences - finding.occurrences) }) else { continue }
                let difference = abs(finding.occurrences - twin.occurrences)
                #expect(difference <= max(2, max(finding.occurrences, twin.occurrences) / 20) + framesApart,
                        "\(Self.signature(finding)): \(twin.occurrences) then \(finding.occurrences) (frames \(profiles[0].summary.frames) then \(profiles[i].summary.frames))")
            }
        }
    }
}
