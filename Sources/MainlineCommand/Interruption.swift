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

    private struct State {
        var runs: [ObjectIdentifier: ScenarioRun] = [:]
        var signals = 0
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

    private func received(_ signalNumber: Int32) {
        let (count, runs, output) = state.withLock { s -> (Int, [ScenarioRun], CommandOutput?) in
            s.signals += 1
            return (s.signals, Array(s.runs.values), s.output)
        }
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
