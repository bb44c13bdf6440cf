import Foundation

/// A usage error: a message that says what was wrong and how to fix it (exit status 2).
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// An option a subcommand takes.
struct OptionSpec: Sendable {
    /// The long name with its dashes (`--frames`).
    var name: String
    /// A short alias (`-h`), if any.
    var short: String?
    /// The value's placeholder in messages (`N`), nil for a flag without a value.
    var value: String?
    /// An example of a good value, for messages (`240`).
    var example: String?

    static func flag(_ name: String, short: String? = nil) -> OptionSpec {
        OptionSpec(name: name, short: short, value: nil, example: nil)
    }

    static func valued(_ name: String, _ value: String, example: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, value: value, example: example)
    }
}

/// Arguments split into options and positional arguments, by a subcommand's option specs:
/// `--name value`, `--name=value`, flags, `--` ending the options. An option given twice
/// keeps its last value, as most tools do.
struct ParsedArguments {
    /// The subcommand's name as messages show it (`mainline run`).
    let command: String
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    private let specs: [OptionSpec]

    init(_ arguments: [String], command: String, options specs: [OptionSpec]) throws(UsageError) {
        self.command = command
        self.specs = specs
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
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            guard let spec = specs.first(where: { $0.name == name || ($0.short != nil && $0.short == name) }) else {
                throw UsageError(Self.unknownOption(name, command: command, specs: specs))
            }
            if let placeholder = spec.value {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if i < arguments.count, !(arguments[i].hasPrefix("--") && arguments[i].count > 2) {
                    value = arguments[i]
                    i += 1
                } else {
                    throw UsageError("\(command): \(spec.name) needs a value (\(placeholder)), e.g. \(spec.name) \(spec.example ?? placeholder).")
                }
                values[spec.name] = value
            } else {
                if inlineValue != nil {
                    throw UsageError("\(command): \(spec.name) takes no value; write it alone.")
                }
                flags.insert(spec.name)
            }
        }
    }

    private static func unknownOption(_ name: String, command: String, specs: [OptionSpec]) -> String {
        var message = "\(command): unknown option '\(name)'."
        if let guess = closest(to: name, among: specs.map(\.name)) { message += " Did you mean '\(guess)'?" }
        return message + " Run '\(command) --help' to see the options."
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func value(_ name: String) -> String? { values[name] }

    private func spec(_ name: String) -> OptionSpec {
        specs.first { $0.name == name } ?? .valued(name, "VALUE", example: "VALUE")
    }

    private func malformed(_ name: String, _ value: String, wants: String) -> UsageError {
        let spec = spec(name)
        return UsageError("\(command): \(name) wants \(wants), not '\(value)' (e.g. \(name) \(spec.example ?? "1")).")
    }

    /// A whole number above 0.
    func positiveInt(_ name: String, wants: String) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), n > 0 else {
            throw malformed(name, text, wants: wants)
        }
        return n
    }

    /// A whole number, 0 or more.
    func nonNegativeInt(_ name: String, wants: String) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), n >= 0 else {
            throw malformed(name, text, wants: wants)
        }
        return n
    }

    /// A finite number within `range`.
    func number(_ name: String, in range: ClosedRange<Double>, wants: String) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let x = Double(text.trimmingCharacters(in: .whitespaces)), x.isFinite, range.contains(x) else {
            throw malformed(name, text, wants: wants)
        }
        return x
    }

    /// A finite number above 0 and at most `upTo`.
    func positiveNumber(_ name: String, upTo limit: Double = .greatestFiniteMagnitude, wants: String) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let x = Double(text.trimmingCharacters(in: .whitespaces)), x.isFinite, x > 0, x <= limit else {
            throw malformed(name, text, wants: wants)
        }
        return x
    }

    /// A comma-separated list of whole numbers above 0.
    func positiveIntList(_ name: String, wants: String) throws(UsageError) -> [Int]? {
        guard let text = value(name) else { return nil }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var numbers: [Int] = []
        for item in items {
            guard let n = Int(item.replacingOccurrences(of: "_", with: "")), n > 0 else { throw malformed(name, text, wants: wants) }
            numbers.append(n)
        }
        return numbers
    }

    /// Fails unless there are at most `max` positional arguments.
    func positionals(atMost max: Int, what: String) throws(UsageError) -> [String] {
        guard positionals.count <= max else {
            let extra = positionals.dropFirst(max).map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError("\(command): unexpected argument \(extra): it takes \(what). Run '\(command) --help' for its usage.")
        }
        return positionals
    }
}
