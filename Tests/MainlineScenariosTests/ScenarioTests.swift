import Foundation
import Mainline
@testable import MainlineScenarios
import Testing
import ThreadChecker

/// The expected calls of a golden trace (Tests/MainlineTests/Golden), comments dropped.
func goldenTrace(_ name: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../MainlineTests/Golden/\(name)").standardizedFileURL
    return try String(contentsOf: url, encoding: .utf8)
        .split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
}

/// Runs a built-in scenario quietly (diagnostics and violations are in its profile).
/// The scenarios on a 390 × 844 pt phone (the iPhone 13 Pro): the geometry the expected frames
/// below are worked out for.
let onPhone390 = ScenarioOptions(device: .iPhone13Pro)

func runScenario(_ name: String, _ options: ScenarioOptions = ScenarioOptions()) -> ScenarioResult {
    withMainlineConfiguration(.quiet) { Scenarios.named(name)!.run(options) }
}

/// The lines of `trace` after the first line that starts with `marker`, up to the next comment.
func section(_ trace: [String], after marker: String) -> [String] {
    guard let start = trace.firstIndex(where: { $0.hasPrefix(marker) }) else { return [] }
    return Array(trace[(start + 1)...].prefix { !$0.hasPrefix("#") })
}

@Suite("Built-in scenarios")
struct ScenarioTests {
    @Test("the registry lists feed first, then lifecycle, navigation, rotation, stress; names are found case-insensitively")
    func registry() {
        #expect(Scenarios.all.map(\.name) == ["feed", "lifecycle", "navigation", "rotation", "stress"])
        #expect(Scenarios.defaultScenario.name == "feed")
        #expect(Scenarios.named("Lifecycle")?.name == "lifecycle")
        #expect(Scenarios.named("fed") == nil)
    }

    @Test("lifecycle: the first display follows golden 01, line for line")
    func lifecycleFirstDisplay() throws {
        let result = runScenario("lifecycle", onPhone390)
        #expect(section(result.trace, after: "# first display") == (try goldenTrace("01-first-display.trace")))
        #expect(result.profile.diagnostics.isEmpty)
    }

    @Test("lifecycle: three size changes in one turn cost one constraint pass and one layout pass, at the commit")
    func lifecycleCoalescedUpdate() {
        let result = runScenario("lifecycle", onPhone390)
        #expect(section(result.trace, after: "# (nothing has run yet") == [
            "ViewController.updateViewConstraints", "WhiteView.updateConstraints",
            "ViewController.viewWillLayoutSubviews", "WhiteView.layoutSubviews", "ViewController.viewDidLayoutSubviews",
            "RedView.layoutSubviews", "BlueView.layoutSubviews",
        ])
        // Nothing ran between the three sets: the comment lines follow each other.
        let grows = result.trace.firstIndex { $0.hasPrefix("# Red grows") }
        #expect(grows.map { result.trace[$0 + 1].hasPrefix("# (nothing has run yet") } == true)
        #expect(result.trace.contains("# Red (95, 322, 200 × 200), Blue (20, 20, 160 × 160) in White (0, 0, 390 × 844)"))
        #expect(result.trace.contains("# one pass each: Red (75, 302, 240 × 240), Blue (20, 20, 200 × 200)"))
    }

    @Test("lifecycle: the seeds' animation trap three ways — a jump, a jump flagged at the line of the change, a move along the curve")
    func lifecycleAnimationTrap() throws {
        let result = runScenario("lifecycle", onPhone390)
        func shown(after marker: String) -> [Double] {
            guard let start = result.trace.firstIndex(where: { $0.hasPrefix(marker) }) else { return [] }
            return result.trace[(start + 1)...].filter { $0.hasPrefix("#") }.prefix { $0.hasPrefix("# Red shown at x = ") }
                .compactMap { Double($0.dropFirst("# Red shown at x = ".count)) }
        }
        // Red is 240 wide in a 390-pt White: x 75 centred, 135 moved 60 pt right.
        #expect(shown(after: "# Red moves 60 pt right without animation") == Array(repeating: 135, count: 7))
        #expect(shown(after: "# Red moves back") == Array(repeating: 75, count: 7))
        let moving = shown(after: "# Red moves right again")
        #expect(moving.count == 7)
        // 50, 100, … ms into a 0.3 s ease-in-out: strictly between the ends, rising, then there.
        #expect(moving.prefix(5).allSatisfy { $0 > 75 && $0 < 135 }, "\(moving)")
        #expect(zip(moving, moving.dropFirst()).allSatisfy { $0 < $1 || $1 == 135 }, "\(moving)")
        #expect(moving.last == 135)
        let trap = result.profile.findings.filter { $0.kind == .layoutChangeNotAnimated }
        #expect(trap.count == 1)
        #expect(trap.first?.callSite?.fileName == "LifecycleScenario.swift")
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/MainlineScenarios/LifecycleScenario.swift"), encoding: .utf8)
        let line = source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("self.redCenterX.constant = 0") }.map { $0 + 1 }
        #expect(trap.first?.callSite?.line == line)
    }

    @Test("navigation: push, pop, present, dismiss and a tab switch, each controller's callbacks in UIKit's order")
    func navigation() {
        let result = runScenario("navigation")
        let trace = result.trace
        #expect(section(trace, after: "# launch") == [
            "Inbox.willMove(toParent:)", "Inbox.didMove(toParent:)", "Settings.willMove(toParent:)", "Settings.didMove(toParent:)",
            "Inbox.loadView", "Inbox.viewDidLoad", "Inbox.viewWillAppear", "Inbox.viewIsAppearing", "Inbox.viewDidAppear",
        ])
        #expect(section(trace, after: "# push Message") == [
            "Message.willMove(toParent:)", "Message.loadView", "Message.viewDidLoad", "Inbox.viewWillDisappear",
            "Message.viewWillAppear", "Message.viewIsAppearing", "Inbox.viewDidDisappear", "Message.viewDidAppear",
            "Message.didMove(toParent:)",
        ])
        #expect(section(trace, after: "# pop back") == [
            "Message.willMove(toParent: nil)", "Message.viewWillDisappear", "Inbox.viewWillAppear", "Inbox.viewIsAppearing",
            "Message.viewDidDisappear", "Inbox.viewDidAppear", "Message.didMove(toParent: nil)",
        ])
        #expect(section(trace, after: "# present Compose") == [
            "Compose.loadView", "Compose.viewDidLoad", "Inbox.viewWillDisappear", "Compose.viewWillAppear",
            "Compose.viewIsAppearing", "Compose.viewDidAppear", "Inbox.viewDidDisappear",
        ])
        #expect(section(trace, after: "# dismiss Compose") == [
            "Compose.viewWillDisappear", "Inbox.viewWillAppear", "Inbox.viewIsAppearing", "Inbox.viewDidAppear",
            "Compose.viewDidDisappear",
        ])
        #expect(section(trace, after: "# the user taps the Settings tab") == [
            "Settings.loadView", "Settings.viewDidLoad", "Settings.viewWillAppear", "Inbox.viewWillDisappear",
            "Inbox.viewDidDisappear", "Settings.viewIsAppearing", "Settings.viewDidAppear",
        ])
        // The completions come after the last callback of their transition.
        #expect(trace.contains("# presentation completed") && trace.contains("# dismissal completed"))
        #expect(result.profile.diagnostics.isEmpty)
    }

    @Test("rotation: each turn follows golden 05 with the trait change, and the frames after it are right")
    func rotation() throws {
        let result = runScenario("rotation", onPhone390)
        let trace = result.trace
        let golden = try goldenTrace("05-rotation.trace")
        let turns = ["landscapeLeft", "portrait", "landscapeRight"]
        for turn in turns {
            let lines = section(trace, after: "# the device turns to \(turn)")
            #expect(lines == ["ViewController.willTransition(to:with:)", "ViewController.viewWillTransition(to:with:)"], "\(turn)")
            let afterSize = section(trace.drop { !$0.hasPrefix("# the device turns to \(turn)") }.map { $0 }, after: "# to ")
            #expect(afterSize == ["ViewController.traitCollectionDidChange", "ViewController.viewWillLayoutSubviews",
                                  "ViewController.viewDidLayoutSubviews", "ViewController.alongside animation",
                                  "ViewController.transition completion"], "\(turn)")
            // Golden 05: the size change, then the root view's layout.
            #expect((lines + afterSize).filter { golden.contains($0) } == golden, "\(turn)")
        }
        #expect(trace.filter { $0.hasPrefix("# to ") } == [
            "# to 844 × 390, animated 0.4 s", "# to 390 × 844, animated 0.4 s", "# to 844 × 390, animated 0.4 s",
        ])
        // Portrait: stacked tiles under a header, inset 20 from the safe area (47 top).
        let portrait = "view (0, 0, 390 × 844), header (20, 55, 350 × 44), tile A (20, 111, 350 × 120), tile B (20, 243, 350 × 120)"
        // Landscape: the safe area is inset 47 left and right, 21 at the bottom; the tiles share
        // the width (710 - 12) / 2 and reach 20 above the safe area's bottom (390 - 21 - 20).
        let landscape = "view (0, 0, 844 × 390), header (67, 8, 710 × 44), tile A (67, 64, 349 × 285), tile B (428, 64, 349 × 285)"
        #expect(trace.filter { $0.hasPrefix("# portrait:") || $0.hasPrefix("# landscape") } == [
            "# portrait: \(portrait)", "# landscapeLeft: \(landscape)", "# portrait: \(portrait)", "# landscapeRight: \(landscape)",
        ])
        #expect(result.profile.diagnostics.isEmpty, "\(result.profile.diagnostics.prefix(2))")
    }

    @Test("stress: every off-main call is recorded, at its own call site, counted exactly; no diagnostics")
    func stress() {
        let queues = 4
        let result = runScenario("stress", ScenarioOptions(length: .frames(30), views: 420, queues: queues))
        func figure(_ name: String) -> Double? { result.figures.first { $0.name == name }?.value }
        let steps = Int(figure(StressScenario.Figure.steps) ?? -1)
        #expect(figure(StressScenario.Figure.views) == 420)
        #expect(figure(StressScenario.Figure.queues) == Double(queues))
        #expect(figure(StressScenario.Figure.frames) == 30)
        #expect((figure(StressScenario.Figure.fewestSteps) ?? 0) >= Double(StressScenario.minimumSteps), "every queue made its steps")
        #expect(steps >= queues * StressScenario.minimumSteps)
        // One record per API and call site, each counting every queue's calls.
        let ours = result.profile.threadViolations.filter { $0.callSite?.fileName == "StressScenario.swift" }
        #expect(Set(ours.map(\.api)) == ["-[UIView setNeedsLayout]", "-[UIView subviews]", "-[UIView frame]", "-[UIView setAlpha:]",
                                         "-[NSLayoutConstraint setConstant:]"])
        #expect(Set(ours.map { $0.callSite!.line }).count == StressScenario.callsPerStep)
        for record in ours {
            #expect(record.count == steps, "\(record.api) at line \(record.callSite!.line)")
            #expect(record.queueLabel.hasPrefix("com.example.stress.") && !record.isProcessMainThread)
        }
        #expect(figure(StressScenario.Figure.violations) == Double(steps * StressScenario.callsPerStep))
        #expect(result.profile.summary.threadViolations == steps * StressScenario.callsPerStep)
        #expect(result.profile.diagnostics.isEmpty, "\(result.profile.diagnostics.prefix(2))")
        #expect(result.trace.count == 1 && result.trace[0].hasPrefix("# 420 views, 4 queues: 30 frames"))
    }

    @Test("each scenario stops at the length asked for, in frames or seconds", arguments: ["lifecycle", "navigation", "rotation", "stress"])
    func lengths(name: String) {
        let short = runScenario(name, ScenarioOptions(length: .frames(3), views: 100, queues: 2))
        // The launch's frame, then the three asked for.
        #expect(short.profile.summary.frames == 4, "\(name)")
        let timed = runScenario(name, ScenarioOptions(length: .seconds(0.5), views: 100, queues: 2))
        #expect(timed.simulatedSeconds >= 0.5 - 1e-9 && timed.simulatedSeconds < 0.6, "\(name): \(timed.simulatedSeconds)")
    }

    @Test("stress keeps the spans of its last 30 frames only, and its profile still covers the whole run")
    func stressCoversItsWholeRun() {
        let result = runScenario("stress", ScenarioOptions(length: .frames(90), views: 100, queues: 2))
        #expect(result.profile.summary.frames == 91)
        #expect(result.profile.series.count == 91)
        #expect(result.profile.phases.contains { $0.phase == .layout && $0.total > 0 })
        #expect((result.profile.timeline?.count ?? 0) <= 30)
    }

    @Test("the callback trace from the timeline: frames, phases, objects, and nesting inside the rotation")
    func callbackTrace() {
        let lifecycle = runScenario("lifecycle", onPhone390).callbackTrace()
        #expect(lifecycle.first == "frame 0 @ 0.000 s")
        let firstFrame = Array(lifecycle.dropFirst().prefix { !$0.hasPrefix("frame ") })
        let calls = firstFrame.compactMap { $0.split(separator: " ").last.map(String.init) }
        #expect(calls.prefix(4) == ["loadView()", "viewDidLoad()", "viewWillAppear(_:)", "traitCollectionDidChange(_:)"])
        #expect(calls.last == "viewDidAppear(_:)")
        #expect(firstFrame.contains { $0.hasPrefix("  constraints ") && $0.hasSuffix("updateViewConstraints()") })
        let rotation = runScenario("rotation", onPhone390).callbackTrace()
        let turn = rotation.firstIndex { $0.hasSuffix(" rotation") }
        #expect(turn != nil)
        if let turn {
            func column(_ line: String, _ word: String) -> Int? {
                line.range(of: word).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
            }
            #expect(rotation[turn + 1].hasSuffix("willTransition(to:with:)"))
            #expect(column(rotation[turn + 1], "TilesViewController:") == column(rotation[turn], "rotation").map { $0 + 2 },
                    "the callbacks inside the rotation are indented under it")
        }
    }
}
