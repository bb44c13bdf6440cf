import Foundation

/// What was wrong with a value given to an option; the parser says it with the command's and the
/// option's names.
enum ValueProblem: Error, Sendable {
    /// "NAME wants WHAT, not 'TEXT' (e.g. NAME EXAMPLE)."
    case malformed(wants: String)
    /// "NAME wants WHAT, e.g. NAME EXAMPLE." (an empty value)
    case empty(wants: String)
    /// A message of its own, said after the command's name.
    case other(String)
}

/// One of the names a choice takes, with what it means (for the help).
struct ValueChoice: Sendable {
    let name: String
    let help: String
}

/// How an option's value is read and checked: the text given, to a `Value` or a problem.
struct ValueReader<Value: Sendable>: Sendable {
    /// Reads `text`, given to the option called `name`.
    let read: @Sendable (_ text: String, _ name: String) -> Result<Value, ValueProblem>
    /// The names the value takes, if it is a choice of names.
    var choices: [ValueChoice] = []

    /// This reader, then `check` on the value it read: a message of its own (after the command's
    /// name) for a value it refuses, nil for a good one.
    func checked(_ check: @escaping @Sendable (_ value: Value, _ name: String) -> String?) -> ValueReader {
        let read = self.read
        return ValueReader(read: { text, name in
            read(text, name).flatMap { value in check(value, name).map { .failure(.other($0)) } ?? .success(value) }
        }, choices: choices)
    }

    /// This reader, its values made into `T`s.
    func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> ValueReader<T> {
        let read = self.read
        return ValueReader<T>(read: { text, name in read(text, name).map(transform) }, choices: choices)
    }

    /// A value `parse` reads (nil: malformed, the message says what it `wants`).
    static func parsed(wants: String, _ parse: @escaping @Sendable (String) -> Value?) -> ValueReader {
        ValueReader { text, _ in parse(text).map { .success($0) } ?? .failure(.malformed(wants: wants)) }
    }
}

extension ValueReader where Value == String {
    /// Any text.
    static var text: ValueReader { ValueReader { text, _ in .success(text) } }

    /// A path: any text but the empty one.
    static func path(wants: String) -> ValueReader {
        ValueReader { text, _ in text.isEmpty ? .failure(.empty(wants: wants)) : .success(text) }
    }
}

extension ValueReader where Value == Int {
    /// A whole number above 0.
    static func positive(wants: String) -> ValueReader {
        parsed(wants: wants) { Int($0.trimmingCharacters(in: .whitespaces)).flatMap { $0 > 0 ? $0 : nil } }
    }

    /// A whole number, 0 or more.
    static func nonNegative(wants: String) -> ValueReader {
        parsed(wants: wants) { Int($0.trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil } }
    }
}

extension ValueReader where Value == Double {
    /// A finite number within `range`.
    static func number(in range: ClosedRange<Double>, wants: String) -> ValueReader {
        parsed(wants: wants) { Double($0.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite && range.contains($0) ? $0 : nil } }
    }

    /// A finite number above 0 and at most `limit`.
    static func positive(upTo limit: Double, wants: String) -> ValueReader {
        parsed(wants: wants) { Double($0.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite && $0 > 0 && $0 <= limit ? $0 : nil } }
    }
}

extension ValueReader where Value == [Int] {
    /// Whole numbers above 0 separated by commas (`1_000` too).
    static func positiveList(wants: String) -> ValueReader {
        parsed(wants: wants) { text in
            var numbers: [Int] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                let digits = item.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
                guard let n = Int(digits), n > 0 else { return nil }
                numbers.append(n)
            }
            return numbers
        }
    }
}

extension ValueReader where Value: CaseIterable & RawRepresentable<String> {
    /// One of `Value`'s names, in any case; `describe` says what each means, for the help.
    static func choice(_ describe: (Value) -> String) -> ValueReader {
        let names = Value.allCases.map(\.rawValue)
        let listed = names.map { "'\($0)'" }
        let wants = listed.count > 1 ? listed.dropLast().joined(separator: ", ") + " or " + listed[listed.count - 1] : listed.joined()
        return ValueReader(read: { text, name in
            if let value = Value(rawValue: text.lowercased()) { return .success(value) }
            var message = "\(name) wants \(wants), not '\(text)'."
            if let guess = closest(to: text, among: names) { message += " Did you mean '\(guess)'?" }
            return .failure(.other(message))
        }, choices: Value.allCases.map { ValueChoice(name: $0.rawValue, help: describe($0)) })
    }
}

extension ValueReader {
    /// Names of `Item`s separated by commas, in any case, each kept once; an unknown one is named
    /// with the closest and the list of `noun`s (`report format`, `formats`).
    static func list<Item: CaseIterable & RawRepresentable<String> & Sendable & Equatable>(
        of item: Item.Type, noun: String, plural: String
    ) -> ValueReader where Value == [Item] {
        let names = Item.allCases.map(\.rawValue)
        return ValueReader { text, _ in
            var items: [Item] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let item = Item(rawValue: part.lowercased()) else {
                    var message = "unknown \(noun) '\(part)'."
                    if let guess = closest(to: part, among: names) { message += " Did you mean '\(guess)'?" }
                    return .failure(.other(message + " The \(plural): \(names.joined(separator: ", "))."))
                }
                if !items.contains(item) { items.append(item) }
            }
            return .success(items)
        }
    }
}

extension ValueReader where Value == Device {
    /// A built-in device's name (`iphone-13-pro`, or its full name in any case).
    static var builtInDevice: ValueReader {
        ValueReader(read: { text, name in
            if let device = Device.named(text) { return .success(device) }
            let names = Device.builtIn.map(\.identifier).joined(separator: ", ")
            let close = closest(to: text, among: Device.builtIn.map(\.identifier)).map { " Did you mean '\($0)'?" } ?? ""
            return .failure(.other("\(name) wants a built-in device (\(names)), not '\(text)'.\(close) "
                + "A device of your own goes in --device-file FILE."))
        }, choices: [])
    }
}
