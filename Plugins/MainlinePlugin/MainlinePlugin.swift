import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory mainline [SUBCOMMAND] [ARGUMENTS…]` in a
/// package whose executables call `MainlineCommand.main(scenarios:)`: builds those executables in
/// release (`--debug`: in debug), runs the one that has the scenario named (or the one `--target NAME` names) with the
/// arguments, in the package's directory (so the reports go to its `Reports/latest/`), and fails
/// when the command fails — a crossed gate, a regression, a usage error — after its own message.
@main
struct MainlinePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        var chosen: String?
        if let i = arguments.firstIndex(where: { $0 == "--target" || $0.hasPrefix("--target=") }) {
            if arguments[i].hasPrefix("--target=") {
                chosen = String(arguments[i].dropFirst("--target=".count))
                arguments.remove(at: i)
            } else {
                guard i + 1 < arguments.count else { throw PluginFailure("--target needs the name of an executable, e.g. --target inbox-profile.") }
                chosen = arguments[i + 1]
                arguments.removeSubrange(i...(i + 1))
            }
        }

        // `--debug`: a debug build, quicker to make (for a CI smoke run); measured times are then
        // the unoptimised code's.
        var configuration = PackageManager.BuildConfiguration.release
        if let i = arguments.firstIndex(of: "--debug") {
            configuration = .debug
            arguments.remove(at: i)
        }

        let executables = context.package.products(ofType: ExecutableProduct.self).filter { product in
            product.mainTarget.recursiveTargetDependencies.contains { $0.name == "MainlineCommand" }
        }.sorted { $0.name < $1.name }
        guard !executables.isEmpty else {
            throw PluginFailure("no executable of this package depends on MainlineCommand. Add one whose main.swift is "
                + "'import MainlineCommand; MainlineCommand.main(scenarios: [YourScenario()])' (see Mainline's README, "
                + "'Writing your own').")
        }
        var candidates = executables
        if let chosen {
            candidates = executables.filter { $0.name == chosen || $0.mainTarget.name == chosen }
            guard !candidates.isEmpty else {
                throw PluginFailure("--target \(chosen): no such executable depends on MainlineCommand; there are "
                    + executables.map { "'\($0.name)'" }.joined(separator: ", ") + ".")
            }
        }

        // Build them in release (the simulation's measured times are the optimised code's).
        var built: [(name: String, url: URL)] = []
        for product in candidates {
            Diagnostics.progress("Building \(product.name) (\(configuration == .release ? "release" : "debug"))…")
            let result = try packageManager.build(.product(product.name), parameters: .init(configuration: configuration, logging: .concise))
            guard result.succeeded else {
                print(result.logText)
                throw PluginFailure("building \(product.name) failed (the log is above).")
            }
            guard let artifact = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
                throw PluginFailure("building \(product.name) made no executable.")
            }
            built.append((product.name, artifact.url))
        }

        // The one that has the scenario named: each lists its scenarios' names.
        var executable = built[0]
        if built.count > 1 {
            let words = Set(arguments.filter { !$0.hasPrefix("-") })
            var matches: [(name: String, url: URL)] = []
            for candidate in built {
                let names = try run(candidate.url, ["list", "--names"], in: context.package.directoryURL, capturing: true).output
                if !words.isDisjoint(with: names.split(separator: "\n").map(String.init)) { matches.append(candidate) }
            }
            guard matches.count == 1 else {
                let list = built.map { "'\($0.name)'" }.joined(separator: ", ")
                throw PluginFailure(matches.isEmpty
                    ? "several executables run scenarios (\(list)) and none was chosen by a scenario's name: name one with --target NAME."
                    : "the scenario named is in several executables (\(matches.map { "'\($0.name)'" }.joined(separator: ", "))): choose one with --target NAME.")
            }
            executable = matches[0]
        }

        let status = try run(executable.url, arguments, in: context.package.directoryURL, capturing: false).status
        if status != 0 {
            let meaning = status == 1 ? "a budget gate was crossed or a regression found"
                : status == 2 ? "a usage error" : status == 130 ? "interrupted" : "it failed"
            throw PluginFailure("\(executable.name) exited with status \(status): \(meaning) (its message is above).")
        }
    }

    /// Runs `executable` with `arguments` in `directory`, its output passed through (or captured).
    private func run(_ executable: URL, _ arguments: [String], in directory: URL, capturing: Bool) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        if capturing { process.standardOutput = pipe }
        try process.run()
        let data = capturing ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Why the plugin stopped, as `swift package` shows it.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "mainline plugin: " + description }
}
