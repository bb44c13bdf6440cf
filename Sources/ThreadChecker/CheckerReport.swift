import Foundation

/// The checker's reports as files: JSON (every field of every record) and SARIF 2.1.0 (one
/// result per record at the caller's line, so code-scanning tools annotate it).
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

    private static let ruleDescriptions: [(ThreadViolation.Kind, String, String)] = [
        (.offMainCall, "MTC001", "A main-thread-bound API was called from a thread other than the main thread."),
        (.mainQueueSyncDeadlock, "MTC002", "DispatchQueue.main.sync was called from the main queue: a deadlock."),
        (.mainQueueHang, "MTC003", "The main queue's turn ran longer than the hang threshold."),
        (.mainThreadBlocked, "MTC004", "A background UI call waited for a main thread that was blocked, most likely on that call's own thread."),
    ]

    private static func sarif(_ violations: [ThreadViolation]) -> String {
        let rules: [[String: Any]] = ruleDescriptions.map { kind, id, text in
            ["id": id, "name": kind.rawValue, "shortDescription": ["text": text], "fullDescription": ["text": text],
             "defaultConfiguration": ["level": kind == .mainQueueHang ? "warning" : "error"]]
        }
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let results: [[String: Any]] = violations.map { v in
            let index = ruleDescriptions.firstIndex { $0.0 == v.kind } ?? 0
            var result: [String: Any] = [
                "ruleId": ruleDescriptions[index].1, "ruleIndex": index,
                "level": v.kind == .mainQueueHang ? "warning" : "error",
                "message": ["text": "\(v.headline) (\(v.count) time\(v.count == 1 ? "" : "s"), queue \(v.queueLabel.isEmpty ? "(none)" : v.queueLabel))"
                    + (v.detail.map { " \($0)" } ?? "") + (v.callSiteNote.map { " Call site: \($0)." } ?? "")],
                "partialFingerprints": ["mainline-checker/v1": "\(v.kind.rawValue):\(v.api):\(v.callSite.map { "\($0.fileName):\($0.line)" } ?? "?")"],
                "properties": ["api": v.api, "count": v.count, "queue": v.queueLabel, "qos": v.qos, "threadID": v.threadID],
            ]
            if let site = v.callSite, site.isResolved {
                let relative = site.file.hasPrefix(cwd)
                let uri = relative ? String(site.file.dropFirst(cwd.count)) : (site.file.hasPrefix("/") ? "file://" + site.file : site.file)
                var artifact: [String: Any] = ["uri": uri]
                if relative || !site.file.hasPrefix("/") { artifact["uriBaseId"] = "%SRCROOT%" }
                result["locations"] = [["physicalLocation": ["artifactLocation": artifact, "region": ["startLine": site.line]]]]
            }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "Mainline Main Thread Checker", "rules": rules]],
                      "originalUriBaseIds": ["%SRCROOT%": ["uri": "file://" + cwd]],
                      "results": results]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
