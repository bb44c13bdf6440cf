import MainlineScenarios

/// The scenarios' parameters as rows of the table: each scenario adds its own at run time
/// (`--views N` for stress), for the commands that run a scenario.
enum ScenarioParameterOptions {
    /// The commands that take the scenarios' parameters.
    static let commands: [Command] = [.run, .trace]

    /// The rows of the catalog's parameters, each name once.
    static func declarations(_ catalog: ScenarioCatalog) -> [OptionDeclaration] {
        // A parameter's value is taken as it is given here, and read once the scenario is known.
        let asGiven: @Sendable (String) -> Result<any Sendable, ValueProblem> = { .success($0) }
        return catalog.parameters.map { parameter in
            let takers = catalog.scenarios(taking: parameter.name).map(\.name).joined(separator: ", ")
            return OptionDeclaration(
                name: parameter.option, short: nil,
                placeholder: parameter.isFlag ? nil : parameter.placeholder.isEmpty ? "VALUE" : parameter.placeholder,
                example: parameter.isFlag ? nil : parameter.defaultArgument, help: "\(parameter.summary) (\(takers); default \(parameter.defaultArgument))",
                helpIn: [:], defaultShown: nil, section: .scenarioParameters, commands: commands, choices: [],
                read: parameter.isFlag ? nil : asGiven)
        }
    }
}
