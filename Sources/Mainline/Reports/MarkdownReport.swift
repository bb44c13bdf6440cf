import Foundation
import ThreadChecker

/// Markdown for CI job summaries (`$GITHUB_STEP_SUMMARY`): the verdict, a table of the key
/// figures, the findings with their lines.
struct MarkdownReport {
    let profile: Profile

    func render() -> String {
        let s = profile.summary
        var out = "## Mainline profile: \(cell(profile.name))\n\n"
        out += "**Hitch-time ratio \(format(s.hitchTimeRatio)) ms/s — \(s.grade.rawValue)** "
        out += "(Apple: < 5 good, 5–10 warning, > 10 critical) · \(s.frames) frames at \(number(profile.configuration.refreshRate)) Hz, "
        out += "\(profile.configuration.clock) clock\n\n"
        out += "| Metric | Value |\n|---|---|\n"
        out += "| Hitches | \(s.hitches) (\(s.commitHitches) commit, \(s.renderHitches) render), \(format(s.hitchTime)) ms |\n"
        out += "| Frame time p50 / p95 / p99 / max | \(format(s.frameTime.p50)) / \(format(s.frameTime.p95)) / \(format(s.frameTime.p99)) / \(format(s.frameTime.max)) ms (budget \(format(s.budget)) ms) |\n"
        out += "| Effective frame rate | \(number(s.effectiveFrameRate)) fps, \(s.droppedFrames) dropped |\n"
        out += "| Forced synchronous layouts | \(s.forcedLayouts) (\(format(s.forcedLayoutTime)) ms), \(s.layoutThrashes) thrash(es) |\n"
        out += "| Thread violations | \(s.threadViolations) |\n"
        out += "| Layout diagnostics | \(s.diagnostics) |\n\n"
        if profile.findings.isEmpty {
            out += "No findings.\n"
        } else {
            out += "### Findings\n\n| Severity | Finding | Where | Handler | Count | Time (ms) |\n|---|---|---|---|---:|---:|\n"
            for f in profile.findings {
                out += "| \(f.severity.rawValue) | \(cell(f.title)) | \(f.callSite == nil ? "—" : "`\(cell(siteText(f.callSite)))`") | "
                out += "\(cell(f.handler ?? "—")) | \(f.occurrences) | \(format(f.totalTime)) |\n"
            }
            let withSites = profile.findings.filter { !$0.invalidatedBy.isEmpty }
            if !withSites.isEmpty {
                out += "\n<details><summary>Where the forced layouts' work was invalidated</summary>\n\n"
                for f in withSites {
                    out += "- `\(cell(siteText(f.callSite)))`: " + f.invalidatedBy.prefix(5).map { "`\(cell($0.callSite.map { siteText($0) } ?? $0.origin))` ×\($0.count)" }
                        .joined(separator: ", ") + "\n"
                }
                out += "\n</details>\n"
            }
        }
        return out
    }

    /// Text safe inside a table cell: pipes escaped, line breaks flattened, HTML escaped.
    private func cell(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
