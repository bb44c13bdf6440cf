import Foundation
import PackagePlugin

/// Compiles a target's UIKit code as written, adapted for Mainline: the Swift files in the
/// folders the target excludes (`exclude: ["iOS"]`) — files under the target's directory that
/// are not among its sources — go through the adapter (`mainline-adapt`), and the adapted
/// copies are compiled with the target's own files.
///
/// ```swift
/// .target(name: "InboxUI", dependencies: [.product(name: "Mainline", package: "Mainline")],
///         exclude: ["iOS"], plugins: [.plugin(name: "MainlineAdapt", package: "Mainline")])
/// ```
///
/// The excluded files of the target's dependencies are read too (not compiled), so a class that
/// inherits from an adapted class of another target overrides its dispatch.
@main
struct MainlineAdapt: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = excludedSwiftFiles(of: module)
        guard !files.isEmpty else { return [] }
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("Adapted")
        let directory = module.directoryURL.standardizedFileURL.path
        var arguments: [String] = []
        var outputs: [URL] = []
        for file in files {
            // Unique within the module: the path below the target's folder.
            let relative = String(file.standardizedFileURL.path.dropFirst(directory.count + 1))
            let output = outputDirectory.appendingPathComponent(relative.replacingOccurrences(of: "/", with: "_"))
            arguments += ["--adapt", file.path, output.path]
            outputs.append(output)
        }
        var contextFiles: [URL] = []
        for dependency in module.recursiveTargetDependencies {
            guard let dependencyModule = dependency as? SourceModuleTarget else { continue }
            contextFiles += excludedSwiftFiles(of: dependencyModule)
        }
        for file in contextFiles { arguments += ["--context", file.path] }
        return [.buildCommand(displayName: "MainlineAdapt: adapting \(files.count) Swift file\(files.count == 1 ? "" : "s") of \(target.name)",
                              executable: try context.tool(named: "mainline-adapt").url,
                              arguments: arguments,
                              inputFiles: files + contextFiles,
                              outputFiles: outputs)]
    }

    /// The `.swift` files under the target's directory that SwiftPM does not compile: those
    /// of its excluded folders.
    private func excludedSwiftFiles(of module: SourceModuleTarget) -> [URL] {
        let directory = module.directoryURL.standardizedFileURL
        let compiled = Set(module.sourceFiles.map { $0.url.standardizedFileURL.path })
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            if !compiled.contains(path) { result.append(url.standardizedFileURL) }
        }
        return result.sorted { $0.path < $1.path }
    }
}
