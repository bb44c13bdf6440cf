import Foundation
import Mainline
import MainlineScenarios

/// `mainline list`: the scenarios and their summaries.
enum ListCommand {
    static func run(_ arguments: [String], _ output: CommandOutput) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: "mainline list", options: [.flag("--help", short: "-h"), .flag("--names")])
        if parsed.has("--help") {
            output.write(Help.list)
            return MainlineCommand.success
        }
        _ = try parsed.positionals(atMost: 0, what: "no arguments")
        let catalog = ScenarioCatalog.current
        if parsed.has("--names") {
            for scenario in catalog.scenarios { output.line(scenario.name) }
            return MainlineCommand.success
        }
        let width = catalog.scenarios.map(\.name.count).max() ?? 0
        let pad = String(repeating: " ", count: width)
        output.line("Scenarios (run one with 'mainline run NAME'; the first is the default):")
        output.line()
        for (i, scenario) in catalog.scenarios.enumerated() {
            if i == catalog.givenCount, catalog.givenCount > 0 {
                output.line()
                output.line("Built in:")
                output.line()
            }
            let name = scenario.name.padding(toLength: width, withPad: " ", startingAt: 0)
            output.line("  \(name)  \(scenario.summary)")
            output.line("  \(pad)  (\(scenario.defaultLength)\(i == 0 ? ", the default" : ""))")
            for parameter in scenario.parameters {
                let usage = parameter.isFlag ? parameter.option : "\(parameter.option) \(parameter.placeholder)"
                output.line("  \(pad)  \(usage): \(parameter.summary) (default \(parameter.defaultArgument))")
            }
        }
        return MainlineCommand.success
    }
}

/// `mainline trace SCENARIO`: the scenario's own trace, then the callbacks of its timeline.
enum TraceCommand {
    static var specs: [OptionSpec] { ScenarioArguments.specs + ownSpecs }
    static let ownSpecs: [OptionSpec] = [.flag("--no-timeline"), .flag("--timeline-only")]

    static func run(_ arguments: [String], _ output: CommandOutput) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: "mainline trace", options: specs)
        if parsed.has("--help") {
            output.write(Help.trace)
            return MainlineCommand.success
        }
        let scenario = try ScenarioArguments(parsed, defaultScenario: nil)  // (keeps its timeline: the trace shows every frame)
        if parsed.has("--no-timeline") && parsed.has("--timeline-only") {
            throw UsageError("mainline trace: --no-timeline and --timeline-only leave nothing to print: give one of them.")
        }
        let result = scenario.run(output, label: "mainline: tracing \(scenario.baseName)…")
        if !parsed.has("--timeline-only") {
            output.line("# \(result.name): the trace the scenario wrote")
            if result.trace.isEmpty { output.line("# (none: this scenario writes no lines of its own)") }
            for line in result.trace { output.line(line) }
            for figure in result.figures { output.line("# \(figure)") }
        }
        if !parsed.has("--no-timeline") {
            if !parsed.has("--timeline-only") { output.line() }
            output.line("# \(result.name): the callbacks recorded in the timeline (frame, phase, object and callback)")
            let lines = result.callbackTrace()
            if lines.isEmpty { output.line("# (none recorded)") }
            for line in lines { output.line(line) }
        }
        return MainlineCommand.success
    }
}

/// `mainline compare BASELINE CURRENT`: `ProfileComparison`'s text; 1 on a regression.
enum CompareCommand {
    static func run(_ arguments: [String], _ output: CommandOutput) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: "mainline compare", options: [.flag("--help", short: "-h")])
        if parsed.has("--help") {
            output.write(Help.compare)
            return MainlineCommand.success
        }
        let paths = try parsed.positionals(atMost: 2, what: "two profiles: BASELINE.json CURRENT.json")
        guard paths.count == 2 else {
            throw UsageError("mainline compare: give two profiles, the baseline then the current run: "
                + "mainline compare BASELINE.json CURRENT.json.")
        }
        let baseline = try readProfile(paths[0], command: "mainline compare", what: "the baseline")
        let current = try readProfile(paths[1], command: "mainline compare", what: "the current profile")
        let comparison = ProfileComparison(baseline: baseline, current: current)
        output.line("\(current.name) (\(paths[1])) compared with \(baseline.name) (\(paths[0])):")
        output.write(comparison.text)
        if comparison.isRegression {
            output.errorLine("mainline compare: \(paths[1]) regressed against \(paths[0]).")
            return MainlineCommand.gateFailed
        }
        return MainlineCommand.success
    }
}
