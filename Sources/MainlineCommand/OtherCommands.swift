import Foundation
import Mainline
import MainlineScenarios

/// `mainline list`: the scenarios and their summaries.
enum ListCommand {
    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        _ = try parsed.positionals(atMost: 0, what: "no arguments")
        let catalog = ScenarioCatalog.current
        if parsed.has(Options.general.names) {
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
    /// The options `trace` takes (the table's rows for it).
    static var specs: [OptionDeclaration] { Options.declarations(for: .trace) }

    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        let scenario = try ScenarioArguments(parsed, defaultScenario: nil)  // (keeps its timeline: the trace shows every frame)
        let ownLinesOnly = parsed.has(Options.run.noTimeline), timelineOnly = parsed.has(Options.run.timelineOnly)
        let result = scenario.run(output, label: "mainline: tracing \(scenario.baseName)…")
        if !timelineOnly {
            output.line("# \(result.name): the trace the scenario wrote")
            if result.trace.isEmpty { output.line("# (none: this scenario writes no lines of its own)") }
            for line in result.trace { output.line(line) }
            for figure in result.figures { output.line("# \(figure)") }
        }
        if !ownLinesOnly {
            if !timelineOnly { output.line() }
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
    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
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

/// `mainline help [SUBCOMMAND]`: the tool's help page, or a subcommand's.
enum HelpCommand {
    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        let names = try parsed.positionals(atMost: 1, what: "at most one subcommand name")
        guard let name = names.first else {
            output.write(Help.page(.tool))
            return MainlineCommand.success
        }
        guard let command = Command(subcommand: name) else {
            let subcommands = Command.subcommands.map(\.name)
            var message = "mainline help: unknown subcommand '\(name)'."
            if let guess = closest(to: name, among: subcommands) { message += " Did you mean '\(guess)'?" }
            throw UsageError(message + " The subcommands: \(subcommands.joined(separator: ", ")).")
        }
        output.write(Help.page(command))
        return MainlineCommand.success
    }
}
