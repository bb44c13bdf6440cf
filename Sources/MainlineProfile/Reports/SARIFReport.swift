import Foundation
import MainlineSARIF

/// The profile as SARIF 2.1.0 (`SARIFLog`, the writer the checker's reports use too): one
/// result per finding at its source line, with how the run was made.
struct SARIFReport {
    let profile: Profile

    func render() -> String {
        let results = profile.findings.map { f -> SARIFLog.Result in
            var properties = ["occurrences": "\(f.occurrences)", "totalTimeMs": format(f.totalTime)]
            if let handler = f.handler { properties["handler"] = handler }
            if let api = f.api { properties["api"] = api }
            return SARIFLog.Result(rule: f.kind.rule, level: f.severity == .error ? "error" : f.severity == .warning ? "warning" : "note",
                                   message: "\(f.title). \(f.message)", file: f.callSite?.file, line: f.callSite?.line,
                                   fingerprint: "\(f.kind.ruleID):\(f.callSite.map { "\(relativePath($0.file)):\($0.line)" } ?? f.title)",
                                   properties: properties)
        }
        let properties = ["clock": profile.configuration.clock, "cpuScale": number(profile.configuration.cpuScale),
                          "costModel": profile.configuration.costModel ?? "none",
                          "timeSources": profile.configuration.timeSourceDescription]
            .merging(timeToFirstFrameProperties(profile)) { own, _ in own }
        return SARIFLog(results: results, properties: properties).render()
    }
}
