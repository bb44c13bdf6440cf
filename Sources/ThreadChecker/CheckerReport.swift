import Foundation
import MainlineSARIF

/// The checker's reports as files: JSON (every field of every record) and SARIF 2.1.0 (Mainline's
/// log, as the profile writes it: one result per record at the caller's line, so code-scanning
/// tools annotate it).
public enum CheckerReportFormat: String, Sendable, CaseIterable {
    /// The stderr blocks, one after another.
    case text
    /// `{"schemaVersion": 1, "violations": [...]}` with `ThreadViolation`'s fields.
    case json
    /// SARIF 2.1.0.
    case sarif
}

extension MainThreadChecker {
    /// The reports so far in `format`.
    public func report(_ format: CheckerReportFormat) -> String {
        Self.report(violations, format: format)
    }

    /// `violations` in `format`.
    public static func report(_ violations: [ThreadViolation], format: CheckerReportFormat) -> String {
        switch format {
        case .text:
            return violations.map(\.description).joined(separator: "\n\n") + (violations.isEmpty ? "" : "\n")
        case .json:
            struct Document: Encodable {
                let schemaVersion = 1
                let violations: [ThreadViolation]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = (try? encoder.encode(Document(violations: violations))) ?? Data()
            return String(decoding: data, as: UTF8.self)
        case .sarif:
            return sarif(violations)
        }
    }

    /// The records as results of Mainline's SARIF log (the profile's rules: an off-main call, a
    /// sync onto the main queue from it and a background call stuck behind the main thread are
    /// thread violations; a hang is a hang).
    private static func sarif(_ violations: [ThreadViolation]) -> String {
        let results = violations.map { v -> SARIFLog.Result in
            let rule: MainlineRule = v.kind == .mainQueueHang ? .hang : .threadViolation
            let site = v.callSite.flatMap { $0.isResolved ? $0 : nil }
            let message = "\(v.headline) (\(v.count) time\(v.count == 1 ? "" : "s"), queue \(v.queueLabel.isEmpty ? "(none)" : v.queueLabel))"
                + (v.detail.map { " \($0)" } ?? "") + (v.callSiteNote.map { " Call site: \($0)." } ?? "")
            let place = site.map { "\(SARIFLog.relativePath($0.file)):\($0.line)" } ?? v.api
            return SARIFLog.Result(rule: rule, level: rule.defaultLevel, message: message, file: site?.file, line: site?.line,
                                   fingerprint: "\(rule.id):\(v.api):\(place)",
                                   properties: ["api": v.api, "occurrences": "\(v.count)", "queue": v.queueLabel, "qos": "\(v.qos)",
                                                "threadID": "\(v.threadID)"])
        }
        return SARIFLog(results: results, properties: [:]).render()
    }
}
