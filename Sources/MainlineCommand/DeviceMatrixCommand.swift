import Foundation
import Mainline
import MainlineScenarios

/// `mainline run [SCENARIO | --all] --devices A,B,C …`: the scenario (or every scenario) once per
/// device, each run in a process of its own with its reports in a folder named for the device;
/// then the runs side by side — hitch-time ratio and grade, p95, p99, time to first frame,
/// findings by kind, each run's gate verdict — printed and written as `devices.md`. The exit
/// status is the worst of the runs'.
enum DeviceMatrixCommand {
    /// A device of the matrix: how a run is told to stand for it, and its reports' folder.
    struct Column {
        var name: String
        var folder: String
        var arguments: [String]
    }

    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        let catalog = ScenarioCatalog.current
        let columns = try self.columns(parsed[Options.run.devices] ?? "")
        if parsed[Options.gates.baseline] != nil {
            throw UsageError("mainline run: --devices compares devices, not a baseline: compare each device's reports with "
                + "'mainline compare', or run one device with --baseline.")
        }
        if parsed[Options.reports.summaryFile] != nil || parsed[Options.reports.output] == "-" {
            throw UsageError("mainline run: --devices writes each device's reports to a folder of its own: give --output DIR, not '-'.")
        }
        let scenarios: [any Scenario]
        if parsed.has(Options.run.all) {
            if let name = parsed.positionals.first {
                throw UsageError("mainline run: --all runs every scenario: leave out the name '\(name)', or leave out --all to run it alone.")
            }
            scenarios = catalog.scenarios
        } else {
            scenarios = [try ScenarioArguments(parsed, defaultScenario: catalog.defaultScenario).scenario]
        }
        let jobs = parsed[Options.run.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        let directory = URL(fileURLWithPath: parsed[Options.reports.output] ?? RunCommand.defaultOutput, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw UsageError("mainline run: cannot make the report directory '\(directory.path)': \(error.localizedDescription). "
                + "Choose another with --output DIR.")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-devices-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        // What every run is given: the options as parsed, less the matrix's own; each scenario's
        // parameters only to it.
        let ownOptions: [any DeclaresOption] = [Options.run.devices, Options.run.jobs, Options.reports.output, Options.run.all]
        let own = ownOptions.map(\.declaration.name)
        var shared: [String] = []
        for flag in parsed.flags.sorted() where !own.contains(flag) && !catalog.parameters.contains(where: { $0.option == flag }) {
            shared.append(flag)
        }
        for (name, value) in parsed.texts.sorted(by: { $0.key < $1.key })
        where !own.contains(name) && !catalog.parameters.contains(where: { $0.option == name }) {
            shared += [name, value]
        }
        var template: [RunAllCommand.Job] = []
        var arguments: [[String]] = []
        for scenario in scenarios {
            var own: [String] = []
            for parameter in scenario.parameters {
                if parameter.isFlag, parsed.has(parameter.option) { own.append(parameter.option) }
                if !parameter.isFlag, let value = parsed.text(parameter.option) { own += [parameter.option, value] }
            }
            for (i, column) in columns.enumerated() {
                let folder = directory.appendingPathComponent(column.folder, isDirectory: true)
                let summary = scratch.appendingPathComponent("\(template.count).summary.json")
                arguments.append(["run", scenario.name] + own + shared + column.arguments + ["--output", folder.path, "--summary-file", summary.path])
                template.append(RunAllCommand.Job(scenario: scenario, device: i))
            }
        }
        for list in arguments { _ = try RunCommand.makePlan(try ParsedArguments(Array(list.dropFirst()), for: .run)) }

        let label = catalog.executable == nil ? "one after another" : "\(min(jobs, arguments.count)) at a time"
        output.errorLine("mainline: running \(scenarios.count == 1 ? scenarios[0].name : "\(scenarios.count) scenarios") on "
            + "\(columns.count) devices, \(label)…")
        let results = RunAllCommand.runJobs(arguments, template: template, catalog: catalog, jobs: jobs, scratch: scratch) { "\($0).summary.json" }
        return report(results, columns: columns, scenarios: scenarios, directory: directory, output)
    }

    /// The devices of `--devices`: built-in names, or device files (ending in .json).
    static func columns(_ list: String) throws(UsageError) -> [Column] {
        let entries = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !entries.isEmpty else {
            throw UsageError("mainline run: --devices wants a list of devices, e.g. --devices se-3,iphone-13-pro,iphone-16 "
                + "('mainline devices' lists them).")
        }
        var columns: [Column] = []
        for entry in entries {
            let column: Column
            if entry.hasSuffix(".json") {
                let device = try ScenarioArguments.readDevice(entry, command: "mainline run")
                let path = URL(fileURLWithPath: entry).standardizedFileURL.path
                column = Column(name: device.name, folder: device.identifier, arguments: ["--device-file", path])
            } else if let device = Device.named(entry) {
                column = Column(name: device.name, folder: device.identifier, arguments: ["--device", device.identifier])
            } else {
                let suggestion = closest(to: entry, among: Device.builtIn.map(\.identifier)).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError("mainline run: --devices: '\(entry)' is neither a built-in device (\(Device.builtIn.map(\.identifier).joined(separator: ", "))) "
                    + "nor a device file ending in .json.\(suggestion)")
            }
            if columns.contains(where: { $0.folder == column.folder }) {
                throw UsageError("mainline run: --devices names '\(column.folder)' twice: give each device once.")
            }
            columns.append(column)
        }
        return columns
    }

    /// Prints each failed run's messages and the tables, writes `devices.md`, returns the worst status.
    private static func report(_ jobs: [RunAllCommand.Job], columns: [Column], scenarios: [any Scenario], directory: URL,
                               _ output: CommandOutput) -> Int32 {
        for job in jobs where job.status != 0 || job.summary == nil {
            output.line("\(job.scenario.name) on \(columns[job.device ?? 0].name): exit status \(job.status)")
            for line in job.standardError.split(separator: "\n") where !line.hasPrefix("\r") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
                output.line("  \(line)")
            }
        }
        var text: [String] = [], markdown = ["# Devices side by side", ""]
        for scenario in scenarios {
            let row = jobs.filter { $0.scenario.name == scenario.name }
            text.append(table(row, columns: columns, title: row.first?.summary?.name ?? scenario.name, markdown: false))
            markdown.append(table(row, columns: columns, title: row.first?.summary?.name ?? scenario.name, markdown: true))
        }
        output.line()
        output.write(text.joined(separator: "\n"))
        let file = directory.appendingPathComponent("devices.md")
        if (try? Data(markdown.joined(separator: "\n").utf8).write(to: file, options: .atomic)) != nil {
            output.line()
            output.line("Reports: each device's in \(RunCommand.display(directory))DEVICE/, these tables in devices.md")
        }
        let statuses = jobs.map(\.status)
        if let bad = statuses.first(where: { $0 != 0 && $0 != MainlineCommand.gateFailed && $0 != Interruption.exitStatus }) { return bad }
        if statuses.contains(Interruption.exitStatus) { return Interruption.exitStatus }
        return statuses.contains(MainlineCommand.gateFailed) ? MainlineCommand.gateFailed : MainlineCommand.success
    }

    /// One scenario's runs side by side: a row per figure, a column per device.
    static func table(_ jobs: [RunAllCommand.Job], columns: [Column], title: String, markdown: Bool) -> String {
        let summaries = columns.indices.map { i in jobs.first { $0.device == i } }
        func cells(_ value: (RunSummary) -> String) -> [String] { summaries.map { $0?.summary.map(value) ?? "–" } }
        var rows: [[String]] = []
        rows.append(["result"] + summaries.map { job in
            guard let job else { return "–" }
            switch job.status {
            case 0: return job.summary == nil ? "failed" : "ok"
            case MainlineCommand.gateFailed: return "gate crossed: " + (job.summary?.problems.joined(separator: "; ") ?? "")
            case Interruption.exitStatus: return "interrupted"
            default: return "failed (\(job.status))"
            }
        })
        rows.append(["hitch-time ratio"] + cells { String(format: "%.1f ms/s %@", $0.hitchTimeRatio, $0.grade) })
        rows.append(["p95 frame time"] + cells { String(format: "%.2f ms", $0.p95FrameTime) })
        rows.append(["p99 frame time"] + cells { String(format: "%.2f ms", $0.p99FrameTime) })
        rows.append(["time to first frame"] + cells { $0.timeToFirstFrame.map { String(format: "%.1f ms", $0) } ?? "–" })
        rows.append(["dropped frames"] + cells { "\($0.droppedFrames)" })
        let kinds = Finding.Kind.allCases.filter { kind in summaries.contains { ($0?.summary?.findingsByKind[kind.rawValue] ?? 0) > 0 } }
        for kind in kinds {
            rows.append(["findings: \(kind.rawValue)"] + cells { "\($0.findingsByKind[kind.rawValue] ?? 0)" })
        }
        let header = [title] + columns.map(\.name)
        if markdown {
            var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
            for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
            return lines.joined(separator: "\n") + "\n"
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                i == 0 ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[i] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
