import Foundation
import Mainline
import MainlineScenarios

/// The options `run` and `trace` share: which scenario, fixed or not, for how long, at which
/// refresh rate, on which clock.
struct ScenarioArguments {
    /// The options of every scenario run.
    static let common: [OptionSpec] = [
        .flag("--help", short: "-h"),
        .flag("--fixed"),
        .valued("--refresh-rate", "HZ", example: "120"),
        .valued("--frames", "N", example: "240"),
        .valued("--duration", "SECONDS", example: "10"),
        .valued("--clock", "virtual|deterministic|real", example: "deterministic"),
        .valued("--cpu-scale", "X", example: "2"),
    ]

    /// The names of the options of `run`, `trace` and `stress` that no scenario parameter may take.
    static var commonOptionNames: Set<String> {
        Set((common + RunCommand.ownSpecs + TraceCommand.ownSpecs).map(\.name) + ["--all", "--jobs", "--target", "--help", "--version"])
    }

    /// The common options and every known scenario's parameters (checked against the scenario
    /// once it is known).
    static var specs: [OptionSpec] {
        common + ScenarioCatalog.current.parameters.map { parameter in
            parameter.isFlag ? .flag(parameter.option)
                : .valued(parameter.option, parameter.placeholder.isEmpty ? "VALUE" : parameter.placeholder, example: parameter.defaultArgument)
        }
    }

    var scenario: any Scenario
    var options: ScenarioOptions

    /// The base name of the scenario's report files: `feed` or `feed-fixed`.
    var baseName: String { options.fixed ? "\(scenario.name)-fixed" : scenario.name }

    /// Reads the shared options of `parsed`; `defaultScenario` is used when no name is given
    /// (nil: the name is required).
    init(_ parsed: ParsedArguments, defaultScenario: (any Scenario)?) throws(UsageError) {
        let command = parsed.command
        let names = try parsed.positionals(atMost: 1, what: "one scenario name")
        if let name = names.first {
            scenario = try MainlineCommand.scenario(named: name, command: command)
        } else if let defaultScenario {
            scenario = defaultScenario
        } else {
            throw UsageError("\(command): which scenario? Give its name, e.g. '\(command) lifecycle'. Run 'mainline list' to see them.")
        }
        var options = ScenarioOptions(fixed: parsed.has("--fixed"))
        if let rate = try parsed.positiveNumber("--refresh-rate", upTo: 1000, wants: "a refresh rate in Hz above 0 and at most 1000") {
            options.refreshRate = rate
        }
        let frames = try parsed.positiveInt("--frames", wants: "a whole number of frames above 0")
        let duration = try parsed.positiveNumber("--duration", upTo: 86_400, wants: "a number of seconds above 0 (at most a day)")
        switch (frames, duration) {
        case (let n?, nil): options.length = .frames(n)
        case (nil, let s?): options.length = .seconds(s)
        case (nil, nil): options.length = nil
        case (_?, _?):
            throw UsageError("\(command): give --frames or --duration, not both: one sets the run's length in frames, the other in seconds.")
        }
        options.parameterArguments = try Self.parameterArguments(parsed, for: scenario)
        if let name = parsed.value("--clock") {
            guard let clock = Simulation.Clock(rawValue: name.lowercased()) else {
                var message = "\(command): --clock wants 'virtual', 'deterministic' or 'real', not '\(name)'."
                if let guess = closest(to: name, among: Simulation.Clock.allCases.map(\.rawValue)) { message += " Did you mean '\(guess)'?" }
                throw UsageError(message)
            }
            options.clock = clock
        }
        if let scale = try parsed.positiveNumber("--cpu-scale", upTo: 1000,
                                                  wants: "a factor above 0: what a second of this machine's CPU counts as on the device") {
            options.cpuScale = scale
        }
        self.options = options
    }

    /// The values of `scenario`'s parameters given in `parsed`; a usage error for a value it does
    /// not take, or for another scenario's parameter.
    static func parameterArguments(_ parsed: ParsedArguments, for scenario: any Scenario) throws(UsageError) -> [String: String] {
        let command = parsed.command
        var arguments: [String: String] = [:]
        for parameter in ScenarioCatalog.current.parameters {
            let given = parameter.isFlag ? (parsed.has(parameter.option) ? "true" : nil) : parsed.value(parameter.option)
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
