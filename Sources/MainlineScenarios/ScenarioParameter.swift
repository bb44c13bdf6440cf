import Foundation

/// A value a scenario parameter can hold: a whole number, a number, a flag or a word.
public protocol ScenarioParameterValue: Sendable, Equatable {
    /// The value written as a command-line argument.
    var argument: String { get }
    /// The value an argument stands for (nil: not one of this type).
    init?(argument: String)
    /// What the value is, in a message ("a whole number").
    static var kindDescription: String { get }
}

extension Int: ScenarioParameterValue {
    public var argument: String { String(self) }
    public init?(argument: String) { self.init(argument.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")) }
    public static var kindDescription: String { "a whole number" }
}

extension Double: ScenarioParameterValue {
    public var argument: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
    public init?(argument: String) {
        guard let x = Double(argument.trimmingCharacters(in: .whitespaces)), x.isFinite else { return nil }
        self = x
    }
    public static var kindDescription: String { "a number" }
}

extension Bool: ScenarioParameterValue {
    public var argument: String { self ? "true" : "false" }
    public init?(argument: String) {
        switch argument.lowercased() {
        case "true", "yes", "1", "on": self = true
        case "false", "no", "0", "off": self = false
        default: return nil
        }
    }
    public static var kindDescription: String { "true or false" }
}

extension String: ScenarioParameterValue {
    public var argument: String { self }
    public init?(argument: String) { self = argument }
    public static var kindDescription: String { "a word" }
}

/// A setting one scenario takes besides the options every run has — `stress`'s number of views,
/// say — typed, with a default and the values it accepts. The command takes it as `--NAME VALUE`
/// for that scenario only; a scenario reads it from its options:
///
/// ```swift
/// struct Inbox: Scenario {
///     static let messages = ScenarioParameter("messages", default: 200, in: 1...10_000,
///                                             summary: "how many messages the inbox lists")
///     var parameters: [AnyScenarioParameter] { [Self.messages.erased] }
///     func run(_ run: ScenarioRun) {
///         let count = run.options[Self.messages]
///         …
///     }
/// }
/// ```
public struct ScenarioParameter<Value: ScenarioParameterValue>: Sendable {
    /// The name, lower case with dashes (`views`: `--views N` on the command line).
    public let name: String
    /// The value when none is given.
    public let defaultValue: Value
    /// One line: what it sets.
    public let summary: String
    /// The placeholder in usage texts (`N`).
    public let placeholder: String
    private let check: @Sendable (Value) -> String?

    /// A parameter whose values `check` accepts (it returns what is wrong with a value, nil for a
    /// good one).
    public init(_ name: String, default defaultValue: Value, summary: String, placeholder: String = "VALUE",
                check: @escaping @Sendable (Value) -> String? = { _ in nil }) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
        self.placeholder = placeholder
        self.check = check
    }

    /// What is wrong with `value` (nil: nothing).
    public func problem(with value: Value) -> String? { check(value) }

    /// The parameter as the command handles it, whatever its type.
    public var erased: AnyScenarioParameter {
        AnyScenarioParameter(name: name, summary: summary, placeholder: placeholder, defaultArgument: defaultValue.argument,
                             // A Bool that is off unless given is a flag; one that is on by default
                             // takes true or false.
                             isFlag: Value.self == Bool.self && defaultValue.argument == "false",
                             kindDescription: Value.kindDescription) { text in
            guard let value = Value(argument: text) else { return .failure(ParameterProblem(Value.kindDescription)) }
            if let problem = check(value) { return .failure(ParameterProblem(problem)) }
            return .success(value.argument)
        }
    }
}

extension ScenarioParameter where Value: Comparable {
    /// A parameter that takes the values in `range`.
    public init(_ name: String, default defaultValue: Value, in range: ClosedRange<Value>, summary: String,
                placeholder: String = Value.self == Int.self ? "N" : "X") {
        self.init(name, default: defaultValue, summary: summary, placeholder: placeholder) { value in
            range.contains(value) ? nil : "\(Value.kindDescription) from \(range.lowerBound.argument) to \(range.upperBound.argument)"
        }
    }
}

extension ScenarioParameter where Value == Bool {
    /// A flag: off unless given (`--name` alone turns it on).
    public init(flag name: String, summary: String) {
        self.init(name, default: false, summary: summary, placeholder: "")
    }
}

extension ScenarioParameter where Value == String {
    /// A parameter that takes one of `choices`.
    public init(_ name: String, default defaultValue: String, choices: [String], summary: String) {
        self.init(name, default: defaultValue, summary: summary, placeholder: choices.joined(separator: "|")) { value in
            choices.contains(value) ? nil : "one of \(choices.joined(separator: ", "))"
        }
    }
}

/// A scenario parameter of any type: what the command needs to parse, check and describe it.
public struct AnyScenarioParameter: Sendable {
    public let name: String
    public let summary: String
    public let placeholder: String
    /// The default value as an argument.
    public let defaultArgument: String
    /// Whether it is a flag (given alone, without a value).
    public let isFlag: Bool
    /// What its values are ("a whole number").
    public let kindDescription: String
    private let parse: @Sendable (String) -> Result<String, ParameterProblem>

    init(name: String, summary: String, placeholder: String, defaultArgument: String, isFlag: Bool, kindDescription: String,
         parse: @escaping @Sendable (String) -> Result<String, ParameterProblem>) {
        self.name = name
        self.summary = summary
        self.placeholder = placeholder
        self.defaultArgument = defaultArgument
        self.isFlag = isFlag
        self.kindDescription = kindDescription
        self.parse = parse
    }

    /// The option that sets it (`--views`).
    public var option: String { "--\(name)" }

    /// `text` as the value's canonical argument, or what the parameter wants instead.
    public func parse(_ text: String) -> Result<String, ParameterProblem> { parse(text) }
}

/// What a parameter wanted instead of a value it was given ("a whole number from 1 to 100").
public struct ParameterProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let wanted: String
    public init(_ wanted: String) { self.wanted = wanted }
    public var description: String { wanted }
}

extension ScenarioOptions {
    /// The value of `parameter` in these options: the one given, or its default.
    public subscript<Value>(parameter: ScenarioParameter<Value>) -> Value {
        get { parameterArguments[parameter.name].flatMap { Value(argument: $0) } ?? parameter.defaultValue }
        set { parameterArguments[parameter.name] = newValue.argument }
    }

    /// Whether `parameter` was given (not left at its default).
    public func isSet<Value>(_ parameter: ScenarioParameter<Value>) -> Bool { parameterArguments[parameter.name] != nil }
}
