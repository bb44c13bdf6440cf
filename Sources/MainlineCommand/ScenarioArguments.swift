import Foundation
import Mainline
import MainlineScenarios

/// The options `run` and `trace` share: which scenario, fixed or not, for how long, at which
/// refresh rate, on which clock.
struct ScenarioArguments {
    var scenario: any Scenario
    var options: ScenarioOptions

    /// The base name of the scenario's report files: `feed` or `feed-fixed`.
    var baseName: String { options.fixed ? "\(scenario.name)-fixed" : scenario.name }

    /// Reads the shared options of `parsed`; `defaultScenario` is used when no name is given
    /// (nil: the name is required).
    init(_ parsed: ParsedArguments, defaultScenario: (any Scenario)?) throws(UsageError) {
        let command = parsed.command.displayName
        let names = try parsed.positionals(atMost: 1, what: "one scenario name")
        if let name = names.first {
            scenario = try MainlineCommand.scenario(named: name, command: command)
        } else if let defaultScenario {
            scenario = defaultScenario
        } else {
            throw UsageError("\(command): which scenario? Give its name, e.g. '\(command) lifecycle'. Run 'mainline list' to see them.")
        }
        let run = Options.run
        var options = ScenarioOptions(fixed: parsed.has(run.fixed))
        if let rate = parsed[run.refreshRate] { options.refreshRate = rate }
        // (At most one of the two is given: they are exclusive in the table.)
        options.length = parsed[run.frames].map { .frames($0) } ?? parsed[run.duration].map { .seconds($0) }
        options.parameterArguments = try Self.parameterArguments(parsed, for: scenario)
        if let clock = parsed[run.clock] { options.clock = clock }
        if let scale = parsed[run.cpuScale] { options.device.appCode = .hostTimeScale(scale) }
        self.options = options
    }

    /// The values of `scenario`'s parameters given in `parsed`; a usage error for a value it does
    /// not take, or for another scenario's parameter.
    static func parameterArguments(_ parsed: ParsedArguments, for scenario: any Scenario) throws(UsageError) -> [String: String] {
        let command = parsed.command.displayName
        var arguments: [String: String] = [:]
        for parameter in ScenarioCatalog.current.parameters {
            let given = parameter.isFlag ? (parsed.has(parameter.option) ? "true" : nil) : parsed.text(parameter.option)
            guard let given else { continue }
            guard let own = scenario.parameters.first(where: { $0.name == parameter.name }) else {
                let takers = ScenarioCatalog.current.scenarios(taking: parameter.name).map { "'\($0.name)'" }.joined(separator: ", ")
                let takes = scenario.parameters.isEmpty ? "it takes no parameters"
                    : "its parameters: \(scenario.parameters.map(\.option).joined(separator: ", "))"
                throw UsageError("\(command): \(parameter.option) is a parameter of \(takers), not of '\(scenario.name)' (\(takes)).")
            }
            switch own.parse(given) {
            case .success(let value): arguments[own.name] = value
            case .failure(let problem):
                throw UsageError("\(command): \(own.option) wants \(problem.wanted), not '\(given)' (\(scenario.name): \(own.summary)).")
            }
        }
        return arguments
    }

    /// Runs the scenario, showing a progress line on a terminal; a Ctrl-C (where the command
    /// took the signals over) stops it at the end of a frame.
    func run(_ output: CommandOutput, label: String) -> ScenarioResult {
        Interruption.shared.run(scenario, options, label: label, output: output)
    }
}

/// A duration as the summary prints it: `10.0 s`, `0.08 s`, `350 ms`.
func seconds(_ s: Double) -> String {
    if s >= 10 { return String(format: "%.1f s", s) }
    if s >= 0.1 { return String(format: "%.2f s", s) }
    if s >= 0.001 { return String(format: "%.0f ms", s * 1000) }
    return String(format: "%.2f ms", s * 1000)
}

/// A speed-up factor: `125×`, `3.4×`, `0.98×`.
func factor(_ x: Double) -> String {
    x >= 100 ? String(format: "%.0f×", x) : x >= 10 ? String(format: "%.1f×", x) : String(format: "%.2f×", x)
}
