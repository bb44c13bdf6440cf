import Foundation
import Mainline
@testable import MainlineCommand
import MainlineScenarios
import Testing

/// A user's scenario: a label that a timer updates, with a parameter, and a forced layout on request.
struct CounterScenario: Scenario {
    let name = "counter"
    let summary = "a label updated by a timer"
    var defaultLength: ScenarioLength { .seconds(1) }
    static let step = ScenarioParameter("step", default: 1, in: 1...10, summary: "how much each tick adds")
    static let forces = ScenarioParameter(flag: "forces", summary: "each tick forces a layout")
    var parameters: [AnyScenarioParameter] { [Self.step.erased, Self.forces.erased] }

    func run(_ run: ScenarioRun) {
        let sim = run.simulation
        let label = CounterBox()
        let step = run.options[Self.step], forces = run.options[Self.forces]
        sim.start {
            let window = UIWindow()
            let text = UILabel()
            window.addSubview(text)
            window.makeKeyAndVisible()
            label.label = text
        }
        sim.schedule(after: 0.1, repeating: 0.1) {
            label.count += step
            label.label?.text = "\(label.count)"
            if forces {
                label.label?.setNeedsLayout()
                label.label?.layoutIfNeeded()
            }
        }
        run.record(ScenarioFigure("step", Double(step)))
        run.advanceToEnd()
    }
}

final class CounterBox: @unchecked Sendable {
    var label: UILabel?
    var count = 0
}

/// A scenario whose `views` is a flag, where the built-in stress scenario's takes a number.
struct ClashingParameter: Scenario {
    let name = "clash"
    let summary = "a parameter that clashes with stress's"
    static let views = ScenarioParameter(flag: "views", summary: "show the views")
    var parameters: [AnyScenarioParameter] { [Self.views.erased] }
    func run(_ run: ScenarioRun) {}
}

/// A scenario with a Bool parameter that is on unless turned off.
struct SwitchedOff: Scenario {
    let name = "switch"
    let summary = "a Bool parameter on by default"
    var defaultLength: ScenarioLength { .frames(2) }
    static let animated = ScenarioParameter("animated", default: true, summary: "animate the changes")
    var parameters: [AnyScenarioParameter] { [Self.animated.erased] }
    func run(_ run: ScenarioRun) {
        run.record(ScenarioFigure("animated", run.options[Self.animated] ? 1 : 0))
        run.advanceToEnd()
    }
}

struct Unnamed: Scenario {
    let name = "has space"
    let summary = "a name the command cannot take"
    func run(_ run: ScenarioRun) {}
}

/// A user's program: `MainlineCommand.run(arguments:output:scenarios:)`, as `main(scenarios:)` calls it.
private func program(_ arguments: [String], _ scenarios: [any Scenario] = [CounterScenario()]) -> Outcome {
    let output = CommandOutput(progressDelay: 0)
    let status = MainlineCommand.run(arguments: arguments, output: output, scenarios: scenarios)
    return Outcome(status: status, stdout: output.standardOutput, stderr: output.standardError)
}

@Suite("mainline over a user's scenarios")
struct UserScenarioTests {
    @Test("list shows the program's scenarios first, with their parameters, then the built-in ones")
    func list() {
        let outcome = program(["list"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.firstIndex { $0.hasPrefix("  counter") } ?? 99 < lines.firstIndex { $0 == "Built in:" } ?? 0)
        #expect(outcome.stdout.contains("--step N: how much each tick adds (default 1)"))
        #expect(outcome.stdout.contains("--forces: each tick forces a layout (default false)"))
        #expect(outcome.stdout.contains("  feed "))
        #expect(program(["list", "--names"]).stdout.hasPrefix("counter\nfeed\nlifecycle\n"))
    }

    @Test("run with no name runs the first scenario given, its parameters typed")
    func runsTheFirstGiven() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outcome = program(["run", "--step", "3", "--output", dir.path, "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("step: 3"))
        let profile = try Profile(json: Data(contentsOf: dir.appendingPathComponent("counter.json")))
        #expect(profile.name == "counter")
    }

    @Test("a crossed gate exits 1 and names the line; a parameter of another scenario or a bad value is a usage error")
    func gatesAndParameters() {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let crossed = program(["run", "counter", "--forces", "--max-forced-layouts", "0", "--output", dir.path, "--format", "json"])
        #expect(crossed.status == 1)
        #expect(crossed.stderr.contains("mainline: budget exceeded: forced synchronous layouts"))
        let foreign = program(["run", "feed", "--step", "2"])
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("--step is a parameter of 'counter', not of 'feed'"))
        let bad = program(["run", "counter", "--step", "11"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--step wants a whole number from 1 to 10, not '11'"))
        let help = program(["run", "--help"])
        #expect(help.stdout.contains("--step N"))
        #expect(help.stdout.contains("(counter; default 1)"))
    }

    @Test("a scenario the command cannot name is refused with the reason")
    func badNames() {
        let outcome = program(["list"], [Unnamed()])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("the scenario name 'has space' cannot be given on a command line"))
    }

    @Test("a parameter whose name another scenario uses for another kind of value is refused; a Bool that is on by default takes false")
    func parameterKinds() {
        let clash = program(["list"], [ClashingParameter()])
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("clashes with another scenario's 'views'"), "\(clash.stderr)")
        let off = program(["run", "switch", "--animated", "false", "--output", "-", "--format", "json"], [SwitchedOff()])
        #expect(off.status == 0, "\(off.stderr)")
        let on = program(["run", "switch", "--output", "-", "--format", "json"], [SwitchedOff()])
        #expect(on.status == 0, "\(on.stderr)")
    }

    @Test("run --all in-process: every scenario, one table, summary.md, the worst status")
    func runAll() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outcome = program(["run", "--all", "--frames", "30", "--forces", "--max-forced-layouts", "0", "--output", dir.path,
                               "--format", "json"])
        #expect(outcome.status == 1, "counter crosses its gate: \(outcome.stdout)")
        for name in ["counter", "feed", "lifecycle", "navigation", "rotation", "stress"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).json").path), "\(name)")
            #expect(outcome.stdout.contains("\n\(name) "), "\(name) has a row")
        }
        #expect(outcome.stdout.contains("counter: exit status 1"))
        #expect(outcome.stdout.contains("gate crossed"))
        let summary = try String(contentsOf: dir.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("| counter | gate crossed | 31 |"), "\(summary)")
        #expect(program(["run", "--all", "--format", "md"]).stderr.contains("unknown report format 'md'"), "checked before anything runs")
        #expect(program(["run", "feed", "--all"]).stderr.contains("--all runs every scenario: leave out the name 'feed'"))
        #expect(program(["run", "--jobs", "2"]).status == 2)
    }
}

@Suite("mainline run --devices")
struct DeviceMatrixTests {
    @Test("feed on two devices: a folder of reports for each, and the runs side by side — the iPhone 8's frames slower than the iPhone 16 Pro's")
    func twoDevices() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outcome = program(["run", "feed", "--devices", "iphone-16-pro,iphone-8", "--frames", "60", "--clock", "deterministic",
                               "--output", dir.path], [])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        for device in ["iphone-16-pro", "iphone-8"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(device)/feed.json").path), "\(device)")
        }
        let table = try String(contentsOf: dir.appendingPathComponent("devices.md"), encoding: .utf8)
        #expect(table.contains("| feed | iPhone 16 Pro | iPhone 8 |"), "\(table)")
        let p95 = try #require(table.split(separator: "\n").first { $0.hasPrefix("| p95 frame time |") })
        let figures = p95.split(separator: "|").dropFirst(1).compactMap { Double($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ms", with: "")) }
        #expect(figures.count == 2 && figures[1] > figures[0] * 1.3, "\(p95)")
        // A device the command does not know is a usage error that names the known ones.
        let unknown = program(["run", "feed", "--devices", "iphone-16-pro,iphone-99"], [])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("iphone-99"), "\(unknown.stderr)")
    }
}

@Suite("mainline run --all in processes")
struct RunAllProcessTests {
    /// The `mainline` executable beside the test bundle (built with the tests).
    static var executable: URL? {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mainline")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    @Test("each scenario in a process of its own, two at a time; their reports and one table", .enabled(if: executable != nil))
    func processes() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("stdout"), err = dir.appendingPathComponent("stderr")
        let child = try ChildProcess.start(Self.executable!, arguments: ["run", "--all", "--jobs", "2", "--frames", "12", "--output",
                                                                          dir.path, "--format", "json,markdown"],
                                           standardOutput: out, standardError: err)
        #expect(child.wait() == .exited(0), "\((try? String(contentsOf: err, encoding: .utf8)) ?? "")")
        let stdout = try String(contentsOf: out, encoding: .utf8)
        #expect(try String(contentsOf: err, encoding: .utf8).contains("running 5 scenarios, 2 at a time"))
        for name in ["feed", "lifecycle", "navigation", "rotation", "stress"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).md").path))
            #expect(stdout.contains("\n\(name) "))
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("summary.md").path))
    }

    @Test("mainline stress stops on Ctrl-C — delivered twice at once, by the terminal and by a parent — with the table so far, marked interrupted: exit 130",
          .enabled(if: executable != nil))
    func stressInterrupted() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("stdout"), err = dir.appendingPathComponent("stderr")
        let report = dir.appendingPathComponent("stress.md")
        let child = try ChildProcess.start(Self.executable!, arguments: ["stress", "--views", "1000,2000", "--frames", "100000",
                                                                          "--report", report.path],
                                           standardOutput: out, standardError: err)
        // One Ctrl-C, arriving twice. (Whether the first size had started by then depends on the
        // machine: either way the run stops in order, with the table so far.)
        Thread.sleep(forTimeInterval: 2)
        kill(child.pid, SIGINT)
        kill(child.pid, SIGINT)
        #expect(child.wait() == .exited(130), "\((try? String(contentsOf: err, encoding: .utf8)) ?? "")")
        let stderr = try String(contentsOf: err, encoding: .utf8)
        #expect(stderr.contains("interrupted (Ctrl-C)"), "\(stderr)")
        #expect(!stderr.contains("stopped at once"), "\(stderr)")
        #expect(stderr.contains("the table covers the frames so far"), "\(stderr)")
        let markdown = try String(contentsOf: report, encoding: .utf8)
        #expect(markdown.contains("| views | frames | wall time |"), "\(markdown)")
        // A size that ran says it was interrupted; the one after it did not run.
        if markdown.contains("\n| 1,000 | ") { #expect(markdown.contains("\n| 1,000 | ") && markdown.contains("(interrupted)"), "\(markdown)") }
        #expect(!markdown.contains("\n| 2,000 | "), "\(markdown)")
    }
}
