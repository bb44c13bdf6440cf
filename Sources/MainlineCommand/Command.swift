/// The tool and its subcommands: each has a help page and the options the table gives it (an
/// option's `for:` names them). A subcommand is a case here, its page (`HelpPages`) and its `run`.
enum Command: CaseIterable, Sendable, Hashable {
    /// `mainline` itself, before a subcommand: `--help`, `--version`.
    case tool
    case run, list, trace, stress, compare, devices, calibrate, adapt, help

    /// The subcommands, in the order the tool's help lists them.
    static var subcommands: [Command] { allCases.filter { $0 != .tool } }

    /// The subcommand called `name`.
    init?(subcommand name: String) {
        guard let command = Command.subcommands.first(where: { $0.name == name }) else { return nil }
        self = command
    }

    /// The name on the command line (`run`); empty for the tool.
    var name: String {
        switch self {
        case .tool: ""
        case .run: "run"
        case .list: "list"
        case .trace: "trace"
        case .stress: "stress"
        case .compare: "compare"
        case .devices: "devices"
        case .calibrate: "calibrate"
        case .adapt: "adapt"
        case .help: "help"
        }
    }

    /// As messages name it: `mainline run`.
    var displayName: String { self == .tool ? "mainline" : "mainline \(name)" }

    /// Parses `arguments` by the table and runs the command: its help page with `--help`.
    func run(_ arguments: [String], _ output: CommandOutput) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, for: self)
        if parsed.has(Options.general.help) {
            output.write(Help.page(self))
            return MainlineCommand.success
        }
        switch self {
        case .tool:
            output.line("mainline \(MainlineCommand.version)")
            return MainlineCommand.success
        case .run: return try RunCommand.run(parsed, output)
        case .list: return try ListCommand.run(parsed, output)
        case .trace: return try TraceCommand.run(parsed, output)
        case .stress: return try StressCommand.run(parsed, output)
        case .compare: return try CompareCommand.run(parsed, output)
        case .devices: return try DevicesCommand.run(parsed, output)
        case .calibrate: return try CalibrateCommand.run(parsed, output)
        case .adapt: return try AdaptCommand.run(parsed, output)
        case .help: return try HelpCommand.run(parsed, output)
        }
    }
}
