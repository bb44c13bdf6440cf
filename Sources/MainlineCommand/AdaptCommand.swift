import Foundation
import MainlineAdapter

/// `mainline adapt PATH… --output DIR`: the MainlineAdapt plugin's adapter as a command, for
/// teams that keep adapted copies in the repository (and check in CI that they are current).
enum AdaptCommand {
    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        guard !parsed.positionals.isEmpty else {
            throw UsageError("mainline adapt: give the Swift files or folders to adapt, e.g. mainline adapt Sources/App/iOS --output Sources/App/Adapted.")
        }
        let dryRun = parsed.has(Options.adapt.dryRun), check = parsed.has(Options.adapt.check)
        guard let outputDirectory = parsed[Options.adapt.output] ?? (dryRun ? "" : nil) else {
            throw UsageError("mainline adapt: --output DIR is required (where the adapted copies go), e.g. --output Sources/App/Adapted.")
        }
        let files = try sources(parsed.positionals)
        guard !files.isEmpty else {
            throw UsageError("mainline adapt: no Swift files in \(parsed.positionals.joined(separator: ", ")).")
        }
        var inputs: [SourceInput] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file.path, encoding: .utf8) else {
                throw UsageError("mainline adapt: cannot read \(file.path) as UTF-8 text.")
            }
            inputs.append(SourceInput(path: file.path, text: text))
        }
        let adaptation = Adapter.adapt(inputs)
        var stale: [String] = []
        for (file, adapted) in zip(files, adaptation.files) {
            let destination = URL(fileURLWithPath: outputDirectory).appendingPathComponent(file.relativePath)
            let existing = try? String(contentsOf: destination, encoding: .utf8)
            if dryRun {
                output.line("\(file.path)\(adapted.changes.isEmpty ? ": unchanged" : ":")")
                for change in adapted.changes { output.line("  \(change)") }
            } else if check {
                if existing != adapted.text { stale.append(destination.path) }
            } else if existing != adapted.text {
                do {
                    try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try adapted.text.write(to: destination, atomically: true, encoding: .utf8)
                } catch {
                    throw UsageError("mainline adapt: cannot write \(destination.path): \(error.localizedDescription)")
                }
            }
        }
        for diagnostic in adaptation.diagnostics { output.errorLine(diagnostic.description) }
        if check {
            for path in stale { output.errorLine("mainline adapt: \(path) is missing or stale: run mainline adapt \(parsed.positionals.joined(separator: " ")) --output \(outputDirectory)") }
            if stale.isEmpty { output.line("\(files.count) adapted file\(files.count == 1 ? "" : "s") in \(outputDirectory) up to date") }
        } else if !dryRun {
            output.line("adapted \(files.count) file\(files.count == 1 ? "" : "s") into \(outputDirectory)")
        }
        return stale.isEmpty && !adaptation.hasErrors ? MainlineCommand.success : MainlineCommand.gateFailed
    }

    /// A Swift file to adapt: its path as given (what `#sourceLocation` names) and where its
    /// copy goes below the output folder.
    struct Source {
        var path: String
        var relativePath: String
    }

    /// The Swift files of `paths`: files as they are, folders searched recursively (hidden
    /// folders and `.build` skipped), in a stable order.
    static func sources(_ paths: [String]) throws(UsageError) -> [Source] {
        var result: [Source] = []
        let manager = FileManager.default
        for path in paths {
            let path = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("mainline adapt: no such file or folder: \(path).")
            }
            if !isDirectory.boolValue {
                result.append(Source(path: path, relativePath: URL(fileURLWithPath: path).lastPathComponent))
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard let enumerator = manager.enumerator(atPath: base) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix(".swift") { found.append(relative) }
            }
            for relative in found.sorted() {
                result.append(Source(path: base + "/" + relative, relativePath: relative))
            }
        }
        return result
    }
}
