import Foundation

/// Where the command writes: standard output and standard error, and whether standard error
/// is a terminal (a progress line is shown only there). `CommandOutput()` collects what is
/// written, for tests; `CommandOutput.standard()` writes to the process's streams.
public final class CommandOutput: @unchecked Sendable {
    /// Whether standard error is a terminal: long runs show a progress line there.
    public let stderrIsTerminal: Bool
    /// How long a run goes before its progress line appears (short runs show none).
    public let progressDelay: TimeInterval
    private let forwards: Bool
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    /// An output that collects what is written (read it with `standardOutput` and
    /// `standardError`).
    public init(stderrIsTerminal: Bool = false, progressDelay: TimeInterval = 0.5) {
        self.stderrIsTerminal = stderrIsTerminal
        self.progressDelay = progressDelay
        forwards = false
    }

    private init(forwarding: Bool, stderrIsTerminal: Bool) {
        self.stderrIsTerminal = stderrIsTerminal
        progressDelay = 0.5
        forwards = forwarding
    }

    /// The process's standard output and error; a terminal is detected with `isatty`.
    public static func standard() -> CommandOutput {
        CommandOutput(forwarding: true, stderrIsTerminal: isatty(STDERR_FILENO) == 1)
    }

    /// Writes `text` to standard output as it is (add the newline yourself).
    public func write(_ text: String) {
        if forwards {
            FileHandle.standardOutput.write(Data(text.utf8))
        } else {
            lock.lock()
            out += text
            lock.unlock()
        }
    }

    /// Writes `text` to standard error as it is.
    public func writeError(_ text: String) {
        if forwards {
            FileHandle.standardError.write(Data(text.utf8))
        } else {
            lock.lock()
            err += text
            lock.unlock()
        }
    }

    /// Writes a line to standard output.
    public func line(_ text: String = "") { write(text + "\n") }

    /// Writes a line to standard error.
    public func errorLine(_ text: String) { writeError(text + "\n") }

    /// What was written to standard output (collecting outputs only).
    public var standardOutput: String {
        lock.lock()
        defer { lock.unlock() }
        return out
    }

    /// What was written to standard error (collecting outputs only).
    public var standardError: String {
        lock.lock()
        defer { lock.unlock() }
        return err
    }
}

/// A progress line on standard error, rewritten in place with `\r` and cleared at the end;
/// nothing at all when standard error is not a terminal or the run ends before the output's
/// `progressDelay`.
final class ProgressLine: @unchecked Sendable {
    private let output: CommandOutput
    private let label: String
    private let started = Date()
    private let lock = NSLock()
    private var shown = -1
    private var width = 0

    init(_ label: String, output: CommandOutput) {
        self.label = label
        self.output = output
    }

    /// Shows `fraction` (0…1) done, when the whole percentage changed.
    func update(_ fraction: Double) {
        guard output.stderrIsTerminal, Date().timeIntervalSince(started) >= output.progressDelay else { return }
        let percent = Int((min(1, max(0, fraction)) * 100).rounded(.down))
        lock.lock()
        defer { lock.unlock() }
        guard percent != shown else { return }
        shown = percent
        let text = "\(label) \(percent)%"
        width = max(width, text.count)
        output.writeError("\r" + text.padding(toLength: width, withPad: " ", startingAt: 0))
    }

    /// Clears the line if one was shown.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard width > 0 else { return }
        output.writeError("\r" + String(repeating: " ", count: width) + "\r")
        width = 0
        shown = -1
    }
}
