import Foundation
import ThreadChecker

/// One self-contained HTML page: no scripts, no network; an inline SVG chart of frame times
/// against the budget with hitches marked, the summary, the phase breakdown, the findings and
/// the offenders. Every string that comes from the run is escaped.
struct HTMLReport {
    let profile: Profile

    func render() -> String {
        let s = profile.summary
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Mainline profile: \(escape(profile.name))</title>
        <style>
        body{font:14px/1.45 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;margin:24px auto;max-width:1000px;color:#1d1d1f;padding:0 16px}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}
        .sub{color:#6e6e73}.cards{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}
        .card{border:1px solid #d2d2d7;border-radius:10px;padding:10px 14px;min-width:140px}
        .card b{display:block;font-size:20px}.good{color:#1a7f37}.warning{color:#b26b00}.critical,.error{color:#c9252d}
        table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:5px 8px;border-bottom:1px solid #e5e5ea;vertical-align:top}
        th{font-weight:600;background:#f5f5f7}td.n{text-align:right;font-variant-numeric:tabular-nums}
        code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f5f5f7;padding:1px 4px;border-radius:4px}
        svg{border:1px solid #d2d2d7;border-radius:8px;background:#fff}.legend{font-size:12px;color:#6e6e73}
        </style></head><body>
        <h1>Mainline profile: \(escape(profile.name))</h1>
        <div class="sub">\(s.frames) frames at \(number(profile.configuration.refreshRate)) Hz, \(escape(profile.configuration.clock)) clock\(escape(profile.configuration.costModel.map { ", cost model: \($0)" } ?? "")), screen \(escape(profile.configuration.screen))</div>
        <div class="cards">
        <div class="card">Hitch-time ratio<b class="\(s.grade.rawValue)">\(format(s.hitchTimeRatio)) ms/s</b>\(s.grade.rawValue)</div>
        <div class="card">Hitches<b>\(s.hitches)</b>\(s.commitHitches) commit, \(s.renderHitches) render</div>
        <div class="card">p95 frame time<b>\(format(s.frameTime.p95)) ms</b>budget \(format(s.budget)) ms</div>
        <div class="card">Forced layouts<b>\(s.forcedLayouts)</b>\(s.layoutThrashes) thrash(es)</div>
        <div class="card">Thread violations<b class="\(s.threadViolations > 0 ? "error" : "good")">\(s.threadViolations)</b>off-main UI calls</div>
        </div>
        <h2>Frame times</h2>
        \(chart())
        <div class="legend">Bars: each frame's main-thread time; dashed line: the budget; red: frames presented late (hitches).</div>

        """
        html += table("Summary", ["Metric", "Value"],
                      (timeSourceRows(profile) + summaryRows(s) + repetitionRows(profile)).map { [escape($0.metric), escape($0.value)] })
        for (title, t) in [("Time to first frame", timeToFirstFrameTable(profile)), ("Animation intervals", animationIntervalTable(profile))]
        where !t.rows.isEmpty { html += table(title, t.headers, t.rows.map { $0.map(escape) }, numeric: [2, 3]) }
        html += table("Phases", ["Phase", "Total (ms)", "Mean per frame (ms)", "Share"],
                      profile.phases.filter { $0.total > 0 }.map {
                          [escape($0.phase.rawValue), format($0.total), format($0.mean), String(format: "%.1f%%", $0.share * 100)]
                      }, numeric: [1, 2, 3])
        html += table("Findings", ["Severity", "Finding", "Where", "Count", "Time (ms)", "Details"], profile.findings.map { f in
            var details = escape(f.message)
            if !f.invalidatedBy.isEmpty {
                details += "<br>Invalidated at: " + f.invalidatedBy.prefix(5).map { "<code>\(escape($0.callSite.map { siteText($0) } ?? $0.origin))</code> ×\($0.count)" }
                    .joined(separator: ", ")
            }
            if !f.sequence.isEmpty { details += "<br>" + f.sequence.prefix(8).map { "· " + escape($0) }.joined(separator: "<br>") }
            if !f.lines.isEmpty {
                details += "<br>Time went to: " + f.lines.prefix(3).map {
                    "<code>\(escape(siteText($0.callSite)))</code> \(escape($0.callSite.function)) (\(Int(($0.share * 100).rounded()))%)"
                }.joined(separator: ", ")
            }
            return ["<span class=\"\(f.severity == .error ? "error" : f.severity == .warning ? "warning" : "")\">\(escape(f.severity.rawValue))</span>",
                    escape(f.title), (f.callSite == nil ? "—" : "<code>\(escape(siteText(f.callSite)))</code>") + (f.handler.map { "<br>in \(escape($0))" } ?? ""),
                    "\(f.occurrences)", format(f.totalTime), details]
        }, numeric: [3, 4], empty: "No findings.")
        html += table("Synchronous layouts by call site", ["Call site", "Handler", "Count", "Total (ms)", "Verdict"],
                      profile.offendersByCallSite.prefix(20).map { o in
                          ["<code>\(escape(siteText(o.callSite)))</code>", escape(o.handler ?? "—"), "\(o.occurrences)", format(o.totalTime),
                           o.allowedBecause.map { "allowed: " + escape($0) } ?? "<span class=\"warning\">offence</span>"]
                      }, numeric: [2, 3], empty: "None.")
        html += table("Time by handler", ["Handler", "Count", "Total (ms)", "Max (ms)"], profile.offendersByHandler.prefix(20).map {
            [escape($0.name), "\($0.occurrences)", format($0.totalTime), format($0.maxTime)]
        }, numeric: [1, 2, 3], empty: "No handler spans recorded.")
        html += table("Worst frames", ["Frame", "Work (ms)", "Hitch (ms)", "Heaviest work"], profile.worstFrames.map { f in
            ["\(f.index)", format(f.duration), format(f.hitchTime),
             f.work.prefix(3).map { escape("\($0.name)\($0.object.map { " on \($0)" } ?? "") \(format($0.duration)) ms") }.joined(separator: "<br>")]
        }, numeric: [1, 2], empty: "None.")
        html += "<p class=\"sub\">Written by Mainline (profile schema \(profile.schemaVersion)).</p>\n</body></html>\n"
        return html
    }

    private func table(_ title: String, _ headers: [String], _ rows: [[String]], numeric: Set<Int> = [], empty: String = "") -> String {
        var out = "<h2>\(escape(title))</h2>\n"
        guard !rows.isEmpty else { return out + "<p class=\"sub\">\(escape(empty))</p>\n" }
        out += "<table><tr>" + headers.map { "<th>\(escape($0))</th>" }.joined() + "</tr>\n"
        for row in rows {
            out += "<tr>" + row.enumerated().map { i, cell in numeric.contains(i) ? "<td class=\"n\">\(cell)</td>" : "<td>\(cell)</td>" }.joined() + "</tr>\n"
        }
        return out + "</table>\n"
    }

    /// The frame-time chart: one bar per frame (per group of frames when there are more frames
    /// than pixels: the group's worst), the budget line, hitches in red. Read from the frame
    /// series: an hour's run is drawn in the same few hundred bars.
    private func chart() -> String {
        let width = 960.0, height = 220.0, left = 64.0, bottom = 20.0
        let series = profile.series
        guard series.count > 0 else { return "<p class=\"sub\">No frames.</p>" }
        let budget = profile.summary.budget
        let top = max(budget * 2, TimeAmount(nanoseconds: series.duration.max() ?? 0).milliseconds) * 1.05
        let plotWidth = width - left - 8, plotHeight = height - bottom - 8
        let buckets = min(series.count, Int(plotWidth / 2))
        let perBucket = Double(series.count) / Double(buckets)
        let barWidth = plotWidth / Double(buckets)
        func y(_ value: Double) -> Double { 8 + plotHeight * (1 - min(value, top) / top) }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Frame times\">"
        for b in 0..<buckets {
            let lo = Int(Double(b) * perBucket), hi = min(series.count, max(lo + 1, Int(Double(b + 1) * perBucket)))
            var worst = lo
            var hitched = false
            for i in lo..<hi {
                if series.duration[i] > series.duration[worst] { worst = i }
                if series.hitch[i] > 0 { hitched = true }
            }
            let duration = series.work(worst).milliseconds
            let x = left + Double(b) * barWidth
            svg += "<rect x=\"\(String(format: "%.1f", x))\" y=\"\(String(format: "%.1f", y(duration)))\" width=\"\(String(format: "%.2f", max(0.5, barWidth - 0.4)))\" height=\"\(String(format: "%.1f", 8 + plotHeight - y(duration)))\" fill=\"\(hitched ? "#c9252d" : "#0a84ff")\"><title>frame \(series.firstIndex + worst): \(format(duration)) ms\(hitched ? ", hitch" : "")</title></rect>"
        }
        let budgetY = String(format: "%.1f", y(budget))
        svg += "<line x1=\"\(Int(left))\" x2=\"\(Int(width - 8))\" y1=\"\(budgetY)\" y2=\"\(budgetY)\" stroke=\"#b26b00\" stroke-dasharray=\"5 4\"/>"
        svg += "<text x=\"\(Int(width - 10))\" y=\"\(budgetY)\" dy=\"-4\" text-anchor=\"end\" font-size=\"11\" fill=\"#b26b00\">budget \(format(budget)) ms</text>"
        svg += "<line x1=\"\(Int(left))\" x2=\"\(Int(left))\" y1=\"8\" y2=\"\(Int(8 + plotHeight))\" stroke=\"#8e8e93\"/>"
        svg += "<text x=\"\(Int(left - 4))\" y=\"14\" text-anchor=\"end\" font-size=\"11\" fill=\"#6e6e73\">\(format(top)) ms</text>"
        svg += "<text x=\"\(Int(left - 4))\" y=\"\(Int(8 + plotHeight))\" text-anchor=\"end\" font-size=\"11\" fill=\"#6e6e73\">0</text>"
        svg += "<text x=\"\(Int(left))\" y=\"\(Int(height - 4))\" font-size=\"11\" fill=\"#6e6e73\">frame \(series.firstIndex)</text>"
        svg += "<text x=\"\(Int(width - 8))\" y=\"\(Int(height - 4))\" text-anchor=\"end\" font-size=\"11\" fill=\"#6e6e73\">frame \(series.firstIndex + series.count - 1)</text>"
        return svg + "</svg>"
    }
}

/// HTML-escapes text (element content and attribute values).
func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.unicodeScalars.append(c)
        }
    }
    return out
}
