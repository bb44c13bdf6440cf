import Foundation
import MainlineScenarios

/// The scenarios a command run knows: those its program gave (`MainlineCommand.main(scenarios:)`),
/// then the built-in ones whose names they do not take. The first is the default.
struct ScenarioCatalog: Sendable {
    let scenarios: [any Scenario]
    /// How many of `scenarios` the program gave (they come first).
    let givenCount: Int
    /// The program running the command, which `run --all` starts once per scenario (nil: the
    /// command runs in another program's process, a test's, and runs them in-process).
    let executable: URL?

    init(given: [any Scenario] = [], executable: URL? = nil) {
        // (Names are matched without regard to case, as the command finds them.)
        var seen = Set(given.map { $0.name.lowercased() })
        var all = given
        for scenario in Scenarios.all where seen.insert(scenario.name.lowercased()).inserted { all.append(scenario) }
        scenarios = all
        givenCount = given.count
        self.executable = executable
    }

    /// The catalog of the command running (set for each `MainlineCommand.run`).
    @TaskLocal static var current = ScenarioCatalog()

    var defaultScenario: any Scenario { scenarios[0] }

    func named(_ name: String) -> (any Scenario)? {
        let wanted = name.lowercased()
        return scenarios.first { $0.name.lowercased() == wanted }
    }

    /// Every scenario's parameters, each name once (the first scenario's wins for the usage text).
    var parameters: [AnyScenarioParameter] {
        var seen = Set<String>()
        return scenarios.flatMap(\.parameters).filter { seen.insert($0.name).inserted }
    }

    /// The scenarios taking a parameter called `name`.
    func scenarios(taking name: String) -> [any Scenario] {
        scenarios.filter { $0.parameters.contains { $0.name == name } }
    }

    /// What is wrong with the scenarios a program gave: names the command cannot take, two of one
    /// name, parameters whose options the command has already. Said as a usage error, so the
    /// program's author sees it the first time they run it.
    func problems(reservedOptions: Set<String>) -> [String] {
        var problems: [String] = []
        var names = Set<String>()
        for scenario in scenarios.prefix(givenCount) {
            let name = scenario.name
            if name.isEmpty || name.hasPrefix("-") || name.contains(where: { $0.isWhitespace || $0 == "/" }) {
                problems.append("the scenario name '\(name)' cannot be given on a command line: use letters, digits and dashes")
            }
            if !names.insert(name.lowercased()).inserted { problems.append("two scenarios are called '\(name)'") }
            var parameterNames = Set<String>()
            for parameter in scenario.parameters {
                if parameter.name.isEmpty || parameter.name.hasPrefix("-")
                    || parameter.name.contains(where: { $0.isWhitespace || $0 == "=" }) {
                    problems.append("\(name)'s parameter '\(parameter.name)' cannot be given on a command line: use letters, digits and dashes")
                }
                // One option means one thing for every scenario that takes it.
                if let other = scenarios.flatMap(\.parameters).first(where: {
                    $0.name == parameter.name && ($0.isFlag != parameter.isFlag || $0.kindDescription != parameter.kindDescription)
                }) {
                    problems.append("\(name)'s parameter '\(parameter.name)' (\(parameter.kindDescription)) clashes with another "
                        + "scenario's '\(other.name)' (\(other.kindDescription)): one option, \(parameter.option), cannot be both: rename one")
                }
                if reservedOptions.contains(parameter.option) {
                    problems.append("\(name)'s parameter '\(parameter.name)' would be \(parameter.option), an option of every run: rename it")
                }
                if !parameterNames.insert(parameter.name).inserted { problems.append("\(name) has two parameters called '\(parameter.name)'") }
            }
        }
        return problems
    }
}
