import Foundation
import MainlineScenarios

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
    private var lastShown: TimeInterval = -1
    private var width = 0

    init(_ label: String, output: CommandOutput) {
        self.label = label
        self.output = output
    }

    /// Shows how far the run got: the percentage, simulated time, how fast the simulation goes
    /// and how long is left (at most ten times a second).
    func update(_ progress: ScenarioProgress) {
        let elapsed = Date().timeIntervalSince(started)
        guard output.stderrIsTerminal, elapsed >= output.progressDelay else { return }
        lock.lock()
        defer { lock.unlock() }
        guard elapsed - lastShown >= 0.1 || progress.fraction >= 1 else { return }
        lastShown = elapsed
        let fraction = min(1, max(0, progress.fraction))
        var text = "\(label) \(Int((fraction * 100).rounded(.down)))%  \(String(format: "%.1f", progress.simulatedSeconds)) s simulated"
        if elapsed > 0 { text += ", \(factor(progress.simulatedSeconds / elapsed)) real time" }
        if fraction > 0.01, fraction < 1 { text += ", about \(seconds(elapsed * (1 - fraction) / fraction)) left" }
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
        lastShown = -1
    }
}

/// Standard output as a stream: what is written goes through a buffer to `CommandOutput.write`.
struct StandardOutputStream: TextOutputStream {
    let output: CommandOutput
    private var buffer = ""

    init(_ output: CommandOutput) {
        self.output = output
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ string: String) {
        buffer += string
        if buffer.utf8.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
