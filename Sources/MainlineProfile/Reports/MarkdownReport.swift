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
        for row in timeSourceRows(profile) + summaryRows(s) + repetitionRows(profile) {
            out += "| \(cell(row.metric)) | \(cell(row.value)) |\n"
        }
        out += timeToFirstFrameMarkdown(profile, cell: cell) + "\n"
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
