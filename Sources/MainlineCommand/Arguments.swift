import Foundation

/// A usage error: a message that says what was wrong and how to fix it (exit status 2).
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Arguments split into options and positional arguments by a command's rows of the option table
/// (`--name value`, `--name=value`, flags, `--` ending the options), every value read and checked
/// by its row's reader, and the exclusive options checked. An option given twice keeps its last
/// value, as most tools do. With `--help` nothing is checked: the page is shown.
struct ParsedArguments {
    let command: Command
    /// The values given, as given, by option name.
    private(set) var texts: [String: String] = [:]
    /// The flags given, by name.
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// The values as their readers read them.
    private var values: [String: any Sendable] = [:]

    init(_ arguments: [String], for command: Command) throws(UsageError) {
        self.command = command
        let declarations = Options.declarations(for: command)
        let name = command.displayName
        var given: [OptionDeclaration] = []
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var option = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                option = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            guard let declaration = declarations.first(where: { $0.matches(option) }) else {
                var message = "\(name): unknown option '\(option)'."
                if let guess = closest(to: option, among: declarations.map(\.name)) { message += " Did you mean '\(guess)'?" }
                throw UsageError(message + " Run '\(name) --help' to see the options.")
            }
            if declaration.isFlag {
                if inlineValue != nil { throw UsageError("\(name): \(declaration.name) takes no value; write it alone.") }
                flags.insert(declaration.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if i < arguments.count, !(arguments[i].hasPrefix("--") && arguments[i].count > 2) {
                value = arguments[i]
                i += 1
            } else {
                throw UsageError("\(name): \(declaration.name) needs a value (\(declaration.valueDescription)), "
                    + "e.g. \(declaration.name) \(declaration.example ?? declaration.valueDescription).")
            }
            if texts.updateValue(value, forKey: declaration.name) == nil { given.append(declaration) }
        }
        if has(Options.general.help) { return }
        for declaration in given {
            guard let read = declaration.read, let text = texts[declaration.name] else { continue }
            switch read(text) {
            case .success(let value): values[declaration.name] = value
            case .failure(let problem): throw UsageError("\(name): " + Self.message(problem, declaration, text))
            }
        }
        for exclusive in Options.exclusions(among: declarations)
        where exclusive.names.filter({ texts[$0] != nil || flags.contains($0) }).count > 1 {
            throw UsageError("\(name): \(exclusive.conflict)")
        }
    }

    /// What was wrong with `text`, given to `declaration`.
    private static func message(_ problem: ValueProblem, _ declaration: OptionDeclaration, _ text: String) -> String {
        let name = declaration.name, example = declaration.example ?? "1"
        return switch problem {
        case .malformed(let wants): "\(name) wants \(wants), not '\(text)' (e.g. \(name) \(example))."
        case .empty(let wants): "\(name) wants \(wants), e.g. \(name) \(example)."
        case .other(let message): message
        }
    }

    /// Whether `flag` was given.
    func has(_ flag: Flag) -> Bool { flags.contains(flag.declaration.name) }

    /// Whether the flag called `name` (a scenario parameter's) was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value given to `option`, as its reader read it.
    subscript<Value>(option: Option<Value>) -> Value? { values[option.declaration.name] as? Value }

    /// The text given to the option called `name` (a scenario parameter's), as given.
    func text(_ name: String) -> String? { texts[name] }

    /// Fails unless there are at most `max` positional arguments.
    func positionals(atMost max: Int, what: String) throws(UsageError) -> [String] {
        guard positionals.count <= max else {
            let extra = positionals.dropFirst(max).map { "'\($0)'" }.joined(separator: ", ")
            let name = command.displayName
            throw UsageError("\(name): unexpected argument \(extra): it takes \(what). Run '\(name) --help' for its usage.")
        }
        return positionals
    }
}
