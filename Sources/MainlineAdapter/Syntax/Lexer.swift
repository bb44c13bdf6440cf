/// Splits Swift source into tokens, trivia included, so a rewrite can change some tokens and
/// keep every other byte. It knows what matters for finding declarations and expressions
/// without being fooled by text that only looks like code: string literals of every form
/// (multi-line, raw `#"…"#` with `\#(…)` interpolation, interpolations holding parentheses and
/// strings of their own), nested block comments, `#/…/#` regex literals, backticked names.
/// Malformed input (an unterminated string or comment) ends the token at the end of the line or
/// the file; lexing never fails.
struct Lexer {
    let bytes: [UInt8]
    private var position: Int
    private let limit: Int
    private var line: Int

    /// Lexes `bytes[range]` (all of it by default); `line` is the line `range` starts on.
    init(_ bytes: [UInt8], range: Range<Int>? = nil, line: Int = 1) {
        self.bytes = bytes
        position = range?.lowerBound ?? 0
        limit = range?.upperBound ?? bytes.count
        self.line = line
    }

    /// All the tokens, in order; together they cover the lexed range exactly.
    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity((limit - position) / 3)
        while position < limit {
            tokens.append(next())
        }
        return tokens
    }

    // MARK: - Characters

    private func byte(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < limit ? bytes[index] : nil
    }

    private static func isIdentifierHead(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c >= 0x80
    }

    private static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierHead(c) || isDigit(c)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static let operatorCharacters: Set<UInt8> = Set("/=-+!*%<>&|^~?.".utf8)

    // MARK: - Tokens

    private mutating func make(_ kind: Token.Kind, from start: Int, line startLine: Int, interpolations: [Range<Int>] = []) -> Token {
        Token(kind: kind, start: start, end: position, line: startLine, interpolations: interpolations)
    }

    private mutating func next() -> Token {
        let start = position
        let startLine = line
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "\n"):
            position += 1
            line += 1
            return make(.newline, from: start, line: startLine)
        case UInt8(ascii: "\r"):
            position += byte(1) == UInt8(ascii: "\n") ? 2 : 1
            line += 1
            return make(.newline, from: start, line: startLine)
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            while let b = byte(), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == 0x0B || b == 0x0C || b == 0 { position += 1 }
            return make(.whitespace, from: start, line: startLine)
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            while let b = byte(), b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") { position += 1 }
            return make(.lineComment, from: start, line: startLine)
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            skipBlockComment()
            return make(.blockComment, from: start, line: startLine)
        case UInt8(ascii: "\""):
            let interpolations = skipString(hashes: 0)
            return make(.string, from: start, line: startLine, interpolations: interpolations)
        case UInt8(ascii: "#"):
            return pound(start: start, line: startLine)
        case UInt8(ascii: "`"):
            position += 1
            while let b = byte(), b != UInt8(ascii: "`"), b != UInt8(ascii: "\n") { position += 1 }
            if byte() == UInt8(ascii: "`") { position += 1 }
            return make(.identifier, from: start, line: startLine)
        case UInt8(ascii: "$"):
            position += 1
            while let b = byte(), Self.isIdentifierBody(b) { position += 1 }
            return make(.identifier, from: start, line: startLine)
        case _ where Self.isIdentifierHead(c):
            while let b = byte(), Self.isIdentifierBody(b) { position += 1 }
            return make(.identifier, from: start, line: startLine)
        case _ where Self.isDigit(c):
            skipNumber()
            return make(.number, from: start, line: startLine)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"):
            position += 1
            return make(.punctuation, from: start, line: startLine)
        case UInt8(ascii: "-") where byte(1) == UInt8(ascii: ">"):
            position += 2
            return make(.punctuation, from: start, line: startLine)
        case UInt8(ascii: "."):
            if byte(1) == UInt8(ascii: ".") {
                while let b = byte(), Self.operatorCharacters.contains(b) { position += 1 }
                return make(.operator, from: start, line: startLine)
            }
            position += 1
            return make(.punctuation, from: start, line: startLine)
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            // `?` and `!` alone are postfix punctuation (optional chaining, forcing); `??`,
            // `!=`, `!==` are operators.
            let next = byte(1)
            if c == UInt8(ascii: "?"), next == UInt8(ascii: "?") {
                position += 2
                if byte() == UInt8(ascii: "=") { position += 1 }
                return make(.operator, from: start, line: startLine)
            }
            if c == UInt8(ascii: "!"), next == UInt8(ascii: "=") {
                position += 2
                if byte() == UInt8(ascii: "=") { position += 1 }
                return make(.operator, from: start, line: startLine)
            }
            position += 1
            return make(.punctuation, from: start, line: startLine)
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            // Angle brackets stay single, so generic argument lists balance (`Array<Array<Int>>`);
            // comparison and shift operators that start with one are kept whole.
            let next = byte(1)
            if next == UInt8(ascii: "=") || (next == c && byte(2) == UInt8(ascii: "=")) || (c == UInt8(ascii: "<") && next == UInt8(ascii: "<")) {
                while let b = byte(), Self.operatorCharacters.contains(b), b != UInt8(ascii: ".") { position += 1 }
                return make(.operator, from: start, line: startLine)
            }
            position += 1
            return make(.operator, from: start, line: startLine)
        case _ where Self.operatorCharacters.contains(c):
            while let b = byte(), Self.operatorCharacters.contains(b), b != UInt8(ascii: "?") || position == start {
                // A `/` that starts a comment ends the operator.
                if b == UInt8(ascii: "/"), position > start, byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*") { break }
                // `-` followed by `>` (an arrow) after an operator is not part of it.
                if b == UInt8(ascii: "-"), position > start, byte(1) == UInt8(ascii: ">") { break }
                // Dots continue an operator only if it started with one.
                if b == UInt8(ascii: "."), bytes[start] != UInt8(ascii: ".") { break }
                position += 1
            }
            return make(.operator, from: start, line: startLine)
        default:
            position += 1
            return make(.operator, from: start, line: startLine)
        }
    }

    /// `#` starts a raw string (`#"`, `##"`), an extended regex (`#/`), a directive or
    /// expression keyword (`#if`, `#selector`), or is punctuation.
    private mutating func pound(start: Int, line startLine: Int) -> Token {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(hashes) == UInt8(ascii: "\"") {
            position += hashes
            let interpolations = skipString(hashes: hashes)
            return make(.string, from: start, line: startLine, interpolations: interpolations)
        }
        if byte(hashes) == UInt8(ascii: "/") {
            position += hashes + 1
            skipExtendedRegex(hashes: hashes)
            return make(.regex, from: start, line: startLine)
        }
        if hashes == 1, let b = byte(1), Self.isIdentifierHead(b) {
            position += 1
            while let b = byte(), Self.isIdentifierBody(b) { position += 1 }
            return make(.poundKeyword, from: start, line: startLine)
        }
        position += 1
        return make(.punctuation, from: start, line: startLine)
    }

    private mutating func skipNumber() {
        var previous: UInt8 = 0
        let isHex = byte() == UInt8(ascii: "0") && (byte(1) == UInt8(ascii: "x") || byte(1) == UInt8(ascii: "X"))
        while let b = byte() {
            if Self.isIdentifierBody(b) {
                previous = b
                position += 1
            } else if b == UInt8(ascii: "."), let after = byte(1), Self.isDigit(after) || (isHex && Self.isIdentifierBody(after)) {
                previous = b
                position += 1
            } else if b == UInt8(ascii: "+") || b == UInt8(ascii: "-"),
                      isHex ? (previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P"))
                            : (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")) {
                previous = b
                position += 1
            } else {
                break
            }
        }
    }

    private mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < limit, depth > 0 {
            let b = bytes[position]
            if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if b == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else {
                countLine(b)
                position += 1
            }
        }
    }

    private mutating func countLine(_ b: UInt8) {
        if b == UInt8(ascii: "\n") || (b == UInt8(ascii: "\r") && byte(1) != UInt8(ascii: "\n")) { line += 1 }
    }

    /// Skips a string literal starting at its first quote (after any `#`s); returns the ranges
    /// of its interpolated expressions.
    private mutating func skipString(hashes: Int) -> [Range<Int>] {
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        var interpolations: [Range<Int>] = []
        while position < limit {
            let b = bytes[position]
            if b == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    position += 1
                    let start = position
                    skipInterpolation()
                    interpolations.append(start..<max(start, position - 1))
                } else if position < limit {
                    countLine(bytes[position])
                    position += 1
                }
                continue
            }
            if b == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }),
                   (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") }) {
                    position += quotes + hashes
                    return interpolations
                }
            }
            if !multiline, b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                return interpolations  // unterminated: the line break is not part of it
            }
            countLine(b)
            position += 1
        }
        return interpolations
    }

    /// Skips an interpolation's expression, from after `\(` to after its `)`: parentheses
    /// nest, and strings and comments inside are skipped whole.
    private mutating func skipInterpolation() {
        var depth = 1
        while position < limit {
            let b = bytes[position]
            switch b {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                _ = skipString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(hashes) == UInt8(ascii: "\"") {
                    position += hashes
                    _ = skipString(hashes: hashes)
                } else {
                    position += max(1, hashes)
                }
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                countLine(b)
                position += 1
            }
        }
    }

    private mutating func skipExtendedRegex(hashes: Int) {
        while position < limit {
            let b = bytes[position]
            if b == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if b == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                return
            }
            countLine(b)
            position += 1
        }
    }
}
