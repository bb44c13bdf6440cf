import Dispatch
import Foundation
import MainlineScenarios
import ThreadChecker

/// Ctrl-C (SIGINT) and SIGTERM during a run: the first stops the run at the end of the frame
/// that is running, and the command writes every report for the frames so far (each saying the
/// run was interrupted and where) and exits with status 130; a second exits at once.
///
/// The process's executable installs it (`MainlineCommand.main`); in-process callers of
/// `MainlineCommand.run(arguments:output:)` keep their own signal handling.
final class Interruption: @unchecked Sendable {
    static let shared = Interruption()

    /// The exit status of an interrupted run (128 + SIGINT, as shells report it).
    static let exitStatus: Int32 = 130

    /// How soon after the first signal another counts as the same Ctrl-C (nanoseconds).
    static let sameKeypress: UInt64 = 1_000_000_000

    private struct State {
        var runs: [ObjectIdentifier: ScenarioRun] = [:]
        /// Child processes (of `run --all`), which get each signal passed on.
        var children: Set<Int32> = []
        var signals = 0
        /// When the first signal came (monotonic nanoseconds).
        var firstSignalAt: UInt64 = 0
        var output: CommandOutput?
    }
    private let state = Locked(State())
    private var sources: [DispatchSourceSignal] = []
    private let installed = Locked(false)

    /// Takes SIGINT and SIGTERM over (once per process).
    func install(output: CommandOutput) {
        let first = installed.withLock { done in defer { done = true }; return !done }
        state.withLock { $0.output = output }
        guard first else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in received(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether a signal stopped a run.
    var wasInterrupted: Bool { state.withLock { $0.signals > 0 } }

    /// `run` is going on: a signal stops it.
    func watch(_ run: ScenarioRun) {
        let stopNow = state.withLock { s -> Bool in
            s.runs[ObjectIdentifier(run)] = run
            return s.signals > 0
        }
        if stopNow { run.stop(reason: "interrupted") }
    }

    func unwatch(_ run: ScenarioRun) {
        _ = state.withLock { $0.runs.removeValue(forKey: ObjectIdentifier(run)) }
    }

    /// Runs `scenario` with a progress line labelled `label`, a signal stopping it at the end of
    /// a frame.
    func run(_ scenario: any Scenario, _ options: ScenarioOptions, label: String, output: CommandOutput) -> ScenarioResult {
        let progress = ProgressLine(label, output: output)
        var watched: ScenarioRun?
        let result = scenario.run(options, onProgress: { progress.update($0) }, started: { run in
            watched = run
            self.watch(run)
        })
        if let watched { unwatch(watched) }
        progress.finish()
        return result
    }

    /// Child process `pid` runs a scenario (in a process group of its own, so a Ctrl-C at the
    /// terminal reaches it only through this process): signals are passed on to it.
    func watch(child pid: Int32) {
        let signals = state.withLock { s -> Int in
            s.children.insert(pid)
            return s.signals
        }
        if signals > 0 { kill(pid, SIGINT) }
    }

    func unwatch(child pid: Int32) {
        _ = state.withLock { $0.children.remove(pid) }
    }

    private func received(_ signalNumber: Int32) {
        let now = DispatchTime.now().uptimeNanoseconds
        let (count, runs, children, output) = state.withLock { s -> (Int, [ScenarioRun], Set<Int32>, CommandOutput?) in
            // One Ctrl-C can arrive twice: from the terminal (to the whole process group) and
            // passed on by a parent (`swift run`, `timeout`, `mainline run --all`). A second
            // signal within a second of the first is the same keypress.
            if s.signals > 0, now &- s.firstSignalAt < Self.sameKeypress { return (0, [], [], nil) }
            s.signals += 1
            if s.signals == 1 { s.firstSignalAt = now }
            return (s.signals, Array(s.runs.values), s.children, s.output)
        }
        guard count > 0 else { return }
        // A child stops at its frame's end on the first signal and at once on the second, as this process does.
        for pid in children { kill(pid, SIGINT) }
        guard count == 1 else {
            output?.errorLine("\nmainline: stopped at once.")
            exit(Self.exitStatus)
        }
        let reason = signalNumber == SIGINT ? "interrupted (Ctrl-C)" : "interrupted (SIGTERM)"
        for run in runs { run.stop(reason: reason) }
        output?.errorLine("\nmainline: \(reason): stopping at the end of this frame and writing the reports; "
            + "\(signalNumber == SIGINT ? "Ctrl-C" : "a second signal") again stops at once.")
    }
}
