/// A Swift file to adapt: the path its adapted copy's `#sourceLocation` names (so compiler
/// errors, checker reports and profiler findings point at it) and its text.
public struct SourceInput: Sendable, Equatable {
    /// The path `#sourceLocation` and diagnostics name.
    public var path: String
    /// The file's text.
    public var text: String

    /// A file to adapt.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Something the adapter could not adapt, or adapted with a caveat: where, what, and how to fix
/// it by hand.
public struct AdapterDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable {
        /// The file will not compile (or not behave) without a change by hand.
        case error
        /// Adapted, with a caveat worth knowing.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// The original file's path, as given.
    public var file: String
    /// The original line, from 1.
    public var line: Int
    /// The column, from 1 (in bytes).
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String
    /// The change to make by hand.
    public var fix: String

    /// A report at `file:line:column`.
    public init(severity: Severity, file: String, line: Int, column: Int, message: String, fix: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.fix = fix
    }

    /// `file:line:column: error: message Fix: …` — the form compilers print, so build logs and
    /// editors link it to the line.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) Fix: \(fix)"
    }
}

/// One change the adapter made, for `--dry-run`.
public struct AdaptationChange: Sendable, Equatable, CustomStringConvertible {
    /// The line of the original file it concerns.
    public var line: Int
    /// What changed, in a few words.
    public var summary: String

    /// A change at `line`.
    public init(line: Int, summary: String) {
        self.line = line
        self.summary = summary
    }

    /// `line: summary`.
    public var description: String { "\(line): \(summary)" }
}

/// A file's adapted copy.
public struct AdaptedFile: Sendable, Equatable {
    /// The input's path.
    public var path: String
    /// The adapted text, starting with `#sourceLocation(file: path, line: 1)`.
    public var text: String
    /// What changed, line by line.
    public var changes: [AdaptationChange]
}

/// The result of adapting a target's files.
public struct Adaptation: Sendable {
    /// One adapted file per input, in the inputs' order.
    public var files: [AdaptedFile]
    /// What could not be adapted, or was adapted with a caveat, in file and line order.
    public var diagnostics: [AdapterDiagnostic]

    /// Whether something could not be adapted.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
