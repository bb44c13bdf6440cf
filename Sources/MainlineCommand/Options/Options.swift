/// The option table: every option of the tool and its subcommands, declared once, by concern, in
/// the groups below (and the scenarios' parameters, added by the scenarios at run time). Parsing,
/// the help pages, "did you mean" and the messages about malformed values all come from it.
enum Options {
    static let general = GeneralOptions()
    static let run = RunOptions()
    static let reports = ReportOptions()
    static let gates = GateOptions()
    static let stress = StressOptions()
    static let adapt = AdaptOptions()
    static let calibrate = CalibrateOptions()

    /// The groups, in the order the help pages list their options.
    static let groups: [any OptionGroup] = [general, run, reports, gates, stress, calibrate, adapt]

    /// Every declared option (the scenarios' parameters aside).
    static let declared: [OptionDeclaration] = groups.flatMap { $0.members((any DeclaresOption).self).map(\.declaration) }

    /// Every group of options of which at most one may be given.
    static let exclusions: [Exclusive] = groups.flatMap { $0.members(Exclusive.self) }

    /// The exclusive groups whose options are all among `declarations` (a command's).
    static func exclusions(among declarations: [OptionDeclaration]) -> [Exclusive] {
        exclusions.filter { $0.names.allSatisfy { name in declarations.contains { $0.name == name } } }
    }

    /// The options `command` takes, the current catalog's scenario parameters included.
    static func declarations(for command: Command) -> [OptionDeclaration] {
        let parameters = ScenarioParameterOptions.commands.contains(command)
            ? ScenarioParameterOptions.declarations(ScenarioCatalog.current) : []
        return (declared + parameters).filter { $0.commands.contains(command) }
    }

    /// The options no scenario parameter may be: those of the commands that take parameters and
    /// the tool's, and the one the package plugin takes (`swift package mainline --target NAME`).
    static var reservedForParameters: Set<String> {
        let commands = ScenarioParameterOptions.commands + [.tool]
        return Set(declared.filter { !Set($0.commands).isDisjoint(with: commands) }.map(\.name) + ["--target"])
    }
}
