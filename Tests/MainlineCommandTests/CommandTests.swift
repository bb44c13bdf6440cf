import Foundation
import Mainline
@testable import MainlineCommand
@testable import MainlineScenarios
import Testing

/// What a command run printed and returned.
struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `mainline` in-process with `arguments`.
func mainline(_ arguments: [String], terminal: Bool = false) -> Outcome {
    let output = CommandOutput(stderrIsTerminal: terminal, progressDelay: 0)
    let status = MainlineCommand.run(arguments: arguments, output: output)
    return Outcome(status: status, stdout: output.standardOutput, stderr: output.standardError)
}

/// A new empty directory for one test.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("mainline: usage, help, version, list")
struct UsageTests {
    @Test("--version prints the version constant")
    func version() {
        let outcome = mainline(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "mainline \(MainlineCommand.version)\n")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("the tool's help: --help, -h and help list every subcommand and the exit statuses", arguments: [["--help"], ["-h"], ["help"]])
    func toolHelp(arguments: [String]) {
        let outcome = mainline(arguments)
        #expect(outcome.status == 0)
        for name in ["run", "list", "trace", "stress", "compare", "help"] {
            #expect(outcome.stdout.contains("\n  \(name)"), "\(name)")
        }
        #expect(outcome.stdout.contains("EXIT STATUS"))
        #expect(outcome.stderr.isEmpty)
    }

    @Test("each subcommand's help, by --help, -h and help SUBCOMMAND", arguments: ["run", "list", "trace", "stress", "compare", "help"])
    func subcommandHelp(name: String) {
        for arguments in [[name, "--help"], [name, "-h"], ["help", name]] {
            let outcome = mainline(arguments)
            #expect(outcome.status == 0, "\(arguments)")
            #expect(outcome.stdout.hasPrefix("USAGE\n  mainline \(name)"), "\(arguments)")
            #expect(outcome.stderr.isEmpty)
        }
    }

    @Test("run's help documents every option it takes")
    func runHelpIsComplete() {
        let help = mainline(["run", "--help"]).stdout
        for spec in RunCommand.specs {
            #expect(help.contains(spec.name), "\(spec.name)")
        }
        let trace = mainline(["trace", "--help"]).stdout
        for spec in TraceCommand.specs { #expect(trace.contains(spec.name), "\(spec.name)") }
        let stress = mainline(["stress", "--help"]).stdout
        for spec in StressCommand.specs { #expect(stress.contains(spec.name), "\(spec.name)") }
    }

    @Test("list: every scenario with its summary, in the registry's order, feed the default")
    func list() {
        let outcome = mainline(["list"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        var positions: [Int] = []
        for scenario in Scenarios.all {
            let index = lines.firstIndex { $0.hasPrefix("  \(scenario.name) ") && $0.hasSuffix(scenario.summary) }
            #expect(index != nil, "\(scenario.name)")
            positions.append(index ?? -1)
        }
        #expect(positions == positions.sorted())
        #expect(Scenarios.all.map(\.name) == ["feed", "lifecycle", "navigation", "rotation", "stress"])
        #expect(outcome.stdout.contains("the default"))
    }

    static let usageErrors: [([String], String)] = [
        (["rn"], "mainline: unknown subcommand 'rn'. Did you mean 'run'? Run 'mainline help' to see the subcommands."),
        (["feed"], "mainline: unknown subcommand 'feed'. To run that scenario: mainline run feed."),
        (["run", "fed"], "mainline run: unknown scenario 'fed'. Did you mean 'feed'? Run 'mainline list' to see them."),
        (["trace", "lifecycel"], "mainline trace: unknown scenario 'lifecycel'. Did you mean 'lifecycle'?"),
        (["run", "nosuchthing"], "mainline run: unknown scenario 'nosuchthing'. Run 'mainline list' to see them."),
        (["run", "--fram", "3"], "mainline run: unknown option '--fram'. Did you mean '--frames'? Run 'mainline run --help' to see the options."),
        (["run", "-x"], "mainline run: unknown option '-x'."),
        (["--bogus"], "mainline run: unknown option '--bogus'."),
        (["run", "--refresh-rate", "abc"], "mainline run: --refresh-rate wants a refresh rate in Hz above 0 and at most 1000, not 'abc'"),
        (["run", "--refresh-rate", "0"], "--refresh-rate wants a refresh rate in Hz above 0"),
        (["run", "--refresh-rate=inf"], "--refresh-rate wants a refresh rate in Hz above 0"),
        (["run", "--frames", "-3"], "mainline run: --frames wants a whole number of frames above 0, not '-3' (e.g. --frames 240)."),
        (["run", "--frames", "0"], "--frames wants a whole number of frames above 0, not '0'"),
        (["run", "--frames", "2.5"], "--frames wants a whole number of frames above 0, not '2.5'"),
        (["run", "--duration", "-1"], "--duration wants a number of seconds above 0"),
        (["run", "--frames", "3", "--duration", "2"], "mainline run: give --frames or --duration, not both"),
        (["run", "--frames"], "mainline run: --frames needs a value (N), e.g. --frames 240."),
        (["run", "--frames", "--fixed"], "mainline run: --frames needs a value (N)"),
        (["run", "--fixed=yes"], "mainline run: --fixed takes no value"),
        (["run", "stress", "--queues", "0"], "mainline run: --queues wants a whole number from 1 to 512, not '0' (stress: how many background queues misuse them)."),
        (["run", "stress", "--views", "1e3"], "mainline run: --views wants a whole number, not '1e3'"),
        (["run", "feed", "--views", "10"], "mainline run: --views is a parameter of 'stress', not of 'feed' (it takes no parameters)."),
        (["run", "--clock", "wall"], "mainline run: --clock wants 'virtual', 'deterministic' or 'real', not 'wall'."),
        (["run", "--format", "pdf"], "mainline run: unknown report format 'pdf'. The formats: text, json, chrome-trace, html, markdown, sarif, github."),
        (["run", "--format", "jsno"], "unknown report format 'jsno'. Did you mean 'json'?"),
        (["run", "--output", "-"], "mainline run: --output - prints one report to stdout: choose it with --format"),
        (["run", "--format", "json,html", "--output", "-"], "--output - prints one report to stdout"),
        (["run", "--max-p95", "fast"], "mainline run: --max-p95 wants a number of milliseconds, 0 or more, not 'fast'"),
        (["run", "--max-violations", "-1"], "--max-violations wants a whole number, 0 or more, not '-1'"),
        (["run", "--max-hitch-ratio", "nan"], "--max-hitch-ratio wants a number of ms per second"),
        (["run", "--baseline", "/nonexistent/base.json"], "mainline run: cannot read --baseline '/nonexistent/base.json': no such file."),
        (["run", "feed", "lifecycle"], "mainline run: unexpected argument 'lifecycle': it takes one scenario name."),
        (["trace"], "mainline trace: which scenario? Give its name, e.g. 'mainline trace lifecycle'."),
        (["trace", "lifecycle", "--no-timeline", "--timeline-only"], "mainline trace: --no-timeline and --timeline-only leave nothing to print"),
        (["list", "extra"], "mainline list: unexpected argument 'extra'"),
        (["stress", "--views", "10,abc"], "mainline stress: --views wants view counts above 0, separated by commas, not '10,abc'"),
        (["stress", "--views", ""], "mainline stress: --views wants view counts above 0"),
        (["stress", "--queues", "0"], "mainline stress: --queues wants a number of queues above 0, not '0'"),
        (["stress", "--frames", "x"], "mainline stress: --frames wants a whole number of frames above 0, not 'x'"),
        (["stress", "--views", "2000000"], "mainline stress: --views 2000000 is more than the 1,000,000 views a run may have."),
        (["compare", "a.json"], "mainline compare: give two profiles, the baseline then the current run"),
        (["compare", "/nonexistent/a.json", "/nonexistent/b.json"], "mainline compare: cannot read the baseline '/nonexistent/a.json': no such file."),
        (["help", "nope"], "mainline help: unknown subcommand 'nope'."),
        (["help", "stres"], "mainline help: unknown subcommand 'stres'. Did you mean 'stress'?"),
    ]

    @Test("usage errors: exit 2, nothing on stdout, a message on stderr that says what was wrong and how to fix it",
          arguments: usageErrors)
    func usageError(arguments: [String], message: String) {
        let outcome = mainline(arguments)
        #expect(outcome.status == 2, "\(arguments)")
        #expect(outcome.stdout.isEmpty, "\(arguments)")
        #expect(outcome.stderr.contains(message), "\(arguments): \(outcome.stderr)")
        #expect(outcome.stderr.hasSuffix("\n") && outcome.stderr.split(separator: "\n").count == 1, "one line: \(outcome.stderr)")
    }

    @Test("a file that is not a profile is a usage error, for --baseline and compare alike")
    func malformedProfile() throws {
        let dir = temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.json")
        try Data("{\"name\": 3}".utf8).write(to: bad)
        let notJSON = dir.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: notJSON)
        let run = mainline(["run", "lifecycle", "--baseline", bad.path, "--output", dir.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("mainline run: --baseline '\(bad.path)' is not a profile: give the .json report written by 'mainline run'"))
        let compare = mainline(["compare", notJSON.path, bad.path])
        #expect(compare.status == 2)
        #expect(compare.stderr.contains("mainline compare: the baseline '\(notJSON.path)' is not a profile"))
        #expect(compare.stderr.contains("not valid JSON"))
        // Nothing ran: no reports were written.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("lifecycle.json").path))
    }
}

@Suite("mainline run: reports, gates, baselines, progress")
struct RunTests {
    @Test("--output writes every format as <scenario>.<ext>; each parses; the summary says where and how fast")
    func writesEveryFormat() throws {
        let dir = temporaryDirectory()
        let outcome = mainline(["run", "lifecycle", "--frames", "30", "--output", dir.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        for format in ReportFormat.allCases {
            let url = dir.appendingPathComponent("lifecycle.\(format.fileExtension)")
            #expect(FileManager.default.fileExists(atPath: url.path), "\(format)")
        }
        let json = try Data(contentsOf: dir.appendingPathComponent("lifecycle.json"))
        let profile = try Profile(json: json)
        #expect(profile.name == "lifecycle")
        #expect(profile.summary.frames == 31)
        for ext in ["trace.json", "sarif"] {
            let data = try Data(contentsOf: dir.appendingPathComponent("lifecycle.\(ext)"))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(ext) is JSON")
        }
        let html = try String(contentsOf: dir.appendingPathComponent("lifecycle.html"), encoding: .utf8)
        #expect(html.lowercased().contains("<html"))
        let text = try String(contentsOf: dir.appendingPathComponent("lifecycle.txt"), encoding: .utf8)
        // stdout: the text report, then where the reports went and the speed.
        #expect(outcome.stdout.hasPrefix(text))
        #expect(outcome.stdout.contains("Reports: lifecycle.txt, lifecycle.json, lifecycle.trace.json, lifecycle.html, lifecycle.md, "
            + "lifecycle.sarif, lifecycle.github.txt in "))
        #expect(outcome.stdout.contains(" simulated in "))
        #expect(outcome.stdout.contains("× real time"))
    }

    @Test("--format picks the formats; --fixed names the files <scenario>-fixed")
    func chosenFormats() throws {
        let dir = temporaryDirectory()
        let outcome = mainline(["run", "rotation", "--fixed", "--frames", "30", "--format", "json,markdown", "--output", dir.path])
        #expect(outcome.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == ["rotation-fixed.json", "rotation-fixed.md"])
        #expect(try Profile(json: Data(contentsOf: dir.appendingPathComponent("rotation-fixed.json"))).name == "rotation --fixed")
    }

    @Test("--output - prints the one format chosen to stdout and nothing else")
    func toStandardOutput() throws {
        let outcome = mainline(["run", "navigation", "--frames", "30", "--format", "json", "--output", "-"])
        #expect(outcome.status == 0)
        let profile = try Profile(json: Data(outcome.stdout.utf8))
        #expect(profile.name == "navigation")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("options without a subcommand run the default scenario, feed")
    func defaultScenario() throws {
        let dir = temporaryDirectory()
        let outcome = mainline(["--frames", "30", "--format", "json", "--output", dir.path])
        #expect(outcome.status == 0)
        #expect(try Profile(json: Data(contentsOf: dir.appendingPathComponent("feed.json"))).name == "feed")
    }

    @Test("a gate that fails: exit 1, each crossed limit on stderr with its option and by how much")
    func failingGate() {
        let dir = temporaryDirectory()
        let outcome = mainline(["run", "stress", "--frames", "30", "--views", "100", "--queues", "2", "--max-violations", "0", "--max-forced-layouts", "5", "--output", dir.path])
        #expect(outcome.status == 1)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lines)")
        let line = lines.first ?? ""
        #expect(line.hasPrefix("mainline: budget exceeded: thread violations "))
        #expect(line.contains(" exceeds the limit 0 by "))
        #expect(line.hasSuffix("(--max-violations)"))
        #expect(!outcome.stdout.contains("Budget: within"))
        // --views and --queues reach the scenario; its figures follow the report.
        #expect(outcome.stdout.contains("\n  views: 100\n  queues: 2\n  frames: 30\n"))
    }

    @Test("--strict fails a run with violations; the same gates pass a clean run (exit 0)")
    func strict() {
        let dir = temporaryDirectory()
        let failing = mainline(["run", "stress", "--frames", "30", "--views", "100", "--queues", "2", "--strict", "--output", dir.path])
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("thread violations"))
        let passing = mainline(["run", "lifecycle", "--frames", "30", "--strict", "--max-p99", "1000", "--output", dir.path])
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(passing.stderr.isEmpty)
        #expect(passing.stdout.contains("Budget: within every limit given."))
    }

    @Test("--baseline: the same run passes, a worse one fails with exit 1")
    func baseline() throws {
        let dir = temporaryDirectory()
        #expect(mainline(["run", "lifecycle", "--frames", "30", "--format", "json", "--output", dir.path]).status == 0)
        let base = dir.appendingPathComponent("lifecycle.json").path
        let same = mainline(["run", "lifecycle", "--frames", "30", "--baseline", base, "--output", dir.appendingPathComponent("same").path])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.contains("Compared with the baseline \(base):\nNo regressions."))
        let worse = mainline(["run", "stress", "--frames", "30", "--views", "100", "--queues", "2", "--baseline", base, "--output", dir.appendingPathComponent("worse").path])
        #expect(worse.status == 1)
        #expect(worse.stdout.contains("REGRESSION  thread violations"))
        #expect(worse.stderr.contains("mainline: regression against the baseline \(base)"))
    }

    @Test("no progress line when stderr is not a terminal; on a terminal it is rewritten with \\r and cleared")
    func progress() {
        let dir = temporaryDirectory()
        let piped = mainline(["run", "navigation", "--frames", "30", "--output", dir.path], terminal: false)
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty)
        let terminal = mainline(["run", "navigation", "--frames", "30", "--output", dir.path], terminal: true)
        #expect(terminal.status == 0)
        #expect(terminal.stderr.hasPrefix("\rmainline: running navigation… "))
        #expect(terminal.stderr.contains("100%"))
        #expect(terminal.stderr.hasSuffix("\r"), "cleared at the end")
        #expect(!terminal.stderr.contains("\n"))
        #expect(!terminal.stdout.contains("\r"))
    }
}

@Suite("mainline trace, compare, stress")
struct OtherSubcommandTests {
    @Test("trace: the scenario's lines, then the timeline's callbacks; --no-timeline and --timeline-only pick one")
    func trace() {
        let both = mainline(["trace", "lifecycle"])
        #expect(both.status == 0)
        let lines = both.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let loadView = lines.firstIndex(of: "ViewController.loadView")
        let firstFrame = lines.firstIndex(of: "frame 0 @ 0.000 s")
        #expect(loadView != nil && firstFrame != nil)
        if let loadView, let firstFrame { #expect(loadView < firstFrame) }
        #expect(lines.contains { $0.contains("SampleViewController:") && $0.hasSuffix("loadView()") })
        let own = mainline(["trace", "lifecycle", "--no-timeline"]).stdout
        #expect(own.contains("ViewController.viewDidAppear") && !own.contains("frame 0 @"))
        let timeline = mainline(["trace", "lifecycle", "--timeline-only", "--frames", "3"]).stdout
        #expect(!timeline.contains("ViewController.loadView\n") && timeline.contains("frame 0 @"))
    }

    @Test("compare: the same profile is no regression (0); a worse one is (1), listed")
    func compare() throws {
        let dir = temporaryDirectory()
        #expect(mainline(["run", "lifecycle", "--frames", "30", "--format", "json", "--output", dir.path]).status == 0)
        #expect(mainline(["run", "stress", "--frames", "30", "--views", "100", "--queues", "2", "--format", "json", "--output", dir.path]).status == 0)
        let base = dir.appendingPathComponent("lifecycle.json").path, worse = dir.appendingPathComponent("stress.json").path
        let same = mainline(["compare", base, base])
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix("No regressions.\n"))
        #expect(same.stderr.isEmpty)
        let regressed = mainline(["compare", base, worse])
        #expect(regressed.status == 1)
        #expect(regressed.stdout.contains("REGRESSION  thread violations: 0 → "))
        #expect(regressed.stderr == "mainline compare: \(worse) regressed against \(base).\n")
        // The other way round the violations are an improvement.
        let improved = mainline(["compare", worse, base])
        #expect(improved.stdout.contains("improved    thread violations"))
    }

    @Test("stress: one row per view count, the figures of each run; --report writes the table as Markdown")
    func stress() throws {
        let dir = temporaryDirectory()
        let report = dir.appendingPathComponent("sub/stress.md")
        let outcome = mainline(["stress", "--views", "100,250", "--queues", "2", "--frames", "10", "--report", report.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let header = lines.firstIndex { $0.contains("views") && $0.contains("frames/s simulated") && $0.contains("violations/s recorded") }
        #expect(header != nil)
        if let header {
            #expect(lines[header + 1].trimmingCharacters(in: .whitespaces).hasPrefix("100 "))
            #expect(lines[header + 2].trimmingCharacters(in: .whitespaces).hasPrefix("250 "))
            for row in lines[(header + 1)...(header + 2)] {
                // views, frames, wall time (a number and its unit), frames/s, violations, violations/s
                let cells = row.split(separator: " ").map(String.init)
                #expect(cells.count == 7, "\(row)")
                #expect(cells[1] == "10", "frames")
                #expect(Int(cells[5].replacingOccurrences(of: ",", with: "")).map { $0 >= 2 * StressScenario.minimumSteps * 5 } == true,
                        "violations: \(row)")
            }
        }
        #expect(outcome.stdout.hasSuffix("Report: \(report.path)\n"))
        let markdown = try String(contentsOf: report, encoding: .utf8)
        #expect(markdown.contains("| views | frames | wall time | frames/s simulated | violations | violations/s recorded |"))
        #expect(markdown.contains("\n| 100 | 10 | "))
        #expect(markdown.contains("\n| 250 | 10 | "))
    }

    @Test("a size a Ctrl-C stopped says so in the table")
    func interruptedStressRow() {
        let rows = [StressCommand.Row(views: 1_000, frames: 600, framesPerSecond: 90, violations: 10, violationsPerSecond: 5, wallSeconds: 6.6),
                    StressCommand.Row(views: 10_000, frames: 292, framesPerSecond: 73.3, violations: 104_240, violationsPerSecond: 26_185,
                                      wallSeconds: 3.98, interrupted: true)]
        let markdown = StressCommand.table(rows, queues: 16, markdown: true)
        #expect(markdown.contains("\n| 1,000 | 600 | "))
        #expect(markdown.contains("\n| 10,000 | 292 (interrupted) | 3.98 s | 73.3 | 104,240 | 26,185 |"))
    }

    @Test("the table's numbers are grouped by thousands")
    func grouping() {
        #expect(StressCommand.grouped(100_000) == "100,000")
        #expect(StressCommand.grouped(999) == "999")
        #expect(StressCommand.grouped(1_000) == "1,000")
    }
}
