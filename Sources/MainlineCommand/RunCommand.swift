import Foundation
import Mainline
import MainlineScenarios
import ThreadChecker

/// `mainline run [SCENARIO] …`: runs a scenario, prints its text report, writes the reports,
/// checks the gates.
enum RunCommand {
    static let defaultOutput = "Reports/latest"

    /// The options `run` takes (the table's rows for it).
    static var specs: [OptionDeclaration] { Options.declarations(for: .run) }

    /// What a run was asked to do besides running.
    struct Plan {
        var scenario: ScenarioArguments
        var formats: [ReportFormat]
        /// nil: standard output.
        var directory: URL?
        var budget: Budget?
        var baseline: (path: String, profile: Profile)?
        /// How many times the scenario runs (the median run is reported, with every figure's spread).
        var repeats = 1
    }

    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        if parsed[Options.run.devices] != nil { return try DeviceMatrixCommand.run(parsed, output) }
        if parsed.has(Options.run.all) { return try RunAllCommand.run(parsed, output) }
        if parsed[Options.run.jobs] != nil {
            throw UsageError("mainline run: --jobs N runs scenarios side by side with --all: add --all, or leave --jobs out.")
        }
        var plan = try makePlan(parsed)
        plan.scenario.options.keepsTimeline = parsed.has(Options.run.timeline)
        // The reports name lines of the app's code: the tables for that are read on the other
        // core while the scenario runs.
        CallSiteResolver.prepareTablesInBackground()
        let result = runRepeated(plan, output)
        let (status, summary) = try finish(plan, result, output)
        if let path = parsed[Options.reports.summaryFile] { summary.write(to: URL(fileURLWithPath: path)) }
        return status
    }

    /// Writes a run's reports and checks its gates: the exit status, and the run in a line of
    /// `run --all`'s table.
    static func finish(_ plan: Plan, _ result: ScenarioResult, _ output: CommandOutput) throws(UsageError) -> (Int32, RunSummary) {
        let profile = result.profile
        var summary = RunSummary(result, scenario: plan.scenario.scenario.name)

        // The reports.
        if let directory = plan.directory {
            let files: [URL]
            do {
                files = try profile.write(plan.formats, to: directory, baseName: plan.scenario.baseName,
                                          traceFrames: profile.timeline == nil ? result.keptFrames : nil)
            } catch {
                throw UsageError("mainline run: cannot write the reports to '\(directory.path)': \(error.localizedDescription). "
                    + "Choose another directory with --output DIR.")
            }
            output.write(profile.report(.text))
            for figure in result.figures { output.line("  \(figure)") }
            output.line()
            output.line("Reports: \(files.map(\.lastPathComponent).joined(separator: ", ")) in \(display(directory))")
            summary.reports = files.map(\.path)
            output.line(speedLine(result))
        } else {
            var stream = StandardOutputStream(output)
            profile.write(plan.formats[0], to: &stream, traceFrames: profile.timeline == nil ? result.keptFrames : nil)
            stream.flush()
        }

        // The gates.
        var status = MainlineCommand.success
        if let budget = plan.budget {
            let failures = profile.check(budget)
            for failure in failures {
                output.errorLine("mainline: budget exceeded: \(failure) (\(failure.kind?.gateFlag ?? "--strict"))")
                summary.problems.append("budget exceeded: \(failure)")
            }
            if failures.isEmpty {
                if plan.directory != nil { output.line("Budget: within every limit given.") }
            } else {
                status = MainlineCommand.gateFailed
            }
        }
        if let (path, baseline) = plan.baseline {
            let comparison = ProfileComparison(baseline: baseline, current: profile)
            if plan.directory != nil {
                output.line()
                output.line("Compared with the baseline \(path):")
                output.write(comparison.text)
            }
            if comparison.isRegression {
                let count = comparison.regressions.count + comparison.newFindings.count
                output.errorLine("mainline: regression against the baseline \(path): \(count) metric(s) or finding(s) got worse"
                    + (plan.directory == nil ? " (run 'mainline compare' for the details)" : "") + ".")
                summary.problems.append("\(count) regression(s) against \(path)")
                status = MainlineCommand.gateFailed
            }
        }
        if let interruption = profile.configuration.interruption {
            output.errorLine("mainline: \(interruption); the reports cover the frames so far.")
            status = Interruption.exitStatus
            summary.problems.append(interruption)
        }
        summary.status = status
        return (status, summary)
    }

    static func makePlan(_ parsed: ParsedArguments) throws(UsageError) -> Plan {
        let scenario = try ScenarioArguments(parsed, defaultScenario: ScenarioCatalog.current.defaultScenario)
        let formats = parsed[Options.reports.format] ?? ReportFormat.allCases
        var directory: URL? = URL(fileURLWithPath: defaultOutput, isDirectory: true)
        if let path = parsed[Options.reports.output] {
            if path == "-" {
                guard parsed[Options.reports.format] != nil, formats.count == 1 else {
                    throw UsageError("mainline run: --output - prints one report to stdout: choose it with --format, e.g. --format json --output -.")
                }
                directory = nil
            } else {
                directory = URL(fileURLWithPath: path, isDirectory: true)
            }
        }
        let repeats = parsed[Options.run.repeats] ?? 1
        return Plan(scenario: scenario, formats: formats, directory: directory, budget: budget(parsed),
                    baseline: try baseline(parsed), repeats: repeats)
    }

    /// Runs the scenario `plan.repeats` times: the run whose hitch-time ratio (then p95 frame time)
    /// is the median one is the result, its profile carrying every figure's spread over the runs.
    static func runRepeated(_ plan: Plan, _ output: CommandOutput) -> ScenarioResult {
        guard plan.repeats > 1 else { return plan.scenario.run(output, label: "mainline: running \(plan.scenario.baseName)…") }
        var results: [ScenarioResult] = []
        for i in 1...plan.repeats {
            results.append(plan.scenario.run(output, label: "mainline: running \(plan.scenario.baseName) (\(i) of \(plan.repeats))…"))
        }
        let ranked = results.indices.sorted { a, b in
            let x = results[a].profile.summary, y = results[b].profile.summary
            if x.hitchTimeRatio != y.hitchTimeRatio { return x.hitchTimeRatio < y.hitchTimeRatio }
            if x.frameTime.p95 != y.frameTime.p95 { return x.frameTime.p95 < y.frameTime.p95 }
            return a < b
        }
        var median = results[ranked[(ranked.count - 1) / 2]]
        median.profile.repetition = Repetition(profiles: results.map(\.profile))
        median.wallSeconds = results.reduce(0) { $0 + $1.wallSeconds }
        median.simulatedSeconds = results.reduce(0) { $0 + $1.simulatedSeconds }
        return median
    }

    /// The limits given, nil when none is.
    static func budget(_ parsed: ParsedArguments) -> Budget? {
        let strict = parsed.has(Options.gates.strict)
        var budget = strict ? Budget.strict : Budget()
        var any = strict
        for gate in Options.gates.gates {
            if let limit = parsed[gate.option] {
                budget.setLimit(limit, on: gate.metric)
                any = true
            }
        }
        return any ? budget : nil
    }

    static func baseline(_ parsed: ParsedArguments) throws(UsageError) -> (path: String, profile: Profile)? {
        guard let path = parsed[Options.gates.baseline] else { return nil }
        return (path, try readProfile(path, command: "mainline run", what: "--baseline"))
    }

    /// "10.0 s simulated in 0.08 s: 125× real time".
    static func speedLine(_ result: ScenarioResult) -> String {
        let simulated = seconds(result.simulatedSeconds), wall = seconds(result.wallSeconds)
        guard result.wallSeconds > 0, result.simulatedSeconds > 0 else { return "\(simulated) simulated in \(wall)." }
        return "\(simulated) simulated in \(wall): \(factor(result.speedup)) real time"
    }

    /// A directory as the summary shows it: relative to the current directory when inside it.
    static func display(_ directory: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = directory.standardizedFileURL.path
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return (path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path) + "/"
    }
}

/// Reads a profile written as JSON by `mainline run` (a usage error when it cannot).
func readProfile(_ path: String, command: String, what: String) throws(UsageError) -> Profile {
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw UsageError("\(command): cannot read \(what) '\(path)': \(FileManager.default.fileExists(atPath: path) ? "it is not readable" : "no such file"). "
            + "Give the .json report of an earlier 'mainline run'.")
    }
    do {
        return try Profile(json: data)
    } catch {
        throw UsageError("\(command): \(what) '\(path)' is not a profile: give the .json report written by 'mainline run' (\(describe(error))).")
    }
}

/// A decoding error in a few words.
private func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): "not valid JSON: \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, _): "no '\(key.stringValue)' field"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
        "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default: error.localizedDescription
    }
}
