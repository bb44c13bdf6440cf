import Foundation
import Mainline
import MainlineScenarios

/// The defaults of `mainline stress`.
enum StressDefaults {
    static let views = [1_000, 10_000, 100_000]
    static let queues = 16
    /// Frames per view count: the default table takes about 20–30 s in a release build on two
    /// cores (most of it at 100,000 views).
    static let frames = 600
}

/// `mainline stress`: the stress scenario at each view count, as a table.
enum StressCommand {
    /// The options `stress` takes (the table's rows for it).
    static var specs: [OptionDeclaration] { Options.declarations(for: .stress) }

    /// One row of the table.
    struct Row: Equatable {
        var views: Int
        var frames: Int
        var framesPerSecond: Double
        var violations: Int
        var violationsPerSecond: Double
        var wallSeconds: Double
        /// Whether a Ctrl-C stopped this size before its last frame.
        var interrupted = false
    }

    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        _ = try parsed.positionals(atMost: 0, what: "no arguments (give the sizes with --views)")
        let counts = parsed[Options.stress.views] ?? StressDefaults.views
        let queues = parsed[Options.stress.queues] ?? StressDefaults.queues
        let frames = parsed[Options.stress.frames] ?? StressDefaults.frames
        let report = parsed[Options.stress.report]
        let scenario = StressScenario()
        var rows: [Row] = []
        // A Ctrl-C stops the running size at the end of its frame; the sizes after it are not run,
        // and the table says so.
        var interruption: String?
        for views in counts {
            if let interruption {
                output.errorLine("mainline: stress at \(grouped(views)) views not run: \(interruption).")
                continue
            }
            var options = ScenarioOptions(length: .frames(frames))
            options[StressScenario.views] = views
            options[StressScenario.queues] = queues
            options.keepsTimeline = false
            let result = Interruption.shared.run(scenario, options, label: "mainline: stress, \(views) views…", output: output)
            func figure(_ name: String) -> Double { result.figures.first { $0.name == name }?.value ?? 0 }
            interruption = result.profile.configuration.interruption
            rows.append(Row(views: views, frames: Int(figure("frames")), framesPerSecond: figure("frames simulated per second"),
                            violations: Int(figure("violations recorded")),
                            violationsPerSecond: figure("violations recorded per second"), wallSeconds: figure("wall time"),
                            interrupted: interruption != nil))
        }
        output.write(table(rows, queues: queues, markdown: false))
        if let report {
            let url = URL(fileURLWithPath: report)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(table(rows, queues: queues, markdown: true).utf8).write(to: url, options: .atomic)
            } catch {
                throw UsageError("mainline stress: cannot write the report to '\(report)': \(error.localizedDescription).")
            }
            output.line("Report: \(report)")
        }
        if let interruption {
            output.errorLine("mainline: \(interruption); the table covers the frames so far.")
            return Interruption.exitStatus
        }
        return MainlineCommand.success
    }

    /// The table as text (aligned columns) or Markdown.
    static func table(_ rows: [Row], queues: Int, markdown: Bool) -> String {
        let header = ["views", "frames", "wall time", "frames/s simulated", "violations", "violations/s recorded"]
        let body = rows.map { row in
            [grouped(row.views), String(row.frames) + (row.interrupted ? " (interrupted)" : ""), seconds(row.wallSeconds), String(format: "%.1f", row.framesPerSecond),
             grouped(row.violations), grouped(Int(row.violationsPerSecond.rounded()))]
        }
        var out = ""
        if markdown {
            out += "# mainline stress\n\n\(queues) background queues misusing the views while the main thread runs the frames.\n\n"
            out += "| " + header.joined(separator: " | ") + " |\n"
            out += "|" + header.map { _ in "---:|" }.joined() + "\n"
            for line in body { out += "| " + line.joined(separator: " | ") + " |\n" }
        } else {
            out += "Stress: \(queues) background queues misusing the views while the main thread runs the frames\n\n"
            let widths = header.indices.map { i in max(header[i].count, body.map { $0[i].count }.max() ?? 0) }
            func format(_ cells: [String]) -> String {
                cells.indices.map { i in String(repeating: " ", count: widths[i] - cells[i].count) + cells[i] }.joined(separator: "  ")
            }
            out += format(header) + "\n"
            for line in body { out += format(line) + "\n" }
        }
        return out
    }

    /// 100000 → "100,000".
    static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }
}
