import Foundation
import ThreadChecker

/// GitHub Actions workflow commands, one per finding: `::warning file=…,line=…,title=…::message`.
/// Printed by a CI step, they annotate the lines in the pull request.
struct GitHubAnnotations {
    let profile: Profile

    func render() -> String {
        var lines: [String] = []
        for f in profile.findings {
            let level = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let site = f.callSite, !site.file.isEmpty, site.line > 0 {
                properties.append("file=\(property(relativePath(site.file)))")
                properties.append("line=\(site.line)")
            }
            properties.append("title=\(property("Mainline: \(f.kind.title)"))")
            lines.append("::\(level) \(properties.joined(separator: ","))::\(data("\(f.title). \(f.message)"))")
        }
        lines += timeToFirstFrameNotices(profile, message: data, property: property)
        let s = profile.summary
        lines.append("::notice title=\(property("Mainline: \(profile.name)"))::\(data("hitch-time ratio \(format(s.hitchTimeRatio)) ms/s (\(s.grade.rawValue)), p95 \(format(s.frameTime.p95)) ms, \(s.forcedLayouts) forced layout(s), \(s.threadViolations) thread violation(s)"))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The escaping GitHub's toolkit applies to a command's message.
    private func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// …and to a property value.
    private func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
