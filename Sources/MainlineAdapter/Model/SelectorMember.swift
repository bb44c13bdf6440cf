/// A method or property a selector can name: `@objc`, `@IBAction`, `@IBOutlet`, `dynamic`, a
/// member of an `@objcMembers` class or an `@objc extension`, or the implementation of an
/// `@objc protocol`'s requirement.
struct SelectorMember {
    enum Access {
        case method
        case getter
        case setter
    }

    let declaration: Declaration
    let file: ParsedFile
    let access: Access
    /// The Objective-C name (`tapped:`, `isOn`, `setIsOn:`).
    let selector: String
    /// Another member of the class has the same name and labels: arguments are written with
    /// their type, so the call is not ambiguous.
    var isOverloaded = false

    /// The body of the `SelectorMethod` closure that calls the member on `receiver` with the
    /// message's arguments (read through `arguments.value(_:)`).
    func callCode(receiver: String) -> String {
        let name = Self.memberName(declaration.name)
        switch access {
        case .getter:
            return "_ in \(receiver).\(name)"
        case .setter:
            return "arguments in \(receiver).\(name) = try arguments.value(0); return nil"
        case .method:
            let arguments = declaration.parameters.enumerated().map { index, parameter -> String in
                var value = "arguments.value(\(index))"
                if isOverloaded, let type = Self.expressionType(parameter.type) { value = "(\(value) as \(type))" }
                return (parameter.label.map { "\($0): " } ?? "") + value
            }
            let call = "\(receiver).\(name)(\(arguments.joined(separator: ", ")))"
            let tried = arguments.isEmpty && !declaration.isThrowing ? call : "try " + call
            let parameter = arguments.isEmpty ? "_" : "arguments"
            if let type = declaration.type?.trimmed, !type.isEmpty, type != "Void", type != "()" {
                return "\(parameter) in \(tried)"
            }
            return "\(parameter) in \(tried); return nil"
        }
    }

    /// Whether the member can be called through a selector: an instance method that is not
    /// generic, not `async`, and takes no `inout` or variadic parameters (which Objective-C
    /// cannot express either).
    static func isCallable(_ declaration: Declaration) -> Bool {
        switch declaration.kind {
        case .function:
            return !declaration.isTypeMember && !declaration.hasGenericParameters && !declaration.isAsync
                && !declaration.parameters.contains { $0.isInout || $0.isVariadic } && declaration.name.first.map { $0.isLetter || $0 == "_" } == true
        case .variable, .constant:
            return !declaration.isTypeMember && !declaration.name.isEmpty
        default:
            return false
        }
    }

    /// A parameter type as it can be written after `as`: `T!` becomes `T?`; attributes such as
    /// `@escaping` go. Nil for types that cannot be (`some P`).
    static func expressionType(_ type: String) -> String? {
        var text = type.trimmed
        for attribute in ["@escaping", "@Sendable", "@MainActor", "@autoclosure", "__owned", "__shared", "borrowing", "consuming"] {
            text = text.replacing(attribute + " ", with: "")
        }
        if text.hasPrefix("some ") { return nil }
        if text.hasSuffix("!") { text.removeLast(); text += "?" }
        return text
    }

    static let keywords: Set<String> = [
        "default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "if", "else", "switch",
        "case", "for", "while", "repeat", "return", "break", "continue", "in", "is", "as", "self", "Self", "super",
        "init", "deinit", "import", "operator", "static", "public", "private", "internal", "where", "try", "throw",
        "throws", "do", "catch", "defer", "guard", "subscript", "typealias", "associatedtype", "nil", "true", "false",
    ]

    /// A member name as it can follow a dot.
    static func memberName(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmed: String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view = view.dropFirst() }
        while let last = view.last, last.isWhitespace { view = view.dropLast() }
        return String(view)
    }
}
