import Foundation
import ThreadChecker

/// SARIF 2.1.0 (OASIS): one run of the tool "Mainline", one rule per finding kind, one result
/// per finding with its source location, so code-scanning tools annotate the offending line.
/// Paths inside the current directory are written relative to it (`uriBaseId` "%SRCROOT%").
struct SARIFReport {
    let profile: Profile

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var originalUriBaseIds: [String: ArtifactLocation]?
        /// How the run was made: its clock, CPU scale and cost model.
        var properties: [String: String]
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name: String
        var semanticVersion: String
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]?
        var partialFingerprints: [String: String]
        var properties: [String: String]
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    struct ArtifactLocation: Encodable { var uri: String; var uriBaseId: String? }
    struct Region: Encodable { var startLine: Int }

    static let descriptions: [Finding.Kind: String] = [
        .forcedSynchronousLayout: "A layoutIfNeeded(), updateConstraintsIfNeeded() or systemLayoutSizeFitting(_:) call ran a layout inside an event handler instead of leaving it to the frame's commit.",
        .layoutThrashing: "A handler alternated invalidating and forcing layout more than once in one run.",
        .hitch: "Frames were presented later than their expected presentation time.",
        .threadViolation: "A UIKit API was called from a thread other than the main thread.",
        .layoutFeedbackLoop: "A view's layout kept invalidating layout within one commit.",
        .layoutDiagnostic: "Constraints or geometry that UIKit reports: unsatisfiable or ambiguous constraints, invalid values.",
        .ancestorInvalidatedDuringLayout: "A view's layoutSubviews() invalidated the layout of an ancestor, which is then laid out again in the same pass.",
        .slowHandler: "A handler's own code took more than half a frame's budget in a frame of scrolling, animation or input.",
        .hang: "The main thread did not respond for 250 ms or more: busy, or blocked in a wait.",
        .layoutChangeNotAnimated: "A constraint changed inside an animation block that never laid out: the layout lands at the next commit, outside the animation, and the views jump.",
    ]

    func render() -> String {
        let kinds = Finding.Kind.allCases
        let rules = kinds.map { kind in
            Rule(id: kind.ruleID, name: String(describing: kind), shortDescription: Text(text: kind.title),
                 fullDescription: Text(text: Self.descriptions[kind] ?? kind.title),
                 defaultConfiguration: Configuration(level: kind == .threadViolation || kind == .layoutFeedbackLoop || kind == .hang
                                                        ? "error" : "warning"))
        }
        let cwd = FileManager.default.currentDirectoryPath
        let results = profile.findings.map { f -> Result in
            var locations: [Location]?
            if let site = f.callSite, !site.file.isEmpty, site.line > 0 {
                let path = relativePath(site.file)
                let relative = !path.hasPrefix("/")
                locations = [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: relative ? path : "file://" + path, uriBaseId: relative ? "%SRCROOT%" : nil),
                    region: Region(startLine: site.line)))]
            }
            var properties = ["occurrences": "\(f.occurrences)", "totalTimeMs": format(f.totalTime)]
            if let handler = f.handler { properties["handler"] = handler }
            if let api = f.api { properties["api"] = api }
            return Result(ruleId: f.kind.ruleID, ruleIndex: kinds.firstIndex(of: f.kind) ?? 0,
                          level: f.severity == .error ? "error" : f.severity == .warning ? "warning" : "note",
                          message: Text(text: "\(f.title). \(f.message)"), locations: locations,
                          partialFingerprints: ["mainline/v1": "\(f.kind.ruleID):\(f.callSite.map { "\(relativePath($0.file)):\($0.line)" } ?? f.title)"],
                          properties: properties)
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(name: "Mainline", semanticVersion: "0.1.0", rules: rules)),
                                 results: results,
                                 originalUriBaseIds: ["%SRCROOT%": ArtifactLocation(uri: "file://" + (cwd.hasSuffix("/") ? cwd : cwd + "/"), uriBaseId: nil)],
                                 properties: ["clock": profile.configuration.clock, "cpuScale": number(profile.configuration.cpuScale),
                                              "costModel": profile.configuration.costModel ?? "none",
                                              "timeSources": profile.configuration.timeSourceDescription]
                                    .merging(timeToFirstFrameProperties(profile)) { own, _ in own })])
        return String(decoding: (try? ReportJSON.encoder(pretty: true).encode(log)) ?? Data(), as: UTF8.self)
    }
}
