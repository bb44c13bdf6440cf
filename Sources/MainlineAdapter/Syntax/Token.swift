/// A token of Swift source: its kind and where it is, as byte offsets into the UTF-8 text.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A name or keyword (`class`, `objc`, `` `default` ``, `$0`).
        case identifier
        /// An integer or floating-point literal.
        case number
        /// A string literal of any form (`"…"`, `"""…"""`, `#"…"#`), interpolations included.
        case string
        /// `#/…/#`.
        case regex
        /// `// …` (up to, not including, the line break).
        case lineComment
        /// `/* … */`, nested ones included.
        case blockComment
        /// Spaces and tabs.
        case whitespace
        /// A line break (`\n`, `\r\n` or `\r`).
        case newline
        /// `#` and a name: `#if`, `#selector`, `#sourceLocation`, `#available`.
        case poundKeyword
        /// One of `( ) [ ] { } , : ; @ . ? ! #` or `->`.
        case punctuation
        /// Other operator characters (`==`, `+`, `..<`, `??`, `<`, `>`).
        case `operator`
    }

    var kind: Kind
    /// The first byte.
    var start: Int
    /// One past the last byte.
    var end: Int
    /// The 1-based line of the first byte.
    var line: Int
    /// For string literals: the byte ranges of the expressions inside `\( … )`.
    var interpolations: [Range<Int>] = []

    /// Comments, spaces and line breaks.
    var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: return true
        default: return false
        }
    }
}
