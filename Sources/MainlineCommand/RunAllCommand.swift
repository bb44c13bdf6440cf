import Dispatch
import Foundation
import Mainline
import MainlineScenarios
import ThreadChecker

/// One scenario's run in a line: what `run --all`'s table shows, written by each run it starts
/// (`--summary-file`).
struct RunSummary: Codable, Equatable {
    var scenario: String
    /// The run's title (`feed --fixed`).
    var name: String
    var status: Int32 = 0
    var frames: Int
    var hitchTimeRatio: Double
    var p95FrameTime: Double
    var droppedFrames: Int
    var forcedLayouts: Int
    var threadViolations: Int
    var findings: Int
    var simulatedSeconds: Double
    var wallSeconds: Double
    /// What the device matrix shows besides.
    var device = ""
    var grade = ""
    var p99FrameTime = 0.0
    var timeToFirstFrame: Double?
    /// Findings by kind (`Finding.Kind` raw values).
    var findingsByKind: [String: Int] = [:]
    /// Gates crossed, regressions, an interruption.
    var problems: [String] = []
    var reports: [String] = []

    init(_ result: ScenarioResult, scenario: String) {
        self.scenario = scenario
        name = result.name
        let summary = result.profile.summary
        frames = summary.frames
        hitchTimeRatio = summary.hitchTimeRatio
        p95FrameTime = summary.frameTime.p95
        droppedFrames = summary.droppedFrames
        forcedLayouts = summary.forcedLayouts
        threadViolations = summary.threadViolations
        findings = result.profile.findings.count
        simulatedSeconds = result.simulatedSeconds
        wallSeconds = result.wallSeconds
        device = result.profile.configuration.device ?? ""
        grade = summary.grade.rawValue
        p99FrameTime = summary.frameTime.p99
        timeToFirstFrame = summary.timeToFirstFrame
        for finding in result.profile.findings { findingsByKind[finding.kind.rawValue, default: 0] += 1 }
    }

    /// Writes the summary as JSON (quietly: a missing line in the table says it failed).
    func write(to url: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try? encoder.encode(self).write(to: url, options: .atomic)
    }
}

/// `mainline run --all [--jobs N] …`: every scenario, each in a process of its own (N at a time,
/// by default as many as the machine has cores), each writing its reports; then one table of them
/// all, also written as `summary.md` beside the reports. The exit status is the worst of the runs'.
///
/// Run in another program's process (a test's), the scenarios run one after another in-process.
enum RunAllCommand {
    /// How one scenario's run went.
    struct Job {
        let scenario: any Scenario
        /// The device's column, in the device matrix.
        var device: Int?
        var status: Int32 = 0
        var summary: RunSummary?
        var standardOutput = ""
        var standardError = ""
    }

    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        let catalog = ScenarioCatalog.current
        if let name = parsed.positionals.first {
            throw UsageError("mainline run: --all runs every scenario: leave out the name '\(name)', or leave out --all to run it alone.")
        }
        if parsed[Options.reports.summaryFile] != nil || parsed[Options.reports.output] == "-" {
            throw UsageError("mainline run: --all writes each scenario's reports to a directory: give --output DIR, not '-'.")
        }
        let jobs = parsed[Options.run.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        // What every run is given: the options as parsed, less --all's own, each scenario's
        // parameters only to it, a baseline directory's file for it.
        var shared: [String] = []
        let ownOptions: [any DeclaresOption] = [Options.run.all, Options.run.jobs, Options.gates.baseline]
        let own = ownOptions.map(\.declaration.name)
        for flag in parsed.flags.sorted() where !own.contains(flag) && !catalog.parameters.contains(where: { $0.option == flag }) {
            shared.append(flag)
        }
        for (name, value) in parsed.texts.sorted(by: { $0.key < $1.key })
        where !own.contains(name) && !catalog.parameters.contains(where: { $0.option == name }) {
            shared += [name, value]
        }
        let directory = URL(fileURLWithPath: parsed[Options.reports.output] ?? RunCommand.defaultOutput, isDirectory: true)
        let baselines = try baselineDirectory(parsed)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw UsageError("mainline run: cannot make the report directory '\(directory.path)': \(error.localizedDescription). "
                + "Choose another with --output DIR.")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-all-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        var arguments: [[String]] = []
        for scenario in catalog.scenarios {
            var list = ["run", scenario.name] + shared
            for parameter in scenario.parameters {
                if parameter.isFlag, parsed.has(parameter.option) { list.append(parameter.option) }
                if !parameter.isFlag, let value = parsed.text(parameter.option) { list += [parameter.option, value] }
            }
            if let baselines {
                let base = parsed.has(Options.run.fixed) ? "\(scenario.name)-fixed" : scenario.name
                let file = baselines.appendingPathComponent("\(base).json")
                if FileManager.default.fileExists(atPath: file.path) { list += ["--baseline", file.path] }
            }
            list += ["--summary-file", scratch.appendingPathComponent("\(scenario.name).summary.json").path]
            arguments.append(list)
        }

        // Every run's options are checked here first: a usage error is said once, before anything runs.
        for list in arguments {
            _ = try RunCommand.makePlan(try ParsedArguments(Array(list.dropFirst()), for: .run))
        }
        let label = catalog.executable == nil ? "one after another" : "\(min(jobs, arguments.count)) at a time"
        output.errorLine("mainline: running \(arguments.count) scenarios, \(label)…")
        let template = catalog.scenarios.map { Job(scenario: $0) }
        let results = runJobs(arguments, template: template, catalog: catalog, jobs: jobs, scratch: scratch) { i in
            "\(template[i].scenario.name).summary.json"
        }
        return report(results, directory: directory, output)
    }

    /// Runs each argument list — in processes of their own, `jobs` at a time, when the catalog
    /// has an executable, else one after another in this process — and reads each run's summary
    /// from `scratch` (the file `summaryFile` names for its index).
    static func runJobs(_ arguments: [[String]], template: [Job], catalog: ScenarioCatalog, jobs: Int, scratch: URL,
                        summaryFile: (Int) -> String) -> [Job] {
        var results = template
        if let executable = catalog.executable {
            results = runInProcesses(executable, arguments, jobs: jobs, scratch: scratch, jobsTemplate: template)
        } else {
            for (i, list) in arguments.enumerated() {
                let captured = CommandOutput()
                results[i].status = MainlineCommand.run(arguments: list, output: captured, catalog: catalog)
                results[i].standardOutput = captured.standardOutput
                results[i].standardError = captured.standardError
            }
        }
        for i in results.indices {
            let file = scratch.appendingPathComponent(summaryFile(i))
            results[i].summary = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(RunSummary.self, from: $0) }
        }
        return results
    }

    /// The directory of baselines named like the reports (`feed.json`), if `--baseline` gives one.
    private static func baselineDirectory(_ parsed: ParsedArguments) throws(UsageError) -> URL? {
        guard let path = parsed[Options.gates.baseline] else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("mainline run: with --all, --baseline wants a directory of earlier JSON reports (as 'mainline run --all' "
                + "writes them: feed.json, lifecycle.json…), not '\(path)'.")
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Runs each argument list in a process of its own, `jobs` at a time.
    static func runInProcesses(_ executable: URL, _ arguments: [[String]], jobs: Int, scratch: URL,
                                       jobsTemplate: [Job]) -> [Job] {
        let results = Locked(jobsTemplate)
        let slots = DispatchSemaphore(value: max(1, jobs))
        let group = DispatchGroup()
        for (i, list) in arguments.enumerated() {
            slots.wait()
            group.enter()
            let out = scratch.appendingPathComponent("\(i).out"), err = scratch.appendingPathComponent("\(i).err")
            DispatchQueue.global().async {
                defer {
                    slots.signal()
                    group.leave()
                }
                let status: Int32
                // After a Ctrl-C, the scenarios not started yet are not started.
                if Interruption.shared.wasInterrupted {
                    results.withLock { $0[i].status = Interruption.exitStatus; $0[i].standardError = "mainline: not run: interrupted\n" }
                    return
                }
                do {
                    let child = try ChildProcess.start(executable, arguments: list, standardOutput: out, standardError: err)
                    Interruption.shared.watch(child: child.pid)
                    status = child.wait().status
                    Interruption.shared.unwatch(child: child.pid)
                } catch {
                    try? Data("mainline: \(error.localizedDescription)\n".utf8).write(to: err)
                    status = MainlineCommand.usageError
                }
                let stdout = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
                let stderr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
                results.withLock {
                    $0[i].status = status
                    $0[i].standardOutput = stdout
                    $0[i].standardError = stderr
                }
            }
        }
        group.wait()
        return results.withLock { $0 }
    }

    /// Prints each run's messages and the table, writes `summary.md`, and returns the worst status.
    private static func report(_ jobs: [Job], directory: URL, _ output: CommandOutput) -> Int32 {
        for job in jobs {
            let messages = job.standardError.split(separator: "\n").filter { !$0.hasPrefix("\r") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if job.status != 0 || job.summary == nil {
                output.line("\(job.scenario.name): exit status \(job.status)")
                for line in messages { output.line("  \(line)") }
                if job.summary == nil, messages.isEmpty, !job.standardOutput.isEmpty {
                    for line in job.standardOutput.split(separator: "\n").suffix(10) { output.line("  \(line)") }
                }
            }
        }
        let table = self.table(jobs, markdown: false)
        output.line()
        output.write(table)
        let file = directory.appendingPathComponent("summary.md")
        let markdown = "# Every scenario\n\n" + self.table(jobs, markdown: true)
        if (try? Data(markdown.utf8).write(to: file, options: .atomic)) != nil {
            output.line()
            output.line("Reports: each scenario's in \(RunCommand.display(directory)), this table in summary.md")
        }
        // The worst status: a usage error or a crash, then an interruption, then a crossed gate.
        let statuses = jobs.map(\.status)
        if let bad = statuses.first(where: { $0 != 0 && $0 != MainlineCommand.gateFailed && $0 != Interruption.exitStatus }) { return bad }
        if statuses.contains(Interruption.exitStatus) { return Interruption.exitStatus }
        return statuses.contains(MainlineCommand.gateFailed) ? MainlineCommand.gateFailed : MainlineCommand.success
    }

    /// The runs side by side.
    static func table(_ jobs: [Job], markdown: Bool) -> String {
        let header = ["scenario", "result", "frames", "hitch ratio", "p95", "dropped", "forced layouts", "off-main calls", "findings", "speed"]
        var rows: [[String]] = []
        for job in jobs {
            guard let s = job.summary else {
                rows.append([job.scenario.name, "failed (\(job.status))"] + Array(repeating: "–", count: header.count - 2))
                continue
            }
            let result = job.status == 0 ? "ok" : job.status == MainlineCommand.gateFailed ? "gate crossed"
                : job.status == Interruption.exitStatus ? "interrupted" : "failed (\(job.status))"
            rows.append([s.name, result, "\(s.frames)", String(format: "%.1f ms/s", s.hitchTimeRatio), String(format: "%.2f ms", s.p95FrameTime),
                         "\(s.droppedFrames)", "\(s.forcedLayouts)", "\(s.threadViolations)", "\(s.findings)",
                         s.wallSeconds > 0 ? factor(s.simulatedSeconds / s.wallSeconds) : "–"])
        }
        if markdown {
            var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
            for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
            return lines.joined(separator: "\n") + "\n"
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                i < 2 ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[i] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
