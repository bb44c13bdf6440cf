/// Where an option is listed on a help page, in this order.
enum HelpSection: CaseIterable, Sendable {
    /// The subcommand's own options, under the page's heading (`OPTIONS`; `RUN` for run).
    case options
    /// The scenarios' parameters, which the scenarios add at run time.
    case scenarioParameters
    case reports
    case gates

    /// The heading; nil for `.options`, headed by the page.
    var heading: String? {
        switch self {
        case .options: nil
        case .scenarioParameters: "SCENARIO PARAMETERS (each for the scenarios that take it)"
        case .reports: "REPORTS"
        case .gates: "GATES (a crossed limit is reported on stderr and the exit status is 1)"
        }
    }
}

/// A row of the option table: all that parsing, the help pages and the messages know of an option.
struct OptionDeclaration: Sendable {
    /// The long name with its dashes (`--frames`).
    let name: String
    /// A short alias (`-h`), if any.
    let short: String?
    /// The value's placeholder (`N`); nil for a flag, given alone.
    let placeholder: String?
    /// A good value, for messages (`240`).
    let example: String?
    /// The help text, broken into lines as it is to be shown; nil: not listed (the page's USAGE
    /// lines show it).
    let help: String?
    /// The text some commands' pages show instead (a shorter one where the option is secondary).
    let helpIn: [Command: String]
    /// The default as the help shows it, after the text: `(default 120)`.
    let defaultShown: String?
    let section: HelpSection
    /// The commands that take it.
    let commands: [Command]
    /// The values it takes, each with what it means, listed under its help text (a choice's).
    let choices: [ValueChoice]
    /// Reads a value given to it; nil for a flag.
    let read: (@Sendable (String) -> Result<any Sendable, ValueProblem>)?

    var isFlag: Bool { read == nil }

    func matches(_ argument: String) -> Bool { argument == name || (short != nil && argument == short) }

    /// As the help writes it: `-h, --help`, `--frames N`.
    var usage: String {
        (short.map { "\($0), " } ?? "") + name + (placeholder.map { " \($0)" } ?? "")
    }

    /// What a message says the value is: the choices (`virtual|deterministic|real`), or the placeholder.
    var valueDescription: String {
        choices.isEmpty ? placeholder ?? "" : choices.map(\.name).joined(separator: "|")
    }

    /// The help text on `command`'s page, its default after it; nil: not listed.
    func helpText(on command: Command) -> String? {
        guard let text = helpIn[command] ?? help else { return nil }
        return defaultShown.map { "\(text) (default \($0))" } ?? text
    }
}

/// Something in an `OptionGroup` that is a row of the table.
protocol DeclaresOption: Sendable {
    var declaration: OptionDeclaration { get }
}

/// An option that takes a value, read as `Value`: `parsed[Options.run.frames]` is an `Int?`.
struct Option<Value: Sendable>: DeclaresOption {
    let declaration: OptionDeclaration

    init(_ name: String, _ placeholder: String, example: String, for commands: [Command], section: HelpSection = .options,
         help: String?, helpIn: [Command: String] = [:], default defaultShown: String? = nil, value reader: ValueReader<Value>) {
        declaration = OptionDeclaration(
            name: name, short: nil, placeholder: placeholder, example: example, help: help, helpIn: helpIn,
            defaultShown: defaultShown, section: section, commands: commands, choices: reader.choices,
            read: { text in reader.read(text, name).map { $0 as any Sendable } })
    }
}

/// An option given alone, without a value.
struct Flag: DeclaresOption {
    let declaration: OptionDeclaration

    init(_ name: String, short: String? = nil, for commands: [Command], section: HelpSection = .options,
         help: String?, helpIn: [Command: String] = [:]) {
        declaration = OptionDeclaration(
            name: name, short: short, placeholder: nil, example: nil, help: help, helpIn: helpIn, defaultShown: nil,
            section: section, commands: commands, choices: [], read: nil)
    }
}

/// Options of which at most one may be given: more is a usage error saying `conflict` (after the
/// command's name). A `note` is shown beside them in the help, a line each, after a brace.
struct Exclusive: Sendable {
    let names: [String]
    let note: [String]
    let conflict: String

    init(_ names: String..., note: [String] = [], conflict: String) {
        self.names = names
        self.note = note
        self.conflict = conflict
    }
}

/// Options declared together, one concern to a group (a run's, the reports', the gates'…). Every
/// stored property that is an option, a flag or an `Exclusive` is in the table, in the order
/// declared: the table finds them by reflection, as swift-argument-parser finds its property
/// wrappers, so declaring an option is all it takes to parse it, list it in the help and suggest it.
protocol OptionGroup: Sendable {}

extension OptionGroup {
    /// The stored properties of type `T`, in the order declared.
    func members<T>(_ type: T.Type) -> [T] {
        Mirror(reflecting: self).children.compactMap { $0.value as? T }
    }
}
