import Foundation
import Mainline
import MainlineSARIF
import MainlineScenarios
import ThreadChecker

/// The `mainline` command: parses its arguments, runs a subcommand writing to `output`, and
/// returns the exit status — 0 success, 1 a budget gate failed or a regression was found,
/// 2 a usage error (the message on standard error says what was wrong and how to fix it).
///
/// A program of your own whose whole `main.swift` is
///
/// ```swift
/// import MainlineCommand
/// MainlineCommand.main(scenarios: [InboxScenario()])
/// ```
///
/// is the complete command over your scenarios and the built-in ones — `run`, `list`, `trace`,
/// `compare`, every option, gate, report and exit status — running the first you give when none
/// is named. (`swift package mainline …` finds and runs such programs.)
public enum MainlineCommand {
    /// The tool's version (`mainline --version`).
    public static let version = MainlineRelease.version

    public static let success: Int32 = 0
    public static let gateFailed: Int32 = 1
    public static let usageError: Int32 = 2

    /// Runs the command as a process's `main`: the process's arguments and streams, Ctrl-C and
    /// SIGTERM stopping a run at the end of a frame (its reports are written, and the exit status
    /// is 130), and the exit status returned to the shell.
    public static func main() -> Never {
        main(scenarios: [])
    }

    /// Runs the command over `scenarios` (then the built-in ones whose names they leave free) as
    /// a process's `main`, as ``main()`` does; with no scenario named, `run` runs the first given.
    public static func main(scenarios: [any Scenario]) -> Never {
        let output = CommandOutput.standard()
        Interruption.shared.install(output: output)
        // The process's own settings: reports and diagnostics go to the profile, not the terminal.
        MainThreadChecker.shared.policy = .collect
        let catalog = ScenarioCatalog(given: scenarios, executable: Bundle.main.executableURL)
        exit(withMainlineConfiguration(.quiet) { run(arguments: Array(CommandLine.arguments.dropFirst()), output: output, catalog: catalog) })
    }

    /// Runs the command with `arguments` (without the program's name).
    public static func run(arguments: [String], output: CommandOutput) -> Int32 {
        run(arguments: arguments, output: output, catalog: ScenarioCatalog())
    }

    /// Runs the command with `arguments` (without the program's name) over `scenarios`, then the
    /// built-in ones whose names they leave free; with no scenario named, `run` runs the first.
    public static func run(arguments: [String], output: CommandOutput, scenarios: [any Scenario]) -> Int32 {
        run(arguments: arguments, output: output, catalog: ScenarioCatalog(given: scenarios))
    }

    static func run(arguments: [String], output: CommandOutput, catalog: ScenarioCatalog) -> Int32 {
        let problems = catalog.problems(reservedOptions: Options.reservedForParameters)
        if !problems.isEmpty {
            output.errorLine("mainline: the scenarios this program gives cannot be run: \(problems.joined(separator: "; ")).")
            return usageError
        }
        // A run's settings are its own (a test running commands in parallel with other tests
        // keeps its settings): off-main calls and diagnostics go to the profile, not the terminal.
        let quiet = MainlineConfiguration(checkerPolicy: .collect, printsDiagnostics: false)
        return ScenarioCatalog.$current.withValue(catalog) {
            withMainlineConfiguration(quiet) {
                do throws(UsageError) {
                    return try dispatch(arguments, output)
                } catch {
                    output.errorLine(error.message.hasPrefix("mainline") ? error.message : "mainline: \(error.message)")
                    return usageError
                }
            }
        }
    }

    private static func dispatch(_ arguments: [String], _ output: CommandOutput) throws(UsageError) -> Int32 {
        guard let first = arguments.first else {
            return try Command.run.run([], output)
        }
        if let command = Command(subcommand: first) {
            return try command.run(Array(arguments.dropFirst()), output)
        }
        // The tool's own options (`--help`, `--version`) come first and alone; others are run's.
        if Options.declarations(for: .tool).contains(where: { $0.matches(first) }) {
            return try Command.tool.run([first], output)
        }
        if first.hasPrefix("-") { return try Command.run.run(arguments, output) }
        var message = "mainline: unknown subcommand '\(first)'."
        if ScenarioCatalog.current.named(first) != nil {
            message += " To run that scenario: mainline run \(first.lowercased())."
        } else if let guess = closest(to: first, among: Command.subcommands.map(\.name)) {
            message += " Did you mean '\(guess)'?"
        }
        throw UsageError(message + " Run 'mainline help' to see the subcommands.")
    }

    /// The scenario called `name`, or a usage error naming the closest one.
    static func scenario(named name: String, command: String) throws(UsageError) -> any Scenario {
        if let scenario = ScenarioCatalog.current.named(name) { return scenario }
        let names = ScenarioCatalog.current.scenarios.map(\.name)
        var message = "\(command): unknown scenario '\(name)'."
        if let guess = closest(to: name, among: names) { message += " Did you mean '\(guess)'?" }
        throw UsageError(message + " Run 'mainline list' to see them.")
    }
}
