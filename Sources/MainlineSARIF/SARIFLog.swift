import Foundation

/// Mainline's SARIF 2.1.0 (OASIS) writer — the one both the profile's reports and the Main
/// Thread Checker's use: one run of the tool "Mainline", its rules (``MainlineRule``), one result
/// per finding at its source line, so code-scanning tools annotate the offending line. Paths
/// inside the current directory are written relative to it (`uriBaseId` "%SRCROOT%").
package struct SARIFLog {
    /// A finding as a result: its rule, level, message and, when known, where.
    package struct Result {
        package var rule: MainlineRule
        /// "error", "warning" or "note".
        package var level: String
        package var message: String
        /// The source file (absolute, or relative to the current directory) and line.
        package var file: String?
        package var line: Int?
        /// What identifies the finding across runs (becomes `partialFingerprints`).
        package var fingerprint: String
        package var properties: [String: String]

        package init(rule: MainlineRule, level: String, message: String, file: String?, line: Int?, fingerprint: String,
                     properties: [String: String]) {
            self.rule = rule
            self.level = level
            self.message = message
            self.file = file
            self.line = line
            self.fingerprint = fingerprint
            self.properties = properties
        }
    }

    package var results: [Result]
    /// Facts about the run (its clock, device…).
    package var properties: [String: String]

    package init(results: [Result], properties: [String: String]) {
        self.results = results
        self.properties = properties
    }

    /// The log as pretty-printed JSON with sorted keys.
    package func render() -> String {
        let rules = MainlineRule.allCases.map { rule in
            Rule(id: rule.id, name: rule.name, shortDescription: Text(text: rule.title), fullDescription: Text(text: rule.description),
                 defaultConfiguration: Configuration(level: rule.defaultLevel))
        }
        let cwd = FileManager.default.currentDirectoryPath
        let entries = results.map { r -> Entry in
            var locations: [Location]?
            if let file = r.file, !file.isEmpty, let line = r.line, line > 0 {
                let path = Self.relativePath(file)
                let relative = !path.hasPrefix("/")
                locations = [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: relative ? path : "file://" + path, uriBaseId: relative ? "%SRCROOT%" : nil),
                    region: Region(startLine: line)))]
            }
            return Entry(ruleId: r.rule.id, ruleIndex: MainlineRule.allCases.firstIndex(of: r.rule) ?? 0, level: r.level,
                         message: Text(text: r.message), locations: locations, partialFingerprints: ["mainline/v1": r.fingerprint],
                         properties: r.properties)
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(name: "Mainline", semanticVersion: MainlineRelease.version, rules: rules)),
                                 results: entries,
                                 originalUriBaseIds: ["%SRCROOT%": ArtifactLocation(uri: "file://" + (cwd.hasSuffix("/") ? cwd : cwd + "/"),
                                                                                    uriBaseId: nil)],
                                 properties: properties)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(log)) ?? Data(), as: UTF8.self)
    }

    /// `file` relative to the current directory when it is inside it.
    package static func relativePath(_ file: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    // MARK: - The document

    private struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    private struct Run: Encodable {
        var tool: Tool
        var results: [Entry]
        var originalUriBaseIds: [String: ArtifactLocation]?
        var properties: [String: String]
    }
    private struct Tool: Encodable { var driver: Driver }
    private struct Driver: Encodable {
        var name: String
        var semanticVersion: String
        var rules: [Rule]
    }
    private struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
    }
    private struct Configuration: Encodable { var level: String }
    private struct Text: Encodable { var text: String }
    private struct Entry: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]?
        var partialFingerprints: [String: String]
        var properties: [String: String]
    }
    private struct Location: Encodable { var physicalLocation: PhysicalLocation }
    private struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    private struct ArtifactLocation: Encodable { var uri: String; var uriBaseId: String? }
    private struct Region: Encodable { var startLine: Int }
}
