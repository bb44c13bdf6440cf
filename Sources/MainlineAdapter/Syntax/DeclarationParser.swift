/// Finds the declarations of a file — types, extensions and their members, with attributes,
/// modifiers, inheritance clauses, parameters and bodies — without parsing statements or
/// expressions: bodies of functions and initializers of properties are skipped as balanced
/// bracket groups. Declarations in every branch of `#if` blocks are found. Input it cannot
/// make sense of is skipped up to the next line that starts a declaration.
struct DeclarationParser {
    let file: SourceFile
    /// Positions in `file.significant`.
    private let count: Int
    /// Bracket pairs, by position in `significant`: `(` `[` `{` to their closer.
    private var matching: [Int: Int] = [:]

    static let modifierNames: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional",
        "indirect", "prefix", "postfix", "infix", "nonisolated", "distributed", "consuming", "borrowing", "__consuming",
        "isolated", "unsafe",
    ]

    static let declarationKeywords: [String: Declaration.Kind] = [
        "class": .class, "struct": .struct, "enum": .enum, "protocol": .protocol, "actor": .actor, "extension": .extension,
        "func": .function, "init": .initializer, "deinit": .deinitializer, "subscript": .subscript, "var": .variable,
        "let": .constant, "typealias": .typealias, "associatedtype": .associatedtype, "case": .enumCase, "import": .import,
        "operator": .other, "precedencegroup": .other, "macro": .other,
    ]

    init(file: SourceFile) {
        self.file = file
        count = file.significant.count
        var stack: [(Int, UInt8)] = []
        for position in 0..<count {
            let token = file.tokens[file.significant[position]]
            guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
            let c = file.bytes[token.start]
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append((position, c))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener: UInt8 = c == UInt8(ascii: ")") ? UInt8(ascii: "(") : c == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // A closer with no opener of its kind on the stack is ignored; one that skips
                // over unclosed openers of other kinds closes them too.
                if let index = stack.lastIndex(where: { $0.1 == opener }) {
                    matching[stack[index].0] = position
                    stack.removeSubrange(index...)
                }
            default:
                break
            }
        }
    }

    /// The file's top-level declarations (their members nested in `children`).
    func parse() -> [Declaration] {
        var position = 0
        return members(from: &position, until: count, parent: nil)
    }

    // MARK: - Tokens by position

    private func token(_ position: Int) -> Token { file.tokens[file.significant[position]] }
    private func text(_ position: Int) -> String { file.text(ofToken: file.significant[position]) }
    private func tokenIndex(_ position: Int) -> Int { file.significant[position] }

    private func isText(_ position: Int, _ value: String) -> Bool {
        guard position < count else { return false }
        let t = token(position)
        guard t.end - t.start == value.utf8.count else { return false }
        return file.bytes[t.start..<t.end].elementsEqual(value.utf8)
    }

    private func isIdentifier(_ position: Int) -> Bool {
        position < count && token(position).kind == .identifier
    }

    /// Whether the token at `position` is the first significant token on its line.
    private func startsLine(_ position: Int) -> Bool {
        position == 0 || token(position - 1).line < token(position).line
    }

    /// Whether a declaration (or a directive, or the end of the scope) starts at `position`,
    /// as the first token of its line.
    private func startsDeclaration(_ position: Int) -> Bool {
        guard position < count else { return true }
        let t = token(position)
        if t.kind == .poundKeyword { return ["#if", "#elseif", "#else", "#endif", "#sourceLocation", "#warning", "#error"].contains(text(position)) }
        guard startsLine(position) else { return isText(position, ";") }
        if isText(position, "@") || isText(position, "}") { return true }
        guard t.kind == .identifier else { return false }
        let word = text(position)
        return Self.declarationKeywords[word] != nil || Self.modifierNames.contains(word)
    }

    /// The position after the balanced group opening at `position`, or after it if it opens none.
    private func skipGroup(_ position: Int) -> Int {
        (matching[position] ?? position) + 1
    }

    /// Skips `<…>` at `position` (generic parameters or arguments), counting the angle
    /// brackets inside operator tokens; returns the position after it.
    private func skipAngles(_ position: Int) -> Int {
        guard position < count, text(position).first == "<" else { return position }
        var depth = 0
        var p = position
        while p < count {
            let t = token(p)
            if t.kind == .punctuation, let close = matching[p] { p = close + 1; continue }
            if t.kind == .operator {
                for c in file.bytes[t.start..<t.end] {
                    if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") { depth -= 1 }
                }
            } else if t.kind == .punctuation, isText(p, "{") || isText(p, ";") {
                return p  // not a generic list after all
            }
            p += 1
            if depth <= 0 { return p }
        }
        return p
    }

    // MARK: - Declarations

    private func members(from position: inout Int, until end: Int, parent: Declaration?) -> [Declaration] {
        var result: [Declaration] = []
        while position < end {
            if isText(position, ";") { position += 1; continue }
            if token(position).kind == .poundKeyword {
                position = skipDirective(position, until: end)
                continue
            }
            let before = position
            if let declaration = declaration(at: &position, until: end, parent: parent) {
                result.append(declaration)
            } else {
                // Not a declaration (a statement at file scope, or something unknown): skip
                // to the next line that starts one.
                position = max(before + 1, position)
                while position < end, !startsDeclaration(position) {
                    position = token(position).kind == .punctuation ? skipGroup(position) : position + 1
                }
            }
            if position <= before { position = before + 1 }
        }
        return result
    }

    /// Skips `#if condition`, `#else`, `#endif` (the lines themselves: declarations in every
    /// branch are parsed), and `#warning(…)`/`#sourceLocation(…)`.
    private func skipDirective(_ position: Int, until end: Int) -> Int {
        let word = text(position)
        var p = position + 1
        switch word {
        case "#if", "#elseif":
            let line = token(position).line
            while p < end, token(p).line == line { p = token(p).kind == .punctuation ? skipGroup(p) : p + 1 }
        case "#else", "#endif":
            break
        default:
            if p < end, isText(p, "(") { p = skipGroup(p) }
        }
        return p
    }

    private func declaration(at position: inout Int, until end: Int, parent: Declaration?) -> Declaration? {
        let first = position
        var attributes: [Attribute] = []
        var modifiers: [Modifier] = []
        // Attributes: `@name`, `@name.member`, with an argument list right after the name.
        while position + 1 < end, isText(position, "@"), isIdentifier(position + 1),
              token(position + 1).start == token(position).end {
            let start = token(position).start
            var name = text(position + 1)
            position += 2
            while position + 1 < end, isText(position, "."), isIdentifier(position + 1), token(position).start == token(position - 1).end {
                name += "." + text(position + 1)
                position += 2
            }
            var argument: String?
            if position < end, isText(position, "("), token(position).start == token(position - 1).end, let close = matching[position] {
                argument = file.text(token(position).end..<token(close).start)
                position = close + 1
            } else if position < end, text(position).first == "<", token(position).start == token(position - 1).end {
                position = skipAngles(position)
            }
            attributes.append(Attribute(name: name, argument: argument, range: start..<token(position - 1).end))
        }
        // Modifiers.
        while position < end, isIdentifier(position), Self.modifierNames.contains(text(position)) {
            let word = text(position)
            if word == "class" || word == "optional" || word == "unsafe" || word == "isolated" {
                // A modifier only when a member declaration follows (`class func`, `optional
                // func`, `class override var`), not a type (`class Card`).
                guard position + 1 < end, isIdentifier(position + 1) else { break }
                let next = text(position + 1)
                let typeKeywords: Set<Declaration.Kind> = [.class, .struct, .enum, .protocol, .actor, .extension]
                guard Self.modifierNames.contains(next) || Self.declarationKeywords[next].map({ !typeKeywords.contains($0) }) == true
                else { break }
            }
            let start = token(position).start
            position += 1
            if position < end, isText(position, "("), let close = matching[position], close - position <= 2 {
                position = close + 1
            }
            modifiers.append(Modifier(name: word, range: start..<token(position - 1).end))
        }
        guard position < end, isIdentifier(position), let kind = Self.declarationKeywords[text(position)] else {
            return nil
        }
        let keyword = position
        position += 1
        let declaration: Declaration
        switch kind {
        case .class, .struct, .enum, .protocol, .actor, .extension:
            declaration = typeDeclaration(kind, keyword: keyword, at: &position, until: end)
        case .function, .initializer, .subscript, .deinitializer:
            declaration = function(kind, keyword: keyword, at: &position, until: end)
        case .variable, .constant:
            declaration = variable(kind, keyword: keyword, at: &position, until: end)
        default:
            let name = isIdentifier(position) ? text(position) : ""
            while position < end, !(position > keyword + 1 && startsDeclaration(position)) {
                position = token(position).kind == .punctuation ? skipGroup(position) : position + 1
            }
            declaration = Declaration(kind: kind, name: name, firstToken: tokenIndex(first), keywordToken: tokenIndex(keyword),
                                      lastToken: tokenIndex(max(keyword, position - 1)))
        }
        declaration.firstToken = tokenIndex(first)
        declaration.attributes = attributes
        declaration.modifiers = modifiers
        declaration.parent = parent
        for child in declaration.children { child.parent = declaration }
        return declaration
    }

    private func typeDeclaration(_ kind: Declaration.Kind, keyword: Int, at position: inout Int, until end: Int) -> Declaration {
        // The name: an identifier, or for an extension a type as written (`Outer.Inner`,
        // `Array where …` stops at `where`).
        var name = ""
        var genericList: (Int, Int)?
        while position < end {
            if isText(position, ":") || isText(position, "{") || isText(position, "where") { break }
            if text(position).first == "<" {
                let close = skipAngles(position)
                if kind == .extension { name += file.text(token(position).start..<token(max(position, close - 1)).end) }
                else { genericList = (position, close) }
                position = close
                continue
            }
            if kind != .extension, !name.isEmpty { break }
            name += text(position)
            position += 1
        }
        let declaration = Declaration(kind: kind, name: name, firstToken: tokenIndex(keyword), keywordToken: tokenIndex(keyword),
                                      lastToken: tokenIndex(keyword))
        declaration.hasGenericParameters = position > keyword + 2 && kind != .extension
        if let (open, close) = genericList { readGenericParameters(from: open, to: close, into: declaration) }
        if position < end, isText(position, ":") {
            position += 1
            var entryStart = position
            while position < end, !isText(position, "{"), !isText(position, "where") {
                if isText(position, ",") {
                    appendInherited(from: entryStart, to: position, into: declaration)
                    entryStart = position + 1
                    position += 1
                } else if text(position).first == "<" {
                    position = skipAngles(position)
                } else if token(position).kind == .punctuation, isText(position, "(") || isText(position, "[") {
                    position = skipGroup(position)
                } else {
                    position += 1
                }
            }
            appendInherited(from: entryStart, to: position, into: declaration)
        }
        while position < end, !isText(position, "{") {
            if startsDeclaration(position), !isText(position, "where") { break }
            if isText(position, "where") { readWhereClause(from: position + 1, until: end, into: declaration) }
            position = token(position).kind == .punctuation ? skipGroup(position) : position + 1
        }
        guard position < end, isText(position, "{"), let close = matching[position] else {
            declaration.lastToken = tokenIndex(max(keyword, position - 1))
            return declaration
        }
        declaration.bodyOpen = tokenIndex(position)
        declaration.bodyClose = tokenIndex(close)
        var inner = position + 1
        declaration.children = members(from: &inner, until: close, parent: declaration)
        position = close + 1
        declaration.lastToken = tokenIndex(close)
        return declaration
    }

    /// Reads `<Name: Constraint, Other>` (positions `open` to `close`, one past the `>`): the
    /// names at the list's top level and what follows their colons.
    private func readGenericParameters(from open: Int, to close: Int, into declaration: Declaration) {
        var p = open + 1
        while p < close - 1 {
            guard isIdentifier(p) else { p += 1; continue }
            let name = text(p)
            declaration.genericParameters.append(name)
            p += 1
            guard p < close - 1, isText(p, ":") else {
                while p < close - 1, !isText(p, ",") { p += 1 }
                p += 1
                continue
            }
            let start = p + 1
            var depth = 0
            var q = start
            var last = start - 1
            // Up to the comma at this level, or the list's closing `>` (which may share a token
            // with the constraint's own: `Foo<Int>>`).
            while q < close {
                let t = token(q)
                if t.kind == .operator {
                    for c in file.bytes[t.start..<t.end] {
                        if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") { depth -= 1 }
                    }
                    if depth < 0 {
                        if file.bytes[t.start] != UInt8(ascii: ">") || t.end - t.start > 1 { last = q }
                        break
                    }
                } else if depth == 0, isText(q, ",") {
                    break
                }
                last = q
                q += 1
            }
            if last >= start {
                var constraint = file.text(token(start).start..<token(last).end)
                // The list's own `>` may end the last constraint's token (`Foo<Int>>`).
                while constraint.filter({ $0 == ">" }).count > constraint.filter({ $0 == "<" }).count, constraint.hasSuffix(">") {
                    constraint.removeLast()
                }
                declaration.genericConstraints[name, default: []].append(constraint.trimmed)
            }
            p = q + 1
        }
    }

    /// Reads a `where` clause's `Name: Constraint` requirements, up to the body's brace.
    private func readWhereClause(from start: Int, until end: Int, into declaration: Declaration) {
        var p = start
        while p + 2 < end, !isText(p, "{") {
            if startsDeclaration(p) { return }
            if isIdentifier(p), isText(p + 1, ":"), p == start || isText(p - 1, ",") {
                var q = p + 2
                while q < end, !isText(q, ","), !isText(q, "{") {
                    q = text(q).first == "<" ? skipAngles(q) : q + 1
                }
                if q > p + 2 {
                    declaration.genericConstraints[text(p), default: []].append(file.text(token(p + 2).start..<token(q - 1).end).trimmed)
                }
                p = q
                continue
            }
            p += 1
        }
    }

    private func appendInherited(from start: Int, to end: Int, into declaration: Declaration) {
        guard end > start else { return }
        let range = token(start).start..<token(end - 1).end
        declaration.inheritance.append(InheritedType(text: file.text(range), range: range))
    }

    private func function(_ kind: Declaration.Kind, keyword: Int, at position: inout Int, until end: Int) -> Declaration {
        var name = kind == .initializer ? "init" : kind == .subscript ? "subscript" : kind == .deinitializer ? "deinit" : ""
        if kind == .function {
            if position < end, isIdentifier(position) {
                name = text(position).trimmingBackticks
                position += 1
            } else {
                // An operator (`static func == (…)`, `static func < (…)`).
                while position < end, !isText(position, "("), token(position).kind != .identifier {
                    name += text(position)
                    position += 1
                }
            }
        }
        var isFailable = false
        if kind == .initializer, position < end, isText(position, "?") || isText(position, "!") {
            isFailable = true
            position += 1
        }
        let declaration = Declaration(kind: kind, name: name, firstToken: tokenIndex(keyword), keywordToken: tokenIndex(keyword),
                                      lastToken: tokenIndex(keyword))
        declaration.isFailable = isFailable
        if position < end, text(position).first == "<" {
            declaration.hasGenericParameters = true
            let close = skipAngles(position)
            readGenericParameters(from: position, to: close, into: declaration)
            position = close
        }
        if position < end, isText(position, "("), let close = matching[position] {
            declaration.parameters = parameters(from: position + 1, to: close, labeled: kind != .subscript)
            position = close + 1
        }
        // Effects and the result type, up to the body or the end of the declaration.
        var resultStart: Int?
        var resultEnd: Int?
        while position < end {
            if isText(position, "{") { break }
            if startsDeclaration(position) { break }
            let word = text(position)
            if word == "throws" || word == "rethrows" { declaration.isThrowing = true }
            if word == "async" { declaration.isAsync = true }
            if word == "->" { resultStart = position + 1 }
            if word == "where", resultStart != nil, resultEnd == nil { resultEnd = position }
            if word == "where" { readWhereClause(from: position + 1, until: end, into: declaration) }
            position = token(position).kind == .punctuation && !isText(position, "->") ? skipGroup(position)
                : text(position).first == "<" && resultStart != nil ? skipAngles(position) : position + 1
        }
        if let resultStart {
            let last = (resultEnd ?? position) - 1
            if last >= resultStart { declaration.type = file.text(token(resultStart).start..<token(last).end) }
        }
        if position < end, isText(position, "{"), let close = matching[position] {
            declaration.bodyOpen = tokenIndex(position)
            declaration.bodyClose = tokenIndex(close)
            position = close + 1
        }
        declaration.lastToken = tokenIndex(max(keyword, position - 1))
        return declaration
    }

    private func parameters(from start: Int, to end: Int, labeled: Bool) -> [Parameter] {
        var result: [Parameter] = []
        var entryStart = start
        var p = start
        while p <= end {
            if p == end || isText(p, ",") {
                if p > entryStart, let parameter = parameter(from: entryStart, to: p, labeled: labeled) { result.append(parameter) }
                entryStart = p + 1
                p += 1
                continue
            }
            p = token(p).kind == .punctuation && (isText(p, "(") || isText(p, "[") || isText(p, "{")) ? skipGroup(p)
                : text(p).first == "<" ? skipAngles(p) : p + 1
        }
        return result
    }

    /// `label name: Type = default`, `_ name: Type`, `name: Type...`, `name: inout Type`.
    private func parameter(from start: Int, to end: Int, labeled: Bool) -> Parameter? {
        guard let colon = (start..<end).first(where: { isText($0, ":") }) else { return nil }
        let names = (start..<colon).filter { isIdentifier($0) }.map { text($0) }
        guard let internalName = names.last else { return nil }
        let label: String?
        if names.count >= 2 {
            label = names[names.count - 2] == "_" ? nil : names[names.count - 2]
        } else {
            label = labeled ? internalName : nil
        }
        var typeEnd = end
        var hasDefault = false
        var q = colon + 1
        while q < end {
            if isText(q, "=") { typeEnd = q; hasDefault = true; break }
            q = token(q).kind == .punctuation && (isText(q, "(") || isText(q, "[")) ? skipGroup(q) : q + 1
        }
        guard typeEnd > colon + 1 else { return nil }
        var type = file.text(token(colon + 1).start..<token(typeEnd - 1).end)
        let isVariadic = type.hasSuffix("...")
        if isVariadic { type.removeLast(3) }
        let isInout = type.hasPrefix("inout ")
        return Parameter(label: label.map { $0.trimmingBackticks }, name: internalName.trimmingBackticks, type: type,
                         hasDefault: hasDefault, isVariadic: isVariadic, isInout: isInout)
    }

    private func variable(_ kind: Declaration.Kind, keyword: Int, at position: inout Int, until end: Int) -> Declaration {
        let name = position < end && isIdentifier(position) ? text(position).trimmingBackticks : ""
        let declaration = Declaration(kind: kind, name: name, firstToken: tokenIndex(keyword), keywordToken: tokenIndex(keyword),
                                      lastToken: tokenIndex(keyword))
        if position < end, isIdentifier(position) {
            position += 1
        } else if position < end, isText(position, "(") {
            position = skipGroup(position)
        }
        if position < end, isText(position, ":") {
            position += 1
            let typeStart = position
            while position < end, !isText(position, "="), !isText(position, "{"), !isText(position, ","), !startsDeclaration(position) {
                position = token(position).kind == .punctuation ? skipGroup(position) : text(position).first == "<" ? skipAngles(position) : position + 1
            }
            if position > typeStart { declaration.type = file.text(token(typeStart).start..<token(position - 1).end) }
        }
        if position < end, isText(position, "=") {
            declaration.hasInitializer = true
            position += 1
            while position < end, !startsDeclaration(position) {
                if isText(position, "{"), isAccessorBlock(position) { break }
                position = token(position).kind == .punctuation ? skipGroup(position) : position + 1
            }
        }
        if position < end, isText(position, "{"), let close = matching[position] {
            declaration.bodyOpen = tokenIndex(position)
            declaration.bodyClose = tokenIndex(close)
            position = close + 1
        }
        // Further bindings (`var a = 1, b = 2`) and anything else up to the next declaration.
        while position < end, !startsDeclaration(position) {
            position = token(position).kind == .punctuation ? skipGroup(position) : position + 1
        }
        declaration.lastToken = tokenIndex(max(keyword, position - 1))
        return declaration
    }

    /// Whether the brace at `position` opens property observers or accessors rather than a
    /// trailing closure of the initializer.
    private func isAccessorBlock(_ position: Int) -> Bool {
        guard position + 1 < count else { return false }
        return ["willSet", "didSet", "get", "set", "_read", "_modify"].contains(text(position + 1))
    }
}

extension String {
    /// The name without the backticks that let a keyword be one (`` `default` ``).
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
